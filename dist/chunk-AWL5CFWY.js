import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/text/describe-value.ts
var SHOWN_VALUE_CHARS = 200;
function describeValue(value, limit = SHOWN_VALUE_CHARS) {
  let out = "";
  const full = () => out.length > limit;
  const write = (text) => {
    out += text.slice(0, limit - out.length + 1);
  };
  const visit = (item, path) => {
    if (full()) return;
    if (typeof item === "string") return write(JSON.stringify(item.slice(0, limit)));
    if (item === null || typeof item !== "object") return write(item === void 0 ? "undefined" : String(item));
    if (path.includes(item)) return write("[circular]");
    const inner = [...path, item];
    const entries = Array.isArray(item) ? arrayEntries(item) : objectEntries(item);
    write(Array.isArray(item) ? "[" : "{");
    let first = true;
    for (const [key, child] of entries) {
      if (full()) return;
      if (!first) write(",");
      first = false;
      if (key !== void 0) write(`${JSON.stringify(key.slice(0, limit))}:`);
      visit(child, inner);
    }
    write(Array.isArray(item) ? "]" : "}");
  };
  visit(value, []);
  return cutText(out, limit);
}
function cutText(text, limit = SHOWN_VALUE_CHARS) {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}\u2026`;
}
function* arrayEntries(array) {
  for (let index = 0; index < array.length; index++) yield [void 0, array[index]];
}
function* objectEntries(object) {
  for (const key in object) if (Object.hasOwn(object, key)) yield [key, object[key]];
}
function describeIssues(issues, max = 3) {
  const shown = issues.slice(0, max).map((issue) => `${cutText(issue.path.map(String).join(".") || "(root)")}: ${cutText(issue.message)}`);
  const more = issues.length > max ? `; and ${issues.length - max} more` : "";
  return `${shown.join("; ")}${more}`;
}

export {
  describeValue,
  cutText,
  describeIssues
};
