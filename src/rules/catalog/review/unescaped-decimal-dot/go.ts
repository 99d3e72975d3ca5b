import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { GO_REGEX } from '../../../syntax/go/regex-literals.js';
import { DECIMAL_GATE, unescapedDecimalDot } from './decimal-dot.js';

export const implementation = regexImplementation(GO_REGEX, DECIMAL_GATE, unescapedDecimalDot, {
  match: ['var version = regexp.MustCompile(`^v(\\d+).(\\d+)$`)'],
  noMatch: ['var version = regexp.MustCompile(`^v(\\d+)\\.(\\d+)$`)', 'var words = regexp.MustCompile(`^\\w+.\\w+$`)'],
});
