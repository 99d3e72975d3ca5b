// A hostile pull request: 400 files of nothing but swallowed errors (about 300,000 would-be findings).
// The review must stay bounded in memory and finish with a capped, summarised report rather than crash.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILES = 400;
const BLOCKS_PER_FILE = 750;

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const measure = fileURLToPath(new URL('./measure-peak-memory.mjs', import.meta.url));

function git(cwd, ...args) {
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, stdio: 'ignore' });
}

export function printAdversarialChange() {
  const root = mkdtempSync(join(tmpdir(), 'sextant-bench-hostile-'));
  try {
    git(root, 'init', '-q', '-b', 'main');
    writeFileSync(join(root, 'README.md'), 'base\n');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'base');
    mkdirSync(join(root, 'src'));
    const body = 'try{work()}catch(e){console.log(e)}\n'.repeat(BLOCKS_PER_FILE);
    for (let index = 0; index < FILES; index += 1) writeFileSync(join(root, 'src', `f${index}.js`), body);
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'hostile');
    const started = process.hrtime.bigint();
    const run = spawnSync(process.execPath, ['--import', measure, cli, 'review', '--base', 'HEAD~1', '--format', 'json', '--min-confidence', '0'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
    const peakKb = Number(/SEXTANT_BENCH_MAX_RSS_KB=(\d+)/.exec(run.stderr)?.[1] ?? NaN);
    console.log(`hostile change (${FILES} files × ${BLOCKS_PER_FILE} swallowed errors)`);
    if (run.status !== 0 && run.status !== 1) {
      console.log(`  FAILED: exit ${run.status}: ${run.stderr.trim().split('\n').at(-1)}`);
      return;
    }
    const report = JSON.parse(run.stdout);
    console.log(`  wall time        ${(wallMs / 1000).toFixed(2)} s`);
    console.log(`  peak memory      ${(peakKb / 1024).toFixed(0)} MiB (max RSS)`);
    console.log(`  findings kept    ${report.findings.length}`);
    console.log(`  capped warnings  ${report.warnings.filter((warning) => /not listed/.test(warning)).length}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
