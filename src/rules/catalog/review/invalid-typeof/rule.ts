import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/invalid-typeof',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 95,
  category: 'logic',
  message: "`{{expression}}` compares `typeof` with '{{kind}}', which `typeof` never returns, so the comparison is always {{always}}.",
  recommendation:
    "Compare with one of 'undefined', 'object', 'boolean', 'number', 'bigint', 'string', 'symbol' or 'function' (use `Array.isArray` for arrays and `=== null` for null).",
  documentation: {
    finds: "`typeof x === 'undefiend'`, `typeof x == 'array'`, `typeof x !== 'null'`: `typeof` compared with a string it never returns.",
    why: 'The comparison has a fixed result, so the branch it guards always or never runs.',
    wrongWhen: "Never for the eight standard results; an engine with host-specific `typeof` results (old IE's 'unknown') is the only exception.",
    origin: "ESLint's `valid-typeof` and SonarSource's S4125.",
  },
};
