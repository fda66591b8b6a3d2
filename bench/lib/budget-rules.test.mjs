import { budgetProblems, sharedVersionProblems } from './budget-rules.mjs';

const copies = { react: 1, 'react-dom': 1, 'react-router': 1, 'shared-contracts': 1, 'mf-runtime-core': 1 };
const budgets = { pages: { 'stud home': { jsGzipBytes: 100_000 } } };

describe('byte budgets', () => {
  it('passes a page up to 10 percent over its budget', () => {
    expect(budgetProblems({ 'stud home': { jsGzipBytes: 110_000, copies } }, budgets)).toEqual([]);
  });

  it('fails a page more than 10 percent over its budget, saying by how much', () => {
    const problems = budgetProblems({ 'stud home': { jsGzipBytes: 110_500, copies } }, budgets);
    expect(problems).toEqual([expect.stringContaining('stud home: 107.9 KB of first JS is 10.5% over')]);
  });

  it('fails a page that has no budget yet', () => {
    const problems = budgetProblems({ 'stud shop': { jsGzipBytes: 1, copies } }, budgets);
    expect(problems).toEqual([expect.stringContaining('stud shop: no budget')]);
  });

  it('fails a page that loads a singleton twice', () => {
    const problems = budgetProblems(
      { 'stud home': { jsGzipBytes: 90_000, copies: { ...copies, 'react-dom': 2 } } },
      budgets,
    );
    expect(problems).toEqual(['stud home: 2 copies of react-dom (one expected)']);
  });

  it('fails a page that loads a development build', () => {
    const page = {
      jsGzipBytes: 90_000,
      copies,
      developmentModules: ['react-router/dist/development/index.mjs'],
    };
    expect(budgetProblems({ 'stud home': page }, budgets)).toEqual([
      expect.stringContaining(
        'stud home: development builds in production: react-router/dist/development/index.mjs',
      ),
    ]);
  });
});

describe('shared module versions', () => {
  const builds = (...shared) => new Map([['auth', { manifest: { shared } }]]);

  it('passes a build that offers each shared module at a version its requirement accepts', () => {
    const shared = [
      { name: 'react-final-form', version: '7.0.1', requiredVersion: '^7.0.1' },
      { name: '@react-oauth/google', version: '0.13.5', requiredVersion: '^0.13.5' },
      { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
    ];
    expect(sharedVersionProblems(builds(...shared))).toEqual([]);
  });

  it('fails a build that offers a shared module without a version (the runtime reads it as 0)', () => {
    const problems = sharedVersionProblems(
      builds({ name: 'react-final-form', version: 'false', requiredVersion: '^7.0.1' }),
    );
    expect(problems).toEqual(['auth shares react-final-form as version "false" (no version)']);
  });

  it('fails a version outside its own caret range', () => {
    const problems = sharedVersionProblems(
      builds(
        { name: 'react', version: '18.3.1', requiredVersion: '^19.3.1' },
        { name: '@react-oauth/google', version: '0.14.0', requiredVersion: '^0.13.5' },
        { name: 'react-dom', version: '19.3.0', requiredVersion: '^19.3.1' },
      ),
    );
    expect(problems).toHaveLength(3);
  });
});
