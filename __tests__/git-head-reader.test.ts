import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createHeadReader, createWorkingTreeReader } from '../src/git/head-reader.js';
import type { FileContentReader } from '../src/git/head-reader.js';
import { readFileAtCommit } from '../src/git/local-change-source.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const FILE_COUNT = 300;
const source = (index: number): string => `export const value${index} = ${index};\n`.repeat((index % 7) + 1);
/** Spans many pipe reads, so one object arrives in many chunks. */
const LARGE = 'abcdefghij'.repeat(600_000);

let repo: TempGitRepo;
let firstCommit: string;
let outside: string;
const readers: FileContentReader[] = [];

function track(reader: FileContentReader): FileContentReader {
  readers.push(reader);
  return reader;
}

beforeAll(() => {
  repo = createTempGitRepo();
  repo.write('a.txt', 'first version\n');
  firstCommit = repo.commit('first');
  for (let index = 0; index < FILE_COUNT; index++) repo.write(`src/file-${index}.ts`, source(index));
  repo.write('a.txt', 'second version\n');
  repo.write('empty.txt', '');
  repo.write('binary.dat', Buffer.from([1, 2, 0, 3]));
  repo.write('latin1.txt', Buffer.from('na\xefve\n', 'latin1'));
  repo.write('name with spaces ü.ts', 'spaced\n');
  repo.write('line\nfeed\rreturn.ts', 'odd name\n');
  repo.write('nul.js', '// marker \u0000 here\nexport const a = 1;\n');
  repo.write('large.txt', LARGE);
  repo.symlink('link-to-a', 'a.txt');
  repo.commit('second');
  outside = realpathSync(mkdtempSync(join(tmpdir(), 'sextant-outside-')));
  writeFileSync(join(outside, 'secret.txt'), 'outside the repository\n');
});

afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.close()));
});

afterAll(() => {
  repo.cleanup();
  rmSync(outside, { recursive: true, force: true });
});

describe('createHeadReader', () => {
  it('reads many files concurrently through one process', async () => {
    const reader = track(createHeadReader(repo.root, 'HEAD', { env: repo.env }));

    const contents = await Promise.all(Array.from({ length: FILE_COUNT }, (_, index) => reader.read(`src/file-${index}.ts`)));

    contents.forEach((content, index) => expect(content).toBe(source(index)));
  });

  it('reads a file by the blob the caller names for it', async () => {
    const firstBlob = repo.git('rev-parse', `${firstCommit}:a.txt`);
    const reader = track(createHeadReader(repo.root, 'HEAD', { env: repo.env, blobOf: (path) => (path === 'a.txt' ? firstBlob : undefined) }));

    // The named blob wins over the path's blob at the ref: no lookup through the trees happens.
    expect(await reader.read('a.txt')).toBe('first version\n');
    expect(await Promise.all([reader.read('src/file-2.ts'), reader.read('src/file-2.ts')])).toEqual([source(2), source(2)]);
  });

  it('reads files as they were at the given commit', async () => {
    const reader = track(createHeadReader(repo.root, firstCommit, { env: repo.env }));

    expect(await reader.read('a.txt')).toBe('first version\n');
    expect(await reader.read('src/file-1.ts')).toBeUndefined();
  });

  it('answers undefined for missing, binary, too large and non-file paths, and keeps going', async () => {
    const reader = track(createHeadReader(repo.root, 'HEAD', { env: repo.env, maxBytes: 1_000 }));

    const results = await Promise.all([
      reader.read('missing.txt'),
      reader.read('binary.dat'),
      reader.read('large.txt'),
      reader.read('src'),
      reader.read('a.txt'),
      reader.read('empty.txt'),
    ]);

    expect(results).toEqual([undefined, undefined, undefined, undefined, 'second version\n', '']);
  });

  it('says why a file has no text: too large (with its size), binary or missing', async () => {
    const reader = track(createHeadReader(repo.root, 'HEAD', { env: repo.env, maxBytes: 1_000 }));

    expect(await reader.readText('large.txt')).toEqual({ kind: 'too-large', bytes: LARGE.length });
    expect(await reader.readText('binary.dat')).toEqual({ kind: 'binary' });
    expect(await reader.readText('missing.txt')).toEqual({ kind: 'missing' });
  });

  it('reads a text file holding a NUL byte, the NUL as a space, and a name holding line breaks', async () => {
    const reader = track(createHeadReader(repo.root, 'HEAD', { env: repo.env }));

    expect(await reader.read('nul.js')).toBe('// marker   here\nexport const a = 1;\n');
    expect(await reader.read('line\nfeed\rreturn.ts')).toBe('odd name\n');
    const working = track(createWorkingTreeReader(repo.root, { env: repo.env }));
    expect(await working.read('line\nfeed\rreturn.ts')).toBe('odd name\n');
  });

  it('reads a large file arriving in many chunks, and files after it', async () => {
    const reader = track(createHeadReader(repo.root, 'HEAD', { env: repo.env }));

    const [large, after] = await Promise.all([reader.read('large.txt'), reader.read('a.txt')]);

    expect(large).toBe(LARGE);
    expect(after).toBe('second version\n');
  });

  it('decodes non-UTF-8 bytes as replacement characters and keeps unusual names', async () => {
    const reader = track(createHeadReader(repo.root, 'HEAD', { env: repo.env }));

    expect(await reader.read('latin1.txt')).toBe('na\uFFFDve\n');
    expect(await reader.read('name with spaces ü.ts')).toBe('spaced\n');
  });

  it('refuses paths outside the tree', async () => {
    const reader = track(createHeadReader(repo.root, 'HEAD', { env: repo.env }));

    for (const path of ['', '/etc/passwd', '../a.txt', 'src/../a.txt', './a.txt', '.git/config', 'a.txt\nHEAD:a.txt']) {
      expect(await reader.read(path)).toBeUndefined();
    }
  });

  it('rejects reads for a ref that does not exist', async () => {
    const reader = track(createHeadReader(repo.root, 'no-such-branch', { env: repo.env }));

    await expect(reader.read('a.txt')).rejects.toThrow("cannot read files at 'no-such-branch': not a commit or tree in this repository");
  });

  it('rejects reads after close', async () => {
    const reader = createHeadReader(repo.root, 'HEAD', { env: repo.env });
    expect(await reader.read('a.txt')).toBe('second version\n');

    await reader.close();

    await expect(reader.read('a.txt')).rejects.toThrow(/closed/);
  });
});

describe('createWorkingTreeReader', () => {
  afterEach(() => {
    repo.git('checkout', '-q', '--', '.');
    repo.git('clean', '-qfd');
  });

  it('reads the files on disk, including uncommitted ones', async () => {
    repo.write('a.txt', 'edited on disk\n');
    repo.write('..dots', 'a name that starts with two dots\n');
    repo.write('untracked/new.ts', 'new\n');
    const reader = track(createWorkingTreeReader(repo.root, { env: repo.env }));

    expect(await reader.read('a.txt')).toBe('edited on disk\n');
    expect(await reader.read('untracked/new.ts')).toBe('new\n');
    expect(await reader.read('..dots')).toBe('a name that starts with two dots\n');
    expect(await reader.read('latin1.txt')).toBe('na\uFFFDve\n');
    expect(await reader.read('missing.txt')).toBeUndefined();
    expect(await reader.read('binary.dat')).toBeUndefined();
  });

  it('reads repository-relative paths when started in a subfolder', async () => {
    const reader = track(createWorkingTreeReader(join(repo.root, 'src'), { env: repo.env }));

    expect(await reader.read('a.txt')).toBe('second version\n');
  });

  it('refuses symlinked files and folders, and paths that leave the repository', async () => {
    repo.symlink('outside-file', join(outside, 'secret.txt'));
    repo.symlink('outside-dir', outside);
    const reader = track(createWorkingTreeReader(repo.root, { env: repo.env }));

    execFileSync('mkfifo', [join(repo.root, 'pipe')]);
    const refused = [
      'pipe',
      'link-to-a',
      'outside-file',
      'outside-dir/secret.txt',
      '../secret.txt',
      `${outside}/secret.txt`,
      'src/../../x',
      '.git/config',
      'src',
    ];
    for (const path of refused) expect(await reader.read(path)).toBeUndefined();
  });
});

describe('readFileAtCommit', () => {
  it('reads one file at a commit, undefined when absent', async () => {
    expect(await readFileAtCommit(repo.root, firstCommit, 'a.txt', repo.env)).toBe('first version\n');
    expect(await readFileAtCommit(repo.root, firstCommit, '.github/sextant.yml', repo.env)).toBeUndefined();
  });

  it('explains a commit that is not in the clone', async () => {
    await expect(readFileAtCommit(repo.root, 'f'.repeat(40), 'a.txt', repo.env)).rejects.toThrow(/shallow clone/);
  });
});
