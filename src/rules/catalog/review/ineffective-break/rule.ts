import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/ineffective-break',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 80,
  category: 'logic',
  message: 'This `break` leaves the `{{statement}}`, not the loop around it: the case ends here anyway, so it does nothing.',
  recommendation: 'To leave the loop, label it and write `break <label>` (or `return`); if nothing more was meant, delete the `break`.',
  documentation: {
    finds: 'A plain `break` as the last statement of a case of a `switch` or `select` that sits inside a loop: `for { select { case <-done: break } }`.',
    why: 'In Go a case never falls through, and `break` leaves the innermost `switch` or `select`, not the loop. A `break` written to stop the loop (`case <-ctx.Done(): break`) does nothing, and the loop goes on for ever or past the element it was meant to stop at.',
    wrongWhen:
      "When the `break` only marks the end of the case, out of habit from C. As in staticcheck's reports, a switch whose every case ends in `break` (the habit), a `switch` case that is nothing but `break` (a case that does nothing on purpose), a `break` after a conditional `break` in the same case (the same shape continued) and a `break` after a call that never returns (`t.Fatal`, `log.Fatal`, `os.Exit`, `panic`: the `break` is dead, and nothing goes wrong) are left alone.",
    origin: "staticcheck's SA4011 (break statement with no effect).",
  },
};
