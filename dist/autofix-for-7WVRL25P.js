import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  autofixFor
} from "./chunk-RIOCYSV5.js";
import "./chunk-DTPM5IHX.js";
import "./chunk-2U3HCP36.js";
import "./chunk-2ZJ7KVNZ.js";
import "./chunk-TT2JVUKU.js";
import "./chunk-YSC2LKTW.js";
import "./chunk-GMTCTHY4.js";
import "./chunk-7D2FMOYO.js";
import "./chunk-ZXFWJD22.js";
import "./chunk-UM4DJD7T.js";
import "./chunk-TT3TJ7IW.js";
import "./chunk-3B5GOQ5Q.js";
import "./chunk-FRLT5RFX.js";
import "./chunk-3G6RFUI2.js";
import "./chunk-UGHGIOLX.js";
import "./chunk-JMDMHE6N.js";
import "./chunk-P32DJQ3Q.js";
import "./chunk-6MXVAXGC.js";
import "./chunk-WALAJJI3.js";
import "./chunk-WS2QOHBC.js";
import "./chunk-DQE4RUUY.js";
import "./chunk-V3KMSZYM.js";
import "./chunk-U6BNSJIP.js";
import "./chunk-YW526HM7.js";
import "./chunk-YWK67LT6.js";
import "./chunk-NE6RTQ5N.js";
export {
  autofixFor
};
