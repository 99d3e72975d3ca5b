import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { enclosedBy } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/**
 * `ValueError`, `ConfigError`, `ParseException`: a class named as an exception by PEP 8's convention, and the
 * built-in exceptions named otherwise. Warnings are left out: `warnings.warn(DeprecationWarning(…))` is how they are used.
 */
const EXCEPTION_CLASS = /^(?:[A-Z]\w*)?(?:Error|Exception|ExceptionGroup)$|^(?:KeyboardInterrupt|SystemExit|StopIteration|StopAsyncIteration|GeneratorExit)$/;

/** Whether `node` sits in an `if`/`else` branch or an `except` handler of its function: code for a case, not the test's main line. */
function inBranch(node: Node): boolean {
  return enclosedBy(node, (ancestor) => ['if_statement', 'elif_clause', 'else_clause', 'except_clause'].includes(ancestor.type));
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: {
    message: '`{{statement}}` builds an exception and drops it: nothing is raised, and the code goes on as if the check had passed.',
    recommendation: 'Raise it (`raise ValueError(…)`), or remove the line if no error was meant.',
    reason: 'Python raises exceptions with `raise`.',
  },
  query: '(expression_statement (call) @call) @target',
  textGate: /(?:Error|Exception)\s*\(/,
  check: ({ target, captures, context }) => {
    // The call must be the whole statement (not one of `a(), b()`); the callee is read from it, not captured.
    if (target.namedChildCount !== 1) return false;
    const callee = captures.call?.childForFieldName('function');
    const name = (callee?.type === 'attribute' ? callee.childForFieldName('attribute') : callee)?.text ?? '';
    if (!EXCEPTION_CLASS.test(name)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['PLW0133'])) return false;
    const details = { statement: excerpt(target.text, 60) };
    // A test may build an exception to test its constructor; in a branch or handler it is a missing `raise`.
    return context.isTestFile && !inBranch(target) ? { confidence: 70, details } : { details };
  },
  examples: {
    match: [
      'def withdraw(self, amount):\n    if amount > self.balance:\n        ValueError("insufficient funds")\n    self.balance -= amount',
      'if not token:\n    errors.AuthError("missing token")',
    ],
    noMatch: [
      'if amount > balance:\n    raise ValueError("insufficient funds")',
      'error = ValueError("insufficient funds")',
      'handle(ValueError("x"))',
      'check_error(response)',
      'ValueError("x")  # noqa: PLW0133',
    ],
  },
};
