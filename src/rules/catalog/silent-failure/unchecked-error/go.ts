import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { enclosingFunction } from '../../../syntax/go/go-syntax.js';
import { referencesName } from '../../../syntax/go/silent-failure-hunter-helpers.js';
import type { Node } from 'web-tree-sitter';

function leftNames(assignment: Node): string[] {
  return assignment.childForFieldName('left')?.namedChildren.map((name) => name.text) ?? [];
}

/** Whether `err` is a named result of the enclosing function, so a bare `return` returns it. */
function isNamedResult(node: Node, name: string): boolean {
  const result = enclosingFunction(node)?.childForFieldName('result');
  return result?.type === 'parameter_list' && result.descendantsOfType('identifier').some((identifier) => identifier.text === name);
}

/** `if err := f(); err != nil { … }` declares its own `err`: the statement never reads the outer one. */
function shadows(statement: Node, name: string): boolean {
  const initializer = statement.childForFieldName('initializer');
  if (initializer?.type !== 'short_var_declaration' || !leftNames(initializer).includes(name)) return false;
  const value = initializer.childForFieldName('right');
  return !value || !referencesName(value, name);
}

/** Where an error assigned by `assignment` is lost: overwritten, or returned past, before any statement reads it. */
function lostError(assignment: Node, name: string): { how: string; line: number; confidence: number } | undefined {
  for (let next = assignment.nextNamedSibling; next; next = next.nextNamedSibling) {
    if (next.type === 'comment') continue;
    const line = next.startPosition.row + 1;
    if (!referencesName(next, name) || shadows(next, name)) {
      if (next.type !== 'return_statement') continue;
      const bare = next.namedChildCount === 0;
      return bare && isNamedResult(next, name) ? undefined : { how: `dropped by the \`return\` on line ${line}`, line, confidence: 80 };
    }
    const reassigns = (next.type === 'short_var_declaration' || next.type === 'assignment_statement') && leftNames(next).includes(name);
    const readsFirst = next.childForFieldName('right');
    if (reassigns && !(readsFirst && referencesName(readsFirst, name))) return { how: `overwritten on line ${line}`, line, confidence: 85 };
    return undefined;
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(short_var_declaration left: (expression_list) @left right: (expression_list (call_expression) @call)) @target
      (assignment_statement left: (expression_list) @left right: (expression_list (call_expression) @call)) @target`,
  check: ({ target, captures }) => {
    const { left, call } = captures;
    const name = left?.namedChildren.map((identifier) => identifier.text).find((text) => text === 'err');
    if (!call || !name) return false;
    const lost = lostError(target, name);
    return lost ? { details: { call: excerpt(call.text, 40), how: lost.how }, confidence: lost.confidence } : false;
  },
  examples: {
    match: [
      'func load(path string) ([]byte, error) {\n\tf, err := os.Open(path)\n\tdata, err := io.ReadAll(f)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn data, nil\n}',
      'func save(tx *sql.Tx) error {\n\tvar err error\n\t_, err = tx.Exec(insertUser)\n\treturn nil\n}',
    ],
    noMatch: [
      'func load(path string) ([]byte, error) {\n\tf, err := os.Open(path)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tdata, err := io.ReadAll(f)\n\treturn data, err\n}',
      'func save(tx *sql.Tx) (err error) {\n\t_, err = tx.Exec(insertUser)\n\treturn\n}',
      'func next(r *Reader) error {\n\terr := r.Step()\n\terr = wrap(err)\n\treturn err\n}',
    ],
  },
};
