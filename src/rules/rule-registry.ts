import { LANGUAGE_FILE_REGISTRIES } from './catalog/index.js';
import type { Language } from '../diff/language.js';
import { rulesOfRegistries } from './load-rules.js';
import type { RuleDefinition } from './rule-definition.js';

/**
 * Every static file rule, one definition per language: built from the folders `catalog/<pack>/<rule>/`
 * (see docs/rules.md). One rule id names one problem across languages: a user disables or suppresses
 * `review/eval` once, and each language contributes its own definition of it. A scan loads only its
 * languages' rules (`loadRules`); what the settings need without any rule's code is in `rule-selection.ts`.
 */
export const RULES: readonly RuleDefinition[] = rulesOfRegistries(LANGUAGE_FILE_REGISTRIES);

/** The definition of rule `id` for `language`. */
export function findRule(id: string, language: Language): RuleDefinition | undefined {
  return RULES.find((rule) => rule.id === id && rule.languages.includes(language));
}
