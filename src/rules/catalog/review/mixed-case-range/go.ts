import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { GO_REGEX } from '../../../syntax/go/regex-literals.js';
import { MIXED_RANGE_GATE, mixedCaseRange } from './mixed-range.js';

export const implementation = regexImplementation(GO_REGEX, MIXED_RANGE_GATE, mixedCaseRange, {
  match: ['var name = regexp.MustCompile(`^[A-z]+$`)'],
  noMatch: ['var name = regexp.MustCompile(`^[A-Za-z]+$`)'],
});
