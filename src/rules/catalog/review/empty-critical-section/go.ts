import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf } from '../../../syntax/go/go-syntax.js';
import { IN_TESTS, previousStatement } from '../../../syntax/go/flow-bug-patterns-helpers.js';

const UNLOCK: Record<string, string> = { Unlock: 'Lock', RUnlock: 'RLock' };

const COMMENT = /\/\/|\/\*/;

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(expression_statement
  (call_expression function: (selector_expression field: (field_identifier) @method)) @call
  (#any-of? @method "Unlock" "RUnlock")) @target`,
  textGate: /\.R?Lock\(\)\s*\n\s*[\w.()[\]]+\.R?Unlock\(\)/,
  check: ({ target, captures, context }) => {
    const call = captures.call;
    const receiver = call?.childForFieldName('function')?.childForFieldName('operand');
    if (!call || !receiver || argumentsOf(call).length > 0) return false;
    const mutex = receiver.text.replace(/\s/g, '');
    const unlock = captures.method?.text ?? '';
    const lock = UNLOCK[unlock] ?? '';
    const previous = target.previousSibling;
    if (previous?.type !== 'expression_statement' || !previousStatement(target)?.equals(previous)) return false;
    if (previous.text.replace(/\s/g, '') !== `${mutex}.${lock}()`) return false;
    const first = previous.startPosition.row;
    const last = target.endPosition.row;
    // A deliberate barrier is explained in a comment, as staticcheck asks.
    for (let row = first - 1; row <= last; row += 1) if (COMMENT.test(context.lines[row] ?? '')) return false;
    const details = { mutex: receiver.text, lock, unlock };
    // Tests take a lock and release it to provoke contention or to wait for the code under test.
    return context.isTestFile ? { details, ...IN_TESTS } : { details };
  },
  examples: {
    match: [
      'func (c *Cache) Put(k string, v int) {\n\tc.mu.Lock()\n\tc.mu.Unlock()\n\tc.items[k] = v\n}',
      'func (c *Cache) Get(k string) int {\n\tc.mu.RLock()\n\tc.mu.RUnlock()\n\treturn c.items[k]\n}',
    ],
    noMatch: [
      'func (c *Cache) Put(k string, v int) {\n\tc.mu.Lock()\n\tdefer c.mu.Unlock()\n\tc.items[k] = v\n}',
      'func (w *Worker) wait() {\n\t// Wait for the running batch, which holds the lock, to finish.\n\tw.mu.Lock()\n\tw.mu.Unlock()\n}',
      'func swap() {\n\ta.Lock()\n\tb.Unlock()\n}',
    ],
  },
};
