import type { Node } from 'web-tree-sitter';

/** A name that holds an error: `err`, `err2`, `readErr`, `errRead`; not `errCh`, `errs` or `errMsg`. */
export const ERROR_NAME = /^(err\d*|[a-z]\w*Err|err[A-Z][a-z]*)$/;

export const NOT_AN_ERROR = /(Ch|Chan|Msg|Message|Count|Str|String|Code|Text)$/;

export function isErrorName(name: string): boolean {
  return ERROR_NAME.test(name) && !NOT_AN_ERROR.test(name);
}

/** The statement before `node` in its block, leaving out comments. */
export function previousStatement(node: Node): Node | null {
  let previous = node.previousNamedSibling;
  while (previous?.type === 'comment') previous = previous.previousNamedSibling;
  return previous;
}

/** The names on the left of `a, err := f()` / `a, err = f()`, when the right is a single call; else undefined. */
export function namesAssignedByCall(statement: Node | null): string[] | undefined {
  if (statement?.type !== 'short_var_declaration' && statement?.type !== 'assignment_statement') return undefined;
  if (statement.type === 'assignment_statement' && statement.childForFieldName('operator')?.text !== '=') return undefined;
  const right = statement.childForFieldName('right')?.namedChildren ?? [];
  if (right.length !== 1 || right[0]?.type !== 'call_expression') return undefined;
  return statement.childForFieldName('left')?.namedChildren.map((name) => (name.type === 'identifier' ? name.text : '')) ?? [];
}

/** `resp.Body.Close` → `resp`: the variable a method call hangs off, when it is a plain name. */
export function rootName(node: Node | null): string | undefined {
  let current = node;
  while (current?.type === 'selector_expression') current = current.childForFieldName('operand');
  return current?.type === 'identifier' ? current.text : undefined;
}

/** Where a test is the only code that can go wrong, the finding is kept but hidden by default. */
export const IN_TESTS = { severity: 'low', confidence: 60 } as const;
