import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READ_TOKEN, startGitHub } from './github-fixture.js';
import { pullRequestEvent, runAction, workflowRunEvent } from './run-action.js';
import { createSampleChange } from './sample-change.js';
import type { SampleChange } from './sample-change.js';

// The analyze job runs the fork's code, so everything in its bundle may have been written by the fork.
export type Bundle = {
  pr_number: number;
  state: {
    findings: Array<Record<string, unknown>>;
    not_reviewed: Array<Record<string, unknown>>;
    fix_loop?: Record<string, unknown>;
    warnings: string[];
    errors: Array<Record<string, unknown>>;
    incomplete_reason?: string;
  };
};

export const HTML = '<img src=https://evil.example/x.png onerror=alert(1)>';
export const BACKTICKS = 'converged` **Approved** `';

/**
 * The sample change as fork pull requests `numbers`, analyzed once by the bundled action in mode analyze:
 * the genuine bundle, which the tests tamper with and hand to mode publish as the fork could.
 */
export async function analyzeForkPullRequests(numbers: readonly number[]) {
  const sample = createSampleChange();
  const server = await startGitHub(sample.root);
  for (const number of numbers) {
    server.addPullRequest({ number, base: { sha: sample.baseSha }, head: { sha: sample.headSha, repo: 'someone/app' } });
  }
  const folder = mkdtempSync(join(tmpdir(), 'sextant-untrusted-bundle-'));
  const genuine = join(folder, 'genuine.json');
  /** The publish job's workspace: it never checks out the pull request, so it is empty. */
  const publishWorkspace: SampleChange = { ...sample, root: mkdtempSync(join(tmpdir(), 'sextant-publish-workspace-')) };
  const analyze = await runAction(sample, server, pullRequestEvent(numbers[0] ?? 0, sample, { fork: true }), {
    token: READ_TOKEN,
    inputs: { mode: 'analyze', 'bundle-path': genuine, 'test-command': `"${process.execPath}" -e "process.exit(0)"` },
  });
  return {
    sample,
    server,
    folder,
    genuine,
    analyze,
    /** The genuine bundle, retargeted at pull request `number` and changed as the fork likes. */
    tampered(name: string, number: number, change: (bundle: Bundle) => void): string {
      const bundle = JSON.parse(readFileSync(genuine, 'utf8')) as Bundle;
      bundle.pr_number = number;
      change(bundle);
      const path = join(folder, `${name}.json`);
      writeFileSync(path, JSON.stringify(bundle));
      return path;
    },
    publish: (bundlePath: string) =>
      runAction(publishWorkspace, server, workflowRunEvent(sample.headSha), { inputs: { mode: 'publish', 'bundle-path': bundlePath } }),
    resolveCalls: () => server.requests.filter((request) => request.path === '/graphql' && String(request.body.query).includes('resolveReviewThread')),
    /** Everything GitHub renders as markdown that this run wrote, and the job summary. */
    renderedBodies: (number: number, jobSummary: string) => [
      ...server.reviews.filter((review) => review.pull === number).flatMap((review) => [review.body, ...review.comments.map((comment) => comment.body)]),
      ...server.issueComments.filter((comment) => comment.issue === number).map((comment) => comment.body),
      ...server.checkRuns.flatMap((run) => [run.output.title ?? '', run.output.summary ?? '', run.output.text ?? '']),
      jobSummary,
    ],
    async cleanup() {
      await server.close();
      for (const path of [sample.root, publishWorkspace.root, folder]) rmSync(path, { recursive: true, force: true });
    },
  };
}

export type AnalyzedForkPullRequests = Awaited<ReturnType<typeof analyzeForkPullRequests>>;
