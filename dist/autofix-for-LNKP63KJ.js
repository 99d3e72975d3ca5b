import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  autofixFor
} from "./chunk-XLK2IJ3O.js";
import "./chunk-WM6L2UDE.js";
import "./chunk-4MYGJRHI.js";
import "./chunk-2UC3APMJ.js";
import "./chunk-TT2JVUKU.js";
import "./chunk-YSC2LKTW.js";
import "./chunk-Z76UEONV.js";
import "./chunk-7D2FMOYO.js";
import "./chunk-JANNTNBY.js";
import "./chunk-NFIDCANZ.js";
import "./chunk-TT3TJ7IW.js";
import "./chunk-3B5GOQ5Q.js";
import "./chunk-WVUSMSZG.js";
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
