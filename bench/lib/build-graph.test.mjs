import { shellLazyChunks } from './build-graph.mjs';

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
