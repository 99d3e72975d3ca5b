import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { JS_REGEX } from '../../../syntax/javascript/regex-literals.js';
import { MIXED_RANGE_GATE, mixedCaseRange } from './mixed-range.js';

export const implementation = regexImplementation(JS_REGEX, MIXED_RANGE_GATE, mixedCaseRange, {
  match: ['const NAME = /^[A-z_][A-z0-9_]*$/;', "const token = new RegExp('[0-z]+');"],
  noMatch: ['const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;', 'const HEX = /^[0-9a-fA-F]+$/;', 'const span = /[\\x41-\\x7a]/;', 'const dash = /[a-z-]/;'],
});
