import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-P7IRFNF7.js";

// src/findings/agent-names.ts
var AGENT_NAMES = ["code-reviewer", "silent-failure-hunter", "code-simplifier", "test-analyzer", "comment-analyzer", "type-design-analyzer"];
var ReviewerNameSchema = external_exports.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/).max(64);
function isBuiltInAgent(name) {
  return AGENT_NAMES.includes(name);
}

// src/findings/finding.ts
var SEVERITIES = ["critical", "high", "medium", "low", "info"];
var SeveritySchema = external_exports.enum(SEVERITIES);
var DIMENSIONS = ["correctness", "security", "performance", "readability", "testing", "architecture"];
var DimensionSchema = external_exports.enum(DIMENSIONS);
var DIMENSION_PREFIX = {
  correctness: "CORR",
  security: "SEC",
  performance: "PERF",
  readability: "READ",
  testing: "TEST",
  architecture: "ARCH"
};
var CandidateFindingSchema = external_exports.object({
  agent: ReviewerNameSchema,
  dimension: DimensionSchema,
  severity: SeveritySchema,
  confidence: external_exports.number().int().min(0).max(100),
  /** A word of the vocabulary of category-vocabulary.ts once findings are merged. */
  category: external_exports.string().min(1),
  /** The reporter's own, more specific word (`sql-injection` under `injection`). */
  category_detail: external_exports.string().max(64).optional(),
  /** The static rule that produced it (`review/eval`), or an analyzer's tool and rule (`eslint/no-unused-vars`). */
  rule_id: external_exports.string().optional(),
  file: external_exports.string().min(1),
  line: external_exports.number().int().min(1),
  end_line: external_exports.number().int().min(1).optional(),
  column: external_exports.number().int().min(1).optional(),
  code_snippet: external_exports.string().optional(),
  /** A model finding: the line(s) of the file it is about, quoted by the model and found there before it was kept. */
  evidence: external_exports.string().optional(),
  description: external_exports.string().min(1),
  recommendation: external_exports.string(),
  fix_example: external_exports.string().optional(),
  references: external_exports.array(external_exports.string()).optional(),
  auto_fixable: external_exports.boolean(),
  /** `analyzer`: imported from the report of a linter or scanner the repository runs (ESLint, Ruff, CodeQL …); `agent` is the tool. */
  source: external_exports.enum(["static", "llm", "analyzer"]),
  /**
   * Identifies the problem in place of the code snippet: a digest of an analyzer's own fingerprint (SARIF
   * `partialFingerprints`), or of the credential a finding reports.
   */
  external_fingerprint: external_exports.string().regex(/^[0-9a-f]{16,64}$/).optional(),
  /** A `sextant-ignore` the change itself added would hide it, but it is at or above the gate. */
  suppression_added_by_change: external_exports.literal(true).optional()
});
var FindingSchema = CandidateFindingSchema.extend({
  id: external_exports.string().regex(/^(CORR|READ|PERF|SEC|TEST|ARCH)-\d{3,}$/),
  /** A hex digest: it is written into a hidden HTML comment, where any other text could end the comment. */
  fingerprint: external_exports.string().regex(/^[0-9a-f]{8,64}$/),
  /** Other agents that reported the same problem (merged into this one). */
  also_reported_by: external_exports.array(ReviewerNameSchema).optional(),
  /** Their rules (`eslint/no-debugger`), where they had one: what a person needs to silence the problem in that tool. */
  also_reported_rules: external_exports.array(external_exports.string()).optional(),
  /** A fix as a replacement of lines start_line..end_line of the head, and whether Sextant verified it. */
  suggestion: external_exports.object({
    start_line: external_exports.number().int().min(1),
    end_line: external_exports.number().int().min(1),
    replacement: external_exports.string(),
    /** Sextant ran the repository's checks with the fix, and one that covers each file it changes (see probe-coverage) passed. */
    verified: external_exports.literal(true).optional(),
    /** Why it is only a suggestion (no check covers a file it changes), when Sextant tried to verify it. */
    unverified_reason: external_exports.string().optional(),
    /** Taken from the analyze job's bundle: code that job's untrusted run wrote, which publish never verifies. */
    origin: external_exports.literal("analysis-job").optional()
  }).optional()
});
var HiddenFindingSchema = FindingSchema.omit({ id: true, suggestion: true });
function severityRank(severity) {
  return SEVERITIES.indexOf(severity);
}
function isAtOrAbove(severity, threshold) {
  return severityRank(severity) <= severityRank(threshold);
}

export {
  AGENT_NAMES,
  ReviewerNameSchema,
  isBuiltInAgent,
  SEVERITIES,
  SeveritySchema,
  DIMENSIONS,
  DimensionSchema,
  DIMENSION_PREFIX,
  CandidateFindingSchema,
  FindingSchema,
  HiddenFindingSchema,
  severityRank,
  isAtOrAbove
};
