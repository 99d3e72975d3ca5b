import type { ReviewerName } from '../findings/agent-names.js';
import type { NotReviewed } from '../diff/diff-model.js';
import type { Finding, HiddenFinding, Severity } from '../findings/finding.js';
import type { AnalyzerRun } from '../review-state/review-state.js';
import type { TerminationReason } from '../fix/termination-reason.js';
import type { ScanSummary } from '../rules/scan-summary.js';
import type { CheckName, VerificationResult } from '../verify/check-result.js';

/** The report JSON written to `report-path` (DESIGN §3): the seed coordinator's output plus coverage. */

export type RunStatus = 'success' | 'partial' | 'failed' | 'skipped';

export interface AgentResult {
  agent: ReviewerName;
  status: 'success' | 'failed' | 'skipped';
  issues_found: number;
  duration_ms: number;
  /** Failure code (NULL_RESPONSE, SCHEMA_MISMATCH, TIMEOUT, PROVIDER_ERROR, …) or skip reason. */
  error?: string;
}

export interface ReviewIteration {
  iteration: number;
  agents_results: AgentResult[];
  issues_found: number;
  fixable_issues: number;
  /** `unverified`: fixes the checks passed with but no check covers; present only when there were some. */
  fix_result: null | { applied: number; kept: number; rolled_back: number; refused: number; unverified?: number };
  /** The repository's checks after this iteration's last fix attempt. */
  verification?: VerificationResult;
}

export interface Usage {
  /** Every input token sent, cached or not. */
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cache_write_tokens: number;
  /** An estimate from list prices (see `cost_basis`), never a bill; null when the model has no list price (`cost_basis` starts with "unknown"). */
  cost_estimate_usd: number | null;
  /** Per caller: each agent, and `classify`. */
  by_agent?: Record<string, Usage & { calls: number }>;
  /** Which list price the estimate used, or why there is none. */
  cost_basis?: string;
}

/** LLM mode: the code beyond the diff sent with one batch (INVESTIGATE), and why each excerpt was sent. */
interface ContextSent {
  /** 1-based batch number. */
  batch: number;
  /** `changed-files` when there was no checkout to search: only the change's own files were. */
  source: 'repository' | 'changed-files';
  searched: string;
  tokens: number;
  excerpts: Array<{ file: string; start_line: number; end_line: number; symbol: string; relation: 'definition' | 'caller' | 'test'; reason: string }>;
}

/** LLM mode: the investigation tools of a review. */
interface Investigation {
  /** `used`: offered (whether called or not); `off`: model-tools off; `unavailable`: no clone to read; `unsupported`: the server refused tools. */
  tools: 'used' | 'off' | 'unavailable' | 'unsupported';
  note?: string;
  /** Calls per caller (agent or `verify`) and tool. */
  calls: Record<string, Record<string, number>>;
  /** Tokens of tool results handed to the model. */
  tokens: number;
  /** Calls refused (outside what a review may read) or past a budget. */
  refused: number;
}

/** LLM mode: how the classify step judged one batch of the change. */
export interface Classification {
  files: number;
  kind: string;
  risk: string;
  size: 'small' | 'medium' | 'large';
  agents: ReviewerName[];
  needs_extra_context: boolean;
  reason: string;
  source: 'model' | 'fallback';
  /** Why the coverage floor overruled the classifier (its kind contradicted the files, or it chose too few agents). */
  overruled?: string;
}

export type WalkthroughRole = 'source' | 'test' | 'config' | 'docs' | 'generated' | 'asset';

/** One changed file in "What changed". */
export interface WalkthroughFile {
  path: string;
  /** Absent when there is no diff to count (a binary file, one GitHub shows no patch for). */
  additions?: number;
  deletions?: number;
  role: WalkthroughRole;
  language?: string;
  /** The reviewers that read it; empty when none did (not reviewed, or no rules for its language). */
  agents: string[];
  /** Model mode: what the file does in this change, in the classify call's words (redacted). */
  summary?: string;
}

/** "What changed": the summary and the HTML report open with it (off with `walkthrough: false`). */
export interface Walkthrough {
  /** Model mode: a short overview of the change. */
  overview?: string;
  files: WalkthroughFile[];
}

/** A guidelines file the review found for the change: where it came from, what it speaks about, whether it was cut. */
export interface GuidelinesUsed {
  path: string;
  /** `base a1b2c3d` (an untrusted pull request's), `head a1b2c3d`, `working tree`. */
  source: string;
  applies_to: string;
  tokens: number;
  /** Tokens of it the model reviewers were sent (0 in static mode, or when the budget left no room). */
  sent_tokens: number;
  cut: boolean;
}

/** A fix `--fix` (or `fix: commit`) left in the code: where, for which rule, the change, and the checks that vouch for it. */
export interface AppliedFix {
  /** The finding it fixed, as the review reported it (before the fix). */
  finding_id?: string;
  file: string;
  line: number;
  rule_id?: string;
  /** The edit as a unified diff of the lines it replaced. */
  diff: string;
  /** A check covering each file it changes passed with it (see probe-coverage). */
  verified: boolean;
  /** Those checks. */
  checks: CheckName[];
}

/** A model finding the verification pass judged unsupported by the code. */
export type DroppedFinding = Omit<Finding, 'id' | 'suggestion'> & { drop_reason: string };

interface GateResult {
  fail_on: Severity | 'none';
  /** Findings at or above `fail_on`. */
  gated_count: number;
  failed: boolean;
}

export interface ReviewReport {
  session_id: string;
  status: RunStatus;
  agent: 'sextant';
  version: string;
  model: string;
  base_sha: string;
  head_sha: string;
  verification: VerificationResult;
  review_iterations: ReviewIteration[];
  summary: {
    total_iterations: number;
    initial_issues: number;
    final_issues: number;
    fixed_issues: number;
    termination_reason: TerminationReason;
    files_reviewed: number;
    lines_reviewed: number;
    counts_by_severity: Record<Severity, number>;
    counts_by_agent: Partial<Record<ReviewerName, number>>;
    /** Status skipped: why nothing was reviewed (an empty change, or what left every changed file out). */
    skipped_reason?: string;
    /** Why the review is incomplete (e.g. INSUFFICIENT_COVERAGE, UNREVIEWED_FILES), when it is. */
    incomplete_reason?: string;
    /** What of the change nothing read (source files that could not be read, files past GitHub's list), when any: status `partial`. */
    unread?: string;
    /** Changed files past GitHub's 3,000-file list, which nothing could name. */
    unlisted_files?: number;
    /** Model findings dropped because their file or line is not in the change (never posted). */
    unanchored_findings?: number;
    /** Model findings whose line was corrected from their code snippet. */
    reanchored_findings?: number;
    gate: GateResult;
    /** Info findings are shown in text, summaries, PR comments and annotations (always when fail-on is info); JSON and SARIF have them all. */
    show_info: boolean;
  };
  scan_summary: ScanSummary;
  /** The repository's guidelines files that speak about the change; `sent_to_model` false in static mode, which cannot follow them. */
  guidelines?: { files: GuidelinesUsed[]; sent_to_model: boolean; note?: string };
  /** "What changed": every changed file, and in model mode an overview and a line per file. */
  walkthrough?: Walkthrough;
  /** LLM mode: one entry per batch of the change. */
  classification?: Classification[];
  /** LLM mode: the context from beyond the diff each batch was sent. */
  context_sent?: ContextSent[];
  /** LLM mode: what the reviewers looked up with the investigation tools (model-tools), or why they had none. */
  investigation?: Investigation;
  fixed_issues: Finding[];
  /** With `--fix` or `fix: commit`: every fix left in the code. */
  applied_fixes?: AppliedFix[];
  remaining_issues: Finding[];
  positive_observations: string[];
  files_modified: string[];
  findings: Finding[];
  /** Model findings the verification pass (verify-findings) dropped, with its reason: never posted. */
  dropped_findings?: DroppedFinding[];
  /**
   * Critical and high findings under `min-confidence`: not in `findings`, not shown, not gated, but counted
   * in every verdict with the way to show them (`min-confidence: 0`, or `--min-confidence 0`).
   */
  hidden_findings?: HiddenFinding[];
  not_reviewed: NotReviewed[];
  /** The repository's analyzers whose reports were imported: their command, reports, and what was kept or left out, by why. */
  analyzers?: AnalyzerRun[];
  /** Rules muted in this repository by 👎 on earlier reviews, with the findings they hid from this one. */
  muted_rules?: Array<{ rule_id: string; thumbs_down: number; thumbs_up: number; findings_hidden: number; muted_by?: string }>;
  usage: Usage;
  errors: Array<{ step: string; message: string }>;
  warnings: string[];
  started_at: string;
  completed_at: string;
}
