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
  documentation: {
    finds: '`except:` with no exception type.',
    why: 'It also catches `KeyboardInterrupt` and `SystemExit`: Ctrl-C and `sys.exit` stop working.',
    wrongWhen: 'Handlers that re-raise at the end; the fix is `except Exception:`.',
    origin: "Ruff's E722.",
  },
};
