import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  createUntimedFetch
} from "./chunk-Y34KZ772.js";
import "./chunk-NE6RTQ5N.js";
export {
  createUntimedFetch
};
