import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/class-called-without-new',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 95,
  category: 'bug-pattern',
  message: "`{{name}}` is a class, called here without `new`: this throws `TypeError: Class constructor {{name}} cannot be invoked without 'new'`.",
  recommendation: 'Call it with `new {{name}}(…)`.',
  documentation: {
    finds: 'A class declared in the file called as a function (`Point(1, 2)`).',
    why: 'Calling a class without `new` throws a TypeError at run time.',
    wrongWhen: 'Never for a real class; a factory function with a class-like name is not a class and is not reported.',
    origin: "TypeScript's error 2348 and ESLint's `new-cap`.",
  },
};
