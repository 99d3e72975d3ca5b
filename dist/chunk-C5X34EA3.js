import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  candidateFinding
} from "./chunk-ZFH2HMAN.js";

// src/rules/static-finding.ts
function staticFinding(rule, fields) {
  return candidateFinding({
    ...fields,
    agent: rule.agent,
    dimension: rule.dimension,
    severity: fields.severity ?? rule.severity,
    confidence: fields.confidence ?? rule.confidence,
    category: rule.category,
    rule_id: rule.id,
    source: "static"
  });
}

export {
  staticFinding
};
