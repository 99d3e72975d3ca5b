import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  MIN_NODE_MAJOR_FOR_MODELS,
  PROVIDER_KEY_VARIABLES,
  checkModelSettings,
  createLanguageModel,
  parseModelId
} from "./chunk-DFWPMVZH.js";
import "./chunk-AWL5CFWY.js";
import "./chunk-NE6RTQ5N.js";
export {
  MIN_NODE_MAJOR_FOR_MODELS,
  PROVIDER_KEY_VARIABLES,
  checkModelSettings,
  createLanguageModel,
  parseModelId
};
