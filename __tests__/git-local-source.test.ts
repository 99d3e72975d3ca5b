import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { DiffFile } from '../src/diff/diff-model.js';
import {
  LocalChangeError,
  NoCommitsError,
  NoDefaultBaseError,
  NoMergeBaseError,
  NotAGitRepositoryError,
  UnknownBaseError,
  readLocalChange,
} from '../src/git/local-source.js';
import type { LocalChange } from '../src/git/local-source.js';
import { createIsolatedFolder, createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function repository(): TempGitRepo {
  const repo = createTempGitRepo();
  cleanups.push(repo.cleanup);
  return repo;
}

/** A repository with `files` committed on main, then a `feature` branch checked out. */
function repositoryWithBase(files: Record<string, string | Buffer>): TempGitRepo {
  const repo = repository();
  for (const [path, content] of Object.entries(files)) repo.write(path, content);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  return repo;
}

function fileNamed(change: LocalChange, path: string): DiffFile {
  const file = change.files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`no '${path}' among ${change.files.map((candidate) => candidate.path).join(', ')}`);
  return file;
}

function lines(count: number, label = 'line'): string {
  return Array.from({ length: count }, (_, index) => `${label} ${index + 1}\n`).join('');
}

describe('readLocalChange', () => {
  it('reads an added file with its lines numbered from 1', async () => {
    const repo = repositoryWithBase({ 'README.md': '# base\n' });
    repo.write('src/new.ts', 'export const a = 1;\nexport const b = 2;\n');
    const headSha = repo.commit('add');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    expect(change.headSha).toBe(headSha);
    expect(change.baseSha).toBe(repo.git('rev-parse', 'main'));
    expect(change.mergeBaseSha).toBe(change.baseSha);
    expect(change.baseRef).toBe('main');
    expect(change.files).toEqual([
      {
        path: 'src/new.ts',
        status: 'added',
        binary: false,
        additions: 2,
        deletions: 0,
        hunks: [
          {
            oldStart: 0,
            oldLines: 0,
            newStart: 1,
            newLines: 2,
            header: '@@ -0,0 +1,2 @@',
            lines: [
              { kind: 'add', newLine: 1, content: 'export const a = 1;' },
              { kind: 'add', newLine: 2, content: 'export const b = 2;' },
            ],
          },
        ],
      },
    ]);
  });

  it('reads a deleted file under its old path', async () => {
    const repo = repositoryWithBase({ 'gone.txt': 'a\nb\n', 'kept.txt': 'k\n' });
    repo.remove('gone.txt');
    repo.commit('delete');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    expect(change.files).toHaveLength(1);
    const file = fileNamed(change, 'gone.txt');
    expect(file).toMatchObject({ status: 'deleted', additions: 0, deletions: 2, binary: false });
    expect(file.hunks[0]?.lines).toEqual([
      { kind: 'delete', oldLine: 1, content: 'a' },
      { kind: 'delete', oldLine: 2, content: 'b' },
    ]);
  });

  it('reads a rename without edits as renamed, with no hunks', async () => {
    const repo = repositoryWithBase({ 'old/name.ts': lines(20) });
    repo.remove('old/name.ts');
    repo.write('new/name.ts', lines(20));
    repo.commit('rename');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    expect(change.files).toEqual([{ path: 'new/name.ts', oldPath: 'old/name.ts', status: 'renamed', binary: false, additions: 0, deletions: 0, hunks: [] }]);
  });

  it('reads a rename with edits as renamed, with the edit as a hunk', async () => {
    const repo = repositoryWithBase({ 'a.ts': lines(20) });
    repo.git('mv', 'a.ts', 'b.ts');
    repo.write('b.ts', lines(20).replace('line 10\n', 'line ten\n'));
    repo.commit('rename and edit');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    expect(change.files).toHaveLength(1);
    const file = fileNamed(change, 'b.ts');
    expect(file).toMatchObject({ oldPath: 'a.ts', status: 'renamed', additions: 1, deletions: 1 });
    const changed = file.hunks.flatMap((hunk) => hunk.lines).filter((line) => line.kind !== 'context');
    expect(changed).toEqual([
      { kind: 'delete', oldLine: 10, content: 'line 10' },
      { kind: 'add', newLine: 10, content: 'line ten' },
    ]);
  });

  it('reads a copy of a modified file as copied', async () => {
    const repo = repositoryWithBase({ 'source.ts': lines(30) });
    repo.write('copy.ts', lines(30));
    repo.write('source.ts', lines(30).replace('line 1\n', 'first line\n'));
    repo.commit('copy');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    expect(fileNamed(change, 'copy.ts')).toMatchObject({ status: 'copied', oldPath: 'source.ts', hunks: [] });
    expect(fileNamed(change, 'source.ts')).toMatchObject({ status: 'modified', additions: 1, deletions: 1 });
  });

  it('marks binary files as binary with a known status and no hunks', async () => {
    const repo = repositoryWithBase({ 'image.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]) });
    repo.write('image.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 9, 9, 9]));
    repo.write('data.bin', Buffer.from([0, 0, 0, 1]));
    repo.commit('binary');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    expect(fileNamed(change, 'image.png')).toEqual({ path: 'image.png', status: 'modified', binary: true, additions: 0, deletions: 0, hunks: [] });
    expect(fileNamed(change, 'data.bin')).toEqual({ path: 'data.bin', status: 'added', binary: true, additions: 0, deletions: 0, hunks: [] });
  });

  it('reads a mode-only change as mode-changed, with no hunks', async () => {
    const repo = repositoryWithBase({ 'run.sh': 'echo hi\n' });
    repo.chmod('run.sh', 0o755);
    repo.commit('executable');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    expect(change.files).toEqual([{ path: 'run.sh', status: 'mode-changed', binary: false, additions: 0, deletions: 0, hunks: [] }]);
  });

  it('keeps a mode change with edits as modified', async () => {
    const repo = repositoryWithBase({ 'run.sh': 'echo hi\n' });
    repo.write('run.sh', 'echo hello\n');
    repo.chmod('run.sh', 0o755);
    repo.commit('executable and edited');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    expect(fileNamed(change, 'run.sh')).toMatchObject({ status: 'modified', additions: 1, deletions: 1 });
  });

  it('reads a file replaced by a symlink as one modified symlink, with no lines to review', async () => {
    const repo = repositoryWithBase({ 'config.json': '{}\n', 'real.json': '{"a":1}\n' });
    repo.remove('config.json');
    repo.symlink('config.json', 'real.json');
    repo.commit('symlink');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    expect(change.files).toHaveLength(1);
    // The link's target is a path, not code: scope lists it as not reviewed (reason symlink).
    expect(fileNamed(change, 'config.json')).toMatchObject({ status: 'modified', symlink: true, hunks: [] });
  });

  it('decodes non-UTF-8 content with replacement characters instead of failing', async () => {
    const repo = repositoryWithBase({ 'latin1.txt': Buffer.from('caf\xe9\n', 'latin1') });
    repo.write('latin1.txt', Buffer.from('caf\xe9 cr\xe8me\n', 'latin1'));
    repo.commit('latin-1 edit');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    const file = fileNamed(change, 'latin1.txt');
    expect(file.binary).toBe(false);
    expect(file.hunks[0]?.lines).toEqual([
      { kind: 'delete', oldLine: 1, content: 'caf\uFFFD' },
      { kind: 'add', newLine: 1, content: 'caf\uFFFD cr\uFFFDme' },
    ]);
  });

  it('keeps paths with spaces, quotes, tabs, backslashes, newlines and unicode exactly', async () => {
    const names = [
      'dir with space/file name.ts',
      'quote"d.ts',
      "apostrophe's.ts",
      'tab\there.ts',
      'back\\slash.ts',
      'new\nline.ts',
      'ünïcødé/日本語 ファイル.ts',
      'emoji 🚀.md',
    ];
    const repo = repositoryWithBase({ 'to rename é.txt': lines(10) });
    names.forEach((name, index) => repo.write(name, `content ${index}\n`));
    repo.git('mv', 'to rename é.txt', 'renamed "to" ü\t.txt');
    repo.commit('odd names');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    expect(change.files.map((file) => file.path).sort()).toEqual([...names, 'renamed "to" ü\t.txt'].sort());
    names.forEach((name, index) => {
      expect(fileNamed(change, name).hunks[0]?.lines).toEqual([{ kind: 'add', newLine: 1, content: `content ${index}` }]);
    });
    expect(fileNamed(change, 'renamed "to" ü\t.txt')).toMatchObject({ status: 'renamed', oldPath: 'to rename é.txt', hunks: [] });
  });

  it('handles "no newline at end of file" without inventing lines', async () => {
    const repo = repositoryWithBase({ 'grow.txt': 'a\nb', 'fix.txt': 'x', 'drop.txt': 'p\nq\n' });
    repo.write('grow.txt', 'a\nb\nc');
    repo.write('fix.txt', 'x\n');
    repo.write('drop.txt', 'p\nq');
    repo.commit('newline changes');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    expect(fileNamed(change, 'grow.txt').hunks[0]?.lines).toEqual([
      { kind: 'context', oldLine: 1, newLine: 1, content: 'a' },
      { kind: 'delete', oldLine: 2, content: 'b' },
      { kind: 'add', newLine: 2, content: 'b' },
      { kind: 'add', newLine: 3, content: 'c' },
    ]);
    expect(fileNamed(change, 'fix.txt').hunks[0]?.lines).toEqual([
      { kind: 'delete', oldLine: 1, content: 'x' },
      { kind: 'add', newLine: 1, content: 'x' },
    ]);
    expect(fileNamed(change, 'drop.txt')).toMatchObject({ additions: 1, deletions: 1 });
  });

  it('numbers every line so that it matches the old and new file contents', async () => {
    const before = Array.from({ length: 200 }, (_, index) => `value ${index + 1}`);
    const after = before
      .filter((_, index) => index % 17 !== 3)
      .map((line, index) => (index % 23 === 5 ? `${line} changed` : line))
      .flatMap((line, index) => (index % 31 === 7 ? [line, `inserted after ${index}`] : [line]));
    const repo = repositoryWithBase({ 'numbers.txt': `${before.join('\n')}\n` });
    repo.write('numbers.txt', `${after.join('\n')}\n`);
    repo.commit('scattered edits');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    const file = fileNamed(change, 'numbers.txt');
    expect(file.hunks.length).toBeGreaterThan(1);
    for (const line of file.hunks.flatMap((hunk) => hunk.lines)) {
      if (line.newLine !== undefined) expect(after[line.newLine - 1]).toBe(line.content);
      if (line.oldLine !== undefined) expect(before[line.oldLine - 1]).toBe(line.content);
    }
  });

  it('diffs from the merge-base, so commits made on the base branch since are not part of the change', async () => {
    const repo = repositoryWithBase({ 'shared.txt': 'shared\n' });
    repo.write('feature.txt', 'feature\n');
    const headSha = repo.commit('feature work');
    repo.git('checkout', '-q', 'main');
    repo.write('main-only.txt', 'main\n');
    const mainSha = repo.commit('main moves on');
    repo.git('checkout', '-q', 'feature');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

    expect(change.baseSha).toBe(mainSha);
    expect(change.headSha).toBe(headSha);
    expect(change.mergeBaseSha).toBe(repo.git('merge-base', 'main', 'feature'));
    expect(change.files.map((file) => file.path)).toEqual(['feature.txt']);
  });

  it('works from a subfolder and reports repository-relative paths', async () => {
    const repo = repositoryWithBase({ 'pkg/a/index.ts': 'a\n' });
    repo.write('pkg/a/index.ts', 'b\n');
    repo.write('pkg/b/other.ts', 'c\n');
    repo.commit('edit');

    const change = await readLocalChange({ cwd: join(repo.root, 'pkg', 'a'), base: 'main', env: repo.env });

    expect(change.files.map((file) => file.path)).toEqual(['pkg/a/index.ts', 'pkg/b/other.ts']);
  });

  it('reviews the given head instead of HEAD', async () => {
    const repo = repositoryWithBase({ 'a.txt': 'a\n' });
    repo.write('first.txt', '1\n');
    const first = repo.commit('first');
    repo.write('second.txt', '2\n');
    repo.commit('second');

    const change = await readLocalChange({ cwd: repo.root, base: 'main', head: first, env: repo.env });

    expect(change.headSha).toBe(first);
    expect(change.files.map((file) => file.path)).toEqual(['first.txt']);
  });

  describe('uncommitted', () => {
    it('reads staged, unstaged and untracked changes against HEAD, leaving the index untouched', async () => {
      const repo = repositoryWithBase({ '.gitignore': 'ignored.log\n', 'staged.txt': 's\n', 'unstaged.txt': 'u\n', 'removed.txt': 'r\n' });
      repo.write('staged.txt', 's2\n');
      repo.git('add', 'staged.txt');
      repo.write('unstaged.txt', 'u2\n');
      repo.git('rm', '-q', 'removed.txt');
      repo.write('untracked dir/new.txt', 'n\n');
      repo.write('ignored.log', 'noise\n');
      const stagedBefore = repo.git('diff', '--cached', '--name-only');
      const headSha = repo.git('rev-parse', 'HEAD');

      const change = await readLocalChange({ cwd: repo.root, uncommitted: true, env: repo.env });

      expect(change.headSha).toBe(headSha);
      expect(change.baseSha).toBe(headSha);
      expect(change.mergeBaseSha).toBe(headSha);
      expect(change.files.map((file) => [file.path, file.status])).toEqual([
        ['removed.txt', 'deleted'],
        ['staged.txt', 'modified'],
        ['unstaged.txt', 'modified'],
        ['untracked dir/new.txt', 'added'],
      ]);
      expect(fileNamed(change, 'unstaged.txt').hunks[0]?.lines).toContainEqual({ kind: 'add', newLine: 1, content: 'u2' });
      expect(repo.git('diff', '--cached', '--name-only')).toBe(stagedBefore);
      expect(repo.git('status', '--porcelain')).toContain('?? "untracked dir/"');
    });

    it('includes the committed change too when a base is given', async () => {
      const repo = repositoryWithBase({ 'a.txt': 'a\n' });
      repo.write('committed.txt', 'c\n');
      repo.commit('committed');
      repo.write('working.txt', 'w\n');

      const change = await readLocalChange({ cwd: repo.root, base: 'main', uncommitted: true, env: repo.env });

      expect(change.mergeBaseSha).toBe(repo.git('rev-parse', 'main'));
      expect(change.files.map((file) => file.path)).toEqual(['committed.txt', 'working.txt']);
    });

    it('reads an empty change when nothing is modified', async () => {
      const repo = repositoryWithBase({ 'a.txt': 'a\n' });

      const change = await readLocalChange({ cwd: repo.root, uncommitted: true, env: repo.env });

      expect(change.files).toEqual([]);
    });
  });

  describe('default base', () => {
    it('uses main when there is no upstream and no origin/main', async () => {
      const repo = repositoryWithBase({ 'a.txt': 'a\n' });
      repo.write('b.txt', 'b\n');
      repo.commit('feature');

      const change = await readLocalChange({ cwd: repo.root, env: repo.env });

      expect(change.baseRef).toBe('main');
      expect(change.files.map((file) => file.path)).toEqual(['b.txt']);
    });

    it('uses master when main does not exist', async () => {
      const repo = repositoryWithBase({ 'a.txt': 'a\n' });
      repo.git('branch', '-m', 'main', 'master');
      repo.write('b.txt', 'b\n');
      repo.commit('feature');

      const change = await readLocalChange({ cwd: repo.root, env: repo.env });

      expect(change.baseRef).toBe('master');
      expect(change.baseSha).toBe(repo.git('rev-parse', 'master'));
    });

    it('prefers origin/main over main', async () => {
      const repo = repositoryWithBase({ 'a.txt': 'a\n' });
      repo.write('b.txt', 'b\n');
      const featureSha = repo.commit('feature');
      repo.git('update-ref', 'refs/remotes/origin/main', featureSha);
      repo.write('c.txt', 'c\n');
      repo.commit('more');

      const change = await readLocalChange({ cwd: repo.root, env: repo.env });

      expect(change.baseRef).toBe('origin/main');
      expect(change.files.map((file) => file.path)).toEqual(['c.txt']);
    });

    it('prefers the upstream branch over everything else', async () => {
      const repo = repositoryWithBase({ 'a.txt': 'a\n' });
      repo.write('b.txt', 'b\n');
      const pushedSha = repo.commit('pushed');
      repo.git('update-ref', 'refs/remotes/origin/main', repo.git('rev-parse', 'main'));
      repo.git('branch', 'pushed', pushedSha);
      repo.git('branch', '-q', '--set-upstream-to', 'pushed');
      repo.write('c.txt', 'c\n');
      repo.commit('not pushed yet');

      const change = await readLocalChange({ cwd: repo.root, env: repo.env });

      expect(change.baseRef).toBe('@{upstream}');
      expect(change.baseSha).toBe(pushedSha);
      expect(change.files.map((file) => file.path)).toEqual(['c.txt']);
    });

    it('asks for --base when no default base exists', async () => {
      const repo = repository();
      repo.git('symbolic-ref', 'HEAD', 'refs/heads/topic');
      repo.write('a.txt', 'a\n');
      repo.commit('only commit');

      const failure = readLocalChange({ cwd: repo.root, env: repo.env });

      await expect(failure).rejects.toBeInstanceOf(NoDefaultBaseError);
      await expect(failure).rejects.toThrow(/pass --base/);
    });
  });

  describe('errors', () => {
    it('names an unknown base', async () => {
      const repo = repositoryWithBase({ 'a.txt': 'a\n' });

      const failure = readLocalChange({ cwd: repo.root, base: 'nope', env: repo.env });

      await expect(failure).rejects.toBeInstanceOf(UnknownBaseError);
      await expect(failure).rejects.toThrow("unknown --base 'nope': not a commit in this repository");
      await expect(failure).rejects.toMatchObject({ ref: 'nope' });
    });

    it('treats a base that looks like an option as unknown', async () => {
      const repo = repositoryWithBase({ 'a.txt': 'a\n' });

      await expect(readLocalChange({ cwd: repo.root, base: '--output=/tmp/x', env: repo.env })).rejects.toBeInstanceOf(UnknownBaseError);
    });

    it('reports a folder that is not a git repository', async () => {
      const { folder, env, cleanup } = createIsolatedFolder('sextant-plain-');
      cleanups.push(cleanup);
      mkdirSync(join(folder, 'sub'));

      const failure = readLocalChange({ cwd: join(folder, 'sub'), base: 'main', env });

      await expect(failure).rejects.toBeInstanceOf(NotAGitRepositoryError);
      await expect(failure).rejects.toMatchObject({ folder: join(folder, 'sub') });
      await expect(failure).rejects.toThrow(/not a git repository/);
    });

    it('reports a folder that does not exist', async () => {
      const { folder, env, cleanup } = createIsolatedFolder('sextant-plain-');
      cleanups.push(cleanup);

      const failure = readLocalChange({ cwd: join(folder, 'missing'), env });

      await expect(failure).rejects.toBeInstanceOf(NotAGitRepositoryError);
      await expect(failure).rejects.toThrow(/does not exist/);
    });

    it('reports a repository without commits', async () => {
      const repo = repository();
      repo.write('a.txt', 'a\n');

      const failure = readLocalChange({ cwd: repo.root, uncommitted: true, env: repo.env });

      await expect(failure).rejects.toBeInstanceOf(NoCommitsError);
      await expect(failure).rejects.toThrow(/no commits yet/);
    });

    it('reports a base with no history in common with HEAD', async () => {
      const repo = repositoryWithBase({ 'a.txt': 'a\n' });
      repo.git('checkout', '-q', '--orphan', 'unrelated');
      repo.write('b.txt', 'b\n');
      repo.commit('unrelated root');

      const failure = readLocalChange({ cwd: repo.root, base: 'main', env: repo.env });

      await expect(failure).rejects.toBeInstanceOf(NoMergeBaseError);
      await expect(failure).rejects.toThrow(/no common ancestor/);
    });

    it('gives every user-fixable error one base class', () => {
      for (const error of [
        new NotAGitRepositoryError('/x'),
        new UnknownBaseError('x'),
        new NoCommitsError('/x'),
        new NoDefaultBaseError(),
        new NoMergeBaseError('x'),
      ]) {
        expect(error).toBeInstanceOf(LocalChangeError);
        expect(error.name).toBe(error.constructor.name);
      }
    });
  });
});
