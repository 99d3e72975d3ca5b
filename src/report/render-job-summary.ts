import { renderMarkdown } from './render-markdown.js';
import type { ReviewReport } from './review-report.js';

/**
 * GitHub refuses a step's job summary over 1 MiB. 8 KiB stay free for anything else the step appends
 * (warnings, the publisher's own notes).
 */
export const JOB_SUMMARY_MAX_BYTES = 1024 * 1024 - 8 * 1024;

/**
 * The job summary: the markdown summary listing every finding and not-reviewed file while it fits,
 * otherwise as many as fit, and cut (with a notice) only if even the shortest form is too large.
 */
export function renderJobSummary(report: ReviewReport): string {
  const render = (limit: number) => renderMarkdown(report, { findingsLimit: limit, notReviewedLimit: limit });
  const longest = Math.max(report.findings.length, report.not_reviewed.length);
  const full = render(longest);
  if (byteLength(full) <= JOB_SUMMARY_MAX_BYTES) return full;

  // The largest list length that still fits. The size grows almost linearly with the length, so the first
  // guesses interpolate between the longest length known to fit and the shortest known not to, then bisection
  // takes over (a guard against sizes that are not linear): a few renders instead of a dozen, each linear in the report.
  const notice = (omitted: string) =>
    `\n> ⚠️ **This summary was shortened to stay under GitHub's 1 MiB job-summary limit** (${omitted}). ` +
    'Every finding is in the JSON report and the SARIF file.\n';
  const shortenedNotice = notice('lists cut; the counts above are complete');
  const sizeOf = (limit: number) => {
    const text = render(limit) + shortenedNotice;
    return { limit, text, bytes: byteLength(text) };
  };
  let fits = sizeOf(0);
  if (fits.bytes > JOB_SUMMARY_MAX_BYTES) return truncateBytes(render(0), JOB_SUMMARY_MAX_BYTES, notice);
  let tooLarge = { limit: longest, bytes: byteLength(full) };
  for (let step = 0; tooLarge.limit - fits.limit > 1; step += 1) {
    const perItem = (tooLarge.bytes - fits.bytes) / (tooLarge.limit - fits.limit);
    const interpolated = fits.limit + Math.floor((JOB_SUMMARY_MAX_BYTES - fits.bytes) / Math.max(perItem, 1));
    const guess = step < 4 ? Math.min(Math.max(interpolated, fits.limit + 1), tooLarge.limit - 1) : Math.floor((fits.limit + tooLarge.limit) / 2);
    const next = sizeOf(guess);
    if (next.bytes <= JOB_SUMMARY_MAX_BYTES) fits = next;
    else tooLarge = next;
  }
  return fits.text;
}

/** Cuts at a line end (never inside a UTF-8 character) so that the text plus its notice fits in `maxBytes`. */
function truncateBytes(text: string, maxBytes: number, notice: (omitted: string) => string): string {
  const bytes = Buffer.from(text, 'utf8');
  // Sized for the largest possible omitted count, so the final notice is never longer than reserved.
  const reserved = byteLength(notice(`${bytes.length} bytes omitted`));
  let cut = Math.max(0, maxBytes - reserved);
  while (cut > 0 && bytes[cut - 1] !== 0x0a) cut -= 1;
  return `${bytes.subarray(0, cut).toString('utf8')}${notice(`${bytes.length - cut} bytes omitted`)}`;
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
