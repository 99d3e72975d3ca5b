import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  sharedLoopVariablesVersion
} from "./chunk-TT2JVUKU.js";
import {
  countMismatchHit,
  ownWording,
  rule as rule42,
  rule2 as rule43,
  rule3 as rule44,
  rule4 as rule45
} from "./chunk-YSC2LKTW.js";
import {
  indexAndLength,
  rule as rule5,
  rule2 as rule9,
  rule3 as rule24,
  rule4 as rule34,
  sameCode,
  stepDirection,
  tokensOf,
  wrongDirectionHit
} from "./chunk-3B5GOQ5Q.js";
import {
  CREDENTIAL_CHECK,
  DECIMAL_GATE,
  HIDDEN_LOG_LEVEL,
  HOST_GATE,
  MIXED_RANGE_GATE,
  NEVER_RETURNS_NAME,
  TODO_GATE,
  backspaceHit,
  builtSql,
  changedLineOf,
  checkChain,
  checkCommentedCode,
  checkTodoNote,
  comparisonOf,
  counterpartBefore,
  deepNestingHit,
  droppedParameters,
  guardedByKey,
  impossibleLengthHit,
  isCodeCall,
  isVersionLiteral,
  isVersionName,
  logOnlyHit,
  longFunctionHit,
  looksLikeDebugOutput,
  looksOctal,
  looseAlternative,
  mentions,
  misordered,
  mixedCaseRange,
  modeDetails,
  nilCheckImplementation,
  offByOneHit,
  onePassExit,
  overlyLargeRange,
  parsePattern,
  regexImplementation,
  removalHit,
  repeatedStore,
  rule,
  rule10 as rule12,
  rule11 as rule13,
  rule12 as rule14,
  rule13 as rule15,
  rule14 as rule16,
  rule15 as rule17,
  rule16 as rule18,
  rule17 as rule19,
  rule18 as rule20,
  rule19 as rule21,
  rule2,
  rule20 as rule22,
  rule21 as rule23,
  rule22 as rule25,
  rule23 as rule26,
  rule24 as rule27,
  rule25 as rule28,
  rule26 as rule29,
  rule27 as rule30,
  rule28 as rule31,
  rule29 as rule32,
  rule3,
  rule30 as rule33,
  rule31 as rule35,
  rule32 as rule36,
  rule33 as rule37,
  rule34 as rule38,
  rule35 as rule39,
  rule36 as rule40,
  rule37 as rule41,
  rule4,
  rule5 as rule6,
  rule6 as rule7,
  rule7 as rule8,
  rule8 as rule10,
  rule9 as rule11,
  secretAssignmentHit,
  signatureTable,
  statementsAreCode,
  storeInto,
  swappedArguments,
  tokenPieces,
  unescapeLiteral,
  unescapedDecimalDot,
  unescapedHostDot,
  unusedIndexHit
} from "./chunk-FRLT5RFX.js";
import {
  perFile
} from "./chunk-3G6RFUI2.js";
import {
  excerpt
} from "./chunk-UGHGIOLX.js";
import {
  severityInSensitiveArea
} from "./chunk-JMDMHE6N.js";
import {
  HIGH_CORRECTNESS,
  MEDIUM_CORRECTNESS,
  builtArgument,
  dottedNames,
  functionNodes,
  topLevelValuesBefore,
  valuesAssignedBefore
} from "./chunk-U6BNSJIP.js";
import {
  fileRoleOf
} from "./chunk-YWK67LT6.js";

// src/rules/catalog/comment/commented-out-code/go.ts
var DIRECTIVE = /^(go:|nolint|\+build|export\b|line\b|lint:|sextant-ignore|Output:|Unordered output:)/;
var CODE_SHAPE = /[{)]$|:=|^(return|if|for|go|defer|var|const|func|type|import|switch)\b|^[\w.[\]]+\s*(=|\+=|-=)\s*\S/;
var CODE_STATEMENTS = {
  types: /* @__PURE__ */ new Set([
    "short_var_declaration",
    "assignment_statement",
    "inc_statement",
    "dec_statement",
    "return_statement",
    "if_statement",
    "for_statement",
    "go_statement",
    "defer_statement",
    "var_declaration",
    "const_declaration",
    "expression_switch_statement",
    "type_switch_statement",
    "send_statement"
  ]),
  isCodeExpression: (expression) => expression.type === "call_expression" && isCodeCall(expression)
};
var CODE_DECLARATIONS = {
  types: /* @__PURE__ */ new Set(["function_declaration", "method_declaration", "type_declaration", "import_declaration", "var_declaration", "const_declaration"]),
  isCodeExpression: () => false
};
function parsesAsCode(source, context) {
  const inFunction = context.parseSnippet(`package p
func _() {
${source}
}`, (root) => {
    const body = root.descendantsOfType("block")[0];
    return statementsAreCode(root, body?.descendantsOfType("statement_list")[0]?.namedChildren ?? [], CODE_STATEMENTS);
  });
  if (inFunction || !/func|type|import|var|const/.test(source)) return inFunction;
  return context.parseSnippet(
    `package p
${source}`,
    (root) => statementsAreCode(
      root,
      root.namedChildren.filter((child) => child.type !== "package_clause"),
      CODE_DECLARATIONS
    )
  );
}
function commentedCode(comment, context) {
  if (!comment.text.startsWith("//")) return void 0;
  const raw = comment.text.slice(2);
  if (/^(\t| {2,})/.test(raw)) return void 0;
  const body = raw.trim();
  if (/^[\w\s,]*$/.test(body) || /\w\.\s/.test(body) || DIRECTIVE.test(body) || !CODE_SHAPE.test(body)) return void 0;
  const source = body.endsWith("{") ? `${body}}` : body;
  return parsesAsCode(source, context) ? body : void 0;
}
var implementation = {
  languages: ["go"],
  query: "(comment) @target",
  check: checkCommentedCode(commentedCode),
  examples: {
    match: [
      "func total(items []int) int {\n	// fmt.Println(items)\n	return sum(items)\n}",
      "func run() {\n	// retries := cfg.Retries\n	retries := 5\n	use(retries)\n}",
      "func run() {\n	// if err != nil {\n	start()\n}",
      "// func legacy() {}\nfunc current() {}"
    ],
    noMatch: [
      "// Total returns the sum of the items (see the pricing docs).\nfunc Total() {}",
      "//go:build linux",
      "//nolint:errcheck",
      "// Deprecated: use Total instead.\nfunc Sum() {}",
      "// Example:\n//\n//	x := Total(items)\nfunc Total() {}",
      "// e.g. Total(items)",
      "// return early when the list is empty"
    ]
  }
};

// src/rules/catalog/comment/todo-without-issue/go.ts
var implementation2 = {
  languages: ["go"],
  query: "(comment) @target",
  textGate: TODO_GATE,
  check: checkTodoNote,
  examples: {
    match: ["package cache\n\n// TODO: evict expired entries\nfunc Put(k string) {}", "package cache\n\nconst limit = 10 // HACK until the API paginates"],
    noMatch: [
      "package cache\n\n// TODO(maria): evict expired entries\nfunc Put(k string) {}",
      "package cache\n\n// FIXME: see https://github.com/acme/app/issues/12\nfunc Put(k string) {}"
    ]
  }
};

// src/rules/catalog/review/address-compared-with-nil/rule.ts
var rule46 = {
  id: "review/address-compared-with-nil",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "logic",
  message: "`{{expression}}` is always {{always}}: the address of a variable is never nil.",
  recommendation: "Compare the value itself with nil (`{{operand}} {{operator}} nil`), which is what was almost certainly meant.",
  documentation: {
    finds: "The address of a variable or field compared with nil: `&x == nil`, `&cfg.TLS != nil`.",
    why: "Taking an address always gives a non-nil pointer, so the test never varies: the nil check the author meant (on the pointer or value itself) is missing, and the branch it guards always or never runs.",
    wrongWhen: "Never intended.",
    origin: "staticcheck's SA4022 (comparing the address of a variable against nil)."
  }
};

// src/rules/catalog/review/address-compared-with-nil/go.ts
var implementation3 = {
  languages: ["go"],
  query: `[
  (binary_expression left: (unary_expression operator: "&" operand: (_) @operand) operator: _ @operator right: (nil))
  (binary_expression left: (nil) operator: _ @operator right: (unary_expression operator: "&" operand: (_) @operand))
] @target`,
  textGate: /&[\w.[\]]+\s*[!=]=\s*nil|nil\s*[!=]=\s*&/,
  check: ({ target, captures }) => {
    const operator = captures.operator?.text ?? "";
    const operand = captures.operand;
    if (operator !== "==" && operator !== "!=" || !operand || operand.type === "composite_literal") return false;
    return { details: { expression: excerpt(target.text, 40), always: operator === "==" ? "false" : "true", operand: excerpt(operand.text, 30), operator } };
  },
  examples: {
    match: ["if &cfg.TLS == nil {\n	return errNoTLS\n}", "ok := nil != &user"],
    noMatch: ["if cfg.TLS == nil {\n	return errNoTLS\n}", "ok := p != nil"]
  }
};

// src/rules/syntax/go/go-syntax.ts
var { dottedName, calleePath } = dottedNames({
  names: ["identifier", "package_identifier", "field_identifier"],
  member: "selector_expression",
  object: "operand",
  property: "field",
  callee: ["function"]
});
function calleeName(call) {
  const callee = call.childForFieldName("function");
  if (callee?.type === "identifier") return callee.text;
  return callee?.type === "selector_expression" ? callee.childForFieldName("field")?.text : void 0;
}
function argumentsOf(call) {
  return call.childForFieldName("arguments")?.namedChildren.filter((child) => child.type !== "comment") ?? [];
}
function statementsOf(block) {
  const list = block.namedChildren.find((child) => child.type === "statement_list");
  return (list ?? block).namedChildren.filter((child) => child.type !== "comment" && child.type !== "statement_list");
}
function hasComment(block) {
  return block.descendantsOfType("comment").length > 0;
}
var FUNCTIONS = functionNodes(["function_declaration", "method_declaration", "func_literal"]);
var { isFunctionType, isFunction, enclosingFunction } = FUNCTIONS;
function enclosingLoop(node) {
  for (let current = node.parent; current && !isFunction(current); current = current.parent) {
    if (current.type === "for_statement") return current;
  }
  return void 0;
}
function errorTested(condition) {
  if (condition?.type !== "binary_expression" || condition.childForFieldName("operator")?.text !== "!=") return void 0;
  const left = condition.childForFieldName("left");
  const right = condition.childForFieldName("right");
  const variable = left?.type === "nil" ? right : right?.type === "nil" ? left : void 0;
  return variable?.type === "identifier" && /^err|Err$|Error$/.test(variable.text) ? variable.text : void 0;
}
function isStringLiteral(node) {
  return node.type === "interpreted_string_literal" || node.type === "raw_string_literal";
}
function literalContent(node) {
  return node.text.slice(1, -1);
}
function additionOperands(node) {
  if (node.type === "parenthesized_expression" && node.namedChildren[0]) return additionOperands(node.namedChildren[0]);
  if (node.type !== "binary_expression" || node.childForFieldName("operator")?.text !== "+") return [node];
  const left = node.childForFieldName("left");
  const right = node.childForFieldName("right");
  return left && right ? [...additionOperands(left), ...additionOperands(right)] : [node];
}
function readStringExpression(node) {
  if (isStringLiteral(node)) return { node, how: void 0, fragments: literalContent(node), values: [] };
  if (node.type === "call_expression" && calleePath(node).join(".") === "fmt.Sprintf") {
    const [format, ...operands2] = argumentsOf(node);
    if (!format || !isStringLiteral(format)) return void 0;
    const text = literalContent(format).replace(/%%/g, "");
    const verbs = [...text.matchAll(/%[-+ #0-9.]*([a-zA-Z])/g)].map((match) => match[1] ?? "v");
    const values2 = verbs.length === operands2.length ? operands2.filter((_, index) => !/[bdoxXeEfFgGtc]/.test(verbs[index] ?? "v")) : operands2;
    return { node, how: operands2.length > 0 ? "`fmt.Sprintf`" : void 0, fragments: text.replace(/%[-+ #0-9.]*[a-zA-Z]/g, "?"), values: values2 };
  }
  const operands = additionOperands(node);
  if (operands.length < 2 || !operands.some(isStringLiteral)) return void 0;
  const fragments = operands.map((operand) => isStringLiteral(operand) ? literalContent(operand) : "?").join("");
  const values = operands.filter((operand) => !isStringLiteral(operand));
  return { node, how: values.length === 0 ? void 0 : "string concatenation", fragments, values };
}
function singleAssignment(assignment) {
  const left = assignment.childForFieldName("left") ?? assignment.childForFieldName("name");
  const right = assignment.childForFieldName("right") ?? assignment.childForFieldName("value");
  const names = left?.type === "expression_list" ? left.namedChildren : left ? [left] : [];
  const values = right?.type === "expression_list" ? right.namedChildren : right ? [right] : [];
  return names.length === 1 && values.length === 1 ? { name: names[0] ?? null, value: values[0] ?? null } : void 0;
}
var ASSIGNMENTS = ["short_var_declaration", "assignment_statement", "var_spec", "const_spec"];
function assignedValues(identifier) {
  const fn = enclosingFunction(identifier);
  const local = valuesAssignedBefore(identifier, fn ?? identifier.tree.rootNode, ASSIGNMENTS, singleAssignment);
  if (local.length > 0 || !fn) return local;
  return topLevelValuesBefore(identifier, ASSIGNMENTS, singleAssignment, FUNCTIONS.types);
}
function namesDeclaredIn(scope) {
  const names = /* @__PURE__ */ new Set();
  for (const parameter of scope.descendantsOfType(["parameter_declaration", "variadic_parameter_declaration"])) {
    for (const name of parameter.childrenForFieldName("name")) if (name) names.add(name.text);
  }
  for (const declaration of scope.descendantsOfType(["short_var_declaration", "range_clause"])) {
    for (const name of declaration.childForFieldName("left")?.namedChildren ?? []) names.add(name.text);
  }
  for (const spec of scope.descendantsOfType("var_spec")) for (const name of spec.childrenForFieldName("name")) if (name) names.add(name.text);
  return names;
}
function copiedBefore(body, name, before) {
  return statementsOf(body).some((statement) => {
    if (statement.startIndex >= before.startIndex) return false;
    if (statement.type === "short_var_declaration") return (statement.childForFieldName("left")?.namedChildren ?? []).some((left) => left.text === name);
    return statement.type === "var_declaration" && statement.descendantsOfType("var_spec").some((spec) => spec.childrenForFieldName("name").some((declared) => declared?.text === name));
  });
}

// src/rules/catalog/review/always-true-inequality/go.ts
var LITERALS = /* @__PURE__ */ new Set(["int_literal", "float_literal", "rune_literal", "interpreted_string_literal", "raw_string_literal", "true", "false"]);
function readComparison(node, operator) {
  if (node.type !== "binary_expression" || node.childForFieldName("operator")?.text !== operator) return void 0;
  return comparisonOf(
    [node.childForFieldName("left"), node.childForFieldName("right")],
    (side) => LITERALS.has(side.type),
    dottedName,
    (literal) => literal.type.endsWith("string_literal") ? `"${literalContent(literal)}"` : literal.text
  );
}
var SYNTAX = {
  chainType: "binary_expression",
  orOperator: "||",
  booleans: ["true", "false"],
  readComparison: (operand, underOr) => readComparison(operand, underOr ? "!=" : "==")
};
var implementation4 = {
  languages: ["go"],
  query: '(binary_expression operator: ["||" "&&"] @operator) @target',
  textGate: /[!=]=/,
  check: ({ target, captures }) => checkChain(target, captures.operator?.text ?? "", SYNTAX),
  examples: {
    match: ['func f(s string) bool {\n	return s != "GET" || s != "HEAD"\n}', "func f(n int) {\n	if n == 1 && n == 2 {\n		return\n	}\n}"],
    noMatch: [
      'func f(s string) bool {\n	return s != "GET" && s != "HEAD"\n}',
      'func f(a, b string) bool {\n	return a != "x" || b != "y"\n}',
      'func f(s string) bool {\n	return s == "GET" || s == "HEAD"\n}'
    ]
  }
};

// src/rules/catalog/review/always-zero/rule.ts
var rule47 = {
  id: "review/always-zero",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "logic",
  message: "`{{expression}}` is always 0: {{why}}.",
  recommendation: "{{fix}}",
  documentation: {
    finds: "Arithmetic that always gives 0: a division of two integer literals whose result truncates to zero (`1 / 2`), a remainder by 1 (`x % 1`), and a random number below 1 (`rand.Intn(1)`).",
    why: "Go divides integer constants as integers, so `1 / 2` is 0 even where a float is wanted (`float64(1 / 2)`); `x % 1` is 0 for every integer; `rand.Intn(n)` returns a number in [0, n), so `rand.Intn(1)` never returns anything but 0. Each was meant to compute something else: a fraction, another modulus, a coin toss (`rand.Intn(2)`).",
    wrongWhen: "Never intended. As in staticcheck, a division with a named constant (`total / buckets`), a float literal on either side, or a numerator of 0 is left alone.",
    origin: "staticcheck's SA4025 (integer division of literals that results in zero), SA4028 (`x % 1`) and SA4030 (`rand.Intn(1)`)."
  }
};

// src/rules/catalog/review/always-zero/go.ts
function integerValue(node) {
  if (node?.type !== "int_literal") return void 0;
  const text = node.text.replace(/_/g, "");
  try {
    return BigInt(/^0[0-7]+$/.test(text) ? `0o${text.slice(1)}` : text.replace(/^0([oO])/, "0o"));
  } catch {
    return void 0;
  }
}
var BELOW = /^(Intn|Int31n|Int63n|IntN|Int32N|Int64N|UintN|Uint32N|Uint64N)$/;
function binaryHit(target) {
  const operator = target.childForFieldName("operator")?.text;
  const left = target.childForFieldName("left");
  const right = integerValue(target.childForFieldName("right"));
  const expression = excerpt(target.text, 40);
  if (operator === "%" && right === 1n) return { expression, why: "every integer is a multiple of 1", fix: "Use the modulus that was meant." };
  const numerator = integerValue(left);
  if (operator !== "/" || numerator === void 0 || right === void 0) return void 0;
  if (numerator <= 0n || numerator >= right) return void 0;
  return { expression, why: "integer literals divide as integers and the fraction is dropped", fix: "Write a float literal (`1.0 / 2`) for a fraction." };
}
var implementation5 = {
  languages: ["go"],
  query: `[
  (binary_expression operator: ["/" "%"] right: (int_literal))
  (call_expression function: (selector_expression field: (field_identifier) @function) arguments: (argument_list . (int_literal) .))
] @target`,
  textGate: /\d\s*\/\s*\d|%\s*1\b|N\(1\)|n\(1\)/,
  check: ({ target, captures }) => {
    if (target.type === "binary_expression") {
      const details = binaryHit(target);
      return details ? { details } : false;
    }
    if (!BELOW.test(captures.function?.text ?? "") || integerValue(argumentsOf(target)[0] ?? null) !== 1n) return false;
    return {
      details: {
        expression: excerpt(target.text, 40),
        why: "the result is below the bound, and the only such number is 0",
        fix: "Pass the number of outcomes: `rand.Intn(2)` for 0 or 1."
      }
    };
  },
  examples: {
    match: ["ratio := float64(1 / 3)", "even := n % 1 == 0", "if rand.Intn(1) == 0 {\n	retry()\n}"],
    noMatch: ["ratio := 1.0 / 3", "half := total / 2", "even := n % 2 == 0", "pick := rand.Intn(2)", "x := 4 / 2", "y := 0 / 5"]
  }
};

// src/rules/syntax/go/regex-literals.ts
var QUERY = `((call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list . [(interpreted_string_literal) (raw_string_literal)] @pattern)) @target
  (#eq? @package "regexp")
  (#any-of? @function "Compile" "MustCompile" "CompilePOSIX" "MustCompilePOSIX" "MatchString" "Match"))`;
function read(captures) {
  const node = captures.pattern;
  if (!node) return void 0;
  const raw = node.type === "raw_string_literal";
  const pattern = parsePattern(unescapeLiteral(node.text.slice(1, -1), raw, "go"), "go");
  return pattern && { pattern, source: node.text };
}
var GO_REGEX = { languages: ["go"], query: QUERY, read };

// src/rules/catalog/review/anchored-alternation/go.ts
var implementation6 = regexImplementation(GO_REGEX, /(\^|\\A)[^\n]*\||\|[^\n]*(\$|\\z)/, looseAlternative, {
  match: ["var answer = regexp.MustCompile(`^yes|no|maybe$`)"],
  noMatch: ["var trim = regexp.MustCompile(`^\\s+|\\s+$`)", "var answer = regexp.MustCompile(`^(?:yes|no|maybe)$`)"]
});

// src/rules/catalog/review/append-nothing/rule.ts
var rule48 = {
  id: "review/append-nothing",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "logic",
  message: "`{{call}}` appends nothing: it returns `{{slice}}` unchanged.",
  recommendation: "Add the values that were meant (`append({{slice}}, v)`, `append({{slice}}, other...)`); to copy the slice, use `slices.Clone({{slice}})` or `append([]T(nil), {{slice}}...)`.",
  documentation: {
    finds: "`append` called with the slice alone: `x = append(y)`.",
    why: "`append(s)` returns `s` itself, so the values meant to be added are missing, and `x = append(y)` makes `x` share `y`'s array where a copy may have been meant.",
    wrongWhen: "Never useful: the call does nothing.",
    origin: "go vet's `appends` and staticcheck's SA4021 (`x = append(y)` is `x = y`)."
  }
};

// src/rules/catalog/review/append-nothing/go.ts
var implementation7 = {
  languages: ["go"],
  query: `(call_expression
  function: (identifier) @function
  arguments: (argument_list . (_) @slice .)
  (#eq? @function "append")) @target`,
  textGate: /\bappend\([^,()]*\)/,
  check: ({ target, captures }) => {
    const slice = captures.slice;
    if (!slice || slice.type === "comment" || target.text.includes("...")) return false;
    return { details: { call: excerpt(target.text, 40), slice: excerpt(slice.text, 30) } };
  },
  examples: {
    match: ["func add(items []string, item string) []string {\n	items = append(items)\n	return items\n}", "copied := append(original)"],
    noMatch: ["items = append(items, item)", "all = append(all, more...)", "copied := append([]int(nil), original...)"]
  }
};

// src/rules/catalog/review/high-concurrency.ts
var HIGH_CONCURRENCY = {
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "concurrency"
};

// src/rules/catalog/review/atomic-result-assigned/rule.ts
var rule49 = {
  id: "review/atomic-result-assigned",
  ...HIGH_CONCURRENCY,
  message: "`{{statement}}` stores the result of the atomic add back with a plain assignment: the store is not atomic, and it races with the other goroutines' adds.",
  recommendation: "Drop the assignment: `{{call}}` already updates `{{variable}}`; use the returned value only where the new total is needed (`n := {{call}}`).",
  documentation: {
    finds: "The result of `atomic.AddInt32`, `AddInt64`, `AddUint32`, `AddUint64` or `AddUintptr` assigned back to the variable it added to: `x = atomic.AddInt64(&x, 1)`.",
    why: "The add is atomic, but the assignment is an ordinary write of the same variable afterwards: another goroutine's add in between is overwritten and lost, and the race detector reports the write. The assignment was never needed, since the add already updated the variable.",
    wrongWhen: "Never right. A file that does not import `sync/atomic` is left alone: its `atomic` is another package (go.uber.org/atomic, a local one) whose `Add` may mean something else.",
    origin: "go vet's `atomic` analyzer."
  }
};

// src/rules/catalog/review/atomic-result-assigned/go.ts
var implementation8 = {
  languages: ["go"],
  query: `(assignment_statement
  left: (expression_list . (_) @variable .)
  operator: "="
  right: (expression_list .
    (call_expression
      function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
      arguments: (argument_list . (unary_expression operator: "&" operand: (_) @added))) @call .)
  (#eq? @package "atomic") (#match? @function "^Add(Int32|Int64|Uint32|Uint64|Uintptr)$")) @target`,
  textGate: /=\s*atomic\.Add/,
  check: ({ target, captures, context }) => {
    if (!context.lines.some((line2) => line2.includes('"sync/atomic"'))) return false;
    const variable = captures.variable?.text.replace(/\s/g, "");
    if (!variable || variable !== captures.added?.text.replace(/\s/g, "")) return false;
    return { details: { statement: excerpt(target.text, 50), call: excerpt(captures.call?.text ?? "", 40), variable: captures.variable?.text ?? "" } };
  },
  examples: {
    match: ['import "sync/atomic"\n\nfunc (c *Counter) Inc() {\n	c.hits = atomic.AddInt64(&c.hits, 1)\n}'],
    noMatch: [
      "func (c *Counter) Inc() int64 {\n	n := atomic.AddInt64(&c.hits, 1)\n	return n\n}",
      "func (c *Counter) Inc() {\n	atomic.AddInt64(&c.hits, 1)\n}",
      "last = atomic.AddInt64(&c.hits, 1)",
      'import "example.com/atomic"\n\nfunc (c *Counter) Inc() {\n	c.hits = atomic.AddInt64(&c.hits, 1)\n}'
    ]
  }
};

// src/rules/catalog/review/busy-loop/rule.ts
var rule50 = {
  id: "review/busy-loop",
  agent: "code-reviewer",
  dimension: "performance",
  severity: "medium",
  confidence: 85,
  category: "concurrency",
  message: "{{what}} spins: it burns a whole CPU core {{how}}.",
  recommendation: "{{fix}}",
  documentation: {
    finds: "A loop that can only spin: an empty `for {}` (or `for !done {}` on a plain variable), and a `for { select { \u2026 default: } }` whose `select` is the whole body and whose `default` case is empty.",
    why: "An empty loop never yields, so it keeps a core at 100% and, on older Go versions, could stop the garbage collector and other goroutines; a flag it waits for is also a data race. An empty `default` makes a `select` return at once when no channel is ready, turning the loop around it into the same spin.",
    wrongWhen: "Rarely: a spin-wait on purpose belongs in a runtime, not in application code. A loop whose condition calls a function (a compare-and-swap spin lock) or whose `default` case does anything, even `runtime.Gosched()`, is left alone, as are `for false {}` (which never runs), a `for range ch {}` that drains a channel and a counting loop `for i := 0; i < n; i++ {}`.",
    origin: "staticcheck's SA5002 (the empty for loop spins) and SA5004 (`for { select { \u2026` with an empty default branch spins)."
  }
};

// src/rules/syntax/go/same-code.ts
function isStableValue(node) {
  switch (node.type) {
    case "identifier":
      return node.text !== "_";
    case "selector_expression": {
      const operand = node.childForFieldName("operand");
      return operand !== null && isStableValue(operand);
    }
    case "index_expression": {
      const operand = node.childForFieldName("operand");
      const index = node.childForFieldName("index");
      return operand !== null && index !== null && isStableValue(operand) && (isStableValue(index) || index.type === "int_literal" || index.type === "interpreted_string_literal");
    }
    case "parenthesized_expression": {
      const inner = node.namedChildren[0];
      return inner !== void 0 && inner !== null && isStableValue(inner);
    }
    case "unary_expression": {
      const operator = node.childForFieldName("operator")?.text;
      const operand = node.childForFieldName("operand");
      return (operator === "*" || operator === "-" || operator === "!") && operand !== null && isStableValue(operand);
    }
    default:
      return false;
  }
}
function hasSideEffects(node) {
  if (node.type === "call_expression") return true;
  if (node.type === "unary_expression" && node.childForFieldName("operator")?.text === "<-") return true;
  return node.descendantsOfType(["call_expression", "unary_expression"]).some((inner) => inner.type === "call_expression" || inner.childForFieldName("operator")?.text === "<-");
}

// src/rules/catalog/review/busy-loop/go.ts
function isPlainLoop(loop) {
  return !loop.namedChildren.some((child) => child.type === "for_clause" || child.type === "range_clause");
}
function emptyDefault(select) {
  return select.namedChildren.find((clause) => clause.type === "default_case" && clause.namedChildren.every((child) => child.type === "comment"));
}
var implementation9 = {
  languages: ["go"],
  query: "(for_statement body: (block) @body) @target",
  textGate: /\bfor\b[^{\n]*\{\s*\}|default:/,
  check: ({ target, captures }) => {
    const body = captures.body;
    if (!body || !isPlainLoop(target)) return false;
    const condition = target.namedChildren.find((child) => child.type !== "block" && child.type !== "comment");
    if (condition && (hasSideEffects(condition) || condition.type === "false")) return false;
    const statements = statementsOf(body);
    if (statements.length === 0 && !hasComment(body)) {
      return {
        details: {
          what: condition ? `\`for ${condition.text} {}\`` : "`for {}`",
          how: condition ? "until another goroutine changes the condition, which it reads without synchronisation" : "for ever",
          fix: condition ? "Wait on a channel, a `sync.WaitGroup` or a `sync.Cond` instead of polling a variable." : "Block on something: `select {}` waits for ever without spinning."
        }
      };
    }
    const select = statements.length === 1 && statements[0]?.type === "select_statement" ? statements[0] : void 0;
    const empty = select ? emptyDefault(select) : void 0;
    if (!empty) return false;
    return {
      line: empty.startPosition.row + 1,
      details: {
        what: "This loop around a `select` with an empty `default`",
        how: "while no channel is ready",
        fix: "Remove the empty `default` so that the `select` blocks until a channel is ready."
      }
    };
  },
  examples: {
    match: [
      "func main() {\n	go serve()\n	for {\n	}\n}",
      "func (w *Worker) run() {\n	for {\n		select {\n		case j := <-w.jobs:\n			j.Do()\n		case <-w.quit:\n			return\n		default:\n		}\n	}\n}"
    ],
    noMatch: [
      "func main() {\n	go serve()\n	select {}\n}",
      "func never() {\n	for false {\n	}\n}",
      "func drain(ch chan int) {\n	for range ch {\n	}\n}",
      "func lock(l *int32) {\n	for !atomic.CompareAndSwapInt32(l, 0, 1) {\n	}\n}",
      "func (w *Worker) run() {\n	for {\n		select {\n		case j := <-w.jobs:\n			j.Do()\n		default:\n			runtime.Gosched()\n		}\n	}\n}",
      "func (w *Worker) poll() {\n	for {\n		select {\n		case j := <-w.jobs:\n			j.Do()\n		default:\n		}\n		time.Sleep(time.Second)\n	}\n}"
    ]
  }
};

// src/rules/catalog/review/command-string-as-program/go.ts
var implementation10 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list . [(interpreted_string_literal) (raw_string_literal)] @program)
  (#eq? @package "exec") (#eq? @function "Command")) @target
(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list . (_) . [(interpreted_string_literal) (raw_string_literal)] @program)
  (#eq? @package "exec") (#eq? @function "CommandContext")) @target`,
  textGate: /exec\.Command/,
  check: ({ captures }) => {
    const program = captures.program ? literalContent(captures.program) : "";
    if (!program.includes(" ") || /[\\/]/.test(program)) return false;
    const words = program.trim().split(/\s+/);
    const fixed = `exec.Command(${words.map((word) => JSON.stringify(word)).join(", ")})`;
    return { details: { program, fixed } };
  },
  examples: {
    match: ['func status() ([]byte, error) {\n	return exec.Command("git status").Output()\n}', 'cmd := exec.CommandContext(ctx, "ls -l")'],
    noMatch: [
      'func status() ([]byte, error) {\n	return exec.Command("git", "status").Output()\n}',
      'cmd := exec.Command("/bin/sh", "-c", "ls -l | wc")',
      "cmd := exec.Command(`C:\\Program Files\\App\\app.exe`)"
    ]
  }
};

// src/rules/catalog/review/const-repeats-value/rule.ts
var rule51 = {
  id: "review/const-repeats-value",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "logic",
  message: "`{{name}}` has no value of its own, so it repeats `{{value}}`: it equals `{{previous}}`.",
  recommendation: "Give `{{name}}` its own value (`{{name}} = \u2026`); a block meant to count needs `iota` in its first expression.",
  documentation: {
    finds: "A name in a Go `const` block with no value, after a constant whose value does not use `iota`: `KeyMediaPrev = uv.KeyMediaPrev` followed by a bare `KeyMediaRecord`.",
    why: "A constant without a value repeats the expression above it. With `iota` that counts; without it, the new constant silently gets the same value as the one before, so two keys, buttons or states compare equal.",
    wrongWhen: "Two names are meant to be equal. Write the alias out (`B = A`), which says so. Silence one finding with `sextant-ignore review/const-repeats-value`.",
    origin: "The Go specification's implicit repetition in constant declarations; written from two fixes of this shape in the development data (a key and a mouse button that each equalled the constant above them)."
  }
};

// src/rules/catalog/review/const-repeats-value/go.ts
function repeatedSpec(spec) {
  for (let previous = spec.previousNamedSibling; previous; previous = previous.previousNamedSibling) {
    if (previous.type === "const_spec" && previous.childForFieldName("value")) return previous;
  }
  return void 0;
}
function usesIota(node) {
  return node.type === "iota" || node.namedChildren.some((child) => child !== null && usesIota(child));
}
var implementation11 = {
  languages: ["go"],
  query: `(const_declaration (const_spec !value) @target)`,
  check: ({ target }) => {
    const source = repeatedSpec(target);
    const value = source?.childForFieldName("value");
    if (!source || !value || usesIota(value)) return false;
    const name = target.childForFieldName("name")?.text;
    const previous = source.childrenForFieldName("name").at(-1)?.text;
    if (!name || !previous) return false;
    return { details: { name, value: excerpt(value.text, 40), previous } };
  },
  examples: {
    match: [
      "const (\n	KeyMediaPrev = uv.KeyMediaPrev\n	KeyMediaRecord\n)",
      "const (\n	MouseButton10 MouseButton = 10\n	MouseButton11\n)",
      'const (\n	A = "a"\n	// B is the second one.\n	B\n)'
    ],
    noMatch: [
      "const (\n	A = iota\n	B\n	C\n)",
      "const (\n	KB = 1 << (10 * (iota + 1))\n	MB\n)",
      "const (\n	A = 1\n	B = 2\n)",
      "const (\n	_ Weekday = iota\n	Monday\n)"
    ]
  }
};

// src/rules/catalog/review/copy-paste-slip/go.ts
var NAME_TYPES = /* @__PURE__ */ new Set(["identifier", "field_identifier", "type_identifier", "package_identifier"]);
var LITERAL_TYPES = /* @__PURE__ */ new Set(["int_literal", "float_literal", "imaginary_literal", "rune_literal", "interpreted_string_literal", "raw_string_literal"]);
var MAX_TOKENS = 48;
var MAX_MEMBERS = 40;
var MAJORITY_ALONE = 4;
function tokensOf2(node) {
  const tokens = [];
  const walk = (current) => {
    if (current.type === "comment") return true;
    if (LITERAL_TYPES.has(current.type) || current.childCount === 0) {
      const kind = NAME_TYPES.has(current.type) ? "N" : LITERAL_TYPES.has(current.type) ? "L" : current.text;
      tokens.push({ kind, text: current.text, node: current });
      return tokens.length <= MAX_TOKENS;
    }
    for (const child of current.children) if (child && !walk(child)) return false;
    return true;
  };
  return walk(node) ? tokens : void 0;
}
function unitsOf(parent) {
  if (parent.type === "expression_switch_statement" || parent.type === "type_switch_statement") {
    return parent.namedChildren.filter((child) => child.type === "expression_case" || child.type === "type_case");
  }
  const list = parent.namedChildren.find((child) => child.type === "statement_list") ?? parent;
  return list.namedChildren.filter((child) => child.type !== "comment");
}
function parallelUnit(unit) {
  return unit.parent?.type !== "statement_list" || unit.parent.parent?.type !== "block" || unit.startPosition.row === unit.endPosition.row;
}
function slipIn(group, branches) {
  const head = group[0];
  if (!head || group.length < 3) return void 0;
  const names = head.tokens.flatMap((token, index) => token.kind === "N" && (!branches || !inCaseValue(token.node)) ? [index] : []);
  const found = [];
  for (let a = 0; a < names.length; a += 1) {
    for (let b = a + 1; b < names.length; b += 1) {
      const [i, j] = [names[a] ?? 0, names[b] ?? 0];
      const breaking = group.filter((member) => member.tokens[i]?.text !== member.tokens[j]?.text);
      const [odd] = breaking;
      if (breaking.length !== 1 || !odd) continue;
      const agreeing = group.filter((member) => member !== odd);
      if (new Set(agreeing.map((member) => member.tokens[i]?.text)).size < 2) continue;
      const [first, second] = [odd.tokens[i], odd.tokens[j]];
      if (first && second && (branches ? agreeing.length >= MAJORITY_ALONE : copiedFromNeighbour(group, odd, i, j)))
        found.push({ odd, agreeing, first, second });
    }
  }
  const [slip] = found;
  if (!slip || found.some(
    (other) => other.odd !== slip.odd || other.first !== slip.first && other.second !== slip.second && other.first !== slip.second && other.second !== slip.first
  )) {
    return void 0;
  }
  return slip;
}
function inCaseValue(node) {
  for (let current = node; current.parent; current = current.parent) {
    if (current.parent.type === "expression_case" || current.parent.type === "type_case") return current.type !== "statement_list";
  }
  return false;
}
function copiedFromNeighbour(group, odd, i, j) {
  const at = group.indexOf(odd);
  return [group[at - 1], group[at + 1]].some((neighbour) => {
    if (!neighbour) return false;
    const keptI = neighbour.tokens[i]?.text === odd.tokens[i]?.text;
    const keptJ = neighbour.tokens[j]?.text === odd.tokens[j]?.text;
    return keptI !== keptJ;
  });
}
function roughShape(text) {
  return text.replace(/"(?:[^"\\\n]|\\.)*"|`[^`]*`|'(?:[^'\\\n]|\\.)*'/g, "L").replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, "").replace(/[\w.]*\w/g, "N").replace(/\s+/g, "");
}
function groupsOf(items, keyOf) {
  const groups = /* @__PURE__ */ new Map();
  for (const item of items) {
    const key = keyOf(item);
    if (key === void 0) continue;
    const group = groups.get(key) ?? [];
    group.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].filter((group) => group.length >= 3);
}
function slipsUnder(parent, context) {
  const sameType = groupsOf(unitsOf(parent), (unit) => unit.type).flat();
  const candidates = groupsOf(sameType.filter(parallelUnit), (unit) => roughShape(unit.text)).flat();
  const members = candidates.flatMap((unit) => {
    const tokens = tokensOf2(unit);
    return tokens ? [{ node: unit, tokens }] : [];
  });
  const slips = [];
  for (const group of groupsOf(members, (member) => member.tokens.map((token) => token.kind).join(" "))) {
    if (group.length < 3 || group.length > MAX_MEMBERS) continue;
    const slip = slipIn(group, parent.type !== "block");
    if (slip && [slip.first, slip.second].some((token) => context.isChanged(token.node.startPosition.row + 1))) slips.push(slip);
  }
  return slips;
}
function explained(member) {
  if (member.descendantsOfType("comment").length > 0) return true;
  const before = member.previousNamedSibling;
  const after = member.nextNamedSibling;
  return before?.type === "comment" && before.endPosition.row === member.startPosition.row - 1 || after?.type === "comment" && after.startPosition.row === member.endPosition.row;
}
var UNIT_WORDS = {
  expression_switch_statement: "`case` branches",
  type_switch_statement: "`case` branches"
};
var implementation12 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "Here `{{first}}` and `{{second}}` differ, where each of the {{count}} parallel {{units}} around it has one name in both places (line {{example}}: `{{exampleText}}`): a copied line whose name was not updated does the wrong thing quietly.",
    recommendation: 'Check this line against its neighbours and use the name it was meant to have; if it really differs, a comment saying why keeps the next reader from "fixing" it.'
  }),
  query: `(block) @target
    (expression_switch_statement) @target
    (type_switch_statement) @target`,
  check: ({ target, context }) => {
    const [slip] = slipsUnder(target, context);
    if (!slip || explained(slip.odd.node)) return false;
    const distance = (member) => Math.abs(member.node.startIndex - slip.odd.node.startIndex);
    const example = slip.agreeing.reduce((best, member) => distance(member) < distance(best) ? member : best);
    const reported = [slip.second, slip.first].find((token) => context.isChanged(token.node.startPosition.row + 1)) ?? slip.second;
    return {
      line: reported.node.startPosition.row + 1,
      details: {
        first: slip.first.text,
        second: slip.second.text,
        count: String(slip.agreeing.length),
        units: UNIT_WORDS[target.type] ?? "lines",
        example: String(example.node.startPosition.row + 1),
        exampleText: excerpt(example.node.text.split("\n")[0] ?? "", 50)
      },
      ...slip.agreeing.length >= MAJORITY_ALONE ? { confidence: 85 } : {}
    };
  },
  examples: {
    match: [
      "func copyLimits(dst, src *Limits) {\n	dst.MaxConns = src.MaxConns\n	dst.MaxIdle = src.MaxIdle\n	dst.MaxLifetime = src.MaxIdle\n}",
      'func (w *Writer) WriteArg(v interface{}) error {\n	switch v := v.(type) {\n	case *int8:\n		if v == nil {\n			return w.int(0)\n		}\n		return w.int(int64(*v))\n	case *int16:\n		if v == nil {\n			return w.int(0)\n		}\n		return w.int(int64(*v))\n	case *uint8:\n		if v == nil {\n			return w.string("")\n		}\n		return w.uint(uint64(*v))\n	case *uint16:\n		if v == nil {\n			return w.uint(0)\n		}\n		return w.uint(uint64(*v))\n	case *float32:\n		if v == nil {\n			return w.float(0)\n		}\n		return w.float(float64(*v))\n	}\n	return nil\n}'
    ],
    noMatch: [
      "func copyLimits(dst, src *Limits) {\n	dst.MaxConns = src.MaxConns\n	dst.MaxIdle = src.MaxIdle\n	dst.MaxLifetime = src.Lifetime\n}",
      "func defaults(c *Config, timeout time.Duration) {\n	c.Timeout = timeout\n	c.ReadTimeout = timeout\n	c.WriteTimeout = timeout\n}",
      "func copyLimits(dst, src *Limits) {\n	dst.MaxConns = src.MaxConns\n	dst.MaxIdle = src.MaxIdle\n	// The old name of the field.\n	dst.MaxLifetime = src.MaxIdle\n}",
      {
        before: "func copyLimits(dst, src *Limits) {\n	dst.MaxConns = src.MaxConns\n	dst.MaxIdle = src.MaxIdle\n	dst.MaxLifetime = src.MaxIdle\n}",
        after: "func copyLimits(dst, src *Limits) {\n	dst.MaxConns = src.MaxConns\n	dst.MaxIdle = src.MaxIdle\n	dst.MaxLifetime = src.MaxIdle\n	dst.Name = name\n}"
      }
    ]
  }
};

// src/rules/catalog/review/debug-print/go.ts
var VALUES_ONLY_FORMAT = /^"(\s*%[-+# 0-9.]*[vTqsd]\s*)+(\\n)?"$/;
var DUMPERS = /* @__PURE__ */ new Set(["spew.Dump", "spew.Printf", "pretty.Println", "litter.Dump", "pp.Println"]);
function debugPrintConfidence(call) {
  const path = calleePath(call).join(".");
  if (path === "println" || path === "print" || DUMPERS.has(path)) return 90;
  if (!/^fmt\.Print(f|ln)?$/.test(path)) return void 0;
  const argumentList = argumentsOf(call);
  const strings = argumentList.filter((argument) => argument.type === "interpreted_string_literal" || argument.type === "raw_string_literal").map((argument) => argument.text);
  const debugging = looksLikeDebugOutput(strings, argumentList.length - strings.length) || strings.some((text) => VALUES_ONLY_FORMAT.test(text));
  return debugging ? 85 : void 0;
}
function isMainPackage(root) {
  return root.namedChildren.find((child) => child.type === "package_clause")?.namedChildren[0]?.text === "main";
}
var implementation13 = {
  languages: ["go"],
  query: '(call_expression function: [(identifier) (selector_expression)] @callee (#match? @callee "^(println|print|fmt[.]Print|spew[.]|pretty[.]|litter[.]|pp[.])")) @target',
  check: ({ target, context }) => {
    if (fileRoleOf(context.path) !== "source" || isMainPackage(context.root)) return false;
    const confidence = debugPrintConfidence(target);
    return confidence === void 0 ? false : { confidence, details: { target: excerpt(target.text, 50) } };
  },
  examples: {
    match: [
      'package cart\n\nfunc Total(items []Item) int {\n	fmt.Printf("%+v\\n", items)\n	return sum(items)\n}',
      'package cart\n\nfunc Total(items []Item) int {\n	println("here", len(items))\n	return sum(items)\n}'
    ],
    noMatch: [
      "package main\n\nfunc main() {\n	fmt.Println(run())\n}",
      'package report\n\nfunc Write(w io.Writer, r Report) {\n	fmt.Fprintf(w, "%d issues\\n", r.Count)\n}',
      'package cart\n\nfunc Usage() {\n	fmt.Println("usage: cart add <item>")\n}'
    ]
  }
};

// src/rules/catalog/review/decimal-file-mode/go.ts
var MODE_LAST = /* @__PURE__ */ new Set(["os.Chmod", "os.Mkdir", "os.MkdirAll", "os.OpenFile", "os.WriteFile", "ioutil.WriteFile"]);
var implementation14 = {
  languages: ["go"],
  overrides: {
    message: "The file mode `{{mode}}` is a decimal number ({{octal}} in octal), not the permissions `0{{mode}}` it looks like.",
    recommendation: "Write the mode in octal: `0{{mode}}` (or `0o{{mode}}`).",
    reason: "Go's octal literals are written `0755` as well as `0o755`."
  },
  query: "(call_expression function: (selector_expression) arguments: (argument_list (int_literal) @mode .)) @target",
  textGate: /\b(?:os|ioutil)\.(?:Chmod|Mkdir|MkdirAll|OpenFile|WriteFile)\(/,
  check: ({ target, captures }) => {
    const mode = captures.mode;
    if (!mode || !MODE_LAST.has(calleePath(target).join(".")) || argumentsOf(target).at(-1)?.id !== mode.id) return false;
    return looksOctal(mode.text) && { details: modeDetails(mode.text) };
  },
  examples: {
    match: ["func setup(dir string) error {\n	return os.MkdirAll(dir, 755)\n}", "func save(p string, b []byte) error {\n	return os.WriteFile(p, b, 644)\n}"],
    noMatch: [
      "func setup(dir string) error {\n	return os.MkdirAll(dir, 0755)\n}",
      "func setup(dir string) error {\n	return os.MkdirAll(dir, 0o755)\n}",
      "func f() {\n	cache.Set(key, 755)\n}",
      "func f(p string) error {\n	return os.Chmod(p, 999)\n}"
    ]
  }
};

// src/rules/catalog/review/defer-before-error-check/rule.ts
var rule52 = {
  id: "review/defer-before-error-check",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "error-handling",
  message: "`{{target}}` is deferred before `{{error}}` is checked: when `{{call}}` fails, `{{receiver}}` is nil and the deferred call panics (or closes nothing) as the function returns.",
  recommendation: "Check the error first and defer the cleanup after it: `if err != nil { return \u2026, err }` then `defer f.Close()`.",
  documentation: {
    finds: "`f, err := os.Open(p); defer f.Close()` before `err` is checked.",
    why: "When the call fails, the deferred call runs on a nil value and panics, hiding the real error.",
    wrongWhen: "Low, and 60 in tests; calls that return usable values even on error are left alone.",
    origin: "staticcheck's SA5001."
  }
};

// src/rules/syntax/go/flow-bug-patterns-helpers.ts
var ERROR_NAME = /^(err\d*|[a-z]\w*Err|err[A-Z][a-z]*)$/;
var NOT_AN_ERROR = /(Ch|Chan|Msg|Message|Count|Str|String|Code|Text)$/;
function isErrorName(name) {
  return ERROR_NAME.test(name) && !NOT_AN_ERROR.test(name);
}
function previousStatement(node) {
  let previous = node.previousNamedSibling;
  while (previous?.type === "comment") previous = previous.previousNamedSibling;
  return previous;
}
function namesAssignedByCall(statement) {
  if (statement?.type !== "short_var_declaration" && statement?.type !== "assignment_statement") return void 0;
  if (statement.type === "assignment_statement" && statement.childForFieldName("operator")?.text !== "=") return void 0;
  const right = statement.childForFieldName("right")?.namedChildren ?? [];
  if (right.length !== 1 || right[0]?.type !== "call_expression") return void 0;
  return statement.childForFieldName("left")?.namedChildren.map((name) => name.type === "identifier" ? name.text : "") ?? [];
}
function rootName(node) {
  let current = node;
  while (current?.type === "selector_expression") current = current.childForFieldName("operand");
  return current?.type === "identifier" ? current.text : void 0;
}
var IN_TESTS = { severity: "low", confidence: 60 };

// src/rules/catalog/review/defer-before-error-check/go.ts
function deferAfterCheck(target) {
  const { lines } = target;
  const deferLine = lines[target.line - 1] ?? "";
  const indent = /^\s*/.exec(deferLine)?.[0] ?? "";
  if (!/^\s*defer [\w.]+\([^()]*\)\s*$/.test(deferLine)) return void 0;
  const ifLine = lines[target.line] ?? "";
  if (!ifLine.startsWith(`${indent}if `) || !/!= nil \{\s*$/.test(ifLine)) return void 0;
  for (let index = target.line + 1; index < lines.length; index += 1) {
    const text = lines[index] ?? "";
    if (text === `${indent}}`) {
      return { startLine: target.line, endLine: index + 1, replacement: [...lines.slice(target.line, index + 1), deferLine] };
    }
    if (!text.startsWith(`${indent}	`) && text.trim() !== "") return void 0;
  }
  return void 0;
}
var implementation15 = {
  languages: ["go"],
  query: "(defer_statement (call_expression function: (selector_expression) @callee)) @target",
  // The query requires a `defer`.
  textGate: /defer/,
  check: ({ target, captures, context }) => {
    const receiver = rootName(captures.callee ?? null);
    const assignment = previousStatement(target);
    const names = namesAssignedByCall(assignment);
    if (!receiver || !names?.includes(receiver)) return false;
    const error = names.find((name) => name !== receiver && isErrorName(name));
    const call = assignment?.childForFieldName("right")?.namedChildren[0];
    if (!error || !call) return false;
    const details = { target: excerpt(target.text, 40), error, receiver, call: excerpt(call.childForFieldName("function")?.text ?? call.text, 30) };
    return context.isTestFile ? { details, ...IN_TESTS } : { details };
  },
  fix: deferAfterCheck,
  examples: {
    match: [
      "func load(path string) ([]byte, error) {\n	f, err := os.Open(path)\n	defer f.Close()\n	if err != nil {\n		return nil, err\n	}\n	return io.ReadAll(f)\n}",
      "func fetch(url string) error {\n	resp, err := http.Get(url)\n	defer resp.Body.Close()\n	if err != nil {\n		return err\n	}\n	return nil\n}"
    ],
    noMatch: [
      "func load(path string) ([]byte, error) {\n	f, err := os.Open(path)\n	if err != nil {\n		return nil, err\n	}\n	defer f.Close()\n	return io.ReadAll(f)\n}",
      "func run(ctx context.Context) {\n	ctx, cancel := context.WithTimeout(ctx, time.Second)\n	defer cancel()\n	work(ctx)\n}",
      "func lock(m *sync.Mutex) {\n	m.Lock()\n	defer m.Unlock()\n}"
    ]
  }
};

// src/rules/catalog/review/defer-in-loop/rule.ts
var rule53 = {
  id: "review/defer-in-loop",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "resource-leak",
  message: "`{{target}}` is deferred inside a loop: {{outcome}}",
  recommendation: "Move the loop body into a function (`func() { f := open(); defer f.Close(); \u2026 }()`) or a helper, so each iteration cleans up before the next; or call the cleanup explicitly at the end of the iteration.",
  documentation: {
    finds: "A `defer` per loop iteration of what the iteration opened, or of the lock it took.",
    why: "Deferred calls run when the function returns, not at the end of the iteration: files stay open and locks stay held for the whole loop.",
    wrongWhen: "Loops that run a bounded, small number of times; 60 in tests.",
    origin: "gocritic's `deferInLoop` and revive's `defer` rule."
  }
};

// src/rules/catalog/review/defer-in-loop/go.ts
function leavesAfterOneIteration(body) {
  const last = statementsOf(body).at(-1);
  return last?.type === "return_statement" || last?.type === "break_statement" && last.namedChildCount === 0 || last?.type === "goto_statement";
}
function openedInLoop(body, name, before) {
  const fn = enclosingFunction(before);
  return body.descendantsOfType(["short_var_declaration", "assignment_statement"]).some(
    (statement) => statement.startIndex < before.startIndex && (namesAssignedByCall(statement) ?? []).includes(name) && fn !== void 0 && enclosingFunction(statement)?.equals(fn) === true
  );
}
function lockedInLoop(body, name, method, before) {
  const lock = method === "RUnlock" ? "RLock" : "Lock";
  return body.descendantsOfType("call_expression").some((call) => call.startIndex < before.startIndex && calleePath(call).join(".") === `${name}.${lock}`);
}
var implementation16 = {
  languages: ["go"],
  query: "(defer_statement (call_expression function: (selector_expression) @callee)) @target",
  // The query requires a `defer`.
  textGate: /defer/,
  check: ({ target, captures, context }) => {
    const callee = captures.callee;
    const receiver = rootName(callee ?? null);
    const method = callee?.childForFieldName("field")?.text ?? "";
    const loop = enclosingLoop(target);
    const body = loop?.childForFieldName("body");
    if (!receiver || !body || leavesAfterOneIteration(body) || target.parent && leavesAfterOneIteration(target.parent)) return false;
    const details = { target: excerpt(target.text, 40) };
    if ((method === "Unlock" || method === "RUnlock") && lockedInLoop(body, receiver, method, target)) {
      return {
        details: {
          ...details,
          outcome: "the lock taken in each iteration is released only when the function returns, so the next iteration blocks forever on it."
        },
        severity: "high",
        confidence: 90
      };
    }
    if (!openedInLoop(body, receiver, target)) return false;
    const outcome = "what each iteration opens stays open until the whole function returns, so a long loop runs out of file descriptors or connections.";
    return { details: { ...details, outcome }, ...context.isTestFile ? IN_TESTS : {} };
  },
  examples: {
    match: [
      "func sizes(paths []string) (int64, error) {\n	var total int64\n	for _, p := range paths {\n		f, err := os.Open(p)\n		if err != nil {\n			return 0, err\n		}\n		defer f.Close()\n		total += size(f)\n	}\n	return total, nil\n}",
      "func drain(mu *sync.Mutex, jobs []Job) {\n	for _, j := range jobs {\n		mu.Lock()\n		defer mu.Unlock()\n		j.Run()\n	}\n}"
    ],
    noMatch: [
      "func sizes(paths []string) {\n	for _, p := range paths {\n		func() {\n			f, err := os.Open(p)\n			if err != nil {\n				return\n			}\n			defer f.Close()\n			use(f)\n		}()\n	}\n}",
      'func dial(addrs []string) error {\n	for _, a := range addrs {\n		conn, err := net.Dial("tcp", a)\n		if err != nil {\n			continue\n		}\n		defer conn.Close()\n		return use(conn)\n	}\n	return errNone\n}',
      "func closeAll(files []*os.File) {\n	for _, f := range files {\n		defer f.Close()\n	}\n}",
      'func repair(d *Decoder) bool {\n	for {\n		err := d.Next()\n		switch {\n		case err == nil:\n			continue\n		case errors.Is(err, io.ErrUnexpectedEOF):\n			bf, err := os.Create(d.Name() + ".broken")\n			if err != nil {\n				return false\n			}\n			defer bf.Close()\n			return save(bf)\n		}\n	}\n}'
    ]
  }
};

// src/rules/catalog/review/deferred-cleanup-not-called/rule.ts
var rule54 = {
  id: "review/deferred-cleanup-not-called",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "bug-pattern",
  message: "`{{statement}}` defers `{{function}}`, which returns the function to run at the end: that returned cleanup is never called.",
  recommendation: "Call the returned function in the defer: `defer {{call}}()`. The setup part then runs now and the cleanup on return.",
  documentation: {
    finds: '`defer f(\u2026)` where `f`, declared in the same file, returns a function (the pattern `func trace(name string) func() { \u2026; return func() { \u2026 } }` used as `defer trace("x")`), and a deferred function literal that returns one.',
    why: "Such a function does its setup when called and hands back the cleanup. Deferred as `defer f()`, both happen at the wrong time: the setup runs only when the surrounding function returns, and the cleanup it returns is thrown away, so the timer never stops, the lock is never released or the temporary state never restored.",
    wrongWhen: "Never intended: the function is made to be called as `defer f()()`. Functions declared in other files or packages, methods, function-typed variables and named function types are left alone: without types the result cannot be seen.",
    origin: "staticcheck's SA9010 (returned function should be called in defer)."
  }
};

// src/rules/catalog/review/deferred-cleanup-not-called/go.ts
var returnsFunction = (fn) => fn.childForFieldName("result")?.type === "function_type";
var cleanupFactories = perFile((context) => {
  const names = /* @__PURE__ */ new Set();
  for (const declaration of context.root.namedChildren) {
    if (declaration?.type !== "function_declaration") continue;
    const name = declaration.childForFieldName("name")?.text;
    if (name && returnsFunction(declaration)) names.add(name);
  }
  return names;
});
var implementation17 = {
  languages: ["go"],
  query: "(defer_statement (call_expression function: [(identifier) (func_literal)] @function) @call) @target",
  textGate: /\)\s*func\s*\([^)]*\)[^{\n]*\{/,
  check: ({ target, captures, context }) => {
    const callee = captures.function;
    if (!callee) return false;
    const literal = callee.type === "func_literal";
    if (literal ? !returnsFunction(callee) : !cleanupFactories(context).has(callee.text)) return false;
    const name = literal ? excerpt(callee.text, 30) : callee.text;
    return { details: { statement: excerpt(target.text, 50), function: name, call: excerpt(captures.call?.text ?? "", 40) } };
  },
  examples: {
    match: [
      "func run() {\n	defer func() func() {\n		start()\n		return stop\n	}()\n}",
      'func trace(name string) func() {\n	start := time.Now()\n	return func() { log.Printf("%s took %s", name, time.Since(start)) }\n}\n\nfunc handle() {\n	defer trace("handle")\n	work()\n}'
    ],
    noMatch: [
      'func trace(name string) func() {\n	start := time.Now()\n	return func() { log.Printf("%s took %s", name, time.Since(start)) }\n}\n\nfunc handle() {\n	defer trace("handle")()\n	work()\n}',
      "func run() {\n	defer func() func() {\n		return func() {}\n	}()()\n}",
      "func cleanup() {\n	os.RemoveAll(dir)\n}\n\nfunc run() {\n	defer cleanup()\n}"
    ]
  }
};

// src/rules/catalog/review/deferred-lock/rule.ts
var rule55 = {
  id: "review/deferred-lock",
  ...HIGH_CONCURRENCY,
  message: "`{{statement}}` locks `{{mutex}}` again when the function returns instead of unlocking it: the mutex stays held, and the next `{{method}}` blocks for ever.",
  recommendation: "Defer the unlock: `defer {{mutex}}.{{unlock}}()`.",
  documentation: {
    finds: "`mu.Lock()` followed straight away by `defer mu.Lock()` (or `RLock` by `defer mu.RLock()`).",
    why: "The deferred call was meant to release the lock; as written it takes the lock a second time on return, so the function deadlocks (a `sync.Mutex` is not reentrant) or leaves the mutex locked for every later caller.",
    wrongWhen: "Never intended; the two calls must be on the same receiver, one statement after the other.",
    origin: "staticcheck's SA2003 (deferred Lock right after locking)."
  }
};

// src/rules/catalog/review/deferred-lock/go.ts
var implementation18 = {
  languages: ["go"],
  query: `(defer_statement
  (call_expression
    function: (selector_expression operand: (_) @mutex field: (field_identifier) @method))
  (#any-of? @method "Lock" "RLock")) @target`,
  textGate: /defer\s+[\w.()[\]]+\.R?Lock\(\)/,
  check: ({ target, captures }) => {
    const mutex = captures.mutex?.text ?? "";
    const method = captures.method?.text ?? "";
    const previous = target.previousNamedSibling;
    if (previous?.type !== "expression_statement" || previous.text.replace(/\s/g, "") !== `${mutex.replace(/\s/g, "")}.${method}()`) return false;
    return { details: { statement: excerpt(target.text, 40), mutex: excerpt(mutex, 30), method, unlock: method === "RLock" ? "RUnlock" : "Unlock" } };
  },
  examples: {
    match: [
      "func (c *Cache) Get(k string) int {\n	c.mu.Lock()\n	defer c.mu.Lock()\n	return c.items[k]\n}",
      "func f() {\n	mu.RLock()\n	defer mu.RLock()\n}"
    ],
    noMatch: [
      "func (c *Cache) Get(k string) int {\n	c.mu.Lock()\n	defer c.mu.Unlock()\n	return c.items[k]\n}",
      "func f() {\n	mu.Unlock()\n	defer mu.Lock()\n	slow()\n}",
      "func f() {\n	a.Lock()\n	defer b.Lock()\n}"
    ]
  }
};

// src/rules/catalog/review/deferred-time-since/rule.ts
var rule56 = {
  id: "review/deferred-time-since",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "bug-pattern",
  message: "`{{since}}` is evaluated when the `defer` statement runs, not when the function returns: it measures almost nothing.",
  recommendation: "Defer a closure, so the time is taken at return: `defer func() { {{fixed}} }()`.",
  documentation: {
    finds: 'A deferred call with `time.Since(\u2026)` among its arguments: `defer log.Printf("took %v", time.Since(start))`.',
    why: "Go evaluates a deferred call\u2019s arguments at the `defer` statement; only the call itself waits for the return. `time.Since(start)` right after `start := time.Now()` is a few nanoseconds, so the logged or recorded duration is always about zero.",
    wrongWhen: "Never intended. Inside a deferred closure (`defer func() { \u2026 time.Since(start) \u2026 }()`) the call runs at return and is left alone.",
    origin: "go vet's `defers` analyzer."
  }
};

// src/rules/catalog/review/deferred-time-since/go.ts
function sinceCalls(node) {
  if (node.type === "func_literal") return [];
  if (node.type === "call_expression" && calleePath(node).join(".") === "time.Since") return [node];
  return node.namedChildren.flatMap(sinceCalls);
}
var implementation19 = {
  languages: ["go"],
  query: "(defer_statement (call_expression arguments: (argument_list) @arguments) @call) @target",
  textGate: /time\.Since\(/,
  check: ({ captures }) => {
    const since = captures.arguments ? sinceCalls(captures.arguments)[0] : void 0;
    if (!since) return false;
    const call = captures.call?.text ?? "";
    return { details: { since: excerpt(since.text, 40), fixed: excerpt(call, 60) } };
  },
  examples: {
    match: [
      'func handle() {\n	start := time.Now()\n	defer log.Printf("handled in %v", time.Since(start))\n	work()\n}',
      "func handle() {\n	start := time.Now()\n	defer metrics.Observe(time.Since(start).Seconds())\n}"
    ],
    noMatch: [
      'func handle() {\n	start := time.Now()\n	defer func() { log.Printf("handled in %v", time.Since(start)) }()\n}',
      "func handle() {\n	start := time.Now()\n	defer observe(start)\n}",
      'func handle() {\n	log.Printf("took %v", time.Since(start))\n}'
    ]
  }
};

// src/rules/catalog/review/dereference-after-nil-check/go.ts
var ENDING_CALL = /^(panic|os\.Exit|runtime\.Goexit|log\.(Fatal|Fatalf|Fatalln|Panic|Panicf|Panicln)|\w+\.(Fatal|Fatalf|FailNow|Skip|Skipf|SkipNow))$/;
var BRANCHING = /* @__PURE__ */ new Set([
  "if_statement",
  "for_statement",
  "expression_switch_statement",
  "type_switch_statement",
  "select_statement",
  "func_literal",
  "defer_statement",
  "go_statement"
]);
var GO = {
  checkedName: (condition) => {
    if (condition.type !== "binary_expression" || condition.childForFieldName("operator")?.text !== "==") return void 0;
    const sides = [condition.childForFieldName("left"), condition.childForFieldName("right")];
    const named = sides.find((side) => side?.type === "identifier");
    return named && sides.some((side) => side?.type === "nil") ? named.text : void 0;
  },
  statementsOf,
  ends: (statement) => {
    if (["return_statement", "goto_statement", "break_statement", "continue_statement", "fallthrough_statement"].includes(statement.type)) return true;
    const call = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
    const callee = call?.type === "call_expression" ? call.childForFieldName("function")?.text ?? "" : void 0;
    return callee !== void 0 && (ENDING_CALL.test(callee) || NEVER_RETURNS_NAME.test(callee));
  },
  branches: (node) => BRANCHING.has(node.type) || node.type === "binary_expression" && ["&&", "||"].includes(node.childForFieldName("operator")?.text ?? ""),
  // `x.field` and `*x` fail on a nil pointer; `x.Method()` may not (a method may take a nil receiver).
  dereferenceOf: (node, name) => {
    if (node.type === "unary_expression") return node.childForFieldName("operator")?.text === "*" && node.childForFieldName("operand")?.text === name;
    if (node.type !== "selector_expression" || node.childForFieldName("operand")?.type !== "identifier" || node.childForFieldName("operand")?.text !== name)
      return false;
    return !(node.parent?.type === "call_expression" && node.parent.childForFieldName("function")?.id === node.id);
  },
  assigns: (node, name) => {
    if (node.type === "unary_expression") return node.childForFieldName("operator")?.text === "&" && node.childForFieldName("operand")?.text === name;
    if (!["assignment_statement", "short_var_declaration", "var_spec", "range_clause"].includes(node.type)) return false;
    const targets = node.type === "var_spec" ? node.childrenForFieldName("name") : node.childForFieldName("left")?.namedChildren ?? [];
    return targets.some((target) => target?.type === "identifier" && target.text === name);
  },
  isLocal: (fn, name) => {
    const parameters = fn.descendantsOfType("parameter_declaration").filter((parameter) => enclosingFunction(parameter)?.id === fn.id);
    if (parameters.some((parameter) => parameter.childrenForFieldName("name").some((identifier) => identifier?.text === name))) return true;
    const body = fn.childForFieldName("body");
    return !!body && body.descendantsOfType(["short_var_declaration", "var_spec"]).some((declaration) => GO.assigns(declaration, name));
  },
  enclosingFunction,
  callType: "call_expression",
  definitionTypes: ["function_declaration", "method_declaration"]
};
var implementation20 = nilCheckImplementation(GO, {
  languages: ["go"],
  query: "(if_statement !initializer condition: (binary_expression) @condition consequence: (block) @consequence) @target",
  textGate: /==\s*nil\b/,
  examples: {
    match: [
      'func label(u *User) string {\n	if u == nil {\n		log.Println("no user")\n	}\n	return u.Name\n}',
      "func size(cfg *Config) int {\n	if cfg == nil {\n		cfg2 := defaults()\n		_ = cfg2\n	}\n	n := cfg.Size * 2\n	return n\n}"
    ],
    noMatch: [
      'func label(u *User) string {\n	if u == nil {\n		return ""\n	}\n	return u.Name\n}',
      'func label(u *User) string {\n	if u == nil {\n		u = &User{Name: "guest"}\n	}\n	return u.Name\n}',
      'func label(u *User) string {\n	if u == nil {\n		log.Println("no user")\n	}\n	return u.DisplayName()\n}',
      'func label(u *User) string {\n	if u == nil {\n		log.Println("no user")\n	}\n	if u != nil {\n		return u.Name\n	}\n	return ""\n}',
      "func label() string {\n	if current == nil {\n		load()\n	}\n	return current.Name\n}",
      'func label(t *testing.T, u *User) string {\n	if u == nil {\n		t.Fatal("no user")\n	}\n	return u.Name\n}'
    ]
  }
});

// src/rules/catalog/review/discarded-pure-result/rule.ts
var rule57 = {
  id: "review/discarded-pure-result",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "bug-pattern",
  message: "`{{call}}` has no effect but its result, and the result is dropped: the value it computes is lost.",
  recommendation: "Use the result (`s = strings.TrimSpace(s)`, `return fmt.Errorf(\u2026)`), or remove the call.",
  documentation: {
    finds: "A call to a standard-library function that only returns a value, made as a statement: `strings.TrimSpace(name)`, `fmt.Sprintf(\u2026)`, `errors.New(\u2026)`, `slices.Delete(s, i, j)`.",
    why: "These functions change nothing in place: dropping the result is a no-op, and the code after it uses the old value (an untrimmed string, an error never returned, a slice still holding the element).",
    wrongWhen: "A local variable or import alias named `strings`, `fmt`, \u2026 that is not the standard package: the file must import the package for the rule to apply.",
    origin: "go vet's `unusedresult` analyzer and staticcheck's SA4017 (discarded result of a function without side effects)."
  }
};

// src/rules/catalog/review/discarded-pure-result/go.ts
var PURE_PACKAGES = /* @__PURE__ */ new Set(["strings", "bytes", "strconv", "unicode"]);
var MUST_USE = /* @__PURE__ */ new Set([
  "errors.New",
  "fmt.Errorf",
  "fmt.Sprint",
  "fmt.Sprintf",
  "fmt.Sprintln",
  "fmt.Append",
  "fmt.Appendf",
  "fmt.Appendln",
  "sort.Reverse",
  // Only the lexical path functions: `filepath.Walk` and `Glob` read the file system and take callbacks.
  ...["Base", "Clean", "Dir", "Ext", "Join", "Rel", "Split", "ToSlash", "FromSlash"].flatMap((name) => [`path.${name}`, `filepath.${name}`]),
  ...["Clone", "Collect", "Equal", "EqualFunc", "Keys", "Values"].map((name) => `maps.${name}`),
  ...[
    "Clip",
    "Clone",
    "Compact",
    "CompactFunc",
    "Concat",
    "Contains",
    "ContainsFunc",
    "Delete",
    "DeleteFunc",
    "Equal",
    "Grow",
    "Index",
    "IndexFunc",
    "Insert",
    "Max",
    "Min",
    "Repeat",
    "Replace",
    "Sorted"
  ].map((name) => `slices.${name}`)
]);
var IMPORT_PATH = { filepath: "path/filepath" };
function importedPaths(root) {
  const specs = root.descendantsOfType("import_spec").filter((spec) => spec !== null && !spec.childForFieldName("name"));
  return new Set(specs.map((spec) => spec?.childForFieldName("path")?.text.slice(1, -1) ?? ""));
}
var implementation21 = {
  languages: ["go"],
  query: "(expression_statement (call_expression function: (selector_expression operand: (identifier) field: (field_identifier))) @call) @target",
  textGate: /\b(?:strings|bytes|strconv|unicode|path|filepath|errors|fmt|sort|maps|slices)\./,
  check: ({ captures, context }) => {
    const call = captures.call;
    const path = call ? calleePath(call) : [];
    const [pkg, name] = path;
    if (!call || path.length !== 2 || !pkg || !name) return false;
    if (!PURE_PACKAGES.has(pkg) && !MUST_USE.has(`${pkg}.${name}`)) return false;
    if (!importedPaths(context.root).has(IMPORT_PATH[pkg] ?? pkg)) return false;
    return { details: { call: excerpt(call.text, 60) } };
  },
  examples: {
    match: [
      'import "strings"\n\nfunc clean(name string) string {\n	strings.TrimSpace(name)\n	return name\n}',
      'import (\n	"errors"\n)\n\nfunc check(n int) error {\n	if n < 0 {\n		errors.New("negative")\n	}\n	return nil\n}',
      'import (\n	"fmt"\n	"slices"\n)\n\nfunc drop(xs []int, i int) []int {\n	slices.Delete(xs, i, i+1)\n	fmt.Sprintf("dropped %d", i)\n	return xs\n}'
    ],
    noMatch: [
      'import "strings"\n\nfunc clean(name string) string {\n	return strings.TrimSpace(name)\n}',
      'import "fmt"\n\nfunc say() {\n	fmt.Println("hi")\n}',
      'func f(strings *Store) {\n	strings.Delete("k")\n}',
      'import "path/filepath"\n\nfunc f(dir string) {\n	filepath.Walk(dir, visit)\n}',
      'import "sort"\n\nfunc f(xs []int) {\n	sort.Ints(xs)\n}'
    ]
  }
};

// src/rules/catalog/review/duration-times-duration/rule.ts
var rule58 = {
  id: "review/duration-times-duration",
  ...HIGH_CORRECTNESS,
  message: "`{{product}}` multiplies two durations: `{{name}}` is already a `time.Duration`, so this is {{unit}} times too long.",
  recommendation: "Use `{{name}}` as it is, or declare it as a plain number of units (`{{name}} int`) and write `time.Duration({{name}}) * {{unitName}}`.",
  documentation: {
    finds: "A Go product of a value declared `time.Duration` (a parameter, a variable, or a field of a struct of the same file) and a unit constant such as `time.Second` or `time.Millisecond`.",
    why: "A `time.Duration` counts nanoseconds: `timeout * time.Second`, with `timeout` already `5 * time.Second`, is five billion seconds \u2014 a timeout that never fires, a sleep that never ends, a retry that never comes. It compiles because both sides have the same type.",
    wrongWhen: "Practically never: multiplying a duration by a duration has no meaning. A value declared as an integer and converted (`time.Duration(n) * time.Second`) is what the rule asks for and is left alone, as are a duration variable set to a bare number (`var n time.Duration = 5`, a count kept in a duration on purpose) and values whose declaration is not in the file.",
    origin: "golangci-lint's `durationcheck`, which uses types; this rule keeps to values whose declaration says `time.Duration`."
  }
};

// src/rules/catalog/review/duration-times-duration/go.ts
var UNITS = /* @__PURE__ */ new Map([
  ["time.Nanosecond", 1],
  ["time.Microsecond", 1e3],
  ["time.Millisecond", 1e6],
  ["time.Second", 1e9],
  ["time.Minute", 6e10],
  ["time.Hour", 36e11]
]);
var durationFieldsOf = perFile((context) => {
  const names = /* @__PURE__ */ new Set();
  for (const field of context.root.descendantsOfType("field_declaration"))
    if (field.childForFieldName("type")?.text === "time.Duration") {
      for (const name of field.childrenForFieldName("name")) if (name) names.add(name.text);
    }
  return names;
});
function declaredDuration(node, name) {
  const fn = enclosingFunction(node);
  if (!fn) return false;
  const declarations = [
    ...fn.descendantsOfType("parameter_declaration").filter((parameter) => parameter.childrenForFieldName("name").some((identifier) => identifier?.text === name)),
    ...fn.descendantsOfType("var_spec").filter((spec) => spec.childrenForFieldName("name").some((identifier) => identifier?.text === name)),
    ...fn.descendantsOfType("short_var_declaration").filter((declaration) => declaration.childForFieldName("left")?.namedChildren.some((identifier) => identifier?.text === name))
  ];
  return declarations.length > 0 && declarations.every(
    (declaration) => declaration.childForFieldName("type")?.text === "time.Duration" && declaration.childForFieldName("value")?.namedChildren[0]?.type !== "int_literal"
  );
}
function durationOperand(operand, context) {
  if (operand.type === "identifier") return declaredDuration(operand, operand.text) ? operand.text : void 0;
  if (operand.type === "selector_expression" && !operand.text.startsWith("time."))
    return durationFieldsOf(context).has(operand.childForFieldName("field")?.text ?? "") ? operand.text : void 0;
  return void 0;
}
var implementation22 = {
  languages: ["go"],
  query: '(binary_expression left: (_) @left operator: "*" right: (_) @right) @target',
  textGate: /time\.Duration/,
  check: ({ target, captures, context }) => {
    const { left, right } = captures;
    if (!left || !right) return false;
    const [unit, other] = UNITS.has(right.text) ? [right, left] : UNITS.has(left.text) ? [left, right] : [];
    const name = unit && other ? durationOperand(other, context) : void 0;
    if (!unit || !name) return false;
    return { details: { product: target.text, name, unit: UNITS.get(unit.text).toLocaleString("en-US"), unitName: unit.text } };
  },
  examples: {
    match: [
      "func wait(timeout time.Duration) {\n	time.Sleep(timeout * time.Second)\n}",
      'type Config struct {\n	Timeout time.Duration\n}\n\nfunc dial(cfg Config) (net.Conn, error) {\n	return net.DialTimeout("tcp", addr, cfg.Timeout*time.Millisecond)\n}',
      "func retry(cfg Options) {\n	var backoff time.Duration = cfg.Backoff\n	time.Sleep(time.Second * backoff)\n}"
    ],
    noMatch: [
      "func retry() {\n	var backoff time.Duration = 2\n	time.Sleep(time.Second * backoff)\n}",
      "func wait(seconds int) {\n	time.Sleep(time.Duration(seconds) * time.Second)\n}",
      "func wait(timeout time.Duration) {\n	time.Sleep(timeout * 2)\n}",
      "func wait(n int64) {\n	time.Sleep(time.Duration(n) * time.Millisecond)\n}",
      "func wait(timeout int) {\n	time.Sleep(time.Duration(timeout * 1000) * time.Millisecond)\n}"
    ]
  }
};

// src/rules/catalog/review/empty-critical-section/rule.ts
var rule59 = {
  id: "review/empty-critical-section",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 80,
  category: "concurrency",
  message: "`{{mutex}}.{{unlock}}()` comes right after `{{mutex}}.{{lock}}()`: nothing runs under the lock, so what follows is unprotected.",
  recommendation: "Defer the unlock (`{{mutex}}.{{lock}}(); defer {{mutex}}.{{unlock}}()`) or move the unlock after the code it should protect; if the pair is a deliberate barrier, say so in a comment.",
  documentation: {
    finds: "`mu.Lock()` followed straight away by `mu.Unlock()` (or `RLock` by `RUnlock`) on the same receiver.",
    why: "The pair was almost always meant as `mu.Lock(); defer mu.Unlock()`: as written the lock is released at once and the reads and writes below it race with other goroutines.",
    wrongWhen: "When the empty section is a barrier on purpose: waiting until another goroutine that holds the lock is done. As staticcheck asks, such code should be commented; a comment on either line, right above the pair or between them leaves it alone. In test files, where such a pair provokes contention or waits for the code under test, findings are kept but hidden.",
    origin: "staticcheck's SA2001 (empty critical section)."
  }
};

// src/rules/catalog/review/empty-critical-section/go.ts
var UNLOCK = { Unlock: "Lock", RUnlock: "RLock" };
var COMMENT = /\/\/|\/\*/;
var implementation23 = {
  languages: ["go"],
  query: `(expression_statement
  (call_expression function: (selector_expression field: (field_identifier) @method)) @call
  (#any-of? @method "Unlock" "RUnlock")) @target`,
  textGate: /\.R?Lock\(\)\s*\n\s*[\w.()[\]]+\.R?Unlock\(\)/,
  check: ({ target, captures, context }) => {
    const call = captures.call;
    const receiver = call?.childForFieldName("function")?.childForFieldName("operand");
    if (!call || !receiver || argumentsOf(call).length > 0) return false;
    const mutex = receiver.text.replace(/\s/g, "");
    const unlock = captures.method?.text ?? "";
    const lock = UNLOCK[unlock] ?? "";
    const previous = target.previousSibling;
    if (previous?.type !== "expression_statement" || !previousStatement(target)?.equals(previous)) return false;
    if (previous.text.replace(/\s/g, "") !== `${mutex}.${lock}()`) return false;
    const first = previous.startPosition.row;
    const last = target.endPosition.row;
    for (let row = first - 1; row <= last; row += 1) if (COMMENT.test(context.lines[row] ?? "")) return false;
    const details = { mutex: receiver.text, lock, unlock };
    return context.isTestFile ? { details, ...IN_TESTS } : { details };
  },
  examples: {
    match: [
      "func (c *Cache) Put(k string, v int) {\n	c.mu.Lock()\n	c.mu.Unlock()\n	c.items[k] = v\n}",
      "func (c *Cache) Get(k string) int {\n	c.mu.RLock()\n	c.mu.RUnlock()\n	return c.items[k]\n}"
    ],
    noMatch: [
      "func (c *Cache) Put(k string, v int) {\n	c.mu.Lock()\n	defer c.mu.Unlock()\n	c.items[k] = v\n}",
      "func (w *Worker) wait() {\n	// Wait for the running batch, which holds the lock, to finish.\n	w.mu.Lock()\n	w.mu.Unlock()\n}",
      "func swap() {\n	a.Lock()\n	b.Unlock()\n}"
    ]
  }
};

// src/rules/catalog/review/error-not-wrapped/rule.ts
var rule60 = {
  id: "review/error-not-wrapped",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "low",
  confidence: 60,
  category: "error-handling",
  message: "`fmt.Errorf` formats `{{error}}` with `%{{verb}}`, which keeps only its text: callers can no longer match it with `errors.Is` or `errors.As`.",
  recommendation: 'Wrap it with `%w` (`fmt.Errorf("\u2026: %w", err)`), unless hiding the underlying error from callers is the point.',
  documentation: {
    finds: '`fmt.Errorf("\u2026: %v", err)` without `%w`.',
    why: "Callers can no longer use `errors.Is`/`errors.As` on the cause.",
    wrongWhen: "Low, 60: many projects hide wrapped errors on purpose at API boundaries.",
    origin: "errorlint's `errorf` check."
  }
};

// src/rules/catalog/review/error-not-wrapped/go.ts
function formatVerbs(format) {
  const verbs = [];
  for (const match of format.replace(/%%/g, "").matchAll(/%([-+# 0-9.[\]*]*)([a-zA-Z])/g)) {
    if (/[[*]/.test(match[1] ?? "")) return void 0;
    verbs.push(match[2] ?? "");
  }
  return verbs;
}
function declaredNotError(fn, name) {
  const parameters = fn?.childForFieldName("parameters")?.namedChildren ?? [];
  const declared = parameters.find((parameter) => parameter.childrenForFieldName("name").some((candidate) => candidate.text === name));
  const type = declared?.childForFieldName("type")?.text;
  return type !== void 0 && type !== "error";
}
var ERROR_VALUE = /^(err\d*|[a-z]\w*Err)$/;
function argumentsAfter(rest) {
  const values = [];
  let depth = 0;
  let current = "";
  for (const character of rest) {
    if (character === "(" || character === "[" || character === "{") depth += 1;
    if (character === ")" || character === "]" || character === "}") {
      if (depth === 0) return [...values, current.trim()].slice(1);
      depth -= 1;
    }
    if (character === "," && depth === 0) {
      values.push(current.trim());
      current = "";
    } else {
      current += character;
    }
  }
  return void 0;
}
function wrapWithW(target) {
  const text = target.lines[target.line - 1] ?? "";
  const match = /fmt\.Errorf\("((?:[^"\\]|\\.)*)"/.exec(text);
  if (text.split("fmt.Errorf(").length !== 2 || !match) return void 0;
  const format = match[1] ?? "";
  const values = argumentsAfter(text.slice(match.index + match[0].length));
  const verbs = [...format.replace(/%%/g, "  ").matchAll(/%[-+# 0-9.]*([a-zA-Z])/g)];
  const index = values?.findIndex((value) => ERROR_VALUE.test(value)) ?? -1;
  const verb = verbs[index];
  if (!values || verbs.length !== values.length || !verb || verb.index === void 0 || !/[vs]/.test(verb[1] ?? "")) return void 0;
  const at = match.index + 'fmt.Errorf("'.length + verb.index + verb[0].length - 1;
  return { startLine: target.line, endLine: target.line, replacement: [`${text.slice(0, at)}w${text.slice(at + 1)}`] };
}
var implementation24 = {
  languages: ["go"],
  query: '(call_expression function: (selector_expression) @callee (#eq? @callee "fmt.Errorf")) @target',
  textGate: /fmt\.Errorf/,
  check: ({ target }) => {
    const [format, ...values] = argumentsOf(target);
    if (format?.type !== "interpreted_string_literal" && format?.type !== "raw_string_literal") return false;
    const verbs = formatVerbs(format.text.slice(1, -1));
    if (!verbs || verbs.includes("w") || verbs.length !== values.length) return false;
    const index = values.findIndex((value, at) => value.type === "identifier" && ERROR_VALUE.test(value.text) && (verbs[at] === "v" || verbs[at] === "s"));
    const error = values[index];
    const fn = enclosingFunction(target);
    if (!error || new RegExp(`\\b${error.text}\\s*:?=\\s*recover\\(\\)`).test(fn?.text ?? "") || declaredNotError(fn, error.text)) return false;
    return { details: { error: error.text, verb: verbs[index] ?? "v" } };
  },
  fix: wrapWithW,
  examples: {
    match: ['func load(path string) error {\n	if err := read(path); err != nil {\n		return fmt.Errorf("load %s: %v", path, err)\n	}\n	return nil\n}'],
    noMatch: [
      'func load(path string) error {\n	if err := read(path); err != nil {\n		return fmt.Errorf("load %s: %w", path, err)\n	}\n	return nil\n}',
      'func load(path string) error {\n	if err := read(path); err != nil {\n		return fmt.Errorf("load %s: %s", path, err.Error())\n	}\n	return nil\n}',
      'func check(n int, errMsg string) error {\n	return fmt.Errorf("bad %d: %s", n, errMsg)\n}',
      'func handleRecovery(c *Context, err any) {\n	e, ok := err.(error)\n	if !ok {\n		e = fmt.Errorf("%v", err)\n	}\n	c.Error(e)\n}',
      'func safely(run func()) (e error) {\n	defer func() {\n		if err := recover(); err != nil {\n			e = fmt.Errorf("panic: %v", err)\n		}\n	}()\n	run()\n	return nil\n}'
    ]
  }
};

// src/rules/catalog/review/errors-is-order/rule.ts
var rule61 = {
  id: "review/errors-is-order",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "error-handling",
  message: "`{{call}}` has its arguments the wrong way round: the error to test comes first, the target second.",
  recommendation: "Swap them: `errors.{{function}}({{error}}, {{sentinel}})`.",
  documentation: {
    finds: "`errors.Is(ErrNotFound, err)`: a sentinel error (a name starting with `Err`/`err`) first and the error variable second.",
    why: "`errors.Is(err, target)` unwraps its first argument looking for the second. With the sentinel first it unwraps the sentinel, which wraps nothing, so a wrapped `err` is never recognised and the check is false exactly when errors carry context.",
    wrongWhen: "Never intended: the first argument is named like a package-level sentinel (`ErrX`, `io.EOF`, `pkg.ErrX`) and the second like an error variable (`err`, `readErr`).",
    origin: "staticcheck's SA1032."
  }
};

// src/rules/catalog/review/errors-is-order/go.ts
var SENTINEL = /^(Err[A-Z0-9]\w*|err[A-Z]\w*|EOF|ErrUnexpectedEOF)$/;
var implementation25 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list . (_) @sentinel . (identifier) @error .)
  (#eq? @package "errors") (#eq? @function "Is")) @target`,
  textGate: /errors\.Is\(/,
  check: ({ target, captures }) => {
    const sentinel = captures.sentinel;
    const error = captures.error?.text ?? "";
    if (!sentinel || sentinel.type !== "identifier" && sentinel.type !== "selector_expression") return false;
    const name = dottedName(sentinel).at(-1) ?? "";
    if (!SENTINEL.test(name) || !isErrorName(error) || SENTINEL.test(error)) return false;
    return { details: { call: excerpt(target.text, 50), function: "Is", error, sentinel: excerpt(sentinel.text, 30) } };
  },
  examples: {
    match: ["if errors.Is(ErrNotFound, err) {\n	return nil\n}", "if errors.Is(io.EOF, err) {\n	break\n}", "ok := errors.Is(fs.ErrNotExist, statErr)"],
    noMatch: ["if errors.Is(err, ErrNotFound) {\n	return nil\n}", "ok := errors.Is(got, want)", "ok := errors.Is(errTimeout, errClosed)"]
  }
};

// src/rules/catalog/review/for-direction/go.ts
function readUpdate(update) {
  if (update.type === "inc_statement" || update.type === "dec_statement") {
    const counter2 = update.namedChildren[0];
    return counter2?.type === "identifier" ? { counter: counter2.text, direction: update.type === "inc_statement" ? 1 : -1 } : void 0;
  }
  if (update.type !== "assignment_statement") return void 0;
  const operator = update.childForFieldName("operator")?.text;
  const counter = update.childForFieldName("left")?.namedChildren;
  const step = update.childForFieldName("right")?.namedChildren;
  const [name] = counter ?? [];
  const [value] = step ?? [];
  if (counter?.length !== 1 || step?.length !== 1 || name?.type !== "identifier" || value?.type !== "int_literal") return void 0;
  if (operator !== "+=" && operator !== "-=") return void 0;
  const direction = stepDirection(operator === "+=" ? 1 : -1, value.text);
  return direction && { counter: name.text, direction };
}
var implementation26 = {
  languages: ["go"],
  query: "(for_clause condition: (binary_expression) @condition update: (_) @update) @target",
  check: ({ target, captures }) => {
    const { condition, update } = captures;
    const counterUpdate = update && readUpdate(update);
    if (!condition || !update || !counterUpdate) return false;
    if (/\b(?:uint\w*|byte)\b/.test(target.childForFieldName("initializer")?.text ?? "")) return false;
    return wrongDirectionHit(condition, update, counterUpdate);
  },
  examples: {
    match: [
      "func f(xs []int) {\n	for i := 0; i < len(xs); i-- {\n		use(xs[i])\n	}\n}",
      "func f(n int) {\n	for i := n - 1; i >= 0; i++ {\n		use(i)\n	}\n}"
    ],
    noMatch: [
      "func f() {\n	for i := uint8(1); i > 0; i++ {\n	}\n}",
      "func f(xs []int) {\n	for i := 0; i < len(xs); i++ {\n	}\n}",
      "func f(n int) {\n	for i := n - 1; i >= 0; i-- {\n	}\n}",
      "func f(n int) {\n	for i := 0; n > i; i++ {\n	}\n}"
    ]
  }
};

// src/rules/catalog/review/format-argument-count/go.ts
var PRINTF = /* @__PURE__ */ new Map([
  ["fmt.Printf", 0],
  ["fmt.Sprintf", 0],
  ["fmt.Errorf", 0],
  ["fmt.Fprintf", 1],
  ["fmt.Appendf", 1],
  ["log.Printf", 0],
  ["log.Fatalf", 0],
  ["log.Panicf", 0]
]);
var VERB = /%[+\-# 0]*(\[\d+\])?(\*|\d+)?(?:\.(\[\d+\])?(\*|\d*))?(\[\d+\])?(.|$)/gs;
function verbArguments(format) {
  let count = 0;
  for (const [, index, width, precisionIndex, precision, verbIndex, verb] of format.matchAll(VERB)) {
    if (index !== void 0 || precisionIndex !== void 0 || verbIndex !== void 0 || !verb) return void 0;
    if (verb === "%") continue;
    count += 1 + (width === "*" ? 1 : 0) + (precision === "*" ? 1 : 0);
  }
  return count;
}
var implementation27 = {
  languages: ["go"],
  overrides: {
    message: "The format `{{format}}` takes {{wanted}}, but {{given}}: {{consequence}}.",
    reason: "Go prints a marker into the text instead of failing, and the message says what the reader will see."
  },
  query: "(call_expression function: (selector_expression operand: (identifier) @package field: (field_identifier) @function) arguments: (argument_list) @arguments) @target",
  textGate: /f\(/,
  check: ({ captures }) => {
    const leading = PRINTF.get(`${captures.package?.text}.${captures.function?.text}`);
    const list = captures.arguments;
    if (leading === void 0 || !list) return false;
    const items = list.namedChildren.filter((item) => item.type !== "comment");
    if (items.some((item) => item.type === "variadic_argument")) return false;
    const formatNode = items[leading];
    const format = formatNode && isStringLiteral(formatNode) ? literalContent(formatNode) : void 0;
    const wanted = format === void 0 ? void 0 : verbArguments(format);
    if (format === void 0 || wanted === void 0) return false;
    return countMismatchHit(format, wanted, items.length - leading - 1, {
      noun: "argument",
      tooFew: "the text gets `%!v(MISSING)` where a value was meant",
      tooMany: "the text ends in `%!(EXTRA \u2026)`"
    });
  },
  examples: {
    match: [
      'func fail(id string, err error) error {\n	return fmt.Errorf("loading %s: %w", err)\n}',
      'func show(w io.Writer, name string) {\n	fmt.Fprintf(w, "hello %s\\n", name, "extra")\n}'
    ],
    noMatch: [
      'func fail(id string, err error) error {\n	return fmt.Errorf("loading %s: %w", id, err)\n}',
      'func pad(w int, s string) string {\n	return fmt.Sprintf("%*s|100%%", w, s)\n}',
      'func twice(s string) string {\n	return fmt.Sprintf("%[1]s %[1]s", s)\n}',
      'func all(format string, args []any) string {\n	return fmt.Sprintf("prefix: %s %s", args...)\n}'
    ]
  }
};

// src/rules/catalog/review/goroutines-share-variable/rule.ts
var rule62 = {
  id: "review/goroutines-share-variable",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 85,
  category: "concurrency",
  message: "`{{assignment}}` writes `{{name}}` of the enclosing function from {{how}}: a data race, and the value read afterwards is whichever goroutine wrote last.",
  recommendation: "Declare the variable inside the goroutine (`:=`) and send the result on a channel, or collect each goroutine\u2019s result in its own slot; guard shared state with a mutex.",
  documentation: {
    finds: "A closure run as several goroutines (in a loop, or started twice) that assigns a variable of the enclosing function with `=`.",
    why: "The goroutines race on the variable: results are lost or torn.",
    wrongWhen: "A variable protected by a mutex or written once before the goroutines start.",
    origin: "The Go race detector's most common report."
  }
};

// src/rules/catalog/review/goroutines-share-variable/go.ts
function declaredInside(literal) {
  const names = /* @__PURE__ */ new Set();
  for (const list of [literal.childForFieldName("parameters"), literal.childForFieldName("result")]) {
    for (const parameter of list?.type === "parameter_list" ? list.namedChildren : [])
      for (const name of parameter.childrenForFieldName("name")) names.add(name.text);
  }
  for (const declaration of literal.descendantsOfType(["short_var_declaration", "var_spec", "range_clause"])) {
    const left = declaration.childForFieldName("left") ?? declaration;
    const declared = declaration.type === "var_spec" ? declaration.childrenForFieldName("name") : left.type === "expression_list" ? left.namedChildren : [];
    if (declaration.type === "range_clause" && declaration.text.split(":=").length < 2) continue;
    for (const name of declared) names.add(name.text);
  }
  return names;
}
function outerTarget(assignment, literal) {
  if (assignment.childForFieldName("operator")?.text !== "=") return void 0;
  const own = declaredInside(literal);
  return assignment.childForFieldName("left")?.namedChildren.find((target) => target.type === "identifier" && target.text !== "_" && !own.has(target.text))?.text;
}
function synchronises(literal) {
  return /\.(R?Lock|Store|Swap|CompareAndSwap)\(/.test(literal.text);
}
function declaredInFunction(fn, name) {
  for (const list of [fn.childForFieldName("parameters"), fn.childForFieldName("result")]) {
    if (list?.type === "parameter_list" && list.namedChildren.some((parameter) => parameter.childrenForFieldName("name").some((n) => n.text === name)))
      return true;
  }
  const body = fn.childForFieldName("body");
  return body?.descendantsOfType(["short_var_declaration", "var_spec"]).some((declaration) => {
    const names = declaration.type === "var_spec" ? declaration.childrenForFieldName("name") : declaration.childForFieldName("left")?.namedChildren ?? [];
    return names.some((n) => n.text === name) && enclosingFunction(declaration)?.equals(fn) === true;
  }) ?? false;
}
function startedManyTimes(literal, fn) {
  const parent = literal.parent;
  if (parent?.type === "call_expression" && parent.parent?.type === "go_statement") {
    return enclosingLoop(parent.parent) ? "goroutines started in a loop" : void 0;
  }
  const declaration = parent?.type === "expression_list" ? parent.parent : void 0;
  if (declaration?.type !== "short_var_declaration") return void 0;
  const index = parent?.namedChildren.findIndex((value) => value.equals(literal)) ?? -1;
  const name = declaration.childForFieldName("left")?.namedChildren[index]?.text;
  if (!name) return void 0;
  const starts = fn.descendantsOfType("go_statement").filter((start) => start.namedChildren[0]?.childForFieldName("function")?.text === name && enclosingFunction(start)?.equals(fn) === true);
  if (starts.length > 1) return `the ${starts.length} goroutines started from \`${name}\``;
  const [only] = starts;
  return only && enclosingLoop(only) ? `goroutines started from \`${name}\` in a loop` : void 0;
}
var implementation28 = {
  languages: ["go"],
  query: "(assignment_statement left: (expression_list (identifier))) @target",
  // Reported only for a closure some `go` statement starts: `go func(` or `go name(`.
  textGate: /go\s+[\w(]/,
  check: ({ target, context }) => {
    const literal = enclosingFunction(target);
    const fn = literal?.type === "func_literal" ? enclosingFunction(literal) : void 0;
    const name = literal && fn ? outerTarget(target, literal) : void 0;
    if (!literal || !fn || !name || synchronises(literal) || !declaredInFunction(fn, name)) return false;
    const first = literal.descendantsOfType("assignment_statement").find((assignment) => outerTarget(assignment, literal) === name);
    const how = first?.equals(target) ? startedManyTimes(literal, fn) : void 0;
    if (!how) return false;
    return { line: changedLineOf(context, target), details: { assignment: excerpt(target.text, 40), name, how }, ...context.isTestFile ? IN_TESTS : {} };
  },
  examples: {
    match: [
      "func pipe(a, b net.Conn) error {\n	var err error\n	done := make(chan struct{}, 2)\n	cp := func(dst io.Writer, src io.Reader) {\n		_, err = io.Copy(dst, src)\n		done <- struct{}{}\n	}\n	go cp(a, b)\n	go cp(b, a)\n	<-done\n	return err\n}",
      "func fetchAll(urls []string) error {\n	var err error\n	var wg sync.WaitGroup\n	for _, u := range urls {\n		wg.Add(1)\n		go func(u string) {\n			defer wg.Done()\n			_, err = http.Get(u)\n		}(u)\n	}\n	wg.Wait()\n	return err\n}"
    ],
    noMatch: [
      "func pipe(a, b net.Conn) error {\n	errs := make(chan error, 2)\n	cp := func(dst io.Writer, src io.Reader) {\n		_, err := io.Copy(dst, src)\n		errs <- err\n	}\n	go cp(a, b)\n	go cp(b, a)\n	return <-errs\n}",
      "func run() error {\n	var err error\n	done := make(chan struct{})\n	go func() {\n		err = work()\n		close(done)\n	}()\n	<-done\n	return err\n}",
      "func fetchAll(urls []string) {\n	var err error\n	for _, u := range urls {\n		go func(u string) (err error) {\n			_, err = http.Get(u)\n			return\n		}(u)\n	}\n	log(err)\n}",
      "func fetchAll(urls []string) error {\n	var mu sync.Mutex\n	var err error\n	for _, u := range urls {\n		go func(u string) {\n			mu.Lock()\n			defer mu.Unlock()\n			_, err = http.Get(u)\n		}(u)\n	}\n	return err\n}"
    ]
  }
};

// src/rules/catalog/review/hardcoded-secret/go.ts
var STRING_VALUE = "[(interpreted_string_literal) (raw_string_literal)] @value";
var implementation29 = {
  languages: ["go"],
  overrides: ownWording("go", {
    recommendation: "Load it from the environment (`os.Getenv`) or a secret manager at run time; if it was ever real, revoke it."
  }),
  query: `(short_var_declaration left: (expression_list . (identifier) @name .) right: (expression_list . ${STRING_VALUE} .)) @target
      (assignment_statement left: (expression_list . [(identifier) (selector_expression)] @name .) right: (expression_list . ${STRING_VALUE} .)) @target
      (const_spec name: (identifier) @name value: (expression_list . ${STRING_VALUE} .)) @target
      (var_spec name: (identifier) @name value: (expression_list . ${STRING_VALUE} .)) @target
      (keyed_element key: (literal_element [(identifier) (interpreted_string_literal)] @name) value: (literal_element ${STRING_VALUE})) @target`,
  check: ({ captures, context, target }) => {
    const { name, value } = captures;
    if (!name || !value) return false;
    const text = name.type === "interpreted_string_literal" ? name.text.slice(1, -1) : name.text;
    return secretAssignmentHit(text.slice(text.lastIndexOf(".") + 1), value.text.slice(1, -1), target.startPosition.row + 1, context);
  },
  examples: {
    match: [
      'const dbPassword = "Tr0ub4dor&3x"',
      'var cfg = Config{APIKey: "f3a9c2e81b7d4"}',
      'func init() {\n	clientSecret := "q8Zr2mX9vL4t"\n	use(clientSecret)\n}'
    ],
    noMatch: ['var dbPassword = os.Getenv("DB_PASSWORD")', 'const passwordEnv = "DB_PASSWORD"', 'const tokenHeader = "X-Auth-Token"']
  }
};

// src/rules/syntax/go/bug-patterns-helpers.ts
function continuesChain(node) {
  const parent = node.parent;
  return parent?.type === "if_statement" && (parent.childForFieldName("alternative")?.equals(node) ?? false);
}

// src/rules/catalog/review/identical-branches/go.ts
function branchesOf(first) {
  const blocks = [];
  for (let current = first; current; ) {
    if (current.type === "if_statement") {
      const consequence = current.childForFieldName("consequence");
      if (!consequence || current.childForFieldName("initializer")) return void 0;
      blocks.push(consequence);
      current = current.childForFieldName("alternative");
    } else if (current.type === "block") {
      blocks.push(current);
      return blocks;
    } else {
      return void 0;
    }
  }
  return void 0;
}
var implementation30 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "Every branch of this `if`/`else` does the same thing, so `{{condition}}` changes nothing: one branch was probably meant to differ.",
    recommendation: "Write what the other branch should do; if both really are the same, drop the `if` and keep one copy."
  }),
  query: "(if_statement alternative: (_)) @target",
  check: ({ target, context }) => {
    if (continuesChain(target)) return false;
    const branches = branchesOf(target);
    const [first, ...others] = branches ?? [];
    if (!first || others.length === 0 || statementsOf(first).length === 0 || branches?.some(hasComment)) return false;
    const tokens = tokensOf(first);
    if (!others.every((other) => tokensOf(other) === tokens)) return false;
    const condition = target.childForFieldName("condition");
    const firstStatements = [...others.reverse(), first].map((branch) => statementsOf(branch)[0] ?? branch);
    return { line: changedLineOf(context, ...firstStatements), details: { condition: excerpt(condition?.text ?? "", 40) } };
  },
  examples: {
    match: ["func mode(debug bool) int {\n	if debug {\n		return levelInfo\n	} else {\n		return levelInfo\n	}\n}"],
    noMatch: [
      "func mode(debug bool) int {\n	if debug {\n		return levelDebug\n	} else {\n		return levelInfo\n	}\n}",
      "func mode(debug bool) {\n	if debug {\n	} else {\n	}\n}",
      "func mode(debug bool) int {\n	if debug {\n		return levelInfo\n	} else if verbose {\n		return levelDebug\n	} else {\n		return levelInfo\n	}\n}"
    ]
  }
};

// src/rules/catalog/review/identical-condition/go.ts
var line = (node) => node.startPosition.row + 1;
function chainOf(first) {
  const links = [];
  for (let current = first; current?.type === "if_statement"; current = current.childForFieldName("alternative")) {
    const condition = current.childForFieldName("condition");
    if (!condition) break;
    links.push({ node: current, condition, declares: current.childForFieldName("initializer") !== null });
  }
  return links;
}
function receives(node) {
  return hasSideEffects(node) && node.descendantsOfType("unary_expression").some((inner) => inner.childForFieldName("operator")?.text === "<-");
}
function repeatedCondition(first) {
  const links = chainOf(first);
  for (let later = 1; later < links.length; later += 1) {
    const candidate = links[later];
    if (!candidate || receives(candidate.condition)) continue;
    for (let earlier = later - 1; earlier >= 0 && !links[earlier + 1]?.declares; earlier -= 1) {
      const previous = links[earlier];
      if (previous && sameCode(previous.condition, candidate.condition)) return { earlier: previous.condition, later: candidate.condition };
    }
  }
  return void 0;
}
function caseValues(switchStatement) {
  return switchStatement.namedChildren.filter((clause) => clause.type === "expression_case").flatMap(
    (clause) => (clause.childForFieldName("value")?.namedChildren ?? []).filter((value) => value.type !== "comment").map((value) => ({ value, clause }))
  );
}
function fallsThrough(clause) {
  return statementsOf(clause).at(-1)?.type === "fallthrough_statement";
}
function repeatedCase(switchStatement) {
  const values = caseValues(switchStatement);
  for (let later = 1; later < values.length; later += 1) {
    const candidate = values[later];
    if (!candidate || receives(candidate.value)) continue;
    const earlier = values.slice(0, later).find(({ value }) => sameCode(value, candidate.value));
    if (earlier && !(fallsThrough(earlier.clause) && earlier.clause.nextNamedSibling?.equals(candidate.clause)))
      return { earlier: earlier.value, later: candidate.value };
  }
  return void 0;
}
var implementation31 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "`{{condition}}` is already tested on line {{earlier}}: {{what}} never runs, and the case it was written for is not handled.",
    recommendation: "Test what this branch was meant for (often a neighbouring field or value of the copied line), or remove the dead branch."
  }),
  query: `(if_statement) @target
      (expression_switch_statement) @target`,
  check: ({ target, context }) => {
    if (target.type === "if_statement" && continuesChain(target)) return false;
    const repeated = target.type === "if_statement" ? repeatedCondition(target) : repeatedCase(target);
    if (!repeated) return false;
    const { earlier, later } = repeated;
    const at = changedLineOf(context, later, earlier);
    return {
      line: at,
      details: {
        condition: excerpt(later.text, 50),
        earlier: String(line(earlier)),
        what: target.type === "if_statement" ? `the branch on line ${line(later)}` : `the \`case\` on line ${line(later)}`
      },
      ...hasSideEffects(later) ? { confidence: 85 } : {}
    };
  },
  examples: {
    match: [
      'func kind(r rune) string {\n	if unicode.IsDigit(r) {\n		return "digit"\n	} else if unicode.IsLetter(r) {\n		return "letter"\n	} else if unicode.IsDigit(r) {\n		return "number"\n	}\n	return ""\n}',
      'func level(n int) string {\n	switch {\n	case n > 100:\n		return "high"\n	case n > 10:\n		return "mid"\n	case n > 100:\n		return "top"\n	}\n	return "low"\n}'
    ],
    noMatch: [
      'func kind(r rune) string {\n	if unicode.IsDigit(r) {\n		return "digit"\n	} else if unicode.IsLetter(r) {\n		return "letter"\n	}\n	return ""\n}',
      "func lookup(a, b map[string]int, k string) int {\n	if v, ok := a[k]; ok {\n		return v\n	} else if v, ok := b[k]; ok {\n		return v\n	}\n	return 0\n}",
      "func next(ch chan bool) int {\n	switch {\n	case <-ch:\n		return 1\n	case <-ch:\n		return 2\n	}\n	return 0\n}",
      "func listen(o *Options) {\n	switch {\n	case o.IsSocketOpts():\n		setup(o)\n		fallthrough\n	case o.IsTimeout(), o.IsSocketOpts():\n		wrap(o)\n	}\n}",
      {
        before: 'func kind(r rune) string {\n	if unicode.IsDigit(r) {\n		return "digit"\n	} else if unicode.IsDigit(r) {\n		return "number"\n	}\n	return ""\n}',
        after: 'func kind(r rune) string {\n	if unicode.IsDigit(r) {\n		return "digit"\n	} else if unicode.IsDigit(r) {\n		return "numeral"\n	}\n	return ""\n}'
      }
    ]
  }
};

// src/rules/catalog/review/identical-operands/go.ts
var SELF_OPERATORS = /* @__PURE__ */ new Set(["&&", "||", "-", "/", "%", "^", "&^", "&", "|", "<", "<=", ">", ">=", "==", "!="]);
var NAN_TESTS = /* @__PURE__ */ new Set(["==", "!="]);
function judgeableOperand(node) {
  if (isStableValue(node)) return true;
  return !hasSideEffects(node) && (node.type === "identifier" || node.descendantsOfType("identifier").length > 0) && node.type !== "func_literal";
}
var implementation32 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "`{{target}}` has the same operand on both sides of `{{operator}}`: {{outcome}}; one side was probably meant to be something else.",
    recommendation: "Compare or combine the values you meant (often the neighbouring field or the other variable of a pair)."
  }),
  query: "(binary_expression) @target",
  check: ({ target }) => {
    const operator = target.childForFieldName("operator")?.text ?? "";
    const left = target.childForFieldName("left");
    const right = target.childForFieldName("right");
    if (!SELF_OPERATORS.has(operator) || !left || !right || !sameCode(left, right) || !judgeableOperand(left)) return false;
    const outcome = ["&&", "||", "&", "|"].includes(operator) ? "the result is just that operand" : ["-", "^", "&^", "%"].includes(operator) ? "the result is always 0" : operator === "/" ? "the result is always 1 (or a division by zero)" : "the comparison always gives the same answer";
    const details = { target: excerpt(target.text, 60), operator, outcome };
    return NAN_TESTS.has(operator) ? { details, severity: "low", confidence: 60 } : { details };
  },
  examples: {
    match: ["func overlaps(a, b Range) bool {\n	return a.Start < b.End && a.Start < b.End\n}", "func width(r Rect) int {\n	return r.Max.X - r.Max.X\n}"],
    noMatch: [
      "func overlaps(a, b Range) bool {\n	return a.Start < b.End && b.Start < a.End\n}",
      "func area(side int) int {\n	return side * side\n}",
      "func twoRolls() bool {\n	return rand.Intn(6) == rand.Intn(6)\n}",
      "func mask() int {\n	return 1<<8 - 1<<8\n}"
    ]
  }
};

// src/rules/catalog/review/impossible-length-comparison/go.ts
var LENGTH_SYNTAX = {
  isLength: (node) => node.type === "call_expression" && ["len", "cap"].includes(calleeName(node) ?? "") && node.childForFieldName("function")?.type === "identifier",
  isZero: (node) => node.type === "int_literal" && /^0+$/.test(node.text),
  booleans: ["true", "false"]
};
var implementation33 = {
  languages: ["go"],
  overrides: {
    message: "`{{expression}}` is always {{always}}: `len` and `cap` are never negative.",
    recommendation: 'Compare with the bound that was meant: `> 0` for "not empty", `== 0` for "empty".',
    reason: "Go's lengths come from the builtins `len` and `cap`."
  },
  query: '(binary_expression operator: ["<" ">" "<=" ">="] @operator) @target',
  textGate: /\b(?:len|cap)\(/,
  check: ({ target, captures }) => {
    const left = target.childForFieldName("left");
    const right = target.childForFieldName("right");
    if (!left || !right) return false;
    return impossibleLengthHit(target, left, captures.operator?.text ?? "", right, LENGTH_SYNTAX);
  },
  examples: {
    match: ["func f(xs []int) {\n	if len(xs) < 0 {\n		return\n	}\n}", "func f(m map[string]int) bool {\n	return len(m) >= 0\n}"],
    noMatch: [
      "func f(xs []int) bool {\n	return len(xs) > 0\n}",
      "func f(n int) bool {\n	return n < 0\n}",
      "func f(xs []int) bool {\n	return len(xs) <= 0\n}"
    ]
  }
};

// src/rules/catalog/review/impossible-platform/rule.ts
var rule63 = {
  id: "review/impossible-platform",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "logic",
  message: "`runtime.{{variable}}` is never `{{value}}`: Go knows no such {{kind}}, so this comparison never matches.",
  recommendation: "Use the name Go uses ({{suggestion}}); `go tool dist list` prints every pair.",
  documentation: {
    finds: '`runtime.GOOS` or `runtime.GOARCH` compared with (or switched on) a string that is no operating system or architecture Go knows: `runtime.GOOS == "macos"`, `case "win32":`, `runtime.GOARCH == "x86_64"`.',
    why: "The branch for that platform never runs: on macOS `GOOS` is `darwin`, on Windows `windows`, on 64-bit Intel `GOARCH` is `amd64`. The platform-specific code is silently skipped there.",
    wrongWhen: "Never right; the names are those of `go/build` (including ports Go has since dropped, such as `nacl`).",
    origin: "staticcheck's SA4032 (comparing `runtime.GOOS` or `runtime.GOARCH` against an impossible value)."
  }
};

// src/rules/catalog/review/impossible-platform/go.ts
var KNOWN = {
  GOOS: new Set("aix android darwin dragonfly freebsd hurd illumos ios js linux nacl netbsd openbsd plan9 solaris wasip1 windows zos".split(" ")),
  GOARCH: new Set(
    "386 amd64 amd64p32 arm armbe arm64 arm64be loong64 mips mipsle mips64 mips64le mips64p32 mips64p32le ppc ppc64 ppc64le riscv riscv64 s390 s390x sparc sparc64 wasm".split(
      " "
    )
  )
};
var SUGGESTIONS = {
  macos: "`darwin`",
  osx: "`darwin`",
  mac: "`darwin`",
  win: "`windows`",
  win32: "`windows`",
  win64: "`windows`",
  x86_64: "`amd64`",
  x64: "`amd64`",
  x86: "`386`",
  i386: "`386`",
  aarch64: "`arm64`"
};
function comparedLiterals(runtime) {
  const parent = runtime.parent;
  if (parent?.type === "binary_expression" && /^[!=]=$/.test(parent.childForFieldName("operator")?.text ?? "")) {
    const other = parent.childForFieldName("left")?.equals(runtime) ? parent.childForFieldName("right") : parent.childForFieldName("left");
    return other && isStringLiteral(other) ? [other] : [];
  }
  if (parent?.type === "expression_switch_statement" && parent.childForFieldName("value")?.equals(runtime)) {
    return parent.namedChildren.filter((clause) => clause.type === "expression_case").flatMap((clause) => clause.childForFieldName("value")?.namedChildren ?? []).filter(isStringLiteral);
  }
  return [];
}
var implementation34 = {
  languages: ["go"],
  query: `(selector_expression operand: (identifier) @package field: (field_identifier) @variable
  (#eq? @package "runtime") (#any-of? @variable "GOOS" "GOARCH")) @target`,
  textGate: /runtime\.GO(OS|ARCH)/,
  check: ({ target, captures }) => {
    const variable = captures.variable?.text ?? "";
    const known = KNOWN[variable];
    const wrong = known ? comparedLiterals(target).find((literal) => !known.has(literalContent(literal))) : void 0;
    if (!wrong) return false;
    const value = literalContent(wrong);
    return {
      line: wrong.startPosition.row + 1,
      details: {
        variable,
        value,
        kind: variable === "GOOS" ? "operating system" : "architecture",
        suggestion: SUGGESTIONS[value.toLowerCase()] ?? `\`${variable === "GOOS" ? "linux" : "amd64"}\`, \u2026`
      }
    };
  },
  examples: {
    match: ['if runtime.GOOS == "macos" {\n	open("open")\n}', 'switch runtime.GOARCH {\ncase "amd64", "x86_64":\n	fast()\n}'],
    noMatch: [
      'if runtime.GOOS == "darwin" {\n	open("open")\n}',
      'switch runtime.GOOS {\ncase "linux", "windows":\n	fast()\n}',
      "if runtime.GOOS == goos {\n}"
    ]
  }
};

// src/rules/catalog/review/ineffective-break/rule.ts
var rule64 = {
  id: "review/ineffective-break",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 80,
  category: "logic",
  message: "This `break` leaves the `{{statement}}`, not the loop around it: the case ends here anyway, so it does nothing.",
  recommendation: "To leave the loop, label it and write `break <label>` (or `return`); if nothing more was meant, delete the `break`.",
  documentation: {
    finds: "A plain `break` as the last statement of a case of a `switch` or `select` that sits inside a loop: `for { select { case <-done: break } }`.",
    why: "In Go a case never falls through, and `break` leaves the innermost `switch` or `select`, not the loop. A `break` written to stop the loop (`case <-ctx.Done(): break`) does nothing, and the loop goes on for ever or past the element it was meant to stop at.",
    wrongWhen: "When the `break` only marks the end of the case, out of habit from C. As in staticcheck's reports, a switch whose every case ends in `break` (the habit), a `switch` case that is nothing but `break` (a case that does nothing on purpose), a `break` after a conditional `break` in the same case (the same shape continued) and a `break` after a call that never returns (`t.Fatal`, `log.Fatal`, `os.Exit`, `panic`: the `break` is dead, and nothing goes wrong) are left alone.",
    origin: "staticcheck's SA4011 (break statement with no effect)."
  }
};

// src/rules/catalog/review/ineffective-break/go.ts
var CASES = /* @__PURE__ */ new Set(["expression_case", "type_case", "communication_case", "default_case"]);
function caseStatements(clause) {
  const list = clause.namedChildren.find((child) => child.type === "statement_list");
  return list ? statementsOf(list) : [];
}
var endsInBreak = (clause) => caseStatements(clause).at(-1)?.type === "break_statement";
var breaksEarlier = (statements) => statements.some((statement) => statement.type === "if_statement" && statement.descendantsOfType("break_statement").length > 0);
var NO_RETURN = /^(Fatal|Fatalf|Fatalln|FailNow|Skip|Skipf|SkipNow|Exit|Panic|Panicf|Panicln|panic|Goexit)$/;
function neverReturns(statement) {
  const call = statement?.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  return call?.type === "call_expression" && NO_RETURN.test(calleeName(call) ?? "");
}
var implementation35 = {
  languages: ["go"],
  query: "(break_statement) @target",
  textGate: /\bbreak\s*(\n|;|\/\/|$)/m,
  check: ({ target }) => {
    if (target.namedChildren.some((child) => child.type === "label_name")) return false;
    const clause = target.parent?.parent;
    if (!clause || !CASES.has(clause.type)) return false;
    const statements = caseStatements(clause);
    if (!statements.at(-1)?.equals(target)) return false;
    const statement = clause.parent;
    if (!statement || !enclosingLoop(statement)) return false;
    const isSelect = statement.type === "select_statement";
    if (!isSelect && statements.length === 1) return false;
    const clauses = statement.namedChildren.filter((child) => CASES.has(child.type) && caseStatements(child).length > 0);
    if (!isSelect && clauses.length > 1 && clauses.every(endsInBreak)) return false;
    if (breaksEarlier(statements) || neverReturns(statements.at(-2))) return false;
    return { details: { statement: isSelect ? "select" : "switch" } };
  },
  examples: {
    match: [
      "func run(ctx context.Context, jobs <-chan Job) {\n	for {\n		select {\n		case <-ctx.Done():\n			break\n		case j := <-jobs:\n			j.Do()\n		}\n	}\n}",
      'func first(tokens []Token) {\n	for _, t := range tokens {\n		switch t.Kind {\n		case EOF:\n			log.Print("end")\n			break\n		default:\n			emit(t)\n		}\n	}\n}'
    ],
    noMatch: [
      "func run(tokens []Token) {\n	for _, t := range tokens {\n		switch t.Kind {\n		case Space:\n			break\n		default:\n			emit(t)\n		}\n	}\n}",
      "func run(tokens []Token) {\n	for _, t := range tokens {\n		switch t.Kind {\n		case A:\n			a()\n			break\n		case B:\n			b()\n			break\n		}\n	}\n}",
      "func run(ctx context.Context, jobs <-chan Job) {\nloop:\n	for {\n		select {\n		case <-ctx.Done():\n			break loop\n		case j := <-jobs:\n			j.Do()\n		}\n	}\n}",
      'func wait(ctx context.Context, t *testing.T) {\n	for {\n		select {\n		case <-ctx.Done():\n			t.Fatalf("timeout")\n			break\n		default:\n		}\n		poll()\n	}\n}',
      'func kind(t Token) {\n	switch t.Kind {\n	case EOF:\n		log.Print("end")\n		break\n	}\n}'
    ]
  }
};

// src/rules/catalog/review/late-binding-closure/go.ts
function laterRun(literal) {
  const parent = literal.parent;
  if (parent?.type === "call_expression" && parent.childForFieldName("function")?.equals(literal)) {
    const statement = parent.parent;
    if (statement?.type === "go_statement") return { how: "the goroutine started here", statement, marker: statement };
    if (statement?.type === "defer_statement") return { how: "the closure deferred here (it runs when the function returns)", statement, marker: statement };
    return void 0;
  }
  const call = parent?.type === "argument_list" ? parent.parent : void 0;
  if (call?.type !== "call_expression" || call.parent?.type !== "expression_statement") return void 0;
  const name = calleeName(call);
  if (name === "Go") return { how: "the goroutine `Go` starts here", statement: call.parent, marker: call.parent };
  const parallel = name === "Run" ? parallelCall(literal) : void 0;
  if (parallel) return { how: "the parallel subtest declared here (it runs after the loop ends)", statement: call.parent, marker: parallel };
  return void 0;
}
function parallelCall(literal) {
  const body = literal.childForFieldName("body");
  return (body ? statementsOf(body) : []).find((statement) => /^\w+\.Parallel\(\)$/.test(statement.text));
}
function loopVariables(loop) {
  const range = loop.namedChildren.find((child) => child.type === "range_clause");
  if (range) return range.children.some((child) => child?.type === ":=") ? range.childForFieldName("left")?.namedChildren ?? [] : [];
  const initializer = loop.namedChildren.find((child) => child.type === "for_clause")?.childForFieldName("initializer");
  return initializer?.type === "short_var_declaration" ? initializer.childForFieldName("left")?.namedChildren ?? [] : [];
}
function waitsInIteration(body, started) {
  return statementsOf(body).filter((statement) => statement.startIndex > started.endIndex).some((statement) => /\.Wait\(\)|<-/.test(statement.text));
}
var implementation36 = {
  languages: ["go"],
  query: "(func_literal) @target",
  // Reported only for a closure a `go`, `defer`, `.Go(…)` or a parallel subtest runs later.
  textGate: /go\s|defer\s|\.Go\(|\.Parallel\(/,
  check: ({ target, context }) => {
    const version = sharedLoopVariablesVersion(context);
    if (version === void 0) return false;
    const run = laterRun(target);
    const loop = run ? enclosingLoop(run.statement) : void 0;
    const body = loop?.childForFieldName("body");
    if (!run || !loop || !body) return false;
    if (run.statement.type !== "defer_statement" && waitsInIteration(body, run.statement)) return false;
    const own = namesDeclaredIn(target);
    const variables = loopVariables(loop).map((name) => name.text).filter((name) => name !== "_" && !own.has(name) && !copiedBefore(body, name, run.statement));
    const read2 = target.descendantsOfType("identifier").find((identifier) => variables.includes(identifier.text) && identifier.parent?.type !== "literal_element");
    if (!read2) return false;
    const line2 = [read2, run.marker, run.statement, loop].map((node) => node.startPosition.row + 1).find((candidate) => context.isChanged(candidate));
    if (line2 === void 0) return false;
    return { line: line2, details: { how: run.how.charAt(0).toUpperCase() + run.how.slice(1), name: read2.text, version } };
  },
  examples: {
    facts: { goVersion: "1.21" },
    match: [
      "func fetchAll(urls []string) {\n	for _, u := range urls {\n		go func() {\n			fetch(u)\n		}()\n	}\n}",
      "func closeAll(g *errgroup.Group, conns []net.Conn) {\n	for i := 0; i < len(conns); i++ {\n		g.Go(func() error {\n			return conns[i].Close()\n		})\n	}\n}",
      "func TestParse(t *testing.T) {\n	for _, tc := range cases {\n		t.Run(tc.name, func(t *testing.T) {\n			t.Parallel()\n			check(t, tc)\n		})\n	}\n}"
    ],
    noMatch: [
      "func fetchAll(urls []string) {\n	for _, u := range urls {\n		go func(u string) {\n			fetch(u)\n		}(u)\n	}\n}",
      "func fetchAll(urls []string) {\n	for _, u := range urls {\n		u := u\n		go func() {\n			fetch(u)\n		}()\n	}\n}",
      "func TestParse(t *testing.T) {\n	for _, tc := range cases {\n		var tc = tc\n		t.Run(tc.name, func(t *testing.T) {\n			t.Parallel()\n			check(t, tc)\n		})\n	}\n}",
      "func fetchAll(urls []string) {\n	for _, u := range urls {\n		var wg sync.WaitGroup\n		wg.Add(1)\n		go func() {\n			defer wg.Done()\n			fetch(u)\n		}()\n		wg.Wait()\n	}\n}",
      "func TestParse(t *testing.T) {\n	for _, tc := range cases {\n		t.Run(tc.name, func(t *testing.T) {\n			check(t, tc)\n		})\n	}\n}",
      "//go:build go1.22\n\npackage fetch\n\nfunc fetchAll(urls []string) {\n	for _, u := range urls {\n		go func() {\n			fetch(u)\n		}()\n	}\n}"
    ]
  }
};

// src/rules/catalog/review/leaked-credential/go.ts
var implementation37 = {
  languages: ["go"],
  query: "[(interpreted_string_literal) (raw_string_literal) (comment)] @target",
  ...CREDENTIAL_CHECK,
  examples: {
    match: [
      `package deploy

const token = "${tokenPieces("gh", "p_", "R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue")}"`,
      `package deploy

// aws: ${tokenPieces("AK", "IA", "Q3ZRT7WNV5HX2KLM")}
func Run() {}`
    ],
    noMatch: [`package deploy

const docs = "${tokenPieces("AK", "IA", "IOSFODNN7EXAMPLE")}"`, 'package deploy\n\nvar token = os.Getenv("GITHUB_TOKEN")']
  }
};

// src/rules/catalog/review/lock-copied/rule.ts
var rule65 = {
  id: "review/lock-copied",
  ...HIGH_CORRECTNESS,
  message: "`{{name}}` is a copy of a `{{lock}}` ({{how}}): `{{use}}` acts on the copy, so it {{consequence}}.",
  recommendation: "Take a pointer: `{{name}} *{{type}}`.",
  documentation: {
    finds: "A Go function parameter or method receiver passed by value whose type is a `sync.Mutex`, `RWMutex`, `WaitGroup`, `Once` or `Cond`, a `sync/atomic` value type, or a struct of the same file holding one of them by value (as a field or embedded), when the function uses that lock (`mu.Lock()`, `wg.Done()`, `c.mu.Lock()`, `n.Add(1)`).",
    why: "Every call gets its own copy of the value: locking the copy excludes no one, `Done` on a copy never releases the caller's `Wait` (a deadlock), and an atomic counter incremented in a copy never counts. The code reads as synchronised and is not.",
    wrongWhen: "Practically never: `go vet` reports every such copy. The rule reports only copies the function goes on to use; parameters and receivers that are pointers, struct fields that are pointers to locks, and types declared in other files (whose fields it cannot see) are left alone.",
    origin: "go vet's `copylocks`, which uses types; this rule keeps to the types the signature names and the structs the file declares."
  }
};

// src/rules/catalog/review/lock-copied/go.ts
var LOCK_TYPES = /* @__PURE__ */ new Set([
  "sync.Mutex",
  "sync.RWMutex",
  "sync.WaitGroup",
  "sync.Once",
  "sync.Cond",
  "atomic.Bool",
  "atomic.Int32",
  "atomic.Int64",
  "atomic.Uint32",
  "atomic.Uint64",
  "atomic.Uintptr",
  "atomic.Value"
]);
var LOCK_METHODS = /* @__PURE__ */ new Set([
  "Lock",
  "Unlock",
  "RLock",
  "RUnlock",
  "TryLock",
  "Wait",
  "Add",
  "Done",
  "Do",
  "Signal",
  "Broadcast",
  "Load",
  "Store",
  "Swap",
  "CompareAndSwap"
]);
var CONSEQUENCE = {
  "sync.WaitGroup": "never reaches the caller's group: a `Wait` on it may block forever",
  "sync.Once": "does not tell the caller's `Once` that it ran"
};
var LOCKS_NOTHING = "excludes no one the caller locks out";
var COUNTS_NOTHING = "changes nothing the caller sees";
function consequenceOf(lock) {
  return CONSEQUENCE[lock] ?? (lock.startsWith("atomic.") ? COUNTS_NOTHING : LOCKS_NOTHING);
}
var lockFieldsOf = perFile((context) => {
  const structs = /* @__PURE__ */ new Map();
  for (const spec of context.root.descendantsOfType("type_spec")) {
    const struct = spec.childForFieldName("type");
    const name = spec.childForFieldName("name")?.text;
    if (!name || struct?.type !== "struct_type") continue;
    const held = { fields: /* @__PURE__ */ new Map() };
    for (const field of struct.descendantsOfType("field_declaration")) {
      const type = field.childForFieldName("type")?.text ?? "";
      if (!LOCK_TYPES.has(type)) continue;
      const names = field.childrenForFieldName("name").filter((child) => child !== null);
      if (names.length === 0) held.embedded = type;
      for (const child of names) held.fields.set(child.text, type);
    }
    if (held.fields.size > 0 || held.embedded) structs.set(name, held);
  }
  return structs;
});
function lockUse(body, name, direct, fields) {
  for (const call of body.descendantsOfType("call_expression")) {
    const callee = call.childForFieldName("function");
    if (callee?.type !== "selector_expression" || !LOCK_METHODS.has(callee.childForFieldName("field")?.text ?? "")) continue;
    const operand = callee.childForFieldName("operand");
    if (direct && operand?.type === "identifier" && operand.text === name) return { use: call, lock: direct };
    if (operand?.type === "selector_expression" && operand.childForFieldName("operand")?.text === name) {
      const lock = fields.get(operand.childForFieldName("field")?.text ?? "");
      if (lock) return { use: call, lock };
    }
  }
  return void 0;
}
var implementation38 = {
  languages: ["go"],
  query: "(parameter_declaration name: (identifier) @name type: [(qualified_type) (type_identifier)] @type) @target",
  textGate: /\bsync\b|\batomic\b/,
  check: ({ target, captures, context }) => {
    const { name, type } = captures;
    if (!name || !type || name.text === "_") return false;
    const list = target.parent;
    const fn = list?.parent;
    const body = fn?.childForFieldName("body");
    if (!list || !fn || !body || !["function_declaration", "method_declaration", "func_literal"].includes(fn.type)) return false;
    const struct = type.type === "type_identifier" ? lockFieldsOf(context).get(type.text) : void 0;
    const direct = LOCK_TYPES.has(type.text) ? type.text : struct?.embedded;
    const found = lockUse(body, name.text, direct, struct?.fields ?? /* @__PURE__ */ new Map());
    if (!found) return false;
    const receiver = fn.type === "method_declaration" && fn.childForFieldName("receiver")?.id === list.id;
    const how = LOCK_TYPES.has(type.text) ? receiver ? "a value receiver" : "a parameter passed by value" : `\`${type.text}\` ${receiver ? "is a value receiver" : "is passed by value"}`;
    return {
      details: { name: name.text, type: type.text, lock: found.lock, how, use: found.use.text, consequence: consequenceOf(found.lock) }
    };
  },
  examples: {
    match: [
      "func worker(jobs <-chan int, wg sync.WaitGroup) {\n	defer wg.Done()\n	for range jobs {\n	}\n}",
      "type Counter struct {\n	mu sync.Mutex\n	n  int\n}\n\nfunc (c Counter) Inc() {\n	c.mu.Lock()\n	defer c.mu.Unlock()\n	c.n++\n}",
      "type Cache struct {\n	sync.RWMutex\n	items map[string]string\n}\n\nfunc (c Cache) Get(k string) string {\n	c.RLock()\n	defer c.RUnlock()\n	return c.items[k]\n}",
      "func count(hits atomic.Int64, n int) {\n	for i := 0; i < n; i++ {\n		hits.Add(1)\n	}\n}"
    ],
    noMatch: [
      "func worker(jobs <-chan int, wg *sync.WaitGroup) {\n	defer wg.Done()\n}",
      "type Counter struct {\n	mu sync.Mutex\n	n  int\n}\n\nfunc (c *Counter) Inc() {\n	c.mu.Lock()\n	defer c.mu.Unlock()\n	c.n++\n}",
      "type Counter struct {\n	mu sync.Mutex\n	n  int\n}\n\nfunc (c Counter) String() string {\n	return fmt.Sprint(c.n)\n}",
      "type Pool struct {\n	mu *sync.Mutex\n}\n\nfunc (p Pool) Take() {\n	p.mu.Lock()\n	defer p.mu.Unlock()\n}",
      "func run(cfg Config) {\n	cfg.mu.Lock()\n}"
    ]
  }
};

// src/rules/catalog/review/lossy-integer-conversion/rule.ts
var rule66 = {
  id: "review/lossy-integer-conversion",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "logic",
  message: "`{{conversion}}` {{what}}.",
  recommendation: "{{fix}}",
  documentation: {
    finds: "In Go, a number parsed as 64 bits (`strconv.ParseInt(s, 10, 64)`, `ParseUint`, `Atoi`) converted to a smaller or differently signed integer type (`int32(v)`, `uint16(v)`, `uint64(v)`) with no comparison of it in between; and an unsigned value printed through `strconv.FormatInt(int64(u), \u2026)`.",
    why: "The conversion keeps the low bits: `int32` of 3,000,000,000 is negative, `uint64` of -1 is 18,446,744,073,709,551,615, and `FormatInt(int64(u))` prints a large `uint64` as a negative number. Input that parsed without an error still comes out as a different number.",
    wrongWhen: "The value is bounded in a way the function does not show (checked by the caller). Parse with the target's size instead (`ParseInt(s, 10, 32)`), which rejects what does not fit, or silence the finding with `sextant-ignore review/lossy-integer-conversion`.",
    origin: "CodeQL's `go/incorrect-integer-conversion` (a parsed integer converted to a smaller type without an upper-bound check), widened to a change of sign; the `FormatInt` half was written from a fix in the development data (a `uint64` printed through `int64`)."
  }
};

// src/rules/catalog/review/lossy-integer-conversion/go.ts
var INTEGER_TYPES = {
  int8: { bits: 8, signed: true },
  int16: { bits: 16, signed: true },
  int32: { bits: 32, signed: true },
  rune: { bits: 32, signed: true },
  int64: { bits: 64, signed: true },
  int: { bits: 64, signed: true },
  uint8: { bits: 8, signed: false },
  byte: { bits: 8, signed: false },
  uint16: { bits: 16, signed: false },
  uint32: { bits: 32, signed: false },
  uint64: { bits: 64, signed: false },
  uint: { bits: 64, signed: false },
  uintptr: { bits: 64, signed: false }
};
var COMPARISONS = /* @__PURE__ */ new Set(["<", "<=", ">", ">="]);
function parsedBefore(name, use, scope) {
  let found;
  for (const statement of scope.descendantsOfType(["short_var_declaration", "assignment_statement"])) {
    if (statement.startIndex >= use.startIndex) break;
    if (statement.childForFieldName("left")?.namedChildren[0]?.text !== name) continue;
    const values = statement.childForFieldName("right")?.namedChildren ?? [];
    const call = values.length === 1 && values[0]?.type === "call_expression" ? values[0] : void 0;
    const path = call ? calleePath(call)?.join(".") : void 0;
    found = void 0;
    if (!call || path !== "strconv.ParseInt" && path !== "strconv.ParseUint" && path !== "strconv.Atoi") continue;
    const size = path === "strconv.Atoi" ? "0" : argumentsOf(call)[2]?.text;
    if (size === void 0 || !/^\d+$/.test(size)) continue;
    found = { call: path, type: { bits: Number(size) === 0 ? 64 : Number(size), signed: path !== "strconv.ParseUint" }, at: statement };
  }
  return found;
}
function comparedBetween(name, from, use, scope) {
  return scope.descendantsOfType("binary_expression").some(
    (comparison) => comparison.startIndex > from.endIndex && comparison.startIndex < use.startIndex && COMPARISONS.has(comparison.childForFieldName("operator")?.text ?? "") && [comparison.childForFieldName("left"), comparison.childForFieldName("right")].some((side) => side?.text === name)
  );
}
function unsignedCase(name, use) {
  for (let node = use.parent; node; node = node.parent) {
    if (node.type !== "type_case") continue;
    const types = node.childrenForFieldName("type");
    const alias = node.parent?.childForFieldName("alias")?.namedChildren[0]?.text;
    const only = types.length === 1 ? types[0]?.text : void 0;
    return alias === name && only && INTEGER_TYPES[only]?.signed === false && INTEGER_TYPES[only].bits === 64 ? only : void 0;
  }
  return void 0;
}
var implementation39 = {
  languages: ["go"],
  query: `(call_expression
  function: (identifier) @type
  arguments: (argument_list . (identifier) @value .)
  (#any-of? @type "int8" "int16" "int32" "rune" "int64" "int" "uint8" "byte" "uint16" "uint32" "uint64" "uint" "uintptr")) @target`,
  textGate: /\bstrconv\.(?:Parse(?:Int|Uint)|Atoi|FormatInt)\b/,
  check: ({ target, captures }) => {
    const typeName = captures.type?.text ?? "";
    const into = INTEGER_TYPES[typeName];
    const name = captures.value?.text;
    const scope = enclosingFunction(target);
    if (!into || !name || !scope) return false;
    const conversion = target.text;
    const call = target.parent?.parent;
    if (typeName === "int64" && call?.type === "call_expression" && calleePath(call)?.join(".") === "strconv.FormatInt" && argumentsOf(call)[0]?.id === target.id) {
      const unsigned = unsignedCase(name, target);
      if (unsigned) {
        return {
          details: {
            conversion,
            what: `prints a \`${unsigned}\` above 9,223,372,036,854,775,807 as a negative number`,
            fix: `Print it unsigned: \`strconv.FormatUint(uint64(${name}), 10)\`.`
          }
        };
      }
    }
    const parsed = parsedBefore(name, target, scope);
    if (!parsed) return false;
    const narrower = into.bits < parsed.type.bits;
    const signChange = into.signed !== parsed.type.signed && into.bits <= parsed.type.bits;
    if (!narrower && !signChange || comparedBetween(name, parsed.at, target, scope)) return false;
    const what = narrower ? `keeps the low ${into.bits} bits of a number \`${parsed.call}\` read as ${parsed.type.bits} bits: a larger one comes out as another number` : into.signed ? `turns a number \`${parsed.call}\` read up to 2^64 into a negative one above 2^63` : `turns a negative number \`${parsed.call}\` accepted into a huge unsigned one`;
    const parse = into.signed ? "ParseInt" : "ParseUint";
    return {
      details: {
        conversion,
        what,
        fix: `Parse it as what it becomes: \`strconv.${parse}(s, 10, ${into.bits})\` rejects a number that does not fit; or check its range before the conversion.`
      }
    };
  },
  examples: {
    match: [
      "func port(s string) (int32, error) {\n	v, err := strconv.ParseInt(s, 10, 64)\n	if err != nil {\n		return 0, err\n	}\n	return int32(v), nil\n}",
      "func count(s string) uint64 {\n	n, _ := strconv.Atoi(s)\n	return uint64(n)\n}",
      "func big(s string) int64 {\n	u, _ := strconv.ParseUint(s, 10, 64)\n	return int64(u)\n}",
      'func text(i interface{}) string {\n	switch s := i.(type) {\n	case uint64:\n		return strconv.FormatInt(int64(s), 10)\n	}\n	return ""\n}'
    ],
    noMatch: [
      "func port(s string) (int32, error) {\n	v, err := strconv.ParseInt(s, 10, 32)\n	if err != nil {\n		return 0, err\n	}\n	return int32(v), nil\n}",
      "func port(s string) (uint16, error) {\n	v, err := strconv.ParseInt(s, 10, 64)\n	if err != nil || v < 0 || v > 65535 {\n		return 0, err\n	}\n	return uint16(v), nil\n}",
      "func wide(s string) int64 {\n	v, _ := strconv.ParseInt(s, 10, 32)\n	return int64(v)\n}",
      "func size(s string, bits int) int32 {\n	v, _ := strconv.ParseInt(s, 10, bits)\n	return int32(v)\n}",
      'func text(i interface{}) string {\n	switch s := i.(type) {\n	case uint32:\n		return strconv.FormatInt(int64(s), 10)\n	}\n	return ""\n}',
      "func again(s string) int32 {\n	v, _ := strconv.ParseInt(s, 10, 64)\n	v = 3\n	return int32(v)\n}"
    ]
  }
};

// src/rules/catalog/review/lost-cancel/rule.ts
var rule67 = {
  id: "review/lost-cancel",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "resource-leak",
  message: "The cancel function of `context.{{constructor}}` is {{what}}: the context and its timer stay alive until the parent is cancelled.",
  recommendation: "Keep the cancel function and `defer cancel()` right after the call (or call it on every path once the work is done).",
  documentation: {
    finds: "`ctx, _ := context.WithCancel/WithTimeout/WithDeadline(\u2026)`, or a cancel variable the function never mentions again.",
    why: "Until cancel is called the child context, its goroutine and timer are kept by the parent: a leak on every call.",
    wrongWhen: "Rarely; a cancel handed on through a closure or struct literal counts as used. Only never-mentioned cancels are reported, not ones called on some paths only.",
    origin: "go vet's `lostcancel` analyzer."
  }
};

// src/rules/catalog/review/lost-cancel/go.ts
var CONSTRUCTORS = /* @__PURE__ */ new Set(["WithCancel", "WithTimeout", "WithDeadline", "WithCancelCause", "WithTimeoutCause", "WithDeadlineCause"]);
function mentionedElsewhere(scope, name, declared) {
  return scope.descendantsOfType("identifier").some((identifier) => identifier.text === name && !identifier.equals(declared));
}
var implementation40 = {
  languages: ["go"],
  query: `(short_var_declaration left: (expression_list (_) (identifier) @cancel .) right: (expression_list . (call_expression) @call .)) @target
      (assignment_statement left: (expression_list (_) (identifier) @cancel .) right: (expression_list . (call_expression) @call .)) @target`,
  textGate: /context\.With/,
  check: ({ target, captures }) => {
    const { call, cancel } = captures;
    if (!call || !cancel) return false;
    const path = calleePath(call);
    const constructor = path[1] ?? "";
    if (path.length !== 2 || path[0] !== "context" || !CONSTRUCTORS.has(constructor)) return false;
    if (cancel.text === "_") return { details: { constructor, what: "thrown away with `_`" } };
    const scope = enclosingFunction(target);
    if (!scope || target.type !== "short_var_declaration" || mentionedElsewhere(scope, cancel.text, cancel)) return false;
    return { details: { constructor, what: `stored in \`${cancel.text}\` and never called` } };
  },
  examples: {
    match: [
      "func fetch(parent context.Context) error {\n	ctx, _ := context.WithTimeout(parent, time.Second)\n	return get(ctx)\n}",
      "func fetch(parent context.Context) error {\n	ctx, cancel := context.WithCancel(parent)\n	return get(ctx)\n}"
    ],
    noMatch: [
      "func fetch(parent context.Context) error {\n	ctx, cancel := context.WithTimeout(parent, time.Second)\n	defer cancel()\n	return get(ctx)\n}",
      "func start(parent context.Context) (context.Context, context.CancelFunc) {\n	ctx, cancel := context.WithCancel(parent)\n	return ctx, cancel\n}",
      "func (s *Server) start(parent context.Context) {\n	s.ctx, s.cancel = context.WithCancel(parent)\n}",
      "func run(parent context.Context) {\n	ctx, cancel := context.WithCancel(parent)\n	go func() { <-stop; cancel() }()\n	work(ctx)\n}"
    ]
  }
};

// src/rules/catalog/review/lost-regex-escape/go.ts
var implementation41 = regexImplementation(
  GO_REGEX,
  /\\b/,
  (_regex, captures) => {
    const node = captures.pattern;
    if (node?.type !== "interpreted_string_literal") return false;
    const body = node.text.slice(1, -1);
    return backspaceHit(node, body, `Use a back-quoted string: \`\` \`${body.replace(/\\\\/g, "\\")}\` \`\`.`);
  },
  {
    match: ['var word = regexp.MustCompile("\\bcat\\b")'],
    noMatch: ["var word = regexp.MustCompile(`\\bcat\\b`)", 'var word = regexp.MustCompile("\\\\bcat\\\\b")']
  }
);

// src/rules/catalog/review/malformed-struct-tag/rule.ts
var rule68 = {
  id: "review/malformed-struct-tag",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "bug-pattern",
  message: "The tag of `{{field}}` {{problem}}.",
  recommendation: "{{fix}}",
  documentation: {
    finds: 'A struct field tag that does not follow the `key:"value" key:"value"` convention (`json: "id"`, `json:id`, `json:"id",omitempty`, pairs not separated by a space), and two fields of one struct with the same `json` name.',
    why: "`reflect.StructTag.Get`, which `encoding/json`, `encoding/xml`, YAML, database and validation libraries all use, stops at the first malformed pair and finds nothing after it: the field is silently encoded under its Go name, or not validated. Two fields with one JSON name cancel each other out: `encoding/json` drops both without an error.",
    wrongWhen: "Never right for the standard convention. Bare words in a tag (`arg required`, the flags of kong's command-line structs) are a convention of their own and are left alone, as are tags in double-quoted strings and the fields of embedded structs (where JSON names may shadow on purpose).",
    origin: "go vet's `structtag` and staticcheck's SA5008 (invalid struct tag)."
  }
};

// src/rules/catalog/review/malformed-struct-tag/tag-syntax.ts
var KEY_END = /[\s:"\u007f]/;
function readQuoted(tag) {
  let index = 1;
  while (index < tag.length && tag[index] !== '"') index += tag[index] === "\\" ? 2 : 1;
  if (index >= tag.length) return void 0;
  const quoted = tag.slice(0, index + 1);
  let value = quoted.slice(1, -1);
  try {
    value = JSON.parse(quoted);
  } catch {
  }
  return { value, rest: tag.slice(index + 1) };
}
function readTag(text) {
  const pairs = /* @__PURE__ */ new Map();
  let tag = text;
  for (; ; ) {
    tag = tag.replace(/^ +/, "");
    if (tag === "") return { pairs };
    let end = 0;
    while (end < tag.length && !KEY_END.test(tag[end] ?? "")) end += 1;
    const key = tag.slice(0, end);
    if (key === "") return { problem: "has a pair without a key", fix: 'Write each pair as `key:"value"`, separated by single spaces.' };
    if (tag[end] !== ":" && tag[end] !== '"') {
      tag = tag.slice(end);
      continue;
    }
    if (tag[end] !== ":") return { problem: `has \`${key}\` without a colon before its value`, fix: `Write it as \`${key}:"\u2026"\`.` };
    if (tag[end + 1] !== '"') {
      return {
        problem: `has a \`${key}\` value that is not in double quotes right after the colon`,
        fix: `Write \`${key}:"\u2026"\`, with no space and double quotes.`
      };
    }
    const quoted = readQuoted(tag.slice(end + 1));
    if (!quoted) return { problem: `has a \`${key}\` value whose quotes do not close`, fix: `Close the value: \`${key}:"\u2026"\`.` };
    if (!pairs.has(key)) pairs.set(key, quoted.value);
    tag = quoted.rest;
    if (tag !== "" && !tag.startsWith(" ")) {
      return {
        problem: `has text right after the \`${key}\` value (\`${tag.slice(0, 20)}\`)`,
        fix: 'Options go inside the quotes (`json:"id,omitempty"`), and pairs are separated by a space.'
      };
    }
  }
}

// src/rules/catalog/review/malformed-struct-tag/go.ts
var fieldName = (field) => field.childrenForFieldName("name").map((name) => name?.text ?? "").join(", ") || field.childForFieldName("type")?.text || "?";
var tagText = (field) => {
  const tag = field.childForFieldName("tag");
  return tag?.type === "raw_string_literal" ? tag.text.slice(1, -1) : void 0;
};
function jsonNames(list) {
  const names = /* @__PURE__ */ new Map();
  for (const sibling of list.namedChildren) {
    if (sibling?.type !== "field_declaration" || sibling.childrenForFieldName("name").length === 0) continue;
    const text = tagText(sibling);
    const reading3 = text === void 0 ? void 0 : readTag(text);
    const json = reading3 && "pairs" in reading3 ? reading3.pairs.get("json")?.split(",")[0] : void 0;
    if (json) names.set(sibling.id, json);
  }
  return names;
}
var fieldListsOf = perFile(() => /* @__PURE__ */ new Map());
function duplicateJsonName(field, name, context) {
  const list = field.parent;
  if (!list) return void 0;
  const lists = fieldListsOf(context);
  let read2 = lists.get(list.id);
  if (!read2) {
    read2 = { fields: list.namedChildren.filter((child) => child !== null), names: jsonNames(list) };
    lists.set(list.id, read2);
  }
  for (const sibling of read2.fields) {
    if (sibling.startIndex >= field.startIndex) break;
    if (read2.names.get(sibling.id) === name) return fieldName(sibling);
  }
  return void 0;
}
var implementation42 = {
  languages: ["go"],
  query: "(field_declaration tag: (raw_string_literal)) @target",
  textGate: /`/,
  check: ({ target, context }) => {
    const text = tagText(target);
    if (text === void 0) return false;
    const field = fieldName(target);
    const line2 = (target.childForFieldName("tag")?.startPosition.row ?? target.startPosition.row) + 1;
    const reading3 = readTag(text);
    if ("problem" in reading3) return { line: line2, details: { field, problem: reading3.problem, fix: reading3.fix } };
    const names = target.childrenForFieldName("name");
    const json = reading3.pairs.get("json")?.split(",")[0] ?? "";
    if (names.length === 0 || json === "" || json === "-") return false;
    const other = names.length > 1 ? fieldName(target) : duplicateJsonName(target, json, context);
    if (!other) return false;
    return {
      line: line2,
      details: {
        field,
        problem: `uses the JSON name \`${json}\`, as \`${other}\` does: \`encoding/json\` drops both fields`,
        fix: 'Give each field its own JSON name (or `json:"-"` for the one not meant to be encoded).'
      }
    };
  },
  examples: {
    match: [
      'type User struct {\n	ID   int    `json: "id"`\n	Name string `json:"name"`\n}',
      'type User struct {\n	ID int `json:"id",omitempty`\n}',
      'type Page struct {\n	Title string `json:"title"`\n	Name  string `json:"title"`\n}'
    ],
    noMatch: [
      'type User struct {\n	ID   int    `json:"id,omitempty" db:"id"`\n	Name string `json:"name" xml:"name,attr"`\n	Skip string `json:"-"`\n	Also string `json:"-"`\n}',
      'type Attach struct {\n	Container string `arg required help:"Container ID."`\n}',
      'type Page struct {\n	Base `json:"base"`\n	Title string `json:",omitempty"`\n	Name  string `json:",omitempty"`\n}'
    ]
  }
};

// src/rules/catalog/review/mixed-case-range/go.ts
var implementation43 = regexImplementation(GO_REGEX, MIXED_RANGE_GATE, mixedCaseRange, {
  match: ["var name = regexp.MustCompile(`^[A-z]+$`)"],
  noMatch: ["var name = regexp.MustCompile(`^[A-Za-z]+$`)"]
});

// src/rules/catalog/review/nan-comparison/go.ts
var implementation44 = {
  languages: ["go"],
  overrides: {
    recommendation: "Test with `math.IsNaN(value)`.",
    reason: "Go tests NaN with `math.IsNaN`."
  },
  query: '(binary_expression operator: ["==" "!=" "<" ">" "<=" ">="] @operator) @target',
  textGate: /math\.NaN\(\)/,
  check: ({ target, captures }) => {
    const sides = [target.childForFieldName("left"), target.childForFieldName("right")];
    if (!sides.some((side) => side?.text.replace(/\s/g, "") === "math.NaN()")) return false;
    return { details: { expression: excerpt(target.text, 60), always: captures.operator?.text === "!=" ? "true" : "false" } };
  },
  examples: {
    match: ["func f(x float64) bool {\n	return x == math.NaN()\n}", "func f(x float64) {\n	if x != math.NaN() {\n		use(x)\n	}\n}"],
    noMatch: ["func f(x float64) bool {\n	return math.IsNaN(x)\n}", "func f() float64 {\n	return math.NaN()\n}"]
  }
};

// src/rules/catalog/review/never-closed/rule.ts
var rule69 = {
  id: "review/never-closed",
  ...MEDIUM_CORRECTNESS,
  // A test's files and responses end with its process; a leak there costs nothing a user sees.
  files: "source",
  message: "`{{name}}` from `{{opener}}` is never closed in `{{function}}`: {{consequence}}.",
  recommendation: "`defer {{closer}}.Close()` right after the error check{{writeNote}}.",
  documentation: {
    finds: "In Go, a file opened with `os.Open`, `os.Create` or `os.OpenFile` (or the same methods of an afero-style file system), or an HTTP response from `http.Get`, `http.Post`, `http.Head`, `http.PostForm` or a net/http client\u2019s `Do`, that the function neither closes nor hands on: no `Close`, not returned, stored, captured by a closure, or passed to anything but another package\u2019s function or a function of the same file that takes it as a plain `io.Reader` or `io.Writer`, or neither closes it nor hands it on itself.",
    why: "Every open file holds a descriptor until the garbage collector happens to finalize it: a loop or a server runs out of descriptors, Windows refuses to rename or delete the file, and an error from the final write-back is never seen. An HTTP response whose body is not closed keeps its connection from going back to the pool, so each request opens a new one until the process runs out.",
    wrongWhen: "When another function takes the file or response over and closes it. Tests are left alone; the rule leaves alone anything passed to a method of another value (`logger.SetOutput(f)` keeps it), to another package\u2019s constructor whose result is kept (`log.New(f, \u2026)`) or a function it cannot read, returned, stored in a field or a variable of the caller, or used in a closure.",
    origin: "golangci-lint's `bodyclose`, and CodeQL's `py/file-not-closed` and `go/unhandled-writable-file-close`, for files and responses a Go function opens and drops."
  }
};

// src/rules/catalog/review/never-closed/go.ts
var FILE_OPENER = /^(?:os|afero|(?:[\w.]*\.)?[fF]s|(?:[\w.]*\.)?[fF]ilesystem)\.(?:Open|OpenFile|Create)$/;
var RESPONSE_OPENER = /^(?:http\.(?:Get|Post|Head|PostForm)|http\.DefaultClient\.(?:Do|Get|Post|Head|PostForm)|(?:[\w.]*\.)?(?:[cC]lient|http[cC]lient)\.Do)$/;
var importedPackages = perFile((context) => {
  const names = /* @__PURE__ */ new Set();
  for (const spec of context.root.descendantsOfType("import_spec")) {
    const alias = spec?.childForFieldName("name")?.text;
    const path = spec?.childForFieldName("path")?.text.slice(1, -1) ?? "";
    const segments = path.split("/").filter((segment) => !/^v\d+$/.test(segment));
    const last = (segments.at(-1) ?? "").replace(/\.v\d+$/, "").replace(/^go-/, "");
    if (alias && alias !== "_" && alias !== ".") names.add(alias);
    else if (last) names.add(last);
  }
  return names;
});
var BORROWED_TYPES = /^io\.(?:Reader|Writer|ReaderAt|WriterAt|ReadSeeker|ReadWriter|ReadWriteSeeker|WriteSeeker|StringWriter|ByteReader|ByteWriter)$/;
function parametersAt(root, name, position, kind) {
  const found = [];
  for (const fn of root.descendantsOfType(kind)) {
    if (fn.childForFieldName("name")?.text !== name) continue;
    const parameters = [];
    for (const declaration of fn.childForFieldName("parameters")?.namedChildren ?? []) {
      const type = declaration?.childForFieldName("type")?.text ?? "";
      const names = declaration?.childrenForFieldName("name") ?? [];
      if (names.length === 0) parameters.push({ name: void 0, type, body: null });
      for (const parameterName of names) parameters.push({ name: parameterName?.text, type, body: fn.childForFieldName("body") });
    }
    const parameter = parameters[position];
    if (parameter) found.push(parameter);
  }
  return found;
}
function lends(call, use, context, depth) {
  const callee = call.childForFieldName("function");
  const argument = call.childForFieldName("arguments")?.namedChildren.findIndex((child) => child?.equals(use)) ?? -1;
  if (!callee || argument < 0) return false;
  if (callee.type === "selector_expression") {
    const operand = callee.childForFieldName("operand");
    if (operand?.type === "identifier" && importedPackages(context).has(operand.text)) {
      const constructor = /^New/.test(callee.childForFieldName("field")?.text ?? "");
      return !constructor || call.parent?.type === "selector_expression";
    }
  }
  const name = calleeName(call);
  const parameters = name ? parametersAt(context.root, name, argument, callee.type === "selector_expression" ? "method_declaration" : "function_declaration") : [];
  return parameters.length > 0 && parameters.every(
    (parameter) => BORROWED_TYPES.test(parameter.type) || depth > 0 && parameter.name !== void 0 && parameter.body !== null && !closedOrHandedOn(parameter.body, parameter.name, void 0, context, depth - 1)
  );
}
function closedOrHandedOn(body, name, opened, context, depth = 2) {
  for (const use of body.descendantsOfType("identifier")) {
    if (use.text !== name || opened && use.startIndex < opened.endIndex) continue;
    let value = use;
    const selector = use.parent?.type === "selector_expression" && use.parent.childForFieldName("operand")?.equals(use) ? use.parent : void 0;
    if (selector) {
      const field = selector.childForFieldName("field")?.text;
      if (field === "Close") return true;
      if (field !== "Body") continue;
      const outer = selector.parent?.type === "selector_expression" ? selector.parent : void 0;
      if (outer) {
        if (outer.childForFieldName("field")?.text === "Close") return true;
        continue;
      }
      value = selector;
    }
    const holder = value.parent;
    if (holder?.type === "binary_expression") continue;
    if (holder?.type === "argument_list" && holder.parent?.type === "call_expression" && lends(holder.parent, value, context, depth)) continue;
    return true;
  }
  return false;
}
var implementation45 = {
  languages: ["go"],
  query: `(short_var_declaration
  left: (expression_list . (identifier) @name . (identifier) @err .)
  right: (expression_list . (call_expression function: [(selector_expression) (identifier)] @opener) .)) @target`,
  textGate: /\b(?:Open|OpenFile|Create|Get|Post|Head|PostForm|Do)\(/,
  check: ({ target, captures, context }) => {
    const { name, opener } = captures;
    if (!name || !opener || name.text === "_") return false;
    const file = FILE_OPENER.test(opener.text);
    const call = opener.parent;
    const response = RESPONSE_OPENER.test(opener.text) && context.lines.some((line2) => /^\s*(?:import\s+)?(?:\w+\s+)?"net\/http"/.test(line2)) && (!opener.text.endsWith(".Do") || call?.childForFieldName("arguments")?.namedChildCount === 1);
    if (!file && !response) return false;
    const fn = enclosingFunction(target);
    const body = fn?.childForFieldName("body");
    if (!fn || !body || closedOrHandedOn(body, name.text, target, context)) return false;
    const writes = file && /Create|OpenFile/.test(opener.text);
    return {
      details: {
        name: name.text,
        opener: `${opener.text}(\u2026)`,
        function: fn.childForFieldName("name")?.text ?? "this function",
        consequence: file ? "its descriptor stays open until the garbage collector finds it, and an error on the final write-back is lost" : "its body is never closed, so the connection never goes back to the pool",
        closer: file ? name.text : `${name.text}.Body`,
        writeNote: writes ? ", and check the error of an explicit `Close` after the last write" : ""
      }
    };
  },
  examples: {
    match: [
      "func save(path string, data []byte) error {\n	f, err := os.Create(path)\n	if err != nil {\n		return err\n	}\n	_, err = f.Write(data)\n	return err\n}",
      "func (c *Config) write(name string) error {\n	f, err := c.fs.OpenFile(name, os.O_WRONLY, 0o644)\n	if err != nil {\n		return err\n	}\n	return c.encode(f)\n}\n\nfunc (c *Config) encode(w io.Writer) error {\n	return json.NewEncoder(w).Encode(c)\n}",
      'import "encoding/csv"\n\nfunc export(path string, rows []Row) error {\n	f, err := os.Create(path)\n	if err != nil {\n		return err\n	}\n	return writeRows(f, rows)\n}\n\nfunc writeRows(f *os.File, rows []Row) error {\n	return csv.NewWriter(f).WriteAll(format(rows))\n}',
      'import "net/http"\n\nfunc status(url string) (int, error) {\n	resp, err := http.Get(url)\n	if err != nil {\n		return 0, err\n	}\n	return resp.StatusCode, nil\n}'
    ],
    noMatch: [
      "func save(path string, data []byte) error {\n	f, err := os.Create(path)\n	if err != nil {\n		return err\n	}\n	defer f.Close()\n	_, err = f.Write(data)\n	return err\n}",
      "func open(path string) (*os.File, error) {\n	f, err := os.Open(path)\n	if err != nil {\n		return nil, err\n	}\n	return f, nil\n}",
      'import "log"\n\nfunc (s *Server) trace(path string) {\n	if f, err := os.Create(path); err == nil {\n		s.logger = log.New(f, "trace: ", 0)\n	}\n}',
      "func (s *Store) load(path string) error {\n	f, err := os.Open(path)\n	if err != nil {\n		return err\n	}\n	s.file = f\n	return nil\n}",
      "func read(path string) error {\n	f, err := os.Open(path)\n	if err != nil {\n		return err\n	}\n	return consume(f)\n}",
      "func export(path string, rows []Row) error {\n	f, err := os.Create(path)\n	if err != nil {\n		return err\n	}\n	return writeRows(f, rows)\n}\n\nfunc writeRows(f *os.File, rows []Row) error {\n	defer f.Close()\n	return csv.NewWriter(f).WriteAll(format(rows))\n}",
      'import (\n	"io"\n	"net/http"\n)\n\nfunc fetch(url string) ([]byte, error) {\n	resp, err := http.Get(url)\n	if err != nil {\n		return nil, err\n	}\n	defer resp.Body.Close()\n	return io.ReadAll(resp.Body)\n}',
      "func fetch(c *http.Client, req *http.Request) (*http.Response, error) {\n	resp, err := c.Do(req)\n	return resp, err\n}",
      'import "io"\n\nfunc copyTo(w io.Writer, path string) error {\n	f, err := os.Open(path)\n	if err != nil {\n		return err\n	}\n	defer func() { _ = f.Close() }()\n	_, err = io.Copy(w, f)\n	return err\n}'
    ]
  }
};

// src/rules/syntax/go/counting-loop.ts
function countingLoop(loop, end) {
  const clause = loop.namedChildren.find((child) => child?.type === "for_clause");
  const compared = indexAndLength(clause?.childForFieldName("condition"), end);
  if (!compared) return void 0;
  const { index, length } = compared;
  if (length.type !== "call_expression" || length.childForFieldName("function")?.text !== "len") return void 0;
  const collection = length.childForFieldName("arguments")?.namedChildren;
  if (collection?.length !== 1 || !collection[0] || !["identifier", "selector_expression"].includes(collection[0].type)) return void 0;
  const step = clause?.childForFieldName("update")?.text.replace(/\s/g, "");
  if (step !== `${index.text}++` && step !== `${index.text}+=1`) return void 0;
  return { index: index.text, collection: collection[0].text, bound: length.text };
}

// src/rules/catalog/review/off-by-one-index/go.ts
var COMPARISONS2 = /* @__PURE__ */ new Set(["<", "<=", ">", ">=", "==", "!="]);
function isMap(collection, text) {
  const name = collection.replace(/^.*\./, "");
  return new RegExp(`\\b${name}\\s*(?::?=\\s*(?:make\\(\\s*)?map\\[|\\s+map\\[)`).test(text) || new RegExp(`\\b${name}\\s+map\\[`).test(text);
}
var reading = {
  comparesIndex: (node, index) => node.type === "binary_expression" && COMPARISONS2.has(node.childForFieldName("operator")?.text ?? "") && [node.childForFieldName("left")?.text, node.childForFieldName("right")?.text].includes(index),
  mentionsLength: (node, loop) => node.type === "call_expression" && node.text.replace(/\s/g, "") === loop.bound.replace(/\s/g, ""),
  assignsIndex: (node, index) => (node.type === "assignment_statement" || node.type === "short_var_declaration") && node.childForFieldName("left")?.text === index || (node.type === "inc_statement" || node.type === "dec_statement") && node.namedChildren[0]?.text === index,
  // Reading and writing past the end both panic.
  isAccess: (node, loop) => node.type === "index_expression" && node.childForFieldName("operand")?.text === loop.collection && node.childForFieldName("index")?.text === loop.index
};
var implementation46 = {
  languages: ["go"],
  query: "(for_statement (for_clause condition: (binary_expression)) body: (block) @body) @target",
  textGate: /<=\s*len\(|len\([^\n]*\)\s*>=/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop(target, "at-length");
    if (!loop || !captures.body || isMap(loop.collection, context.root.text)) return false;
    return offByOneHit(target, captures.body, loop, reading, context, "the last pass panics with `index out of range`");
  },
  examples: {
    match: ["func sum(xs []int) (t int) {\n	for i := 0; i <= len(xs); i++ {\n		t += xs[i]\n	}\n	return\n}"],
    noMatch: [
      "func sum(xs []int) (t int) {\n	for i := 0; i < len(xs); i++ {\n		t += xs[i]\n	}\n	return\n}",
      "func f(s string) {\n	for i := 0; i <= len(s); i++ {\n		if i == len(s) || s[i] == ',' {\n			flush()\n		}\n	}\n}",
      "func f(xs []int) {\n	for i := 0; i <= len(xs); i++ {\n		use(xs[:i])\n	}\n}"
    ]
  }
};

// src/rules/catalog/review/overly-large-range/go.ts
var implementation47 = regexImplementation(GO_REGEX, /\[[^\n]*-/, overlyLargeRange, {
  match: ["var valid = regexp.MustCompile(`^[\\w.-_]+$`)", 'var letters = regexp.MustCompile("^[A-z]+$")'],
  noMatch: ["var valid = regexp.MustCompile(`^[\\w._-]+$`)", "var hex = regexp.MustCompile(`^[0-9a-fA-F]+$`)"]
});

// src/rules/catalog/review/overwritten-element/go.ts
function readStore(statement) {
  if (statement.type !== "assignment_statement" || statement.childForFieldName("operator")?.text !== "=") return void 0;
  const [element, ...moreTargets] = statement.childForFieldName("left")?.namedChildren ?? [];
  const [value, ...moreValues] = statement.childForFieldName("right")?.namedChildren ?? [];
  if (moreTargets.length > 0 || moreValues.length > 0) return void 0;
  return storeInto(element, value, ["selector_expression", "index_expression"]);
}
var implementation48 = {
  languages: ["go"],
  query: "(assignment_statement left: (expression_list [(selector_expression) (index_expression)])) @target",
  check: ({ target }) => repeatedStore(target, readStore),
  examples: {
    match: [
      "func rename(u *User, first, last string) {\n	u.FirstName = first\n	u.FirstName = last\n}",
      'func sizes(m map[string]int) {\n	m["width"] = 10\n	m["width"] = 20\n}'
    ],
    noMatch: [
      "func rename(u *User, first, last string) {\n	u.FirstName = first\n	u.LastName = last\n}",
      "func bump(c *Counter) {\n	c.Value = 0\n	c.Value = c.Value + 1\n}"
    ]
  }
};

// src/rules/catalog/review/parameter-no-longer-read/go.ts
var GO2 = {
  name: (fn) => fn.childForFieldName("name")?.text,
  // A receiver is a field of its own (`receiver`); the names of a `func(ctx context.Context)` type are not parameters.
  parameters: (fn) => (fn.childForFieldName("parameters")?.namedChildren ?? []).flatMap(
    (declaration) => declaration ? declaration.childrenForFieldName("name").flatMap((name) => name ? [name] : []) : []
  ),
  body: (fn) => fn.childForFieldName("body"),
  readTypes: ["identifier"]
};
var implementation49 = {
  languages: ["go"],
  query: `(function_declaration name: (identifier) body: (block)) @target
      (method_declaration name: (field_identifier) body: (block)) @target`,
  check: ({ target, context }) => droppedParameters(target, context, GO2),
  examples: {
    match: [
      {
        before: "package zap\n\nfunc Bool(key string, val bool) Field {\n	return boolField{key, val}\n}\n",
        after: "package zap\n\nfunc Bool(key string, val bool) Field {\n	return Field{key: key, fieldType: boolType, ival: 1}\n}\n"
      }
    ],
    noMatch: [
      "package zap\n\nfunc Bool(key string, val bool) Field {\n	return Field{key: key, fieldType: boolType, ival: 1}\n}\n",
      {
        before: "package store\n\nfunc (s *Store) Flush(ctx context.Context, force bool) error {\n	return s.db.Flush(ctx, force)\n}\n",
        after: "package store\n\nfunc (s *Store) Flush(ctx context.Context, force bool) error {\n	return nil\n}\n"
      },
      {
        before: "package store\n\nfunc Open(path string, mode int) error {\n	return open(path, mode)\n}\n",
        after: "package store\n\n// Deprecated: the mode is always 0o600.\nfunc Open(path string, mode int) error {\n	return open(path, 0o600)\n}\n"
      }
    ]
  }
};

// src/rules/catalog/review/query-copy-modified/rule.ts
var rule70 = {
  id: "review/query-copy-modified",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "bug-pattern",
  message: "`{{call}}` changes a copy: `URL.Query()` parses `RawQuery` into a new map, so the URL keeps its old query.",
  recommendation: "Keep the values, change them and write them back: `q := {{url}}.Query(); q.{{method}}(\u2026); {{url}}.RawQuery = q.Encode()`.",
  documentation: {
    finds: "`u.Query().Set(\u2026)`, `.Add(\u2026)` or `.Del(\u2026)` on a URL, as a statement of its own.",
    why: "`(*url.URL).Query` decodes the raw query into a fresh `url.Values` each time. Changing that map and dropping it does nothing: the parameter is never sent, and nothing fails to say so.",
    wrongWhen: "A `Query()` of another type that returns a live map. The receiver must be named like a URL (`u`, `url`, `req.URL`, `endpoint.URL`), so other `Query()` methods are left alone.",
    origin: "staticcheck's SA4027."
  }
};

// src/rules/catalog/review/query-copy-modified/go.ts
var URL_NAME = /^(u|url|\w*URL|\w*Url)$/;
var implementation50 = {
  languages: ["go"],
  query: `(expression_statement
  (call_expression
    function: (selector_expression
      operand: (call_expression
        function: (selector_expression operand: (_) @url field: (field_identifier) @query)
        arguments: (argument_list) @queryArguments)
      field: (field_identifier) @method))
  (#eq? @query "Query") (#any-of? @method "Set" "Add" "Del")) @target`,
  textGate: /\.Query\(\)\.(Set|Add|Del)\(/,
  check: ({ target, captures }) => {
    const url = captures.url;
    if (captures.queryArguments?.namedChildren.length) return false;
    if (!url || !URL_NAME.test(dottedName(url).at(-1) ?? "")) return false;
    return { details: { call: excerpt(target.text, 60), url: excerpt(url.text, 30), method: captures.method?.text ?? "Set" } };
  },
  examples: {
    match: ['func build(u *url.URL) {\n	u.Query().Set("page", "2")\n}', 'func sign(req *http.Request) {\n	req.URL.Query().Add("sig", sig)\n}'],
    noMatch: [
      'func build(u *url.URL) {\n	q := u.Query()\n	q.Set("page", "2")\n	u.RawQuery = q.Encode()\n}',
      'func build(b *Builder) {\n	b.Query().Set("page", "2")\n}',
      'func read(u *url.URL) string {\n	return u.Query().Get("page")\n}'
    ]
  }
};

// src/rules/catalog/review/range-value-address/rule.ts
var rule71 = {
  id: "review/range-value-address",
  ...MEDIUM_CORRECTNESS,
  message: "`{{address}}` keeps the address of the loop variable `{{name}}` beyond its iteration: before Go 1.22 (this module is on Go {{version}}) every iteration reuses that one variable, so every pointer kept ends up at the last element.",
  recommendation: "Point at the element itself (`&{{collection}}[i]`), or copy the variable in the loop body first (`{{name}} := {{name}}`).",
  documentation: {
    finds: "In a module on Go 1.21 or older, the address of a `for \u2026 range` loop variable kept past the iteration: appended to a slice, stored in a map, a field or a variable declared outside the loop, or sent on a channel, directly or inside a composite literal (`out = append(out, &v)`, `byID[v.ID] = &v`).",
    why: "Before Go 1.22 a range loop declares its variables once and assigns each element to them in turn. Every `&v` is the same pointer, so the slice or map built in the loop holds as many pointers to the last element, and the elements before it are lost. Tests with one element pass.",
    wrongWhen: "Modules on Go 1.22 and later (each iteration has its own variable) and files built only for them are left alone, as are addresses passed to a call within the iteration (`json.Unmarshal(b, &v)`), returned from it, or taken after the body copies the variable (`v := v`).",
    origin: "golangci-lint's `exportloopref` and gosec's G601 (implicit memory aliasing in a for loop)."
  }
};

// src/rules/catalog/review/range-value-address/go.ts
function declaringLoop(node, name) {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunction(current)) return void 0;
    if (current.type !== "for_statement") continue;
    const range = current.namedChildren.find((child) => child?.type === "range_clause");
    if (!range?.children.some((child) => child?.type === ":=")) continue;
    if ((range.childForFieldName("left")?.namedChildren ?? []).some((left) => left?.text === name))
      return { loop: current, collection: range.childForFieldName("right")?.text ?? "xs" };
  }
  return void 0;
}
var HOLDERS = /* @__PURE__ */ new Set(["literal_element", "keyed_element", "literal_value", "composite_literal", "parenthesized_expression"]);
function keptPastIteration(node, body) {
  const parent = node.parent;
  if (!parent) return false;
  if (HOLDERS.has(parent.type)) return keptPastIteration(parent, body);
  if (parent.type === "send_statement") return parent.childForFieldName("value")?.equals(node) ?? false;
  if (parent.type === "argument_list") {
    const call = parent.parent;
    const isAppend = call?.type === "call_expression" && call.childForFieldName("function")?.text === "append";
    return isAppend && !parent.namedChildren[0]?.equals(node) && (call.parent?.type === "expression_list" || keptPastIteration(call, body));
  }
  if (parent.type === "expression_list" && parent.parent?.type === "assignment_statement") {
    const assignment = parent.parent;
    if (!assignment.childForFieldName("right")?.equals(parent)) return false;
    const targets = assignment.childForFieldName("left")?.namedChildren ?? [];
    const local = namesDeclaredIn(body);
    return targets.some((target) => target && (target.type !== "identifier" || !local.has(target.text)));
  }
  return false;
}
var implementation51 = {
  languages: ["go"],
  query: '(unary_expression operator: "&" operand: (identifier) @name) @target',
  textGate: /\brange\b/,
  check: ({ target, captures, context }) => {
    const name = captures.name?.text;
    const version = sharedLoopVariablesVersion(context);
    if (!name || name === "_" || version === void 0) return false;
    const found = declaringLoop(target, name);
    const body = found?.loop.childForFieldName("body");
    if (!found || !body || copiedBefore(body, name, target) || !keptPastIteration(target, body)) return false;
    return { details: { address: target.text, name, version, collection: found.collection } };
  },
  examples: {
    facts: { goVersion: "1.21" },
    match: [
      "func pointers(users []User) []*User {\n	var out []*User\n	for _, u := range users {\n		out = append(out, &u)\n	}\n	return out\n}",
      "func index(users []User) map[int]*User {\n	byID := map[int]*User{}\n	for _, u := range users {\n		byID[u.ID] = &u\n	}\n	return byID\n}",
      "func wrap(items []Item) []Entry {\n	var out []Entry\n	for _, it := range items {\n		out = append(out, Entry{Item: &it})\n	}\n	return out\n}"
    ],
    noMatch: [
      "func pointers(users []User) []*User {\n	var out []*User\n	for i := range users {\n		out = append(out, &users[i])\n	}\n	return out\n}",
      "func pointers(users []User) []*User {\n	var out []*User\n	for _, u := range users {\n		u := u\n		out = append(out, &u)\n	}\n	return out\n}",
      "func decode(rows [][]byte) {\n	for _, row := range rows {\n		var v Item\n		json.Unmarshal(row, &v)\n	}\n}",
      "func first(users []User) *User {\n	for _, u := range users {\n		if u.Admin {\n			return &u\n		}\n	}\n	return nil\n}",
      "func update(users []User) {\n	for _, u := range users {\n		p := &u\n		p.Seen = true\n	}\n}",
      "func save(users []User) {\n	for _, u := range users {\n		store(&u)\n	}\n}"
    ]
  }
};

// src/rules/catalog/review/removal-skips-next/go.ts
function removesAt(node, collection, index) {
  if (node.type !== "assignment_statement" || node.childForFieldName("left")?.text !== collection) return false;
  const value = node.childForFieldName("right")?.text.replace(/\s/g, "");
  return value === `append(${collection}[:${index}],${collection}[${index}+1:]...)` || value === `slices.Delete(${collection},${index},${index}+1)`;
}
function rangeLoop(loop) {
  const clause = loop.namedChildren.find((child) => child?.type === "range_clause");
  const [index, value] = clause?.childForFieldName("left")?.namedChildren ?? [];
  const collection = clause?.childForFieldName("right");
  if (index?.type !== "identifier" || index.text === "_" || !collection || !/^[\w.]+$/.test(collection.text)) return void 0;
  return { index: index.text, collection: collection.text, ...value?.type === "identifier" ? { value: value.text } : {} };
}
var implementation52 = {
  languages: ["go"],
  query: "(for_statement body: (block) @body) @target",
  textGate: /append\([^\n]*\+\s*1:\]\.\.\.\)|slices\.Delete\(/,
  check: ({ target, captures }) => {
    const ranged = rangeLoop(target);
    const loop = ranged ?? countingLoop(target, "before-length");
    if (!loop || !captures.body) return false;
    const { index, collection } = loop;
    const value = ranged?.value;
    const removalLoop = { index, collection, elements: value ? [`${collection}[${index}]`, value] : [`${collection}[${index}]`] };
    return removalHit(
      captures.body,
      removalLoop,
      {
        isRemoval: (node) => removesAt(node, collection, index),
        // In a `range` loop the index takes its next value whatever the body does to it.
        movesIndex: (node) => !ranged && ((node.type === "inc_statement" || node.type === "dec_statement") && node.namedChildren[0]?.text === index || node.type === "assignment_statement" && node.childForFieldName("left")?.text === index),
        endsLoop: (node) => node.type === "break_statement" || node.type === "return_statement" || node.type === "goto_statement",
        removesOneKey: (removal) => guardedByKey(removal, removalLoop)
      },
      {
        consequence: ranged ? ", and the loop runs on over the old length, reading the last element twice" : "",
        alternative: `\`slices.DeleteFunc(${collection}, \u2026)\``
      }
    );
  },
  examples: {
    match: [
      "func prune(jobs []Job) []Job {\n	for i := 0; i < len(jobs); i++ {\n		if jobs[i].Done {\n			jobs = append(jobs[:i], jobs[i+1:]...)\n		}\n	}\n	return jobs\n}",
      "func prune(jobs []Job) []Job {\n	for i, job := range jobs {\n		if job.Done {\n			jobs = slices.Delete(jobs, i, i+1)\n		}\n	}\n	return jobs\n}"
    ],
    noMatch: [
      "func prune(jobs []Job) []Job {\n	for i := 0; i < len(jobs); i++ {\n		if jobs[i].Done {\n			jobs = append(jobs[:i], jobs[i+1:]...)\n			i--\n		}\n	}\n	return jobs\n}",
      "func remove(jobs []Job, id int) []Job {\n	for i, job := range jobs {\n		if job.ID == id {\n			jobs = append(jobs[:i], jobs[i+1:]...)\n			break\n		}\n	}\n	return jobs\n}"
    ]
  }
};

// src/rules/catalog/review/response-after-answer/go.ts
function statementsAfter(node) {
  const after = [];
  for (let next = node.nextNamedSibling; next; next = next.nextNamedSibling) if (next.type !== "comment") after.push(next);
  return after;
}
var HTTP_ANSWERS = /^(http\.(Error|Redirect|NotFound|ServeFile|ServeContent)|render\.(JSON|PlainText|HTML|NoContent|Data|XML))$/;
var CONTEXT_ANSWERS = /^(JSON|IndentedJSON|SecureJSON|PureJSON|JSONP|AsciiJSON|String|HTML|XML|YAML|TOML|ProtoBuf|Redirect|AbortWithStatus|AbortWithStatusJSON|AbortWithError|NoContent|Blob|SendStatus|SendString)$/;
var HTTP_WRITES = /^(http\.\w+|fmt\.Fprint\w*|io\.(Copy|WriteString)|render\.\w+|json\.NewEncoder|template\.\w+)$/;
var SURE_STATEMENTS = /* @__PURE__ */ new Set(["expression_statement", "return_statement", "short_var_declaration", "assignment_statement"]);
function answered(statement) {
  const call = statement?.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  if (call?.type !== "call_expression") return void 0;
  const path = calleePath(call);
  const args = argumentsOf(call);
  if (HTTP_ANSWERS.test(path.join(".")) && args[0]?.type === "identifier") return { writer: args[0].text, kind: "http", call };
  const [receiver, method] = path;
  if (path.length === 2 && receiver && method && CONTEXT_ANSWERS.test(method) && args.length > 0) return { writer: receiver, kind: "context", call };
  return void 0;
}
function writesAgain(statement, writer, kind) {
  const calls = statement.type === "call_expression" ? [statement] : statement.descendantsOfType("call_expression");
  return calls.find((call) => {
    for (let current = call.parent; current && !current.equals(statement); current = current.parent) if (current.type === "func_literal") return false;
    const path = calleePath(call);
    const [receiver, method] = path;
    if (kind === "context")
      return path.length === 2 && receiver === writer && method !== void 0 && (CONTEXT_ANSWERS.test(method) || method === "Status" || method === "Data");
    if (path.length === 2 && receiver === writer && (method === "Write" || method === "WriteHeader" || method === "WriteString")) return true;
    const toWriter = argumentsOf(call)[0]?.text === writer;
    return toWriter && (HTTP_WRITES.test(path.join(".")) || method === "Execute" || method === "ExecuteTemplate");
  });
}
var implementation53 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "`{{answer}}` answers the request, but the handler does not return: the code after the `if` still runs and writes to the response again (`{{again}}`, line {{line}}).",
    recommendation: "Add `return` after answering (for echo and fiber handlers, `return c.JSON(\u2026)`), so the rest of the handler does not run."
  }),
  query: "(if_statement consequence: (block) @body) @target",
  textGate: /Error|Redirect|NotFound|Serve|render\.|JSON|String|HTML|XML|YAML|TOML|ProtoBuf|Abort|NoContent|Blob|Send/,
  check: ({ target, captures, context }) => {
    const body = captures.body;
    if (!body || target.childForFieldName("alternative")) return false;
    const answer = answered(statementsOf(body).at(-1));
    if (!answer) return false;
    for (const next of statementsAfter(target)) {
      if (!SURE_STATEMENTS.has(next.type)) continue;
      const again = writesAgain(next, answer.writer, answer.kind);
      if (again) {
        const details = { answer: excerpt(answer.call.text, 40), again: excerpt(again.text, 40), line: String(again.startPosition.row + 1) };
        return { line: changedLineOf(context, answer.call, again), details, ...context.isTestFile ? IN_TESTS : {} };
      }
      if (next.type === "return_statement") return false;
    }
    return false;
  },
  examples: {
    match: [
      'func show(w http.ResponseWriter, r *http.Request) {\n	id := r.URL.Query().Get("id")\n	if id == "" {\n		http.Error(w, "missing id", http.StatusBadRequest)\n	}\n	json.NewEncoder(w).Encode(find(id))\n}',
      'func show(c *gin.Context) {\n	u, err := find(c.Param("id"))\n	if err != nil {\n		c.AbortWithStatusJSON(http.StatusNotFound, gin.H{"error": err.Error()})\n	}\n	c.JSON(http.StatusOK, u)\n}'
    ],
    noMatch: [
      'func show(w http.ResponseWriter, r *http.Request) {\n	id := r.URL.Query().Get("id")\n	if id == "" {\n		http.Error(w, "missing id", http.StatusBadRequest)\n		return\n	}\n	json.NewEncoder(w).Encode(find(id))\n}',
      "func show(w http.ResponseWriter, r *http.Request) {\n	if r.Method != http.MethodGet {\n		w.WriteHeader(http.StatusAccepted)\n	}\n	w.Write(body)\n}",
      'func show(w http.ResponseWriter, r *http.Request) {\n	if missing(r) {\n		http.NotFound(w, r)\n	}\n	log.Print("served")\n}',
      'func show(w http.ResponseWriter, r *http.Request) {\n	ok := allowed(r)\n	if !ok {\n		http.Error(w, "forbidden", http.StatusForbidden)\n	}\n	if ok {\n		w.Write(page)\n	}\n}'
    ]
  }
};

// src/rules/catalog/review/seek-arguments-swapped/rule.ts
var rule72 = {
  id: "review/seek-arguments-swapped",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "bug-pattern",
  message: "`{{call}}` passes the whence constant `{{whence}}` as the offset: `Seek` takes the offset first and the whence second.",
  recommendation: "Swap the arguments: `Seek({{offset}}, {{whence}})`.",
  documentation: {
    finds: "`Seek` called with `io.SeekStart`, `io.SeekCurrent`, `io.SeekEnd` (or the old `os.SEEK_SET`, `os.SEEK_CUR`, `os.SEEK_END`) as its first argument.",
    why: "`Seek(offset, whence)` takes the offset first, as `lseek` does. With the two swapped, `f.Seek(io.SeekEnd, 0)` moves to byte 2 from the start instead of the end, and the read or write that follows works on the wrong part of the file.",
    wrongWhen: "Never intended: the constants are 0, 1 and 2 and say nothing as offsets.",
    origin: "staticcheck's SA1013 (`io.Seeker.Seek` called with the whence constant first)."
  }
};

// src/rules/catalog/review/seek-arguments-swapped/go.ts
var WHENCE = /* @__PURE__ */ new Set(["io.SeekStart", "io.SeekCurrent", "io.SeekEnd", "os.SEEK_SET", "os.SEEK_CUR", "os.SEEK_END"]);
var implementation54 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression field: (field_identifier) @function)
  arguments: (argument_list . (selector_expression) @whence . (_) @offset .)
  (#eq? @function "Seek")) @target`,
  textGate: /Seek\(\s*(io\.Seek|os\.SEEK_)/,
  check: ({ target, captures }) => {
    const whence = captures.whence;
    const offset = captures.offset;
    if (!whence || !offset || !WHENCE.has(dottedName(whence).join(".")) || WHENCE.has(dottedName(offset).join("."))) return false;
    return { details: { call: excerpt(target.text, 40), whence: whence.text, offset: excerpt(offset.text, 20) } };
  },
  examples: {
    match: ["if _, err := f.Seek(io.SeekStart, 0); err != nil {\n	return err\n}", "end, _ := r.Seek(os.SEEK_END, 0)"],
    noMatch: ["if _, err := f.Seek(0, io.SeekStart); err != nil {\n	return err\n}", "pos, _ := r.Seek(offset, io.SeekCurrent)"]
  }
};

// src/rules/catalog/review/self-assignment/go.ts
function dropSelfAssignment(target) {
  const text = target.lines[target.line - 1] ?? "";
  const match = /^\s*([\w.[\]"]+) = ([\w.[\]"]+)\s*$/.exec(text);
  if (!match || match[1] !== match[2]) return void 0;
  return { startLine: target.line, endLine: target.line, replacement: [] };
}
var implementation55 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "`{{target}}` assigns a value to itself, which does nothing: the value meant to be stored here is never stored.",
    recommendation: "Assign the value you meant (often a parameter or the other struct: `c.timeout = timeout`, `dst.Name = src.Name`), or remove the line."
  }),
  query: "(assignment_statement left: (expression_list) @left right: (expression_list) @right) @target",
  check: ({ target, captures }) => {
    if (target.childForFieldName("operator")?.text !== "=") return false;
    if (captures.left?.text.replace(/\s+/g, "") !== captures.right?.text.replace(/\s+/g, "")) return false;
    const left = captures.left?.namedChildren ?? [];
    const right = captures.right?.namedChildren ?? [];
    if (left.length === 0 || left.length !== right.length) return false;
    const selfAssigned = left.every((name, index) => {
      const value = right[index];
      return value !== void 0 && isStableValue(name) && sameCode(name, value);
    });
    return selfAssigned ? { details: { target: excerpt(target.text, 60) } } : false;
  },
  fix: dropSelfAssignment,
  examples: {
    match: ["func (c *Client) SetTimeout(timeout time.Duration) {\n	c.timeout = c.timeout\n}", "func merge(dst, src *Config) {\n	dst.Name = dst.Name\n}"],
    noMatch: [
      "func (c *Client) SetTimeout(timeout time.Duration) {\n	c.timeout = timeout\n}",
      "func swap(a, b int) (int, int) {\n	a, b = b, a\n	return a, b\n}",
      "func next(it *Iter) {\n	it.pos += it.pos\n}",
      "func use(x int) {\n	_ = x\n}"
    ]
  }
};

// src/rules/catalog/review/shell-injection/go.ts
var SHELLS = /^"(sh|bash|zsh|\/bin\/sh|\/bin\/bash|\/usr\/bin\/env bash|cmd(\.exe)?|powershell(\.exe)?|pwsh)"$/;
var SHELL_FLAGS = /^"(-c|\/c|\/C|-Command)"$/;
var implementation56 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "`{{callee}}` runs {{shell}} on a command built from {{how}}: a value containing `;`, `$(\u2026)` or quotes runs its own commands.",
    recommendation: 'Run the program directly with its arguments as separate strings (`exec.Command("git", "log", ref)`), without a shell.'
  }),
  query: '(call_expression function: (selector_expression) @callee (#match? @callee "^exec[.]Command(Context)?$")) @target',
  // The query requires a callee spelled `exec.Command`.
  textGate: /exec\.Command/,
  check: ({ target, captures, context }) => {
    const callee = captures.callee?.text ?? "";
    const argumentList = argumentsOf(target).slice(callee.endsWith("Context") ? 1 : 0);
    const [shell, flag, command] = argumentList;
    if (!shell || !flag || !command || !SHELLS.test(shell.text) || !SHELL_FLAGS.test(flag.text)) return false;
    const built = builtArgument(command, readStringExpression, assignedValues);
    if (!built) return false;
    return {
      line: changedLineOf(context, target, built.node),
      details: { callee, shell: `\`${shell.text.slice(1, -1)} ${flag.text.slice(1, -1)}\``, how: built.how }
    };
  },
  examples: {
    match: [
      'func archive(dir string) error {\n	return exec.Command("sh", "-c", "tar -czf out.tgz "+dir).Run()\n}',
      'func convert(ctx context.Context, in string) error {\n	cmd := fmt.Sprintf("convert %s out.png", in)\n	return exec.CommandContext(ctx, "bash", "-c", cmd).Run()\n}'
    ],
    noMatch: [
      'func archive(dir string) error {\n	return exec.Command("tar", "-czf", "out.tgz", dir).Run()\n}',
      'func clean() error {\n	return exec.Command("sh", "-c", "make clean").Run()\n}'
    ]
  }
};

// src/rules/catalog/review/sleep-without-unit/rule.ts
var rule73 = {
  id: "review/sleep-without-unit",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "bug-pattern",
  message: "`{{call}}` waits {{value}} nanosecond{{plural}}: a `time.Duration` counts nanoseconds.",
  recommendation: "Give the unit: `{{value}} * time.Second` or `{{value}} * time.Millisecond`; write `{{value}} * time.Nanosecond` if nanoseconds are meant.",
  documentation: {
    finds: "`time.Sleep` with a small bare integer: `time.Sleep(5)`, `time.Sleep(100)`.",
    why: "A `time.Duration` is a count of nanoseconds, so `time.Sleep(5)` returns at once where five seconds or milliseconds were meant \u2014 sleep functions of other languages take seconds or milliseconds. A retry loop with it hammers the server; a test that waits with it races.",
    wrongWhen: "When nanoseconds are really meant, which `n * time.Nanosecond` says. As in staticcheck, `time.Sleep(0)` (a yield) and numbers above 120 (perhaps meant as nanoseconds after all) are left alone.",
    origin: "staticcheck's SA1004."
  }
};

// src/rules/catalog/review/sleep-without-unit/go.ts
var LARGEST_SUSPICIOUS = 120;
var implementation57 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list . (int_literal) @value .)
  (#eq? @package "time") (#eq? @function "Sleep")) @target`,
  textGate: /time\.Sleep\(\d/,
  check: ({ target, captures }) => {
    const text = captures.value?.text.replace(/_/g, "") ?? "";
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(value > 0 && value <= LARGEST_SUSPICIOUS)) return false;
    return { details: { call: target.text, value: String(value), plural: value === 1 ? "" : "s" } };
  },
  examples: {
    match: ["func retry() {\n	time.Sleep(5)\n}", "func poll() {\n	for !ready() {\n		time.Sleep(100)\n	}\n}"],
    noMatch: [
      "func retry() {\n	time.Sleep(5 * time.Second)\n}",
      "func yield() {\n	time.Sleep(0)\n}",
      "func wait() {\n	time.Sleep(delay)\n}",
      "func spin() {\n	time.Sleep(1000)\n}"
    ]
  }
};

// src/rules/catalog/review/slog-key-without-value/rule.ts
var rule74 = {
  id: "review/slog-key-without-value",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "bug-pattern",
  message: "The key `{{key}}` is the last argument of `{{call}}`: it has no value, so slog logs it as `!BADKEY={{key}}`.",
  recommendation: "Add the value after the key (`{{key}}, value`), or use a typed attribute such as `slog.String({{key}}, value)` so the compiler checks the pair.",
  documentation: {
    finds: "A call of the `log/slog` package's functions (`slog.Info`, `slog.ErrorContext`, `slog.Log`, `slog.With`, `slog.Group`, \u2026) whose key-value arguments end in a literal key with no value after it.",
    why: "slog reads its arguments as pairs: a key left without a value is logged under `!BADKEY`, and the value that was meant to be there (usually the error) is missing from the log line where it would be needed.",
    wrongWhen: "Never intended. Only the pairs syntax can prove are read: when an argument in a key position is neither a string literal nor a `slog.String`/`slog.Any`-style attribute, the rest is left alone, since a variable there may be an attribute.",
    origin: "go vet's `slog` analyzer (a call missing a final value)."
  }
};

// src/rules/catalog/review/slog-key-without-value/go.ts
var FIXED_ARGUMENTS = {
  Debug: 1,
  Info: 1,
  Warn: 1,
  Error: 1,
  DebugContext: 2,
  InfoContext: 2,
  WarnContext: 2,
  ErrorContext: 2,
  Log: 3,
  With: 0,
  Group: 1
};
var ATTRIBUTES = /^slog\.(String|Int|Int64|Uint64|Float64|Bool|Time|Duration|Any|Group)$/;
var isAttribute = (node) => node.type === "call_expression" && ATTRIBUTES.test(calleePath(node).join("."));
function danglingKey(pairs) {
  for (let index = 0; index < pairs.length; ) {
    const argument = pairs[index];
    if (!argument) return void 0;
    if (isAttribute(argument)) index += 1;
    else if (isStringLiteral(argument)) {
      if (index === pairs.length - 1) return argument;
      index += 2;
    } else return void 0;
  }
  return void 0;
}
var implementation58 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  (#eq? @package "slog")) @target`,
  textGate: /slog\.\w+\(/,
  check: ({ target, captures }) => {
    const fixed = FIXED_ARGUMENTS[captures.function?.text ?? ""];
    const args = argumentsOf(target);
    if (fixed === void 0 || target.text.includes("...")) return false;
    const key = danglingKey(args.slice(fixed));
    return key ? { details: { key: key.text, call: `slog.${captures.function?.text ?? ""}` } } : false;
  },
  examples: {
    match: ['slog.Error("upload failed", "file", name, "err")', 'slog.InfoContext(ctx, "started", "port")', 'log := slog.With("component", "db", "shard")'],
    noMatch: [
      'slog.Error("upload failed", "file", name, "err", err)',
      'slog.Info("started", slog.Int("port", port), "host", host)',
      'slog.Info("started", attrs...)',
      'slog.Info("started", portAttr, "host")',
      'logger.Info("started", "port")'
    ]
  }
};

// src/rules/catalog/review/sql-injection/go.ts
var SQL_METHODS = "^(Query|QueryRow|QueryContext|QueryRowContext|Exec|ExecContext|Prepare|PrepareContext|Get|Select|GetContext|SelectContext|NamedExec|NamedQuery|Raw|MustExec)$";
var implementation59 = {
  languages: ["go"],
  overrides: ownWording("go", {
    recommendation: 'Pass values as query arguments: `db.QueryContext(ctx, "SELECT \u2026 WHERE id = $1", id)` (`?` for MySQL and SQLite).'
  }),
  query: `(call_expression function: (selector_expression field: (field_identifier) @method) (#match? @method "${SQL_METHODS}")) @target`,
  check: ({ target, captures, context }) => {
    const method = captures.method;
    if (!method) return false;
    for (const argument of argumentsOf(target).slice(0, 2)) {
      const hit = builtSql(target, argument, context, { read: readStringExpression, assignedValues });
      if (hit) return { ...hit, details: { ...hit.details, method: method.text } };
    }
    return false;
  },
  examples: {
    match: [
      `func find(db *sql.DB, email string) (*sql.Rows, error) {
	return db.Query("SELECT * FROM users WHERE email = '" + email + "'")
}`,
      'func remove(ctx context.Context, db *sql.DB, id string) error {\n	q := fmt.Sprintf("DELETE FROM sessions WHERE user_id = %s", id)\n	_, err := db.ExecContext(ctx, q)\n	return err\n}'
    ],
    noMatch: [
      'func find(db *sql.DB, email string) (*sql.Rows, error) {\n	return db.Query("SELECT * FROM users WHERE email = $1", email)\n}',
      'func label(m *Metrics, name string) {\n	m.Get("requests_" + name)\n}',
      'const columns = "id, email"\n\nfunc find(db *sql.DB, id string) *sql.Row {\n	q := fmt.Sprintf("SELECT %s FROM users WHERE id = $1", columns)\n	return db.QueryRow(q, id)\n}',
      'func page(db *sql.DB, limit int) (*sql.Rows, error) {\n	return db.Query(fmt.Sprintf("SELECT id FROM users LIMIT %d", limit))\n}'
    ]
  }
};

// src/rules/catalog/review/strip-with-substring/go.ts
var TRIM_FUNCTIONS = { Trim: "TrimPrefix` / `TrimSuffix", TrimLeft: "TrimPrefix", TrimRight: "TrimSuffix" };
var implementation60 = {
  languages: ["go"],
  query: `((call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list (_) . (interpreted_string_literal) @cutset .)) @target
  (#any-of? @package "strings" "bytes")
  (#any-of? @function "Trim" "TrimLeft" "TrimRight"))`,
  textGate: /\.Trim(?:Left|Right)?\(/,
  check: ({ target, captures }) => {
    const { cutset, package: pkg, function: trim } = captures;
    if (!cutset || !pkg || !trim || !isStringLiteral(cutset)) return false;
    const characters = literalContent(cutset);
    if (characters.includes("\\") || characters.length < 2) return false;
    const extension = trim.text !== "TrimLeft" && /^\.[a-z0-9]{2,5}$/.test(characters);
    if (!extension && new Set(characters).size === characters.length) return false;
    return {
      details: {
        reason: extension ? "it is a file extension" : "it repeats characters",
        call: target.text.length <= 80 ? target.text : `${pkg.text}.${trim.text}(\u2026, ${cutset.text})`,
        exact: `\`${pkg.text}.${TRIM_FUNCTIONS[trim.text] ?? "TrimPrefix"}\``
      }
    };
  },
  examples: {
    match: [
      'func host(url string) string {\n	return strings.TrimLeft(url, "https://")\n}',
      'func name(file string) string {\n	return strings.TrimRight(file, ".yaml")\n}'
    ],
    noMatch: [
      'func host(url string) string {\n	return strings.TrimPrefix(url, "https://")\n}',
      'func clean(s string) string {\n	return strings.Trim(s, " \\t\\n")\n}',
      'func clean(s string) string {\n	return strings.TrimRight(s, ".,;")\n}'
    ]
  }
};

// src/rules/catalog/review/swapped-arguments/go.ts
function parametersOf(fn) {
  const names = [];
  for (const declaration of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    if (declaration.type !== "parameter_declaration") break;
    const declared = declaration.childrenForFieldName("name");
    if (declared.length === 0) return [];
    names.push(...declared.map((name) => name.text));
  }
  return names;
}
var signatures = perFile(
  (context) => signatureTable(
    context.root.descendantsOfType("function_declaration").flatMap((fn) => {
      const name = fn.childForFieldName("name")?.text;
      return name ? [[name, parametersOf(fn)]] : [];
    })
  )
);
function enclosingParameters(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === "function_declaration" || current.type === "method_declaration" || current.type === "func_literal")
      return new Set(parametersOf(current));
  }
  return /* @__PURE__ */ new Set();
}
var implementation61 = {
  languages: ["go"],
  query: "(call_expression function: (identifier) @callee arguments: (argument_list (identifier) . (identifier)) @arguments) @target",
  check: ({ target, captures, context }) => {
    const name = captures.callee?.text ?? "";
    const parameters = signatures(context).get(name);
    if (!parameters || parameters.length < 2) return false;
    const args = (captures.arguments?.namedChildren ?? []).filter((argument) => argument.type !== "comment").map((argument) => argument.type === "identifier" ? argument.text : void 0);
    return swappedArguments(target, name, args, parameters, enclosingParameters(target));
  },
  examples: {
    match: ["func copyFile(src, dst string) error { return nil }\n\nfunc run() {\n	src, dst := paths()\n	copyFile(dst, src)\n}"],
    noMatch: [
      "func copyFile(src, dst string) error { return nil }\n\nfunc run() {\n	src, dst := paths()\n	copyFile(src, dst)\n}",
      "func less(left, right int) bool { return left < right }\n\nfunc greater(left, right int) bool { return less(right, left) }"
    ]
  }
};

// src/rules/catalog/review/time-layout/rule.ts
var rule75 = {
  id: "review/time-layout",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "bug-pattern",
  message: "The layout `{{layout}}` {{problem}}.",
  recommendation: "{{fix}}",
  documentation: {
    finds: 'A literal time layout that cannot be what was meant: `2006-02-01` (day and month swapped) given to `Format`, `AppendFormat`, `time.Parse` or `time.ParseInLocation`, and a layout for `time.Parse`/`time.ParseInLocation` with no element of the reference time at all (`"YYYY-MM-DD"`, `"%Y-%m-%d"`).',
    why: "Go writes layouts with its reference time, Mon Jan 2 15:04:05 MST 2006. `2006-02-01` reads the day where the month belongs, so dates pass for days up to 12 and come out swapped, and fail after. A layout in another language's notation has no element Go knows, so `time.Parse` fails for every real date.",
    wrongWhen: "When the swapped order is the format an external system really uses (rare: there is no ISO form like it); say so in a comment. A layout whose text has an element anywhere is not judged for the second half.",
    origin: "go vet's `timeformat` and staticcheck's SA1002 (invalid format in `time.Parse`)."
  }
};

// src/rules/catalog/review/time-layout/go.ts
var REFERENCE_ELEMENT = /[1-6]|Jan|Mon|MST|PM|pm|Z07/;
function layoutOf(call) {
  const path = calleePath(call);
  const name = path.at(-1) ?? "";
  const args = argumentsOf(call);
  if (path.length === 2 && path[0] === "time" && (name === "Parse" || name === "ParseInLocation"))
    return args[0] ? { layout: args[0], parse: true } : void 0;
  if (name === "Format" && args.length === 1 && args[0]) return { layout: args[0], parse: false };
  if (name === "AppendFormat" && args.length === 2 && args[1]) return { layout: args[1], parse: false };
  return void 0;
}
var implementation62 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression field: (field_identifier) @function)
  (#any-of? @function "Parse" "ParseInLocation" "Format" "AppendFormat")) @target`,
  textGate: /2006-02-01|time\.Parse/,
  check: ({ target }) => {
    const found = layoutOf(target);
    if (!found || !isStringLiteral(found.layout)) return false;
    const text = literalContent(found.layout);
    const layout = excerpt(text, 40);
    if (text.includes("2006-02-01")) {
      return {
        details: {
          layout,
          problem: "puts the day (`02`) before the month (`01`): `2006-02-01` is year-day-month",
          fix: "Write `2006-01-02` (year-month-day), or use `time.DateOnly`."
        }
      };
    }
    if (!found.parse || REFERENCE_ELEMENT.test(text) || text.trim() === "") return false;
    return {
      details: {
        layout,
        problem: "has no element of Go's reference time, so `time.Parse` fails on every value but this exact text",
        fix: 'Write the layout with the reference time `Mon Jan 2 15:04:05 MST 2006`: `"2006-01-02"` for `YYYY-MM-DD`, or use `time.DateOnly`, `time.RFC3339`.'
      }
    };
  },
  examples: {
    match: ['day := t.Format("2006-02-01")', 'when, err := time.Parse("YYYY-MM-DD", s)', 'when, err := time.ParseInLocation("%Y-%m-%d", s, time.UTC)'],
    noMatch: [
      'day := t.Format("2006-01-02")',
      "when, err := time.Parse(time.RFC3339, s)",
      'when, err := time.Parse("Jan _2", s)',
      'v := tmpl.Parse("{{.Name}}")'
    ]
  }
};

// src/rules/catalog/review/unbuffered-signal-channel/rule.ts
var rule76 = {
  id: "review/unbuffered-signal-channel",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "concurrency",
  message: "`{{channel}}` is an unbuffered channel given to `signal.Notify`: a signal that arrives while nothing is receiving is dropped.",
  recommendation: "Give the channel a buffer: `make(chan os.Signal, 1)` is enough for one signal.",
  documentation: {
    finds: "A channel made with `make(chan os.Signal)` (no buffer, or a buffer of 0) in the function that passes it to `signal.Notify`.",
    why: "The `os/signal` package never blocks when it delivers a signal: if the receiver is not waiting at that moment, the signal is lost. With an unbuffered channel, a Ctrl-C or SIGTERM that arrives before the program reaches `<-c` (or while it handles the previous one) is ignored, and the graceful shutdown never runs.",
    wrongWhen: "Never needed: a buffer of one costs nothing. A channel made elsewhere (another function, a field) is left alone, since its buffer cannot be seen, and so is `signal.Notify(make(chan os.Signal), \u2026)`, which go vet accepts: nothing can receive from that channel, so no signal is awaited.",
    origin: "go vet's `sigchanyzer` and staticcheck's SA1017."
  }
};

// src/rules/catalog/review/unbuffered-signal-channel/go.ts
function isUnbufferedSignalChannel(node) {
  if (node?.type !== "call_expression" || calleePath(node).join(".") !== "make") return false;
  const [type, size, ...rest] = argumentsOf(node);
  if (rest.length > 0 || type?.text.replace(/\s+/g, "") !== "chanos.Signal") return false;
  return size === void 0 || size.text === "0";
}
var implementation63 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list . (_) @channel)
  (#eq? @package "signal") (#eq? @function "Notify")) @target`,
  textGate: /chan\s+os\.Signal\s*(,\s*0\s*)?\)/,
  check: ({ captures }) => {
    const channel = captures.channel;
    if (!channel) return false;
    if (channel.type !== "identifier") return false;
    const values = assignedValues(channel);
    if (values.length === 0 || !values.every((value) => isUnbufferedSignalChannel(value))) return false;
    return { details: { channel: channel.text } };
  },
  examples: {
    match: [
      "func main() {\n	stop := make(chan os.Signal)\n	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)\n	<-stop\n	shutdown()\n}",
      "func wait() {\n	var c = make(chan os.Signal, 0)\n	signal.Notify(c, os.Interrupt)\n	<-c\n}"
    ],
    noMatch: [
      "func main() {\n	stop := make(chan os.Signal, 1)\n	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)\n	<-stop\n}",
      "func (s *Server) watch() {\n	signal.Notify(s.signals, os.Interrupt)\n}",
      "func mute() {\n	signal.Notify(make(chan os.Signal), syscall.SIGPIPE)\n}",
      "func wait(c chan os.Signal) {\n	signal.Notify(c, os.Interrupt)\n}"
    ]
  }
};

// src/rules/catalog/review/unchecked-type-assertion/rule.ts
var rule77 = {
  id: "review/unchecked-type-assertion",
  ...MEDIUM_CORRECTNESS,
  // A test that panics on a wrong type fails, which is what it should do.
  files: "source",
  message: "`{{assertion}}` panics when `{{function}}` is given anything but {{type}}: `{{parameter}}` is declared `{{declared}}`, and nothing checks its type first.",
  recommendation: "Use the two-value form (`v, ok := {{assertion}}`) or a type switch, and return an error for other types.",
  documentation: {
    finds: "A single-value type assertion (`v := x.(T)`) on a parameter an exported Go function or method declares `interface{}` or `any`, when the function checks that parameter\u2019s type nowhere else (no type switch, no two-value assertion, no `reflect`).",
    why: "A single-value assertion panics when the value has another dynamic type, nil included. A parameter typed `any` of an exported function says every type is welcome: a caller passing a pointer, a named type or nil brings the whole program down (a `Scan(src any)` handed a `string` where it expected `[]byte`, a decoder handed a `map[string]any` for a struct).",
    wrongWhen: "When every caller is known to pass that type and the panic is the contract (say so in a `Must\u2026` name). Function literals (callbacks such as `sync.Map.Range`), unexported functions, `heap.Interface`\u2019s `Push`, and functions that look at the type some other way are left alone.",
    origin: "golangci-lint's `forcetypeassert` and errcheck's `-assert` option, kept to parameters declared to take any type."
  }
};

// src/rules/catalog/review/unchecked-type-assertion/go.ts
function isCommaOk(assertion) {
  const list = assertion.parent;
  if (list?.type !== "expression_list" || list.namedChildCount !== 1) return false;
  const statement = list.parent;
  if (statement?.type === "var_spec") return statement.childrenForFieldName("name").length === 2;
  if (statement?.type !== "short_var_declaration" && statement?.type !== "assignment_statement") return false;
  return statement.childForFieldName("left")?.namedChildCount === 2;
}
function parameterNamed(fn, name) {
  const parameters = fn.childForFieldName("parameters");
  return parameters?.namedChildren.find(
    (declaration) => declaration?.type === "parameter_declaration" && declaration.childrenForFieldName("name").some((identifier) => identifier?.text === name)
  );
}
var ANY_TYPES = /^(?:any|interface\s*\{\s*\})$/;
function typeLookedAt(body, name, except) {
  const escaped = name.replace(/[$]/g, "\\$&");
  if (new RegExp(`\\breflect\\.(?:TypeOf|ValueOf)\\(\\s*${escaped}\\s*\\)`).test(body.text)) return true;
  if (new RegExp(`\\bswitch\\b[^{\\n]*\\b${escaped}\\.\\(type\\)`).test(body.text)) return true;
  return body.descendantsOfType("type_assertion_expression").some((other) => other.id !== except.id && other.childForFieldName("operand")?.text === name && isCommaOk(other));
}
var implementation64 = {
  languages: ["go"],
  query: "(type_assertion_expression operand: (identifier) @operand type: (_) @type) @target",
  textGate: /\binterface\s*\{\s*\}|\bany\b/,
  check: ({ target, captures }) => {
    const { operand, type } = captures;
    if (!operand || !type || isCommaOk(target)) return false;
    const fn = enclosingFunction(target);
    if (!fn || fn.type === "func_literal") return false;
    const name = fn.childForFieldName("name")?.text ?? "";
    if (!/^[A-Z]/.test(name) || /^Must/.test(name) || name === "Push") return false;
    const declaration = parameterNamed(fn, operand.text);
    const declared = declaration?.childForFieldName("type")?.text ?? "";
    const body = fn.childForFieldName("body");
    if (!declaration || !ANY_TYPES.test(declared) || !body || typeLookedAt(body, operand.text, target)) return false;
    return {
      details: { assertion: target.text, function: name, type: `\`${type.text}\``, parameter: operand.text, declared }
    };
  },
  examples: {
    match: [
      "func (n *NullBytes) Scan(src interface{}) error {\n	n.Bytes = src.([]byte)\n	return nil\n}",
      'func Decode(input any, out *Config) error {\n	m := input.(map[string]any)\n	out.Name = m["name"].(string)\n	return nil\n}'
    ],
    noMatch: [
      'func (n *NullBytes) Scan(src interface{}) error {\n	b, ok := src.([]byte)\n	if !ok {\n		return errors.New("bad type")\n	}\n	n.Bytes = b\n	return nil\n}',
      'func Decode(input any) string {\n	switch input.(type) {\n	case string:\n		return input.(string)\n	}\n	return ""\n}',
      "func decode(input any) string {\n	return input.(string)\n}",
      "func MustString(v any) string {\n	return v.(string)\n}",
      "func (h *IntHeap) Push(x any) {\n	*h = append(*h, x.(int))\n}",
      "func Walk(m *sync.Map) {\n	m.Range(func(k, v any) bool {\n		_ = k.(string)\n		return true\n	})\n}",
      "func Name(v Named) string {\n	return v.(fmt.Stringer).String()\n}"
    ]
  }
};

// src/rules/catalog/review/unescaped-decimal-dot/go.ts
var implementation65 = regexImplementation(GO_REGEX, DECIMAL_GATE, unescapedDecimalDot, {
  match: ["var version = regexp.MustCompile(`^v(\\d+).(\\d+)$`)"],
  noMatch: ["var version = regexp.MustCompile(`^v(\\d+)\\.(\\d+)$`)", "var words = regexp.MustCompile(`^\\w+.\\w+$`)"]
});

// src/rules/catalog/review/unescaped-host-dot/go.ts
var implementation66 = regexImplementation(GO_REGEX, HOST_GATE, unescapedHostDot, {
  match: ["var trusted = regexp.MustCompile(`^https://api.github.com/`)"],
  noMatch: ["var trusted = regexp.MustCompile(`^https://api\\.github\\.com/`)", "var host = regexp.MustCompile(`^example.com$`)"]
});

// src/rules/catalog/review/unreachable-loop/go.ts
var SYNTAX2 = {
  statements: (loop) => {
    const body = loop.childForFieldName("body");
    return body ? statementsOf(body) : void 0;
  },
  exits: /* @__PURE__ */ new Set(["return_statement"]),
  branching: /* @__PURE__ */ new Set(["if_statement", "for_statement", "expression_switch_statement", "type_switch_statement", "select_statement"]),
  breakable: /* @__PURE__ */ new Set(["for_statement", "expression_switch_statement", "type_switch_statement", "select_statement"]),
  separate: /* @__PURE__ */ new Set(["func_literal"]),
  mayRepeat: /* @__PURE__ */ new Set(["continue_statement", "goto_statement"]),
  iterable: (loop) => loop.type === "for_statement" ? loop.namedChildren.find((child) => child.type === "range_clause")?.childForFieldName("right") : void 0,
  literalLists: /* @__PURE__ */ new Set(["composite_literal"]),
  bindings: /* @__PURE__ */ new Map([
    ["short_var_declaration", "left"],
    ["assignment_statement", "left"],
    ["var_spec", "name"],
    ["range_clause", "left"]
  ]),
  nameType: "identifier",
  returnType: "return_statement",
  breakType: "break_statement",
  labelOf: (node) => node.namedChildren.find((child) => child.type === "label_name")?.text
};
var implementation67 = {
  languages: ["go"],
  query: "(for_statement) @target",
  check: ({ target, context }) => onePassExit(target, SYNTAX2, context.lines),
  examples: {
    match: [
      "func find(users []User, id int) *User {\n	for _, u := range users {\n		if u.ID == id {\n			return &u\n		}\n		return nil\n	}\n	return nil\n}",
      "func drain(jobs []Job) error {\n	for _, j := range jobs {\n		if err := run(j); err != nil {\n			return err\n		}\n		break\n	}\n	return nil\n}"
    ],
    noMatch: [
      "func find(users []User, id int) *User {\n	for _, u := range users {\n		if u.ID == id {\n			return &u\n		}\n	}\n	return nil\n}",
      "func name(clients map[int]*Client) (n string) {\n	for _, c := range clients {\n		if c.acc != nil {\n			n = c.acc.Name\n		}\n		break\n	}\n	return n\n}",
      'func primary(configs []Config) (string, error) {\n	for _, c := range configs {\n		if c.Private != "" {\n			return c.Private, nil\n		}\n		// The first configuration is the primary one: without a private address it is an error.\n		return "", errNoPrivate\n	}\n	return "", errNone\n}',
      'func any(m map[string]int) string {\n	for k := range m {\n		return k\n	}\n	return ""\n}',
      "func next(it *Iter) (Doc, error) {\n	for {\n		doc, err := it.Next()\n		if err == Done {\n			break\n		}\n		return doc, err\n	}\n	return create()\n}"
    ]
  }
};

// src/rules/catalog/review/untrappable-signal/rule.ts
var rule78 = {
  id: "review/untrappable-signal",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "logic",
  message: "`{{signal}}` cannot be caught: the kernel ends (or stops) the process without telling it, so this handler never sees it.",
  recommendation: "Catch `syscall.SIGTERM` (what `kill` and process managers send first) and `os.Interrupt` instead.",
  documentation: {
    finds: "`os.Kill`, `SIGKILL` or `SIGSTOP` among the signals given to `signal.Notify`, `signal.NotifyContext`, `signal.Ignore` or `signal.Reset`.",
    why: "On Unix-like systems SIGKILL and SIGSTOP are handled by the kernel and never reach the process. Code that waits for them to clean up never runs for them, and the shutdown it was written for (usually on SIGTERM) is missing.",
    wrongWhen: "Never useful; listing it next to the signals that can be caught is harmless but misleading.",
    origin: "staticcheck's SA1016 (trapping a signal that cannot be trapped)."
  }
};

// src/rules/catalog/review/untrappable-signal/go.ts
var UNTRAPPABLE = /* @__PURE__ */ new Set(["os.Kill", "syscall.SIGKILL", "syscall.SIGSTOP", "unix.SIGKILL", "unix.SIGSTOP"]);
var implementation68 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  (#eq? @package "signal") (#any-of? @function "Notify" "NotifyContext" "Ignore" "Reset")) @target`,
  textGate: /os\.Kill|SIGKILL|SIGSTOP/,
  check: ({ target }) => {
    const signal = argumentsOf(target).find((argument) => argument.type === "selector_expression" && UNTRAPPABLE.has(dottedName(argument).join(".")));
    return signal ? { details: { signal: signal.text } } : false;
  },
  examples: {
    match: [
      "func main() {\n	c := make(chan os.Signal, 1)\n	signal.Notify(c, os.Interrupt, os.Kill)\n	<-c\n}",
      "ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGKILL)"
    ],
    noMatch: ["func main() {\n	c := make(chan os.Signal, 1)\n	signal.Notify(c, os.Interrupt, syscall.SIGTERM)\n	<-c\n}", "proc.Signal(os.Kill)"]
  }
};

// src/rules/catalog/review/unused-loop-index/go.ts
var reading2 = {
  names: /* @__PURE__ */ new Set(["identifier"]),
  keyOf: (node, collection) => node.type === "index_expression" && node.childForFieldName("operand")?.text === collection ? node.childForFieldName("index") ?? void 0 : void 0,
  // `j = …`, `j++`, and `j := …`, `case j := <-ch`, `for j := range …`: a name bound anew in the body.
  assigns: (node, name) => ["assignment_statement", "short_var_declaration", "receive_statement", "range_clause"].includes(node.type) && (node.childForFieldName("left")?.namedChildren.some((bound) => bound?.text === name) ?? false) || (node.type === "inc_statement" || node.type === "dec_statement") && node.namedChildren[0]?.text === name || node.type === "var_spec" && node.childForFieldName("name")?.text === name
};
function indexOnlyRange(loop) {
  const clause = loop.namedChildren.find((child) => child?.type === "range_clause");
  const names = clause?.childForFieldName("left")?.namedChildren ?? [];
  const collection = clause?.childForFieldName("right");
  const index = names[0];
  return names.length === 1 && index?.type === "identifier" && collection && /^[\w.]+$/.test(collection.text) ? { index: index.text, collection: collection.text } : void 0;
}
var implementation69 = {
  languages: ["go"],
  query: "(for_statement body: (block) @body) @target",
  textGate: /\blen\(|\brange\b/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop(target, "before-length") ?? indexOnlyRange(target);
    return loop && captures.body ? unusedIndexHit(target, captures.body, loop, reading2, context) : false;
  },
  examples: {
    match: ["func f(rows []int) (t int) {\n	for i := range rows {\n		for j := range rows {\n			t += rows[i]\n		}\n	}\n	return\n}"],
    noMatch: [
      "func f(rows []int) (t int) {\n	for i := range rows {\n		t += rows[i]\n	}\n	return\n}",
      "func f(rows []int) {\n	for i := 0; i < len(rows); i++ {\n		retry()\n	}\n}"
    ]
  }
};

// src/rules/catalog/review/value-receiver-assignment/rule.ts
var rule79 = {
  id: "review/value-receiver-assignment",
  ...MEDIUM_CORRECTNESS,
  message: "`{{assignment}}` changes a field of `{{receiver}}`, which is a copy: `{{method}}` has a value receiver, so the caller\u2019s value never changes.",
  recommendation: "Give `{{method}}` a pointer receiver: `func ({{receiver}} *{{type}}) {{method}}(\u2026)`.",
  documentation: {
    finds: "A Go method with a value receiver (`func (c Counter) Inc()`) that assigns a field of the receiver (`c.n++`, `c.name = \u2026`) and never uses the receiver after that.",
    why: "A value receiver is a copy made for the call: the assignment changes the copy, which is dropped when the method returns. The method looks like it updates the value and silently does nothing \u2014 a counter that never counts, a setter that never sets, often beside a `sync.Mutex` copied with it.",
    wrongWhen: "When the copy is used after the change \u2014 returned (`c.n = n; return c`, a builder over values), passed on or read \u2014 the change has an effect and is left alone, as are assignments to a field\u2019s elements (`c.m[k] = v` changes a shared map), receivers a closure in the method refers to, and receivers named `_`. Only fields the file\u2019s own struct declaration names are read: a field promoted from an embedded pointer (`struct{ *storage.Writer }`) changes shared data.",
    origin: "staticcheck's SA4005 (field assignment that will never be observed), for the case syntax decides: the receiver of a method is a value exactly when its type has no `*`."
  }
};

// src/rules/catalog/review/value-receiver-assignment/go.ts
var structFields = perFile((context) => {
  const fields = /* @__PURE__ */ new Map();
  for (const spec of context.root.descendantsOfType("type_spec")) {
    const struct = spec?.childForFieldName("type");
    const name = spec?.childForFieldName("name")?.text;
    if (!name || struct?.type !== "struct_type") continue;
    const names = /* @__PURE__ */ new Set();
    for (const field of struct.descendantsOfType("field_declaration")) {
      for (const child of field?.childrenForFieldName("name") ?? []) if (child) names.add(child.text);
    }
    fields.set(name, names);
  }
  return fields;
});
function changedField(statement, receiver) {
  const targets = statement.type === "assignment_statement" ? statement.childForFieldName("left")?.namedChildren ?? [] : statement.type === "inc_statement" || statement.type === "dec_statement" ? [statement.namedChildren[0]] : [];
  return targets.find((target) => target?.type === "selector_expression" && target.childForFieldName("operand")?.text === receiver);
}
var implementation70 = {
  languages: ["go"],
  query: `(method_declaration
      receiver: (parameter_list (parameter_declaration name: (identifier) @receiver type: (type_identifier) @type))
      name: (field_identifier) @method
      body: (block) @body) @target`,
  textGate: /func\s*\(\s*\w+\s+\w+\s*\)/,
  check: ({ captures, context }) => {
    const { receiver, type, method, body } = captures;
    if (!receiver || !type || !method || !body || receiver.text === "_") return false;
    const declared = structFields(context).get(type.text);
    if (!declared) return false;
    const nodes = [];
    const stack = [body];
    while (stack.length > 0) {
      const node = stack.pop();
      nodes.push(node);
      for (let index = node.namedChildCount - 1; index >= 0; index--) {
        const child = node.namedChild(index);
        if (child) stack.push(child);
      }
    }
    if (nodes.some((node) => node.type === "func_literal" && new RegExp(`\\b${receiver.text}\\b`).test(node.text))) return false;
    const changes = nodes.map((node) => ({ node, field: changedField(node, receiver.text) })).filter((change) => change.field !== void 0 && declared.has(change.field.childForFieldName("field")?.text ?? ""));
    const last = changes[changes.length - 1];
    if (!last?.field) return false;
    const seen = nodes.some(
      (node) => node.type === "identifier" && node.text === receiver.text && node.startIndex > last.node.startIndex && !changes.some((change) => change.field?.childForFieldName("operand")?.equals(node))
    );
    if (seen) return false;
    const first = changes[0];
    return first ? { line: first.node.startPosition.row + 1, details: { assignment: first.node.text, receiver: receiver.text, type: type.text, method: method.text } } : false;
  },
  examples: {
    match: [
      "type Counter struct{ n int }\n\nfunc (c Counter) Inc() {\n	c.n++\n}",
      "type Settings struct {\n	name, path string\n}\n\nfunc (s Settings) SetName(name string) {\n	s.name = name\n}"
    ],
    noMatch: [
      "func (c *Counter) Inc() {\n	c.n++\n}",
      "func (o Options) WithName(name string) Options {\n	o.name = name\n	return o\n}",
      "func (r Registry) Add(k string, v int) {\n	r.items[k] = v\n}",
      "func (c Counter) Report() {\n	c.n++\n	fmt.Println(c.n)\n}",
      "type writer struct{ *storage.Writer }\n\nfunc (w writer) SetChunkSize(s int) {\n	w.ChunkSize = s\n}"
    ]
  }
};

// src/rules/catalog/review/version-compared-as-text/go.ts
function lastName(node) {
  if (node.type === "identifier") return node.text;
  if (node.type === "selector_expression") return node.childForFieldName("field")?.text;
  if (node.type === "call_expression") return lastName(node.childForFieldName("function") ?? node);
  return void 0;
}
var implementation71 = {
  languages: ["go"],
  query: `[
    (binary_expression left: (_) @side operator: ["<" "<=" ">" ">="] right: (interpreted_string_literal) @literal)
    (binary_expression left: (interpreted_string_literal) @literal operator: ["<" "<=" ">" ">="] right: (_) @side)
  ] @target`,
  textGate: /version/i,
  check: ({ target, captures }) => {
    const { side, literal } = captures;
    const text = literal ? literalContent(literal) : "";
    if (!side || !isVersionLiteral(text) || !isVersionName(lastName(side))) return false;
    return { details: { expression: excerpt(target.text, 60), ...misordered(text) } };
  },
  overrides: {
    recommendation: "Compare with `golang.org/x/mod/semver.Compare` (or `go/version.Compare` for Go versions), which orders the numbers.",
    reason: "Go has `semver.Compare` and, from Go 1.22, `go/version.Compare`."
  },
  examples: {
    match: ['func modern() bool {\n	return runtime.Version() >= "go1.21"\n}', 'if info.GoVersion < "go1.18" {\n	return\n}'],
    noMatch: ['if version.Compare(runtime.Version(), "go1.21") >= 0 {\n	return\n}', 'if name > "b" {\n	return\n}', 'if v.Version == "v1" {\n	return\n}']
  }
};

// src/rules/catalog/review/waitgroup-add-in-goroutine/rule.ts
var rule80 = {
  id: "review/waitgroup-add-in-goroutine",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "concurrency",
  message: "`{{call}}` runs inside the goroutine it counts: `{{group}}.Wait()` can return before the goroutine has started and added itself.",
  recommendation: "Call `{{group}}.Add(1)` before the `go` statement, and keep `defer {{group}}.Done()` inside the goroutine (or use `{{group}}.Go(func() { \u2026 })`, Go 1.25).",
  documentation: {
    finds: "A goroutine whose first statement is `wg.Add(\u2026)` on a group it also calls `Done()` on: `go func() { wg.Add(1); defer wg.Done(); \u2026 }()`.",
    why: "Nothing orders the new goroutine before the `Wait`: it may return while the counter is still zero, and the caller reads results the goroutine has not written yet.",
    wrongWhen: "Never intended. Without types the group is recognised by its `Add` and `Done` calls in the goroutine; a counter without `Done` (an `atomic.Int64`) is left alone.",
    origin: "go vet's `waitgroup` analyzer and staticcheck's SA2000 (`WaitGroup.Add` called inside the goroutine)."
  }
};

// src/rules/catalog/review/waitgroup-add-in-goroutine/go.ts
var implementation72 = {
  languages: ["go"],
  // As go vet: the `Add` is the first statement of the goroutine's function literal.
  query: `((go_statement
  (call_expression
    function: (func_literal
      body: (block (statement_list . (expression_statement
        (call_expression function: (selector_expression operand: (_) @group field: (field_identifier) @method)) @call)) @body))))
  (#eq? @method "Add")) @target`,
  textGate: /\.Done\(\)/,
  check: ({ captures }) => {
    const group = captures.group?.text ?? "";
    const body = captures.body;
    if (!body || !captures.call) return false;
    const done = `${group}.Done()`;
    const callsDone = body.descendantsOfType("call_expression").some((call) => call?.text.replace(/\s/g, "") === done.replace(/\s/g, ""));
    if (!callsDone) return false;
    return { line: captures.call.startPosition.row + 1, details: { call: excerpt(captures.call.text, 40), group: excerpt(group, 30) } };
  },
  examples: {
    match: [
      "func run(jobs []Job) {\n	var wg sync.WaitGroup\n	for _, j := range jobs {\n		go func(j Job) {\n			wg.Add(1)\n			defer wg.Done()\n			j.Do()\n		}(j)\n	}\n	wg.Wait()\n}"
    ],
    noMatch: [
      "func run(jobs []Job) {\n	var wg sync.WaitGroup\n	for _, j := range jobs {\n		wg.Add(1)\n		go func(j Job) {\n			defer wg.Done()\n			j.Do()\n		}(j)\n	}\n	wg.Wait()\n}",
      "func serve() {\n	go func() {\n		active.Add(1)\n		defer active.Add(-1)\n		handle()\n	}()\n}"
    ]
  }
};

// src/rules/catalog/review/zero-count/rule.ts
var rule81 = {
  id: "review/zero-count",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "logic",
  message: "`{{call}}` is given a count of 0: {{effect}}.",
  recommendation: 'Pass -1 for "all" ({{all}}), or the number of matches that was meant.',
  documentation: {
    finds: "`strings.Replace` or `bytes.Replace` with a literal count of 0, and the `FindAll\u2026` methods of a `regexp.Regexp` with a limit of 0.",
    why: 'The count limits how many matches are replaced or returned, and 0 means none: `strings.Replace(s, "a", "b", 0)` returns `s` unchanged and `re.FindAllString(s, 0)` returns nil. The author meant "all", which is -1 (or `strings.ReplaceAll`).',
    wrongWhen: "Never useful as a literal; a count held in a variable or a named constant is left alone.",
    origin: "staticcheck's SA1018 (`strings.Replace` with n == 0) and SA1010 (`FindAll` with n == 0)."
  }
};

// src/rules/catalog/review/zero-count/go.ts
var REPLACE_ARGUMENTS = 4;
var FIND_ALL_ARGUMENTS = 2;
var implementation73 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression field: (field_identifier) @function)
  arguments: (argument_list (int_literal) @count .)
  (#match? @function "^(Replace|FindAll(String)?(Submatch)?(Index)?)$")
  (#eq? @count "0")) @target`,
  textGate: /\b(Replace|FindAll\w*)\(/,
  check: ({ target, captures }) => {
    const path = calleePath(target);
    const name = captures.function?.text ?? "";
    const count = argumentsOf(target).length;
    const call = excerpt(target.text, 50);
    if (name === "Replace") {
      const replace = path.length === 2 && (path[0] === "strings" || path[0] === "bytes") && count === REPLACE_ARGUMENTS;
      return replace ? { details: { call, effect: "nothing is replaced", all: `\`${path[0] ?? "strings"}.ReplaceAll\`` } } : false;
    }
    if (count !== FIND_ALL_ARGUMENTS || path[0] === "strings" || path[0] === "bytes") return false;
    return { details: { call, effect: "it always returns nil", all: "a negative limit returns every match" } };
  },
  examples: {
    match: ['name = strings.Replace(name, " ", "_", 0)', "ids := idPattern.FindAllString(body, 0)"],
    noMatch: ['name = strings.Replace(name, " ", "_", -1)', "ids := idPattern.FindAllString(body, limit)", "v := r.Replace(a, b, c, 0)"]
  }
};

// src/rules/syntax/go/silent-failure-hunter-helpers.ts
function referencesName(node, name) {
  return node.type === "identifier" && node.text === name || node.descendantsOfType("identifier").some((identifier) => identifier.text === name);
}

// src/rules/catalog/silent-failure/empty-error-check/go.ts
function returnsNilError(statement, name) {
  if (statement.type !== "return_statement") return false;
  const values = statement.namedChildren[0]?.type === "expression_list" ? statement.namedChildren[0]?.namedChildren ?? [] : statement.namedChildren;
  const result = enclosingFunction(statement)?.childForFieldName("result");
  const lastResult = result?.type === "parameter_list" ? result.namedChildren.at(-1)?.childForFieldName("type") : result;
  return lastResult?.text === "error" && values.at(-1)?.type === "nil" && !referencesName(statement, name);
}
var implementation74 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "`if {{condition}}` {{outcome}}: the error is checked and then dropped.",
    recommendation: "Handle the error (return it wrapped with context, retry, or fall back explicitly); if ignoring it is intended, say why in a comment."
  }),
  query: "(if_statement condition: (_) @condition consequence: (block) @body) @target",
  check: ({ target, captures, context }) => {
    const { condition, body } = captures;
    const name = condition ? errorTested(condition) : void 0;
    if (!condition || !body || !name) return false;
    const statements = statementsOf(body);
    const [only] = statements;
    const empty = statements.length === 0;
    if (empty && target.childForFieldName("alternative")) return false;
    if (!empty && (statements.length !== 1 || !only || !returnsNilError(only, name))) return false;
    const details = { condition: excerpt(condition.text, 30), outcome: empty ? "has an empty body" : "returns a nil error" };
    if (hasComment(body)) return { details, severity: "low", confidence: 50 };
    return { details, ...empty ? {} : { confidence: 80 }, ...severityInSensitiveArea(context.path) };
  },
  examples: {
    match: [
      "func run() {\n	if err := sync(); err != nil {\n	}\n}",
      "func read(path string) ([]byte, error) {\n	data, err := os.ReadFile(path)\n	if err != nil {\n		return nil, nil\n	}\n	return data, nil\n}",
      "func (c *Cmd) readReply(rd *Reader) error {\n	reply, err := rd.ReadReply()\n	if err != nil {\n		return nil\n	} else {\n		c.val = reply\n	}\n	return nil\n}"
    ],
    noMatch: [
      "func run() error {\n	if err := sync(); err != nil {\n		return err\n	}\n	return nil\n}",
      "func run() {\n	if ok != nil {\n	}\n}",
      'func find(id string) (*User, error) {\n	u, err := load(id)\n	if err != nil {\n		return nil, fmt.Errorf("load %s: %w", id, err)\n	}\n	return u, nil\n}',
      "func run() {\n	if err := sync(); err != nil {\n	} else {\n		publish()\n	}\n}"
    ]
  }
};

// src/rules/catalog/silent-failure/ignored-error/rule.ts
var rule82 = {
  id: "silent-failure/ignored-error",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  confidence: 80,
  category: "error-handling",
  message: "`{{target}}` throws away the error of `{{callee}}`: if it fails, nothing notices.",
  recommendation: 'Check the error and handle or return it (`if err := f(); err != nil { return fmt.Errorf("\u2026: %w", err) }`). If ignoring it is truly safe, say why in a comment.',
  documentation: {
    finds: "In Go, `_ = f()` and calls like `json.Unmarshal(\u2026)` used as a statement.",
    why: "The error is thrown away: the code goes on with a value that was never set.",
    wrongWhen: "Errors dropped knowingly: a comment above or beside the statement saying why leaves it alone, and so does one above a run of `_ = \u2026` drops it heads, or on another drop of the same call in the function; best-effort cleanup and connection tuning (`Close`, `Remove`, `SetDeadline`, \u2026), a bare `os.Remove` in a deferred function, a `Cleanup` callback or an `if err != nil` branch, tests, and `_ = f()` of a function the same file declares (its author knows it returns an error) are 60, hidden; an error blanked with `_` in a function that has no `error` result to return it through is 70, hidden (errcheck leaves blanks alone unless run with `-blank`: the author chose to drop it); calls whose errors cannot happen (`bytes.Buffer.Write`) are left alone.",
    origin: "errcheck."
  }
};

// src/rules/catalog/silent-failure/ignored-error/go.ts
var KNOWINGLY_DROPPED = /^(Close|CloseWithError|Rollback|Remove|RemoveAll|Flush|Sync|Shutdown|Unsetenv|Kill|Release|Unlock|Stop|Wait|Fprint|Fprintf|Fprintln|Write|WriteString|Encode|SetDeadline|SetReadDeadline|SetWriteDeadline|SetKeepAlive|SetKeepAlivePeriod|SetNoDelay|SetLinger)$/;
var ERROR_ONLY_CALLS = /* @__PURE__ */ new Set([
  "json.Unmarshal",
  "yaml.Unmarshal",
  "xml.Unmarshal",
  "os.Remove",
  "os.RemoveAll",
  "os.Mkdir",
  "os.MkdirAll",
  "os.WriteFile",
  "os.Rename",
  "os.Chmod",
  "os.Chdir",
  "os.Setenv",
  "http.ListenAndServe",
  "http.ListenAndServeTLS"
]);
var ERROR_ONLY_METHODS = /* @__PURE__ */ new Set(["Commit", "Ping", "ExecuteTemplate"]);
var ERROR_ONLY_NAME = new RegExp(
  [...ERROR_ONLY_CALLS].map((call) => call.split(".").at(-1)).concat([...ERROR_ONLY_METHODS]).join("|")
);
var NO_ERROR_RESULTS = /^(utf8\.(DecodeRune|DecodeRuneInString|DecodeLastRune|DecodeLastRuneInString)|strings\.Cut|bytes\.Cut|strings\.CutPrefix|strings\.CutSuffix|sort\.Find|slices\.BinarySearch|maps\.Keys|utf16\.Decode|math\.Modf|math\.Frexp|path\.Split|filepath\.Split|net\.SplitHostPort|runtime\.Caller|reflect\.\w+|context\.WithCancel|context\.WithTimeout|context\.WithDeadline|context\.WithCancelCause|signal\.NotifyContext|httptest\.\w+|gin\.CreateTestContext)$/;
var ERROR_RESULTS = /^(os|io|ioutil|fs|bufio|strconv|json|xml|yaml|sql|http|net|url|filepath|exec|template|gzip|zip|tar|base64|hex|csv|time\.Parse|time\.ParseDuration|time\.LoadLocation|fmt\.(Sscan|Sscanf|Fscan|Fscanf|Fprint|Fprintf|Fprintln|Print|Printf|Println))\b/;
var FUNCTION_DECLARATIONS = ["function_declaration", "method_declaration"];
function topLevelFunctions(root) {
  if (root.hasError) return root.descendantsOfType(FUNCTION_DECLARATIONS);
  return root.namedChildren.filter((child) => FUNCTION_DECLARATIONS.includes(child.type));
}
var declaredResults = perFile((context) => {
  const results = /* @__PURE__ */ new Map();
  for (const fn of topLevelFunctions(context.root)) {
    const name = fn.childForFieldName("name")?.text;
    if (!name) continue;
    const result = fn.childForFieldName("result");
    const last = result?.type === "parameter_list" ? result.namedChildren.at(-1)?.childForFieldName("type") : result;
    const returnsError2 = last?.text === "error";
    results.set(name, results.has(name) && results.get(name) !== returnsError2 ? false : returnsError2);
  }
  return results;
});
function throughParameterType(call, path) {
  const [receiver, method] = path;
  if (path.length !== 2 || receiver === void 0 || method === void 0) return path.join(".");
  for (const parameter of enclosingFunction(call)?.childForFieldName("parameters")?.namedChildren ?? []) {
    const names = parameter.childrenForFieldName("name").map((name) => name.text);
    const type = parameter.childForFieldName("type")?.text.replace(/^\*/, "");
    const typePackage = type?.includes(".") ? type.split(".")[0] : void 0;
    if (names.includes(receiver) && typePackage) return `${typePackage}.${method}`;
  }
  return path.join(".");
}
function explained2(target, lines) {
  const above = lines[target.startPosition.row - 1]?.trim() ?? "";
  return above.startsWith("//") || above.endsWith("*/") || (lines[target.endPosition.row] ?? "").slice(target.endPosition.column).includes("//");
}
function dropsEverything(statement) {
  if (statement.type !== "assignment_statement") return false;
  const left = statement.childForFieldName("left")?.namedChildren ?? [];
  const right = statement.childForFieldName("right")?.namedChildren ?? [];
  return left.length > 0 && left.every((name) => name.text === "_") && right.length === 1 && right[0]?.type === "call_expression";
}
function explainedWithSiblings(target, call, lines) {
  if (!dropsEverything(target)) return false;
  let first = target;
  for (let previous = first.previousNamedSibling; previous && dropsEverything(previous) && previous.endPosition.row === first.startPosition.row - 1; previous = previous.previousNamedSibling) {
    first = previous;
  }
  if (explained2(first, lines)) return true;
  const name = calleeName(call);
  const scope = enclosingFunction(target);
  if (!name || !scope) return false;
  return scope.descendantsOfType("assignment_statement").some(
    (sibling) => dropsEverything(sibling) && calleeName(sibling.childForFieldName("right")?.namedChildren[0] ?? sibling) === name && explained2(sibling, lines)
  );
}
function inCleanupPath(statement) {
  for (let node = statement.parent; node && !FUNCTION_DECLARATIONS.includes(node.type); node = node.parent) {
    if (node.type === "defer_statement") return true;
    if (node.type === "if_statement" && /\berr\w*\s*!=\s*nil\b/.test(node.childForFieldName("condition")?.text ?? "")) return true;
    if (node.type === "call_expression" && calleeName(node) === "Cleanup") return true;
  }
  return false;
}
function lastResultIsError(call, context) {
  const path = calleePath(call);
  const dotted = throughParameterType(call, path);
  if (NO_ERROR_RESULTS.test(dotted)) return false;
  const declared = declaredResults(context).get(path.at(-1) ?? "");
  if (declared !== void 0) return declared;
  if (ERROR_RESULTS.test(dotted) || ERROR_ONLY_CALLS.has(dotted)) return true;
  return void 0;
}
function returnsError(node) {
  const results = enclosingFunction(node)?.childForFieldName("result");
  return results !== null && results !== void 0 && /\berror\b/.test(results.text);
}
var implementation75 = {
  languages: ["go"],
  query: `(assignment_statement left: (expression_list) @left right: (expression_list . (call_expression) @call .)) @target
      (short_var_declaration left: (expression_list) @left right: (expression_list . (call_expression) @call .)) @target
      (expression_statement (call_expression) @call) @target`,
  check: ({ target, captures, context }) => {
    const call = captures.call;
    if (!call) return false;
    const statement = target.type === "expression_statement";
    if (statement ? !ERROR_ONLY_NAME.test(call.text) : !captures.left?.text.includes("_")) return false;
    if (explained2(target, context.lines) || explainedWithSiblings(target, call, context.lines)) return false;
    const name = calleeName(call) ?? "";
    const hit = (confidence) => ({
      details: { target: excerpt(target.text, 50), callee: excerpt(call.childForFieldName("function")?.text ?? name, 40) },
      confidence
    });
    if (statement) {
      const path = calleePath(call);
      const errorOnly = ERROR_ONLY_CALLS.has(path.join(".")) || path.length >= 2 && ERROR_ONLY_METHODS.has(name);
      const lessSure = context.isTestFile || KNOWINGLY_DROPPED.test(name) && inCleanupPath(target);
      return errorOnly ? hit(lessSure ? 60 : 85) : false;
    }
    const names = captures.left?.namedChildren.map((name2) => name2.text) ?? [];
    if (names.length === 0 || names.at(-1) !== "_") return false;
    const isError = lastResultIsError(call, context);
    if (isError === false) return false;
    const known = isError === true;
    if (KNOWINGLY_DROPPED.test(name) || context.isTestFile) return hit(known ? 60 : 40);
    const allBlank = names.every((name2) => name2 === "_");
    if (allBlank && declaredResults(context).has(name)) return hit(60);
    if (!returnsError(target)) return hit(known ? 70 : 60);
    return hit(known ? allBlank ? 90 : 85 : allBlank ? 65 : 60);
  },
  examples: {
    match: [
      "func save(c Config) {\n	_ = os.WriteFile(path, encode(c), 0o600)\n}",
      "func load(data []byte, v *Config) {\n	json.Unmarshal(data, v)\n}",
      "func finish(tx *sql.Tx) {\n	tx.Commit()\n}",
      "func save(c Config) {\n	// Best effort.\n	_ = os.Remove(tmp)\n\n	_ = os.WriteFile(path, encode(c), 0o600)\n}"
    ],
    noMatch: [
      "func save(c Config) error {\n	return os.WriteFile(path, encode(c), 0o600)\n}",
      "func load(data []byte, v *Config) error {\n	if err := json.Unmarshal(data, v); err != nil {\n		return err\n	}\n	return nil\n}",
      'func read(m map[string]int) int {\n	v, _ := m["a"]\n	return v\n}',
      "func finish(f *os.File) {\n	defer f.Close()\n}",
      "func TestHandler(t *testing.T) {\n	w := httptest.NewRecorder()\n	c, _ := gin.CreateTestContext(w)\n	handle(c)\n}",
      "func first(s string) rune {\n	r, _ := utf8.DecodeRuneInString(s)\n	return r\n}",
      "func touch() {}\n\nfunc run() {\n	_ = touch()\n}",
      "func save(c Config) {\n	// The cache is rebuilt on the next start when this write fails.\n	_ = os.WriteFile(path, encode(c), 0o600)\n}",
      "func save(c Config) {\n	// Both caches are rebuilt on the next start when a write fails.\n	_ = os.WriteFile(path, encode(c), 0o600)\n	_ = os.WriteFile(backup, encode(c), 0o600)\n}",
      'func save(c Config) {\n	// The cache is rebuilt on the next start when this write fails.\n	_ = os.WriteFile(path, encode(c), 0o600)\n	log.Print("saved")\n	_ = os.WriteFile(path, encode(c), 0o600)\n}',
      'func size(path string) (int64, bool) {\n	return 0, false\n}\n\nfunc run() {\n	n, _ := size("a")\n	use(n)\n}'
    ]
  }
};

// src/rules/catalog/silent-failure/log-only-error-check/rule.ts
var rule83 = {
  id: "silent-failure/log-only-error-check",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  confidence: 65,
  category: "error-handling",
  message: "`if {{condition}}` only logs (`{{logged}}`) and then carries on as if nothing failed.",
  recommendation: "After logging, return the error (or a fallback the caller can see), `continue` deliberately, or record the failure. Logging alone leaves the code running on missing data.",
  documentation: {
    finds: "In Go, an `if err != nil` that only logs and carries on.",
    why: "Callers go on with missing data as if the call had succeeded.",
    wrongWhen: "Loops that skip one bad item on purpose; 85 when logged only at debug level.",
    origin: "The silent-failure-hunter review agent's checklist."
  }
};

// src/rules/catalog/silent-failure/log-only-error-check/go.ts
var LOGGER = /^(log|logger|logging|slog|zap|logrus|klog|glog|l|lg|\w*[lL]ogger)$/;
function isLoggingStatement(statement) {
  const call = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  if (call?.type !== "call_expression") return false;
  const path = calleePath(call);
  const name = path.at(-1) ?? "";
  if (/^(Fatal|Panic)/.test(name)) return false;
  return path.length >= 2 && LOGGER.test(path[path.length - 2] ?? "") || path[0] === "fmt" && /^Print/.test(name);
}
var implementation76 = {
  languages: ["go"],
  query: "(if_statement condition: (_) @condition consequence: (block) @body) @target",
  check: ({ target, captures, context }) => {
    const { condition, body } = captures;
    const statements = body ? statementsOf(body) : [];
    const first = statements[0];
    if (!condition || !first || !errorTested(condition) || target.childForFieldName("alternative") || !statements.every(isLoggingStatement)) return false;
    const methods = statements.map((statement) => calleePath(statement.namedChildren[0] ?? statement).at(-1) ?? "");
    return logOnlyHit(methods, { condition: excerpt(condition.text, 30), logged: excerpt(first.text, 50) }, context.path);
  },
  examples: {
    match: ['func run() {\n	if err := sync(); err != nil {\n		log.Printf("sync failed: %v", err)\n	}\n	publish()\n}'],
    noMatch: [
      'func run() error {\n	if err := sync(); err != nil {\n		log.Printf("sync failed: %v", err)\n		return err\n	}\n	return nil\n}',
      "func main() {\n	if err := run(); err != nil {\n		log.Fatal(err)\n	}\n}"
    ]
  }
};

// src/rules/catalog/silent-failure/made-up-fallback/go.ts
var LOGGER2 = /^(log|logger|logging|slog|zap|logrus|klog|glog|l|lg|\w*[lL]ogger)$/;
function logMethod(statement) {
  const call = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  if (call?.type !== "call_expression") return void 0;
  const path = calleePath(call);
  return path.length >= 2 && LOGGER2.test(path[path.length - 2] ?? "") ? path.at(-1) : void 0;
}
function isZeroValue(value) {
  const text = value.text.replace(/\s+/g, "");
  if (["int_literal", "float_literal", "nil"].includes(value.type)) return true;
  if (value.type === "unary_expression" && /^-\d+$/.test(text)) return true;
  if (value.type === "interpreted_string_literal" || value.type === "raw_string_literal") return text.length === 2;
  return value.type === "composite_literal" && /\{\}$/.test(text);
}
var PARSING_CALLS = /^(strconv\.\w+|time\.Parse\w*|url\.Parse\w*|net\.Parse\w*|uuid\.Parse|regexp\.Compile|filepath\.(Match|Rel|Abs)|semver\.\w+)$/;
function errorSource(statement, name) {
  const candidates = [statement.childForFieldName("initializer"), statement.previousNamedSibling];
  for (const candidate of candidates) {
    if (!candidate || !["short_var_declaration", "assignment_statement"].includes(candidate.type)) continue;
    const left = candidate.childForFieldName("left")?.namedChildren.map((identifier) => identifier.text) ?? [];
    const call = candidate.childForFieldName("right")?.descendantsOfType("call_expression")[0];
    if (left.includes(name) && call) return call;
  }
  return void 0;
}
var STATUS_OK = /^w\.WriteHeader\((http\.StatusOK|200)\)$/;
var implementation77 = {
  languages: ["go"],
  query: "(if_statement condition: (_) @condition consequence: (block) @body) @target",
  check: ({ target, captures }) => {
    const { condition, body } = captures;
    const name = condition ? errorTested(condition) : void 0;
    if (!name || !body || target.childForFieldName("alternative") || hasComment(body)) return false;
    const statements = statementsOf(body);
    const last = statements.at(-1);
    if (last?.type !== "return_statement") return false;
    const values = last.namedChildren[0]?.type === "expression_list" ? last.namedChildren[0]?.namedChildren ?? [] : last.namedChildren;
    const before = statements.slice(0, -1);
    const respondsOk = values.length === 0 && before.length > 0 && STATUS_OK.test(before.at(-1)?.text.replace(/\s+/g, "") ?? "");
    const logs = respondsOk ? before.slice(0, -1) : before;
    if (!logs.every((statement) => HIDDEN_LOG_LEVEL.test(logMethod(statement) ?? ""))) return false;
    let fallback;
    if (respondsOk) {
      fallback = "an HTTP 200 with an empty body";
    } else {
      const results = enclosingFunction(target)?.childForFieldName("result");
      if (!results || results.descendantsOfType("type_identifier").some((type) => type.text === "error") || results.text === "error") return false;
      if (values.length === 0 || !values.every(isZeroValue) || values.some((value) => mentions(value, name))) return false;
      fallback = `\`${excerpt(values.map((value) => value.text).join(", "), 30)}\``;
      const source2 = errorSource(target, name);
      if (!source2 || PARSING_CALLS.test(calleePath(source2).join("."))) return false;
    }
    const source = errorSource(target, name);
    return { details: { guarded: source ? `\`${excerpt(source.text, 50)}\`` : `\`${name}\``, fallback } };
  },
  examples: {
    match: [
      "func (s *Store) CountOpen(ctx context.Context) int {\n	var n int\n	err := s.db.QueryRowContext(ctx, countOpen).Scan(&n)\n	if err != nil {\n		return 0\n	}\n	return n\n}",
      'func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {\n	p, err := h.store.Profile(r.PathValue("id"))\n	if err != nil {\n		w.WriteHeader(http.StatusOK)\n		return\n	}\n	write(w, p)\n}'
    ],
    noMatch: [
      'func (s *Store) CountOpen(ctx context.Context) (int, error) {\n	var n int\n	if err := s.db.QueryRowContext(ctx, countOpen).Scan(&n); err != nil {\n		return 0, fmt.Errorf("count: %w", err)\n	}\n	return n, nil\n}',
      'func port() int {\n	p, err := strconv.Atoi(os.Getenv("PORT"))\n	if err != nil {\n		return 8080\n	}\n	return p\n}',
      'func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {\n	p, err := h.store.Profile(r.PathValue("id"))\n	if err != nil {\n		http.Error(w, "unavailable", http.StatusBadGateway)\n		return\n	}\n	write(w, p)\n}',
      "func isDir(path string) bool {\n	info, err := os.Stat(path)\n	if err != nil {\n		return false\n	}\n	return info.IsDir()\n}"
    ]
  }
};

// src/rules/catalog/silent-failure/unchecked-error/rule.ts
var rule84 = {
  id: "silent-failure/unchecked-error",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "high",
  confidence: 85,
  category: "error-handling",
  message: "The error from `{{call}}` is {{how}} before anything checks it.",
  recommendation: 'Check `err` right after the call (`if err != nil { return \u2026, fmt.Errorf("\u2026: %w", err) }`) before reusing the variable or returning.',
  documentation: {
    finds: "In Go, `err` overwritten or returned past before it is checked.",
    why: "The first error is lost and the code goes on as if the call had succeeded.",
    wrongWhen: "Errors checked through a helper later in the function.",
    origin: "ineffassign and staticcheck's SA4006."
  }
};

// src/rules/catalog/silent-failure/unchecked-error/go.ts
function leftNames(assignment) {
  return assignment.childForFieldName("left")?.namedChildren.map((name) => name.text) ?? [];
}
function isNamedResult(node, name) {
  const result = enclosingFunction(node)?.childForFieldName("result");
  return result?.type === "parameter_list" && result.descendantsOfType("identifier").some((identifier) => identifier.text === name);
}
function shadows(statement, name) {
  const initializer = statement.childForFieldName("initializer");
  if (initializer?.type !== "short_var_declaration" || !leftNames(initializer).includes(name)) return false;
  const value = initializer.childForFieldName("right");
  return !value || !referencesName(value, name);
}
function lostError(assignment, name) {
  for (let next = assignment.nextNamedSibling; next; next = next.nextNamedSibling) {
    if (next.type === "comment") continue;
    const line2 = next.startPosition.row + 1;
    if (!referencesName(next, name) || shadows(next, name)) {
      if (next.type !== "return_statement") continue;
      const bare = next.namedChildCount === 0;
      return bare && isNamedResult(next, name) ? void 0 : { how: `dropped by the \`return\` on line ${line2}`, line: line2, confidence: 80 };
    }
    const reassigns = (next.type === "short_var_declaration" || next.type === "assignment_statement") && leftNames(next).includes(name);
    const readsFirst = next.childForFieldName("right");
    if (reassigns && !(readsFirst && referencesName(readsFirst, name))) return { how: `overwritten on line ${line2}`, line: line2, confidence: 85 };
    return void 0;
  }
  return void 0;
}
var implementation78 = {
  languages: ["go"],
  query: `(short_var_declaration left: (expression_list) @left right: (expression_list (call_expression) @call)) @target
      (assignment_statement left: (expression_list) @left right: (expression_list (call_expression) @call)) @target`,
  check: ({ target, captures }) => {
    const { left, call } = captures;
    const name = left?.namedChildren.map((identifier) => identifier.text).find((text) => text === "err");
    if (!call || !name) return false;
    const lost = lostError(target, name);
    return lost ? { details: { call: excerpt(call.text, 40), how: lost.how }, confidence: lost.confidence } : false;
  },
  examples: {
    match: [
      "func load(path string) ([]byte, error) {\n	f, err := os.Open(path)\n	data, err := io.ReadAll(f)\n	if err != nil {\n		return nil, err\n	}\n	return data, nil\n}",
      "func save(tx *sql.Tx) error {\n	var err error\n	_, err = tx.Exec(insertUser)\n	return nil\n}"
    ],
    noMatch: [
      "func load(path string) ([]byte, error) {\n	f, err := os.Open(path)\n	if err != nil {\n		return nil, err\n	}\n	data, err := io.ReadAll(f)\n	return data, err\n}",
      "func save(tx *sql.Tx) (err error) {\n	_, err = tx.Exec(insertUser)\n	return\n}",
      "func next(r *Reader) error {\n	err := r.Step()\n	err = wrap(err)\n	return err\n}"
    ]
  }
};

// src/rules/catalog/silent-failure/unchecked-iteration-error/rule.ts
var rule85 = {
  id: "silent-failure/unchecked-iteration-error",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  confidence: 75,
  category: "error-handling",
  message: "`for {{loop}}` stops on an error as quietly as at the end, and nothing calls `{{name}}.Err()` afterwards: a failed read looks like a short result.",
  recommendation: 'After the loop, check the error: `if err := {{name}}.Err(); err != nil { return fmt.Errorf("\u2026: %w", err) }`.',
  documentation: {
    finds: "A loop over a `bufio.Scanner` (`for s.Scan()`) or over query rows (`for rows.Next()`) made in the same function, where the function never calls `.Err()` on it.",
    why: "`Scan` and `Next` return false both at the end and on an error: a read error, a line longer than the scanner's 64 KiB buffer, a dropped database connection. Only `Err()` tells the two apart, so without it a truncated input or result set is taken for the whole and processed as if complete.",
    wrongWhen: "Hidden by default (confidence 75): on whole trees a good part of the loops read short lines of local files or pipes (`/proc/meminfo`, a child's stderr) where the error changes little; shown, it is worth a look where a truncated input would be taken for the whole. When the input cannot fail, which is why findings in test files are kept but hidden. A scanner over text already in memory (`strings.NewReader`, `bytes.NewReader`, `bytes.NewBuffer\u2026`) can fail only on a line longer than 64 KiB, which such callers know their text does not have, so it is left alone; so is a scanner or rows value that leaves the function (returned, passed to a call, stored): the error may be checked there.",
    origin: "go vet's `scannererr` and `sqlrowserr` analyzers (a `bufio.Scanner` or `sql.Rows` loop without a final `Err` check)."
  }
};

// src/rules/catalog/silent-failure/unchecked-iteration-error/go.ts
var QUERY2 = /^(Query|QueryContext|Queryx|QueryxContext)$/;
var IN_MEMORY = /^(strings\.NewReader|bytes\.NewReader|bytes\.NewBuffer|bytes\.NewBufferString)$/;
function sourcesOf(name) {
  const fn = enclosingFunction(name);
  if (!fn) return [];
  const single = assignedValues(name);
  if (single.length > 0) return single;
  return fn.descendantsOfType(ASSIGNMENTS).flatMap((assignment) => {
    if (singleAssignment(assignment) || assignment.startIndex > name.startIndex) return [];
    const left = assignment.childForFieldName("left")?.namedChildren ?? [];
    const right = assignment.childForFieldName("right")?.namedChildren ?? [];
    return left[0]?.text === name.text && right.length === 1 && right[0] ? [right[0]] : [];
  });
}
function madeHere(name, method) {
  const values = sourcesOf(name);
  if (values.length === 0) return false;
  return values.every((value) => {
    if (value.type !== "call_expression") return false;
    const path = calleePath(value);
    if (method !== "Scan") return QUERY2.test(path.at(-1) ?? "");
    const source = argumentsOf(value)[0];
    return path.join(".") === "bufio.NewScanner" && !(source?.type === "call_expression" && IN_MEMORY.test(calleePath(source).join(".")));
  });
}
function staysLocal(fn, name) {
  return fn.descendantsOfType("identifier").every((identifier) => {
    if (identifier.text !== name) return true;
    const parent = identifier.parent;
    if (parent?.type === "selector_expression") return parent.childForFieldName("operand")?.equals(identifier) ?? false;
    return parent?.type === "expression_list" && (parent.parent?.type === "short_var_declaration" || parent.parent?.type === "assignment_statement") && parent.parent.childForFieldName("left")?.equals(parent) === true;
  });
}
var implementation79 = {
  languages: ["go"],
  query: `(for_statement
  (call_expression
    function: (selector_expression operand: (identifier) @name field: (field_identifier) @method)
    arguments: (argument_list) @arguments)
  (#any-of? @method "Scan" "Next")) @target`,
  textGate: /bufio\.NewScanner|\.Query/,
  check: ({ captures, context }) => {
    const name = captures.name;
    const method = captures.method?.text ?? "";
    const fn = name ? enclosingFunction(name) : void 0;
    if (captures.arguments?.namedChildCount !== 0) return false;
    if (!name || !fn || !madeHere(name, method) || !staysLocal(fn, name.text)) return false;
    const checksError = fn.descendantsOfType("selector_expression").some((selector) => selector.childForFieldName("operand")?.text === name.text && selector.childForFieldName("field")?.text === "Err");
    if (checksError) return false;
    const details = { loop: `${name.text}.${method}()`, name: name.text };
    return context.isTestFile ? { details, ...IN_TESTS } : { details };
  },
  examples: {
    match: [
      "func count(r io.Reader) (int, error) {\n	s := bufio.NewScanner(r)\n	n := 0\n	for s.Scan() {\n		n++\n	}\n	return n, nil\n}",
      'func names(db *sql.DB) ([]string, error) {\n	rows, err := db.Query("SELECT name FROM users")\n	if err != nil {\n		return nil, err\n	}\n	defer rows.Close()\n	var out []string\n	for rows.Next() {\n		var n string\n		if err := rows.Scan(&n); err != nil {\n			return nil, err\n		}\n		out = append(out, n)\n	}\n	return out, nil\n}'
    ],
    noMatch: [
      "func count(r io.Reader) (int, error) {\n	s := bufio.NewScanner(r)\n	n := 0\n	for s.Scan() {\n		n++\n	}\n	return n, s.Err()\n}",
      'func lines(r io.Reader) *bufio.Scanner {\n	s := bufio.NewScanner(r)\n	for s.Scan() {\n		if s.Text() == "" {\n			break\n		}\n	}\n	return s\n}',
      "func sections(info string) []string {\n	var out []string\n	s := bufio.NewScanner(strings.NewReader(info))\n	for s.Scan() {\n		out = append(out, s.Text())\n	}\n	return out\n}",
      "func walk(it *Iterator) {\n	for it.Next() {\n		use(it.Value())\n	}\n}"
    ]
  }
};

// src/rules/catalog/silent-failure/wrong-error-checked/rule.ts
var rule86 = {
  id: "silent-failure/wrong-error-checked",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "high",
  confidence: 85,
  category: "error-handling",
  message: "`{{call}}` sets `{{assigned}}`, but the next line checks `{{checked}}`, and `{{assigned}}` is never read: a failure of `{{call}}` goes unnoticed.",
  recommendation: "Check the error the call just returned: `if {{assigned}} != nil { \u2026 }`.",
  documentation: {
    finds: "`out, createErr := os.Create(p)` followed by `if err != nil`, with `createErr` never read.",
    why: "The check tests an older error: the new one is ignored.",
    wrongWhen: "Never intended.",
    origin: "Sextant's own pattern, from bugs fixed in real projects."
  }
};

// src/rules/catalog/silent-failure/wrong-error-checked/go.ts
function identifiersNamed(node, name) {
  const found = node.type === "identifier" && node.text === name ? [node] : [];
  return [...found, ...node.descendantsOfType("identifier").filter((identifier) => identifier.text === name)];
}
function isAssignedHere(identifier) {
  const list = identifier.parent;
  const statement = list?.type === "expression_list" ? list.parent : void 0;
  if (statement?.type !== "short_var_declaration" && statement?.type !== "assignment_statement") return false;
  return (statement.childForFieldName("left")?.equals(list ?? statement) ?? false) && statement.childForFieldName("operator")?.text !== "+=";
}
var implementation80 = {
  languages: ["go"],
  query: "(if_statement condition: (binary_expression) @condition) @target",
  check: ({ target, captures, context }) => {
    const checked = errorTested(captures.condition ?? null);
    if (!checked || target.childForFieldName("initializer")) return false;
    const assignment = previousStatement(target);
    const names = namesAssignedByCall(assignment);
    const assigned = names?.find((name) => isErrorName(name) && name !== checked);
    if (!assignment || !names || !assigned || names.includes(checked)) return false;
    const fn = enclosingFunction(target);
    const reads = identifiersNamed(fn ?? target, assigned).filter((identifier) => identifier.startIndex > assignment.endIndex && !isAssignedHere(identifier));
    if (reads.length > 0) return false;
    const call = assignment.childForFieldName("right")?.namedChildren[0];
    return {
      line: changedLineOf(context, captures.condition ?? target, assignment),
      details: { call: excerpt(call?.childForFieldName("function")?.text ?? "", 30), assigned, checked }
    };
  },
  examples: {
    match: [
      "func copyFile(dst, src string) error {\n	in, err := os.Open(src)\n	if err != nil {\n		return err\n	}\n	out, createErr := os.Create(dst)\n	if err != nil {\n		return err\n	}\n	_, err = io.Copy(out, in)\n	return err\n}"
    ],
    noMatch: [
      "func copyFile(dst, src string) error {\n	in, err := os.Open(src)\n	if err != nil {\n		return err\n	}\n	out, createErr := os.Create(dst)\n	if createErr != nil {\n		return createErr\n	}\n	_, err = io.Copy(out, in)\n	return err\n}",
      "func pump(r io.Reader, w io.Writer, buf []byte) error {\n	n, err := r.Read(buf)\n	_, werr := w.Write(buf[:n])\n	if err != nil {\n		return err\n	}\n	return werr\n}"
    ]
  }
};

// src/rules/catalog/simplify/boolean-literal-comparison/go.ts
function dropBooleanLiteral(target) {
  const text = target.lines[target.line - 1] ?? "";
  const match = /^(\s*(?:\} else )?(?:if|for) )([\w.]+(?:\(\))?) (==|!=) (true|false)( \{\s*)$/.exec(text);
  if (!match) return void 0;
  const [, head = "", operand = "", operator = "", literal = "", tail = ""] = match;
  const negate = operator === "==" !== (literal === "true");
  return { startLine: target.line, endLine: target.line, replacement: [`${head}${negate ? "!" : ""}${operand}${tail}`] };
}
var implementation81 = {
  languages: ["go"],
  overrides: ownWording("go", {
    recommendation: "Write `if done` / `if !done` instead of comparing with `true`/`false`."
  }),
  query: `(binary_expression left: (_) @operand operator: ["==" "!="] right: [(true) (false)] @literal) @target
      (binary_expression left: [(true) (false)] @literal operator: ["==" "!="] right: (_) @operand) @target`,
  check: ({ captures }) => {
    const operand = captures.operand;
    if (!operand || operand.type === "true" || operand.type === "false") return false;
    return { details: { operand: excerpt(operand.text, 40) } };
  },
  fix: dropBooleanLiteral,
  examples: {
    match: ["func run() {\n	if ready == true {\n		start()\n	}\n}", "func run() {\n	for queue.Empty() != false {\n		wait()\n	}\n}"],
    noMatch: ["func run() {\n	if ready {\n		start()\n	}\n}", "func run() bool {\n	return count == 0\n}"]
  }
};

// src/rules/syntax/go/code-simplifier-helpers.ts
function functionKey(fn) {
  const name = fn.childForFieldName("name")?.text;
  if (name === void 0) return void 0;
  const receiver = fn.childForFieldName("receiver")?.text.replace(/\s+/g, "") ?? "";
  return `${receiver}${name}`;
}

// src/rules/catalog/simplify/deep-nesting/go.ts
var NESTING_TYPES = /* @__PURE__ */ new Set(["if_statement", "for_statement", "expression_switch_statement", "type_switch_statement", "select_statement"]);
var NESTING_SYNTAX = {
  types: [...NESTING_TYPES],
  nestsAt: (node, type, parent, parentType) => NESTING_TYPES.has(type) && !(type === "if_statement" && parentType === "if_statement" && (parent?.childForFieldName("alternative")?.equals(node) ?? false)),
  endsChain: isFunctionType,
  nameOf: functionKey,
  enclosingFunction,
  functionLabel: (fn) => {
    const name = fn?.childForFieldName("name")?.text;
    return name ? `\`${name}\`` : "an anonymous function";
  }
};
var implementation82 = {
  languages: ["go"],
  query: "[(if_statement) (for_statement) (expression_switch_statement) (type_switch_statement) (select_statement)] @target",
  check: ({ target, context }) => deepNestingHit(target, NESTING_SYNTAX, context),
  examples: {
    match: [
      'func sync(items []Item) {\n	for _, item := range items {\n		if item.Enabled {\n			switch item.Kind {\n			case "a":\n				for item.Pending() {\n					if item.Retry {\n						retry(item)\n					}\n				}\n			}\n		}\n	}\n}'
    ],
    noMatch: [
      'func grade(score int) string {\n	if score > 90 {\n		return "A"\n	} else if score > 80 {\n		return "B"\n	} else if score > 70 {\n		return "C"\n	} else if score > 60 {\n		return "D"\n	} else if score > 50 {\n		return "E"\n	}\n	return "F"\n}'
    ]
  }
};

// src/rules/catalog/simplify/long-function/go.ts
var FUNCTION_PARTS = {
  isFunction: isFunctionType,
  nameOf: functionKey,
  ownName: (fn) => fn.childForFieldName("name")?.text,
  unnamed: "This function literal"
};
var implementation83 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "{{name}} is {{lines}} lines long (over {{limit}}), not counting long nested function literals."
  }),
  query: "[(function_declaration) (method_declaration) (func_literal)] @target",
  check: ({ target, context }) => longFunctionHit(target, FUNCTION_PARTS, context),
  examples: {
    match: [`func migrate(db *DB) {
${Array.from({ length: 85 }, (_, index) => `	db.Step${index}()`).join("\n")}
}`],
    noMatch: [`func migrate(db *DB) {
${Array.from({ length: 40 }, (_, index) => `	db.Step${index}()`).join("\n")}
}`]
  }
};

// src/rules/catalog/test/benchmark-n-assigned/rule.ts
var rule87 = {
  id: "test/benchmark-n-assigned",
  agent: "test-analyzer",
  dimension: "testing",
  severity: "medium",
  confidence: 90,
  category: "test-quality",
  message: "`{{statement}}` changes `{{receiver}}.N`: the testing package sets it and divides the time by it, so the reported ns/op is wrong.",
  recommendation: "Loop `for i := 0; i < {{receiver}}.N; i++` (or `for {{receiver}}.Loop()`) without changing `{{receiver}}.N`; to run a fixed number of times, use `-benchtime=100x`.",
  documentation: {
    finds: "An assignment to `b.N` (also `b.N++`, `b.N += \u2026`) inside a function that takes `b *testing.B`.",
    why: "The testing package picks `b.N` itself, runs the benchmark until it is stable, and divides the elapsed time by `b.N` to report the cost of one operation. Overwriting it makes the benchmark run a different number of iterations than the package divides by, so the result is fiction.",
    wrongWhen: "Never right in a benchmark.",
    origin: "staticcheck's SA3001 (assigning to `b.N` in benchmarks)."
  }
};

// src/rules/catalog/test/benchmark-n-assigned/go.ts
function isBenchmarkParameter(node, name) {
  for (let current = node.parent; current; current = current.parent) {
    if (!isFunction(current)) continue;
    const parameter = current.childForFieldName("parameters")?.namedChildren.find((candidate) => candidate.childrenForFieldName("name").some((child) => child?.text === name));
    if (parameter) return parameter.childForFieldName("type")?.text.replace(/\s+/g, "") === "*testing.B";
  }
  return false;
}
var implementation84 = {
  languages: ["go"],
  query: `[
  (assignment_statement left: (expression_list (selector_expression operand: (identifier) @receiver field: (field_identifier) @field)))
  (inc_statement (selector_expression operand: (identifier) @receiver field: (field_identifier) @field))
  (dec_statement (selector_expression operand: (identifier) @receiver field: (field_identifier) @field))
] @target`,
  textGate: /\b\w+\.N\s*(=|\+\+|--|[-+*/]=)/,
  check: ({ target, captures }) => {
    const receiver = captures.receiver;
    if (captures.field?.text !== "N" || !receiver || !isBenchmarkParameter(target, receiver.text)) return false;
    return { details: { statement: excerpt(target.text, 40), receiver: receiver.text } };
  },
  examples: {
    match: ["func BenchmarkParse(b *testing.B) {\n	b.N = 1000\n	for i := 0; i < b.N; i++ {\n		parse(input)\n	}\n}"],
    noMatch: ["func BenchmarkParse(b *testing.B) {\n	for i := 0; i < b.N; i++ {\n		parse(input)\n	}\n}", "func reset(c *Counter) {\n	c.N = 0\n}"]
  }
};

// src/rules/catalog/test/fatal-in-goroutine/rule.ts
var rule88 = {
  id: "test/fatal-in-goroutine",
  agent: "test-analyzer",
  dimension: "testing",
  severity: "medium",
  confidence: 85,
  category: "test-quality",
  message: "`{{call}}` runs in a goroutine the test started: it stops only that goroutine, not the test.",
  recommendation: "Report with `{{receiver}}.Error`/`Errorf` and return from the goroutine, or send the error on a channel and call `{{receiver}}.Fatal` in the test itself after the goroutine is done.",
  documentation: {
    finds: "`t.Fatal`, `t.Fatalf`, `t.FailNow`, `t.Skip`, `t.Skipf` or `t.SkipNow` (also on a `*testing.B` or `testing.TB`) called inside a `go func() { \u2026 }()` that a test or benchmark started.",
    why: "These methods end the test by stopping the goroutine that calls them (`runtime.Goexit`). The testing package says they must be called from the test's own goroutine: from another one, the test function goes on as if nothing happened, may wait for ever for the goroutine that stopped, or finishes and makes the later call panic.",
    wrongWhen: "Never right as written. A subtest started inside the goroutine (`t.Run(\u2026, func(t *testing.T) { t.Fatal(\u2026) })`) has its own `t` and is left alone, and so is a `t` that is not a parameter of type `*testing.T`, `*testing.B` or `testing.TB`.",
    origin: "go vet's `testinggoroutine` and staticcheck's SA2002."
  }
};

// src/rules/catalog/test/fatal-in-goroutine/go.ts
var TESTING_TYPES = /* @__PURE__ */ new Set(["*testing.T", "*testing.B", "*testing.F", "testing.TB"]);
function declaresTestingParameter(fn, name) {
  const parameters = fn.childForFieldName("parameters")?.namedChildren ?? [];
  for (const parameter of parameters) {
    if (!parameter.childrenForFieldName("name").some((child) => child?.text === name)) continue;
    return TESTING_TYPES.has(parameter.childForFieldName("type")?.text.replace(/\s+/g, "") ?? "");
  }
  return void 0;
}
var isGoroutine = (fn) => fn.type === "func_literal" && fn.parent?.type === "call_expression" && fn.parent.parent?.type === "go_statement";
var implementation85 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @receiver field: (field_identifier) @method)
  (#match? @method "^(Fatal|Fatalf|FailNow|Skip|Skipf|SkipNow)$")) @target`,
  textGate: /\bgo\s+(func\b|\w+\.(Fatal|FailNow|Skip))/,
  check: ({ target, captures }) => {
    const name = captures.receiver?.text ?? "";
    let inGoroutine = target.parent?.type === "go_statement";
    for (let node = target.parent; node; node = node.parent) {
      if (!isFunction(node)) continue;
      const declared = declaresTestingParameter(node, name);
      if (declared === true) return inGoroutine || isGoroutine(node) ? { details: { call: excerpt(target.text, 50), receiver: name } } : false;
      if (declared === false) return false;
      if (isGoroutine(node)) inGoroutine = true;
    }
    return false;
  },
  examples: {
    match: [
      "func TestServe(t *testing.T) {\n	go func() {\n		if err := srv.Serve(); err != nil {\n			t.Fatal(err)\n		}\n	}()\n}",
      "func TestStop(t *testing.T) {\n	go t.FailNow()\n}",
      "func BenchmarkPut(b *testing.B) {\n	go func(b *testing.B) {\n		b.FailNow()\n	}(b)\n}"
    ],
    noMatch: [
      "func TestServe(t *testing.T) {\n	go func() {\n		if err := srv.Serve(); err != nil {\n			t.Error(err)\n		}\n	}()\n}",
      'func TestAll(t *testing.T) {\n	go func() {\n		t.Run("one", func(t *testing.T) {\n			t.Fatal("x")\n		})\n	}()\n}',
      "func TestServe(t *testing.T) {\n	if err := srv.Serve(); err != nil {\n		t.Fatal(err)\n	}\n}",
      'func run(log *Logger) {\n	go func() {\n		log.Fatal("stop")\n	}()\n}'
    ]
  }
};

// src/rules/syntax/go/test-analyzer-helpers.ts
function testingParameter(fn) {
  if (fn.type !== "function_declaration" || !/^Test/.test(fn.childForFieldName("name")?.text ?? "")) return void 0;
  const [parameter, ...rest] = fn.childForFieldName("parameters")?.namedChildren ?? [];
  if (!parameter || rest.length > 0 || parameter.childForFieldName("type")?.text.replace(/\s+/g, "") !== "*testing.T") return void 0;
  const name = parameter.childForFieldName("name")?.text;
  return name === void 0 || name === "_" ? "" : name;
}

// src/rules/catalog/test/no-assertion/go.ts
var NON_ASSERTING_METHODS = /* @__PURE__ */ new Set(["Log", "Logf", "Parallel", "Helper", "Cleanup", "TempDir", "Setenv", "Context", "Name", "Deadline", "Chdir"]);
var GOMEGA = /* @__PURE__ */ new Set(["Expect", "Eventually", "Consistently", "\u03A9"]);
var RUNTIME_CHECKED = /Race|Concurren|Parallel|Deadlock|Panic|Crash/;
var FAILING_CALL = /^(panic|log\.(Fatal|Fatalf|Fatalln|Panic|Panicf|Panicln))$/;
var WORD_CHARACTER = /[\w\p{L}\p{N}]/u;
function identifiersNamed2(body, text, name) {
  if (body.hasError) return body.descendantsOfType("identifier").filter((identifier) => identifier.text === name);
  const identifiers = [];
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    if (WORD_CHARACTER.test(text[at - 1] ?? "") || WORD_CHARACTER.test(text[at + name.length] ?? "")) continue;
    const start = body.startIndex + at;
    const node = body.descendantForIndex(start, start + name.length);
    if (node?.type === "identifier" && node.startIndex === start && node.text === name) identifiers.push(node);
  }
  return identifiers;
}
function testingUse(body, t) {
  const text = body.text;
  const gomega = [...GOMEGA].some((name) => text.includes(name));
  if (gomega && body.descendantsOfType("call_expression").some((call) => GOMEGA.has(calleePath(call).at(-1) ?? ""))) return "asserts";
  if (/panic|Fatal|Panic/.test(text) && body.descendantsOfType("call_expression").some((call) => FAILING_CALL.test(calleePath(call).join("."))))
    return "asserts";
  if (!text.includes(t)) return "none";
  const uses = identifiersNamed2(body, text, t);
  if (uses.length === 0) return "none";
  const asserts = uses.some((use) => {
    const selector = use.parent;
    if (selector?.type !== "selector_expression" || !selector.childForFieldName("operand")?.equals(use)) return true;
    return !NON_ASSERTING_METHODS.has(selector.childForFieldName("field")?.text ?? "");
  });
  return asserts ? "asserts" : "setup-only";
}
var implementation86 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "Test `{{name}}` never reports a failure through `{{t}}`: it passes whatever the code does, unless it panics.",
    recommendation: "Check the outcome and fail with `t.Errorf`/`t.Fatalf` (or `assert`/`require` from testify) when it is wrong."
  }),
  query: '(function_declaration name: (identifier) @name body: (block) @body (#match? @name "^Test")) @target',
  check: ({ target, captures, context }) => {
    if (!context.isChanged(target.startPosition.row + 1)) return false;
    if (RUNTIME_CHECKED.test(captures.name?.text ?? "")) return false;
    const t = testingParameter(target);
    const body = captures.body;
    if (t === void 0 || !body) return false;
    const use = t === "" ? "none" : testingUse(body, t);
    if (use === "asserts") return false;
    const earlier = counterpartBefore(target, context, (fn) => fn.childForFieldName("name")?.text);
    const earlierBody = earlier?.childForFieldName("body");
    const earlierT = earlier ? testingParameter(earlier) : void 0;
    if (earlier && (!earlierBody || !earlierT || testingUse(earlierBody, earlierT) !== "asserts")) return false;
    return { details: { name: captures.name?.text ?? "?", t: t || "t" }, ...use === "setup-only" ? { confidence: 80 } : {} };
  },
  examples: {
    match: [
      "func TestCreateOrder(t *testing.T) {\n	store := NewStore()\n	store.Create(Order{ID: 1})\n}",
      'func TestParse(t *testing.T) {\n	t.Parallel()\n	result := Parse("2024-01-01")\n	t.Logf("parsed %v", result)\n}'
    ],
    noMatch: [
      'func TestParse(t *testing.T) {\n	if got := Parse("x"); got != want {\n		t.Errorf("Parse = %v, want %v", got, want)\n	}\n}',
      'func TestParse(t *testing.T) {\n	assert.Equal(t, want, Parse("x"))\n}',
      "func TestMain(m *testing.M) {\n	os.Exit(m.Run())\n}",
      "func TestParse(t *testing.T) {\n	for _, tc := range cases {\n		t.Run(tc.name, func(t *testing.T) { check(t, tc) })\n	}\n}",
      'func TestParse(t *testing.T) {\n	g := NewWithT(t)\n	g.Expect(Parse("x")).To(Equal(want))\n}',
      'func TestParse(t *testing.T) {\n	if _, err := Parse("x"); err != nil {\n		t.Fatal(err)\n	}\n}',
      "func TestParse(t *testing.T) {\n	require.NoError(t, Load())\n}",
      'func TestSeed(t *testing.T) {\n	if err := Load("seed"); err != nil {\n		panic(err)\n	}\n}',
      "func TestParallelWrites(t *testing.T) {\n	go store.Write(1)\n	store.Write(2)\n}",
      'func TestCacheConcurrentAccess(t *testing.T) {\n	var wg sync.WaitGroup\n	for i := 0; i < 8; i++ {\n		wg.Add(1)\n		go func() { defer wg.Done(); cache.Get("k") }()\n	}\n	wg.Wait()\n}'
    ]
  }
};

// src/rules/catalog/test/skipped-test/go.ts
function isTopLevelSkip(statement, fn, t) {
  const block = statement.parent?.type === "statement_list" ? statement.parent.parent : statement.parent;
  const call = statement.namedChildren[0];
  return call?.type === "call_expression" && /^Skip(f|Now)?$/.test(calleePath(call)[1] ?? "") && calleePath(call)[0] === t && (block?.equals(fn.childForFieldName("body") ?? block) ?? false);
}
var implementation87 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "Test `{{name}}` is skipped unconditionally (`{{target}}`) and will not run in CI."
  }),
  query: '(expression_statement (call_expression function: (selector_expression field: (field_identifier) @method) (#match? @method "^Skip(f|Now)?$"))) @target',
  check: ({ target, context }) => {
    const fn = enclosingFunction(target);
    const t = fn ? testingParameter(fn) : void 0;
    if (!fn || !t || !isTopLevelSkip(target, fn, t)) return false;
    const earlier = counterpartBefore(fn, context, (candidate) => candidate.childForFieldName("name")?.text);
    const earlierT = earlier ? testingParameter(earlier) : void 0;
    const earlierBody = earlier?.childForFieldName("body");
    if (earlier && earlierT && earlierBody?.descendantsOfType("expression_statement").some((statement) => isTopLevelSkip(statement, earlier, earlierT)))
      return false;
    const details = { name: fn.childForFieldName("name")?.text ?? "?", target: excerpt(target.text, 40) };
    return { details, ...earlier === null ? { severity: "info" } : {} };
  },
  examples: {
    match: ['func TestRefund(t *testing.T) {\n	t.Skip("flaky on CI")\n	if Refund() != 0 {\n		t.Fatal("refund")\n	}\n}'],
    noMatch: ['func TestRefund(t *testing.T) {\n	if testing.Short() {\n		t.Skip("slow")\n	}\n	if Refund() != 0 {\n		t.Fatal("refund")\n	}\n}']
  }
};

// src/rules/catalog/test/sleep-in-test/go.ts
var implementation88 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "The test sleeps (`{{target}}`): slow on fast machines, flaky on slow ones.",
    recommendation: "Wait for the condition itself (a channel, `sync.WaitGroup`, polling with a deadline), or inject a clock the test controls."
  }),
  query: '(call_expression function: (selector_expression) @callee (#eq? @callee "time.Sleep")) @target',
  // The query requires a callee spelled `time.Sleep`.
  textGate: /time\.Sleep/,
  check: ({ target }) => {
    const duration = argumentsOf(target)[0];
    if (!duration || /^0$/.test(duration.text)) return false;
    const fn = enclosingFunction(target);
    if (!fn || testingParameter(fn) === void 0) return false;
    return { details: { target: excerpt(target.text, 40) }, ...enclosingLoop(target) ? { confidence: 60 } : {} };
  },
  examples: {
    match: [
      'func TestExpiry(t *testing.T) {\n	c := NewCache(time.Second)\n	c.Set("k", 1)\n	time.Sleep(2 * time.Second)\n	if _, ok := c.Get("k"); ok {\n		t.Fatal("not expired")\n	}\n}'
    ],
    noMatch: [
      'func TestTimeout(t *testing.T) {\n	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {\n		time.Sleep(2 * time.Second)\n	}))\n	defer srv.Close()\n	if _, err := fetch(srv.URL); err == nil {\n		t.Fatal("no timeout")\n	}\n}',
      "func slowStore() {\n	time.Sleep(100 * time.Millisecond)\n}",
      'func TestExpiry(t *testing.T) {\n	clock := fake.NewClock()\n	clock.Advance(2 * time.Second)\n	if clock.Now().IsZero() {\n		t.Fatal("zero")\n	}\n}'
    ]
  }
};

// src/rules/catalog/go-rules.ts
var RULE_TABLE = [
  [rule, implementation],
  [rule2, implementation2],
  [rule46, implementation3],
  [rule3, implementation4],
  [rule47, implementation5],
  [rule4, implementation6],
  [rule48, implementation7],
  [rule49, implementation8],
  [rule50, implementation9],
  [rule5, implementation10],
  [rule51, implementation11],
  [rule6, implementation12],
  [rule42, implementation13],
  [rule7, implementation14],
  [rule52, implementation15],
  [rule53, implementation16],
  [rule54, implementation17],
  [rule55, implementation18],
  [rule56, implementation19],
  [rule8, implementation20],
  [rule57, implementation21],
  [rule58, implementation22],
  [rule59, implementation23],
  [rule60, implementation24],
  [rule61, implementation25],
  [rule9, implementation26],
  [rule43, implementation27],
  [rule62, implementation28],
  [rule10, implementation29],
  [rule11, implementation30],
  [rule12, implementation31],
  [rule13, implementation32],
  [rule14, implementation33],
  [rule63, implementation34],
  [rule64, implementation35],
  [rule44, implementation36],
  [rule15, implementation37],
  [rule65, implementation38],
  [rule66, implementation39],
  [rule67, implementation40],
  [rule16, implementation41],
  [rule68, implementation42],
  [rule17, implementation43],
  [rule18, implementation44],
  [rule69, implementation45],
  [rule19, implementation46],
  [rule20, implementation47],
  [rule21, implementation48],
  [rule22, implementation49],
  [rule70, implementation50],
  [rule71, implementation51],
  [rule23, implementation52],
  [rule24, implementation53],
  [rule72, implementation54],
  [rule25, implementation55],
  [rule26, implementation56],
  [rule73, implementation57],
  [rule74, implementation58],
  [rule27, implementation59],
  [rule45, implementation60],
  [rule28, implementation61],
  [rule75, implementation62],
  [rule76, implementation63],
  [rule77, implementation64],
  [rule29, implementation65],
  [rule30, implementation66],
  [rule31, implementation67],
  [rule78, implementation68],
  [rule32, implementation69],
  [rule79, implementation70],
  [rule33, implementation71],
  [rule80, implementation72],
  [rule81, implementation73],
  [rule34, implementation74],
  [rule82, implementation75],
  [rule83, implementation76],
  [rule35, implementation77],
  [rule84, implementation78],
  [rule85, implementation79],
  [rule86, implementation80],
  [rule36, implementation81],
  [rule37, implementation82],
  [rule38, implementation83],
  [rule87, implementation84],
  [rule88, implementation85],
  [rule39, implementation86],
  [rule40, implementation87],
  [rule41, implementation88]
];
var RULE_FOLDERS = RULE_TABLE.map(([rule89, ...languages]) => ({ rule: rule89, languages }));

export {
  RULE_FOLDERS
};
