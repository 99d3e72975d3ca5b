import type { Node } from 'web-tree-sitter';
import { builtArgument, looksLikeSql } from '../../../built-string.js';
import type { AssignmentFinder, StringReader } from '../../../built-string.js';
import { changedLineOf } from '../../../changed-line-of.js';
import type { RuleContext, RuleHit } from '../../../rule-definition.js';

/** How a language reads strings and the values assigned to a name. */
export interface StringSyntax {
  read: StringReader;
  assignedValues: AssignmentFinder;
}

/**
 * The finding for a query argument built from values (see `builtArgument`), reported on the changed line that
 * builds it; undefined when the argument is a constant or does not read as SQL (`isSql`).
 */
export function builtSql(
  target: Node,
  argument: Node,
  context: RuleContext,
  syntax: StringSyntax,
  isSql: (fragments: string) => boolean = looksLikeSql,
): RuleHit | undefined {
  const built = builtArgument(argument, syntax.read, syntax.assignedValues, isSql);
  return built && { line: changedLineOf(context, target, built.node), details: { how: built.how } };
}
