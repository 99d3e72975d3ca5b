import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/defer-before-error-check',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'error-handling',
  message:
    '`{{target}}` is deferred before `{{error}}` is checked: when `{{call}}` fails, `{{receiver}}` is nil and the deferred call panics (or closes nothing) as the function returns.',
  recommendation: 'Check the error first and defer the cleanup after it: `if err != nil { return …, err }` then `defer f.Close()`.',
  documentation: {
    finds: '`f, err := os.Open(p); defer f.Close()` before `err` is checked.',
    why: 'When the call fails, the deferred call runs on a nil value and panics, hiding the real error.',
    wrongWhen: 'Low, and 60 in tests; calls that return usable values even on error are left alone.',
    origin: "staticcheck's SA5001.",
  },
};
