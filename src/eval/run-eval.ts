import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { RunContext } from '../types/run-context.js';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { parseSettings } from '../config/parse-settings.js';
import { runGit } from '../git/git-command.js';
import { createGitGuidelinesSource } from '../git/create-git-guidelines-source.js';
import { createLocalChangeSource } from '../git/local-change-source.js';
import { readCommitIntent } from '../git/read-commit-intent.js';
import type { LogSink } from '../log/logger.js';
import { runReviewSession } from '../review-session.js';
import type { ReviewModel } from '../llm/review-model.js';
import { parseDataset } from './eval-dataset.js';
import type { EvalPullRequest } from './eval-dataset.js';
import { byAgent, judgeFindings, scoreOf } from './judge-findings.js';
import type { Candidate, JudgedPullRequest, Scores } from './judge-findings.js';
import { formatCount } from '../report/verdict.js';

interface EvalOptions {
  datasets: readonly string[];
  /** Folder holding one clone per repository (`<repos>/<owner>/<name>` or `<repos>/<name>`); items may name their own `repo_path`. */
  repos?: string;
  /** The review's settings as flags (model, base-url, agents, …). */
  inputs: Record<string, string | undefined>;
  judge: ReviewModel;
  apiKey(model: string): string | undefined;
  fetch?: typeof fetch;
  cwd: string;
  context: RunContext;
  /** Progress lines (one per pull request). */
  progress(line: string): void;
}

/** What one pull request's review cost and where its agents failed. */
interface ReviewCost {
  input_tokens: number;
  output_tokens: number;
  /** null: no list price for the model (or the static engine, which costs nothing to call). */
  cost_estimate_usd: number | null;
  /** `agent: CODE` for each agent call that failed (TIMEOUT, SCHEMA_MISMATCH, …). */
  failures: string[];
}

export interface EvalResult {
  repositories: Array<{ repo: string } & Scores>;
  overall: Scores;
  /** Per agent over every pull request: findings that match a golden comment, and findings that match none. */
  agents: Record<string, { caught: number; noise: number }>;
  /** Golden comments an agent found and the review then dropped (verification, evidence): catches lost. */
  dropped_catches: number;
  pull_requests: Array<{ name: string; repo: string } & JudgedPullRequest & ReviewCost>;
  /** Pull requests left out of the scores: the review did not complete, the judge's reply was unusable, the run was cancelled. */
  failed: Array<{ name: string; repo: string; reason: string }>;
  /** One line per dataset file, item or pull request that could not be evaluated. */
  errors: string[];
}

/**
 * `sextant eval`: reviews each pull request of the datasets (base..head in its local clone, through the
 * same session as `sextant review`, with no commands run and nothing fixed), has the judge match the
 * findings to the golden comments, and scores precision, recall and F1 per repository and overall.
 */
export async function runEval(options: EvalOptions): Promise<EvalResult> {
  const errors: string[] = [];
  const items: EvalPullRequest[] = [];
  for (const dataset of options.datasets) {
    const text = await readFile(resolve(options.cwd, dataset), 'utf8').catch((error: unknown) => {
      errors.push(`${dataset}: cannot read it (${(error as Error).message})`);
      return undefined;
    });
    if (text === undefined) continue;
    const parsed = parseDataset(text, dataset);
    items.push(...parsed.items);
    errors.push(...parsed.errors);
  }
  // Bad review flags are the user's to fix before any pull request is reviewed, not one failure per pull request.
  parseSettings({ inputs: options.inputs });
  const judged: EvalResult['pull_requests'] = [];
  const failed: EvalResult['failed'] = [];
  // A pull request that cannot be scored is listed with its reason; the score covers the others.
  const fail = (item: EvalPullRequest, reason: string) => {
    failed.push({ name: item.name, repo: item.repo, reason });
    errors.push(`${item.repo} ${item.name}: ${reason}`);
  };
  for (const item of items) {
    if (options.context.signal.aborted) {
      fail(item, 'not run: the evaluation was cancelled');
      continue;
    }
    const label = `${item.repo} ${item.name}`;
    try {
      const clone = await cloneOf(item, options);
      const review = await reviewPullRequest(item, clone, options);
      const outcome = await judgeFindings(options.judge, review.candidates, item.golden, options.context.signal, `sextant-eval-${item.headSha.slice(0, 12)}`);
      if (!outcome.ok) {
        fail(item, outcome.message);
        continue;
      }
      judged.push({ name: item.name, repo: item.repo, ...outcome.value, ...review.cost });
      options.progress(
        `${label}: ${formatCount(outcome.value.findings, 'finding')}, ${outcome.value.matched} of ${outcome.value.golden} golden comments found`,
      );
    } catch (error) {
      fail(item, error instanceof Error ? error.message : String(error));
    }
  }
  const repositories = [...new Set(judged.map((pr) => pr.repo))].sort().map((repo) => ({ repo, ...scoreOf(judged.filter((pr) => pr.repo === repo)) }));
  const droppedCatches = judged.flatMap((pr) => pr.judged).filter((finding) => finding.dropped !== undefined && finding.golden !== undefined).length;
  return { repositories, overall: scoreOf(judged), agents: byAgent(judged), dropped_catches: droppedCatches, pull_requests: judged, failed, errors };
}

/** The local clone of an item's repository, checked to hold both of its commits. */
async function cloneOf(item: EvalPullRequest, options: EvalOptions): Promise<string> {
  const candidates = item.repoPath
    ? [isAbsolute(item.repoPath) ? item.repoPath : resolve(options.cwd, item.repoPath)]
    : options.repos
      ? [join(resolve(options.cwd, options.repos), item.repo), join(resolve(options.cwd, options.repos), item.repo.split('/').at(-1) ?? item.repo)]
      : [];
  if (candidates.length === 0) throw new Error('no local clone: give --repos <folder> or the item\'s "repo_path"');
  let clone: string | undefined;
  for (const candidate of candidates) {
    const ok = await runGit(['rev-parse', '--git-dir'], { cwd: candidate, env: options.context.env }).then(
      () => true,
      () => false,
    );
    if (ok) {
      clone = candidate;
      break;
    }
  }
  if (!clone) throw new Error(`no git clone at ${candidates.join(' or ')}`);
  for (const [side, sha] of [
    ['base', item.baseSha],
    ['head', item.headSha],
  ] as const) {
    const present = await runGit(['cat-file', '-e', `${sha}^{commit}`], { cwd: clone, env: options.context.env }).then(
      () => true,
      () => false,
    );
    if (!present) throw new Error(`the ${side} commit ${sha} is not in ${clone} (fetch it, or the pull request's refs)`);
  }
  return clone;
}

/** The review of base..head, in a throw-away sessions folder so the clone is left as it was. */
async function reviewPullRequest(item: EvalPullRequest, clone: string, options: EvalOptions) {
  const { settings, warnings } = parseSettings({ inputs: { ...options.inputs, 'fail-on': 'none', fix: 'off' } });
  // No verification commands in an evaluation: a dataset's repositories are not to be run.
  const reviewSettings = { ...settings, testCommand: undefined, lintCommand: undefined, typecheckCommand: undefined };
  const sessionsRoot = await mkdtemp(join(tmpdir(), 'sextant-eval-'));
  const quiet: LogSink = { write: () => undefined };
  // What `sextant review` gives a model, from the dataset's own history: the commit messages as the
  // change's intent, and the guidelines of the base (a dataset's change is someone else's, so its own
  // edits to the rules are not followed, as for a fork's pull request).
  const intent =
    settings.model === 'static' ? [] : await readCommitIntent({ cwd: clone, baseSha: item.baseSha, headSha: item.headSha, env: options.context.env });
  try {
    const result = await runReviewSession({
      cwd: clone,
      createSource: (request, headSha) =>
        createLocalChangeSource({ cwd: clone, base: request.base, headSha: headSha ?? item.headSha, env: options.context.env }),
      sessionsRoot,
      guidelines: createGitGuidelinesSource({ cwd: clone, commit: item.baseSha, origin: `base ${item.baseSha.slice(0, 7)}`, env: options.context.env }),
      settings: reviewSettings,
      ...(intent.length > 0 ? { intent } : {}),
      warnings,
      base: item.baseSha,
      uncommitted: false,
      apiKey: options.apiKey,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      context: options.context,
      sink: quiet,
    });
    const { report } = result;
    if (report.status === 'failed') throw new Error(`the review did not complete (${result.state.incomplete_reason ?? report.summary.termination_reason})`);
    const candidates: Candidate[] = [...report.findings, ...(report.dropped_findings ?? []).map((finding) => ({ ...finding, dropped: finding.drop_reason }))];
    const failures = (report.review_iterations[0]?.agents_results ?? [])
      .filter((agent) => agent.status === 'failed')
      .map((agent) => `${agent.agent}: ${(agent.error ?? 'failed').split(':')[0]}`);
    return {
      candidates,
      cost: { input_tokens: report.usage.input_tokens, output_tokens: report.usage.output_tokens, cost_estimate_usd: report.usage.cost_estimate_usd, failures },
    };
  } finally {
    await rm(sessionsRoot, { recursive: true, force: true });
  }
}
