import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GitError, createGitEnvironment, runGit } from '../src/git/git-command.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

let repo: TempGitRepo;
beforeAll(() => {
  repo = createTempGitRepo();
});
afterAll(() => repo.cleanup());

describe('createGitEnvironment', () => {
  it('keeps what git needs and drops credentials and unrelated variables', () => {
    const env = createGitEnvironment({
      PATH: '/usr/bin',
      HOME: '/home/me',
      Path: 'C:\\Windows',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_AUTHOR_NAME: 'Me',
      GITHUB_TOKEN: 'ghs_secret',
      GH_TOKEN: 'gho_secret',
      INPUT_GITHUB_TOKEN: 'secret',
      'INPUT_API-KEY': 'secret',
      OPENAI_API_KEY: 'sk-secret',
      ANTHROPIC_API_KEY: 'secret',
      ACTIONS_RUNTIME_TOKEN: 'secret',
      ACTIONS_ID_TOKEN_REQUEST_URL: 'https://example.invalid',
      GIT_TOKEN: 'secret',
      GIT_HTTP_PASSWORD: 'secret',
      NODE_OPTIONS: '--require evil.js',
      LANG: 'de_DE.UTF-8',
    });

    expect(env).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/me',
      Path: 'C:\\Windows',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_AUTHOR_NAME: 'Me',
      LC_ALL: 'C',
      GIT_TERMINAL_PROMPT: '0',
      GIT_OPTIONAL_LOCKS: '0',
    });
  });

  it('is what the git process actually receives', async () => {
    const output = await runGit(['-c', 'alias.print-env=!env', 'print-env'], {
      cwd: repo.root,
      env: { ...repo.env, GITHUB_TOKEN: 'ghs_secret', INPUT_API_KEY: 'secret', OPENAI_API_KEY: 'sk-secret' },
    });

    const text = output.toString('utf8');
    expect(text).toContain('GIT_CONFIG_NOSYSTEM=1');
    expect(text).not.toContain('secret');
  });

  it('adds the caller’s own variables unfiltered', async () => {
    const output = await runGit(['-c', 'alias.print-env=!env', 'print-env'], {
      cwd: repo.root,
      env: repo.env,
      extraEnv: { GIT_INDEX_FILE: join(repo.root, 'other-index') },
    });

    expect(output.toString('utf8')).toContain(`GIT_INDEX_FILE=${join(repo.root, 'other-index')}`);
  });
});

describe('runGit', () => {
  it('returns stdout as bytes', async () => {
    const output = await runGit(['rev-parse', '--show-toplevel'], { cwd: repo.root, env: repo.env });

    expect(Buffer.isBuffer(output)).toBe(true);
    expect(output.toString('utf8').trim()).toBe(repo.root);
  });

  it('returns outputs far larger than a pipe buffer', async () => {
    const big = 'x'.repeat(99) + '\n';
    repo.write('big.txt', big.repeat(200_000));
    repo.commit('big file');

    const output = await runGit(['cat-file', 'blob', 'HEAD:big.txt'], { cwd: repo.root, env: repo.env });

    expect(output.length).toBe(20_000_000);
  });

  it('throws a GitError with the command, exit code and stderr', async () => {
    const failure = runGit(['rev-parse', '--verify', 'no-such-ref'], { cwd: repo.root, env: repo.env });

    await expect(failure).rejects.toBeInstanceOf(GitError);
    await expect(failure).rejects.toMatchObject({
      command: 'git rev-parse --verify no-such-ref',
      exitCode: 128,
      stderr: expect.stringContaining('fatal'),
    });
    await expect(failure).rejects.toThrow(/git rev-parse --verify no-such-ref failed with exit code 128: fatal/);
  });

  it('passes arguments to git without a shell', async () => {
    const marker = join(repo.root, 'pwned');

    await expect(runGit(['rev-parse', '--verify', `$(touch ${marker})`], { cwd: repo.root, env: repo.env })).rejects.toBeInstanceOf(GitError);
    expect(existsSync(marker)).toBe(false);
  });

  it('reports a folder it cannot start in', async () => {
    const failure = runGit(['status'], { cwd: join(repo.root, 'missing'), env: repo.env });

    await expect(failure).rejects.toMatchObject({ name: 'GitError', exitCode: null });
    await expect(failure).rejects.toThrow(/does not exist/);
  });
});
