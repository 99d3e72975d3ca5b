import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-P7IRFNF7.js";

// src/config/value-schemas.ts
var list = external_exports.union([external_exports.string(), external_exports.array(external_exports.string())]).transform((value) => (Array.isArray(value) ? value : splitList(value)).map((item) => item.trim()).filter((item) => item.length > 0));
function splitList(value) {
  const items = [];
  let depth = 0;
  let current = "";
  for (const character of value) {
    if (character === "{") depth += 1;
    else if (character === "}") depth = Math.max(0, depth - 1);
    if (character === "\n" || character === "," && depth === 0) {
      items.push(current);
      current = "";
      depth = 0;
    } else current += character;
  }
  return [...items, current];
}
var integer = (min, max) => external_exports.coerce.number().int().min(min).max(max);
var severity = (values) => external_exports.preprocess((value) => typeof value === "string" ? value.trim().toLowerCase() : value, external_exports.enum(values));
var text = external_exports.string().trim().min(1);

export {
  list,
  splitList,
  integer,
  severity,
  text
};
