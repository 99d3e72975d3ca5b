import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  bareComparisonHit,
  changedThroughSlot,
  checkNestedConditional,
  missingGroup,
  rule as rule2,
  rule10 as rule35,
  rule11 as rule43,
  rule12 as rule45,
  rule13 as rule47,
  rule14 as rule49,
  rule15 as rule53,
  rule2 as rule6,
  rule3 as rule9,
  rule4 as rule12,
  rule5 as rule13,
  rule6 as rule14,
  rule7 as rule23,
  rule8 as rule30,
  rule9 as rule31,
  staleParameterHit
} from "./chunk-UM4DJD7T.js";
import {
  javascriptName,
  javascriptStringValue
} from "./chunk-TT3TJ7IW.js";
import {
  indexAndLength,
  rule as rule7,
  rule2 as rule15,
  rule3 as rule33,
  rule4 as rule46,
  sameCode,
  stepDirection,
  tokensOf,
  wrongDirectionHit
} from "./chunk-3B5GOQ5Q.js";
import {
  CREDENTIAL_CHECK,
  CREDENTIAL_NAME_GATE,
  DECIMAL_GATE,
  HOST_GATE,
  MIXED_RANGE_GATE,
  NEVER_RETURNS_NAME,
  RegExpValidator,
  TODO_GATE,
  builtSql,
  changedLineOf,
  checkChain,
  checkCommentedCode,
  checkTodoNote,
  comparisonOf,
  counterpartBefore,
  deepNestingHit,
  droppedParameters,
  fallbackConfidence,
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
  lostEscape,
  mentions,
  misordered,
  mixedCaseRange,
  modeDetails,
  nilCheckImplementation,
  offByOneHit,
  onePassExit,
  overlyLargeRange,
  parsePattern,
  promisedFallback,
  regexImplementation,
  removalHit,
  repeatedStore,
  rule,
  rule10 as rule18,
  rule11 as rule19,
  rule12 as rule20,
  rule13 as rule21,
  rule14 as rule22,
  rule15 as rule24,
  rule16 as rule25,
  rule17 as rule26,
  rule18 as rule27,
  rule19 as rule28,
  rule2 as rule3,
  rule20 as rule29,
  rule21 as rule32,
  rule22 as rule34,
  rule23 as rule36,
  rule24 as rule37,
  rule25 as rule38,
  rule26 as rule39,
  rule27 as rule40,
  rule28 as rule41,
  rule29 as rule42,
  rule3 as rule4,
  rule30 as rule44,
  rule31 as rule48,
  rule32 as rule50,
  rule33 as rule51,
  rule34 as rule52,
  rule35 as rule54,
  rule36 as rule55,
  rule37 as rule56,
  rule4 as rule5,
  rule5 as rule8,
  rule6 as rule10,
  rule7 as rule11,
  rule8 as rule16,
  rule9 as rule17,
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
  ASSIGNMENTS,
  FUNCTION_TYPES,
  assignedValues,
  assignmentParts,
  calleePath,
  dottedName,
  enclosingFunction,
  functionName,
  isFunction,
  isFunctionType,
  namesByScope,
  readStringExpression,
  statementsOf,
  unwrapParentheses
} from "./chunk-WS2QOHBC.js";
import {
  HIGH_CORRECTNESS,
  MEDIUM_CORRECTNESS,
  builtArgument,
  looksLikeSql
} from "./chunk-U6BNSJIP.js";
import {
  JS_FAMILY,
  TYPESCRIPT_FAMILY
} from "./chunk-YW526HM7.js";
import {
  fileRoleOf
} from "./chunk-YWK67LT6.js";

// src/rules/catalog/comment/commented-out-code/typescript.ts
var DIRECTIVE = /^(eslint|@ts-|ts-|prettier|istanbul|c8|jshint|jscs|global\b|sextant-ignore|webpack|@vite|#(region|endregion)|<reference|=)/;
var CODE_SHAPE = /[;{)]$|^(return|if|for|while|const|let|var|import|export|await|throw)\b/;
var CODE_EXPRESSION_TYPES = /* @__PURE__ */ new Set([
  "call_expression",
  "assignment_expression",
  "augmented_assignment_expression",
  "await_expression",
  "update_expression",
  "new_expression"
]);
var CODE_STATEMENTS = {
  types: /* @__PURE__ */ new Set([
    "lexical_declaration",
    "variable_declaration",
    "return_statement",
    "if_statement",
    "for_statement",
    "for_in_statement",
    "while_statement",
    "throw_statement",
    "import_statement",
    "export_statement",
    "function_declaration",
    "class_declaration"
  ]),
  isCodeExpression: (expression) => expression.type === "call_expression" ? isCodeCall(expression) : CODE_EXPRESSION_TYPES.has(expression.type)
};
function commentedCode(comment, context) {
  if (!comment.text.startsWith("//") || comment.text.startsWith("///")) return void 0;
  const body = comment.text.slice(2).trim();
  if (/^[\w\s]*$/.test(body) || /\w\.\s/.test(body) || DIRECTIVE.test(body) || !CODE_SHAPE.test(body)) return void 0;
  const source = body.endsWith("{") ? `${body}}` : body;
  return context.parseSnippet(source, (root) => statementsAreCode(root, root.namedChildren, CODE_STATEMENTS)) ? body : void 0;
}
var implementation = {
  languages: JS_FAMILY,
  query: "(comment) @target",
  check: checkCommentedCode(commentedCode),
  examples: {
    match: [
      "function total(items) {\n  // console.log(items);\n  return sum(items);\n}",
      "// const retries = config.retries ?? 3;\nconst retries = 5;",
      "// if (user.isAdmin) {\nrender();",
      "// await cache.clear();\n// cache.warm();"
    ],
    noMatch: [
      "// Compute the total (see the pricing docs)",
      "// return early when the list is empty",
      "// eslint-disable-next-line no-console",
      "// Note: this runs once;",
      '/// <reference types="node" />',
      "// https://example.com/docs",
      "// Windows (regular)",
      "// e.g. foo.a = 0;"
    ]
  }
};

// src/rules/catalog/comment/stale-param-doc/typescript.ts
function jsdocParameters(comment) {
  const documented = [];
  comment.text.split("\n").forEach((text, offset) => {
    const tag = /@(?:param|arg|argument)\b/.exec(text);
    if (!tag) return;
    let index = tag.index + tag[0].length;
    while (text[index] === " " || text[index] === "	") index += 1;
    if (text[index] === "{") {
      for (let depth = 0; index < text.length; index += 1) {
        if (text[index] === "{") depth += 1;
        else if (text[index] === "}" && --depth === 0) break;
      }
      index += 1;
    }
    const name = /^\s*\[?\s*(?:\.\.\.)?([A-Za-z_$][\w$]*)/.exec(text.slice(index))?.[1];
    if (name) documented.push({ name, line: comment.startPosition.row + 1 + offset });
  });
  return documented;
}
function parameterNames(fn) {
  const single = fn.childForFieldName("parameter");
  if (single) return [single.text];
  const names = [];
  for (const parameter of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    if (parameter.type === "comment") continue;
    let pattern = parameter.childForFieldName("pattern") ?? parameter;
    if (pattern.type === "this") continue;
    if (pattern.type === "assignment_pattern") pattern = pattern.childForFieldName("left") ?? pattern;
    if (pattern.type === "rest_pattern") pattern = pattern.namedChildren[0] ?? pattern;
    if (pattern.type !== "identifier") return void 0;
    names.push(pattern.text);
  }
  return names;
}
var DOCUMENTABLE = /* @__PURE__ */ new Set([
  "function_declaration",
  "generator_function_declaration",
  "method_definition",
  "method_signature",
  "abstract_method_signature",
  "function_signature"
]);
function documentedStatement(fn) {
  let anchor = fn;
  if (fn.type === "arrow_function" || fn.type === "function_expression") anchor = fn.parent?.parent ?? fn;
  if (anchor.parent?.type === "export_statement") anchor = anchor.parent;
  return anchor;
}
function documentedFunction(comment) {
  let next = comment.nextNamedSibling;
  if (!next || next.startPosition.row > comment.endPosition.row + 1) return void 0;
  if (next.type === "export_statement") next = next.childForFieldName("declaration") ?? next;
  if (next.type === "lexical_declaration" || next.type === "variable_declaration") {
    const value = next.namedChildren.find((child) => child.type === "variable_declarator")?.childForFieldName("value");
    return value && (value.type === "arrow_function" || value.type === "function_expression") ? value : void 0;
  }
  return DOCUMENTABLE.has(next.type) ? next : void 0;
}
function docCommentOf(fn) {
  const anchor = documentedStatement(fn);
  const previous = anchor.previousNamedSibling;
  const adjacent = previous?.type === "comment" && previous.endPosition.row >= anchor.startPosition.row - 1;
  return adjacent && previous.text.startsWith("/**") ? previous : void 0;
}
function declaredFunction(statement) {
  const declaration = statement.type === "export_statement" ? statement.childForFieldName("declaration") : statement;
  return declaration && DOCUMENTABLE.has(declaration.type) ? declaration : void 0;
}
function overloadSetParameterNames(fn) {
  const name = fn.childForFieldName("name")?.text;
  const anchor = documentedStatement(fn);
  if (!name || !anchor.parent) return parameterNames(fn);
  const names = /* @__PURE__ */ new Set();
  for (const statement of anchor.parent.namedChildren) {
    const overload = declaredFunction(statement);
    if (!overload || overload.childForFieldName("name")?.text !== name) continue;
    const overloadNames = parameterNames(overload);
    if (!overloadNames) return void 0;
    for (const parameter of overloadNames) names.add(parameter);
  }
  return names.size > 0 ? [...names] : parameterNames(fn);
}
function functionLabel(fn) {
  const name = fn.childForFieldName("name") ?? fn.parent?.childForFieldName("name");
  return name?.text ?? "this function";
}
var FUNCTION_QUERY = `[(function_declaration) (generator_function_declaration) (method_definition)] @target
  (variable_declarator value: [(arrow_function) (function_expression)] @target)`;
var implementation2 = {
  languages: JS_FAMILY,
  // Only a `@param`, `@arg` or `@argument` tag documents a parameter (see jsdocParameters).
  textGate: /@param|@arg/,
  // Doc and signature are separate nodes: either one may be the changed part.
  query: {
    typescript: `${FUNCTION_QUERY} [(method_signature) (function_signature) (abstract_method_signature)] @target (comment) @target`,
    tsx: `${FUNCTION_QUERY} [(method_signature) (function_signature) (abstract_method_signature)] @target (comment) @target`,
    javascript: `${FUNCTION_QUERY} (comment) @target`
  },
  check: ({ target, context }) => {
    const fn = target.type === "comment" ? documentedFunction(target) : target;
    const doc = fn ? docCommentOf(fn) : void 0;
    const documented = doc ? jsdocParameters(doc) : [];
    if (!fn || documented.length === 0) return false;
    const parameters = overloadSetParameterNames(fn);
    const parameterList = fn.childForFieldName("parameters") ?? fn.childForFieldName("parameter");
    if (!parameters || !parameterList) return false;
    return staleParameterHit(documented, parameters, parameterList, functionLabel(fn), context);
  },
  examples: {
    match: [
      "/**\n * Charges the card.\n * @param {Order} order\n * @param {number} amountCents\n */\nexport function charge(order, amount) {\n  return gateway.charge(order.id, amount);\n}",
      "/** @param id the user id */\nconst load = async (userId: string) => repo.find(userId);"
    ],
    noMatch: [
      "/**\n * @param {Order} order\n * @param {number} [amount=0] optional amount\n */\nfunction charge(order, amount = 0) {}",
      "/**\n * @param {Options} options\n * @param {string} options.name\n */\nfunction create({ name }) {}",
      "/** @param args the values */\nfunction sum(...args) {}",
      "/**\n * @param data the input\n * @param functions the steps\n */\nexport function pipe<A>(data: A): A;\nexport function pipe<A, B>(data: A, ...functions: Array<(input: A) => B>): B;\nexport function pipe(data: unknown, ...functions: Array<(input: unknown) => unknown>): unknown {\n  return functions.reduce((value, step) => step(value), data);\n}"
    ]
  }
};

// src/rules/catalog/comment/todo-without-issue/typescript.ts
var implementation3 = {
  languages: JS_FAMILY,
  query: "(comment) @target",
  textGate: TODO_GATE,
  check: checkTodoNote,
  examples: {
    match: [
      "// TODO: handle the retry case",
      "const limit = 10; // HACK until the API paginates",
      "/**\n * Parses the header.\n * FIXME: breaks on folded lines\n */\nfunction parse() {}"
    ],
    noMatch: [
      "// TODO(#482): handle the retry case",
      "// TODO(maria): switch to Intl.NumberFormat",
      "// FIXME(@sam): validate the merged config",
      "// FIXME: see https://github.com/acme/app/issues/12",
      "// TODO: support folded lines\n// tracked in PLAT-1234",
      "// phone format XXX-XXX-XXXX",
      "// nothing todo here",
      "// const badData = 'XXX';",
      "// Files go to ~/.cache/app/XXX /data, e.g. for a run called XXX",
      "/**\n * @example\n *   sextant review --output /tmp/XXX report.json\n */\nfunction review() {}"
    ]
  }
};

// src/rules/catalog/review/always-true-inequality/typescript.ts
var LITERALS = /* @__PURE__ */ new Set(["number", "string", "true", "false", "null", "undefined"]);
function readComparison(node, operators) {
  if (node.type !== "binary_expression") return void 0;
  const operator = node.childForFieldName("operator")?.text ?? "";
  if (!operators.includes(operator)) return void 0;
  const loose = operator.length === 2;
  return comparisonOf(
    [node.childForFieldName("left"), node.childForFieldName("right")],
    (side) => LITERALS.has(side.type),
    dottedName,
    (literal) => literal.type === "string" ? `"${literal.text.slice(1, -1)}"` : loose && literal.type === "undefined" ? "null" : literal.text
  );
}
var SYNTAX = {
  chainType: "binary_expression",
  orOperator: "||",
  booleans: ["true", "false"],
  readComparison: (operand, underOr) => readComparison(operand, underOr ? ["!==", "!="] : ["===", "=="])
};
var implementation4 = {
  languages: JS_FAMILY,
  query: '(binary_expression operator: ["||" "&&"] @operator) @target',
  textGate: /!==?|===?/,
  check: ({ target, captures }) => checkChain(target, captures.operator?.text ?? "", SYNTAX),
  examples: {
    match: [
      "if (status !== 'active' || status !== 'pending') return;",
      "const skip = value !== null || value !== undefined;",
      "if (a.kind === 1 && a.kind === 2) run();"
    ],
    noMatch: [
      "if (status !== 'active' && status !== 'pending') return;",
      "if (value != null || value != undefined) use(value);",
      "if (a !== 'x' || b !== 'y') return;",
      "if (x === 'a' || x === 'b') run();"
    ]
  }
};

// src/rules/syntax/javascript/regex-literals.ts
var QUERY = `(regex pattern: (regex_pattern) @pattern) @target
((new_expression constructor: (identifier) @constructor arguments: (arguments . (string) @pattern)) @target
  (#eq? @constructor "RegExp"))
((call_expression function: (identifier) @constructor arguments: (arguments . (string) @pattern)) @target
  (#eq? @constructor "RegExp"))`;
function read(captures) {
  const node = captures.pattern;
  if (!node) return void 0;
  if (node.type === "regex_pattern") {
    const flags = node.parent?.childForFieldName("flags")?.text ?? "";
    const pattern2 = parsePattern(node.text, "javascript", /[uv]/.test(flags));
    return pattern2 && { pattern: pattern2, source: `/${node.text}/` };
  }
  const flagsArgument = node.nextNamedSibling;
  const unicode = flagsArgument?.type === "string" && /[uv]/.test(flagsArgument.text);
  const pattern = parsePattern(unescapeLiteral(node.text.slice(1, -1), false, "javascript"), "javascript", unicode);
  return pattern && { pattern, source: node.text };
}
var JS_REGEX = { languages: JS_FAMILY, query: QUERY, read };

// src/rules/catalog/review/anchored-alternation/typescript.ts
var implementation5 = regexImplementation(JS_REGEX, /\^[^\n]*\||\|[^\n]*\$/, looseAlternative, {
  match: ["const answer = /^yes|no|maybe$/.test(input);", "const method = new RegExp('^GET|POST|PUT$');"],
  noMatch: ["const trimmed = text.replace(/^\\s+|\\s+$/g, '');", "const answer = /^(?:yes|no|maybe)$/;", "const either = /^a$|^b$/;", "const any = /yes|no/;"]
});

// src/rules/catalog/review/array-callback-return/rule.ts
var rule57 = {
  id: "review/array-callback-return",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 85,
  category: "logic",
  message: "The callback to `.{{method}}()` has a block body that never returns a value, so every element gets `undefined`.",
  recommendation: "Return the value from the callback (or use an expression body), or call `forEach` if no result is wanted.",
  documentation: {
    finds: "`items.map((item) => { item.total * 2; })`: a block-bodied callback to `map`, `filter`, `find`, `some`, `every`, `flatMap` or `findIndex` with no `return value` anywhere.",
    why: "`map` yields an array of `undefined`, `filter` and `find` find nothing, `some` is always false: usually braces were added around an expression body.",
    wrongWhen: "Only callbacks with no `return value` at all are reported (not one path missing a return), a callback that only throws is left alone, and so is a call whose result is not used (`forEach` spelt `map`).",
    origin: "ESLint's `array-callback-return` and SonarSource's S3796."
  }
};

// src/rules/catalog/review/array-callback-return/typescript.ts
var METHODS = ["map", "filter", "find", "findIndex", "findLast", "findLastIndex", "some", "every", "flatMap"];
function returnsOrThrows(node) {
  if (node.type === "throw_statement") return true;
  if (node.type === "return_statement" && node.namedChildren.some((child) => child.type !== "comment")) return true;
  return node.namedChildren.some((child) => !isFunction(child) && returnsOrThrows(child));
}
var implementation6 = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: (member_expression property: (property_identifier) @method (#match? @method "^(${METHODS.join("|")})$"))
      arguments: (arguments . [(arrow_function body: (statement_block) @body) (function_expression body: (statement_block) @body)] @callback)) @target`,
  textGate: new RegExp(`\\.(${METHODS.join("|")})\\b`),
  check: ({ target, captures }) => {
    if (target.parent?.type === "expression_statement") return false;
    const body = captures.body;
    if (!body || statementsOf(body).length === 0 || returnsOrThrows(body)) return false;
    if (captures.callback?.text.startsWith("async") || captures.callback?.text.startsWith("function*")) return false;
    return { line: (captures.callback ?? body).startPosition.row + 1, details: { method: captures.method?.text ?? "" } };
  },
  examples: {
    match: ["const totals = orders.map((order) => {\n  order.total * 2;\n});", "const adults = people.filter(function (person) {\n  person.age >= 18;\n});"],
    noMatch: [
      "const totals = orders.map((order) => {\n  return order.total * 2;\n});",
      "const totals = orders.map((order) => order.total * 2);",
      "orders.forEach((order) => {\n  send(order);\n});",
      "handlers.map((handler) => {\n  register(handler);\n});",
      "const found = items.find((item) => {\n  if (item.id === id) return true;\n  return false;\n});",
      "const parsed = rows.map((row) => {\n  throw new Error(row);\n});"
    ]
  }
};

// src/rules/catalog/review/assignment-in-condition/rule.ts
var rule58 = {
  id: "review/assignment-in-condition",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 85,
  category: "logic",
  message: "`if ({{condition}})` assigns instead of comparing: the branch depends on the assigned value, and `{{target}}` is overwritten.",
  recommendation: "Compare with `===`; if the assignment is meant, wrap it in a second pair of parentheses: `if ((match = pattern.exec(text)))`.",
  documentation: {
    finds: "`if (a = b)`: a plain assignment as the whole condition of an `if`, without the extra parentheses that mark it as intended.",
    why: "A `=` typed for `===` overwrites the variable and makes the branch depend on the new value.",
    wrongWhen: "The assignment is meant; wrap it in extra parentheses. Loops (`while (m = re.exec(s))`) are the common intended idiom and are left alone, and so is a flag set from a test (`if (isNode = typeof process < 'u')`): read as `===` it would compare a value with a comparison's result. When the branch reads the variable it assigned (`if (found = lookup(name)) return use(found)`), the assignment is the point and only the parentheses are missing: 70, hidden.",
    origin: "ESLint's `no-cond-assign` (except-parens) and SonarSource's S1121."
  }
};

// src/rules/catalog/review/assignment-in-condition/typescript.ts
var COMPARISONS = /* @__PURE__ */ new Set(["<", ">", "<=", ">=", "==", "===", "!=", "!==", "instanceof", "in"]);
function isBooleanTest(node) {
  const expression = unwrapParentheses(node);
  if (expression.type !== "binary_expression") return false;
  const operator = expression.childForFieldName("operator")?.text ?? "";
  if (COMPARISONS.has(operator)) return true;
  const left = expression.childForFieldName("left");
  const right = expression.childForFieldName("right");
  return (operator === "&&" || operator === "||") && !!left && !!right && isBooleanTest(left) && isBooleanTest(right);
}
var implementation7 = {
  languages: JS_FAMILY,
  // Only the direct child of the `if`'s own parentheses: `if ((a = b))` has one more level and is left alone.
  query: "(if_statement condition: (parenthesized_expression (assignment_expression left: (_) @assigned right: (_) @value) @assignment)) @target",
  check: ({ captures }) => {
    const assignment = captures.assignment;
    if (!assignment || captures.value && isBooleanTest(captures.value)) return false;
    const assigned = captures.assigned;
    const details = { condition: excerpt(assignment.text, 60), target: excerpt(assigned?.text ?? "", 40) };
    const consequence = captures.target && captures.target.childForFieldName("consequence");
    const usesValue = assigned?.type === "identifier" && !!consequence?.descendantsOfType("identifier").some((use) => use.text === assigned.text);
    return { line: assignment.startPosition.row + 1, details, ...usesValue ? { confidence: 70 } : {} };
  },
  examples: {
    match: ["if (user.role = 'admin') grant(user);", "if (count = 0) {\n  reset();\n}"],
    noMatch: [
      "if (user.role === 'admin') grant(user);",
      "if ((match = pattern.exec(text))) use(match);",
      "while (match = pattern.exec(text)) use(match);",
      "if (count += 1) tick();",
      "if (isNode = typeof process < 'u' && typeof process.stdout < 'u') setUp();"
    ]
  }
};

// src/rules/catalog/review/async-promise-executor/rule.ts
var rule59 = {
  id: "review/async-promise-executor",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "async",
  message: "`new Promise(async \u2026)`: an error thrown inside the async executor is lost and the promise never settles.",
  recommendation: "Make the executor synchronous, or drop `new Promise` and write an async function that returns the value.",
  documentation: {
    finds: "`new Promise(async (resolve, reject) => { \u2026 })`.",
    why: "The promise the async executor returns is ignored: a throw or rejected await inside it becomes an unhandled rejection and the outer promise stays pending; an executor that awaits rarely needs `new Promise` at all.",
    wrongWhen: "An executor whose whole body is one `try`/`catch` handing errors to `reject` is left alone; it still reads better as an async function.",
    origin: "ESLint's `no-async-promise-executor`."
  }
};

// src/rules/syntax/javascript/async-bug-patterns-helpers.ts
function isAsync(fn) {
  return fn.child(0)?.type === "async";
}
function promiseDeclaration(fn) {
  if (isAsync(fn)) return "async";
  return /^:\s*Promise\s*</.test(fn.childForFieldName("return_type")?.text ?? "") ? "Promise" : void 0;
}

// src/rules/catalog/review/async-promise-executor/typescript.ts
function catchesEverything(executor) {
  const body = executor.childForFieldName("body");
  if (body?.type !== "statement_block") return false;
  const statements = statementsOf(body);
  return statements.length === 1 && statements[0]?.type === "try_statement" && statements[0].childForFieldName("handler") !== null;
}
var implementation8 = {
  languages: JS_FAMILY,
  query: `(new_expression constructor: (identifier) @constructor (#eq? @constructor "Promise")
      arguments: (arguments . [(arrow_function) (function_expression)] @executor)) @target`,
  textGate: /new\s+Promise\s*\(\s*async\b/,
  check: ({ captures }) => captures.executor !== void 0 && isAsync(captures.executor) && !catchesEverything(captures.executor) ? {} : false,
  examples: {
    match: [
      "const data = new Promise(async (resolve) => {\n  resolve(await read(path));\n});",
      "return new Promise(async function (resolve, reject) {\n  resolve(await fetchUser(id));\n});"
    ],
    noMatch: [
      "const data = new Promise((resolve) => setTimeout(resolve, 10));",
      "const data = (async () => await read(path))();",
      "const data = new Promise(executor);",
      "const data = new Promise(async (resolve, reject) => {\n  try {\n    resolve(await read(path));\n  } catch (error) {\n    reject(error);\n  }\n});"
    ]
  }
};

// src/rules/catalog/review/await-in-foreach/rule.ts
var rule60 = {
  id: "review/await-in-foreach",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "bug-pattern",
  message: "`forEach` does not wait for its `async` callback: the code after the loop runs before the awaited work is done, and a rejection is unhandled.",
  recommendation: "Use `for (const item of items) { await \u2026 }` for one at a time, or `await Promise.all(items.map(async (item) => \u2026))` to run them together.",
  documentation: {
    finds: "`forEach(async \u2026)` with `await` inside.",
    why: "`forEach` does not wait for the promises its callback returns: the code after the loop runs before the work is done, and rejections go unhandled.",
    wrongWhen: "When nothing after the loop depends on the work and errors are handled inside the callback; prefer `for \u2026 of` or `Promise.all` anyway.",
    origin: "ESLint's `no-async-promise-executor` family and typescript-eslint's `no-misused-promises`."
  }
};

// src/rules/catalog/review/await-in-foreach/typescript.ts
var implementation9 = {
  languages: JS_FAMILY,
  query: `((call_expression
      function: (member_expression property: (property_identifier) @method)
      arguments: (arguments . [(arrow_function) (function_expression)] @callback)) @target
      (#eq? @method "forEach"))`,
  textGate: /forEach/,
  check: ({ captures }) => {
    const callback = captures.callback;
    if (!callback || !isAsync(callback)) return false;
    return callback.descendantsOfType("await_expression").some((awaited) => enclosingFunction(awaited)?.id === callback.id);
  },
  examples: {
    match: ["async function sendAll(users) {\n  users.forEach(async (user) => {\n    await mail(user);\n  });\n  done();\n}"],
    noMatch: ["async function sendAll(users) {\n  for (const user of users) await mail(user);\n}", "users.forEach((user) => mail(user));"]
  }
};

// src/rules/catalog/review/boolean-sort-comparator/typescript.ts
var BOOLEAN_OPERATORS = /* @__PURE__ */ new Set(["<", ">", "<=", ">=", "===", "!==", "==", "!="]);
function returnedExpression(comparator) {
  const body = comparator.childForFieldName("body");
  if (!body) return void 0;
  if (body.type !== "statement_block") return body;
  const [only, ...rest] = statementsOf(body);
  return rest.length === 0 && only?.type === "return_statement" ? only.namedChildren[0] ?? void 0 : void 0;
}
function isBoolean(expression) {
  const node = unwrapParentheses(expression);
  if (node.type === "binary_expression") return BOOLEAN_OPERATORS.has(node.childForFieldName("operator")?.text ?? "");
  return node.type === "unary_expression" && node.childForFieldName("operator")?.text === "!";
}
var implementation10 = {
  languages: JS_FAMILY,
  query: `((call_expression
  function: (member_expression property: (property_identifier) @method)
  arguments: (arguments . [(arrow_function) (function_expression)] @comparator .)) @target
  (#any-of? @method "sort" "toSorted"))`,
  textGate: /sort|Sorted/,
  check: ({ captures }) => {
    const comparator = captures.comparator;
    const parameters = comparator?.childForFieldName("parameters")?.namedChildren.length ?? (comparator?.childForFieldName("parameter") ? 1 : 0);
    const returned = comparator && returnedExpression(comparator);
    if (!comparator || parameters !== 2 || !returned || !isBoolean(returned)) return false;
    return { details: { comparator: excerpt(comparator.text, 50), method: captures.method?.text ?? "sort" } };
  },
  examples: {
    match: ["const sorted = items.sort((a, b) => a > b);", "people.toSorted(function (a, b) {\n  return a.name < b.name;\n});"],
    noMatch: [
      "const sorted = items.sort((a, b) => a - b);",
      "const sorted = items.sort((a, b) => a.x - b.x || a.y - b.y);",
      "const sorted = items.sort((a, b) => (a > b ? 1 : a < b ? -1 : 0));",
      "const sorted = names.sort((a, b) => a.localeCompare(b));",
      "const found = items.find((a) => a > limit);"
    ]
  }
};

// src/rules/catalog/review/class-called-without-new/rule.ts
var rule61 = {
  id: "review/class-called-without-new",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 95,
  category: "bug-pattern",
  message: "`{{name}}` is a class, called here without `new`: this throws `TypeError: Class constructor {{name}} cannot be invoked without 'new'`.",
  recommendation: "Call it with `new {{name}}(\u2026)`.",
  documentation: {
    finds: "A class declared in the file called as a function (`Point(1, 2)`).",
    why: "Calling a class without `new` throws a TypeError at run time.",
    wrongWhen: "Never for a real class; a factory function with a class-like name is not a class and is not reported.",
    origin: "TypeScript's error 2348 and ESLint's `new-cap`."
  }
};

// src/rules/catalog/review/class-called-without-new/typescript.ts
var classMentionsOf = perFile((context) => {
  const names = /* @__PURE__ */ new Set();
  for (const match of context.lines.join("\n").matchAll(/\bclass\s+([\w$]+)|(?<![\w$])([\w$]+)\s*=\s*class\b/g)) names.add(match[1] ?? match[2] ?? "");
  return names;
});
var classNamesOf = perFile((context) => {
  const classes = /* @__PURE__ */ new Set();
  const functions = /* @__PURE__ */ new Set();
  for (const node of context.root.descendantsOfType([
    "class_declaration",
    "abstract_class_declaration",
    "function_declaration",
    "function_signature",
    "class"
  ])) {
    const name = node.type === "class" ? node.parent?.type === "variable_declarator" ? node.parent.childForFieldName("name")?.text : void 0 : node.childForFieldName("name")?.text;
    if (!name) continue;
    (node.type === "function_declaration" || node.type === "function_signature" ? functions : classes).add(name);
  }
  for (const assignment of context.root.descendantsOfType("assignment_expression")) functions.add(assignment.childForFieldName("left")?.text ?? "");
  for (const name of functions) classes.delete(name);
  return classes;
});
var implementation11 = {
  languages: JS_FAMILY,
  query: "(call_expression function: (identifier) @name) @target",
  textGate: /class/,
  check: ({ captures, context }) => {
    const name = captures.name?.text;
    if (name === void 0 || context.path.endsWith(".d.ts")) return false;
    return classMentionsOf(context).has(name) && classNamesOf(context).has(name);
  },
  fix: ({ lines, line, column }) => {
    const text = lines[line - 1] ?? "";
    if (column === void 0 || !/^[\w$]+\s*\(/.test(text.slice(column - 1))) return void 0;
    return { startLine: line, endLine: line, replacement: [`${text.slice(0, column - 1)}new ${text.slice(column - 1)}`] };
  },
  examples: {
    match: ["class Point {\n  constructor(x, y) {\n    this.x = x;\n    this.y = y;\n  }\n}\nconst origin = Point(0, 0);"],
    noMatch: [
      "class Point {}\nconst origin = new Point();",
      "function Point(x) {\n  return { x };\n}\nconst origin = Point(0);",
      "const Group = callable(class Group {});\nconst group = Group(parser);"
    ]
  }
};

// src/rules/catalog/review/command-string-as-program/typescript.ts
var SPAWNING = /* @__PURE__ */ new Set(["spawn", "spawnSync", "execFile", "execFileSync"]);
var implementation12 = {
  languages: JS_FAMILY,
  query: `[
  (call_expression function: (identifier) @function arguments: (arguments . (string) @program) @arguments)
  (call_expression function: (member_expression property: (property_identifier) @function) arguments: (arguments . (string) @program) @arguments)
] @target`,
  textGate: /\b(spawn|spawnSync|execFile|execFileSync)\s*\(/,
  check: ({ captures }) => {
    if (!SPAWNING.has(captures.function?.text ?? "")) return false;
    const program = captures.program?.text.slice(1, -1) ?? "";
    if (!program.includes(" ") || /[\\/]/.test(program)) return false;
    if (/\bshell\s*:/.test(captures.arguments?.text ?? "")) return false;
    const [name, ...rest] = program.trim().split(/\s+/);
    const fixed = `${captures.function?.text}(${JSON.stringify(name)}, ${JSON.stringify(rest)})`;
    return { details: { program, fixed } };
  },
  examples: {
    match: [
      "const child = spawn('git status');",
      "const out = execFileSync('ls -l', { encoding: 'utf8' });",
      "childProcess.spawn('npm run build', { stdio: 'inherit' });"
    ],
    noMatch: [
      "const child = spawn('git', ['status']);",
      "const child = spawn('npm run build', { shell: true });",
      "const out = execFileSync('/usr/bin/env node');",
      "const out = exec('ls -l');"
    ]
  }
};

// src/rules/catalog/review/console-log/rule.ts
var rule62 = {
  id: "review/console-log",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "low",
  confidence: 70,
  category: "debugging",
  message: "`console.{{method}}` call `{{target}}` added to application code.",
  recommendation: "Remove debugging output, or use the project's logger so the message has a level and can be turned off.",
  files: "source",
  documentation: {
    finds: "`console.log`, `console.debug`, `console.trace`, `console.dir` in library code.",
    why: "Debugging output left in a library clutters its users' logs and can print data that should not be printed.",
    wrongWhen: "Command-line tools and scripts print on purpose: test files, `bin/`, `scripts/`, `tools/`, examples, demos, playgrounds, benchmarks (a folder, or a single `playground`, `demo` or `bench` file), `cli` files and files run as programs (a shebang, `process.argv`) are left alone.",
    origin: "ESLint's `no-console`."
  }
};

// src/rules/catalog/review/console-log/typescript.ts
var PRINTS_BY_DESIGN = /(^|\/)cli([-.][\w.-]*)?(\.[cm]?[jt]sx?|\/)|(^|\/)(bin|scripts?|tools?|examples?|demos?|playgrounds?|bench|benchmarks?)\/|(^|\/)(demo|playground|bench|benchmark)\.[cm]?[jt]sx?$/;
function isProgram(lines) {
  return (lines[0] ?? "").startsWith("#!") || lines.some((line) => line.includes("process.argv"));
}
var implementation13 = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: (member_expression object: (identifier) @object property: (property_identifier) @method)
      (#eq? @object "console") (#any-of? @method "log" "debug" "trace" "dir")) @target`,
  textGate: /console/,
  check: ({ target, captures, context }) => {
    if (fileRoleOf(context.path) !== "source" || PRINTS_BY_DESIGN.test(context.path) || isProgram(context.lines)) return false;
    const argumentList = target.childForFieldName("arguments")?.namedChildren.filter((argument) => argument.type !== "comment") ?? [];
    const strings = argumentList.filter((argument) => argument.type === "string" || argument.type === "template_string").map((argument) => argument.text);
    const debugging = captures.method?.text !== "log" || looksLikeDebugOutput(strings, argumentList.length - strings.length);
    return debugging ? { confidence: 85 } : true;
  },
  examples: {
    match: ["export function total(items) {\n  console.log('items', items);\n  return sum(items);\n}", "console.log(`listening on ${port}`);"],
    noMatch: [
      "console.error('failed to load config', error);",
      "logger.log(event);",
      "#!/usr/bin/env node\nconst [file] = process.argv.slice(2);\nconsole.log(render(file));"
    ]
  }
};

// src/rules/catalog/review/constant-binary-expression/rule.ts
var rule63 = {
  id: "review/constant-binary-expression",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "logic",
  message: "`{{expression}}` {{verdict}}.",
  recommendation: "Compare contents instead of identity (`items.length === 0`, a deep-equal helper), or parenthesise what `??` was meant to default (`a + (b ?? 0)`).",
  documentation: {
    finds: 'A comparison with a value created on the spot (`x === []`, `x == {}`, `x === /re/`), `??` after an operand that is never nullish (`a + b ?? 0`, `"prefix" ?? name`), a boolean compared with what is never a boolean (`!user === null`, `!options.mode === "strict"`), and a value that is never nullish compared with `null` or `undefined` (`typeof callback === undefined`, `a + b == null`).',
    why: "A new object or array is identical to nothing that exists, so the comparison is constant and its branch always or never runs; and an arithmetic, comparison or literal is never `null` or `undefined`, so the default after `??` is dead \u2014 usually `??` was meant to bind tighter than it does. `!` binds tighter than `===`: `!a === b` compares a boolean, which is never a number, string, `null` or `undefined`.",
    wrongWhen: 'Never intended. Left alone: a boolean compared with another boolean (`!a === !b`), loose `==` of a boolean with a number or string (`!x == 0` can be true), loose `==` with an array literal (`"" == []` is true), objects with their own `valueOf`/`toString`, and `new` expressions (a constructor may return an existing object).',
    origin: "ESLint's `no-constant-binary-expression` (the always-new, constant-nullishness and constant-comparison cases), SonarSource's S6638 and S7736 (negated expressions in equality checks)."
  }
};

// src/rules/catalog/review/constant-binary-expression/typescript.ts
var FRESH = {
  object: "object",
  array: "array",
  arrow_function: "function",
  function_expression: "function",
  class: "class",
  regex: "regular expression"
};
function freshKind(node, strict) {
  const kind = FRESH[node.type];
  if (!kind || !strict && node.type === "array") return void 0;
  if (node.type === "object" && /valueOf|toString|toPrimitive/.test(node.text)) return void 0;
  return kind;
}
var NEVER_NULLISH = /* @__PURE__ */ new Set([
  "number",
  "string",
  "template_string",
  "true",
  "false",
  "object",
  "array",
  "arrow_function",
  "function_expression",
  "class",
  "regex",
  "new_expression",
  "update_expression"
]);
function neverNullish(node) {
  if (NEVER_NULLISH.has(node.type)) return true;
  const operator = node.childForFieldName("operator")?.text ?? "";
  if (node.type === "binary_expression") return !["&&", "||", "??"].includes(operator);
  return node.type === "unary_expression" && operator !== "void";
}
var COMPARISON_OPERATORS = /* @__PURE__ */ new Set(["===", "!==", "==", "!=", "<", ">", "<=", ">=", "instanceof", "in"]);
function isBoolean2(node) {
  const operator = node.childForFieldName("operator")?.text ?? "";
  if (node.type === "unary_expression") return operator === "!";
  return node.type === "binary_expression" && COMPARISON_OPERATORS.has(operator);
}
var isNullish = (node) => node.type === "null" || node.type === "undefined" || node.type === "identifier" && node.text === "undefined";
var NON_BOOLEAN_LITERALS = {
  number: "a number",
  string: "a string",
  template_string: "a string",
  null: "null",
  undefined: "undefined"
};
function constantComparison(left, right, strict) {
  for (const [value, other] of [
    [left, right],
    [right, left]
  ]) {
    if (isBoolean2(value)) {
      const kind = other.type === "identifier" && other.text === "undefined" ? "undefined" : NON_BOOLEAN_LITERALS[other.type];
      if (kind && (strict || isNullish(other))) return `\`${excerpt(value.text, 30)}\` is a boolean, never ${kind}`;
    }
    if (isNullish(other) && neverNullish(value) && !isNullish(value)) return `\`${excerpt(value.text, 30)}\` is never null or undefined`;
  }
  return void 0;
}
var implementation14 = {
  languages: JS_FAMILY,
  query: '(binary_expression operator: ["===" "!==" "==" "!=" "??"] @operator) @target',
  check: ({ target, captures }) => {
    const operator = captures.operator?.text ?? "";
    const left = target.childForFieldName("left");
    const right = target.childForFieldName("right");
    if (!left || !right || target.hasError) return false;
    const expression = excerpt(target.text, 60);
    if (operator === "??") {
      const operand = unwrapParentheses(left);
      if (!neverNullish(operand)) return false;
      return { details: { expression, verdict: `never uses \`${excerpt(right.text, 30)}\`: \`${excerpt(operand.text, 30)}\` is never null or undefined` } };
    }
    const strict = operator.length === 3;
    const always = operator.startsWith("!") ? "true" : "false";
    const constant = constantComparison(unwrapParentheses(left), unwrapParentheses(right), strict);
    if (constant) return { details: { expression, verdict: `is always ${always}: ${constant}` } };
    const kind = freshKind(unwrapParentheses(right), strict) ?? freshKind(unwrapParentheses(left), strict);
    if (!kind) return false;
    return { details: { expression, verdict: `is always ${always}: a ${kind} created here is a new value, equal to nothing that exists` } };
  },
  examples: {
    match: [
      "if (items === []) return empty();",
      "const changed = options != {};",
      "const total = price * quantity ?? 0;",
      "const label = 'Item: ' + name ?? 'unknown';",
      "if (pattern === /^a/) run();",
      "if (!user === null) return;",
      "if (typeof callback === undefined) callback = noop;",
      "const missing = a + b == null;",
      "if (!options.mode === 'strict') relax();"
    ],
    noMatch: [
      "if (items.length === 0) return empty();",
      "const total = price * (quantity ?? 1);",
      'const name = user.name ?? "anonymous";',
      "if (value == []) reset();",
      "const same = a === b;",
      "const same = !a === !b;",
      "if (!flag == 0) run();",
      "if (value == null) reset();",
      "const unchanged = (a < b) === previous;"
    ]
  }
};

// src/rules/catalog/review/conversion-of-comparison/rule.ts
var rule64 = {
  id: "review/conversion-of-comparison",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "bug-pattern",
  message: "`{{call}}` converts the result of a comparison ({{value}}), not the operand: the closing parenthesis is probably misplaced.",
  recommendation: "Close the conversion around the operand: `{{fn}}(value) !== 443`, not `{{fn}}(value !== 443)`.",
  documentation: {
    finds: "`Number(port !== 443)`, `parseInt(a > b)`: a comparison converted to a number or string, tested as a condition.",
    why: "The parentheses are misplaced: the conversion was meant to apply to an operand, and the condition is not the one written.",
    wrongWhen: "Deliberate boolean-to-number conversion (`Number(flag)`) is not a comparison and is not reported.",
    origin: "Sextant's own pattern, from bugs seen in real commits."
  }
};

// src/rules/syntax/javascript/bug-patterns-helpers.ts
function hadItBefore(target, context, defective) {
  const before = counterpartBefore(target, context, () => void 0);
  return before !== null && before !== void 0 && defective(before);
}
var COMPARISONS2 = ["===", "==", "!==", "!=", "<", ">", "<=", ">="];

// src/rules/catalog/review/conversion-of-comparison/typescript.ts
function inBooleanContext(node) {
  let current = node;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (parent.type === "parenthesized_expression") continue;
    if (parent.type === "binary_expression" && ["&&", "||"].includes(parent.childForFieldName("operator")?.text ?? "")) continue;
    if (parent.type === "unary_expression") return parent.childForFieldName("operator")?.text === "!";
    if (["if_statement", "while_statement", "do_statement"].includes(parent.type)) return parent.childForFieldName("condition")?.id === current.id;
    if (parent.type === "ternary_expression") return parent.childForFieldName("condition")?.id === current.id;
    if (parent.type === "for_statement") return parent.childForFieldName("condition")?.id === current.id;
    return false;
  }
  return false;
}
var implementation15 = {
  languages: JS_FAMILY,
  query: `((call_expression
      function: (identifier) @fn
      arguments: (arguments . (binary_expression operator: [${COMPARISONS2.map((operator) => JSON.stringify(operator)).join(" ")}]))) @target
      (#any-of? @fn "Number" "String" "parseInt" "parseFloat"))`,
  textGate: /Number|String|parse/,
  check: ({ target, captures }) => {
    const fn = captures.fn?.text ?? "";
    const parses = fn.startsWith("parse");
    if (!parses && !inBooleanContext(target)) return false;
    const value = parses ? "always NaN" : fn === "String" ? "'true' or 'false', both truthy" : "the same truth value as the comparison itself";
    return { details: { call: excerpt(target.text, 60), value } };
  },
  examples: {
    match: ["if (secure && Number(port !== 443)) addPort();", "const big = parseInt(size > 10);", "if (String(mode === 'dark')) applyDark();"],
    noMatch: ["if (secure && Number(port) !== 443) addPort();", "items.sort((a, b) => Number(a.done > b.done) - Number(a.done < b.done));"]
  }
};

// src/rules/catalog/review/copy-paste-slip/typescript.ts
var identifiersOf = perFile((context) => new Set(context.root.descendantsOfType("identifier").map((node) => node.text)));
var MIN_PARALLEL = 3;
var VARYING = /* @__PURE__ */ new Set([
  "identifier",
  "property_identifier",
  "shorthand_property_identifier",
  "number",
  "string_fragment",
  "type_identifier",
  "private_property_identifier"
]);
function leavesOf(node, separator) {
  const leaves = [];
  let split = 0;
  const visit = (current) => {
    if (current.type === "comment") return;
    if (current.childCount > 0) {
      for (const child of current.children) visit(child);
      return;
    }
    leaves.push({ type: current.type, text: current.text });
    if (current.endIndex <= separator.startIndex) split += 1;
  };
  visit(node);
  return { leaves, split };
}
function separatorOf(node) {
  if (node.type === "expression_statement") {
    const assignment = node.namedChildren[0];
    return assignment?.type === "assignment_expression" ? assignment.childForFieldName("left")?.nextSibling ?? void 0 : void 0;
  }
  if (node.type === "lexical_declaration" || node.type === "variable_declaration") {
    const declarators = node.namedChildren.filter((child) => child.type === "variable_declarator");
    return declarators.length === 1 ? declarators[0]?.childForFieldName("value")?.previousSibling ?? void 0 : void 0;
  }
  return node.type === "pair" ? node.childForFieldName("key")?.nextSibling ?? void 0 : void 0;
}
function parallelOf(node, separator) {
  const { leaves, split } = leavesOf(node, separator);
  return split >= 1 ? { node, leaves, split } : void 0;
}
function sameShape(a, b) {
  if (a.leaves.length !== b.leaves.length || a.split !== b.split) return false;
  return a.leaves.every((leaf, index) => {
    const other = b.leaves[index];
    return other !== void 0 && (leaf.text === other.text || VARYING.has(leaf.type) && leaf.type === other.type);
  });
}
function parallelRuns(siblings, minimum) {
  const runs = [];
  let run = [];
  const close = () => {
    if (run.length >= minimum) runs.push(run);
    run = [];
  };
  const candidates = siblings.filter((sibling) => sibling.type !== "comment");
  const separators = candidates.map((sibling) => sibling.startPosition.row === sibling.endPosition.row ? separatorOf(sibling) : void 0);
  for (let start = 0; start < candidates.length; ) {
    let end = start;
    while (end < candidates.length && separators[end]) end += 1;
    for (let index = start; end - start >= minimum && index < end; index += 1) {
      const parallel = parallelOf(candidates[index], separators[index]);
      if (!parallel) {
        close();
        continue;
      }
      const first = run[0];
      if (first && !sameShape(first, parallel)) close();
      run.push(parallel);
    }
    close();
    start = end + 1;
  }
  return runs;
}
function varyingPositions(run) {
  const [first] = run;
  if (!first) return [];
  return first.leaves.map((_, index) => index).filter((index) => run.some((statement) => statement.leaves[index]?.text !== first.leaves[index]?.text));
}
function slipIn(run) {
  const varying = varyingPositions(run);
  const [first] = run;
  if (!first) return void 0;
  const targets = varying.filter((index) => index < first.split);
  const values = varying.filter((index) => index > first.split);
  const written = new Set(run.map((statement) => targets.map((index) => statement.leaves[index]?.text).join(" ")));
  if (targets.length === 0 || written.size !== run.length) return void 0;
  const linked = first.node.type !== "pair";
  for (const value of values) {
    const texts = run.map((statement) => statement.leaves[value]?.text ?? "");
    for (const target of linked && first.leaves[value]?.type !== "string_fragment" ? targets : []) {
      const breaking = run.filter((statement) => statement.leaves[target]?.text !== statement.leaves[value]?.text);
      const odd = breaking[0];
      if (breaking.length !== 1 || !odd) continue;
      const kept = odd.leaves[value]?.text ?? "";
      const source = run.slice(0, run.indexOf(odd)).find((statement) => statement.leaves[value]?.text === kept);
      if (!source) continue;
      if (!varying.every((index) => targets.includes(index) || odd.leaves[index]?.text === source.leaves[index]?.text)) continue;
      return { node: odd.node, kept, expected: odd.leaves[target]?.text ?? "", keptType: odd.leaves[value]?.type ?? "", consistent: run.length - 1 };
    }
    const counted = countingSlip(run, value, texts);
    if (counted) return counted;
  }
  return void 0;
}
function countingSlip(run, value, texts) {
  if (run.some((statement) => statement.leaves[value]?.type !== "number" || statement.leaves[value - 1]?.text !== "[")) return void 0;
  const numbers = texts.map(Number);
  if (!numbers.every((number) => Number.isInteger(number))) return void 0;
  const repeats = numbers.flatMap((number, index) => index > 0 && number === numbers[index - 1] ? [index] : []);
  const [repeat] = repeats;
  if (repeats.length !== 1 || repeat === void 0) return void 0;
  const rest = numbers.filter((_, index) => index !== repeat);
  if (!rest.every((number, index) => index === 0 || number === (rest[index - 1] ?? 0) + 1)) return void 0;
  const odd = run[repeat];
  const previous = numbers[repeat - 1] ?? 0;
  return odd ? { node: odd.node, kept: String(previous), expected: String(previous + 1), keptType: "number", consistent: run.length - 1 } : void 0;
}
var implementation16 = {
  languages: JS_FAMILY,
  query: `(statement_block) @target
      (program) @target
      (object) @target`,
  // The costliest rule: about a fifth of scan time on the benchmark's generated change, 5-8% on real TypeScript:
  // it reads every token of every stretch of three or more one-line assignments, and each generated file is mostly
  // one such stretch. Comparing rows token by token is what finds the slip, so the cost stays.
  check: ({ target, context }) => {
    for (const run of parallelRuns(target.namedChildren, MIN_PARALLEL)) {
      const slip = slipIn(run);
      if (!slip || !context.isChanged(slip.node.startPosition.row + 1)) continue;
      if (slip.keptType === "identifier" && !identifiersOf(context).has(slip.expected)) continue;
      return {
        line: slip.node.startPosition.row + 1,
        details: { statement: excerpt(slip.node.text.replace(/[;,]$/, ""), 60), kept: slip.kept, expected: slip.expected },
        // Two lines that agree make a weaker pattern than three.
        ...slip.consistent < 3 ? { confidence: 80 } : {}
      };
    }
    return false;
  },
  examples: {
    match: [
      "function copy(a, b) {\n  a.x = b.x;\n  a.y = b.y;\n  a.z = b.y;\n}",
      "function init(width, height, depth) {\n  this.width = width;\n  this.height = height;\n  this.depth = height;\n}",
      "function parse(args) {\n  const host = args[0];\n  const port = args[1];\n  const path = args[1];\n  return { host, port, path };\n}",
      "const endpoint = {\n  host: parts[0],\n  port: parts[1],\n  path: parts[1],\n};"
    ],
    noMatch: [
      "function copy(a, b) {\n  a.x = b.x;\n  a.y = b.y;\n  a.z = b.z;\n}",
      "function copy(a, b) {\n  a.x = b.x;\n  a.y = b.x;\n}",
      "const size = {\n  width: side,\n  height: side,\n  depth: side,\n};",
      "function parse(args) {\n  const host = args[0];\n  const port = args[1];\n  const path = args[2];\n}",
      "const box = {\n  top: rect.top,\n  left: rect.left,\n  bottom: rect.top,\n};",
      "function bump(current, previous) {\n  out.name = current.name;\n  out.version = current.version;\n  out.prevVersion = previous.version;\n}",
      "const codes = {\n  throw: 1,\n  return: 2,\n  break: 3,\n  continue: 3,\n};",
      "function init(body, statusCode) {\n  this.body = body;\n  this.statusCode = statusCode;\n  this.status = statusCode;\n}",
      "const api = {\n  AnyMap: FlattenMap,\n  FlattenMap: FlattenMap,\n  TraceMap: TraceMap,\n};",
      {
        before: "function copy(a, b) {\n  a.x = b.x;\n  a.y = b.y;\n  a.z = b.y;\n}",
        after: "function copy(a, b) {\n  a.x = b.x;\n  a.y = b.y;\n  a.z = b.y;\n  a.w = b.w;\n}"
      }
    ]
  }
};

// src/rules/catalog/review/debugger/typescript.ts
var implementation17 = {
  languages: JS_FAMILY,
  query: "(debugger_statement) @target",
  textGate: /debugger/,
  fix: ({ lines, line }) => /^\s*debugger;?\s*$/.test(lines[line - 1] ?? "") ? { startLine: line, endLine: line, replacement: [] } : void 0,
  examples: {
    match: ["function pay(order) {\n  debugger;\n  return submit(order);\n}", "if (retries > 3) debugger;"],
    noMatch: ["const debuggerEnabled = false;", "logger.debug('paying');"]
  }
};

// src/rules/catalog/review/decimal-file-mode/typescript.ts
var MODE_CALLS = /^(?:f|l)?chmod(?:Sync)?$|^mkdir(?:Sync)?$|^open(?:Sync)?$|^(?:writeFile|appendFile)(?:Sync)?$|^createWriteStream$/;
var FS_OBJECT = /^(?:fs|fsp|fse|fsPromises|promises|fs\.promises|fsExtra)$/;
function modeLiteral(call) {
  for (const arg of call.childForFieldName("arguments")?.namedChildren ?? []) {
    if (arg?.type === "number") return arg;
    const property = arg?.type === "object" ? arg.namedChildren.find((pair) => pair?.type === "pair" && pair.childForFieldName("key")?.text === "mode") : void 0;
    const value = property?.childForFieldName("value");
    if (value?.type === "number") return value;
  }
  return void 0;
}
var implementation18 = {
  languages: JS_FAMILY,
  query: "(call_expression function: (member_expression) arguments: (arguments)) @target",
  textGate: /(?:chmod|mkdir|open|writeFile|appendFile|createWriteStream)(?:Sync)?\(/,
  check: ({ target }) => {
    const path = calleePath(target);
    if (!MODE_CALLS.test(path.at(-1) ?? "") || !FS_OBJECT.test(path.slice(0, -1).join("."))) return false;
    const mode = modeLiteral(target);
    return mode !== void 0 && looksOctal(mode.text) && { details: modeDetails(mode.text) };
  },
  examples: {
    match: ["fs.chmodSync(script, 755);", "await fs.promises.mkdir(dir, { recursive: true, mode: 700 });", "fs.writeFileSync(keyPath, key, { mode: 600 });"],
    noMatch: [
      "fs.chmodSync(script, 0o755);",
      "fs.mkdirSync(dir, { recursive: true });",
      "cache.set(key, 755);",
      "fs.writeFileSync(path, data, { mode: 0o600 });"
    ]
  }
};

// src/rules/catalog/review/dereference-after-nil-check/typescript.ts
var ENDING_CALL = /^(process\.exit|process\.abort|assert\.fail|expect\.fail)$/;
var BRANCHING = /* @__PURE__ */ new Set([
  "if_statement",
  "for_statement",
  "for_in_statement",
  "while_statement",
  "do_statement",
  "try_statement",
  "switch_statement",
  "ternary_expression",
  "arrow_function",
  "function_expression",
  "function_declaration",
  "class"
]);
var NULLISH = /* @__PURE__ */ new Set(["null", "undefined"]);
var JAVASCRIPT = {
  checkedName: (parenthesized) => {
    const condition = unwrapParentheses(parenthesized);
    if (condition.type !== "binary_expression" || !["==", "==="].includes(condition.childForFieldName("operator")?.text ?? "")) return void 0;
    const left = condition.childForFieldName("left");
    const right = condition.childForFieldName("right");
    if (left?.type === "identifier" && right && NULLISH.has(right.type === "identifier" ? right.text : right.type)) return left.text;
    return right?.type === "identifier" && left && NULLISH.has(left.type === "identifier" ? left.text : left.type) ? right.text : void 0;
  },
  statementsOf: (block) => block.type === "statement_block" ? statementsOf(block) : [block],
  ends: (statement) => {
    if (["return_statement", "throw_statement", "break_statement", "continue_statement"].includes(statement.type)) return true;
    const call = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
    const callee = call?.type === "call_expression" ? call.childForFieldName("function")?.text ?? "" : void 0;
    return callee !== void 0 && (ENDING_CALL.test(callee) || NEVER_RETURNS_NAME.test(callee));
  },
  branches: (node) => BRANCHING.has(node.type) || node.type === "binary_expression" && ["&&", "||", "??"].includes(node.childForFieldName("operator")?.text ?? ""),
  // `x.y` and `x[i]`, not `x?.y`: optional chaining is the guard.
  dereferenceOf: (node, name) => {
    if (node.type !== "member_expression" && node.type !== "subscript_expression") return false;
    const object = node.childForFieldName("object");
    return object?.type === "identifier" && object.text === name && !node.children.some((child) => child?.type === "optional_chain");
  },
  assigns: (node, name) => {
    if (!ASSIGNMENTS.includes(node.type) && node.type !== "update_expression") return false;
    const target = node.type === "update_expression" ? node.childForFieldName("argument") : assignmentParts(node).name;
    if (!target) return false;
    return target.text === name || target.descendantsOfType(["identifier", "shorthand_property_identifier_pattern"]).some((identifier) => identifier.text === name);
  },
  isLocal: (fn, name) => {
    const parameters = fn.childForFieldName("parameters") ?? fn.childForFieldName("parameter");
    if (parameters?.descendantsOfType(["identifier", "shorthand_property_identifier_pattern"]).some((identifier) => identifier.text === name)) return true;
    const body = fn.childForFieldName("body");
    return !!body && body.descendantsOfType("variable_declarator").some((declarator) => enclosingFunction(declarator)?.id === fn.id && declarator.childForFieldName("name")?.text === name);
  },
  enclosingFunction,
  callType: "call_expression",
  definitionTypes: ["function_declaration", "method_definition"]
};
var implementation19 = nilCheckImplementation(JAVASCRIPT, {
  languages: JS_FAMILY,
  query: "(if_statement condition: (parenthesized_expression) @condition consequence: (_) @consequence) @target",
  textGate: /[!=]==?\s*(null|undefined)\b|\b(null|undefined)\s*[!=]==?/,
  examples: {
    match: [
      'function label(user) {\n  if (user == null) {\n    console.warn("no user");\n  }\n  return user.name;\n}',
      "function first(rows) {\n  if (rows === undefined) {\n    metrics.miss();\n  }\n  const head = rows[0];\n  return head;\n}"
    ],
    noMatch: [
      'function label(user) {\n  if (user == null) {\n    return "";\n  }\n  return user.name;\n}',
      "function label(user) {\n  if (user == null) {\n    user = guest();\n  }\n  return user.name;\n}",
      'function label(user) {\n  if (user == null) {\n    console.warn("no user");\n  }\n  return user?.name;\n}',
      "function label() {\n  if (this.user == null) {\n    this.load();\n  }\n  return this.user.name;\n}",
      'function label(user) {\n  if (user == null) {\n    console.warn("no user");\n  }\n  return user && user.name;\n}',
      'function label(user) {\n  if (user === null) throw new Error("no user");\n  return user.name;\n}',
      'function version(state, text) {\n  const match = /^(\\d+)$/.exec(text);\n  if (match === null) {\n    throwError(state, "ill-formed version");\n  }\n  return parseInt(match[1], 10);\n}'
    ]
  }
});

// src/rules/catalog/review/duplicate-case/rule.ts
var rule65 = {
  id: "review/duplicate-case",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "logic",
  message: "`case {{value}}:` repeats an earlier case of the same `switch` (line {{first}}), so its code never runs.",
  recommendation: "Correct the copied case label, or merge the two cases.",
  documentation: {
    finds: "A `switch` with two `case` labels that are the same code.",
    why: "Only the first matching case runs: the second is dead, and the value it was meant to handle falls elsewhere.",
    wrongWhen: "Labels that are calls or `i++` can differ between evaluations; those are left alone.",
    origin: "ESLint's `no-duplicate-case` and SonarSource's S1862."
  }
};

// src/rules/syntax/javascript/same-code.ts
var EFFECT_TYPES = /* @__PURE__ */ new Set([
  "call_expression",
  "new_expression",
  "update_expression",
  "assignment_expression",
  "augmented_assignment_expression",
  "await_expression",
  "yield_expression"
]);
function mayHaveEffects(node) {
  if (EFFECT_TYPES.has(node.type)) return true;
  return node.namedChildren.some((child) => mayHaveEffects(child));
}

// src/rules/catalog/review/duplicate-case/typescript.ts
function repeatedLabels(body) {
  const repeated = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Map();
  for (const clause of body.namedChildren) {
    const value = clause?.type === "switch_case" ? clause.childForFieldName("value") : null;
    if (!value) continue;
    const key = tokensOf(unwrapParentheses(value));
    const earlier = seen.get(key);
    if (earlier) repeated.set(value.id, earlier);
    seen.set(key, value);
  }
  return repeated;
}
var bodiesOf = perFile(() => /* @__PURE__ */ new Map());
var implementation20 = {
  languages: JS_FAMILY,
  query: "(switch_case value: (_) @value) @target",
  textGate: /\bcase\b/,
  check: ({ target, captures, context }) => {
    const value = captures.value;
    const body = target.parent;
    if (!value || !body || mayHaveEffects(value)) return false;
    const bodies = bodiesOf(context);
    let repeated = bodies.get(body.id);
    if (!repeated) {
      repeated = repeatedLabels(body);
      bodies.set(body.id, repeated);
    }
    const earlier = repeated.get(value.id);
    return earlier ? { line: value.startPosition.row + 1, details: { value: excerpt(value.text, 40), first: String(earlier.startPosition.row + 1) } } : false;
  },
  examples: {
    match: ["switch (kind) {\n  case 'a':\n    return 1;\n  case 'b':\n    return 2;\n  case 'a':\n    return 3;\n}"],
    noMatch: [
      "switch (kind) {\n  case 'a':\n    return 1;\n  case 'b':\n    return 2;\n}",
      "switch (true) {\n  case next():\n    break;\n  case next():\n    break;\n}"
    ]
  }
};

// src/rules/catalog/review/duplicate-key/typescript.ts
function keyOf(member) {
  if (member.type === "shorthand_property_identifier") return member.text;
  if (member.type !== "pair" && member.type !== "method_definition") return void 0;
  if (member.type === "method_definition" && member.children.some((child) => child?.type === "get" || child?.type === "set")) return void 0;
  const key = member.childForFieldName(member.type === "pair" ? "key" : "name");
  if (!key) return void 0;
  if (key.type === "property_identifier") return key.text;
  if (key.type === "string") return key.text.slice(1, -1);
  if (key.type === "number") return String(Number(key.text));
  return void 0;
}
function repeatedKeys(object) {
  const repeated = /* @__PURE__ */ new Map();
  let seen = /* @__PURE__ */ new Map();
  for (const member of object.namedChildren) {
    if (!member) continue;
    if (member.type === "spread_element") {
      seen = /* @__PURE__ */ new Map();
      continue;
    }
    const key = keyOf(member);
    if (key === void 0) continue;
    const earlier = seen.get(key);
    if (earlier !== void 0) repeated.set(member.id, earlier);
    seen.set(key, member.startPosition.row);
  }
  return repeated;
}
var objectsOf = perFile(() => /* @__PURE__ */ new Map());
var implementation21 = {
  languages: JS_FAMILY,
  query: "(object [(pair) (shorthand_property_identifier) (method_definition)] @member) @target",
  check: ({ target, captures, context }) => {
    const member = captures.member;
    const key = member && keyOf(member);
    if (!member || key === void 0) return false;
    const objects = objectsOf(context);
    let repeated = objects.get(target.id);
    if (!repeated) {
      repeated = repeatedKeys(target);
      objects.set(target.id, repeated);
    }
    const earlier = repeated.get(member.id);
    return earlier === void 0 ? false : { line: member.startPosition.row + 1, details: { key: excerpt(key, 40), first: String(earlier + 1) } };
  },
  examples: {
    match: ["const user = {\n  id: 1,\n  name: 'Ada',\n  id: 2,\n};", "const headers = { accept: 'json', 'accept': 'xml' };"],
    noMatch: [
      "const user = { id: 1, name: 'Ada' };",
      "const box = {\n  get size() { return this.n; },\n  set size(value) { this.n = value; },\n};",
      "const merged = { retries: 1, ...options, retries: 3 };",
      "const table = { [key]: 1, [key]: 2 };"
    ]
  }
};

// src/rules/catalog/review/eval/typescript.ts
var EVALUATING = /* @__PURE__ */ new Set(["eval", "Function"]);
var GLOBAL_OBJECTS = /* @__PURE__ */ new Set(["globalThis", "window", "global", "self"]);
function globalCallee(callee, names) {
  let node = unwrapParentheses(callee);
  while (node.type === "sequence_expression") node = unwrapParentheses(node.namedChildren.at(-1) ?? node);
  const name = globalMember(node);
  return name !== void 0 && names.has(name) ? name : void 0;
}
function globalMember(node) {
  if (node.type === "identifier") return javascriptName(node.text);
  const object = node.childForFieldName("object");
  if (!object || !isGlobalObject(unwrapParentheses(object))) return void 0;
  if (node.type === "member_expression") {
    const property = node.childForFieldName("property");
    return property?.type === "property_identifier" ? javascriptName(property.text) : void 0;
  }
  if (node.type === "subscript_expression") {
    const index = node.childForFieldName("index");
    return index && (index.type === "string" || index.type === "template_string") ? javascriptStringValue(index.text) : void 0;
  }
  return void 0;
}
function isGlobalObject(node) {
  const name = globalMember(node);
  return name !== void 0 && GLOBAL_OBJECTS.has(name);
}
var MODULE_WRAPPER_PARAMETERS = /* @__PURE__ */ new Set(["exports", "require", "module"]);
function isModuleWrapper(values) {
  const parameters = values.slice(0, -1);
  if (parameters.length === 0 || !parameters.every((value) => value.type === "string")) return false;
  const names = new Set(parameters.map((value) => javascriptStringValue(value.text)));
  return [...MODULE_WRAPPER_PARAMETERS].every((name) => names.has(name));
}
function isFixedCode(argument) {
  if (argument.type === "string") return true;
  if (argument.type !== "template_string") return false;
  return argument.namedChildren.filter((child) => child.type === "template_substitution").every((substitution) => {
    const expression = substitution.namedChildren[0];
    return expression?.type === "call_expression" && expression.childForFieldName("function")?.text === "JSON.stringify";
  });
}
var implementation22 = {
  languages: JS_FAMILY,
  // The callee is `eval` or `Function` however it is spelled (see globalCallee): escapes, a global
  // object's member, a comma sequence. The predicates only keep the tree walk off most calls.
  query: `((call_expression function: (_) @callee) @target (#match? @callee "eval|Function|\\\\\\\\"))
      ((new_expression constructor: (_) @callee) @target (#match? @callee "Function|\\\\\\\\"))
      ((call_expression
        function: (identifier) @timer
        arguments: (arguments . [(string) (template_string)])) @target
        (#any-of? @timer "setTimeout" "setInterval"))`,
  // The callee holds one of these names, or spells one with a backslash escape.
  textGate: /eval|Function|setTimeout|setInterval|\\/,
  check: ({ target, captures, context }) => {
    if (captures.timer) return { details: { callee: captures.timer.text } };
    const callee = captures.callee && globalCallee(captures.callee, EVALUATING);
    if (!callee) return false;
    const values = target.childForFieldName("arguments")?.namedChildren.filter((argument) => argument.type !== "comment") ?? [];
    if (values.length > 0 && values.every(isFixedCode)) return false;
    const lessSure = context.isTestFile || fileRoleOf(context.path) === "tooling" || isModuleWrapper(values);
    return { details: { callee: target.type === "new_expression" ? `new ${callee}` : callee }, ...lessSure ? { confidence: 60 } : {} };
  },
  examples: {
    match: [
      "const result = eval(expression);",
      "const add = new Function('a', 'b', body);",
      "setTimeout('refresh()', 1000);",
      "const result = \\u0065val(input);",
      "const result = \\u{65}val(input);",
      "globalThis.eval(input);",
      "window['eval'](input);",
      'window["\\x65val"](input);',
      "const result = eval\n  (input);",
      "const make = new\n  Function('a', body);",
      "const run = new Function(`return ${JSON.stringify(prefix)} + ${input}`);",
      "(0, eval)(input);"
    ],
    noMatch: [
      "setTimeout(refresh, 1000);",
      "const result = page.eval(script);",
      "const evaluate = (x) => x;",
      "const value = evaluate(input);",
      "const help = 'call eval(input) to run it';",
      "const result = parser['eval'](input);",
      "const root = new Function('return this')();",
      "const load = new Function('specifier', 'return import(specifier)');",
      "const load = (path) => new Function(`return import(${JSON.stringify(path)})`).call(0);",
      "const result = obj.\\u0065val(input);"
    ]
  }
};

// src/rules/catalog/review/exception-not-raised/typescript.ts
var ERROR_CLASS = /^(?:[A-Z]\w*)?Error$/;
var implementation23 = {
  languages: JS_FAMILY,
  overrides: {
    message: "`{{statement}}` creates an error and drops it: nothing is thrown, and the code goes on as if the check had passed.",
    reason: "JavaScript throws errors with `throw`, and its error classes end in `Error`."
  },
  // `Error("x")` without `new` builds an error too; a member constructor (`new errors.NotFound()`) is left out: its name says less.
  query: `(expression_statement [(new_expression constructor: (identifier) @name) (call_expression function: (identifier) @name)]) @target`,
  textGate: /Error\s*\(/,
  check: ({ target, captures }) => ERROR_CLASS.test(captures.name?.text ?? "") && { details: { statement: excerpt(target.text, 60) } },
  examples: {
    match: [
      'function parse(text) {\n  if (!text) new Error("empty input");\n  return JSON.parse(text);\n}',
      "if (age < 0) {\n  new RangeError(`bad age ${age}`);\n}",
      'TypeError("not a number");'
    ],
    noMatch: [
      'if (!text) throw new Error("empty input");',
      'const error = new Error("empty input");',
      'reject(new Error("timeout"));',
      "new Widget(root);",
      'logError("failed");'
    ]
  }
};

// src/rules/catalog/review/floating-promise/rule.ts
var rule66 = {
  id: "review/floating-promise",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "bug-pattern",
  message: "`{{call}}` starts a promise that nothing waits for ({{what}}): the `async` function goes on before it settles, and its rejection is unhandled.",
  recommendation: "Add `await` (or `return` it); if running it in the background is intended, say so with `void` and handle its error with `.catch`.",
  files: "source",
  documentation: {
    finds: "In an `async` function, a promise that nothing waits for: `Promise.all(\u2026)`, `fs/promises` calls, `fetch` (75), the file's own async functions or those imported from the project (70).",
    why: "The function carries on before the work finishes, and a rejection is unhandled.",
    wrongWhen: "Fire-and-forget on purpose: mark it with `void`.",
    origin: "typescript-eslint's `no-floating-promises`."
  }
};

// src/rules/syntax/javascript/promise-source.ts
var asyncFunctionsOf = perFile((context) => {
  const asyncNames = /* @__PURE__ */ new Map();
  const otherNames = /* @__PURE__ */ new Set();
  for (const fn of context.root.descendantsOfType(["function_declaration", "function_expression", "arrow_function", "function"])) {
    const name = fn.type === "function_declaration" ? fn.childForFieldName("name")?.text : fn.parent?.type === "variable_declarator" ? fn.parent.childForFieldName("name")?.text : void 0;
    const how = name ? promiseDeclaration(fn) : void 0;
    if (name && how) asyncNames.set(name, how);
    else if (name) otherNames.add(name);
  }
  for (const name of otherNames) asyncNames.delete(name);
  return asyncNames;
});
var fileTextOf = perFile((context) => context.lines.join("\n"));
var asyncTextAnswers = perFile(() => /* @__PURE__ */ new Map());
var declaredTextAnswers = perFile(() => /* @__PURE__ */ new Map());
function answered(answers, name, answer) {
  let known = answers.get(name);
  if (known === void 0) {
    known = answer();
    answers.set(name, known);
  }
  return known;
}
function mayBeAsyncFunction(context, name) {
  const escaped = name.replace(/\$/g, "\\$");
  return answered(
    asyncTextAnswers(context),
    name,
    () => new RegExp(`async\\s+function\\s*\\*?\\s*${escaped}(?![\\w$])|(?<![\\w$])${escaped}\\s*=\\s*async\\b|\\):\\s*Promise\\s*<`).test(fileTextOf(context))
  );
}
function mayBeDeclaredHere(context, name) {
  const escaped = name.replace(/\$/g, "\\$");
  return answered(
    declaredTextAnswers(context),
    name,
    () => new RegExp(`(function\\s*\\*?\\s*|\\b(const|let|var)\\s+)${escaped}(?![\\w$])`).test(fileTextOf(context))
  );
}
var FS_PROMISES_IMPORT = /^(node:)?fs\/promises$/;
var fsPromisesNamesOf = perFile((context) => {
  const modules = /* @__PURE__ */ new Set();
  const functions = /* @__PURE__ */ new Set();
  for (const statement of context.root.descendantsOfType("import_statement")) {
    const source = statement.childForFieldName("source")?.text.slice(1, -1) ?? "";
    if (!FS_PROMISES_IMPORT.test(source)) continue;
    for (const clause of statement.descendantsOfType(["identifier", "import_specifier", "namespace_import"])) {
      if (clause.type === "import_specifier") {
        const local = clause.childForFieldName("alias") ?? clause.childForFieldName("name");
        if (local) functions.add(local.text);
      } else if (clause.type === "namespace_import") {
        const local = clause.namedChildren.find((child) => child.type === "identifier");
        if (local) modules.add(local.text);
      } else if (clause.parent?.type === "import_clause") {
        modules.add(clause.text);
      }
    }
  }
  for (const declarator of context.root.descendantsOfType("variable_declarator")) {
    const value = declarator.childForFieldName("value");
    const name = declarator.childForFieldName("name");
    if (!name || value?.type !== "call_expression" || value.childForFieldName("function")?.text !== "require") continue;
    const source = value.childForFieldName("arguments")?.namedChildren[0]?.text.slice(1, -1) ?? "";
    if (FS_PROMISES_IMPORT.test(source) && name.type === "identifier") modules.add(name.text);
  }
  return { modules, functions };
});
function asyncMethodsAround(node) {
  const names = /* @__PURE__ */ new Map();
  let body = node.parent;
  while (body && body.type !== "class_body") body = body.parent;
  for (const member of body?.namedChildren ?? []) {
    const how = member.type === "method_definition" ? promiseDeclaration(member) : void 0;
    const name = member.childForFieldName("name")?.text;
    if (how && name) names.set(name, how);
  }
  return names;
}
var PROMISE_COMBINATORS = /* @__PURE__ */ new Set(["all", "allSettled", "race", "any"]);
function promiseSource(call, context) {
  const callee = call.childForFieldName("function");
  if (!callee) return void 0;
  const path = dottedName(callee);
  const [head, second] = path;
  if (path.length === 1 && head !== void 0) {
    const how = mayBeAsyncFunction(context, head) ? asyncFunctionsOf(context).get(head) : void 0;
    if (how) return { what: how === "async" ? `\`${head}\` is declared \`async\`` : `\`${head}\` is declared to return a \`Promise\``, confidence: 70 };
    const module = context.facts.asyncImports?.[head];
    if (module !== void 0 && !mayBeDeclaredHere(context, head)) return { what: `\`${head}\` is declared \`async\` in \`${module}\``, confidence: 70 };
    if (fileTextOf(context).includes("fs/promises") && fsPromisesNamesOf(context).functions.has(head))
      return { what: `\`${head}\` comes from \`fs/promises\``, confidence: 85 };
    if (head === "fetch") return { what: "`fetch` returns a promise", confidence: 75 };
    return void 0;
  }
  if (path.length === 2 && head === "Promise" && second !== void 0 && PROMISE_COMBINATORS.has(second)) {
    return { what: `\`Promise.${second}\` returns a promise`, confidence: 90 };
  }
  const method = path.length === 2 && head === "this" && second !== void 0 ? asyncMethodsAround(call).get(second) : void 0;
  if (method) {
    const what = method === "async" ? "an `async` method of this class" : "a method of this class declared to return a `Promise`";
    return { what: `\`${second}\` is ${what}`, confidence: 70 };
  }
  if (path.length === 3 && head === "fs" && second === "promises") return { what: "`fs.promises` functions return promises", confidence: 85 };
  if (path.length === 2 && head !== void 0 && fileTextOf(context).includes("fs/promises") && fsPromisesNamesOf(context).modules.has(head)) {
    return { what: `\`${head}\` is \`fs/promises\``, confidence: 85 };
  }
  return void 0;
}

// src/rules/catalog/review/floating-promise/typescript.ts
var implementation24 = {
  languages: JS_FAMILY,
  query: "(expression_statement (call_expression) @call) @target",
  // Only reported inside an `async` function.
  textGate: /async/,
  check: ({ target, captures, context }) => {
    const fn = enclosingFunction(target);
    if (!fn || !isAsync(fn) || !captures.call) return false;
    const source = promiseSource(captures.call, context);
    return source ? { details: { call: excerpt(captures.call.text, 50), what: source.what }, confidence: source.confidence } : false;
  },
  fix: ({ lines, line, column }) => {
    const text = lines[line - 1] ?? "";
    if (column === void 0 || !/^[\w$.]+\(/.test(text.slice(column - 1))) return void 0;
    return { startLine: line, endLine: line, replacement: [`${text.slice(0, column - 1)}await ${text.slice(column - 1)}`] };
  },
  examples: {
    match: [
      "async function save(user) {\n  await db.put(user);\n}\nexport async function register(user) {\n  save(user);\n  return user.id;\n}",
      "async function run(jobs) {\n  Promise.all(jobs.map(start));\n  report();\n}",
      "import { writeFile } from 'node:fs/promises';\nexport async function store(path, data) {\n  writeFile(path, data);\n}",
      "class Cache {\n  async flush() {}\n  async close() {\n    this.flush();\n  }\n}"
    ],
    noMatch: [
      "async function save(user) {}\nexport function register(user) {\n  save(user);\n}",
      "async function save(user) {}\nexport async function register(user) {\n  await save(user);\n  void save(user);\n  save(user).catch(report);\n}",
      "function save(user) {}\nexport async function register(user) {\n  save(user);\n}"
    ]
  }
};

// src/rules/catalog/review/for-direction/typescript.ts
function readUpdate(update) {
  if (update.type === "update_expression") {
    const counter2 = update.childForFieldName("argument");
    const operator2 = update.childForFieldName("operator")?.text;
    return counter2?.type === "identifier" ? { counter: counter2.text, direction: operator2 === "++" ? 1 : -1 } : void 0;
  }
  if (update.type !== "augmented_assignment_expression") return void 0;
  const counter = update.childForFieldName("left");
  const operator = update.childForFieldName("operator")?.text;
  const step = update.childForFieldName("right");
  if (counter?.type !== "identifier" || step?.type !== "number" || operator !== "+=" && operator !== "-=") return void 0;
  const direction = stepDirection(operator === "+=" ? 1 : -1, step.text);
  return direction && { counter: counter.text, direction };
}
var implementation25 = {
  languages: JS_FAMILY,
  query: "(for_statement condition: (binary_expression) @condition increment: (_) @update) @target",
  check: ({ captures }) => {
    const { condition, update } = captures;
    const counterUpdate = update && readUpdate(unwrapParentheses(update));
    if (!condition || !update || !counterUpdate) return false;
    return wrongDirectionHit(condition, update, counterUpdate);
  },
  examples: {
    match: [
      "for (let i = 0; i < items.length; i--) {\n  use(items[i]);\n}",
      "for (let i = n - 1; i >= 0; i++) {\n  use(i);\n}",
      "for (let i = 0; i < n; i -= 1) {}"
    ],
    noMatch: [
      "for (let i = 0; i < items.length; i++) {}",
      "for (let i = n - 1; i >= 0; i--) {}",
      "for (let i = 0; n > i; i++) {}",
      "for (let i = 0; i < n; i += step) {}",
      "for (let i = 0; j < n; i--) {}"
    ]
  }
};

// src/rules/catalog/review/for-in-over-array/rule.ts
var rule67 = {
  id: "review/for-in-over-array",
  ...MEDIUM_CORRECTNESS,
  message: '`for ({{key}} in {{collection}})` walks the indices of an array as strings ("0", "1", \u2026){{consequence}}.',
  recommendation: "Use `for (const {{key}} of {{collection}})` for the elements, or `{{collection}}.forEach((value, index) => \u2026)` for numeric indices.",
  documentation: {
    finds: '`for \u2026 in` over an array: over an array made on the spot (`Object.keys(o)`, `text.split(",")`, `items.map(\u2026)`, a literal), whose elements were surely meant; or over an array variable (declared `T[]`, or assigned one) whose key is then used as a number (`i + 1`, `i === 0`).',
    why: '`for \u2026 in` visits property names, which for an array are its indices as strings: `for (const key in Object.keys(config))` gives "0", "1", \u2026 instead of the keys, and `i + 1` is "01", not 1; `i === 0` is never true.',
    wrongWhen: "When the string indices are wanted, which is rare; only arrays syntax or a declared type shows are judged, and an array variable only when its key is used as a number.",
    origin: "typescript-eslint's `no-for-in-array` (which uses types) and SonarJS's S4139; this rule keeps to arrays that syntax or a declared type shows."
  }
};

// src/rules/syntax/javascript/declared-type.ts
var PARAMETERS = ["required_parameter", "optional_parameter"];
function patternBinds(pattern, name) {
  if (pattern.type === "identifier") return pattern.text === name;
  return pattern.descendantsOfType(["identifier", "shorthand_property_identifier_pattern"]).some((identifier) => identifier.text === name);
}
function binds(parameter, name) {
  return patternBinds(parameter.childForFieldName("pattern") ?? parameter, name);
}
function annotation(declaration) {
  const pattern = declaration.childForFieldName("pattern");
  if (pattern && pattern.type !== "identifier") return void 0;
  return declaration.childForFieldName("type")?.text.replace(/^:\s*/, "");
}
function declarationsIn(scope, name) {
  const found = [];
  const parameters = scope.childForFieldName("parameters")?.namedChildren ?? [scope.childForFieldName("parameter")];
  for (const parameter of parameters) if (parameter && binds(parameter, name)) found.push(parameter);
  for (const declarator of scope.descendantsOfType("variable_declarator")) {
    const target = declarator.childForFieldName("name");
    if (target && patternBinds(target, name) && enclosingFunction(declarator) === (scope.type === "program" ? void 0 : scope))
      found.push(target.type === "identifier" ? declarator : target);
  }
  return found;
}
function declaredTypeOf(identifier) {
  for (let scope = enclosingFunction(identifier); ; scope = enclosingFunction(scope)) {
    const where = scope ?? identifier.tree.rootNode;
    const declarations = declarationsIn(where, identifier.text);
    if (declarations.length > 1) return void 0;
    if (declarations.length === 1) return annotation(declarations[0]);
    if (!scope) return void 0;
  }
}
function declaredFieldTypeOf(member) {
  const name = member.childForFieldName("property")?.text;
  let body = member.parent;
  while (body && body.type !== "class_body") body = body.parent;
  if (!name || !body) return void 0;
  for (const element of body.namedChildren) {
    if (element.type === "public_field_definition" && element.childForFieldName("name")?.text === name) return annotation(element);
    if (element.type === "method_definition" && element.childForFieldName("name")?.text === "constructor") {
      for (const parameter of element.childForFieldName("parameters")?.namedChildren ?? [])
        if (PARAMETERS.includes(parameter.type) && binds(parameter, name) && parameter.namedChildren.some((child) => child.type === "accessibility_modifier"))
          return annotation(parameter);
    }
  }
  return void 0;
}

// src/rules/catalog/review/for-in-over-array/typescript.ts
var ARRAY_FUNCTIONS = /* @__PURE__ */ new Set(["Object.keys", "Object.values", "Object.entries", "Array.from", "Array.of"]);
var ARRAY_METHODS = /* @__PURE__ */ new Set(["split", "map", "filter", "slice", "concat", "flat", "flatMap", "toSorted", "toReversed"]);
function isFreshArray(expression) {
  const node = unwrapParentheses(expression);
  if (node.type === "array") return true;
  if (node.type !== "call_expression") return false;
  const callee = node.childForFieldName("function");
  if (!callee) return false;
  if (ARRAY_FUNCTIONS.has(callee.text)) return true;
  return callee.type === "member_expression" && ARRAY_METHODS.has(callee.childForFieldName("property")?.text ?? "");
}
function isArrayVariable(identifier) {
  const declared = declaredTypeOf(identifier);
  if (declared !== void 0) return /^(?:readonly\s+)?[\w.<>]+\[\]$|^(?:Readonly)?Array<.+>$/.test(declared.trim());
  const values = assignedValues(identifier);
  return values.length > 0 && values.every(isFreshArray);
}
function numericUse(body, key) {
  return body.descendantsOfType("binary_expression").find((binary) => {
    const operator = binary.childForFieldName("operator")?.text ?? "";
    const left = binary.childForFieldName("left");
    const right = binary.childForFieldName("right");
    const [mine, other] = left?.text === key ? [left, right] : right?.text === key ? [right, left] : [];
    if (!mine || !other) return false;
    if (["-", "*", "/", "%"].includes(operator)) return true;
    return ["+", "===", "!==", "<", ">", "<=", ">="].includes(operator) && other.type === "number";
  });
}
var implementation26 = {
  languages: JS_FAMILY,
  query: '(for_in_statement left: (identifier) @key operator: "in" right: (_) @collection body: (_) @body) @target',
  textGate: /\bfor\s*\([^)]*\bin\b/,
  check: ({ captures }) => {
    const { key, collection, body } = captures;
    if (!key || !collection || !body) return false;
    const details = { key: key.text, collection: excerpt(collection.text, 40) };
    if (isFreshArray(collection)) return { details: { ...details, consequence: ", not its elements" } };
    const unwrapped = unwrapParentheses(collection);
    const use = unwrapped.type === "identifier" && isArrayVariable(unwrapped) ? numericUse(body, key.text) : void 0;
    return use ? { details: { ...details, consequence: `: \`${excerpt(use.text, 30)}\` treats one as a number` } } : false;
  },
  examples: {
    match: [
      "for (const name in Object.keys(options)) {\n  validate(name, options[name]);\n}",
      'for (const part in path.split("/")) {\n  visit(part);\n}',
      "function pairs(items: string[]) {\n  for (const i in items) {\n    link(items[i], items[i + 1]);\n  }\n}",
      "function first(rows) {\n  const ids = rows.map((row) => row.id);\n  for (const i in ids) {\n    if (i === 0) continue;\n    join(ids[i]);\n  }\n}"
    ],
    noMatch: [
      "for (const name in options) {\n  validate(name, options[name]);\n}",
      "for (const name of Object.keys(options)) {\n  validate(name, options[name]);\n}",
      "function each(items: string[]) {\n  for (const i in items) {\n    visit(items[i]);\n  }\n}",
      "function label(table) {\n  for (const key in table) {\n    print(key + 1);\n  }\n}"
    ]
  }
};

// src/rules/catalog/review/get-with-body/rule.ts
var rule68 = {
  id: "review/get-with-body",
  ...HIGH_CORRECTNESS,
  message: '`{{callee}}` is given a `body` for a {{method}} request{{defaulted}}: it throws `TypeError` ("Request with GET/HEAD method cannot have body"), and nothing is sent.',
  recommendation: 'Set the method the body is for (`method: "POST"`, `"PUT"`, `"PATCH"`), or send the data in the URL\'s query string.',
  documentation: {
    finds: "A `fetch(url, { \u2026 })` or `new Request(url, { \u2026 })` whose options have a `body` and a method of GET or HEAD, including no `method` at all (GET is the default).",
    why: "The Fetch standard forbids a body on GET and HEAD: browsers, Node, Deno, Bun and node-fetch reject the call with `TypeError` before any request is made.",
    wrongWhen: "A `fetch` that is not the standard one: a module that defines or imports its own `fetch` (other than node-fetch, undici, cross-fetch, isomorphic-fetch) is left alone, as are options with a spread (`...init`, which may set the method), a method that is not a literal, and a `body` of `undefined` or `null`.",
    origin: "SonarJS's S7733, from the Fetch standard's request constructor."
  }
};

// src/rules/catalog/review/get-with-body/typescript.ts
var STANDARD_FETCH = /\b(?:from|require\()\s*['"](?:node-fetch|undici|cross-fetch|isomorphic-fetch|@whatwg-node\/fetch)['"]/;
var standardFetch = perFile((context) => {
  const bound = namesByScope(context.root);
  return !bound.has("fetch") && !bound.has("Request") || STANDARD_FETCH.test(context.lines.join("\n"));
});
function keyOf2(member) {
  if (member.type === "shorthand_property_identifier") return member.text;
  if (member.type !== "pair") return void 0;
  const key = member.childForFieldName("key");
  return key?.type === "string" ? key.text.slice(1, -1) : key?.text;
}
var URL_NAME = /(url|uri|href|endpoint|path|route|address|link)s?$/i;
function isUrl(input) {
  if (!input) return false;
  if (input.type === "string" || input.type === "template_string") return true;
  if (input.type === "new_expression") return input.childForFieldName("constructor")?.text === "URL";
  const name = input.type === "member_expression" ? input.childForFieldName("property")?.text : input.type === "identifier" ? input.text : void 0;
  return URL_NAME.test(name ?? "");
}
var implementation27 = {
  languages: JS_FAMILY,
  query: `(call_expression function: [(identifier) @callee (member_expression object: (identifier) @global property: (property_identifier) @callee)]
      arguments: (arguments . (_) . (object) @options)) @target
    (new_expression constructor: (identifier) @callee arguments: (arguments . (_) . (object) @options)) @target`,
  textGate: /\bbody\b/,
  check: ({ target, captures, context }) => {
    const callee = captures.callee?.text;
    const options = captures.options;
    if (!options || (target.type === "call_expression" ? callee !== "fetch" : callee !== "Request")) return false;
    if (captures.global && !["window", "globalThis", "self", "global"].includes(captures.global.text)) return false;
    const members = options.namedChildren;
    if (members.some((member) => member.type === "spread_element" || member.childForFieldName("key")?.type === "computed_property_name")) return false;
    const body = members.find((member) => keyOf2(member) === "body");
    const bodyValue = body?.type === "pair" ? body.childForFieldName("value") : body;
    if (!bodyValue || ["undefined", "null"].includes(bodyValue.type) || bodyValue.text === "undefined") return false;
    const method = members.find((member) => keyOf2(member) === "method");
    const methodValue = method?.type === "pair" ? method.childForFieldName("value") : method;
    if (methodValue && methodValue.type !== "string") return false;
    if (!methodValue && !isUrl(target.childForFieldName("arguments")?.namedChildren[0])) return false;
    const verb = methodValue ? methodValue.text.slice(1, -1).toUpperCase() : "GET";
    if (verb !== "GET" && verb !== "HEAD") return false;
    if (!standardFetch(context)) return false;
    return {
      details: {
        callee: target.type === "call_expression" ? "fetch" : "new Request",
        method: verb,
        defaulted: methodValue ? "" : " (no `method` is set, and GET is the default)"
      }
    };
  },
  examples: {
    match: [
      "export async function search(query) {\n  const response = await fetch('/api/search', {\n    headers: { 'content-type': 'application/json' },\n    body: JSON.stringify({ query }),\n  });\n  return response.json();\n}",
      "const request = new Request(url, { method: 'get', body: form });"
    ],
    noMatch: [
      "await fetch('/api/search', { method: 'POST', body: JSON.stringify({ query }) });",
      "await fetch(url, { ...init, body });",
      "await fetch(url, { method, body });",
      "await fetch(url, { method: 'GET', body: undefined });",
      "import { fetch } from './client.js';\nawait fetch('/api/search', { body: query });",
      "await api.fetch('/search', { body: query });",
      "const replaced = new Request(request, { body: replacementBody });"
    ]
  }
};

// src/rules/catalog/review/hardcoded-secret/typescript.ts
function literalText(node) {
  if (node.type === "template_string" && node.namedChildren.some((child) => child.type === "template_substitution")) {
    return void 0;
  }
  return node.text.slice(1, -1);
}
function credentialName(node) {
  const text = node.type === "string" ? node.text.slice(1, -1) : node.text;
  return text.slice(text.lastIndexOf(".") + 1);
}
var SECRET_ASSIGNMENT = `
  (variable_declarator name: (identifier) @name value: [(string) (template_string)] @value) @target
  (pair key: [(property_identifier) (string)] @name value: [(string) (template_string)] @value) @target
  (assignment_expression) @target`;
var WHOLE_MATCH_SIDES = {
  assignment_expression: { name: "left", value: "right", nameTypes: ["identifier", "member_expression"] },
  public_field_definition: { name: "name", value: "value", nameTypes: ["property_identifier"] },
  field_definition: { name: "property", value: "value", nameTypes: ["property_identifier"] }
};
function assignedString(target, captures) {
  const sides = WHOLE_MATCH_SIDES[target.type];
  if (!sides) return captures;
  const value = target.childForFieldName(sides.value);
  if (value?.type !== "string" && value?.type !== "template_string") return {};
  const name = target.childForFieldName(sides.name);
  return name && sides.nameTypes.includes(name.type) ? { name, value } : {};
}
var implementation28 = {
  languages: JS_FAMILY,
  query: {
    typescript: `${SECRET_ASSIGNMENT} (public_field_definition) @target`,
    tsx: `${SECRET_ASSIGNMENT} (public_field_definition) @target`,
    javascript: `${SECRET_ASSIGNMENT} (field_definition) @target`
  },
  // The assigned name is a credential name.
  textGate: CREDENTIAL_NAME_GATE,
  check: ({ captures, context, target }) => {
    const { name, value } = assignedString(target, captures);
    if (!name || !value) return false;
    return secretAssignmentHit(credentialName(name), literalText(value), target.startPosition.row + 1, context);
  },
  examples: {
    match: ["const dbPassword = 'Tr0ub4dor&3x';", "const config = {\n  apiKey: 'f3a9c2e81b7d4',\n};", "this.clientSecret = 'q8Zr2mX9vL4t';"],
    noMatch: [
      "const password = 'changeme';",
      "const apiKey = process.env.API_KEY;",
      "const PASSWORD_ENV = 'DB_PASSWORD';",
      "const labels = { password: 'auth.password.label' };",
      "const token = '';",
      "const passwordPrompt = 'Enter your password';",
      "const secret = '***';"
    ]
  }
};

// src/rules/catalog/review/identical-branches/typescript.ts
function chainBranches(top) {
  const bodies = [];
  for (let current = top; ; ) {
    const consequence = current.childForFieldName("consequence");
    if (consequence) bodies.push(consequence);
    const next = current.childForFieldName("alternative")?.namedChildren.find((child) => child.type !== "comment");
    if (!next) return { bodies, endsWithElse: false };
    if (next.type !== "if_statement") {
      bodies.push(next);
      return { bodies, endsWithElse: true };
    }
    current = next;
  }
}
function identicalBranches(top) {
  const { bodies, endsWithElse } = chainBranches(top);
  const [first, ...rest] = bodies;
  if (!endsWithElse || !first || tokensOf(first).replace(/[{};\s]/g, "") === "") return false;
  return rest.every((body) => sameCode(body, first));
}
var EMPTY_VALUES = /* @__PURE__ */ new Set(["''", '""', "``", "null", "undefined", "void 0"]);
var implementation29 = {
  languages: JS_FAMILY,
  query: `(if_statement alternative: (else_clause)) @target
      (ternary_expression) @target`,
  check: ({ target, context }) => {
    if (target.type === "ternary_expression") {
      const consequence = target.childForFieldName("consequence");
      const alternative = target.childForFieldName("alternative");
      if (!consequence || !alternative || !sameCode(consequence, alternative)) return false;
      if (EMPTY_VALUES.has(unwrapParentheses(consequence).text)) return false;
      const wording = consequence.type === "string" || consequence.type === "template_string";
      return { line: changedLineOf(context, target), details: { construct: "conditional expression" }, ...wording ? { confidence: 70 } : {} };
    }
    if (target.parent?.type === "else_clause" || !identicalBranches(target)) return false;
    if (hadItBefore(target, context, identicalBranches)) return false;
    return { line: changedLineOf(context, target), details: { construct: "if/else" } };
  },
  examples: {
    match: [
      'if (user.admin) {\n  grant(user, "read");\n} else {\n  grant(user, "read");\n}',
      "const label = count === 1 ? 'item' : 'item';",
      "if (a) run(x);\nelse if (b) run(x);\nelse run(x);"
    ],
    noMatch: [
      'if (user.admin) {\n  grant(user, "write");\n} else {\n  grant(user, "read");\n}',
      "const label = count === 1 ? 'item' : 'items';",
      "console.log(`sink ${kept === undefined ? '' : ''}`);",
      "if (a) run(x);\nelse if (b) run(y);\nelse run(x);",
      "if (ready) {\n} else {\n}"
    ]
  }
};

// src/rules/catalog/review/identical-condition/typescript.ts
function chainConditions(top) {
  const conditions = [];
  for (let current = top; current?.type === "if_statement"; ) {
    const condition = current.childForFieldName("condition");
    if (condition) conditions.push(unwrapParentheses(condition));
    current = current.childForFieldName("alternative")?.namedChildren.find((child) => child.type !== "comment");
  }
  return conditions;
}
function repeatedCondition(top) {
  const conditions = chainConditions(top);
  for (const [index, condition] of conditions.entries()) {
    if (mayHaveEffects(condition)) continue;
    const first = conditions.slice(0, index).find((earlier) => sameCode(earlier, condition));
    if (first) return { repeat: condition, first };
  }
  return void 0;
}
var implementation30 = {
  languages: JS_FAMILY,
  query: "(if_statement alternative: (else_clause (if_statement))) @target",
  textGate: /else/,
  check: ({ target, context }) => {
    if (target.parent?.type === "else_clause") return false;
    const found = repeatedCondition(target);
    if (!found || hadItBefore(target, context, (before) => repeatedCondition(before) !== void 0)) return false;
    return { line: changedLineOf(context, found.repeat, found.first), details: { condition: excerpt(found.repeat.text, 60) } };
  },
  examples: {
    match: [
      "if (status === 'open') {\n  open();\n} else if (status === 'closed') {\n  close();\n} else if (status === 'open') {\n  archive();\n}",
      "if (a.length > 0) x();\nelse if (a.length > 0) y();"
    ],
    noMatch: [
      "if (status === 'open') open();\nelse if (status === 'closed') close();",
      "if (reader.next()) a();\nelse if (reader.next()) b();",
      {
        before: "if (kind === 'a') a();\nelse if (kind === 'a') b();",
        after: "if (kind === 'a') a();\nelse if (kind === 'a') c();"
      }
    ]
  }
};

// src/rules/catalog/review/identical-operands/typescript.ts
var SELF_OPERATORS = ["&&", "||", "??", "===", "==", "<", ">", "<=", ">=", "-", "/", "%", "^", "&", "|"];
var implementation31 = {
  languages: JS_FAMILY,
  query: `(binary_expression operator: [${SELF_OPERATORS.map((operator) => JSON.stringify(operator)).join(" ")}] @operator) @target`,
  check: ({ target, captures, context }) => {
    const left = target.childForFieldName("left");
    const right = target.childForFieldName("right");
    if (!left || !right || !sameCode(unwrapParentheses(left), unwrapParentheses(right))) return false;
    if (mayHaveEffects(left) || /^[\d.]+$/.test(left.text)) return false;
    if (captures.operator?.text === "-" && unwrapParentheses(target).parent?.type === "binary_expression") return false;
    return { line: changedLineOf(context, target), details: { expression: excerpt(target.text, 60), operator: captures.operator?.text ?? "" } };
  },
  examples: {
    match: ["if (user.isAdmin && user.isAdmin) grant();", "const width = right - right;", "if (a.type === a.type) merge(a, b);"],
    noMatch: [
      "if (value !== value) return NaN;",
      "const area = side * side;",
      "if (next() && next()) skip();",
      "if (a.type === b.type) merge(a, b);",
      "const finite = num - num === 0;",
      "const plain = typeof Ctor === 'function' && Ctor instanceof Ctor;"
    ]
  }
};

// src/rules/catalog/review/impossible-length-comparison/typescript.ts
var LENGTH_SYNTAX = {
  isLength: (node) => node.type === "member_expression" && node.childForFieldName("property")?.text === "length",
  isZero: (node) => node.type === "number" && /^0+$/.test(node.text),
  booleans: ["true", "false"]
};
var implementation32 = {
  languages: JS_FAMILY,
  query: '(binary_expression operator: ["<" ">" "<=" ">="] @operator) @target',
  textGate: /\.length\s*[<>]|[<>]=?\s*\w[\w.]*\.length/,
  check: ({ target, captures }) => {
    const left = unwrapParentheses(target.childForFieldName("left") ?? target);
    const right = unwrapParentheses(target.childForFieldName("right") ?? target);
    return impossibleLengthHit(target, left, captures.operator?.text ?? "", right, LENGTH_SYNTAX);
  },
  examples: {
    match: ["if (items.length < 0) return;", "const any = results.length >= 0;", "if (0 > list.length) throw new Error();"],
    noMatch: ["if (items.length > 0) return;", "if (items.length <= 0) return;", "if (offset < 0) return;", "if (items.length < 1) return;"]
  }
};

// src/rules/catalog/review/invalid-regex/rule.ts
var rule69 = {
  id: "review/invalid-regex",
  ...HIGH_CORRECTNESS,
  message: "`{{source}}` is not a valid regular expression ({{reason}}): {{consequence}}.",
  recommendation: "Fix the pattern (escape a literal `(`, `[`, `{`, `*`, `+` or `?` with a backslash, doubled inside a string), or build it with the flags it needs.",
  documentation: {
    finds: "A literal regular expression, or a literal pattern given to `RegExp`, that JavaScript cannot compile: an unterminated group or class, a quantifier with nothing to repeat, an unknown flag.",
    why: "A regular-expression literal that does not compile stops the whole module from loading; `new RegExp(\u2026)` throws `SyntaxError` on the line that runs it.",
    wrongWhen: "Patterns are read as ECMAScript 2025 reads them (named groups may repeat across alternatives, `(?i:\u2026)` modifiers, the `v` flag), with the web-compatibility rules of Annex B when there is no `u` or `v` flag. A runtime older than that may reject more; a pattern built at run time, or flags that are not a literal, are left alone.",
    origin: "ESLint's `no-invalid-regexp` and SonarJS's S5856, with ESLint's own regular-expression validator."
  }
};

// src/rules/catalog/review/invalid-regex/typescript.ts
var validator = new RegExpValidator({ ecmaVersion: 2025 });
function invalidBecause(pattern, flags) {
  try {
    validator.validateFlags(flags);
    validator.validatePattern(pattern, 0, pattern.length, { unicode: flags.includes("u"), unicodeSets: flags.includes("v") });
    return void 0;
  } catch (error) {
    return error.message.replace(/^Invalid (regular expression|flags)[^:]*(: \/.*\/[a-z]*)?: /s, "").replace(/^Invalid flags.*$/s, "invalid flags");
  }
}
var implementation33 = {
  languages: JS_FAMILY,
  query: `(regex pattern: (regex_pattern) @pattern) @target
    ((new_expression constructor: (identifier) @constructor arguments: (arguments . (string) @pattern)) @target (#eq? @constructor "RegExp"))
    ((call_expression function: (identifier) @constructor arguments: (arguments . (string) @pattern)) @target (#eq? @constructor "RegExp"))`,
  check: ({ target, captures }) => {
    const node = captures.pattern;
    if (!node) return false;
    if (node.type === "regex_pattern") {
      const flags2 = target.childForFieldName("flags")?.text ?? "";
      const reason2 = invalidBecause(node.text, flags2);
      return reason2 !== void 0 && { details: { source: target.text, reason: reason2, consequence: "the module does not load (`SyntaxError`)" } };
    }
    const flagsArgument = node.nextNamedSibling;
    if (flagsArgument && flagsArgument.type !== "string") return false;
    const flags = flagsArgument ? flagsArgument.text.slice(1, -1) : "";
    const reason = invalidBecause(unescapeLiteral(node.text.slice(1, -1), false, "javascript"), flags);
    return reason !== void 0 && { details: { source: node.text, reason, consequence: "this line throws `SyntaxError`" } };
  },
  examples: {
    match: [
      "const version = new RegExp('^v(\\\\d+\\\\.\\\\d+$');",
      "const kind = /^(json|yaml$/.test(extension);",
      `const quoted = RegExp('"(.*)"', 'gx');`,
      "const any = new RegExp('*.js$');"
    ],
    noMatch: [
      "const version = new RegExp('^v(\\\\d+)\\\\.(\\\\d+)$');",
      "const brace = /{}/.test(text) && /]/.test(text);",
      "const dynamic = new RegExp(`^${prefix}(`);",
      "const flagged = new RegExp('a(', flags);",
      "const sets = /[\\p{L}--[a-z]]/v.test(text);",
      "const modifiers = /(?i:abc)d/.test(text) && new RegExp('(?<year>\\\\d{4})|(?<year>\\\\d{2})').test(text);"
    ]
  }
};

// src/rules/catalog/review/invalid-typeof/rule.ts
var rule70 = {
  id: "review/invalid-typeof",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 95,
  category: "logic",
  message: "`{{expression}}` compares `typeof` with '{{kind}}', which `typeof` never returns, so the comparison is always {{always}}.",
  recommendation: "Compare with one of 'undefined', 'object', 'boolean', 'number', 'bigint', 'string', 'symbol' or 'function' (use `Array.isArray` for arrays and `=== null` for null).",
  documentation: {
    finds: "`typeof x === 'undefiend'`, `typeof x == 'array'`, `typeof x !== 'null'`: `typeof` compared with a string it never returns.",
    why: "The comparison has a fixed result, so the branch it guards always or never runs.",
    wrongWhen: "Never for the eight standard results; an engine with host-specific `typeof` results (old IE's 'unknown') is the only exception.",
    origin: "ESLint's `valid-typeof` and SonarSource's S4125."
  }
};

// src/rules/catalog/review/invalid-typeof/typescript.ts
var TYPEOF_RESULTS = /* @__PURE__ */ new Set(["undefined", "object", "boolean", "number", "bigint", "string", "symbol", "function"]);
var implementation34 = {
  languages: JS_FAMILY,
  query: `[
    (binary_expression left: (unary_expression operator: "typeof") operator: ["===" "==" "!==" "!="] @operator right: (string) @kind)
    (binary_expression left: (string) @kind operator: ["===" "==" "!==" "!="] @operator right: (unary_expression operator: "typeof"))
  ] @target`,
  textGate: /typeof/,
  check: ({ target, captures }) => {
    const kind = captures.kind ? unwrapParentheses(captures.kind).text.slice(1, -1) : "";
    if (TYPEOF_RESULTS.has(kind)) return false;
    const always = captures.operator?.text.startsWith("!") ? "true" : "false";
    return { details: { expression: excerpt(target.text, 60), kind, always } };
  },
  examples: {
    match: [
      "if (typeof value === 'undefiend') value = fallback;",
      "if (typeof items == 'array') items.forEach(use);",
      "const present = typeof node !== 'null';"
    ],
    noMatch: [
      "if (typeof value === 'undefined') value = fallback;",
      "if (typeof id === 'bigint') parse(id);",
      "const same = typeof a === typeof b;",
      "if (kind === 'array') walk(kind);"
    ]
  }
};

// src/rules/catalog/review/leaked-credential/typescript.ts
var STRINGS_AND_COMMENTS = "[(string) (template_string) (comment)] @target";
var implementation35 = {
  languages: JS_FAMILY,
  query: STRINGS_AND_COMMENTS,
  ...CREDENTIAL_CHECK,
  examples: {
    match: [
      `const token = "${tokenPieces("gh", "p_", "R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue")}";`,
      `const awsKeyId = '${tokenPieces("AK", "IA", "Q3ZRT7WNV5HX2KLM")}';`,
      `const key = \`-----BEGIN ${"RSA PRIVATE"} KEY-----
${"MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0"}
\`;`,
      `// slack: ${tokenPieces("xo", "xb-", "204816357920-", "Kd83jfLs02Pq")}`
    ],
    noMatch: [
      `const docs = '${tokenPieces("AK", "IA", "IOSFODNN7EXAMPLE")}';`,
      `const token = '${tokenPieces("gh", "p_", "x".repeat(36))}';`,
      "if (pem.startsWith('-----BEGIN PRIVATE KEY-----')) parse(pem);",
      "const token = process.env.GITHUB_TOKEN;"
    ]
  }
};

// src/rules/catalog/review/logical-switch-case/rule.ts
var rule71 = {
  id: "review/logical-switch-case",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 95,
  category: "logic",
  message: "`case {{value}}:` matches only {{matched}}: `{{operator}}` of constants is one value, not a list of cases.",
  recommendation: "Write one `case` per value, one after the other: `case 1:` `case 2:` then the body.",
  documentation: {
    finds: "A `switch` case of constants joined by `||` or a comma: `case 1 || 2:`, `case 'a', 'b':`.",
    why: '`1 || 2` evaluates to `1` and `"a", "b"` to `"b"`: the case compares the switch value with that single value, so the other values fall through to `default`.',
    wrongWhen: "Never intended; only cases whose operands are all literals are reported.",
    origin: "SonarSource's S3616 (comma and logical OR operators in switch cases)."
  }
};

// src/rules/catalog/review/logical-switch-case/typescript.ts
var LITERALS2 = /* @__PURE__ */ new Set(["number", "string", "true", "false", "null"]);
function isLiteral(node) {
  return LITERALS2.has(node.type) || node.type === "template_string" && !node.namedChildren.some((child) => child?.type === "template_substitution");
}
function literalOperands(node) {
  const parts = node.type === "sequence_expression" ? node.namedChildren : [node.childForFieldName("left"), node.childForFieldName("right")];
  const operands = [];
  for (const part of parts) {
    if (!part) return void 0;
    const nested = part.type === node.type && (node.type === "sequence_expression" || part.childForFieldName("operator")?.text === "||") ? literalOperands(part) : [part];
    if (!nested || !nested.every(isLiteral)) return void 0;
    operands.push(...nested);
  }
  return operands;
}
var implementation36 = {
  languages: JS_FAMILY,
  query: `(switch_case value: [(binary_expression operator: "||") (sequence_expression)] @value) @target`,
  check: ({ captures }) => {
    const value = captures.value;
    const operands = value && literalOperands(value);
    if (!value || !operands) return false;
    const comma = value.type === "sequence_expression";
    const matched = comma ? operands.at(-1) : operands.find((operand) => !/^(?:0|''|""|``|false|null)$/.test(operand.text)) ?? operands.at(-1);
    return { details: { value: excerpt(value.text, 40), operator: comma ? "," : "||", matched: `\`${excerpt(matched?.text ?? "", 20)}\`` } };
  },
  examples: {
    match: [
      "switch (method) {\n  case 'GET' || 'HEAD':\n    return read();\n  default:\n    return write();\n}",
      "switch (code) {\n  case 401, 403:\n    return deny();\n}"
    ],
    noMatch: ["switch (method) {\n  case 'GET':\n  case 'HEAD':\n    return read();\n}", "switch (true) {\n  case a || b:\n    return run();\n}"]
  }
};

// src/rules/catalog/review/loose-equality/rule.ts
var rule72 = {
  id: "review/loose-equality",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "low",
  confidence: 70,
  category: "equality",
  message: "Loose equality `{{target}}` converts types before comparing; use `{{strict}}`.",
  recommendation: "Use `===`/`!==`. Keep `== null` only where matching both null and undefined is intended.",
  documentation: {
    finds: "`==` and `!=` between values of possibly different types.",
    why: "Coercion makes `'0' == 0` and `[] == false` true: comparisons that pass for the wrong values.",
    wrongWhen: "Hidden by default (60): many projects allow it; `== null` has its own rule.",
    origin: "ESLint's `eqeqeq`."
  }
};

// src/rules/catalog/review/loose-equality/typescript.ts
var implementation37 = {
  languages: JS_FAMILY,
  query: '(binary_expression operator: ["==" "!="] @operator) @target',
  // `==` or `!=` that is not part of `===` or `!==`: most files compare strictly and skip the query.
  textGate: /(^|[^=!])[=!]=(?!=)/m,
  check: ({ target, captures }) => {
    const sides = [target.childForFieldName("left"), target.childForFieldName("right")];
    const exempt = sides.some(
      (side) => !side || // `== null` matches null and undefined on purpose; booleans belong to simplify/boolean-literal-comparison.
      ["null", "undefined", "true", "false"].includes(side.type) || side.text === "undefined" || // `typeof x == 'string'` compares two strings: no conversion happens.
      side.type === "unary_expression" && side.childForFieldName("operator")?.text === "typeof"
    );
    if (exempt) return false;
    return { details: { strict: captures.operator?.text === "!=" ? "!==" : "===", target: excerpt(target.text, 50) } };
  },
  examples: {
    match: ["if (count == 0) reset();", 'if (status != "ready") wait();'],
    noMatch: ["if (value == null) return;", "if (typeof value == 'string') trim(value);", "if (count === 0) reset();"]
  }
};

// src/rules/catalog/review/loose-null-equality/rule.ts
var rule73 = {
  id: "review/loose-null-equality",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "info",
  confidence: 60,
  category: "equality",
  message: "`{{target}}` matches both `null` and `undefined`.",
  recommendation: "Keep it if both are meant (and the team accepts `== null` for that); otherwise compare strictly with `=== null` or `=== undefined`.",
  documentation: {
    finds: "`x == null`.",
    why: "It also matches `undefined`, which may or may not be meant.",
    wrongWhen: "Hidden by default: the idiom is deliberate in many code bases.",
    origin: "ESLint's `eqeqeq` with the `null` option."
  }
};

// src/rules/catalog/review/loose-null-equality/typescript.ts
var implementation38 = {
  languages: JS_FAMILY,
  query: '(binary_expression operator: ["==" "!="]) @target',
  // `==` or `!=` that is not part of `===` or `!==`: most files compare strictly and skip the query.
  textGate: /(^|[^=!])[=!]=(?!=)/m,
  check: ({ target }) => {
    const sides = [target.childForFieldName("left"), target.childForFieldName("right")];
    const nullish = sides.some((side) => side?.type === "null" || side?.type === "undefined" || side?.text === "undefined");
    return nullish ? { details: { target: excerpt(target.text, 50) } } : false;
  },
  examples: {
    match: ["if (value == null) return;", "if (user.email != undefined) send(user);"],
    noMatch: ["if (value === null) return;", "if (count == 0) reset();"]
  }
};

// src/rules/catalog/review/lost-regex-escape/typescript.ts
var DROPPED = /* @__PURE__ */ new Set([..."BdDwWsS.*+?()[]{}|^$"]);
var implementation39 = regexImplementation(
  JS_REGEX,
  /\\[bBdDwWsS.*+?()[\]{}|^$]/,
  (_regex, captures) => {
    const node = captures.pattern;
    if (node?.type !== "string") return false;
    const lost = lostEscape(node.text.slice(1, -1), DROPPED);
    if (!lost) return false;
    return {
      details: {
        pattern: excerpt(node.text, 60),
        ...lost,
        consequence: lost.becomes === "a backspace character" ? "the word boundary is never there, and the pattern never matches" : "the pattern matches other text than it says",
        fix: `Double the backslash (\`\\${lost.escape}\`), or write a regular-expression literal (\`/\u2026/\`).`
      }
    };
  },
  {
    match: ['const digits = new RegExp("^\\d+$");', "const word = new RegExp('\\bcat\\b', 'i');"],
    noMatch: ['const digits = new RegExp("^\\\\d+$");', "const digits = /^\\d+$/;", 'const slash = new RegExp("a\\/b");']
  }
);

// src/rules/catalog/review/missing-replacement-group/typescript.ts
function referencesIn(replacement, { count, names }) {
  const references = [];
  for (const match of replacement.matchAll(/\$(\$|(\d)(\d?)|<([^>]*)>)/g)) {
    const [text, , first, second, name] = match;
    if (name !== void 0) {
      if (names.size > 0) references.push({ text, group: name });
    } else if (first !== void 0) {
      const two = Number(`${first}${second}`);
      if (second && two >= 1 && two <= count) references.push({ text, group: two });
      else if (first !== "0") references.push({ text: `$${first}`, group: Number(first) });
    }
  }
  return references;
}
var implementation40 = {
  languages: JS_FAMILY,
  query: `((call_expression
  function: (member_expression property: (property_identifier) @method)
  arguments: (arguments . (regex pattern: (regex_pattern) @pattern) . (string) @replacement)) @target
  (#any-of? @method "replace" "replaceAll"))`,
  textGate: /\$[\d<]/,
  check: ({ captures }) => {
    const text = captures.replacement?.text ?? "";
    const replacement = unescapeLiteral(text.slice(1, -1), false, "javascript");
    return missingGroup(JS_REGEX.read(captures), text, (groups) => referencesIn(replacement, groups), "it is inserted as the literal text `{{reference}}`");
  },
  examples: {
    match: ["const swapped = range.replace(/(\\d+)-(\\d+)/, '$2-$3');", `const quoted = word.replace(/\\w+/g, '"$1"');`],
    noMatch: [
      "const swapped = range.replace(/(\\d+)-(\\d+)/, '$2-$1');",
      "const price = text.replace(/PRICE/, '$$5');",
      "const whole = text.replace(/\\d+/g, '<$&>');",
      "const named = date.replace(/(?<year>\\d{4})/, '$<year>');",
      "const literal = text.replace('{amount}', '$5');",
      "const usage = text.replace(/^\\S*/, '$0 ');"
    ]
  }
};

// src/rules/catalog/review/mixed-case-range/typescript.ts
var implementation41 = regexImplementation(JS_REGEX, MIXED_RANGE_GATE, mixedCaseRange, {
  match: ["const NAME = /^[A-z_][A-z0-9_]*$/;", "const token = new RegExp('[0-z]+');"],
  noMatch: ["const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;", "const HEX = /^[0-9a-fA-F]+$/;", "const span = /[\\x41-\\x7a]/;", "const dash = /[a-z-]/;"]
});

// src/rules/catalog/review/nan-comparison/typescript.ts
function isNaNNode(node) {
  const inner = unwrapParentheses(node);
  return inner.text === "NaN" || inner.text === "Number.NaN";
}
var implementation42 = {
  languages: JS_FAMILY,
  query: `(binary_expression operator: [${COMPARISONS2.map((operator) => JSON.stringify(operator)).join(" ")}] @operator) @target`,
  textGate: /NaN/,
  check: ({ target, captures }) => {
    const left = target.childForFieldName("left");
    const right = target.childForFieldName("right");
    if (!left || !right || !(isNaNNode(left) || isNaNNode(right))) return false;
    const always = captures.operator?.text.startsWith("!") ? "true" : "false";
    return { details: { expression: excerpt(target.text, 60), always } };
  },
  fix: ({ lines, line }) => {
    const text = lines[line - 1] ?? "";
    const pattern = /([\w$][\w$.]*)\s*(===?|!==?)\s*(?:Number\.)?NaN\b/;
    const found = pattern.exec(text);
    if (!found || text.slice(found.index + found[0].length).match(pattern)) return void 0;
    const test = `${found[2]?.startsWith("!") ? "!" : ""}Number.isNaN(${found[1]})`;
    return { startLine: line, endLine: line, replacement: [text.replace(pattern, test)] };
  },
  examples: {
    match: ["if (price === NaN) return 0;", "const valid = parsed !== Number.NaN;"],
    noMatch: ["if (Number.isNaN(price)) return 0;", "if (value !== value) return;"]
  }
};

// src/rules/catalog/review/numeric-default-sort/rule.ts
var rule74 = {
  id: "review/numeric-default-sort",
  ...MEDIUM_CORRECTNESS,
  message: "`{{call}}` sorts {{values}} as text: without a comparator `{{method}}` compares strings, so {{consequence}}.",
  recommendation: "Pass a numeric comparator: `.{{method}}((a, b) => a - b)`.",
  documentation: {
    finds: "`sort()` or `toSorted()` without a comparator on values that are evidently numbers or dates: an array declared `number[]`, `Date[]` or `Array<number>` (a parameter, a variable, a class field), an array literal of numbers, the result of `.map(Number)`, `.map((x) => x.length)`, `.map((d) => d.getTime())` or `.map((x) => new Date(x))`, or an empty array filled only by `push` of such values \u2014 directly or through a variable assigned in the same function.",
    why: "Without a comparator the sort converts every element to a string and compares the strings: `[9, 10, 1].sort()` is `[1, 10, 9]`, and dates, whose text starts with the weekday, come out Friday before Monday. Tests with one-digit values or dates of one week pass; the first two-digit value breaks the order.",
    wrongWhen: "When text order is wanted, which is rare for numbers and dates. Without types the rule reports only arrays whose values it can see or whose declared type says so; a sort of anything else is left alone.",
    origin: "SonarJS's S2871 and typescript-eslint's `require-array-sort-compare`, which use types; this rule keeps to the arrays that syntax or a written type shows are numbers or dates."
  }
};

// src/rules/catalog/review/numeric-default-sort/typescript.ts
var CONSEQUENCE = {
  numbers: "10 comes before 9",
  dates: "dates sort by the name of their weekday, the start of their text"
};
var NUMBER_FUNCTIONS = /* @__PURE__ */ new Set([
  "Number",
  "parseInt",
  "parseFloat",
  "Number.parseInt",
  "Number.parseFloat",
  "Math.round",
  "Math.floor",
  "Math.ceil",
  "Math.abs",
  "Math.min",
  "Math.max",
  "Math.trunc",
  "Date.now",
  "Date.parse",
  "Date.UTC",
  "performance.now"
]);
var NUMBER_METHODS = /* @__PURE__ */ new Set([
  "getTime",
  "getFullYear",
  "getMonth",
  "getDate",
  "getDay",
  "getHours",
  "getMinutes",
  "getSeconds",
  "getMilliseconds",
  "getUTCFullYear",
  "getUTCMonth",
  "getUTCDate",
  "getUTCHours",
  "charCodeAt",
  "codePointAt"
]);
var ARITHMETIC = /* @__PURE__ */ new Set(["-", "*", "/", "%", "**"]);
var SORTED_ARRAY_TYPE = /^(?:readonly\s+)?(number|bigint|Date)\[\]$|^(?:Readonly)?Array<\s*(number|bigint|Date)\s*>$/;
function sortedOfType(type) {
  if (!type) return void 0;
  const parts = type.split("|").map((part) => part.trim()).filter((part) => part !== "undefined" && part !== "null");
  const match = parts.length === 1 ? SORTED_ARRAY_TYPE.exec(parts[0]) : null;
  if (!match) return void 0;
  return (match[1] ?? match[2]) === "Date" ? "dates" : "numbers";
}
function valueKind(expression) {
  const node = unwrapParentheses(expression);
  switch (node.type) {
    case "number":
      return "numbers";
    case "unary_expression":
      return ["+", "-"].includes(node.childForFieldName("operator")?.text ?? "") && node.childForFieldName("argument")?.type !== "string" ? "numbers" : void 0;
    case "binary_expression":
      return ARITHMETIC.has(node.childForFieldName("operator")?.text ?? "") ? "numbers" : void 0;
    case "new_expression":
      return node.childForFieldName("constructor")?.text === "Date" ? "dates" : void 0;
    case "member_expression":
      return node.childForFieldName("property")?.text === "length" ? "numbers" : void 0;
    case "call_expression": {
      const callee = node.childForFieldName("function");
      if (!callee) return void 0;
      if (NUMBER_FUNCTIONS.has(callee.text)) return "numbers";
      return callee.type === "member_expression" && NUMBER_METHODS.has(callee.childForFieldName("property")?.text ?? "") ? "numbers" : void 0;
    }
    default:
      return void 0;
  }
}
function commonKind(expressions) {
  const kinds = new Set(expressions.map(valueKind));
  return kinds.size === 1 ? [...kinds][0] : void 0;
}
function singleCharacters(node) {
  const callee = node?.type === "call_expression" ? node.childForFieldName("function") : void 0;
  return callee?.type === "member_expression" && callee.childForFieldName("property")?.text === "split" && /^\(\s*(''|""|``)\s*\)$/.test(node?.childForFieldName("arguments")?.text ?? "");
}
function mappedKind(call) {
  const callee = call.childForFieldName("function");
  if (callee?.type !== "member_expression" || callee.childForFieldName("property")?.text !== "map") return void 0;
  if (singleCharacters(callee.childForFieldName("object"))) return void 0;
  const [mapper] = call.childForFieldName("arguments")?.namedChildren ?? [];
  if (!mapper) return void 0;
  if (mapper.type === "identifier" || mapper.type === "member_expression") return NUMBER_FUNCTIONS.has(mapper.text) ? "numbers" : void 0;
  const body = mapper.type === "arrow_function" ? mapper.childForFieldName("body") : void 0;
  return body && body.type !== "statement_block" ? valueKind(body) : void 0;
}
function pushedKind(identifier) {
  const scope = enclosingFunction(identifier);
  if (!scope) return void 0;
  const pushed = [];
  for (const call of scope.descendantsOfType("call_expression")) {
    const callee = call.childForFieldName("function");
    if (callee?.type !== "member_expression" || callee.childForFieldName("object")?.text !== identifier.text) continue;
    if (!["push", "sort", "toSorted", "includes", "indexOf", "join"].includes(callee.childForFieldName("property")?.text ?? "")) return void 0;
    if (callee.childForFieldName("property")?.text === "push") pushed.push(...call.childForFieldName("arguments")?.namedChildren ?? []);
  }
  return pushed.length > 0 ? commonKind(pushed) : void 0;
}
function sortedKind(receiver, depth = 0) {
  const node = unwrapParentheses(receiver);
  if (node.type === "array") return node.namedChildren.length >= 2 ? commonKind(node.namedChildren) : void 0;
  if (node.type === "call_expression") return mappedKind(node);
  if (node.type === "member_expression" && node.childForFieldName("object")?.type === "this") return sortedOfType(declaredFieldTypeOf(node));
  if (node.type !== "identifier" || depth > 0) return void 0;
  const declared = sortedOfType(declaredTypeOf(node));
  if (declared) return declared;
  const values = assignedValues(node);
  if (values.length === 1 && values[0]?.type === "array" && values[0].namedChildCount === 0) return pushedKind(node);
  const kinds = new Set(values.map((value) => sortedKind(value, depth + 1)));
  return values.length > 0 && kinds.size === 1 ? [...kinds][0] : void 0;
}
var implementation43 = {
  languages: JS_FAMILY,
  query: `((call_expression
  function: (member_expression object: (_) @receiver property: (property_identifier) @method)
  arguments: (arguments) @arguments) @target
  (#any-of? @method "sort" "toSorted"))`,
  textGate: /sort|Sorted/,
  check: ({ target, captures }) => {
    if (!captures.receiver || captures.arguments?.namedChildCount !== 0) return false;
    const sorted = sortedKind(captures.receiver);
    if (!sorted) return false;
    return { details: { call: excerpt(target.text, 60), method: captures.method?.text ?? "sort", values: sorted, consequence: CONSEQUENCE[sorted] } };
  },
  examples: {
    match: [
      'const ports = text.split(",").map(Number).sort();',
      "function sizes(files) {\n  const lengths = files.map((file) => file.length);\n  return lengths.sort();\n}",
      "const order = [10, 9, 1].toSorted();",
      "function median(values: number[]): number {\n  values.sort();\n  return values[values.length >> 1];\n}",
      "function latest(days: readonly Date[]) {\n  return days.toSorted().at(-1);\n}",
      "class Scores {\n  private all: Array<number> = [];\n  top() {\n    return this.all.sort()[0];\n  }\n}",
      "function ages(people) {\n  const ages = [];\n  for (const person of people) ages.push(now - person.born);\n  return ages.sort();\n}",
      "const when = dates.map((date) => new Date(date)).sort();",
      "function spread(samples: number[]) {\n  return () => {\n    samples.sort();\n    return samples[samples.length - 1] - samples[0];\n  };\n}"
    ],
    noMatch: [
      "const names = users.map((user) => user.name).sort();",
      'const ports = text.split(",").map(Number).sort((a, b) => a - b);',
      "const keys = Object.keys(table).sort();",
      'const words = ["b", "a"].sort();',
      "const digits = code.split('').map(Number).sort();",
      "function labels(values: string[]) {\n  return values.sort();\n}",
      "function median(values: number[]) {\n  return values.sort((a, b) => a - b);\n}",
      "function mixed(people) {\n  const out = [];\n  for (const person of people) out.push(person.name, person.age - 1);\n  return out.sort();\n}",
      "function shadowed(values: number[]) {\n  return (function (values) {\n    return values.sort();\n  })(names);\n}",
      "function shadowed(values: number[]) {\n  return names.map(({ values }) => values.sort());\n}"
    ]
  }
};

// src/rules/catalog/review/object-in-string/rule.ts
var rule75 = {
  id: "review/object-in-string",
  ...MEDIUM_CORRECTNESS,
  message: "`{{name}}` is declared `{{type}}`, so `{{expression}}` puts `{{printed}}` in the text, not its contents.",
  recommendation: "Put in the field meant (`{{name}}.id`), or `JSON.stringify({{name}})`.",
  documentation: {
    finds: "A variable or parameter declared with an object type \u2014 an interface or object type of the same file, an inline `{ \u2026 }` type, `object`, `Record<\u2026>`, `Map<\u2026>`, `Set<\u2026>` \u2014 put into a string by a template literal (`` `user ${user}` ``) or by `+` with a string.",
    why: "An object without its own `toString` turns into `[object Object]` (a `Map` into `[object Map]`): the log line, error message or key built from it says nothing, and keys built this way collide.",
    wrongWhen: "When the type has a `toString` of its own; interfaces and types that declare one, classes (which may define one) and types declared in other files are left alone.",
    origin: "typescript-eslint's `restrict-template-expressions` and `no-base-to-string` (which use types); this rule keeps to declarations whose type the file shows is a plain object."
  }
};

// src/rules/catalog/review/object-in-string/typescript.ts
var plainObjectTypesOf = perFile((context) => {
  const names = /* @__PURE__ */ new Set();
  for (const declaration of context.root.descendantsOfType(["interface_declaration", "type_alias_declaration"])) {
    const name = declaration.childForFieldName("name")?.text;
    const body = declaration.type === "interface_declaration" ? declaration.childForFieldName("body") : declaration.childForFieldName("value");
    if (!name || body?.type !== "interface_body" && body?.type !== "object_type") continue;
    if (declaration.namedChildren.some((child) => child.type === "extends_type_clause") || /\btoString\b/.test(body.text)) continue;
    names.add(name);
  }
  return names;
});
var objectTypedNamesOf = perFile((context) => {
  const names = /* @__PURE__ */ new Set();
  const plain = plainObjectTypesOf(context);
  for (const declaration of context.root.descendantsOfType(["required_parameter", "optional_parameter", "variable_declarator"])) {
    const type = declaration.childForFieldName("type")?.text.replace(/^:\s*/, "");
    const name = declaration.childForFieldName("pattern") ?? declaration.childForFieldName("name");
    if (type !== void 0 && name?.type === "identifier" && printedAs(type, plain)) names.add(name.text);
  }
  return names;
});
function printedAs(type, plain) {
  const text = type.trim();
  if (/^(Map|ReadonlyMap)</.test(text)) return "[object Map]";
  if (/^(Set|ReadonlySet)</.test(text)) return "[object Set]";
  if (/^Record</.test(text) || text === "object" || text.startsWith("{") && !/\btoString\b/.test(text)) return "[object Object]";
  return plain.has(text) ? "[object Object]" : void 0;
}
var implementation44 = {
  languages: ["typescript", "tsx"],
  query: `(template_substitution (identifier) @name) @target
((binary_expression left: [(string) (template_string)] operator: "+" right: (identifier) @name) @target)
((binary_expression left: (identifier) @name operator: "+" right: [(string) (template_string)]) @target)`,
  textGate: /\binterface\b|\btype\s+\w+\s*=\s*\{|:\s*(?:Map|Set|Record|ReadonlyMap|ReadonlySet)<|:\s*object\b|:\s*\{/,
  check: ({ target, captures, context }) => {
    const name = captures.name;
    if (!name || !objectTypedNamesOf(context).has(name.text)) return false;
    const type = declaredTypeOf(name);
    const printed = type === void 0 ? void 0 : printedAs(type, plainObjectTypesOf(context));
    if (!type || !printed) return false;
    const expression = target.type === "template_substitution" ? target.parent ?? target : target;
    return { details: { name: name.text, type: excerpt(type, 40), expression: excerpt(expression.text, 50), printed } };
  },
  examples: {
    match: [
      "interface User {\n  id: string;\n  name: string;\n}\n\nexport function greet(user: User) {\n  log(`hello ${user}`);\n}",
      'export function describe(counts: Map<string, number>) {\n  return "counts: " + counts;\n}',
      "type Point = { x: number; y: number };\n\nexport function key(point: Point) {\n  return `cell-${point}`;\n}"
    ],
    noMatch: [
      "interface User {\n  id: string;\n  name: string;\n}\n\nexport function greet(user: User) {\n  log(`hello ${user.name}`);\n}",
      "interface Version {\n  major: number;\n  toString(): string;\n}\n\nexport function show(version: Version) {\n  return `v${version}`;\n}",
      "export function greet(user: User) {\n  log(`hello ${user}`);\n}",
      "export function greet(name: string) {\n  log(`hello ${name}`);\n}",
      'class Money {\n  toString() {\n    return "1 EUR";\n  }\n}\n\nexport function show(price: Money) {\n  return `costs ${price}`;\n}'
    ]
  }
};

// src/rules/syntax/javascript/counting-loop.ts
function countingLoop(loop, end) {
  const compared = indexAndLength(loop.childForFieldName("condition"), end);
  if (!compared) return void 0;
  const { index, length } = compared;
  const collection = length.type === "member_expression" && length.childForFieldName("property")?.text === "length" ? length.childForFieldName("object") : void 0;
  if (!collection || !/^[\w$.]+$/.test(collection.text)) return void 0;
  const step = loop.childForFieldName("increment")?.text.replace(/\s/g, "");
  if (step !== `${index.text}++` && step !== `++${index.text}` && step !== `${index.text}+=1`) return void 0;
  return { index: index.text, collection: collection.text, bound: length.text };
}

// src/rules/catalog/review/off-by-one-index/typescript.ts
var COMPARISONS3 = /* @__PURE__ */ new Set(["<", "<=", ">", ">=", "==", "===", "!=", "!=="]);
var reading = {
  comparesIndex: (node, index) => node.type === "binary_expression" && COMPARISONS3.has(node.childForFieldName("operator")?.text ?? "") && [node.childForFieldName("left")?.text, node.childForFieldName("right")?.text].includes(index),
  mentionsLength: (node, loop) => node.type === "member_expression" && node.text === loop.bound,
  assignsIndex: (node, index) => (node.type === "assignment_expression" || node.type === "augmented_assignment_expression") && node.childForFieldName("left")?.text === index || node.type === "update_expression" && node.childForFieldName("argument")?.text === index,
  // Writing at `items[items.length]` appends: only reads go past the end.
  isAccess: (node, loop) => node.type === "subscript_expression" && node.childForFieldName("object")?.text === loop.collection && node.childForFieldName("index")?.text === loop.index && !(node.parent?.type === "assignment_expression" && node.parent.childForFieldName("left")?.equals(node))
};
var implementation45 = {
  languages: JS_FAMILY,
  query: "(for_statement condition: (binary_expression) body: (_) @body) @target",
  textGate: /(?:<=|>=)[^\n;]*\.length|\.length\s*>=/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop(target, "at-length");
    return loop && captures.body ? offByOneHit(target, captures.body, loop, reading, context, "it reads `undefined` and the loop carries on with it") : false;
  },
  examples: {
    match: ["for (let i = 0; i <= scores.length; i++) { total += scores[i]; }", "for (let i = 1; this.items.length >= i; ++i) render(this.items[i]);"],
    noMatch: [
      "for (let i = 0; i < scores.length; i++) { total += scores[i]; }",
      'for (let i = 0; i <= text.length; i++) { if (i === text.length || text[i] === ",") flush(); }',
      'for (let i = 0; i <= text.length; i++) { const c = i < text.length ? text[i] : "\\n"; }',
      "for (let i = 0; i <= rows.length; i++) { rows[i] = fill(); }",
      "for (let i = 0; i <= parts.length; i++) { out.push(parts.slice(0, i)); }"
    ]
  }
};

// src/rules/catalog/review/overly-large-range/typescript.ts
var implementation46 = regexImplementation(JS_REGEX, /\[[^\n]*-/, overlyLargeRange, {
  match: ["const valid = /^[\\w.-_]+$/.test(name);", "const letters = new RegExp('^[A-z]+$');"],
  noMatch: [
    "const valid = /^[\\w._-]+$/.test(name);",
    "const hex = /^[0-9a-fA-F]+$/;",
    "const printable = /^[ -~]*$/;",
    "const control = /[\\x00-\\x1f]/;",
    "const dash = /[\\w-.]/;"
  ]
});

// src/rules/catalog/review/overwritten-element/typescript.ts
function readStore(statement) {
  const expression = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  if (expression?.type === "assignment_expression") {
    return storeInto(expression.childForFieldName("left"), expression.childForFieldName("right"), ["member_expression", "subscript_expression"]);
  }
  const callee = expression?.type === "call_expression" ? expression.childForFieldName("function") : void 0;
  const [key, value, ...rest] = expression?.childForFieldName("arguments")?.namedChildren ?? [];
  if (callee?.type !== "member_expression" || callee.childForFieldName("property")?.text !== "set" || !key || !value || rest.length > 0) return void 0;
  const receiver = callee.childForFieldName("object");
  return receiver && ["string", "number", "identifier"].includes(key.type) ? { element: `${receiver.text}.set(${key.text})`, value } : void 0;
}
var implementation47 = {
  languages: JS_FAMILY,
  query: `(expression_statement [(assignment_expression) (call_expression)]) @target`,
  check: ({ target }) => repeatedStore(target, readStore),
  examples: {
    match: [
      "export function rename(user, first, last) {\n  user.firstName = first;\n  user.firstName = last;\n}",
      'const sizes = new Map();\nsizes.set("width", 10);\nsizes.set("width", 20);'
    ],
    noMatch: [
      "export function rename(user, first, last) {\n  user.firstName = first;\n  user.lastName = last;\n}",
      "export function next(counter) {\n  counter.value = 0;\n  counter.value = counter.value + 1;\n}",
      "export function fill(items, a, b) {\n  items[index++] = a;\n  items[index++] = b;\n}",
      'export function blink(el) {\n  el.style.opacity = "0";\n  void el.offsetWidth;\n  el.style.opacity = "1";\n}'
    ]
  }
};

// src/rules/catalog/review/parameter-no-longer-read/typescript.ts
function parameterName(parameter) {
  if (parameter.type === "identifier") return parameter;
  if (parameter.type !== "required_parameter" || parameter.childForFieldName("value")) return void 0;
  if (parameter.namedChildren.some((child) => child?.type === "accessibility_modifier" || child?.type === "override_modifier")) return void 0;
  if (parameter.children.some((child) => child?.type === "readonly")) return void 0;
  const pattern = parameter.childForFieldName("pattern");
  return pattern?.type === "identifier" ? pattern : void 0;
}
var JAVASCRIPT2 = {
  name: functionName,
  parameters: (fn) => {
    const lone = fn.childForFieldName("parameter");
    if (lone) return lone.type === "identifier" ? [lone] : [];
    return (fn.childForFieldName("parameters")?.namedChildren ?? []).flatMap((parameter) => parameter && parameterName(parameter) || []);
  },
  body: (fn) => fn.childForFieldName("body"),
  readTypes: ["identifier", "shorthand_property_identifier"],
  readsAll: "arguments"
};
var implementation48 = {
  languages: JS_FAMILY,
  query: `[(function_declaration body: (statement_block))
      (generator_function_declaration body: (statement_block))
      (function_expression body: (statement_block))
      (method_definition body: (statement_block))
      (arrow_function body: (_))] @target`,
  check: ({ target, context }) => droppedParameters(target, context, JAVASCRIPT2),
  examples: {
    match: [
      {
        before: 'export function formatPrice(amount, currency) {\n  return new Intl.NumberFormat("en", { style: "currency", currency }).format(amount);\n}\n',
        after: 'export function formatPrice(amount, currency) {\n  return new Intl.NumberFormat("en", { style: "currency", currency: "USD" }).format(amount);\n}\n'
      }
    ],
    noMatch: [
      'export function formatPrice(amount, currency) {\n  return new Intl.NumberFormat("en", { style: "currency", currency: "USD" }).format(amount);\n}\n',
      {
        before: "export const onChange = (event, value) => {\n  save(event.target.name, value);\n};\n",
        after: 'export const onChange = (_event, value) => {\n  save("name", value);\n};\n'
      },
      {
        before: "class Cache {\n  constructor(private store: Store, ttl: number) {\n    this.ttl = ttl;\n  }\n}\n",
        after: "class Cache {\n  constructor(private store: Store, ttl: number) {\n    this.ttl = 60;\n  }\n}\n"
      }
    ]
  }
};

// src/rules/catalog/review/promise-as-condition/typescript.ts
var PREDICATE_METHODS = /* @__PURE__ */ new Set(["filter", "some", "every", "find", "findIndex", "findLast", "findLastIndex"]);
function testedCalls(condition) {
  if (condition.type === "parenthesized_expression") return condition.namedChildren.flatMap((inner) => inner ? testedCalls(inner) : []);
  if (condition.type === "unary_expression" && condition.childForFieldName("operator")?.text === "!") {
    const argument = condition.childForFieldName("argument");
    return argument ? testedCalls(argument) : [];
  }
  if (condition.type === "binary_expression" && ["&&", "||"].includes(condition.childForFieldName("operator")?.text ?? "")) {
    return [condition.childForFieldName("left"), condition.childForFieldName("right")].flatMap((side) => side ? testedCalls(side) : []);
  }
  return condition.type === "call_expression" ? [condition] : [];
}
function conditionHit(condition, context) {
  for (const call of testedCalls(condition)) {
    const source = promiseSource(call, context);
    if (!source) continue;
    const text = excerpt(call.text, 50);
    return {
      details: {
        tested: `\`${text}\``,
        what: source.what,
        consequence: "the condition never sees what it resolves to, and the branch it guards is decided by nothing",
        recommendation: `Await it: \`(await ${text})\`, in an \`async\` function.`
      }
    };
  }
  return false;
}
var implementation49 = {
  languages: JS_FAMILY,
  query: `(if_statement condition: (_) @condition) @target
      (while_statement condition: (_) @condition) @target
      (do_statement condition: (_) @condition) @target
      (ternary_expression condition: (_) @condition) @target
      (call_expression
        function: (member_expression property: (property_identifier) @method)
        arguments: (arguments . [(arrow_function) (function_expression)] @predicate)) @target`,
  textGate: /async|fetch|Promise\./,
  check: ({ captures, context }) => {
    const { condition, predicate, method } = captures;
    if (condition) return conditionHit(condition, context);
    if (!predicate || !method || !PREDICATE_METHODS.has(method.text) || !isAsync(predicate)) return false;
    return {
      details: {
        tested: `The \`async\` callback of \`.${method.text}\``,
        what: "an `async` function returns one from every call",
        consequence: method.text === "filter" ? "every element is kept" : `\`.${method.text}\` takes the first element for a match whatever it is`,
        recommendation: `Decide first, then test: \`const keep = await Promise.all(items.map(check));\` and \`.${method.text}((_, i) => keep[i])\`.`
      }
    };
  },
  examples: {
    match: [
      'async function isAllowed(user) {\n  return (await roles(user)).includes("admin");\n}\nexport function guard(user) {\n  if (!isAllowed(user)) throw new Error("forbidden");\n}',
      "class Store {\n  async exists(key) { return false; }\n  async put(key, value) {\n    if (this.exists(key)) return;\n    await write(key, value);\n  }\n}",
      "const active = users.filter(async (user) => await isActive(user));"
    ],
    noMatch: [
      'async function isAllowed(user) { return true; }\nexport async function guard(user) {\n  if (!(await isAllowed(user))) throw new Error("forbidden");\n}',
      'function isAllowed(user) { return true; }\nexport function guard(user) {\n  if (!isAllowed(user)) throw new Error("forbidden");\n}',
      "const active = users.filter((user) => user.active);",
      "const ids = await Promise.all(users.map(async (user) => user.id));"
    ]
  }
};

// src/rules/catalog/review/recursion-on-same-argument/rule.ts
var rule76 = {
  id: "review/recursion-on-same-argument",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 85,
  category: "bug-pattern",
  message: "`{{call}}` recurses with `{{parameter}}` itself inside a loop over its parts: it does the same work again (and never ends) instead of visiting the part.",
  recommendation: "Pass the loop's element (the child) to the recursive call, not `{{parameter}}`.",
  documentation: {
    finds: "In a loop over `node.children`, a recursive call with `node` again instead of the child.",
    why: "The recursion never advances: it loops forever or overflows the stack.",
    wrongWhen: "A recursive call with the same node on purpose (a retry) outside such a loop is not reported.",
    origin: "Sextant's own pattern, from bugs seen in real commits."
  }
};

// src/rules/catalog/review/recursion-on-same-argument/typescript.ts
function parameterName2(parameter) {
  if (parameter.type === "identifier") return parameter.text;
  const pattern = parameter.childForFieldName("pattern") ?? (parameter.type === "assignment_pattern" ? parameter.childForFieldName("left") : null);
  return pattern?.type === "identifier" ? pattern.text : void 0;
}
function parameterNames2(fn) {
  const parameters = fn.childForFieldName("parameters") ?? fn.childForFieldName("parameter");
  if (!parameters) return [];
  if (parameters.type === "identifier") return [parameters.text];
  return parameters.namedChildren.filter((child) => child.type !== "comment").map(parameterName2);
}
var COLLECTION_LOOPS = /* @__PURE__ */ new Set(["for_statement", "for_in_statement"]);
function loopsOver(loop, name) {
  const header = loop.type === "for_in_statement" ? loop.childForFieldName("right") : loop.childForFieldName("condition");
  if (!header || !new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, "\\$")}(\\??\\.|\\[)`).test(header.text)) return false;
  return !header.descendantsOfType("call_expression").some((call) => dottedName(call.childForFieldName("function") ?? call)[0] === name);
}
function isReassigned(fn, name) {
  return fn.descendantsOfType(["assignment_expression", "augmented_assignment_expression"]).some((assignment) => assignment.childForFieldName("left")?.text === name);
}
function recursionOnSameArgument(call) {
  const fn = enclosingFunction(call);
  const callee = call.childForFieldName("function");
  if (!fn || !callee) return void 0;
  const name = functionName(fn);
  const calls = fn.type === "method_definition" ? callee.text === `this.${name}` : callee.type === "identifier" && callee.text === name;
  if (!name || !calls) return void 0;
  const parameters = parameterNames2(fn);
  const args = call.childForFieldName("arguments")?.namedChildren.filter((child) => child.type !== "comment") ?? [];
  if (args.length === 0 || args.some((arg, position) => arg.text !== parameters[position])) return void 0;
  for (let current = call.parent; current && current.id !== fn.id; current = current.parent) {
    if (!COLLECTION_LOOPS.has(current.type)) continue;
    const loop = current;
    const parameter = parameters.find((name2, position) => name2 !== void 0 && args[position]?.text === name2 && loopsOver(loop, name2));
    if (parameter !== void 0 && !parameters.some((name2) => name2 !== void 0 && isReassigned(fn, name2))) return { parameter };
  }
  return void 0;
}
var implementation50 = {
  languages: JS_FAMILY,
  query: `(call_expression function: (identifier)) @target
      (call_expression function: (member_expression object: (this))) @target`,
  check: ({ target }) => {
    const found = recursionOnSameArgument(target);
    return found ? { details: { call: excerpt(target.text, 60), parameter: found.parameter } } : false;
  },
  examples: {
    match: [
      "function rewrite(node, context) {\n  for (let i = 0; i < node.children.length; i++) {\n    const child = node.children[i];\n    if (child.compound) rewrite(node, context);\n  }\n}",
      "class Walker {\n  visit(node) {\n    for (const child of node.children) this.visit(node);\n  }\n}"
    ],
    noMatch: [
      "function rewrite(node, context) {\n  for (const child of node.children) rewrite(child, context);\n}",
      "async function connect(options) {\n  for (const delay of options.delays) {\n    try {\n      return await open(options);\n    } catch {\n      await sleep(delay);\n    }\n  }\n}",
      "function walk(node) {\n  while (node.next) {\n    node = node.next;\n    walk(node);\n  }\n}",
      "function encode(scopes, index, writer) {\n  for (; index < scopes.length; ) {\n    index = encode(scopes, index, writer);\n  }\n  return index;\n}",
      "function read(reader) {\n  for (; reader.next() !== null; ) out.push(read(reader));\n}"
    ]
  }
};

// src/rules/catalog/review/recursive-accessor/typescript.ts
var FUNCTIONS = /* @__PURE__ */ new Set([
  "function_expression",
  "function_declaration",
  "arrow_function",
  "method_definition",
  "generator_function",
  "generator_function_declaration",
  "class_body"
]);
function ownDescendants(body, type) {
  const found = [];
  const visit = (node) => {
    if (node.type === type) found.push(node);
    for (const child of node.namedChildren) if (!FUNCTIONS.has(child.type)) visit(child);
  };
  visit(body);
  return found;
}
function isOwnProperty(node, name) {
  if (node?.type !== "member_expression" || node.childForFieldName("object")?.type !== "this") return false;
  const property = node.childForFieldName("property");
  return property?.type === "property_identifier" && property.text === name && !node.text.includes("?.");
}
var implementation51 = {
  languages: JS_FAMILY,
  query: "(method_definition name: (property_identifier) @name body: (statement_block) @body) @target",
  textGate: /\b[gs]et\s+\w+\s*\(/,
  check: ({ target, captures }) => {
    const name = captures.name?.text ?? "";
    const body = captures.body;
    const kind = target.children.find((child) => child.type === "get" || child.type === "set")?.type;
    if (!body || !kind) return false;
    if (kind === "get") {
      const back = ownDescendants(body, "return_statement").find((statement) => isOwnProperty(statement.namedChildren[0] ?? null, name));
      return back ? { line: back.startPosition.row + 1, details: { kind: "getter", name, access: "returns", expression: `this.${name}` } } : false;
    }
    const types = ["assignment_expression", "augmented_assignment_expression"];
    const write = types.flatMap((type) => ownDescendants(body, type)).find((assignment) => isOwnProperty(assignment.childForFieldName("left"), name));
    return write ? { line: write.startPosition.row + 1, details: { kind: "setter", name, access: "assigns", expression: excerpt(write.text, 40) } } : false;
  },
  examples: {
    match: [
      "class Box {\n  get size() {\n    return this.size;\n  }\n}",
      "class Box {\n  set size(value) {\n    this.size = value;\n  }\n}",
      "const box = {\n  get label() { return this.label; },\n};"
    ],
    noMatch: [
      "class Box {\n  get size() {\n    return this._size;\n  }\n  set size(value) {\n    this._size = value;\n  }\n}",
      "class Box {\n  #size = 0;\n  get size() {\n    return this.#size;\n  }\n}",
      "class Box {\n  size() {\n    return this.size;\n  }\n}",
      "class Box {\n  get reader() {\n    return () => this.reader;\n  }\n}"
    ]
  }
};

// src/rules/catalog/review/removal-skips-next/typescript.ts
var endsEach = (node) => node.type === "throw_statement";
var endsLoop = (node) => node.type === "break_statement" || node.type === "return_statement" || node.type === "throw_statement";
var movesIndex = (index) => (node) => node.type === "update_expression" && node.childForFieldName("argument")?.text === index || (node.type === "assignment_expression" || node.type === "augmented_assignment_expression") && node.childForFieldName("left")?.text === index;
var splicesAt = (collection, at) => (node) => node.type === "call_expression" && node.childForFieldName("function")?.text === `${collection}.splice` && node.childForFieldName("arguments")?.namedChildren[0]?.text === at && node.childForFieldName("arguments")?.namedChildren[1]?.text !== "0";
function countingLoopHit(target, body) {
  const loop = countingLoop(target, "before-length");
  if (!loop) return false;
  const { index, collection } = loop;
  const removalLoop = { index, collection, elements: [`${collection}[${index}]`] };
  return removalHit(
    body,
    removalLoop,
    { isRemoval: splicesAt(collection, index), movesIndex: movesIndex(index), endsLoop, removesOneKey: (removal) => guardedByKey(removal, removalLoop) },
    { consequence: "", alternative: `\`${collection}.filter(\u2026)\`` }
  );
}
function parameterName3(parameter) {
  if (parameter?.type === "identifier") return parameter.text;
  const pattern = parameter?.type === "required_parameter" ? parameter.childForFieldName("pattern") : void 0;
  return pattern?.type === "identifier" && !parameter?.childForFieldName("value") ? pattern.text : void 0;
}
function forEachHit(collection, callback) {
  const [element, index] = (callback.childForFieldName("parameters")?.namedChildren ?? []).map(parameterName3);
  const body = callback.childForFieldName("body");
  if (!index || !body) return false;
  const removalLoop = { index, collection: collection.text, elements: [`${collection.text}[${index}]`, ...element ? [element] : []] };
  return removalHit(
    body,
    removalLoop,
    {
      isRemoval: splicesAt(collection.text, index),
      movesIndex: () => false,
      endsLoop: endsEach,
      removesOneKey: (removal) => guardedByKey(removal, removalLoop)
    },
    { walks: `\`forEach\` counts \`${index}\` up`, consequence: "", alternative: `\`${collection.text}.filter(\u2026)\`` }
  );
}
function forOfHit(element, collection, body) {
  const at = `${collection.text}.indexOf(${element.text})`;
  const removalLoop = { index: at, collection: collection.text, elements: [element.text] };
  return removalHit(
    body,
    removalLoop,
    { isRemoval: splicesAt(collection.text, at), movesIndex: () => false, endsLoop, removesOneKey: (removal) => guardedByKey(removal, removalLoop) },
    { walks: `\`for\u2026of\` walks \`${collection.text}\` forward`, consequence: "", alternative: `\`${collection.text}.filter(\u2026)\`` }
  );
}
var implementation52 = {
  languages: JS_FAMILY,
  query: `(for_statement condition: (binary_expression) body: (_) @body) @target
((call_expression
  function: (member_expression object: [(identifier) (member_expression)] @collection property: (property_identifier) @method)
  arguments: (arguments . [(arrow_function) (function_expression)] @callback)) @target
  (#eq? @method "forEach"))
(for_in_statement left: (identifier) @element operator: "of" right: [(identifier) (member_expression)] @collection body: (_) @body) @target`,
  textGate: /\.splice\(/,
  check: ({ target, captures }) => {
    const { body, collection, callback, element } = captures;
    if (target.type === "for_statement") return body ? countingLoopHit(target, body) : false;
    if (callback && collection) return forEachHit(collection, callback);
    return element && collection && body ? forOfHit(element, collection, body) : false;
  },
  examples: {
    match: [
      "for (let i = 0; i < items.length; i++) {\n  if (items[i].done) items.splice(i, 1);\n}",
      "items.forEach((item, i) => {\n  if (item.done) items.splice(i, 1);\n});",
      "for (const item of this.items) {\n  if (item.done) this.items.splice(this.items.indexOf(item), 1);\n}"
    ],
    noMatch: [
      "for (let i = 0; i < items.length; i++) {\n  if (items[i].done) { items.splice(i, 1); i--; }\n}",
      "for (let i = items.length - 1; i >= 0; i--) {\n  if (items[i].done) items.splice(i, 1);\n}",
      "for (let i = 0; i < items.length; i++) {\n  if (items[i].id === id) { items.splice(i, 1); break; }\n}",
      "for (let i = 0; i < items.length; i++) {\n  if (items[i].gap) items.splice(i, 0, filler);\n}",
      "items.forEach((item, i) => {\n  if (item.id === id) items.splice(i, 1);\n});",
      "for (const item of items) {\n  if (item.done) { items.splice(items.indexOf(item), 1); break; }\n}",
      "others.forEach((item, i) => {\n  if (item.done) items.splice(i, 1);\n});"
    ]
  }
};

// src/rules/catalog/review/replace-first-only/rule.ts
var rule77 = {
  id: "review/replace-first-only",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "info",
  confidence: 60,
  category: "bug-pattern",
  message: "`{{call}}` replaces only the first `{{pattern}}`: a string pattern, or a regular expression without `g`, stops after one match, so {{consequence}}.",
  recommendation: "Use `.replaceAll({{pattern}}, \u2026)` (or a regular expression with the `g` flag) if every occurrence is meant.",
  files: "source",
  documentation: {
    finds: "`.replace('-', '_')` or a regular expression without `g` over a separator, shown as info; and escaping that stops after the first occurrence, shown at medium: a quote, backslash, `<`, `>` or `&` replaced by its escaped form (`.replace(\"'\", \"\\\\'\")`, `.replace('<', '&lt;')`, a quote doubled).",
    why: "Only the first occurrence is replaced. For escaping that is a bug whatever the intent: the second quote or `<` stays as it was, and the text breaks out of the string, the SQL literal or the markup it was escaped for.",
    wrongWhen: "Replacing the first separator only is sometimes meant (one decimal point, one prefix), so those are info, 60. Escaping is reported when the replacement is visibly the escaped form of a single character; a regular expression with `g` or `y`, `replaceAll`, and replacements built at run time are left alone.",
    origin: "SonarSource's S5868 and unicorn's `prefer-string-replace-all`; the escaping case is CodeQL's `js/incomplete-sanitization`."
  }
};

// src/rules/catalog/review/replace-first-only/typescript.ts
var SEPARATOR_STRING = /^(?:[-_ ,;/|+]|\\\\|\\[nt])$/;
function separatorRegex(regex) {
  const flags = regex.childForFieldName("flags")?.text ?? "";
  const source = regex.childForFieldName("pattern")?.text ?? "";
  return !flags.includes("g") && !flags.includes("y") && /^(?:[-_ ,:;|]|\\[./+\\snt]|\\s\+| \+)$/.test(source);
}
var ESCAPED = /* @__PURE__ */ new Set(["'", '"', "`", "\\", "<", ">", "&"]);
function patternCharacter(pattern) {
  if (pattern.type === "string") {
    const value = unescapeLiteral(pattern.text.slice(1, -1), false, "javascript");
    return value.length === 1 ? value : void 0;
  }
  const flags = pattern.childForFieldName("flags")?.text ?? "";
  const source = pattern.childForFieldName("pattern")?.text ?? "";
  const single = /^(?:\\([^a-zA-Z0-9])|([^\\]))$/.exec(source);
  return flags.includes("g") || flags.includes("y") || !single ? void 0 : single[1] ?? single[2];
}
function escapes(character, replacement) {
  if (replacement.includes(`\\${character}`)) return true;
  if (/^&(?:#\d+|#x[0-9a-f]+|[a-z]+);$/i.test(replacement)) return character !== "\\" && character !== "`";
  return replacement === character + character && (character === "'" || character === '"');
}
function escapesFirstOnly(call, pattern) {
  const character = patternCharacter(pattern);
  const replacement = call.childForFieldName("arguments")?.namedChildren[1];
  if (character === void 0 || !ESCAPED.has(character) || replacement?.type !== "string") return false;
  return escapes(character, unescapeLiteral(replacement.text.slice(1, -1), false, "javascript"));
}
var implementation53 = {
  languages: JS_FAMILY,
  query: `((call_expression
      function: (member_expression property: (property_identifier) @method)
      arguments: (arguments . [(string) (regex)] @pattern)) @target
      (#eq? @method "replace"))`,
  textGate: /replace/,
  check: ({ captures }) => {
    const pattern = captures.pattern;
    const call = captures.target;
    if (!pattern || !call) return false;
    const details = { call: excerpt(call.text, 50), pattern: pattern.text };
    if (escapesFirstOnly(call, pattern)) {
      return {
        details: { ...details, consequence: "every later one stays unescaped, and the text can still break out of its quotes or markup" },
        severity: "medium",
        confidence: 85
      };
    }
    const repeated = pattern.type === "string" ? SEPARATOR_STRING.test(pattern.text.slice(1, -1)) : separatorRegex(pattern);
    return repeated ? { details: { ...details, consequence: "the others stay as they are" } } : false;
  },
  examples: {
    match: [
      "const id = name.replace('-', '_');",
      `const quoted = \`'\${value.replace("'", "\\\\'")}'\`;`,
      "const safe = text.replace('<', '&lt;');",
      `const literal = s.replace(/"/, '\\\\"');`,
      'const words = title.replace(/ /, "-");',
      "const path = file.replace('\\\\', '/');"
    ],
    noMatch: [
      "const id = name.replaceAll('-', '_');",
      "const cents = price.toFixed(2).replace('.', '');",
      'const slug = title.replace(/ /g, "-");',
      "const rest = line.replace('prefix:', '');",
      "const trimmed = text.replace(/^-/, '');",
      `const quoted = value.replace(/'/g, "\\\\'");`,
      `const unquoted = value.replace('"', '');`
    ]
  }
};

// src/rules/catalog/review/response-after-answer/typescript.ts
var RESPONSE_NAMES = /* @__PURE__ */ new Set(["res", "resp", "response", "reply", "c", "ctx"]);
var ANSWERS = /* @__PURE__ */ new Set(["send", "json", "jsonp", "end", "redirect", "render", "sendFile", "sendStatus", "download", "text", "html", "body", "view"]);
function answerThrough(node, parameters) {
  let call = unwrapParentheses(node);
  if (call.type === "await_expression") call = unwrapParentheses(call.namedChildren[0] ?? call);
  if (call.type !== "call_expression") return void 0;
  const callee = call.childForFieldName("function");
  if (callee?.type === "identifier") return callee.text === "next" && parameters.has("next") ? "next" : void 0;
  if (callee?.type !== "member_expression" || !ANSWERS.has(callee.childForFieldName("property")?.text ?? "")) return void 0;
  let object = callee.childForFieldName("object");
  while (object && (object.type === "call_expression" || object.type === "member_expression")) {
    object = object.type === "call_expression" ? object.childForFieldName("function") : object.childForFieldName("object");
  }
  return object?.type === "identifier" && parameters.has(object.text) && RESPONSE_NAMES.has(object.text) ? object.text : void 0;
}
function statementAnswer(statement, parameters) {
  if (statement.type !== "expression_statement" && statement.type !== "return_statement") return void 0;
  const expression = statement.namedChildren.find((child) => child.type !== "comment");
  return expression ? answerThrough(expression, parameters) : void 0;
}
function plainParameterNames(fn) {
  const parameters = fn.childForFieldName("parameters");
  const single = fn.childForFieldName("parameter");
  const names = /* @__PURE__ */ new Set();
  if (single?.type === "identifier") names.add(single.text);
  for (const parameter of parameters?.namedChildren ?? []) {
    const name = parameter.type === "identifier" ? parameter : parameter.childForFieldName("pattern");
    if (name?.type === "identifier") names.add(name.text);
  }
  return names;
}
function answersTwice(statement) {
  if (statement.childForFieldName("alternative")) return void 0;
  const fn = enclosingFunction(statement);
  const parameters = fn ? plainParameterNames(fn) : /* @__PURE__ */ new Set();
  const consequence = statement.childForFieldName("consequence");
  if (!consequence) return void 0;
  const body = consequence.type === "statement_block" ? statementsOf(consequence) : [consequence];
  const first = body.at(-1);
  const through = first ? statementAnswer(first, parameters) : void 0;
  if (!first || first.type !== "expression_statement" || through === void 0) return void 0;
  const block = statement.parent;
  if (!block || !["statement_block", "program"].includes(block.type)) return void 0;
  for (const later of statementsOf(block).filter((sibling) => sibling.startIndex > statement.startIndex)) {
    const answer = statementAnswer(later, parameters);
    if (answer === through || answer !== void 0 && through === "next") return { first, second: later, through };
    if (["return_statement", "throw_statement"].includes(later.type)) return void 0;
  }
  return void 0;
}
var implementation54 = {
  languages: JS_FAMILY,
  query: "(if_statement) @target",
  textGate: /send|json|end|redirect|render|next|text|html|body|view|download/,
  check: ({ target, context }) => {
    const found = answersTwice(target);
    if (!found) return false;
    const line = found.first.startPosition.row + 1;
    const changed = context.isChanged(line) ? line : context.isChanged(found.second.startPosition.row + 1) ? found.second.startPosition.row + 1 : void 0;
    if (changed === void 0) return false;
    return { line: changed, details: { first: excerpt(found.first.text.replace(/;$/, ""), 50), second: excerpt(found.second.text.replace(/;$/, ""), 50) } };
  },
  fix: ({ lines, line }) => {
    const text = lines[line - 1] ?? "";
    const found = /^(\s*)((?:res|reply|response|ctx|c)\.[\w$.]*\(.*\);?)\s*$/.exec(text);
    return found ? { startLine: line, endLine: line, replacement: [`${found[1]}return ${found[2]}`] } : void 0;
  },
  examples: {
    match: [
      "app.get('/me', async (req, res) => {\n  const user = await load(req);\n  if (!user) {\n    res.status(401).send();\n  }\n  res.json(user);\n});",
      "app.get('/me', (req, res, next) => {\n  if (!req.user) {\n    next(new Error('unauthorised'));\n  }\n  res.json(req.user);\n});",
      "app.get('/me', (c) => c.text('x'));\nroute.get('/a', async (c, next) => {\n  if (!c.get('user')) {\n    c.json({ error: 'login' }, 401);\n  }\n  return c.json(c.get('user'));\n});"
    ],
    noMatch: [
      "app.get('/me', async (req, res) => {\n  const user = await load(req);\n  if (!user) {\n    return res.status(401).send();\n  }\n  res.json(user);\n});",
      "app.get('/me', async (req, res) => {\n  if (!req.user) {\n    res.status(401).send();\n  } else {\n    res.json(req.user);\n  }\n});",
      "app.get('/me', async (req, res) => {\n  if (!req.user) {\n    res.status(401).send();\n  }\n  if (req.user) {\n    res.json(req.user);\n  }\n});"
    ]
  }
};

// src/rules/catalog/review/self-assignment/typescript.ts
var GLOBAL_OBJECTS2 = /* @__PURE__ */ new Set(["window", "global", "globalThis", "self", "_global", "document", "location"]);
var REASSIGNED_ON_PURPOSE = /* @__PURE__ */ new Set([
  "href",
  "src",
  "value",
  "innerHTML",
  "outerHTML",
  "textContent",
  "hash",
  "search",
  "scrollTop",
  "scrollLeft",
  "className",
  "data",
  "checked",
  "selectedIndex",
  "currentTime"
]);
var implementation55 = {
  languages: JS_FAMILY,
  query: "(assignment_expression) @target",
  check: ({ target, context }) => {
    const left = target.childForFieldName("left");
    const right = target.childForFieldName("right");
    if (!left || !right || !["identifier", "member_expression", "subscript_expression"].includes(left.type)) return false;
    if (!sameCode(left, unwrapParentheses(right)) || mayHaveEffects(left)) return false;
    const property = left.type === "member_expression" ? left.childForFieldName("property")?.text : void 0;
    if (property !== void 0 && REASSIGNED_ON_PURPOSE.has(property)) return false;
    if (left.type === "member_expression" && GLOBAL_OBJECTS2.has(left.childForFieldName("object")?.text ?? "")) return false;
    return { line: changedLineOf(context, target), details: { assignment: excerpt(target.text, 60) } };
  },
  examples: {
    match: ["function setName(name) {\n  this.name = this.name;\n}", "total = total;", "options.defaultValue = options.defaultValue;"],
    noMatch: ["this.name = name;", "location.href = location.href;", "items[next()] = items[next()];", "_global.setTimeout = _global.setTimeout;"]
  }
};

// src/rules/catalog/review/shared-fill-element/typescript.ts
var implementation56 = {
  languages: JS_FAMILY,
  query: `((call_expression
  function: (member_expression property: (property_identifier) @method)
  arguments: (arguments . [(object) (array) (new_expression)] @element .)) @target
  (#eq? @method "fill"))`,
  textGate: /fill\(/,
  check: ({ target, captures }) => {
    const element = captures.element && unwrapParentheses(captures.element);
    if (!element || element.type === "new_expression" && /^(RegExp|Date|String|Number|Boolean)$/.test(element.childForFieldName("constructor")?.text ?? ""))
      return false;
    if (!changedThroughSlot(target, enclosingFunction(target) ?? target.tree.rootNode)) return false;
    const made = element.type === "object" ? `(${element.text})` : element.text;
    return {
      details: { expression: excerpt(target.text, 60), element: excerpt(element.text, 30), fix: `\`Array.from({ length: n }, () => ${excerpt(made, 30)})\`` }
    };
  },
  examples: {
    match: [
      'function board() {\n  const grid = new Array(3).fill([]);\n  grid[0].push("x");\n  return grid;\n}',
      "const week = Array(7).fill({ visits: 0 });\nweek[today].visits += 1;"
    ],
    noMatch: [
      "const placeholders = new Array(3).fill({ id: null });\nrender(placeholders);",
      'const rows = new Array(3).fill([]);\nrows[0] = ["x"];',
      "const totals = new Array(7).fill(0);",
      "const grid = Array.from({ length: 3 }, () => []);",
      'const patterns = Array(2).fill(new RegExp("a"));',
      'const names = new Array(3).fill("");'
    ]
  }
};

// src/rules/catalog/review/shell-injection/typescript.ts
var SHELL_MODULES = /* @__PURE__ */ new Set(["child_process", "childProcess", "cp"]);
var SPAWN_FUNCTIONS = /* @__PURE__ */ new Set(["spawn", "spawnSync", "execFile", "execFileSync"]);
var CHILD_PROCESS_IMPORT = /\brequire\(\s*['"](node:)?child_process['"]\s*\)|\bfrom\s+['"](node:)?child_process['"]/;
var importsChildProcess = perFile((context) => context.lines.some((line) => CHILD_PROCESS_IMPORT.test(line)));
function hasShellOption(call) {
  const options = call.childForFieldName("arguments")?.namedChildren.filter((argument) => argument.type === "object") ?? [];
  return options.some(
    (object) => object.namedChildren.some(
      (pair) => pair.type === "pair" && pair.childForFieldName("key")?.text === "shell" && pair.childForFieldName("value")?.type === "true"
    )
  );
}
var implementation57 = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: [(identifier) (member_expression)] @callee
      arguments: (arguments . (_) @command)
      (#match? @callee "(^|\\\\.)(exec|execSync|execAsync|execPromise|spawn|spawnSync|execFile|execFileSync)$")) @target`,
  // Every callee the predicate admits ends in one of these.
  textGate: /exec|spawn/,
  check: ({ target, captures, context }) => {
    const { callee, command } = captures;
    if (!callee || !command) return false;
    const path = dottedName(callee);
    const name = path.at(-1) ?? "";
    const runsShell = SPAWN_FUNCTIONS.has(name) ? hasShellOption(target) : path.length === 1 ? importsChildProcess(context) : path.length === 2 && SHELL_MODULES.has(path[0] ?? "") && (name === "exec" || name === "execSync");
    const built = runsShell ? builtArgument(command, readStringExpression, assignedValues) : void 0;
    if (!built) return false;
    return { line: changedLineOf(context, target, built.node), details: { callee: path.join("."), how: built.how } };
  },
  examples: {
    match: [
      "import { exec } from 'node:child_process';\nexec(`git log ${range}`, done);",
      "const cp = require('child_process');\ncp.execSync('rm -rf ' + folder);",
      "import { spawn } from 'node:child_process';\nconst command = `convert ${input} out.png`;\nspawn(command, { shell: true });"
    ],
    noMatch: [
      "import { execFile } from 'node:child_process';\nexecFile('git', ['log', range], done);",
      "import { exec } from 'node:child_process';\nexec('git status', done);",
      "const match = pattern.exec(`${prefix}-1`);",
      "spawn(`node ${script}`);"
    ]
  }
};

// src/rules/catalog/review/sql-injection/typescript.ts
var implementation58 = {
  languages: JS_FAMILY,
  // `await db.query<Row>(…)` parses with the `await` inside the callee (a grammar quirk of type arguments).
  query: `(call_expression
      function: [(member_expression property: (property_identifier) @method)
        (await_expression (member_expression property: (property_identifier) @method))]
      arguments: (arguments . (_) @sql)
      (#match? @method "^(query|execute|exec|raw|run|all|get|prepare|unsafe|[$]?(query|execute)Raw(Unsafe)?|(where|orderBy|having|join|select|from)Raw|where|andWhere|orWhere|having)$")) @target`,
  check: ({ target, captures, context }) => {
    const { method, sql } = captures;
    if (!method || !sql) return false;
    const takesFragment = /Raw|^(where|andWhere|orWhere|having)$/.test(method.text);
    return builtSql(target, sql, context, { read: readStringExpression, assignedValues }, (fragments) => takesFragment || looksLikeSql(fragments)) ?? false;
  },
  examples: {
    match: [
      "const rows = await pool.query(`SELECT * FROM users WHERE email = '${email}'`);",
      'db.run("DELETE FROM sessions WHERE user_id = " + userId);',
      "const sql = 'UPDATE orders SET status = ' + status + ' WHERE id = ' + id;\nawait connection.execute(sql);",
      "knex(\"users\").whereRaw(`name = '${name}'`);",
      "repository.createQueryBuilder('user').where(`user.email = '${email}'`).getOne();",
      "const rows = await pool.query<User>(`SELECT * FROM users WHERE id = ${id}`);"
    ],
    noMatch: [
      "const rows = await pool.query('SELECT * FROM users WHERE email = $1', [email]);",
      "const rows = await sql`SELECT * FROM users WHERE email = ${email}`;",
      "const value = cache.get(`user:${id}`);",
      "logger.query(`select took ${ms} ms`);",
      "repository.createQueryBuilder('user').where('user.email = :email', { email }).getOne();",
      "const sql = `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`;\nawait pool.query(sql, [id]);",
      "const placeholders = ids.map(() => '?').join(', ');\ndb.run(`DELETE FROM sessions WHERE id IN (${placeholders})`, ids);"
    ]
  }
};

// src/rules/catalog/review/swapped-arguments/typescript.ts
function parameterName4(parameter) {
  const pattern = parameter.childForFieldName("pattern") ?? parameter;
  const named = pattern.type === "assignment_pattern" ? pattern.childForFieldName("left") : pattern;
  if (named?.type === "rest_pattern") return null;
  return named?.type === "identifier" && named.text !== "this" ? named.text : void 0;
}
function parametersOf(fn) {
  const list = fn.childForFieldName("parameters");
  if (!list) {
    const single = fn.childForFieldName("parameter");
    return single ? [single.text] : [];
  }
  const names = [];
  for (const parameter of list.namedChildren) {
    if (parameter.type === "comment") continue;
    const name = parameterName4(parameter);
    if (name === null) break;
    names.push(name);
  }
  return names;
}
var FUNCTION_VALUES = /* @__PURE__ */ new Set(["arrow_function", "function_expression", "function"]);
var signatures = perFile((context) => {
  const definitions = [];
  for (const node of context.root.descendantsOfType(["function_declaration", "generator_function_declaration", "variable_declarator", "method_definition"])) {
    const name = node.childForFieldName("name")?.text;
    if (!name) continue;
    if (node.type === "variable_declarator") {
      const value = node.childForFieldName("value");
      if (value && FUNCTION_VALUES.has(value.type)) definitions.push([name, parametersOf(value)]);
    } else {
      definitions.push([node.type === "method_definition" ? `this.${name}` : name, parametersOf(node)]);
    }
  }
  return signatureTable(definitions);
});
var implementation59 = {
  languages: JS_FAMILY,
  query: `(call_expression
  function: [(identifier) @callee (member_expression object: (this) property: (property_identifier) @callee)]
  arguments: (arguments (identifier) . (identifier)) @arguments) @target`,
  check: ({ target, captures, context }) => {
    const method = target.childForFieldName("function")?.type === "member_expression";
    const name = captures.callee?.text ?? "";
    const parameters = signatures(context).get(method ? `this.${name}` : name);
    if (!parameters || parameters.length < 2) return false;
    const args = [];
    for (const argument of captures.arguments?.namedChildren ?? []) {
      if (argument.type === "comment") continue;
      if (argument.type === "spread_element") break;
      args.push(argument.type === "identifier" ? argument.text : void 0);
    }
    const caller = enclosingFunction(target);
    const callerParameters = new Set(caller ? parametersOf(caller).filter((parameter) => parameter !== void 0) : []);
    return swappedArguments(target, name, args, parameters, callerParameters);
  },
  examples: {
    match: ["function copy(source: string, target: string) {}\n\nexport function run() {\n  const [source, target] = paths();\n  copy(target, source);\n}"],
    noMatch: [
      "function copy(source, target) {}\n\nexport function run() {\n  const [source, target] = paths();\n  copy(source, target);\n}",
      "const compare = (left, right) => left.rank - right.rank;\nexport const descending = (left, right) => compare(right, left);"
    ]
  }
};

// src/rules/catalog/review/unassigned-variable/rule.ts
var rule78 = {
  id: "review/unassigned-variable",
  ...MEDIUM_CORRECTNESS,
  files: "source",
  message: "`{{name}}` is declared without a value and never assigned, but it is read: it is always `undefined`.",
  recommendation: "Assign it where its value is worked out (an inner `const {{name}} = \u2026` declares another variable), or read the variable that holds the value.",
  documentation: {
    finds: "`let x;` or `var x;` that nothing ever assigns, in a function or file that reads it: `let total; for (const item of items) { const total = sum(item); } return total;`.",
    why: "The value was meant to come from somewhere: a branch that declares its own variable of the same name, a callback that was supposed to set it, a line lost in a refactor. The read always gets `undefined`, which often passes silently into a condition or a response.",
    wrongWhen: "Practically never; write `let x = undefined;` where `undefined` is the point. Assignments anywhere in the function count, closures and destructuring included; ambient declarations (`declare let`), declarations with a type annotation (the compiler reports their reads before assignment, TS2454, and type tests declare values only for their types), `$placeholders$` that code generation replaces, a `var` at the top of a file (a global other scripts may assign), a variable tested with `typeof` (whose author expects `undefined`, as in the prelude of a bundle that hides `define`) and test files are left alone.",
    origin: "ESLint's `no-unassigned-vars` (recommended since ESLint 10)."
  }
};

// src/rules/catalog/review/unassigned-variable/typescript.ts
var WRITES = ["assignment_expression", "augmented_assignment_expression", "for_in_statement"];
function writes(scope, name, isVar) {
  if (isVar && scope.descendantsOfType("variable_declarator").some((other) => other.childForFieldName("name")?.text === name && other.childForFieldName("value")))
    return true;
  for (const write of scope.descendantsOfType(WRITES)) {
    const left = write.childForFieldName("left");
    if (left && (left.text === name || left.descendantsOfType(["identifier", "shorthand_property_identifier_pattern"]).some((node) => node.text === name)))
      return true;
  }
  return scope.descendantsOfType("update_expression").some((update) => update.childForFieldName("argument")?.text === name);
}
function shadowed(identifier, scope) {
  for (let node = identifier.parent; node && !node.equals(scope); node = node.parent) {
    const parameters = isFunction(node) ? node.childForFieldName("parameters") ?? node.childForFieldName("parameter") : null;
    if (parameters?.descendantsOfType("identifier").some((parameter) => parameter.text === identifier.text)) return true;
  }
  return false;
}
function readsUntested(scope, declared) {
  const uses = scope.descendantsOfType("identifier").filter((identifier) => identifier.text === declared.text && !identifier.equals(declared) && !shadowed(identifier, scope));
  return uses.length > 0 && !uses.some((identifier) => identifier.parent?.type === "unary_expression" && identifier.parent.text.startsWith("typeof"));
}
var implementation60 = {
  languages: JS_FAMILY,
  query: `(lexical_declaration (variable_declarator name: (identifier) @name !value) @declarator) @target
(variable_declaration (variable_declarator name: (identifier) @name !value) @declarator) @target`,
  textGate: /let|var/,
  check: ({ target, captures }) => {
    const { name, declarator } = captures;
    if (!name || !declarator || declarator.childForFieldName("type") || target.parent?.type === "ambient_declaration" || /^\$|\$$/.test(name.text))
      return false;
    const scope = enclosingFunction(target);
    if (!scope && target.type === "variable_declaration") return false;
    const searched = scope ?? target.tree.rootNode;
    if (writes(searched, name.text, target.type === "variable_declaration") || !readsUntested(searched, name)) return false;
    return { details: { name: name.text } };
  },
  examples: {
    match: [
      "export function total(items) {\n  let sum;\n  for (const item of items) {\n    const sum = item.price;\n  }\n  return sum;\n}",
      "let ready;\nexport function isReady() {\n  return ready === true;\n}"
    ],
    noMatch: [
      "export function total(items) {\n  let sum;\n  for (const item of items) sum = (sum ?? 0) + item.price;\n  return sum;\n}",
      "export function settle() {\n  let resolve;\n  const done = new Promise((r) => {\n    resolve = r;\n  });\n  return { done, resolve };\n}",
      "export function pair(entry) {\n  let key, value;\n  [key, value] = entry;\n  return key + value;\n}",
      "export function count(items) {\n  let n;\n  n ??= 0;\n  for (const _ of items) n++;\n  return n;\n}",
      "let unused;"
    ]
  }
};

// src/rules/catalog/review/unbound-method/rule.ts
var rule79 = {
  id: "review/unbound-method",
  ...HIGH_CORRECTNESS,
  message: "`{{reference}}` is passed on without its object: when it is called, `this` inside `{{method}}` is undefined.",
  recommendation: "Pass an arrow function (`(...args) => {{reference}}(...args)`), bind it (`{{reference}}.bind(this)`), or make `{{method}}` an arrow-function field.",
  documentation: {
    finds: "A class method that uses `this`, handed over unbound to what calls it later as a plain function: a timer (`setTimeout(this.tick, 100)`), a listener (`emitter.on('data', this.onData)`), a promise's `then`/`catch`, an array callback (`items.map(this.parse)`), or a JSX attribute (`onClick={this.handleClick}`).",
    why: "A method read off `this` loses its object: whoever calls it later calls a plain function, so `this` is undefined (in a class body, which is strict) and the first `this.field` throws `TypeError`. It fails only when the callback runs, often far from the line that passed it.",
    wrongWhen: "When the receiver binds it: the rule leaves alone methods that do not use `this`, methods bound anywhere in the class (`this.m = this.m.bind(this)`, `this.m.bind(this)`), decorated methods (`@bind`, `@action.bound`), classes that bind their methods in bulk (`autoBind(this)`, a loop of `bind`), getters, arrow-function fields, calls that also pass `this` as the callback's object (`items.forEach(this.visit, this)`), and an object handing its own method to itself (`this.on('error', this.onerror)`, `this.setState(state, this.done)`), which calls it with itself as `this`. A function of the project's own that takes the method may bind it or never call it (it may read its name or stack), so only timers, listeners, promises, array methods and JSX attributes count.",
    origin: "typescript-eslint's `unbound-method` (which uses types) and eslint-plugin-react's `jsx-no-bind` reasoning; this rule keeps to `this.method` inside the method's own class."
  }
};

// src/rules/catalog/review/unbound-method/typescript.ts
var BINDS_IN_BULK = /\b(?:auto-?bind|bindAll)\s*\(\s*this\b|this\[[^\]]+\]\.bind\(\s*this\b/i;
function thisOwner(node) {
  for (let current = node.parent; current; current = current.parent) if (isFunction(current) && current.type !== "arrow_function") return current;
  return void 0;
}
function isMethodUsingThis(body, name) {
  const members = body.namedChildren.filter((member) => member.childForFieldName("name")?.text === name);
  const [method] = members;
  if (members.length !== 1 || method?.type !== "method_definition") return false;
  if (method.children.some((child) => child.type === "get" || child.type === "set")) return false;
  if (method.namedChildren.some((child) => child.type === "decorator") || method.previousNamedSibling?.type === "decorator") return false;
  return (method.childForFieldName("body")?.descendantsOfType("this") ?? []).some((self) => thisOwner(self)?.id === method.id);
}
var CALLS_BACK = /* @__PURE__ */ new Set(["setTimeout", "setInterval", "setImmediate", "queueMicrotask", "requestAnimationFrame", "requestIdleCallback", "nextTick"]);
var CALLS_BACK_METHODS = /* @__PURE__ */ new Set([
  "addEventListener",
  "on",
  "once",
  "addListener",
  "prependListener",
  "subscribe",
  "then",
  "catch",
  "finally",
  "forEach",
  "map",
  "filter",
  "reduce",
  "some",
  "every",
  "find",
  "findIndex",
  "flatMap"
]);
function handedOver(reference) {
  const parent = reference.parent;
  if (parent?.type === "jsx_expression") return parent.parent?.type === "jsx_attribute";
  if (parent?.type !== "arguments") return false;
  const callee = parent.parent?.childForFieldName("function");
  if (!callee) return false;
  if (callee.type === "identifier" || callee.type === "member_expression" && ["window", "globalThis", "process"].includes(callee.childForFieldName("object")?.text ?? ""))
    return CALLS_BACK.has(callee.childForFieldName("property")?.text ?? callee.text);
  if (callee.type !== "member_expression" || !CALLS_BACK_METHODS.has(callee.childForFieldName("property")?.text ?? "")) return false;
  return callee.childForFieldName("object")?.type !== "this" && !parent.namedChildren.some((argument) => argument.type === "this");
}
var implementation61 = {
  languages: JS_FAMILY,
  query: "(member_expression object: (this) property: (property_identifier) @name) @target",
  textGate: /this\.\w+\s*[,)}]/,
  check: ({ target, captures }) => {
    const name = captures.name?.text;
    if (!name || name === "constructor" || !handedOver(target)) return false;
    let body = target.parent;
    while (body && body.type !== "class_body") body = body.parent;
    if (!body || BINDS_IN_BULK.test(body.text) || new RegExp(`this\\.${name.replace(/\$/g, "\\$")}\\s*\\.\\s*bind\\s*\\(`).test(body.text)) return false;
    return isMethodUsingThis(body, name) ? { details: { reference: `this.${name}`, method: name } } : false;
  },
  examples: {
    match: [
      "class Poller {\n  start() {\n    setInterval(this.tick, 1000);\n  }\n  tick() {\n    this.count += 1;\n  }\n}",
      "class Loader {\n  load(url) {\n    return fetch(url).then(this.parse);\n  }\n  parse(response) {\n    return this.decoder.decode(response);\n  }\n}",
      'class Menu {\n  open() {\n    document.addEventListener("click", this.onClick);\n  }\n  onClick(event) {\n    if (!this.root.contains(event.target)) this.close();\n  }\n}'
    ],
    noMatch: [
      "class Poller {\n  start() {\n    setInterval(() => this.tick(), 1000);\n  }\n  tick() {\n    this.count += 1;\n  }\n}",
      "class Poller {\n  constructor() {\n    this.tick = this.tick.bind(this);\n  }\n  start() {\n    setInterval(this.tick, 1000);\n  }\n  tick() {\n    this.count += 1;\n  }\n}",
      "class Poller {\n  start() {\n    setInterval(this.tick, 1000);\n  }\n  tick = () => {\n    this.count += 1;\n  };\n}",
      "class Reporter {\n  constructor(writer) {\n    this.write = writer.wrap(this.write);\n  }\n  write(line) {\n    this.lines.push(line);\n  }\n}",
      'class App extends Emitter {\n  listen() {\n    this.on("error", this.onerror);\n  }\n  onerror(error) {\n    this.log(error);\n  }\n}',
      "class Loader {\n  load(items) {\n    return items.map(this.parse);\n  }\n  parse(item) {\n    return JSON.parse(item);\n  }\n}",
      "class Walker {\n  walk(nodes) {\n    nodes.forEach(this.visit, this);\n  }\n  visit(node) {\n    this.seen.add(node);\n  }\n}",
      "class Model {\n  save() {\n    store.write(this.name);\n  }\n  get name() {\n    return this.first + this.last;\n  }\n}",
      'class View {\n  constructor() {\n    this.$update = this.$update.bind(this);\n  }\n  start() {\n    emitter.on("x", this.$update);\n  }\n  $update() {\n    this.render();\n  }\n}',
      'class View {\n  constructor() {\n    autoBind(this);\n  }\n  start() {\n    emitter.on("x", this.update);\n  }\n  update() {\n    this.render();\n  }\n}',
      "class Poller {\n  start() {\n    setInterval(this.tick, 1000);\n  }\n  tick() {\n    return function () {\n      this.count += 1;\n    };\n  }\n}"
    ]
  }
};

// src/rules/catalog/review/unescaped-decimal-dot/typescript.ts
var implementation62 = regexImplementation(JS_REGEX, DECIMAL_GATE, unescapedDecimalDot, {
  match: ["const FLOAT = /^-?[0-9]+(.[0-9]+)?$/;", "const version = new RegExp('^v(\\\\d+).(\\\\d+).(\\\\d+)$');", "const price = /\\d+.\\d{2}/;"],
  noMatch: [
    "const FLOAT = /^-?[0-9]+(\\.[0-9]+)?$/;",
    "const time = /^\\d{2}[.:]\\d{2}$/;",
    "const anything = /^\\d+.*\\d+$/;",
    "const word = /^[a-z]+.[a-z]+$/;",
    "const either = /(\\d+|x).\\d+/;"
  ]
});

// src/rules/catalog/review/unescaped-host-dot/typescript.ts
var implementation63 = regexImplementation(JS_REGEX, HOST_GATE, unescapedHostDot, {
  match: ["const trusted = /^https:\\/\\/api.github.com\\//.test(url);", "const docs = new RegExp('^(www|docs).example\\\\.org$');"],
  noMatch: [
    "const trusted = /^https:\\/\\/api\\.github\\.com\\//.test(url);",
    "const host = /^example.com$/;",
    "const anything = /^.*.example.com$/;",
    "const file = /\\.(exe|com)$/;"
  ]
});

// src/rules/catalog/review/unreachable-loop/typescript.ts
var LOOPS = ["for_statement", "for_in_statement", "while_statement", "do_statement"];
var SYNTAX2 = {
  statements: (loop) => {
    const body = loop.childForFieldName("body");
    return body?.type === "statement_block" ? statementsOf(body) : void 0;
  },
  exits: /* @__PURE__ */ new Set(["return_statement", "throw_statement"]),
  branching: /* @__PURE__ */ new Set(["if_statement", "switch_statement", ...LOOPS]),
  breakable: /* @__PURE__ */ new Set(["switch_statement", ...LOOPS]),
  separate: /* @__PURE__ */ new Set([...FUNCTION_TYPES, "class_declaration", "class"]),
  mayRepeat: /* @__PURE__ */ new Set(["continue_statement"]),
  iterable: (loop) => loop.type === "for_in_statement" ? loop.childForFieldName("right") : void 0,
  literalLists: /* @__PURE__ */ new Set(["array"]),
  bindings: /* @__PURE__ */ new Map([
    ["variable_declarator", "name"],
    ["assignment_expression", "left"],
    ["augmented_assignment_expression", "left"],
    ["for_in_statement", "left"]
  ]),
  nameType: "identifier",
  returnType: "return_statement",
  breakType: "break_statement",
  labelOf: (node) => node.childForFieldName("label")?.text
};
var implementation64 = {
  languages: JS_FAMILY,
  // A `do … while` runs its body once by design; only the loops that test first are looked at.
  query: "[(for_statement) (for_in_statement) (while_statement)] @target",
  check: ({ target, context }) => onePassExit(target, SYNTAX2, context.lines),
  examples: {
    match: [
      "function findUser(users, id) {\n  for (const user of users) {\n    if (user.id === id) {\n      return user;\n    }\n    return null;\n  }\n}",
      "while (node) {\n  if (node.dirty) {\n    node.flush();\n  }\n  node = node.parent;\n  break;\n}",
      'function check(rows) {\n  for (let i = 0; i < rows.length; i++) {\n    if (rows[i].valid) {\n      return true;\n    }\n    throw new Error("bad rows");\n  }\n}'
    ],
    noMatch: [
      "function findUser(users, id) {\n  for (const user of users) {\n    if (user.id === id) {\n      return user;\n    }\n  }\n  return null;\n}",
      "for (const key in object) {\n  return false;\n}",
      "// eqSet holds at most one entry\nfor (const eq of eqSet) {\n  if (!ok(eq)) {\n    return null;\n  }\n  return true;\n}",
      "for (const item of queue) {\n  if (item.ready) {\n    process(item);\n  }\n  break;\n}",
      "function only(ids) {\n  for (const id of ids) {\n    if (!id) {\n      return undefined;\n    }\n    return id;\n  }\n}",
      "for (const item of queue) {\n  if (item.skip) {\n    continue;\n  }\n  return item;\n}",
      "while (true) {\n  const next = read();\n  if (next === undefined) {\n    break;\n  }\n  return next;\n}"
    ]
  }
};

// src/rules/catalog/review/unsafe-negation/rule.ts
var rule80 = {
  id: "review/unsafe-negation",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 95,
  category: "logic",
  message: "`{{expression}}` negates the left operand, not the `{{operator}}` test: `!` binds tighter, so this tests a boolean.",
  recommendation: "Put the test in parentheses: `!(key in object)`, `!(value instanceof Type)`.",
  documentation: {
    finds: "`!key in object` and `!value instanceof Type`.",
    why: '`!key` is a boolean, so `in` looks for a property named "true" or "false", and `instanceof` is always false.',
    wrongWhen: "Practically never; when the boolean really is meant, write `(!key) in object` to say so.",
    origin: "ESLint's `no-unsafe-negation` and SonarSource's S3812."
  }
};

// src/rules/catalog/review/unsafe-negation/typescript.ts
var implementation65 = {
  languages: JS_FAMILY,
  // A parenthesised `(!key) in object` is a parenthesized_expression, not a unary_expression, so it is left alone.
  query: '(binary_expression left: (unary_expression operator: "!") operator: ["in" "instanceof"] @operator) @target',
  textGate: /\b(in|instanceof)\b/,
  check: ({ target, captures }) => ({ details: { expression: excerpt(target.text, 60), operator: captures.operator?.text ?? "" } }),
  examples: {
    match: ["if (!key in cache) cache[key] = load(key);", "if (!error instanceof HttpError) throw error;"],
    noMatch: ["if (!(key in cache)) cache[key] = load(key);", "if (!(error instanceof HttpError)) throw error;", "const flag = (!key) in table;"]
  }
};

// src/rules/catalog/review/unsafe-optional-chaining/rule.ts
var rule81 = {
  id: "review/unsafe-optional-chaining",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "bug-pattern",
  message: "`{{chain}}` may be `undefined`, and {{use}} throws `TypeError` on `undefined`: the `?.` moves the crash instead of preventing it.",
  recommendation: "Give the chain a fallback where it is used (`{{chain}} ?? []`, `?? {}`), or continue the chain with `?.`.",
  documentation: {
    finds: "An optional chain whose `undefined` is used where `undefined` throws: `[...a?.items]`, `f(...a?.args)`, `const { id } = a?.user`, `for (const x of a?.list)`, `(a?.b).c`, `(a?.fn)()`, `new (a?.Ctor)()`, `key in a?.map`, `x instanceof a?.Type`, `class C extends a?.Base`.",
    why: "`?.` stops the chain with `undefined` exactly when the object is missing; spreading, destructuring or iterating that `undefined`, or reading a property of it, throws `TypeError` at that moment \u2014 the case the `?.` was written for is the one that crashes.",
    wrongWhen: "Never intended. A fallback (`a?.items ?? []`), a non-null assertion (`(a?.b)!.c`), an optional call (`(a?.b)?.()`) and object spread (`{ ...a?.b }`, which accepts `undefined`) are left alone, and so is a line where ESLint\u2019s `no-unsafe-optional-chaining` is disabled by a comment.",
    origin: "ESLint's `no-unsafe-optional-chaining` and SonarSource's S6523."
  }
};

// src/rules/catalog/review/unsafe-optional-chaining/typescript.ts
var CHAIN_FIELD = { member_expression: "object", subscript_expression: "object", call_expression: "function" };
function wholeChain(link) {
  let chain = link;
  for (let parent = chain.parent; parent; parent = chain.parent) {
    const field = CHAIN_FIELD[parent.type];
    if (!field || parent.childForFieldName(field)?.startIndex !== chain.startIndex || parent.childForFieldName(field)?.endIndex !== chain.endIndex) break;
    chain = parent;
  }
  return chain;
}
var same = (a, b) => a?.startIndex === b.startIndex && a.endIndex === b.endIndex;
function unsafeUse(chain) {
  let value = chain;
  let parent = value.parent;
  let parenthesised = false;
  while (parent?.type === "parenthesized_expression") {
    parenthesised = true;
    value = parent;
    parent = value.parent;
  }
  if (!parent) return void 0;
  if (parenthesised) {
    if ((parent.type === "member_expression" || parent.type === "subscript_expression") && same(parent.childForFieldName("object"), value))
      return parent.text.includes("?.", value.endIndex - parent.startIndex) ? void 0 : "reading a property of it";
    const optionalCall = parent.text.slice(value.endIndex - parent.startIndex).trimStart().startsWith("?.");
    if (parent.type === "call_expression" && same(parent.childForFieldName("function"), value) && !optionalCall) return "calling it";
    if (parent.type === "new_expression" && same(parent.childForFieldName("constructor"), value)) return "constructing with it";
  }
  if (parent.type === "spread_element" && (parent.parent?.type === "array" || parent.parent?.type === "arguments")) return "spreading it";
  if (parent.type === "variable_declarator" && same(parent.childForFieldName("value"), value)) {
    const pattern = parent.childForFieldName("name")?.type;
    if (pattern === "object_pattern" || pattern === "array_pattern") return "destructuring it";
  }
  if (parent.type === "assignment_expression" && same(parent.childForFieldName("right"), value)) {
    const pattern = parent.childForFieldName("left")?.type;
    if (pattern === "object_pattern" || pattern === "array_pattern") return "destructuring it";
  }
  if (parent.type === "for_in_statement" && same(parent.childForFieldName("right"), value) && parent.children.some((child) => child.type === "of"))
    return "iterating it with `for\u2026of`";
  if (parent.type === "binary_expression" && same(parent.childForFieldName("right"), value)) {
    const operator = parent.childForFieldName("operator")?.text;
    if (operator === "in" || operator === "instanceof") return `\`${operator}\` with it on the right`;
  }
  if (parent.type === "extends_clause" && parent.parent?.type === "class_heritage") return "extending it";
  return void 0;
}
var implementation66 = {
  languages: JS_FAMILY,
  query: "[(member_expression (optional_chain)) (subscript_expression (optional_chain))] @target",
  textGate: /\?\./,
  check: ({ target, context }) => {
    const inner = target.namedChildren.find((child) => CHAIN_FIELD[child.type] !== void 0 && child.text.includes("?."));
    if (inner && target.childForFieldName(CHAIN_FIELD[target.type] ?? "")?.startIndex === inner.startIndex) return false;
    const chain = wholeChain(target);
    for (let node = chain; node; node = node.parent) {
      if (node.hasError) return false;
      if (/(_statement|_declaration)$/.test(node.type)) break;
    }
    const use = unsafeUse(chain);
    if (!use) return false;
    const row = chain.startPosition.row;
    if ([context.lines[row], context.lines[row - 1]].some((line) => /eslint-disable(-next)?-line\b.*\bno-unsafe-optional-chaining\b/.test(line ?? "")))
      return false;
    return { details: { chain: excerpt(chain.text, 40), use } };
  },
  examples: {
    match: [
      "const all = [...config?.plugins, extra];",
      "const { id } = session?.user;",
      "for (const item of order?.items) total += item.price;",
      "const size = (options?.list).length;",
      "if (key in cache?.entries) hit();",
      "run(...task?.args);"
    ],
    noMatch: [
      "const all = [...(config?.plugins ?? []), extra];",
      "const merged = { ...defaults, ...options?.overrides };",
      "const { id } = session?.user ?? {};",
      "const size = options?.list?.length;",
      "for (const key in config?.env) use(key);",
      "const size = (options?.list)!.length;",
      "const name = user?.profile.name;",
      "(handlers?.[kind])?.(event);",
      "interface Rule extends eslint.Rule?.RuleModule {}",
      "// eslint-disable-next-line no-unsafe-optional-chaining\nconst noColor = 'NO_COLOR' in process?.env;"
    ]
  }
};

// src/rules/catalog/review/unused-loop-index/typescript.ts
var reading2 = {
  names: /* @__PURE__ */ new Set(["identifier", "shorthand_property_identifier", "shorthand_property_identifier_pattern"]),
  keyOf: (node, collection) => node.type === "subscript_expression" && node.childForFieldName("object")?.text === collection ? node.childForFieldName("index") ?? void 0 : void 0,
  assigns: (node, name) => (node.type === "assignment_expression" || node.type === "augmented_assignment_expression") && node.childForFieldName("left")?.text === name || node.type === "update_expression" && node.childForFieldName("argument")?.text === name || node.type === "variable_declarator" && node.childForFieldName("name")?.text === name
};
var implementation67 = {
  languages: JS_FAMILY,
  query: "(for_statement condition: (binary_expression) body: (_) @body) @target",
  textGate: /\.length/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop(target, "before-length");
    return loop && captures.body ? unusedIndexHit(target, captures.body, loop, reading2, context) : false;
  },
  examples: {
    match: [
      "for (let i = 0; i < rows.length; i++) {\n  for (let j = 0; j < rows.length; j++) {\n    total += rows[i];\n  }\n}",
      "for (let i = 0; i < prices.length; i++) { sum += prices[0]; }"
    ],
    noMatch: [
      "for (let i = 0; i < prices.length; i++) { sum += prices[i]; }",
      "for (let i = 0; i < items.length; i++) { queue.push(items[k]); k++; }",
      "for (let i = 0; i < items.length; i++) { retry(); }",
      "for (let i = 0; i < items.length; i++) { const { i: x } = items[pick()]; }"
    ]
  }
};

// src/rules/catalog/review/useless-comparison/typescript.ts
function expectedToThrow(fn) {
  const call = fn.parent?.type === "arguments" ? fn.parent.parent : void 0;
  if (!call) return false;
  const callee = call.childForFieldName("function")?.text ?? "";
  const chained = call.parent?.type === "member_expression" ? call.parent.childForFieldName("property")?.text ?? "" : "";
  return /throw|reject/i.test(`${callee}.${chained}`);
}
function isMisreadGenericCall(comparison) {
  const left = comparison?.childForFieldName("left");
  return comparison?.childForFieldName("operator")?.text === ">" && left?.type === "binary_expression" && left.childForFieldName("operator")?.text === "<";
}
function runForThrow(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === "statement_block" && current.parent?.type === "try_statement") return true;
    if (isFunction(current)) return expectedToThrow(current);
  }
  return false;
}
var implementation68 = {
  languages: JS_FAMILY,
  query: `(expression_statement (binary_expression operator: [${COMPARISONS2.map((operator) => JSON.stringify(operator)).join(" ")}]) @comparison) @target`,
  check: ({ target, captures, context }) => {
    if (runForThrow(target)) return false;
    if (target.hasError || isMisreadGenericCall(captures.comparison)) return false;
    if (/@ts-(?:expect-error|ignore)/.test(context.lines[target.startPosition.row - 1] ?? "")) return false;
    return bareComparisonHit(target, context.path);
  },
  examples: {
    match: ["function reset(state) {\n  state.count === 0;\n  state.items = [];\n}", "it('adds', () => {\n  const total = add(2, 3);\n  total == 5;\n});"],
    noMatch: [
      "function reset(state) {\n  state.count = 0;\n}",
      "it('adds', () => {\n  expect(add(2, 3)).toBe(5);\n});",
      "it('rejects', () => {\n  assert.throws(() => {\n    a < b;\n  });\n});",
      "expect(() => {\n  a < b;\n}).toThrow(TypeError);",
      "// @ts-expect-error\nduration < 5;",
      "expectType<['b'?]>({} as Tail<['a'?, 'b'?]>);"
    ]
  }
};

// src/rules/catalog/review/version-compared-as-text/typescript.ts
function lastName(node) {
  if (node.type === "identifier") return node.text;
  if (node.type === "member_expression") return node.childForFieldName("property")?.text;
  if (node.type === "call_expression") return lastName(node.childForFieldName("function") ?? node);
  return void 0;
}
var implementation69 = {
  languages: JS_FAMILY,
  query: `[
    (binary_expression left: (_) @side operator: ["<" "<=" ">" ">="] right: (string) @literal)
    (binary_expression left: (string) @literal operator: ["<" "<=" ">" ">="] right: (_) @side)
  ] @target`,
  textGate: /version/i,
  check: ({ target, captures }) => {
    const { side, literal } = captures;
    const text = literal?.text.slice(1, -1) ?? "";
    if (!side || !isVersionLiteral(text) || !isVersionName(lastName(side))) return false;
    return { details: { expression: excerpt(target.text, 60), ...misordered(text) } };
  },
  overrides: {
    recommendation: 'Compare the numbers: `semver.gte(process.version, "10.0.0")`, or split the parts and compare them with `Number(...)`.',
    reason: "JavaScript has no version type; `semver` is the usual library."
  },
  examples: {
    match: ['if (process.version >= "v10") useStreams();', "const modern = pkg.version > '1.9';", "if ('2.0' <= getVersion()) upgrade();"],
    noMatch: [
      'if (semver.gte(process.version, "10.0.0")) useStreams();',
      "if (pkg.version === '1.0.0') legacy();",
      "if (versionNumber >= 3) x();",
      "if (name > 'b') x();"
    ]
  }
};

// src/rules/syntax/javascript/silent-failure-hunter-helpers.ts
var CATCH_BODY_QUERY = "(catch_clause body: (statement_block) @body) @target";
var LOGGER_OBJECT = /^(console|log|logger|logging|\w*Logger)$/i;
function loggingMethod(statement) {
  if (statement.type !== "expression_statement") return void 0;
  let expression = statement.namedChildren[0];
  if (expression?.type === "await_expression") expression = expression.namedChildren[0];
  if (expression?.type !== "call_expression") return void 0;
  const path = calleePath(expression);
  return path.length >= 2 && LOGGER_OBJECT.test(path[path.length - 2] ?? "") ? path.at(-1) : void 0;
}
function guardedBy(catchClause) {
  const tryBody = catchClause.parent?.childForFieldName("body");
  const first = tryBody ? statementsOf(tryBody)[0] : void 0;
  return first ? `\`${excerpt(first.text.replace(/;$/, ""), 50)}\`` : "the try block";
}

// src/rules/catalog/silent-failure/empty-catch/typescript.ts
function keepsDeclaredFallback(catchClause) {
  const tryStatement = catchClause.parent;
  const tryBody = tryStatement?.childForFieldName("body");
  if (!tryStatement || !tryBody) return false;
  const assigned = statementsOf(tryBody).map((statement) => {
    const expression = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
    const left = expression?.type === "assignment_expression" ? expression.childForFieldName("left") : void 0;
    return left?.type === "identifier" ? left.text : void 0;
  });
  if (assigned.length === 0 || assigned.includes(void 0)) return false;
  const initialised = /* @__PURE__ */ new Set();
  for (let previous = tryStatement.previousNamedSibling; previous && ["lexical_declaration", "variable_declaration"].includes(previous.type); previous = previous.previousNamedSibling) {
    for (const declarator of previous.namedChildren) {
      const name = declarator.childForFieldName("name");
      if (name && declarator.childForFieldName("value")) initialised.add(name.text);
    }
  }
  return assigned.every((name) => name !== void 0 && initialised.has(name));
}
var implementation70 = {
  languages: JS_FAMILY,
  query: CATCH_BODY_QUERY,
  textGate: /catch/,
  check: ({ target, captures, context }) => {
    const body = captures.body;
    if (!body || statementsOf(body).length > 0 || keepsDeclaredFallback(target)) return false;
    const details = { guarded: guardedBy(target) };
    if (body.namedChildCount > 0) return { details, severity: "low", confidence: 50 };
    const parameter = target.childForFieldName("parameter");
    if (!parameter || /^_/.test(parameter.text) || context.isTestFile) return { details, severity: "info" };
    return { details, ...severityInSensitiveArea(context.path) };
  },
  examples: {
    match: [
      "try {\n  JSON.parse(raw);\n} catch (error) {}",
      "try {\n  await save(user);\n} catch (error) {\n}",
      "try {\n  fs.unlinkSync(path);\n} catch (e) {\n  // ignore\n}"
    ],
    noMatch: [
      "try {\n  JSON.parse(raw);\n} catch (error) {\n  throw new Error(`bad config: ${error}`);\n}",
      "try {\n  return load();\n} catch {\n  return undefined;\n}",
      // The fallback is declared right before the try: keeping it on failure is the point.
      "let recursive = true;\ntry {\n  recursive = isRecursive(schema);\n} catch {}"
    ]
  }
};

// src/rules/catalog/silent-failure/empty-error-check/typescript.ts
var implementation71 = {
  languages: JS_FAMILY,
  query: "(if_statement condition: (parenthesized_expression (identifier) @error) consequence: (statement_block) @body) @target",
  check: ({ target, captures, context }) => {
    const { error, body } = captures;
    if (!error || !body || target.childForFieldName("alternative") || statementsOf(body).length > 0) return false;
    const callback = enclosingFunction(target);
    const first = callback?.childForFieldName("parameters")?.namedChildren[0] ?? callback?.childForFieldName("parameter");
    const firstName = first?.childForFieldName("pattern")?.text ?? first?.text;
    if (firstName !== error.text || !/^(err|error|e|er)$/.test(error.text)) return false;
    const details = { error: error.text };
    return body.namedChildCount > 0 ? { details, severity: "low", confidence: 50 } : { details, ...severityInSensitiveArea(context.path) };
  },
  examples: {
    match: ["fs.readFile(path, (err, text) => {\n  if (err) {\n  }\n  done(text);\n});"],
    noMatch: [
      "fs.readFile(path, (err, text) => {\n  if (err) {\n    return done(err);\n  }\n  done(null, text);\n});",
      "function check(error) {\n  if (ready) {\n  }\n}"
    ]
  }
};

// src/rules/catalog/silent-failure/log-only-catch/typescript.ts
var implementation72 = {
  languages: JS_FAMILY,
  query: CATCH_BODY_QUERY,
  textGate: /catch/,
  check: ({ target, captures, context }) => {
    const statements = captures.body ? statementsOf(captures.body) : [];
    const methods = statements.map(loggingMethod);
    const first = statements[0];
    if (!first || !methods.every((method) => method !== void 0)) return false;
    return logOnlyHit(methods, { guarded: guardedBy(target), logged: excerpt(first.text.replace(/;$/, ""), 50) }, context.path);
  },
  examples: {
    match: [
      'try {\n  await chargeCard(order);\n} catch (error) {\n  console.error("charge failed", error);\n}',
      "try {\n  sync();\n} catch (err) {\n  this.logger.warn(err);\n}"
    ],
    noMatch: [
      "try {\n  sync();\n} catch (err) {\n  logger.error(err);\n  throw err;\n}",
      "try {\n  return read();\n} catch (err) {\n  console.warn(err);\n  return fallback;\n}",
      "try {\n  sync();\n} catch (err) {\n  console.error(err);\n  process.exitCode = 1;\n}"
    ]
  }
};

// src/rules/catalog/silent-failure/made-up-fallback/typescript.ts
function madeUpValue(node) {
  const value = unwrapParentheses(node);
  const text = value.text.replace(/\s+/g, "");
  if (["null", "undefined", "true", "false"].includes(value.type) || value.type === "identifier" && text === "undefined") return text;
  if (value.type === "number" || value.type === "unary_expression" && /^-\d+$/.test(text)) return text;
  if ((value.type === "string" || value.type === "template_string") && text.length === 2) return text;
  if ((value.type === "array" || value.type === "object") && value.namedChildren.every((child) => child.type === "comment")) return text;
  return void 0;
}
var EMPTY_SUCCESS_RESPONSE = /^(res|response|reply|ctx\.res)\.((status|code)\(200\)\.)?((json|send)\((\{\}|\[\]|''|""|null)?\)|end\(\))$|^(res|response)\.sendStatus\(200\)$/;
function emptySuccessResponse(statement) {
  const expression = statement.type === "expression_statement" || statement.type === "return_statement" ? statement.namedChildren[0] : void 0;
  const text = expression?.text.replace(/\s+/g, "") ?? "";
  return expression && EMPTY_SUCCESS_RESPONSE.test(text) ? `an HTTP 200 with an empty body (\`${excerpt(expression.text, 40)}\`)` : void 0;
}
var PARSING_CALLS = /^(parse|parseInt|parseFloat|Number|String|Boolean|BigInt|decodeURIComponent|decodeURI|atob|btoa|from|toString|getItem|require|resolve|stringify)$/;
function doesRealWork(tryBody) {
  if (tryBody.descendantsOfType("await_expression").length > 0) return true;
  return tryBody.descendantsOfType("call_expression").some((call) => !PARSING_CALLS.test(calleePath(call).at(-1) ?? ""));
}
var implementation73 = {
  languages: JS_FAMILY,
  query: "(try_statement body: (statement_block) @try handler: (catch_clause body: (statement_block) @body) @target)",
  textGate: /catch/,
  check: ({ target, captures }) => {
    const { body, try: tryBody } = captures;
    if (!body || !tryBody) return false;
    const statements = statementsOf(body);
    let last = statements.at(-1);
    if (last?.type === "return_statement" && last.namedChildCount === 0 && statements.length >= 2) last = statements.at(-2);
    if (!last) return false;
    const response = emptySuccessResponse(last);
    const value = response === void 0 && last.type === "return_statement" && last.namedChildren[0] ? madeUpValue(last.namedChildren[0]) : void 0;
    const fallback = response ?? (value === void 0 ? void 0 : `\`${value}\``);
    const logs = statements.filter((statement) => statement !== last && !(statement.type === "return_statement" && statement.namedChildCount === 0));
    if (!fallback || !logs.every((statement) => loggingMethod(statement) !== void 0)) return false;
    const fn = enclosingFunction(target);
    if (promisedFallback((fn && functionName(fn)) ?? "", value === "true" || value === "false", tryBody)) return false;
    const parameter = target.childForFieldName("parameter");
    const error = parameter?.type === "identifier" ? parameter.text : void 0;
    if (error !== void 0 && mentions(last, error) || response === void 0 && !doesRealWork(tryBody)) return false;
    const explained = body.namedChildren.some((child) => child.type === "comment");
    const first = statementsOf(tryBody)[0];
    return {
      details: { guarded: first ? `\`${excerpt(first.text.replace(/;$/, ""), 50)}\`` : "the try block", fallback },
      confidence: fallbackConfidence(
        logs.map((statement) => loggingMethod(statement) ?? ""),
        explained,
        value === "null" || value === "undefined"
      )
    };
  },
  examples: {
    match: [
      "async function listOrders(customerId) {\n  try {\n    return await db.orders.find({ customerId });\n  } catch (error) {\n    return [];\n  }\n}",
      "router.get('/orders/:id', async (req, res) => {\n  try {\n    res.json(await orders.find(req.params.id));\n  } catch (error) {\n    res.status(200).json({});\n  }\n});",
      "async function latestInvoice(id) {\n  try {\n    return await client.get(`/invoices/${id}`);\n  } catch (error) {\n    logger.debug('invoice unavailable');\n    return null;\n  }\n}",
      "async function countReports(owner) {\n  try {\n    return (await db.get(owner)).n;\n  } catch {\n    return -1;\n  }\n}"
    ],
    noMatch: [
      "async function listOrders(customerId) {\n  try {\n    return await db.orders.find({ customerId });\n  } catch (error) {\n    throw new StoreError(`orders of ${customerId}`, { cause: error });\n  }\n}",
      "async function charge(id) {\n  try {\n    return { ok: true, value: await api.charge(id) };\n  } catch (error) {\n    return { ok: false, error };\n  }\n}",
      "async function invoice(id) {\n  try {\n    return await client.get(id);\n  } catch (error) {\n    if (error.status === 404) return null;\n    throw error;\n  }\n}",
      "function tryParseJson(text) {\n  try {\n    return JSON.parse(text);\n  } catch {\n    return undefined;\n  }\n}",
      "async function isReachable(url) {\n  try {\n    await fetch(url);\n    return true;\n  } catch {\n    return false;\n  }\n}",
      "function readSettings(text) {\n  try {\n    return JSON.parse(text);\n  } catch {\n    return {};\n  }\n}",
      "async function send(mail) {\n  try {\n    await mailer.send(mail);\n    return true;\n  } catch {\n    return false;\n  }\n}"
    ]
  }
};

// src/rules/catalog/silent-failure/return-in-finally/typescript.ts
var LOOPS2 = /* @__PURE__ */ new Set(["for_statement", "for_in_statement", "while_statement", "do_statement"]);
var implementation74 = {
  languages: JS_FAMILY,
  query: "[(return_statement) (break_statement) (continue_statement) (throw_statement)] @target",
  textGate: /finally/,
  check: ({ target }) => {
    const label = target.namedChildren.find((child) => child.type === "statement_identifier")?.text;
    let conditional = false;
    for (let current = target.parent; current; current = current.parent) {
      if (isFunction(current) || current.type === "class_body") return false;
      if (current.type === "finally_clause") {
        const keyword = target.child(0)?.text ?? "";
        const hint = keyword === "throw" || conditional && keyword !== "return";
        return { details: { statement: excerpt(target.text, 40), keyword }, ...hint ? { confidence: 70 } : {} };
      }
      if (current.type === "if_statement") conditional = true;
      if (target.type === "break_statement" || target.type === "continue_statement") {
        if (label !== void 0) {
          if (current.type === "labeled_statement" && current.childForFieldName("label")?.text === label) return false;
        } else if (LOOPS2.has(current.type) || target.type === "break_statement" && current.type === "switch_statement") {
          return false;
        }
      }
    }
    return false;
  },
  examples: {
    match: [
      "function load() {\n  try {\n    return read();\n  } finally {\n    return null;\n  }\n}",
      "for (const item of items) {\n  try {\n    send(item);\n  } finally {\n    continue;\n  }\n}"
    ],
    noMatch: [
      "function load() {\n  try {\n    return read();\n  } finally {\n    close();\n  }\n}",
      "try {\n  run();\n} finally {\n  for (const h of handlers) {\n    if (h.done) break;\n    h.stop();\n  }\n}",
      "try {\n  run();\n} finally {\n  handlers.forEach((h) => {\n    if (!h) return;\n    h.stop();\n  });\n}"
    ]
  }
};

// src/rules/catalog/silent-failure/swallowed-rejection/rule.ts
var rule82 = {
  id: "silent-failure/swallowed-rejection",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "error-handling",
  message: "{{what}} is swallowed by a no-op handler (`{{handler}}`).",
  recommendation: "Handle the rejection (log it with context and surface a failure), or let it propagate. If a fallback value is intended, return it explicitly and document when the failure is acceptable.",
  documentation: {
    finds: "No-op `.catch(() => {})` or `.then(\u2026, () => {})` handlers.",
    why: "The rejection is swallowed: the failure is never seen.",
    wrongWhen: "Deliberately ignored rejections. It leaves alone optional imports (`import(\u2026).catch(() => {})`, also after `.then(\u2026)`), a promise the code also returns, awaits or passes on, and a copy or wrapper of one that the code goes on to await, chain or return as a promise (`work.finally(done).catch(() => {})`, `const traced = work.then(log)`, `const traced = trace(work)`) \u2014 the catch only keeps the copy from being reported unhandled, a promise the code gives up just before it throws another error (`work.catch(noop); throw error`), and a statement with a comment above it saying why; in tests it is less sure (60, hidden).",
    origin: "The silent-failure-hunter review agent's checklist."
  }
};

// src/rules/catalog/silent-failure/swallowed-rejection/typescript.ts
function noOpKind(handler) {
  if (handler.type === "identifier" || handler.type === "member_expression") {
    return /(^|\.)noop$/i.test(handler.text) ? "noop" : void 0;
  }
  if (handler.type !== "arrow_function" && handler.type !== "function_expression" && handler.type !== "function") {
    return void 0;
  }
  const body = handler.childForFieldName("body");
  if (!body) return void 0;
  if (body.type === "statement_block") {
    if (statementsOf(body).length > 0) return void 0;
    return body.namedChildCount > 0 ? "commented" : "empty";
  }
  const value = unwrapParentheses(body);
  if (value.type === "undefined" || value.type === "identifier" && value.text === "undefined") return "undefined";
  const isVoidZero = value.type === "unary_expression" && value.text.replace(/\s+/g, " ") === "void 0";
  if (isVoidZero) return "undefined";
  return void 0;
}
var CONFIDENCE_BY_KIND = { empty: 85, noop: 85, undefined: 75, commented: 55 };
function handlerCall(receiver, method, handler) {
  const values = handler.parent?.namedChildren ?? [];
  if (method === "catch") return values.length === 1 ? {} : void 0;
  if (method === "then") return values.length === 2 ? {} : void 0;
  const event = values[0];
  const onProcess = receiver.type === "identifier" && receiver.text === "process";
  return onProcess && values.length === 2 && event?.type === "string" ? { event } : void 0;
}
function isDeliberate(receiver, target, lines) {
  const root = chainRoot(receiver);
  if (root.type === "call_expression" && root.childForFieldName("function")?.type === "import") return true;
  const scope = enclosingFunction(target) ?? target.tree.rootNode;
  const usedLater = (name) => scope.descendantsOfType("identifier").some((use) => use.text === name && use.startIndex >= target.endIndex);
  const origins = [root, ...receiver.type === "identifier" ? copiedFrom(receiver.text, scope, target) : []];
  if (origins.some((origin) => origin.type === "identifier" && usedLater(origin.text))) return true;
  if (root.type === "call_expression" && passedTo(root, true).some(usedLater)) return true;
  const wrapped = receiver.type === "identifier" ? wrappedPromises(receiver.text, scope, target) : [];
  if (wrapped.some((name) => handledLater(name, scope, target))) return true;
  if (isAbandonedBeforeThrow(target)) return true;
  const above = lines[target.startPosition.row - 1]?.trim() ?? "";
  return above.startsWith("//") || above.endsWith("*/");
}
function isAbandonedBeforeThrow(target) {
  let statement = target;
  while (statement && statement.type !== "expression_statement") statement = statement.parent;
  return statement?.nextNamedSibling?.type === "throw_statement";
}
var PROMISE_METHODS = /* @__PURE__ */ new Set(["then", "catch", "finally"]);
function chainRoot(node) {
  let current = unwrapParentheses(node);
  for (; ; ) {
    const callee = current.type === "call_expression" ? current.childForFieldName("function") : null;
    const inner = callee?.type === "member_expression" && PROMISE_METHODS.has(callee.childForFieldName("property")?.text ?? "") ? callee.childForFieldName("object") : null;
    if (!inner) return current;
    current = unwrapParentheses(inner);
  }
}
function initializersBefore(name, scope, target) {
  return scope.descendantsOfType("variable_declarator").filter((declarator) => declarator.startIndex < target.startIndex && declarator.childForFieldName("name")?.text === name).flatMap((declarator) => declarator.childForFieldName("value") ?? []);
}
function copiedFrom(name, scope, target) {
  return initializersBefore(name, scope, target).map(chainRoot);
}
function wrappedPromises(name, scope, target) {
  return initializersBefore(name, scope, target).flatMap((value) => value.type === "call_expression" ? passedTo(value) : []);
}
function passedTo(call, thunksOnly = false) {
  return (call.childForFieldName("arguments")?.namedChildren ?? []).flatMap((argument) => {
    const value = argument.type === "arrow_function" ? argument.childForFieldName("body") : thunksOnly ? void 0 : argument;
    return value?.type === "identifier" ? [value.text] : [];
  });
}
function handledLater(name, scope, target) {
  const returnsPromise = scope.text.startsWith("async") || /Promise</.test(scope.childForFieldName("return_type")?.text ?? "");
  return scope.descendantsOfType("identifier").some((use) => {
    if (use.text !== name || use.startIndex < target.endIndex) return false;
    const parent = use.parent;
    if (parent?.type === "await_expression") return true;
    if (parent?.type === "return_statement") return returnsPromise;
    return parent?.type === "member_expression" && PROMISE_METHODS.has(parent.childForFieldName("property")?.text ?? "");
  });
}
function isDiscarded(call) {
  let node = call;
  while (node.parent?.type === "parenthesized_expression" || node.parent?.type === "await_expression") node = node.parent;
  return node.parent?.type === "expression_statement";
}
var implementation75 = {
  languages: JS_FAMILY,
  // A pattern per call shape (its arguments, `process`) compiles slowly: the query finds the calls by method name,
  // `handlerCall` checks the shape.
  query: `(call_expression
        function: (member_expression object: (_) @receiver property: (property_identifier) @method
          (#any-of? @method "catch" "then" "on" "once"))
        arguments: (arguments (_) @handler .)) @target`,
  textGate: /catch|then|process/,
  check: ({ target, captures, context }) => {
    const { handler, receiver, method } = captures;
    if (!handler || !receiver || !method) return false;
    const call = handlerCall(receiver, method.text, handler);
    const kind = call && noOpKind(handler);
    if (!call || !kind || isDeliberate(receiver, target, context.lines)) return false;
    const { event } = call;
    const hit = { line: changedLineOf(context, handler, target), details: { handler: excerpt(handler.text, 40) }, ...severityInSensitiveArea(context.path) };
    if (event) {
      const name = event.text.slice(1, -1);
      if (name !== "unhandledRejection" && name !== "uncaughtException") return false;
      return { ...hit, details: { ...hit.details, what: `Every \`${name}\` of the process` } };
    }
    const consumed = !isDiscarded(target);
    if (consumed && kind === "undefined") return false;
    return {
      ...hit,
      details: { ...hit.details, what: `The rejection of \`${excerpt(receiver.text, 40)}\`` },
      // A test silences a rejection it is not about (the case under test checks another outcome): less sure.
      confidence: consumed || context.isTestFile ? 60 : CONFIDENCE_BY_KIND[kind]
    };
  },
  examples: {
    match: [
      "sendAnalytics(event).catch(() => {});",
      "function place(order) {\n  save(order).catch(() => {});\n  return order;\n}",
      "function place(order) {\n  const saved = save(order);\n  saved.catch(() => {});\n  return order;\n}",
      "analytics.send(event).catch(() => {});\nanalytics.flush();",
      "const saved = store.save(order).then(audit);\nsaved.catch(() => {});\nstore.close();",
      "await cache.write(key, value).catch(() => undefined);",
      "const saved = await cache.write(key, value).catch(() => {});",
      'import { noop } from "lodash";\nflush().catch(noop);',
      "api.push(changes).then((result) => markSynced(result), () => {});",
      "process.on('unhandledRejection', () => {});"
    ],
    noMatch: [
      'sendAnalytics(event).catch((error) => logger.warn("analytics failed", error));',
      "const user = await fetchUser(id).catch(() => null);",
      "const info = await stat(folder).catch(() => undefined);",
      "promise.catch(handleError);",
      "api.push(changes).then(() => {});",
      "process.on('SIGTERM', () => {});",
      "import('source-map-support/register').catch(() => {});",
      "import('source-map-support').then((module) => module.install()).catch(() => {});",
      "const traced = work.then(record);\ntraced.catch(() => {});\nreturn work;",
      "work.finally(release).catch(() => {});\nreturn work;",
      "async function run(work) {\n  const traced = trace(work);\n  traced.catch(() => {});\n  return work;\n}",
      "const pending = load(url);\npending.catch(() => {});\nreturn pending;",
      "function fetchAll(p) {\n  tracing.tracePromise(() => p, status).catch(() => {});\n  return p;\n}",
      "function check(work, message) {\n  if (typeof message !== 'string') {\n    Promise.resolve(work).catch(() => {});\n    throw new TypeError('message must be a string');\n  }\n  return work;\n}",
      "// Best effort: the socket may already be closed.\nsocket.close().catch(() => {});"
    ]
  }
};

// src/rules/catalog/silent-failure/unawaited-return-in-try/rule.ts
var rule83 = {
  id: "silent-failure/unawaited-return-in-try",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "error-handling",
  message: "`{{statement}}` returns the promise without awaiting it ({{what}}): {{consequence}}.",
  recommendation: "Write `return await {{call}}` so the promise settles inside the `try`.",
  documentation: {
    finds: "In an `async` function, `return call()` inside a `try` block whose call evidently returns a promise (an `async` function or method of the same file or module, `fetch`, `fs/promises`, `Promise.all`), not awaited.",
    why: "The function returns before the promise settles, so the `try` is over when it rejects: its `catch` never sees the error, and its `finally` runs while the work is still going on (a connection released, a lock dropped, a timer cleared too early).",
    wrongWhen: "When the `catch` is only for errors thrown while the call starts, which is rare on purpose. A `catch` that only rethrows what it caught changes nothing and is left alone, as are a function returning a call of itself (a retry, whose own `try` handles its errors) and calls whose result may not be a promise.",
    origin: "typescript-eslint's `return-await` (its default, `in-try-catch`, which uses types); this rule keeps to the calls syntax shows return promises."
  }
};

// src/rules/catalog/silent-failure/unawaited-return-in-try/typescript.ts
function tryAround(statement) {
  let tryStatement;
  let child = statement;
  for (let current = statement.parent; current; child = current, current = current.parent) {
    if (isFunction(current)) return tryStatement ? { tryStatement, fn: current } : void 0;
    if (!tryStatement && current.type === "try_statement" && current.childForFieldName("body")?.id === child.id) tryStatement = current;
  }
  return void 0;
}
function onlyRethrows(handler) {
  const parameter = handler.childForFieldName("parameter")?.text;
  const statements = statementsOf(handler.childForFieldName("body") ?? handler);
  return statements.length === 1 && statements[0]?.type === "throw_statement" && statements[0].namedChildren[0]?.text === parameter;
}
var implementation76 = {
  languages: JS_FAMILY,
  query: "(return_statement (call_expression) @call) @target",
  textGate: /\btry\b/,
  check: ({ target, captures, context }) => {
    const call = captures.call ? unwrapParentheses(captures.call) : void 0;
    const around = tryAround(target);
    if (!call || !around || !isAsync(around.fn)) return false;
    const handler = around.tryStatement.childForFieldName("handler");
    const finalizer = around.tryStatement.childForFieldName("finalizer");
    const catches = handler && !onlyRethrows(handler);
    if (!catches && !finalizer) return false;
    if (functionName(around.fn) !== void 0 && call.childForFieldName("function")?.text.replace(/^this\./, "") === functionName(around.fn)) return false;
    const source = promiseSource(call, context);
    if (!source) return false;
    const consequence = catches ? "the `catch` below never sees its rejection" : "the `finally` below runs before it settles, while its work is still going on";
    return { details: { statement: excerpt(target.text, 60), call: excerpt(call.text, 40), what: source.what, consequence } };
  },
  examples: {
    match: [
      "async function load(id) {\n  try {\n    return fetch(`/items/${id}`);\n  } catch (error) {\n    report(error);\n    return null;\n  }\n}",
      'async function save(row) {\n  const client = await pool.connect();\n  try {\n    return insert(client, row);\n  } finally {\n    client.release();\n  }\n}\nasync function insert(client, row) {\n  await client.query("insert", row);\n}',
      "class Store {\n  async get(key) {\n    try {\n      return this.read(key);\n    } catch {\n      return undefined;\n    }\n  }\n  async read(key) {\n    return disk.get(key);\n  }\n}",
      "function query(sql: string): Promise<Row[]> {\n  return pool.query(sql);\n}\nexport async function rows(sql: string) {\n  try {\n    return query(sql);\n  } catch (error) {\n    log(error);\n    return [];\n  }\n}"
    ],
    noMatch: [
      "async function load(id) {\n  try {\n    return await fetch(`/items/${id}`);\n  } catch (error) {\n    report(error);\n    return null;\n  }\n}",
      "async function load(id) {\n  try {\n    return fetch(`/items/${id}`);\n  } catch (error) {\n    throw error;\n  }\n}",
      "function load(id) {\n  try {\n    return fetch(`/items/${id}`);\n  } catch (error) {\n    return null;\n  }\n}",
      "async function load(id) {\n  try {\n    return parse(id);\n  } catch (error) {\n    return null;\n  }\n}",
      "async function load(id) {\n  try {\n    setup();\n  } catch (error) {\n    return fetch(`/fallback/${id}`);\n  }\n}",
      "async function get(url, retries = 3) {\n  try {\n    const response = await fetch(url);\n    if (response.status === 429 && retries > 0) return get(url, retries - 1);\n    return response;\n  } catch (error) {\n    return null;\n  }\n}",
      "async function load(ids) {\n  try {\n    return ids.map((id) => {\n      return fetch(id);\n    });\n  } catch (error) {\n    return [];\n  }\n}"
    ]
  }
};

// src/rules/catalog/simplify/boolean-literal-comparison/typescript.ts
var EQUALITY_OPERATORS = /* @__PURE__ */ new Set(["===", "!==", "==", "!="]);
var COMPARISON_OPERATORS2 = /* @__PURE__ */ new Set([...EQUALITY_OPERATORS, "<", "<=", ">", ">=", "instanceof", "in"]);
var LOGICAL_OPERATORS = /* @__PURE__ */ new Set(["&&", "||"]);
function comparedWith(binary, side) {
  if (!EQUALITY_OPERATORS.has(binary.childForFieldName("operator")?.type ?? "")) return void 0;
  const left = binary.childForFieldName("left");
  const right = binary.childForFieldName("right");
  if (right && left?.equals(side)) return right;
  if (left && right?.equals(side)) return left;
  return void 0;
}
var booleanNames = perFile((context) => {
  const kinds = /* @__PURE__ */ new Map();
  const declarations = context.root.descendantsOfType([
    "variable_declarator",
    "required_parameter",
    "optional_parameter",
    "public_field_definition",
    "property_signature"
  ]);
  for (const declaration of declarations) {
    const name = declaration.childForFieldName("name") ?? declaration.childForFieldName("pattern");
    if (name?.type !== "identifier" && name?.type !== "property_identifier") continue;
    const annotation2 = declaration.childForFieldName("type")?.text.replace(/^:\s*/, "");
    const value = declaration.childForFieldName("value");
    const constant = declaration.parent?.type === "lexical_declaration" && declaration.parent.children[0]?.text === "const";
    const boolean = annotation2 === void 0 ? constant && value !== null && isBooleanExpression(value, /* @__PURE__ */ new Map()) : annotation2 === "boolean";
    kinds.set(name.text, !kinds.has(name.text) && boolean);
  }
  return kinds;
});
function isBooleanExpression(operand, names) {
  const node = unwrapParentheses(operand);
  if (node.type === "true" || node.type === "false") return true;
  if (node.type === "unary_expression") return node.childForFieldName("operator")?.text === "!";
  if (node.type === "binary_expression") {
    const operator = node.childForFieldName("operator")?.text ?? "";
    if (COMPARISON_OPERATORS2.has(operator)) return true;
    const left = node.childForFieldName("left");
    const right = node.childForFieldName("right");
    return LOGICAL_OPERATORS.has(operator) && left !== null && right !== null && isBooleanExpression(left, names) && isBooleanExpression(right, names);
  }
  if (node.type === "identifier") return names.get(node.text) ?? false;
  if (node.type === "member_expression") {
    const property = node.childForFieldName("property");
    return property?.type === "property_identifier" && (names.get(property.text) ?? false);
  }
  return false;
}
var implementation77 = {
  languages: JS_FAMILY,
  overrides: {
    confidence: 60,
    reason: "In JavaScript `x === true` is also how a value that may not be a boolean (undefined, a truthy object) is tested on purpose, so most such comparisons are deliberate: hidden by default."
  },
  // Fields and alternations of operators make a query slow to compile: the query finds any operation on a
  // boolean literal, the check keeps the equality comparisons.
  query: "(binary_expression [(true) (false)] @literal) @target",
  textGate: /true|false/,
  check: ({ target, captures, context }) => {
    const operand = captures.literal ? comparedWith(target, captures.literal) : void 0;
    if (!operand || operand.type === "true" || operand.type === "false") return false;
    if (!isBooleanExpression(operand, booleanNames(context))) return false;
    return { details: { operand: excerpt(operand.text, 40) } };
  },
  examples: {
    match: [
      "if (items.length > 0 === true) {\n  render(items);\n}",
      "if (!isReady() == false) start();",
      "function toggle(enabled: boolean) {\n  if (enabled === false) return;\n  run();\n}"
    ],
    noMatch: [
      "if (ready) start();",
      "const strict = options.strict === undefined;",
      "function pick(index: number | false) {\n  if (index === false) return -1;\n  return index;\n}",
      "if (flags.beta == true) enable();",
      "if (isReady() === true) start();"
    ]
  }
};

// src/rules/catalog/simplify/deep-nesting/typescript.ts
var NESTING_TYPES = /* @__PURE__ */ new Set(["if_statement", "for_statement", "for_in_statement", "while_statement", "do_statement", "switch_statement", "try_statement"]);
var NESTING_SYNTAX = {
  types: [...NESTING_TYPES],
  nestsAt: (_node, type, _parent, parentType) => NESTING_TYPES.has(type) && !(type === "if_statement" && parentType === "else_clause"),
  endsChain: isFunctionType,
  nameOf: functionName,
  enclosingFunction,
  functionLabel: (fn) => {
    const name = fn ? functionName(fn) : void 0;
    return fn ? name ? `\`${name}\`` : "an anonymous function" : "top-level code";
  }
};
var DEEP_SYNC = [
  "function sync(items) {",
  "  for (const item of items) {",
  "    if (item.enabled) {",
  "      try {",
  "        while (item.pending) {",
  "          if (item.retry) {",
  "            retry(item);",
  "          }",
  "        }",
  "      } catch (error) {",
  "        report(error);",
  "      }",
  "    }",
  "  }",
  "}"
].join("\n");
var implementation78 = {
  languages: JS_FAMILY,
  query: `[(if_statement) (for_statement) (for_in_statement) (while_statement) (do_statement)
      (switch_statement) (try_statement)] @target`,
  check: ({ target, context }) => deepNestingHit(target, NESTING_SYNTAX, context),
  examples: {
    match: [DEEP_SYNC],
    noMatch: [
      // Already this deep before the change, which only edited the inner condition.
      { before: DEEP_SYNC, after: DEEP_SYNC.replace("if (item.retry)", "if (item.retry && !item.done)") },
      [
        "function grade(score) {",
        "  if (score > 90) {",
        '    return "A";',
        "  } else if (score > 80) {",
        '    return "B";',
        "  } else if (score > 70) {",
        '    return "C";',
        "  } else if (score > 60) {",
        '    return "D";',
        "  } else if (score > 50) {",
        '    return "E";',
        "  }",
        '  return "F";',
        "}"
      ].join("\n"),
      [
        "function outer(rows) {",
        "  for (const row of rows) {",
        "    if (row) {",
        "      rows.forEach((cell) => {",
        "        if (cell) {",
        "          for (const part of cell) {",
        "            use(part);",
        "          }",
        "        }",
        "      });",
        "    }",
        "  }",
        "}"
      ].join("\n")
    ]
  }
};

// src/rules/catalog/simplify/long-function/typescript.ts
var FUNCTION_PARTS = {
  isFunction: isFunctionType,
  isIgnored: (type) => type === "jsx_element" || type === "jsx_fragment",
  nameOf: functionName,
  ownName: functionName,
  unnamed: "This anonymous function"
};
var implementation79 = {
  languages: JS_FAMILY,
  query: "[(function_declaration) (generator_function_declaration) (function_expression) (arrow_function) (method_definition)] @target",
  check: ({ target, context }) => longFunctionHit(target, FUNCTION_PARTS, context),
  examples: {
    match: [
      `export function migrate(db) {
${Array.from({ length: 85 }, (_, index) => `  db.step${index}();`).join("\n")}
}`,
      `export function register(app) {
  app.use(function handler(req) {
${Array.from({ length: 60 }, (_, index) => `    req.step${index}();`).join("\n")}
  });
  app.use(function other(req) {
${Array.from({ length: 60 }, (_, index) => `    req.step${index}();`).join("\n")}
  });
}`
    ],
    noMatch: [
      `export function migrate(db) {
${Array.from({ length: 40 }, (_, index) => `  db.step${index}();`).join("\n")}
}`,
      // Already long before the change, which only touched one line of it.
      {
        before: `export function migrate(db) {
${Array.from({ length: 85 }, (_, index) => `  db.step${index}();`).join("\n")}
}`,
        after: `export function migrate(db) {
${Array.from({ length: 85 }, (_, index) => `  db.step${index}(${index === 40 ? "true" : ""});`).join("\n")}
}`
      },
      // A long template and doc comments are text, not logic.
      `export function page(title) {
  /**
${Array.from({ length: 30 }, () => "   * Renders the page.").join("\n")}
   */
  const html = \`
${Array.from({ length: 40 }, (_, index) => `    <p>line ${index}</p>`).join("\n")}
  \`;
${Array.from({ length: 30 }, (_, index) => `  step${index}();`).join("\n")}
  return html;
}`
    ]
  }
};

// src/rules/catalog/simplify/nested-ternary/typescript.ts
var TERNARY_SYNTAX = {
  type: "ternary_expression",
  branchesOf: (ternary) => ({ consequence: ternary.childForFieldName("consequence"), alternative: ternary.childForFieldName("alternative") }),
  isBranch: (ternary, child) => !ternary.childForFieldName("condition")?.equals(child),
  unwrapParentheses
};
var implementation80 = {
  languages: JS_FAMILY,
  query: "(ternary_expression) @target",
  check: checkNestedConditional(TERNARY_SYNTAX),
  examples: {
    match: ["const label = isAdmin ? (isOwner ? 'owner' : 'admin') : 'member';", "const size = n < 10 ? 'small' : n < 100 ? 'medium' : 'large';"],
    noMatch: ["const label = isAdmin ? 'admin' : 'member';", "const value = (ready ? a : b) ?? fallback;"]
  }
};

// src/rules/catalog/test/focused-test/rule.ts
var rule84 = {
  id: "test/focused-test",
  agent: "test-analyzer",
  dimension: "testing",
  severity: "high",
  confidence: 95,
  category: "test-quality",
  message: "Focused test `{{target}}` makes the runner skip every other test in the file.",
  recommendation: "Remove the focus (`.only`, `fit`, `fdescribe`) before merging.",
  files: "test",
  documentation: {
    finds: "`.only`, `fit`, `fdescribe`.",
    why: "Only the focused tests run: the rest of the suite is silently skipped in CI.",
    wrongWhen: "Never intended in committed code. Files under a `fixtures` folder are left alone: a test runs the runner on them, and their `.only` is what it tests.",
    origin: "eslint-plugin-jest's `no-focused-tests`."
  }
};

// src/rules/syntax/javascript/test-analyzer-helpers.ts
var TEST_FUNCTIONS = /* @__PURE__ */ new Set(["describe", "it", "test", "context", "suite"]);
function isTestModifier(member, modifier) {
  const path = dottedName(member);
  return path.length >= 2 && path[path.length - 1] === modifier && TEST_FUNCTIONS.has(path[0] ?? "");
}
function testTitle(call) {
  const title = call.childForFieldName("arguments")?.namedChildren[0];
  return title?.type === "string" || title?.type === "template_string" ? title.text.slice(1, -1) : void 0;
}
function testName(node) {
  return node ? excerpt(node.text.slice(1, -1), 60) : "unnamed";
}

// src/rules/catalog/test/focused-test/typescript.ts
function unfocus(target) {
  const text = target.lines[target.line - 1];
  if (text === void 0 || target.column === void 0) return void 0;
  const start = target.column - 1;
  const rest = text.slice(start);
  const member = /^((?:describe|it|test|context|suite)(?:\.\w+)*?)\.only\b/.exec(rest);
  const prefixed = /^f(it|describe)\b/.exec(rest);
  let replaced;
  if (member?.[1]) replaced = member[1] + rest.slice(member[0].length);
  else if (prefixed?.[1]) replaced = rest.slice(1);
  else return void 0;
  return { startLine: target.line, endLine: target.line, replacement: [text.slice(0, start) + replaced] };
}
var FIXTURE = /(^|\/)(__)?fixtures?(__)?\//;
var implementation81 = {
  languages: JS_FAMILY,
  query: `((member_expression property: (property_identifier) @modifier) @target (#eq? @modifier "only"))
      ((call_expression function: (identifier) @target) (#any-of? @target "fit" "fdescribe"))`,
  textGate: /only|fit|fdescribe/,
  // A fixture is a file a test hands to the runner: its `.only` is the behaviour under test, not a focus left behind.
  check: ({ target, context }) => !FIXTURE.test(context.path) && (target.type !== "member_expression" || isTestModifier(target, "only")),
  fix: unfocus,
  examples: {
    match: [
      "it.only('parses dates', () => {\n  expect(parse('2024-01-01')).toBeDefined();\n});",
      "test.describe.only('checkout', () => {});",
      "fdescribe('cart', () => {});"
    ],
    noMatch: ["it('parses dates', () => {\n  expect(parse('2024-01-01')).toBeDefined();\n});", "const first = list.only;"]
  }
};

// src/rules/catalog/test/no-assertion/typescript.ts
var ASSERTION_NAME = /^(expect|assert|should|verify|check|ensure|must)|tester$/i;
var ASSERTION_WORD = /expect|assert|should|verify|check|ensure|must|tester/i;
var CHECKING_METHOD = /^(parse|parseAsync|validate|validateSync|exhaustive)$|snapshot/i;
var TYPE_TEST_TITLE = /\b(types?|typings?|type-level|type-only|typecheck(s|ed)?|inference|infers?|compiles?)\b/i;
var SMOKE_TEST_TITLE = /\b(does ?n[o']?t|do ?n[o']?t|never|without|no)\s+(throw|throwing|crash|crashing|fail|failing|error|errors|exception)s?\b|\bsmoke\b/i;
var TYPE_TEST_FILE = /\.test-d\.[cm]?tsx?$|(^|\/)(type-?tests?|types?-tests?|dtslint|test-d)\//;
var FAILING_FIXTURE = /\.fail(s|ing)?\.[cm]?[jt]sx?$/;
var ASSERTION_MODULE = /^(node:)?assert(\/strict)?$|^power-assert$|^uvu\/assert$|^(jsr:)?@std\/assert(\/.*)?$/;
var HELPER_MODULE = /(^|[/.])(tests?|testing|helpers?|support|fixtures?|utils?|harness|__tests__|specs?)([/.-]|$)/;
function calleeNames(call) {
  const callee = call.childForFieldName("function");
  const method = callee?.type === "member_expression" ? callee.childForFieldName("property")?.text : void 0;
  return method === void 0 ? calleePath(call) : [...calleePath(call), method];
}
function callsAssertion(call) {
  return ASSERTION_WORD.test(call.childForFieldName("function")?.text ?? "") && calleeNames(call).some((name) => ASSERTION_NAME.test(name));
}
function callsHelper(call, helpers) {
  return helpers.has(calleeNames(call)[0] ?? "");
}
function someCallAsserts(text, calls, helpers) {
  if (ASSERTION_WORD.test(text) && calls().some(callsAssertion)) return true;
  const known = helpers();
  return [...known].some((name) => text.includes(name)) && calls().some((call) => callsHelper(call, known));
}
var assertingHelpers = perFile((context) => {
  const helpers = /* @__PURE__ */ new Set([...moduleBindings(context.root, HELPER_MODULE), ...moduleBindings(context.root, ASSERTION_MODULE)]);
  for (const fn of context.root.descendantsOfType(["function_declaration", "arrow_function", "function_expression"])) {
    const name = functionName(fn);
    const body = fn.childForFieldName("body");
    if (name && body && someCallAsserts(
      body.text,
      () => body.descendantsOfType("call_expression"),
      () => helpers
    ))
      helpers.add(name);
  }
  return helpers;
});
function requiredModule(value) {
  let call = value;
  while (call?.type === "member_expression") call = call.childForFieldName("object");
  if (call?.type !== "call_expression" || call.childForFieldName("function")?.text !== "require") return void 0;
  const source = call.childForFieldName("arguments")?.namedChildren[0];
  return source?.type === "string" ? source.text.slice(1, -1) : void 0;
}
function moduleBindings(root, source) {
  const names = [];
  for (const statement of root.children) {
    if (statement.type === "import_statement") {
      if (source.test(statement.childForFieldName("source")?.text.slice(1, -1) ?? "")) {
        names.push(...statement.descendantsOfType("identifier").map((identifier) => identifier.text));
      }
    } else if (statement.type === "lexical_declaration" || statement.type === "variable_declaration") {
      for (const declarator of statement.namedChildren.filter((child) => child.type === "variable_declarator")) {
        const pattern = declarator.childForFieldName("name");
        if (!pattern || !source.test(requiredModule(declarator.childForFieldName("value")) ?? "")) continue;
        if (pattern.type === "identifier") names.push(pattern.text);
        else names.push(...pattern.descendantsOfType(["shorthand_property_identifier_pattern", "identifier"]).map((bound) => bound.text));
      }
    }
  }
  return names;
}
function checksTypes(body, text) {
  if (text.includes("@ts-expect-error")) return true;
  if (text.includes("satisfies") && body.descendantsOfType("satisfies_expression").length > 0) return true;
  if (text.includes("type") && body.descendantsOfType("type_alias_declaration").length > 0) return true;
  return text.includes(":") && body.descendantsOfType("variable_declarator").some((declarator) => declarator.childForFieldName("type") && declarator.childForFieldName("value"));
}
function callsCheckingMethod(body, text) {
  if (!/parse|validate|exhaustive|snapshot/i.test(text)) return false;
  return body.descendantsOfType("call_expression").some((call) => CHECKING_METHOD.test(calleeNames(call).at(-1) ?? ""));
}
function callNamedAt(body, index, length) {
  let node = body.descendantForIndex(index, index + length);
  if (!node || node.type !== "identifier" && node.type !== "property_identifier") return void 0;
  while (node.parent?.type === "member_expression") node = node.parent;
  const call = node.parent;
  return call?.type === "call_expression" && call.childForFieldName("function")?.equals(node) ? call : void 0;
}
function callsAssertionIn(body, text) {
  const words = new RegExp(ASSERTION_WORD.source, "gi");
  for (let match = words.exec(text); match; match = words.exec(text)) {
    const call = callNamedAt(body, body.startIndex + match.index, match[0].length);
    if (call && callsAssertion(call)) return true;
    words.lastIndex = match.index + 1;
  }
  return false;
}
function containsAssertion(body, callback, helpers) {
  const text = body.text;
  if (callsAssertionIn(body, text)) return true;
  if (text.includes("throw") && body.descendantsOfType("throw_statement").length > 0) return true;
  if (callsCheckingMethod(body, text) || checksTypes(body, text)) return true;
  if (text.includes("should") && body.descendantsOfType("property_identifier").some((property) => property.text === "should")) return true;
  const parameters = parameterNames3(callback);
  const named = [...parameters].some((name) => text.includes(name));
  if (named && body.descendantsOfType("identifier").some((identifier) => parameters.has(identifier.text))) return true;
  const known = helpers();
  if (![...known].some((name) => text.includes(name))) return false;
  const calls = body.type === "call_expression" ? [body] : [];
  calls.push(...body.descendantsOfType("call_expression"));
  return calls.some((call) => callsHelper(call, known));
}
function parameterNames3(fn) {
  const names = /* @__PURE__ */ new Set();
  const single = fn.childForFieldName("parameter");
  if (single) names.add(single.text);
  for (const parameter of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    const pattern = parameter.childForFieldName("pattern") ?? parameter;
    if (pattern.type === "identifier") names.add(pattern.text);
    if (pattern.type === "object_pattern" || pattern.type === "array_pattern") {
      for (const bound of pattern.descendantsOfType(["shorthand_property_identifier_pattern", "identifier"])) names.add(bound.text);
    }
  }
  return names;
}
var implementation82 = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: [(identifier) @callee (member_expression object: (identifier) @callee property: (property_identifier) @modifier)]
      arguments: (arguments . [(string) (template_string)] @name . [(arrow_function) (function_expression)] @callback)) @target`,
  check: ({ target, captures, context }) => {
    const { callee, modifier, callback, name } = captures;
    if (!callee || !callback || callee.text !== "it" && callee.text !== "test") return false;
    if (modifier && !["only", "concurrent", "serial"].includes(modifier.text)) return false;
    if (TYPE_TEST_FILE.test(context.path) || FAILING_FIXTURE.test(context.path) || TYPE_TEST_TITLE.test(testTitle(target) ?? "")) return false;
    const body = callback.childForFieldName("body");
    const helpers = () => assertingHelpers(context);
    if (!body || containsAssertion(body, callback, helpers)) return false;
    const earlier = counterpartBefore(target, context, testTitle);
    const earlierCallback = earlier?.childForFieldName("arguments")?.namedChildren[1];
    const earlierBody = earlierCallback?.childForFieldName("body");
    if (earlier && (!earlierCallback || !earlierBody || !containsAssertion(earlierBody, earlierCallback, helpers))) return false;
    if (earlier) return { details: { name: testName(name) }, line: target.startPosition.row + 1, onConstruct: true, confidence: 70 };
    if (SMOKE_TEST_TITLE.test(testTitle(target) ?? "")) return { details: { name: testName(name) }, confidence: 60 };
    const placeholder = body.type === "statement_block" && body.namedChildren.every((child) => child.type === "comment");
    return { details: { name: testName(name) }, ...placeholder ? { confidence: 70 } : {} };
  },
  examples: {
    match: [
      "it('creates an order', async () => {\n  await createOrder({ id: 1 });\n});",
      "test('renders', () => {\n  render(cart);\n});",
      "it('is pending', () => {});"
    ],
    noMatch: [
      "it('creates an order', async () => {\n  const order = await createOrder({ id: 1 });\n  expect(order.id).toBe(1);\n});",
      "test('adds', (t) => {\n  t.is(add(1, 2), 3);\n});",
      "it('emits', (done) => {\n  emitter.on('ready', () => done());\n});",
      "it('validates', () => expectValid(schema, input));",
      "it('throws', async () => {\n  await assert.rejects(load('missing'));\n});",
      "it('lists users', async () => {\n  await request(app).get('/users').expect(200);\n});",
      "it('lists users', (done) => {\n  request(app).get('/users').end(done);\n});",
      "it('is enabled', () => {\n  config.enabled.should.be.true;\n});",
      "it('parses', () => {\n  expect(parse('1')).to.equal(1);\n});",
      "test('adds', (t) => {\n  t.assert.strictEqual(add(1, 2), 3);\n});",
      "function checkTotals(cart) {\n  assert.equal(cart.total, 0);\n}\nit('totals', () => {\n  checkTotals(new Cart());\n});",
      "it('sends', () => {\n  send();\n  sinon.assert.calledOnce(transport);\n});",
      "test('pick', () => {\n  type _ = Expect<Equal<Pick<User, 'id'>, { id: string }>>;\n});",
      "it('rejects numbers', () => {\n  // @ts-expect-error\n  greet(42);\n});",
      "it('accepts a config', () => {\n  const config = { port: 1 } satisfies Config;\n  use(config);\n});",
      "it('narrows nullables', () => {\n  match<null | undefined>(null)\n    .with(null, undefined, (x) => 'Nullable')\n    .exhaustive();\n});",
      "it('returns an option', () => {\n  const _result: Option<number> = toOption(1);\n});",
      "it('infers the return type', () => {\n  const user = createUser({ id: 1 });\n  use(user);\n});",
      "it('parses a user', () => {\n  UserSchema.parse({ id: 1, name: 'a' });\n});",
      "test('adds', ({ same, end }) => {\n  same(add(1, 2), 3);\n  end();\n});",
      "import { renderAndCheck } from './helpers';\nit('renders', () => {\n  renderAndCheck(cart);\n});",
      "it('renders', () => {\n  render(cart);\n  matchSnapshot(cart);\n});",
      "const { strictEqual } = require('node:assert');\ntest('blob', () => {\n  strictEqual(isBlobLike(new Blob([])), true);\n});",
      "import { is } from 'uvu/assert';\ntest('adds', () => {\n  is(add(1, 2), 3);\n});",
      "const helpers = require('./helpers.js');\nit('encodes an event', () => {\n  return helpers.test({ type: EVENT, data: ['a'] });\n});",
      "it('reports eval', () => {\n  ruleTester.run('no-eval', rule, { valid: [], invalid: [{ code: 'eval(x)', errors: 1 }] });\n});",
      {
        before: "it('creates an order', async () => {\n  await createOrder({id: 1})\n});",
        after: 'it("creates an order", async () => {\n  await createOrder({ id: 1 });\n});'
      }
    ]
  }
};

// src/rules/catalog/test/skipped-test/typescript.ts
function isSkipped(call) {
  return /(^x(it|describe|test|context)|\.skip)$/.test(call.childForFieldName("function")?.text ?? "");
}
function insideIf(node) {
  for (let ancestor = node.parent; ancestor; ancestor = ancestor.parent) {
    if (ancestor.type === "if_statement") return true;
  }
  return false;
}
var implementation83 = {
  languages: JS_FAMILY,
  query: `((member_expression property: (property_identifier) @modifier) @target (#eq? @modifier "skip"))
      ((call_expression function: (identifier) @target) (#any-of? @target "xit" "xdescribe" "xtest" "xcontext"))`,
  textGate: /skip|xit|xdescribe|xtest|xcontext/,
  check: ({ target, context }) => {
    if (target.type === "member_expression" && !isTestModifier(target, "skip")) return false;
    let parent = target.parent;
    while (parent?.type === "parenthesized_expression") parent = parent.parent;
    if (parent?.type === "ternary_expression" || parent?.type === "binary_expression") return false;
    if (insideIf(target)) return false;
    const call = parent?.type === "call_expression" && parent.childForFieldName("function")?.equals(target) ? parent : void 0;
    const firstArgument = call?.childForFieldName("arguments")?.namedChildren[0];
    if (call && firstArgument?.type !== "string" && firstArgument?.type !== "template_string") return false;
    const earlier = call ? counterpartBefore(call, context, testTitle) : void 0;
    if (earlier && isSkipped(earlier)) return false;
    const details = { name: firstArgument ? `"${testName(firstArgument)}"` : `\`${excerpt(target.text)}\`` };
    return { details, ...earlier === null ? { severity: "info" } : {} };
  },
  examples: {
    match: ["it.skip('refunds twice', () => {\n  expect(refund()).toBe(true);\n});", "xdescribe('legacy api', () => {});"],
    noMatch: [
      "test('renders', async ({ browserName }) => {\n  test.skip(browserName === 'webkit', 'no webkit support');\n  expect(1).toBe(1);\n});",
      "this.skip();",
      "(process.platform === 'win32' ? it.skip : it)('follows symlinks', () => {\n  expect(resolve('link')).toBe('target');\n});",
      "const itModern = Number(process.versions.node.split('.')[0]) >= 22 ? it : it.skip;",
      "if (process.version.startsWith('v18')) {\n  test.skip('reads streams', () => {});\n} else {\n  test('reads streams', () => {\n    expect(read()).toBe('x');\n  });\n}",
      "it.skipIf(process.platform === 'win32')('follows symlinks', () => {\n  expect(resolve('link')).toBe('target');\n});"
    ]
  }
};

// src/rules/catalog/test/sleep-in-test/typescript.ts
var FAKE_TIMERS = /useFakeTimers|advanceTimers|runAllTimers|runOnlyPendingTimers|installClock|clock\.tick/;
var usesFakeTimers = perFile((context) => context.lines.some((line) => FAKE_TIMERS.test(line)));
var SLEEP_NAMES = /* @__PURE__ */ new Set(["sleep", "delay", "wait", "waitForTimeout", "pause"]);
var BLOCKING_SLEEPS = /* @__PURE__ */ new Set(["cy.wait", "browser.pause"]);
function durationOf(argument) {
  if (!argument) return void 0;
  const text = argument.text;
  if (argument.type === "number") return Number(text.replace(/_/g, "")) > 0 ? text : void 0;
  return /^[\d_\s*+A-Z]+$/.test(text) && /[\dA-Z]/.test(text) ? text : void 0;
}
function isAwaited(call) {
  let node = call;
  while (node.parent?.type === "parenthesized_expression") node = node.parent;
  return node.parent?.type === "await_expression";
}
function insidePromiseExecutor(call) {
  for (let node = call.parent, depth = 0; node && depth < 6; node = node.parent, depth += 1) {
    if (node.type === "new_expression") return node.childForFieldName("constructor")?.text === "Promise";
  }
  return false;
}
function isTestCallback(fn) {
  const call = fn.parent?.type === "arguments" ? fn.parent.parent : void 0;
  const path = call?.type === "call_expression" ? calleePath(call) : [];
  return path[0] === "it" || path[0] === "test";
}
function inTestBody(call) {
  let fn = enclosingFunction(call);
  if (fn && insidePromiseExecutor(call)) fn = enclosingFunction(fn);
  return fn !== void 0 && isTestCallback(fn);
}
function pollsInLoop(call) {
  for (let node = call.parent; node && !isFunction(node); node = node.parent) {
    if (["while_statement", "for_statement", "for_in_statement", "do_statement"].includes(node.type)) return true;
  }
  return false;
}
var implementation84 = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: [(identifier) (member_expression)] @callee
      (#match? @callee "(^|\\\\.)(setTimeout|sleep|delay|wait|waitForTimeout|pause)$")) @target`,
  // Every callee the predicate admits ends in one of these (`waitForTimeout` contains `wait`).
  textGate: /setTimeout|sleep|delay|wait|pause/,
  check: ({ target, captures, context }) => {
    const path = captures.callee ? dottedName(captures.callee) : [];
    const name = path.at(-1) ?? "";
    const argumentList = target.childForFieldName("arguments")?.namedChildren ?? [];
    let duration;
    if (name === "setTimeout") {
      if (isAwaited(target)) duration = durationOf(argumentList[0]);
      else if (insidePromiseExecutor(target)) duration = durationOf(argumentList[1]);
    } else if (SLEEP_NAMES.has(name) && (isAwaited(target) || BLOCKING_SLEEPS.has(path.join(".")))) {
      duration = durationOf(argumentList[0]);
    }
    if (duration === void 0 || usesFakeTimers(context) || !inTestBody(target)) return false;
    return { details: { duration, target: excerpt(target.text, 50) }, ...pollsInLoop(target) ? { confidence: 60 } : {} };
  },
  examples: {
    match: [
      "it('retries', async () => {\n  start();\n  await new Promise((resolve) => setTimeout(resolve, 500));\n  expect(calls).toBe(2);\n});",
      "test('debounces', async () => {\n  type('a');\n  await sleep(300);\n  expect(search).toHaveBeenCalledTimes(1);\n});",
      "it('loads', () => {\n  cy.visit('/');\n  cy.wait(2000);\n  cy.get('h1').should('exist');\n});"
    ],
    noMatch: [
      "it('waits for the alias', () => {\n  cy.wait('@getUser');\n});",
      "beforeEach(() => jest.useFakeTimers());\nit('debounces', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 300));\n});",
      "it('flushes', async () => {\n  await new Promise((resolve) => setTimeout(resolve, 0));\n  expect(done).toBe(true);\n});",
      "it('emits later', () => {\n  setTimeout(() => emitter.emit('ready'), 10);\n  return once(emitter, 'ready');\n});",
      "it('times out slow servers', async () => {\n  const server = http.createServer(async (req, res) => {\n    await sleep(500);\n    res.end('late');\n  });\n  await expect(fetchWithTimeout(server)).rejects.toThrow();\n});",
      "const fetchStub = jest.fn(async () => {\n  await new Promise((resolve) => setTimeout(resolve, 200));\n  return new Response('{}');\n});\nit('shows a spinner', async () => {\n  expect(render(fetchStub)).toContain('spinner');\n});",
      "async function settle() {\n  await sleep(100);\n}"
    ]
  }
};

// src/rules/catalog/type-design/double-cast/rule.ts
var rule85 = {
  id: "type-design/double-cast",
  agent: "type-design-analyzer",
  dimension: "correctness",
  severity: "info",
  confidence: 85,
  category: "type-safety",
  message: "Double cast `as {{via}} as {{type}}` forces a type the compiler says does not fit.",
  recommendation: "Fix the types so a single cast (or none) is enough, or validate the value at runtime (a type guard or schema) before treating it as the target type.",
  documentation: {
    finds: "`x as unknown as T`.",
    why: "It switches the type checker off for that value.",
    wrongWhen: "Reported as info.",
    origin: "typescript-eslint's `no-unsafe-*` rules."
  }
};

// src/rules/catalog/type-design/double-cast/typescript.ts
function castThrough(expression) {
  const cast = expression.type === "parenthesized_expression" ? expression.namedChildren.find((child) => child.type === "as_expression") : expression;
  return cast?.namedChildren.slice(1).find((child) => child.type === "predefined_type" && (child.text === "unknown" || child.text === "any"));
}
var implementation85 = {
  languages: TYPESCRIPT_FAMILY,
  // Nested patterns are slow to compile: the query finds a cast of a cast or of a parenthesized expression,
  // the check looks inside for `as unknown` or `as any`.
  query: "(as_expression [(as_expression) (parenthesized_expression)] @inner (_) @type) @target",
  textGate: /unknown|any/,
  check: ({ captures, context }) => {
    const via = captures.inner ? castThrough(captures.inner) : void 0;
    if (!via) return false;
    return { details: { via: via.text }, ...context.isTestFile ? { confidence: 60 } : {} };
  },
  examples: {
    match: ["const config = raw as unknown as AppConfig;", "const id = (value as any) as UserId;"],
    noMatch: ["const config = raw as AppConfig;", "const input = value as unknown;"]
  }
};

// src/rules/catalog/type-design/explicit-any/rule.ts
var rule86 = {
  id: "type-design/explicit-any",
  agent: "type-design-analyzer",
  dimension: "correctness",
  severity: "info",
  confidence: 80,
  category: "type-safety",
  message: "{{subject}} turns off type checking for every value that flows through it.",
  recommendation: "Use a precise type, a generic parameter, or `unknown` (narrowed before use). For untyped input, validate it at the boundary and give the result a type.",
  documentation: {
    finds: "`any` in type positions.",
    why: "It switches type checking off for that value and everything it flows into.",
    wrongWhen: "Reported as info (many projects allow it on purpose).",
    origin: "typescript-eslint's `no-explicit-any`."
  }
};

// src/rules/catalog/type-design/explicit-any/typescript.ts
var PARAMETER_TYPES = /* @__PURE__ */ new Set(["required_parameter", "optional_parameter"]);
var DECLARATION_NAMES = /* @__PURE__ */ new Map([
  ["variable_declarator", "variable"],
  ["public_field_definition", "property"],
  ["property_signature", "property"],
  ["type_alias_declaration", "type"],
  ["interface_declaration", "interface"],
  ["catch_clause", "catch binding"]
]);
function describeAny(anyType) {
  let child = anyType;
  for (let node = anyType.parent; node; child = node, node = node.parent) {
    if (PARAMETER_TYPES.has(node.type)) return `parameter \`${node.childForFieldName("pattern")?.text ?? "?"}\``;
    if (isFunction(node) || node.type === "method_signature" || node.type === "function_signature") {
      const name = functionName(node) ?? "an anonymous function";
      const isReturnType = node.childForFieldName("return_type")?.equals(child) ?? false;
      return isReturnType ? `the return type of \`${name}\`` : `\`${name}\``;
    }
    const kind = DECLARATION_NAMES.get(node.type);
    if (kind === "catch binding") return `catch binding \`${node.childForFieldName("parameter")?.text ?? "?"}\``;
    if (kind) return `${kind} \`${node.childForFieldName("name")?.text ?? "?"}\``;
    if (node.type.endsWith("statement") || node.type === "program") break;
  }
  return "a type annotation";
}
var implementation86 = {
  languages: TYPESCRIPT_FAMILY,
  query: '((predefined_type) @target (#eq? @target "any"))',
  textGate: /any/,
  check: ({ target, context }) => {
    const line = target.startPosition.row;
    const acknowledged = [context.lines[line], context.lines[line - 1]].some((text) => text?.includes("no-explicit-any"));
    if (acknowledged) return false;
    const inTests = context.isTestFile ? { confidence: 60 } : {};
    const cast = target.parent?.type === "as_expression" ? target.parent : void 0;
    if (cast) {
      let outer = cast.parent;
      while (outer?.type === "parenthesized_expression") outer = outer.parent;
      if (outer?.type === "as_expression") return false;
      return { details: { subject: "Cast to `any`" }, ...inTests };
    }
    return { details: { subject: `Explicit \`any\` in ${describeAny(target)}` }, ...inTests };
  },
  examples: {
    match: ["export function parse(input: any): Config {\n  return input;\n}", "let payload: Record<string, any> = {};", "const user = response as any;"],
    noMatch: [
      "export function parse(input: unknown): Config {\n  return schema.parse(input);\n}",
      "// eslint-disable-next-line @typescript-eslint/no-explicit-any\nconst legacy: any = window.legacy;",
      "const company = { anything: true };"
    ]
  }
};

// src/rules/catalog/type-design/mutable-export/rule.ts
var rule87 = {
  id: "type-design/mutable-export",
  agent: "type-design-analyzer",
  dimension: "architecture",
  severity: "low",
  confidence: 80,
  category: "design",
  message: "{{what}}: module state that every importer shares and that can change under them.",
  recommendation: "Keep the state private to the module and export functions that read or update it (or a class whose instances own it), so changes go through one place and tests can start fresh.",
  files: "source",
  documentation: {
    finds: "`export let`, exported objects mutated by the module, when the change wrote the export.",
    why: "Importers see a value that changes under them.",
    wrongWhen: "Module-level state meant to be shared; export functions instead. State the module already exported as mutable before the change is left alone: a reformatted or moved declaration, or one more function updating it, does not introduce it. An `export let` that only statements run while the module loads reassign (a placeholder replaced once an optional import resolves) is a live binding shared on purpose: 70, hidden.",
    origin: "eslint-plugin-import's `no-mutable-exports`."
  }
};

// src/rules/catalog/type-design/mutable-export/typescript.ts
var MUTATING_METHODS = /* @__PURE__ */ new Set(["push", "pop", "shift", "unshift", "splice", "sort", "reverse", "fill", "set", "add", "delete", "clear"]);
var MUTABLE_VALUE = /* @__PURE__ */ new Set(["object", "array"]);
var MUTABLE_CONSTRUCTORS = /* @__PURE__ */ new Set(["Map", "Set", "WeakMap", "WeakSet", "Array", "Object"]);
function isMutableValue(value) {
  if (MUTABLE_VALUE.has(value.type)) return true;
  return value.type === "new_expression" && MUTABLE_CONSTRUCTORS.has(value.childForFieldName("constructor")?.text ?? "");
}
function isMutatedObject(identifier) {
  const access = identifier.parent;
  if (access?.type !== "member_expression" && access?.type !== "subscript_expression" || !access.childForFieldName("object")?.equals(identifier)) {
    return false;
  }
  const user = access.parent;
  if (!user) return false;
  if ((user.type === "assignment_expression" || user.type === "augmented_assignment_expression") && user.childForFieldName("left")?.equals(access)) return true;
  if (user.type === "unary_expression" && user.childForFieldName("operator")?.text === "delete") return true;
  if (user.type === "update_expression") return true;
  const method = access.type === "member_expression" ? access.childForFieldName("property")?.text : void 0;
  return user.type === "call_expression" && method !== void 0 && MUTATING_METHODS.has(method);
}
function mutationsIn(root) {
  const mutations = /* @__PURE__ */ new Map();
  for (const identifier of root.descendantsOfType("identifier")) {
    if (!isMutatedObject(identifier) || !enclosingFunction(identifier)) continue;
    const places = mutations.get(identifier.text);
    if (places) places.push(identifier);
    else mutations.set(identifier.text, [identifier]);
  }
  return mutations;
}
var mutationsInFunctions = perFile((context) => mutationsIn(context.root));
var mutableExportsBefore = perFile((context) => {
  const names = /* @__PURE__ */ new Set();
  const before = context.before();
  if (!before) return names;
  const mutated = mutationsIn(before.root);
  for (const statement of before.root.descendantsOfType("export_statement")) {
    const declaration = statement.childForFieldName("declaration");
    if (declaration?.type !== "lexical_declaration" && declaration?.type !== "variable_declaration") continue;
    const constant = declaration.childForFieldName("kind")?.text === "const";
    for (const declarator of declaration.namedChildren.filter((child) => child.type === "variable_declarator")) {
      const name = declarator.childForFieldName("name")?.text;
      if (name && (!constant || mutated.has(name))) names.add(name);
    }
  }
  return names;
});
function runsWhileLoading(node) {
  let statement = node;
  while (statement.parent && statement.parent.type !== "program") statement = statement.parent;
  return statement.type === "expression_statement";
}
function setOnlyWhileLoading(name, root) {
  const assignments = root.descendantsOfType(["assignment_expression", "augmented_assignment_expression", "update_expression"]).filter((assignment) => (assignment.childForFieldName("left") ?? assignment.childForFieldName("argument"))?.text === name);
  return assignments.length > 0 && assignments.every(runsWhileLoading);
}
var implementation87 = {
  languages: JS_FAMILY,
  query: "(export_statement declaration: [(lexical_declaration) (variable_declaration)] @declaration) @target",
  check: ({ captures, context }) => {
    const declaration = captures.declaration;
    if (!declaration || fileRoleOf(context.path) === "tooling") return false;
    const kind = declaration.type === "variable_declaration" ? "var" : declaration.childForFieldName("kind")?.text;
    for (const declarator of declaration.namedChildren.filter((child) => child.type === "variable_declarator")) {
      const name = declarator.childForFieldName("name");
      if (name?.type !== "identifier") continue;
      if (mutableExportsBefore(context).has(name.text)) continue;
      if (kind === "let" || kind === "var") {
        const what = `\`export ${kind} ${name.text}\` is a mutable exported binding`;
        return { details: { what }, ...setOnlyWhileLoading(name.text, context.root) ? { confidence: 70 } : {} };
      }
      const value = declarator.childForFieldName("value");
      const mutations = value && isMutableValue(value) ? mutationsInFunctions(context).get(name.text) ?? [] : [];
      const first = mutations[0];
      const line = changedLineOf(context, name, ...mutations);
      if (first && context.isChanged(line)) {
        return {
          line,
          details: { what: `Exported \`${name.text}\` is changed inside functions of this module (line ${first.startPosition.row + 1})` }
        };
      }
    }
    return false;
  },
  examples: {
    match: [
      "export let currentUser = null;\nexport function login(user) {\n  currentUser = user;\n}",
      "export const handlers = new Map();\nexport function register(name, handler) {\n  handlers.set(name, handler);\n}",
      "export const settings = { debug: false };\nexport function enableDebug() {\n  settings.debug = true;\n}"
    ],
    noMatch: [
      "export const DEFAULTS = { retries: 3, timeoutMs: 5000 };",
      "export const routes = new Map();\nroutes.set('/', home);\nroutes.set('/about', about);",
      "export const cache = new Map();\nexport function lookup(key) {\n  return cache.get(key);\n}",
      {
        before: "export const names = {\n  a: 'a',\n};\nexport function register(key, name) {\n  names[key] = name;\n}",
        after: "export const names = {\n  a: 'a',\n  b: 'b',\n};\nexport function register(key, name) {\n  names[key] = name;\n}"
      },
      {
        before: "export const types: Record<\n  string,\n  Reporter\n> = {};\nexport const addType = (name: string, report: Reporter) => {\n  types[name] = report;\n};",
        after: "export const types: Record<string, Reporter> = {};\nexport const addType = (name: string, report: Reporter) => {\n  types[name] = report;\n};"
      }
    ]
  }
};

// src/rules/catalog/type-design/non-exhaustive-switch/rule.ts
var rule88 = {
  id: "type-design/non-exhaustive-switch",
  agent: "type-design-analyzer",
  dimension: "correctness",
  severity: "medium",
  confidence: 80,
  category: "type-safety",
  message: "The switch over `{{subject}}` handles {{handled}} of `{{type}}` but not {{missing}}, and has no `default`.",
  recommendation: "Handle the missing cases, or add `default:` with an exhaustiveness check (`const unreachable: never = value;`) so a new member fails to compile instead of being skipped.",
  documentation: {
    finds: "A `switch` missing members of a union or enum declared in the file.",
    why: "A new member falls through silently.",
    wrongWhen: "Switches with a `default` that handles the rest on purpose.",
    origin: "typescript-eslint's `switch-exhaustiveness-check`."
  }
};

// src/rules/catalog/type-design/non-exhaustive-switch/typescript.ts
function unionMembers(node) {
  if (node.type !== "union_type") return [node];
  return node.namedChildren.flatMap(unionMembers);
}
function stringLiteralOf(type) {
  const literal = type?.type === "type_annotation" ? type.namedChildren[0] : type;
  const string = literal?.type === "literal_type" ? literal.namedChildren[0] : void 0;
  return string?.type === "string" ? string.text.slice(1, -1) : void 0;
}
function propertyLiteral(body, property) {
  for (const member of body.namedChildren) {
    if (member.type === "property_signature" && member.childForFieldName("name")?.text === property) {
      return stringLiteralOf(member.childForFieldName("type"));
    }
  }
  return void 0;
}
var declaredTypes = perFile((context) => {
  const objectTypes = /* @__PURE__ */ new Map();
  for (const declaration of context.root.descendantsOfType(["interface_declaration", "type_alias_declaration"])) {
    const name = declaration.childForFieldName("name")?.text;
    const body = declaration.childForFieldName("body") ?? declaration.childForFieldName("value");
    if (name && body && (body.type === "interface_body" || body.type === "object_type")) objectTypes.set(name, body);
  }
  const unions = context.root.descendantsOfType("type_alias_declaration").flatMap((alias) => {
    const name = alias.childForFieldName("name")?.text;
    const value = alias.childForFieldName("value");
    return name && value?.type === "union_type" ? [{ name, members: unionMembers(value) }] : [];
  });
  return { objectTypes, unions, setsByProperty: /* @__PURE__ */ new Map() };
});
function literalUnionsIn(context, property) {
  const { objectTypes, unions, setsByProperty } = declaredTypes(context);
  const key = property ?? "";
  let sets = setsByProperty.get(key);
  if (!sets) {
    sets = unions.flatMap(({ name, members }) => {
      const values = members.map((member) => {
        if (property === void 0) return stringLiteralOf(member);
        const body = member.type === "object_type" ? member : member.type === "type_identifier" ? objectTypes.get(member.text) : void 0;
        return body ? propertyLiteral(body, property) : void 0;
      });
      return values.every((item) => item !== void 0) ? [{ name, values }] : [];
    });
    setsByProperty.set(key, sets);
  }
  return sets;
}
var enumsIn = perFile((context) => {
  const sets = [];
  for (const declaration of context.root.descendantsOfType("enum_declaration")) {
    const name = declaration.childForFieldName("name")?.text;
    const members = declaration.childForFieldName("body")?.namedChildren.map(
      (member) => member.type === "enum_assignment" ? member.childForFieldName("name")?.text : member.type === "property_identifier" ? member.text : void 0
    );
    if (name && members?.every((member) => member !== void 0)) sets.push({ name, values: members.map((member) => `${name}.${member}`) });
  }
  return sets;
});
function caseValues(body) {
  const clauses = body.namedChildren.filter((clause) => clause.type === "switch_case").map((clause) => clause.childForFieldName("value"));
  const first = clauses[0];
  if (!first) return void 0;
  const isEnum = first.type === "member_expression";
  const values = [];
  for (const value of clauses) {
    if (!isEnum && value?.type === "string") values.push(value.text.slice(1, -1));
    else if (isEnum && value?.type === "member_expression" && value.childForFieldName("object")?.type === "identifier") values.push(value.text);
    else return void 0;
  }
  return { values, isEnum };
}
var implementation88 = {
  languages: TYPESCRIPT_FAMILY,
  query: "(switch_statement value: (parenthesized_expression (_) @subject) body: (switch_body) @body) @target",
  textGate: /switch/,
  check: ({ captures, context }) => {
    const { subject, body } = captures;
    if (!subject || !body || body.namedChildren.some((clause) => clause.type === "switch_default")) return false;
    const labels = caseValues(body);
    if (!labels) return false;
    const { values: cases, isEnum } = labels;
    const property = subject.type === "member_expression" ? subject.childForFieldName("property")?.text : void 0;
    const declared = isEnum ? enumsIn(context) : [...literalUnionsIn(context, void 0), ...property === void 0 ? [] : literalUnionsIn(context, property)];
    const closed = declared.filter((set) => cases.every((value) => set.values.includes(value))).sort((a, b) => a.values.length - b.values.length)[0];
    const missing = closed?.values.filter((value) => !cases.includes(value)) ?? [];
    if (!closed || missing.length === 0) return false;
    const quote = (value) => isEnum ? `\`${value}\`` : `'${value}'`;
    return {
      details: {
        subject: excerpt(subject.text, 40),
        type: closed.name,
        handled: `${cases.length} of ${closed.values.length} members`,
        missing: missing.map(quote).join(", ")
      }
    };
  },
  examples: {
    match: [
      "type Shape = { kind: 'circle'; r: number } | { kind: 'square'; side: number } | { kind: 'triangle'; base: number; height: number };\nfunction draw(shape: Shape) {\n  switch (shape.kind) {\n    case 'circle':\n      drawCircle(shape);\n      break;\n    case 'square':\n      drawSquare(shape);\n      break;\n  }\n}",
      'enum Status { Active, Suspended, Deleted }\nfunction label(status: Status) {\n  switch (status) {\n    case Status.Active:\n      return "active";\n    case Status.Suspended:\n      return "suspended";\n  }\n  return "?";\n}'
    ],
    noMatch: [
      "type Shape = { kind: 'circle' } | { kind: 'square' };\nfunction draw(shape: Shape) {\n  switch (shape.kind) {\n    case 'circle':\n      return 1;\n    case 'square':\n      return 2;\n  }\n}",
      "type Level = 'debug' | 'info' | 'warn';\nfunction rank(level: Level) {\n  switch (level) {\n    case 'debug':\n      return 0;\n    default:\n      return 1;\n  }\n}",
      "function rank(level: string) {\n  switch (level) {\n    case 'debug':\n      return 0;\n  }\n}"
    ]
  }
};

// src/rules/catalog/type-design/non-null-chain/rule.ts
var rule89 = {
  id: "type-design/non-null-chain",
  agent: "type-design-analyzer",
  dimension: "correctness",
  severity: "low",
  confidence: 70,
  category: "type-safety",
  message: "`{{target}}` asserts non-null {{count}} times in one chain; any of those values being missing is a runtime crash.",
  recommendation: "Narrow once with a guard (`if (!a?.b) return \u2026`), use optional chaining with a fallback, or make the type non-optional where the value is known to exist.",
  files: "source",
  documentation: {
    finds: "`a!.b!.c`: chained non-null assertions.",
    why: "Each `!` is an unchecked claim: one wrong one is a crash.",
    wrongWhen: "Hidden by default (70).",
    origin: "typescript-eslint's `no-non-null-assertion`."
  }
};

// src/rules/catalog/type-design/non-null-chain/typescript.ts
function chainInner(node) {
  switch (node.type) {
    case "non_null_expression":
      return node.namedChildren[0] ?? null;
    case "member_expression":
    case "subscript_expression":
      return node.childForFieldName("object");
    case "call_expression":
      return node.childForFieldName("function");
    default:
      return null;
  }
}
var implementation89 = {
  languages: TYPESCRIPT_FAMILY,
  query: "(non_null_expression) @target",
  check: ({ target }) => {
    for (let child = target, parent = target.parent; parent; child = parent, parent = parent.parent) {
      if (!chainInner(parent)?.equals(child)) break;
      if (parent.type === "non_null_expression") return false;
    }
    let count = 0;
    for (let node = target; node; node = chainInner(node)) {
      if (node.type === "non_null_expression") count += 1;
    }
    return count >= 2 ? { details: { count: String(count) } } : false;
  },
  examples: {
    match: ["const name = session!.user!.name;", "const port = config.servers![0]!.port;"],
    noMatch: ["const name = session!.user.name;", 'const name = session?.user?.name ?? "anonymous";']
  }
};

// src/rules/catalog/typescript-rules.ts
var RULE_TABLE = [
  [rule, implementation],
  [rule2, implementation2],
  [rule3, implementation3],
  [rule4, implementation4],
  [rule5, implementation5],
  [rule57, implementation6],
  [rule58, implementation7],
  [rule59, implementation8],
  [rule60, implementation9],
  [rule6, implementation10],
  [rule61, implementation11],
  [rule7, implementation12],
  [rule62, implementation13],
  [rule63, implementation14],
  [rule64, implementation15],
  [rule8, implementation16],
  [rule9, implementation17],
  [rule10, implementation18],
  [rule11, implementation19],
  [rule65, implementation20],
  [rule12, implementation21],
  [rule13, implementation22],
  [rule14, implementation23],
  [rule66, implementation24],
  [rule15, implementation25],
  [rule67, implementation26],
  [rule68, implementation27],
  [rule16, implementation28],
  [rule17, implementation29],
  [rule18, implementation30],
  [rule19, implementation31],
  [rule20, implementation32],
  [rule69, implementation33],
  [rule70, implementation34],
  [rule21, implementation35],
  [rule71, implementation36],
  [rule72, implementation37],
  [rule73, implementation38],
  [rule22, implementation39],
  [rule23, implementation40],
  [rule24, implementation41],
  [rule25, implementation42],
  [rule74, implementation43],
  [rule75, implementation44],
  [rule26, implementation45],
  [rule27, implementation46],
  [rule28, implementation47],
  [rule29, implementation48],
  [rule30, implementation49],
  [rule76, implementation50],
  [rule31, implementation51],
  [rule32, implementation52],
  [rule77, implementation53],
  [rule33, implementation54],
  [rule34, implementation55],
  [rule35, implementation56],
  [rule36, implementation57],
  [rule37, implementation58],
  [rule38, implementation59],
  [rule78, implementation60],
  [rule79, implementation61],
  [rule39, implementation62],
  [rule40, implementation63],
  [rule41, implementation64],
  [rule80, implementation65],
  [rule81, implementation66],
  [rule42, implementation67],
  [rule43, implementation68],
  [rule44, implementation69],
  [rule45, implementation70],
  [rule46, implementation71],
  [rule47, implementation72],
  [rule48, implementation73],
  [rule49, implementation74],
  [rule82, implementation75],
  [rule83, implementation76],
  [rule50, implementation77],
  [rule51, implementation78],
  [rule52, implementation79],
  [rule53, implementation80],
  [rule84, implementation81],
  [rule54, implementation82],
  [rule55, implementation83],
  [rule56, implementation84],
  [rule85, implementation85],
  [rule86, implementation86],
  [rule87, implementation87],
  [rule88, implementation88],
  [rule89, implementation89]
];
var RULE_FOLDERS = RULE_TABLE.map(([rule90, ...languages]) => ({ rule: rule90, languages }));

export {
  RULE_FOLDERS
};
