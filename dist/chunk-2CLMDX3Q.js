import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/rules/fill-placeholders.ts
function fillPlaceholders(rule, field, valueOf, reader = `Rule ${rule.id}`) {
  return rule[field].replace(/\{\{(\w+)\}\}/g, (_placeholder, name) => {
    const value = valueOf(name);
    if (value === void 0) throw new Error(`${reader}: no value for {{${name}}} in its ${field}`);
    return value;
  });
}

export {
  fillPlaceholders
};
