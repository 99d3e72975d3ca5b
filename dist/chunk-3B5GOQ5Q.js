import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  excerpt
} from "./chunk-UGHGIOLX.js";

// src/rules/catalog/review/command-string-as-program/rule.ts
var rule = {
  id: "review/command-string-as-program",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "bug-pattern",
  message: "`{{program}}` is passed as the program to run, but it is a whole command line: no program has that name, so starting it fails.",
  recommendation: "Pass the program and its arguments separately: `{{fixed}}`.",
  documentation: {
    finds: 'A command line with spaces given as the program name: Go\'s `exec.Command("git status")`, Node\'s `spawn("git status")` and `execFile("ls -l")`.',
    why: "These functions run a program directly, without a shell: the whole string is looked up as one executable name, `git status`, which does not exist, so the call fails with `executable file not found` or `ENOENT` every time.",
    wrongWhen: "A program whose name or path really contains a space; a name with a slash or backslash (a path) is left alone, as in staticcheck, and so are Node calls with a `shell` option (which do go through a shell).",
    origin: "staticcheck's SA1005 (invalid first argument to `exec.Command`)."
  }
};

// src/rules/catalog/review/for-direction/rule.ts
var rule2 = {
  id: "review/for-direction",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "logic",
  message: "The loop tests `{{condition}}` but its update `{{update}}` moves `{{counter}}` the other way: it runs never or without end.",
  recommendation: "Turn the update around (`{{counter}}++` for a `<` bound, `{{counter}}--` for a `>` bound), or the comparison.",
  documentation: {
    finds: "A counting loop whose update moves the counter away from its bound: `for (let i = 0; i < n; i--)`, `for i := n; i >= 0; i++`.",
    why: "The condition can only become false if the counter moves towards the bound: the loop either never runs or runs until the counter overflows, indexing out of range on the way.",
    wrongWhen: "A Go loop over an unsigned counter that ends when it wraps to zero (left alone when the initializer names an unsigned type).",
    origin: "ESLint's `for-direction` and SonarSource's S2251."
  }
};

// src/rules/catalog/review/response-after-answer/rule.ts
var rule3 = {
  id: "review/response-after-answer",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "logic",
  message: 'The handler answers with `{{first}}` and carries on without returning, then answers again with `{{second}}`: when the condition holds, the code after it runs too (a second answer fails with "headers already sent", or replaces the first).',
  recommendation: "Return right after answering (`return res.status(401).send()`), or put the rest in an `else`.",
  files: "source",
  documentation: {
    finds: "An HTTP handler (net/http, gin, echo, fiber, Express, Fastify, Hono) that answers inside an `if` without returning, then answers again.",
    why: 'The second answer fails ("headers already sent") or replaces the first: an error path serves the success response.',
    wrongWhen: "Handlers that stream on purpose; test files are left alone.",
    origin: "Sextant's own pattern, from bugs fixed in real projects."
  }
};

// src/rules/catalog/silent-failure/empty-error-check/rule.ts
var rule4 = {
  id: "silent-failure/empty-error-check",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "error-handling",
  message: "`if ({{error}})` in a callback has an empty body: the error is checked and then ignored.",
  recommendation: "Handle the error: pass it on (`return done(err)`), reject, or report it. If ignoring it is intended, say why in a comment.",
  documentation: {
    finds: "`if (err) {}` in a callback, `if err != nil { return nil }`.",
    why: "The error is checked and then dropped.",
    wrongWhen: 'Errors that are expected and mean "nothing to do"; say why in a comment.',
    origin: "staticcheck's SA9003 and nilerr."
  }
};

// src/rules/same-code.ts
function tokensOf(node) {
  const tokens = [];
  const visit = (current) => {
    if (current.type === "comment") return;
    if (current.childCount === 0) {
      tokens.push(current.text);
      return;
    }
    for (const child of current.children) if (child) visit(child);
  };
  visit(node);
  return tokens.join(" ");
}
function sameCode(a, b) {
  return a.text === b.text || tokensOf(a) === tokensOf(b);
}

// src/rules/catalog/review/for-direction/direction.ts
function neededDirection(operator, counterOnLeft) {
  const up = operator === "<" || operator === "<=";
  const down = operator === ">" || operator === ">=";
  if (!up && !down) return void 0;
  return up === counterOnLeft ? 1 : -1;
}
function stepDirection(sign, step) {
  const value = Number(step.replace(/_/g, ""));
  if (!Number.isFinite(value) || value === 0) return void 0;
  return value * sign > 0 ? 1 : -1;
}
function wrongDirectionHit(condition, update, counterUpdate) {
  const { counter, direction } = counterUpdate;
  const counterOnLeft = condition.childForFieldName("left")?.text === counter;
  if (!counterOnLeft && condition.childForFieldName("right")?.text !== counter) return false;
  const needed = neededDirection(condition.childForFieldName("operator")?.text ?? "", counterOnLeft);
  if (needed === void 0 || needed === direction) return false;
  return { details: { condition: excerpt(condition.text, 40), update: excerpt(update.text, 20), counter } };
}

// src/rules/syntax/counting-loop.ts
function indexAndLength(condition, end) {
  if (condition?.type !== "binary_expression") return void 0;
  const [upTo, downFrom] = end === "at-length" ? ["<=", ">="] : ["<", ">"];
  const operator = condition.childForFieldName("operator")?.text;
  const left = condition.childForFieldName("left");
  const right = condition.childForFieldName("right");
  const [index, length] = operator === upTo ? [left, right] : operator === downFrom ? [right, left] : [null, null];
  return index?.type === "identifier" && length ? { index, length } : void 0;
}

export {
  rule,
  tokensOf,
  sameCode,
  rule2,
  stepDirection,
  wrongDirectionHit,
  indexAndLength,
  rule3,
  rule4
};
