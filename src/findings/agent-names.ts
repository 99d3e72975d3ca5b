import { z } from 'zod';

/** The six specialised reviewers. Their names are part of the public contract (the `agents` input). */
export const AGENT_NAMES = ['code-reviewer', 'silent-failure-hunter', 'code-simplifier', 'test-analyzer', 'comment-analyzer', 'type-design-analyzer'] as const;

export type AgentName = (typeof AGENT_NAMES)[number];

/**
 * Any reviewer's name: one of the six, or a custom agent defined in the config file. Kebab-case, so it
 * reads well in reports and can never be mistaken for markup.
 */
export const ReviewerNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/)
  .max(64);
export type ReviewerName = z.infer<typeof ReviewerNameSchema>;

export function isBuiltInAgent(name: string): name is AgentName {
  return (AGENT_NAMES as readonly string[]).includes(name);
}
