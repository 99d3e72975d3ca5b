import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  cutText,
  describeValue
} from "./chunk-AWL5CFWY.js";

// src/text/configuration-error.ts
var EXPECTED_CHARS = 2e3;
var ConfigurationError = class extends Error {
  constructor(key, value, expected, origin) {
    super(`Invalid ${cutText(key)}${origin ? ` (from ${cutText(origin)})` : ""}: ${describeValue(value)}. Expected ${cutText(expected, EXPECTED_CHARS)}.`);
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
