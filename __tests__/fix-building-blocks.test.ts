import { checkRegressions } from '../src/fix/check-regressions.js';
import { decideConvergence } from '../src/fix/decide-convergence.js';
import { editBetween } from '../src/fix/file-edit.js';
import { shiftLines, shiftLinesInBase } from '../src/fix/shift-lines.js';
import { lineInBaseFrom, linesInBase } from '../src/rules/lines-in-base.js';
import type { LinesInBase } from '../src/rules/lines-in-base.js';
import { suggestionFromEdits } from '../src/fix/suggestion-from-edit.js';
import { findUncoveredFiles } from '../src/orchestrator/probe-coverage.js';
import type { CheckResult, VerificationResult } from '../src/verify/check-result.js';
import { classifyFailure } from '../src/verify/classify-failure.js';

const apply = (text: string, edit: { search: string; replace: string }) => text.replace(edit.search, () => edit.replace);

describe('editBetween', () => {
  it.each([
    ['a\nb\nc\n', 'a\nc\n'],
    ['a\nb', 'a\nc'],
    ['a', 'a\nb'],
    ['x\ny\nx\ny\n', 'x\ny\nx\nz\n'],
    ['a\n', 'b\na\n'],
    ['  debugger;\n  return 1;\n  debugger;\n', '  debugger;\n  return 1;\n'],
  ])('turns %j into %j with a search text found exactly once', (before, after) => {
    const edit = editBetween('f.ts', before, after);
    expect(edit).toBeDefined();
    expect(before.split(edit?.search ?? '').length - 1).toBe(1);
    expect(apply(before, edit ?? { search: '', replace: '' })).toBe(after);
  });

  it('returns nothing for identical texts', () => {
    expect(editBetween('f.ts', 'same\n', 'same\n')).toBeUndefined();
  });
});

describe('shiftLines', () => {
  it('moves lines after a removed line up, and marks written lines as changed', () => {
    const before = 'a\nb\nc\nd\n';
    expect([...shiftLines(before, { path: 'f', search: 'b\n', replace: '' }, new Set([1, 3, 4]))].sort()).toEqual([1, 2, 3]);
    expect([...shiftLines(before, { path: 'f', search: 'b\n', replace: 'b1\nb2\n' }, new Set([4]))].sort()).toEqual([2, 3, 5]);
  });
});

describe('shiftLinesInBase', () => {
  const before = 'a\nb\nc\nd\ne\n';
  // Lines 1-2 and 4-5 were in the base (as 10-11 and 20-21); line 3 was added by the pull request.
  const runs: LinesInBase = [
    [1, 10, 2],
    [4, 20, 2],
  ];

  it('moves the base lines around an edit, and the lines it wrote have no place in the base', () => {
    const shifted = shiftLinesInBase(before, { path: 'f', search: 'b\nc\nd\n', replace: 'x\n' }, runs);
    expect(shifted).toEqual([
      [1, 10, 1],
      [3, 21, 1],
    ]);
    const lineInBase = lineInBaseFrom(shifted);
    expect([1, 2, 3, 4].map(lineInBase)).toEqual([10, undefined, 21, undefined]);
    expect(shiftLinesInBase(before, { path: 'f', search: 'c\n', replace: 'c1\nc2\n' }, runs)).toEqual([
      [1, 10, 2],
      [5, 20, 2],
    ]);
  });

  it('round-trips a line mapping, and leaves the runs alone when the edit does not apply', () => {
    const mapping = [undefined, 4, 5, undefined, 9];
    const fromMapping = linesInBase((line) => mapping[line - 1], mapping.length);
    expect(fromMapping).toEqual([
      [2, 4, 2],
      [5, 9, 1],
    ]);
    expect([1, 2, 3, 4, 5, 6].map(lineInBaseFrom(fromMapping))).toEqual([...mapping, undefined]);
    expect(shiftLinesInBase(before, { path: 'f', search: 'zzz', replace: '' }, runs)).toEqual(runs);
  });
});

describe('suggestionFromEdits', () => {
  it('places a single edit on the original lines', () => {
    expect(suggestionFromEdits([{ path: 'f', search: '  debugger;\n', replace: '' }], 'function f() {\n  debugger;\n}\n')).toEqual({
      start_line: 2,
      end_line: 2,
      replacement: '',
    });
    expect(suggestionFromEdits([{ path: 'f', search: 'b\nc\n', replace: 'B\n' }], 'a\nb\nc\n')).toMatchObject({ start_line: 2, end_line: 3, replacement: 'B' });
  });

  it('gives up when the edit does not map onto the original once', () => {
    expect(suggestionFromEdits([{ path: 'f', search: 'x\n', replace: '' }], 'a\n')).toBeUndefined();
    expect(
      suggestionFromEdits(
        [
          { path: 'f', search: 'a', replace: 'b' },
          { path: 'f', search: 'c', replace: 'd' },
        ],
        'a c',
      ),
    ).toBeUndefined();
  });
});

describe('decideConvergence', () => {
  const review = (open: string[], fixable = 1) => ({ open, fixable });
  it('stops when the findings increased, before anything else', () => {
    expect(decideConvergence([review(['a']), review(['a', 'b'], 0)], 3)).toBe('issues_increased');
  });
  it('stops when nothing fixable remains', () => {
    expect(decideConvergence([review(['a', 'b']), review(['b'], 0)], 3)).toBe('no_fixable_issues');
  });
  it('stops when the same findings stay open for two iterations', () => {
    expect(decideConvergence([review(['a', 'b']), review(['a', 'b']), review(['b', 'a'])], 5)).toBe('converged');
    expect(decideConvergence([review(['a', 'b']), review(['a', 'b'])], 5)).toBeUndefined();
  });
  it('judges identity, not counts: same count with different findings goes on until max_iterations', () => {
    expect(decideConvergence([review(['a']), review(['b']), review(['c'])], 5)).toBeUndefined();
    expect(decideConvergence([review(['a']), review(['b']), review(['c'])], 2)).toBe('max_iterations');
  });
});

describe('checkRegressions', () => {
  const result = (status: CheckResult['status']): CheckResult => ({ status, duration_ms: 1 });
  const verification = (tests: CheckResult['status'], lint: CheckResult['status']): VerificationResult => ({
    tests: result(tests),
    lint: result(lint),
    typecheck: result('not_configured'),
  });
  it('counts only checks that passed before', () => {
    expect(checkRegressions(verification('passed', 'failed'), verification('passed', 'failed'))).toEqual([]);
    expect(checkRegressions(verification('passed', 'failed'), verification('failed', 'failed'))).toEqual(['tests']);
    expect(checkRegressions(verification('passed', 'passed'), verification('timeout', 'passed'))).toEqual(['tests']);
  });
});

describe('classifyFailure', () => {
  it.each([
    [{ timedOut: true, output: '' }, 'timeout'],
    [{ timedOut: false, output: "Error [ERR_MODULE_NOT_FOUND]: Cannot find module 'x'" }, 'missing_dependency'],
    [{ timedOut: false, output: 'SyntaxError: Unexpected token }' }, 'syntax_error'],
    [{ timedOut: false, output: 'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal' }, 'validation_failure'],
    [{ timedOut: false, output: "TypeError: Cannot read properties of undefined (reading 'x')" }, 'runtime_error'],
    [{ timedOut: false, output: 'EACCES: permission denied, open /x' }, 'permission_denied'],
    [{ timedOut: false, output: 'something odd' }, 'unknown'],
  ] as const)('classifies %j as %s', (outcome, kind) => {
    expect(classifyFailure(outcome)).toBe(kind);
  });
});

describe('findUncoveredFiles', () => {
  const check = (status: CheckResult['status'], duration: number): CheckResult => ({ status, duration_ms: duration });
  const baseline: VerificationResult = { tests: check('passed', 900), lint: check('passed', 50), typecheck: check('failed', 10) };

  it('probes only checks that passed before, fastest first, stops at the first that covers a file, and remembers every answer', async () => {
    const probed: string[] = [];
    const covers = new Set(['tests:a.py', 'lint:b.js']);
    const probe = async (path: string, name: string) => (probed.push(`${name}:${path}`), covers.has(`${name}:${path}`));
    const coverage: Parameters<typeof findUncoveredFiles>[2] = [];
    expect(await findUncoveredFiles(['a.py', 'b.js', 'c.go'], baseline, coverage, probe)).toEqual(['c.go']);
    expect(probed).toEqual(['lint:a.py', 'tests:a.py', 'lint:b.js', 'lint:c.go', 'tests:c.go']);
    probed.length = 0;
    expect(await findUncoveredFiles(['c.go', 'a.py', 'b.js'], baseline, coverage, probe)).toEqual(['c.go']);
    expect(probed).toEqual([]);
  });

  it('gives no answer, and remembers none, when a probe is cancelled', async () => {
    const coverage: Parameters<typeof findUncoveredFiles>[2] = [];
    expect(await findUncoveredFiles(['a.py'], baseline, coverage, async () => undefined)).toBeUndefined();
    expect(coverage).toEqual([]);
  });
});
