// Plain-text tables for the terminal.

/** Formats `{ median, min, max }` as "median (min-max)" with `format` for each number. */
export function spread(summary, format = String) {
  if (!summary) return '-';
  if (summary.min === summary.max) return format(summary.median);
  return `${format(summary.median)} (${format(summary.min)}-${format(summary.max)})`;
}

/** Prints rows (arrays of cells) under a title with aligned columns; numbers align right. */
export function printTable(title, header, rows, print = console.info) {
  const widths = header.map((cell, column) =>
    Math.max(String(cell).length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (row) =>
    row
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
      )
      .join('  ');
  print(`\n${title}`);
  print(line(header));
  print(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) print(line(row));
}

export const ms = (value) => `${Math.round(value)}`;
export const seconds = (value) => `${(value / 1000).toFixed(2)}`;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;
