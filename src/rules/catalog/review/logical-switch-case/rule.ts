import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/logical-switch-case',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 95,
  category: 'logic',
  message: '`case {{value}}:` matches only {{matched}}: `{{operator}}` of constants is one value, not a list of cases.',
  recommendation: 'Write one `case` per value, one after the other: `case 1:` `case 2:` then the body.',
  documentation: {
    finds: "A `switch` case of constants joined by `||` or a comma: `case 1 || 2:`, `case 'a', 'b':`.",
    why: '`1 || 2` evaluates to `1` and `"a", "b"` to `"b"`: the case compares the switch value with that single value, so the other values fall through to `default`.',
    wrongWhen: 'Never intended; only cases whose operands are all literals are reported.',
    origin: "SonarSource's S3616 (comma and logical OR operators in switch cases).",
  },
};
