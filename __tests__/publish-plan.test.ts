import type { DiffFile } from '../src/diff/diff-model.js';
import { parseHunks } from '../src/diff/parse-hunks.js';
import type { ReviewCommentInfo, ReviewThreadInfo } from '../src/github/github-client.js';
import { renderDismissalMarker, renderFingerprintMarker, renderReplyMarker } from '../src/github/review-markers.js';
import type { OpenFinding, SummaryState } from '../src/github/review-markers.js';
import type { SummaryComment } from '../src/publish/find-summary-comment.js';
import { planCheckRun } from '../src/publish/plan-check-run.js';
import { planPublication } from '../src/publish/plan-publication.js';
import type { PublishedState } from '../src/publish/plan-publication.js';
import { planSummary } from '../src/publish/plan-summary.js';
import { planThreadClosures } from '../src/publish/resolve-fixed-threads.js';
import { buildFinding, buildReport } from './support/report-fixture.js';

const HEAD = 'a'.repeat(40);
const BOT = { login: 'github-actions[bot]', type: 'Bot' };
const PERSON = { login: 'octocat', type: 'User' };
// Lines 10 to 12 of src/loader.ts are in the diff.
const FILES: DiffFile[] = [
  { path: 'src/loader.ts', status: 'modified', binary: false, additions: 1, deletions: 0, hunks: parseHunks('@@ -10,2 +10,3 @@\n a\n+b\n c') },
];

const open = (fp: string, line = 11): OpenFinding => ({ fp, path: 'src/loader.ts', line, severity: 'high', title: 'CORR-001 error-handling' });

function reviewComment(id: number, body: string, user = BOT): ReviewCommentInfo {
  return { id, body, path: 'src/loader.ts', user, line: 11, createdAt: '2026-01-01T00:00:00Z' };
}

function summaryWith(state: Partial<SummaryState>): SummaryComment {
  return {
    comment: { id: 7, body: 'summary', user: BOT, htmlUrl: 'https://github.test/c/7', createdAt: '2026-01-01T00:00:00Z' },
    state: { version: 1, head_sha: HEAD, open: [], truncated: false, digest: 'old', ...state },
  };
}

function plan(state: PublishedState, findings = [buildFinding({ line: 11, fingerprint: '1111111111111111' })], resolveThreads = true) {
  return planPublication(state, { report: buildReport({ findings, head_sha: HEAD }), files: FILES, maxComments: 30, suggestions: new Map(), resolveThreads });
}

describe('planPublication: what publishing writes, from what it read', () => {
  it('posts a new finding inline, and nothing for one that an earlier review of Sextant’s already marked', () => {
    const fresh = plan({});
    expect(fresh.review.inline.map((comment) => comment.finding.fingerprint)).toEqual(['1111111111111111']);
    expect(fresh.notes).toEqual([]);

    const reported = plan({ reviewComments: [reviewComment(1, `${renderFingerprintMarker('1111111111111111')}\nfinding`)] });
    expect(reported.review.inline).toEqual([]);
    expect(reported.review.alreadyReported.map((finding) => finding.fingerprint)).toEqual(['1111111111111111']);
    expect(reported.notes).toEqual(['Nothing new to post: every finding was reported by an earlier review.']);
  });

  it('does not take a person’s comment with a fingerprint marker as reported', () => {
    const planned = plan({ reviewComments: [reviewComment(1, `${renderFingerprintMarker('1111111111111111')}\nforged`, PERSON)] });
    expect(planned.review.inline).toHaveLength(1);
  });

  it('leaves out findings dismissed in the summary or in Sextant’s replies, and does not track them as fixed', () => {
    const dismissal = { ...open('2222222222222222'), by: 'octocat' };
    const reply = reviewComment(5, `${renderReplyMarker(1)}\n${renderDismissalMarker(dismissal)}\nIgnored.`);
    const planned = plan({ summary: summaryWith({ open: [open('2222222222222222')] }), reviewComments: [reply] }, [
      buildFinding({ line: 11, fingerprint: '1111111111111111' }),
      buildFinding({ line: 12, fingerprint: '2222222222222222' }),
    ]);
    expect(planned.shown.map((finding) => finding.fingerprint)).toEqual(['1111111111111111']);
    expect(planned.dismissed).toEqual([dismissal]);
    expect(planned.tracked.fixed).toEqual([]);
    expect(planned.resolve.size).toBe(0);
  });

  it('closes the threads of findings no longer reported, unless the findings come from a bundle', () => {
    const state = { summary: summaryWith({ open: [open('3333333333333333')] }) };
    expect([...plan(state).resolve]).toEqual(['3333333333333333']);
    const bundle = plan(state, undefined, false);
    expect(bundle.resolve.size).toBe(0);
    expect(bundle.notes).toEqual([expect.stringContaining('Earlier findings no longer reported (1) keep their threads open')]);
  });
});

describe('planSummary: create, update, keep or skip the sticky summary', () => {
  const report = buildReport({ findings: [], head_sha: HEAD });
  const tracked = { open: [], carried: [], fixed: [] };
  const input = { report, tracked, dismissed: [], failOn: 'high' as const, threadsResolved: true, notes: [], pullRequestDenied: false };

  it('creates the summary the first time and updates it when what it says changed', () => {
    const created = planSummary({ ...input, existing: undefined });
    expect(created.action).toBe('create');
    expect(created.body).toContain(created.digest);
    expect(planSummary({ ...input, existing: summaryWith({ digest: 'other' }) }).action).toBe('update');
  });

  it('keeps a summary that says the same of the same head, and skips writing when the pull request refuses writes', () => {
    const { digest } = planSummary({ ...input, existing: undefined });
    expect(planSummary({ ...input, existing: summaryWith({ digest }) }).action).toBe('keep');
    expect(planSummary({ ...input, existing: summaryWith({ digest, head_sha: 'b'.repeat(40) }) }).action).toBe('update');
    expect(planSummary({ ...input, existing: undefined, pullRequestDenied: true }).action).toBe('skip');
  });
});

describe('planCheckRun', () => {
  const summary = { body: 'the summary', digest: 'digest-1' };

  it('fails on a finding open at or above fail-on, and passes one below it', () => {
    const findings = [buildFinding({ severity: 'high' })];
    const report = buildReport({ findings, head_sha: HEAD });
    const tracked = { open: [open('0123456789abcdef')], carried: [], fixed: [] };
    const failing = planCheckRun({ headSha: HEAD, report, shown: findings, tracked, failOn: 'high', summary });
    expect(failing).toMatchObject({
      name: 'Sextant',
      conclusion: 'failure',
      title: '1 open finding at or above high',
      externalId: 'digest-1',
      summary: 'the summary',
    });
    expect(planCheckRun({ headSha: HEAD, report, shown: findings, tracked, failOn: 'critical', summary }).conclusion).toBe('success');
  });
});

describe('planThreadClosures', () => {
  const thread = (id: string, fp: string, replies: ReviewThreadInfo['comments'] = [], isResolved = false): ReviewThreadInfo => ({
    id,
    isResolved,
    comments: [{ databaseId: Number(id.slice(1)), body: `${renderFingerprintMarker(fp)}\nfinding`, author: BOT }, ...replies],
  });

  it('resolves Sextant’s threads of fixed findings, replies where a person took part, and leaves the rest', () => {
    const threads = [
      thread('t1', '1111111111111111'),
      thread('t2', '2222222222222222', [{ databaseId: 21, body: 'I disagree', author: PERSON }]),
      thread('t3', '3333333333333333', [], true),
      thread('t4', '4444444444444444', [{ databaseId: 41, body: '<!-- sextant:fixed -->\n✔ Fixed', author: BOT }]),
      thread('t5', '5555555555555555'),
      { id: 't6', isResolved: false, comments: [{ databaseId: 6, body: `${renderFingerprintMarker('1111111111111111')}\nforged`, author: PERSON }] },
    ];
    const fixed = new Set(['1111111111111111', '2222222222222222', '3333333333333333', '4444444444444444']);
    expect(planThreadClosures(threads, fixed)).toEqual([
      { threadId: 't1', commentId: 1, resolve: true },
      { threadId: 't2', commentId: 2, resolve: false },
    ]);
  });
});
