import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

interface RecordedReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Request fields that differ between runs of the same evaluation without changing what is asked. */
const VOLATILE_FIELDS = ['prompt_cache_key'];

/**
 * A fetch that records each model reply in `dir` under a hash of its request (URL and body, minus
 * volatile fields), and answers from the record when the same request comes again: an evaluation
 * recorded once reruns offline with the same replies. Only successful replies are recorded.
 */
export function createReplayFetch(dir: string, network: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? init.body : '';
    const path = join(dir, `${requestKey(url, body)}.json`);
    const recorded = await readFile(path, 'utf8').then(
      (text) => JSON.parse(text) as RecordedReply,
      () => undefined,
    );
    if (recorded) return new Response(recorded.body, { status: recorded.status, headers: recorded.headers });
    const response = await network(input, init);
    const text = await response.text();
    if (response.ok) {
      await mkdir(dir, { recursive: true });
      const reply: RecordedReply = {
        status: response.status,
        headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
        body: text,
      };
      await writeFile(`${path}.tmp`, JSON.stringify(reply));
      await rename(`${path}.tmp`, path);
    }
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

function requestKey(url: string, body: string): string {
  let canonical = body;
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    for (const field of VOLATILE_FIELDS) delete parsed[field];
    canonical = JSON.stringify(parsed);
  } catch {
    // Not JSON: hashed as sent.
  }
  return createHash('sha256').update(new URL(url).pathname).update('\0').update(canonical).digest('hex');
}
