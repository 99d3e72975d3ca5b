// The LLM review against the loopback model server (the one the tests use) at a fixed latency per call:
// wall time of the deep-review step at concurrency 6 and 1, and input tokens per review with and
// without the cache layout (shared prefix first, warmed by the classify call) on a 50-file change.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLoopbackLlm } from '../__tests__/support/loopback-llm.ts';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const FILES = 50;
const LATENCY_MS = 500;
/** Anthropic's prices relative to plain input: cache reads at 0.1, cache writes at 1.25. */
const CACHE_READ_RATE = 0.1;
const CACHE_WRITE_RATE = 1.25;

function git(cwd, ...args) {
  return execGit(cwd, ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...args]);
}

function execGit(cwd, args) {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout.trim();
}

function write(root, path, content) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

function service(index, changed) {
  const lines = [`import { query } from '../db.js';`, '', `export async function load${index}(id: string): Promise<Record<string, unknown> | undefined> {`];
  for (let step = 0; step < 20; step += 1) lines.push(`  const field${step} = await query('select ${step} from t${index} where id = $1', [id]);`);
  lines.push(changed ? '  try {\n    return { id, field0 };\n  } catch {\n    return undefined;\n  }' : '  return { id, field0 };', '}');
  return `${lines.join('\n')}\n`;
}

function createChange() {
  const root = mkdtempSync(join(tmpdir(), 'sextant-bench-llm-'));
  git(root, 'init', '-q', '-b', 'main');
  write(root, 'src/db.ts', 'export async function query(sql: string, params: unknown[]): Promise<unknown> {\n  return [sql, params];\n}\n');
  for (let index = 0; index < FILES; index += 1) write(root, `src/services/service-${index}.ts`, service(index, false));
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  const base = git(root, 'rev-parse', 'HEAD');
  for (let index = 0; index < FILES; index += 1) write(root, `src/services/service-${index}.ts`, service(index, true));
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'change');
  return { root, base };
}

/** Asynchronously: the loopback server answers from this process, so its event loop must keep running. */
function runCli(args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], options);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

function stepMs(events, step) {
  const at = (name) => Date.parse(events.find((event) => event.event === name && event.step === step)?.ts ?? '');
  return at('STEP_END') - at('STEP_START');
}

async function review(root, base, concurrency) {
  const llm = await startLoopbackLlm({ latencyMs: LATENCY_MS });
  try {
    const args = [
      'review',
      '--base',
      base,
      '--model',
      'anthropic:claude-sonnet-4-5',
      '--base-url',
      llm.url,
      '--concurrency',
      String(concurrency),
      '--format',
      'json',
      '--fail-on',
      'none',
    ];
    const run = await runCli(args, { cwd: root, env: { ...process.env, SEXTANT_API_KEY: 'bench-key' } });
    if (run.status !== 0) throw new Error(`review exited with ${run.status}: ${run.stderr}`);
    const report = JSON.parse(run.stdout);
    const events = readFileSync(join(root, '.sextant', report.session_id, 'session.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    return { report, calls: llm.requests.length, deepReviewMs: stepMs(events, 'deep-review'), classifyMs: stepMs(events, 'classify') };
  } finally {
    await llm.close();
  }
}

export async function printModelReviewBench() {
  const { root, base } = createChange();
  try {
    const parallel = await review(root, base, 6);
    const serial = await review(root, base, 1);
    const { usage, classification } = parallel.report;
    const uncached = usage.input_tokens - usage.cache_read_tokens - usage.cache_write_tokens;
    const billed = uncached + CACHE_READ_RATE * usage.cache_read_tokens + CACHE_WRITE_RATE * usage.cache_write_tokens;
    const count = (value) => Math.round(value).toLocaleString('en-US');
    console.log('');
    console.log(`model review (${FILES}-file change, loopback Anthropic API at L = ${LATENCY_MS} ms per call)`);
    console.log(`  batches, calls               ${classification.length} batch(es), ${parallel.calls} calls (classify + agents)`);
    console.log(`  classify step                ${(parallel.classifyMs / 1000).toFixed(2)} s`);
    console.log(`  deep-review, concurrency 6   ${(parallel.deepReviewMs / 1000).toFixed(2)} s (${(parallel.deepReviewMs / LATENCY_MS).toFixed(1)} × L)`);
    console.log(`  deep-review, concurrency 1   ${(serial.deepReviewMs / 1000).toFixed(2)} s (${(serial.deepReviewMs / LATENCY_MS).toFixed(1)} × L)`);
    console.log(
      `  input tokens per review      ${count(usage.input_tokens)}: ${count(usage.cache_read_tokens)} read from cache, ${count(usage.cache_write_tokens)} written, ${count(uncached)} uncached`,
    );
    console.log(
      `    with the cache layout      ${count(billed)} billed as input (reads at ${CACHE_READ_RATE}×, writes at ${CACHE_WRITE_RATE}×), ${((1 - billed / usage.input_tokens) * 100).toFixed(0)}% less`,
    );
    console.log(`    without it                 ${count(usage.input_tokens)} billed as input`);
    console.log(`  estimated cost               $${usage.cost_estimate_usd.toFixed(4)} (${usage.cost_basis})`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
