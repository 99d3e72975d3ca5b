import type { LanguageImplementation } from '../../../rule-folder.js';

/** Above this a bare number may be meant as nanoseconds; staticcheck's bound (120 could have been meant as two minutes). */
const LARGEST_SUSPICIOUS = 120;

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list . (int_literal) @value .)
  (#eq? @package "time") (#eq? @function "Sleep")) @target`,
  textGate: /time\.Sleep\(\d/,
  check: ({ target, captures }) => {
    const text = captures.value?.text.replace(/_/g, '') ?? '';
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(value > 0 && value <= LARGEST_SUSPICIOUS)) return false;
    return { details: { call: target.text, value: String(value), plural: value === 1 ? '' : 's' } };
  },
  examples: {
    match: ['func retry() {\n\ttime.Sleep(5)\n}', 'func poll() {\n\tfor !ready() {\n\t\ttime.Sleep(100)\n\t}\n}'],
    noMatch: [
      'func retry() {\n\ttime.Sleep(5 * time.Second)\n}',
      'func yield() {\n\ttime.Sleep(0)\n}',
      'func wait() {\n\ttime.Sleep(delay)\n}',
      'func spin() {\n\ttime.Sleep(1000)\n}',
    ],
  },
};
