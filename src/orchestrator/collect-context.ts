import type { DiffFile, NotReviewed } from '../diff/diff-model.js';
import type { FileText } from '../diff/file-text.js';
import { scopeChange } from '../diff/scope.js';
import { readGuidelines } from '../guidelines/read-guidelines.js';
import type { UsedGuidelines } from '../guidelines/select-guidelines.js';
import { sanitizeUntrusted } from '../llm/sanitize-untrusted.js';
import { redactSecrets } from '../redact/create-redactor.js';
import { languageOf } from '../diff/language.js';
import { coveredLanguages } from './covered-languages.js';
import { notReadable } from './not-readable.js';
import type { ChangeSource } from '../git/change-source.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewState, StateUpdate } from '../review-state/review-state.js';
import { formatCount } from '../report/verdict.js';

/** Generated-file markers sit in a file's header; this many characters is plenty to find them. */
const HEADER_CHARS = 1_000;
/**
 * The static engine is cheap (a 93,000-line change scans in under 2 s), so its budget is bounded by the
 * changed lines, and one file may take all of them: a file too large for a model is still read. The file
 * cap is well above GitHub's 3,000-file list, which a checkout of the head goes past. The tighter default
 * budget of scope.ts is for model calls.
 */
const STATIC_BUDGET = { maxFiles: 30_000, maxChangedLines: 300_000, maxFileChangedLines: 300_000 };

/** Tokens the guidelines files may take in every prompt: room for a thorough AGENTS.md and a few nested ones. */
const GUIDELINES_BUDGET_TOKENS = 6_000;
/** Share of a smaller per-call budget they may take at most, so a local model's prompt still has room for the code. */
const GUIDELINES_SHARE = 0.15;

/** What reading a changed file at the head left for the later steps: its header, or why it has no text. */
type HeadRead = { header: string } | { unread: Exclude<FileText, { kind: 'text' }> };

/**
 * Reads the change, scopes it (filters, default exclusions, budget) and saves it for the later steps.
 * Every changed file ends up reviewed or listed as not reviewed, and each file the static engine does not
 * scan in full keeps its diff so the text gates still read its added lines (see quick-scan).
 */
export async function collectContext(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  const raw = await ports.source.readChange();
  // All at once: the source pipelines the reads (one git process), and keeps the text for the scan.
  const readable = raw.files.filter((file) => !file.binary && !file.symlink && file.status !== 'deleted');
  const reads = await Promise.all(readable.map((file) => readHead(ports.source, file.path)));
  const headRead = new Map(readable.map((file, index) => [file, reads[index]]));
  const headers = new Map(
    readable.flatMap((file, index) => {
      const read = reads[index];
      return read && 'header' in read ? [[file.path, read.header] as const] : [];
    }),
  );
  const header = (path: string) => headers.get(path);

  const filters = { include: state.request.include, exclude: state.request.exclude };
  const staticScope = scopeChange(raw.files, { ...filters, ...STATIC_BUDGET }, header, raw.sinceBase);
  // A model reviews less than the static engine can read: what it leaves, the static engine still reviews.
  const inScope = state.request.model === 'static' ? staticScope : scopeChange(raw.files, filters, header, raw.sinceBase);
  const reviewed = new Set(inScope.files);
  const unread = (file: DiffFile) => {
    const read = headRead.get(file);
    return read && 'unread' in read ? read.unread : undefined;
  };
  const unreadable = new Map<DiffFile, NotReviewed>();
  for (const file of [...staticScope.files, ...inScope.files, ...(inScope.gateOnly ?? [])]) {
    const read = unread(file);
    if (read) unreadable.set(file, notReadable(file.path, read));
  }
  const files = inScope.files.filter((file) => !unreadable.has(file));
  const covered = coveredLanguages(state.request);
  const inCoveredLanguage = (file: DiffFile) => {
    const language = languageOf(file.path);
    return language !== undefined && covered.has(language);
  };
  const staticOnly = staticScope.files.filter((file) => !reviewed.has(file) && !unreadable.has(file) && inCoveredLanguage(file));
  const gateOnly = (inScope.gateOnly ?? []).filter((file) => !unreadable.has(file));
  const scanned = new Set([...files, ...staticOnly, ...gateOnly]);
  const scannedPaths = new Set([...scanned].map((file) => file.path));
  const leftOut = raw.files.filter((file) => !scanned.has(file) && file.additions > 0);
  // A file no reader could open is listed for that, whatever scope said of it; one the static engine reads says so.
  const unreadableByPath = new Map([...unreadable].map(([file, entry]) => [file.path, entry]));
  const byStaticEngine = new Set(staticOnly.map((file) => file.path));
  const notReviewed = [
    ...(raw.notReviewed ?? []),
    ...inScope.notReviewed.map(
      (entry) => unreadableByPath.get(entry.path) ?? (byStaticEngine.has(entry.path) ? { ...entry, scanned_by: 'static-engine' as const } : entry),
    ),
    ...inScope.files.flatMap((file) => unreadable.get(file) ?? []),
  ];

  await ports.changes.save({
    baseSha: raw.baseSha,
    headSha: raw.headSha,
    files,
    notReviewed,
    ...(gateOnly.length > 0 ? { gateOnly } : {}),
    ...(staticOnly.length > 0 ? { staticOnly } : {}),
    ...(leftOut.length > 0 ? { leftOut } : {}),
    // Only the files the scan reads need their diff from the base; a path without one counts as added by the pull request.
    ...(raw.sinceBase ? { sinceBase: raw.sinceBase.filter((file) => scannedPaths.has(file.path)) } : {}),
  });
  const linesReviewed = files.reduce((sum, file) => sum + file.additions + file.deletions, 0);
  ports.log.event('REVIEW_CONTEXT_COLLECTED', {
    base_sha: raw.baseSha,
    head_sha: raw.headSha,
    files: files.length,
    not_reviewed: notReviewed.length,
    ...(raw.unlistedFiles ? { unlisted: raw.unlistedFiles } : {}),
  });
  ports.log.progress(`${formatCount(files.length, 'file')} in scope (${formatCount(linesReviewed, 'changed line')}), ${notReviewed.length} left out`);
  const guidelines = await readGuidelinesOf(state, ports, [...scannedPaths].sort());
  const nothingToRead = scanned.size === 0 && leftOut.length === 0 && !raw.unlistedFiles;
  return {
    base_sha: raw.baseSha,
    head_sha: raw.headSha,
    files_reviewed: files.length,
    lines_reviewed: linesReviewed,
    not_reviewed: notReviewed,
    // The whole pull request's files when only its new commits are read, so the walkthrough still lists them all.
    changed_files: changedFilesOf(raw.sinceBase ?? raw.files, notReviewed, scannedPaths),
    ...(raw.unlistedFiles ? { unlisted_files: raw.unlistedFiles } : {}),
    ...(guidelines.files ? { guidelines: guidelines.files } : {}),
    ...(guidelines.warning ? { warnings: [...state.warnings, guidelines.warning] } : {}),
    ...(nothingToRead ? { termination_reason: 'no_changes' } : {}),
  };
}

/**
 * The guidelines files that speak about the changed files, read once for the whole run (the later steps
 * and a resumed run send these bytes). Unreadable guidelines are a warning: the review goes on without them.
 */
async function readGuidelinesOf(state: ReviewState, ports: ReviewPorts, changedPaths: string[]): Promise<{ files?: UsedGuidelines[]; warning?: string }> {
  const mode = state.request.guidelines ?? 'auto';
  if (mode === 'off' || !ports.guidelines || changedPaths.length === 0) return {};
  const llm = state.request.llm;
  const budgetTokens = llm ? Math.min(GUIDELINES_BUDGET_TOKENS, Math.floor(llm.max_input_tokens * GUIDELINES_SHARE)) : GUIDELINES_BUDGET_TOKENS;
  try {
    const files = await readGuidelines({ source: ports.guidelines, mode, changedPaths, budgetTokens, clean: (text) => redactSecrets(sanitizeUntrusted(text)) });
    ports.log.event('REVIEW_GUIDELINES', { source: ports.guidelines.origin, files: files.map((file) => `${file.path}${file.cut ? ' (cut)' : ''}`) });
    if (files.length > 0) {
      const cut = files.filter((file) => file.cut).length;
      ports.log.progress(
        `guidelines: ${files.map((file) => file.path).join(', ')} from ${ports.guidelines.origin}${cut > 0 ? ` (${cut} cut to fit ${budgetTokens} tokens)` : ''}`,
      );
    }
    return { files };
  } catch (error) {
    return {
      warning: `guidelines files could not be read from ${ports.guidelines.origin}, so the review went on without them: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

async function readHead(source: ChangeSource, path: string): Promise<HeadRead> {
  const read: FileText = source.readFileText
    ? await source.readFileText(path)
    : await source.readFile(path).then((text): FileText => (text === undefined ? { kind: 'missing' } : { kind: 'text', text }));
  return read.kind === 'text' ? { header: read.text.slice(0, HEADER_CHARS) } : { unread: read };
}

/** Every changed file, with its size where there is a diff (a binary file or one GitHub shows no patch for has none). */
function changedFilesOf(files: readonly DiffFile[], notReviewed: readonly NotReviewed[], read: ReadonlySet<string>): NonNullable<ReviewState['changed_files']> {
  const listed = new Set(files.map((file) => file.path));
  return [
    ...files.map(({ path, additions, deletions }) => ({ path, additions, deletions, read: read.has(path) })),
    ...[...new Set(notReviewed.map((entry) => entry.path))].filter((path) => !listed.has(path)).map((path) => ({ path })),
  ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
