import type { Language } from '../diff/language.js';
import { LANGUAGE_FILES_OF, RULE_REGISTRIES } from './catalog/rule-registries.js';
import type { LanguageFile } from './catalog/rule-registries.js';
import { flattenRuleFolders } from './flatten-rule-folders.js';
import type { RuleDefinition } from './rule-definition.js';
import type { RuleFolder } from './rule-folder.js';

const definitions = new WeakMap<readonly RuleFolder[], readonly RuleDefinition[]>();
const loaded = new Map<LanguageFile, Promise<readonly RuleFolder[]>>();
let lastImport: Promise<unknown> = Promise.resolve();

/**
 * The definitions of language files' registries, in id order (a rule's definitions in registry order). Each
 * registry is flattened once per thread, so every engine and `RULES` hold the same definitions, which the
 * compiled queries they share are keyed by.
 */
export function rulesOfRegistries(registries: readonly (readonly RuleFolder[])[]): RuleDefinition[] {
  const rules = registries.flatMap((registry) => {
    let flat = definitions.get(registry);
    if (!flat) definitions.set(registry, (flat = flattenRuleFolders(registry)));
    return flat;
  });
  // Stable: a rule's definitions keep the registries' order.
  return rules.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The file rules of `languages`: only their code is loaded (a review of TypeScript never loads the Go rules). */
export async function loadRules(languages: readonly Language[]): Promise<RuleDefinition[]> {
  const files = new Set(languages.flatMap((language) => LANGUAGE_FILES_OF[language]));
  return rulesOfRegistries(await Promise.all([...files].map(registryOf)));
}

function registryOf(file: LanguageFile): Promise<readonly RuleFolder[]> {
  let registry = loaded.get(file);
  if (!registry) {
    // One import at a time: the registries share modules, which a test runner's module linker cannot link twice at once.
    registry = lastImport.then(() => RULE_REGISTRIES[file]());
    lastImport = registry.catch(() => undefined);
    registry.catch(() => loaded.delete(file));
    loaded.set(file, registry);
  }
  return registry;
}
