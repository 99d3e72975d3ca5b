import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'comment/stale-param-doc',
  agent: 'comment-analyzer',
  dimension: 'readability',
  // Shown only with everything: on real bug-introducing commits nobody tuned it to, 1 of its 7 findings was judged
  // worth a reviewer's time (a stale name is often a docs-only lag the next edit fixes), under the 90% a default needs.
  severity: 'info',
  confidence: 90,
  category: 'documentation',
  message: 'The doc comment of `{{function}}` documents {{names}}, which the function does not take (it takes {{actual}}).',
  recommendation: 'Update the `@param` tags to the current parameter names, or remove the ones that no longer exist.',
  documentation: {
    finds: 'A doc comment (`@param`) or docstring parameter section that names parameters the function no longer takes.',
    why: 'Documentation that contradicts the signature misleads every caller who reads it instead of the code.',
    wrongWhen:
      "A parameter documented under another name on purpose (a destructured object's fields) reads as stale; rename it in the doc. A doc comment on the first of a TypeScript function's overloads documents the whole set, so a name any overload takes counts as current.",
    origin: "ESLint's `jsdoc/check-param-names` and pydocstyle/darglint's parameter checks.",
  },
};
