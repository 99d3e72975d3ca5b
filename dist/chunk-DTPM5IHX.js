import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  RULE_FOLDERS as RULE_FOLDERS3
} from "./chunk-2U3HCP36.js";
import {
  RULE_FOLDERS as RULE_FOLDERS4
} from "./chunk-2ZJ7KVNZ.js";
import {
  rulesOfRegistries
} from "./chunk-GMTCTHY4.js";
import {
  joinRuleFolders
} from "./chunk-7D2FMOYO.js";
import {
  RULE_FOLDERS
} from "./chunk-ZXFWJD22.js";
import {
  RULE_FOLDERS as RULE_FOLDERS2
} from "./chunk-6MXVAXGC.js";

// src/rules/catalog/index.ts
var LANGUAGE_FILE_REGISTRIES = [RULE_FOLDERS, RULE_FOLDERS2, RULE_FOLDERS3, RULE_FOLDERS4];
var RULE_FOLDERS5 = joinRuleFolders(LANGUAGE_FILE_REGISTRIES);

// src/rules/rule-registry.ts
var RULES = rulesOfRegistries(LANGUAGE_FILE_REGISTRIES);
function findRule(id, language) {
  return RULES.find((rule) => rule.id === id && rule.languages.includes(language));
}

export {
  RULES,
  findRule
};
