import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/diff/line-index.ts
function lineOnSide(line, side) {
  if (side === "RIGHT") return line.kind === "delete" ? void 0 : line.newLine;
  return line.kind === "add" ? void 0 : line.oldLine;
}
function commentableLines(file, side) {
  const lines = /* @__PURE__ */ new Set();
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) {
      const number = lineOnSide(line, side);
      if (number !== void 0) lines.add(number);
    }
  }
  return lines;
}
function addedLines(file) {
  const lines = /* @__PURE__ */ new Set();
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) {
      if (line.kind === "add" && line.newLine !== void 0) lines.add(line.newLine);
    }
  }
  return lines;
}

export {
  commentableLines,
  addedLines
};
