import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  fileBeforeChange
} from "./chunk-LTCF2GUF.js";
import {
  unknownSuppressions
} from "./chunk-7RBB34D4.js";
import {
  addedLines
} from "./chunk-DSZQWUXJ.js";

// src/rules/scan-diff-file.ts
var EVERY_LINE_ADDED = () => void 0;
function scanDiffFile(engine, file, content, gate, sinceBase, facts) {
  const changedLines = addedLines(file);
  const before = fileBeforeChange(file, content);
  const base = sinceBase ? fileBeforeChange(sinceBase, content) : before;
  const suppressionWarnings = unknownSuppressions({ path: file.path, lines: content.split(/\r?\n/), changedLines });
  const findings = engine.scanFile({
    path: file.path,
    content,
    changedLines,
    ...before ? { before } : {},
    lineInBase: base?.lineBefore ?? EVERY_LINE_ADDED,
    ...gate ? { gate } : {},
    ...facts ? { facts } : {}
  });
  return { findings, suppressionWarnings };
}

export {
  scanDiffFile
};
