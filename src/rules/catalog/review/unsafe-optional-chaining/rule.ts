import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/unsafe-optional-chaining',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'bug-pattern',
  message: '`{{chain}}` may be `undefined`, and {{use}} throws `TypeError` on `undefined`: the `?.` moves the crash instead of preventing it.',
  recommendation: 'Give the chain a fallback where it is used (`{{chain}} ?? []`, `?? {}`), or continue the chain with `?.`.',
  documentation: {
    finds:
      'An optional chain whose `undefined` is used where `undefined` throws: `[...a?.items]`, `f(...a?.args)`, `const { id } = a?.user`, `for (const x of a?.list)`, `(a?.b).c`, `(a?.fn)()`, `new (a?.Ctor)()`, `key in a?.map`, `x instanceof a?.Type`, `class C extends a?.Base`.',
    why: '`?.` stops the chain with `undefined` exactly when the object is missing; spreading, destructuring or iterating that `undefined`, or reading a property of it, throws `TypeError` at that moment — the case the `?.` was written for is the one that crashes.',
    wrongWhen:
      'Never intended. A fallback (`a?.items ?? []`), a non-null assertion (`(a?.b)!.c`), an optional call (`(a?.b)?.()`) and object spread (`{ ...a?.b }`, which accepts `undefined`) are left alone, and so is a line where ESLint’s `no-unsafe-optional-chaining` is disabled by a comment.',
    origin: "ESLint's `no-unsafe-optional-chaining` and SonarSource's S6523.",
  },
};
