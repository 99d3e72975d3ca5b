import { publishedOutcome } from '../src/publish/action-outcome.js';
import type { NewReviewComment } from '../src/github/github-client.js';
import { parsePullRequestFile, isDiffFile } from '../src/pull-request/parse-pull-request-file.js';
import { postCheckRun } from '../src/publish/post-check-run.js';
import { postReview } from '../src/publish/post-review.js';
import { publishToPullRequest } from '../src/publish/publish-to-pull-request.js';
import { renderSummaryComment } from '../src/publish/render-summary-comment.js';
import { resolveFixedThreads } from '../src/publish/resolve-fixed-threads.js';
import { renderFingerprintMarker, tryParseStateBlock } from '../src/github/review-markers.js';
import { toOpenFinding } from '../src/publish/track-findings.js';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { clientFor, NO_CHECKS_TOKEN, startGitHub } from './support/github-fixture.js';
import { buildFinding, buildReport } from './support/report-fixture.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const comment = (line: number, body = `comment on ${line}`): NewReviewComment => ({ path: 'src/app.ts', line, side: 'RIGHT', body });

describe('publishing to a pull request (real Octokit against the loopback API)', () => {
  let repo: TempGitRepo;
  let server: FakeGitHub;
  let head: string;
  let number = 0;

  beforeAll(async () => {
    repo = createTempGitRepo();
    repo.write('src/app.ts', 'export const a = 1;\n');
    const base = repo.commit('base');
    repo.write('src/app.ts', Array.from({ length: 12 }, (_, index) => `export const v${index} = ${index};`).join('\n') + '\n');
    head = repo.commit('change');
    server = await startGitHub(repo.root);
    for (let pull = 1; pull <= 12; pull++) server.addPullRequest({ number: pull, base: { sha: base }, head: { sha: head } });
  });
  afterAll(async () => {
    await server.close();
    repo.cleanup();
  });
  beforeEach(() => {
    number += 1;
    server.clearRequests();
  });

  const reviewsOf = (pull: number) => server.reviews.filter((review) => review.pull === pull);

  it('a 422 for the whole batch: finds the refused comments, posts the others in one review, tells the refused ones in the body', async () => {
    server.rejectCommentsOn('src/app.ts', 2);
    server.rejectCommentsOn('src/app.ts', 5);
    const comments = [1, 2, 3, 4, 5, 6].map((line) => ({ item: line, comment: comment(line) }));
    const posted = await postReview(clientFor(server), {
      number,
      commitId: head,
      runKey: 'run-422',
      comments,
      renderBody: (rejected) => `refused: ${rejected.join(', ')}`,
    });
    expect(posted.rejected).toEqual([2, 5]);
    expect(reviewsOf(number)).toHaveLength(1);
    expect(reviewsOf(number)[0]).toMatchObject({ state: 'COMMENTED', body: 'refused: 2, 5' });
    expect(reviewsOf(number)[0]?.comments.map((posted) => posted.line)).toEqual([1, 3, 4, 6]);
    // The probes were pending reviews, deleted again: nobody was notified of them.
    const probes = server.requests.filter((request) => request.method === 'POST' && request.body.event === undefined);
    expect(probes.length).toBeGreaterThan(0);
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(probes.filter((probe) => probe.status === 200).length);
  });

  it('a review whose answer was lost is found by its marker, not posted twice', async () => {
    server.failNext({ method: 'POST', path: new RegExp(`/pulls/${number}/reviews$`), status: 502, afterProcessing: true });
    const posted = await postReview(clientFor(server), {
      number,
      commitId: head,
      runKey: 'run-lost',
      comments: [{ item: 1, comment: comment(1) }],
      renderBody: () => '<!-- sextant:run=run-lost -->\nreview',
    });
    expect(reviewsOf(number)).toHaveLength(1);
    expect(posted.review.id).toBe(reviewsOf(number)[0]?.id);
    expect(server.requests.map((request) => `${request.method} ${request.status}`)).toEqual(['POST 502', 'GET 200']);
  });

  it('a review POST that failed before GitHub processed it is tried again after looking for it', async () => {
    server.failNext({ method: 'POST', path: new RegExp(`/pulls/${number}/reviews$`), status: 403, kind: 'secondary-rate-limit', retryAfter: 3 });
    await postReview(clientFor(server), {
      number,
      commitId: head,
      runKey: 'run-limited',
      comments: [{ item: 1, comment: comment(1) }],
      renderBody: () => '<!-- sextant:run=run-limited -->\nreview',
    });
    expect(reviewsOf(number)).toHaveLength(1);
    expect(server.requests.map((request) => `${request.method} ${request.status}`)).toEqual(['POST 403', 'GET 200', 'POST 200']);
  });

  it('resolves the threads of fixed findings, replies instead where a person took part, and never twice', async () => {
    const client = clientFor(server);
    await client.createReview(number, {
      commitId: head,
      body: 'review',
      event: 'COMMENT',
      comments: [7, 8, 9].map((line) => comment(line, `${renderFingerprintMarker(String(line).repeat(16))}\nfinding ${line}`)),
    });
    const roots = server.reviewComments.filter((posted) => posted.pull === number);
    server.addHumanReply(roots[1]?.id ?? 0, 'author', 'I disagree, see the docs');
    const fixed = new Set(['7777777777777777', '8888888888888888']);
    expect(await resolveFixedThreads(client, number, fixed, head)).toEqual({ resolved: 1, replied: 1 });
    expect(server.resolvedThreads.has(roots[0]?.id ?? 0)).toBe(true);
    expect(server.resolvedThreads.has(roots[1]?.id ?? 0)).toBe(false);
    const reply = server.reviewComments.find((posted) => posted.in_reply_to_id === roots[1]?.id && posted.user.type === 'Bot');
    expect(reply?.body).toContain(`Fixed in \`${head.slice(0, 7)}\``);
    expect(server.reviewComments.filter((posted) => posted.pull === number)).toHaveLength(5);
    expect(await resolveFixedThreads(client, number, fixed, head)).toEqual({ resolved: 0, replied: 0 });
  });

  it('creates one check run with every annotation, 50 per request, and leaves an identical one alone', async () => {
    const findings = Array.from({ length: 120 }, (_, index) => buildFinding({ line: (index % 12) + 1, fingerprint: index.toString(16).padStart(16, '0') }));
    const run = {
      name: `Sextant ${number}`,
      headSha: head,
      conclusion: 'failure' as const,
      title: 't',
      summary: 's',
      externalId: 'digest-1',
      findings,
      carried: [],
    };
    expect(await postCheckRun(clientFor(server), run)).toMatchObject({ created: true });
    const writes = server.writes();
    expect(writes.map((request) => request.method)).toEqual(['POST', 'PATCH', 'PATCH']);
    expect(writes.map((request) => (request.body.output as { annotations: unknown[] }).annotations.length)).toEqual([50, 50, 20]);
    expect(server.checkRuns.at(-1)?.output.annotations).toHaveLength(120);
    server.clearRequests();
    expect(await postCheckRun(clientFor(server), run)).toMatchObject({ created: false });
    expect(server.writes()).toEqual([]);
  });

  it('without checks: write, still posts the review and the summary, and says the annotations must go elsewhere', async () => {
    const client = clientFor(server, NO_CHECKS_TOKEN);
    const findings = [buildFinding({ file: 'src/app.ts', line: 10, severity: 'high', fingerprint: 'abababababababab', auto_fixable: false })];
    const result = await publishToPullRequest({
      client,
      pullRequest: await client.getPullRequest(number),
      report: buildReport({ findings, head_sha: head }),
      files: (await client.listPullRequestFiles(number)).map(parsePullRequestFile).filter(isDiffFile),
      maxComments: 30,
      fix: 'suggest',
      failOn: 'high',
      readFile: async () => undefined,
      runKey: 'run-no-checks',
    });
    expect(result).toMatchObject({ inline: 1, summary: 'created', check: 'not-posted', checksDenied: true, pullRequestDenied: false, problems: [] });
    expect(result.open.map((finding) => finding.fp)).toEqual(['abababababababab']);
    expect(server.writes().map((request) => `${request.method} ${request.path} ${request.status}`)).toEqual([
      `POST /repos/octo/app/pulls/${number}/reviews 200`,
      `POST /repos/octo/app/issues/${number}/comments 201`,
      'POST /repos/octo/app/check-runs 403',
    ]);
  });

  it('a review that could not be posted is not described as nothing new to post', async () => {
    server.failNext({ method: 'POST', path: new RegExp(`/pulls/${number}/reviews$`), status: 502, times: 3 });
    const client = clientFor(server);
    const report = buildReport({ findings: [buildFinding({ file: 'src/app.ts', line: 3, fingerprint: 'cdcdcdcdcdcdcdcd' })], head_sha: head });
    const published = await publishToPullRequest({
      client,
      pullRequest: await client.getPullRequest(number),
      report,
      files: (await client.listPullRequestFiles(number)).map(parsePullRequestFile).filter(isDiffFile),
      maxComments: 30,
      fix: 'off',
      failOn: 'none',
      readFile: async () => undefined,
      runKey: 'run-unposted',
    });
    expect(published.review).toBe('not-posted');
    expect(published.problems).toEqual([expect.stringMatching(/^posting the review: /)]);
    const outcome = publishedOutcome({ report, reportPath: 'r.json', sarifPath: 'r.sarif', htmlPath: 'r.html' }, published, {
      number,
      failOn: 'none',
      warnings: [],
    });
    expect(outcome.notes.join('\n')).not.toMatch(/Nothing new to post/);
    expect(outcome.warnings).toEqual([expect.stringMatching(/^posting the review: /)]);
  });

  it('keeps the summary comment under 65,536 characters with thousands of findings, and its state readable', () => {
    const findings = Array.from({ length: 3_000 }, (_, index) =>
      buildFinding({ line: index + 1, fingerprint: index.toString(16).padStart(16, '0'), description: 'A long description. '.repeat(20) }),
    );
    const report = buildReport({ findings, head_sha: 'c'.repeat(40) });
    const open = findings.map(toOpenFinding);
    const body = renderSummaryComment({ report, failOn: 'high', open, carried: [], fixed: [], notes: [] });
    expect(body.length).toBeLessThan(65_536);
    const state = tryParseStateBlock(body);
    expect(state).toMatchObject({ version: 1, head_sha: 'c'.repeat(40), truncated: true });
    expect(state?.open.length).toBeGreaterThan(100);
  });
});
