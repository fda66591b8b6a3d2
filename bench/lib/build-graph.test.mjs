import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { shellLazyChunks, START_STEPS } from './build-graph.mjs';

// The shell's build as shellLazyChunks reads it: chunk ids by file.
const shell = {
  byFile: new Map([
    ['axios-client.js', { id: 1 }],
    ['axios.js', { id: 2 }],
    ['ui.js', { id: 3 }],
    ['modal.js', { id: 4 }],
  ]),
};
const lazy = new Map([
  ['shared-contracts/axios-client', { js: ['axios-client.js', 'axios.js'], shared: [] }],
  ['shared-ui/modal', { js: ['modal.js'], shared: ['shared-ui'] }],
  ['shared-ui', { js: ['ui.js'], shared: [] }],
]);

describe('shellLazyChunks', () => {
  it("counts the shell's files of a lazily shared module the page consumes, and what it consumes in turn", () => {
    expect([...shellLazyChunks(shell, lazy, new Set(['shared-ui/modal']), new Set())].sort()).toEqual([3, 4]);
  });

  it('counts nothing for a module already on the page or one the page does not consume', () => {
    expect([
      ...shellLazyChunks(shell, lazy, new Set(['react', 'shared-ui']), new Set(['shared-ui'])),
    ]).toEqual([]);
    expect([...shellLazyChunks(shell, lazy, new Set(['shared-contracts/axios-client']), new Set())]).toEqual([
      1, 2,
    ]);
  });
});

describe('START_STEPS', () => {
  it('lists the start steps of shared-contracts (brand-ids.ts), in its order', () => {
    const source = readFileSync(join(ROOT, 'shared-contracts/src/brands/brand-ids.ts'), 'utf8');
    const listed = /export const START_STEPS = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    expect(START_STEPS).toEqual([...listed.matchAll(/'(\w+)'/g)].map((match) => match[1]));
  });
});
