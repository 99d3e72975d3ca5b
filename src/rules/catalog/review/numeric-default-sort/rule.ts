import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/numeric-default-sort',
  ...MEDIUM_CORRECTNESS,
  message: '`{{call}}` sorts {{values}} as text: without a comparator `{{method}}` compares strings, so {{consequence}}.',
  recommendation: 'Pass a numeric comparator: `.{{method}}((a, b) => a - b)`.',
  documentation: {
    finds:
      '`sort()` or `toSorted()` without a comparator on values that are evidently numbers or dates: an array declared `number[]`, `Date[]` or `Array<number>` (a parameter, a variable, a class field), an array literal of numbers, the result of `.map(Number)`, `.map((x) => x.length)`, `.map((d) => d.getTime())` or `.map((x) => new Date(x))`, or an empty array filled only by `push` of such values — directly or through a variable assigned in the same function.',
    why: 'Without a comparator the sort converts every element to a string and compares the strings: `[9, 10, 1].sort()` is `[1, 10, 9]`, and dates, whose text starts with the weekday, come out Friday before Monday. Tests with one-digit values or dates of one week pass; the first two-digit value breaks the order.',
    wrongWhen:
      'When text order is wanted, which is rare for numbers and dates. Without types the rule reports only arrays whose values it can see or whose declared type says so; a sort of anything else is left alone.',
    origin:
      "SonarJS's S2871 and typescript-eslint's `require-array-sort-compare`, which use types; this rule keeps to the arrays that syntax or a written type shows are numbers or dates.",
  },
};
