import { longFunctionHit } from '../../../function-length.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { functionKey } from '../../../syntax/go/code-simplifier-helpers.js';
import { isFunctionType } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

const FUNCTION_PARTS = {
  isFunction: isFunctionType,
  nameOf: functionKey,
  ownName: (fn: Node) => fn.childForFieldName('name')?.text,
  unnamed: 'This function literal',
};

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    message: '{{name}} is {{lines}} lines long (over {{limit}}), not counting long nested function literals.',
  }),
  query: '[(function_declaration) (method_declaration) (func_literal)] @target',
  check: ({ target, context }) => longFunctionHit(target, FUNCTION_PARTS, context),
  examples: {
    match: [`func migrate(db *DB) {\n${Array.from({ length: 85 }, (_, index) => `\tdb.Step${index}()`).join('\n')}\n}`],
    noMatch: [`func migrate(db *DB) {\n${Array.from({ length: 40 }, (_, index) => `\tdb.Step${index}()`).join('\n')}\n}`],
  },
};
