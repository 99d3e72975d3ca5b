import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/rules/scan-worker.ts
import module from "node:module";
module.enableCompileCache?.();
await import("./serve-scans-2BHDB5E4.js");
