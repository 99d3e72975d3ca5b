import { z } from 'zod';
import { defineResponseSchema, lowercaseEnum } from '../llm/response-schema.js';

const CHANGE_KINDS = ['docs', 'tests', 'deps', 'config', 'code', 'mixed'] as const;
const RISK_LEVELS = ['low', 'medium', 'high'] as const;

/** What the classify call returns: the kind and risk of the change, and which reviewers to run. */
export const CLASSIFY_RESPONSE = defineResponseSchema({
  name: 'classification',
  description: 'The kind and risk of the change, and the reviewers worth running on it.',
  strict: z.object({
    kind: z.enum(CHANGE_KINDS),
    risk: z.enum(RISK_LEVELS),
    agents: z.array(z.string()),
    needs_extra_context: z.boolean(),
    reason: z.string(),
    walkthrough: z.object({ overview: z.string(), files: z.array(z.object({ path: z.string(), summary: z.string() })) }).nullable(),
  }),
  reply: z.object({
    kind: lowercaseEnum(CHANGE_KINDS),
    risk: lowercaseEnum(RISK_LEVELS),
    agents: z.array(z.string().trim()),
    needs_extra_context: z.boolean().nullish(),
    reason: z.string().nullish(),
    // Optional in a reply: a missing or malformed walkthrough never costs the classification.
    walkthrough: z
      .object({ overview: z.string().nullish(), files: z.array(z.object({ path: z.string(), summary: z.string() })).nullish() })
      .nullish()
      .catch(null),
  }),
});

export type ClassifyReply = z.infer<typeof CLASSIFY_RESPONSE.reply>;
