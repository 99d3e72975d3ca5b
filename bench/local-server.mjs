// The LLM review against the llama.cpp-like loopback server of the tests: one slot, an 8k context, a fixed
// service time per call. Wall time of the whole review against the sum of the calls' own service times
// (the target: within 1.2×), the calls, prompt tokens evaluated vs read from the slot's cache, and each
// agent's outcome. No call may time out for waiting its turn behind others.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalLlmServer } from '../__tests__/support/local-llm-server.ts';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
/** Real calls on a CPU take tens of seconds; two seconds keep the run short while the fixed start-up cost stays small beside them. */
const SERVICE_MS = 2_000;
const CONTEXT_TOKENS = 8_192;

function git(cwd, ...args) {
  const run = spawnSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout.trim();
}

/** A 19-line change to one module, as in the measurement that motivated this. */
export function createChange() {
  const root = mkdtempSync(join(tmpdir(), 'sextant-bench-local-'));
  git(root, 'init', '-q', '-b', 'main');
  writeFileSync(join(root, 'users.ts'), 'export interface User {\n  id: string;\n  name?: string;\n}\n');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  const base = git(root, 'rev-parse', 'HEAD');
  const body = [
    'export interface User {',
    '  id: string;',
    '  name?: string;',
    '}',
    '',
    'export function displayName(users: Map<string, User>, id: string): string {',
    '  const user = users.get(id);',
    '  return user.name.toUpperCase();',
    '}',
    '',
    'export async function loadUsers(url: string): Promise<User[]> {',
    '  try {',
    '    const response = await fetch(url);',
    '    return (await response.json()) as User[];',
    '  } catch {',
    '    return [];',
    '  }',
    '}',
    '',
  ];
  writeFileSync(join(root, 'users.ts'), body.join('\n'));
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'change');
  return { root, base };
}

export function runCli(args, options) {
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

export async function printLocalServerBench() {
  const { root, base } = createChange();
  const server = await startLocalLlmServer({ contextTokens: CONTEXT_TOKENS, slots: 1, serviceMs: SERVICE_MS, seed: 11 });
  try {
    const started = process.hrtime.bigint();
    const args = ['review', '--base', base, '--model', 'openai-compatible:stand-in-0.5b', '--base-url', server.url, '--format', 'json', '--fail-on', 'none'];
    const run = await runCli(args, { cwd: root, env: { ...process.env } });
    const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
    if (run.status !== 0 && run.status !== 3) throw new Error(`review exited with ${run.status}: ${run.stderr}`);
    const report = JSON.parse(run.stdout);
    const served = server.requests.filter((request) => request.status === 200).length;
    const serviceMs = served * SERVICE_MS;
    const outcomes = {};
    for (const result of report.review_iterations[0]?.agents_results ?? []) {
      const key = result.status === 'failed' ? `failed ${String(result.error).split(':')[0]}` : result.status;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
    const count = (value) => Math.round(value).toLocaleString('en-US');
    console.log('');
    console.log(`local model server (llama.cpp-like: 1 slot, ${count(CONTEXT_TOKENS)}-token context, ${SERVICE_MS} ms service time per call)`);
    console.log(
      `  wall time                    ${(wallMs / 1000).toFixed(2)} s, ${(wallMs / serviceMs).toFixed(2)} × the calls' own service time (${(serviceMs / 1000).toFixed(2)} s)`,
    );
    console.log(
      `  calls                        ${server.requests.length} (${served} answered), at most ${server.maxBusy} at once, longest queue ${server.maxQueued}`,
    );
    console.log(
      `  prompt tokens                ${count(report.usage.input_tokens)} evaluated, ${count(report.usage.cache_read_tokens)} of them from the slot's cache`,
    );
    console.log(`  agents                       ${JSON.stringify(outcomes)}; status ${report.status}`);
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}
