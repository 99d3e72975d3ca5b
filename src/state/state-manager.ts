import { appendFile, mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { writeFileAtomic } from '../text/atomic-write.js';
import { describeIssues } from '../text/describe-value.js';

export const STATE_FILE = 'state.json';
export const BACKUP_FILE = 'state.backup.json';
export const HISTORY_FILE = 'state-history.jsonl';

/** A review takes a few dozen steps per fix iteration: 500 entries keep whole runs while the file stays small. */
const DEFAULT_HISTORY_LIMIT = 500;

/** State fields copied into each history entry, so the history reads as a timeline of the run. */
const PROGRESS_FIELDS = ['status', 'current_step'] as const;

interface StateHistoryEntry {
  ts: string;
  kind: 'init' | 'update' | 'recover';
  /** Top-level keys whose value changed (every key for `init`). */
  changed: string[];
  status?: string | number;
  current_step?: string | number;
}

export interface StateRecovery {
  /** What was wrong with `state.json`. */
  problem: string;
  statePath: string;
  /** The backup the state was restored from (and `state.json` rewritten with). */
  restoredFrom: string;
}

interface StateManagerOptions<T> {
  dir: string;
  schema: z.ZodType<T>;
  /** Entries kept in `state-history.jsonl`; older ones are trimmed. */
  historyLimit?: number;
  /** Told when `state.json` was missing or unusable and the backup took its place. */
  onRecover?: (recovery: StateRecovery) => void;
  now?: () => Date;
  /** Applied to every state before it is validated and written (and returned): what is stored holds no secret. */
  redact?: (state: T) => T;
}

export interface StateManager<T> {
  readonly statePath: string;
  readonly backupPath: string;
  readonly historyPath: string;
  /** Starts a fresh state (state and backup both set to it). */
  init(state: T): Promise<T>;
  /**
   * The current state. Read and validated from `state.json` once (restored from the backup when it is
   * missing or bad); after that it is the state this manager last wrote or staged, held in memory.
   */
  get(): Promise<T>;
  /**
   * Validates and writes the patched state; the state it replaces on disk becomes the backup. Calls are
   * applied one after another.
   */
  update(patch: Partial<T> | ((state: T) => T)): Promise<T>;
  /** Applies a patch in memory only: it is redacted, validated and written with the next `update`. */
  stage(patch: Partial<T>): Promise<T>;
  /** True when there is a state to resume (in `state.json` or its backup). */
  exists(): Promise<boolean>;
  /** The history entries, oldest first; a line torn by a crash is skipped. */
  history(): Promise<StateHistoryEntry[]>;
}

/** Neither `state.json` nor its backup holds a valid state. */
export class StateCorruptError extends Error {
  readonly problems: ReadonlyArray<{ file: string; problem: string }>;

  constructor(problems: ReadonlyArray<{ file: string; problem: string }>) {
    super(`No valid review state: ${problems.map(({ file, problem }) => `${file}: ${problem}`).join('; ')}`);
    this.name = 'StateCorruptError';
    this.problems = problems;
  }
}

type ReadOutcome<T> = { ok: true; state: T } | { ok: false; problem: string };

export function createStateManager<T extends object>(options: StateManagerOptions<T>): StateManager<T> {
  const { dir, schema, onRecover, redact } = options;
  const historyLimit = Math.max(1, options.historyLimit ?? DEFAULT_HISTORY_LIMIT);
  const now = options.now ?? (() => new Date());
  const statePath = join(dir, STATE_FILE);
  const backupPath = join(dir, BACKUP_FILE);
  const historyPath = join(dir, HISTORY_FILE);

  // Every operation goes through one queue: two updates started together must not both read the same base.
  let queue: Promise<unknown> = Promise.resolve();
  function enqueue<R>(operation: () => Promise<R>): Promise<R> {
    const run = queue.then(operation, operation);
    queue = run.catch(() => undefined);
    return run;
  }
  // The state as last written or staged: trusted, so a step never re-reads or re-validates what was just written.
  let current: T | undefined;
  // Lines in the history file, counted once, so appending never reads the file again.
  let historyLines: number | undefined;

  function validate(value: unknown): ReadOutcome<T> {
    const result = schema.safeParse(value);
    if (result.success) return { ok: true, state: result.data };
    return { ok: false, problem: `does not match the state schema (${describeIssues(result.error.issues, 5)})` };
  }

  async function readState(path: string): Promise<ReadOutcome<T>> {
    const text = await readIfExists(path);
    if (text === undefined) return { ok: false, problem: 'missing' };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return { ok: false, problem: `not valid JSON (${(error as Error).message})` };
    }
    return validate(json);
  }

  function parseForWrite(state: T): T {
    const outcome = validate(redact ? redact(state) : state);
    if (!outcome.ok) throw new Error(`Refusing to write an invalid state to ${statePath}: ${outcome.problem}`);
    return outcome.state;
  }

  async function appendHistory(kind: StateHistoryEntry['kind'], before: T | undefined, after: T): Promise<void> {
    const entry: StateHistoryEntry = { ts: now().toISOString(), kind, changed: changedKeys(before, after) };
    for (const field of PROGRESS_FIELDS) {
      const value = (after as Record<string, unknown>)[field];
      if (typeof value === 'string' || typeof value === 'number') entry[field] = value;
    }
    const line = JSON.stringify(entry);
    if (historyLines === undefined || historyLines + 1 > historyLimit) {
      const text = (await readIfExists(historyPath)) ?? '';
      const lines = text.split('\n').filter((existing) => existing.length > 0);
      if (lines.length + 1 > historyLimit) {
        const kept = [...lines.slice(lines.length + 1 - historyLimit), line];
        await writeFileAtomic(historyPath, kept.join('\n') + '\n');
        historyLines = kept.length;
        return;
      }
      // A writer killed mid-append leaves a line without its newline: start on a fresh line.
      const separator = text.length > 0 && !text.endsWith('\n') ? '\n' : '';
      await appendFile(historyPath, `${separator}${line}\n`, 'utf8');
      historyLines = lines.length + 1;
      return;
    }
    await appendFile(historyPath, `${line}\n`, 'utf8');
    historyLines += 1;
  }

  async function getValid(): Promise<T> {
    if (current) return current;
    const read = await readState(statePath);
    if (read.ok) {
      current = read.state;
      return current;
    }
    const backup = await readState(backupPath);
    if (!backup.ok) {
      throw new StateCorruptError([
        { file: statePath, problem: read.problem },
        { file: backupPath, problem: backup.problem },
      ]);
    }
    await writeFileAtomic(statePath, toStateText(backup.state));
    await appendHistory('recover', undefined, backup.state);
    onRecover?.({ problem: read.problem, statePath, restoredFrom: backupPath });
    current = backup.state;
    return current;
  }

  return {
    statePath,
    backupPath,
    historyPath,

    init: (state) =>
      enqueue(async () => {
        const valid = parseForWrite(state);
        await mkdir(dir, { recursive: true });
        // Backup first: a crash in between leaves the old state.json (as if init never ran), never a new state
        // beside another run's backup that a later recovery would restore.
        const text = toStateText(valid);
        await writeFileAtomic(backupPath, text);
        await writeFileAtomic(statePath, text);
        current = valid;
        await appendHistory('init', undefined, valid);
        return valid;
      }),

    get: () => enqueue(getValid),

    update: (patch) =>
      enqueue(async () => {
        const base = await getValid();
        // The patch function gets a copy: mutating it in place must not change the state held in memory.
        const next = parseForWrite(typeof patch === 'function' ? patch(structuredClone(base)) : { ...base, ...patch });
        // The state.json being replaced becomes the backup: the last good state is kept without writing it again.
        await writeFileAtomic(statePath, toStateText(next), { keepPreviousAs: backupPath });
        current = next;
        await appendHistory('update', base, next);
        return next;
      }),

    stage: (patch) =>
      enqueue(async () => {
        current = { ...(await getValid()), ...patch };
        return current;
      }),

    exists: async () => (await fileExists(statePath)) || (await fileExists(backupPath)),

    history: async () => {
      const entries: StateHistoryEntry[] = [];
      for (const line of ((await readIfExists(historyPath)) ?? '').split('\n')) {
        if (line.length === 0) continue;
        try {
          entries.push(JSON.parse(line) as StateHistoryEntry);
        } catch {
          // A torn line from a killed writer carries nothing worth keeping.
        }
      }
      return entries;
    },
  };
}

/** Compact: the state is read by programs, and indentation would make every write a third larger. */
function toStateText(state: unknown): string {
  return `${JSON.stringify(state)}\n`;
}

function changedKeys(before: object | undefined, after: object): string[] {
  const previous = (before ?? {}) as Record<string, unknown>;
  const next = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  // A key a patch did not touch keeps its value object: only touched keys are compared by their text.
  return [...keys].filter((key) => previous[key] !== next[key] && JSON.stringify(previous[key]) !== JSON.stringify(next[key]));
}

/** The file's text, or undefined when there is no such file. */
async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function fileExists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
