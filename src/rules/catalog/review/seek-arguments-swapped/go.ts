import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName } from '../../../syntax/go/go-syntax.js';

const WHENCE = new Set(['io.SeekStart', 'io.SeekCurrent', 'io.SeekEnd', 'os.SEEK_SET', 'os.SEEK_CUR', 'os.SEEK_END']);

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(call_expression
  function: (selector_expression field: (field_identifier) @function)
  arguments: (argument_list . (selector_expression) @whence . (_) @offset .)
  (#eq? @function "Seek")) @target`,
  textGate: /Seek\(\s*(io\.Seek|os\.SEEK_)/,
  check: ({ target, captures }) => {
    const whence = captures.whence;
    const offset = captures.offset;
    if (!whence || !offset || !WHENCE.has(dottedName(whence).join('.')) || WHENCE.has(dottedName(offset).join('.'))) return false;
    return { details: { call: excerpt(target.text, 40), whence: whence.text, offset: excerpt(offset.text, 20) } };
  },
  examples: {
    match: ['if _, err := f.Seek(io.SeekStart, 0); err != nil {\n\treturn err\n}', 'end, _ := r.Seek(os.SEEK_END, 0)'],
    noMatch: ['if _, err := f.Seek(0, io.SeekStart); err != nil {\n\treturn err\n}', 'pos, _ := r.Seek(offset, io.SeekCurrent)'],
  },
};
