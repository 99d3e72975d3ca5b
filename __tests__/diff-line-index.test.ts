import { describe, expect, it } from '@jest/globals';
import type { DiffFile } from '../src/diff/diff-model.js';
import { addedLines, commentableLines, isCommentable } from '../src/diff/line-index.js';
import { parseHunks } from '../src/diff/parse-hunks.js';

const PATCH = [
  'diff --git a/f.ts b/f.ts',
  'index 1111111..2222222 100644',
  '--- a/f.ts',
  '+++ b/f.ts',
  '@@ -1,4 +1,5 @@',
  ' one',
  '-two',
  '+TWO',
  '+two and a half',
  ' three',
  ' four',
  '@@ -10,3 +11,2 @@ function tail() {',
  ' ten',
  '-eleven',
  ' twelve',
  '',
].join('\n');

const file: DiffFile = { path: 'f.ts', status: 'modified', binary: false, additions: 2, deletions: 2, hunks: parseHunks(PATCH) };

describe('line index', () => {
  it('parses the known diff into numbered lines', () => {
    expect(file.hunks.map((hunk) => [hunk.oldStart, hunk.oldLines, hunk.newStart, hunk.newLines, hunk.header])).toEqual([
      [1, 4, 1, 5, '@@ -1,4 +1,5 @@'],
      [10, 3, 11, 2, '@@ -10,3 +11,2 @@ function tail() {'],
    ]);
  });

  it('RIGHT holds added and context lines in new numbering', () => {
    expect([...commentableLines(file, 'RIGHT')].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 11, 12]);
  });

  it('LEFT holds deleted and context lines in old numbering', () => {
    expect([...commentableLines(file, 'LEFT')].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 10, 11, 12]);
  });

  it('addedLines holds only the added lines', () => {
    expect([...addedLines(file)]).toEqual([2, 3]);
  });

  it('isCommentable agrees with commentableLines on every line of both sides', () => {
    for (const side of ['LEFT', 'RIGHT'] as const) {
      const expected = commentableLines(file, side);
      for (let line = 0; line <= 20; line++) expect([side, line, isCommentable(file, line, side)]).toEqual([side, line, expected.has(line)]);
    }
  });

  it('has nothing commentable for a file without hunks', () => {
    const binary: DiffFile = { path: 'x.png', status: 'added', binary: true, additions: 0, deletions: 0, hunks: [] };
    expect(commentableLines(binary, 'RIGHT').size).toBe(0);
    expect(addedLines(binary).size).toBe(0);
    expect(isCommentable(binary, 1, 'RIGHT')).toBe(false);
  });
});
