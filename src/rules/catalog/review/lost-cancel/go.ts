import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath, enclosingFunction } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

const CONSTRUCTORS = new Set(['WithCancel', 'WithTimeout', 'WithDeadline', 'WithCancelCause', 'WithTimeoutCause', 'WithDeadlineCause']);

/** Whether `name` is mentioned in `scope` anywhere other than at `declared`. */
function mentionedElsewhere(scope: Node, name: string, declared: Node): boolean {
  return scope.descendantsOfType('identifier').some((identifier) => identifier.text === name && !identifier.equals(declared));
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(short_var_declaration left: (expression_list (_) (identifier) @cancel .) right: (expression_list . (call_expression) @call .)) @target
      (assignment_statement left: (expression_list (_) (identifier) @cancel .) right: (expression_list . (call_expression) @call .)) @target`,
  textGate: /context\.With/,
  check: ({ target, captures }) => {
    const { call, cancel } = captures;
    if (!call || !cancel) return false;
    const path = calleePath(call);
    const constructor = path[1] ?? '';
    if (path.length !== 2 || path[0] !== 'context' || !CONSTRUCTORS.has(constructor)) return false;
    if (cancel.text === '_') return { details: { constructor, what: 'thrown away with `_`' } };
    const scope = enclosingFunction(target);
    // A package-level or plain assignment to an outer variable may be called elsewhere.
    if (!scope || target.type !== 'short_var_declaration' || mentionedElsewhere(scope, cancel.text, cancel)) return false;
    return { details: { constructor, what: `stored in \`${cancel.text}\` and never called` } };
  },
  examples: {
    match: [
      'func fetch(parent context.Context) error {\n\tctx, _ := context.WithTimeout(parent, time.Second)\n\treturn get(ctx)\n}',
      'func fetch(parent context.Context) error {\n\tctx, cancel := context.WithCancel(parent)\n\treturn get(ctx)\n}',
    ],
    noMatch: [
      'func fetch(parent context.Context) error {\n\tctx, cancel := context.WithTimeout(parent, time.Second)\n\tdefer cancel()\n\treturn get(ctx)\n}',
      'func start(parent context.Context) (context.Context, context.CancelFunc) {\n\tctx, cancel := context.WithCancel(parent)\n\treturn ctx, cancel\n}',
      'func (s *Server) start(parent context.Context) {\n\ts.ctx, s.cancel = context.WithCancel(parent)\n}',
      'func run(parent context.Context) {\n\tctx, cancel := context.WithCancel(parent)\n\tgo func() { <-stop; cancel() }()\n\twork(ctx)\n}',
    ],
  },
};
