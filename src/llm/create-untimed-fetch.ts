import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/**
 * A fetch for self-hosted model servers with no timeout of its own: the call's abort signal (its
 * model-timeout, sized to the server's queue) is the only limit. Node's fetch gives up on a response
 * whose headers take more than 300 s, and a server that does not stream sends its headers only once
 * the whole reply is ready, after any wait in its queue: on a CPU, a long reply or a few calls ahead
 * take longer than that, and the call would fail as "fetch failed" and be sent again however long
 * model-timeout allows. Errors are those of fetch: the signal's reason when aborted, else a
 * TypeError('fetch failed') with the cause, which the AI SDK retries as a network failure.
 */
export function createUntimedFetch(): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fetch(input, init);
    const { signal } = request;
    signal.throwIfAborted();
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    if (body) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const outgoing = send(url, { method: request.method, headers, signal }, (incoming) => resolve(toResponse(incoming, request.method)));
      outgoing.on('error', (error) => reject(signal.aborted ? (signal.reason as unknown) : new TypeError('fetch failed', { cause: error })));
      outgoing.end(body);
    });
  };
}

function toResponse(incoming: IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2)
    headers.append(incoming.rawHeaders[index] ?? '', incoming.rawHeaders[index + 1] ?? '');
  const status = incoming.statusCode ?? 502;
  // These responses have no body, and a Response refuses one for them.
  const empty = method === 'HEAD' || status === 204 || status === 205 || status === 304;
  if (empty) incoming.resume();
  return new Response(empty ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>), { status, statusText: incoming.statusMessage ?? '', headers });
}
