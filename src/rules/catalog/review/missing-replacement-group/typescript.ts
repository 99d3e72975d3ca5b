import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { JS_REGEX } from '../../../syntax/javascript/regex-literals.js';
import { unescapeLiteral } from '../../../syntax/regex-pattern.js';
import { missingGroup } from './group-references.js';
import type { GroupReference, Groups } from './group-references.js';

/**
 * `$n`, `$nn` and `$<name>` as `String.prototype.replace` reads them: two digits name a group when the pattern has
 * that many, else one digit does; `$<name>` means a group only when the pattern has named groups.
 */
function referencesIn(replacement: string, { count, names }: Groups): GroupReference[] {
  const references: GroupReference[] = [];
  for (const match of replacement.matchAll(/\$(\$|(\d)(\d?)|<([^>]*)>)/g)) {
    const [text, , first, second, name] = match;
    if (name !== undefined) {
      if (names.size > 0) references.push({ text, group: name });
    } else if (first !== undefined) {
      const two = Number(`${first}${second}`);
      // `$0` is no group: it stays as it is, which some programs mean (yargs' program name).
      if (second && two >= 1 && two <= count) references.push({ text, group: two });
      else if (first !== '0') references.push({ text: `$${first}`, group: Number(first) });
    }
  }
  return references;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `((call_expression
  function: (member_expression property: (property_identifier) @method)
  arguments: (arguments . (regex pattern: (regex_pattern) @pattern) . (string) @replacement)) @target
  (#any-of? @method "replace" "replaceAll"))`,
  textGate: /\$[\d<]/,
  check: ({ captures }) => {
    const text = captures.replacement?.text ?? '';
    const replacement = unescapeLiteral(text.slice(1, -1), false, 'javascript');
    return missingGroup(JS_REGEX.read(captures), text, (groups) => referencesIn(replacement, groups), 'it is inserted as the literal text `{{reference}}`');
  },
  examples: {
    match: ["const swapped = range.replace(/(\\d+)-(\\d+)/, '$2-$3');", 'const quoted = word.replace(/\\w+/g, \'"$1"\');'],
    noMatch: [
      "const swapped = range.replace(/(\\d+)-(\\d+)/, '$2-$1');",
      "const price = text.replace(/PRICE/, '$$5');",
      "const whole = text.replace(/\\d+/g, '<$&>');",
      "const named = date.replace(/(?<year>\\d{4})/, '$<year>');",
      "const literal = text.replace('{amount}', '$5');",
      "const usage = text.replace(/^\\S*/, '$0 ');",
    ],
  },
};
