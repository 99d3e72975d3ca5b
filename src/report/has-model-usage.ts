import type { Usage } from './review-report.js';

/** Whether the run called a model: without a call there is nothing to count or price (static mode). */
export function hasModelUsage(usage: Usage): boolean {
  return Object.keys(usage.by_agent ?? {}).length > 0 || usage.input_tokens + usage.output_tokens > 0;
}
