import { tryParseCommentEvent } from '../src/conversation/comment-event.js';
import { tryParseCommand } from '../src/conversation/parse-command.js';
import { decideConversation } from '../src/conversation/read-conversation.js';
import { renderUntrustedAnswer } from '../src/conversation/render-reply.js';
import { renderDocumentationAnswer } from '../src/conversation/render-documentation-answer.js';
import { tryReadThreadFinding } from '../src/conversation/thread-finding.js';
import { suggestionForThread } from '../src/conversation/thread-suggestion.js';
import type { IssueCommentInfo, ReviewCommentInfo } from '../src/github/github-client.js';
import {
  MODEL_ANSWER_MARKER,
  renderMuteMarker,
  renderReplyMarker,
  renderStateBlock,
  SUMMARY_MARKER,
  tryParseStateBlock,
} from '../src/github/review-markers.js';
import type { SummaryState } from '../src/github/review-markers.js';
import { recordDismissal } from '../src/publish/render-summary-comment.js';
import { renderReviewComment } from '../src/publish/render-review-comment.js';
import { decideMutedRules } from '../src/pull-request/read-muted-rules.js';
import { buildFinding } from './support/report-fixture.js';

const PREFIXES = ['@sextant', '/sextant'];
const BOT = { login: 'github-actions[bot]', type: 'Bot' };
const PERSON = { login: 'keeper', type: 'User' };

describe('commands addressed to Sextant', () => {
  it('reads the command from the first line after a prefix, and takes anything else as a question', () => {
    expect(tryParseCommand('@sextant why is this a problem?', PREFIXES)).toEqual({ kind: 'question', text: 'why is this a problem?' });
    expect(tryParseCommand('  /Sextant ignore', PREFIXES)).toEqual({ kind: 'ignore' });
    expect(tryParseCommand('@sextant ignore: on purpose, see the ADR', PREFIXES)).toEqual({ kind: 'ignore' });
    expect(tryParseCommand('@sextant ignore rule.', PREFIXES)).toEqual({ kind: 'ignore-rule' });
    expect(tryParseCommand('@sextant fix\nthanks!', PREFIXES)).toEqual({ kind: 'fix' });
    expect(tryParseCommand('@sextant fix this how?', PREFIXES)).toEqual({ kind: 'question', text: 'fix this how?' });
    expect(tryParseCommand('/sextant review please', PREFIXES)).toEqual({ kind: 'review', incremental: false });
    expect(tryParseCommand('@sextant review incremental', PREFIXES)).toEqual({ kind: 'review', incremental: true });
    expect(tryParseCommand('@sextant', PREFIXES)).toEqual({ kind: 'help' });
    expect(tryParseCommand('@sextant: help', PREFIXES)).toEqual({ kind: 'help' });
  });

  it('answers only comments that start with a configured prefix, as a whole word', () => {
    expect(tryParseCommand('looks good @sextant ignore', PREFIXES)).toBeUndefined();
    expect(tryParseCommand('@sextant-bot ignore', PREFIXES)).toBeUndefined();
    expect(tryParseCommand('@sextantly', PREFIXES)).toBeUndefined();
    expect(tryParseCommand('@reviewer why?', ['@reviewer'])).toEqual({ kind: 'question', text: 'why?' });
    expect(tryParseCommand('@sextant why?', ['@reviewer'])).toBeUndefined();
  });
});

describe('the comment events', () => {
  const reviewComment = (extra: Record<string, unknown> = {}, comment: Record<string, unknown> = {}) => ({
    action: 'created',
    pull_request: { number: 7 },
    comment: {
      id: 90,
      body: '@sextant why?',
      user: { login: 'keeper', type: 'User' },
      author_association: 'MEMBER',
      in_reply_to_id: 80,
      path: 'src/a.ts',
      line: 3,
      ...comment,
    },
    ...extra,
  });

  it('takes a reply in a thread with its thread, and an issue comment on a pull request', () => {
    expect(tryParseCommentEvent('pull_request_review_comment', reviewComment())).toEqual({
      event: {
        source: 'review-comment',
        commentId: 90,
        number: 7,
        body: '@sextant why?',
        author: { login: 'keeper', type: 'User' },
        association: 'MEMBER',
        threadRootId: 80,
        path: 'src/a.ts',
        line: 3,
      },
    });
    const startsThread = tryParseCommentEvent('pull_request_review_comment', reviewComment({}, { in_reply_to_id: undefined }));
    expect('event' in startsThread && startsThread.event.threadRootId).toBe(90);
    const issue = {
      action: 'created',
      issue: { number: 7, pull_request: { url: 'x' } },
      comment: { id: 91, body: '@sextant help', user: { login: 'keeper', type: 'User' } },
    };
    expect(tryParseCommentEvent('issue_comment', issue)).toMatchObject({ event: { source: 'issue-comment', number: 7, commentId: 91 } });
  });

  it('leaves alone edited and deleted comments, bots (Sextant included), Sextant’s own bodies and plain issues', () => {
    expect(tryParseCommentEvent('pull_request_review_comment', reviewComment({ action: 'edited' }))).toEqual({ skip: expect.stringContaining('edited') });
    expect(tryParseCommentEvent('pull_request_review_comment', reviewComment({ action: 'deleted' }))).toEqual({ skip: expect.any(String) });
    expect(tryParseCommentEvent('pull_request_review_comment', reviewComment({}, { user: BOT }))).toEqual({ skip: 'comments by bots are ignored' });
    const ownBody = reviewComment({}, { body: `${renderReplyMarker(80)}\n@sextant why?`, user: { login: 'sextant-pat-user', type: 'User' } });
    expect(tryParseCommentEvent('pull_request_review_comment', ownBody)).toEqual({ skip: 'the comment is Sextant’s own' });
    const plainIssue = { action: 'created', issue: { number: 7 }, comment: { id: 91, body: '@sextant help', user: PERSON } };
    expect(tryParseCommentEvent('issue_comment', plainIssue)).toEqual({ skip: 'the comment is not on a pull request' });
  });
});

describe('exactly once, and the hourly cap', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const review = (id: number, body: string, user = BOT, createdAt = '2026-12-01T11:30:00Z', inReplyToId?: number): ReviewCommentInfo => ({
    id,
    body,
    path: 'src/a.ts',
    user,
    createdAt,
    ...(inReplyToId ? { inReplyToId } : {}),
  });
  const issue = (id: number, body: string, user = BOT, createdAt = '2026-12-01T11:30:00Z'): IssueCommentInfo => ({ id, body, user, htmlUrl: '', createdAt });
  const event = { source: 'review-comment' as const, commentId: 90, number: 7, body: '@sextant why?', author: PERSON, threadRootId: 80 };

  it('knows a comment is answered only from a bot’s reply that starts with its marker', () => {
    const quoted = review(95, `${renderReplyMarker(90)}\nquoted by a person`, PERSON);
    expect(decideConversation([review(80, 'root'), quoted], [], event, now).answered).toBe(false);
    expect(decideConversation([review(80, 'root')], [issue(96, `${renderReplyMarker(90)}\nanswer`)], event, now).answered).toBe(true);
    expect(decideConversation([review(80, 'root'), review(97, `text ${renderReplyMarker(90)}`)], [], event, now).answered).toBe(false);
  });

  it('counts the model answers of the last hour across threads and the conversation', () => {
    const answer = (id: number, at: string) => review(id, `${renderReplyMarker(id - 1)}\n${MODEL_ANSWER_MARKER}\nanswer`, BOT, at);
    const comments = [
      answer(101, '2026-12-01T11:10:00Z'),
      answer(103, '2026-12-01T10:59:00Z'),
      review(105, `${renderReplyMarker(104)}\nfrom the documentation`),
    ];
    const issues = [issue(107, `${renderReplyMarker(106)}\n${MODEL_ANSWER_MARKER}\nanswer`)];
    expect(decideConversation(comments, issues, event, now).modelAnswersLastHour).toBe(2);
  });

  it('gives the thread: its first comment and the replies before the question, oldest first', () => {
    const comments = [
      review(80, 'root'),
      review(85, 'later', PERSON, undefined, 80),
      review(83, 'first', PERSON, undefined, 80),
      review(99, 'after', PERSON, undefined, 80),
    ];
    const thread = decideConversation(comments, [], event, now).thread;
    expect(thread?.root.id).toBe(80);
    expect(thread?.replies.map((reply) => reply.body)).toEqual(['first', 'later']);
  });
});

describe('what a reply quotes', () => {
  it('makes a model’s answer inert: no hidden marker, mention, link or committable suggestion, code kept as code', () => {
    const answer = [
      'Because @octocat said so <!-- sextant:fp=deadbeef --> see https://evil.test and #12.',
      '',
      '```suggestion',
      'rm -rf /',
      '```',
      '```ts',
      'const a = 1; // <!-- hidden -->',
      '```',
    ].join('\n');
    const rendered = renderUntrustedAnswer(answer).join('\n');
    expect(rendered).not.toContain('<!-- sextant');
    expect(rendered).not.toContain('<!-- hidden');
    expect(rendered).toContain('@<!-- -->octocat');
    expect(rendered).toContain('https:<!-- -->//evil');
    expect(rendered).not.toMatch(/```+suggestion/);
    expect(rendered).toMatch(/```ts\nconst a = 1; \/\/ \n```/);
  });
});

describe('the finding a thread is about', () => {
  const comment = (body: string, user = BOT): ReviewCommentInfo => ({
    id: 80,
    body,
    path: 'src/loader.ts',
    user,
    line: 12,
    startLine: 10,
    createdAt: '2026-12-01T11:00:00Z',
  });

  it('shows a model’s finding as markdown, neutralised, and reads it back as shown', () => {
    const description = [
      'Errors from *readConfig* are lost (ask @octocat, see #12) <b>:',
      '',
      '- the `catch` returns `{}`',
      '- callers never see `ENOENT`',
    ].join('\n');
    const finding = buildFinding({
      source: 'llm',
      severity: 'high',
      agent: 'silent-failure-hunter',
      category: 'error-handling',
      description,
      recommendation: 'Await `readConfig()`.',
    });
    const body = renderReviewComment(finding);
    expect(body).toContain('- the `catch` returns `{}`\n- callers never see `ENOENT`');
    expect(body).toContain('*readConfig*');
    expect(body).not.toContain('@octocat');
    expect(body).not.toContain('<b>');
    const read = tryReadThreadFinding(comment(body));
    expect(read).toMatchObject({
      commentId: 80,
      fingerprint: finding.fingerprint,
      severity: 'high',
      findingId: 'CORR-001',
      agent: 'silent-failure-hunter',
      category: 'error-handling',
    });
    expect(read?.description).toMatch(/^Errors from \*readConfig\* are lost .*\n\n- the `catch` returns `\{\}`\n- callers never see `ENOENT`$/);
    expect(read?.recommendation).toBe('Await `readConfig()`.');
  });

  it('keeps a rule’s text escaped, and reads it back unescaped', () => {
    const finding = buildFinding({ rule_id: 'review/debugger', description: 'A `debugger` left in *load* <b>', recommendation: 'Remove it.' });
    const body = renderReviewComment(finding);
    expect(body).toContain('\\*load\\*');
    expect(tryReadThreadFinding(comment(body))).toMatchObject({ description: 'A `debugger` left in *load* <b>', recommendation: 'Remove it.' });
  });

  it('knows a static finding by its rule, and no thread of a person’s', () => {
    const finding = buildFinding({ rule_id: 'review/debugger', category: 'debugging' });
    expect(tryReadThreadFinding(comment(renderReviewComment(finding)))).toMatchObject({ ruleId: 'review/debugger', severity: 'medium', category: 'debugging' });
    expect(tryReadThreadFinding(comment(renderReviewComment(finding), PERSON))).toBeUndefined();
  });

  it('knows an analyzer’s finding by its tool rule, and answers without a model from the tool, not as a model’s', () => {
    const finding = buildFinding({ source: 'analyzer', agent: 'code-reviewer', rule_id: 'eslint/@typescript-eslint/no-explicit-any', category: 'type-safety' });
    const read = tryReadThreadFinding(comment(renderReviewComment(finding)));
    expect(read).toMatchObject({ ruleId: 'eslint/@typescript-eslint/no-explicit-any', path: 'src/loader.ts' });
    const answer = renderDocumentationAnswer({ ...(read ? { finding: read } : {}), prefix: '@sextant', reason: 'no-model', maxAnswersPerHour: 10 }).join('\n');
    expect(answer).toContain("comes from `eslint`, one of this repository's own analyzers");
    expect(answer).not.toContain('(a model)');
    expect(answer).toContain('@sextant ignore rule');
  });
});

describe('a fix as a suggestion in its thread', () => {
  const text = 'a\nb\ndebugger;\nc\nd';
  it('replaces exactly the lines the thread is on', () => {
    expect(suggestionForThread(text, { start_line: 3, end_line: 3, replacement: '' }, { start: 3, end: 3 })).toEqual([]);
    expect(suggestionForThread(text, { start_line: 3, end_line: 3, replacement: 'x\ny' }, { start: 2, end: 4 })).toEqual(['b', 'x', 'y', 'c']);
  });
  it('is no suggestion when the fix reaches outside the thread’s lines, or the thread is outdated', () => {
    expect(suggestionForThread(text, { start_line: 2, end_line: 3, replacement: '' }, { start: 3, end: 3 })).toBeUndefined();
    expect(suggestionForThread(text, { start_line: 3, end_line: 3, replacement: '' }, undefined)).toBeUndefined();
  });
});

describe('dismissals in the summary', () => {
  const open = { fp: 'aaaaaaaa', path: 'src/a.ts', line: 3, severity: 'critical' as const, title: 'SEC-001 secrets' };
  const state: SummaryState = { version: 1, head_sha: 'a'.repeat(40), open: [open], truncated: false, digest: 'd' };
  const body = [SUMMARY_MARKER, '# 🧭 Sextant', '', 'the run’s summary', '', renderStateBlock(state)].join('\n');

  it('records who dismissed what in the state block and a closing list, replacing only those', () => {
    const once = recordDismissal(body, state, { ...open, by: 'keeper' });
    expect(tryParseStateBlock(once)?.dismissed).toEqual([{ ...open, by: 'keeper' }]);
    expect(once).toContain('the run’s summary');
    expect(once).toMatch(/\*\*Dismissed in review threads\*\*\n\n- .* SEC-001 secrets — src/);
    expect(once).toContain('dismissed by @<!-- -->keeper');
    const other = { ...open, fp: 'bbbbbbbb', title: 'SEC-002 eval' };
    const twice = recordDismissal(once, tryParseStateBlock(once) as SummaryState, { ...other, by: 'maintainer' });
    expect(tryParseStateBlock(twice)?.dismissed?.map((entry) => entry.by)).toEqual(['keeper', 'maintainer']);
    expect(twice.match(/Dismissed in review threads/g)).toHaveLength(1);
    expect(twice.match(/sextant:state/g)).toHaveLength(1);
  });
});

describe('`ignore rule`: the reply is the mute', () => {
  const thresholds = { thumbsDown: 3, maxThumbsUp: 0, days: 90, unmute: [] as string[] };
  const reply = (rule: string, by: string, user = BOT) => ({
    body: `${renderReplyMarker(5)}\n${renderMuteMarker(rule, by) ?? ''}\nMuted.`,
    user,
    downVoters: [],
    upVoters: [],
  });

  it('mutes the rule with no vote, says who asked, and keeps unmute-rules and a person’s forgery out', () => {
    expect(decideMutedRules([reply('review/debugger', 'keeper')], thresholds)).toEqual([
      { rule_id: 'review/debugger', thumbs_down: 0, thumbs_up: 0, muted_by: 'keeper' },
    ]);
    expect(decideMutedRules([reply('review/debugger', 'keeper')], { ...thresholds, unmute: ['review/debugger'] })).toEqual([]);
    expect(decideMutedRules([reply('review/debugger', 'keeper', PERSON)], thresholds)).toEqual([]);
    expect(renderMuteMarker('review/debugger', 'bad name -->')).toBeUndefined();
  });
});
