// llama.cpp (through node-llama-cpp) behind the part of llama-server's OpenAI-compatible API that
// Sextant uses, on 127.0.0.1: POST /v1/chat/completions with `response_format` JSON schemas enforced by
// the runtime's grammar, `max_tokens` and `finish_reason: "length"`, usage with `prompt_tokens` and
// `prompt_tokens_details.cached_tokens`, llama-server's 400 for a prompt past the context, and
// GET /props with the context and one slot. One slot serves one request at a time; the others wait
// in a first-come queue, as they do in llama-server with `-np 1`.
import { createServer } from 'node:http';

/** llama-server's sampling defaults (common/common.h): what a request that sets nothing gets. */
const SAMPLING = { temperature: 0.8, topK: 40, topP: 0.95, minP: 0.05 };
/** llama-server's error for a prompt that does not fit the slot (exceed_context_size_error). */
const EXCEED_CONTEXT_MESSAGE = 'the request exceeds the available context size, try increasing it';

/** ChatML, the chat format of Qwen models: the wrapper lays out the messages as llama-server's template would. */
function renderChatMl(messages) {
  const text = messages.map((message) => `<|im_start|>${message.role}\n${textOf(message.content)}<|im_end|>\n`).join('');
  return `${text}<|im_start|>assistant\n`;
}

function textOf(content) {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (typeof part?.text === 'string' ? part.text : '')).join('\n');
}

/** Who is calling: `classify`, `verify` or an agent's name, from the last `Task:`/`Reviewer:` line of the prompt. */
function callerOf(text) {
  const markers = [...text.matchAll(/^(?:Task|Reviewer): ([a-z0-9-]+)$/gm)];
  return markers.at(-1)?.[1] ?? 'unknown';
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

/**
 * Loads `modelPath` with the node-llama-cpp module given and serves it. `calls` records every request:
 * its caller, prompt tokens, how many came from the slot's cache, tokens generated, finish reason,
 * status, and when it arrived, when the slot took it and when it was answered (ms since start).
 */
export async function startLlamaCppServer({ nodeLlamaCpp, modelPath, contextTokens, modelName, threads }) {
  const { getLlama, LlamaCompletion } = nodeLlamaCpp;
  const loadStarted = Date.now();
  const llama = await getLlama({ build: 'never', gpu: false, logLevel: 'error' });
  const model = await llama.loadModel({ modelPath });
  const context = await model.createContext({ contextSize: contextTokens, sequences: 1, threads });
  const sequence = context.getSequence();
  const completion = new LlamaCompletion({ contextSequence: sequence });
  const loadMs = Date.now() - loadStarted;
  const grammars = new Map();
  const started = Date.now();
  const calls = [];
  let slot = Promise.resolve();

  async function grammarFor(format) {
    if (format?.type === 'json_schema' && format.json_schema?.schema) {
      const key = JSON.stringify(format.json_schema.schema);
      if (!grammars.has(key)) grammars.set(key, await llama.createGrammarForJsonSchema(format.json_schema.schema));
      return grammars.get(key);
    }
    if (format?.type === 'json_object') return llama.getGrammarFor('json');
    return undefined;
  }

  async function serve(call, body, response, cancelled) {
    call.startedMs = Date.now() - started;
    if (cancelled.aborted) {
      call.status = 499;
      return;
    }
    const tokens = model.tokenize(renderChatMl(body.messages ?? []), true);
    call.promptTokens = tokens.length;
    if (tokens.length >= contextTokens) {
      call.status = 400;
      call.answeredMs = Date.now() - started;
      response.writeHead(400, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: { code: 400, message: EXCEED_CONTEXT_MESSAGE, type: 'exceed_context_size_error', n_prompt_tokens: tokens.length, n_ctx: contextTokens },
        }),
      );
      return;
    }
    // The slot keeps its last prompt and reply in the KV cache: the shared prefix is not evaluated again
    // (the last prompt token always is, to have logits to sample from).
    call.cachedTokens = Math.min(sequence.compareContextTokens(tokens).firstDifferentIndex, tokens.length - 1);
    const requested =
      typeof body.max_tokens === 'number' ? body.max_tokens : typeof body.max_completion_tokens === 'number' ? body.max_completion_tokens : undefined;
    const room = contextTokens - tokens.length;
    const maxTokens = requested !== undefined && requested > 0 ? Math.min(requested, room) : room;
    const outputBefore = sequence.tokenMeter.usedOutputTokens;
    try {
      const result = await completion.generateCompletionWithMeta(tokens, {
        grammar: await grammarFor(body.response_format),
        maxTokens,
        temperature: body.temperature ?? SAMPLING.temperature,
        topK: SAMPLING.topK,
        topP: body.top_p ?? SAMPLING.topP,
        minP: SAMPLING.minP,
        ...(typeof body.seed === 'number' ? { seed: body.seed } : {}),
        repeatPenalty: false,
        disableContextShift: true,
        signal: cancelled,
      });
      call.completionTokens = sequence.tokenMeter.usedOutputTokens - outputBefore;
      call.finishReason = result.metadata.stopReason === 'maxTokens' ? 'length' : 'stop';
      call.status = 200;
      call.answeredMs = Date.now() - started;
      const usage = {
        prompt_tokens: tokens.length,
        completion_tokens: call.completionTokens,
        total_tokens: tokens.length + call.completionTokens,
        prompt_tokens_details: { cached_tokens: call.cachedTokens },
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${calls.indexOf(call)}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model ?? modelName,
          choices: [{ index: 0, message: { role: 'assistant', content: result.response }, finish_reason: call.finishReason }],
          usage,
        }),
      );
    } catch (error) {
      // The client went away (its timeout or the run's cancellation): llama-server drops the task too.
      call.status = cancelled.aborted ? 499 : 500;
      call.answeredMs = Date.now() - started;
      if (!response.headersSent && !response.destroyed) {
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { code: 500, message: String(error?.message ?? error), type: 'server_error' } }));
      }
    }
  }

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      if (request.method === 'GET' && request.url === '/props') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            default_generation_settings: { n_ctx: contextTokens, params: { n_predict: -1, temperature: SAMPLING.temperature } },
            total_slots: 1,
            model_path: modelPath,
            build_info: 'node-llama-cpp',
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
      const body = JSON.parse(raw);
      const messages = Array.isArray(body.messages) ? body.messages : [];
      const firstPrompt = messages.find((message) => message.role === 'user');
      // A repair request carries the bad reply back as an assistant message.
      const call = {
        caller: callerOf(textOf(firstPrompt?.content)),
        arrivedMs: Date.now() - started,
        repair: messages.some((message) => message.role === 'assistant'),
      };
      calls.push(call);
      const cancel = new AbortController();
      response.on('close', () => {
        if (!response.writableFinished) cancel.abort();
      });
      const turn = slot.then(() => serve(call, body, response, cancel.signal));
      slot = turn.catch(() => {});
      await turn;
    })().catch((error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 500, message: String(error), type: 'server_error' } }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/v1`,
    calls,
    loadMs,
    threads: context.currentThreads,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
      await llama.dispose();
    },
  };
}
