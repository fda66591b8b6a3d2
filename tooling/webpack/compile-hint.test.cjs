// The hint on a real production build of a small fixture (fixtures/compile-hint), minified and
// mapped as the apps are: every script starts with it, and the source spans the bench reads from
// the maps still fall on the right characters.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { buildFixture } = require('./fixtures/run-compiler.cjs');
const { ChunkStatsPlugin } = require('./chunk-stats-plugin.cjs');
const { COMPILE_HINT, CompileHintPlugin } = require('./compile-hint.cjs');

const FIXTURE = path.join(__dirname, 'fixtures', 'compile-hint');

function build(outDir) {
  return buildFixture(FIXTURE, outDir, [new CompileHintPlugin(), new ChunkStatsPlugin()]);
}

describe('CompileHintPlugin', () => {
  let outDir;
  let stats;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'));
    await build(outDir);
    stats = JSON.parse(fs.readFileSync(path.join(outDir, 'bench-stats.json'), 'utf8'));
  }, 60000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  const scripts = () => fs.readdirSync(outDir).filter((file) => file.endsWith('.js'));

  it('starts the entry and the chunk loaded later with the hint, on a line of its own', () => {
    expect(scripts()).toHaveLength(2);
    for (const file of scripts()) {
      const code = fs.readFileSync(path.join(outDir, file), 'utf8');
      expect(code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
      // Once: the minifier ran before it, and nothing else adds it.
      expect(code.split(COMPILE_HINT)).toHaveLength(2);
    }
  });

  it("keeps the source spans on the module's own characters", () => {
    for (const [file, marker] of [
      [scripts().find((name) => name.startsWith('main.')), 'ENTRY_FIXTURE_MARKER'],
      [scripts().find((name) => !name.startsWith('main.')), 'LATER_FIXTURE_MARKER'],
    ]) {
      const chunk = stats.chunks.find((each) => each.files.includes(file));
      const { sources, spans } = chunk.sourceSpans[file];
      const code = fs.readFileSync(path.join(outDir, file), 'utf8');
      const own = spans
        .filter(([, , index]) => index !== -1 && !sources[index].startsWith('webpack/'))
        .map(([start, end]) => code.slice(start, end))
        .join('');
      expect(own).toContain(marker);
      expect(own).not.toContain(COMPILE_HINT);
    }
  });
});
