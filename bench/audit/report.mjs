// The audit's table: one row per case (item, case, expected, observed, PASS/FAIL), then a line
// with the counts and the time. Pure: it takes results and answers lines.

const HEADER = ['item', 'case', 'expected', 'observed', 'result'];
/** Cells longer than this are cut with "…", so a row stays one line on a wide terminal. */
export const MAX_CELL = 72;

function cell(value) {
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;
}

/**
 * @param {{ item: number, name: string, expected: string, observed: string, pass: boolean }[]} results
 * @param {number} elapsedMs
 * @returns {string[]}
 */
export function formatReport(results, elapsedMs) {
  const rows = results.map((result) => [
    String(result.item),
    result.name,
    result.expected,
    result.observed,
    result.pass ? 'PASS' : 'FAIL',
  ]);
  const cells = [HEADER, ...rows].map((row) => row.map(cell));
  const widths = HEADER.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) =>
    row.map((value, column) => (column === row.length - 1 ? value : value.padEnd(widths[column]))).join('  ');
  const failed = results.filter((result) => !result.pass).length;
  return [
    line(cells[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
    '',
    `${results.length - failed} passed, ${failed} failed in ${(elapsedMs / 1000).toFixed(1)} s`,
  ];
}

/** The exit code of a run: 1 when a case failed or none ran. */
export const exitCodeOf = (results) => (results.length > 0 && results.every((result) => result.pass) ? 0 : 1);
