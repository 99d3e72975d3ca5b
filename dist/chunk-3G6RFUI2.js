import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/rules/per-file.ts
function perFile(compute) {
  const cache = /* @__PURE__ */ new WeakMap();
  return (context) => {
    let entry = cache.get(context);
    if (!entry) {
      entry = { value: compute(context) };
      cache.set(context, entry);
    }
    return entry.value;
  };
}

export {
  perFile
};
