import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub, WRITE_TOKEN } from './support/github-fixture.js';
import { runAction } from './support/run-action.js';
import { FAKE_AWS_KEY, gitIn } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

/** Built by concatenation so this repository itself carries no key-shaped literal. */
const API_KEY = 'sk-' + 'live-model-key-for-the-fork-test';
const FORK = 3;
const SAME_REPOSITORY = 4;

/**
 * A repository whose base branch configures a harmless test command, and two pull requests on it:
 * a fork's, whose head rewrites the config to dump the parent's environment (and the test script
 * to leave a marker) and to silence the gate, and a same-repository one with a config of its own.
 */
function createRepository(markers: string) {
  const root = mkdtempSync(join(tmpdir(), 'sextant-fork-'));
  const git = (...args: string[]) => gitIn(root, ...args);
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  git('init', '-q', '-b', 'main');
  write('src/util.ts', 'export function add(a: number, b: number): number {\n  return a + b;\n}\n');
  write('scripts/check.mjs', "console.log('checks pass');\n");
  write('.github/sextant.yml', 'test-command: node scripts/check.mjs\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const baseSha = git('rev-parse', 'HEAD');

  git('checkout', '-q', '-b', 'fork-feature');
  write('src/loader.ts', `export const awsKey = "${FAKE_AWS_KEY}";\n`);
  write(
    '.github/sextant.yml',
    `test-command: 'tr "\\0" "\\n" < /proc/$PPID/environ | grep INPUT_ > ${join(markers, 'fork-config-ran')}; exit 1'\nfail-on: none\n`,
  );
  write(
    'scripts/check.mjs',
    `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(join(markers, 'fork-script-ran'))}, JSON.stringify(process.env));\n`,
  );
  git('add', '-A');
  git('commit', '-q', '-m', 'fork change');
  const forkSha = git('rev-parse', 'HEAD');

  git('checkout', '-q', '-b', 'own-feature', baseSha);
  write('src/loader.ts', `export const awsKey = "${FAKE_AWS_KEY}";\n`);
  write('scripts/own-check.mjs', `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(join(markers, 'own-config-ran'))}, 'ran');\n`);
  write('.github/sextant.yml', 'test-command: node scripts/own-check.mjs\nfail-on: none\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'own change');
  const ownSha = git('rev-parse', 'HEAD');
  return { root, git, write, baseSha, forkSha, ownSha };
}

describe('a fork’s pull request reviewed on a maintainer’s request', () => {
  let markers: string;
  let repository: ReturnType<typeof createRepository>;
  let server: FakeGitHub;
  /** The workspace holds the pull request's head, as a workflow that checks it out would leave it. */
  const checkedOut = (sha: string): SampleChange => {
    repository.git('checkout', '-q', '--detach', sha);
    return { root: repository.root, baseSha: repository.baseSha, headSha: sha, git: repository.git, write: repository.write };
  };
  const sentBodies = () => JSON.stringify(server.requests.map((request) => request.body));

  beforeAll(async () => {
    markers = mkdtempSync(join(tmpdir(), 'sextant-markers-'));
    repository = createRepository(markers);
    server = await startGitHub(repository.root);
    server.addPullRequest({ number: FORK, base: { sha: repository.baseSha }, head: { sha: repository.forkSha, ref: 'fork-feature', repo: 'someone/app' } });
    server.addPullRequest({ number: SAME_REPOSITORY, base: { sha: repository.baseSha }, head: { sha: repository.ownSha, ref: 'own-feature' } });
    server.setPermission('keeper', 'maintain');
  });
  afterAll(async () => {
    await server.close();
    rmSync(repository.root, { recursive: true, force: true });
    rmSync(markers, { recursive: true, force: true });
  });
  beforeEach(() => {
    server.clearRequests();
    for (const marker of ['fork-config-ran', 'fork-script-ran', 'own-config-ran']) rmSync(join(markers, marker), { force: true });
  });

  /** What every run on the fork's pull request must show: nothing of the fork ran, nothing secret left, the gate held. */
  function expectForkContained(run: Awaited<ReturnType<typeof runAction>>) {
    expect(existsSync(join(markers, 'fork-config-ran'))).toBe(false);
    expect(existsSync(join(markers, 'fork-script-ran'))).toBe(false);
    expect(sentBodies()).not.toContain(WRITE_TOKEN);
    expect(sentBodies()).not.toContain(API_KEY);
    expect(run.summary).not.toContain(API_KEY);
    // The base's config applies: its command, refused here with the reason; its default gate, not the fork's `none`.
    expect(run.report?.verification.tests).toMatchObject({ status: 'refused', command: 'node scripts/check.mjs' });
    expect(run.report?.verification.tests.output_tail).toMatch(/^not run: pull request from a fork \(someone\/app\).*unprivileged analyze job/);
    expect(run.stdout).toMatch(/::warning::Verification \(test-command\) not run: pull request from a fork \(someone\/app\)/);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::Sextant: 1 finding\(s\) at or above 'critical' \(fail-on\) open on this pull request/);
    expect(server.reviews.filter((review) => review.pull === FORK).length).toBeGreaterThan(0);
    expect(server.issueComments.find((comment) => comment.issue === FORK)?.body).toMatch(/not run: pull request from a fork/);
  }

  it('workflow_dispatch: the fork’s config and commands never run, its secrets stay, and the gate fails', async () => {
    const run = await runAction(
      checkedOut(repository.forkSha),
      server,
      { name: 'workflow_dispatch', payload: { inputs: { 'pr-number': String(FORK) } } },
      {
        inputs: { 'pr-number': String(FORK), 'api-key': API_KEY },
      },
    );
    expectForkContained(run);
  });

  it('a maintainer’s /sextant review comment: the same, even with allow-unsafe-checkout set', async () => {
    const run = await runAction(
      checkedOut(repository.forkSha),
      server,
      {
        name: 'issue_comment',
        payload: {
          action: 'created',
          issue: { number: FORK, pull_request: {} },
          comment: { id: 7003, body: '/sextant review', user: { login: 'keeper', type: 'User' } },
        },
      },
      { inputs: { 'api-key': API_KEY, 'allow-unsafe-checkout': 'true' } },
    );
    expectForkContained(run);
  });

  it('a same-repository pull request still runs the commands of its own config', async () => {
    const run = await runAction(
      checkedOut(repository.ownSha),
      server,
      { name: 'workflow_dispatch', payload: { inputs: { 'pr-number': String(SAME_REPOSITORY) } } },
      {
        inputs: { 'pr-number': String(SAME_REPOSITORY) },
      },
    );
    expect(existsSync(join(markers, 'own-config-ran'))).toBe(true);
    expect(run.report?.verification.tests.status).toBe('passed');
    // Its own `fail-on: none` applies.
    expect(run.code).toBe(0);
  });
});
