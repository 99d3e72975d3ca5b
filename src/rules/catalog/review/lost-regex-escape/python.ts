import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { PYTHON_REGEX } from '../../../syntax/python/regex-literals.js';
import { backspaceHit } from './lost-escape.js';

export const implementation = regexImplementation(
  PYTHON_REGEX,
  /\\b/,
  (_regex, captures) => {
    const node = captures.pattern;
    const prefix = /^[a-zA-Z]*/.exec(node?.text ?? '')?.[0] ?? '';
    // Raw strings reach `re` as written; Python keeps other unknown escapes (`\d`) with their backslash.
    if (!node || /r/i.test(prefix)) return false;
    const quoted = node.text.slice(prefix.length);
    return backspaceHit(node, quoted.replace(/^("""|'''|"|')/, ''), `Make it a raw string: \`r${quoted}\`.`);
  },
  {
    match: ['WORD = re.compile("\\bcat\\b")'],
    noMatch: ['WORD = re.compile(r"\\bcat\\b")', 'WORD = re.compile("\\\\bcat\\\\b")', 'DIGITS = re.compile("\\d+")'],
  },
);
