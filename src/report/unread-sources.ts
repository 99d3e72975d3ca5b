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

/**
 * Formats that are binary by nature: an image or an archive that cannot be read as text is what it is.
 * Any other file that cannot be read — a `.txt` in an encoding nothing decodes, a config file GitHub shows
 * no patch for — may hide what the text gates look for, so it counts as unread.
 */
const BINARY_FORMATS =
  /\.(png|jpe?g|gif|bmp|ico|icns|webp|tiff?|psd|avif|heic|pdf|zip|gz|tgz|bz2|xz|zst|7z|rar|tar|jar|war|ear|class|dll|exe|so|dylib|a|o|obj|lib|wasm|woff2?|ttf|otf|eot|mp[34]|wav|ogg|webm|mov|avi|flac|m4a|sqlite3?|db|pyc|node|docx|xlsx|pptx|odt|ods|parquet|pkl|npy|npz|h5|onnx|pt|bin)$/i;

/** The changed source files of a reviewed language that nothing read. */
export function unreadSources<T extends LeftOut>(notReviewed: readonly T[]): T[] {
  return notReviewed.filter((entry) => READ_FAILURES.has(entry.reason) && entry.scanned_by !== 'static-engine' && languageOf(entry.path) !== undefined);
}

/** The changed files of no reviewed language, not binary by format, that nothing read — not even the text gates. */
export function unreadTexts<T extends LeftOut>(notReviewed: readonly T[]): T[] {
  return notReviewed.filter((entry) => READ_FAILURES.has(entry.reason) && entry.scanned_by === undefined && languageOf(entry.path) === undefined && !BINARY_FORMATS.test(entry.path));
}

/**
 * Pure: what of the change nothing read, in one sentence — the unread source and text files, and the changed files
 * past GitHub's 3,000-file list (which could be anything) — or undefined when everything was read.
 */
export function describeUnreadSources(notReviewed: readonly LeftOut[], unlistedFiles = 0): string | undefined {
  const parts: string[] = [];
  for (const [unread, what] of [[unreadSources(notReviewed), 'changed source file'], [unreadTexts(notReviewed), 'changed text file']] as const) {
    if (unread.length === 0) continue;
    const named = unread.slice(0, NAMED_FILES).map((entry) => `${entry.path} (${entry.reason})`).join(', ');
    const more = unread.length > NAMED_FILES ? ` and ${unread.length - NAMED_FILES} more` : '';
    parts.push(`${formatCount(unread.length, what)} could not be read: ${named}${more}`);
  }
  if (unlistedFiles > 0) {
    parts.push(`${formatCount(unlistedFiles, 'changed file')} past GitHub's 3,000-file list could not be read (check out the pull request's head with fetch-depth: 0 to review every file)`);
  }
  return parts.length > 0 ? parts.join('; ') : undefined;
}
