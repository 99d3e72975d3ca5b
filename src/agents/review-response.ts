import { z } from 'zod';
import { DIMENSIONS, SEVERITIES } from '../findings/finding.js';
import { defineResponseSchema, lowercaseEnum } from '../llm/response-schema.js';

/** A reply with more findings than this is cut: past it, a reviewer is listing noise, not problems. */
const MAX_ISSUES_PER_REPLY = 40;

/** Explicit bounds, or the JSON schema carries JavaScript's safe-integer range as noise for the model. */
const LineNumber = z.number().int().min(1).max(10_000_000);

const StrictIssue = z.object({
  file: z.string(),
  line: LineNumber,
  end_line: LineNumber.nullable(),
  severity: z.enum(SEVERITIES),
  confidence: z.number().int().min(0).max(100),
  dimension: z.enum(DIMENSIONS),
  category: z.string(),
  description: z.string(),
  recommendation: z.string(),
  code_snippet: z.string().nullable(),
  evidence: z.string(),
  auto_fixable: z.boolean(),
  fix_example: z.string().nullable(),
});

// Grammar-constrained output (llama.cpp, Ollama) keeps a schema's types but not its bounds: a line or a
// confidence out of range is taken as sent and dropped or clamped by the review (model-review.ts), counted,
// rather than failing the whole reply.
const ReplyIssue = z.object({
  file: z.string().trim().min(1),
  line: z.coerce.number().int(),
  end_line: z.coerce.number().int().nullish(),
  severity: lowercaseEnum(SEVERITIES),
  confidence: z.coerce.number().transform(Math.round),
  dimension: lowercaseEnum(DIMENSIONS).nullish(),
  category: z.string().trim().min(1).nullish(),
  description: z.string().trim().min(1),
  recommendation: z.string().nullish(),
  code_snippet: z.string().nullish(),
  evidence: z.string().nullish(),
  auto_fixable: z.boolean().nullish(),
  fix_example: z.string().nullish(),
});

/** The wire schema of DESIGN §3: what an LLM review agent returns. IDs are never the model's to assign. */
export const REVIEW_RESPONSE = defineResponseSchema({
  name: 'review',
  description: 'The findings of one reviewer on the change.',
  strict: z.object({ status: z.enum(['success']), issues: z.array(StrictIssue), positive_observations: z.array(z.string()) }),
  reply: z.object({
    status: z.literal('success'),
    issues: z.array(ReplyIssue).transform((issues) => issues.slice(0, MAX_ISSUES_PER_REPLY)),
    positive_observations: z.array(z.string()).nullish(),
  }),
});

export type ReviewReply = z.infer<typeof REVIEW_RESPONSE.reply>;
export type ReplyIssue = ReviewReply['issues'][number];
