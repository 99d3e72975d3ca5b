import type { Finding } from '../findings/finding.js';

type Fix = Pick<NonNullable<Finding['suggestion']>, 'start_line' | 'end_line' | 'replacement'>;

/**
 * Pure: a fix as the new text of the lines a review thread is on (`range`, at the head), so a suggestion
 * block in that thread commits exactly it. Undefined when the fix reaches outside those lines or the
 * thread is outdated: GitHub would apply a suggestion there to the wrong lines.
 */
export function suggestionForThread(text: string, fix: Fix, range: { start: number; end: number } | undefined): string[] | undefined {
  if (!range || fix.start_line < range.start || fix.end_line > range.end) return undefined;
  const lines = text.split('\n');
  const replacement = fix.replacement === '' ? [] : fix.replacement.split('\n');
  const fixed = [...lines.slice(0, fix.start_line - 1), ...replacement, ...lines.slice(fix.end_line)];
  const delta = replacement.length - (fix.end_line - fix.start_line + 1);
  return fixed.slice(range.start - 1, range.end + delta).map((line) => line.replace(/\r$/, ''));
}

/** Pure: the fix as a unified-diff-like block of the lines it replaces, for where no suggestion can be committed. */
export function renderFixDiff(text: string, fix: Fix): string {
  const old = text.split('\n').slice(fix.start_line - 1, fix.end_line);
  const replacement = fix.replacement === '' ? [] : fix.replacement.split('\n');
  return [`@@ lines ${fix.start_line}-${fix.end_line} @@`, ...old.map((line) => `-${line}`), ...replacement.map((line) => `+${line}`)].join('\n');
}
