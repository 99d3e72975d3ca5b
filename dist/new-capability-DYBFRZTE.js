import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  newCapabilityRefusal
} from "./chunk-JNZKFGF2.js";
import "./chunk-D2MTBSIC.js";
import "./chunk-TT3TJ7IW.js";
import "./chunk-DQE4RUUY.js";
import "./chunk-YW526HM7.js";
import "./chunk-NE6RTQ5N.js";
export {
  newCapabilityRefusal
};
