import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeGitHub, RecordedRequest } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange, gitIn } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

/** More files than one batch of the old count-based limit (500), each path ~4,800 characters: 2.5 MB of paths. */
const LONG_PATH_FILES = 520;
const LONG_FOLDER = `src/${Array.from({ length: 24 }, (_, index) => `${String(index).padStart(2, '0')}${'d'.repeat(188)}`).join('/')}`;
const longPath = (index: number) => `${LONG_FOLDER}/file-${String(index).padStart(3, '0')}-${'f'.repeat(140)}.ts`;

/**
 * A commit on top of `parent` holding `files`, written with git's plumbing: paths this long cannot be
 * checked out on most systems, but git (and GitHub) hold them. HEAD is moved to it without a checkout.
 */
function commitWithoutCheckout(root: string, parent: string, files: ReadonlyMap<string, string>): string {
  const git = (args: string[], input?: string) =>
    execFileSync('git', args, {
      cwd: root,
      input,
      encoding: 'utf8',
      env: { ...process.env, GIT_INDEX_FILE: join(root, '.git', 'long-paths-index') },
      maxBuffer: 1 << 28,
    }).trim();
  git(['read-tree', parent]);
  const entries = [...files].map(([path, content]) => `100644 ${git(['hash-object', '-w', '--stdin'], content)}\t${path}\n`).join('');
  git(['update-index', '--add', '--index-info'], entries);
  const tree = git(['write-tree']);
  const commit = gitIn(root, 'commit-tree', tree, '-p', parent, '-m', 'long paths');
  gitIn(root, 'update-ref', 'refs/heads/long-paths', commit);
  gitIn(root, 'symbolic-ref', 'HEAD', 'refs/heads/long-paths');
  return commit;
}

/** Any request naming a commit by an empty SHA: in its path (`/commits//…`) or in a body field. */
function withEmptySha(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((request) => request.path.includes('//') || ['commit_id', 'head_sha', 'sha'].some((field) => request.body?.[field] === ''));
}

describe('the action with input at the system limits', () => {
  let sample: SampleChange;
  let server: FakeGitHub;
  let broken: string;

  beforeAll(async () => {
    sample = createSampleChange();
    server = await startGitHub(sample.root);
    // A clone that has the pull request's head commit but lost its tree: reading the change fails every time.
    broken = mkdtempSync(join(tmpdir(), 'sextant-broken-clone-'));
    gitIn(broken, 'clone', '--quiet', '--no-hardlinks', sample.root, '.');
    const tree = gitIn(broken, 'rev-parse', `${sample.headSha}^{tree}`);
    rmSync(join(broken, '.git', 'objects', tree.slice(0, 2), tree.slice(2)));
    server.addPullRequest({ number: 2, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });

    const files = new Map(Array.from({ length: LONG_PATH_FILES }, (_, index) => [longPath(index), `export const value${index} = ${index};\n`]));
    files.set(longPath(LONG_PATH_FILES - 1), 'export function stop(): void {\n  debugger;\n}\n');
    sample.headSha = commitWithoutCheckout(sample.root, sample.baseSha, files);
    server.addPullRequest({ number: 1, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
    rmSync(broken, { recursive: true, force: true });
  });
  beforeEach(() => server.clearRequests());

  it(`reviews ${LONG_PATH_FILES} files with paths of ~4,800 characters from the checkout: no spawn E2BIG, every file read`, async () => {
    expect(longPath(0).length).toBeGreaterThan(4_700);

    const run = await runAction(sample, server, pullRequestEvent(1, sample));

    expect(run.stderr).not.toMatch(/E2BIG/);
    expect(run.outputs.status).toBe('success');
    expect(run.report?.errors).toEqual([]);
    expect(run.report?.summary.files_reviewed).toBe(LONG_PATH_FILES);
    expect(run.report?.findings).toContainEqual(expect.objectContaining({ file: longPath(LONG_PATH_FILES - 1), line: 2, rule_id: 'review/debugger' }));
    const reviews = server.writes().filter((request) => request.method === 'POST' && /\/pulls\/1\/reviews$/.test(request.path));
    expect(reviews.map((request) => request.body.commit_id)).toEqual([sample.headSha]);
    // The whole path, never cut: a comment or annotation on a shortened one would name no file.
    expect(server.reviewComments.filter((comment) => comment.pull === 1).map((comment) => `${comment.path}:${comment.line}`)).toEqual([
      `${longPath(LONG_PATH_FILES - 1)}:2`,
    ]);
    expect(server.checkRuns.at(-1)).toMatchObject({ head_sha: sample.headSha });
    expect(server.checkRuns.at(-1)?.output.annotations.map((annotation) => annotation.path)).toEqual([longPath(LONG_PATH_FILES - 1)]);
    expect(withEmptySha(server.requests)).toEqual([]);
  });

  it('a run that fails before reading the change: the check run goes on the pull request head, and no request has an empty SHA', async () => {
    const headOfPullRequest = gitIn(broken, 'rev-parse', 'HEAD');

    const run = await runAction(
      { ...sample, root: broken, headSha: headOfPullRequest },
      server,
      pullRequestEvent(2, { ...sample, headSha: headOfPullRequest }),
    );

    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('failed');
    expect(run.report?.head_sha).toBe('');
    expect(run.report?.errors[0]?.message).toMatch(/git ls-tree/);
    expect(withEmptySha(server.requests)).toEqual([]);
    const checkRuns = server.writes().filter((request) => request.method === 'POST' && /\/check-runs$/.test(request.path));
    expect(checkRuns.map((request) => [request.body.head_sha, request.body.conclusion])).toEqual([[headOfPullRequest, 'failure']]);
    expect(run.stdout).not.toMatch(/refusing to call GitHub/);
  });
});
