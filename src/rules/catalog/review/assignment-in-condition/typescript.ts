import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  // Only the direct child of the `if`'s own parentheses: `if ((a = b))` has one more level and is left alone.
  query: '(if_statement condition: (parenthesized_expression (assignment_expression left: (_) @assigned) @assignment)) @target',
  check: ({ captures }) => {
    const assignment = captures.assignment;
    if (!assignment) return false;
    return { line: assignment.startPosition.row + 1, details: { condition: excerpt(assignment.text, 60), target: excerpt(captures.assigned?.text ?? '', 40) } };
  },
  examples: {
    match: ["if (user.role = 'admin') grant(user);", 'if (count = 0) {\n  reset();\n}'],
    noMatch: [
      "if (user.role === 'admin') grant(user);",
      'if ((match = pattern.exec(text))) use(match);',
      'while (match = pattern.exec(text)) use(match);',
      'if (count += 1) tick();',
    ],
  },
};
