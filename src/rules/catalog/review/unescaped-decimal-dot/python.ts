import { regexImplementation } from '../../../syntax/regex-implementation.js';
import { PYTHON_REGEX } from '../../../syntax/python/regex-literals.js';
import { DECIMAL_GATE, unescapedDecimalDot } from './decimal-dot.js';

export const implementation = regexImplementation(PYTHON_REGEX, DECIMAL_GATE, unescapedDecimalDot, {
  match: [
    'FLOAT = re.compile("-?[0-9]+(.[0-9]+)?")',
    'if re.match(r"(?P<major>\\d+).(?P<minor>\\d+)", text): pass',
    'class DecimalConverter:\n    regex = r"-?\\d+(.\\d+)?"',
  ],
  noMatch: ['FLOAT = re.compile(r"-?[0-9]+(\\.[0-9]+)?")', 'ANY = re.compile(r"\\d+.+\\d+")'],
});
