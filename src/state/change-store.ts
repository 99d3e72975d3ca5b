import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChangeSet, DiffFile, DiffLine, Hunk } from '../diff/diff-model.js';
import { writeFileAtomic } from '../text/atomic-write.js';

/** The scoped change, saved once so later steps (and a resumed run) see exactly what was collected. */
export interface ChangeStore {
  save(change: ChangeSet): Promise<void>;
  load(): Promise<ChangeSet>;
}

/**
 * `changes.json` in the session folder: the scoped change, written once by collect-context. The steps
 * of the same run get it from memory; a resumed run reads the file.
 */
export function createChangeStore(sessionDir: string): ChangeStore {
  const path = join(sessionDir, 'changes.json');
  let saved: ChangeSet | undefined;
  return {
    save: async (change) => {
      await writeFileAtomic(path, JSON.stringify(compactChange(change)));
      saved = change;
    },
    load: async () => (saved ??= expandChange(JSON.parse(await readFile(path, 'utf8')) as StoredChangeSet)),
  };
}

const KIND_MARK: Readonly<Record<DiffLine['kind'], string>> = { add: '+', delete: '-', context: ' ' };

/** A hunk as stored: each line as its diff text (`+`, `-` or space, then the content); numbers follow from the header. */
type StoredHunk = Omit<Hunk, 'lines'> & { lines: Array<string | DiffLine> };
type StoredFile = Omit<DiffFile, 'hunks'> & { hunks: StoredHunk[] };
/** The lists of files a change set may hold beside `files`. */
type OptionalList = 'gateOnly' | 'staticOnly' | 'leftOut' | 'sinceBase';
type StoredChangeSet = Omit<ChangeSet, 'files' | OptionalList> & { files: StoredFile[] } & Partial<Record<OptionalList, StoredFile[]>>;

function compactChange({ files, gateOnly, staticOnly, leftOut, sinceBase, ...rest }: ChangeSet): StoredChangeSet {
  return { ...rest, files: files.map(compactFile), ...mapLists({ gateOnly, staticOnly, leftOut, sinceBase }, compactFile) };
}

function expandChange({ files, gateOnly, staticOnly, leftOut, sinceBase, ...rest }: StoredChangeSet): ChangeSet {
  return { ...rest, files: files.map(expandFile), ...mapLists({ gateOnly, staticOnly, leftOut, sinceBase }, expandFile) };
}

/** The lists that are there, each file mapped. */
function mapLists<T, U>(lists: Record<OptionalList, T[] | undefined>, map: (file: T) => U): Partial<Record<OptionalList, U[]>> {
  return Object.fromEntries(Object.entries(lists).flatMap(([name, files]) => (files ? [[name, files.map(map)]] : [])));
}

function compactFile(file: DiffFile): StoredFile {
  return {
    ...file,
    hunks: file.hunks.map((hunk) => (numberedInOrder(hunk) ? { ...hunk, lines: hunk.lines.map((line) => KIND_MARK[line.kind] + line.content) } : hunk)),
  };
}

function expandFile(file: StoredFile): DiffFile {
  return { ...file, hunks: file.hunks.map((hunk) => ({ ...hunk, lines: expandLines(hunk) })) };
}

/** Whether the hunk's line numbers are exactly those its header implies, so storing them adds nothing. */
function numberedInOrder(hunk: Hunk): boolean {
  let oldLine = hunk.oldStart;
  let newLine = hunk.newStart;
  return hunk.lines.every(
    (line) => line.oldLine === (line.kind === 'add' ? undefined : oldLine++) && line.newLine === (line.kind === 'delete' ? undefined : newLine++),
  );
}

function expandLines(hunk: StoredHunk): DiffLine[] {
  let oldLine = hunk.oldStart;
  let newLine = hunk.newStart;
  return hunk.lines.map((line): DiffLine => {
    if (typeof line !== 'string') return line;
    const content = line.slice(1);
    if (line.startsWith('+')) return { kind: 'add', newLine: newLine++, content };
    if (line.startsWith('-')) return { kind: 'delete', oldLine: oldLine++, content };
    return { kind: 'context', oldLine: oldLine++, newLine: newLine++, content };
  });
}
