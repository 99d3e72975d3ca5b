import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listSessionFolders } from '../state/session-folder.js';
import { createSnapshotStore } from './snapshot-store.js';
import { createWorkspaceEditor } from './workspace-editor.js';

/** A fix another session wrote and never verified or undid: that run was killed mid-verification. */
export interface UnverifiedEdit {
  session: string;
  folder: string;
  /** The files that still differ from their snapshot (all of them when the snapshot is unreadable). */
  files: string[];
  /** Why the snapshot cannot be used, when it cannot. */
  problem?: string;
}

/**
 * The pending fix snapshots of the other sessions in `sessionsRoot` whose edit is still in the working
 * tree: a pending fix the session recorded as kept was verified, and one whose files all hold their
 * old bytes again was undone by hand, so neither counts.
 */
export async function findUnverifiedEdits(sessionsRoot: string, workspaceRoot: string, exceptSession: string): Promise<UnverifiedEdit[]> {
  // Only reads: an empty policy makes the editor refuse any write.
  const editor = createWorkspaceEditor(workspaceRoot, { changedPaths: new Set(), configFile: '' });
  const found: UnverifiedEdit[] = [];
  for (const session of (await listSessionFolders(sessionsRoot)).sort()) {
    if (session === exceptSession) continue;
    const folder = join(sessionsRoot, session);
    let pending;
    try {
      pending = await createSnapshotStore(folder).readPending();
    } catch (error) {
      found.push({ session, folder, files: [], problem: (error as Error).message });
      continue;
    }
    if (!pending || (await keptFingerprints(folder)).has(pending.fingerprint)) continue;
    const files: string[] = [];
    for (const snapshot of pending.snapshots) {
      if ((await editor.read(snapshot.path)) !== snapshot.before.toString('utf8')) files.push(snapshot.path);
    }
    if (files.length > 0) found.push({ session, folder, files });
  }
  return found;
}

/** What the session recorded as verified and kept; nothing when its state cannot be read. */
async function keptFingerprints(folder: string): Promise<Set<string>> {
  try {
    const state = JSON.parse(await readFile(join(folder, 'state.json'), 'utf8')) as { fix_loop?: { kept?: Array<{ fingerprint?: unknown }> } };
    return new Set((state.fix_loop?.kept ?? []).map((kept) => String(kept.fingerprint)));
  } catch {
    return new Set();
  }
}

/** The warning a new run gives about an edit a killed run left, with the command that undoes it. */
export function describeUnverifiedEdit(edit: UnverifiedEdit): string {
  if (edit.problem) {
    return `session ${edit.session} left a fix snapshot that cannot be used (${edit.problem}); check the working tree with \`git status\` / \`git diff\`, then delete ${edit.folder}. No fix is attempted until then.`;
  }
  return `session ${edit.session} was stopped while verifying a fix: its unverified edit of ${edit.files.join(', ')} is still in the working tree. Run \`sextant review --resume ${edit.session}\` to undo it (that run then finishes its review). No fix is attempted until then.`;
}
