// What loading an exposed page or a shared module fetches, as the build knows it: its chunk files
// and the shared modules it consumes as it loads (each then fetches its own files, from whichever
// app provides it). mf-manifest.json lists only part of this (docs/adr/0017): the chunk that holds
// a shared module but not the chunks split off under it, and not which shared modules a page needs
// at all, so the shell's route preloader could not fetch them with the page and they came one
// round trip later. `manifestLoadNeeds` adds it to the manifest, `shellLoadNeeds` gives the shell's
// own provided modules to its HTML.

/** Module types of @module-federation/enhanced (lib/Constants). */
const CONSUME_SHARED_MODULE = 'consume-shared-module';
const PROVIDE_MODULE = 'provide-module';

/**
 * The JavaScript files of a chunk group and the shared modules its chunks consume: what webpack
 * fetches when the group loads (`__webpack_require__.e` of each chunk, whose consumes load with it).
 * @returns {{ js: string[], shared: string[] }}
 */
function groupNeeds(compilation, group) {
  const js = new Set();
  const shared = new Set();
  for (const chunk of group.chunks) {
    for (const file of chunk.files) if (file.endsWith('.js')) js.add(file);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
      if (module.type === CONSUME_SHARED_MODULE) shared.add(module.options.shareKey);
  }
  return { js: [...js].sort(), shared: [...shared].sort() };
}

/** Each exposed module's needs, by its exposed path ('./LoginPage'). */
function exposeNeeds(compilation) {
  const needs = new Map();
  for (const module of compilation.modules)
    for (const block of module.blocks) {
      const exposed = block.dependencies[0]?.exposedName;
      const group = exposed && compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) needs.set(exposed, groupNeeds(compilation, group));
    }
  return needs;
}

/**
 * Each shared module this build provides, by share key: its version and, unless it is eager (in
 * the entry chunk, there before anything asks for it), what its provider fetches when it loads.
 * @returns {Map<string, { version: string, eager: boolean, js: string[], shared: string[] }>}
 */
function provideNeeds(compilation) {
  const needs = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_MODULE) continue;
    const eager = Boolean(module._eager);
    const group = eager ? null : compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
    needs.set(module._name, {
      version: module._version,
      eager,
      ...(group ? groupNeeds(compilation, group) : { js: [], shared: [] }),
    });
  }
  return needs;
}

/**
 * The manifest plugin's `additionalData` hook: each expose's and each shared module's `assets`
 * gain `atLoad` ({ js, shared }), which the manifest carries as part of `assets`.
 */
function manifestLoadNeeds({ stats, compilation }) {
  const exposes = exposeNeeds(compilation);
  const provides = provideNeeds(compilation);
  for (const expose of stats.exposes) {
    const needs = exposes.get(expose.path);
    if (needs) expose.assets.atLoad = needs;
  }
  for (const shared of stats.shared) {
    const needs = provides.get(shared.name);
    if (needs && !needs.eager) shared.assets.atLoad = { js: needs.js, shared: needs.shared };
  }
  return stats;
}

/**
 * The shell's provided shared modules for its HTML (the route preloader's `shell-loads` block):
 * share key -> { version, eager, js, shared }. An eager one is already on the page with main.js.
 */
function shellLoadNeeds(compilation) {
  return Object.fromEntries([...provideNeeds(compilation)].sort(([a], [b]) => a.localeCompare(b)));
}

module.exports = { manifestLoadNeeds, shellLoadNeeds };
