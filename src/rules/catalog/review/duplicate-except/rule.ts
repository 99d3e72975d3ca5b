import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/duplicate-except',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'error-handling',
  message: '`{{exception}}` is already caught by the handler on line {{first}}: this handler never runs for it.',
  recommendation: 'Merge the two handlers, or catch the exception that this one was written for.',
  documentation: {
    finds: 'A `try` whose handlers name the same exception class twice: `except ValueError: … except (KeyError, ValueError): …`.',
    why: 'Only the first matching handler runs: the code of the second for that exception is dead, and the error it was meant to handle differently takes the first path.',
    wrongWhen: 'Never intended; names are compared as written (`errors.Timeout` and `Timeout` are not taken to be one class); `# noqa: B025` silences it.',
    origin: "flake8-bugbear's B025 (Ruff B025) and Pylint's W0705 `duplicate-except`.",
  },
};
