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
