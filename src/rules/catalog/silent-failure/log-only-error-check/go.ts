import { excerpt } from '../../../excerpt.js';
import { logOnlyHit } from '../../../log-only-hit.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath, errorTested, statementsOf } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

const LOGGER = /^(log|logger|logging|slog|zap|logrus|klog|glog|l|lg|\w*[lL]ogger)$/;

function isLoggingStatement(statement: Node): boolean {
  const call = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
  if (call?.type !== 'call_expression') return false;
  const path = calleePath(call);
  const name = path.at(-1) ?? '';
  // `log.Fatal` and `log.Panic` end the program: the error is anything but silent.
  if (/^(Fatal|Panic)/.test(name)) return false;
  return (path.length >= 2 && LOGGER.test(path[path.length - 2] ?? '')) || (path[0] === 'fmt' && /^Print/.test(name));
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(if_statement condition: (_) @condition consequence: (block) @body) @target',
  check: ({ target, captures, context }) => {
    const { condition, body } = captures;
    const statements = body ? statementsOf(body) : [];
    const first = statements[0];
    if (!condition || !first || !errorTested(condition) || target.childForFieldName('alternative') || !statements.every(isLoggingStatement)) return false;
    const methods = statements.map((statement) => calleePath(statement.namedChildren[0] ?? statement).at(-1) ?? '');
    return logOnlyHit(methods, { condition: excerpt(condition.text, 30), logged: excerpt(first.text, 50) }, context.path);
  },
  examples: {
    match: ['func run() {\n\tif err := sync(); err != nil {\n\t\tlog.Printf("sync failed: %v", err)\n\t}\n\tpublish()\n}'],
    noMatch: [
      'func run() error {\n\tif err := sync(); err != nil {\n\t\tlog.Printf("sync failed: %v", err)\n\t\treturn err\n\t}\n\treturn nil\n}',
      'func main() {\n\tif err := run(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n}',
    ],
  },
};
