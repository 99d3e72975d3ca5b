// A model server on 127.0.0.1 speaking the OpenAI chat-completions and the Anthropic messages APIs, for
// the real AI SDK providers to talk to. It records every request, answers per caller from a script, and
// reports token usage like the real services do, prompt caching included. The benchmark runs it too
// (Node strips the types), so it uses erasable TypeScript only and imports nothing but Node.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LoopbackApi = 'openai' | 'anthropic';

export interface RecordedRequest {
  api: LoopbackApi;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The prompt's text in order: system first, then every message part. */
  text: string;
  /** Who is calling: `classify` or an agent's name, from the last `Task:`/`Reviewer:` line of the prompt. */
  caller: string;
}

export type LoopbackReply =
  /** The model answers with this value as JSON text. */
  | { json: unknown }
  /** The model answers with this text, verbatim (malformed JSON, prose, nothing). */
  | { text: string }
  /** The service fails with this HTTP status. */
  | { status: number; headers?: Record<string, string> }
  /** The service never answers (until the client gives up or the server closes). */
  | { hang: true };

export interface LoopbackLlmOptions {
  /** Added before every answer: a fixed per-call latency, for the benchmark. */
  latencyMs?: number;
  /** The answer when the caller has nothing scripted; by default, every agent runs and finds nothing. */
  reply?: (request: RecordedRequest) => LoopbackReply;
}

export interface LoopbackLlm {
  /** The base URL to give a provider, ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Queues answers for a caller's next requests, in order. */
  script(caller: string, ...replies: LoopbackReply[]): void;
  close(): Promise<void>;
}

export const BUILT_IN_AGENTS = [
  'code-reviewer',
  'silent-failure-hunter',
  'code-simplifier',
  'test-analyzer',
  'comment-analyzer',
  'type-design-analyzer',
];

/** Anthropic caches a prefix only from this many tokens on (the Sonnet and Opus minimum). */
const ANTHROPIC_MIN_CACHE_TOKENS = 1024;
/** OpenAI caches prefixes from 1,024 tokens, in steps of 128. */
const OPENAI_MIN_CACHE_TOKENS = 1024;
const OPENAI_CACHE_STEP = 128;

export function defaultReply(request: RecordedRequest): LoopbackReply {
  if (request.caller === 'classify') {
    return { json: { kind: 'code', risk: 'medium', agents: BUILT_IN_AGENTS, needs_extra_context: false, reason: 'source code changes' } };
  }
  // No verdict for a candidate keeps it: by default the verification pass drops nothing.
  if (request.caller === 'verify') return { json: { verdicts: [] } };
  return { json: { status: 'success', issues: [], positive_observations: [] } };
}

/** Rough tokens of a text, as the services count them for usage. */
function tokensOf(text: string): number {
  return Math.ceil(text.length / 4);
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part: { text?: unknown }) => (typeof part.text === 'string' ? part.text : '')).join('\n');
}

function callerOf(text: string): string {
  const markers = [...text.matchAll(/^(?:Task|Reviewer): ([a-z0-9-]+)$/gm)];
  return markers.at(-1)?.[1] ?? 'unknown';
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

export async function startLoopbackLlm(options: LoopbackLlmOptions = {}): Promise<LoopbackLlm> {
  const requests: RecordedRequest[] = [];
  const scripts = new Map<string, LoopbackReply[]>();
  // Prompt caches, filled when an answer is sent (a cache entry exists once a response has started).
  const anthropicCache = new Set<string>();
  const openaiPrompts: Array<{ key: string; text: string }> = [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const api: LoopbackApi | undefined = request.url?.endsWith('/chat/completions') ? 'openai' : request.url?.endsWith('/messages') ? 'anthropic' : undefined;
      const raw = await readBody(request);
      if (!api || request.method !== 'POST') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      const messages = (body.messages ?? []) as Array<{ role: string; content: unknown }>;
      const system = api === 'anthropic' ? textOf(body.system) : '';
      const text = [system, ...messages.map((message) => textOf(message.content))].filter(Boolean).join('\n');
      const recorded: RecordedRequest = { api, headers: request.headers, body, text, caller: callerOf(text) };
      requests.push(recorded);
      const reply = scripts.get(recorded.caller)?.shift() ?? (options.reply ?? defaultReply)(recorded);
      // Usage is decided on arrival: a request sent before an earlier one was answered misses the cache.
      const anthropic = api === 'anthropic' ? anthropicUsage(body, system, messages, anthropicCache) : undefined;
      if ('hang' in reply) return;
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      if (response.destroyed) return;
      if ('status' in reply) {
        const error = api === 'anthropic' ? { type: 'error', error: { type: 'api_error', message: `loopback status ${reply.status}` } } : { error: { message: `loopback status ${reply.status}`, type: 'api_error' } };
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(error));
        return;
      }
      const answer = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
      const output = tokensOf(answer);
      if (anthropic) {
        if (anthropic.cacheKey) anthropicCache.add(anthropic.cacheKey);
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `msg_loopback_${requests.length}`,
            type: 'message',
            role: 'assistant',
            model: body.model,
            content: [{ type: 'text', text: answer }],
            stop_reason: 'end_turn',
            stop_sequence: null,
            usage: { ...anthropic.usage, output_tokens: output },
          }),
        );
        return;
      }
      const key = typeof body.prompt_cache_key === 'string' ? body.prompt_cache_key : '';
      const cached = openaiCachedTokens(text, key, openaiPrompts);
      openaiPrompts.push({ key, text });
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-loopback-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
          usage: { prompt_tokens: tokensOf(text), completion_tokens: output, total_tokens: tokensOf(text) + output, prompt_tokens_details: { cached_tokens: cached } },
        }),
      );
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script(caller, ...replies) {
      scripts.set(caller, [...(scripts.get(caller) ?? []), ...replies]);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Anthropic's accounting: the prompt up to the last block marked cache_control is read from the cache
 * when an earlier answered request had the same prefix, else written to it; the rest is plain input.
 */
function anthropicUsage(
  body: Record<string, unknown>,
  system: string,
  messages: Array<{ role: string; content: unknown }>,
  cache: ReadonlySet<string>,
): { usage: { input_tokens: number; cache_creation_input_tokens: number; cache_read_input_tokens: number }; cacheKey?: string } {
  const blocks: Array<{ text: string; marked: boolean }> = [];
  const systemBlocks = Array.isArray(body.system) ? (body.system as Array<{ text?: string; cache_control?: unknown }>) : [];
  for (const block of systemBlocks) blocks.push({ text: block.text ?? '', marked: Boolean(block.cache_control) });
  if (systemBlocks.length === 0 && system) blocks.push({ text: system, marked: false });
  for (const message of messages) {
    const parts = Array.isArray(message.content) ? (message.content as Array<{ text?: string; cache_control?: unknown }>) : [{ text: String(message.content) }];
    for (const part of parts) blocks.push({ text: `${message.role}:${part.text ?? ''}`, marked: Boolean(part.cache_control) });
  }
  const total = tokensOf(blocks.map((block) => block.text).join(''));
  const breakpoint = blocks.map((block) => block.marked).lastIndexOf(true);
  const uncached = { usage: { input_tokens: total, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 } };
  if (breakpoint < 0) return uncached;
  const prefix = blocks.slice(0, breakpoint + 1).map((block) => block.text).join('');
  const prefixTokens = tokensOf(prefix);
  if (prefixTokens < ANTHROPIC_MIN_CACHE_TOKENS) return uncached;
  const cacheKey = createHash('sha256').update(`${String(body.model)}\0${prefix}`).digest('hex');
  const hit = cache.has(cacheKey);
  return {
    usage: { input_tokens: total - prefixTokens, cache_creation_input_tokens: hit ? 0 : prefixTokens, cache_read_input_tokens: hit ? prefixTokens : 0 },
    cacheKey,
  };
}

/** OpenAI's accounting: the longest prefix shared with an earlier prompt of the same cache key, in 128-token steps. */
function openaiCachedTokens(text: string, key: string, earlier: ReadonlyArray<{ key: string; text: string }>): number {
  let shared = 0;
  for (const prompt of earlier) {
    if (prompt.key !== key) continue;
    let length = 0;
    const limit = Math.min(prompt.text.length, text.length);
    while (length < limit && prompt.text.charCodeAt(length) === text.charCodeAt(length)) length++;
    shared = Math.max(shared, length);
  }
  const tokens = Math.floor(shared / 4);
  return tokens < OPENAI_MIN_CACHE_TOKENS ? 0 : tokens - (tokens % OPENAI_CACHE_STEP);
}
