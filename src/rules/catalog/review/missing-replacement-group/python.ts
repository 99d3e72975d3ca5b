import type { LanguageImplementation } from '../../../rule-folder.js';
import { PYTHON_REGEX } from '../../../syntax/python/regex-literals.js';
import { plainStringText } from '../../../syntax/python/python-syntax.js';
import { unescapeLiteral } from '../../../syntax/regex-pattern.js';
import { missingGroup } from './group-references.js';
import type { GroupReference } from './group-references.js';

/** `\1`…`\99`, `\g<1>` and `\g<name>` as `re.sub` reads a replacement (`\0` and three octal digits are characters). */
function referencesIn(replacement: string): GroupReference[] {
  const references: GroupReference[] = [];
  for (const match of replacement.matchAll(/\\(\\|g<([^>]*)>|([1-9]\d?)(?![0-7]))/g)) {
    const [text, , inAngles, digits] = match;
    // `\g<0>` is the whole match.
    if (inAngles !== undefined && inAngles !== '0') references.push({ text, group: /^\d+$/.test(inAngles) ? Number(inAngles) : inAngles });
    else if (digits !== undefined) references.push({ text, group: Number(digits) });
  }
  return references;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `((call
  function: (attribute object: (identifier) @module attribute: (identifier) @function)
  arguments: (argument_list . (string) @pattern . (string) @replacement)) @target
  (#eq? @module "re")
  (#any-of? @function "sub" "subn"))`,
  textGate: /\\[1-9]|\\g</,
  check: ({ captures }) => {
    const node = captures.replacement;
    const body = node && plainStringText(node);
    if (!node || body === undefined) return false;
    const raw = /^[a-zA-Z]*r/i.test(node.text);
    return missingGroup(
      PYTHON_REGEX.read(captures),
      node.text,
      () => referencesIn(unescapeLiteral(body, raw, 'python')),
      '`re.sub` raises `re.error: invalid group reference` as soon as the pattern matches',
    );
  },
  examples: {
    match: ['swapped = re.sub(r"(\\d+)-(\\d+)", r"\\2-\\3", text)', 'named = re.sub(r"(?P<year>\\d{4})", r"\\g<month>", text)'],
    noMatch: [
      'swapped = re.sub(r"(\\d+)-(\\d+)", r"\\2-\\1", text)',
      'whole = re.sub(r"\\d+", r"<\\g<0>>", text)',
      'named = re.sub(r"(?P<year>\\d{4})", r"\\g<year>", text)',
    ],
  },
};
