import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  scanDiffFile
} from "./chunk-EF3R574W.js";
import "./chunk-LTCF2GUF.js";
import "./chunk-7RBB34D4.js";
import "./chunk-YOWMJ4TC.js";
import "./chunk-DSZQWUXJ.js";
import "./chunk-QLSSUCQI.js";
import "./chunk-7D2FMOYO.js";
import "./chunk-YW526HM7.js";
import "./chunk-YWK67LT6.js";
import "./chunk-NE6RTQ5N.js";
export {
  scanDiffFile
};
