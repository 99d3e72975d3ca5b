import { severityRank } from '../findings/finding.js';
import type { Finding } from '../findings/finding.js';

/** Most severe first, then most confident, then by place: the order of "what to look at first". */
export function compareBySeverity(a: Finding, b: Finding): number {
  return severityRank(a.severity) - severityRank(b.severity) || b.confidence - a.confidence || compareByLocation(a, b);
}

/** By file, then line, then id: the order of reading the code. */
export function compareByLocation(a: Finding, b: Finding): number {
  return compareText(a.file, b.file) || a.line - b.line || compareText(a.id, b.id);
}

/** Code-point order, so the output does not depend on the machine's locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
