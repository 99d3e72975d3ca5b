import type { RuleDefinition } from './rule-definition.js';

/**
 * The rule's message or recommendation with its `{{name}}` placeholders filled by `valueOf`. A name without a
 * value is a bug in the rule: the error names it, as `reader` (the rule, or the text gate that reports under its id).
 */
export function fillPlaceholders(
  rule: RuleDefinition,
  field: 'message' | 'recommendation',
  valueOf: (name: string) => string | undefined,
  reader = `Rule ${rule.id}`,
): string {
  return rule[field].replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => {
    const value = valueOf(name);
    if (value === undefined) throw new Error(`${reader}: no value for {{${name}}} in its ${field}`);
    return value;
  });
}
