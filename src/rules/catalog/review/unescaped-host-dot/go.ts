import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { GO_REGEX } from '../../../syntax/go/regex-literals.js';
import { HOST_GATE, unescapedHostDot } from './host-dot.js';

export const implementation = regexImplementation(GO_REGEX, HOST_GATE, unescapedHostDot, {
  match: ['var trusted = regexp.MustCompile(`^https://api.github.com/`)'],
  noMatch: ['var trusted = regexp.MustCompile(`^https://api\\.github\\.com/`)', 'var host = regexp.MustCompile(`^example.com$`)'],
});
