import { RegExpValidator } from '@eslint-community/regexpp';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { unescapeLiteral } from '../../../syntax/regex-pattern.js';

const validator = new RegExpValidator({ ecmaVersion: 2025 });

/** Why `pattern` with `flags` does not compile, or undefined when it does. */
function invalidBecause(pattern: string, flags: string): string | undefined {
  try {
    validator.validateFlags(flags);
    validator.validatePattern(pattern, 0, pattern.length, { unicode: flags.includes('u'), unicodeSets: flags.includes('v') });
    return undefined;
  } catch (error) {
    // regexpp says "Invalid regular expression: /…/: Unterminated group"; the pattern is in the message already.
    return (error as Error).message.replace(/^Invalid (regular expression|flags)[^:]*(: \/.*\/[a-z]*)?: /s, '').replace(/^Invalid flags.*$/s, 'invalid flags');
  }
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(regex pattern: (regex_pattern) @pattern) @target
    ((new_expression constructor: (identifier) @constructor arguments: (arguments . (string) @pattern)) @target (#eq? @constructor "RegExp"))
    ((call_expression function: (identifier) @constructor arguments: (arguments . (string) @pattern)) @target (#eq? @constructor "RegExp"))`,
  check: ({ target, captures }) => {
    const node = captures.pattern;
    if (!node) return false;
    if (node.type === 'regex_pattern') {
      const flags = target.childForFieldName('flags')?.text ?? '';
      const reason = invalidBecause(node.text, flags);
      return reason !== undefined && { details: { source: target.text, reason, consequence: 'the module does not load (`SyntaxError`)' } };
    }
    // Flags that are not a literal string could be anything: leave the call alone.
    const flagsArgument = node.nextNamedSibling;
    if (flagsArgument && flagsArgument.type !== 'string') return false;
    const flags = flagsArgument ? flagsArgument.text.slice(1, -1) : '';
    const reason = invalidBecause(unescapeLiteral(node.text.slice(1, -1), false, 'javascript'), flags);
    return reason !== undefined && { details: { source: node.text, reason, consequence: 'this line throws `SyntaxError`' } };
  },
  examples: {
    match: [
      "const version = new RegExp('^v(\\\\d+\\\\.\\\\d+$');",
      'const kind = /^(json|yaml$/.test(extension);',
      "const quoted = RegExp('\"(.*)\"', 'gx');",
      "const any = new RegExp('*.js$');",
    ],
    noMatch: [
      "const version = new RegExp('^v(\\\\d+)\\\\.(\\\\d+)$');",
      'const brace = /{}/.test(text) && /]/.test(text);',
      'const dynamic = new RegExp(`^${prefix}(`);',
      "const flagged = new RegExp('a(', flags);",
      'const sets = /[\\p{L}--[a-z]]/v.test(text);',
      "const modifiers = /(?i:abc)d/.test(text) && new RegExp('(?<year>\\\\d{4})|(?<year>\\\\d{2})').test(text);",
    ],
  },
};
