import { z } from 'zod';
import { DimensionSchema } from '../findings/finding.js';
import { ReviewerNameSchema } from '../findings/agent-names.js';

/** A reviewer defined in the config file (`custom-agents`), as kept in settings and in the session state. */
export const CustomAgentSchema = z.object({
  name: ReviewerNameSchema,
  focus: z.string().trim().min(1).max(200),
  dimension: DimensionSchema,
  category: z.string().trim().min(1).max(60).optional(),
  auto_fixable: z.boolean(),
  instructions: z.string().trim().min(1),
});
export type CustomAgent = z.infer<typeof CustomAgentSchema>;

/** Per-agent adjustments from the config file (`agent-overrides`). */
export const AgentOverrideSchema = z.object({
  /** Added to the agent's instructions, e.g. project conventions it should respect. */
  instructions: z.string().trim().min(1).optional(),
  min_confidence: z.number().int().min(0).max(100).optional(),
  auto_fixable: z.boolean().optional(),
});
export type AgentOverride = z.infer<typeof AgentOverrideSchema>;
