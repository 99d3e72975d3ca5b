import picomatch from 'picomatch';
import { DEFAULT_EXCLUDED_GLOBS, SECRET_FILE_NAMES } from '../diff/scope.js';
import { createReviewTools } from '../investigate/review-tools.js';
import type { ToolCallRecord } from '../investigate/review-tools.js';
import type { ModelToolbox } from '../llm/model-tool.js';
import { fenceUntrusted, sanitizeUntrusted } from '../llm/sanitize-untrusted.js';
import { redactSecrets } from '../redact/create-redactor.js';
import type { ReviewPorts } from './review-ports.js';
import type { Investigation, ReviewState } from '../review-state/review-state.js';

/** The reviewers that investigate first (and the verification pass): those whose findings most often rest on code they were not shown. */
const INVESTIGATING_CALLERS = new Set(['code-reviewer', 'silent-failure-hunter', 'verify']);
/** The whole review may receive this many times one agent call's tool tokens. */
const REVIEW_TOKENS_PER_CALL_TOKENS = 8;
/** One result may take this share of a call's tool tokens, so one large file does not spend them all. */
const RESULT_SHARE = 1 / 3;

/** The tools of one review, and what they did. */
export interface InvestigationTools {
  /** The toolbox for a caller's call, or undefined for a caller that does not investigate. */
  toolboxFor(caller: string): ModelToolbox | undefined;
  /** What the tools did so far, for the state and the report; `unsupported` once the server refused them. */
  summary(toolsRefused: string | undefined): Investigation;
}

const none = (tools: Investigation['tools'], note?: string): Investigation => ({ tools, ...(note ? { note } : {}), calls: {}, tokens: 0, refused: 0 });

/** No tools for anyone, and why. */
function withoutTools(why: Investigation): InvestigationTools {
  return { toolboxFor: () => undefined, summary: () => why };
}

/**
 * The investigation tools for a model review (model-tools: auto), served from the clone's head and base
 * commits; none, saying why, when model-tools is off or there is no clone to read. Every call is logged
 * and counted.
 */
export async function loadInvestigationTools(state: ReviewState, ports: ReviewPorts): Promise<InvestigationTools> {
  const bounds = state.request.llm?.tools;
  if (!bounds) return withoutTools(none('off'));
  const [browser, search] = await Promise.all([ports.source.browser?.(), ports.source.repository?.()]);
  if (!browser || !search) return withoutTools(none('unavailable', 'no clone of the repository to read: the reviewers had the fixed context only'));

  const calls: Record<string, Record<string, number>> = {};
  let tokens = 0;
  let refused = 0;
  const record = (call: ToolCallRecord) => {
    const byTool = (calls[call.caller] ??= {});
    byTool[call.tool] = (byTool[call.tool] ?? 0) + 1;
    tokens += call.tokens;
    if (call.outcome.startsWith('refused') || call.outcome === 'budget spent') refused += 1;
    ports.log.event('MODEL_TOOL_CALL', { caller: call.caller, tool: call.tool, input: call.input, outcome: call.outcome, tokens: call.tokens });
  };
  const toolsFor = createReviewTools({
    browser,
    search,
    readable: readableIn(state.request),
    clean: (text) => redactSecrets(sanitizeUntrusted(text)),
    fence: fenceUntrusted,
    bounds: {
      tokensPerCall: bounds.tokens,
      tokensPerReview: bounds.tokens * REVIEW_TOKENS_PER_CALL_TOKENS,
      tokensPerResult: Math.floor(bounds.tokens * RESULT_SHARE),
    },
    record,
  });
  return {
    toolboxFor: (caller) => (INVESTIGATING_CALLERS.has(caller) ? { tools: toolsFor(caller), maxRounds: bounds.rounds } : undefined),
    summary: (toolsRefused) =>
      toolsRefused !== undefined
        ? none('unsupported', `the model server does not take tool calls (${toolsRefused}): the reviewers had the fixed context only`)
        : { tools: 'used', calls, tokens, refused },
  };
}

/** Whether the review's scope lets a model read a path: not a file that holds secrets, not excluded, included when include globs are set. */
function readableIn(request: ReviewState['request']): (path: string) => boolean {
  const secret = picomatch([...SECRET_FILE_NAMES], { dot: true, basename: true });
  const excluded = picomatch([...DEFAULT_EXCLUDED_GLOBS, ...request.exclude], { dot: true });
  const included = request.include.length > 0 ? picomatch(request.include, { dot: true }) : () => true;
  return (path) => !secret(path) && !excluded(path) && included(path);
}
