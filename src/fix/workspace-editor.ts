import { lstat, readFile, realpath, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { decodeUtf8 } from '../diff/decode-utf8.js';
import { editRefusal } from './edit-policy.js';
import type { EditPolicyContext } from './edit-policy.js';
import { countOccurrences } from './file-edit.js';
import type { FileEdit } from './file-edit.js';

/** A file's exact bytes before a fix: restoring them makes the file byte-identical to before. */
export interface Snapshot {
  path: string;
  before: Buffer;
}

/** A fix checked against the policy and the current files, not yet written. */
export interface PlannedFix {
  snapshots: Snapshot[];
  writes: Array<{ path: string; text: string }>;
}

export type PlanResult = { ok: true; plan: PlannedFix } | { ok: false; reason: string };

export interface WorkspaceEditor {
  /** Checks every edit of a fix (policy, exact single match, regular UTF-8 file inside the repository) without writing. */
  plan(edits: readonly FileEdit[]): Promise<PlanResult>;
  write(plan: PlannedFix): Promise<void>;
  restore(snapshots: readonly Snapshot[]): Promise<void>;
  read(path: string): Promise<string | undefined>;
}

/** The one place fixes touch the working tree: policy-checked, inside the repository, never through symlinks. */
export function createWorkspaceEditor(root: string, policy: EditPolicyContext): WorkspaceEditor {
  const resolveInside = async (path: string): Promise<string | undefined> => {
    const absolute = join(root, path);
    const stats = await lstat(absolute).catch(() => undefined);
    if (!stats?.isFile()) return undefined; // missing, a folder, or a symlink
    const inside = relative(await realpath(root), await realpath(absolute));
    return inside.startsWith('..') || inside.split(sep).includes('..') ? undefined : absolute;
  };

  return {
    async plan(edits) {
      const files = new Map<string, { before: Buffer; text: string }>();
      for (const edit of edits) {
        let file = files.get(edit.path);
        if (!file) {
          const pathRefusal = editRefusal(edit.path, '', '', policy);
          if (pathRefusal) return { ok: false, reason: `${edit.path}: ${pathRefusal}` };
          const absolute = await resolveInside(edit.path);
          if (!absolute) return { ok: false, reason: `${edit.path}: not a regular file inside the repository` };
          const before = await readFile(absolute);
          const text = decodeUtf8(before);
          if (Buffer.compare(Buffer.from(text, 'utf8'), before) !== 0) return { ok: false, reason: `${edit.path}: not UTF-8 text` };
          file = { before, text };
          files.set(edit.path, file);
        }
        const matches = countOccurrences(file.text, edit.search);
        if (matches !== 1) return { ok: false, reason: `${edit.path}: the text to replace occurs ${matches} times, not exactly once` };
        file.text = file.text.replace(edit.search, () => edit.replace);
      }
      for (const [path, { before, text }] of files) {
        if (text === decodeUtf8(before)) return { ok: false, reason: `${path}: the fix changes nothing` };
        const refusal = editRefusal(path, decodeUtf8(before), text, policy);
        if (refusal) return { ok: false, reason: `${path}: ${refusal}` };
      }
      const entries = [...files];
      return {
        ok: true,
        plan: {
          snapshots: entries.map(([path, { before }]) => ({ path, before })),
          writes: entries.map(([path, { text }]) => ({ path, text })),
        },
      };
    },
    async write(plan) {
      for (const { path, text } of plan.writes) await writeFile(join(root, path), text);
    },
    async restore(snapshots) {
      for (const { path, before } of [...snapshots].reverse()) await writeFile(join(root, path), before);
    },
    async read(path) {
      const absolute = await resolveInside(path);
      return absolute ? decodeUtf8(await readFile(absolute)) : undefined;
    },
  };
}
