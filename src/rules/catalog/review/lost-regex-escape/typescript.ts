import { excerpt } from '../../../excerpt.js';
import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { JS_REGEX } from '../../../syntax/javascript/regex-literals.js';
import { lostEscape } from './lost-escape.js';

/** Characters whose backslash a JavaScript string drops, and that mean something else escaped in a pattern. */
const DROPPED = new Set([...'BdDwWsS.*+?()[]{}|^$']);

export const implementation = regexImplementation(
  JS_REGEX,
  /\\[bBdDwWsS.*+?()[\]{}|^$]/,
  (_regex, captures) => {
    const node = captures.pattern;
    // Regular-expression literals (`/\d+/`) reach the engine as written.
    if (node?.type !== 'string') return false;
    const lost = lostEscape(node.text.slice(1, -1), DROPPED);
    if (!lost) return false;
    return {
      details: {
        pattern: excerpt(node.text, 60),
        ...lost,
        consequence:
          lost.becomes === 'a backspace character'
            ? 'the word boundary is never there, and the pattern never matches'
            : 'the pattern matches other text than it says',
        fix: `Double the backslash (\`\\${lost.escape}\`), or write a regular-expression literal (\`/…/\`).`,
      },
    };
  },
  {
    match: ['const digits = new RegExp("^\\d+$");', "const word = new RegExp('\\bcat\\b', 'i');"],
    noMatch: ['const digits = new RegExp("^\\\\d+$");', 'const digits = /^\\d+$/;', 'const slash = new RegExp("a\\/b");'],
  },
);
