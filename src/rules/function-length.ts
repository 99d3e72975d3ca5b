import type { Node } from 'web-tree-sitter';
import type { RuleContext, RuleHit } from './rule-definition.js';

/** Beyond about a screen and a half, a reader can no longer see a function's whole flow at once. */
const MAX_FUNCTION_LINES = 80;
/** Touching a few lines of an already long function is not the moment to ask for it to be split. */
const MIN_CHANGED_LINES = 10;

/** The outermost descendants of `node` that satisfy `matches` (not searching inside a match). */
function outermostDescendants(node: Node, matches: (candidate: Node) => boolean): Node[] {
  const found: Node[] = [];
  const visit = (current: Node): void => {
    for (const child of current.namedChildren) {
      if (matches(child)) found.push(child);
      else visit(child);
    }
  };
  visit(node);
  return found;
}

function lineCount(node: Node): number {
  return node.endPosition.row - node.startPosition.row + 1;
}

export interface FunctionParts {
  /** Nested functions: a long one is reported by itself and does not count towards the outer one. */
  isFunction(node: Node): boolean;
  /** Parts that never count: markup (JSX), docstrings. */
  isIgnored?(node: Node): boolean;
}

/**
 * The `simplify/long-function` verdict for a function whose own lines exceed the limit. Reported on the
 * header when this change wrote or re-signed the function, else on its first changed line when the change
 * added a real part of it.
 */
export function longFunctionHit(fn: Node, parts: FunctionParts, name: string, context: RuleContext): RuleHit | false {
  const total = lineCount(fn);
  if (total <= MAX_FUNCTION_LINES) return false;
  const body = fn.childForFieldName('body') ?? fn;
  const excluded = (node: Node): boolean => (parts.isFunction(node) && lineCount(node) > MAX_FUNCTION_LINES) || (parts.isIgnored?.(node) ?? false);
  // An excluded part keeps the line it starts on: that line is the outer function's code too.
  const own = total - outermostDescendants(body, excluded).reduce((sum, part) => sum + lineCount(part) - 1, 0);
  if (own <= MAX_FUNCTION_LINES) return false;
  const header = fn.startPosition.row + 1;
  const details = { name, lines: String(own), limit: String(MAX_FUNCTION_LINES) };
  if (context.isChanged(header)) return { line: header, details };
  const changed: number[] = [];
  for (let line = header; line <= fn.endPosition.row + 1; line += 1) if (context.isChanged(line)) changed.push(line);
  return changed.length >= MIN_CHANGED_LINES && changed[0] !== undefined ? { line: changed[0], details } : false;
}
