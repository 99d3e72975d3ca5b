import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  scanDiffFile
} from "./chunk-GL7L3O4Z.js";
import "./chunk-LTCF2GUF.js";
import "./chunk-2CYGNLJC.js";
import "./chunk-YOWMJ4TC.js";
import "./chunk-DSZQWUXJ.js";
import "./chunk-YFQ7RUOD.js";
import "./chunk-7D2FMOYO.js";
import "./chunk-YW526HM7.js";
import "./chunk-YWK67LT6.js";
import "./chunk-NE6RTQ5N.js";
export {
  scanDiffFile
};
