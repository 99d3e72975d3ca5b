import { exec, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Commits in `range` (`main..feature`), newest first. */
export function commitsIn(range: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    exec(`git log --format=%H ${range}`, (error, stdout) => {
      if (error) reject(error);
      else resolve(stdout.split('\n').filter(Boolean));
    });
  });
}

export async function changedFiles(range: string): Promise<string[]> {
  const { stdout } = await execFileAsync('git', ['diff', '--name-only', range]);
  return stdout.split('\n').filter(Boolean);
}

export function checkout(branch: string, cwd: string): Promise<void> {
  const command = `git checkout --quiet ${branch}`;
  const child = spawn(command, { cwd, shell: true, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`git checkout exited with ${code}`))));
  });
}

export function fetch(remote: string, cwd: string): Promise<void> {
  const child = spawn('git', ['fetch', '--prune', remote], { cwd, shell: false, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`git fetch exited with ${code}`))));
  });
}

export function runHook(name: string, cwd: string): Promise<void> {
  const child = spawn('npm run --silent precommit', { cwd, shell: true, stdio: 'inherit' });
  return new Promise((resolve) => child.on('exit', () => resolve()));
}

/** Compiles a user-defined filter such as `files > 3 && author != "bot"`. */
export function compileFilter(expression: string): (commit: Record<string, unknown>) => boolean {
  return new Function('commit', `with (commit) { return ${expression}; }`) as (commit: Record<string, unknown>) => boolean;
}

export function parseFilterList(json: string): string[] {
  return JSON.parse(json) as string[];
}
