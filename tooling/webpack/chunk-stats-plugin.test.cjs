// The plugin on a real production build of a small fixture (fixtures/spans): the minified file's
// characters are traced to their modules, and the maps are not left in the output.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { buildFixture } = require('./fixtures/run-compiler.cjs');
const { ChunkStatsPlugin } = require('./chunk-stats-plugin.cjs');

const FIXTURE = path.join(__dirname, 'fixtures', 'spans');

function build(outDir) {
  return buildFixture(FIXTURE, outDir, [new ChunkStatsPlugin()]);
}

describe('ChunkStatsPlugin source spans', () => {
  let outDir;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-stats-'));
    await build(outDir);
  }, 60000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it("traces the minified file's characters to the fixture's own module and to the package", () => {
    const stats = JSON.parse(fs.readFileSync(path.join(outDir, 'bench-stats.json'), 'utf8'));
    const [file] = stats.chunks.flatMap((chunk) => chunk.files);
    const { sources, spans } = stats.chunks[0].sourceSpans[file];
    const code = fs.readFileSync(path.join(outDir, file), 'utf8');
    const textOf = (match) =>
      spans
        .filter(([, , index]) => index !== -1 && match(sources[index]))
        .map(([start, end]) => code.slice(start, end))
        .join('');

    expect(sources).toContain('./index.js');
    expect(sources.some((source) => source.startsWith('@jridgewell/trace-mapping/'))).toBe(true);
    const own = textOf((source) => source === './index.js');
    const library = textOf((source) => source.startsWith('@jridgewell/'));
    expect(own).toContain('OWN_FIXTURE_MARKER');
    expect(library).not.toContain('OWN_FIXTURE_MARKER');
    // The library is most of the file, and every character belongs to one span.
    expect(library.length).toBeGreaterThan(own.length * 10);
    expect(spans.reduce((sum, [start, end]) => sum + end - start, 0)).toBe(code.length);
  });

  it('leaves no source map in the output', () => {
    expect(fs.readdirSync(outDir).filter((name) => name.endsWith('.map'))).toEqual([]);
  });
});
