import { rmSync } from 'node:fs';
import { decideMutedRules } from '../src/pull-request/read-muted-rules.js';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

const DEBUGGER = /<!-- sextant:rule=review\/debugger -->/;

describe('learning from reactions to earlier reviews', () => {
  let sample: SampleChange;
  let server: FakeGitHub;

  beforeAll(async () => {
    sample = createSampleChange();
    server = await startGitHub(sample.root);
    for (const number of [21, 22, 23, 24]) server.addPullRequest({ number, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });

  const debuggerComment = (pull: number) => server.reviewComments.find((comment) => comment.pull === pull && DEBUGGER.test(comment.body));
  const reviewComments = (pull: number) => server.reviewComments.filter((comment) => comment.pull === pull);

  it('mutes a rule after three 👎 and no 👍, says so in the summary, and reads them in one paginated call', async () => {
    const first = await runAction(sample, server, pullRequestEvent(21, sample));
    expect(first.code).toBe(1);
    const voted = debuggerComment(21);
    expect(voted?.body).toMatch(/^<!-- sextant:fp=[0-9a-f]+ -->\n<!-- sextant:rule=review\/debugger -->/);
    server.react(voted?.id ?? 0, '-1', 3);
    server.clearRequests();

    const second = await runAction(sample, server, pullRequestEvent(22, sample));
    expect(debuggerComment(22)).toBeUndefined();
    expect(reviewComments(22).length).toBe(reviewComments(21).length - 1);
    expect(second.report?.muted_rules).toEqual([{ rule_id: 'review/debugger', thumbs_down: 3, thumbs_up: 0, findings_hidden: 1 }]);
    const summary = server.issueComments.find((comment) => comment.issue === 22)?.body ?? '';
    expect(summary).toMatch(/Muted by reactions[\s\S]*review\/debugger[\s\S]*unmute-rules/);
    const feedbackCalls = server.requests.filter((request) => request.method === 'GET' && request.path === '/repos/octo/app/pulls/comments');
    expect(feedbackCalls).toHaveLength(1);
    expect(feedbackCalls[0]?.query).toMatchObject({ since: expect.stringMatching(/^\d{4}-/), per_page: '100' });
    // Still a failed gate: the critical finding was never up for muting.
    expect(second.code).toBe(1);
  });

  it('keeps a rule that also got a 👍, and one listed in unmute-rules', async () => {
    const onInput = await runAction(sample, server, pullRequestEvent(23, sample), { inputs: { 'unmute-rules': 'review/debugger' } });
    expect(onInput.report?.muted_rules).toBeUndefined();
    expect(debuggerComment(23)).toBeDefined();

    server.react(debuggerComment(21)?.id ?? 0, '+1');
    await runAction(sample, server, pullRequestEvent(24, sample));
    expect(debuggerComment(24)).toBeDefined();
  });
});

describe('decideMutedRules', () => {
  const bot = { login: 'github-actions[bot]', type: 'Bot' };
  const body = (rule: string) => `<!-- sextant:fp=0123456789abcdef -->\n<!-- sextant:rule=${rule} -->\nText`;
  const thresholds = { thumbsDown: 3, maxThumbsUp: 0, days: 90, unmute: [] };

  it('adds up reactions per rule across comments', () => {
    const comments = [
      { body: body('review/eval'), user: bot, thumbsUp: 0, thumbsDown: 2 },
      { body: body('review/eval'), user: bot, thumbsUp: 0, thumbsDown: 1 },
      { body: body('simplify/long-function'), user: bot, thumbsUp: 0, thumbsDown: 2 },
    ];
    expect(decideMutedRules(comments, thresholds).map((rule) => rule.rule_id)).toEqual(['review/eval']);
  });

  it('ignores people’s comments that quote a marker, comments without one, and a threshold of 0', () => {
    const person = { body: body('review/eval'), user: { login: 'mallory', type: 'User' }, thumbsUp: 0, thumbsDown: 9 };
    const unmarked = { body: 'a plain bot comment', user: bot, thumbsUp: 0, thumbsDown: 9 };
    expect(decideMutedRules([person, unmarked], thresholds)).toEqual([]);
    expect(decideMutedRules([{ body: body('review/eval'), user: bot, thumbsUp: 0, thumbsDown: 9 }], { ...thresholds, thumbsDown: 0 })).toEqual([]);
  });
});
