import { z } from 'zod';
import { defineResponseSchema, lowercaseEnum } from '../llm/response-schema.js';

export const VERDICTS = ['keep', 'drop'] as const;

/** A kept verdict scored under this is a drop: the verifier itself doubts the finding more than it trusts it. */
export const MIN_VERIFIED_SCORE = 50;

/** What the verification call returns: keep or drop, a score and a reason, for each candidate it was shown. */
export const VERIFY_RESPONSE = defineResponseSchema({
  name: 'verification',
  description: 'A verdict on each candidate finding: keep it or drop it, how sure (0-100), and why.',
  strict: z.object({
    verdicts: z.array(z.object({ id: z.string(), verdict: z.enum(VERDICTS), score: z.number().int().min(0).max(100), reason: z.string() })),
  }),
  reply: z.object({
    verdicts: z.array(
      z.object({
        id: z.coerce.string().trim().toUpperCase(),
        verdict: lowercaseEnum(VERDICTS),
        score: z.coerce.number().nullish(),
        reason: z.string().trim().nullish(),
      }),
    ),
  }),
});

/**
 * The verifier's task, after the same prefix the reviewers saw: a skeptical second look at each
 * candidate. `candidates` is already fenced as untrusted data (descriptions come from a model that read
 * the pull request).
 */
export function buildVerifyInstruction(candidates: string): string {
  return `Task: verify
The reviewers reported the candidate findings below on this change. Before they are posted, check each one against the code shown above, as a skeptical senior reviewer:
- keep: the code shown supports it. The problem is real, it is on the line named (or the range starting there), the change introduces or worsens it, and the description is accurate.
- drop: the code contradicts it or does not show it (the guard it asks for is already there, the value cannot be null, the line does something else), it is about code the change does not touch, or it is a matter of taste presented as a defect.
When a finding rests on a reasonable assumption about code you cannot see, keep it. Judge each candidate on its own; do not merge, rewrite or add findings.
Score each one from 0 to 100: how sure you are that it is a real problem the author should fix, given the code path it names. A finding that speculates without a path, or whose quoted evidence does not show the problem, scores low.

Candidates:
${candidates}

Reply with this JSON object, one verdict per candidate id: {"verdicts": [{"id": "F1", "verdict": "keep|drop", "score": 0, "reason": "one sentence"}]}`;
}
