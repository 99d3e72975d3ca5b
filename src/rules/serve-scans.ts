import { parentPort, workerData } from 'node:worker_threads';
import { scanDiffFile } from './scan-diff-file.js';
import type { ScanRequest, ScanReply, ScanWorkerData } from './scan-pool.js';
import { createStaticEngine } from './static-engine.js';

/*
 * A scan pool's worker: its own wasm runtime, grammars and compiled queries, scanning the files the pool
 * sends one message at a time. Every reply carries the worker's running time per agent.
 */
const port = parentPort;
if (!port) throw new Error('the scan worker runs only inside a worker thread');
const engine = createStaticEngine(workerData as ScanWorkerData);
// A failed start is reported on each request: the pool rejects that file's scan with the reason.
engine.catch(() => undefined);

port.on('message', (request: ScanRequest) => {
  void engine
    .then(
      (ready) => {
        const reply: ScanReply = {
          id: request.id,
          scan: scanDiffFile(ready, request.file, request.content, request.gate, request.sinceBase, request.facts),
          time: [...ready.timeByAgent()],
        };
        port.postMessage(reply);
      },
      (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies ScanReply),
    )
    .catch((error: unknown) =>
      port.postMessage({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ScanReply),
    );
});
