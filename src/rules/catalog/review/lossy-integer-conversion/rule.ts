import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/lossy-integer-conversion',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'logic',
  message: '`{{conversion}}` {{what}}.',
  recommendation: '{{fix}}',
  documentation: {
    finds:
      'In Go, a number parsed as 64 bits (`strconv.ParseInt(s, 10, 64)`, `ParseUint`, `Atoi`) converted to a smaller or differently signed integer type (`int32(v)`, `uint16(v)`, `uint64(v)`) with no comparison of it in between; and an unsigned value printed through `strconv.FormatInt(int64(u), …)`.',
    why: 'The conversion keeps the low bits: `int32` of 3,000,000,000 is negative, `uint64` of -1 is 18,446,744,073,709,551,615, and `FormatInt(int64(u))` prints a large `uint64` as a negative number. Input that parsed without an error still comes out as a different number.',
    wrongWhen:
      "The value is bounded in a way the function does not show (checked by the caller). Parse with the target's size instead (`ParseInt(s, 10, 32)`), which rejects what does not fit, or silence the finding with `sextant-ignore review/lossy-integer-conversion`.",
    origin:
      "CodeQL's `go/incorrect-integer-conversion` (a parsed integer converted to a smaller type without an upper-bound check), widened to a change of sign; the `FormatInt` half was written from a fix in the development data (a `uint64` printed through `int64`).",
  },
};
