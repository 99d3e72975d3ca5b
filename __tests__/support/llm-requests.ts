import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoopbackLlm, RecordedRequest } from './loopback-llm.js';

/** What the LLM review session tests read from the recorded model calls and the session's event log. */

export type AnthropicPart = { type: string; text: string; cache_control?: unknown };
/** The content parts of an Anthropic request's first message. */
export const partsOf = (request: RecordedRequest | undefined) =>
  ((request?.body.messages as Array<{ content: AnthropicPart[] }> | undefined)?.[0]?.content ?? []) as AnthropicPart[];
export const systemOf = (request: RecordedRequest | undefined) => JSON.stringify(request?.body.system);
/** The calls of the review agents: neither the classification nor the verification. */
export const agentCalls = (llm: LoopbackLlm) => llm.requests.filter((request) => request.caller !== 'classify' && request.caller !== 'verify');
export const events = (run: { sessionDir: string }) =>
  readFileSync(join(run.sessionDir, 'session.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
/** The steps the run started, in order: each at most once, as a model's reply never makes a step fail and run again. */
export const stepRuns = (run: { sessionDir: string }) =>
  events(run)
    .filter((record) => record.event === 'STEP_START')
    .map((record) => record.step);
