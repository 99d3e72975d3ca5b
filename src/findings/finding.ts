import { z } from 'zod';
import { ReviewerNameSchema } from './agent-names.js';

/** Most severe first: the index is the rank used by the gate and by sorting. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export const SeveritySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof SeveritySchema>;

export const DIMENSIONS = ['correctness', 'security', 'performance', 'readability', 'testing', 'architecture'] as const;
export const DimensionSchema = z.enum(DIMENSIONS);
export type Dimension = z.infer<typeof DimensionSchema>;

/** Finding ids are prefixed by dimension: CORR-001, SEC-003, … */
export const DIMENSION_PREFIX: Record<Dimension, string> = {
  correctness: 'CORR',
  security: 'SEC',
  performance: 'PERF',
  readability: 'READ',
  testing: 'TEST',
  architecture: 'ARCH',
};

/** What a reviewer (static rule or LLM agent) reports, before the orchestrator assigns id and fingerprint. */
export const CandidateFindingSchema = z.object({
  agent: ReviewerNameSchema,
  dimension: DimensionSchema,
  severity: SeveritySchema,
  confidence: z.number().int().min(0).max(100),
  /** A word of the vocabulary of category-vocabulary.ts once findings are merged. */
  category: z.string().min(1),
  /** The reporter's own, more specific word (`sql-injection` under `injection`). */
  category_detail: z.string().max(64).optional(),
  /** The static rule that produced it (`review/eval`), or an analyzer's tool and rule (`eslint/no-unused-vars`). */
  rule_id: z.string().optional(),
  file: z.string().min(1),
  line: z.number().int().min(1),
  end_line: z.number().int().min(1).optional(),
  column: z.number().int().min(1).optional(),
  code_snippet: z.string().optional(),
  /** A model finding: the line(s) of the file it is about, quoted by the model and found there before it was kept. */
  evidence: z.string().optional(),
  description: z.string().min(1),
  recommendation: z.string(),
  fix_example: z.string().optional(),
  references: z.array(z.string()).optional(),
  auto_fixable: z.boolean(),
  /** `analyzer`: imported from the report of a linter or scanner the repository runs (ESLint, Ruff, CodeQL …); `agent` is the tool. */
  source: z.enum(['static', 'llm', 'analyzer']),
  /**
   * Identifies the problem in place of the code snippet: a digest of an analyzer's own fingerprint (SARIF
   * `partialFingerprints`), or of the credential a finding reports.
   */
  external_fingerprint: z
    .string()
    .regex(/^[0-9a-f]{16,64}$/)
    .optional(),
  /** A `sextant-ignore` the change itself added would hide it, but it is at or above the gate. */
  suppression_added_by_change: z.literal(true).optional(),
});
export type CandidateFinding = z.infer<typeof CandidateFindingSchema>;

export const FindingSchema = CandidateFindingSchema.extend({
  id: z.string().regex(/^(CORR|READ|PERF|SEC|TEST|ARCH)-\d{3,}$/),
  /** A hex digest: it is written into a hidden HTML comment, where any other text could end the comment. */
  fingerprint: z.string().regex(/^[0-9a-f]{8,64}$/),
  /** Other agents that reported the same problem (merged into this one). */
  also_reported_by: z.array(ReviewerNameSchema).optional(),
  /** Their rules (`eslint/no-debugger`), where they had one: what a person needs to silence the problem in that tool. */
  also_reported_rules: z.array(z.string()).optional(),
  /** A fix as a replacement of lines start_line..end_line of the head, and whether Sextant verified it. */
  suggestion: z
    .object({
      start_line: z.number().int().min(1),
      end_line: z.number().int().min(1),
      replacement: z.string(),
      /** Sextant ran the repository's checks with the fix, and one that covers each file it changes (see probe-coverage) passed. */
      verified: z.literal(true).optional(),
      /** Why it is only a suggestion (no check covers a file it changes), when Sextant tried to verify it. */
      unverified_reason: z.string().optional(),
      /** Taken from the analyze job's bundle: code that job's untrusted run wrote, which publish never verifies. */
      origin: z.literal('analysis-job').optional(),
    })
    .optional(),
});
export type Finding = z.infer<typeof FindingSchema>;

/** A critical or high finding under `min-confidence`: not shown or gated, but listed as hidden (see hidden-findings.ts). */
export const HiddenFindingSchema = FindingSchema.omit({ id: true, suggestion: true });
export type HiddenFinding = z.infer<typeof HiddenFindingSchema>;

export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity);
}

/** True when `severity` is at or above `threshold` (critical is the highest). */
export function isAtOrAbove(severity: Severity, threshold: Severity): boolean {
  return severityRank(severity) <= severityRank(threshold);
}
