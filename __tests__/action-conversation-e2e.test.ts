import { rmSync } from 'node:fs';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import type { LoopbackLlm } from './support/loopback-llm.js';
import { findingComment, DEBUGGER, repliesTo, replyPosts } from './support/review-threads.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

describe('talking to Sextant in review threads (bundled action, loopback GitHub and model, real event payloads)', () => {
  let sample: SampleChange;
  let server: FakeGitHub;
  let llm: LoopbackLlm;
  const withModel = () => ({ model: 'openai-compatible:local-model', 'base-url': llm.url });

  beforeAll(async () => {
    sample = createSampleChange();
    server = await startGitHub(sample.root);
    llm = await startLoopbackLlm();
    server.addPullRequest({ number: 31, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
    server.addPullRequest({ number: 33, base: { sha: sample.baseSha }, head: { sha: sample.headSha, repo: 'someone/app' } });
    server.setPermission('keeper', 'maintain');
    server.setPermission('reader', 'read');
    // The review the conversation starts from.
    await runAction(sample, server, pullRequestEvent(31, sample), { inputs: { 'fail-on': 'none' } });
  });
  afterAll(async () => {
    await llm.close();
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });
  beforeEach(() => server.clearRequests());

  it('a maintainer’s question in a finding’s thread gets one threaded reply with the model’s answer, and a redelivery posts nothing', async () => {
    const root = findingComment(server, 31, DEBUGGER);
    const question = server.addHumanReply(root.id, 'keeper', '@sextant why is this a problem? We only run this in tests.');
    const answer = [
      'A `debugger` statement pauses @octocat’s browser whenever devtools are open <!-- sextant:fp=0000000000 -->.',
      '',
      '- it is *never* right in **shipped** code',
      '- see [the loader](https://github.com/octo/app/blob/main/src/loader.ts) and [a blog](https://evil.test/post) <details><summary>more</summary>',
      '',
      '![tracker](https://evil.test/pixel.png)',
      '',
      '```mermaid',
      'graph TD; A-->B',
      '```',
      '',
      '```js',
      'return value * 2;',
      '```',
    ].join('\n');
    llm.script('answer', { json: { answer } });
    const event = server.commentEvent(question);
    expect(event.payload).toMatchObject({
      action: 'created',
      comment: { id: question.id, in_reply_to_id: root.id, author_association: 'COLLABORATOR' },
      pull_request: { number: 31 },
    });

    const run = await runAction(sample, server, event, { inputs: withModel() });

    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe('success');
    // The reply is posted first, claiming the answer and the hour's model slot, then edited with the answer.
    const [reply] = repliesTo(server, root.id);
    expect(server.writes().map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /repos/octo/app/pulls/31/comments/${root.id}/replies`,
      `PATCH /repos/octo/app/pulls/comments/${reply?.id}`,
    ]);
    expect(reply?.body).toMatch(new RegExp(`^<!-- sextant:reply-to=${question.id} -->\\n<!-- sextant:answer=model -->\\n`));
    expect(reply?.body).toContain('pauses @<!-- -->octocat’s browser whenever devtools are open');
    expect(reply?.body).not.toContain('sextant:fp=0000000000');
    expect(reply?.body).toContain('```js\nreturn value * 2;\n```');
    // The answer's markdown survives: inline code, a list, emphasis, a link into the repository.
    expect(reply?.body).toContain('A `debugger` statement');
    expect(reply?.body).toContain('\n- it is *never* right in **shipped** code\n');
    expect(reply?.body).toContain('[the loader](https://github.com/octo/app/blob/main/src/loader.ts)');
    // What could act is text: HTML, an image, a link out of the repository, a diagram, a forged marker.
    expect(reply?.body).toContain('a blog (https:<!-- -->//evil.test/post) &lt;details&gt;&lt;summary&gt;more&lt;/summary&gt;');
    expect(reply?.body).toContain('tracker (image not shown)');
    expect(reply?.body).not.toMatch(/!\[|\]\(https:\/\/evil/);
    expect(reply?.body).toContain('```\ngraph TD; A-->B\n```');
    expect(reply?.body).not.toContain('```mermaid');
    expect(reply?.body?.match(/<!-- sextant:/g)).toHaveLength(2);
    // One call, about this finding and its code, the question fenced as data, and no tools offered.
    const calls = llm.requests.filter((request) => request.caller === 'answer');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.text).toMatch(/<<<DATA-[0-9a-f]+ question\nwhy is this a problem\? We only run this in tests\.\nDATA-[0-9a-f]+>>>/);
    expect(calls[0]?.text).toMatch(/<<<DATA-[0-9a-f]+ finding\nCORR-\d+ · high · debugging · static rule review\/debugger\nat src\/loader\.ts:6\n/);
    expect(calls[0]?.text).toContain('debugger');
    expect(calls[0]?.text).toMatch(/\d+ {2}export async function load/);
    expect(calls[0]?.body.tools).toBeUndefined();

    server.clearRequests();
    const again = await runAction(sample, server, event, { inputs: withModel() });
    expect(again.code).toBe(0);
    expect(server.writes()).toEqual([]);
    expect(llm.requests.filter((request) => request.caller === 'answer')).toHaveLength(1);
    expect(repliesTo(server, root.id)).toHaveLength(1);
  });

  it('past the pull request’s hourly cap, a maintainer’s question is answered from the documentation, with no model call', async () => {
    const root = findingComment(server, 31, DEBUGGER);
    const before = llm.requests.length;
    const question = server.addHumanReply(root.id, 'keeper', '@sextant and in production?');

    // The first test's answer is this pull request's one model answer of the hour.
    const run = await runAction(sample, server, server.commentEvent(question), { inputs: { ...withModel(), 'max-answers-per-hour': '1' } });

    expect(run.code).toBe(0);
    expect(llm.requests.length).toBe(before);
    const reply = repliesTo(server, root.id).at(-1)?.body ?? '';
    expect(reply.startsWith(`<!-- sextant:reply-to=${question.id} -->\n**\`review/debugger\`**`)).toBe(true);
    expect(reply).toContain('This pull request had its 1 model answer of the last hour (`max-answers-per-hour`)');
  });

  it('a read-only user’s question makes no model call: the permission API says read, and the answer is the rule’s documentation', async () => {
    const root = findingComment(server, 31, DEBUGGER);
    const before = llm.requests.length;
    const question = server.addHumanReply(root.id, 'reader', '@sextant is this really a problem?');

    const run = await runAction(sample, server, server.commentEvent(question), { inputs: withModel() });

    expect(run.code).toBe(0);
    expect(llm.requests.length).toBe(before);
    expect(server.requests.some((request) => request.path === '/repos/octo/app/collaborators/reader/permission')).toBe(true);
    expect(replyPosts(server)).toHaveLength(1);
    const reply = repliesTo(server, root.id).at(-1)?.body ?? '';
    expect(reply).toMatch(new RegExp(`^<!-- sextant:reply-to=${question.id} -->\\n\\*\\*\`review/debugger\`\\*\\*`));
    expect(reply).toContain('Answers written by a model are for people with write access');

    // Someone with no role on the repository is not even looked up.
    server.clearRequests();
    const visitor = server.addHumanReply(root.id, 'visitor', '@sextant explain');
    await runAction(sample, server, server.commentEvent(visitor), { inputs: withModel() });
    expect(llm.requests.length).toBe(before);
    expect(server.requests.some((request) => request.path.includes('/collaborators/'))).toBe(false);
    expect(replyPosts(server)).toHaveLength(1);
  });

  it('without a model, a question gets the rule’s documentation, why it fired here and how to silence it', async () => {
    const root = findingComment(server, 31, DEBUGGER);
    const question = server.addHumanReply(root.id, 'keeper', '@sextant why?');

    const run = await runAction(sample, server, server.commentEvent(question));

    expect(run.code).toBe(0);
    const reply = repliesTo(server, root.id).at(-1)?.body ?? '';
    expect(reply.startsWith(`<!-- sextant:reply-to=${question.id} -->\n`)).toBe(true);
    expect(reply).not.toContain('sextant:answer=model');
    expect(reply).toContain('**What it looks for:** \\`debugger\\` statement left in the code');
    expect(reply).toMatch(/\*\*Why it fired here\*\* \(src/);
    expect(reply).toContain('```\n  debugger;\n```');
    expect(reply).toContain('`// sextant-ignore review/debugger`');
    expect(reply).toContain('`@sextant ignore rule`');
    expect(reply).toContain('A model gives fuller answers');
  });

  it('Sextant’s own comments, other bots’ and edited comments trigger nothing', async () => {
    const root = findingComment(server, 31, DEBUGGER);
    const ownReply = repliesTo(server, root.id)[0];
    if (!ownReply) throw new Error('no reply of Sextant’s');
    const edited = server.addHumanReply(root.id, 'keeper', '@sextant why, again?');
    const otherBot = server.addIssueComment(31, 'dependabot[bot]', '@sextant help', 'Bot');
    server.clearRequests();
    const requestsBefore = llm.requests.length;

    const events = [
      server.commentEvent(root),
      server.commentEvent(ownReply),
      server.commentEvent(otherBot),
      server.commentEvent(edited, { action: 'edited', previousBody: 'typo' }),
    ];
    for (const event of events) {
      const run = await runAction(sample, server, event, { inputs: withModel() });
      expect(run.code).toBe(0);
      expect(run.outputs.status).toBe('skipped');
    }
    expect(server.writes()).toEqual([]);
    expect(server.requests).toEqual([]);
    expect(llm.requests.length).toBe(requestsBefore);
  });

  it('`help` on the pull request’s conversation lists the commands in one comment', async () => {
    const comment = server.addIssueComment(31, 'visitor', '@sextant help');
    const run = await runAction(sample, server, server.commentEvent(comment));
    expect(run.code).toBe(0);
    const posted = server.writes();
    expect(posted.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /repos/octo/app/issues/31/comments']);
    expect(String(posted[0]?.body.body)).toMatch(
      new RegExp(`^<!-- sextant:reply-to=${comment.id} -->\\nSextant answers comments that start with \`@sextant\`:`),
    );
    expect(String(posted[0]?.body.body)).toContain('| `@sextant ignore rule` |');
  });

  it('a fork’s pull request runs no command, for anyone', async () => {
    const comment = server.addIssueComment(33, 'keeper', '@sextant is the credential real?');
    const before = llm.requests.length;
    const run = await runAction(sample, server, server.commentEvent(comment), { inputs: withModel() });
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe('skipped');
    expect(llm.requests.length).toBe(before);
    expect(server.issueComments.filter((candidate) => candidate.issue === 33 && candidate.user.type === 'Bot').map((candidate) => candidate.body)).toEqual([
      expect.stringMatching(new RegExp(`^<!-- sextant:reply-to=${comment.id} -->\\nSextant runs no commands on a pull request from a fork`)),
    ]);
  });
});
