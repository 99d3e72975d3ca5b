import { type FunctionParts, longFunctionHit } from '../../../function-length.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { SCOPE_TYPES, functionKey } from '../../../syntax/python/code-simplifier-helpers.js';
import { docstringOf } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** A docstring is documentation, not logic; it is looked up only for a function long enough to need it. */
function partsOf(fn: Node): FunctionParts {
  let docstring: { statement: Node | null | undefined } | undefined;
  return {
    isFunction: (type) => SCOPE_TYPES.has(type) || type === 'decorated_definition',
    isIgnored: (type, node) => {
      if (type !== 'expression_statement') return false;
      docstring ??= { statement: docstringOf(fn)?.parent };
      return docstring.statement?.equals(node()) ?? false;
    },
    nameOf: functionKey,
    ownName: (node) => node.childForFieldName('name')?.text,
    unnamed: 'This function',
  };
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: '{{name}} is {{lines}} lines long (over {{limit}}), not counting its docstring and long nested functions.',
  }),
  query: '(function_definition) @target',
  check: ({ target, context }) => longFunctionHit(target, partsOf(target), context),
  examples: {
    match: [`def migrate(db):\n${Array.from({ length: 85 }, (_, index) => `    db.step_${index}()`).join('\n')}`],
    noMatch: [
      `def migrate(db):\n${Array.from({ length: 40 }, (_, index) => `    db.step_${index}()`).join('\n')}`,
      `def migrate(db):\n    """\n${Array.from({ length: 30 }, (_, index) => `    Step ${index} of the migration.`).join('\n')}\n    """\n${Array.from({ length: 60 }, (_, index) => `    db.step_${index}()`).join('\n')}`,
    ],
  },
};
