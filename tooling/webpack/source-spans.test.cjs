const { sourceSpans } = require('./source-spans.cjs');

/** A version 3 map with decoded mappings (TraceMap takes them as they are). */
const mapOf = (sources, mappings) => ({ version: 3, sources, names: [], mappings });

describe('sourceSpans', () => {
  it('gives each run of characters to the source of the mapping it starts with', () => {
    const code = 'AAAAbbbbbbCC';
    const map = mapOf(
      ['webpack://shell/./src/a.ts', 'webpack://shell/../node_modules/lib/b.js'],
      [
        [
          [0, 0, 0, 0],
          [4, 1, 0, 0],
          [10, 0, 3, 0],
        ],
      ],
    );
    const { sources, spans } = sourceSpans(code, map, (source) => source.replace(/^webpack:\/\/shell\//, ''));
    expect(sources).toEqual(['./src/a.ts', '../node_modules/lib/b.js']);
    // The two runs of a.ts stay apart: b.js sits between them.
    expect(spans).toEqual([
      [0, 4, 0],
      [4, 10, 1],
      [10, 12, 0],
    ]);
  });

  it('leaves characters before a mapping and after a source-less one to nobody (-1)', () => {
    const code = 'xx(aaa)yy';
    const map = mapOf(['a.js'], [[[2], [3, 0, 0, 0], [6]]]);
    expect(sourceSpans(code, map).spans).toEqual([
      [0, 3, -1],
      [3, 6, 0],
      [6, 9, -1],
    ]);
  });

  it('counts lines from their own start, a mapping never reaching past its line', () => {
    const code = 'aa\nbb\ncc';
    // Line 1 maps to a.js; line 2 has no mapping; line 3 starts unmapped, then b.js.
    const map = mapOf(['a.js', 'b.js'], [[[0, 0, 0, 0]], [], [[1, 1, 0, 0]]]);
    expect(sourceSpans(code, map).spans).toEqual([
      [0, 3, 0],
      [3, 7, -1],
      [7, 8, 1],
    ]);
  });

  it('merges sources that get one name and reads a map given as JSON text', () => {
    const code = 'aabb';
    const map = JSON.stringify(
      mapOf(
        ['x.js?1', 'x.js?2'],
        [
          [
            [0, 0, 0, 0],
            [2, 1, 0, 0],
          ],
        ],
      ),
    );
    const result = sourceSpans(code, map, (source) => source.replace(/\?.*$/, ''));
    expect(result).toEqual({ sources: ['x.js'], spans: [[0, 4, 0]] });
  });
});
