import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/wrong-super-call',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'bug-pattern',
  message: '`{{call}}` {{problem}}.',
  recommendation: 'Call `super()` with no arguments (Python 3), or name the class the method is defined in: `super({{enclosing}}, self)`.',
  documentation: {
    finds:
      '`super.method()` without the call parentheses, and `super(Other, self)` inside a method of another class, where `Other` is a class of the same file that is not an ancestor of the enclosing one — usually a method copied from a sibling class.',
    why: '`super.method` looks the method up on the builtin `super` type itself and fails with `AttributeError`. `super(Other, self)` starts the lookup after `Other` in the MRO of `self`: when `self` is not an `Other`, it raises `TypeError: super(type, obj): obj must be an instance or subtype of type`; when it is, the wrong parent’s method runs.',
    wrongWhen:
      'Naming a base class on purpose to skip a level of the hierarchy is left alone: a class in the enclosing class’s bases, or an ancestor through classes of the same file, and any class the file imports (it may be an ancestor we cannot see). `# noqa: E1003` silences it.',
    origin: "Pylint's E1003 `bad-super-call` and W0245 `super-without-brackets`.",
  },
};
