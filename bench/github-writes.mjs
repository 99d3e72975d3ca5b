// GitHub write requests per review run: the bundled action (dist/index.js) against the loopback GitHub API,
// over a pull request's life — first review, rerun, a push that fixes a finding, a fork's read-only token,
// and a change with more findings than inline-comment slots. Goal: 1 review + at most 1 summary write + check writes.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeGitHub } from '../__tests__/support/fake-github-server.mjs';

const action = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const WRITE = 'ghs_bench_write';
const READ = 'ghs_bench_read';

function git(cwd, ...args) {
  return execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();
}

function write(root, path, content) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

const LOADER = [
  'export async function load(path: string): Promise<unknown> {',
  '  try {',
  '    return JSON.parse(path);',
  '  } catch (error) {',
  '  }',
  '  debugger;',
  '  return undefined;',
  '}',
  '',
].join('\n');

/** What each write request was, for the table. */
function kindOf(request) {
  if (request.path === '/graphql') return 'thread resolutions';
  if (/\/pulls\/\d+\/reviews$/.test(request.path)) return request.body.event ? 'reviews' : 'pending-review probes';
  if (/\/pulls\/\d+\/reviews\/\d+$/.test(request.path)) return 'pending-review probes';
  if (/\/replies$/.test(request.path)) return 'thread replies';
  if (/\/issues\/\d+\/comments$/.test(request.path)) return 'summary created';
  if (/\/issues\/comments\/\d+$/.test(request.path)) return 'summary updated';
  if (/\/check-runs/.test(request.path)) return 'check-run writes';
  return request.path;
}

function runChild(script, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], options);
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout }));
  });
}

export async function printGitHubWrites() {
  const root = mkdtempSync(join(tmpdir(), 'sextant-bench-github-'));
  const runnerTemp = mkdtempSync(join(tmpdir(), 'sextant-bench-runner-'));
  git(root, 'init', '-q', '-b', 'main');
  write(root, 'README.md', '# bench\n');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  const base = git(root, 'rev-parse', 'HEAD');
  git(root, 'checkout', '-q', '-b', 'feature');
  write(root, 'src/loader.ts', LOADER);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'feature');
  const first = git(root, 'rev-parse', 'HEAD');
  // The fork's pull request: the same change, in its own commit.
  git(root, 'checkout', '-q', '-b', 'fork', base);
  write(root, 'src/loader.ts', `// from a fork\n${LOADER}`);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'fork');
  const forkHead = git(root, 'rev-parse', 'HEAD');
  git(root, 'checkout', '-q', 'feature');

  const server = await startFakeGitHub({
    repoDir: root,
    tokens: { [WRITE]: { pullRequests: 'write', checks: 'write' }, [READ]: { pullRequests: 'read', checks: 'none' } },
  });
  server.addPullRequest({ number: 1, base: { sha: base }, head: { sha: first } });
  server.addPullRequest({ number: 2, base: { sha: base }, head: { sha: forkHead, repo: 'someone/app' } });
  let runId = 0;
  const run = async (label, number, eventAction, token) => {
    server.clearRequests();
    runId += 1;
    const eventPath = join(runnerTemp, `event-${runId}.json`);
    writeFileSync(eventPath, JSON.stringify({ action: eventAction, number, pull_request: { number } }));
    writeFileSync(join(runnerTemp, 'output'), '');
    writeFileSync(join(runnerTemp, 'summary.md'), '');
    const started = process.hrtime.bigint();
    // Asynchronous: the loopback server answers from this process's event loop.
    const child = await runChild(action, {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_WORKSPACE: root,
        GITHUB_REPOSITORY: 'octo/app',
        GITHUB_API_URL: server.url,
        GITHUB_RUN_ID: String(runId),
        GITHUB_OUTPUT: join(runnerTemp, 'output'),
        GITHUB_STEP_SUMMARY: join(runnerTemp, 'summary.md'),
        RUNNER_TEMP: runnerTemp,
        'INPUT_GITHUB-TOKEN': token,
      },
    });
    const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
    if (child.status !== 0 && child.status !== 1) throw new Error(`${label}: the action exited with ${child.status}\n${child.stdout}`);
    const writes = server.writes();
    const byKind = {};
    for (const request of writes) {
      const kind = `${kindOf(request)}${request.status >= 300 ? ` (refused ${request.status})` : ''}`;
      byKind[kind] = (byKind[kind] ?? 0) + 1;
    }
    const inline = writes.filter((request) => request.body.event === 'COMMENT').map((request) => request.body.comments?.length ?? 0);
    return { label, total: writes.length, reads: server.requests.length - writes.length, byKind, inline, wallMs };
  };

  const rows = [];
  try {
    rows.push(await run('first review', 1, 'opened', WRITE));
    rows.push(await run('rerun, same head', 1, 'synchronize', WRITE));
    write(root, 'src/loader.ts', LOADER.replace('  debugger;\n', ''));
    git(root, 'commit', '-q', '-am', 'remove the debugger statement');
    server.setHead(1, git(root, 'rev-parse', 'HEAD'));
    rows.push(await run('push fixing a finding', 1, 'synchronize', WRITE));
    rows.push(await run('fork, read-only token', 2, 'opened', READ));
    for (let index = 0; index < 120; index++) write(root, `src/many/module-${index}.ts`, `export function f${index}(): void {\n  debugger;\n}\n`);
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', '120 more findings');
    server.setHead(1, git(root, 'rev-parse', 'HEAD'));
    rows.push(await run('push adding 120 findings', 1, 'synchronize', WRITE));
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(runnerTemp, { recursive: true, force: true });
  }

  console.log('');
  console.log('GitHub writes per review run (bundled action, loopback GitHub API)');
  for (const row of rows) {
    const kinds = Object.entries(row.byKind)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ');
    const inline = row.inline.length > 0 ? ` · inline comments ${row.inline.join('+')}` : '';
    console.log(
      `  ${row.label.padEnd(26)} ${String(row.total).padStart(2)} writes, ${String(row.reads).padStart(2)} reads, ${(row.wallMs / 1000).toFixed(1)} s  ${kinds || '(none)'}${inline}`,
    );
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printGitHubWrites();
