import { z } from 'zod';
import { lowercaseEnum } from '../llm/response-schema.js';
import { describeIssues } from '../text/describe-value.js';

const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;

/** A reviewer's comment the evaluation expects Sextant to find. */
const GoldenCommentSchema = z
  .object({
    comment: z.string().optional(),
    body: z.string().optional(),
    severity: lowercaseEnum(SEVERITIES).optional(),
    file: z.string().optional(),
    path: z.string().optional(),
    line: z.number().int().positive().nullable().optional(),
  })
  .refine((comment) => Boolean(comment.comment ?? comment.body), { message: 'a golden comment needs its text in "comment" or "body"' })
  .transform((comment) => ({
    body: comment.comment ?? comment.body ?? '',
    ...(comment.severity ? { severity: comment.severity } : {}),
    ...((comment.file ?? comment.path) ? { file: comment.file ?? comment.path } : {}),
    ...(comment.line ? { line: comment.line } : {}),
  }));
export type GoldenComment = z.infer<typeof GoldenCommentSchema>;

const SHA = z.string().regex(/^[0-9a-f]{7,64}$/i, 'a commit SHA (hex)');

/** One pull request of the dataset: where its commits are, and what a good review says about it. */
const DatasetItemSchema = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    url: z.string().optional(),
    pr_title: z.string().optional(),
    repo: z.string().min(1),
    repo_path: z.string().optional(),
    base_sha: SHA.optional(),
    base_commit: SHA.optional(),
    head_sha: SHA.optional(),
    head_commit: SHA.optional(),
    golden_comments: z.array(GoldenCommentSchema).optional(),
    comments: z.array(GoldenCommentSchema).optional(),
  })
  .refine((item) => item.base_sha ?? item.base_commit, { message: 'needs "base_sha" (or "base_commit")' })
  .refine((item) => item.head_sha ?? item.head_commit, { message: 'needs "head_sha" (or "head_commit")' })
  .refine((item) => item.golden_comments ?? item.comments, { message: 'needs "golden_comments" (or "comments")' });

export interface EvalPullRequest {
  /** How errors and results name it: the dataset's id, url or title, else its position. */
  name: string;
  repo: string;
  repoPath?: string;
  baseSha: string;
  headSha: string;
  golden: GoldenComment[];
}

/** A dataset file as read: its usable pull requests, and one error per item (or for the file) that is not. */
interface ParsedDataset {
  items: EvalPullRequest[];
  errors: string[];
}

/**
 * Reads a dataset in the offline code-review-benchmark shape: a JSON array of pull requests, an object
 * holding one under `prs`, `pull_requests` or `items`, or JSON Lines. Never throws: a bad file or item
 * becomes an error naming it, and the rest is kept.
 */
export function parseDataset(text: string, origin: string): ParsedDataset {
  const errors: string[] = [];
  let raw: Array<{ value: unknown; where: string }>;
  try {
    const value = JSON.parse(text) as unknown;
    const list = Array.isArray(value) ? value : listIn(value);
    if (!list) return { items: [], errors: [`${origin}: expected a JSON array of pull requests (or an object with "prs"), or JSON Lines`] };
    raw = list.map((entry, index) => ({ value: entry, where: `${origin} item ${index + 1}` }));
  } catch (error) {
    const lines = text.split('\n');
    if (lines.filter((line) => line.trim()).length < 2) return { items: [], errors: [`${origin}: not valid JSON (${(error as Error).message})`] };
    raw = [];
    lines.forEach((line, index) => {
      if (!line.trim()) return;
      try {
        raw.push({ value: JSON.parse(line) as unknown, where: `${origin} line ${index + 1}` });
      } catch (lineError) {
        errors.push(`${origin} line ${index + 1}: not valid JSON (${(lineError as Error).message})`);
      }
    });
  }
  const items: EvalPullRequest[] = [];
  for (const { value, where } of raw) {
    const parsed = DatasetItemSchema.safeParse(value);
    if (!parsed.success) {
      errors.push(`${where}: ${describeIssues(parsed.error.issues, 1) || 'not a pull request'}`);
      continue;
    }
    const item = parsed.data;
    items.push({
      name: String(item.id ?? item.url ?? item.pr_title ?? where),
      repo: item.repo,
      ...(item.repo_path ? { repoPath: item.repo_path } : {}),
      baseSha: (item.base_sha ?? item.base_commit ?? '').toLowerCase(),
      headSha: (item.head_sha ?? item.head_commit ?? '').toLowerCase(),
      golden: item.golden_comments ?? item.comments ?? [],
    });
  }
  return { items, errors };
}

function listIn(value: unknown): unknown[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const list = record.prs ?? record.pull_requests ?? record.items;
  return Array.isArray(list) ? list : undefined;
}
