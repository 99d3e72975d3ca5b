import { CandidateFindingSchema } from './finding.js';
import type { CandidateFinding } from './finding.js';

/** The schema's field order: every reporter's findings read alike in report.json, whatever order it named them in. */
const FIELD_ORDER = Object.keys(CandidateFindingSchema.shape) as Array<keyof CandidateFinding>;

/**
 * The one way a reporter (model reply, analyzer report, review thread) makes a finding: an optional
 * field given as undefined is left out, so no reporter writes `"end_line": undefined` or spreads
 * conditionals to avoid it.
 */
export function candidateFinding(fields: CandidateFinding): CandidateFinding {
  const finding: Partial<Record<keyof CandidateFinding, unknown>> = {};
  for (const key of FIELD_ORDER) if (fields[key] !== undefined) finding[key] = fields[key];
  return finding as CandidateFinding;
}
