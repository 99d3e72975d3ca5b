import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface TempGitRepo {
  /** The repository's top folder (real path). */
  root: string;
  /** An environment with no host git configuration; pass it to the code under test as `env`. */
  env: NodeJS.ProcessEnv;
  /** Runs git in the repository and returns trimmed stdout. */
  git(...args: string[]): string;
  write(path: string, content: string | Buffer): void;
  symlink(path: string, target: string): void;
  chmod(path: string, mode: number): void;
  remove(path: string): void;
  /** `git add -A` and commit; returns the new commit's SHA. */
  commit(message: string): string;
  /** Deletes the repository and its isolated home folder. */
  cleanup(): void;
}

/** A folder in the system temp directory, and an environment whose git ignores the host's configuration. */
export function createIsolatedFolder(prefix: string): { folder: string; env: NodeJS.ProcessEnv; cleanup(): void } {
  const folder = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'sextant-home-')));
  const globalConfig = join(home, '.gitconfig');
  writeFileSync(globalConfig, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: globalConfig,
    // Repository discovery must stop at the temp folder, even if it sits inside another repository.
    GIT_CEILING_DIRECTORIES: dirname(folder),
  };
  return {
    folder,
    env,
    cleanup: () => {
      rmSync(folder, { recursive: true, force: true });
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** A fresh repository on branch `main` with a local identity and no host configuration. */
export function createTempGitRepo(): TempGitRepo {
  const { folder: root, env, cleanup } = createIsolatedFolder('sextant-git-');
  const git = (...args: string[]): string => execFileSync('git', args, { cwd: root, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).trim();
  const at = (path: string): string => join(root, ...path.split('/'));

  git('init', '-q');
  git('symbolic-ref', 'HEAD', 'refs/heads/main');
  git('config', 'user.name', 'Sextant Test');
  git('config', 'user.email', 'test@example.com');
  git('config', 'commit.gpgsign', 'false');
  git('config', 'core.autocrlf', 'false');

  return {
    root,
    env,
    git,
    write(path, content) {
      mkdirSync(dirname(at(path)), { recursive: true });
      writeFileSync(at(path), content);
    },
    symlink(path, target) {
      mkdirSync(dirname(at(path)), { recursive: true });
      symlinkSync(target, at(path));
    },
    chmod(path, mode) {
      chmodSync(at(path), mode);
    },
    remove(path) {
      rmSync(at(path), { recursive: true, force: true });
    },
    commit(message) {
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD');
    },
    cleanup,
  };
}
