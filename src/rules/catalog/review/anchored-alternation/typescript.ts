import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { JS_REGEX } from '../../../syntax/javascript/regex-literals.js';
import { looseAlternative } from './loose-alternative.js';

export const implementation = regexImplementation(JS_REGEX, /\^[^\n]*\||\|[^\n]*\$/, looseAlternative, {
  match: ['const answer = /^yes|no|maybe$/.test(input);', "const method = new RegExp('^GET|POST|PUT$');"],
  noMatch: ["const trimmed = text.replace(/^\\s+|\\s+$/g, '');", 'const answer = /^(?:yes|no|maybe)$/;', 'const either = /^a$|^b$/;', 'const any = /yes|no/;'],
});
