import { Edit } from 'web-tree-sitter';
import type { Parser, Point, Tree } from 'web-tree-sitter';
import type { FileBeforeChange } from './file-before-change.js';

/**
 * The syntax tree of the file before the change. The text before differs from the text after only where
 * the change is, so a copy of the tree after, told where the differences are, is reparsed incrementally:
 * tree-sitter reuses every untouched subtree, and a 50,000-line file with a few changed lines costs a few
 * milliseconds instead of a second full parse. Falls back to a full parse when the line mapping cannot
 * describe the difference exactly (CRLF text, whose earlier version is rebuilt with LF).
 */
export function parseEarlier(parser: Parser, after: Tree, afterText: string, before: FileBeforeChange): Tree | null {
  const edits = afterText.includes('\r') ? undefined : editsToEarlier(afterText, before);
  if (!edits) return parser.parse(before.text);
  const edited = after.copy();
  try {
    // Last to first, so each edit's offsets are still those of the text after the change.
    for (const edit of edits.reverse()) edited.edit(edit);
    return parser.parse(before.text, edited);
  } finally {
    edited.delete();
  }
}

/** Offsets (UTF-16 code units, as web-tree-sitter counts) where each line of `text` starts, plus one past the end. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  starts.push(text.length + 1);
  return starts;
}

function endPoint(start: Point, inserted: string): Point {
  const lastNewline = inserted.lastIndexOf('\n');
  if (lastNewline === -1) return { row: start.row, column: start.column + inserted.length };
  let rows = 0;
  for (let index = inserted.indexOf('\n'); index !== -1; index = inserted.indexOf('\n', index + 1)) rows += 1;
  return { row: start.row + rows, column: inserted.length - lastNewline - 1 };
}

/**
 * The edits that turn the text after the change into the text before it, one per gap between lines the
 * change kept (`lineBefore`); undefined when the kept lines do not line up (then a full parse is safer).
 */
export function editsToEarlier(afterText: string, before: FileBeforeChange): Edit[] | undefined {
  const afterStarts = lineStarts(afterText);
  const beforeStarts = lineStarts(before.text);
  const afterLines = afterStarts.length - 1;
  const beforeLines = beforeStarts.length - 1;
  const edits: Edit[] = [];
  let previous: [number, number] = [0, 0];
  const gap = (next: [number, number]): boolean => {
    const [afterFrom, beforeFrom] = [previous[0] + 1, previous[1] + 1];
    const [afterTo, beforeTo] = next;
    if (afterTo < afterFrom || beforeTo < beforeFrom) return false;
    if (afterTo === afterFrom && beforeTo === beforeFrom) return true;
    // At the end of the file the gap takes the newline before it instead of the (absent) one after it.
    const atEnd = afterTo > afterLines;
    if (atEnd && previous[0] === 0) return false;
    const shift = atEnd ? 1 : 0;
    const startIndex = (afterStarts[afterFrom - 1] ?? 0) - shift;
    const oldEndIndex = (afterStarts[afterTo - 1] ?? 0) - shift;
    const beforeStart = (beforeStarts[beforeFrom - 1] ?? 0) - shift;
    const beforeEnd = (beforeStarts[beforeTo - 1] ?? 0) - shift;
    const startPosition = atEnd
      ? { row: afterFrom - 2, column: (afterStarts[afterFrom - 1] ?? 0) - (afterStarts[afterFrom - 2] ?? 0) - 1 }
      : { row: afterFrom - 1, column: 0 };
    const oldEndPosition = atEnd ? endPoint(startPosition, afterText.slice(startIndex, oldEndIndex)) : { row: afterTo - 1, column: 0 };
    edits.push(
      new Edit({
        startIndex,
        oldEndIndex,
        newEndIndex: startIndex + (beforeEnd - beforeStart),
        startPosition,
        oldEndPosition,
        newEndPosition: endPoint(startPosition, before.text.slice(beforeStart, beforeEnd)),
      }),
    );
    return true;
  };
  for (let line = 1; line <= afterLines; line += 1) {
    const earlier = before.lineBefore(line);
    if (earlier === undefined) continue;
    if (!gap([line, earlier])) return undefined;
    previous = [line, earlier];
  }
  return gap([afterLines + 1, beforeLines + 1]) ? edits : undefined;
}
