import { z } from 'zod';
import { ReviewerNameSchema } from '../findings/agent-names.js';
import { AgentOverrideSchema, CustomAgentSchema } from '../config/agent-settings.js';
import { REPORT_FORMATS } from '../analyzers/analyzer-report.js';
import { AnalyzerSettingSchema, DIFF_FILTERS } from '../analyzers/analyzer-setting.js';
import { RuleSettingSchema } from '../config/rule-setting.js';
import { ReviewIntentSchema } from '../intent/review-intent.js';
import { CandidateFindingSchema, FindingSchema, HiddenFindingSchema, SeveritySchema } from '../findings/finding.js';

/** The steps of a review, in the order `selectNextAction` walks them. */
const STEPS = [
  'collect-context',
  'verify',
  'quick-scan',
  /** With analyzers configured: run their commands, import their reports as findings. */
  'analyzers',
  /** LLM mode only: plan the batches and choose the agents worth running. */
  'classify',
  'deep-review',
  'fix-plan',
  'fix',
  'fix-review',
  'fix-finish',
  'generate-report',
] as const;
const StepSchema = z.enum(STEPS);
export type Step = z.infer<typeof StepSchema>;

const NotReviewedSchema = z.object({
  path: z.string(),
  reason: z.string(),
  detail: z.string().optional(),
  scanned_by: z.enum(['static-engine', 'text-gates']).optional(),
});

const CheckResultSchema = z.object({
  status: z.enum(['passed', 'failed', 'timeout', 'not_configured', 'refused']),
  command: z.string().optional(),
  exit_code: z.number().int().nullable().optional(),
  /** Why a refused command was not run. */
  reason: z.string().optional(),
  duration_ms: z.number(),
  output_tail: z.string().optional(),
});

const CheckResultsSchema = z.object({ tests: CheckResultSchema, lint: CheckResultSchema, typecheck: CheckResultSchema });

const AgentResultSchema = z.object({
  agent: ReviewerNameSchema,
  status: z.enum(['success', 'failed', 'skipped']),
  issues_found: z.number().int(),
  duration_ms: z.number(),
  error: z.string().optional(),
});

const ScanSummarySchema = z.object({
  risk_areas: z.array(z.object({ file: z.string(), reason: z.string(), priority: z.enum(['high', 'medium', 'low']) })),
  complexity_score: z.number(),
  quick_issues: z.number().int(),
});

const PathInstructionSchema = z.object({
  paths: z.array(z.string()),
  instructions: z.string().optional(),
  agents: z.array(z.string()).optional(),
  rules: z.record(z.string(), z.literal('off')).optional(),
});

/** A guidelines file the review found, kept with the text sent so a resumed run sends the same bytes. */
const UsedGuidelinesSchema = z.object({
  path: z.string(),
  source: z.string(),
  scope: z.union([z.object({ folder: z.string() }), z.object({ applyTo: z.array(z.string()) })]),
  applies_to: z.string(),
  tokens: z.number().int().min(0),
  sent_tokens: z.number().int().min(0),
  cut: z.boolean(),
  text: z.string(),
});

/** What the run was asked to do, kept so `--resume` can continue without the original flags. */
const RequestSchema = z.object({
  base: z.string().optional(),
  uncommitted: z.boolean(),
  model: z.string(),
  agents: z.array(ReviewerNameSchema),
  fail_on: z.union([SeveritySchema, z.literal('none')]),
  min_confidence: z.number().int(),
  min_required_agents: z.number().int(),
  include: z.array(z.string()),
  exclude: z.array(z.string()),
  commands: z.object({ tests: z.string().optional(), lint: z.string().optional(), typecheck: z.string().optional() }),
  /** Why none of `commands` may run in this process (a fork's pull request in a job holding secrets). */
  commands_withheld: z.string().optional(),
  command_timeout_ms: z.number().int().positive(),
  allow_risky_commands: z.boolean(),
  on_verification_failure: z.enum(['continue', 'stop']),
  /** A changed source file nothing could read: the review is incomplete (`fail`) or partial with a warning (`warn`); absent (fail) in sessions saved before the setting. */
  on_unreviewed: z.enum(['fail', 'warn']).optional(),
  /** `apply` is the CLI's --fix: verified fixes stay in the working tree. */
  fix: z.enum(['off', 'suggest', 'commit', 'apply']),
  max_review_iterations: z.number().int().min(1),
  config_file: z.string(),
  rules: z.record(z.string(), RuleSettingSchema),
  /** Show info findings in what people read (text, summaries, PR comments); absent in sessions saved before the setting. */
  show_info: z.boolean().optional(),
  /** The repository's linters and scanners whose reports are imported (the `analyzers` key and the `analyzer-reports` input). */
  analyzers: z.array(AnalyzerSettingSchema).optional(),
  /** Rules this repository's people voted down on earlier reviews: their findings below the gate are not shown. */
  muted_rules: z
    .array(z.object({ rule_id: z.string(), thumbs_down: z.number().int(), thumbs_up: z.number().int(), muted_by: z.string().optional() }))
    .optional(),
  /** Check each model finding with one more model call before it is posted; absent (on) in sessions saved before the setting. */
  verify_findings: z.boolean().optional(),
  /** Guidelines files: found in the tree, none, or these paths; absent (auto) in sessions saved before the setting. */
  guidelines: z.union([z.enum(['auto', 'off']), z.array(z.string())]).optional(),
  path_instructions: z.array(PathInstructionSchema).optional(),
  /** "What changed" in the summary and HTML report; absent (on) in sessions saved before the setting. */
  walkthrough: z.boolean().optional(),
  /** What the change claims to do (the pull request and the issues it closes, or the range's commit messages), already sanitized, redacted and capped. */
  intent: ReviewIntentSchema.optional(),
  /** Fix this one finding and no other (`fix` in its thread); `finding` when the review may not find it again (a model's). */
  fix_only: z.object({ fingerprint: z.string(), finding: FindingSchema.optional() }).optional(),
  /** How the model agents run; absent in static mode. */
  llm: z
    .object({
      base_url: z.string().optional(),
      concurrency: z.number().int().min(1),
      max_input_tokens: z.number().int().positive(),
      timeout_ms: z.number().int().positive(),
      /** Reply tokens a call may ask for, when the server's context limits them (absent: each task's own). */
      max_output_tokens: z.number().int().positive().optional(),
      /** Calls the server runs at once, when known or assumed: a call's timeout is sized to the queue ahead of it. */
      slots: z.number().int().positive().optional(),
      custom_agents: z.array(CustomAgentSchema),
      agent_overrides: z.record(z.string(), AgentOverrideSchema),
      /** Investigation tools (model-tools: auto): rounds and result tokens per agent call; absent: the fixed context only. */
      tools: z.object({ rounds: z.number().int().min(1), tokens: z.number().int().positive() }).optional(),
    })
    .optional(),
});

/** What one analyzer's import did: its command, the reports read, and what was kept or left out, by why. */
const AnalyzerRunSchema = z.object({
  name: z.string(),
  filter: z.enum(DIFF_FILTERS),
  command: CheckResultSchema.optional(),
  reports: z.array(
    z.object({
      file: z.string(),
      format: z.enum(REPORT_FORMATS).optional(),
      tools: z.array(z.string()),
      results: z.number().int().min(0),
      /** Why the file was not read or parsed, when it was not. */
      problem: z.string().optional(),
    }),
  ),
  results: z.number().int().min(0),
  imported: z.number().int().min(0),
  outside_change: z.number().int().min(0),
  outside_filter: z.number().int().min(0),
  excluded: z.number().int().min(0),
  rules_off: z.number().int().min(0),
  /** On lines past the end of their file at the reviewed head: the report is of another commit. */
  past_end: z.number().int().min(0),
  /** Results past the per-report cap, and findings past the per-rule caps: counted, not kept. */
  capped: z.number().int().min(0),
});
export type AnalyzerRun = z.infer<typeof AnalyzerRunSchema>;

/** The code beyond the diff sent with one batch (INVESTIGATE), kept so every call on the batch, and a resumed run, sends the same bytes. */
const BatchContextSchema = z.object({
  source: z.enum(['repository', 'changed-files']),
  searched: z.string(),
  excerpts: z.array(
    z.object({
      path: z.string(),
      start: z.number().int(),
      end: z.number().int(),
      symbol: z.string(),
      relation: z.enum(['definition', 'caller', 'test']),
      reason: z.string(),
    }),
  ),
  text: z.string(),
  tokens: z.number().int().min(0),
});

/** One batch of the change as the classify step planned it: its files, and the agents that review it. */
const ReviewBatchSchema = z.object({
  files: z.array(z.string()),
  /** Files shown as bare hunks, without their enclosing code, to fit the budget. */
  compact: z.array(z.string()),
  /** Definitions and callers from the rest of the repository, in the batch's shared prefix; absent in sessions saved before it. */
  context: BatchContextSchema.optional(),
  agents: z.array(ReviewerNameSchema),
  kind: z.string(),
  risk: z.string(),
  size: z.enum(['small', 'medium', 'large']),
  needs_extra_context: z.boolean(),
  reason: z.string(),
  /** `fallback` when the classify call failed and every selected agent runs. */
  source: z.enum(['model', 'fallback']),
  /** Why the classification was overruled by the coverage floor (a kind that denies changed source code, agents added back). */
  overruled: z.string().optional(),
  /** The classify call's walkthrough of the batch (redacted): an overview and what each file does in this change. */
  walkthrough: z.object({ overview: z.string(), files: z.array(z.object({ path: z.string(), summary: z.string() })) }).optional(),
});
export type ReviewBatch = z.infer<typeof ReviewBatchSchema>;

/** Tokens and estimated cost of one caller's model calls (an agent, or `classify`). */
const CallerUsageSchema = z.object({
  calls: z.number().int().min(0),
  input_tokens: z.number().int().min(0),
  output_tokens: z.number().int().min(0),
  cache_read_tokens: z.number().int().min(0),
  cache_write_tokens: z.number().int().min(0),
  /** Null when the model has no list price: the cost is unknown, not zero. */
  cost_estimate_usd: z.number().min(0).nullable(),
});
export type CallerUsage = z.infer<typeof CallerUsageSchema>;

/** A model finding the verification pass dropped, with its reason: listed in the report, never posted. */
/** What the investigation tools did in a review: calls per caller and tool, tokens handed out, refusals. */
export const InvestigationSchema = z.object({
  /** `used`: offered (whether called or not); `off`: model-tools off; `unavailable`: no clone to read; `unsupported`: the server refused tools. */
  tools: z.enum(['used', 'off', 'unavailable', 'unsupported']),
  note: z.string().optional(),
  calls: z.record(z.string(), z.record(z.string(), z.number().int().min(0))),
  tokens: z.number().int().min(0),
  /** Calls refused (a path outside what a review may read) or past a budget. */
  refused: z.number().int().min(0),
});
export type Investigation = z.infer<typeof InvestigationSchema>;

const DroppedFindingSchema = FindingSchema.omit({ id: true, suggestion: true }).extend({ drop_reason: z.string() });
export type DroppedFinding = z.infer<typeof DroppedFindingSchema>;

const FileEditSchema = z.object({ path: z.string(), search: z.string(), replace: z.string() });

const FixLoopSchema = z.object({
  /** The iteration in progress (1-based). */
  iteration: z.number().int().min(1),
  /** Fingerprints still to try in this iteration. */
  queue: z.array(z.string()),
  attempted: z.array(z.string()),
  kept: z.array(
    z.object({ fingerprint: z.string(), iteration: z.number().int(), source: z.enum(['static', 'llm']), edits: z.array(FileEditSchema), snapshot: z.string() }),
  ),
  refused: z.array(z.object({ fingerprint: z.string(), reason: z.string() })),
  /**
   * Fixes that passed the checks, but no check that ran covers a file they change: rolled back, and
   * shown as unverified suggestions. Absent in sessions saved before coverage was probed.
   */
  unverified: z
    .array(
      z.object({ fingerprint: z.string(), iteration: z.number().int(), source: z.enum(['static', 'llm']), edits: z.array(FileEditSchema), reason: z.string() }),
    )
    .optional(),
  /** Whether a check covers a file (it fails with the file made unparseable): probed once per file and check for the session. */
  coverage: z.array(z.object({ path: z.string(), check: z.enum(['tests', 'lint', 'typecheck']), covered: z.boolean() })).optional(),
  rolled_back: z.array(z.object({ fingerprint: z.string(), reason: z.string(), failure: z.string().optional() })),
  /** Open fingerprints and fixable count after each review; [0] is before any fix. */
  history: z.array(z.object({ open: z.array(z.string()), fixable: z.number().int() })),
  /** The findings as of the working tree now (line numbers move as fixes land). */
  current: z.array(FindingSchema),
  /** Changed lines of fixed files in working-tree numbering, so re-review stays on the change. */
  changed_lines: z.record(z.string(), z.array(z.number().int())),
  /**
   * Lines of fixed files kept from the pull request's base, as runs [line, line in base, count] in
   * working-tree numbering, so re-review judges suppressions against the base as the first pass did.
   */
  lines_in_base: z.record(z.string(), z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()]))).optional(),
  iterations: z.array(
    z.object({
      iteration: z.number().int(),
      applied: z.number().int(),
      kept: z.number().int(),
      rolled_back: z.number().int(),
      refused: z.number().int(),
      unverified: z.number().int().optional(),
      open_after: z.number().int().optional(),
      verification: CheckResultsSchema.optional(),
    }),
  ),
  commits: z.array(z.string()),
  termination: z.string().optional(),
});
export type FixLoop = z.infer<typeof FixLoopSchema>;

export const ReviewStateSchema = z.object({
  session_id: z.string().regex(/^[0-9a-f]{8}$/),
  status: z.enum(['in_progress', 'completed', 'failed', 'user_exit']),
  current_step: StepSchema.nullable(),
  completed_steps: z.array(StepSchema),
  /** Actions executed so far; bounded by MAX_ITERATIONS so a bug can never loop forever. */
  iteration_count: z.number().int().min(0),
  error_count: z.number().int().min(0),
  errors: z.array(z.object({ step: z.string(), message: z.string(), ts: z.string() })),
  request: RequestSchema,
  base_sha: z.string().optional(),
  head_sha: z.string().optional(),
  files_reviewed: z.number().int().optional(),
  lines_reviewed: z.number().int().optional(),
  not_reviewed: z.array(NotReviewedSchema),
  /** Changed files the source could not even name (past GitHub's 3,000-file list, with no checkout of the head). */
  unlisted_files: z.number().int().min(0).optional(),
  verification: CheckResultsSchema.optional(),
  scan_summary: ScanSummarySchema.optional(),
  candidates: z.array(CandidateFindingSchema),
  /** One entry per configured analyzer, once the analyzers step ran. */
  analyzer_results: z.array(AnalyzerRunSchema).optional(),
  agent_results: z.array(AgentResultSchema),
  /** Static mode: milliseconds the quick-scan spent on each agent's rules (their `duration_ms`). */
  static_durations_ms: z.record(z.string(), z.number().min(0)).optional(),
  findings: z.array(FindingSchema),
  /** Model findings the verification pass (verify-findings) dropped. */
  dropped_findings: z.array(DroppedFindingSchema).optional(),
  /** LLM mode: what the reviewers looked up with the investigation tools, or why they had none. */
  investigation: InvestigationSchema.optional(),
  fix_loop: FixLoopSchema.optional(),
  /** Findings a kept, verified fix resolved (as suggestions with fix: suggest). */
  fixed_findings: z.array(FindingSchema).optional(),
  duplicates_merged: z.number().int().min(0),
  below_confidence: z.number().int().min(0),
  /** The critical and high findings among those under min-confidence: listed as hidden, never gated. */
  hidden_findings: z.array(HiddenFindingSchema).optional(),
  /** Every file the pull request (or the local range) changes, with its size and whether this run read it: the walkthrough lists them. */
  changed_files: z
    .array(
      z.object({
        path: z.string(),
        additions: z.number().int().min(0).optional(),
        deletions: z.number().int().min(0).optional(),
        read: z.boolean().optional(),
      }),
    )
    .optional(),
  /** The repository's guidelines files that speak about the change, read once (collect-context). */
  guidelines: z.array(UsedGuidelinesSchema).optional(),
  review_plan: z.object({ batches: z.array(ReviewBatchSchema) }).optional(),
  /** Model calls by caller, with how the cost was estimated. */
  usage: z.object({ by_caller: z.record(z.string(), CallerUsageSchema), cost_basis: z.string() }).optional(),
  /** Model findings dropped because their file or line is not in the change, and those moved to their snippet's line. */
  unanchored_findings: z.number().int().min(0).optional(),
  reanchored_findings: z.number().int().min(0).optional(),
  positive_observations: z.array(z.string()).optional(),
  termination_reason: z.string().optional(),
  incomplete_reason: z.string().optional(),
  warnings: z.array(z.string()),
  /** Findings left out because their rule is muted, by rule. */
  muted_findings: z.record(z.string(), z.number().int()).optional(),
  started_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().optional(),
});
export type ReviewState = z.infer<typeof ReviewStateSchema>;
export type ReviewRequest = z.infer<typeof RequestSchema>;

export type StateUpdate = Partial<ReviewState>;
