import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/bare-except',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'error-handling',
  message: 'Bare `except:` around {{guarded}} also catches `KeyboardInterrupt` and `SystemExit`, so Ctrl-C and `sys.exit()` stop working there.',
  recommendation: 'Catch `Exception` (or, better, the specific exceptions you expect).',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
