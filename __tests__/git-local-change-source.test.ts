import { afterEach, describe, expect, it } from '@jest/globals';
import { createLocalChangeSource, findRepositoryRoot, verifyBase } from '../src/git/local-change-source.js';
import { NotAGitRepositoryError, UnknownBaseError } from '../src/git/local-source.js';
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
