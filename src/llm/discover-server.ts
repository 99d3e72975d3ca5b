import { ConfigurationError } from '../text/configuration-error.js';

/** What a self-hosted server says about itself: the context one call may use, and how many calls it serves at once. */
export interface ServerLimits {
  /** Which API answered: llama.cpp `/props`, Ollama `/api/show` or vLLM `/v1/models`. */
  source: 'llama.cpp' | 'ollama' | 'vllm';
  /** Tokens of one call's context (prompt and reply together). */
  contextTokens?: number;
  /** Calls the server runs in parallel; more wait in its queue. */
  slots?: number;
}

interface DiscoverOptions {
  /** The provider's base URL, e.g. http://127.0.0.1:8080/v1. */
  baseURL: string;
  modelId: string;
  apiKey?: string;
  fetch?: typeof fetch;
}

/** A server that answers its own introspection slower than this is treated as saying nothing. */
const DISCOVERY_TIMEOUT_MS = 5_000;
/** Larger values are not a context size but noise: no model has a context of a billion tokens. */
const MAX_CONTEXT_TOKENS = 100_000_000;
/** llama.cpp's --parallel is a small number; past this a value is noise. */
const MAX_SLOTS = 1_024;

/**
 * Asks the server what it offers, in the order the APIs are most specific: llama.cpp's `/props` (context
 * per slot and slots), Ollama's `/api/show` (the model's context), vLLM's `/v1/models` (`max_model_len`).
 * A server that says nothing (or nonsense) leaves the configured values in force. Only a server nothing
 * listens at (connection refused) throws: every model call of the review would fail, each after retries.
 */
export async function discoverServer(options: DiscoverOptions): Promise<ServerLimits | undefined> {
  const base = options.baseURL.replace(/\/+$/, '');
  const root = base.replace(/\/v1$/, '');
  const props = await tryReadJson(options, `${root}/props`, { method: 'GET' });
  const fromProps = tryParseLlamaCppProps(props);
  if (fromProps) return fromProps;
  const show = await tryReadJson(options, `${root}/api/show`, {
    method: 'POST',
    body: JSON.stringify({ model: options.modelId }),
    headers: { 'content-type': 'application/json' },
  });
  const fromShow = tryParseOllamaShow(show);
  if (fromShow) return fromShow;
  const models = await tryReadJson(options, `${base}/models`, { method: 'GET' });
  return tryParseVllmModels(models, options.modelId);
}

/** llama.cpp: `{ default_generation_settings: { n_ctx }, total_slots }`; n_ctx there is one slot's context. */
export function tryParseLlamaCppProps(body: unknown): ServerLimits | undefined {
  if (!isRecord(body) || !isRecord(body.default_generation_settings)) return undefined;
  const contextTokens = countOf(body.default_generation_settings.n_ctx, MAX_CONTEXT_TOKENS);
  const slots = countOf(body.total_slots, MAX_SLOTS);
  if (contextTokens === undefined && slots === undefined) return undefined;
  return { source: 'llama.cpp', ...(contextTokens !== undefined ? { contextTokens } : {}), ...(slots !== undefined ? { slots } : {}) };
}

/**
 * Ollama: the context it was told to use (`num_ctx` in `parameters`, a Modelfile's text), else the
 * model's own (`model_info["<architecture>.context_length"]`).
 */
export function tryParseOllamaShow(body: unknown): ServerLimits | undefined {
  if (!isRecord(body)) return undefined;
  const configured = typeof body.parameters === 'string' ? /^\s*num_ctx\s+(\d+)\s*$/m.exec(body.parameters)?.[1] : undefined;
  const info = isRecord(body.model_info) ? body.model_info : {};
  const key = Object.keys(info).find((name) => name.endsWith('.context_length'));
  const contextTokens = countOf(configured !== undefined ? Number(configured) : key !== undefined ? info[key] : undefined, MAX_CONTEXT_TOKENS);
  return contextTokens === undefined ? undefined : { source: 'ollama', contextTokens };
}

/** vLLM: `{ data: [{ id, max_model_len }] }`, the entry of the model in use. */
export function tryParseVllmModels(body: unknown, modelId: string): ServerLimits | undefined {
  if (!isRecord(body) || !Array.isArray(body.data)) return undefined;
  const entries = body.data.filter(isRecord);
  const entry = entries.find((candidate) => candidate.id === modelId) ?? (entries.length === 1 ? entries[0] : undefined);
  const contextTokens = countOf(entry?.max_model_len, MAX_CONTEXT_TOKENS);
  return contextTokens === undefined ? undefined : { source: 'vllm', contextTokens };
}

async function tryReadJson(options: DiscoverOptions, url: string, init: RequestInit): Promise<unknown> {
  try {
    const headers = { ...(init.headers as Record<string, string> | undefined), ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) };
    const response = await (options.fetch ?? fetch)(url, { ...init, headers, signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
    if (!response.ok) return undefined;
    return (await response.json()) as unknown;
  } catch (error) {
    // A fetch of the caller's own (a recording's replay) may answer the review's calls without the server.
    if (isConnectionRefused(error) && !options.fetch) {
      throw new ConfigurationError(
        'base-url',
        options.baseURL,
        `a model server that is running: the connection to ${new URL(url).host} was refused. Start the server, or correct the base URL`,
      );
    }
    return undefined;
  }
}

/** Nothing listens at the address: fetch's error, or one of its causes (each address tried), says ECONNREFUSED. */
function isConnectionRefused(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (code === 'ECONNREFUSED') return true;
  return isConnectionRefused(cause, depth + 1) || (Array.isArray(errors) && errors.some((inner) => isConnectionRefused(inner, depth + 1)));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A positive whole number up to `max`, or undefined: a server's figures are checked like any input. */
function countOf(value: unknown, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max ? value : undefined;
}
