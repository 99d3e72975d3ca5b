import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { READ_TOKEN, startGitHub, WRITE_TOKEN } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

/** The workflow_run event the publish workflow gets once the analyze workflow of a fork's pull request finishes. */
function workflowRunEvent(headSha: string, headRepository = 'someone/app') {
  return {
    name: 'workflow_run',
    payload: {
      action: 'completed',
      workflow_run: { id: 78, head_sha: headSha, head_repository: { full_name: headRepository }, pull_requests: [], conclusion: 'success' },
    },
  };
}

const botComments = (server: FakeGitHub, issue: number) => server.issueComments.filter((comment) => comment.issue === issue && comment.user.type === 'Bot');

describe('workflows that work for every pull-request state (bundled action, loopback GitHub)', () => {
  let sample: SampleChange;
  let server: FakeGitHub;
  let folder: string;

  beforeAll(async () => {
    sample = createSampleChange();
    server = await startGitHub(sample.root);
    server.addPullRequest({ number: 31, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
    server.addPullRequest({ number: 33, base: { sha: sample.baseSha }, head: { sha: sample.headSha, repo: 'someone/app' } });
    server.setPermission('keeper', 'maintain');
    folder = mkdtempSync(join(tmpdir(), 'sextant-states-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });
  beforeEach(() => server.clearRequests());

  it('a draft fork pull request: analyze skips and leaves a marker, publish confirms the draft with GitHub and ends skipped, not failed', async () => {
    server.addPullRequest({ number: 41, draft: true, base: { sha: sample.baseSha }, head: { sha: sample.headSha, repo: 'someone/app' } });
    const bundlePath = join(folder, 'draft', 'sextant-bundle.json');
    const analyze = await runAction(sample, server, pullRequestEvent(41, sample, { fork: true }), {
      token: READ_TOKEN,
      inputs: { mode: 'analyze', 'bundle-path': bundlePath },
    });
    expect(analyze.code).toBe(0);
    expect(analyze.outputs.status).toBe('skipped');
    expect(JSON.parse(readFileSync(bundlePath, 'utf8'))).toMatchObject({
      kind: 'sextant-analysis-skipped',
      pr_number: 41,
      head_sha: sample.headSha,
      reason: 'draft',
    });

    const publish = await runAction(sample, server, workflowRunEvent(sample.headSha), {
      token: WRITE_TOKEN,
      inputs: { mode: 'publish', 'bundle-path': bundlePath },
    });
    expect(publish.code).toBe(0);
    expect(publish.outputs.status).toBe('skipped');
    expect(publish.stdout).toContain('pull request #41 is a draft (confirmed with GitHub), so the analyze run reviewed nothing');
    expect(server.requests.some((request) => request.method === 'GET' && request.path === '/repos/octo/app/pulls/41')).toBe(true);
    expect(server.writes()).toEqual([]);

    // The marker is believed only while GitHub agrees: once the pull request is ready, it is refused.
    server.addPullRequest({ number: 41, draft: false, base: { sha: sample.baseSha }, head: { sha: sample.headSha, repo: 'someone/app' } });
    const contradicted = await runAction(sample, server, workflowRunEvent(sample.headSha), {
      token: WRITE_TOKEN,
      inputs: { mode: 'publish', 'bundle-path': bundlePath },
    });
    expect(contradicted.code).toBe(1);
    expect(contradicted.outputs.status).toBe('failed');
    expect(contradicted.stdout).toContain('skipped pull request #41 as a draft, but GitHub says it is ready for review');
  });

  it('a reviewed pull request whose bundle is lost is still refused', async () => {
    const missing = join(folder, 'lost', 'sextant-bundle.json');
    const publish = await runAction(sample, server, workflowRunEvent(sample.headSha), {
      token: WRITE_TOKEN,
      inputs: { mode: 'publish', 'bundle-path': missing },
    });
    expect(publish.code).toBe(1);
    expect(publish.stdout).toContain('no such file');
    expect(existsSync(missing)).toBe(false);
  });

  it('`help` needs no api-key even when a model is configured; a `review`, which calls the model, does', async () => {
    const help = server.addIssueComment(31, 'keeper', '@sextant help');
    const answered = await runAction(sample, server, server.commentEvent(help), { inputs: { model: 'anthropic:claude-sonnet-4-5' } });
    expect(answered.code).toBe(0);
    expect(answered.outputs.status).toBe('success');
    expect(botComments(server, 31).map((comment) => comment.body)).toEqual([expect.stringContaining(`<!-- sextant:reply-to=${help.id} -->`)]);

    const review = server.addIssueComment(31, 'keeper', '@sextant review');
    const refused = await runAction(sample, server, server.commentEvent(review), { inputs: { model: 'anthropic:claude-sonnet-4-5' } });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('Expected an anthropic API key');
  });

  it('in a review thread of a fork’s pull request (a read-only token), a reply GitHub refuses ends with a plain explanation, not a 403', async () => {
    const comment = server.addReviewComment({ pull: 33, path: 'src/loader.ts', line: 2, login: 'keeper', body: '@sextant help' });
    const run = await runAction(sample, server, server.commentEvent(comment), { token: READ_TOKEN, inputs: { model: 'static' } });
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(run.stdout).toContain(
      "GitHub runs this workflow with a read-only token for a comment in a review thread of a fork's pull request (#33), so Sextant cannot reply there.",
    );
    expect(run.stdout).toContain("Comment on the pull request's Conversation tab instead");
    expect(run.stdout).not.toMatch(/Resource not accessible|::error::/);
  });

  it('on a same-repository pull request, a token without write access fails the step and says which permission is missing', async () => {
    const help = server.addIssueComment(31, 'keeper', '@sextant help');
    const run = await runAction(sample, server, server.commentEvent(help), { token: READ_TOKEN });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("GitHub refused Sextant's reply on #31 (403): the workflow's token needs `pull-requests: write` in its permissions");
  });
});
