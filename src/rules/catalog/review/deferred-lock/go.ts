import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(defer_statement
  (call_expression
    function: (selector_expression operand: (_) @mutex field: (field_identifier) @method))
  (#any-of? @method "Lock" "RLock")) @target`,
  textGate: /defer\s+[\w.()[\]]+\.R?Lock\(\)/,
  check: ({ target, captures }) => {
    const mutex = captures.mutex?.text ?? '';
    const method = captures.method?.text ?? '';
    // Only right after the same lock: a deferred Lock elsewhere may re-take a lock released on purpose in between.
    const previous = target.previousNamedSibling;
    if (previous?.type !== 'expression_statement' || previous.text.replace(/\s/g, '') !== `${mutex.replace(/\s/g, '')}.${method}()`) return false;
    return { details: { statement: excerpt(target.text, 40), mutex: excerpt(mutex, 30), method, unlock: method === 'RLock' ? 'RUnlock' : 'Unlock' } };
  },
  examples: {
    match: [
      'func (c *Cache) Get(k string) int {\n\tc.mu.Lock()\n\tdefer c.mu.Lock()\n\treturn c.items[k]\n}',
      'func f() {\n\tmu.RLock()\n\tdefer mu.RLock()\n}',
    ],
    noMatch: [
      'func (c *Cache) Get(k string) int {\n\tc.mu.Lock()\n\tdefer c.mu.Unlock()\n\treturn c.items[k]\n}',
      'func f() {\n\tmu.Unlock()\n\tdefer mu.Lock()\n\tslow()\n}',
      'func f() {\n\ta.Lock()\n\tdefer b.Lock()\n}',
    ],
  },
};
