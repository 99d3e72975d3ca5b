import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/syntax-error',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 85,
  category: 'correctness',
  message:
    'This line does not parse as Python (near `{{near}}`): importing the module raises `SyntaxError`, so nothing in it runs. A comma, bracket, colon or quote is probably missing.',
  recommendation: 'Fix the syntax (often a missing comma between arguments, or an unclosed bracket on the line before), and run the module once.',
  documentation: {
    finds: 'A changed line that no longer parses (a missing comma between arguments, an unclosed bracket).',
    why: 'The module fails to import.',
    wrongWhen: 'Files that did not parse before the change and project templates are left alone.',
    origin: "The language's own parser.",
  },
};
