// A self-hosted model server on 127.0.0.1 that behaves like llama.cpp's llama-server, for the real AI SDK
// openai-compatible provider: a fixed number of slots with a first-come queue in front of them, a context
// per slot with llama.cpp's own 400 error past it, `finish_reason: "length"` when a reply reaches
// max_tokens, `GET /props` with n_ctx and total_slots, `cached_tokens` for the prefix a slot still holds
// from its previous prompt, optionally nonsense usage figures, and replies that follow the request's JSON
// schema the way grammar-constrained sampling does (types and enums, but not minimum/maximum). The benchmark
// runs it too (Node strips the types), so it uses erasable TypeScript only and imports nothing but Node.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalLlmRequest {
  caller: string;
  /** The prompt's text as the server tokenizes it. */
  text: string;
  promptTokens: number;
  maxTokens: number | undefined;
  /** Milliseconds since the server started: arrival, when a slot took it, when it was answered. */
  arrivedMs: number;
  startedMs?: number;
  answeredMs?: number;
  status?: number;
  finishReason?: 'stop' | 'length';
}

export interface LocalLlmOptions {
  /** Tokens of context per slot (llama.cpp's n_ctx in default_generation_settings). */
  contextTokens?: number;
  slots?: number;
  /** How long one call takes once a slot has it: the service time, a fixed delay per call. */
  serviceMs?: number;
  /** The server's tokenizer: characters per token. Denser than Sextant's estimate, it makes prompts overflow. */
  charsPerToken?: number;
  /** Answer GET /props (llama.cpp) or 404 (a server that says nothing about itself). */
  props?: boolean;
  /** Usage figures a buggy server reports: negative counts, or more cached tokens than the prompt had. */
  badUsage?: 'negative' | 'absurd';
  /** Seeds the random replies, so a test run is repeatable. */
  seed?: number;
  /** A fixed reply (as JSON) for a caller instead of a random one; undefined keeps the random reply. */
  reply?: (request: LocalLlmRequest) => unknown;
}

export interface LocalLlmServer {
  /** The base URL to give the provider, ending in /v1. */
  url: string;
  requests: LocalLlmRequest[];
  /** The most calls a slot was working on at once, over all slots: never more than the slots. */
  maxBusy: number;
  /** The longest queue a request found when it arrived. */
  maxQueued: number;
  close(): Promise<void>;
}

/** llama.cpp's error when a prompt does not fit a slot's context (server-context.cpp, exceed_context_size_error). */
const EXCEED_CONTEXT_MESSAGE = 'the request exceeds the available context size, try increasing it';

interface Job {
  record: LocalLlmRequest;
  body: Record<string, unknown>;
  response: ServerResponse;
}

export async function startLocalLlmServer(options: LocalLlmOptions = {}): Promise<LocalLlmServer> {
  const contextTokens = options.contextTokens ?? 8_192;
  const slots = options.slots ?? 1;
  const charsPerToken = options.charsPerToken ?? 4;
  const random = seededRandom(options.seed ?? 1);
  const started = Date.now();
  const requests: LocalLlmRequest[] = [];
  const queue: Job[] = [];
  // What each slot last held: its prompt prefix stays in the KV cache for the next request.
  const slotPrompts: string[] = Array.from({ length: slots }, () => '');
  const busy = new Set<number>();
  const state = { maxBusy: 0, maxQueued: 0 };
  const tokensOf = (text: string) => Math.ceil(text.length / charsPerToken);

  function dispatch(): void {
    for (let slot = 0; slot < slots && queue.length > 0; slot++) {
      if (busy.has(slot)) continue;
      const job = queue.shift();
      if (!job) return;
      busy.add(slot);
      state.maxBusy = Math.max(state.maxBusy, busy.size);
      void serve(slot, job).finally(() => {
        busy.delete(slot);
        dispatch();
      });
    }
  }

  async function serve(slot: number, job: Job): Promise<void> {
    const { record, body, response } = job;
    record.startedMs = Date.now() - started;
    if (response.destroyed) return;
    if (record.promptTokens >= contextTokens) {
      record.status = 400;
      record.answeredMs = Date.now() - started;
      response.writeHead(400, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: {
            code: 400,
            message: EXCEED_CONTEXT_MESSAGE,
            type: 'exceed_context_size_error',
            n_prompt_tokens: record.promptTokens,
            n_ctx: contextTokens,
          },
        }),
      );
      return;
    }
    if (options.serviceMs) await new Promise((resolve) => setTimeout(resolve, options.serviceMs));
    if (response.destroyed) return;
    const previous = slotPrompts[slot] ?? '';
    let shared = 0;
    while (shared < previous.length && shared < record.text.length && previous.charCodeAt(shared) === record.text.charCodeAt(shared)) shared++;
    slotPrompts[slot] = record.text;
    const fixed = options.reply?.(record);
    const format = body.response_format as { json_schema?: { schema?: Schema } } | undefined;
    let answer = JSON.stringify(fixed !== undefined ? fixed : randomValue(format?.json_schema?.schema ?? { type: 'object' }, random, 0));
    // The reply stops at max_tokens, mid-JSON if need be, as a real server's does.
    const room = Math.min(record.maxTokens ?? Number.POSITIVE_INFINITY, contextTokens - record.promptTokens);
    record.finishReason = tokensOf(answer) > room ? 'length' : 'stop';
    if (record.finishReason === 'length') answer = answer.slice(0, room * charsPerToken);
    const completion = tokensOf(answer);
    const cached = Math.min(Math.floor(shared / charsPerToken), record.promptTokens);
    const usage =
      options.badUsage === 'negative'
        ? { prompt_tokens: -record.promptTokens, completion_tokens: -1, total_tokens: -record.promptTokens - 1, prompt_tokens_details: { cached_tokens: -5 } }
        : options.badUsage === 'absurd'
          ? { prompt_tokens: 1e300, completion_tokens: 0.5, total_tokens: 1e300, prompt_tokens_details: { cached_tokens: record.promptTokens * 10 } }
          : {
              prompt_tokens: record.promptTokens,
              completion_tokens: completion,
              total_tokens: record.promptTokens + completion,
              prompt_tokens_details: { cached_tokens: cached },
            };
    record.status = 200;
    record.answeredMs = Date.now() - started;
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `chatcmpl-local-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: record.finishReason }],
        usage,
      }),
    );
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const raw = await readBody(request);
      if (request.method === 'GET' && request.url === '/props' && options.props !== false) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            default_generation_settings: {
              id: 0,
              id_task: -1,
              n_ctx: contextTokens,
              speculative: false,
              is_processing: busy.size > 0,
              params: { n_predict: -1, temperature: 0.8 },
            },
            total_slots: slots,
            model_path: '/models/stand-in-q4_k_m.gguf',
            chat_template: '',
            build_info: 'loopback',
          }),
        );
        return;
      }
      if (request.method === 'GET' && request.url === '/health') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { code: 404, message: 'File Not Found', type: 'not_found_error' } }));
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      const messages = (body.messages ?? []) as Array<{ role: string; content: unknown }>;
      const text = messages.map((message) => `${message.role}\n${textOf(message.content)}`).join('\n');
      const maxTokens =
        typeof body.max_tokens === 'number' ? body.max_tokens : typeof body.max_completion_tokens === 'number' ? body.max_completion_tokens : undefined;
      const record: LocalLlmRequest = { caller: callerOf(text), text, promptTokens: tokensOf(text), maxTokens, arrivedMs: Date.now() - started };
      requests.push(record);
      state.maxQueued = Math.max(state.maxQueued, queue.length + (busy.size >= slots ? 1 : 0));
      queue.push({ record, body, response });
      dispatch();
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 500, message: String(error), type: 'server_error' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxBusy() {
      return state.maxBusy;
    },
    get maxQueued() {
      return state.maxQueued;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
  [key: string]: unknown;
}

const WORDS = ['value', 'request', 'handler', 'cache', 'user', 'index', 'buffer', 'state', 'token', 'result', 'lib/util.ts', 'src/main.ts'];

/**
 * A value of the schema's shape as grammar-constrained sampling produces it from a model that knows
 * nothing: every type and enum respected, bounds ignored (a confidence of 5e9, a line of -3).
 */
export function randomValue(schema: Schema, random: () => number, depth: number): unknown {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return randomValue(pick(choices), random, depth);
  if ('const' in schema) return schema.const;
  if (schema.enum) return pick(schema.enum);
  const type = Array.isArray(schema.type) ? pick(schema.type) : (schema.type ?? 'object');
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, randomValue(property, random, depth + 1)]));
    case 'array':
      return Array.from({ length: depth > 2 ? 0 : Math.floor(random() * 3) }, () => randomValue(schema.items ?? {}, random, depth + 1));
    case 'string':
      return Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(WORDS)).join(' ');
    case 'integer':
    case 'number':
      return pick([Math.floor(random() * 60), -3, 0, 5_000_000_000]);
    case 'boolean':
      return random() < 0.5;
    default:
      return null;
  }
}

/** Park–Miller: a small repeatable generator, so a failing run can be replayed with its seed. */
function seededRandom(seed: number): () => number {
  let value = seed % 2_147_483_647 || 1;
  return () => {
    value = (value * 48_271) % 2_147_483_647;
    return (value - 1) / 2_147_483_646;
  };
}

/** Who is calling: `classify` or an agent's name, from the last `Task:`/`Reviewer:` line of the prompt. */
function callerOf(text: string): string {
  const markers = [...text.matchAll(/^(?:Task|Reviewer): ([a-z0-9-]+)$/gm)];
  return markers.at(-1)?.[1] ?? 'unknown';
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part: { text?: unknown }) => (typeof part.text === 'string' ? part.text : '')).join('\n');
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

/** The requests `caller` (an agent, classify, verify) made to the server. */
export const callsOf = (server: LocalLlmServer, caller: string) => server.requests.filter((request) => request.caller === caller);
