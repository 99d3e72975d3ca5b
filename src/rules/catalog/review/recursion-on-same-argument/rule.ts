import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/recursion-on-same-argument',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 85,
  category: 'bug-pattern',
  message:
    '`{{call}}` recurses with `{{parameter}}` itself inside a loop over its parts: it does the same work again (and never ends) instead of visiting the part.',
  recommendation: "Pass the loop's element (the child) to the recursive call, not `{{parameter}}`.",
  documentation: {
    finds: 'In a loop over `node.children`, a recursive call with `node` again instead of the child.',
    why: 'The recursion never advances: it loops forever or overflows the stack.',
    wrongWhen: 'A recursive call with the same node on purpose (a retry) outside such a loop is not reported.',
    origin: "Sextant's own pattern, from bugs seen in real commits.",
  },
};
