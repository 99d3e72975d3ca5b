import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/always-zero',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'logic',
  message: '`{{expression}}` is always 0: {{why}}.',
  recommendation: '{{fix}}',
  documentation: {
    finds:
      'Arithmetic that always gives 0: a division of two integer literals whose result truncates to zero (`1 / 2`), a remainder by 1 (`x % 1`), and a random number below 1 (`rand.Intn(1)`).',
    why: 'Go divides integer constants as integers, so `1 / 2` is 0 even where a float is wanted (`float64(1 / 2)`); `x % 1` is 0 for every integer; `rand.Intn(n)` returns a number in [0, n), so `rand.Intn(1)` never returns anything but 0. Each was meant to compute something else: a fraction, another modulus, a coin toss (`rand.Intn(2)`).',
    wrongWhen:
      'Never intended. As in staticcheck, a division with a named constant (`total / buckets`), a float literal on either side, or a numerator of 0 is left alone.',
    origin: "staticcheck's SA4025 (integer division of literals that results in zero), SA4028 (`x % 1`) and SA4030 (`rand.Intn(1)`).",
  },
};
