import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/llm/create-untimed-fetch.ts
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
function createUntimedFetch() {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.protocol !== "http:" && url.protocol !== "https:") return fetch(input, init);
    const { signal } = request;
    signal.throwIfAborted();
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : void 0;
    const headers = Object.fromEntries(request.headers);
    if (body) headers["content-length"] = String(body.length);
    return new Promise((resolve, reject) => {
      const send = url.protocol === "https:" ? httpsRequest : httpRequest;
      const outgoing = send(url, { method: request.method, headers, signal }, (incoming) => resolve(toResponse(incoming, request.method)));
      outgoing.on("error", (error) => reject(signal.aborted ? signal.reason : new TypeError("fetch failed", { cause: error })));
      outgoing.end(body);
    });
  };
}
function toResponse(incoming, method) {
  const headers = new Headers();
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2)
    headers.append(incoming.rawHeaders[index] ?? "", incoming.rawHeaders[index + 1] ?? "");
  const status = incoming.statusCode ?? 502;
  const empty = method === "HEAD" || status === 204 || status === 205 || status === 304;
  if (empty) incoming.resume();
  return new Response(empty ? null : Readable.toWeb(incoming), { status, statusText: incoming.statusMessage ?? "", headers });
}

export {
  createUntimedFetch
};
