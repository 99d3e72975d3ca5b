import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';
import { calleePath } from '../../../syntax/go/go-syntax.js';

/** `time.Since(…)` calls in `node` that are not inside a function literal (which runs later). */
function sinceCalls(node: Node): Node[] {
  if (node.type === 'func_literal') return [];
  if (node.type === 'call_expression' && calleePath(node).join('.') === 'time.Since') return [node];
  return node.namedChildren.flatMap(sinceCalls);
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(defer_statement (call_expression arguments: (argument_list) @arguments) @call) @target',
  textGate: /time\.Since\(/,
  check: ({ captures }) => {
    const since = captures.arguments ? sinceCalls(captures.arguments)[0] : undefined;
    if (!since) return false;
    const call = captures.call?.text ?? '';
    return { details: { since: excerpt(since.text, 40), fixed: excerpt(call, 60) } };
  },
  examples: {
    match: [
      'func handle() {\n\tstart := time.Now()\n\tdefer log.Printf("handled in %v", time.Since(start))\n\twork()\n}',
      'func handle() {\n\tstart := time.Now()\n\tdefer metrics.Observe(time.Since(start).Seconds())\n}',
    ],
    noMatch: [
      'func handle() {\n\tstart := time.Now()\n\tdefer func() { log.Printf("handled in %v", time.Since(start)) }()\n}',
      'func handle() {\n\tstart := time.Now()\n\tdefer observe(start)\n}',
      'func handle() {\n\tlog.Printf("took %v", time.Since(start))\n}',
    ],
  },
};
