import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/eval',
  agent: 'code-reviewer',
  dimension: 'security',
  severity: 'high',
  confidence: 85,
  category: 'code-injection',
  message: '`{{callee}}` evaluates a string as code; any attacker-influenced part of it runs with full privileges.',
  recommendation: 'Replace it with explicit logic: `JSON.parse` for data, a lookup table or switch for dispatch, a real function instead of a code string.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
