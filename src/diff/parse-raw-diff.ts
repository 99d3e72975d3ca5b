import { decodeUtf8 } from './decode-utf8.js';

/** Statuses `git diff-tree` reports between two trees (U and X only occur against an index). */
type RawDiffStatus = 'A' | 'C' | 'D' | 'M' | 'R' | 'T';

/** One file pair from `git diff-tree --raw --numstat -z`: the authoritative list of paths. */
export interface RawDiffEntry {
  status: RawDiffStatus;
  oldMode: string;
  newMode: string;
  oldSha: string;
  newSha: string;
  /** Same as newPath unless renamed or copied. */
  oldPath: string;
  newPath: string;
  /** git's own text/binary decision (attributes, NUL bytes), from `--numstat` (`-` counts). */
  binary: boolean;
}

const RAW_RECORD = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([ACDMRT])\d*$/;
const NUMSTAT_RECORD = /^(-|\d+)\t(-|\d+)\t/;

function splitOnNul(output: Buffer): string[] {
  const fields: string[] = [];
  let start = 0;
  for (let end = output.indexOf(0, start); end !== -1; end = output.indexOf(0, start)) {
    // Each field is decoded on its own so an invalid byte in one path cannot affect the next.
    fields.push(decodeUtf8(output.subarray(start, end)));
    start = end + 1;
  }
  if (start < output.length) fields.push(decodeUtf8(output.subarray(start)));
  return fields;
}

function malformed(detail: string): Error {
  return new Error(`unexpected git diff-tree output: ${detail}`);
}

/**
 * Parses the output of `git diff-tree -r -z --raw --numstat --no-abbrev`: all raw records first,
 * then one numstat record per raw record in the same order. Paths are NUL-separated, so they
 * arrive exactly as stored (spaces, quotes, tabs, newlines, unicode) with no quoting to undo.
 */
export function parseRawDiff(output: Buffer): RawDiffEntry[] {
  const fields = splitOnNul(output);
  let cursor = 0;
  const take = (what: string): string => {
    const field = fields[cursor++];
    if (field === undefined) throw malformed(`missing ${what}`);
    return field;
  };

  const entries: RawDiffEntry[] = [];
  while (fields[cursor]?.startsWith(':')) {
    const record = take('raw record');
    const match = RAW_RECORD.exec(record);
    if (!match) throw malformed(`raw record '${record}'`);
    const [, oldMode = '', newMode = '', oldSha = '', newSha = '', status = 'M'] = match;
    const pair = status === 'R' || status === 'C';
    const oldPath = take('path');
    const newPath = pair ? take('destination path') : oldPath;
    entries.push({ status: status as RawDiffStatus, oldMode, newMode, oldSha, newSha, oldPath, newPath, binary: false });
  }

  for (const entry of entries) {
    const record = take('numstat record');
    const match = NUMSTAT_RECORD.exec(record);
    if (!match) throw malformed(`numstat record '${record}'`);
    const pair = entry.status === 'R' || entry.status === 'C';
    let path = record.slice(match[0].length);
    if (pair) {
      // Renames and copies have an empty path here, followed by the two paths as separate fields.
      take('numstat source path');
      path = take('numstat destination path');
    }
    if (path !== entry.newPath) throw malformed(`numstat path '${path}' does not match '${entry.newPath}'`);
    entry.binary = match[1] === '-';
  }

  if (fields.slice(cursor).some((field) => field !== '')) throw malformed('trailing fields');
  return entries;
}
