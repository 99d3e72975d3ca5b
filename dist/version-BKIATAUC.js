import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  VERSION
} from "./chunk-U56T6JS2.js";
import "./chunk-NE6RTQ5N.js";
export {
  VERSION
};
