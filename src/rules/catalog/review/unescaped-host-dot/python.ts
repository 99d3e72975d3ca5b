import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { PYTHON_REGEX } from '../../../syntax/python/regex-literals.js';
import { HOST_GATE, unescapedHostDot } from './host-dot.js';

export const implementation = regexImplementation(PYTHON_REGEX, HOST_GATE, unescapedHostDot, {
  match: ['YOUTUBE = re.compile(r"^https?://(www\\.)?m.youtube.com/")', 'if re.match("api.github.com", host):'],
  noMatch: ['YOUTUBE = re.compile(r"^https?://(www\\.)?m\\.youtube\\.com/")', 'HOST = re.compile(r"^example.com$")'],
});
