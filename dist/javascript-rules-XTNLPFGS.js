import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  RULE_FOLDERS
} from "./chunk-6MXVAXGC.js";
import "./chunk-WALAJJI3.js";
import "./chunk-WS2QOHBC.js";
import "./chunk-DQE4RUUY.js";
import "./chunk-V3KMSZYM.js";
import "./chunk-U6BNSJIP.js";
import "./chunk-YW526HM7.js";
import "./chunk-YWK67LT6.js";
import "./chunk-NE6RTQ5N.js";
export {
  RULE_FOLDERS
};
