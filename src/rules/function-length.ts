import type { Node, TreeCursor } from 'web-tree-sitter';
import { counterpartBefore } from './counterpart-before.js';
import type { RuleContext, RuleHit } from './rule-definition.js';

/** Beyond about a screen and a half of code, a reader can no longer see a function's whole flow at once. */
const MAX_FUNCTION_LINES = 80;
/** An already long function that grows by this many more lines of code is being made worse, not just touched. */
const MIN_GROWTH_LINES = 30;

/** Text, not logic: a multi-line string or template counts as the one line it starts on. */
const TEXT_TYPES = new Set(['string', 'template_string', 'raw_string_literal', 'interpreted_string_literal', 'concatenated_string']);

export interface FunctionParts {
  /** Node types of nested functions: a long one is reported by itself and does not count towards the outer one. */
  isFunction(type: string): boolean;
  /** Parts that never count: markup (JSX), docstrings; asked with the node's type, and `node()` gives the node. */
  isIgnored?(type: string, node: () => Node): boolean;
  /** The name to find the function by before the change when its first line changed. */
  nameOf(node: Node): string | undefined;
  /** The function's own name for the message, and what the message calls a function without one. */
  ownName(node: Node): string | undefined;
  unnamed: string;
}

function lineCount(node: Node): number {
  return node.endPosition.row - node.startPosition.row + 1;
}

/**
 * The lines of a function that hold its own code: not blank lines or comments, not the inside of strings
 * and templates, docstrings or markup, and not long nested functions (each is judged by itself).
 */
function codeLines(fn: Node, parts: FunctionParts): number {
  if (lineCount(fn) <= MAX_FUNCTION_LINES) return lineCount(fn);
  const rows = new Set<number>();
  const cursor = fn.walk();
  try {
    let entering = true;
    let atRoot = true;
    for (;;) {
      if (entering && countOrEnter(cursor, parts, rows, atRoot)) {
        atRoot = false;
        continue;
      }
      atRoot = false;
      if (cursor.gotoNextSibling()) {
        entering = true;
        continue;
      }
      if (!cursor.gotoParent()) break;
      entering = false;
    }
  } finally {
    cursor.delete();
  }
  return rows.size;
}

/**
 * Counts the line of the cursor's node, or moves the cursor into the node when its children decide: true
 * when it moved. Each question to the cursor is a call into the tree, so the cheap ones go first, and a node
 * on one line that is already counted is not entered: it cannot add another line.
 */
function countOrEnter(cursor: TreeCursor, parts: FunctionParts, rows: Set<number>, atRoot: boolean): boolean {
  const type = cursor.nodeType;
  // Comments are skipped whole.
  if (type.includes('comment')) return false;
  const text = TEXT_TYPES.has(type);
  const start = cursor.startPosition.row;
  const end = text ? start : cursor.endPosition.row;
  if (start === end && rows.has(start)) return false;
  // Text, long nested functions and ignored parts count as the line they start on; a leaf token marks its line as code.
  const oneLine = text || (start !== end && !atRoot && cursor.nodeIsNamed && isWholePart(cursor, type, end - start + 1, parts));
  if (oneLine || !cursor.gotoFirstChild()) {
    rows.add(start);
    return false;
  }
  return true;
}

/** Whether a named node over several lines is a long nested function or an ignored part. */
function isWholePart(cursor: TreeCursor, type: string, lines: number, parts: FunctionParts): boolean {
  return (parts.isFunction(type) && lines > MAX_FUNCTION_LINES) || (parts.isIgnored?.(type, () => cursor.currentNode) ?? false);
}

/**
 * Whether the function may hold more lines of code than the limit, judged by its text: most functions are
 * ruled out before any walk of their nodes. A line of code holds a token, and in a tree without errors no
 * token sits on a blank line (only a missing one, which an error brings, is empty).
 */
function mayBeLong(fn: Node, lines: readonly string[]): boolean {
  const first = fn.startPosition.row;
  const last = fn.endPosition.row;
  if (last - first + 1 <= MAX_FUNCTION_LINES) return false;
  let withText = 0;
  for (let row = first; row <= last; row += 1) if (lines[row]?.trim()) withText += 1;
  return withText > MAX_FUNCTION_LINES || fn.hasError;
}

/** How sure the finding is worth acting on: just over the limit is a judgement call (70), half as long again is not (90). */
function confidenceFor(lines: number): number {
  return Math.min(90, 70 + Math.round((40 * (lines - MAX_FUNCTION_LINES)) / MAX_FUNCTION_LINES));
}

/**
 * The `simplify/long-function` verdict: raised when the change wrote a function over the limit, pushed one
 * over it, or made an already long one much longer; reported on the function's first line. A function that
 * was already long and is only touched is not this change's doing.
 */
export function longFunctionHit(fn: Node, parts: FunctionParts, context: RuleContext): RuleHit | false {
  if (!mayBeLong(fn, context.lines)) return false;
  const lines = codeLines(fn, parts);
  if (lines <= MAX_FUNCTION_LINES) return false;
  const header = fn.startPosition.row + 1;
  const name = parts.ownName(fn);
  const details = { name: name ? `\`${name}\`` : parts.unnamed, lines: String(lines), limit: String(MAX_FUNCTION_LINES) };
  const earlier = counterpartBefore(fn, context, parts.nameOf);
  // Without the earlier file, only a function whose first line the change wrote is surely its doing.
  if (earlier === undefined) return context.isChanged(header) ? { line: header, details, confidence: confidenceFor(lines) } : false;
  const linesBefore = earlier === null ? 0 : codeLines(earlier, parts);
  if (linesBefore > MAX_FUNCTION_LINES && lines - linesBefore < MIN_GROWTH_LINES) return false;
  return { line: header, onConstruct: true, details, confidence: confidenceFor(lines) };
}
