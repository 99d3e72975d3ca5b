import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  CandidateFindingSchema
} from "./chunk-HKAK5JSN.js";

// src/findings/candidate-finding.ts
var FIELD_ORDER = Object.keys(CandidateFindingSchema.shape);
function candidateFinding(fields) {
  const finding = {};
  for (const key of FIELD_ORDER) if (fields[key] !== void 0) finding[key] = fields[key];
  return finding;
}

export {
  candidateFinding
};
