import type { DiffFile } from '../src/diff/diff-model.js';
import { parseHunks } from '../src/diff/parse-hunks.js';
import { fileBeforeChange } from '../src/rules/file-before-change.js';
import { createStaticEngine, scanChange } from '../src/rules/static-engine.js';

/** A one-file change from a unified patch body (the `@@` hunks). */
function changeOf(path: string, patch: string): DiffFile {
  const hunks = parseHunks(`--- a/${path}\n+++ b/${path}\n${patch}`);
  const lines = hunks.flatMap((hunk) => hunk.lines);
  return {
    path,
    status: 'modified',
    binary: false,
    additions: lines.filter((line) => line.kind === 'add').length,
    deletions: lines.filter((line) => line.kind === 'delete').length,
    hunks,
  };
}

const addedLinesOf = (file: DiffFile) =>
  new Set(file.hunks.flatMap((hunk) => hunk.lines.flatMap((line) => (line.kind === 'add' && line.newLine ? [line.newLine] : []))));

function longFunction(name: string, steps: number, changedStep?: number): string[] {
  return [`export function ${name}(db) {`, ...Array.from({ length: steps }, (_, index) => `  db.step${index}(${index === changedStep ? 'true' : ''});`), '}'];
}

/** A patch replacing line `line` (1-based) of `before` with `replacement`, with three lines of context. */
function replaceLine(before: readonly string[], line: number, replacement: string): string {
  const start = Math.max(1, line - 3);
  const end = Math.min(before.length, line + 3);
  const context = (from: number, to: number) => before.slice(from - 1, to).map((text) => ` ${text}`);
  const count = end - start + 1;
  return [
    `@@ -${start},${count} +${start},${count} @@`,
    ...context(start, line - 1),
    `-${before[line - 1]}`,
    `+${replacement}`,
    ...context(line + 1, end),
  ].join('\n');
}

describe('the file before the change', () => {
  it('is rebuilt from the text after it and the hunks, with where each kept line was', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const after = ['a', 'b', 'C', 'new', 'd', 'e', 'f', 'h'];
    const file = changeOf('src/x.ts', ['@@ -2,3 +2,4 @@', ' b', '-c', '+C', '+new', ' d', '@@ -6,3 +7,2 @@', ' f', '-g', ' h'].join('\n'));
    const rebuilt = fileBeforeChange(file, after.join('\n'));
    expect(rebuilt?.text).toBe(before.join('\n'));
    expect([1, 2, 3, 4, 5, 8].map((line) => rebuilt?.lineBefore(line))).toEqual([1, 2, undefined, undefined, 4, 8]);
  });

  it('is unknown when the hunks do not fit the text', () => {
    const file = changeOf('src/x.ts', ['@@ -1,2 +1,2 @@', ' a', '-b', '+B'].join('\n'));
    expect(fileBeforeChange(file, 'other\nB')).toBeUndefined();
  });
});

describe('findings about what the change did', () => {
  it('does not report a function that was already long when the change touches one line of it', async () => {
    const engine = await createStaticEngine({ agents: ['code-simplifier'] });
    const before = longFunction('migrate', 120);
    const after = longFunction('migrate', 120, 60);
    const file = changeOf('src/migrate.js', replaceLine(before, 62, after[61] ?? ''));
    const content = after.join('\n');
    const findings = engine.scanFile({ path: file.path, content, changedLines: addedLinesOf(file), before: fileBeforeChange(file, content) });
    expect(findings.filter((finding) => finding.rule_id === 'simplify/long-function')).toEqual([]);
  });

  it('reports a function the change pushed over the limit on its signature line, as info', async () => {
    const engine = await createStaticEngine({ agents: ['code-simplifier'] });
    const before = longFunction('migrate', 70);
    const after = [...before.slice(0, 40), ...Array.from({ length: 60 }, (_, index) => `  db.extra${index}();`), ...before.slice(40)];
    const patch = [
      `@@ -38,6 +38,66 @@`,
      ...before.slice(37, 40).map((text) => ` ${text}`),
      ...after.slice(40, 100).map((text) => `+${text}`),
      ...before.slice(40, 43).map((text) => ` ${text}`),
    ].join('\n');
    const file = changeOf('src/migrate.js', patch);
    const content = after.join('\n');
    const findings = engine.scanFile({ path: file.path, content, changedLines: addedLinesOf(file), before: fileBeforeChange(file, content) });
    expect(findings.filter((finding) => finding.rule_id === 'simplify/long-function')).toEqual([
      expect.objectContaining({ line: 1, severity: 'info', description: expect.stringContaining('`migrate` is 132 lines long') }),
    ]);
  });
});

describe('code changed without tests', () => {
  const comments = Array.from({ length: 12 }, (_, index) => index);

  it('is not reported for a change of comments and string typos only', () => {
    const patch = [
      `@@ -1,24 +1,24 @@`,
      ...comments.flatMap((index) => [`-// recieve step ${index}`, `+// receive step ${index}`]),
      ...comments.flatMap((index) => [`-log("Sucess ${index}");`, `+log("Success ${index}");`]),
    ].join('\n');
    expect(scanChange([changeOf('src/steps.ts', patch)]).filter((finding) => finding.rule_id === 'test/missing-test-change')).toEqual([]);
  });

  it('is reported for new code', () => {
    const patch = [`@@ -0,0 +1,12 @@`, ...comments.map((index) => `+export const step${index} = () => run(${index});`)].join('\n');
    expect(scanChange([changeOf('src/steps.ts', patch)]).filter((finding) => finding.rule_id === 'test/missing-test-change')).toEqual([
      expect.objectContaining({ file: 'src/steps.ts', line: 1 }),
    ]);
  });
});
