import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/promise-as-condition',
  ...MEDIUM_CORRECTNESS,
  message: '{{tested}} is a promise ({{what}}), and a promise is always true: {{consequence}}.',
  recommendation: '{{recommendation}}',
  documentation: {
    finds:
      'A promise tested for truth: the call of an `async` function (of the file, of its class, or imported from the project), `fetch` or `Promise.all` as the condition of an `if`, `while` or `?:`, under `!`, `&&` or `||` there, without `await`; an `async` callback given to `filter`, `some`, `every` or `find`; and in Python, a coroutine of the module or class tested by `if`/`while` without `await`.',
    why: 'The condition sees the promise, not what it resolves to, and a promise (or coroutine) object is always true: the check always passes, `filter` keeps every element, `find` returns the first. Nothing fails; the code just stops deciding anything, and in Python the coroutine never even runs.',
    wrongWhen:
      'Never, when the callee really is `async`. Only calls whose promise the syntax shows are read: the file’s own `async` functions (a name declared once, and only as `async`), `async` methods called on `this`/`self`, the project’s own async exports, `fetch` and the `Promise` combinators; a value stored in a variable first is not followed.',
    origin:
      "typescript-eslint's `no-misused-promises` (`checksConditionals`, `checksVoidReturn` for array predicates) and CodeQL's `js/missing-await`; for Python, the interpreter's own `coroutine … was never awaited` warning.",
  },
};
