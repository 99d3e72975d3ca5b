import type { NotReviewed, NotReviewedReason } from '../diff/diff-model.js';
import { languageOf } from '../diff/language.js';
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

/**
 * Formats that are text by their name: a configuration, data or documentation file that nothing could read
 * as text (an encoding nothing decodes, no patch from GitHub) may hide what the text gates look for, so it
 * counts as unread. Anything else git calls binary (images, archives, fixtures of raw bytes) is what it is.
 */
const TEXT_FORMATS =
  /(\.(txt|text|md|markdown|rst|adoc|json|jsonc|json5|ya?ml|toml|ini|cfg|conf|properties|xml|csv|tsv|sql|sh|bash|zsh|fish|ps1|bat|cmd|html?|css|scss|sass|less|svg|tf|tfvars|hcl|gradle)|(^|\/)(Dockerfile|Makefile|Procfile|Gemfile|Vagrantfile|\.[\w-]+rc))$/i;

/** The changed source files of a reviewed language that nothing read. */
export function unreadSources<T extends LeftOut>(notReviewed: readonly T[]): T[] {
  return notReviewed.filter((entry) => READ_FAILURES.has(entry.reason) && entry.scanned_by !== 'static-engine' && languageOf(entry.path) !== undefined);
}

/** The changed text files by name (see TEXT_FORMATS), of no reviewed language, that nothing read — not even the text gates. */
export function unreadTexts<T extends LeftOut>(notReviewed: readonly T[]): T[] {
  return notReviewed.filter(
    (entry) => READ_FAILURES.has(entry.reason) && entry.scanned_by === undefined && languageOf(entry.path) === undefined && TEXT_FORMATS.test(entry.path),
  );
}

/**
 * Pure: what of the change nothing read, in one sentence — the unread source and text files, and the changed files
 * past GitHub's 3,000-file list (which could be anything) — or undefined when everything was read.
 */
export function describeUnreadSources(notReviewed: readonly LeftOut[], unlistedFiles = 0): string | undefined {
  const parts: string[] = [];
  for (const [unread, what] of [
    [unreadSources(notReviewed), 'changed source file'],
    [unreadTexts(notReviewed), 'changed text file'],
  ] as const) {
    if (unread.length === 0) continue;
    const named = unread
      .slice(0, NAMED_FILES)
      .map((entry) => `${entry.path} (${entry.reason})`)
      .join(', ');
    const more = unread.length > NAMED_FILES ? ` and ${unread.length - NAMED_FILES} more` : '';
    parts.push(`${formatCount(unread.length, what)} could not be read: ${named}${more}`);
  }
  if (unlistedFiles > 0) {
    parts.push(
      `${formatCount(unlistedFiles, 'changed file')} past GitHub's 3,000-file list could not be read (check out the pull request's head with fetch-depth: 0 to review every file)`,
    );
  }
  return parts.length > 0 ? parts.join('; ') : undefined;
}
