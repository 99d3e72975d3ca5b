import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../text/atomic-write.js';
import { repositoryPathProblem } from './repository-path.js';
import type { Snapshot } from './workspace-editor.js';
import { describeIssues } from '../text/describe-value.js';

const StoredSnapshotsSchema = z.object({
  fingerprint: z.string(),
  files: z.array(z.object({ path: z.string(), base64: z.base64() })),
});
type StoredSnapshots = z.infer<typeof StoredSnapshotsSchema>;

/** A snapshot file that is not what Sextant wrote: it is never restored, in part or in whole. */
class SnapshotCorruptError extends Error {
  constructor(path: string, problem: string) {
    super(`fix snapshot ${path} is unusable: ${problem}; nothing was restored from it`);
    this.name = 'SnapshotCorruptError';
  }
}

interface PendingFix {
  fingerprint: string;
  snapshots: Snapshot[];
}

/**
 * The files' bytes before each fix, in the session folder. The pending one is written before a fix
 * touches the working tree (a write-ahead log), so a run killed mid-verification can undo it on resume.
 */
export interface SnapshotStore {
  writePending(fix: PendingFix): Promise<void>;
  readPending(): Promise<PendingFix | undefined>;
  clearPending(): Promise<void>;
  /** Keeps the pending snapshots under `name` for the final restore (fix: suggest) or an iteration rollback. */
  keep(name: string, fix: PendingFix): Promise<void>;
  load(name: string): Promise<Snapshot[]>;
}

/** The session folder's folder of snapshots: only a session that began a fix has one. */
export const SNAPSHOTS_FOLDER = 'snapshots';

export function createSnapshotStore(sessionDir: string): SnapshotStore {
  const folder = join(sessionDir, SNAPSHOTS_FOLDER);
  const pendingPath = join(folder, 'pending.json');
  const save = async (path: string, fix: PendingFix) => {
    await mkdir(folder, { recursive: true });
    const stored: StoredSnapshots = {
      fingerprint: fix.fingerprint,
      files: fix.snapshots.map(({ path: file, before }) => ({ path: file, base64: before.toString('base64') })),
    };
    // The only copy of the user's bytes before the fix: it must survive a power loss too.
    await writeFileAtomic(path, JSON.stringify(stored), { durable: true });
  };
  const load = async (path: string): Promise<PendingFix | undefined> => {
    const text = await readFile(path, 'utf8').catch(() => undefined);
    if (text === undefined) return undefined;
    const stored = parseStoredSnapshots(path, text);
    return { fingerprint: stored.fingerprint, snapshots: stored.files.map((file) => ({ path: file.path, before: Buffer.from(file.base64, 'base64') })) };
  };
  return {
    writePending: (fix) => save(pendingPath, fix),
    readPending: () => load(pendingPath),
    clearPending: () => rm(pendingPath, { force: true }),
    keep: (name, fix) => save(join(folder, `${snapshotName(name)}.json`), fix),
    async load(name) {
      const fix = await load(join(folder, `${snapshotName(name)}.json`));
      if (!fix) throw new Error(`missing fix snapshot '${name}' in ${folder}`);
      return fix.snapshots;
    },
  };
}

/** Kept snapshots are named `<iteration>-<n>`; a name from a tampered state must not reach another folder. */
function snapshotName(name: string): string {
  if (!/^[\w-]+$/.test(name)) throw new SnapshotCorruptError(name, 'not a snapshot name');
  return name;
}

/** Validates a snapshot file, every path included, before any of it can reach the working tree. */
function parseStoredSnapshots(path: string, text: string): StoredSnapshots {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SnapshotCorruptError(path, `not valid JSON (${(error as Error).message})`);
  }
  const parsed = StoredSnapshotsSchema.safeParse(json);
  if (!parsed.success) throw new SnapshotCorruptError(path, `unexpected shape (${describeIssues(parsed.error.issues)})`);
  for (const file of parsed.data.files) {
    const problem = repositoryPathProblem(file.path);
    if (problem) throw new SnapshotCorruptError(path, `'${file.path}': ${problem}`);
  }
  return parsed.data;
}
