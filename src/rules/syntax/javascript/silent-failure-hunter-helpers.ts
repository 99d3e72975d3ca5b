import { excerpt } from '../../excerpt.js';
import { statementsOf } from './javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

export const CATCH_BODY_QUERY = '(catch_clause body: (statement_block) @body) @target';

/** Names what the `try` guarded, for the message: its first statement. */
export function guardedBy(catchClause: Node): string {
  const tryBody = catchClause.parent?.childForFieldName('body');
  const first = tryBody ? statementsOf(tryBody)[0] : undefined;
  return first ? `\`${excerpt(first.text.replace(/;$/, ''), 50)}\`` : 'the try block';
}
