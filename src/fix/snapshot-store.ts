import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../state/atomic-write.js';
import type { Snapshot } from './workspace-editor.js';

interface StoredSnapshots {
  fingerprint: string;
  files: Array<{ path: string; base64: string }>;
}

export interface PendingFix {
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

export function createSnapshotStore(sessionDir: string): SnapshotStore {
  const folder = join(sessionDir, 'snapshots');
  const pendingPath = join(folder, 'pending.json');
  const save = async (path: string, fix: PendingFix) => {
    await mkdir(folder, { recursive: true });
    const stored: StoredSnapshots = {
      fingerprint: fix.fingerprint,
      files: fix.snapshots.map(({ path: file, before }) => ({ path: file, base64: before.toString('base64') })),
    };
    await writeFileAtomic(path, JSON.stringify(stored));
  };
  const load = async (path: string): Promise<PendingFix | undefined> => {
    const text = await readFile(path, 'utf8').catch(() => undefined);
    if (text === undefined) return undefined;
    const stored = JSON.parse(text) as StoredSnapshots;
    return { fingerprint: stored.fingerprint, snapshots: stored.files.map((file) => ({ path: file.path, before: Buffer.from(file.base64, 'base64') })) };
  };
  return {
    writePending: (fix) => save(pendingPath, fix),
    readPending: () => load(pendingPath),
    clearPending: () => rm(pendingPath, { force: true }),
    keep: (name, fix) => save(join(folder, `${name}.json`), fix),
    async load(name) {
      const fix = await load(join(folder, `${name}.json`));
      if (!fix) throw new Error(`missing fix snapshot '${name}' in ${folder}`);
      return fix.snapshots;
    },
  };
}
