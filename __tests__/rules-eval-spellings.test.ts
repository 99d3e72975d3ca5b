import type { DiffFile, DiffLine } from '../src/diff/diff-model.js';
import { scanAddedLines } from '../src/rules/scan-added-lines.js';
import { CLI, runNode } from './support/run-node.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { ReviewReport } from '../src/report/review-report.js';

/** A file whose diff adds `added` as its only lines. */
function fileAdding(path: string, added: readonly string[]): DiffFile {
  const lines = added.map((content, index): DiffLine => ({ kind: 'add', newLine: index + 1, content }));
  return {
    path,
    status: 'added',
    binary: false,
    additions: added.length,
    deletions: 0,
    hunks: [{ oldStart: 0, oldLines: 0, newStart: 1, newLines: lines.length, header: '', lines }],
  };
}

const evalFindings = (path: string, lines: readonly string[]) =>
  scanAddedLines(fileAdding(path, lines))
    .filter((finding) => finding.rule_id === 'review/eval')
    .map((finding) => `${finding.line}:${finding.column} ${finding.description.slice(0, finding.description.indexOf('`', 1) + 1)}`);

// Each spelling is the same call to the language; the text gates read the files the engine does not scan.
const JAVASCRIPT_SPELLINGS: ReadonlyArray<[string, readonly string[], string]> = [
  ['a unicode escape', ['const out = \\u0065val(input);'], '1:13 `eval`'],
  ['a braced unicode escape', ['const out = \\u{65}val(input);'], '1:13 `eval`'],
  ['the global object', ['const out = globalThis.eval(input);'], '1:13 `eval`'],
  ['window with a literal key', ["const out = window['eval'](input);"], '1:13 `eval`'],
  ['a hex escape in the key', ['const out = window["\\x65val"](input);'], '1:13 `eval`'],
  ['self, then global', ['self.global.eval(input);'], '1:1 `eval`'],
  ['a call split across lines', ['const out = eval', '  (input);'], '1:13 `eval`'],
  ['new Function split across lines', ['const make = new Function', "  ('a', body);"], '1:14 `new Function`'],
  ['Fun\\u0063tion', ["const make = Fun\\u0063tion('a', body);"], '1:14 `Function`'],
];

const JAVASCRIPT_CONTROLS: ReadonlyArray<[string, readonly string[]]> = [
  ["a user object's eval", ['const out = page.eval(script);']],
  ['an escaped method of a user object', ['const out = page.\\u0065val(script);']],
  ["a user object's eval by key", ["const out = parser['eval'](script);"]],
  ['evaluate', ['const out = evaluate(input);']],
  ['a string that mentions eval', ["const help = 'call eval(input) to run it';"]],
  ['eval named, never called', ['const names = [eval, other];']],
  ['a name on one line, a parenthesis opening a new statement on the next of another file', ['const out = evaluate', '  (input);']],
];

describe('the review/eval text gate sees through the usual spellings', () => {
  it.each(JAVASCRIPT_SPELLINGS)('JavaScript: %s', (_how, lines, expected) => {
    expect(evalFindings('build/generated/app.js', lines)).toEqual([expected]);
  });

  it.each(JAVASCRIPT_CONTROLS)('JavaScript control: %s is not reported', (_how, lines) => {
    expect(evalFindings('build/generated/app.js', lines)).toEqual([]);
  });

  it.each([
    ['__builtins__', ['result = __builtins__.eval(expression)'], '1:10 `eval()`'],
    ['builtins', ['result = builtins.exec(code)'], '1:10 `exec()`'],
    ['getattr with a literal', ['result = getattr(builtins, "eval")(expression)'], '1:10 `eval()`'],
    ['getattr with an escaped literal', ["result = getattr(__builtins__, '\\x65val')(expression)"], '1:10 `eval()`'],
    ['an NFKC spelling', ['result = ｅｖａｌ(expression)'], '1:10 `eval()`'],
    ['a call split inside brackets', ['result = run(eval', '    (expression))'], '1:14 `eval()`'],
  ])('Python: %s', (_how, lines, expected) => {
    expect(evalFindings('vendor/tool.py', lines)).toEqual([expected]);
  });

  it.each([
    ["a model's eval", ['result = model.eval(batch)']],
    ["a model's eval by getattr", ['result = getattr(model, "eval")(batch)']],
    ['literal_eval', ['value = ast.literal_eval(text)']],
    ['a string that mentions eval', ['help = "call eval(expression) to run it"']],
  ])('Python control: %s is not reported', (_how, lines) => {
    expect(evalFindings('vendor/tool.py', lines)).toEqual([]);
  });
});

describe('review/eval over a real change (bundled CLI): the syntax rule on scanned files, the text gate on excluded ones', () => {
  it('reports every spelling in a scanned file and in a file excluded by default, and none of the controls', async () => {
    const repo = createTempGitRepo();
    try {
      repo.write('README.md', '# app\n');
      repo.commit('base');
      repo.git('checkout', '-q', '-b', 'feature');
      // Each spelling starts a paragraph of its own; the controls follow, each closed by a semicolon.
      const expected: number[] = [];
      const text: string[] = [];
      for (const [, lines] of JAVASCRIPT_SPELLINGS) {
        expected.push(text.length + 1);
        text.push(...lines, '');
      }
      for (const [, lines] of JAVASCRIPT_CONTROLS) text.push(...lines, ';');
      repo.write('src/run.js', `${text.join('\n')}\n`);
      repo.write('src/build/run.js', `${text.join('\n')}\n`);
      repo.commit('feature');

      // An excluded file's text-gate findings count only at or above the gate.
      const run = await runNode(CLI, ['review', '--base', 'main', '--format', 'json', '--fail-on', 'high'], { cwd: repo.root, env: repo.env });
      const report = JSON.parse(run.stdout) as ReviewReport;
      const lines = (file: string) =>
        report.findings.filter((finding) => finding.file === file && finding.rule_id === 'review/eval').map((finding) => finding.line);
      expect(lines('src/run.js')).toEqual(expected);
      expect(lines('src/build/run.js')).toEqual(expected);
      expect(report.not_reviewed).toContainEqual(expect.objectContaining({ path: 'src/build/run.js', scanned_by: 'text-gates' }));
      expect(run.code).toBe(1);
    } finally {
      repo.cleanup();
    }
  });
});
