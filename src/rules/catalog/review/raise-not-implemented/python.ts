import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(raise_statement . (identifier) @name) @target
      (raise_statement . (call function: (identifier) @name)) @target`,
  textGate: /raise\s+NotImplemented\b/,
  check: ({ target, captures, context }) => captures.name?.text === 'NotImplemented' && !silencedByNoqa(context.lines, lineOf(target), ['F901']),
  examples: {
    match: ['def area(self):\n    raise NotImplemented', 'def area(self):\n    raise NotImplemented("subclasses define area")'],
    noMatch: [
      'def area(self):\n    raise NotImplementedError',
      'def __eq__(self, other):\n    return NotImplemented',
      'def area(self):\n    raise NotImplementedError("x") from None',
    ],
  },
};
