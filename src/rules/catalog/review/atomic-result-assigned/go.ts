import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(assignment_statement
  left: (expression_list . (_) @variable .)
  operator: "="
  right: (expression_list .
    (call_expression
      function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
      arguments: (argument_list . (unary_expression operator: "&" operand: (_) @added))) @call .)
  (#eq? @package "atomic") (#match? @function "^Add(Int32|Int64|Uint32|Uint64|Uintptr)$")) @target`,
  textGate: /=\s*atomic\.Add/,
  check: ({ target, captures, context }) => {
    // Another package named `atomic` (go.uber.org/atomic, a local one) is not sync/atomic.
    if (!context.lines.some((line) => line.includes('"sync/atomic"'))) return false;
    const variable = captures.variable?.text.replace(/\s/g, '');
    if (!variable || variable !== captures.added?.text.replace(/\s/g, '')) return false;
    return { details: { statement: excerpt(target.text, 50), call: excerpt(captures.call?.text ?? '', 40), variable: captures.variable?.text ?? '' } };
  },
  examples: {
    match: ['import "sync/atomic"\n\nfunc (c *Counter) Inc() {\n\tc.hits = atomic.AddInt64(&c.hits, 1)\n}'],
    noMatch: [
      'func (c *Counter) Inc() int64 {\n\tn := atomic.AddInt64(&c.hits, 1)\n\treturn n\n}',
      'func (c *Counter) Inc() {\n\tatomic.AddInt64(&c.hits, 1)\n}',
      'last = atomic.AddInt64(&c.hits, 1)',
      'import "example.com/atomic"\n\nfunc (c *Counter) Inc() {\n\tc.hits = atomic.AddInt64(&c.hits, 1)\n}',
    ],
  },
};
