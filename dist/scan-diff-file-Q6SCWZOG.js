import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  scanDiffFile
} from "./chunk-X2NP243U.js";
import "./chunk-LTCF2GUF.js";
import "./chunk-XTLT6WAW.js";
import "./chunk-YOWMJ4TC.js";
import "./chunk-DSZQWUXJ.js";
import "./chunk-747DM4L7.js";
import "./chunk-7D2FMOYO.js";
import "./chunk-YW526HM7.js";
import "./chunk-YWK67LT6.js";
import "./chunk-NE6RTQ5N.js";
export {
  scanDiffFile
};
