import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  require_token_util
} from "./chunk-JWDXSQLI.js";
import "./chunk-NE6RTQ5N.js";
export default require_token_util();
