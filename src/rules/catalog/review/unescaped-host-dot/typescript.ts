import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { JS_REGEX } from '../../../syntax/javascript/regex-literals.js';
import { HOST_GATE, unescapedHostDot } from './host-dot.js';

export const implementation = regexImplementation(JS_REGEX, HOST_GATE, unescapedHostDot, {
  match: ['const trusted = /^https:\\/\\/api.github.com\\//.test(url);', "const docs = new RegExp('^(www|docs).example\\\\.org$');"],
  noMatch: [
    'const trusted = /^https:\\/\\/api\\.github\\.com\\//.test(url);',
    'const host = /^example.com$/;',
    'const anything = /^.*.example.com$/;',
    'const file = /\\.(exe|com)$/;',
  ],
});
