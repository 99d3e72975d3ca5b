import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/config/configuration-error.ts
var ConfigurationError = class extends Error {
  constructor(key, value, expected, origin) {
    super(`Invalid ${key}${origin ? ` (from ${origin})` : ""}: ${JSON.stringify(value)}. Expected ${expected}.`);
    this.key = key;
    this.value = value;
    this.expected = expected;
    this.origin = origin;
    this.name = "ConfigurationError";
  }
  key;
  value;
  expected;
  origin;
};

export {
  ConfigurationError
};
