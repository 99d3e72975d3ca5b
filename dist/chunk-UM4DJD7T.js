import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  capturingGroups
} from "./chunk-FRLT5RFX.js";
import {
  excerpt
} from "./chunk-UGHGIOLX.js";
import {
  MEDIUM_CORRECTNESS
} from "./chunk-U6BNSJIP.js";

// src/rules/catalog/comment/stale-param-doc/rule.ts
var rule = {
  id: "comment/stale-param-doc",
  agent: "comment-analyzer",
  dimension: "readability",
  // Shown only with everything: on real bug-introducing commits nobody tuned it to, 1 of its 7 findings was judged
  // worth a reviewer's time (a stale name is often a docs-only lag the next edit fixes), under the 90% a default needs.
  severity: "info",
  confidence: 90,
  category: "documentation",
  message: "The doc comment of `{{function}}` documents {{names}}, which the function does not take (it takes {{actual}}).",
  recommendation: "Update the `@param` tags to the current parameter names, or remove the ones that no longer exist.",
  documentation: {
    finds: "A doc comment (`@param`) or docstring parameter section that names parameters the function no longer takes.",
    why: "Documentation that contradicts the signature misleads every caller who reads it instead of the code.",
    wrongWhen: "A parameter documented under another name on purpose (a destructured object's fields) reads as stale; rename it in the doc. A doc comment on the first of a TypeScript function's overloads documents the whole set, so a name any overload takes counts as current.",
    origin: "ESLint's `jsdoc/check-param-names` and pydocstyle/darglint's parameter checks."
  }
};

// src/rules/catalog/review/boolean-sort-comparator/rule.ts
var rule2 = {
  id: "review/boolean-sort-comparator",
  ...MEDIUM_CORRECTNESS,
  message: "The comparator `{{comparator}}` returns a boolean: `{{method}}` reads `true` as 1 and `false` as 0, so it can never put the first item first and the order is not sorted.",
  recommendation: "Return a number: `(a, b) => a - b` for numbers, `(a, b) => a.localeCompare(b)` for strings.",
  documentation: {
    finds: "A comparator passed to `sort` or `toSorted` whose one expression is a comparison: `items.sort((a, b) => a > b)`, `names.sort((a, b) => a.name < b.name)`; in Python, a comparison lambda given to `functools.cmp_to_key`.",
    why: "A comparator must return a negative number, zero or a positive one. A boolean becomes 1 or 0, never negative, so the sort is told the items are equal or in the wrong order and nothing else; V8 and other engines then return an order that depends on the input and the engine. It often looks right on a short array in a test.",
    wrongWhen: "Practically never. Comparators with several statements, `||` and `&&` chains (which can return numbers, as in `a.x - b.x || a.y - b.y`) and comparators passed by name are left alone.",
    origin: "eslint-plugin-unicorn's `no-boolean-sort-comparator` (recommended) and Biome's `noBooleanSortComparator`; `functools.cmp_to_key`'s contract in the Python documentation."
  }
};

// src/rules/catalog/review/debugger/rule.ts
var rule3 = {
  id: "review/debugger",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 95,
  category: "debugging",
  message: "`debugger` statement left in the code: execution pauses wherever developer tools are attached.",
  recommendation: "Remove the `debugger` statement.",
  documentation: {
    finds: "`debugger` statements, `breakpoint()`, `pdb.set_trace()` and similar.",
    why: "Execution stops at an interactive prompt (or when developer tools are attached) in production.",
    wrongWhen: "Never intended in committed code; remove it.",
    origin: "ESLint's `no-debugger` and Ruff's T100."
  }
};

// src/rules/catalog/review/duplicate-key/rule.ts
var rule4 = {
  id: "review/duplicate-key",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "logic",
  message: "`{{key}}` is defined twice in this object literal (first on line {{first}}): the later value silently replaces the earlier one.",
  recommendation: "Remove one of the two, or correct the key that was copied.",
  documentation: {
    finds: "An object or dict literal that defines the same key twice: `{ id: 1, name: 'a', id: 2 }`, `{ a: 1, 'a': 2 }`, `{'id': 1, 'id': 2}`.",
    why: "Only the last value survives, so the first is dead and the key the copy was meant to have is missing.",
    wrongWhen: 'Computed keys (`[key]`), a getter with its setter, and keys separated by a spread (`{ a: 1, ...rest, a: 2 }`, `{"a": 1, **rest, "a": 2}`, an override on purpose) are left alone; in Python only string and integer literal keys are compared.',
    origin: "ESLint's `no-dupe-keys`, SonarSource's S1534, Pylint's W0109 `duplicate-key`, pyflakes' F601 and flake8-bugbear's B041."
  }
};

// src/rules/catalog/review/eval/rule.ts
var rule5 = {
  id: "review/eval",
  agent: "code-reviewer",
  dimension: "security",
  severity: "high",
  confidence: 85,
  category: "code-injection",
  message: "`{{callee}}` evaluates a string as code; any attacker-influenced part of it runs with full privileges.",
  recommendation: "Replace it with explicit logic: `JSON.parse` for data, a lookup table or switch for dispatch, a real function instead of a code string.",
  documentation: {
    finds: "`eval`, `new Function`, `setTimeout` with a string, Python's `eval`/`exec` however spelled.",
    why: "Any attacker-influenced part of the string runs as code with the program's privileges.",
    wrongWhen: "Sandboxed evaluation of trusted input; say so in a `sextant-ignore` reason. Code made only of string literals (`new Function('return this')`), or of a template whose every substitution is `JSON.stringify(\u2026)` (the value goes in as a string literal), is left alone; tests, tooling (build scripts, `setup.py`) and module loaders that wrap a module's source the way Node does (`new Function('exports', 'require', 'module', \u2026, source)`) are 60, hidden.",
    origin: "ESLint's `no-eval`/`no-new-func`, Bandit's B307 and B102."
  }
};

// src/rules/catalog/review/exception-not-raised/rule.ts
var rule6 = {
  id: "review/exception-not-raised",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "bug-pattern",
  message: "`{{statement}}` builds an exception and drops it: nothing is thrown, and the code goes on as if the check had passed.",
  recommendation: "Throw it (`throw new Error(\u2026)`), or remove the line if no error was meant.",
  documentation: {
    finds: 'A statement that only constructs an exception: `new Error("bad input");`, `ValueError("bad input")`.',
    why: "Constructing an exception does nothing on its own: the `throw`/`raise` is missing, so the error path it was written for never runs.",
    wrongWhen: "A test that builds an exception to test its constructor (in a test file it is hidden unless it sits in a branch or an `except` handler); a class named like an exception whose constructor has an effect of its own.",
    origin: "SonarSource's S3984 (errors created without being thrown) and Pylint's W0133 `pointless-exception-statement` (Ruff's PLW0133)."
  }
};

// src/rules/catalog/review/missing-replacement-group/rule.ts
var rule7 = {
  id: "review/missing-replacement-group",
  ...MEDIUM_CORRECTNESS,
  message: "`{{reference}}` in the replacement `{{replacement}}` refers to {{group}}, but `{{pattern}}` {{has}}: {{effect}}.",
  recommendation: "Refer to a group the pattern has, or add the capturing group `{{reference}}` was meant to insert.",
  documentation: {
    finds: 'A replacement string that refers to a capturing group its literal pattern does not have: `s.replace(/(\\d+)-(\\d+)/, \'$2-$3\')`, `re.sub(r"(\\w+)", r"\\2", s)`.',
    why: "JavaScript inserts the reference as literal text (`$3`), so the output silently contains a dollar sign and a digit; Python raises `re.error: invalid group reference` the first time the pattern matches, often on input a test never tried.",
    wrongWhen: "When the literal text is wanted, as in a price: write `$$` in JavaScript. Only literal patterns are read: a pattern held in a variable, a string pattern (where `$1` is usually a price), `$0` (kept as written, which some programs mean) and f-string replacements are left alone.",
    origin: "SonarJS's S6328 (replacement strings should reference existing regular expression groups); Pylint and Python's `re` reject the same references at run time."
  }
};

// src/rules/catalog/review/promise-as-condition/rule.ts
var rule8 = {
  id: "review/promise-as-condition",
  ...MEDIUM_CORRECTNESS,
  message: "{{tested}} is a promise ({{what}}), and a promise is always true: {{consequence}}.",
  recommendation: "{{recommendation}}",
  documentation: {
    finds: "A promise tested for truth: the call of an `async` function (of the file, of its class, or imported from the project), `fetch` or `Promise.all` as the condition of an `if`, `while` or `?:`, under `!`, `&&` or `||` there, without `await`; an `async` callback given to `filter`, `some`, `every` or `find`; and in Python, a coroutine of the module or class tested by `if`/`while` without `await`.",
    why: "The condition sees the promise, not what it resolves to, and a promise (or coroutine) object is always true: the check always passes, `filter` keeps every element, `find` returns the first. Nothing fails; the code just stops deciding anything, and in Python the coroutine never even runs.",
    wrongWhen: "Never, when the callee really is `async`. Only calls whose promise the syntax shows are read: the file\u2019s own `async` functions (a name declared once, and only as `async`), `async` methods called on `this`/`self`, the project\u2019s own async exports, `fetch` and the `Promise` combinators; a value stored in a variable first is not followed.",
    origin: "typescript-eslint's `no-misused-promises` (`checksConditionals`, `checksVoidReturn` for array predicates) and CodeQL's `js/missing-await`; for Python, the interpreter's own `coroutine \u2026 was never awaited` warning."
  }
};

// src/rules/catalog/review/recursive-accessor/rule.ts
var rule9 = {
  id: "review/recursive-accessor",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "bug-pattern",
  message: "The {{kind}} of `{{name}}` {{access}} `{{expression}}`, which calls the {{kind}} again: the first use recurses until the stack overflows.",
  recommendation: "Keep the value in a field of another name (`this._{{name}}`, `this.#{{name}}`, `self._{{name}}`) and read or write that one.",
  documentation: {
    finds: "A getter that returns its own property (`get size() { return this.size; }`, `@property def size(self): return self.size`) and a setter that assigns it (`set size(v) { this.size = v; }`, `self.size = value` in `@size.setter`).",
    why: "Reading or writing the property inside its own accessor calls the accessor again, forever: the first use throws `RangeError: Maximum call stack size exceeded` or `RecursionError`. It is usually a missing underscore on the backing field.",
    wrongWhen: "Never intended. Private fields (`this.#size`) and accesses inside nested functions (which run later, if at all) are left alone.",
    origin: "SonarSource's S7725 (getters and setters should not recursively access the same property)."
  }
};

// src/rules/catalog/review/shared-fill-element/rule.ts
var rule10 = {
  id: "review/shared-fill-element",
  ...MEDIUM_CORRECTNESS,
  message: "`{{expression}}` puts one and the same `{{element}}` in every slot: a change through one slot shows in all of them.",
  recommendation: "Make a new one per slot: {{fix}}.",
  documentation: {
    finds: "An array filled with one object or array: `new Array(n).fill([])`, `Array(7).fill({ visits: 0 })` in JavaScript, `[[]] * n` or `[[0] * width] * height` in Python.",
    why: "`fill` evaluates its argument once and `*` repeats the reference, so every slot holds the same object: pushing to `grid[0]` pushes to every row, and a counter in one day counts for the whole week.",
    wrongWhen: "When the shared object is never changed (a read-only placeholder); `Array.from({ length: n }, () => [])` or a comprehension says the intent either way. Functions, regular expressions and `new RegExp()` are left alone, as are immutable values (numbers, strings, tuples, `None`).",
    origin: "eslint-plugin-unicorn's `no-array-fill-with-reference-type`; the Python FAQ's \"How do I create a multidimensional list?\"."
  }
};

// src/rules/catalog/review/useless-comparison/rule.ts
var rule11 = {
  id: "review/useless-comparison",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "logic",
  message: "`{{statement}}` compares and drops the result: nothing is assigned, asserted or tested.",
  recommendation: "Assign with `=` if that was meant, assert the comparison in a test, or remove the line.",
  documentation: {
    finds: "A statement that is only a comparison: `x == 1;`, `count === 0;`, `result == expected` on a line of its own.",
    why: "The comparison has no effect: it is usually an assignment typed as `==`, or a test check missing its `assert`/`expect`, so the code goes on without the value or the check it was written for.",
    wrongWhen: "A test that checks the comparison itself raises (left alone inside `with pytest.raises(\u2026)`, `assertRaises`, a `try` block, or a function passed to `throws`/`toThrow`); a line under `@ts-expect-error`, and benchmarks and type tests (`bench/`, `typing_tests/`, `test-d/`, `*.tst.ts`), where the comparison is run to be timed or type-checked; a generic call the grammar misreads as `(f < T) > (x)`; `# noqa: B015` silences it.",
    origin: "flake8-bugbear's B015 (Ruff B015) and the comparison case of Pylint's W0104 `pointless-statement`; the comparison part of ESLint's `no-unused-expressions`."
  }
};

// src/rules/catalog/silent-failure/empty-catch/rule.ts
var rule12 = {
  id: "silent-failure/empty-catch",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "error-handling",
  message: "Empty catch block silently discards any error thrown by {{guarded}}.",
  recommendation: "Handle the error (recover, retry, or return a failure), rethrow it with context, or at the very least log it. If ignoring it is intended, say why in a comment.",
  documentation: {
    finds: "An empty `catch` block or `except \u2026: pass`.",
    why: "The error is discarded: the program carries on with a failure nobody sees.",
    wrongWhen: "`catch {}` and `catch (_error) {}` (ignored on purpose, and said so) and tests are info.",
    origin: "ESLint's `no-empty` and Ruff's S110."
  }
};

// src/rules/catalog/silent-failure/log-only-catch/rule.ts
var rule13 = {
  id: "silent-failure/log-only-catch",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  confidence: 65,
  category: "error-handling",
  message: "The catch block only logs (`{{logged}}`) and then carries on as if {{guarded}} had succeeded.",
  recommendation: "After logging, rethrow, return an error or fallback value the caller can see, or record the failure in state the caller checks. Logging alone leaves callers working with missing data.",
  documentation: {
    finds: "A `catch`/`except` that only logs and carries on.",
    why: "Callers go on with missing data as if the call had succeeded.",
    wrongWhen: "Top-level handlers that end the operation; 85 when logged only at debug level, 65 otherwise (hidden).",
    origin: "The silent-failure-hunter review agent's checklist."
  }
};

// src/rules/catalog/silent-failure/return-in-finally/rule.ts
var rule14 = {
  id: "silent-failure/return-in-finally",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "error-handling",
  message: "`{{statement}}` inside `finally` replaces the outcome of the `try`: an exception in flight is dropped and a returned value is overwritten.",
  recommendation: "Move the `{{keyword}}` out of the `finally` block; keep only clean-up there.",
  documentation: {
    finds: "`return`, `break` or `continue` in `finally` (`throw`, and `break`/`continue` under an `if`, at 70).",
    why: "The exception in flight is dropped and a returned value is overwritten.",
    wrongWhen: "Loops and functions defined inside the `finally` are left alone. A `break` or `continue` under an `if` is usually a retry loop deciding whether to go round again, the error escaping on the last attempt: 70, hidden.",
    origin: "ESLint's `no-unsafe-finally` and Ruff's B012."
  }
};

// src/rules/catalog/simplify/nested-ternary/rule.ts
var rule15 = {
  id: "simplify/nested-ternary",
  agent: "code-simplifier",
  dimension: "readability",
  severity: "info",
  confidence: 85,
  category: "complexity",
  message: "Nested ternary `{{target}}` packs several decisions into one expression.",
  recommendation: "Use `if`/`else` (or an early return), a `switch`, or a lookup table; name intermediate results.",
  documentation: {
    finds: "A conditional expression nested in another.",
    why: "Several decisions in one expression are hard to read.",
    wrongWhen: "Reported as info.",
    origin: "ESLint's `no-nested-ternary`."
  }
};

// src/rules/stale-parameter-docs.ts
function staleParameterHit(documented, parameters, parameterList, functionName, context) {
  const stale = documented.filter((entry) => !parameters.includes(entry.name));
  if (stale.length === 0) return false;
  let line = stale.find((entry) => context.isChanged(entry.line))?.line;
  for (let row = parameterList.startPosition.row; line === void 0 && row <= parameterList.endPosition.row; row += 1) {
    if (context.isChanged(row + 1)) line = row + 1;
  }
  if (line === void 0) return false;
  const names = stale.map((entry) => `\`${entry.name}\``).join(", ");
  const actual = parameters.length > 0 ? parameters.map((name) => `\`${name}\``).join(", ") : "no parameters";
  return { line, details: { names, function: functionName, actual } };
}

// src/rules/catalog/review/missing-replacement-group/group-references.ts
function missingGroup(regex, replacement, references, effect) {
  if (!regex) return false;
  const groups = capturingGroups(regex.pattern);
  const { count, names } = groups;
  const missing = references(groups).find(({ group: group2 }) => typeof group2 === "number" ? group2 > count : !names.has(group2));
  if (!missing) return false;
  const group = typeof missing.group === "number" ? `group ${missing.group}` : `the group named \`${missing.group}\``;
  const has = typeof missing.group === "string" ? "has no group of that name" : `has ${count === 0 ? "no" : count} capturing group${count === 1 ? "" : "s"}`;
  return {
    details: {
      reference: missing.text,
      replacement: excerpt(replacement, 40),
      pattern: excerpt(regex.source, 50),
      group,
      has,
      effect: effect.replace("{{reference}}", missing.text)
    }
  };
}

// src/rules/catalog/review/shared-fill-element/changed-through-slot.ts
function storedIn(expression) {
  const parent = expression.parent;
  if (!parent) return void 0;
  const name = parent.childForFieldName("name") ?? parent.childForFieldName("left");
  const value = parent.childForFieldName("value") ?? parent.childForFieldName("right");
  return name && value?.equals(expression) && /^[\w$.]+$/.test(name.text) ? name.text : void 0;
}
function changedThroughSlot(expression, scope) {
  const name = storedIn(expression);
  if (!name) return false;
  const slot = `${name.replace(/[.$]/g, "\\$&")}\\s*\\[[^\\]\\n]*\\]`;
  const change = new RegExp(
    `(^|[^\\w$.])${slot}\\s*(\\.(push|unshift|splice|append|extend|add|update|insert|setdefault|set|delete|clear|remove|discard)\\s*\\(|\\[[^\\]\\n]*\\]\\s*([-+*/|&]?=)[^=]|\\.\\w+\\s*([-+*/|&]?=)[^=])`
  );
  return change.test(scope.text.slice(expression.endIndex - scope.startIndex));
}

// src/rules/catalog/review/useless-comparison/bare-comparison-hit.ts
var COMPARED_FOR_OWN_SAKE = /(?:^|\/)(?:bench(?:mark)?s?|typing_tests|type_tests|test-d)\/|[._-]bench(?:mark)?\.\w+$|\.(?:test-d|tst)\.[cm]?tsx?$/;
function bareComparisonHit(statement, path) {
  return COMPARED_FOR_OWN_SAKE.test(path) ? false : { details: { statement: excerpt(statement.text, 60) } };
}

// src/rules/catalog/simplify/nested-ternary/check-nested-conditional.ts
function checkNestedConditional(syntax) {
  const isNested = (node) => {
    let child = node;
    let parent = node.parent;
    while (parent?.type === "parenthesized_expression") {
      child = parent;
      parent = parent.parent;
    }
    return parent?.type === syntax.type && syntax.isBranch(parent, child);
  };
  return ({ target }) => {
    if (isNested(target)) return false;
    const { consequence, alternative } = syntax.branchesOf(target);
    if (consequence && syntax.unwrapParentheses(consequence).type === syntax.type) return true;
    if (alternative && syntax.unwrapParentheses(alternative).type === syntax.type) return { confidence: 80 };
    return false;
  };
}

export {
  rule,
  staleParameterHit,
  rule2,
  rule3,
  rule4,
  rule5,
  rule6,
  rule7,
  missingGroup,
  rule8,
  rule9,
  rule10,
  changedThroughSlot,
  rule11,
  bareComparisonHit,
  rule12,
  rule13,
  rule14,
  rule15,
  checkNestedConditional
};
