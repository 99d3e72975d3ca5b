import { excerpt } from '../../excerpt.js';
import { dottedName, expressionOf, statementsOf } from './python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Catching these catches (nearly) everything, so nothing tells the caller what went wrong. */
export const BROAD_EXCEPTIONS = new Set(['Exception', 'BaseException']);

export interface ExceptClause {
  /** The names after `except` (`(ValueError, KeyError)` gives both); empty for a bare `except:`. */
  caught: string[];
  body: Node | undefined;
  /** The handler's statements, leaving out comments. */
  statements: Node[];
}

export function readExceptClause(clause: Node): ExceptClause {
  const body = clause.namedChildren.find((child) => child.type === 'block');
  let value = clause.childForFieldName('value') ?? clause.namedChildren.find((child) => child.type !== 'block' && child.type !== 'comment');
  if (value?.type === 'as_pattern') value = value.namedChildren[0];
  const types = value?.type === 'tuple' || value?.type === 'parenthesized_expression' ? value.namedChildren : value ? [value] : [];
  return { caught: types.map((type) => dottedName(type).at(-1) ?? type.text), body, statements: body ? statementsOf(body) : [] };
}

export function isBroad(clause: ExceptClause): boolean {
  return clause.caught.length === 0 || clause.caught.some((name) => BROAD_EXCEPTIONS.has(name));
}

/**
 * `except_clause` read, when it is a broad handler whose statements (one at least) all pass `test`: what the
 * handler-only rules (an empty catch, a catch that only logs) look for. A narrow handler is a deliberate choice.
 */
export function broadHandlerOnly(exceptClause: Node, test: (statement: Node) => boolean): ExceptClause | undefined {
  const clause = readExceptClause(exceptClause);
  return isBroad(clause) && clause.statements.length > 0 && clause.statements.every(test) ? clause : undefined;
}

/** `pass`, `...` and `continue` (in a loop) all carry on as if nothing happened. */
export function doesNothing(statement: Node): boolean {
  if (statement.type === 'pass_statement' || statement.type === 'continue_statement') return true;
  return expressionOf(statement)?.type === 'ellipsis';
}

/** What the handler guards, for the message: the first statement of the `try`. */
export function guardedBy(clause: Node): string {
  const tryBody = clause.parent?.childForFieldName('body');
  const first = tryBody ? statementsOf(tryBody)[0] : undefined;
  return first ? `\`${excerpt(first.text, 50)}\`` : 'the try block';
}
