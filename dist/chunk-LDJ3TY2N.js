import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  languagesWithRules
} from "./chunk-JDBXBW2X.js";
import {
  isBuiltInAgent
} from "./chunk-QLBODOGM.js";

// src/orchestrator/covered-languages.ts
function coveredLanguages(request) {
  const agents = request.agents.filter(isBuiltInAgent);
  const disabledRules = Object.entries(request.rules).filter(([, setting]) => !setting.enabled).map(([ruleId]) => ruleId);
  return languagesWithRules({ agents, disabledRules });
}

export {
  coveredLanguages
};
