import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { LOOP_TYPES, lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import type { Node } from 'web-tree-sitter';

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: '`{{statement}}` in a `finally` block discards the exception being raised (and any earlier `return` value): errors in the `try` vanish silently.',
    recommendation: 'Move the `return`/`break`/`continue` after the `try` statement, or let the exception propagate; keep `finally` for clean-up.',
  }),
  query: '(finally_clause) @target',
  check: ({ target, context }) => {
    const found: Node[] = [];
    const walk = (node: Node, inLoop: boolean): void => {
      for (const child of node.namedChildren) {
        if (['function_definition', 'lambda', 'class_definition'].includes(child.type)) continue;
        if (child.type === 'return_statement' || (!inLoop && (child.type === 'break_statement' || child.type === 'continue_statement'))) found.push(child);
        walk(child, inLoop || LOOP_TYPES.has(child.type));
      }
    };
    walk(target, false);
    const statement = found.find((node) => context.isChanged(lineOf(node)) && !silencedByNoqa(context.lines, lineOf(node), ['B012', 'SIM107']));
    if (!statement) return false;
    // Tests of the interpreter itself (tracing, grammar) return from `finally` on purpose.
    return { line: lineOf(statement), details: { statement: statement.type.replace('_statement', '') }, ...(context.isTestFile ? { confidence: 70 } : {}) };
  },
  examples: {
    match: [
      'def load(path):\n    try:\n        return parse(path)\n    finally:\n        return None',
      'for job in jobs:\n    try:\n        job.run()\n    finally:\n        continue',
    ],
    noMatch: [
      'def load(path):\n    try:\n        return parse(path)\n    finally:\n        cleanup()',
      'try:\n    work()\nfinally:\n    for item in pending:\n        if item.done:\n            break',
      'try:\n    work()\nfinally:\n    def later():\n        return 1',
    ],
  },
};
