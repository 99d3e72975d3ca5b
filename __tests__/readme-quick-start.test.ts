import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The first command of the README's quick start: the line after its `# 1.` comment. */
function quickStartCommand(readme: string): string {
  const section = /## Quick start\n[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const lines = section.split('\n');
  const command = lines[lines.findIndex((line) => line.startsWith('# 1.')) + 1];
  if (!command) throw new Error('the README quick start has no command 1');
  return command;
}

function runShell(command: string, cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The HTML report sextant names on stderr, or '' when it names none. */
function htmlReportOf(stderr: string): string {
  return /^sextant: session [0-9a-f]{8} — HTML report: (.+\/report\.html)$/m.exec(stderr)?.[1] ?? '';
}

/** `<repository>/.sextant/<session>/report.html` → `<repository>`. */
function repositoryOf(page: string): string {
  return dirname(dirname(dirname(page)));
}

/**
 * The README's first command, run as a new user would: in a fresh copy of the repository's committed
 * files (what a clone checks out; nothing installed, whatever the last commit touched), it shows findings.
 */
describe('the README quick start, from a fresh clone', () => {
  let clone: string;
  let readme: string;
  beforeAll(() => {
    clone = mkdtempSync(join(tmpdir(), 'sextant-fresh-clone-'));
    const tracked = execFileSync('git', ['archive', '--format=tar', 'HEAD'], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', clone], { input: tracked });
    readme = readFileSync(join(clone, 'README.md'), 'utf8');
  });
  afterAll(() => rmSync(clone, { recursive: true, force: true }));

  it('command 1 reviews the example change and shows its five findings, exiting 0 below the default gate', async () => {
    const command = quickStartCommand(readme);
    expect(command).toBe('node examples/review-example.mjs');

    const run = await runShell(command, clone);

    expect(run.stderr).toContain('review-example: examples/quick-start (base → head) in a throw-away repository; running: sextant review --base main');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Sextant \S+ · static · 5 findings in 3 files · 3 files \(\d+ lines\) reviewed$/m);
    for (const location of [
      'src/orders.ts:18:3  high      review/debugger',
      'src/orders.ts:12:5  medium    silent-failure/empty-catch',
      'src/orders.test.ts:3:1  high      test/focused-test',
      'scripts/report.py:11:5  medium    silent-failure/bare-except',
      'scripts/report.py:15:16  medium    review/mutable-default-argument',
    ]) {
      expect(run.stdout).toContain(location);
    }
    expect(run.stdout.trim().split('\n').at(-1)).toBe('✔ No findings at or above critical — 5 lower-severity findings');
    // Where the HTML report is — and it is still there once the throw-away repository is gone.
    const page = htmlReportOf(run.stderr);
    try {
      expect(existsSync(page)).toBe(true);
      expect(readFileSync(page, 'utf8')).toContain('review/mutable-default-argument');
      expect(existsSync(join(repositoryOf(page), '.git'))).toBe(false);
    } finally {
      if (page) rmSync(repositoryOf(page), { recursive: true, force: true });
    }
    expect(readme).toContain('here five findings, none at the default gate\n(`critical`), so it exits 0; add `--fail-on high` and it exits 1');
  });

  it('with --fail-on high, as the README says, the gate fails: exit 1', async () => {
    const run = await runShell(`${quickStartCommand(readme)} --fail-on high --format json`, clone);
    const page = htmlReportOf(run.stderr);
    if (page) rmSync(repositoryOf(page), { recursive: true, force: true });

    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as { status: string; findings: unknown[]; summary: { gate: { failed: boolean } } };
    expect(report).toMatchObject({ status: 'success', summary: { gate: { failed: true } } });
    expect(report.findings).toHaveLength(5);
  });
});
