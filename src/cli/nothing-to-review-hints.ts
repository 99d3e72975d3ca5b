import type { ReviewReport } from '../report/review-report.js';

interface ReviewAsked {
  /** --base as given; undefined when the base was found by default (upstream, origin/main, main, master). */
  base?: string;
  uncommitted: boolean;
  include: readonly string[];
  exclude: readonly string[];
  model: string;
  /** The head is an ancestor of the base, which has this many commits more. */
  behind?: { base: string; commits: number };
}

/** Globs quoted in a hint: enough to recognise them. */
const GLOBS_SHOWN = 5;

/**
 * Pure: what to try after a review that had nothing to review (status skipped), from why it had
 * nothing — another range (`--base`, `--uncommitted`), or the include/exclude that left every file out.
 */
export function nothingToReviewHints(report: ReviewReport, asked: ReviewAsked): string[] {
  if (report.status !== 'skipped') return [];
  const reasons = new Set(report.not_reviewed.map((entry) => entry.reason));
  const hints: string[] = [];
  if (asked.behind) {
    const { base, commits } = asked.behind;
    hints.push(
      `HEAD is an ancestor of '${base}', which has ${commits} commit${commits === 1 ? '' : 's'} more: HEAD has no commit of its own to review. ` +
        `Check out the branch you mean to review, or pass an older --base (e.g. --base HEAD~1)`,
    );
  }
  if (reasons.has('not-included')) {
    hints.push(
      `--include ${quoteAll(asked.include)} matches none of the changed files: check the glob (paths are relative to the repository root, e.g. 'src/**')`,
    );
  }
  if (reasons.has('excluded-by-config')) {
    hints.push(`--exclude ${quoteAll(asked.exclude)} (or exclude: in the config file) left files out: drop or narrow it to review them`);
  }
  if (reasons.has('excluded-by-default')) {
    hints.push(
      'default exclusions (lockfiles, build output such as dist/, vendored and minified files) are never reviewed: review the commits that change their sources',
    );
  }
  if (reasons.has('unsupported-language') && asked.model === 'static') {
    hints.push('the static engine reviews TypeScript, JavaScript, Python and Go; with a model (--model provider:model-id) the agents review any language');
  }
  if (asked.uncommitted) {
    hints.push('--base <ref> reviews your commits since <ref> instead of the working tree (e.g. --base main)');
  } else {
    const instead =
      asked.base === undefined
        ? ', e.g. --base HEAD~1 for the last commit (the default base is the upstream branch, else origin/main, main or master)'
        : ` instead of since '${asked.base}'`;
    hints.push(`--base <ref> reviews the commits since <ref>${instead}`);
    hints.push('--uncommitted reviews the staged, unstaged and untracked changes in the working tree');
  }
  return hints;
}

function quoteAll(globs: readonly string[]): string {
  const shown = globs.slice(0, GLOBS_SHOWN).map((glob) => `'${glob}'`);
  return globs.length > GLOBS_SHOWN ? `${shown.join(' ')} …` : shown.join(' ');
}
