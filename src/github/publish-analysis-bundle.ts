import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildReport } from '../report/build-report.js';
import { renderMarkdown } from '../report/render-markdown.js';
import { renderSarif } from '../report/render-sarif.js';
import type { ActionRuntime } from '../runtime.js';
import { publishedOutcome } from './action-outcome.js';
import type { ActionOutcome } from './action-outcome.js';
import { readAnalysisBundle } from './analysis-bundle.js';
import { findSummaryComment } from './find-summary-comment.js';
import type { GitHubClient } from './github-client.js';
import { isDiffFile, parsePullRequestFile } from './parse-pull-request-file.js';
import { publishToPullRequest } from './publish-to-pull-request.js';
import { createPullRequestSource } from './pull-request-source.js';
import { readReviewSettings } from './read-review-settings.js';

export interface BundlePublication {
  runtime: ActionRuntime;
  client: GitHubClient;
  /** Where the analyze job's bundle was downloaded to, relative to the workspace (a workflow-only input). */
  bundlePath: string;
  /** From the workflow_run event (trusted): the commit the analyze workflow ran on, and its repository. */
  headSha: string;
  headRepo: string | null;
}

/**
 * `mode: publish`, in a privileged workflow_run job that never checks out the pull request's code:
 * takes the bundle an unprivileged `mode: analyze` job left, believes nothing in it that GitHub can
 * tell — the pull request, its head and its files are read again through the API, findings on files
 * the pull request does not change are dropped — and publishes it like a full run would.
 */
export async function publishAnalysisBundle(publication: BundlePublication): Promise<ActionOutcome> {
  const { runtime, client } = publication;
  const bundle = await readAnalysisBundle(resolve(runtime.cwd, publication.bundlePath));
  if (bundle.head_sha !== publication.headSha || bundle.state.head_sha !== bundle.head_sha) {
    throw new Error(`the bundle claims commit ${bundle.head_sha}, but the workflow run that made it ran on ${publication.headSha}: refusing to publish it`);
  }
  const pullRequest = await client.getPullRequest(bundle.pr_number);
  if (publication.headRepo && pullRequest.headRepo !== publication.headRepo) {
    throw new Error(`the bundle names pull request #${bundle.pr_number}, whose head is in ${pullRequest.headRepo ?? 'a deleted repository'}, not ${publication.headRepo}: refusing to publish it`);
  }
  if (pullRequest.headSha !== bundle.head_sha) {
    return { kind: 'skipped', message: `pull request #${bundle.pr_number} has moved on to ${pullRequest.headSha.slice(0, 7)} since ${bundle.head_sha.slice(0, 7)} was analysed: the newer analysis will be published` };
  }
  if (pullRequest.state !== 'open') return { kind: 'skipped', message: `pull request #${bundle.pr_number} is ${pullRequest.state}: nothing to publish` };

  // The analysed code is the contributor's: the config comes from the base, whatever the bundle used.
  const { settings, warnings } = await readReviewSettings(runtime, client, { trusted: false, pullRequest });

  const listed = await client.listPullRequestFiles(bundle.pr_number);
  const paths = new Set(listed.map((file) => file.filename));
  const stray = bundle.diff.find((file) => !paths.has(file.path));
  if (stray) throw new Error(`the bundle's diff has '${stray.path}', which pull request #${bundle.pr_number} does not change: refusing to publish it`);
  const findings = bundle.state.findings.filter((finding) => paths.has(finding.file) && finding.confidence >= settings.minConfidence);
  const dropped = bundle.state.findings.length - findings.length;
  if (dropped > 0) warnings.push(`${dropped} finding(s) of the bundle were dropped: outside the pull request's files or under min-confidence`);
  const state = {
    ...bundle.state,
    request: { ...bundle.state.request, fail_on: settings.failOn, min_confidence: settings.minConfidence },
    findings,
    warnings: [...bundle.state.warnings, ...warnings],
  };
  const report = buildReport(state, runtime.now().toISOString());
  const sessionDir = join(runtime.runnerTemp, 'sextant', state.session_id);
  await mkdir(sessionDir, { recursive: true });
  const reportPath = join(sessionDir, 'report.json');
  const sarifPath = join(sessionDir, 'report.sarif');
  await writeFile(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(sarifPath, `${JSON.stringify(renderSarif(report), null, 2)}\n`);
  await writeFile(join(sessionDir, 'summary.md'), renderMarkdown(report));

  const source = createPullRequestSource({ client, baseSha: pullRequest.baseSha, headSha: pullRequest.headSha, files: listed });
  try {
    const summary = await findSummaryComment(client, bundle.pr_number);
    const published = await publishToPullRequest({
      client,
      pullRequest,
      report,
      files: listed.map(parsePullRequestFile).filter(isDiffFile),
      ...(summary ? { summary } : {}),
      maxComments: settings.maxComments,
      fix: settings.fix,
      failOn: settings.failOn,
      readFile: (path) => source.readFile(path),
      runKey: `${runtime.runKey}-${report.session_id}`,
    });
    return publishedOutcome({ report, reportPath, sarifPath }, published, {
      number: bundle.pr_number,
      failOn: settings.failOn,
      warnings,
      lead: `Published the analysis of #${bundle.pr_number} at \`${bundle.head_sha.slice(0, 7)}\`.`,
    });
  } finally {
    await source.close();
  }
}
