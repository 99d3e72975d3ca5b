import { join, resolve } from 'node:path';
import { assertSupported } from '../config/assert-supported.js';
import { ConfigurationError } from '../text/configuration-error.js';
import type { Settings } from '../config/settings.js';
import type { DiffFile } from '../diff/diff-model.js';
import { createFixCommitter, readHeadSha } from '../git/create-fix-committer.js';
import { createActionsSink } from '../log/actions-sink.js';
import { runReviewSession } from '../review-session.js';
import type { ActionRuntime } from '../runtime.js';
import { createChangeStore } from '../state/change-store.js';
import { gateFailure, publishedOutcome } from '../publish/action-outcome.js';
import type { ActionOutcome } from '../publish/action-outcome.js';
import { writeAnalysisBundle, writeAnalysisSkip } from '../publish/analysis-bundle.js';
import { readCheckedOutChange } from '../pull-request/checked-out-change-source.js';
import { createApiGuidelinesSource } from '../pull-request/create-api-guidelines-source.js';
import { findSummaryComment } from '../publish/find-summary-comment.js';
import type { GitHubClient, PullRequestFile, PullRequestInfo, RepositoryApi } from '../github/github-client.js';
import { isDiffFile, parsePullRequestFile } from '../pull-request/parse-pull-request-file.js';
import { publishToPullRequest } from '../publish/publish-to-pull-request.js';
import { createPullRequestSource } from '../pull-request/pull-request-source.js';
import { feedbackThresholds, readMutedRules } from '../pull-request/read-muted-rules.js';
import { readPullRequestIntent } from '../pull-request/read-pull-request-intent.js';
import { readPullRequestSettings } from '../pull-request/read-pull-request-settings.js';
import type { ReviewTrigger } from '../pull-request/resolve-review-target.js';
import type { SummaryState } from '../github/review-markers.js';
import { toOpenFinding } from '../publish/track-findings.js';

/** The compare API lists at most 300 files: a larger push is reviewed in full instead. */
const MAX_COMPARE_FILES = 300;
/** Events whose workflow holds secrets and a write token while PR code may be checked out (DESIGN §4). */
const PRIVILEGED_EVENTS = new Set(['pull_request_target', 'workflow_run', 'issue_comment']);

interface PullRequestRun {
  runtime: ActionRuntime;
  client: GitHubClient;
  number: number;
  trigger: ReviewTrigger;
  incremental: boolean;
}

/**
 * Reviews a pull request read through the API — in full, or only the commits since the last review —
 * and publishes the result to it (`mode: full`) or writes the analysis bundle (`mode: analyze`).
 */
export async function reviewPullRequest(run: PullRequestRun): Promise<ActionOutcome> {
  const { runtime, client, number } = run;
  const pullRequest = await client.getPullRequest(number);
  if (pullRequest.state !== 'open') return { kind: 'skipped', message: `pull request #${number} is ${pullRequest.state}: nothing to review` };
  const { trust, settings, warnings } = await readPullRequestSettings(runtime, client, pullRequest);
  const commands = configuredCommands(settings);
  if (trust.commandsWithheld && commands.length > 0) warnings.push(`Verification (${commands.join(', ')}) ${trust.commandsWithheld}.`);
  else assertSafeCheckout(runtime.eventName, settings);
  if (pullRequest.draft && !settings.reviewDrafts && run.trigger === 'pull_request') {
    // The publish run that follows an analyze run needs a file to read: the skip, which it confirms with GitHub.
    if (settings.mode === 'analyze')
      await writeAnalysisSkip(resolve(runtime.cwd, settings.bundlePath), { prNumber: number, headSha: pullRequest.headSha, reason: 'draft' });
    return { kind: 'skipped', message: `pull request #${number} is a draft: it is reviewed once marked ready (or set review-drafts: true)` };
  }
  // A review will run: its model must be usable (a key, a base URL) before anything is read or posted.
  assertSupported(settings);
  // `publish` never gets here (it needs workflow_run); `auto` reviews and posts, as `full` does.
  const mode = settings.mode === 'analyze' ? 'analyze' : 'full';
  // Fix commits are pushed to the head branch: only a branch of this repository can take them.
  if (settings.fix === 'commit' && (!trust.trusted || mode !== 'full')) {
    warnings.push('fix: commit needs a same-repository pull request and mode full; suggesting the fixes instead');
    settings.fix = 'suggest';
  }
  // Fix commits go on top of the PR head: a merge commit (the pull_request default checkout) must never be pushed.
  if (settings.fix === 'commit' && (await readHeadSha(runtime.cwd, runtime.env)) !== pullRequest.headSha) {
    warnings.push(
      `fix: commit needs the pull request's head (${pullRequest.headSha.slice(0, 7)}) checked out, e.g. actions/checkout with ref: \${{ github.head_ref }}; suggesting the fixes instead`,
    );
    settings.fix = 'suggest';
  }

  // Only a run that posts learns from reactions: analyze has no token to read them with.
  const feedback = mode === 'full' ? await readMutedRules(client, feedbackThresholds(settings), runtime.now()) : { muted: [] };
  if (feedback.warning) warnings.push(feedback.warning);

  const listed = await client.listPullRequestFiles(number);
  // GitHub's list has the hunks review comments are checked against, so it is used while complete; past
  // its 3,000-file cap, a checkout of the head gives the whole change instead.
  const checkedOut =
    pullRequest.changedFiles > listed.length
      ? await readCheckedOutChange({ cwd: runtime.cwd, env: runtime.env, baseSha: pullRequest.baseSha, headSha: pullRequest.headSha })
      : undefined;
  const whole = checkedOut && 'source' in checkedOut ? checkedOut : undefined;
  if (checkedOut && 'unavailable' in checkedOut) {
    warnings.push(
      `GitHub lists at most 3,000 files of a pull request: ${pullRequest.changedFiles - listed.length} of its ${pullRequest.changedFiles} changed files were not listed, so not reviewed ` +
        `(${checkedOut.unavailable}). Check out the head with fetch-depth: 0 to review every file from git.`,
    );
  }
  const files = whole?.files ?? listed.map(parsePullRequestFile).filter(isDiffFile);
  const paths = new Set(whole ? whole.files.map((file) => file.path) : listed.map((file) => file.filename));
  const summary = mode === 'full' ? await findSummaryComment(client, number) : undefined;
  const since = run.incremental && summary?.state ? await sinceLastReview(client, summary.state, pullRequest, paths, warnings) : undefined;

  // Files past GitHub's list that no checkout could give: nothing read them, so the review cannot be complete.
  const unlistedFiles = whole ? 0 : pullRequest.changedFiles - listed.length;
  const fromApi = () =>
    createPullRequestSource({
      client,
      baseSha: since?.sha ?? pullRequest.baseSha,
      headSha: pullRequest.headSha,
      files: since?.listed ?? listed,
      // The commits since the last review are what is read; what the pull request added is judged from its base.
      ...(since ? { sinceBase: files, unpatchedSinceBase: { baseSha: pullRequest.baseSha, files: unpatchedLeftAlone(listed, since.listed) } } : {}),
      checkout: { cwd: runtime.cwd, env: runtime.env },
      ...(unlistedFiles > 0 ? { unlistedFiles } : {}),
    });
  const source = !since && whole ? whole.source : fromApi();
  if (whole && source !== whole.source) await whole.source.close();
  // Static rules cannot weigh a claim: the description is read only for a model review.
  const intent = settings.model === 'static' ? [] : await readPullRequestIntent(client, pullRequest, warnings);
  try {
    const result = await runReviewSession({
      cwd: runtime.cwd,
      // The session must not close the source: publishing still reads from it.
      createSource: () => ({
        readChange: () => source.readChange(),
        readFile: (path) => source.readFile(path),
        repository: async () => source.repository?.(),
        close: async () => {},
      }),
      sessionsRoot: join(runtime.runnerTemp, 'sextant'),
      settings,
      mutedRules: feedback.muted,
      // A fork's guidelines are the contributor's: like its config file, they come from the base commit.
      guidelines: trust.trusted
        ? createApiGuidelinesSource(client, pullRequest.headSha, 'head')
        : createApiGuidelinesSource(client, pullRequest.baseSha, 'base'),
      ...(intent.length > 0 ? { intent } : {}),
      warnings,
      base: since?.sha ?? pullRequest.baseSha,
      uncommitted: false,
      ...(trust.commandsWithheld ? { commandsWithheld: trust.commandsWithheld } : {}),
      ...(settings.fix === 'commit' ? { git: createFixCommitter({ cwd: runtime.cwd, env: runtime.env, remote: 'origin', branch: pullRequest.headRef }) } : {}),
      context: runtime,
      sink: createActionsSink(),
    });
    const { report } = result;
    const artifacts = { report, reportPath: result.reportPath, sarifPath: result.sarifPath, htmlPath: result.htmlPath };

    if (mode === 'analyze') {
      const bundlePath = resolve(runtime.cwd, settings.bundlePath);
      const change = await createChangeStore(result.sessionDir).load();
      await writeAnalysisBundle(bundlePath, {
        prNumber: number,
        headSha: pullRequest.headSha,
        baseSha: pullRequest.baseSha,
        createdAt: runtime.now().toISOString(),
        diff: change.files,
        state: result.state,
      });
      return {
        kind: 'reviewed',
        ...artifacts,
        bundlePath,
        annotations: true,
        notes: [
          `Analysis bundle for #${number} at \`${pullRequest.headSha.slice(0, 7)}\` written to \`${settings.bundlePath}\`: upload it for the publish workflow.`,
        ],
        warnings,
        failure: gateFailure(report, report.findings.map(toOpenFinding), settings.failOn),
      };
    }

    const publication = await publishToPullRequest({
      client,
      pullRequest,
      report,
      files,
      ...(summary ? { summary } : {}),
      ...(since ? { sinceLast: { sha: since.sha, files: since.files } } : {}),
      maxComments: settings.maxComments,
      fix: settings.fix,
      failOn: settings.failOn,
      readFile: (path) => source.readFile(path),
      runKey: `${runtime.runKey}-${report.session_id}`,
    });
    return publishedOutcome(artifacts, publication, {
      number,
      failOn: settings.failOn,
      warnings,
      ...(since ? { lead: `Reviewed the commits since \`${since.sha.slice(0, 7)}\`, the last reviewed head.` } : {}),
    });
  } finally {
    await source.close();
  }
}

/**
 * The change since the head the last review saw, when that head is an ancestor of the new one. After
 * a force-push (the old head is gone or off the branch), or a push too large to compare, the whole
 * pull request is reviewed again, with a warning saying why. A rerun on the same head is a full review
 * too: it finds what the last one found, and posts nothing new.
 */
async function sinceLastReview(
  client: Pick<RepositoryApi, 'compareCommits'>,
  state: SummaryState,
  pullRequest: PullRequestInfo,
  pullRequestPaths: ReadonlySet<string>,
  warnings: string[],
): Promise<{ sha: string; listed: PullRequestFile[]; files: DiffFile[] } | undefined> {
  if (state.truncated || state.head_sha === pullRequest.headSha) return undefined;
  const comparison = await client.compareCommits(state.head_sha, pullRequest.headSha);
  if (!comparison || comparison.status !== 'ahead') {
    warnings.push(`the last reviewed head ${state.head_sha.slice(0, 7)} is no longer in the branch (force-push?): reviewing the whole pull request`);
    return undefined;
  }
  if (comparison.files.length >= MAX_COMPARE_FILES) {
    warnings.push(`the push changed ${MAX_COMPARE_FILES} or more files: reviewing the whole pull request`);
    return undefined;
  }
  // A file the new commits changed back to its base version is no longer part of the pull request.
  const changed = comparison.files.filter((file) => pullRequestPaths.has(file.filename) || file.status === 'removed');
  return { sha: state.head_sha, listed: changed, files: changed.map(parsePullRequestFile).filter(isDiffFile) };
}

/** The pull request's files GitHub shows no patch for that the commits since the last review did not touch. */
function unpatchedLeftAlone(listed: readonly PullRequestFile[], sinceLastReview: readonly PullRequestFile[]): PullRequestFile[] {
  const touched = new Set(sinceLastReview.map((file) => file.filename));
  return listed.filter((file) => !touched.has(file.filename) && !isDiffFile(parsePullRequestFile(file)));
}

/** The commands the review would run: the verification commands, and the analyzers' (under the same trust rules). */
function configuredCommands(settings: Settings): string[] {
  const commands = { 'test-command': settings.testCommand, 'lint-command': settings.lintCommand, 'typecheck-command': settings.typecheckCommand };
  return [
    ...Object.entries(commands).flatMap(([key, command]) => (command ? [key] : [])),
    ...settings.analyzers.flatMap((analyzer, index) => (analyzer.command ? [`analyzers[${analyzer.name ?? index}].command`] : [])),
  ];
}

/**
 * DESIGN §4: never run a same-repository PR's commands in a privileged workflow unless the maintainer
 * explicitly accepts it (a fork's never run there at all).
 */
function assertSafeCheckout(eventName: string, settings: Settings): void {
  if (configuredCommands(settings).length === 0 || !PRIVILEGED_EVENTS.has(eventName) || settings.allowUnsafeCheckout) return;
  throw new ConfigurationError(
    'allow-unsafe-checkout',
    false,
    `true to run verification commands under '${eventName}', where PR code runs with secrets and a write token; prefer the two-workflow pattern (mode: analyze, then publish)`,
  );
}
