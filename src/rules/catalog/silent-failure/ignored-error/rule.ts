import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/ignored-error',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 80,
  category: 'error-handling',
  message: '`{{target}}` throws away the error of `{{callee}}`: if it fails, nothing notices.',
  recommendation:
    'Check the error and handle or return it (`if err := f(); err != nil { return fmt.Errorf("…: %w", err) }`). If ignoring it is truly safe, say why in a comment.',
  documentation: {
    finds: 'In Go, `_ = f()` and calls like `json.Unmarshal(…)` used as a statement.',
    why: 'The error is thrown away: the code goes on with a value that was never set.',
    wrongWhen:
      'Errors dropped knowingly: a comment above or beside the statement saying why leaves it alone, and so does one above a run of `_ = …` drops it heads, or on another drop of the same call in the function; best-effort cleanup and connection tuning (`Close`, `Remove`, `SetDeadline`, …), a bare `os.Remove` in a deferred function, a `Cleanup` callback or an `if err != nil` branch, tests, and `_ = f()` of a function the same file declares (its author knows it returns an error) are 60, hidden; an error blanked with `_` in a function that has no `error` result to return it through is 70, hidden (errcheck leaves blanks alone unless run with `-blank`: the author chose to drop it); calls whose errors cannot happen (`bytes.Buffer.Write`) are left alone.',
    origin: 'errcheck.',
  },
};
