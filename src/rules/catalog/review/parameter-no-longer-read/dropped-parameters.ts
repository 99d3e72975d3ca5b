import { counterpartBefore } from '../../../counterpart-before.js';
import type { RuleContext, RuleHit } from '../../../rule-definition.js';
import type { Node } from 'web-tree-sitter';

/** How one language spells a function's name, parameters and body. */
export interface FunctionShape {
  name(fn: Node): string | undefined;
  /** The identifiers the parameter list declares (not a receiver, not `self`). */
  parameters(fn: Node): Node[];
  body(fn: Node): Node | null;
  /** Node types that read a name in a body. */
  readTypes: readonly string[];
  /** A name whose read reads every parameter (JavaScript's `arguments`). */
  readsAll?: string;
}

/** A name that says the value is ignored on purpose. */
const IGNORED = /^_/;
/** A deprecation notice on or in the function: its arguments may be kept only for callers. */
const DEPRECATED = /deprecat/i;

function readsIn(body: Node | null, readTypes: readonly string[]): Set<string> {
  return new Set(body?.descendantsOfType([...readTypes]).map((node) => node.text) ?? []);
}

/**
 * The parameters of `fn` that its earlier version read and it reads nowhere now, while it still reads another of
 * its parameters (a body that reads none is a stub or a no-op, on purpose). Each is reported on its declaration.
 */
export function droppedParameters(fn: Node, context: RuleContext, shape: FunctionShape): RuleHit[] {
  const name = shape.name(fn);
  const parameters = shape.parameters(fn).filter((parameter) => !IGNORED.test(parameter.text));
  if (!name || parameters.length === 0 || context.isNewFile !== false) return [];
  const reads = readsIn(shape.body(fn), shape.readTypes);
  if (shape.readsAll !== undefined && reads.has(shape.readsAll)) return [];
  const unread = parameters.filter((parameter) => !reads.has(parameter.text));
  if (unread.length === 0 || unread.length === parameters.length) return [];
  if (DEPRECATED.test(fn.text) || DEPRECATED.test(context.lines[fn.startPosition.row - 1] ?? '')) return [];
  const earlier = counterpartBefore(fn, context, shape.name);
  if (!earlier) return [];
  const earlierParameters = new Set(shape.parameters(earlier).map((parameter) => parameter.text));
  const earlierReads = readsIn(shape.body(earlier), shape.readTypes);
  return unread
    .filter((parameter) => earlierParameters.has(parameter.text) && earlierReads.has(parameter.text))
    .map((parameter) => ({
      line: parameter.startPosition.row + 1,
      column: parameter.startPosition.column + 1,
      details: { name: parameter.text, function: name },
      onConstruct: true,
    }));
}
