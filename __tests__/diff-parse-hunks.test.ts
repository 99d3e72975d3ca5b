import { describe, expect, it } from '@jest/globals';
import { parseHunks } from '../src/diff/parse-hunks.js';

describe('parseHunks', () => {
  it('drops "\\ No newline at end of file" markers on both sides', () => {
    const patch = [
      'diff --git a/x b/x',
      '--- a/x',
      '+++ b/x',
      '@@ -1,2 +1,2 @@',
      ' a',
      '-b',
      '\\ No newline at end of file',
      '+c',
      '\\ No newline at end of file',
      '',
    ].join('\n');

    expect(parseHunks(patch)[0]?.lines).toEqual([
      { kind: 'context', oldLine: 1, newLine: 1, content: 'a' },
      { kind: 'delete', oldLine: 2, content: 'b' },
      { kind: 'add', newLine: 2, content: 'c' },
    ]);
  });

  it('keeps content that looks like diff syntax, and carriage returns', () => {
    const patch = ['diff --git a/x b/x', '--- a/x', '+++ b/x', '@@ -1,2 +1,3 @@', '---- not a header', ' +++ context', '++added plus', '+crlf\r', ''].join(
      '\n',
    );

    expect(parseHunks(patch)[0]?.lines).toEqual([
      { kind: 'delete', oldLine: 1, content: '--- not a header' },
      { kind: 'context', oldLine: 2, newLine: 1, content: '+++ context' },
      { kind: 'add', newLine: 2, content: '+added plus' },
      { kind: 'add', newLine: 3, content: 'crlf\r' },
    ]);
  });

  it('reads hunk headers without counts as one line', () => {
    const patch = ['diff --git a/x b/x', '--- a/x', '+++ b/x', '@@ -1 +1 @@', '-old', '+new', ''].join('\n');

    expect(parseHunks(patch)).toEqual([
      {
        oldStart: 1,
        oldLines: 1,
        newStart: 1,
        newLines: 1,
        header: '@@ -1 +1 @@',
        lines: [
          { kind: 'delete', oldLine: 1, content: 'old' },
          { kind: 'add', newLine: 1, content: 'new' },
        ],
      },
    ]);
  });

  it('returns no hunks for a binary or header-only patch', () => {
    expect(parseHunks('diff --git a/x b/x\nindex 1..2 100644\nBinary files a/x and b/x differ\n')).toEqual([]);
    expect(parseHunks('diff --git a/x b/x\nold mode 100644\nnew mode 100755\n')).toEqual([]);
  });
});
