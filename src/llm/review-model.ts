import { APICallError, generateText, isStepCount, jsonSchema, NoObjectGeneratedError, NoOutputGeneratedError, Output, RetryError, tool } from 'ai';
import type { LanguageModelUsage, ModelMessage, ToolSet } from 'ai';
import { NO_TOOL_SUPPORT } from './model-tool.js';
import type { ModelToolbox } from './model-tool.js';
import type { ProviderName, ResolvedModel } from './create-language-model.js';
import { createRedactor } from '../redact/create-redactor.js';
import type { ResponseSchema } from './response-schema.js';
import { addUsage, NO_USAGE, usageFromSdk } from './token-usage.js';
import type { TokenUsage } from './token-usage.js';
import { describeIssues } from '../text/describe-value.js';

/** Why a model call produced nothing usable. */
type FailureCode =
  | 'NULL_RESPONSE'
  | 'MALFORMED_JSON'
  | 'MISSING_STATUS'
  | 'SCHEMA_MISMATCH'
  | 'TIMEOUT'
  | 'RATE_LIMITED'
  | 'CONTEXT_OVERFLOW'
  | 'OUTPUT_TRUNCATED'
  | 'PROVIDER_ERROR'
  | 'CANCELLED';

/**
 * A prompt laid out for the providers' prompt caches: the parts every call of a batch shares come
 * first and are byte-identical across calls; what differs per call comes last.
 */
interface PromptLayout {
  /** The review rules: the same for every call of the run. */
  system: string;
  /** The change and what is known about it: the same for every call on one batch. Marked for Anthropic's cache. */
  prefix: string;
  /** Extra context and the caller's task: differs per call. */
  instruction: string;
  /** Routes calls that share the prefix to the same cache (OpenAI's prompt_cache_key). */
  cacheKey: string;
}

interface ModelCall<T> {
  /** An agent name or `classify`: for logs and per-agent usage. */
  caller: string;
  prompt: PromptLayout;
  schema: ResponseSchema<T>;
  /**
   * A reply cut off at this length (finish_reason `length`) fails as OUTPUT_TRUNCATED with no repair
   * attempt: asking again for the same reply would be cut again. The caller asks for less instead.
   */
  maxOutputTokens: number;
  signal: AbortSignal;
  /**
   * Read-only tools the model may call before it answers (see ModelToolbox). A server that refuses tool
   * calls gets the call again without them, and no tools from then on (see ReviewModel.toolsRefused).
   */
  tools?: ModelToolbox;
}

export type ModelOutcome<T> =
  { ok: true; value: T; usage: TokenUsage; repaired: boolean } | { ok: false; code: FailureCode; message: string; usage: TokenUsage };

/** The port through which the review talks to a model: one structured call, never throwing. */
export interface ReviewModel {
  /** `provider:model-id`. */
  readonly id: string;
  readonly provider: ProviderName;
  readonly modelId: string;
  generate<T>(call: ModelCall<T>): Promise<ModelOutcome<T>>;
  /** Why the server took no tools, once it refused them; undefined while it has not. */
  toolsRefused(): string | undefined;
}

/** One call's record for the debug log (session files only, never the console). */
export interface ModelCallRecord {
  caller: string;
  attempt: 'first' | 'repair';
  prompt: { system: string; prefix: string; instruction: string };
  reply?: string;
  outcome: string;
  usage: TokenUsage;
}

interface ReviewModelOptions {
  resolved: ResolvedModel;
  /** Per call, retries and the repair attempt included, once the server is free to answer it. */
  timeoutMs: number;
  /**
   * Calls the server answers at once (a local server's slots). A call sent while others are in flight
   * waits its turn in the server's queue: its timeout grows by one `timeoutMs` per full round of slots
   * ahead of it, so no call times out for waiting.
   */
  slots?: number;
  /** Retries of retryable HTTP failures (408, 409, 429, 5xx, network): the AI SDK's backoff, honouring retry-after. */
  maxRetries: number;
  /** Strings to keep out of the debug log and failure messages besides credential shapes: the API key. */
  secrets: readonly string[];
  /** Sampling: 0 unless given, so two reviews of one change agree as far as the model allows. */
  temperature?: number;
  /** Sent to the providers that take one (all but Anthropic), for the same reason; DEFAULT_SEED unless given. */
  seed?: number;
  debug?: (record: ModelCallRecord) => void;
}

/**
 * A bad reply is echoed back for the repair attempt up to this size: enough to show the model its
 * mistake, small enough that the repair prompt stays close to the first (a slow local server
 * evaluates every echoed token again).
 */
const REPAIR_ECHO_CHARS = 1_000;
/** Any fixed number: what matters is that every call of every review sends the same one. */
const DEFAULT_SEED = 1;
/**
 * How servers say a prompt is too long for their context: llama.cpp ("the request exceeds the available
 * context size", type exceed_context_size_error), vLLM and OpenAI ("maximum context length",
 * context_length_exceeded), others ("too many tokens", "context window").
 */
const CONTEXT_OVERFLOW =
  /exceeds? the available context size|exceed_context_size|maximum context length|context_length_exceeded|context window|too many tokens|prompt is too long/i;
/** Failure messages in reports stay one readable line. */
const MESSAGE_CHARS = 300;

type AttemptResult<T> = { kind: 'ok'; value: T; usage: TokenUsage } | { kind: 'unusable'; code: FailureCode; problem: string; text: string; usage: TokenUsage };

/**
 * The AI SDK behind the ReviewModel port. Each call: a timeout covering retries and repair, the run's
 * abort signal, bounded retries of retryable failures only (4xx other than 408/409/429 fail at once),
 * and one repair attempt when the reply does not parse or fit the schema. Tools are offered only when the
 * call brings them, and only read-only ones (see ModelToolbox).
 */
export function createReviewModel(options: ReviewModelOptions): ReviewModel {
  const { resolved } = options;
  const clean = createRedactor(options.secrets.map((value) => ({ name: 'api-key', value })));
  // The AI SDK prints its warnings (a setting a model ignores) to stderr; here they go to the debug log with the call.
  (globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;
  const seed = options.seed ?? (resolved.provider === 'anthropic' ? undefined : DEFAULT_SEED);
  // Calls sent and not yet answered: the queue a new call joins on the server.
  let inFlight = 0;
  // Set once the server refuses a request for its tools: later calls are sent without them.
  let toolsRefused: string | undefined;

  /** What the debug log shows of a call's prompt: after the first attempt, the messages that followed the prefix. */
  function loggedPrompt(call: ModelCall<unknown>, messages: readonly ModelMessage[]): ModelCallRecord['prompt'] {
    return {
      system: call.prompt.system,
      prefix: call.prompt.prefix,
      instruction: clean(messages.length > 1 ? renderMessages(messages.slice(1)) : call.prompt.instruction),
    };
  }

  async function attempt<T>(call: ModelCall<T>, messages: ModelMessage[], signal: AbortSignal, label: 'first' | 'repair'): Promise<AttemptResult<T>> {
    const schema = jsonSchema<T>(call.schema.jsonSchema, {
      validate: (value) => {
        const parsed = call.schema.reply.safeParse(value);
        return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
      },
    });
    const record = (outcome: string, usage: TokenUsage, reply?: string) =>
      options.debug?.({
        caller: call.caller,
        attempt: label,
        prompt: loggedPrompt(call, messages),
        ...(reply !== undefined ? { reply: clean(reply) } : {}),
        outcome,
        usage,
      });
    try {
      // The repair asks only for the answer again: no more looking around.
      const toolbox = label === 'first' && toolsRefused === undefined ? call.tools : undefined;
      const result = await generateText({
        model: resolved.languageModel,
        instructions: call.prompt.system,
        messages,
        output: Output.object({ schema, name: call.schema.name, description: call.schema.description }),
        maxOutputTokens: call.maxOutputTokens,
        maxRetries: options.maxRetries,
        abortSignal: signal,
        temperature: options.temperature ?? 0,
        ...(seed !== undefined ? { seed } : {}),
        providerOptions: { openai: { promptCacheKey: call.prompt.cacheKey } },
        ...(toolbox && toolbox.tools.length > 0 ? toolOptions(toolbox) : {}),
      });
      const { untrusted, ...usage } = usageFromSdk(result.usage);
      const ignored = result.warnings?.map((warning) => ('setting' in warning ? `${warning.type}: ${String(warning.setting)}` : warning.type)) ?? [];
      record(withUntrusted(ignored.length > 0 ? `ok (the provider warned: ${ignored.join(', ')})` : 'ok', untrusted), usage, result.text);
      return { kind: 'ok', value: result.output, usage };
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) {
        const text = error.text ?? '';
        const { untrusted, ...usage } = usageFromSdk(error.usage as LanguageModelUsage | undefined);
        // Replies wrapped in prose or code fences are common with local models: unwrap before paying for a repair.
        const unwrapped = parseUnwrapped(text, call.schema);
        if (unwrapped !== undefined) {
          record(withUntrusted('ok (unwrapped)', untrusted), usage, text);
          return { kind: 'ok', value: unwrapped, usage };
        }
        // Cut at the limit: the reply is incomplete, not wrong, and a repair would be cut the same way.
        if (error.finishReason === 'length') {
          const problem = `it reached the ${call.maxOutputTokens}-token output limit and was cut off (finish_reason: length)`;
          record(withUntrusted('OUTPUT_TRUNCATED', untrusted), usage, text);
          return { kind: 'unusable', code: 'OUTPUT_TRUNCATED', problem, text, usage };
        }
        const diagnosis = diagnoseReply(text, call.schema);
        record(withUntrusted(diagnosis.code, untrusted), usage, text);
        return { kind: 'unusable', ...diagnosis, text, usage };
      }
      if (NoOutputGeneratedError.isInstance(error)) {
        record('NULL_RESPONSE', NO_USAGE);
        return { kind: 'unusable', code: 'NULL_RESPONSE', problem: 'it was empty', text: '', usage: NO_USAGE };
      }
      throw error;
    }
  }

  /** The first attempt, and when the server refuses the tools it was offered, the same attempt again without them. */
  async function firstAttempt<T>(call: ModelCall<T>, messages: ModelMessage[], signal: AbortSignal): Promise<AttemptResult<T>> {
    try {
      return await attempt(call, messages, signal, 'first');
    } catch (error) {
      // Calls sent together are refused together: each is sent again, whichever refusal came first.
      const refusal = call.tools ? toolRefusal(error) : undefined;
      if (refusal === undefined) throw error;
      toolsRefused ??= refusal;
      return attempt(call, messages, signal, 'first');
    }
  }

  return {
    id: `${resolved.provider}:${resolved.modelId}`,
    provider: resolved.provider,
    modelId: resolved.modelId,
    toolsRefused: () => toolsRefused,
    async generate<T>(call: ModelCall<T>): Promise<ModelOutcome<T>> {
      // Calls already in flight are ahead of this one in the server's queue: one more timeout per round of slots.
      const timeoutMs = options.slots ? options.timeoutMs * (1 + Math.floor(inFlight / options.slots)) : options.timeoutMs;
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([call.signal, timeout]);
      const messages: ModelMessage[] = [
        {
          role: 'user',
          content: [
            // The cache breakpoint: everything up to here (rules, change) is shared by all calls on the batch.
            { type: 'text', text: call.prompt.prefix, providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } } },
            { type: 'text', text: call.prompt.instruction },
          ],
        },
      ];
      let usage = NO_USAGE;
      // The messages of the attempt under way, for the debug record when a call throws.
      let sent = messages;
      inFlight += 1;
      try {
        const first = await firstAttempt(call, messages, signal);
        usage = first.usage;
        if (first.kind === 'ok') return { ok: true, value: first.value, usage, repaired: false };
        if (first.code === 'OUTPUT_TRUNCATED') return { ok: false, code: first.code, message: clean(first.problem).slice(0, MESSAGE_CHARS), usage };
        sent = [
          ...messages,
          { role: 'assistant', content: first.text.slice(0, REPAIR_ECHO_CHARS) || '(empty reply)' },
          {
            role: 'user',
            content: `Your reply could not be used: ${first.problem}. Reply again with only the JSON object your task asks for, with every field present: no prose, no code fences.`,
          },
        ];
        const second = await attempt(call, sent, signal, 'repair');
        usage = addUsage(usage, second.usage);
        if (second.kind === 'ok') return { ok: true, value: second.value, usage, repaired: true };
        return { ok: false, code: second.code, message: clean(`after one repair attempt: ${second.problem}`).slice(0, MESSAGE_CHARS), usage };
      } catch (error) {
        const failure = describeError(error, { cancelled: call.signal.aborted, timedOut: timeout.aborted, timeoutMs });
        options.debug?.({
          caller: call.caller,
          attempt: sent === messages ? 'first' : 'repair',
          prompt: loggedPrompt(call, sent),
          outcome: `${failure.code}: ${clean(failure.message)}`,
          usage,
        });
        return { ok: false, code: failure.code, message: clean(failure.message).slice(0, MESSAGE_CHARS), usage };
      } finally {
        inFlight -= 1;
      }
    },
  };
}

/**
 * The AI SDK's options for a toolbox: each tool with its schema and runner, up to `maxRounds` rounds of
 * calls, and a last step that offers none, so the model answers with what it has found.
 */
function toolOptions(toolbox: ModelToolbox): {
  tools: ToolSet;
  stopWhen: ReturnType<typeof isStepCount>;
  prepareStep: (options: { stepNumber: number }) => { activeTools: [] } | undefined;
} {
  const tools: ToolSet = {};
  for (const entry of toolbox.tools) {
    tools[entry.name] = tool({ description: entry.description, inputSchema: entry.input, execute: (input: Record<string, unknown>) => entry.run(input) });
  }
  return {
    tools,
    stopWhen: isStepCount(toolbox.maxRounds + 1),
    prepareStep: ({ stepNumber }) => (stepNumber >= toolbox.maxRounds ? { activeTools: [] } : undefined),
  };
}

/** The server's reason when an error says it does not take tools; undefined for any other error. */
function toolRefusal(error: unknown): string | undefined {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (!APICallError.isInstance(last) || last.statusCode === undefined || last.statusCode < 400 || last.statusCode === 429) return undefined;
  const said = `${last.message} ${last.responseBody ?? ''}`;
  return NO_TOOL_SUPPORT.test(said) ? oneLine(said).slice(0, MESSAGE_CHARS) : undefined;
}

/** A debug record's outcome, naming the usage figures that were not counted because they were not counts. */
function withUntrusted(outcome: string, untrusted: readonly string[]): string {
  return untrusted.length > 0 ? `${outcome} (usage not counted, not a token count: ${untrusted.join(', ')})` : outcome;
}

function renderMessages(messages: readonly ModelMessage[]): string {
  return messages.map((message) => `[${message.role}] ${typeof message.content === 'string' ? message.content : JSON.stringify(message.content)}`).join('\n');
}

/** The JSON object inside a reply wrapped in code fences or prose, when that object fits the schema. */
function parseUnwrapped<T>(text: string, schema: ResponseSchema<T>): T | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start || (start === 0 && end === text.length - 1)) return undefined;
  try {
    const parsed = schema.reply.safeParse(JSON.parse(text.slice(start, end + 1)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Names what is wrong with a reply, for the failure code and for the repair request. */
function diagnoseReply<T>(text: string, schema: ResponseSchema<T>): { code: FailureCode; problem: string } {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'null') return { code: 'NULL_RESPONSE', problem: 'it was empty' };
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch (error) {
    return { code: 'MALFORMED_JSON', problem: `it is not valid JSON (${(error as Error).message})` };
  }
  const expectsStatus = typeof schema.jsonSchema.properties === 'object' && 'status' in schema.jsonSchema.properties;
  if (expectsStatus && typeof value === 'object' && value !== null && !Array.isArray(value) && !('status' in value)) {
    return { code: 'MISSING_STATUS', problem: 'it has no "status" field' };
  }
  const parsed = schema.reply.safeParse(value);
  const issues = parsed.success ? '' : describeIssues(parsed.error.issues);
  return { code: 'SCHEMA_MISMATCH', problem: `it does not match the schema (${issues})` };
}

function describeError(error: unknown, context: { cancelled: boolean; timedOut: boolean; timeoutMs: number }): { code: FailureCode; message: string } {
  if (context.cancelled) return { code: 'CANCELLED', message: 'the run was cancelled' };
  if (context.timedOut) return { code: 'TIMEOUT', message: `no usable reply within ${Math.round(context.timeoutMs / 1000)} s` };
  const last = RetryError.isInstance(error) ? error.lastError : error;
  const attempts = RetryError.isInstance(error) ? ` after ${error.errors.length} attempts` : '';
  if (APICallError.isInstance(last)) {
    const status = last.statusCode;
    const code: FailureCode =
      status === 429
        ? 'RATE_LIMITED'
        : status === 400 && CONTEXT_OVERFLOW.test(last.message + (last.responseBody ?? ''))
          ? 'CONTEXT_OVERFLOW'
          : 'PROVIDER_ERROR';
    return { code, message: `HTTP ${status ?? 'error'}${attempts}: ${oneLine(last.message)}` };
  }
  return { code: 'PROVIDER_ERROR', message: `${oneLine(last instanceof Error ? last.message : String(last))}${attempts}` };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
