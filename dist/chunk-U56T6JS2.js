import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/version.ts
var VERSION = "0.1.0";

export {
  VERSION
};
