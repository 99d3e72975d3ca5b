import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { posted, READ_TOKEN, startGitHub } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

describe('what starts a review of the bundled action, and what it skips (loopback GitHub API)', () => {
  let sample: SampleChange;
  let server: FakeGitHub;

  beforeAll(async () => {
    sample = createSampleChange();
    server = await startGitHub(sample.root);
    for (const number of [8, 9, 11, 12, 13]) {
      server.addPullRequest({ number, base: { sha: sample.baseSha }, head: { sha: sample.headSha, repo: number === 8 ? 'someone/app' : 'octo/app' } });
    }
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });
  beforeEach(() => server.clearRequests());

  it('workflow_dispatch with pr-number reviews that pull request', async () => {
    const run = await runAction(
      sample,
      server,
      { name: 'workflow_dispatch', payload: { inputs: { 'pr-number': '9' } } },
      { inputs: { 'pr-number': '9', 'fail-on': 'none' } },
    );
    expect(run.code).toBe(0);
    expect(posted(server, 'POST', /\/pulls\/9\/reviews$/)).toHaveLength(1);
    expect(posted(server, 'POST', /\/issues\/9\/comments$/)).toHaveLength(1);
    expect(Number(run.outputs['review-id'])).toBeGreaterThan(0);
  });

  it('a /sextant review comment from someone without write access gets a polite refusal and no review', async () => {
    const run = await runAction(sample, server, {
      name: 'issue_comment',
      payload: {
        action: 'created',
        issue: { number: 11, pull_request: {} },
        comment: { id: 7011, body: '/sextant review', user: { login: 'visitor', type: 'User' } },
      },
    });
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(server.reviews.filter((review) => review.pull === 11)).toHaveLength(0);
    expect(server.issueComments.filter((comment) => comment.issue === 11).map((comment) => comment.body)).toEqual([
      expect.stringMatching(/^<!-- sextant:reply-to=\d+ -->\n@visitor thanks for asking/),
    ]);
  });

  it('a /sextant review comment from a maintainer starts a review', async () => {
    server.setPermission('keeper', 'maintain');
    const run = await runAction(
      sample,
      server,
      {
        name: 'issue_comment',
        payload: {
          action: 'created',
          issue: { number: 12, pull_request: {} },
          comment: { id: 7012, body: '/sextant review please', user: { login: 'keeper', type: 'User' } },
        },
      },
      { inputs: { 'fail-on': 'none' } },
    );
    expect(run.code).toBe(0);
    expect(server.reviews.filter((review) => review.pull === 12)).toHaveLength(1);
  });

  it('reads the config file from the base commit for a fork pull request', async () => {
    // The fork's own config would silence the gate; the base branch has none, so the default applies.
    sample.write('.github/sextant.yml', 'fail-on: none\n');
    try {
      const fork = await runAction(sample, server, pullRequestEvent(8, sample, { fork: true }), { token: READ_TOKEN });
      expect(fork.code).toBe(1);
      const sameRepo = await runAction(sample, server, pullRequestEvent(13, sample), { token: READ_TOKEN });
      expect(sameRepo.code).toBe(0);
    } finally {
      rmSync(join(sample.root, '.github'), { recursive: true, force: true });
    }
  });

  it('fails closed when verification would run PR code under pull_request_target', async () => {
    const run = await runAction(sample, server, pullRequestEvent(13, sample, { name: 'pull_request_target' }), { inputs: { 'test-command': 'npm test' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/allow-unsafe-checkout/);
    expect(run.outputs.status).toBe('failed');
    expect(server.writes()).toEqual([]);
  });

  it('skips events it does not review, saying so', async () => {
    const push = await runAction(sample, server, { name: 'push', payload: { ref: 'refs/heads/main' } });
    expect(push.code).toBe(0);
    expect(push.outputs.status).toBe('skipped');
    expect(push.stdout).toMatch(/nothing was reviewed/);
    const labeled = await runAction(sample, server, pullRequestEvent(13, sample, { action: 'labeled' }));
    expect(labeled.outputs.status).toBe('skipped');
    expect(labeled.stdout).toMatch(/action 'labeled' does not change the code/);
    expect(server.requests).toEqual([]);
  });

  it('skips a draft unless review-drafts is set', async () => {
    server.addPullRequest({ number: 14, base: { sha: sample.baseSha }, head: { sha: sample.headSha }, draft: true });
    const skipped = await runAction(sample, server, pullRequestEvent(14, sample), { token: READ_TOKEN });
    expect(skipped.outputs.status).toBe('skipped');
    expect(skipped.stdout).toMatch(/is a draft/);
    const reviewed = await runAction(sample, server, pullRequestEvent(14, sample), {
      token: READ_TOKEN,
      inputs: { 'review-drafts': 'true', 'fail-on': 'none' },
    });
    expect(reviewed.outputs.status).toBe('success');
  });

  it('fails with the key, value and expected form for a bad input', async () => {
    const run = await runAction(sample, server, pullRequestEvent(13, sample), { inputs: { 'min-confidence': 'lots' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::Invalid min-confidence: "lots"\. Expected an integer from 0 to 100/);
  });
});
