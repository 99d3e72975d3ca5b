import { z } from 'zod';
import { AgentNameSchema } from '../agents/agent-names.js';
import { CandidateFindingSchema, FindingSchema, SeveritySchema } from '../findings/finding.js';

const RuleSettingSchema = z.object({ enabled: z.boolean(), severity: SeveritySchema.optional(), paths: z.array(z.string()).optional() });

/** The steps of a review, in the order `selectNextAction` walks them. */
export const STEPS = ['collect-context', 'verify', 'quick-scan', 'deep-review', 'generate-report'] as const;
export const StepSchema = z.enum(STEPS);
export type Step = z.infer<typeof StepSchema>;

const NotReviewedSchema = z.object({ path: z.string(), reason: z.string(), detail: z.string().optional() });

const CheckResultSchema = z.object({
  status: z.enum(['passed', 'failed', 'timeout', 'not_configured', 'refused']),
  command: z.string().optional(),
  exit_code: z.number().int().nullable().optional(),
  duration_ms: z.number(),
  output_tail: z.string().optional(),
});

const AgentResultSchema = z.object({
  agent: AgentNameSchema,
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

/** What the run was asked to do, kept so `--resume` can continue without the original flags. */
const RequestSchema = z.object({
  base: z.string().optional(),
  uncommitted: z.boolean(),
  model: z.string(),
  agents: z.array(AgentNameSchema),
  fail_on: z.union([SeveritySchema, z.literal('none')]),
  min_confidence: z.number().int(),
  min_required_agents: z.number().int(),
  include: z.array(z.string()),
  exclude: z.array(z.string()),
  commands: z.object({ tests: z.string().optional(), lint: z.string().optional(), typecheck: z.string().optional() }),
  rules: z.record(z.string(), RuleSettingSchema),
});

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
  verification: z.object({ tests: CheckResultSchema, lint: CheckResultSchema, typecheck: CheckResultSchema }).optional(),
  scan_summary: ScanSummarySchema.optional(),
  candidates: z.array(CandidateFindingSchema),
  agent_results: z.array(AgentResultSchema),
  findings: z.array(FindingSchema),
  duplicates_merged: z.number().int().min(0),
  below_confidence: z.number().int().min(0),
  termination_reason: z.string().optional(),
  incomplete_reason: z.string().optional(),
  warnings: z.array(z.string()),
  started_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().optional(),
});
export type ReviewState = z.infer<typeof ReviewStateSchema>;
export type ReviewRequest = z.infer<typeof RequestSchema>;

export type StateUpdate = Partial<ReviewState>;
