import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { severityInSensitiveArea } from '../../../sensitive-area.js';
import { enclosingFunction, errorTested, hasComment, statementsOf } from '../../../syntax/go/go-syntax.js';
import { referencesName } from '../../../syntax/go/silent-failure-hunter-helpers.js';
import type { Node } from 'web-tree-sitter';

/** `return nil` / `return x, nil` in a function whose last result is an `error`, without mentioning the error. */
function returnsNilError(statement: Node, name: string): boolean {
  if (statement.type !== 'return_statement') return false;
  const values = statement.namedChildren[0]?.type === 'expression_list' ? (statement.namedChildren[0]?.namedChildren ?? []) : statement.namedChildren;
  const result = enclosingFunction(statement)?.childForFieldName('result');
  const lastResult = result?.type === 'parameter_list' ? result.namedChildren.at(-1)?.childForFieldName('type') : result;
  return lastResult?.text === 'error' && values.at(-1)?.type === 'nil' && !referencesName(statement, name);
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    message: '`if {{condition}}` {{outcome}}: the error is checked and then dropped.',
    recommendation: 'Handle the error (return it wrapped with context, retry, or fall back explicitly); if ignoring it is intended, say why in a comment.',
  }),
  query: '(if_statement condition: (_) @condition consequence: (block) @body) @target',
  check: ({ target, captures, context }) => {
    const { condition, body } = captures;
    const name = condition ? errorTested(condition) : undefined;
    if (!condition || !body || !name) return false;
    const statements = statementsOf(body);
    const [only] = statements;
    const empty = statements.length === 0;
    // An empty branch with an `else` is a way of writing `if err == nil`; `return nil` swallows the error either way.
    if (empty && target.childForFieldName('alternative')) return false;
    if (!empty && (statements.length !== 1 || !only || !returnsNilError(only, name))) return false;
    const details = { condition: excerpt(condition.text, 30), outcome: empty ? 'has an empty body' : 'returns a nil error' };
    // A comment usually says why ignoring is fine here ("not found is not an error").
    if (hasComment(body)) return { details, severity: 'low', confidence: 50 };
    return { details, ...(empty ? {} : { confidence: 80 }), ...severityInSensitiveArea(context.path) };
  },
  examples: {
    match: [
      'func run() {\n\tif err := sync(); err != nil {\n\t}\n}',
      'func read(path string) ([]byte, error) {\n\tdata, err := os.ReadFile(path)\n\tif err != nil {\n\t\treturn nil, nil\n\t}\n\treturn data, nil\n}',
      'func (c *Cmd) readReply(rd *Reader) error {\n\treply, err := rd.ReadReply()\n\tif err != nil {\n\t\treturn nil\n\t} else {\n\t\tc.val = reply\n\t}\n\treturn nil\n}',
    ],
    noMatch: [
      'func run() error {\n\tif err := sync(); err != nil {\n\t\treturn err\n\t}\n\treturn nil\n}',
      'func run() {\n\tif ok != nil {\n\t}\n}',
      'func find(id string) (*User, error) {\n\tu, err := load(id)\n\tif err != nil {\n\t\treturn nil, fmt.Errorf("load %s: %w", id, err)\n\t}\n\treturn u, nil\n}',
      'func run() {\n\tif err := sync(); err != nil {\n\t} else {\n\t\tpublish()\n\t}\n}',
    ],
  },
};
