import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/unassigned-variable',
  ...MEDIUM_CORRECTNESS,
  files: 'source',
  message: '`{{name}}` is declared without a value and never assigned, but it is read: it is always `undefined`.',
  recommendation:
    'Assign it where its value is worked out (an inner `const {{name}} = …` declares another variable), or read the variable that holds the value.',
  documentation: {
    finds:
      '`let x;` or `var x;` that nothing ever assigns, in a function or file that reads it: `let total; for (const item of items) { const total = sum(item); } return total;`.',
    why: 'The value was meant to come from somewhere: a branch that declares its own variable of the same name, a callback that was supposed to set it, a line lost in a refactor. The read always gets `undefined`, which often passes silently into a condition or a response.',
    wrongWhen:
      'Practically never; write `let x = undefined;` where `undefined` is the point. Assignments anywhere in the function count, closures and destructuring included; ambient declarations (`declare let`), declarations with a type annotation (the compiler reports their reads before assignment, TS2454, and type tests declare values only for their types), `$placeholders$` that code generation replaces, a `var` at the top of a file (a global other scripts may assign), a variable tested with `typeof` (whose author expects `undefined`, as in the prelude of a bundle that hides `define`) and test files are left alone.',
    origin: "ESLint's `no-unassigned-vars` (recommended since ESLint 10).",
  },
};
