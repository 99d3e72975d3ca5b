import { JS_FAMILY } from '../../../../diff/language.js';
import type { FixTarget, LineEdit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isTestModifier } from '../../../syntax/javascript/test-analyzer-helpers.js';

/** Removes `.only` (or the `f` of `fit`/`fdescribe`) at the finding's column. */
function unfocus(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1];
  if (text === undefined || target.column === undefined) return undefined;
  const start = target.column - 1;
  const rest = text.slice(start);
  const member = /^((?:describe|it|test|context|suite)(?:\.\w+)*?)\.only\b/.exec(rest);
  const prefixed = /^f(it|describe)\b/.exec(rest);
  let replaced: string;
  if (member?.[1]) replaced = member[1] + rest.slice(member[0].length);
  else if (prefixed?.[1]) replaced = rest.slice(1);
  else return undefined;
  return { startLine: target.line, endLine: target.line, replacement: [text.slice(0, start) + replaced] };
}

const FIXTURE = /(^|\/)(__)?fixtures?(__)?\//;

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `((member_expression property: (property_identifier) @modifier) @target (#eq? @modifier "only"))
      ((call_expression function: (identifier) @target) (#any-of? @target "fit" "fdescribe"))`,
  textGate: /only|fit|fdescribe/,
  // A fixture is a file a test hands to the runner: its `.only` is the behaviour under test, not a focus left behind.
  check: ({ target, context }) => !FIXTURE.test(context.path) && (target.type !== 'member_expression' || isTestModifier(target, 'only')),
  fix: unfocus,
  examples: {
    match: [
      "it.only('parses dates', () => {\n  expect(parse('2024-01-01')).toBeDefined();\n});",
      "test.describe.only('checkout', () => {});",
      "fdescribe('cart', () => {});",
    ],
    noMatch: ["it('parses dates', () => {\n  expect(parse('2024-01-01')).toBeDefined();\n});", 'const first = list.only;'],
  },
};
