import type { ServerLimits } from './discover-server.js';

/** Parallel calls with `concurrency: auto` when the server does not say how many it serves: hosted APIs take six easily. */
export const DEFAULT_CONCURRENCY = 6;
/** The longest reply a call asks for (a review with forty findings), unless max-output-tokens says otherwise. */
export const DEFAULT_OUTPUT_RESERVE = 8_192;
/**
 * On a server with a small context, the reply may take at most this share of it: the prompt needs the
 * rest (on an 8k context: 2,048 tokens of reply, 6,144 of prompt).
 */
const OUTPUT_SHARE = 0.25;
/** Below this the reply cannot hold even one finding: a tiny context still keeps this much for it. */
const MIN_OUTPUT_RESERVE = 256;

export interface CallLimits {
  concurrency: number;
  /** Prompt tokens one call may carry. */
  maxInputTokens: number;
  /** Reply tokens one call may ask for, when the server's context limits them. */
  maxOutputTokens?: number;
  /** Calls the server runs at once, when known or assumed (a local server): more wait in its queue. */
  slots?: number;
}

interface CallLimitSettings {
  concurrency: number | 'auto';
  maxInputTokens: number;
  /** The configured reply budget (max-output-tokens), when set. */
  maxOutputTokens?: number;
  /** True for `openai-compatible`: a self-hosted server, assumed to run one call at a time unless it says otherwise. */
  selfHosted: boolean;
}

/**
 * Pure: what each model call may use. A server's context bounds the prompt (its context less the room
 * kept for the reply, never more than max-input-tokens), and `concurrency: auto` follows its slots.
 */
export function callLimits(settings: CallLimitSettings, server: ServerLimits | undefined): CallLimits {
  const slots = server?.slots ?? (settings.selfHosted ? 1 : undefined);
  const concurrency = settings.concurrency === 'auto' ? (server?.slots ?? DEFAULT_CONCURRENCY) : settings.concurrency;
  const configured = settings.maxOutputTokens !== undefined ? { maxOutputTokens: settings.maxOutputTokens } : {};
  if (server?.contextTokens === undefined)
    return { concurrency, maxInputTokens: settings.maxInputTokens, ...configured, ...(slots !== undefined ? { slots } : {}) };
  const reserve = settings.maxOutputTokens ?? Math.max(MIN_OUTPUT_RESERVE, Math.min(DEFAULT_OUTPUT_RESERVE, Math.floor(server.contextTokens * OUTPUT_SHARE)));
  return {
    concurrency,
    maxInputTokens: Math.max(1, Math.min(settings.maxInputTokens, server.contextTokens - reserve)),
    maxOutputTokens: reserve,
    ...(slots !== undefined ? { slots } : {}),
  };
}
