import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/object-in-string',
  ...MEDIUM_CORRECTNESS,
  message: '`{{name}}` is declared `{{type}}`, so `{{expression}}` puts `{{printed}}` in the text, not its contents.',
  recommendation: 'Put in the field meant (`{{name}}.id`), or `JSON.stringify({{name}})`.',
  documentation: {
    finds:
      'A variable or parameter declared with an object type — an interface or object type of the same file, an inline `{ … }` type, `object`, `Record<…>`, `Map<…>`, `Set<…>` — put into a string by a template literal (`` `user ${user}` ``) or by `+` with a string.',
    why: 'An object without its own `toString` turns into `[object Object]` (a `Map` into `[object Map]`): the log line, error message or key built from it says nothing, and keys built this way collide.',
    wrongWhen:
      'When the type has a `toString` of its own; interfaces and types that declare one, classes (which may define one) and types declared in other files are left alone.',
    origin:
      "typescript-eslint's `restrict-template-expressions` and `no-base-to-string` (which use types); this rule keeps to declarations whose type the file shows is a plain object.",
  },
};
