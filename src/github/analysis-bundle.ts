import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { ConfigurationError } from '../config/configuration-error.js';
import type { DiffFile } from '../diff/diff-model.js';
import { ReviewStateSchema } from '../orchestrator/review-state.js';
import type { ReviewState } from '../orchestrator/review-state.js';
import { VERSION } from '../version.js';

/**
 * A bundle is written by an unprivileged job from untrusted code: larger than this, it is refused
 * unread. A 3,000-file pull request's diff and findings fit many times over.
 */
const MAX_BUNDLE_BYTES = 32 * 1024 * 1024;

const Sha = z.string().regex(/^[0-9a-f]{40}$/);

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
  path: z.string().min(1),
  oldPath: z.string().optional(),
  status: z.enum(['added', 'modified', 'deleted', 'renamed', 'copied', 'mode-changed']),
  binary: z.boolean(),
  additions: z.number().int().min(0),
  deletions: z.number().int().min(0),
  hunks: z.array(HunkSchema),
});

/** What `mode: analyze` leaves for `mode: publish`: the diff it reviewed and the finished review (findings, verification). */
const AnalysisBundleSchema = z.object({
  kind: z.literal('sextant-analysis'),
  version: z.literal(1),
  sextant_version: z.string(),
  pr_number: z.number().int().positive(),
  head_sha: Sha,
  base_sha: Sha,
  created_at: z.string(),
  diff: z.array(DiffFileSchema),
  state: ReviewStateSchema,
});
export type AnalysisBundle = z.infer<typeof AnalysisBundleSchema>;

export async function writeAnalysisBundle(
  path: string,
  bundle: { prNumber: number; headSha: string; baseSha: string; createdAt: string; diff: readonly DiffFile[]; state: ReviewState },
): Promise<void> {
  const content: AnalysisBundle = {
    kind: 'sextant-analysis',
    version: 1,
    sextant_version: VERSION,
    pr_number: bundle.prNumber,
    head_sha: bundle.headSha,
    base_sha: bundle.baseSha,
    created_at: bundle.createdAt,
    diff: [...bundle.diff],
    state: bundle.state,
  };
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(content));
}

/**
 * Reads and validates a bundle: size first (unread when too large), then JSON, then the schema, then
 * the version that wrote it. Every problem is a ConfigurationError naming the file and what is wrong.
 * What it claims (pull request, head, paths) is for the caller to check against GitHub.
 */
export async function readAnalysisBundle(path: string): Promise<AnalysisBundle> {
  const refuse = (problem: string) => new ConfigurationError('bundle-path', path, `a bundle written by 'mode: analyze' (${problem})`);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw refuse('no such file: download the analyze job’s artifact first');
  if (info.size > MAX_BUNDLE_BYTES) throw refuse(`${info.size} bytes is over the ${MAX_BUNDLE_BYTES}-byte limit`);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    throw refuse('not valid JSON');
  }
  const parsed = AnalysisBundleSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refuse(`invalid at '${issue?.path.join('.') ?? ''}': ${issue?.message ?? 'schema mismatch'}`);
  }
  if (parsed.data.sextant_version !== VERSION) {
    throw refuse(`written by Sextant ${parsed.data.sextant_version}; this is ${VERSION}: use the same version in both workflows`);
  }
  return parsed.data;
}
