import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Parser } from 'web-tree-sitter';
import type { DiffFile } from '../src/diff/diff-model.js';
import { parseHunks } from '../src/diff/parse-hunks.js';
import { fileBeforeChange } from '../src/rules/file-before-change.js';
import { loadGrammar } from '../src/rules/load-grammar.js';
import { editsToEarlier, parseEarlier } from '../src/rules/parse-earlier.js';

/** The change from `before` to `after` as git diffs it (real `git diff --no-index`, three lines of context). */
function changeOf(before: string, after: string): DiffFile {
  const folder = mkdtempSync(join(tmpdir(), 'sextant-earlier-'));
  try {
    writeFileSync(join(folder, 'a.ts'), before);
    writeFileSync(join(folder, 'b.ts'), after);
    const diff = spawnSync('git', ['diff', '--no-index', '--no-color', 'a.ts', 'b.ts'], { cwd: folder, encoding: 'utf8' });
    const patch = diff.stdout.slice(diff.stdout.indexOf('@@'));
    return { path: 'b.ts', status: 'modified', binary: false, additions: 0, deletions: 0, hunks: parseHunks(`--- a/b.ts\n+++ b/b.ts\n${patch}`) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const BASE = Array.from({ length: 40 }, (_, index) => `export function step${index}(value: number): number {\n  return value + ${index};\n}`).join('\n');

const lines = (text: string) => text.split('\n');
const replaced = (text: string, line: number, replacement: string[]) => {
  const all = lines(text);
  all.splice(line - 1, 1, ...replacement);
  return all.join('\n');
};

let parser: Parser;
beforeAll(async () => {
  const grammar = await loadGrammar('typescript');
  parser = new Parser();
  parser.setLanguage(grammar);
});

describe('the syntax tree before the change, reparsed from the tree after it', () => {
  it.each([
    ['a line changed in the middle', BASE, replaced(BASE, 50, ['  return value * 2;'])],
    ['lines added at the top', BASE, `import { x } from 'x';\n// new\n${BASE}`],
    ['lines added at the end, with and without a final newline', `${BASE}\n`, `${BASE}\nexport const last = 1;`],
    ['the last lines removed', `${BASE}\nexport const last = 1;\n`, `${BASE}\n`],
    ['changes far apart, growing and shrinking', BASE, replaced(replaced(BASE, 100, ['  const a = 1;', '  return a;']), 5, [])],
    ['a broken function fixed', replaced(BASE, 20, ['  return value +;']), BASE],
    ['text with characters outside the Basic Multilingual Plane', BASE, replaced(BASE, 30, ["  return value + '😀é'.length;"])],
  ])('matches a full parse of the earlier text: %s', (_name, beforeText, afterText) => {
    const before = fileBeforeChange(changeOf(beforeText, afterText), afterText);
    // The earlier text is rebuilt from the diff (without its final-newline marker, so the last line may differ in that).
    expect(before?.text.replace(/\n$/, '')).toBe(beforeText.replace(/\n$/, ''));
    // Reparsed from edits, not from scratch: one edit per changed region.
    expect(editsToEarlier(afterText, before!)?.length).toBeGreaterThan(0);
    const after = parser.parse(afterText);
    const full = parser.parse(before!.text);
    const incremental = parseEarlier(parser, after!, afterText, before!);
    try {
      expect(incremental?.rootNode.toString()).toBe(full?.rootNode.toString());
      expect(incremental?.rootNode.endIndex).toBe(before!.text.length);
    } finally {
      after?.delete();
      full?.delete();
      incremental?.delete();
    }
  });
});
