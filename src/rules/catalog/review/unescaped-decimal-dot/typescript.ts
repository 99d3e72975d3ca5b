import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { JS_REGEX } from '../../../syntax/javascript/regex-literals.js';
import { DECIMAL_GATE, unescapedDecimalDot } from './decimal-dot.js';

export const implementation = regexImplementation(JS_REGEX, DECIMAL_GATE, unescapedDecimalDot, {
  match: ['const FLOAT = /^-?[0-9]+(.[0-9]+)?$/;', "const version = new RegExp('^v(\\\\d+).(\\\\d+).(\\\\d+)$');", 'const price = /\\d+.\\d{2}/;'],
  noMatch: [
    'const FLOAT = /^-?[0-9]+(\\.[0-9]+)?$/;',
    'const time = /^\\d{2}[.:]\\d{2}$/;',
    'const anything = /^\\d+.*\\d+$/;',
    'const word = /^[a-z]+.[a-z]+$/;',
    'const either = /(\\d+|x).\\d+/;',
  ],
});
