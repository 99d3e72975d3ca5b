import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalChangeSource, findRepositoryAndCommit, findRepositoryRoot, verifyBase } from '../src/git/local-change-source.js';
import { findRangeAtOnce, NotAGitRepositoryError, UnknownBaseError } from '../src/git/local-source.js';
import { createGitCallLog } from './support/git-call-log.js';
import { createIsolatedFolder, createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function featureRepository(): { repo: TempGitRepo; first: string; second: string } {
  const repo = createTempGitRepo();
  cleanups.push(repo.cleanup);
  repo.write('a.txt', 'base\n');
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write('a.txt', 'first\n');
  const first = repo.commit('first');
  repo.write('a.txt', 'second\n');
  const second = repo.commit('second');
  return { repo, first, second };
}

describe('createLocalChangeSource', () => {
  it('reads the change and then file contents at its head', async () => {
    const { repo, second } = featureRepository();
    repo.write('a.txt', 'uncommitted edit\n');
    const source = createLocalChangeSource({ cwd: repo.root, base: 'main', env: repo.env });
    try {
      const change = await source.readChange();

      expect(change.headSha).toBe(second);
      expect(change.files.map((file) => file.path)).toEqual(['a.txt']);
      expect(await source.readFile('a.txt')).toBe('second\n');
    } finally {
      await source.close();
    }
  });

  it('keeps reviewing the pinned head of a resumed session after HEAD moved', async () => {
    const { repo, first } = featureRepository();
    const source = createLocalChangeSource({ cwd: repo.root, base: 'main', headSha: first, env: repo.env });
    try {
      expect(await source.readFile('a.txt')).toBe('first\n');
      expect((await source.readChange()).headSha).toBe(first);
    } finally {
      await source.close();
    }
  });

  it('looks up neither the repository nor its commits again when they are resolved already', async () => {
    const { repo, second } = featureRepository();
    const base = { ref: 'main', sha: repo.git('rev-parse', 'main') };
    const expected = createLocalChangeSource({ cwd: repo.root, base: 'main', env: repo.env });
    const log = createGitCallLog(repo.env);
    cleanups.push(log.cleanup);
    const source = createLocalChangeSource({ cwd: repo.root, base: 'main', env: log.env, resolved: { root: repo.root, headSha: second, base } });
    try {
      const change = await source.readChange();
      expect(await source.readFile('a.txt')).toBe('second\n');

      expect(change).toEqual(await expected.readChange());
      expect(log.calls().map(([command]) => command)).toEqual(['merge-base', 'diff-tree', 'diff-tree', 'cat-file']);
    } finally {
      await source.close();
      await expected.close();
    }
  });

  it('compares the working tree with the resolved head when uncommitted', async () => {
    const { repo, second } = featureRepository();
    repo.write('a.txt', 'uncommitted edit\n');
    const log = createGitCallLog(repo.env);
    cleanups.push(log.cleanup);
    const source = createLocalChangeSource({ cwd: repo.root, uncommitted: true, env: log.env, resolved: { root: repo.root, headSha: second } });
    try {
      const change = await source.readChange();

      expect(change).toMatchObject({ baseRef: 'HEAD', baseSha: second, headSha: second, mergeBaseSha: second });
      expect(change.files[0]?.hunks[0]?.lines).toContainEqual({ kind: 'add', newLine: 1, content: 'uncommitted edit' });
      expect(log.calls().filter(([command, ...args]) => command === 'rev-parse' && !args.includes('--git-path'))).toEqual([]);
    } finally {
      await source.close();
    }
  });

  it('reads the working tree with uncommitted', async () => {
    const { repo } = featureRepository();
    repo.write('a.txt', 'uncommitted edit\n');
    const source = createLocalChangeSource({ cwd: repo.root, uncommitted: true, env: repo.env });
    try {
      const change = await source.readChange();

      expect(change.files[0]?.hunks[0]?.lines).toContainEqual({ kind: 'add', newLine: 1, content: 'uncommitted edit' });
      expect(await source.readFile('a.txt')).toBe('uncommitted edit\n');
    } finally {
      await source.close();
    }
  });
});

describe('findRangeAtOnce', () => {
  it('finds the top folder, both commits and their merge-base with one git process', async () => {
    const { repo, second } = featureRepository();
    const base = repo.git('rev-parse', 'main').trim();
    repo.git('checkout', '-q', 'main');
    repo.write('b.txt', 'on main\n');
    const mainTip = repo.commit('main moves on');
    repo.git('checkout', '-q', 'feature');
    mkdirSync(join(repo.root, 'sub'));
    const log = createGitCallLog(repo.env);
    cleanups.push(log.cleanup);

    expect(await findRangeAtOnce(join(repo.root, 'sub'), 'main', log.env)).toEqual({ root: repo.root, headSha: second, baseSha: mainTip, mergeBaseSha: base });
    expect(log.calls()).toHaveLength(1);
  });

  it('gives nothing where the separate lookups must say what is wrong', async () => {
    const { repo } = featureRepository();
    repo.git('checkout', '-q', '--orphan', 'unrelated');
    repo.write('c.txt', 'no shared history\n');
    repo.commit('unrelated root');

    expect(await findRangeAtOnce(repo.root, 'no-such-branch', repo.env)).toBeUndefined();
    expect(await findRangeAtOnce(repo.root, 'main', repo.env)).toBeUndefined();
    expect(await findRangeAtOnce(repo.root, '--all', repo.env)).toBeUndefined();
  });

  it('gives nothing when the histories cross and have two merge-bases', async () => {
    const repo = createTempGitRepo();
    cleanups.push(repo.cleanup);
    repo.write('a.txt', 'base\n');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'other');
    repo.write('o.txt', 'other\n');
    repo.commit('other');
    repo.git('checkout', '-q', 'main');
    repo.write('m.txt', 'main\n');
    repo.commit('main');
    // Each branch merges the other's tip as it was: two best common ancestors.
    repo.git('branch', 'main-tip');
    repo.git('merge', '-q', '--no-edit', 'other');
    repo.git('checkout', '-q', 'other');
    repo.git('merge', '-q', '--no-edit', 'main-tip');
    expect(repo.git('merge-base', '--all', 'main', 'other').trim().split('\n')).toHaveLength(2);

    expect(await findRangeAtOnce(repo.root, 'main', repo.env)).toBeUndefined();
  });
});

describe('findRepositoryAndCommit', () => {
  it('finds the top folder and the commit with one git process', async () => {
    const { repo, second } = featureRepository();
    mkdirSync(join(repo.root, 'sub'));
    const log = createGitCallLog(repo.env);
    cleanups.push(log.cleanup);

    expect(await findRepositoryAndCommit(join(repo.root, 'sub'), 'HEAD', log.env)).toEqual({ root: repo.root, sha: second });
    expect(log.calls()).toHaveLength(1);
  });

  it('finds the top folder of a repository without commits, and no commit', async () => {
    const repo = createTempGitRepo();
    cleanups.push(repo.cleanup);

    expect(await findRepositoryAndCommit(repo.root, 'HEAD', repo.env)).toEqual({ root: repo.root, sha: undefined });
  });

  it('rejects a plain folder and a folder that does not exist', async () => {
    const { folder, env, cleanup } = createIsolatedFolder('sextant-plain-');
    cleanups.push(cleanup);

    await expect(findRepositoryAndCommit(folder, 'HEAD', env)).rejects.toBeInstanceOf(NotAGitRepositoryError);
    await expect(findRepositoryAndCommit(join(folder, 'missing'), 'HEAD', env)).rejects.toThrow(/does not exist/);
  });
});

describe('findRepositoryRoot and verifyBase', () => {
  it('find the top folder and check a base', async () => {
    const { repo } = featureRepository();

    const root = await findRepositoryRoot(repo.root, repo.env);

    expect(root).toBe(repo.root);
    expect(await verifyBase(root, 'main', repo.env)).toBe(repo.git('rev-parse', 'main'));
    await expect(verifyBase(root, 'nope', repo.env)).rejects.toBeInstanceOf(UnknownBaseError);
  });

  it('reject a plain folder', async () => {
    const { folder, env, cleanup } = createIsolatedFolder('sextant-plain-');
    cleanups.push(cleanup);

    await expect(findRepositoryRoot(folder, env)).rejects.toBeInstanceOf(NotAGitRepositoryError);
  });
});
