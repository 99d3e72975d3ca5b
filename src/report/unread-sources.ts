import type { NotReviewed, NotReviewedReason } from '../diff/diff-model.js';
import { languageOf } from '../rules/language.js';
import { formatCount } from './verdict.js';

/**
 * The reasons a file is left out because nothing could read it, as opposed to the scope decisions —
 * excluded by config or by default, not included, generated, deleted, a symlink, a secret file, no
 * textual change, a language without rules — which say what was chosen not to review; a review is
 * complete without those. A source file of a reviewed language left out for one of these reasons, and
 * not read in full by the static engine either, makes the review incomplete (unless `on-unreviewed: warn`).
 */
const READ_FAILURES: ReadonlySet<string> = new Set<NotReviewedReason>(['too-large', 'over-budget', 'no-patch', 'binary', 'unreadable']);

/** A not-reviewed entry as the report or the persisted state holds it. */
type LeftOut = Pick<NotReviewed, 'path' | 'scanned_by'> & { reason: string };

/** Files named in the sentence; the report's not_reviewed list has them all. */
const NAMED_FILES = 5;

/** The changed source files of a reviewed language that nothing read. */
export function unreadSources<T extends LeftOut>(notReviewed: readonly T[]): T[] {
  return notReviewed.filter((entry) => READ_FAILURES.has(entry.reason) && entry.scanned_by !== 'static-engine' && languageOf(entry.path) !== undefined);
}

/**
 * Pure: what of the change nothing read, in one sentence — the unread source files, and the changed files
 * past GitHub's 3,000-file list (which could be anything) — or undefined when everything was read.
 */
export function describeUnreadSources(notReviewed: readonly LeftOut[], unlistedFiles = 0): string | undefined {
  const unread = unreadSources(notReviewed);
  const parts: string[] = [];
  if (unread.length > 0) {
    const named = unread.slice(0, NAMED_FILES).map((entry) => `${entry.path} (${entry.reason})`).join(', ');
    const more = unread.length > NAMED_FILES ? ` and ${unread.length - NAMED_FILES} more` : '';
    parts.push(`${formatCount(unread.length, 'changed source file')} could not be read: ${named}${more}`);
  }
  if (unlistedFiles > 0) {
    parts.push(`${formatCount(unlistedFiles, 'changed file')} past GitHub's 3,000-file list could not be read (check out the pull request's head with fetch-depth: 0 to review every file)`);
  }
  return parts.length > 0 ? parts.join('; ') : undefined;
}
