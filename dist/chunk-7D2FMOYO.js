import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/rules/flatten-rule-folders.ts
function flattenRuleFolders(folders) {
  return folders.flatMap(
    ({ rule, languages }) => languages.map(({ overrides, ...language }) => {
      const { documentation: _documentation, ...shared } = rule;
      const { reason: _reason, ...values } = overrides ?? { reason: "" };
      return { ...shared, ...values, ...language };
    })
  );
}
function flattenChangeRuleFolders(folders) {
  return folders.map(({ rule, change }) => {
    const { documentation: _documentation, ...basics } = rule;
    return { ...basics, check: (files) => change.check(files) };
  });
}
function joinRuleFolders(registries) {
  const joined = /* @__PURE__ */ new Map();
  for (const registry of registries) {
    for (const { rule, languages } of registry) {
      const folder = joined.get(rule.id);
      joined.set(rule.id, { rule, languages: [...folder?.languages ?? [], ...languages] });
    }
  }
  return [...joined.values()].sort((a, b) => a.rule.id < b.rule.id ? -1 : a.rule.id > b.rule.id ? 1 : 0);
}

export {
  flattenRuleFolders,
  flattenChangeRuleFolders,
  joinRuleFolders
};
