import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { listSessionFolders } from '../state/session-folder.js';
import { createSnapshotStore, SNAPSHOTS_FOLDER } from './snapshot-store.js';
import type { Snapshot } from './workspace-editor.js';
import { createWorkspaceEditor } from './workspace-editor.js';

/**
 * Edits another session left in the working tree because its run was killed: a fix it was still
 * verifying (`unverified`), or verified fixes that `fix: suggest` had not undone yet (`unrestored`).
 */
export interface LeftOverEdit {
  session: string;
  folder: string;
  kind: 'unverified' | 'unrestored' | 'unreadable';
  /** The files that still differ from their snapshot. */
  files: string[];
  /** Why the snapshots cannot be used (`unreadable`). */
  problem?: string;
}

/** The parts of another session's state this check reads; anything else in it is ignored. */
interface SessionState {
  status?: string;
  completed_steps?: string[];
  request?: { fix?: string };
  fix_loop?: { kept?: Array<{ fingerprint?: string; snapshot?: string }> };
}

/**
 * What the other sessions in `sessionsRoot` left in the working tree. A pending fix the session
 * recorded as kept was verified; files that hold their old bytes again were undone by hand: neither counts.
 */
export async function findLeftOverEdits(sessionsRoot: string, workspaceRoot: string, exceptSession: string): Promise<LeftOverEdit[]> {
  // Only reads: an empty policy makes the editor refuse any write.
  const editor = createWorkspaceEditor(workspaceRoot, { changedPaths: new Set(), configFile: '' });
  const changed = async (snapshots: readonly Snapshot[]) => {
    const files: string[] = [];
    for (const snapshot of snapshots) {
      if (!files.includes(snapshot.path) && (await editor.read(snapshot.path)) !== snapshot.before.toString('utf8')) files.push(snapshot.path);
    }
    return files;
  };
  const inSession = async (session: string): Promise<LeftOverEdit[]> => {
    const found: LeftOverEdit[] = [];
    const folder = join(sessionsRoot, session);
    // A fix saves the files' bytes before it touches them: a session without snapshots changed nothing, and its
    // state (megabytes for a large review) is not read.
    if (!(await hasSnapshots(folder))) return found;
    const store = createSnapshotStore(folder);
    const state = await readSessionState(folder);
    const kept = state?.fix_loop?.kept ?? [];
    try {
      const pending = await store.readPending();
      if (pending && !kept.some((fix) => fix.fingerprint === pending.fingerprint)) {
        const files = await changed(pending.snapshots);
        if (files.length > 0) found.push({ session, folder, kind: 'unverified', files });
      }
      const unrestored = state?.status === 'in_progress' && state.request?.fix === 'suggest' && !state.completed_steps?.includes('fix-finish');
      if (unrestored && kept.length > 0) {
        // The first snapshot of each file holds its bytes from before any fix.
        const originals: Snapshot[] = [];
        for (const fix of kept) originals.push(...(await store.load(String(fix.snapshot))));
        const files = await changed(originals);
        if (files.length > 0) found.push({ session, folder, kind: 'unrestored', files });
      }
    } catch (error) {
      found.push({ session, folder, kind: 'unreadable', files: [], problem: (error as Error).message });
    }
    return found;
  };
  // Sessions are read side by side (only reads): one after the other, twenty of them cost a review's start.
  const sessions = (await listSessionFolders(sessionsRoot)).sort().filter((session) => session !== exceptSession);
  return (await Promise.all(sessions.map(inSession))).flat();
}

async function hasSnapshots(folder: string): Promise<boolean> {
  return stat(join(folder, SNAPSHOTS_FOLDER)).then(
    () => true,
    () => false,
  );
}

async function readSessionState(folder: string): Promise<SessionState | undefined> {
  try {
    return JSON.parse(await readFile(join(folder, 'state.json'), 'utf8')) as SessionState;
  } catch {
    return undefined;
  }
}

/** The warning a new run gives about edits a killed run left, with the command that undoes them. */
export function describeLeftOverEdit(edit: LeftOverEdit): string {
  const resume = `Run \`sextant review --resume ${edit.session}\``;
  switch (edit.kind) {
    case 'unverified':
      return `session ${edit.session} was stopped while verifying a fix: its unverified edit of ${edit.files.join(', ')} is still in the working tree. ${resume} to undo it (that run then finishes its review). No fix is attempted until then.`;
    case 'unrestored':
      return `session ${edit.session} was stopped before undoing its verified fixes of ${edit.files.join(', ')} (fix: suggest leaves the working tree as it was found). ${resume} to finish it; it undoes them. No fix is attempted until then.`;
    case 'unreadable':
      return `session ${edit.session} left fix snapshots that cannot be used (${edit.problem ?? 'unknown problem'}); check the working tree with \`git status\` and \`git diff\`, then delete ${edit.folder}. No fix is attempted until then.`;
  }
}
