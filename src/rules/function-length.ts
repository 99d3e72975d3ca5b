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
  /** Nested functions: a long one is reported by itself and does not count towards the outer one. */
  isFunction(node: Node): boolean;
  /** Parts that never count: markup (JSX), docstrings. */
  isIgnored?(node: Node): boolean;
  /** The name to find the function by before the change when its first line changed. */
  nameOf(node: Node): string | undefined;
}

function lineCount(node: Node): number {
  return node.endPosition.row - node.startPosition.row + 1;
}

/** Whether the cursor's node is counted only by its first line, and not entered. */
function countsAsOneLine(cursor: TreeCursor, fn: Node, parts: FunctionParts): boolean {
  if (TEXT_TYPES.has(cursor.nodeType)) return true;
  if (!cursor.nodeIsNamed || cursor.startPosition.row === cursor.endPosition.row) return false;
  const node = cursor.currentNode;
  if (node.equals(fn)) return false;
  return (parts.isFunction(node) && lineCount(node) > MAX_FUNCTION_LINES) || (parts.isIgnored?.(node) ?? false);
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
    for (;;) {
      // Comments are skipped whole; a leaf token marks its line as code.
      if (entering && !cursor.nodeType.includes('comment')) {
        if (countsAsOneLine(cursor, fn, parts)) rows.add(cursor.startPosition.row);
        else if (cursor.gotoFirstChild()) continue;
        else rows.add(cursor.startPosition.row);
      }
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

/** How sure the finding is worth acting on: just over the limit is a judgement call (70), half as long again is not (90). */
function confidenceFor(lines: number): number {
  return Math.min(90, 70 + Math.round((40 * (lines - MAX_FUNCTION_LINES)) / MAX_FUNCTION_LINES));
}

/**
 * The `simplify/long-function` verdict: raised when the change wrote a function over the limit, pushed one
 * over it, or made an already long one much longer; reported on the function's first line. A function that
 * was already long and is only touched is not this change's doing.
 */
export function longFunctionHit(fn: Node, parts: FunctionParts, name: string, context: RuleContext): RuleHit | false {
  const lines = codeLines(fn, parts);
  if (lines <= MAX_FUNCTION_LINES) return false;
  const header = fn.startPosition.row + 1;
  const details = { name, lines: String(lines), limit: String(MAX_FUNCTION_LINES) };
  const earlier = counterpartBefore(fn, context, parts.nameOf);
  // Without the earlier file, only a function whose first line the change wrote is surely its doing.
  if (earlier === undefined) return context.isChanged(header) ? { line: header, details, confidence: confidenceFor(lines) } : false;
  const linesBefore = earlier === null ? 0 : codeLines(earlier, parts);
  if (linesBefore > MAX_FUNCTION_LINES && lines - linesBefore < MIN_GROWTH_LINES) return false;
  return { line: header, onConstruct: true, details, confidence: confidenceFor(lines) };
}
