import type { LanguageImplementation } from '../../../rule-folder.js';
import { isStringLiteral, literalContent } from '../../../syntax/go/go-syntax.js';
import { countMismatchHit } from './count-mismatch-hit.js';

/** Printf-style functions and how many arguments come before the format (a writer, a byte slice). */
const PRINTF: ReadonlyMap<string, number> = new Map([
  ['fmt.Printf', 0],
  ['fmt.Sprintf', 0],
  ['fmt.Errorf', 0],
  ['fmt.Fprintf', 1],
  ['fmt.Appendf', 1],
  ['log.Printf', 0],
  ['log.Fatalf', 0],
  ['log.Panicf', 0],
]);

const VERB = /%[+\-# 0]*(\[\d+\])?(\*|\d+)?(?:\.(\[\d+\])?(\*|\d*))?(\[\d+\])?(.|$)/gs;

/** Arguments a Printf format consumes; undefined with explicit argument indexes or a dangling `%` (vet reports those apart). */
function verbArguments(format: string): number | undefined {
  let count = 0;
  for (const [, index, width, precisionIndex, precision, verbIndex, verb] of format.matchAll(VERB)) {
    if (index !== undefined || precisionIndex !== undefined || verbIndex !== undefined || !verb) return undefined;
    if (verb === '%') continue;
    count += 1 + (width === '*' ? 1 : 0) + (precision === '*' ? 1 : 0);
  }
  return count;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: {
    message: 'The format `{{format}}` takes {{wanted}}, but {{given}}: {{consequence}}.',
    reason: 'Go prints a marker into the text instead of failing, and the message says what the reader will see.',
  },
  query:
    '(call_expression function: (selector_expression operand: (identifier) @package field: (field_identifier) @function) arguments: (argument_list) @arguments) @target',
  textGate: /f\(/,
  check: ({ captures }) => {
    const leading = PRINTF.get(`${captures.package?.text}.${captures.function?.text}`);
    const list = captures.arguments;
    if (leading === undefined || !list) return false;
    const items = list.namedChildren.filter((item) => item.type !== 'comment');
    if (items.some((item) => item.type === 'variadic_argument')) return false;
    const formatNode = items[leading];
    const format = formatNode && isStringLiteral(formatNode) ? literalContent(formatNode) : undefined;
    const wanted = format === undefined ? undefined : verbArguments(format);
    if (format === undefined || wanted === undefined) return false;
    return countMismatchHit(format, wanted, items.length - leading - 1, {
      noun: 'argument',
      tooFew: 'the text gets `%!v(MISSING)` where a value was meant',
      tooMany: 'the text ends in `%!(EXTRA …)`',
    });
  },
  examples: {
    match: [
      'func fail(id string, err error) error {\n\treturn fmt.Errorf("loading %s: %w", err)\n}',
      'func show(w io.Writer, name string) {\n\tfmt.Fprintf(w, "hello %s\\n", name, "extra")\n}',
    ],
    noMatch: [
      'func fail(id string, err error) error {\n\treturn fmt.Errorf("loading %s: %w", id, err)\n}',
      'func pad(w int, s string) string {\n\treturn fmt.Sprintf("%*s|100%%", w, s)\n}',
      'func twice(s string) string {\n\treturn fmt.Sprintf("%[1]s %[1]s", s)\n}',
      'func all(format string, args []any) string {\n\treturn fmt.Sprintf("prefix: %s %s", args...)\n}',
    ],
  },
};
