import { excerpt } from '../../excerpt.js';
import { calleePath, statementsOf } from './javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

export const CATCH_BODY_QUERY = '(catch_clause body: (statement_block) @body) @target';

const LOGGER_OBJECT = /^(console|log|logger|logging|\w*Logger)$/i;

/** The method of a statement such as `logger.warn(…)` or `await log.debug(…)` (`warn`, `debug`), else undefined. */
export function loggingMethod(statement: Node): string | undefined {
  if (statement.type !== 'expression_statement') return undefined;
  let expression = statement.namedChildren[0];
  if (expression?.type === 'await_expression') expression = expression.namedChildren[0];
  if (expression?.type !== 'call_expression') return undefined;
  const path = calleePath(expression);
  return path.length >= 2 && LOGGER_OBJECT.test(path[path.length - 2] ?? '') ? path.at(-1) : undefined;
}

/** Names what the `try` guarded, for the message: its first statement. */
export function guardedBy(catchClause: Node): string {
  const tryBody = catchClause.parent?.childForFieldName('body');
  const first = tryBody ? statementsOf(tryBody)[0] : undefined;
  return first ? `\`${excerpt(first.text.replace(/;$/, ''), 50)}\`` : 'the try block';
}
