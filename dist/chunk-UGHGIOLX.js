import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/rules/excerpt.ts
function excerpt(text, limit = 60) {
  const firstLine = (text.split("\n", 1)[0] ?? "").replace(/\s+/g, " ").trim();
  const multiline = text.includes("\n");
  if (firstLine.length > limit) return `${firstLine.slice(0, limit - 1)}\u2026`;
  return multiline ? `${firstLine} \u2026` : firstLine;
}

export {
  excerpt
};
