import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';

const OPERANDS = new Set(['identifier', 'attribute', 'subscript', 'call']);

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(unary_operator operator: _ @outer argument: (unary_operator operator: _ @inner argument: (_) @operand)) @target',
  textGate: /\+\+|--/,
  check: ({ target, captures, context }) => {
    const { outer, inner, operand } = captures;
    if (!outer || !inner || !operand || outer.text !== inner.text || !'+-'.includes(outer.text)) return false;
    // `- -x` with a space reads as meant; `--1` is a number.
    if (inner.startIndex !== outer.endIndex || !OPERANDS.has(operand.type)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['B002', 'PLE0107'])) return false;
    const statement = target.parent?.type === 'expression_statement';
    return {
      details: {
        expression: target.text,
        operator: outer.text.repeat(2),
        sign: outer.text,
        consequence: statement ? ' and the statement does nothing' : ', the same value',
      },
    };
  },
  examples: {
    match: ['count = 0\nfor item in items:\n    ++count', 'def pop(self):\n    --self.size\n    return self.items[self.size]', 'index = ++position'],
    noMatch: ['count += 1', 'value = - -x', 'value = --1', 'value = -(-x)', 'value = +-x'],
  },
};
