import { constants } from 'node:fs';
import { lstat, open, readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeUtf8 } from '../diff/decode-utf8.js';
import { addedCapabilityRefusal } from './added-capabilities.js';
import { editRefusal } from './edit-policy.js';
import type { EditPolicyContext } from './edit-policy.js';
import { countOccurrences } from './file-edit.js';
import type { ProposedFix } from './file-edit.js';
import { repositoryPathProblem } from './repository-path.js';
import type { FileEdit } from './file-edit.js';

/** A file's exact bytes before a fix: restoring them makes the file byte-identical to before. */
export interface Snapshot {
  path: string;
  before: Buffer;
}

/** A fix checked against the policy and the current files, not yet written. */
interface PlannedFix {
  snapshots: Snapshot[];
  writes: Array<{ path: string; text: string }>;
}

type PlanResult = { ok: true; plan: PlannedFix } | { ok: false; reason: string };

export interface WorkspaceEditor {
  /**
   * Checks every edit of a fix (policy, what the new text adds, exact single match, regular UTF-8 file inside the
   * repository) without writing. A fix Sextant's rules did not write (`source` other than `static`) must also
   * reach nothing its file did not (see newCapabilityRefusal).
   */
  plan(edits: readonly FileEdit[], source?: ProposedFix['source']): Promise<PlanResult>;
  /**
   * Plans making a file unparseable in every reviewed language, to learn which checks read it: the
   * file's bytes are kept as the snapshot that `restore` puts back.
   */
  planUnparseable(path: string): Promise<PlanResult>;
  write(plan: PlannedFix): Promise<void>;
  /** Puts snapshots back; every path is checked against the policy before any file is written. */
  restore(snapshots: readonly Snapshot[]): Promise<void>;
  read(path: string): Promise<string | undefined>;
}

/** Refused to put fix snapshots back: one of them names a file a fix could never have edited. */
class UnsafeRestoreError extends Error {
  constructor(path: string, reason: string) {
    super(`refusing to restore fix snapshots: '${path}': ${reason} (the session's snapshots were changed outside Sextant; nothing was written)`);
    this.name = 'UnsafeRestoreError';
  }
}

/**
 * Appended on a line of its own: closing brackets that nothing opened are a syntax error in JavaScript,
 * TypeScript, Python and Go alike, wherever the file ends (a line comment, a complete statement).
 */
const UNPARSEABLE_LINE = '\n)]} this line makes the file unparseable: Sextant is checking which checks read it\n';

// Windows has no O_NOFOLLOW; there the lstat walk below is the only guard.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

/** The one place fixes touch the working tree: policy-checked, inside the repository, never through symlinks. */
export function createWorkspaceEditor(root: string, policy: EditPolicyContext): WorkspaceEditor {
  const realRoot = realpath(root);
  /**
   * The file's absolute path when every component below the root is a real folder and the file a
   * regular file (no symlink anywhere, so the policy judged the file that is actually written); else why
   * not. `allowMissing`: the file itself may be absent (a restore recreates a file deleted meanwhile).
   */
  const resolveInside = async (path: string, allowMissing = false): Promise<{ absolute: string } | { problem: string }> => {
    const problem = repositoryPathProblem(path);
    if (problem) return { problem };
    let current = await realRoot;
    const segments = path.split('/');
    for (const [index, segment] of segments.entries()) {
      current = join(current, segment);
      const stats = await lstat(current).catch(() => undefined);
      const last = index === segments.length - 1;
      if (!stats) return last && allowMissing ? { absolute: current } : { problem: 'not a regular file inside the repository (missing)' };
      if (stats.isSymbolicLink()) return { problem: 'not a regular file inside the repository (a symlink)' };
      if (last ? !stats.isFile() : !stats.isDirectory()) return { problem: 'not a regular file inside the repository' };
      // A hard link is another name for a file elsewhere (a hook, a config) that the policy never judged.
      if (last && stats.nlink > 1) return { problem: 'not a regular file inside the repository (it has other hard links)' };
    }
    return { absolute: current };
  };
  const writeInside = async (path: string, data: string | Buffer) => {
    const resolved = await resolveInside(path, true);
    if ('problem' in resolved) throw new Error(`${path}: ${resolved.problem}`);
    const handle = await open(resolved.absolute, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | NO_FOLLOW);
    try {
      await handle.writeFile(data);
    } finally {
      await handle.close();
    }
  };

  return {
    async plan(edits, source = 'llm') {
      const files = new Map<string, { before: Buffer; text: string }>();
      for (const edit of edits) {
        let file = files.get(edit.path);
        if (!file) {
          const refusal = editRefusal(edit.path, policy);
          if (refusal) return { ok: false, reason: `${edit.path}: ${refusal}` };
          const resolved = await resolveInside(edit.path);
          if ('problem' in resolved) return { ok: false, reason: `${edit.path}: ${resolved.problem}` };
          const before = await readFile(resolved.absolute);
          const text = decodeUtf8(before);
          if (Buffer.compare(Buffer.from(text, 'utf8'), before) !== 0) return { ok: false, reason: `${edit.path}: not UTF-8 text` };
          file = { before, text };
          files.set(edit.path, file);
        }
        const added = addedCapabilityRefusal(edit.path, edit.search, edit.replace);
        if (added) return { ok: false, reason: `${edit.path}: ${added}` };
        const matches = countOccurrences(file.text, edit.search);
        if (matches !== 1) return { ok: false, reason: `${edit.path}: the text to replace occurs ${matches} times, not exactly once` };
        if (source !== 'static') {
          // Loaded with the first model-written fix: it parses the file with the rules' grammars.
          const { newCapabilityRefusal } = await import('./new-capability.js');
          const reaches = await newCapabilityRefusal({ ...edit, original: decodeUtf8(file.before), text: file.text, at: file.text.indexOf(edit.search) });
          if (reaches) return { ok: false, reason: `${edit.path}: ${reaches}` };
        }
        file.text = file.text.replace(edit.search, () => edit.replace);
      }
      for (const [path, { before, text }] of files) {
        if (text === decodeUtf8(before)) return { ok: false, reason: `${path}: the fix changes nothing` };
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
    async planUnparseable(path) {
      const refusal = editRefusal(path, policy);
      if (refusal) return { ok: false, reason: `${path}: ${refusal}` };
      const resolved = await resolveInside(path);
      if ('problem' in resolved) return { ok: false, reason: `${path}: ${resolved.problem}` };
      const before = await readFile(resolved.absolute);
      return { ok: true, plan: { snapshots: [{ path, before }], writes: [{ path, text: `${decodeUtf8(before)}${UNPARSEABLE_LINE}` }] } };
    },
    async write(plan) {
      for (const { path, text } of plan.writes) await writeInside(path, text);
    },
    async restore(snapshots) {
      for (const { path } of snapshots) {
        const refusal = editRefusal(path, policy);
        if (refusal) throw new UnsafeRestoreError(path, refusal);
        const resolved = await resolveInside(path, true);
        if ('problem' in resolved) throw new UnsafeRestoreError(path, resolved.problem);
      }
      for (const { path, before } of [...snapshots].reverse()) await writeInside(path, before);
    },
    async read(path) {
      const resolved = await resolveInside(path);
      return 'absolute' in resolved ? decodeUtf8(await readFile(resolved.absolute)) : undefined;
    },
  };
}
