import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isFunction } from '../../../syntax/javascript/javascript-syntax.js';

const LOOPS = new Set(['for_statement', 'for_in_statement', 'while_statement', 'do_statement']);

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '[(return_statement) (break_statement) (continue_statement) (throw_statement)] @target',
  textGate: /finally/,
  check: ({ target }) => {
    const label = target.namedChildren.find((child) => child.type === 'statement_identifier')?.text;
    let conditional = false;
    for (let current = target.parent; current; current = current.parent) {
      if (isFunction(current) || current.type === 'class_body') return false;
      if (current.type === 'finally_clause') {
        const keyword = target.child(0)?.text ?? '';
        // A `throw` in `finally` is sometimes how an error saved by `catch` is re-raised, and a `break`/`continue`
        // under an `if` is how a retry loop decides whether to go round again (the error escapes on the last
        // attempt): hints only.
        const hint = keyword === 'throw' || (conditional && keyword !== 'return');
        return { details: { statement: excerpt(target.text, 40), keyword }, ...(hint ? { confidence: 70 } : {}) };
      }
      if (current.type === 'if_statement') conditional = true;
      // `break`/`continue` that stay inside the `finally` are harmless.
      if (target.type === 'break_statement' || target.type === 'continue_statement') {
        if (label !== undefined) {
          if (current.type === 'labeled_statement' && current.childForFieldName('label')?.text === label) return false;
        } else if (LOOPS.has(current.type) || (target.type === 'break_statement' && current.type === 'switch_statement')) {
          return false;
        }
      }
    }
    return false;
  },
  examples: {
    match: [
      'function load() {\n  try {\n    return read();\n  } finally {\n    return null;\n  }\n}',
      'for (const item of items) {\n  try {\n    send(item);\n  } finally {\n    continue;\n  }\n}',
    ],
    noMatch: [
      'function load() {\n  try {\n    return read();\n  } finally {\n    close();\n  }\n}',
      'try {\n  run();\n} finally {\n  for (const h of handlers) {\n    if (h.done) break;\n    h.stop();\n  }\n}',
      'try {\n  run();\n} finally {\n  handlers.forEach((h) => {\n    if (!h) return;\n    h.stop();\n  });\n}',
    ],
  },
};
