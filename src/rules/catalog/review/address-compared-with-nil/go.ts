import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `[
  (binary_expression left: (unary_expression operator: "&" operand: (_) @operand) operator: _ @operator right: (nil))
  (binary_expression left: (nil) operator: _ @operator right: (unary_expression operator: "&" operand: (_) @operand))
] @target`,
  textGate: /&[\w.[\]]+\s*[!=]=\s*nil|nil\s*[!=]=\s*&/,
  check: ({ target, captures }) => {
    const operator = captures.operator?.text ?? '';
    const operand = captures.operand;
    // `&T{…}` is a new value, also never nil, but not a slip of a missing dereference.
    if ((operator !== '==' && operator !== '!=') || !operand || operand.type === 'composite_literal') return false;
    return { details: { expression: excerpt(target.text, 40), always: operator === '==' ? 'false' : 'true', operand: excerpt(operand.text, 30), operator } };
  },
  examples: {
    match: ['if &cfg.TLS == nil {\n\treturn errNoTLS\n}', 'ok := nil != &user'],
    noMatch: ['if cfg.TLS == nil {\n\treturn errNoTLS\n}', 'ok := p != nil'],
  },
};
