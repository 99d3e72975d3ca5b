import type { ChangeRuleDefinition, RuleDefinition } from './rule-definition.js';
import type { ChangeRuleFolder, RuleFolder } from './rule-folder.js';

/** Pure: one engine definition per language file of each folder, its overrides applied over `rule.ts`. */
export function flattenRuleFolders(folders: readonly RuleFolder[]): RuleDefinition[] {
  return folders.flatMap(({ rule, languages }) =>
    languages.map(({ overrides, ...language }): RuleDefinition => {
      const { documentation: _documentation, ...shared } = rule;
      const { reason: _reason, ...values } = overrides ?? { reason: '' };
      return { ...shared, ...values, ...language };
    }),
  );
}

/** Pure: the engine definition of each change rule's folder. */
export function flattenChangeRuleFolders(folders: readonly ChangeRuleFolder[]): ChangeRuleDefinition[] {
  return folders.map(({ rule, change }) => {
    const { documentation: _documentation, ...basics } = rule;
    return { ...basics, check: (files) => change.check(files) };
  });
}

/**
 * Pure: one folder per rule from registries that each hold some of its languages (one per language file), its
 * implementations in the registries' order, the folders in id order.
 */
export function joinRuleFolders(registries: readonly (readonly RuleFolder[])[]): RuleFolder[] {
  const joined = new Map<string, RuleFolder>();
  for (const registry of registries) {
    for (const { rule, languages } of registry) {
      const folder = joined.get(rule.id);
      joined.set(rule.id, { rule, languages: [...(folder?.languages ?? []), ...languages] });
    }
  }
  return [...joined.values()].sort((a, b) => (a.rule.id < b.rule.id ? -1 : a.rule.id > b.rule.id ? 1 : 0));
}
