import { longFunctionHit } from '../../../function-length.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { functionName, isFunctionType } from '../../../syntax/javascript/javascript-syntax.js';

/** Markup is declarative: a component's JSX does not make its logic longer. */
const FUNCTION_PARTS = {
  isFunction: isFunctionType,
  isIgnored: (type: string) => type === 'jsx_element' || type === 'jsx_fragment',
  nameOf: functionName,
  ownName: functionName,
  unnamed: 'This anonymous function',
};

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '[(function_declaration) (generator_function_declaration) (function_expression) (arrow_function) (method_definition)] @target',
  check: ({ target, context }) => longFunctionHit(target, FUNCTION_PARTS, context),
  examples: {
    match: [
      `export function migrate(db) {\n${Array.from({ length: 85 }, (_, index) => `  db.step${index}();`).join('\n')}\n}`,
      `export function register(app) {\n  app.use(function handler(req) {\n${Array.from({ length: 60 }, (_, index) => `    req.step${index}();`).join('\n')}\n  });\n  app.use(function other(req) {\n${Array.from({ length: 60 }, (_, index) => `    req.step${index}();`).join('\n')}\n  });\n}`,
    ],
    noMatch: [
      `export function migrate(db) {\n${Array.from({ length: 40 }, (_, index) => `  db.step${index}();`).join('\n')}\n}`,
      // Already long before the change, which only touched one line of it.
      {
        before: `export function migrate(db) {\n${Array.from({ length: 85 }, (_, index) => `  db.step${index}();`).join('\n')}\n}`,
        after: `export function migrate(db) {\n${Array.from({ length: 85 }, (_, index) => `  db.step${index}(${index === 40 ? 'true' : ''});`).join('\n')}\n}`,
      },
      // A long template and doc comments are text, not logic.
      `export function page(title) {\n  /**\n${Array.from({ length: 30 }, () => '   * Renders the page.').join('\n')}\n   */\n  const html = \`\n${Array.from({ length: 40 }, (_, index) => `    <p>line ${index}</p>`).join('\n')}\n  \`;\n${Array.from({ length: 30 }, (_, index) => `  step${index}();`).join('\n')}\n  return html;\n}`,
    ],
  },
};
