import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

// initdb takes ~3.5 s here; copying a blank cluster made once takes ~0.5 s, and every test file
// needs its own database. The template is kept between runs, keyed by the PGlite version.
async function templateDir(): Promise<string> {
  const manifest = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return join(__dirname, '..', '..', 'node_modules', '.cache', `pglite-template-${version}`);
}

/** Creates the blank cluster once (jest globalSetup). */
export async function ensurePgliteTemplate(): Promise<void> {
  const target = await templateDir();
  if (existsSync(target)) return;
  // A fresh clone has no node_modules/.cache yet.
  await mkdir(dirname(target), { recursive: true });
  const building = await mkdtemp(`${target}-building-`);
  const pg = await PGlite.create(building);
  await pg.close();
  // Renamed only when complete, so a run that dies half way never leaves a broken template.
  await rename(building, target).catch(async (error: NodeJS.ErrnoException) => {
    await rm(building, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  });
}

/** Fills an empty folder with a copy of the template; without one, PGlite runs initdb itself. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const source = await templateDir();
  if (existsSync(source)) await cp(source, dataDir, { recursive: true });
}
