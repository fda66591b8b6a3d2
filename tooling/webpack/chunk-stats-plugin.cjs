// Writes bench-stats.json beside the build: every chunk with its files, the chunks that load it,
// what made webpack create it (an entry, a dynamic import, an exposed module, a shared module) and
// the modules it holds (package path and size), and for each of its JavaScript files which source
// each character of the minified file comes from (its source map, which is then dropped: the maps
// are for this report, not for the server). The byte budgets of `npm test` and `pnpm bench` read it
// to know which files a page loads first and which package each byte belongs to, without a browser
// (bench/README.md).
const { sourceSpans } = require('./source-spans.cjs');

const PLUGIN = 'ChunkStatsPlugin';
const FILE = 'bench-stats.json';

/** `../node_modules/.pnpm/x@1/node_modules/react-dom/cjs/a.js` -> `react-dom/cjs/a.js`; own files as they are. */
function modulePath(name) {
  const inPackage = name.lastIndexOf('node_modules/');
  if (inPackage !== -1) return name.slice(inPackage + 'node_modules/'.length);
  const contracts = name.indexOf('shared-contracts/');
  if (contracts !== -1) return name.slice(contracts);
  return name;
}

/** `webpack://shell/../node_modules/.pnpm/x/node_modules/axios/lib/a.js?1f2e` -> `axios/lib/a.js`. */
function sourceModulePath(source) {
  return modulePath(source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, ''));
}

/**
 * The source spans of a built JavaScript file (source-spans.cjs), from its `.map`; the map is
 * deleted so it is neither compressed nor served. Null when the build made no map (dev servers).
 */
function spansOf(compilation, file) {
  const mapFile = `${file}.map`;
  const map = compilation.getAsset(mapFile);
  const code = compilation.getAsset(file);
  if (!map || !code) return null;
  const spans = sourceSpans(
    code.source.source().toString(),
    map.source.source().toString(),
    sourceModulePath,
  );
  compilation.deleteAsset(mapFile);
  return spans;
}

/** The modules of a chunk, concatenated modules expanded into what they hold. */
function chunkModules(modules = []) {
  return (
    modules
      .flatMap((module) => (module.modules?.length ? module.modules : [module]))
      // Federation's placeholders (consume/provide shared module, container entry) hold no code.
      .filter(
        (module) =>
          module.name &&
          module.size > 0 &&
          !/^(consume|provide) shared|^container |^remote /.test(module.name),
      )
      .map((module) => [modulePath(module.name), module.size])
  );
}

/**
 * Chunk groups: what loads together, with the group(s) whose code asks for it. Per group, not per
 * chunk: a chunk that both provides a shared module (loaded from the entry) and serves as a
 * fallback (loaded from a lazy page) has both as parents, but each of its groups only one.
 */
function chunkGroups(compilation) {
  const groups = [...compilation.chunkGroups];
  const index = new Map(groups.map((group, i) => [group, i]));
  const shorten = compilation.requestShortener;
  return groups.map((group, i) => ({
    id: i,
    name: group.name ?? null,
    entry: group.isInitial(),
    chunks: group.chunks.map((chunk) => chunk.id),
    parents: [...group.getParents()].map((parent) => index.get(parent)),
    origins: group.origins.map((origin) => ({
      module: origin.module ? origin.module.readableIdentifier(shorten) : '',
      request: origin.request ?? '',
    })),
  }));
}

class ChunkStatsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // The last stage: file names carry their final hashes.
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation.getStats().toJson({
            all: false,
            ids: true,
            chunks: true,
            chunkRelations: true,
            chunkOrigins: true,
            chunkModules: true,
            nestedModules: true,
            entrypoints: true,
            // Every module, not the first few of each chunk.
            chunkModulesSpace: Infinity,
            nestedModulesSpace: Infinity,
            dependentModules: true,
          });
          const chunks = stats.chunks.map((chunk) => ({
            id: chunk.id,
            files: chunk.files.filter((file) => /\.(js|css)$/.test(file)),
            entry: chunk.entry,
            parents: chunk.parents,
            origins: chunk.origins.map((origin) => ({
              module: origin.moduleName ?? '',
              request: origin.request ?? '',
            })),
            modules: chunkModules(chunk.modules),
            // `{ file: { sources, spans } }` for each JavaScript file (bench/lib/packages.mjs).
            sourceSpans: Object.fromEntries(
              chunk.files
                .filter((file) => file.endsWith('.js'))
                .map((file) => [file, spansOf(compilation, file)])
                .filter(([, spans]) => spans),
            ),
          }));
          const entrypoints = Object.fromEntries(
            Object.entries(stats.entrypoints).map(([name, entry]) => [name, entry.chunks]),
          );
          compilation.emitAsset(
            FILE,
            new RawSource(JSON.stringify({ entrypoints, groups: chunkGroups(compilation), chunks })),
          );
        },
      );
    });
  }
}

module.exports = { ChunkStatsPlugin };
