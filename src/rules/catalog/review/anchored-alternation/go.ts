import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { GO_REGEX } from '../../../syntax/go/regex-literals.js';
import { looseAlternative } from './loose-alternative.js';

export const implementation = regexImplementation(GO_REGEX, /(\^|\\A)[^\n]*\||\|[^\n]*(\$|\\z)/, looseAlternative, {
  match: ['var answer = regexp.MustCompile(`^yes|no|maybe$`)'],
  noMatch: ['var trim = regexp.MustCompile(`^\\s+|\\s+$`)', 'var answer = regexp.MustCompile(`^(?:yes|no|maybe)$`)'],
});
