import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { USAGE } from '../src/cli/usage.js';
import { VERSION } from '../src/version.js';
import { CLI } from './support/run-node.js';

/** What the version or usage may load besides the entry: far less than the settings schema alone. */
const MAX_EXTRA_BYTES = 16 * 1024;

function bytesOf(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + statSync(file).size, 0);
}

/** Runs the bundled CLI with a module hook that writes every file it loads, one URL a line. */
function loadedBy(args: string[]): { stdout: string; status: number | null; loaded: string[] } {
  const folder = mkdtempSync(join(tmpdir(), 'sextant-loads-'));
  const log = join(folder, 'loaded.txt');
  const hook = join(folder, 'hook.mjs');
  writeFileSync(log, '');
  writeFileSync(
    hook,
    `import { registerHooks } from 'node:module';\nimport { appendFileSync } from 'node:fs';\n` +
      `registerHooks({ load(url, context, next) { appendFileSync(${JSON.stringify(log)}, url + '\\n'); return next(url, context); } });\n`,
  );
  try {
    const run = spawnSync(process.execPath, ['--import', hook, CLI, ...args], { encoding: 'utf8' });
    const loaded = readFileSync(log, 'utf8')
      .split('\n')
      .filter((url) => url.includes('/dist/'));
    return { stdout: run.stdout, status: run.status, loaded: loaded.map((url) => fileURLToPath(url)) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('sextant --version and --help (bundled CLI)', () => {
  it.each([
    ['--version', `${VERSION}\n`],
    ['-v', `${VERSION}\n`],
    ['--help', `${USAGE}\n`],
  ])('%s answers without loading the review, the settings or the model stack', (flag, expected) => {
    const { stdout, status, loaded } = loadedBy([flag]);
    expect(status).toBe(0);
    expect(stdout).toBe(expected);
    // The entry and the small module it asked for (with the bundler's shared helpers): a few kilobytes, none of it the runtime or zod.
    expect(bytesOf(loaded) - bytesOf([CLI])).toBeLessThan(MAX_EXTRA_BYTES);
    for (const file of loaded) expect(readFileSync(file, 'utf8')).not.toMatch(/function createCliRuntime|ZodError/);
  });

  it('a review loads what a review needs (the control)', () => {
    const { loaded } = loadedBy(['clean', '--unknown-flag']);
    expect(bytesOf(loaded) - bytesOf([CLI])).toBeGreaterThan(MAX_EXTRA_BYTES);
    expect(loaded.some((file) => /function createCliRuntime/.test(readFileSync(file, 'utf8')))).toBe(true);
  });
});
