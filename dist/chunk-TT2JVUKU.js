import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  perFile
} from "./chunk-3G6RFUI2.js";

// src/rules/go-module-version.ts
var VERSION_WITHOUT_DIRECTIVE = "1.16";
function goDirectiveOf(goMod) {
  for (const raw of goMod.split("\n")) {
    const line = raw.replace(/\/\/.*$/, "").trim();
    const found = /^go\s+(\d+)\.(\d+)/.exec(line);
    if (found) return `${found[1]}.${found[2]}`;
  }
  return VERSION_WITHOUT_DIRECTIVE;
}
function goModCandidates(path) {
  const parts = path.split("/").slice(0, -1);
  const candidates = [];
  for (let depth = parts.length; depth >= 0; depth -= 1) candidates.push([...parts.slice(0, depth), "go.mod"].join("/"));
  return candidates;
}
function goVersionBefore(version, major, minor) {
  const [versionMajor = 0, versionMinor = 0] = version.split(".").map(Number);
  return versionMajor < major || versionMajor === major && versionMinor < minor;
}
var sharedLoopVariablesVersion = perFile((context) => {
  const version = context.facts.goVersion;
  if (version === void 0 || !goVersionBefore(version, 1, 22)) return void 0;
  const newLoops = context.lines.some((line) => line.startsWith("//go:build") && [...line.matchAll(/go1\.(\d+)/g)].some((found) => Number(found[1]) >= 22));
  return newLoops ? void 0 : version;
});

export {
  goDirectiveOf,
  goModCandidates,
  sharedLoopVariablesVersion
};
