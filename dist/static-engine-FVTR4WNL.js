import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  SHARED_QUERY_TIME,
  createStaticEngine
} from "./chunk-U52HHSPP.js";
import {
  scanChange,
  summarizeScan
} from "./chunk-WJ4UZR2F.js";
import "./chunk-2CLMDX3Q.js";
import "./chunk-C5X34EA3.js";
import "./chunk-7RBB34D4.js";
import "./chunk-YOWMJ4TC.js";
import "./chunk-GMTCTHY4.js";
import "./chunk-ZFH2HMAN.js";
import "./chunk-D2MTBSIC.js";
import "./chunk-QLSSUCQI.js";
import "./chunk-HKAK5JSN.js";
import "./chunk-P7IRFNF7.js";
import "./chunk-46UCUBVH.js";
import "./chunk-7D2FMOYO.js";
import "./chunk-UGHGIOLX.js";
import "./chunk-JMDMHE6N.js";
import {
  languageOf
} from "./chunk-YW526HM7.js";
import "./chunk-YWK67LT6.js";
import "./chunk-NE6RTQ5N.js";
export {
  SHARED_QUERY_TIME,
  createStaticEngine,
  languageOf,
  scanChange,
  summarizeScan
};
