import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { PYTHON_REGEX } from '../../../syntax/python/regex-literals.js';
import { looseAlternative } from './loose-alternative.js';

// `re.fullmatch` anchors the whole pattern, whatever its alternatives say.
export const implementation = regexImplementation(
  PYTHON_REGEX,
  /(\^|\\A)[^\n]*\||\|[^\n]*(\$|\\Z)/,
  (regex, captures) => captures.function?.text !== 'fullmatch' && looseAlternative(regex),
  {
    match: ['ANSWER = re.compile(r"^yes|no|maybe$")', 'if re.search(r"\\Aget|post|put\\Z", method): pass'],
    noMatch: ['TRIM = re.compile(r"^\\s+|\\s+$")', 'ANSWER = re.compile(r"^(?:yes|no|maybe)$")', 'ok = re.fullmatch(r"^yes|no|maybe$", text)'],
  },
);
