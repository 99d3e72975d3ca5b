import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/array-callback-return',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 85,
  category: 'logic',
  message: 'The callback to `.{{method}}()` has a block body that never returns a value, so every element gets `undefined`.',
  recommendation: 'Return the value from the callback (or use an expression body), or call `forEach` if no result is wanted.',
  documentation: {
    finds:
      '`items.map((item) => { item.total * 2; })`: a block-bodied callback to `map`, `filter`, `find`, `some`, `every`, `flatMap` or `findIndex` with no `return value` anywhere.',
    why: '`map` yields an array of `undefined`, `filter` and `find` find nothing, `some` is always false: usually braces were added around an expression body.',
    wrongWhen:
      'Only callbacks with no `return value` at all are reported (not one path missing a return), a callback that only throws is left alone, and so is a call whose result is not used (`forEach` spelt `map`).',
    origin: "ESLint's `array-callback-return` and SonarSource's S3796.",
  },
};
