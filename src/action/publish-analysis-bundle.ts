import { join, resolve } from 'node:path';
import type { Settings } from '../config/settings.js';
import type { Finding } from '../findings/finding.js';
import { createActionsSink } from '../log/actions-sink.js';
import { buildReport } from '../report/build-report.js';
import { formatCount } from '../report/verdict.js';
import { REPORT_FILES, writeReportFiles } from '../report/write-report-files.js';
import { createSessionRedactor, runReviewSession } from '../review-session.js';
import { createArtifactStore } from '../state/create-artifact-store.js';
import type { ActionRuntime } from '../runtime.js';
import { publishedOutcome } from '../publish/action-outcome.js';
import type { ActionOutcome } from '../publish/action-outcome.js';
import { readAnalysisOutcome } from '../publish/analysis-bundle.js';
import type { AnalysisSkip } from '../publish/analysis-bundle.js';
import { findSummaryComment } from '../publish/find-summary-comment.js';
import type { GitHubClient } from '../github/github-client.js';
import { isDiffFile, parsePullRequestFile } from '../pull-request/parse-pull-request-file.js';
import { mergeAnalysisBundle } from '../publish/merge-analysis-bundle.js';
import { publishToPullRequest } from '../publish/publish-to-pull-request.js';
import { createApiGuidelinesSource } from '../pull-request/create-api-guidelines-source.js';
import { createPullRequestSource } from '../pull-request/pull-request-source.js';
import type { PullRequestSource } from '../pull-request/pull-request-source.js';
import { readReviewSettings } from '../pull-request/read-review-settings.js';
import { screenBundleSuggestion } from '../publish/screen-bundle-suggestion.js';

interface BundlePublication {
  runtime: ActionRuntime;
  client: GitHubClient;
  /** Where the analyze job's bundle was downloaded to, relative to the workspace (a workflow-only input). */
  bundlePath: string;
  /** From the workflow_run event (trusted): the commit the analyze workflow ran on, and its repository. */
  headSha: string;
  headRepo: string | null;
}

/**
 * `mode: publish`, in a privileged workflow_run job that never checks out the pull request's code.
 * The bundle an unprivileged `mode: analyze` job left is untrusted data (the pull request's own code
 * ran in that job and could have written it): it is validated field by field, checked against what
 * GitHub says (pull request, head, files), and only added to a review publish makes itself — the
 * static engine over the pull request's diff and head contents read through the API, with the base
 * branch's config and no command run. A finding missing from the bundle is still found, and still
 * gates; earlier threads are never resolved here, since a finding's absence from a bundle proves nothing.
 */
export async function publishAnalysisBundle(publication: BundlePublication): Promise<ActionOutcome> {
  const { runtime, client } = publication;
  const analysis = await readAnalysisOutcome(resolve(runtime.cwd, publication.bundlePath));
  if ('skip' in analysis) return confirmSkip(analysis.skip, publication);
  const { bundle, warnings: bundleWarnings } = analysis;
  if (bundle.head_sha !== publication.headSha || bundle.state.head_sha !== bundle.head_sha) {
    throw new Error(`the bundle claims commit ${bundle.head_sha}, but the workflow run that made it ran on ${publication.headSha}: refusing to publish it`);
  }
  const pullRequest = await client.getPullRequest(bundle.pr_number);
  if (publication.headRepo && pullRequest.headRepo !== publication.headRepo) {
    throw new Error(
      `the bundle names pull request #${bundle.pr_number}, whose head is in ${pullRequest.headRepo ?? 'a deleted repository'}, not ${publication.headRepo}: refusing to publish it`,
    );
  }
  if (pullRequest.headSha !== bundle.head_sha) {
    return {
      kind: 'skipped',
      message: `pull request #${bundle.pr_number} has moved on to ${pullRequest.headSha.slice(0, 7)} since ${bundle.head_sha.slice(0, 7)} was analysed: the newer analysis will be published`,
    };
  }
  if (pullRequest.state !== 'open') return { kind: 'skipped', message: `pull request #${bundle.pr_number} is ${pullRequest.state}: nothing to publish` };

  // The analysed code is the contributor's: the config comes from the base, whatever the bundle used.
  const parsed = await readReviewSettings(runtime, client, { trusted: false, pullRequest });
  const { settings } = parsed;
  const warnings = [...parsed.warnings, ...bundleWarnings];

  const listed = await client.listPullRequestFiles(bundle.pr_number);
  const paths = new Set(listed.map((file) => file.filename));
  const stray = bundle.diff.find((file) => !paths.has(file.path));
  if (stray) throw new Error(`the bundle's diff has '${stray.path}', which pull request #${bundle.pr_number} does not change: refusing to publish it`);

  // Read through the API only: this job has no checkout of the pull request, and must never get one.
  const unlistedFiles = pullRequest.changedFiles - listed.length;
  const source = createPullRequestSource({
    client,
    baseSha: pullRequest.baseSha,
    headSha: pullRequest.headSha,
    files: listed,
    ...(unlistedFiles > 0 ? { unlistedFiles } : {}),
  });
  try {
    // Screened first, so what was left out is among the review's own warnings.
    const findings = await screenBundleSuggestions(bundle.state.findings, paths, source, warnings);
    const rederived = await rederiveStaticReview(publication, source, settings, pullRequest.baseSha, warnings);
    const merged = mergeAnalysisBundle(rederived.state, { ...bundle.state, findings }, { pullRequestPaths: paths, minConfidence: settings.minConfidence });
    warnings.push(...merged.warnings);
    // The bundle's text is the analyze job's: it is published only as the session's redactor leaves it.
    const redact = createSessionRedactor(settings);
    const report = await writeReportFiles(buildReport(merged.state, runtime.now().toISOString()), {
      artifacts: createArtifactStore(rederived.sessionDir, redact),
      readFile: (path) => source.readFile(path),
      redact,
    });
    const reportPath = join(rederived.sessionDir, REPORT_FILES.report);
    const sarifPath = join(rederived.sessionDir, REPORT_FILES.sarif);
    const htmlPath = join(rederived.sessionDir, REPORT_FILES.html);

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
      resolveThreads: false,
    });
    const rederivedCount = rederived.state.findings.length;
    return publishedOutcome({ report, reportPath, sarifPath, htmlPath }, published, {
      number: bundle.pr_number,
      failOn: settings.failOn,
      warnings,
      lead:
        `Published the analysis of #${bundle.pr_number} at \`${bundle.head_sha.slice(0, 7)}\`: ` +
        `${formatCount(rederivedCount, 'static finding')} re-derived from the pull request through the API, ` +
        `${formatCount(merged.added, 'finding')} added from the analyze job's bundle. A publish run never resolves review threads.`,
    });
  } finally {
    await source.close();
  }
}

/**
 * The analyze run reviewed nothing on purpose: believed only once GitHub confirms it (the same commit, of
 * the same repository, and a draft), so a pull request's own code cannot skip its review by writing the
 * marker. Confirmed, the pair ends quietly; contradicted, the run fails.
 */
async function confirmSkip(skip: AnalysisSkip, publication: BundlePublication): Promise<ActionOutcome> {
  const number = skip.pr_number;
  if (skip.head_sha !== publication.headSha) {
    throw new Error(`the analyze run's skip names commit ${skip.head_sha}, but that run ran on ${publication.headSha}: refusing it`);
  }
  const pullRequest = await publication.client.getPullRequest(number);
  if (publication.headRepo && pullRequest.headRepo !== publication.headRepo) {
    throw new Error(
      `the analyze run's skip names pull request #${number}, whose head is in ${pullRequest.headRepo ?? 'a deleted repository'}, not ${publication.headRepo}: refusing it`,
    );
  }
  if (pullRequest.headSha !== skip.head_sha) {
    return {
      kind: 'skipped',
      message: `pull request #${number} has moved on to ${pullRequest.headSha.slice(0, 7)} since ${skip.head_sha.slice(0, 7)}: the newer analysis will be published`,
    };
  }
  if (pullRequest.state !== 'open') return { kind: 'skipped', message: `pull request #${number} is ${pullRequest.state}: nothing to publish` };
  if (!pullRequest.draft) {
    throw new Error(
      `the analyze run skipped pull request #${number} as a draft, but GitHub says it is ready for review: refusing to end without a review (the analyze run of its ready_for_review event publishes one)`,
    );
  }
  return {
    kind: 'skipped',
    message: `pull request #${number} is a draft (confirmed with GitHub), so the analyze run reviewed nothing: it is reviewed once marked ready`,
  };
}

/**
 * The bundle's findings with every suggested fix screened against the head read through the API: a fix
 * that adds process execution, network access or eval, or reaches what its file did not, is left out, and a
 * warning says which and why.
 * Findings outside the pull request are left for the merge to drop, unread.
 */
async function screenBundleSuggestions(
  findings: readonly Finding[],
  paths: ReadonlySet<string>,
  source: PullRequestSource,
  warnings: string[],
): Promise<Finding[]> {
  const screened: Finding[] = [];
  for (const finding of findings) {
    if (!finding.suggestion || !paths.has(finding.file)) {
      screened.push(finding);
      continue;
    }
    const result = await screenBundleSuggestion(finding, await source.readFile(finding.file));
    if (result.dropped) warnings.push(`${finding.id} (${finding.file}:${finding.line}): the analysis job's suggested fix was left out: ${result.dropped}`);
    screened.push(result.finding);
  }
  return screened;
}

/**
 * The static review of the pull request, made here rather than believed: the static engine with the
 * base branch's settings over the files read through the API. No command runs (none is configured for
 * this session, so neither verification nor the fix loop starts) and no model is called.
 */
async function rederiveStaticReview(publication: BundlePublication, source: PullRequestSource, settings: Settings, baseSha: string, warnings: string[]) {
  const { runtime } = publication;
  const { testCommand: _tests, lintCommand: _lint, typecheckCommand: _typecheck, ...rest } = settings;
  return runReviewSession({
    cwd: runtime.cwd,
    // The session must not close the source: publishing still reads from it.
    createSource: () => ({ readChange: () => source.readChange(), readFile: (path) => source.readFile(path), close: async () => {} }),
    sessionsRoot: join(runtime.runnerTemp, 'sextant'),
    // Nor are analyzers imported: their commands would run here, and their reports are the analyze job's (its findings are in the bundle).
    settings: { ...rest, analyzers: [], analyzerReports: [], model: 'static', fix: 'off' },
    // The summary names the guidelines that speak about the change, read from the base like the config:
    // what a fork's analyze job was given, and never what its bundle claims.
    guidelines: createApiGuidelinesSource(publication.client, baseSha, 'base'),
    warnings,
    base: baseSha,
    uncommitted: false,
    context: runtime,
    sink: createActionsSink(),
  });
}
