import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { ConfigurationError } from '../text/configuration-error.js';
import { ReviewerNameSchema } from '../findings/agent-names.js';
import type { DiffFile, NotReviewedReason } from '../diff/diff-model.js';
import { FindingSchema } from '../findings/finding.js';
import { RULE_ID_PATTERN } from '../findings/rule-id.js';
import { ReviewStateSchema } from '../review-state/review-state.js';
import type { ReviewState } from '../review-state/review-state.js';
import type { TerminationReason } from '../fix/termination-reason.js';
import { VERSION } from '../version.js';
import { cutText, describeIssues } from '../text/describe-value.js';

/**
 * A bundle is written by an unprivileged job from untrusted code: larger than this, it is refused
 * unread. A 3,000-file pull request's diff and findings fit many times over.
 */
const MAX_BUNDLE_BYTES = 32 * 1024 * 1024;

const Sha = z.string().regex(/^[0-9a-f]{40}$/);

/*
 * Everything below is read from a file the pull request's own code could write (the analyze job runs
 * it), so each field is held to what a real analyze run writes. Two ways to handle a field that does
 * not fit, decided per field:
 * - refused (the whole bundle): identities, paths, enums, numbers, list sizes, and anything that
 *   decides what is posted, where, or whether the gate passes. A real analyze run never writes such a
 *   value, so it is tampering or a bug, and guessing could post a wrong finding or lose one.
 * - cut to a length: free text (descriptions, reasons, command output). Every renderer escapes it and
 *   shows at most a few thousand characters of it, so cutting loses nothing that would be shown.
 * Fields that only decorate the summary (usage, the model's plan, praise, warnings) are checked
 * separately and left out with a warning when they do not fit: without them the review is the same.
 * Fields publish does not read (the request, the candidates, the fixes' edits …) are never used.
 */

/** Per list: a 3,000-file pull request (GitHub's cap) with a few findings per file fits with room to spare. */
const MAX_FINDINGS = 20_000;
const MAX_FILES = 10_000;
const MAX_AGENTS = 64;
const MAX_MESSAGES = 200;
const MAX_FIX_ITERATIONS = 20;
/** Longest text kept of one field; renderers show far less (an inline comment, 2,000 characters). */
const TEXT_LIMIT = 20_000;
/** A suggested replacement is code: cutting it would post broken code, so a longer one is refused. */
const SUGGESTION_LIMIT = 200_000;

const cut = (limit: number) => z.string().transform((text) => (text.length > limit ? text.slice(0, limit) : text));
/** Fingerprints are hex digests: they go into a hidden HTML comment, where anything else could end it. */
const Fingerprint = z.string().regex(/^[0-9a-f]{8,64}$/, 'a hex fingerprint of 8 to 64 characters');
const FindingId = z.string().regex(/^(CORR|READ|PERF|SEC|TEST|ARCH)-\d{3,6}$/, 'an id such as SEC-001');
const RuleId = z.string().regex(RULE_ID_PATTERN, 'a rule id such as review/eval or eslint/no-unused-vars');
const LineNumber = z.number().int().min(1).max(10_000_000);
/** A week: no check or agent runs longer inside one job. */
const DurationMs = z
  .number()
  .min(0)
  .max(7 * 24 * 3600 * 1000);
const Count = z.number().int().min(0).max(10_000_000);
/** `static` or `provider:model-id`, as the model input takes it. */
const ModelId = z
  .string()
  .max(200)
  .regex(/^(?:static|[a-z][a-z0-9-]*:[\w.:/@+-]+)$/, "'static' or provider:model-id");
/** A path inside the repository, as git and GitHub print it: relative, no `..`, no control characters. */
const RepositoryPath = z
  .string()
  .min(1)
  .max(4096)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .refine((path) => !/[\u0000-\u001f\u007f]/.test(path) && !path.startsWith('/') && !path.split('/').includes('..'), 'a relative path inside the repository');

/** Every reason a file is left out (the Record makes the compiler list a new one here too). */
const NOT_REVIEWED_REASONS: Record<NotReviewedReason, true> = {
  binary: true,
  symlink: true,
  deleted: true,
  'excluded-by-default': true,
  'excluded-by-config': true,
  'not-included': true,
  generated: true,
  'too-large': true,
  'over-budget': true,
  'no-patch': true,
  'unsupported-language': true,
  'secret-file': true,
  'no-textual-change': true,
  unreadable: true,
};
const TERMINATION_REASONS: Record<TerminationReason, true> = {
  no_changes: true,
  no_files_in_scope: true,
  no_fixable_issues: true,
  converged: true,
  max_iterations: true,
  issues_increased: true,
  user_cancelled: true,
  verification_failed: true,
  insufficient_coverage: true,
  review_only: true,
  error: true,
};
const enumOf = <T extends string>(values: Record<T, true>) => z.enum(Object.keys(values) as [T, ...T[]]);

const DiffLineSchema = z.object({
  kind: z.enum(['add', 'delete', 'context']),
  oldLine: z.number().int().min(0).optional(),
  newLine: z.number().int().min(0).optional(),
  content: z.string(),
});

const HunkSchema = z.object({
  oldStart: z.number().int().min(0),
  oldLines: z.number().int().min(0),
  newStart: z.number().int().min(0),
  newLines: z.number().int().min(0),
  header: z.string(),
  lines: z.array(DiffLineSchema),
});

const DiffFileSchema = z.object({
  path: RepositoryPath,
  oldPath: RepositoryPath.optional(),
  status: z.enum(['added', 'modified', 'deleted', 'renamed', 'copied', 'mode-changed']),
  binary: z.boolean(),
  symlink: z.boolean().optional(),
  additions: Count,
  deletions: Count,
  hunks: z.array(HunkSchema),
});

const FindingFields = {
  id: FindingId,
  fingerprint: Fingerprint,
  rule_id: RuleId.optional(),
  file: RepositoryPath,
  line: LineNumber,
  end_line: LineNumber.optional(),
  column: z.number().int().min(1).max(1_000_000).optional(),
  category: cut(200).pipe(z.string().min(1)),
  description: cut(TEXT_LIMIT).pipe(z.string().min(1)),
  recommendation: cut(TEXT_LIMIT),
  code_snippet: cut(TEXT_LIMIT).optional(),
  fix_example: cut(TEXT_LIMIT).optional(),
  references: z.array(cut(2_000)).max(50).optional(),
  also_reported_by: z.array(ReviewerNameSchema).max(MAX_AGENTS).optional(),
  also_reported_rules: z.array(cut(200)).max(MAX_AGENTS).optional(),
  // What the analyze run says about verifying it is read but never believed: publish strips it (see mergeAnalysisBundle).
  suggestion: z
    .object({ start_line: LineNumber, end_line: LineNumber, replacement: z.string().max(SUGGESTION_LIMIT), verified: z.literal(true).optional() })
    .optional(),
};
const BundleFindingSchema = FindingSchema.extend(FindingFields);

const CheckResultSchema = z.object({
  status: z.enum(['passed', 'failed', 'timeout', 'not_configured', 'refused']),
  command: cut(2_000).optional(),
  exit_code: z.number().int().min(-1_000_000).max(1_000_000).nullable().optional(),
  reason: cut(2_000).optional(),
  duration_ms: DurationMs,
  output_tail: cut(TEXT_LIMIT).optional(),
});
const CheckResultsSchema = z.object({ tests: CheckResultSchema, lint: CheckResultSchema, typecheck: CheckResultSchema });

const StateShape = ReviewStateSchema.shape;
const FixLoopShape = StateShape.fix_loop.unwrap().shape;

/** The parts of the analyze run's state that publish uses, held to the rules above. */
const BundleStateSchema = z.object({
  status: StateShape.status,
  head_sha: Sha,
  request: z.object({ model: ModelId }),
  findings: z.array(BundleFindingSchema).max(MAX_FINDINGS),
  fixed_findings: z.array(BundleFindingSchema).max(MAX_FINDINGS).optional(),
  not_reviewed: z
    .array(
      z.object({
        path: RepositoryPath,
        reason: enumOf(NOT_REVIEWED_REASONS),
        detail: cut(500).optional(),
        scanned_by: z.enum(['static-engine', 'text-gates']).optional(),
      }),
    )
    .max(MAX_FILES),
  verification: CheckResultsSchema.optional(),
  agent_results: z
    .array(
      z.object({
        agent: ReviewerNameSchema,
        status: z.enum(['success', 'failed', 'skipped']),
        issues_found: Count,
        duration_ms: DurationMs,
        error: cut(500).optional(),
      }),
    )
    .max(MAX_AGENTS),
  fix_loop: z
    .object({
      ...FixLoopShape,
      iteration: z
        .number()
        .int()
        .min(1)
        .max(MAX_FIX_ITERATIONS + 1),
      kept: z
        .array(FixLoopShape.kept.element.extend({ edits: z.array(FixLoopShape.kept.element.shape.edits.element.extend({ path: RepositoryPath })) }))
        .max(MAX_FINDINGS),
      history: z.array(z.object({ open: z.array(Fingerprint).max(MAX_FINDINGS), fixable: Count })).max(MAX_FIX_ITERATIONS + 1),
      iterations: z
        .array(
          z.object({
            iteration: z.number().int().min(1).max(MAX_FIX_ITERATIONS),
            applied: Count,
            kept: Count,
            rolled_back: Count,
            refused: Count,
            open_after: Count.optional(),
            verification: CheckResultsSchema.optional(),
          }),
        )
        .max(MAX_FIX_ITERATIONS),
      termination: enumOf(TERMINATION_REASONS).optional(),
    })
    .optional(),
  errors: z.array(z.object({ step: cut(100), message: cut(2_000), ts: cut(64) })).max(MAX_MESSAGES),
  termination_reason: enumOf(TERMINATION_REASONS).optional(),
  incomplete_reason: cut(2_000).optional(),
  // Decoration, checked on its own below.
  warnings: z.unknown(),
  positive_observations: z.unknown().optional(),
  usage: z.unknown().optional(),
  review_plan: z.unknown().optional(),
  unanchored_findings: z.unknown().optional(),
  reanchored_findings: z.unknown().optional(),
});

const CallerName = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/);
/** What only decorates the summary: each is left out, with a warning, when it does not fit. */
const DECORATION = {
  warnings: z.array(cut(2_000)).max(MAX_MESSAGES),
  positive_observations: z.array(cut(1_000)).max(MAX_MESSAGES),
  usage: z.object({ by_caller: z.record(CallerName, StateShape.usage.unwrap().shape.by_caller.valueType), cost_basis: cut(500) }),
  review_plan: z.object({
    batches: z
      .array(
        StateShape.review_plan.unwrap().shape.batches.element.extend({
          files: z.array(RepositoryPath).max(MAX_FILES),
          compact: z.array(RepositoryPath).max(MAX_FILES),
          agents: z.array(ReviewerNameSchema).max(MAX_AGENTS),
          kind: cut(100),
          risk: cut(100),
          reason: cut(1_000),
        }),
      )
      .max(MAX_FILES),
  }),
  unanchored_findings: Count,
  reanchored_findings: Count,
};
type Decoration = { [K in keyof typeof DECORATION]?: z.infer<(typeof DECORATION)[K]> };

/** What every file `mode: analyze` leaves starts with: which Sextant wrote it, for which pull request and head. */
const BUNDLE_HEADER = {
  version: z.literal(1),
  sextant_version: z.string().max(100),
  pr_number: z.number().int().positive().max(1_000_000_000),
  head_sha: Sha,
};

/** What `mode: analyze` leaves for `mode: publish`: the diff it reviewed and the finished review (findings, verification). */
const AnalysisBundleSchema = z.object({
  kind: z.literal('sextant-analysis'),
  ...BUNDLE_HEADER,
  base_sha: Sha,
  created_at: z.string().max(64),
  diff: z.array(DiffFileSchema).max(MAX_FILES),
  state: BundleStateSchema,
});

export type BundleState = Omit<z.infer<typeof BundleStateSchema>, keyof typeof DECORATION> & Decoration;
interface AnalysisBundle extends Omit<z.infer<typeof AnalysisBundleSchema>, 'state'> {
  state: BundleState;
}

export async function writeAnalysisBundle(
  path: string,
  bundle: { prNumber: number; headSha: string; baseSha: string; createdAt: string; diff: readonly DiffFile[]; state: ReviewState },
): Promise<void> {
  const content = {
    kind: 'sextant-analysis',
    version: 1,
    sextant_version: VERSION,
    pr_number: bundle.prNumber,
    head_sha: bundle.headSha,
    base_sha: bundle.baseSha,
    created_at: bundle.createdAt,
    diff: bundle.diff,
    state: bundle.state,
  };
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(content));
}

/** What `mode: analyze` leaves when it deliberately reviews nothing (a draft), so publish can confirm why and end quietly. */
const AnalysisSkipSchema = z.object({
  kind: z.literal('sextant-analysis-skipped'),
  ...BUNDLE_HEADER,
  reason: z.literal('draft'),
});
export type AnalysisSkip = z.infer<typeof AnalysisSkipSchema>;

export async function writeAnalysisSkip(path: string, skip: { prNumber: number; headSha: string; reason: AnalysisSkip['reason'] }): Promise<void> {
  const content: AnalysisSkip = {
    kind: 'sextant-analysis-skipped',
    version: 1,
    sextant_version: VERSION,
    pr_number: skip.prNumber,
    head_sha: skip.headSha,
    reason: skip.reason,
  };
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(content));
}

/**
 * What the analyze job left: a bundle, or the marker of a deliberate skip. Either is read as
 * readAnalysisBundle reads a bundle; what a skip claims is for the caller to confirm through the API.
 */
export async function readAnalysisOutcome(path: string): Promise<{ bundle: AnalysisBundle; warnings: string[] } | { skip: AnalysisSkip }> {
  const json = await readBundleJson(path);
  if (typeof json !== 'object' || json === null || (json as { kind?: unknown }).kind !== 'sextant-analysis-skipped') return checkBundle(json, path);
  const parsed = AnalysisSkipSchema.safeParse(json);
  if (!parsed.success) throw refusal(path, `an invalid skip marker: ${cutText(describeIssues(parsed.error.issues, 1) || 'schema mismatch')}`);
  if (parsed.data.sextant_version !== VERSION)
    throw refusal(path, `written by Sextant ${parsed.data.sextant_version}; this is ${VERSION}: use the same version in both workflows`);
  return { skip: parsed.data };
}

const refusal = (path: string, problem: string) => new ConfigurationError('bundle-path', path, `a bundle written by 'mode: analyze' (${problem})`);

/** The file's JSON: its size first (unread when too large), then its syntax. */
async function readBundleJson(path: string): Promise<unknown> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw refusal(path, 'no such file: download the analyze job’s artifact first');
  if (info.size > MAX_BUNDLE_BYTES) throw refusal(path, `${info.size} bytes is over the ${MAX_BUNDLE_BYTES}-byte limit`);
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    throw refusal(path, 'not valid JSON');
  }
}

/**
 * Reads and validates a bundle: size first (unread when too large), then JSON, then the schema, then
 * the version that wrote it. Every problem is a ConfigurationError naming the file, the field and
 * what is wrong; decoration that does not fit is left out with a warning instead.
 * What it claims (pull request, head, paths) is for the caller to check against GitHub.
 */
export async function readAnalysisBundle(path: string): Promise<{ bundle: AnalysisBundle; warnings: string[] }> {
  return checkBundle(await readBundleJson(path), path);
}

function checkBundle(json: unknown, path: string): { bundle: AnalysisBundle; warnings: string[] } {
  const refuse = (problem: string) => refusal(path, problem);
  const parsed = AnalysisBundleSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refuse(`invalid at '${cutText(issue?.path.map(String).join('.') ?? '')}': ${cutText(issue?.message ?? 'schema mismatch')}`);
  }
  if (parsed.data.sextant_version !== VERSION) {
    throw refuse(`written by Sextant ${parsed.data.sextant_version}; this is ${VERSION}: use the same version in both workflows`);
  }
  const { state, ...rest } = parsed.data;
  const warnings: string[] = [];
  const decoration: Decoration = {};
  for (const key of Object.keys(DECORATION) as Array<keyof typeof DECORATION>) {
    if (state[key] === undefined) continue;
    const field = DECORATION[key].safeParse(state[key]);
    if (field.success) Object.assign(decoration, { [key]: field.data });
    else warnings.push(`the bundle's state.${key} is not valid (${describeIssues(field.error.issues, 1) || 'schema mismatch'}) and is left out`);
  }
  const {
    warnings: _warnings,
    positive_observations: _praise,
    usage: _usage,
    review_plan: _plan,
    unanchored_findings: _unanchored,
    reanchored_findings: _reanchored,
    ...checked
  } = state;
  return { bundle: { ...rest, state: { ...checked, ...decoration } }, warnings };
}
