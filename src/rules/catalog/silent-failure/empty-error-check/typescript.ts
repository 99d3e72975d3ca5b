import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { severityInSensitiveArea } from '../../../sensitive-area.js';
import { enclosingFunction, statementsOf } from '../../../syntax/javascript/javascript-syntax.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(if_statement condition: (parenthesized_expression (identifier) @error) consequence: (statement_block) @body) @target',
  check: ({ target, captures, context }) => {
    const { error, body } = captures;
    if (!error || !body || target.childForFieldName('alternative') || statementsOf(body).length > 0) return false;
    // Only a node-style callback's error parameter: `(err, data) => { if (err) {} … }`.
    const callback = enclosingFunction(target);
    const first = callback?.childForFieldName('parameters')?.namedChildren[0] ?? callback?.childForFieldName('parameter');
    const firstName = first?.childForFieldName('pattern')?.text ?? first?.text;
    if (firstName !== error.text || !/^(err|error|e|er)$/.test(error.text)) return false;
    const details = { error: error.text };
    return body.namedChildCount > 0 ? { details, severity: 'low', confidence: 50 } : { details, ...severityInSensitiveArea(context.path) };
  },
  examples: {
    match: ['fs.readFile(path, (err, text) => {\n  if (err) {\n  }\n  done(text);\n});'],
    noMatch: [
      'fs.readFile(path, (err, text) => {\n  if (err) {\n    return done(err);\n  }\n  done(null, text);\n});',
      'function check(error) {\n  if (ready) {\n  }\n}',
    ],
  },
};
