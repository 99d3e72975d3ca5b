import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/rules/file-before-change.ts
var NEW_FILE = { text: "", lineBefore: () => void 0 };
var withoutCarriageReturn = (text) => text.endsWith("\r") ? text.slice(0, -1) : text;
function fileBeforeChange(file, after) {
  if (file.status === "added") return NEW_FILE;
  const head = after.split(/\r?\n/);
  const before = [];
  const oldLineOf = new Int32Array(head.length + 2);
  let nextNew = 1;
  const keep = (newLine) => {
    const text = head[newLine - 1];
    if (text === void 0) return false;
    before.push(text);
    oldLineOf[newLine] = before.length;
    return true;
  };
  for (const hunk of [...file.hunks].sort((a, b) => a.newStart - b.newStart)) {
    const hunkStart = hunk.newLines > 0 ? hunk.newStart : hunk.newStart + 1;
    for (; nextNew < hunkStart; nextNew += 1) if (!keep(nextNew)) return void 0;
    for (const line of hunk.lines) {
      if (line.kind === "delete") {
        before.push(withoutCarriageReturn(line.content));
      } else if (line.newLine !== void 0) {
        if (line.kind === "context") {
          if (withoutCarriageReturn(line.content) !== head[line.newLine - 1] || !keep(line.newLine)) return void 0;
        }
        nextNew = line.newLine + 1;
      }
    }
  }
  for (; nextNew <= head.length; nextNew += 1) keep(nextNew);
  return {
    text: before.join("\n"),
    ...file.status === "copied" ? { copied: true } : {},
    lineBefore: (line) => line >= 1 && line < oldLineOf.length ? oldLineOf[line] || void 0 : void 0
  };
}

export {
  fileBeforeChange
};
