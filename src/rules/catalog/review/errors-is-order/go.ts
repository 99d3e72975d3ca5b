import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName } from '../../../syntax/go/go-syntax.js';
import { isErrorName } from '../../../syntax/go/flow-bug-patterns-helpers.js';

/** Package-level sentinel errors by their naming convention: `ErrClosed`, `errTimeout`, `io.EOF`, `fs.ErrNotExist`. */
const SENTINEL = /^(Err[A-Z0-9]\w*|err[A-Z]\w*|EOF|ErrUnexpectedEOF)$/;

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list . (_) @sentinel . (identifier) @error .)
  (#eq? @package "errors") (#eq? @function "Is")) @target`,
  textGate: /errors\.Is\(/,
  check: ({ target, captures }) => {
    const sentinel = captures.sentinel;
    const error = captures.error?.text ?? '';
    if (!sentinel || (sentinel.type !== 'identifier' && sentinel.type !== 'selector_expression')) return false;
    const name = dottedName(sentinel).at(-1) ?? '';
    // `errReadTimeout`-style names are both; the second must look like a local error and not like a sentinel.
    if (!SENTINEL.test(name) || !isErrorName(error) || SENTINEL.test(error)) return false;
    return { details: { call: excerpt(target.text, 50), function: 'Is', error, sentinel: excerpt(sentinel.text, 30) } };
  },
  examples: {
    match: ['if errors.Is(ErrNotFound, err) {\n\treturn nil\n}', 'if errors.Is(io.EOF, err) {\n\tbreak\n}', 'ok := errors.Is(fs.ErrNotExist, statErr)'],
    noMatch: ['if errors.Is(err, ErrNotFound) {\n\treturn nil\n}', 'ok := errors.Is(got, want)', 'ok := errors.Is(errTimeout, errClosed)'],
  },
};
