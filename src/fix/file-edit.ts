/** One exact search/replace on a file's current text: robust to line shifts, unlike line numbers. */
export interface FileEdit {
  path: string;
  /** Text that must occur exactly once in the file. */
  search: string;
  replace: string;
}

/** A fix for one finding, from a static rule's autofix or the fixer agent. */
export interface ProposedFix {
  fingerprint: string;
  source: 'static' | 'llm';
  edits: FileEdit[];
}

/**
 * The smallest search/replace that turns `before` into `after`: the changed lines, widened with
 * context until the search text is unique in `before`.
 */
export function editBetween(path: string, before: string, after: string): FileEdit | undefined {
  if (before === after) return undefined;
  const old = before.split('\n');
  const next = after.split('\n');
  let start = 0;
  while (start < old.length && start < next.length && old[start] === next[start]) start += 1;
  let oldEnd = old.length;
  let newEnd = next.length;
  while (oldEnd > start && newEnd > start && old[oldEnd - 1] === next[newEnd - 1]) {
    oldEnd -= 1;
    newEnd -= 1;
  }
  for (;;) {
    // A region that reaches the end of the file takes no line break the file does not have.
    const search = old.slice(start, oldEnd).join('\n') + (oldEnd < old.length && oldEnd > start ? '\n' : '');
    const replace = next.slice(start, newEnd).join('\n') + (newEnd < next.length && newEnd > start ? '\n' : '');
    if (countOccurrences(before, search) === 1 || (start === 0 && oldEnd === old.length)) return { path, search, replace };
    if (start > 0) start -= 1;
    if (oldEnd < old.length) {
      oldEnd += 1;
      newEnd += 1;
    }
  }
}

export function countOccurrences(text: string, search: string): number {
  if (search.length === 0) return 0;
  let count = 0;
  for (let index = text.indexOf(search); index !== -1; index = text.indexOf(search, index + 1)) count += 1;
  return count;
}
