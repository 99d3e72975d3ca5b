import type { Node } from 'web-tree-sitter';

/** What a language counts as code among the statements of a comment parsed as code. */
export interface CodeStatements {
  /** Statement types that are code whatever they hold. */
  types: ReadonlySet<string>;
  /** Whether the expression of an expression statement is code: a call written as code writes one, an assignment, … */
  isCodeExpression(expression: Node): boolean;
}

/**
 * Whether a comment parsed as code is code: the parse is clean and holds at least one statement besides comments,
 * each a code statement of the language. One measure for every language; each names only its own node types.
 */
export function statementsAreCode(root: Node, statements: readonly Node[], code: CodeStatements): boolean {
  const parsed = statements.filter((child) => child.type !== 'comment');
  return !root.hasError && parsed.length > 0 && parsed.every((statement) => isCodeStatement(statement, code));
}

function isCodeStatement(statement: Node, code: CodeStatements): boolean {
  if (code.types.has(statement.type)) return true;
  const expression = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
  return expression !== undefined && code.isCodeExpression(expression);
}
