import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/sleep-without-unit',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'bug-pattern',
  message: '`{{call}}` waits {{value}} nanosecond{{plural}}: a `time.Duration` counts nanoseconds.',
  recommendation: 'Give the unit: `{{value}} * time.Second` or `{{value}} * time.Millisecond`; write `{{value}} * time.Nanosecond` if nanoseconds are meant.',
  documentation: {
    finds: '`time.Sleep` with a small bare integer: `time.Sleep(5)`, `time.Sleep(100)`.',
    why: 'A `time.Duration` is a count of nanoseconds, so `time.Sleep(5)` returns at once where five seconds or milliseconds were meant — sleep functions of other languages take seconds or milliseconds. A retry loop with it hammers the server; a test that waits with it races.',
    wrongWhen:
      'When nanoseconds are really meant, which `n * time.Nanosecond` says. As in staticcheck, `time.Sleep(0)` (a yield) and numbers above 120 (perhaps meant as nanoseconds after all) are left alone.',
    origin: "staticcheck's SA1004.",
  },
};
