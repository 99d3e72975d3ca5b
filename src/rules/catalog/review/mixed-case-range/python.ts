import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { PYTHON_REGEX } from '../../../syntax/python/regex-literals.js';
import { MIXED_RANGE_GATE, mixedCaseRange } from './mixed-range.js';

export const implementation = regexImplementation(PYTHON_REGEX, MIXED_RANGE_GATE, mixedCaseRange, {
  match: ['NAME = re.compile(r"^[A-z][A-z0-9]*$")'],
  noMatch: ['NAME = re.compile(r"^[A-Za-z][A-Za-z0-9]*$")', 'HEX = re.compile("[0-9a-f]+")'],
});
