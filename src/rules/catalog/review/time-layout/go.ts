import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf, calleePath, isStringLiteral, literalContent } from '../../../syntax/go/go-syntax.js';

/** Any element of Go's reference time: a digit 1–6 of 2006-01-02 15:04:05, a month or day name, a zone, AM/PM. */
const REFERENCE_ELEMENT = /[1-6]|Jan|Mon|MST|PM|pm|Z07/;

/** The layout argument of a time call, by callee: `time.Parse(layout, value)`, `t.Format(layout)`. */
function layoutOf(call: Node): { layout: Node; parse: boolean } | undefined {
  const path = calleePath(call);
  const name = path.at(-1) ?? '';
  const args = argumentsOf(call);
  if (path.length === 2 && path[0] === 'time' && (name === 'Parse' || name === 'ParseInLocation'))
    return args[0] ? { layout: args[0], parse: true } : undefined;
  if (name === 'Format' && args.length === 1 && args[0]) return { layout: args[0], parse: false };
  if (name === 'AppendFormat' && args.length === 2 && args[1]) return { layout: args[1], parse: false };
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(call_expression
  function: (selector_expression field: (field_identifier) @function)
  (#any-of? @function "Parse" "ParseInLocation" "Format" "AppendFormat")) @target`,
  textGate: /2006-02-01|time\.Parse/,
  check: ({ target }) => {
    const found = layoutOf(target);
    if (!found || !isStringLiteral(found.layout)) return false;
    const text = literalContent(found.layout);
    const layout = excerpt(text, 40);
    if (text.includes('2006-02-01')) {
      return {
        details: {
          layout,
          problem: 'puts the day (`02`) before the month (`01`): `2006-02-01` is year-day-month',
          fix: 'Write `2006-01-02` (year-month-day), or use `time.DateOnly`.',
        },
      };
    }
    if (!found.parse || REFERENCE_ELEMENT.test(text) || text.trim() === '') return false;
    return {
      details: {
        layout,
        problem: "has no element of Go's reference time, so `time.Parse` fails on every value but this exact text",
        fix: 'Write the layout with the reference time `Mon Jan 2 15:04:05 MST 2006`: `"2006-01-02"` for `YYYY-MM-DD`, or use `time.DateOnly`, `time.RFC3339`.',
      },
    };
  },
  examples: {
    match: ['day := t.Format("2006-02-01")', 'when, err := time.Parse("YYYY-MM-DD", s)', 'when, err := time.ParseInLocation("%Y-%m-%d", s, time.UTC)'],
    noMatch: [
      'day := t.Format("2006-01-02")',
      'when, err := time.Parse(time.RFC3339, s)',
      'when, err := time.Parse("Jan _2", s)',
      'v := tmpl.Parse("{{.Name}}")',
    ],
  },
};
