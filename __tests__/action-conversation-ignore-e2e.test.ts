import { rmSync } from 'node:fs';
import type { FakeGitHub, FakeReviewComment } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { CREDENTIAL, DEBUGGER, findingComment, repliesTo } from './support/review-threads.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

/* The tests of each describe are the steps of one story on one pull request, in order. */

describe('`ignore` in a finding’s thread, carried into later runs (bundled action, loopback GitHub)', () => {
  let sample: SampleChange;
  let server: FakeGitHub;
  let root: FakeReviewComment;
  let fingerprint: string;
  let firstCode: number | null;
  const summary = () => server.issueComments.find((comment) => comment.issue === 41 && comment.body.startsWith('<!-- sextant:summary -->'))?.body ?? '';

  beforeAll(async () => {
    sample = createSampleChange();
    server = await startGitHub(sample.root);
    server.addPullRequest({ number: 41, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
    server.setPermission('keeper', 'maintain');
    server.setPermission('reader', 'read');
    firstCode = (await runAction(sample, server, pullRequestEvent(41, sample))).code;
    root = findingComment(server, 41, CREDENTIAL);
    fingerprint = /sextant:fp=([0-9a-f]+)/.exec(root.body)?.[1] ?? '';
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });

  it('someone without write access cannot dismiss a finding, and is told why it still gates', async () => {
    expect(firstCode).toBe(1);
    const refused = server.addHumanReply(root.id, 'reader', '@sextant ignore');
    await runAction(sample, server, server.commentEvent(refused));
    expect(repliesTo(server, root.id).at(-1)?.body).toContain('This finding still gates: it is critical, at or above `fail-on: critical`');
    expect(server.resolvedThreads.has(root.id)).toBe(false);
  });

  it('a maintainer’s `ignore` resolves the thread and lists the finding as dismissed by whom', async () => {
    const ignore = server.addHumanReply(root.id, 'keeper', '@sextant ignore: a fixture, not a real key');
    const run = await runAction(sample, server, server.commentEvent(ignore));
    expect(run.code).toBe(0);
    expect(server.resolvedThreads.has(root.id)).toBe(true);
    expect(repliesTo(server, root.id).at(-1)?.body).toMatch(
      new RegExp(
        `^<!-- sextant:reply-to=${ignore.id} -->\\n<!-- sextant:dismiss \\{"fp":"${fingerprint}".*"by":"keeper"\\} -->\\nDismissed on this pull request by @<!-- -->keeper`,
      ),
    );
    expect(summary()).toMatch(/\*\*Dismissed in review threads\*\*\n\n- .*review\/leaked-credential|\*\*Dismissed in review threads\*\*\n\n- .*secrets/);
    expect(summary()).toContain('dismissed by @<!-- -->keeper');
  });

  it('the next push: an incremental review that neither re-posts the finding nor fails the gate on it', async () => {
    sample.write('src/extra.ts', 'export const extra = 1;\n');
    sample.git('add', '-A');
    sample.git('commit', '-q', '-m', 'more');
    const head = sample.git('rev-parse', 'HEAD');
    server.setHead(41, head);
    const commentsBefore = server.reviewComments.filter((comment) => comment.pull === 41).length;
    const push = await runAction(sample, server, pullRequestEvent(41, { ...sample, headSha: head }, { action: 'synchronize' }));
    expect(push.code).toBe(0);
    const posted = server.reviewComments.filter((comment) => comment.pull === 41).slice(commentsBefore);
    expect(posted.some((comment) => comment.body.includes(`sextant:fp=${fingerprint}`))).toBe(false);
    expect(summary()).toContain('dismissed by @<!-- -->keeper');
    expect(summary()).not.toMatch(/✖ \d+ open finding/);
  });

  it('a full review on request keeps it dismissed too', async () => {
    const review = server.addIssueComment(41, 'keeper', '@sextant review');
    const full = await runAction(sample, server, server.commentEvent(review));
    expect(full.code).toBe(0);
    expect(server.reviewComments.filter((comment) => comment.pull === 41 && comment.body.includes(`sextant:fp=${fingerprint}`))).toHaveLength(1);
  });
});

describe('`ignore rule` in a finding’s thread (bundled action, loopback GitHub)', () => {
  let sample: SampleChange;
  let server: FakeGitHub;

  beforeAll(async () => {
    sample = createSampleChange();
    server = await startGitHub(sample.root);
    server.setPermission('keeper', 'maintain');
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });

  it('`ignore rule` mutes the rule in the repository from the next review on, below the gate, and says how to undo it', async () => {
    server.addPullRequest({ number: 42, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
    server.addPullRequest({ number: 43, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
    await runAction(sample, server, pullRequestEvent(42, sample), { inputs: { 'fail-on': 'none' } });
    const root = findingComment(server, 42, DEBUGGER);
    const mute = server.addHumanReply(root.id, 'keeper', '@sextant ignore rule');

    await runAction(sample, server, server.commentEvent(mute));
    const reply = repliesTo(server, root.id).at(-1)?.body ?? '';
    expect(reply).toMatch(
      new RegExp(`^<!-- sextant:reply-to=${mute.id} -->\n<!-- sextant:mute-rule=review/debugger by=keeper -->\nMuted \`review/debugger\` in this repository`),
    );
    expect(reply).toContain('delete this reply, or list `review/debugger` under `unmute-rules`');

    const next = await runAction(sample, server, pullRequestEvent(43, sample), { inputs: { 'fail-on': 'none' } });
    expect(server.reviewComments.some((comment) => comment.pull === 43 && DEBUGGER.test(comment.body))).toBe(false);
    expect(next.report?.muted_rules).toEqual([{ rule_id: 'review/debugger', thumbs_down: 0, thumbs_up: 0, muted_by: 'keeper', findings_hidden: 1 }]);
    expect(server.issueComments.find((comment) => comment.issue === 43)?.body).toContain('### Muted on request');
  });
});
