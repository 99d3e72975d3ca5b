import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'comment/stale-param-doc',
  agent: 'comment-analyzer',
  dimension: 'readability',
  severity: 'low',
  confidence: 90,
  category: 'documentation',
  message: 'The doc comment of `{{function}}` documents {{names}}, which the function does not take (it takes {{actual}}).',
  recommendation: 'Update the `@param` tags to the current parameter names, or remove the ones that no longer exist.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
