// Sextant's static engine side by side with native peers on the same large change: ast-grep with rules for
// the same classes (bench/peers/ast-grep-rules), ESLint with a few core rules, Biome's recommended lint.
// Also: peak memory, growth from 30k to 300k changed lines, the cold start of a 1-line review against
// `node -e 0`, and what lines parsed but unchanged cost (20 changed lines in a 50,000-line file).
// The change is built from real code (the real-commit benchmark's clones) when they are at hand, else generated.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLargeChange } from './large-change.mjs';
import { importTypeScript } from './import-typescript.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const bin = (name) => join(here, '..', 'node_modules', '.bin', name);
// SEXTANT_BENCH_CLI compares another build (e.g. an earlier one kept aside) on the same changes.
const cli = process.env.SEXTANT_BENCH_CLI || join(here, '..', 'dist', 'cli.js');
const measure = join(here, 'measure-peak-memory.mjs');
const clones = process.env.SEXTANT_REAL_COMMITS || join(here, 'real-commits', '.clones');

const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs|py|go)$/;
/** Vendored, generated and minified code is not what a pull request reviews. */
const SKIPPED_PATH = /(^|\/)(node_modules|vendor|dist|build|third_party|testdata|fixtures?)\/|\.min\.js$|\.d\.ts$/;
const MAX_FILE_BYTES = 200_000;

function git(cwd, args, input) {
  return execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    input,
    maxBuffer: 1 << 30,
  });
}

/** A repository whose one commit adds about `lines` lines of the clones' own source files, or undefined without clones. */
function changeFromClones(lines) {
  if (!existsSync(clones)) return undefined;
  const picked = [];
  let total = 0;
  for (const name of readdirSync(clones).sort()) {
    const clone = join(clones, name);
    let listing;
    try {
      listing = git(clone, ['ls-tree', '-r', '-l', 'HEAD']).toString('utf8');
    } catch {
      continue;
    }
    const blobs = listing
      .split('\n')
      .map((line) => /^\d+ blob ([0-9a-f]+)\s+(\d+)\t(.+)$/.exec(line))
      .filter((match) => match && SOURCE_FILE.test(match[3]) && !SKIPPED_PATH.test(match[3]) && Number(match[2]) <= MAX_FILE_BYTES);
    if (blobs.length === 0) continue;
    const output = git(clone, ['cat-file', '--batch'], blobs.map((match) => `${match[1]}\n`).join(''));
    let offset = 0;
    for (const match of blobs) {
      const headerEnd = output.indexOf(10, offset);
      const size = Number(/ (\d+)$/.exec(output.subarray(offset, headerEnd).toString('utf8'))?.[1] ?? 0);
      const content = output.subarray(headerEnd + 1, headerEnd + 1 + size);
      offset = headerEnd + 1 + size + 1;
      if (content.includes(0)) continue;
      const count = content.toString('utf8').split('\n').length;
      picked.push({ path: `${name}/${match[3]}`, content });
      total += count;
      if (total >= lines) break;
    }
    if (total >= lines) break;
  }
  if (total < lines / 2) return undefined;
  const root = mkdtempSync(join(tmpdir(), 'sextant-peers-'));
  git(root, ['init', '-q', '-b', 'main']);
  writeFileSync(join(root, 'README.md'), '# bench\n');
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'base']);
  const base = git(root, ['rev-parse', 'HEAD']).toString('utf8').trim();
  for (const file of picked) {
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.content);
  }
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'large change']);
  return { root, base, lines: total, source: `real code from ${clones}` };
}

/** A repository whose one commit adds about `lines` lines: real code from the clones when at hand, else generated. */
export function largeChange(lines) {
  const real = changeFromClones(lines);
  if (real) return real;
  // The generator's files are 50 lines each.
  return { ...createLargeChange({ files: Math.round(lines / 50) }), lines, source: 'generated (no real-commit clones)' };
}

function timed(command, args, options = {}) {
  const started = process.hrtime.bigint();
  const run = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 30, ...options });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.error) throw run.error;
  return { ms, run };
}

/** The median wall time of `runs` runs (after one warm-up run, so every tool starts with warm caches). */
function median(runs, once) {
  once();
  const times = Array.from({ length: runs }, () => once().ms).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function reviewOnce(change) {
  const result = timed(process.execPath, ['--import', measure, cli, 'review', '--base', change.base, '--format', 'json'], { cwd: change.root });
  if (result.run.status !== 0 && result.run.status !== 1) throw new Error(`review exited with ${result.run.status}: ${result.run.stderr.slice(-2000)}`);
  const peakKb = Number(/SEXTANT_BENCH_MAX_RSS_KB=(\d+)/.exec(result.run.stderr)?.[1] ?? NaN);
  return { ms: result.ms, peakKb, report: JSON.parse(result.run.stdout) };
}

const format = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function printSideBySide(runs) {
  const change = largeChange(100_000);
  try {
    let peakKb = 0;
    let report;
    const sextant = median(runs, () => {
      const review = reviewOnce(change);
      peakKb = Math.max(peakKb, review.peakKb);
      report = review.report;
      return review;
    });
    const astGrep = median(runs, () => timed(bin('ast-grep'), ['scan', '-c', join(here, 'peers', 'sgconfig.yml'), '--json=stream', '.'], { cwd: change.root }));
    const eslint = median(runs, () =>
      timed(bin('eslint'), ['--no-config-lookup', '-c', join(here, 'peers', 'eslint.config.mjs'), '--format', 'json', '.'], { cwd: change.root }),
    );
    // Biome is not a devDependency: its platform packages are missing from some registry mirrors, which breaks `npm ci`.
    const biome = existsSync(bin('biome')) ? median(runs, () => timed(bin('biome'), ['lint', '--max-diagnostics=0', '.'], { cwd: change.root })) : undefined;
    console.log(`side by side: ${report.summary.lines_reviewed} changed lines in ${report.summary.files_reviewed} files, ${change.source} (median of ${runs})`);
    console.log(
      `  sextant review   ${format(sextant).padStart(8)}   ${report.findings.length} findings, peak memory ${(peakKb / 1024).toFixed(0)} MiB (target <= 300)`,
    );
    console.log(`  ast-grep scan    ${format(astGrep).padStart(8)}   sextant / ast-grep ${(sextant / astGrep).toFixed(2)} (target <= 6)`);
    console.log(`  eslint (5 rules) ${format(eslint).padStart(8)}   sextant / eslint   ${(sextant / eslint).toFixed(2)} (target <= 0.5)`);
    if (biome === undefined) console.log('  biome lint       not installed (npm install --no-save @biomejs/biome to compare)');
    else console.log(`  biome lint       ${format(biome).padStart(8)}   sextant / biome    ${(sextant / biome).toFixed(2)}`);
    await printRuleTimes(change.root);
  } finally {
    rmSync(change.root, { recursive: true, force: true });
  }
}

/** The ten rules that cost the most scan time on the change, in one process with the engine timing each rule. */
async function printRuleTimes(root) {
  const { measureRuleTimes } = await importTypeScript(join(here, 'rule-times.ts'));
  const { scanMs, rules, shared } = await measureRuleTimes(root);
  console.log(`  most expensive rules (scan ${format(scanMs)} in one process; ${(shared * 100).toFixed(1)}% in queries run for several rules at once)`);
  for (const { rule, milliseconds, share } of rules) {
    console.log(
      `    ${rule.padEnd(44)} ${milliseconds.toFixed(0).padStart(6)} ms ${(share * 100).toFixed(1).padStart(5)}%${share > 0.05 ? '  (over 5%)' : ''}`,
    );
  }
}

function printGrowth() {
  console.log('growth with the change (sextant review, one run each)');
  for (const lines of [30_000, 100_000, 300_000]) {
    const change = largeChange(lines);
    try {
      const review = reviewOnce(change);
      const changed = review.report.summary.lines_reviewed;
      console.log(
        `  ${String(changed).padStart(7)} changed lines ${format(review.ms).padStart(8)}   ${((review.ms * 1000) / changed).toFixed(1).padStart(5)} µs per line, peak ${(review.peakKb / 1024).toFixed(0)} MiB`,
      );
    } finally {
      rmSync(change.root, { recursive: true, force: true });
    }
  }
}

/** A repository with `file` (`fileLines` lines) whose branch `change` changes 20 lines spread through it. */
function twentyChangedLines(fileLines) {
  const root = mkdtempSync(join(tmpdir(), 'sextant-unchanged-'));
  const lines = [];
  for (let index = 0; lines.length < fileLines; index += 1) {
    lines.push(
      `export function step${index}(value: number): number {`,
      `  const next = value + ${index};`,
      '  if (next > 3) { return next * 2; }',
      '  return next;',
      '}',
    );
  }
  git(root, ['init', '-q', '-b', 'main']);
  writeFileSync(join(root, 'module.ts'), `${lines.join('\n')}\n`);
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'base']);
  const base = git(root, ['rev-parse', 'HEAD']).toString('utf8').trim();
  for (let change = 0; change < 20; change += 1) {
    const line = 1 + 5 * Math.floor((change * (lines.length / 5 - 1)) / 20);
    lines[line] = lines[line].replace('value +', 'value - 1 +');
  }
  writeFileSync(join(root, 'module.ts'), `${lines.join('\n')}\n`);
  git(root, ['commit', '-q', '-a', '-m', 'change']);
  return { root, base };
}

function printUnchangedCost(runs) {
  const small = twentyChangedLines(100);
  const large = twentyChangedLines(50_000);
  try {
    const smallMs = median(runs, () => reviewOnce(small));
    const largeMs = median(runs, () => reviewOnce(large));
    console.log(`lines parsed but unchanged: 20 changed lines in a 100-line file ${format(smallMs)}, in a 50,000-line file ${format(largeMs)}`);
    console.log(`  ${(((largeMs - smallMs) * 1000) / (50_000 - 100)).toFixed(1)} µs per unchanged line`);
  } finally {
    rmSync(small.root, { recursive: true, force: true });
    rmSync(large.root, { recursive: true, force: true });
  }
}

function printColdStart(runs) {
  const root = mkdtempSync(join(tmpdir(), 'sextant-cold-'));
  try {
    git(root, ['init', '-q', '-b', 'main']);
    writeFileSync(join(root, 'a.ts'), 'export const a = 1;\n');
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', 'base']);
    const base = git(root, ['rev-parse', 'HEAD']).toString('utf8').trim();
    writeFileSync(join(root, 'a.ts'), 'export const a = 1;\nexport const b = 2;\n');
    git(root, ['commit', '-q', '-a', '-m', 'one line']);
    const node = median(runs, () => timed(process.execPath, ['-e', '0']));
    const version = median(runs, () => timed(process.execPath, [cli, '--version']));
    const review = median(runs, () => timed(process.execPath, [cli, 'review', '--base', base, '--format', 'json'], { cwd: root }));
    console.log(
      `cold start (median of ${runs}): node -e 0 ${node.toFixed(0)} ms, sextant --version ${version.toFixed(0)} ms (${(version / node).toFixed(1)}x, target <= 2x), 1-line review ${review.toFixed(0)} ms (${(review / node).toFixed(1)}x, target <= 6x)`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export async function printPeers({ runs = 3 } = {}) {
  printColdStart(9);
  printUnchangedCost(runs);
  await printSideBySide(runs);
  printGrowth();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printPeers();
