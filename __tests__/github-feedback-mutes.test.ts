import { rmSync } from 'node:fs';
import { decideMutedRules } from '../src/pull-request/read-muted-rules.js';
import type { FakeGitHub, FakeReviewComment } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

const DEBUGGER = /<!-- sextant:rule=review\/debugger -->/;
/** The sample's `awsKey = "AKIA…"` line: a critical credential finding. */
const CREDENTIAL_LINE = { path: 'src/loader.ts', line: 14 };

describe('learning from the votes of people with write access', () => {
  let sample: SampleChange;
  let server: FakeGitHub;
  let next = 20;

  beforeAll(async () => {
    sample = createSampleChange();
    server = await startGitHub(sample.root);
    for (const login of ['keeper', 'ann', 'bo']) server.setPermission(login, 'write');
    server.setPermission('mallory', 'read');
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });

  const reviewComments = (pull: number) => server.reviewComments.filter((comment) => comment.pull === pull && comment.in_reply_to_id === undefined);
  const debuggerComment = (pull: number) => reviewComments(pull).find((comment) => DEBUGGER.test(comment.body));
  const credentialComment = (pull: number) =>
    reviewComments(pull).find((comment) => comment.path === CREDENTIAL_LINE.path && comment.line === CREDENTIAL_LINE.line);
  /** Reviews a new pull request of the same change: each gets its own comments to vote on. */
  const review = async (inputs: Record<string, string> = {}) => {
    const number = ++next;
    server.addPullRequest({ number, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
    const run = await runAction(sample, server, pullRequestEvent(number, sample), { inputs });
    return { number, run };
  };

  /** The rule's comments on three reviews of the change, which the tests vote on. */
  const voted: FakeReviewComment[] = [];
  beforeAll(async () => {
    for (let index = 0; index < 3; index++) {
      const comment = debuggerComment((await review()).number);
      if (comment) voted.push(comment);
    }
  });

  it('a reader’s 👎 on three of a rule’s comments mutes nothing', async () => {
    expect(voted).toHaveLength(3);
    for (const comment of voted) expect(comment.body).toMatch(/^<!-- sextant:fp=[0-9a-f]+ -->\n<!-- sextant:rule=review\/debugger -->/);
    for (const comment of voted) server.react(comment.id, '-1', 'mallory');
    const afterStranger = await review();
    expect(debuggerComment(afterStranger.number)).toBeDefined();
    expect(afterStranger.run.report?.muted_rules).toBeUndefined();
  });

  it('neither does one maintainer’s, and each reactor’s permission is asked once per run', async () => {
    for (const comment of voted) server.react(comment.id, '-1', 'keeper');
    server.clearRequests();
    const afterOne = await review();
    expect(debuggerComment(afterOne.number)).toBeDefined();
    expect(afterOne.run.report?.muted_rules).toBeUndefined();
    // Each reactor's permission is asked once per run, however many comments they reacted to.
    const asked = server.requests.filter((request) => /\/collaborators\/[^/]+\/permission$/.test(request.path)).map((request) => request.path);
    expect(asked.sort()).toEqual(['/repos/octo/app/collaborators/keeper/permission', '/repos/octo/app/collaborators/mallory/permission']);
  });

  it('three maintainers’ 👎 mute the rule: the summary says so, and the review comments are read in one paginated call', async () => {
    server.react(voted[0]?.id ?? 0, '-1', 'ann');
    server.react(voted[1]?.id ?? 0, '-1', 'bo');
    server.clearRequests();
    const { number, run } = await review();
    expect(debuggerComment(number)).toBeUndefined();
    expect(run.report?.muted_rules).toEqual([{ rule_id: 'review/debugger', thumbs_down: 3, thumbs_up: 0, findings_hidden: 1 }]);
    const summary = server.issueComments.find((comment) => comment.issue === number)?.body ?? '';
    expect(summary).toMatch(/Muted by reactions[\s\S]*review\/debugger[\s\S]*unmute-rules/);
    const feedbackCalls = server.requests.filter((request) => request.method === 'GET' && request.path === '/repos/octo/app/pulls/comments');
    expect(feedbackCalls).toHaveLength(1);
    expect(feedbackCalls[0]?.query).toMatchObject({ since: expect.stringMatching(/^\d{4}-/), per_page: '100' });
    // Still a failed gate: the critical finding was never up for muting.
    expect(run.code).toBe(1);
  });

  it('never mutes a critical credential finding, even with no gate at all', async () => {
    const credentials = [...new Set(voted.map((comment) => comment.pull))].map(credentialComment);
    expect(credentials.every((comment) => comment !== undefined)).toBe(true);
    for (const comment of credentials) server.react(comment?.id ?? 0, '-1', 'keeper', 'ann', 'bo');
    const { number, run } = await review({ 'fail-on': 'none' });
    expect(credentialComment(number)?.body).toMatch(/critical/i);
    expect(run.report?.muted_rules).toContainEqual({ rule_id: 'review/leaked-credential', thumbs_down: 3, thumbs_up: 0, findings_hidden: 0 });
    expect(debuggerComment(number)).toBeUndefined();
    expect(run.code).toBe(0);
  });

  it('keeps a rule listed in unmute-rules', async () => {
    const onInput = await review({ 'unmute-rules': 'review/debugger' });
    expect(onInput.run.report?.muted_rules?.map((rule) => rule.rule_id)).not.toContain('review/debugger');
    expect(debuggerComment(onInput.number)).toBeDefined();
  });

  it('keeps a rule that a maintainer gave a 👍, where a reader’s 👍 is no vote', async () => {
    server.react(voted[2]?.id ?? 0, '+1', 'mallory');
    expect(debuggerComment((await review()).number)).toBeUndefined();
    server.react(voted[2]?.id ?? 0, '+1', 'bo');
    expect(debuggerComment((await review()).number)).toBeDefined();
  });
});

describe('decideMutedRules', () => {
  const bot = { login: 'github-actions[bot]', type: 'Bot' };
  const body = (rule: string) => `<!-- sextant:fp=0123456789abcdef -->\n<!-- sextant:rule=${rule} -->\nText`;
  const thresholds = { thumbsDown: 3, maxThumbsUp: 0, days: 90, unmute: [] };

  it('counts distinct people per rule across its comments', () => {
    const comments = [
      { body: body('review/eval'), user: bot, downVoters: ['ann', 'bo'], upVoters: [] },
      { body: body('review/eval'), user: bot, downVoters: ['ann', 'cy'], upVoters: [] },
      { body: body('simplify/long-function'), user: bot, downVoters: ['ann'], upVoters: [] },
      { body: body('simplify/long-function'), user: bot, downVoters: ['ann', 'bo'], upVoters: [] },
    ];
    expect(decideMutedRules(comments, thresholds)).toEqual([{ rule_id: 'review/eval', thumbs_down: 3, thumbs_up: 0 }]);
  });

  it('ignores people’s comments that quote a marker, comments without one, and a threshold of 0', () => {
    const person = { body: body('review/eval'), user: { login: 'mallory', type: 'User' }, downVoters: ['ann', 'bo', 'cy'], upVoters: [] };
    const unmarked = { body: 'a plain bot comment', user: bot, downVoters: ['ann', 'bo', 'cy'], upVoters: [] };
    expect(decideMutedRules([person, unmarked], thresholds)).toEqual([]);
    expect(
      decideMutedRules([{ body: body('review/eval'), user: bot, downVoters: ['ann', 'bo', 'cy'], upVoters: [] }], { ...thresholds, thumbsDown: 0 }),
    ).toEqual([]);
  });
});
