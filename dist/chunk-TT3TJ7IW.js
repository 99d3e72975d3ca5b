import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/rules/spelled-name.ts
var JAVASCRIPT_IDENTIFIER_ESCAPE = /\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})/g;
function javascriptName(text) {
  return text.replace(JAVASCRIPT_IDENTIFIER_ESCAPE, (escape, braced, four) => codePoint(braced ?? four, escape));
}
function pythonName(text) {
  return text.normalize("NFKC");
}
var SIMPLE_ESCAPES = { n: "\n", r: "\r", t: "	", b: "\b", f: "\f", v: "\v", 0: "\0" };
function javascriptStringValue(literal) {
  const quote = literal[0];
  if (quote !== '"' && quote !== "'" && quote !== "`" || literal.length < 2 || literal.at(-1) !== quote) return void 0;
  const body = literal.slice(1, -1);
  if (quote === "`" && /(?<!\\)(?:\\\\)*\$\{/.test(body)) return void 0;
  return body.replace(/\\(x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|[0-7]{1,3}|\r\n|[\s\S])/g, (escape, what) => {
    if (what.startsWith("x")) return codePoint(what.slice(1), escape);
    if (what.startsWith("u{")) return codePoint(what.slice(2, -1), escape);
    if (what.startsWith("u") && what.length === 5) return codePoint(what.slice(1), escape);
    if (/^[0-7]+$/.test(what)) return what === "0" ? "\0" : String.fromCharCode(parseInt(what, 8));
    if (what === "\n" || what === "\r\n" || what === "\r" || what === "\u2028" || what === "\u2029") return "";
    return SIMPLE_ESCAPES[what] ?? what;
  });
}
function pythonStringValue(literal) {
  const found = /^([rRbBuUfF]{0,2})('''|"""|'|")([\s\S]*)\2$/.exec(literal);
  if (!found) return void 0;
  const prefix = (found[1] ?? "").toLowerCase();
  const body = found[3] ?? "";
  if (prefix.includes("f") && /(?<!\{)\{(?!\{)/.test(body)) return void 0;
  if (prefix.includes("r")) return body;
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|N\{[^}]*\}|[0-7]{1,3}|\r\n|[\s\S])/g, (escape, what) => {
    if (/^[xuU]/.test(what) && what.length > 1 && /^[0-9a-fA-F]+$/.test(what.slice(1))) return codePoint(what.slice(1), escape);
    if (/^[0-7]+$/.test(what)) return String.fromCharCode(parseInt(what, 8));
    if (what.startsWith("N{")) return escape;
    if (what === "\n" || what === "\r\n") return "";
    if (what === "a") return "\x07";
    return SIMPLE_ESCAPES[what] ?? (`\\'"`.includes(what) ? what : escape);
  });
}
function codePoint(hex, escape) {
  const value = parseInt(hex ?? "", 16);
  return Number.isInteger(value) && value <= 1114111 ? String.fromCodePoint(value) : escape;
}

export {
  javascriptName,
  pythonName,
  javascriptStringValue,
  pythonStringValue
};
