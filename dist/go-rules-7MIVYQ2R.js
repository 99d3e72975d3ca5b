import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  RULE_FOLDERS
} from "./chunk-2ZJ7KVNZ.js";
import "./chunk-TT2JVUKU.js";
import "./chunk-YSC2LKTW.js";
import "./chunk-3B5GOQ5Q.js";
import "./chunk-FRLT5RFX.js";
import "./chunk-3G6RFUI2.js";
import "./chunk-UGHGIOLX.js";
import "./chunk-JMDMHE6N.js";
import "./chunk-P32DJQ3Q.js";
import "./chunk-U6BNSJIP.js";
import "./chunk-YWK67LT6.js";
import "./chunk-NE6RTQ5N.js";
export {
  RULE_FOLDERS
};
