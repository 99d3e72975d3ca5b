import { z } from 'zod';

/** The six specialised reviewers. Their names are part of the public contract (the `agents` input). */
export const AGENT_NAMES = [
  'code-reviewer',
  'silent-failure-hunter',
  'code-simplifier',
  'test-analyzer',
  'comment-analyzer',
  'type-design-analyzer',
] as const;

export const AgentNameSchema = z.enum(AGENT_NAMES);
export type AgentName = z.infer<typeof AgentNameSchema>;
