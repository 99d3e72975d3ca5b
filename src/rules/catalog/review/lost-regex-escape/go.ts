import { excerpt } from '../../../excerpt.js';
import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { GO_REGEX } from '../../../syntax/go/regex-literals.js';
import { lostEscape } from './lost-escape.js';

export const implementation = regexImplementation(
  GO_REGEX,
  /\\b/,
  (_regex, captures) => {
    const node = captures.pattern;
    // Back-quoted strings reach `regexp` as written; Go rejects unknown escapes in double quotes at compile time.
    if (node?.type !== 'interpreted_string_literal') return false;
    const lost = lostEscape(node.text.slice(1, -1), new Set());
    if (!lost) return false;
    return {
      details: {
        pattern: excerpt(node.text, 60),
        ...lost,
        consequence: 'the word boundary is never there, and the pattern never matches',
        fix: `Use a back-quoted string: \`${'`'}${node.text.slice(1, -1).replace(/\\\\/g, '\\')}${'`'}\`.`,
      },
    };
  },
  {
    match: ['var word = regexp.MustCompile("\\bcat\\b")'],
    noMatch: ['var word = regexp.MustCompile(`\\bcat\\b`)', 'var word = regexp.MustCompile("\\\\bcat\\\\b")'],
  },
);
