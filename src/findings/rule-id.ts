/**
 * Every rule id Sextant writes: a static rule's (`review/eval`) or an analyzer's tool and rule
 * (`eslint/no-unused-vars`, `codeql/js/sql-injection`, `ruff/F401`, `eslint/@typescript-eslint/no-explicit-any`).
 * The tool part is lower-case kebab; the rule part keeps the tool's spelling within a set of characters that
 * cannot end an HTML comment or a code span, nor start markup (no `<`, `>`, `!`, backtick, space).
 */
export const RULE_ID_PATTERN = /^[a-z][a-z0-9-]{0,39}\/[A-Za-z0-9@][A-Za-z0-9._@:+/-]{0,119}$/;

export function isRuleId(text: string): boolean {
  return RULE_ID_PATTERN.test(text);
}
