import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const PACKAGE_NAME = 'api-server';

/**
 * The api-server folder. Found by walking up from this file, so the same code works from
 * src/ (tests) and from the bundle in dist/, whatever the working directory is.
 */
export function findPackageRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === PACKAGE_NAME) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${PACKAGE_NAME} package above ${start}`);
    dir = parent;
  }
}

function readPackageName(manifest: string): unknown {
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
  } catch {
    return undefined;
  }
}
