import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { PYTHON_REGEX } from '../../../syntax/python/regex-literals.js';
import { overlyLargeRange } from './overly-large-range-hit.js';

export const implementation = regexImplementation(PYTHON_REGEX, /\[[^\n]*-/, overlyLargeRange, {
  match: ['VALID = re.compile(r"^[\\w.-_]+$")', 'letters = re.match("[A-z]+", text)'],
  noMatch: ['VALID = re.compile(r"^[\\w._-]+$")', 'CONTROL = re.compile("[\\x00-\\x1f]")', 'NAME = re.compile(r"(?P<name>[a-z]+)")'],
});
