import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createLlmChange } from './support/llm-change.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import { CLI, runNode } from './support/run-node.js';
import { createIsolatedFolder, createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

/** main has two commits; feature adds an `eval` on top. */
function createChange(): TempGitRepo {
  const repo = createTempGitRepo();
  repo.write('src/app.ts', 'export function run(input: string): string {\n  return input;\n}\n');
  repo.commit('base');
  repo.write('src/app.ts', 'export function run(input: string): string {\n  return input.trim();\n}\n');
  repo.commit('trim');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write('src/app.ts', 'export function run(input: string): unknown {\n  return eval(input);\n}\n');
  repo.commit('feature');
  return repo;
}

const sextant = (cwd: string, env: NodeJS.ProcessEnv, args: string[]) => runNode(CLI, args, { cwd, env });
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** A port on 127.0.0.1 nothing listens at: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('messages a person can act on (bundled CLI, real repositories)', () => {
  let repo: TempGitRepo;
  let clones: ReturnType<typeof createIsolatedFolder>;
  beforeEach(() => {
    repo = createChange();
    clones = createIsolatedFolder('sextant-clones-');
  });
  afterEach(() => {
    repo.cleanup();
    clones.cleanup();
  });

  const clone = (name: string, ...args: string[]) => {
    const path = join(clones.folder, name);
    execFileSync('git', ['clone', '-q', ...args, `file://${repo.root}`, path], { env: repo.env });
    return path;
  };
  const gitIn = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: repo.env, encoding: 'utf8' });

  it('names a shallow clone and the git fetch that fixes it; after that fetch the review runs', async () => {
    const shallow = clone('shallow', '--depth', '1', '--branch', 'feature');
    const refused = await sextant(shallow, repo.env, ['review', '--base', 'HEAD~1']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      "sextant: error: unknown --base 'HEAD~1': not a commit in this clone; this is a shallow clone, which has only the latest commits: fetch the history with `git fetch --unshallow`, then run the review again\n",
    );
    gitIn(shallow, 'fetch', '-q', '--unshallow');
    const reviewed = await sextant(shallow, repo.env, ['review', '--base', 'HEAD~1']);
    expect(reviewed.code).toBe(0);
    expect(reviewed.stdout).toMatch(/src\/app\.ts:2:\d+ +high +review\/eval/);
  });

  it('says once, before any step, that a shallow single-branch clone lacks the history joining HEAD to its base', async () => {
    const shallow = clone('single', '--depth', '1', '--single-branch', '--branch', 'feature');
    gitIn(shallow, 'fetch', '-q', '--depth', '1', 'origin', 'main:refs/remotes/origin/main');
    const run = await sextant(shallow, repo.env, ['review', '--base', 'origin/main']);
    expect(run.code).toBe(2);
    expect(occurrences(run.stderr, 'no common ancestor')).toBe(1);
    expect(run.stderr).toContain("--base 'origin/main' and HEAD have no common ancestor in this clone; this is a shallow clone");
    expect(run.stderr).toContain('`git fetch --unshallow`');
    expect(run.stderr).not.toContain('collect-context');
    expect(run.stdout).toBe('');
  });

  it('tells unrelated histories in a full clone apart from a shallow one: no fetch is suggested', async () => {
    repo.git('checkout', '-q', '--orphan', 'other');
    repo.write('src/other.ts', 'export const other = 1;\n');
    repo.commit('unrelated');
    const run = await sextant(repo.root, repo.env, ['review', '--base', 'main']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "sextant: error: --base 'main' and HEAD have no common ancestor: their histories never meet; pass --base a branch or commit HEAD was made from\n",
    );
  });

  it('says a head behind its base is an ancestor of it, not that no file differs', async () => {
    repo.git('checkout', '-q', '--detach', 'main~1');
    const behind = await sextant(repo.root, repo.env, ['review', '--base', 'feature']);
    expect(behind.code).toBe(0);
    expect(behind.stdout).toContain("HEAD is an ancestor of 'feature', which has 2 commits more: HEAD has no commit of its own to review.");
    expect(behind.stdout).not.toContain('no file differs between the base');
    // Control: HEAD at its base is an empty change, not an ancestor.
    repo.git('checkout', '-q', 'main');
    const same = await sextant(repo.root, repo.env, ['review', '--base', 'main']);
    expect(same.code).toBe(0);
    expect(same.stdout).not.toContain('is an ancestor');
    expect(same.stdout).toContain('is the base itself');
  });

  it('suggests the value a mistyped enumerated flag was meant to be, and nothing for a value far from any', async () => {
    const format = await sextant(repo.root, repo.env, ['review', '--base', 'main', '--format', 'htm']);
    expect(format.code).toBe(2);
    expect(format.stderr).toContain("--format must be one of text, json, markdown, sarif, html, got 'htm' (did you mean 'html'?)");
    const failOn = await sextant(repo.root, repo.env, ['review', '--base', 'main', '--fail-on', 'hihg']);
    expect(failOn.stderr).toContain('sextant: error: --fail-on takes one of critical, high, medium, low, info, none, got "hihg" (did you mean \'high\'?)\n');
    const onUnreviewed = await sextant(repo.root, repo.env, ['review', '--base', 'main', '--on-unreviewed', 'wran']);
    expect(onUnreviewed.stderr).toContain("(did you mean 'warn'?)");
    const far = await sextant(repo.root, repo.env, ['review', '--base', 'main', '--fail-on', 'zzzzzzzz']);
    expect(far.code).toBe(2);
    expect(far.stderr).not.toContain('did you mean');
  });

  it('suggests --base for a bare argument that names a ref, and not for one that names none', async () => {
    const ref = await sextant(repo.root, repo.env, ['review', 'main']);
    expect(ref.code).toBe(2);
    expect(ref.stderr).toBe(
      "sextant: error: unexpected argument 'main': to review the change since 'main', use --base main\nRun 'sextant --help' for the options.\n",
    );
    const typo = await sextant(repo.root, repo.env, ['review', 'mian']);
    expect(typo.stderr).toBe("sextant: error: unexpected argument 'mian'\nRun 'sextant --help' for the options.\n");
  });

  it('writes "an anthropic API key" and "a google API key"', async () => {
    const anthropic = await sextant(repo.root, repo.env, ['review', '--base', 'main', '--model', 'anthropic:claude-sonnet-4-5']);
    expect(anthropic.code).toBe(2);
    expect(anthropic.stderr).toContain('Expected an anthropic API key');
    const google = await sextant(repo.root, repo.env, ['review', '--base', 'main', '--model', 'google:gemini-2.5-flash']);
    expect(google.stderr).toContain('Expected a google API key');
  });

  it('sextant eval without --judge says what is missing in one line, not the whole help', async () => {
    const run = await sextant(repo.root, repo.env, ['eval', '--dataset', 'd.json', '--model', 'static']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("sextant: error: eval needs --judge <provider:model>\nRun 'sextant eval --help' for the options.\n");
    const unknown = await sextant(repo.root, repo.env, ['eval', '--jugde', 'x']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(2);
  });
});

describe('a model server that is down or failing (bundled CLI, loopback model server)', () => {
  let repo: TempGitRepo;
  beforeEach(() => {
    repo = createLlmChange();
  });
  afterEach(() => repo.cleanup());

  it('stops before any model call when nothing listens at the base URL', async () => {
    const port = await closedPort();
    const run = await sextant(repo.root, repo.env, [
      'review',
      '--base',
      'main',
      '--model',
      'openai-compatible:test-model',
      '--base-url',
      `http://127.0.0.1:${port}/v1`,
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `sextant: error: Invalid base-url: "http://127.0.0.1:${port}/v1". Expected a model server that is running: the connection to 127.0.0.1:${port} was refused. Start the server, or correct the base URL.\n`,
    );
    expect(run.stderr).not.toMatch(/started|✔/);
    expect(run.stdout).toBe('');
  });

  it('marks a step whose model calls failed with ✖ and says why', async () => {
    const llm = await startLoopbackLlm();
    try {
      llm.script('classify', { status: 404 });
      for (const agent of ['code-reviewer', 'code-simplifier', 'type-design-analyzer']) llm.script(agent, { status: 404 });
      const failing = await sextant(repo.root, repo.env, ['review', '--base', 'main', '--model', 'openai-compatible:test-model', '--base-url', llm.url]);
      expect(failing.code).toBe(3);
      expect(failing.stderr).toMatch(/^✖ classify — the classification call failed; every selected agent runs$/m);
      expect(failing.stderr).toMatch(/^✖ deep-review — 3 of 6 agents failed: /m);
      expect(failing.stderr).not.toMatch(/^✔ (classify|deep-review)/m);
    } finally {
      await llm.close();
    }
  });

  it('marks a step that went well with ✔', async () => {
    const llm = await startLoopbackLlm();
    try {
      const passing = await sextant(repo.root, repo.env, ['review', '--base', 'main', '--model', 'openai-compatible:test-model', '--base-url', llm.url]);
      expect(passing.stderr).toMatch(/^✔ classify/m);
      expect(passing.stderr).toMatch(/^✔ deep-review/m);
    } finally {
      await llm.close();
    }
  });
});
