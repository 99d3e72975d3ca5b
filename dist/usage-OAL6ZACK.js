import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  USAGE
} from "./chunk-QYDKWESR.js";
import "./chunk-NE6RTQ5N.js";
export {
  USAGE
};
