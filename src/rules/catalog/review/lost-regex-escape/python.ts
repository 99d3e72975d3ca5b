import { excerpt } from '../../../excerpt.js';
import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { PYTHON_REGEX } from '../../../syntax/python/regex-literals.js';
import { lostEscape } from './lost-escape.js';

export const implementation = regexImplementation(
  PYTHON_REGEX,
  /\\b/,
  (_regex, captures) => {
    const node = captures.pattern;
    const prefix = /^[a-zA-Z]*/.exec(node?.text ?? '')?.[0] ?? '';
    // Raw strings reach `re` as written; Python keeps other unknown escapes (`\d`) with their backslash.
    if (!node || /r/i.test(prefix)) return false;
    const lost = lostEscape(node.text.slice(prefix.length).replace(/^("""|'''|"|')/, ''), new Set());
    if (!lost) return false;
    return {
      details: {
        pattern: excerpt(node.text, 60),
        ...lost,
        consequence: 'the word boundary is never there, and the pattern never matches',
        fix: `Make it a raw string: \`r${node.text.slice(prefix.length)}\`.`,
      },
    };
  },
  {
    match: ['WORD = re.compile("\\bcat\\b")'],
    noMatch: ['WORD = re.compile(r"\\bcat\\b")', 'WORD = re.compile("\\\\bcat\\\\b")', 'DIGITS = re.compile("\\d+")'],
  },
);
