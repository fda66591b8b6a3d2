// Simulates shipping a new version of a remote: copies its build, then gives one exposed module
// a new content hash, as a rebuild with a changed page would. The old chunk name disappears, the
// manifest and remoteEntry.js name the new one.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './servers';

/** The siblings the build writes beside each text file, which the static server prefers. */
const COMPRESSED_SUFFIXES = ['.br', '.gz'];

interface Manifest {
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** A private copy of a remote's dist folder, removed by `dispose`. */
export function copyBuild(app: string): { dir: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `${app}-deploy-`));
  cpSync(join(root, app, 'dist'), dir, { recursive: true });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

function exposeChunk(dir: string, module: string): string {
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const file = manifest.exposes.find((expose) => expose.name === module)?.assets.js.sync[0];
  if (!file) throw new Error(`${module} is not exposed by the build in ${dir}`);
  return file;
}

/** Gives the module's chunk a new hash everywhere it is named; returns the old and new file names. */
export function redeployModule(dir: string, module: string): { oldFile: string; newFile: string } {
  const oldFile = exposeChunk(dir, module);
  const oldHash = /\.([0-9a-f]{16,})\.js$/.exec(oldFile)?.[1];
  if (!oldHash) throw new Error(`${oldFile} has no content hash`);
  const newHash = [...oldHash].reverse().join('');
  const newFile = oldFile.replace(oldHash, newHash);
  renameSync(join(dir, oldFile), join(dir, newFile));
  for (const suffix of COMPRESSED_SUFFIXES) {
    if (existsSync(join(dir, oldFile + suffix)))
      renameSync(join(dir, oldFile + suffix), join(dir, newFile + suffix));
  }
  for (const name of readdirSync(dir)) {
    if (!/\.(js|json)$/.test(name)) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    if (!text.includes(oldHash)) continue;
    writeFileSync(join(dir, name), text.split(oldHash).join(newHash));
    // The build's compressed copies would still name the old chunk; a real deploy rewrites them.
    for (const suffix of COMPRESSED_SUFFIXES) rmSync(join(dir, name + suffix), { force: true });
  }
  return { oldFile, newFile };
}

/** Removes the module's chunk without a new one: a broken deployment. */
export function breakModule(dir: string, module: string): string {
  const file = exposeChunk(dir, module);
  for (const suffix of ['', ...COMPRESSED_SUFFIXES]) rmSync(join(dir, file + suffix), { force: true });
  return file;
}
