import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(assert_statement . [(string) (concatenated_string)] @test) @target',
  textGate: /assert/,
  check: ({ target, captures, context }) => {
    const test = captures.test;
    // Text between the quotes: an f-string of fields only may be empty.
    if (!test || test.descendantsOfType('string_content').every((content) => content.text.length === 0)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['PLW0129'])) return false;
    return { details: { test: excerpt(test.text, 50) } };
  },
  examples: {
    match: [
      'def pay(amount):\n    assert "amount must be positive", amount > 0',
      'if state == "done":\n    assert "unreachable"',
      'assert f"bad state {state}"',
    ],
    noMatch: ['assert amount > 0, "amount must be positive"', 'assert ""', 'assert f"{name}"', 'assert "x" in text', 'assert False, "unreachable"'],
  },
};
