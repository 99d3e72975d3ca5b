import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface SampleChange {
  root: string;
  baseSha: string;
  headSha: string;
  git(...args: string[]): string;
  write(path: string, content: string | Buffer): void;
}

/** git with an isolated identity and no host configuration, so tests behave the same on every machine. */
export function gitIn(root: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  }).trim();
}

// Built by concatenation so this repository itself carries no credential-shaped literal.
export const FAKE_AWS_KEY = 'AKIA' + 'Q3JX7RTB2KLM9WZP';

/**
 * A repository with a base commit and a pull-request-like commit on top that contains known problems
 * (one per agent), a binary file, a rename and a lockfile.
 */
export function createSampleChange(): SampleChange {
  const root = mkdtempSync(join(tmpdir(), 'sextant-e2e-'));
  const git = (...args: string[]) => gitIn(root, ...args);
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  git('init', '-q', '-b', 'main');
  write('src/util.ts', 'export function add(a: number, b: number): number {\n  return a + b;\n}\n');
  write('src/old-name.ts', 'export const greeting = "hello";\n');
  write('README.md', '# sample\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const baseSha = git('rev-parse', 'HEAD');

  git('checkout', '-q', '-b', 'feature');
  write(
    'src/loader.ts',
    [
      'export async function load(path: string): Promise<unknown> {',
      '  try {',
      '    return JSON.parse(await readText(path));',
      '  } catch (error) {',
      '  }',
      '  debugger;',
      '  return undefined;',
      '}',
      '',
      'async function readText(path: string): Promise<string> {',
      '  return path;',
      '}',
      '',
      `export const awsKey = "${FAKE_AWS_KEY}";`,
      '',
    ].join('\n'),
  );
  write('src/loader.test.ts', "import { load } from './loader';\n\ntest.only('loads', async () => {\n  expect(await load('x')).toBeUndefined();\n});\n");
  git('mv', 'src/old-name.ts', 'src/new name ü.ts');
  write('assets/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]));
  write('package-lock.json', '{\n  "lockfileVersion": 3\n}\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'feature');
  return { root, baseSha, headSha: git('rev-parse', 'HEAD'), git, write };
}
