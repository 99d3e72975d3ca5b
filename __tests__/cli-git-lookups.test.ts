import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { runCliInProcess } from './support/run-cli-in-process.js';
import { createGitCallLog } from './support/git-call-log.js';
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

async function review(cwd: string, env: NodeJS.ProcessEnv, flags: string[]) {
  const { code, stderr } = await runCliInProcess({ cwd, env, argv: ['review', '--format', 'json', '--quiet', '--fail-on', 'none', ...flags] });
  return { code, stderr };
}

describe('the git lookups of sextant review', () => {
  it('finds the repository, HEAD, the base and where they meet at once for a whole review', async () => {
    const repo = repository();
    repo.write('src/a.ts', 'export const a = 1;\n');
    repo.commit('one');
    repo.write('src/a.ts', 'export const a = 2;\n');
    repo.commit('two');
    mkdirSync(join(repo.root, 'src', 'sub'));
    const log = createGitCallLog(repo.env);
    cleanups.push(log.cleanup);

    const run = await review(join(repo.root, 'src', 'sub'), log.env, ['--base', 'HEAD~1']);

    expect(run).toEqual({ code: 0, stderr: '' });
    expect(log.calls().map(([command, ...args]) => (command === 'rev-parse' ? args.join(' ') : command))).toEqual([
      // The repository, HEAD, the base and their merge-base in one process.
      '--show-toplevel HEAD^{commit} HEAD~1^{commit} HEAD...HEAD~1^{commit}',
      'diff-tree',
      'diff-tree',
      'cat-file',
      // One listing of the head's files, for the guidelines files among them.
      'ls-tree',
    ]);
  });

  it('resolves the default base once when the config file sets commands', async () => {
    const repo = repository();
    repo.write('src/a.ts', 'export const a = 1;\n');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('.github/sextant.yml', 'test-command: node -e 0\n');
    repo.commit('feature');
    const log = createGitCallLog(repo.env);
    cleanups.push(log.cleanup);

    const run = await review(repo.root, log.env, []);

    expect(run.code).toBe(2);
    expect(run.stderr).toContain('the config file .github/sextant.yml on this branch is not on main');
    const lookups = log.calls().flatMap((args) => (args[0] === 'rev-parse' && args.at(-1)?.endsWith('^{commit}') ? [args.at(-1)] : []));
    // The default base is the first candidate that exists: the branch has no upstream and there is no origin.
    expect(lookups).toEqual(['HEAD^{commit}', '@{upstream}^{commit}', 'origin/main^{commit}', 'main^{commit}']);
  });

  it('says what is wrong in the same order: the folder, the base, then the missing commit', async () => {
    const { folder, env, cleanup } = createIsolatedFolder('sextant-plain-');
    cleanups.push(cleanup);
    expect(await review(folder, env, ['--base', 'nope'])).toEqual({
      code: 2,
      stderr: `sextant: error: '${folder}' is not a git repository (or any of its parent folders)\n`,
    });

    const empty = repository();
    empty.write('a.ts', 'export const a = 1;\n');
    expect(await review(empty.root, empty.env, ['--base', 'nope'])).toEqual({
      code: 2,
      stderr: "sextant: error: unknown --base 'nope': not a commit in this repository\n",
    });
    const noCommits = `sextant: error: the repository at '${empty.root}' has no commits yet: commit something first\n`;
    expect(await review(empty.root, empty.env, [])).toEqual({ code: 2, stderr: noCommits });
    expect(await review(empty.root, empty.env, ['--uncommitted'])).toEqual({ code: 2, stderr: noCommits });
  });
});
