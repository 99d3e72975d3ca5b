import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/numeric-default-sort',
  ...MEDIUM_CORRECTNESS,
  message: '`{{call}}` sorts numbers as text: without a comparator `{{method}}` compares strings, so 10 comes before 9.',
  recommendation: 'Pass a numeric comparator: `.{{method}}((a, b) => a - b)`.',
  documentation: {
    finds:
      '`sort()` or `toSorted()` without a comparator on values that are evidently numbers: an array literal of numbers, or the result of `.map(Number)`, `.map(parseInt)`, `.map((x) => +x)`, `.map((x) => x.length)` — directly or through a variable assigned in the same function.',
    why: 'Without a comparator the sort converts every element to a string and compares the strings: `[9, 10, 1].sort()` is `[1, 10, 9]`. Tests with one-digit values pass; the first two-digit value breaks the order.',
    wrongWhen:
      'When text order is wanted, which is rare for numbers. Without types the rule reports only arrays whose numbers it can see; a sort of anything else is left alone.',
    origin: "SonarJS's S2871 and typescript-eslint's `require-array-sort-compare`, which use types; this rule keeps to the arrays syntax shows are numbers.",
  },
};
