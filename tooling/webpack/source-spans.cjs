// Which source each character of a built (minified) file comes from, read from its source map.
// The bench splits a file's gzipped bytes over packages with it (bench/lib/packages.mjs): what the
// browser downloads, not what the modules weighed before minification.
const { TraceMap, decodedMappings } = require('@jridgewell/trace-mapping');

/**
 * Runs of consecutive characters that come from one source, in the order of the file.
 * Offsets count UTF-16 code units, as source map columns do (`code.slice(start, end)`).
 * @param {string} code the built file
 * @param {object | string} map its source map (version 3)
 * @param {(source: string) => string} [nameOf] turns a source map source into the name kept
 * @returns {{ sources: string[], spans: Array<[number, number, number]> }} `[start, end, index]`,
 *   index into `sources`, or -1 for characters no source claims (webpack's glue between modules)
 */
function sourceSpans(code, map, nameOf = (source) => source) {
  const traced = new TraceMap(map);
  const lines = decodedMappings(traced);
  // Raw names: the resolved ones would fold `webpack://app/../node_modules/x` into `.../node_modules/x`.
  const rawSources = (typeof map === 'string' ? JSON.parse(map) : map).sources;
  const sources = [];
  const indexOfName = new Map();
  /** The kept index of a source map source, several sources may share one name. */
  const indexOf = (sourceIndex) => {
    const name = nameOf(rawSources[sourceIndex] ?? '');
    if (!indexOfName.has(name)) {
      indexOfName.set(name, sources.length);
      sources.push(name);
    }
    return indexOfName.get(name);
  };

  const spans = [];
  const add = (start, end, index) => {
    if (end <= start) return;
    const last = spans[spans.length - 1];
    if (last && last[2] === index && last[1] === start) last[1] = end;
    else spans.push([start, end, index]);
  };

  let lineStart = 0;
  for (let line = 0; lineStart <= code.length; line += 1) {
    const newline = code.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? code.length : newline + 1;
    let cursor = lineStart;
    let owner = -1;
    for (const segment of lines[line] ?? []) {
      const at = Math.min(lineStart + segment[0], lineEnd);
      add(cursor, at, owner);
      cursor = at;
      owner = segment.length > 1 ? indexOf(segment[1]) : -1;
    }
    add(cursor, lineEnd, owner);
    if (newline === -1) break;
    lineStart = lineEnd;
  }
  return { sources, spans };
}

module.exports = { sourceSpans };
