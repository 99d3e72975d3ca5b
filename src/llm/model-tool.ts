import type { z } from 'zod';

/**
 * A read-only tool a model may call while it reviews: what the provider is told (name, description,
 * input schema) and what answers the call. The answer is text the model reads as data; a tool never
 * throws at the model, it says what went wrong in its answer.
 */
export interface ModelTool {
  name: string;
  description: string;
  input: z.ZodType<Record<string, unknown>>;
  run(input: Record<string, unknown>): Promise<string>;
}

/** The tools offered to one call, and how many rounds of calls the model gets before it must answer. */
export interface ModelToolbox {
  tools: readonly ModelTool[];
  /** Rounds of tool calls; the round after the last one offers no tools, so the model answers with what it has. */
  maxRounds: number;
}

/**
 * Why a server refused a request that offered tools: it has no tool calling (llama.cpp without
 * `--jinja`, Ollama models without a tools template, servers that reject the `tools` field).
 */
export const NO_TOOL_SUPPORT = /tool|function[_ ]call|--jinja/i;
