import { counted } from './outcome.mjs';
import { exitCodeOf, formatReport, MAX_CELL } from './report.mjs';

const pass = { item: 5, name: 'add to a paid cart', expected: '409', observed: '409', pass: true };
const fail = {
  item: 12,
  name: 'Infinity',
  expected: 'every answer 4xx',
  observed: '400×9, 500×1',
  pass: false,
};

describe('the security audit table', () => {
  it('prints a header, one aligned row per case with PASS or FAIL, and the counts with the time', () => {
    const lines = formatReport([pass, fail], 41_234);
    expect(lines[0]).toMatch(/^item {2}case +expected +observed +result$/);
    expect(lines[2]).toMatch(/^5 +add to a paid cart +409 +409 +PASS$/);
    expect(lines[3]).toMatch(/^12 +Infinity +every answer 4xx +400×9, 500×1 +FAIL$/);
    // Every column starts at the same place on each row.
    const resultColumn = lines[0]?.indexOf('result');
    expect(lines[2]?.indexOf('PASS')).toBe(resultColumn);
    expect(lines[3]?.indexOf('FAIL')).toBe(resultColumn);
    expect(lines.at(-1)).toBe('1 passed, 1 failed in 41.2 s');
  });

  it('keeps a row on one line: long cells are cut, line breaks flattened', () => {
    const long = { ...pass, observed: `error: ${'x'.repeat(200)}\nat somewhere` };
    const [, , row] = formatReport([long], 1);
    expect(row).not.toContain('\n');
    expect(row).toContain(`${'x'.repeat(MAX_CELL - 8)}…`);
  });

  it('exits 1 on any FAIL, and when no case ran', () => {
    expect(exitCodeOf([pass])).toBe(0);
    expect(exitCodeOf([pass, fail])).toBe(1);
    expect(exitCodeOf([])).toBe(1);
  });

  it('counts statuses in the order first seen', () => {
    expect(counted([401, 429, 429, 401, 429])).toBe('401×2, 429×3');
    expect(counted([])).toBe('');
  });
});
