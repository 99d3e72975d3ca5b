import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { JS_REGEX } from '../../../syntax/javascript/regex-literals.js';
import { overlyLargeRange } from './overly-large-range-hit.js';

export const implementation = regexImplementation(JS_REGEX, /\[[^\n]*-/, overlyLargeRange, {
  match: ['const valid = /^[\\w.-_]+$/.test(name);', "const letters = new RegExp('^[A-z]+$');"],
  noMatch: [
    'const valid = /^[\\w._-]+$/.test(name);',
    'const hex = /^[0-9a-fA-F]+$/;',
    'const printable = /^[ -~]*$/;',
    'const control = /[\\x00-\\x1f]/;',
    'const dash = /[\\w-.]/;',
  ],
});
