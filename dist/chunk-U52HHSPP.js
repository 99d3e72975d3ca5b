import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  fillPlaceholders
} from "./chunk-2CLMDX3Q.js";
import {
  staticFinding
} from "./chunk-C5X34EA3.js";
import {
  judgeSuppression
} from "./chunk-7RBB34D4.js";
import {
  loadRules
} from "./chunk-GMTCTHY4.js";
import {
  Edit,
  Parser,
  Query,
  loadGrammar,
  resolveWasmLocation
} from "./chunk-D2MTBSIC.js";
import {
  selectRules
} from "./chunk-QLSSUCQI.js";
import {
  isAtOrAbove
} from "./chunk-HKAK5JSN.js";
import {
  excerpt
} from "./chunk-UGHGIOLX.js";
import {
  LANGUAGES,
  languageOf
} from "./chunk-YW526HM7.js";
import {
  isTestFile
} from "./chunk-YWK67LT6.js";

// src/rules/declaration-rows.ts
function declarationRows(language, text) {
  return language === "python" ? pythonRows(text) : bracesRows(text, language === "go" ? GO : JAVASCRIPT);
}
var JAVASCRIPT = {
  declaration: /(?:export[ \t]+(?:default[ \t]+)?)?(?:declare[ \t]+)?(?:(?:async[ \t]+)?function\b|(?:abstract[ \t]+)?class\b|interface\b|enum\b|namespace\b)/y,
  enders: "};",
  javascript: true
};
var GO = { declaration: /(?:func|type)\b/y, enders: "})", javascript: false };
var BEFORE_REGEX = /* @__PURE__ */ new Set(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"]);
var isWordCode = (code) => code >= 97 && code <= 122 || code >= 65 && code <= 90 || code >= 48 && code <= 57 || code === 95 || code === 36 || code > 127;
function bracesRows(text, language) {
  const rows = [];
  let depth = 0;
  const templates = [];
  let last = "";
  let wordEnd = -1;
  let row = 0;
  let index = 0;
  const length = text.length;
  const atRowStart = (start) => {
    if (depth !== 0 || templates.length > 0) return;
    if (last !== "" && !language.enders.includes(last)) return;
    language.declaration.lastIndex = start;
    if (language.declaration.test(text)) rows.push(row);
  };
  const skipString = (quote) => {
    const from = index;
    for (index += 1; index < length; index += 1) {
      const code = text.charCodeAt(index);
      if (code === 92) index += 1;
      else if (code === quote) break;
      else if (code === 10) return false;
    }
    row += newlinesBetween(text, from, index);
    return index < length;
  };
  const skipTemplate = () => {
    const from = index;
    for (; index < length; index += 1) {
      const code = text.charCodeAt(index);
      if (code === 92) index += 1;
      else if (code === 96 || code === 36 && text.charCodeAt(index + 1) === 123) break;
    }
    row += newlinesBetween(text, from, index);
    return text.charCodeAt(index) !== 36;
  };
  const regexAllowed = () => {
    if (last === "") return true;
    if (last === ")" || last === "]" || last === "}" || last === '"' || last === "'" || last === "`") return false;
    if (!isWordCode(last.charCodeAt(0))) return true;
    let start = wordEnd;
    while (start > 0 && isWordCode(text.charCodeAt(start - 1))) start -= 1;
    return BEFORE_REGEX.has(text.slice(start, wordEnd));
  };
  const skipRegex = () => {
    let inClass = false;
    for (let at = index + 1; at < length; at += 1) {
      const code = text.charCodeAt(at);
      if (code === 10) return false;
      if (code === 92) at += 1;
      else if (code === 91) inClass = true;
      else if (code === 93) inClass = false;
      else if (code === 47 && !inClass) {
        index = at;
        return true;
      }
    }
    return false;
  };
  atRowStart(0);
  for (; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 10) {
      row += 1;
      atRowStart(index + 1);
      continue;
    }
    if (code === 32 || code === 9 || code === 13) continue;
    const next = text.charCodeAt(index + 1);
    if (code === 47 && next === 47) {
      const end = text.indexOf("\n", index);
      index = (end === -1 ? length : end) - 1;
      continue;
    }
    if (code === 47 && next === 42) {
      const end = text.indexOf("*/", index + 2);
      const stop = end === -1 ? length : end + 2;
      row += newlinesBetween(text, index, stop);
      index = stop - 1;
      continue;
    }
    let character = text[index] ?? "";
    if (code === 34 || code === 39) {
      if (!skipString(code)) return rows;
    } else if (code === 96) {
      index += 1;
      if (language.javascript) {
        if (!skipTemplate()) {
          templates.push(depth);
          depth += 1;
          index += 1;
          character = "{";
        }
      } else {
        const end = text.indexOf("`", index);
        if (end === -1) return rows;
        row += newlinesBetween(text, index, end);
        index = end;
      }
    } else if (code === 47 && language.javascript && regexAllowed() && skipRegex()) {
      character = "/";
    } else if (code === 40 || code === 91 || code === 123) {
      depth += 1;
    } else if (code === 41 || code === 93 || code === 125) {
      depth -= 1;
      if (depth < 0) return rows;
      if (code === 125 && templates[templates.length - 1] === depth) {
        templates.pop();
        index += 1;
        if (!skipTemplate()) {
          templates.push(depth);
          depth += 1;
          index += 1;
          character = "{";
        } else character = "`";
      }
    } else if (isWordCode(code)) {
      while (index + 1 < length && isWordCode(text.charCodeAt(index + 1))) index += 1;
      wordEnd = index + 1;
      character = text[index] ?? "";
    }
    last = character;
  }
  return rows;
}
var PYTHON_DECLARATION = /(?:@|(?:async[ \t]+)?def\b|class\b)/y;
function pythonRows(text) {
  const rows = [];
  let depth = 0;
  let row = 0;
  let index = 0;
  const length = text.length;
  let continued = false;
  let afterDecorator = false;
  const atRowStart = (start) => {
    if (depth !== 0 || continued) return;
    let first = start;
    while (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9) first += 1;
    const code = text.charCodeAt(first);
    if (code === 35 || code === 10 || code === 13 || first >= length) return;
    PYTHON_DECLARATION.lastIndex = start;
    if (!afterDecorator && PYTHON_DECLARATION.test(text)) rows.push(row);
    afterDecorator = code === 64;
  };
  atRowStart(0);
  for (; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 10) {
      row += 1;
      atRowStart(index + 1);
      continued = false;
      continue;
    }
    if (code === 35) {
      const end = text.indexOf("\n", index);
      index = (end === -1 ? length : end) - 1;
    } else if (code === 92) {
      if (text.charCodeAt(index + 1) === 10) continued = true;
      else if (text.charCodeAt(index + 1) === 13 && text.charCodeAt(index + 2) === 10) {
        continued = true;
        index += 1;
      }
    } else if (code === 34 || code === 39) {
      const closing = text.startsWith(code === 34 ? '"""' : "'''", index) ? text.slice(index, index + 3) : text[index] ?? "";
      let at = index + closing.length;
      for (; at < length; at += 1) {
        const inner = text.charCodeAt(at);
        if (inner === 92) at += 1;
        else if (text.startsWith(closing, at)) break;
        else if (inner === 10 && closing.length === 1) return rows;
      }
      if (at >= length) return rows;
      row += newlinesBetween(text, index, at);
      index = at + closing.length - 1;
    } else if (code === 40 || code === 91 || code === 123) {
      depth += 1;
    } else if (code === 41 || code === 93 || code === 125) {
      depth -= 1;
      if (depth < 0) return rows;
    }
  }
  return rows;
}
function newlinesBetween(text, from, to) {
  let count = 0;
  for (let at = text.indexOf("\n", from); at !== -1 && at < to; at = text.indexOf("\n", at + 1)) count += 1;
  return count;
}

// src/rules/changed-regions.ts
var REGION_MIN_LINES = 2e3;
var REGION_MAX_SHARE = 0.5;
function changedRegions(language, text, runs, minLines = REGION_MIN_LINES) {
  const starts = [0];
  for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) starts.push(index + 1);
  const rowCount = starts.length;
  const changedRows = runs.reduce((sum, [first, last]) => sum + last - first + 1, 0);
  if (rowCount < minLines || runs.length === 0 || changedRows > rowCount * REGION_MAX_SHARE) return void 0;
  const cuts = [0, ...declarationRows(language, text).filter((row) => row > 0), rowCount];
  const blockOf = (row) => {
    let low = 0;
    let high = cuts.length - 2;
    while (low < high) {
      const middle = low + high + 1 >> 1;
      if ((cuts[middle] ?? 0) <= row) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const lastBlock = cuts.length - 2;
  const blocks = [];
  for (const [first, last] of runs) {
    const from = Math.max(0, blockOf(first - 1) - 1);
    const to = Math.min(lastBlock, blockOf(Math.min(last, rowCount) - 1) + 1);
    const previous = blocks[blocks.length - 1];
    if (previous && from <= previous[1] + 1) previous[1] = Math.max(previous[1], to);
    else blocks.push([from, to]);
  }
  let rows = 0;
  const ranges = blocks.map(([from, to]) => {
    const startRow = cuts[from] ?? 0;
    const endRow = cuts[to + 1] ?? rowCount;
    rows += endRow - startRow;
    return {
      startIndex: starts[startRow] ?? 0,
      endIndex: endRow < rowCount ? starts[endRow] ?? text.length : text.length,
      startPosition: { row: startRow, column: 0 },
      endPosition: endRow < rowCount ? { row: endRow, column: 0 } : { row: rowCount - 1, column: text.length - (starts[rowCount - 1] ?? 0) }
    };
  });
  return rows <= rowCount * REGION_MAX_SHARE ? ranges : void 0;
}
var OutsideRegions = class extends Error {
  constructor() {
    super("A rule needs the whole file, which was parsed in regions");
  }
};
function parsedAlone(tree, regions) {
  const root = tree.rootNode;
  if (root.hasError) return false;
  let region = 0;
  for (const child of root.children) {
    if (!child) return false;
    while (region < regions.length && (regions[region]?.endIndex ?? 0) <= child.startIndex) region += 1;
    const range = regions[region];
    if (!range || child.startIndex < range.startIndex || child.endIndex > range.endIndex) return false;
  }
  return true;
}
function guardRoot(tree) {
  const root = tree.rootNode;
  Object.defineProperty(tree, "rootNode", {
    get: () => {
      throw new OutsideRegions();
    }
  });
  return root;
}

// src/rules/charge-file.ts
function chargeFile(spent, total, byRules, ruleShare) {
  let direct = 0;
  for (const [agent, time] of byRules) {
    spent.set(agent, (spent.get(agent) ?? 0) + time);
    direct += time;
  }
  const shared = Math.max(0, total - direct);
  for (const [agent, share] of ruleShare) spent.set(agent, (spent.get(agent) ?? 0) + shared * share);
}

// src/rules/query-patterns.ts
function tokenizeQuery(source) {
  const tokens = [];
  const pattern = /\s+|;[^\n]*|"(?:[^"\\]|\\.)*"|[()[\]]|[^\s()[\]";]+/g;
  for (const found of source.matchAll(pattern)) {
    if (/^\s/.test(found[0]) || found[0].startsWith(";")) continue;
    tokens.push({ text: found[0], start: found.index });
  }
  return tokens;
}
function splitPatterns(source) {
  const patterns = [];
  let depth = 0;
  for (const token of tokenizeQuery(source)) {
    const opens = token.text === "(" || token.text === "[";
    if (depth === 0 && (opens || token.text.startsWith('"') || token.text === "_")) patterns.push([]);
    patterns.at(-1)?.push(token);
    if (opens) depth += 1;
    else if (token.text === ")" || token.text === "]") depth -= 1;
  }
  return patterns.map((tokens) => {
    const first = tokens[0];
    const last = tokens.at(-1);
    return { source: source.slice(first.start, last.start + last.text.length), normalized: tokens.map((token) => token.text).join(" ") };
  });
}

// src/rules/compile-rule-query.ts
function querySource(rule, language) {
  const source = typeof rule.query === "string" ? rule.query : rule.query[language];
  if (source === void 0) throw new Error(`Rule ${rule.id} lists ${language} but has no query for it`);
  return source;
}
var compiledQueries = /* @__PURE__ */ new Map();
function isRuleQueryCompiled(language, rules) {
  return compiledQueries.has(queryKey(language, rules));
}
function queryKey(language, rules) {
  return `${language}:${rules.map((rule) => rule.id).join(",")}`;
}
function compileRuleQuery(grammar, language, rules) {
  const key = queryKey(language, rules);
  const cached = compiledQueries.get(key);
  if (cached) return cached;
  const distinct = /* @__PURE__ */ new Map();
  for (const rule of rules) {
    for (const pattern of splitPatterns(querySource(rule, language))) {
      const entry = distinct.get(pattern.normalized) ?? { source: pattern.source, rules: [] };
      if (!entry.rules.includes(rule)) entry.rules.push(rule);
      distinct.set(pattern.normalized, entry);
    }
  }
  let query;
  try {
    query = new Query(grammar, [...distinct.values()].map((pattern) => pattern.source).join("\n"));
  } catch (error) {
    for (const rule of rules) {
      try {
        new Query(grammar, querySource(rule, language)).delete();
      } catch (ruleError) {
        throw new Error(`Rule ${rule.id} has an invalid ${language} query: ${ruleError.message}`, { cause: ruleError });
      }
    }
    throw error;
  }
  if (query.patternCount() !== distinct.size) {
    query.delete();
    throw new Error(`The ${language} rules' queries hold ${distinct.size} patterns, but tree-sitter counts ${query.patternCount()}`);
  }
  const compiled = { query, rules, rulesOfPattern: [...distinct.values()].map((pattern) => pattern.rules) };
  compiledQueries.set(key, compiled);
  return compiled;
}

// src/rules/query-roots.ts
function patternRootTypes(source) {
  const tokens = tokenizeQuery(source).map((token) => token.text);
  const roots = /* @__PURE__ */ new Set();
  let position = 0;
  let anyNode = false;
  const item = () => {
    const token = tokens[position++];
    if (token === "(") {
      const next = tokens[position];
      if (next === void 0) return;
      if (next.startsWith("#")) skipPast();
      else if (next === "(" || next === "[" || next.startsWith('"')) sequence(")");
      else {
        if (next === "_" || next === "MISSING") anyNode = true;
        else roots.add(next);
        skipPast();
      }
    } else if (token === "[") {
      sequence("]");
    } else if (token?.startsWith('"')) {
      roots.add(JSON.parse(token));
    } else if (token === "_") {
      anyNode = true;
    }
  };
  const sequence = (close) => {
    while (position < tokens.length && tokens[position] !== close) item();
    position += 1;
  };
  const skipPast = () => {
    for (let depth = 1; position < tokens.length && depth > 0; position += 1) {
      const token = tokens[position];
      if (token === "(" || token === "[") depth += 1;
      else if (token === ")" || token === "]") depth -= 1;
    }
  };
  while (position < tokens.length) item();
  return anyNode ? void 0 : roots;
}

// src/rules/language-plan.ts
function planLanguage(grammar, language, rules) {
  const supertypes = new Set(grammar.supertypes.map((id) => grammar.nodeTypeForId(id)));
  const planned = rules.map((rule) => {
    const roots = patternRootTypes(querySource(rule, language));
    return { rule, roots: roots && ![...roots].some((type) => supertypes.has(type)) ? roots : void 0 };
  });
  const ruleShare = /* @__PURE__ */ new Map();
  for (const rule of rules) ruleShare.set(rule.agent, (ruleShare.get(rule.agent) ?? 0) + 1 / rules.length);
  return { grammar, language, rules: planned, ruleShare };
}
function queryForFile(plan, present, content, scope) {
  const running = plan.rules.filter(({ rule }) => inScope(rule, scope.isTest) && (scope.exhaustive || passesGate(rule, content)));
  if (running.length === 0) return void 0;
  if (present) {
    const needed = running.filter(({ roots }) => !roots || [...roots].some((type) => present.has(type))).map(({ rule }) => rule);
    if (needed.length === 0) return void 0;
    const compiled = smallChangeQuery(plan, needed);
    if (compiled) return { compiled, runs: new Set(needed) };
  }
  return {
    compiled: compileRuleQuery(
      plan.grammar,
      plan.language,
      plan.rules.map(({ rule }) => rule)
    ),
    runs: new Set(running.map(({ rule }) => rule))
  };
}
function inScope(rule, isTest) {
  const scope = rule.files ?? "any";
  return scope === "any" || scope === "test" === isTest;
}
function passesGate(rule, content) {
  return rule.textGate === void 0 || content.search(rule.textGate) !== -1;
}
function smallChangeQuery(plan, needed) {
  const everyRule = plan.rules.map(({ rule }) => rule);
  if (plan.partial === void 0 && !plan.usual && !isRuleQueryCompiled(plan.language, everyRule)) {
    plan.partial = { rules: new Set(needed), compiled: compileRuleQuery(plan.grammar, plan.language, needed) };
  }
  const { partial } = plan;
  if (partial && needed.every((rule) => partial.rules.has(rule))) return partial.compiled;
  plan.usual = true;
  return void 0;
}

// src/rules/matches-on-lines.ts
function runsOf(changed) {
  const runs = [];
  for (const line of changed) {
    const last = runs[runs.length - 1];
    if (last && line <= last[1] + 1) last[1] = line;
    else runs.push([line, line]);
  }
  return runs;
}
function matchesOnLines(query, root, runs, matchLimit) {
  const options = (run) => ({ ...rowsOf(run), ...matchLimit === void 0 ? {} : { matchLimit } });
  if (runs.length === 1) {
    const matches2 = query.matches(root, options(runs[0] ?? [1, 0]));
    return { matches: matches2, exceeded: query.didExceedMatchLimit() };
  }
  const seen = /* @__PURE__ */ new Set();
  const matches = [];
  let exceeded = false;
  for (const run of runs) {
    for (const match of query.matches(root, options(run))) {
      const key = `${match.patternIndex}:${match.captures.map((capture) => `${capture.name}=${capture.node.id}`).join(",")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      matches.push(match);
    }
    exceeded ||= query.didExceedMatchLimit();
  }
  return { matches, exceeded };
}
function rowsOf([first, last]) {
  return { startPosition: { row: first - 1, column: 0 }, endPosition: { row: last, column: 0 } };
}

// src/rules/node-types-on-lines.ts
function nodeTypesOnLines(root, content, runs, limit) {
  const types = /* @__PURE__ */ new Set();
  const rowStart = rowStarts(content);
  let left = limit;
  for (const [first, last] of runs) {
    const firstRow = Math.max(0, first - 2);
    left = collect(root, last + 1, rowStart(firstRow), types, left);
    if (left < 0) return void 0;
  }
  return types;
}
function collect(node, last, firstIndex, types, budget) {
  types.add(node.type);
  let left = budget - 1;
  for (let child = node.firstChildForIndex(firstIndex); child && left >= 0 && child.startPosition.row <= last; child = child.nextSibling) {
    left = collect(child, last, firstIndex, types, left);
  }
  return left;
}
function rowStarts(content) {
  const starts = [0];
  for (let index = content.indexOf("\n"); index !== -1; index = content.indexOf("\n", index + 1)) starts.push(index + 1);
  return (row) => starts[Math.min(row, starts.length - 1)] ?? 0;
}

// src/rules/scan-result-cache.ts
import { createHash } from "node:crypto";
var MAX_ENTRIES = 4096;
var MAX_FINDINGS = 5e3;
var results = /* @__PURE__ */ new Map();
var keptFindings = 0;
function scanKey(settings, input) {
  const hash = createHash("sha256");
  const lineCount = input.content.split("\n").length;
  const mapped = (lineOf) => {
    if (!lineOf) return "-";
    const rows = new Int32Array(lineCount);
    for (let line = 1; line <= lineCount; line += 1) rows[line - 1] = lineOf(line) ?? -1;
    return Buffer.from(rows.buffer).toString("base64");
  };
  for (const part of [
    settings,
    input.path,
    input.content,
    [...input.changedLines].sort((a, b) => a - b).join(","),
    input.before?.text ?? "-",
    mapped(input.before?.lineBefore),
    mapped(input.lineInBase),
    input.gate ?? "-",
    JSON.stringify(input.facts ?? {})
  ]) {
    hash.update(`${part.length}:`).update(part);
  }
  return hash.digest("hex");
}
function cachedScan(key) {
  const found = results.get(key);
  if (!found) return void 0;
  results.delete(key);
  results.set(key, found);
  return structuredClone(found);
}
function keepScan(key, findings) {
  forget(key);
  if (findings.length > MAX_FINDINGS) return;
  results.set(key, structuredClone(findings));
  keptFindings += findings.length;
  for (const oldest of results.keys()) {
    if (results.size <= MAX_ENTRIES && keptFindings <= MAX_FINDINGS) break;
    forget(oldest);
  }
}
function forget(key) {
  keptFindings -= results.get(key)?.length ?? 0;
  results.delete(key);
}

// src/rules/parse-earlier.ts
function parseEarlier(parser, after, afterText, before) {
  const edits = afterText.includes("\r") ? void 0 : editsToEarlier(afterText, before);
  if (!edits) return parser.parse(before.text);
  const edited = after.copy();
  try {
    for (const edit of edits.reverse()) edited.edit(edit);
    return parser.parse(before.text, edited);
  } finally {
    edited.delete();
  }
}
function lineStarts(text) {
  const starts = [0];
  for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) starts.push(index + 1);
  starts.push(text.length + 1);
  return starts;
}
function endPoint(start, inserted) {
  const lastNewline = inserted.lastIndexOf("\n");
  if (lastNewline === -1) return { row: start.row, column: start.column + inserted.length };
  let rows = 0;
  for (let index = inserted.indexOf("\n"); index !== -1; index = inserted.indexOf("\n", index + 1)) rows += 1;
  return { row: start.row + rows, column: inserted.length - lastNewline - 1 };
}
function editsToEarlier(afterText, before) {
  const afterStarts = lineStarts(afterText);
  const beforeStarts = lineStarts(before.text);
  const afterLines = afterStarts.length - 1;
  const beforeLines = beforeStarts.length - 1;
  const edits = [];
  let previous = [0, 0];
  const gap = (next) => {
    const [afterFrom, beforeFrom] = [previous[0] + 1, previous[1] + 1];
    const [afterTo, beforeTo] = next;
    if (afterTo < afterFrom || beforeTo < beforeFrom) return false;
    if (afterTo === afterFrom && beforeTo === beforeFrom) return true;
    const atEnd = afterTo > afterLines;
    if (atEnd && previous[0] === 0) return false;
    const shift = atEnd ? 1 : 0;
    const startIndex = (afterStarts[afterFrom - 1] ?? 0) - shift;
    const oldEndIndex = (afterStarts[afterTo - 1] ?? 0) - shift;
    const beforeStart = (beforeStarts[beforeFrom - 1] ?? 0) - shift;
    const beforeEnd = (beforeStarts[beforeTo - 1] ?? 0) - shift;
    const startPosition = atEnd ? { row: afterFrom - 2, column: (afterStarts[afterFrom - 1] ?? 0) - (afterStarts[afterFrom - 2] ?? 0) - 1 } : { row: afterFrom - 1, column: 0 };
    const oldEndPosition = atEnd ? endPoint(startPosition, afterText.slice(startIndex, oldEndIndex)) : { row: afterTo - 1, column: 0 };
    edits.push(
      new Edit({
        startIndex,
        oldEndIndex,
        newEndIndex: startIndex + (beforeEnd - beforeStart),
        startPosition,
        oldEndPosition,
        newEndPosition: endPoint(startPosition, before.text.slice(beforeStart, beforeEnd))
      })
    );
    return true;
  };
  for (let line = 1; line <= afterLines; line += 1) {
    const earlier = before.lineBefore(line);
    if (earlier === void 0) continue;
    if (!gap([line, earlier])) return void 0;
    previous = [line, earlier];
  }
  return gap([afterLines + 1, beforeLines + 1]) ? edits : void 0;
}

// src/rules/create-rule-context.ts
function createRuleContext({ tree, root, whole }, input, language, lines, parser, earlier) {
  let before;
  const readBefore = () => {
    if (!input.before || earlier.tree === null) return void 0;
    if (!whole) throw new OutsideRegions();
    if (!before) {
      earlier.tree = parseEarlier(parser, tree, input.content, input.before);
      if (!earlier.tree) return void 0;
      before = { root: earlier.tree.rootNode, lines: input.before.text.split("\n"), lineBefore: input.before.lineBefore };
    }
    return before;
  };
  return {
    path: input.path,
    language,
    lines,
    isTestFile: isTestFile(input.path),
    isNewFile: input.before && (input.before.copied === true || !/\S/.test(input.before.text)),
    get root() {
      if (!whole) throw new OutsideRegions();
      return root;
    },
    isChanged: (line) => input.changedLines.has(line),
    before: readBefore,
    parseSnippet: (text, inspect) => {
      const snippet = parser.parse(text);
      if (!snippet) throw new Error(`No grammar set for ${language}`);
      try {
        return inspect(snippet.rootNode);
      } finally {
        snippet.delete();
      }
    },
    facts: input.facts ?? {}
  };
}

// src/rules/findings-of-match.ts
function findingsOfMatch(rule, match, changed, context, input, lines) {
  const captures = capturesOf(match);
  const target = captures.target;
  if (!target) throw new Error(`Rule ${rule.id} has a pattern without a @target capture`);
  if (!spansChangedLine(changed, target)) return [];
  const verdict = rule.check ? rule.check({ target, captures, context }) : true;
  if (verdict === false) return [];
  const hits = verdict === true ? [{}] : Array.isArray(verdict) ? verdict : [verdict];
  return hits.flatMap((hit) => findingOf(rule, hit, target, captures, input, lines) ?? []);
}
function capturesOf(match) {
  const captures = /* @__PURE__ */ Object.create(null);
  for (const capture of match.captures) captures[capture.name] ??= capture.node;
  return captures;
}
function spansChangedLine(changed, node) {
  const first = node.startPosition.row + 1;
  const last = node.endPosition.row + 1;
  let low = 0;
  let high = changed.length;
  while (low < high) {
    const middle = low + high >> 1;
    if ((changed[middle] ?? 0) < first) low = middle + 1;
    else high = middle;
  }
  return low < changed.length && (changed[low] ?? Infinity) <= last;
}
function findingOf(rule, hit, target, captures, input, lines) {
  const line = hit.line ?? target.startPosition.row + 1;
  if (!input.changedLines.has(line) && !hit.onConstruct) return void 0;
  const severity = hit.severity ?? rule.severity;
  const suppression = judgeSuppression({
    lines,
    line,
    ruleId: rule.id,
    lineInBase: input.lineInBase ?? input.before?.lineBefore ?? ((at) => input.changedLines.has(at) ? void 0 : at),
    belowGate: input.gate === void 0 || !isAtOrAbove(severity, input.gate)
  });
  if (suppression === "hidden") return void 0;
  const column = hit.column ?? (hit.line === void 0 ? target.startPosition.column + 1 : void 0);
  const snippet = hit.snippet ?? lines[line - 1]?.trim();
  const edit = rule.fix?.({ lines, line, endLine: line, column });
  const fixExample = edit?.replacement.join("\n").trim();
  const valueOf = (name) => hit.details?.[name] ?? (captures[name] ? excerpt(captures[name].text) : void 0);
  return staticFinding(rule, {
    severity,
    confidence: hit.confidence,
    file: input.path,
    line,
    column,
    code_snippet: snippet || void 0,
    description: fillPlaceholders(rule, "message", valueOf),
    recommendation: fillPlaceholders(rule, "recommendation", valueOf),
    fix_example: fixExample || void 0,
    auto_fixable: edit !== void 0,
    external_fingerprint: hit.fingerprint || void 0,
    suppression_added_by_change: suppression === "added-by-change" || void 0
  });
}

// src/rules/rule-times.ts
var SHARED_QUERY_TIME = "(one query for several rules)";
function addTime(times, key, milliseconds) {
  times.set(key, (times.get(key) ?? 0) + milliseconds);
}

// src/rules/scan-tree.ts
function scanTree(parsed, input, scan) {
  const { plan, fileQuery, changed, runs, byRules, ruleTimes } = scan;
  const lines = input.content.split(/\r?\n/);
  const context = createRuleContext(parsed, input, plan.language, lines, scan.parser, scan.earlier);
  const findings = /* @__PURE__ */ new Map();
  const dispatch = (matches, rulesOfPattern) => {
    let handling = 0;
    for (const match of matches) {
      for (const rule of rulesOfPattern[match.patternIndex] ?? []) handling += handle(rule, match);
    }
    return handling;
  };
  const handle = (rule, match) => {
    if (!fileQuery.runs.has(rule)) return 0;
    const started = performance.now();
    const found = findingsOfMatch(rule, match, changed, context, input, lines);
    const took = performance.now() - started;
    byRules.set(rule.agent, (byRules.get(rule.agent) ?? 0) + took);
    if (ruleTimes) addTime(ruleTimes, rule.id, took);
    for (const finding of found) {
      const key = `${rule.id}:${finding.line}:${finding.external_fingerprint ?? ""}`;
      if (!findings.has(key)) findings.set(key, finding);
    }
    return took;
  };
  const run = (compiled, matchLimit) => {
    const started = ruleTimes ? performance.now() : 0;
    const { matches, exceeded } = matchesOnLines(compiled.query, parsed.root, runs, matchLimit);
    if (exceeded && compiled.rules.length > 1) return false;
    const handling = dispatch(matches, compiled.rulesOfPattern);
    if (ruleTimes) {
      const single = compiled.rules.length === 1 ? compiled.rules[0]?.id : void 0;
      addTime(ruleTimes, single ?? SHARED_QUERY_TIME, performance.now() - started - handling);
    }
    return true;
  };
  if (!run(fileQuery.compiled, scan.matchLimit)) {
    for (const rule of fileQuery.runs) run(compileRuleQuery(plan.grammar, plan.language, [rule]));
  }
  return [...findings.values()].sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0) || (a.rule_id ?? "").localeCompare(b.rule_id ?? ""));
}

// src/rules/tree-depth.ts
var MAX_TREE_DEPTH = 500;
var BRACKET_DEPTH_TO_MEASURE = 100;
var TooDeepError = class extends Error {
  name = "TooDeepError";
  constructor() {
    super(`nested more than ${MAX_TREE_DEPTH} levels deep, more than the static engine reads`);
  }
};
function bracketsNestDeeply(text) {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index);
    if (character === 40 || character === 91 || character === 123) {
      if (++depth > BRACKET_DEPTH_TO_MEASURE) return true;
    } else if ((character === 41 || character === 93 || character === 125) && depth > 0) depth--;
  }
  return false;
}
function treeTooDeep(root, text) {
  if (!bracketsNestDeeply(text)) return false;
  const cursor = root.walk();
  try {
    let depth = 0;
    for (; ; ) {
      if (cursor.gotoFirstChild()) {
        if (++depth > MAX_TREE_DEPTH) return true;
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        if (depth === 0 || !cursor.gotoParent()) return false;
        depth--;
      }
    }
  } finally {
    cursor.delete();
  }
}

// src/rules/static-engine.ts
var PRUNE_MAX_CHANGED_LINES = 100;
var PRUNE_MAX_NODES = 5e3;
async function createStaticEngine(options = {}) {
  const rules = selectRules(await loadRules(options.languages ?? LANGUAGES), options);
  const languages = [...new Set(rules.flatMap((rule) => rule.languages))].filter((language) => options.languages?.includes(language) ?? true);
  const loaded = /* @__PURE__ */ new Map();
  if (languages.length > 0) {
    const location = resolveWasmLocation();
    for (const language of languages) loaded.set(language, await loadGrammar(language, location));
  }
  const planned = /* @__PURE__ */ new Map();
  const planFor = (language) => {
    const grammar = loaded.get(language);
    if (!grammar) return void 0;
    let plan = planned.get(language);
    if (!plan) {
      plan = planLanguage(
        grammar,
        language,
        rules.filter((rule) => rule.languages.includes(language))
      );
      planned.set(language, plan);
    }
    return plan;
  };
  let parser;
  const spent = /* @__PURE__ */ new Map();
  const ruleTimes = options.timeRules ? /* @__PURE__ */ new Map() : void 0;
  const exhaustive = options.exhaustive ?? false;
  const settings = options.timeRules ? void 0 : JSON.stringify({
    rules: rules.map((rule) => `${rule.id}:${rule.languages.join("+")}`),
    languages,
    exhaustive,
    changeSize: options.changeSize,
    regionMinLines: options.regionMinLines,
    matchLimit: options.matchLimit
  });
  return {
    scanFile(input) {
      const language = languageOf(input.path);
      const plan = language && input.changedLines.size > 0 ? planFor(language) : void 0;
      if (!language || !plan) return [];
      const key = settings === void 0 ? void 0 : scanKey(settings, input);
      const cached = key === void 0 ? void 0 : cachedScan(key);
      if (cached) return cached;
      const findings = scanUncached(input, language, plan);
      if (key !== void 0) keepScan(key, findings);
      return findings;
    },
    timeByAgent: () => spent,
    timeByRule: () => ruleTimes ?? /* @__PURE__ */ new Map()
  };
  function scanUncached(input, language, plan) {
    const started = performance.now();
    const byRules = /* @__PURE__ */ new Map();
    const fileParser = parser ??= new Parser();
    fileParser.setLanguage(plan.grammar);
    const changed = [...input.changedLines].sort((a, b) => a - b);
    const runs = runsOf(changed);
    const scan = (tree, regions) => {
      if (!tree) return [];
      const earlier = {};
      try {
        if (regions && !parsedAlone(tree, regions)) throw new OutsideRegions();
        const root = regions ? guardRoot(tree) : tree.rootNode;
        if (treeTooDeep(root, input.content)) throw new TooDeepError();
        const small = (options.changeSize ?? changed.length) <= PRUNE_MAX_CHANGED_LINES;
        const present = !exhaustive && small ? nodeTypesOnLines(root, input.content, runs, PRUNE_MAX_NODES) : void 0;
        const fileQuery = queryForFile(plan, present, input.content, { exhaustive, isTest: isTestFile(input.path) });
        if (!fileQuery) return [];
        return scanTree({ tree, root, whole: !regions }, input, {
          plan,
          fileQuery,
          changed,
          runs,
          parser: fileParser,
          earlier,
          byRules,
          ruleTimes,
          matchLimit: options.matchLimit
        });
      } finally {
        tree.delete();
        earlier.tree?.delete();
      }
    };
    try {
      const regions = exhaustive ? void 0 : changedRegions(language, input.content, runs, options.regionMinLines);
      if (regions) {
        try {
          return scan(fileParser.parse(input.content, null, { includedRanges: regions }), regions);
        } catch (error) {
          if (!(error instanceof OutsideRegions)) throw error;
          byRules.clear();
        }
      }
      return scan(fileParser.parse(input.content));
    } finally {
      chargeFile(spent, performance.now() - started, byRules, plan.ruleShare);
    }
  }
}

export {
  SHARED_QUERY_TIME,
  createStaticEngine
};
