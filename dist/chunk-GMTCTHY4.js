import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  flattenRuleFolders
} from "./chunk-7D2FMOYO.js";

// src/rules/catalog/rule-registries.ts
var RULE_REGISTRIES = {
  typescript: async () => (await import("./typescript-rules-D76CCJCO.js")).RULE_FOLDERS,
  javascript: async () => (await import("./javascript-rules-XTNLPFGS.js")).RULE_FOLDERS,
  python: async () => (await import("./python-rules-ELQODEO2.js")).RULE_FOLDERS,
  go: async () => (await import("./go-rules-7MIVYQ2R.js")).RULE_FOLDERS
};
var LANGUAGE_FILES_OF = {
  typescript: ["typescript", "javascript"],
  tsx: ["typescript", "javascript"],
  javascript: ["typescript", "javascript"],
  python: ["python"],
  go: ["go"]
};

// src/rules/load-rules.ts
var definitions = /* @__PURE__ */ new WeakMap();
var loaded = /* @__PURE__ */ new Map();
var lastImport = Promise.resolve();
function rulesOfRegistries(registries) {
  const rules = registries.flatMap((registry) => {
    let flat = definitions.get(registry);
    if (!flat) definitions.set(registry, flat = flattenRuleFolders(registry));
    return flat;
  });
  return rules.sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
async function loadRules(languages) {
  const files = new Set(languages.flatMap((language) => LANGUAGE_FILES_OF[language]));
  return rulesOfRegistries(await Promise.all([...files].map(registryOf)));
}
function registryOf(file) {
  let registry = loaded.get(file);
  if (!registry) {
    registry = lastImport.then(() => RULE_REGISTRIES[file]());
    lastImport = registry.catch(() => void 0);
    registry.catch(() => loaded.delete(file));
    loaded.set(file, registry);
  }
  return registry;
}

export {
  rulesOfRegistries,
  loadRules
};
