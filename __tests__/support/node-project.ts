import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gitIn } from './sample-change.js';

export interface NodeProject {
  root: string;
  git(...args: string[]): string;
  write(path: string, content: string): void;
  read(path: string): string;
  /** A hash of every tracked and untracked file's bytes (session folders aside): equal hashes mean an identical tree. */
  treeHash(): string;
}

/**
 * `node --test` with the Node running the tests, so the commands are real and need no install. The test
 * files run in the runner's own process (no isolation): one process per run of the check instead of one
 * per test file, which a fix loop running the check again for every fix and probe feels.
 */
export const NODE_TEST = `"${process.execPath}" --test --test-isolation=none`;

/**
 * A small real Node project on a feature branch: `src/math.js` gains a `debugger` statement (safe to
 * remove), `src/pinned.js` gains one that a characterization test pins (removing it breaks the test).
 */
export function createNodeProject(): NodeProject {
  const root = mkdtempSync(join(tmpdir(), 'sextant-fix-'));
  const git = (...args: string[]) => gitIn(root, ...args);
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  git('init', '-q', '-b', 'main');
  write('package.json', '{\n  "name": "calc",\n  "type": "module",\n  "scripts": { "test": "node --test" }\n}\n');
  write('src/math.js', 'export function add(a, b) {\n  return a + b;\n}\n');
  write(
    'test/math.test.js',
    "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { add } from '../src/math.js';\n\ntest('add', () => {\n  assert.equal(add(1, 2), 3);\n});\n",
  );
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  git('checkout', '-q', '-b', 'feature');
  write('src/math.js', 'export function add(a, b) {\n  return a + b;\n}\n\nexport function double(value) {\n  debugger;\n  return value * 2;\n}\n');
  write(
    'test/math.test.js',
    "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { add, double } from '../src/math.js';\n\ntest('add', () => {\n  assert.equal(add(1, 2), 3);\n});\n\ntest('double', () => {\n  assert.equal(double(4), 8);\n});\n",
  );
  write('src/pinned.js', 'export function pinned() {\n  debugger;\n  return 1;\n}\n');
  write(
    'test/pinned.test.js',
    "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { readFileSync } from 'node:fs';\n\ntest('pinned keeps its breakpoint', () => {\n  assert.match(readFileSync('src/pinned.js', 'utf8'), /debugger/);\n});\n",
  );
  git('add', '-A');
  git('commit', '-q', '-m', 'feature');
  return {
    root,
    git,
    write,
    read: (path) => readFileSync(join(root, path), 'utf8'),
    treeHash: () => {
      const files = git('ls-files', '--cached', '--others', '--exclude-standard').split('\n').filter(Boolean).sort();
      const hash = createHash('sha256');
      for (const file of files)
        hash
          .update(file)
          .update('\0')
          .update(readFileSync(join(root, file)))
          .update('\0');
      return hash.digest('hex');
    },
  };
}
