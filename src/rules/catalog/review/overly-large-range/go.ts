import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { GO_REGEX } from '../../../syntax/go/regex-literals.js';
import { overlyLargeRange } from './overly-large-range-hit.js';

export const implementation = regexImplementation(GO_REGEX, /\[[^\n]*-/, overlyLargeRange, {
  match: ['var valid = regexp.MustCompile(`^[\\w.-_]+$`)', 'var letters = regexp.MustCompile("^[A-z]+$")'],
  noMatch: ['var valid = regexp.MustCompile(`^[\\w._-]+$`)', 'var hex = regexp.MustCompile(`^[0-9a-fA-F]+$`)'],
});
