import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// initdb takes ~3.5 s here; copying a blank cluster made once takes ~0.5 s, and every test file
// needs its own database. The template is kept between runs, keyed by the PGlite version.
async function templateDir(): Promise<string> {
  const manifest = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return join(__dirname, '..', '..', 'node_modules', '.cache', `pglite-template-${version}`);
}

/**
 * Where this run's prepared cluster is: set by jest's globalSetup, read by the workers, which are
 * started after it and inherit its environment.
 */
const PREPARED_TEMPLATE_ENV = 'API_TEST_PREPARED_PGLITE';

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

/**
 * A copy of the blank cluster that `prepare` has migrated and seeded, made once per jest run
 * (globalSetup) because migrations and seeds change with the sources. A test app built on a copy
 * of it runs the same migrations and seeds again, which find nothing to do: about 0.6 s less per
 * test file than on a blank copy, and the same database.
 */
export async function preparePgliteTemplate(prepare: (dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-server-prepared-template-'));
  await copyPgliteTemplate(dataDir);
  await prepare(dataDir);
  process.env[PREPARED_TEMPLATE_ENV] = dataDir;
}

/** Removes this run's prepared cluster (jest globalTeardown). */
export async function removePreparedTemplate(): Promise<void> {
  const dataDir = process.env[PREPARED_TEMPLATE_ENV];
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

/** Fills an empty folder with a copy of the template; without one, PGlite runs initdb itself. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const source = await templateDir();
  if (existsSync(source)) await cp(source, dataDir, { recursive: true });
}

/**
 * Fills an empty folder with a copy of this run's prepared cluster, else of the blank one (a run
 * whose globalSetup did not prepare it, such as a single file run under another config).
 */
export async function copyPreparedPgliteTemplate(dataDir: string): Promise<void> {
  const prepared = process.env[PREPARED_TEMPLATE_ENV];
  if (prepared && existsSync(prepared)) await cp(prepared, dataDir, { recursive: true });
  else await copyPgliteTemplate(dataDir);
}
