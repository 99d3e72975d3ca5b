import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { GO_REGEX } from '../../../syntax/go/regex-literals.js';
import { backspaceHit } from './lost-escape.js';

export const implementation = regexImplementation(
  GO_REGEX,
  /\\b/,
  (_regex, captures) => {
    const node = captures.pattern;
    // Back-quoted strings reach `regexp` as written; Go rejects unknown escapes in double quotes at compile time.
    if (node?.type !== 'interpreted_string_literal') return false;
    const body = node.text.slice(1, -1);
    return backspaceHit(node, body, `Use a back-quoted string: \`\` \`${body.replace(/\\\\/g, '\\')}\` \`\`.`);
  },
  {
    match: ['var word = regexp.MustCompile("\\bcat\\b")'],
    noMatch: ['var word = regexp.MustCompile(`\\bcat\\b`)', 'var word = regexp.MustCompile("\\\\bcat\\\\b")'],
  },
);
