import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  closestRuleId
} from "./chunk-YOWMJ4TC.js";
import {
  addedLines
} from "./chunk-DSZQWUXJ.js";
import {
  candidateFinding
} from "./chunk-J7FQBBI3.js";
import {
  Edit,
  Parser,
  Query,
  loadGrammar,
  resolveWasmLocation
} from "./chunk-D2MTBSIC.js";
import {
  CHANGE_RULES,
  RULES,
  RULE_IDS,
  excerpt,
  findRule,
  languageOf,
  selectRules,
  sensitiveAreaOf
} from "./chunk-3BJDFYCC.js";
import {
  isAtOrAbove,
  isTestFile
} from "./chunk-2MNWYMPG.js";

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

// src/rules/fill-placeholders.ts
function fillPlaceholders(rule, field, valueOf, reader = `Rule ${rule.id}`) {
  return rule[field].replace(/\{\{(\w+)\}\}/g, (_placeholder, name) => {
    const value = valueOf(name);
    if (value === void 0) throw new Error(`${reader}: no value for {{${name}}} in its ${field}`);
    return value;
  });
}

// src/rules/static-finding.ts
function staticFinding(rule, fields) {
  return candidateFinding({
    ...fields,
    agent: rule.agent,
    dimension: rule.dimension,
    severity: fields.severity ?? rule.severity,
    confidence: fields.confidence ?? rule.confidence,
    category: rule.category,
    rule_id: rule.id,
    source: "static"
  });
}

// src/rules/suppression.ts
var SUPPRESSION = /sextant-ignore\b(.*)/;
var IGNORE_COMMENT = /(?:\/\/|#|\/\*+|^\s*\*)\s*sextant-ignore\b(.*)/;
var RULE_ID_SHAPE = /^[A-Za-z][\w-]*(?:\/[\w-]+)*$/;
var FINDING_ID = /^(?:CORR|READ|PERF|SEC|TEST|ARCH)-\d+$/;
var CHANGE_RULE_IDS = new Set(CHANGE_RULES.map((rule) => rule.id));
function namesRule(text, ruleId) {
  const marker = SUPPRESSION.exec(text);
  return marker?.[1]?.split(/[\s,]+/).includes(ruleId) ?? false;
}
function judgeSuppression(input) {
  const { lines, line, ruleId, lineInBase } = input;
  let addedByChange = false;
  for (const candidate of [line, line - 1]) {
    const text = lines[candidate - 1];
    if (text === void 0 || !namesRule(text, ruleId)) continue;
    if (input.belowGate) return "hidden";
    const suppressionInBase = lineInBase(candidate);
    if (suppressionInBase === void 0) {
      addedByChange = true;
      continue;
    }
    const findingInBase = lineInBase(line);
    if (findingInBase !== void 0 && findingInBase - suppressionInBase === line - candidate) return "hidden";
  }
  return addedByChange ? "added-by-change" : "none";
}
function silencerFor(finding) {
  const ruleId = finding.rule_id;
  if (!ruleId || !RULE_IDS.has(ruleId)) return void 0;
  if (CHANGE_RULE_IDS.has(ruleId)) return { code: `${ruleId}: off`, where: "config" };
  return { code: `${languageOf(finding.file) === "python" ? "#" : "//"} sextant-ignore ${ruleId}`, where: "comment" };
}
function unknownSuppressions(input) {
  const warnings = [];
  for (const line of [...input.changedLines].sort((a, b) => a - b)) {
    const text = input.lines[line - 1];
    if (text === void 0 || !text.includes("sextant-ignore")) continue;
    for (const id of namedIds(text).filter((named) => !RULE_IDS.has(named))) {
      const hint = FINDING_ID.test(id) ? "finding ids change from run to run: name the rule id shown with the finding" : didYouMean(id);
      warnings.push(`${input.path}:${line}: sextant-ignore names unknown rule '${id}'${hint ? ` (${hint})` : ""}`);
    }
  }
  return warnings;
}
function namedIds(text) {
  const tokens = (IGNORE_COMMENT.exec(text)?.[1] ?? "").split(/[\s,]+/).filter((token) => token.length > 0);
  const ids = [];
  for (const [index, token] of tokens.entries()) {
    if (!RULE_ID_SHAPE.test(token) || index > 0 && !token.includes("/")) break;
    ids.push(token);
  }
  return ids;
}
function didYouMean(id) {
  const match = closestRuleId(id, RULE_IDS);
  return match ? `did you mean '${match}'?` : void 0;
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

// src/rules/autofix-for.ts
function applyLineEdit(lines, edit) {
  if (edit.startLine < 1 || edit.endLine < edit.startLine || edit.endLine > lines.length) return void 0;
  return [...lines.slice(0, edit.startLine - 1), ...edit.replacement, ...lines.slice(edit.endLine)];
}
function autofixFor(finding, content) {
  const language = languageOf(finding.file);
  const rule = finding.source === "static" && finding.rule_id && language ? findRule(finding.rule_id, language) : void 0;
  if (!rule?.fix) return void 0;
  const lines = content.split(/\r?\n/);
  if (finding.code_snippet !== void 0 && lines[finding.line - 1]?.trim() !== finding.code_snippet) return void 0;
  const edit = rule.fix({ lines, line: finding.line, endLine: finding.end_line ?? finding.line, column: finding.column });
  const edited = edit ? applyLineEdit(lines, edit) : void 0;
  return edited?.join(content.includes("\r\n") ? "\r\n" : "\n");
}

// src/rules/scan-summary.ts
var LARGE_FILE_CHANGE = 300;
var VERY_LARGE_FILE_CHANGE = 1e3;
var MANY_FINDINGS = 5;
var MAX_RISK_AREAS = 50;
var SATURATING_CHANGED_LINES = 2e3;
var SATURATING_FILES = 50;
var SATURATING_BRANCHES = 200;
var SIZE_WEIGHT = 40;
var FILES_WEIGHT = 20;
var BRANCH_WEIGHT = 40;
var BRANCHING = /\b(if|for|while|case|catch|elif|except)\b|&&|\|\||\?\?|\s\?\s/g;
var PYTHON_BRANCHING = /\b(if|for|while|elif|except|and|or)\b/g;
var PRIORITY_RANK = { high: 0, medium: 1, low: 2 };
function summarizeScan(files, findings) {
  const findingsByFile = /* @__PURE__ */ new Map();
  for (const finding of findings) {
    const inFile = findingsByFile.get(finding.file);
    if (inFile) inFile.push(finding);
    else findingsByFile.set(finding.file, [finding]);
  }
  const riskAreas = files.flatMap((file) => riskOf(file, findingsByFile.get(file.path) ?? []) ?? []).sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.file.localeCompare(b.file)).slice(0, MAX_RISK_AREAS);
  return { risk_areas: riskAreas, complexity_score: complexityScore(files), quick_issues: findings.length };
}
function riskOf(file, findings) {
  const reasons = [];
  let priority = "low";
  const raise = (to) => {
    if (PRIORITY_RANK[to] < PRIORITY_RANK[priority]) priority = to;
  };
  const area = sensitiveAreaOf(file.path);
  if (area) {
    reasons.push(`security-sensitive area (${area})`);
    raise("high");
  }
  const serious = findings.filter((finding) => finding.severity === "critical" || finding.severity === "high").length;
  if (serious > 0) {
    reasons.push(`${findings.length} static finding${findings.length === 1 ? "" : "s"}, ${serious} critical or high`);
    raise("high");
  } else if (findings.length >= MANY_FINDINGS) {
    reasons.push(`${findings.length} static findings`);
    raise("medium");
  }
  const changed = file.additions + file.deletions;
  if (file.status !== "deleted" && changed >= LARGE_FILE_CHANGE) {
    reasons.push(`large change (${changed} lines)`);
    raise(changed >= VERY_LARGE_FILE_CHANGE ? "high" : "medium");
  }
  return reasons.length > 0 ? { file: file.path, reason: reasons.join("; "), priority } : void 0;
}
function scale(value, saturation) {
  return Math.min(1, Math.log1p(value) / Math.log1p(saturation));
}
function complexityScore(files) {
  const changedLines = files.reduce((sum, file) => sum + file.additions + file.deletions, 0);
  let branches = 0;
  for (const file of files) {
    const pattern = languageOf(file.path) === "python" ? PYTHON_BRANCHING : BRANCHING;
    for (const hunk of file.hunks) {
      for (const line of hunk.lines) {
        if (line.kind === "add") branches += line.content.match(pattern)?.length ?? 0;
      }
    }
  }
  const score = SIZE_WEIGHT * scale(changedLines, SATURATING_CHANGED_LINES) + FILES_WEIGHT * scale(files.length, SATURATING_FILES) + BRANCH_WEIGHT * scale(branches, SATURATING_BRANCHES);
  return Math.min(100, Math.round(score));
}

// src/rules/scan-change.ts
function scanChange(files, options = {}) {
  return selectRules(CHANGE_RULES, options).flatMap(
    (rule) => rule.check(files).map(
      (hit) => staticFinding(rule, {
        file: hit.file,
        line: hit.line,
        code_snippet: addedLineText(files, hit.file, hit.line),
        description: hit.description,
        recommendation: rule.recommendation,
        auto_fixable: false
      })
    )
  );
}
function addedLineText(files, path, line) {
  const file = files.find((candidate) => candidate.path === path);
  for (const hunk of file?.hunks ?? []) {
    const found = hunk.lines.find((diffLine) => diffLine.kind === "add" && diffLine.newLine === line);
    if (found) return found.content.trim() || void 0;
  }
  return void 0;
}

// src/rules/static-engine.ts
var PRUNE_MAX_CHANGED_LINES = 100;
var PRUNE_MAX_NODES = 5e3;
async function createStaticEngine(options = {}) {
  const rules = selectRules(RULES, options);
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
  namesRule,
  silencerFor,
  fileBeforeChange,
  fillPlaceholders,
  staticFinding,
  autofixFor,
  summarizeScan,
  scanChange,
  createStaticEngine,
  scanDiffFile
};
