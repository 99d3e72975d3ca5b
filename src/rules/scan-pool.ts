import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AgentName } from '../findings/agent-names.js';
import type { DiffFile } from '../diff/diff-model.js';
import type { Severity } from '../findings/finding.js';
import type { DiffFileScan } from './scan-diff-file.js';
import type { StaticEngineOptions } from './static-engine.js';
import type { TreeFacts } from './tree-facts.js';

/**
 * Changed lines that make another scanning thread worth starting. A worker pays for its own wasm runtime,
 * grammars and compiled queries (about a fifth of a second); the engine scans roughly 10,000 changed lines
 * in that time.
 */
const LINES_PER_WORKER = 10_000;

/**
 * Files handed over per worker before it answers. The main thread cannot hand out files while it scans one
 * of its own, so each worker needs a queue that outlasts the largest file the main thread takes.
 */
const IN_FLIGHT_PER_WORKER = 16;

/** The bundled worker, next to the chunk that holds this module; absent when running from the TypeScript sources. */
const WORKER_SCRIPT = new URL('./scan-worker.js', import.meta.url);

export type ScanWorkerData = StaticEngineOptions;

export interface ScanRequest {
  id: number;
  file: DiffFile;
  content: string;
  gate?: Severity;
  /** The file's diff from the pull request's base, when the reviewed diff starts later (see `scanDiffFile`). */
  sinceBase?: DiffFile;
  facts?: TreeFacts;
}

export type ScanReply = { id: number; scan: DiffFileScan; time: Array<[AgentName, number]> } | { id: number; error: string };

/** Scans changed files with the static engine, on worker threads when the change is large enough to gain from them. */
export interface ScanPool {
  /** How many files may be handed over at once without leaving a worker idle. */
  readonly capacity: number;
  scan(file: DiffFile, content: string, gate?: Severity, sinceBase?: DiffFile, facts?: TreeFacts): Promise<DiffFileScan>;
  /** Milliseconds each agent's rules have taken, over every file and every worker. */
  timeByAgent(): Map<AgentName, number>;
  close(): Promise<void>;
}

/**
 * Scanning threads: one per core, and no more than the change has work for. The main thread is one of them
 * (it has nothing else to do meanwhile), so 1 means no worker is started.
 */
export function scanWorkersFor(changedLines: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, Math.floor(changedLines / LINES_PER_WORKER)));
}

interface ScanPoolOptions extends StaticEngineOptions {
  /** Scanning threads, the main thread included. */
  workers: number;
  /** The worker's script; by default the bundle's `scan-worker.js` beside this module. */
  workerScript?: string;
}

export async function createScanPool(options: ScanPoolOptions): Promise<ScanPool> {
  const { workers, workerScript, ...engineOptions } = options;
  const script = workerScript ?? fileURLToPath(WORKER_SCRIPT);
  const threads = existsSync(script) ? Math.max(0, workers - 1) : 0;
  // Started before this thread's engine loads, so the workers' start overlaps it.
  const pool = threads > 0 ? workerPool(script, threads, engineOptions) : undefined;
  const engine = await mainThreadEngine(engineOptions);
  let mainBusy = false;
  return {
    capacity: 1 + (pool?.capacity ?? 0),
    async scan(file, content, gate, sinceBase, facts) {
      // The main thread takes a file when it is free and every worker has at least as much text queued: while it
      // scans, it cannot hand the workers more, so a large file of its own would leave them idle meanwhile.
      if (pool && (mainBusy || pool.queuedText() < content.length)) return pool.scan(file, content, gate, sinceBase, facts);
      mainBusy = true;
      try {
        // Scanned on a later turn of the event loop, so replies from the workers and file reads go on in between.
        await new Promise((resolve) => setImmediate(resolve));
        return engine.scan(file, content, gate, sinceBase, facts);
      } finally {
        mainBusy = false;
      }
    },
    timeByAgent() {
      const total = new Map(engine.timeByAgent());
      for (const [agent, time] of pool?.timeByAgent() ?? []) total.set(agent, (total.get(agent) ?? 0) + time);
      return total;
    },
    close: async () => pool?.close(),
  };
}

interface MainThreadEngine {
  scan: ScanPool['scan'];
  timeByAgent(): ReadonlyMap<AgentName, number>;
}

/** The engine on this thread, loaded when a scan starts: the rules are most of the code a review loads, and some runs scan nothing. */
async function mainThreadEngine(options: StaticEngineOptions): Promise<MainThreadEngine> {
  const [{ createStaticEngine }, { scanDiffFile }] = await Promise.all([import('./static-engine.js'), import('./scan-diff-file.js')]);
  const engine = await createStaticEngine(options);
  return {
    scan: async (file, content, gate, sinceBase, facts) => scanDiffFile(engine, file, content, gate, sinceBase, facts),
    timeByAgent: () => engine.timeByAgent(),
  };
}

interface PoolWorker {
  thread: Worker;
  /** Files sent and not answered yet, with their length in characters: the unit scanning time follows. */
  pending: Map<number, { resolve(scan: DiffFileScan): void; reject(error: Error): void; length: number }>;
  time: ReadonlyArray<[AgentName, number]>;
}

interface WorkerPool extends ScanPool {
  /** The text queued on the least busy worker. */
  queuedText(): number;
}

function workerPool(script: string, size: number, engineOptions: StaticEngineOptions): WorkerPool {
  let nextId = 0;
  const workers: PoolWorker[] = Array.from({ length: size }, () => {
    const worker: PoolWorker = { thread: new Worker(script, { workerData: engineOptions satisfies ScanWorkerData }), pending: new Map(), time: [] };
    const failAll = (error: Error) => {
      for (const pending of worker.pending.values()) pending.reject(error);
      worker.pending.clear();
    };
    worker.thread.on('message', (reply: ScanReply) => {
      const pending = worker.pending.get(reply.id);
      worker.pending.delete(reply.id);
      if ('error' in reply) return pending?.reject(new Error(`static engine: ${reply.error}`));
      worker.time = reply.time;
      pending?.resolve(reply.scan);
    });
    worker.thread.on('error', failAll);
    worker.thread.on('exit', (code) => failAll(new Error(`a static engine worker stopped (exit code ${code})`)));
    return worker;
  });
  return {
    capacity: size * IN_FLIGHT_PER_WORKER,
    queuedText: () => Math.min(...workers.map(textQueuedOn)),
    scan(file, content, gate, sinceBase, facts) {
      // The least busy worker; ties go to the first, so the same change is spread the same way every run.
      const worker = workers.reduce((best, candidate) => (textQueuedOn(candidate) < textQueuedOn(best) ? candidate : best));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        worker.pending.set(id, { resolve, reject, length: content.length });
        worker.thread.postMessage({
          id,
          file,
          content,
          ...(gate ? { gate } : {}),
          ...(sinceBase ? { sinceBase } : {}),
          ...(facts ? { facts } : {}),
        } satisfies ScanRequest);
      });
    },
    timeByAgent() {
      const total = new Map<AgentName, number>();
      for (const worker of workers) for (const [agent, time] of worker.time) total.set(agent, (total.get(agent) ?? 0) + time);
      return total;
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.thread.terminate()));
    },
  };
}

/** The text of the files a worker has been sent and not answered yet. */
function textQueuedOn(worker: PoolWorker): number {
  let total = 0;
  for (const { length } of worker.pending.values()) total += length;
  return total;
}
