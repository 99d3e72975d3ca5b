// A model server on 127.0.0.1 speaking the OpenAI chat-completions, the Anthropic messages and the Google
// Gemini generateContent APIs, tool calls included, for the real AI SDK providers to talk to. It records every request, answers per caller from a script, and
// reports token usage like the real services do, prompt caching included. The benchmark runs it too
// (Node strips the types), so it uses erasable TypeScript only and imports nothing but Node.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LoopbackApi = 'openai' | 'anthropic' | 'google';

export interface RecordedRequest {
  api: LoopbackApi;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The prompt's text in order: system first, then every message part, tool results included. */
  text: string;
  /** The names of the tools the request offered, in the provider's own format (empty: none). */
  tools: string[];
  /** Results of earlier tool calls the request carries, in order: what the model was answered. */
  toolResults: string[];
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
  | { hang: true }
  /** The model calls these tools (in the provider's wire format) instead of answering. */
  | { toolCalls: Array<{ name: string; input: Record<string, unknown> }> };

export interface LoopbackLlmOptions {
  /** Added before every answer: a fixed per-call latency, for the benchmark. */
  latencyMs?: number;
  /** The answer when the caller has nothing scripted; by default, every agent runs and finds nothing. */
  reply?: (request: RecordedRequest) => LoopbackReply;
  /**
   * false: the server has no tool calling, and refuses a request that offers tools as llama.cpp does
   * without `--jinja` (HTTP 500, "tools param requires --jinja flag").
   */
  toolSupport?: boolean;
}

export interface LoopbackLlm {
  /** The base URL to give a provider, ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Queues answers for a caller's next requests, in order. */
  script(caller: string, ...replies: LoopbackReply[]): void;
  close(): Promise<void>;
}

export const BUILT_IN_AGENTS = ['code-reviewer', 'silent-failure-hunter', 'code-simplifier', 'test-analyzer', 'comment-analyzer', 'type-design-analyzer'];

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

/** The text of a message's content in any of the three formats: text parts, and tool results as their text. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part: Record<string, unknown>) => toolResultOf(part) ?? (typeof part.text === 'string' ? part.text : '')).join('\n');
}

/** A tool result part's text: Anthropic's `tool_result`, Google's `functionResponse`. */
function toolResultOf(part: Record<string, unknown>): string | undefined {
  if (part.type === 'tool_result') return typeof part.content === 'string' ? part.content : textOf(part.content);
  // Gemini's function responses are objects: the AI SDK sends a tool's text as `{ name, content }`.
  const response = part.functionResponse as { response?: { content?: unknown } } | undefined;
  if (response) return typeof response.response?.content === 'string' ? response.response.content : JSON.stringify(response.response);
  return undefined;
}

/** The tool results a request carries, in order, in its provider's format. */
function toolResultsOf(api: LoopbackApi, messages: ReadonlyArray<Record<string, unknown>>): string[] {
  if (api === 'openai') return messages.filter((message) => message.role === 'tool').map((message) => textOf(message.content));
  const parts = messages.flatMap(
    (message) => (Array.isArray(message.content) ? message.content : Array.isArray(message.parts) ? message.parts : []) as Array<Record<string, unknown>>,
  );
  return parts.flatMap((part) => toolResultOf(part) ?? []);
}

/** The names of the tools a request offers, in its provider's format. */
function toolNamesOf(api: LoopbackApi, body: Record<string, unknown>): string[] {
  const tools = (body.tools ?? []) as Array<Record<string, unknown>>;
  if (api === 'openai') return tools.map((entry) => String((entry.function as { name?: unknown } | undefined)?.name));
  if (api === 'anthropic') return tools.map((entry) => String(entry.name));
  return tools.flatMap((entry) => ((entry.functionDeclarations ?? []) as Array<{ name: string }>).map((declaration) => declaration.name));
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
      const url = request.url ?? '';
      const api: LoopbackApi | undefined = url.endsWith('/chat/completions')
        ? 'openai'
        : url.endsWith('/messages')
          ? 'anthropic'
          : /:generateContent$/.test(url)
            ? 'google'
            : undefined;
      const raw = await readBody(request);
      if (!api || request.method !== 'POST') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      const messages = (api === 'google' ? (body.contents ?? []) : (body.messages ?? [])) as Array<{ role: string; content?: unknown; parts?: unknown }>;
      const system =
        api === 'anthropic' ? textOf(body.system) : api === 'google' ? textOf((body.systemInstruction as { parts?: unknown } | undefined)?.parts) : '';
      const text = [system, ...messages.map((message) => textOf(message.content ?? message.parts))].filter(Boolean).join('\n');
      const tools = toolNamesOf(api, body);
      const recorded: RecordedRequest = { api, headers: request.headers, body, text, caller: callerOf(text), tools, toolResults: toolResultsOf(api, messages) };
      requests.push(recorded);
      if (tools.length > 0 && options.toolSupport === false) {
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { code: 500, message: 'tools param requires --jinja flag', type: 'server_error' } }));
        return;
      }
      const reply = scripts.get(recorded.caller)?.shift() ?? (options.reply ?? defaultReply)(recorded);
      // Usage is decided on arrival: a request sent before an earlier one was answered misses the cache.
      const anthropic = api === 'anthropic' ? anthropicUsage(body, system, messages, anthropicCache) : undefined;
      if ('hang' in reply) return;
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      if (response.destroyed) return;
      if ('status' in reply) {
        const error =
          api === 'anthropic'
            ? { type: 'error', error: { type: 'api_error', message: `loopback status ${reply.status}` } }
            : api === 'google'
              ? { error: { code: reply.status, message: `loopback status ${reply.status}`, status: 'UNAVAILABLE' } }
              : { error: { message: `loopback status ${reply.status}`, type: 'api_error' } };
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(error));
        return;
      }
      // Gemini cannot combine function calling with a JSON response schema: the provider then offers the schema as
      // a `json` function the model must call (mode ANY), and a model that answers calls it.
      const answersByFunction = api === 'google' && 'json' in reply && tools.includes('json');
      const scripted =
        'toolCalls' in reply ? reply.toolCalls : answersByFunction ? [{ name: 'json', input: reply.json as Record<string, unknown> }] : undefined;
      const calls = scripted?.map((call, index) => ({ ...call, id: `call_${requests.length}_${index}` }));
      const answer = 'json' in reply ? JSON.stringify(reply.json) : 'text' in reply ? reply.text : '';
      const output = tokensOf(answer || JSON.stringify(calls ?? []));
      if (anthropic) {
        if (anthropic.cacheKey) anthropicCache.add(anthropic.cacheKey);
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `msg_loopback_${requests.length}`,
            type: 'message',
            role: 'assistant',
            model: body.model,
            content: calls ? calls.map((call) => ({ type: 'tool_use', id: call.id, name: call.name, input: call.input })) : [{ type: 'text', text: answer }],
            stop_reason: calls ? 'tool_use' : 'end_turn',
            stop_sequence: null,
            usage: { ...anthropic.usage, output_tokens: output },
          }),
        );
        return;
      }
      if (api === 'google') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            candidates: [
              {
                content: { role: 'model', parts: calls ? calls.map((call) => ({ functionCall: { name: call.name, args: call.input } })) : [{ text: answer }] },
                finishReason: 'STOP',
                index: 0,
              },
            ],
            usageMetadata: { promptTokenCount: tokensOf(text), candidatesTokenCount: output, totalTokenCount: tokensOf(text) + output },
            modelVersion: String(url.split('/models/')[1]?.split(':')[0] ?? 'loopback'),
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
          choices: [
            calls
              ? {
                  index: 0,
                  message: {
                    role: 'assistant',
                    content: null,
                    tool_calls: calls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.input) } })),
                  },
                  finish_reason: 'tool_calls',
                }
              : { index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' },
          ],
          usage: {
            prompt_tokens: tokensOf(text),
            completion_tokens: output,
            total_tokens: tokensOf(text) + output,
            prompt_tokens_details: { cached_tokens: cached },
          },
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
  messages: ReadonlyArray<{ role: string; content?: unknown }>,
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
  const prefix = blocks
    .slice(0, breakpoint + 1)
    .map((block) => block.text)
    .join('');
  const prefixTokens = tokensOf(prefix);
  if (prefixTokens < ANTHROPIC_MIN_CACHE_TOKENS) return uncached;
  const cacheKey = createHash('sha256')
    .update(`${String(body.model)}\0${prefix}`)
    .digest('hex');
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
