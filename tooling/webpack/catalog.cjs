// Reads the version catalog from pnpm-workspace.yaml so Module Federation asks for exactly the
// versions pnpm installs: one source of truth, no second list to keep in step.
const fs = require('node:fs');
const path = require('node:path');

const WORKSPACE_FILE = path.resolve(__dirname, '../../pnpm-workspace.yaml');

/** @returns {Record<string, string>} package name -> version, from the `catalog:` block. */
function readCatalog(file = WORKSPACE_FILE) {
  const catalog = {};
  let inCatalog = false;
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (/^\S/.test(line)) {
      // A top-level key ends the previous block; only `catalog:` itself opens ours.
      inCatalog = /^catalog:\s*$/.test(line);
      continue;
    }
    if (!inCatalog) continue;
    const match = /^\s+(['"]?)([^'":\s]+)\1:\s*['"]?([^'"\s#]+)/.exec(line);
    if (match) catalog[match[2]] = match[3];
  }
  return catalog;
}

module.exports = { readCatalog };
