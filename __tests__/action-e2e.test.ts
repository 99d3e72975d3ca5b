import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { posted, READ_TOKEN, startGitHub, WRITE_TOKEN } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

/** Fixes the sample's `debugger;` finding in the working tree. */
function removeDebuggerLine(sample: SampleChange): void {
  const loader = readFileSync(join(sample.root, 'src/loader.ts'), 'utf8');
  sample.write(
    'src/loader.ts',
    loader
      .split('\n')
      .filter((line) => line !== '  debugger;')
      .join('\n'),
  );
}

describe('the bundled action (dist/index.js) against the loopback GitHub API', () => {
  let sample: SampleChange;
  let server: FakeGitHub;
  let firstHead: string;

  beforeAll(async () => {
    sample = createSampleChange();
    firstHead = sample.headSha;
    server = await startGitHub(sample.root);
    for (const number of [7, 8, 10]) {
      server.addPullRequest({ number, base: { sha: sample.baseSha }, head: { sha: sample.headSha, repo: number === 8 ? 'someone/app' : 'octo/app' } });
    }
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });
  beforeEach(() => server.clearRequests());

  describe('one pull request, push after push', () => {
    it('first run: posts one review and one summary, a check run with annotations, and fails the gate', async () => {
      const run = await runAction(sample, server, pullRequestEvent(7, sample));
      expect(run.code).toBe(1);
      const reviews = posted(server, 'POST', /\/pulls\/7\/reviews$/);
      expect(reviews).toHaveLength(1);
      const review = reviews[0]?.body ?? {};
      expect(review).toMatchObject({ event: 'COMMENT', commit_id: sample.headSha });
      const comments = review.comments as Array<Record<string, unknown>>;
      expect(comments.map((comment) => `${comment.path}:${comment.line}`).sort()).toEqual([
        'src/loader.test.ts:3',
        'src/loader.ts:14',
        'src/loader.ts:4',
        'src/loader.ts:6',
      ]);
      expect(comments.every((comment) => comment.side === 'RIGHT' && comment.position === undefined)).toBe(true);
      // The debugger statement has a mechanical fix: a committable suggestion that deletes the line.
      expect(comments.find((comment) => comment.line === 6)?.body).toMatch(/^<!-- sextant:fp=[0-9a-f]+ -->[\s\S]*```suggestion\n```/);
      expect(posted(server, 'POST', /\/issues\/7\/comments$/)).toHaveLength(1);
      expect(server.issueComments.filter((comment) => comment.issue === 7)[0]?.body).toMatch(/^<!-- sextant:summary -->[\s\S]*<!-- sextant:state \{/);
      expect(posted(server, 'POST', /\/check-runs$/)).toHaveLength(1);
      expect(server.checkRuns.at(-1)).toMatchObject({ head_sha: sample.headSha, conclusion: 'failure' });
      expect(server.checkRuns.at(-1)?.output.annotations).toHaveLength(4);
      expect(server.writes().every((request) => request.status < 300)).toBe(true);
      expect(run.outputs['review-id']).toBe(String(server.reviews.find((candidate) => candidate.pull === 7)?.id));
      expect(run.outputs.status).toBe('success');
      // GitHub shows no diff for the image; the checkout holds the head and tells it is binary.
      expect(run.report?.not_reviewed).toContainEqual(expect.objectContaining({ path: 'assets/logo.png', reason: 'binary' }));
      // The HTML report sits beside the JSON one, ready for upload-artifact.
      expect(run.outputs['html-path']).toMatch(/sextant\/[0-9a-f]{8}\/report\.html$/);
      const page = Object.entries(run.sessionFiles).find(([name]) => name.endsWith('report.html'))?.[1] ?? '';
      expect(page).toMatch(/^<!doctype html>/);
      expect(page).toContain('<code>src/loader.ts</code>');
      // The check run carries the annotations, so the step does not repeat them as workflow commands.
      expect(run.stdout).not.toMatch(/^::error title=/m);
      expect(run.stdout).toMatch(/::error::Sextant: 1 finding\(s\) at or above 'critical' \(fail-on\) open on this pull request/);
      expect(run.summary).toMatch(/Posted \[a review\]/);
      expect(run.stdout).not.toContain(WRITE_TOKEN);
    });

    it('rerun on the same head: posts nothing new at all', async () => {
      const run = await runAction(sample, server, pullRequestEvent(7, sample, { action: 'synchronize' }));
      expect(run.code).toBe(1);
      expect(server.writes()).toEqual([]);
      expect(run.outputs['review-id']).toBe('');
      expect(run.summary).toMatch(/Nothing new to post on #7: 4 finding\(s\) were already reported/);
    });

    it('a new commit that fixes one finding: reviews only the new commits and resolves the fixed thread', async () => {
      removeDebuggerLine(sample);
      sample.write('src/extra.ts', 'export function stop(): void {\n  debugger;\n}\n');
      sample.git('add', '-A');
      sample.git('commit', '-q', '-m', 'fix the debugger, add extra');
      sample.headSha = sample.git('rev-parse', 'HEAD');
      server.setHead(7, sample.headSha);

      const run = await runAction(sample, server, pullRequestEvent(7, sample, { action: 'synchronize' }));
      expect(run.code).toBe(1);
      expect(run.report?.base_sha).toBe(firstHead);
      expect(run.report?.findings.map((finding) => finding.file)).toEqual(['src/extra.ts']);
      const reviews = posted(server, 'POST', /\/pulls\/7\/reviews$/);
      expect(reviews).toHaveLength(1);
      expect((reviews[0]?.body.comments as Array<{ path: string; line: number }>).map((comment) => `${comment.path}:${comment.line}`)).toEqual([
        'src/extra.ts:2',
      ]);
      expect(reviews[0]?.body.body).toContain(`the commits since \`${firstHead.slice(0, 7)}\``);
      const mutations = posted(server, 'POST', /^\/graphql$/);
      expect(mutations).toHaveLength(1);
      const fixedRoot = server.reviewComments.find((comment) => comment.pull === 7 && comment.path === 'src/loader.ts' && comment.line === 6);
      expect(server.resolvedThreads.has(fixedRoot?.id ?? -1)).toBe(true);
      expect(server.resolvedThreads.size).toBe(1);
      expect(posted(server, 'PATCH', /\/issues\/comments\/\d+$/)).toHaveLength(1);
      expect(posted(server, 'POST', /\/issues\/7\/comments$/)).toHaveLength(0);
      const summary = server.issueComments.find((comment) => comment.issue === 7)?.body ?? '';
      expect(summary).toMatch(/Fixed since the last review/);
      expect(summary).toMatch(/Still open from earlier reviews/);
      // The leaked key (critical) is still open from the first review, one line up now: the gate still fails.
      expect(summary).toMatch(/src\/loader\.ts:13/);
      expect(run.stdout).toMatch(/::error::Sextant: 1 finding\(s\) at or above 'critical' \(fail-on\) open on this pull request/);
    });

    it('after a force-push: the last reviewed head is gone from the branch, so the whole pull request is reviewed again', async () => {
      const reviewedHead = sample.headSha;
      sample.git('reset', '-q', '--hard', 'HEAD~1');
      removeDebuggerLine(sample);
      sample.write('src/extra.ts', 'export function stop(): void {\n  return;\n}\n');
      sample.git('add', '-A');
      sample.git('commit', '-q', '-m', 'rewritten');
      sample.headSha = sample.git('rev-parse', 'HEAD');
      server.setHead(7, sample.headSha);

      const run = await runAction(sample, server, pullRequestEvent(7, sample, { action: 'synchronize' }));
      expect(run.stdout).toMatch(
        new RegExp(
          `::warning::the last reviewed head ${reviewedHead.slice(0, 7)} is no longer in the branch \\(force-push\\?\\): reviewing the whole pull request`,
        ),
      );
      expect(run.report?.base_sha).toBe(sample.baseSha);
      expect(run.report?.findings.map((finding) => finding.file).sort()).toEqual(['src/loader.test.ts', 'src/loader.ts', 'src/loader.ts']);
      // Everything found again was said before; only the extra file's finding is gone, so its thread is resolved.
      expect(posted(server, 'POST', /\/pulls\/7\/reviews$/)).toHaveLength(0);
      const extraRoot = server.reviewComments.find((comment) => comment.pull === 7 && comment.path === 'src/extra.ts');
      expect(server.resolvedThreads.has(extraRoot?.id ?? -1)).toBe(true);
    });
  });

  it('a fork’s pull request with a read-only token: no crash, annotations + job summary + SARIF, says so, still gates', async () => {
    // The fork's head is the commit #7 started from; forget #7's check run on it, as a fork's commit would have none.
    server.checkRuns.splice(0);
    const run = await runAction(sample, server, pullRequestEvent(8, { ...sample, headSha: firstHead }, { fork: true }), { token: READ_TOKEN });
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('success');
    expect(run.outputs['review-id']).toBe('');
    expect(server.writes().every((request) => request.status === 403)).toBe(true);
    expect(server.reviews.filter((review) => review.pull === 8)).toHaveLength(0);
    expect(run.stdout).toMatch(/^::error title=SEC-001[^,]*,file=src\/loader\.ts,line=14/m);
    expect(run.stdout).toMatch(/::warning::Sextant could not post to pull request #8: the token may not write to it/);
    expect(run.summary).toMatch(/could not post to pull request #8/);
    expect(run.summary).toContain('src/loader.ts');
    expect(JSON.parse(run.sarif).version).toBe('2.1.0');
  });

  it('a comment GitHub refuses (422 for the whole batch): every valid comment still posts, the refused one goes in the body', async () => {
    server.rejectCommentsOn('src/loader.ts', 4);
    const run = await runAction(sample, server, { name: 'workflow_dispatch', payload: {} }, { inputs: { 'pr-number': '10' } });
    expect(run.code).toBe(1);
    const [review] = server.reviews.filter((candidate) => candidate.pull === 10);
    expect(server.reviews.filter((candidate) => candidate.pull === 10)).toHaveLength(1);
    expect(review?.state).toBe('COMMENTED');
    expect(review?.comments.map((comment) => `${comment.path}:${comment.line}`).sort()).toEqual([
      'src/loader.test.ts:3',
      'src/loader.ts:14',
      'src/loader.ts:6',
    ]);
    expect(review?.body).toMatch(/Rejected by GitHub as inline comments[\s\S]*src\/loader\.ts:4/);
    expect(posted(server, 'POST', /\/pulls\/10\/reviews$/).filter((request) => request.body.event === 'COMMENT')).toHaveLength(1);
  });
});
