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

/**
 * Whether renderers show a finding's rule id in a code span: a static rule's when it has a silencer (it is
 * Sextant's own, known id), an analyzer's always (people know their tools' rules by it; RULE_ID_PATTERN
 * holds it to characters a code span cannot be broken out of).
 */
export function showsRuleId(finding: { rule_id?: string | undefined; source: string }, hasSilencer: boolean): finding is { rule_id: string; source: string } {
  return finding.rule_id !== undefined && (hasSilencer || (finding.source === 'analyzer' && isRuleId(finding.rule_id)));
}
