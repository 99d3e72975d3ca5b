import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/for-direction',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'logic',
  message: 'The loop tests `{{condition}}` but its update `{{update}}` moves `{{counter}}` the other way: it runs never or without end.',
  recommendation: 'Turn the update around (`{{counter}}++` for a `<` bound, `{{counter}}--` for a `>` bound), or the comparison.',
  documentation: {
    finds: 'A counting loop whose update moves the counter away from its bound: `for (let i = 0; i < n; i--)`, `for i := n; i >= 0; i++`.',
    why: 'The condition can only become false if the counter moves towards the bound: the loop either never runs or runs until the counter overflows, indexing out of range on the way.',
    wrongWhen: 'A Go loop over an unsigned counter that ends when it wraps to zero (left alone when the initializer names an unsigned type).',
    origin: "ESLint's `for-direction` and SonarSource's S2251.",
  },
};
