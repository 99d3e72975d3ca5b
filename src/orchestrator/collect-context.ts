import { scopeChange } from '../diff/scope.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewState, StateUpdate } from './review-state.js';

/** Generated-file markers sit in a file's header; this many characters is plenty to find them. */
const HEADER_CHARS = 1_000;
/**
 * The static engine is cheap (a 2,000-file change scans in seconds), so its budget is bounded by the
 * changed lines; the file cap is well above GitHub's 3,000-file list, which a checkout of the head goes
 * past. The tighter default budget of scope.ts is for model calls.
 */
const STATIC_BUDGET = { maxFiles: 30_000, maxChangedLines: 300_000 };

/** Reads the change, scopes it (filters, default exclusions, budget) and saves it for the later steps. */
export async function collectContext(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  const raw = await ports.source.readChange();
  const headers = new Map<string, string>();
  // All at once: the source pipelines the reads (one git process), and keeps the text for the scan.
  const readable = raw.files.filter((file) => !file.binary && !file.symlink && file.status !== 'deleted');
  const fileHeaders = await Promise.all(readable.map(async (file) => (await ports.source.readFile(file.path))?.slice(0, HEADER_CHARS)));
  for (const [index, file] of readable.entries()) {
    const header = fileHeaders[index];
    if (header !== undefined) headers.set(file.path, header);
  }
  const budget = state.request.model === 'static' ? STATIC_BUDGET : {};
  const inScope = scopeChange(raw.files, { include: state.request.include, exclude: state.request.exclude, ...budget }, (path) => headers.get(path), raw.sinceBase);
  const scoped = { files: inScope.files, notReviewed: [...(raw.notReviewed ?? []), ...inScope.notReviewed] };
  // Only the files the scan reads need their diff from the base; a path without one counts as added by the pull request.
  const scanned = new Set([...inScope.files, ...(inScope.gateOnly ?? [])].map((file) => file.path));
  await ports.changes.save({
    baseSha: raw.baseSha,
    headSha: raw.headSha,
    files: scoped.files,
    notReviewed: scoped.notReviewed,
    ...(inScope.gateOnly ? { gateOnly: inScope.gateOnly } : {}),
    ...(raw.sinceBase ? { sinceBase: raw.sinceBase.filter((file) => scanned.has(file.path)) } : {}),
  });
  const linesReviewed = scoped.files.reduce((sum, file) => sum + file.additions + file.deletions, 0);
  ports.log.event('REVIEW_CONTEXT_COLLECTED', {
    base_sha: raw.baseSha,
    head_sha: raw.headSha,
    files: scoped.files.length,
    not_reviewed: scoped.notReviewed.length,
  });
  ports.log.progress(`${scoped.files.length} files in scope (${linesReviewed} changed lines), ${scoped.notReviewed.length} left out`);
  return {
    base_sha: raw.baseSha,
    head_sha: raw.headSha,
    files_reviewed: scoped.files.length,
    lines_reviewed: linesReviewed,
    not_reviewed: scoped.notReviewed,
    ...(scoped.files.length === 0 && !inScope.gateOnly ? { termination_reason: 'no_changes' } : {}),
  };
}
