import { describe, expect, it } from '@jest/globals';
import { buildDiffFiles } from '../src/diff/build-diff-files.js';
import { parseRawDiff } from '../src/diff/parse-raw-diff.js';
import { formatDiffGitHeader, quoteGitPath } from '../src/diff/quote-git-path.js';

const ZERO = '0'.repeat(40);
const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);

function nul(...fields: Array<string | Buffer>): Buffer {
  return Buffer.concat(fields.flatMap((field) => [typeof field === 'string' ? Buffer.from(field) : field, Buffer.from([0])]));
}

describe('quoteGitPath', () => {
  it('leaves ordinary paths, spaces and unicode alone', () => {
    expect(quoteGitPath('a/dir with space/ü 日本.ts')).toBe('a/dir with space/ü 日本.ts');
  });

  it('quotes control characters, quotes and backslashes the way git does', () => {
    expect(quoteGitPath('b/tab\there "q" back\\slash\nnl\u0001\u007f')).toBe('"b/tab\\there \\"q\\" back\\\\slash\\nnl\\001\\177"');
  });

  it('formats the diff --git line for a rename', () => {
    expect(formatDiffGitHeader('old name.ts', 'new\tname.ts')).toBe('diff --git a/old name.ts "b/new\\tname.ts"');
  });
});

describe('parseRawDiff', () => {
  it('reads raw and numstat records, including renames and binary files', () => {
    const output = nul(
      `:100644 100644 ${SHA_A} ${SHA_B} M`,
      'a b.txt',
      `:100644 100644 ${SHA_A} ${SHA_A} R100`,
      'old',
      'new\tname',
      `:000000 100644 ${ZERO} ${SHA_B} A`,
      Buffer.from([0x69, 0xff, 0x2e, 0x62, 0x69, 0x6e]),
      '1\t1\ta b.txt',
      '0\t0\t',
      'old',
      'new\tname',
      '-\t-\ti\uFFFD.bin',
    );

    expect(parseRawDiff(output)).toEqual([
      { status: 'M', oldMode: '100644', newMode: '100644', oldSha: SHA_A, newSha: SHA_B, oldPath: 'a b.txt', newPath: 'a b.txt', binary: false },
      { status: 'R', oldMode: '100644', newMode: '100644', oldSha: SHA_A, newSha: SHA_A, oldPath: 'old', newPath: 'new\tname', binary: false },
      { status: 'A', oldMode: '000000', newMode: '100644', oldSha: ZERO, newSha: SHA_B, oldPath: 'i\uFFFD.bin', newPath: 'i\uFFFD.bin', binary: true },
    ]);
  });

  it('reads empty output as no files', () => {
    expect(parseRawDiff(Buffer.alloc(0))).toEqual([]);
  });

  it('rejects output it does not understand', () => {
    expect(() => parseRawDiff(nul(`:100644 100644 ${SHA_A} ${SHA_B} M`, 'a.txt'))).toThrow(/missing numstat record/);
    expect(() => parseRawDiff(nul(`:100644 100644 ${SHA_A} ${SHA_B} M`, 'a.txt', '1\t1\tb.txt'))).toThrow(/does not match/);
  });
});

describe('buildDiffFiles', () => {
  const raw = nul(`:100644 100644 ${SHA_A} ${SHA_B} M`, 'tab\t.txt', '1\t0\ttab\t.txt');

  it('pairs each patch with its entry from the file list', () => {
    const patch = [
      'diff --git "a/tab\\t.txt" "b/tab\\t.txt"',
      'index aaaaaaa..bbbbbbb 100644',
      '--- "a/tab\\t.txt"',
      '+++ "b/tab\\t.txt"',
      '@@ -1 +1,2 @@',
      ' x',
      '+y',
      '',
    ].join('\n');

    expect(buildDiffFiles(raw, Buffer.from(patch))).toEqual([
      {
        path: 'tab\t.txt',
        status: 'modified',
        binary: false,
        additions: 1,
        deletions: 0,
        hunks: [
          {
            oldStart: 1,
            oldLines: 1,
            newStart: 1,
            newLines: 2,
            header: '@@ -1 +1,2 @@',
            lines: [
              { kind: 'context', oldLine: 1, newLine: 1, content: 'x' },
              { kind: 'add', newLine: 2, content: 'y' },
            ],
          },
        ],
      },
    ]);
  });

  it('fails loudly when the patch does not line up with the file list', () => {
    const wrongFile = 'diff --git a/other.txt b/other.txt\n@@ -1 +1 @@\n-x\n+y\n';
    expect(() => buildDiffFiles(raw, Buffer.from(wrongFile))).toThrow(/does not line up/);
    expect(() => buildDiffFiles(raw, Buffer.alloc(0))).toThrow(/does not line up/);
  });
});
