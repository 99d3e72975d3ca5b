// A synthetic pull request of 2,000 files and about 100,000 changed lines (or `files` files of 50 lines), in a fresh temporary repository.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const DEFAULT_FILES = 2_000;
const LINES_PER_FILE = 50;

function git(cwd, ...args) {
  return execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  }).trim();
}

function write(root, path, content) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

function typescriptFile(index) {
  const lines = [`export function handler${index}(input: string): number {`];
  while (lines.length < LINES_PER_FILE - 8) {
    const n = lines.length;
    lines.push(`  const value${n} = input.length + ${n};`);
  }
  lines.push(
    '  try {',
    `    return JSON.parse(input).count + value1;`,
    '  } catch (error) {',
    index % 10 === 0 ? '  }' : '    throw new Error(`bad input: ${String(error)}`);\n  }',
    index % 25 === 0 ? '  debugger;' : '  // done',
    '  return 0;',
    '}',
  );
  return `${lines.join('\n')}\n`;
}

function pythonFile(index) {
  const lines = [`def handler_${index}(value: str) -> int:`];
  while (lines.length < LINES_PER_FILE - 1) lines.push(`    value = value.strip()  # step ${lines.length}`);
  lines.push('    return len(value)');
  return `${lines.join('\n')}\n`;
}

/** Creates the repository and returns { root, base } where base is the commit before the change. */
export function createLargeChange({ files = DEFAULT_FILES } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'sextant-bench-'));
  git(root, 'init', '-q', '-b', 'main');
  write(root, 'README.md', '# bench\n');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  const base = git(root, 'rev-parse', 'HEAD');
  for (let index = 0; index < files; index += 1) {
    const folder = `pkg${Math.floor(index / 100)}`;
    if (index % 4 === 3) write(root, `${folder}/module_${index}.py`, pythonFile(index));
    else write(root, `${folder}/module-${index}.ts`, typescriptFile(index));
  }
  // What a real large PR also carries, and the review must list as skipped rather than read.
  write(root, 'package-lock.json', `${JSON.stringify({ lockfileVersion: 3, packages: {} }, null, 2)}\n`);
  write(root, 'dist/bundle.min.js', 'var a=1;'.repeat(1000));
  write(root, 'assets/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3]));
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'large change');
  return { root, base };
}
