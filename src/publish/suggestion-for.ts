import type { CandidateFinding } from '../findings/finding.js';
import { autofixFor } from '../rules/autofix-for.js';

/** Lines `startLine..endLine` of the head (1-based, inclusive) replaced by `lines`: what a suggestion block commits. */
export interface Suggestion {
  startLine: number;
  endLine: number;
  lines: string[];
}

/** A suggestion longer than this is a rewrite, not a fix a reviewer can check at a glance. */
const MAX_SUGGESTION_LINES = 20;

/**
 * The committable suggestion for a finding with a mechanical fix: the smallest run of lines the fix
 * changes, with their replacement. A pure insertion takes in the line above it, since a suggestion
 * must replace at least one line. Undefined when there is no fix or it is too large to suggest.
 */
export function suggestionFor(finding: CandidateFinding, content: string): Suggestion | undefined {
  const fixed = autofixFor(finding, content);
  if (fixed === undefined) return undefined;
  const before = content.split(/\r?\n/);
  const after = fixed.split(/\r?\n/);
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++;
  if (prefix === before.length && prefix === after.length) return undefined;
  let suffix = 0;
  while (suffix < before.length - prefix && suffix < after.length - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) {
    suffix++;
  }
  let startLine = prefix + 1;
  const endLine = before.length - suffix;
  let lines = after.slice(prefix, after.length - suffix);
  if (endLine < startLine) {
    if (prefix === 0) return undefined;
    startLine = prefix;
    lines = [before[prefix - 1] ?? '', ...lines];
  }
  const end = Math.max(startLine, endLine);
  if (end - startLine + 1 > MAX_SUGGESTION_LINES || lines.length > MAX_SUGGESTION_LINES) return undefined;
  return { startLine, endLine: end, lines };
}
