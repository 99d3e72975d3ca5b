import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/diff/language.ts
var LANGUAGES = ["typescript", "tsx", "javascript", "python", "go"];
var JS_FAMILY = ["typescript", "tsx", "javascript"];
var TYPESCRIPT_FAMILY = ["typescript", "tsx"];
var LANGUAGE_BY_EXTENSION = /* @__PURE__ */ new Map([
  [".ts", "typescript"],
  [".mts", "typescript"],
  [".cts", "typescript"],
  [".tsx", "tsx"],
  [".js", "javascript"],
  [".mjs", "javascript"],
  [".cjs", "javascript"],
  // The JavaScript grammar parses JSX.
  [".jsx", "javascript"],
  [".py", "python"],
  [".go", "go"]
]);
function languageOf(path) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return void 0;
  return LANGUAGE_BY_EXTENSION.get(name.slice(dot).toLowerCase());
}

export {
  LANGUAGES,
  JS_FAMILY,
  TYPESCRIPT_FAMILY,
  languageOf
};
