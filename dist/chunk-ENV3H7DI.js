import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  TOKEN_TRIGGER,
  findTokens,
  isPlaceholderToken
} from "./chunk-BJ7RWS7J.js";

// src/diff/language.ts
var JS_FAMILY = ["typescript", "tsx", "javascript"];
var TYPESCRIPT_FAMILY = ["typescript", "tsx"];
var LANGUAGE_BY_EXTENSION = /* @__PURE__ */ new Map([
  [".ts", "typescript"],
  [".mts", "typescript"],
  [".cts", "typescript"],
  [".tsx", "tsx"],
  [".js", "javascript"],
  [".mjs", "javascript"],
  [".cjs", "javascript"],
  // The JavaScript grammar parses JSX.
  [".jsx", "javascript"],
  [".py", "python"],
  [".go", "go"]
]);
function languageOf(path) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return void 0;
  return LANGUAGE_BY_EXTENSION.get(name.slice(dot).toLowerCase());
}

// src/diff/file-role.ts
var TEST_FOLDER = /(^|\/)(__tests__|__mocks__|tests?|spec|e2e|cypress|test-d|type-?tests|typetests|dtslint)\//;
var TEST_FILE_NAME = /\.(test|spec|e2e|cy)\.[cm]?[jt]sx?$|\.(test|spec)-d\.[cm]?tsx?$|\.tst\.[cm]?tsx?$|_test\.(go|py)$|(^|\/)(test_[^/]*|conftest|tests)\.py$/;
var TOOLING_FOLDER = /(^|\/)(scripts?|bin|bench|benchmarks?|examples?|demos?|playgrounds?|docs?|tools|\.github)\//;
var TOOLING_FILE_NAME = /(^|[/.])config\.[cm]?[jt]s$|(^|\/)\.[\w-]+rc\.[cm]?js$|\.d\.[cm]?ts$|(^|\/)(setup|noxfile)\.py$/;
function fileRoleOf(path) {
  if (TEST_FOLDER.test(path) || TEST_FILE_NAME.test(path)) return "test";
  if (TOOLING_FOLDER.test(path) || TOOLING_FILE_NAME.test(path)) return "tooling";
  return "source";
}
function isTestFile(path) {
  return fileRoleOf(path) === "test";
}

// src/rules/catalog/comment/commented-out-code/rule.ts
var rule = {
  id: "comment/commented-out-code",
  agent: "comment-analyzer",
  dimension: "readability",
  severity: "info",
  confidence: 80,
  category: "dead-code",
  message: "Commented-out code `{{code}}`.",
  recommendation: "Delete it: version control keeps the old code. If it documents an alternative, explain it in prose.",
  documentation: {
    finds: "Comments whose text parses as code of the file's language: code switched off and left behind.",
    why: "Dead code in comments rots: it stops compiling silently, readers cannot tell whether it matters, and version control already keeps the old code.",
    wrongWhen: 'Code in a comment that documents usage (after "For example:") is reported at 50, hidden. A comment that is prose but parses as code can be reworded or silenced.',
    origin: "SonarSource's \"Sections of code should not be commented out\" (S125) and ESLint's `no-warning-comments` family."
  }
};

// src/rules/excerpt.ts
function excerpt(text, limit = 60) {
  const firstLine = (text.split("\n", 1)[0] ?? "").replace(/\s+/g, " ").trim();
  const multiline = text.includes("\n");
  if (firstLine.length > limit) return `${firstLine.slice(0, limit - 1)}\u2026`;
  return multiline ? `${firstLine} \u2026` : firstLine;
}

// src/rules/catalog/comment/commented-out-code/check-commented-code.ts
function checkCommentedCode(commentedCode4) {
  return ({ target, context }) => {
    const code = commentedCode4(target, context);
    if (code === void 0) return false;
    const row = target.startPosition.row;
    const previous = target.previousSibling;
    const continues = previous?.type === "comment" && previous.endPosition.row === row - 1;
    if (continues && context.isChanged(row) && commentedCode4(previous, context) !== void 0) return false;
    const introducesExample = continues && /:\s*$/.test(previous.text);
    return { details: { code: excerpt(code, 60) }, ...introducesExample ? { confidence: 50 } : {} };
  };
}

// src/rules/catalog/comment/commented-out-code/is-code-call.ts
function isCodeCall(call) {
  const callee = call.childForFieldName("function");
  const argumentList = call.childForFieldName("arguments");
  return callee !== null && argumentList !== null && callee.endIndex === argumentList.startIndex;
}

// src/rules/catalog/comment/commented-out-code/statements-are-code.ts
function statementsAreCode(root, statements, code) {
  const parsed = statements.filter((child) => child.type !== "comment");
  return !root.hasError && parsed.length > 0 && parsed.every((statement) => isCodeStatement(statement, code));
}
function isCodeStatement(statement, code) {
  if (code.types.has(statement.type)) return true;
  const expression = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  return expression !== void 0 && code.isCodeExpression(expression);
}

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

// src/rules/catalog/comment/commented-out-code/python.ts
var DIRECTIVE2 = /^(type:|noqa|pylint:|mypy:|pyright:|ruff:|fmt:|isort:|pragma|nosec|sextant-ignore|-\*-|!|coding[:=]|region\b|endregion\b)/i;
var CODE_SHAPE2 = /[)\]:]$|^(import|from|return|if|for|while|def|class|raise|del|with|yield|assert|await)\b|^[\w.[\]]+\s*(=|\+=|-=)\s*\S/;
var CODE_STATEMENTS2 = {
  types: /* @__PURE__ */ new Set([
    "import_statement",
    "import_from_statement",
    "return_statement",
    "raise_statement",
    "delete_statement",
    "if_statement",
    "for_statement",
    "while_statement",
    "with_statement",
    "function_definition",
    "class_definition",
    "decorated_definition"
  ]),
  isCodeExpression: (expression) => {
    if (expression.type === "assignment") return expression.childForFieldName("right") !== null;
    if (expression.type === "call") return isCodeCall(expression);
    return expression.type === "augmented_assignment" || expression.type === "await";
  }
};
function commentedCode2(comment, context) {
  const body = comment.text.replace(/^#+/, "").trim();
  if (/^[\w\s,]*$/.test(body) || /\w\.\s/.test(body) || DIRECTIVE2.test(body) || !CODE_SHAPE2.test(body)) return void 0;
  const source = body.endsWith(":") ? `${body}
    pass` : body;
  return context.parseSnippet(source, (root) => statementsAreCode(root, root.namedChildren, CODE_STATEMENTS2)) ? body : void 0;
}
var implementation2 = {
  languages: ["python"],
  query: "(comment) @target",
  check: checkCommentedCode(commentedCode2),
  examples: {
    match: [
      "def total(items):\n    # print(items)\n    return sum(items)",
      '# retries = config.get("retries", 3)\nretries = 5',
      "# if user.is_admin:\nrender()",
      "# from legacy import sync\n# sync(db)\nmigrate(db)"
    ],
    noMatch: [
      "# Compute the total (see the pricing docs)",
      "# return early when the list is empty",
      "# type: ignore[attr-defined]",
      "# Note: keep in sync with the schema",
      "#!/usr/bin/env python3",
      "# e.g. total(items)",
      "# default is 5",
      "# noqa: E501"
    ]
  }
};

// src/rules/catalog/comment/commented-out-code/go.ts
var DIRECTIVE3 = /^(go:|nolint|\+build|export\b|line\b|lint:|sextant-ignore|Output:|Unordered output:)/;
var CODE_SHAPE3 = /[{)]$|:=|^(return|if|for|go|defer|var|const|func|type|import|switch)\b|^[\w.[\]]+\s*(=|\+=|-=)\s*\S/;
var CODE_STATEMENTS3 = {
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
    return statementsAreCode(root, body?.descendantsOfType("statement_list")[0]?.namedChildren ?? [], CODE_STATEMENTS3);
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
function commentedCode3(comment, context) {
  if (!comment.text.startsWith("//")) return void 0;
  const raw = comment.text.slice(2);
  if (/^(\t| {2,})/.test(raw)) return void 0;
  const body = raw.trim();
  if (/^[\w\s,]*$/.test(body) || /\w\.\s/.test(body) || DIRECTIVE3.test(body) || !CODE_SHAPE3.test(body)) return void 0;
  const source = body.endsWith("{") ? `${body}}` : body;
  return parsesAsCode(source, context) ? body : void 0;
}
var implementation3 = {
  languages: ["go"],
  query: "(comment) @target",
  check: checkCommentedCode(commentedCode3),
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

// src/rules/catalog/comment/stale-param-doc/rule.ts
var rule2 = {
  id: "comment/stale-param-doc",
  agent: "comment-analyzer",
  dimension: "readability",
  severity: "low",
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

// src/rules/stale-parameter-docs.ts
function staleParameterHit(documented, parameters, parameterList, functionName2, context) {
  const stale = documented.filter((entry) => !parameters.includes(entry.name));
  if (stale.length === 0) return false;
  let line2 = stale.find((entry) => context.isChanged(entry.line))?.line;
  for (let row = parameterList.startPosition.row; line2 === void 0 && row <= parameterList.endPosition.row; row += 1) {
    if (context.isChanged(row + 1)) line2 = row + 1;
  }
  if (line2 === void 0) return false;
  const names2 = stale.map((entry) => `\`${entry.name}\``).join(", ");
  const actual = parameters.length > 0 ? parameters.map((name) => `\`${name}\``).join(", ") : "no parameters";
  return { line: line2, details: { names: names2, function: functionName2, actual } };
}

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
  const names2 = [];
  for (const parameter of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    if (parameter.type === "comment") continue;
    let pattern = parameter.childForFieldName("pattern") ?? parameter;
    if (pattern.type === "this") continue;
    if (pattern.type === "assignment_pattern") pattern = pattern.childForFieldName("left") ?? pattern;
    if (pattern.type === "rest_pattern") pattern = pattern.namedChildren[0] ?? pattern;
    if (pattern.type !== "identifier") return void 0;
    names2.push(pattern.text);
  }
  return names2;
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
  const names2 = /* @__PURE__ */ new Set();
  for (const statement of anchor.parent.namedChildren) {
    const overload = declaredFunction(statement);
    if (!overload || overload.childForFieldName("name")?.text !== name) continue;
    const overloadNames = parameterNames(overload);
    if (!overloadNames) return void 0;
    for (const parameter of overloadNames) names2.add(parameter);
  }
  return names2.size > 0 ? [...names2] : parameterNames(fn);
}
function functionLabel(fn) {
  const name = fn.childForFieldName("name") ?? fn.parent?.childForFieldName("name");
  return name?.text ?? "this function";
}
var FUNCTION_QUERY = `[(function_declaration) (generator_function_declaration) (method_definition)] @target
  (variable_declarator value: [(arrow_function) (function_expression)] @target)`;
var implementation4 = {
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

// src/rules/own-wording.ts
var LANGUAGE_NAMES = { typescript: "TypeScript", tsx: "TSX", javascript: "JavaScript", python: "Python", go: "Go" };
function ownWording(language, wording) {
  return { ...wording, reason: `The wording names ${LANGUAGE_NAMES[language]}'s own constructs and APIs, and the placeholders its check fills.` };
}

// src/rules/built-string.ts
function isBuilt(expression) {
  return expression?.how !== void 0;
}
function builtArgument(argument, read4, assignedValues4, matters = () => true) {
  const direct = read4(argument);
  if (direct || argument.type !== "identifier") {
    return isBuilt(direct) && matters(direct.fragments) && !onlyHarmless([direct], read4, assignedValues4) ? direct : void 0;
  }
  const values = assignedValues4(argument).flatMap((value) => read4(value) ?? []);
  const built = values.filter(isBuilt).at(-1);
  const fragments = values.map((value) => value.fragments).join(" ");
  if (!built || !matters(fragments) || onlyHarmless(values, read4, assignedValues4)) return void 0;
  return { ...built, fragments };
}
function onlyHarmless(expressions, read4, assignedValues4) {
  return expressions.every((expression) => expression.values.every((value) => isHarmless(value, read4, assignedValues4, 0)));
}
var LITERAL_TYPES = /* @__PURE__ */ new Set(["number", "integer", "float", "int_literal", "float_literal", "true", "false", "null", "undefined", "none", "nil"]);
var CONSTANT_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{2,}[0-9]*$/;
var SAFE_CALLS = /^(int|float|bool|len|Number|Boolean|parseInt|parseFloat|toFixed|Itoa|FormatInt|FormatUint|FormatFloat|FormatBool|quote|escape|shellQuote|shellescape|escapeShellArg|escapeLiteral|escapeIdentifier|escapeId|quoteIdentifier|quoteLiteral|QuoteIdentifier|QuoteLiteral|quote_ident|quote_literal|quote_identifier)$/;
var NUMBER_PROPERTIES = /^(length|size|count)$/;
var PLACEHOLDER_LIST = [
  /\.map\(\s*(\(\s*\w*\s*(,\s*\w+\s*)?\)|\w+)\s*=>\s*(['"])[^'"${}]*\3\s*\)\s*\.join\(/,
  /\.map\(\s*\(\s*\w+\s*,\s*(\w+)\s*\)\s*=>\s*`[^`{}]*\$\{\s*\1\s*(\+\s*\d+\s*)?\}[^`{}]*`\s*\)\s*\.join\(/,
  /\.fill\(\s*(['"])[^'"]*\1\s*\)\s*\.join\(/,
  /^(['"])[^'"]*\1\.join\(\s*(\[\s*(['"])[^'"]*\3\s*\]\s*\*|(['"])[^'"]*\4\s*(\*|for\b))/,
  /^strings\.Repeat\(\s*"[?$,\s]*"/
];
var MAX_HARMLESS_DEPTH = 3;
function lastName(node) {
  return /([A-Za-z_$][\w$]*)\s*$/.exec(node?.text ?? "")?.[1] ?? "";
}
function isHarmless(value, read4, assignedValues4, depth) {
  const node = value.type === "parenthesized_expression" && value.namedChildCount === 1 && value.namedChildren[0] ? value.namedChildren[0] : value;
  if (LITERAL_TYPES.has(node.type)) return true;
  const expression = read4(node);
  if (expression) return depth < MAX_HARMLESS_DEPTH && expression.values.every((inner) => isHarmless(inner, read4, assignedValues4, depth + 1));
  switch (node.type) {
    case "identifier": {
      if (CONSTANT_NAME.test(node.text)) return true;
      const assigned = depth < MAX_HARMLESS_DEPTH ? assignedValues4(node) : [];
      return assigned.length > 0 && assigned.every((inner) => isHarmless(inner, read4, assignedValues4, depth + 1));
    }
    case "member_expression":
    case "attribute":
    case "selector_expression":
      return NUMBER_PROPERTIES.test(lastName(node)) || CONSTANT_NAME.test(lastName(node));
    case "call":
    case "call_expression":
      return SAFE_CALLS.test(lastName(node.childForFieldName("function"))) || PLACEHOLDER_LIST.some((pattern) => pattern.test(node.text));
    case "ternary_expression": {
      const branches = [node.childForFieldName("consequence"), node.childForFieldName("alternative")];
      return branches.every((branch) => branch !== null && isHarmless(branch, read4, assignedValues4, depth + 1));
    }
    default:
      return false;
  }
}
function valuesAssignedBefore(identifier, scope, assignmentTypes, target) {
  const values = [];
  const name = identifier.text;
  for (const assignment of scope.descendantsOfType([...assignmentTypes], scope.startPosition, identifier.startPosition)) {
    if (assignment.startIndex >= identifier.startIndex) break;
    const parts = target(assignment);
    if (parts?.name?.text === name && parts.value) values.push(parts.value);
  }
  return values;
}
var topLevelIndex = /* @__PURE__ */ new WeakMap();
function topLevelValuesBefore(identifier, assignmentTypes, target, functionTypes) {
  let index = topLevelIndex.get(identifier.tree);
  if (!index) {
    index = /* @__PURE__ */ new Map();
    let functionsEnd = -1;
    for (const node of identifier.tree.rootNode.descendantsOfType([...assignmentTypes, ...functionTypes])) {
      if (functionTypes.includes(node.type)) {
        functionsEnd = Math.max(functionsEnd, node.endIndex);
        continue;
      }
      if (node.startIndex < functionsEnd) continue;
      const parts = target(node);
      const name = parts?.name?.text;
      if (!name || !parts?.value) continue;
      const values = index.get(name);
      if (values) values.push(parts.value);
      else index.set(name, [parts.value]);
    }
    topLevelIndex.set(identifier.tree, index);
  }
  return (index.get(identifier.text) ?? []).filter((value) => value.startIndex < identifier.startIndex);
}
var SQL_STATEMENT = /^\s*\(?\s*(select\b[\s\S]*\bfrom\b|insert\s+into\b|update\s+[\w."`[\]?]+\s+set\b|delete\s+from\b|replace\s+into\b|merge\s+into\b|with\s+\w+\s+as\s*\(|(create|drop|alter|truncate)\s+(table|index|view|database|schema)\b)/i;
function looksLikeSql(fragments) {
  return SQL_STATEMENT.test(fragments);
}

// src/rules/syntax/dotted-names.ts
function dottedNames(syntax) {
  const names2 = new Set(syntax.names);
  const dottedName4 = (node) => {
    if (names2.has(node.type)) return [node.text];
    if (node.type !== syntax.member) return [];
    const object = node.childForFieldName(syntax.object);
    const property = node.childForFieldName(syntax.property);
    const head = object ? dottedName4(object) : [];
    return head.length > 0 && property ? [...head, property.text] : [];
  };
  const calleePath4 = (call) => {
    for (const field of syntax.callee) {
      const callee = call.childForFieldName(field);
      if (callee) return dottedName4(callee);
    }
    return [];
  };
  return { dottedName: dottedName4, calleePath: calleePath4 };
}

// src/rules/syntax/function-nodes.ts
function functionNodes(types) {
  const typeSet = new Set(types);
  const isFunctionType3 = (type) => typeSet.has(type);
  const isFunction3 = (node) => typeSet.has(node.type);
  const enclosingFunction4 = (node) => {
    for (let current = node.parent; current; current = current.parent) {
      if (isFunction3(current)) return current;
    }
    return void 0;
  };
  return { types, isFunctionType: isFunctionType3, isFunction: isFunction3, enclosingFunction: enclosingFunction4 };
}

// src/rules/syntax/python/python-syntax.ts
var { dottedName, calleePath } = dottedNames({
  names: ["identifier"],
  member: "attribute",
  object: "object",
  property: "attribute",
  callee: ["function"]
});
var isStatement = (child) => child.type !== "comment";
function statementsOf(block) {
  return block.namedChildren.filter(isStatement);
}
function expressionOf(statement) {
  return statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
}
function unwrapParentheses(node) {
  let current = node;
  while (current.type === "parenthesized_expression" && current.namedChildren[0]) current = current.namedChildren[0];
  return current;
}
var FUNCTIONS = functionNodes(["function_definition", "lambda"]);
var { enclosingFunction } = FUNCTIONS;
function enclosedBy(node, test) {
  for (let current = node.parent; current && current.type !== "function_definition" && current.type !== "module"; current = current.parent) {
    if (test(current)) return true;
  }
  return false;
}
function docstringOf(fn) {
  const first = fn.childForFieldName("body")?.namedChildren.find(isStatement);
  const expression = first ? expressionOf(first) : void 0;
  return expression?.type === "string" ? expression : void 0;
}
function parametersOf(fn) {
  const parameters = [];
  for (const parameter of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    const annotated = parameter.type === "typed_parameter" || parameter.type === "typed_default_parameter";
    let name = parameter.childForFieldName("name") ?? parameter;
    if (parameter.type === "typed_parameter") name = parameter.namedChildren[0] ?? parameter;
    if (name.type === "list_splat_pattern" || name.type === "dictionary_splat_pattern") {
      const kind = name.type === "list_splat_pattern" ? "args" : "kwargs";
      const inner = name.namedChildren[0];
      if (inner) parameters.push({ name: inner.text, annotated, kind });
    } else if (name.type === "identifier") {
      parameters.push({ name: name.text, annotated, kind: "plain" });
    }
  }
  return parameters;
}
function isMethod(fn) {
  let container = fn.parent;
  if (container?.type === "decorated_definition") container = container.parent;
  return container?.type === "block" && container.parent?.type === "class_definition";
}
function isPlainString(node) {
  if (node.type === "concatenated_string") return node.namedChildren.every(isPlainString);
  return node.type === "string" && !node.namedChildren.some((child) => child.type === "interpolation");
}
function plainStringText(node) {
  if (node.type !== "string" || node.namedChildren.some((child) => child.type === "interpolation")) return void 0;
  return node.namedChildren.filter((child) => child.type === "string_content").map((child) => child.text).join("");
}
function stringFragments(node) {
  if (node.type === "concatenated_string") return node.namedChildren.map(stringFragments).join("");
  return node.namedChildren.map((child) => child.type === "string_content" ? child.text : child.type === "interpolation" ? "?" : "").join("");
}
function additionOperands(node) {
  if (node.type !== "binary_operator" || node.childForFieldName("operator")?.text !== "+") return [node];
  const left = node.childForFieldName("left");
  const right = node.childForFieldName("right");
  return left && right ? [...additionOperands(unwrapParentheses(left)), ...additionOperands(unwrapParentheses(right))] : [node];
}
function readStringExpression(expression) {
  const node = unwrapParentheses(expression);
  if (node.type === "string" || node.type === "concatenated_string") {
    const values2 = node.descendantsOfType("interpolation").flatMap((interpolation) => interpolation.namedChildren[0] ?? []);
    return { node, how: isPlainString(node) ? void 0 : "an f-string", fragments: stringFragments(node), values: values2 };
  }
  if (node.type === "binary_operator" && node.childForFieldName("operator")?.text === "%") {
    const template = plainStringOrConstant(node.childForFieldName("left"));
    const right = node.childForFieldName("right");
    if (!template || !right) return void 0;
    const text = stringFragments(template);
    const conversions = [...text.matchAll(/%[-+ #0-9.]*([sdifr])/g)].map((match) => match[1]);
    const operands2 = right.type === "tuple" ? right.namedChildren : [right];
    const values2 = right.type === "tuple" && operands2.length === conversions.length ? operands2.filter((_, index) => !/[dif]/.test(conversions[index] ?? "s")) : operands2;
    return { node, how: "`%` formatting", fragments: text.replace(/%[-+ #0-9.]*[sdifr]/g, "?"), values: values2 };
  }
  if (node.type === "call") return readMethodCall(node);
  const operands = additionOperands(node);
  if (operands.length < 2 || !operands.some(isPlainString)) return void 0;
  const fragments = operands.map((operand) => isPlainString(operand) ? stringFragments(operand) : "?").join("");
  const values = operands.filter((operand) => !isPlainString(operand));
  return { node, how: values.length === 0 ? void 0 : "string concatenation", fragments, values };
}
function plainStringOrConstant(node) {
  if (node?.type === "identifier") return assignedValues(node).filter(isPlainString).at(-1);
  return node && isPlainString(node) ? node : void 0;
}
function readMethodCall(call) {
  const callee = call.childForFieldName("function");
  const method = callee?.type === "attribute" ? callee.childForFieldName("attribute")?.text : void 0;
  const receiver = plainStringOrConstant(callee?.type === "attribute" ? callee.childForFieldName("object") : null);
  if (!receiver) return void 0;
  if (method === "format") {
    const values2 = (call.childForFieldName("arguments")?.namedChildren ?? []).flatMap(
      (argument) => argument.type === "keyword_argument" ? argument.childForFieldName("value") ?? [] : argument.type === "comment" ? [] : [argument]
    );
    return { node: call, how: values2.length > 0 ? "`str.format`" : void 0, fragments: stringFragments(receiver).replace(/\{[^{}]*\}/g, "?"), values: values2 };
  }
  const items = method === "join" ? call.childForFieldName("arguments")?.namedChildren[0] : void 0;
  if (items?.type !== "list" && items?.type !== "tuple") return void 0;
  const parts = items.namedChildren.filter((item) => item.type !== "comment");
  const fragments = parts.map((item) => isPlainString(item) ? stringFragments(item) : "?").join(stringFragments(receiver));
  const values = parts.filter((item) => !isPlainString(item));
  return { node: call, how: values.length === 0 ? void 0 : "`str.join`", fragments, values };
}
var ASSIGNMENTS = ["assignment", "augmented_assignment"];
function assignmentParts(assignment) {
  return { name: assignment.childForFieldName("left"), value: assignment.childForFieldName("right") };
}
function assignedValues(identifier) {
  const fn = enclosingFunction(identifier);
  const local = fn ? valuesAssignedBefore(identifier, fn, ASSIGNMENTS, assignmentParts) : [];
  if (local.length > 0) return local;
  return topLevelValuesBefore(identifier, ASSIGNMENTS, assignmentParts, FUNCTIONS.types);
}

// src/rules/catalog/comment/stale-param-doc/python.ts
var GOOGLE_SECTION = /^(\s*)(Args|Arguments|Parameters|Params|Keyword Args|Keyword Arguments|Other Parameters):\s*$/;
var GOOGLE_ENTRY = /^\s*\*{0,2}(\w+)\s*(\([^)]*\))?\s*:/;
var NUMPY_SECTION = /^(\s*)(Parameters|Other Parameters)\s*$/;
var NUMPY_ENTRY = /^\s*\*{0,2}(\w+)(\s*,\s*\*{0,2}\w+)*\s*(:.*)?$/;
var SPHINX_ENTRY = /:param\s+(?:[\w.[\], ]+\s+)?\*{0,2}(\w+)\s*:/;
function indentOf(line2) {
  return /^\s*/.exec(line2)?.[0].length ?? 0;
}
function docstringParameters(docstring) {
  const lines = docstring.text.split("\n");
  const firstLine = docstring.startPosition.row + 1;
  const documented = [];
  const add = (name, index) => {
    if (name) documented.push({ name, line: firstLine + index });
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line2 = lines[index] ?? "";
    for (const sphinx of line2.matchAll(new RegExp(SPHINX_ENTRY, "g"))) add(sphinx[1], index);
    const google = GOOGLE_SECTION.exec(line2);
    const numpy = NUMPY_SECTION.exec(line2);
    if (google) {
      const header = google[1]?.length ?? 0;
      let entryIndent;
      for (index += 1; index < lines.length; index += 1) {
        const entry = lines[index] ?? "";
        if (entry.trim() === "") continue;
        const indent = indentOf(entry);
        if (indent <= header) break;
        entryIndent ??= indent;
        if (indent === entryIndent) add(GOOGLE_ENTRY.exec(entry)?.[1], index);
      }
      index -= 1;
    } else if (numpy && /^\s*-{3,}\s*$/.test(lines[index + 1] ?? "")) {
      const header = numpy[1]?.length ?? 0;
      for (index += 2; index < lines.length; index += 1) {
        const entry = lines[index] ?? "";
        if (entry.trim() === "" || indentOf(entry) > header) continue;
        if (/^\s*-{3,}\s*$/.test(lines[index + 1] ?? "") || entry.trim().startsWith('"""') || entry.trim().startsWith("'''")) break;
        const match = NUMPY_ENTRY.exec(entry);
        if (match) for (const name of entry.split(":", 1)[0]?.split(",") ?? []) add(name.trim().replace(/^\*+/, ""), index);
      }
      index -= 1;
    }
  }
  return documented;
}
var implementation5 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "The docstring of `{{function}}` documents {{names}}, which the function does not take (it takes {{actual}}).",
    recommendation: "Update the parameter section to the current parameter names, or remove the entries that no longer exist."
  }),
  query: "(function_definition) @target",
  check: ({ target, context }) => {
    const docstring = docstringOf(target);
    const documented = docstring ? docstringParameters(docstring) : [];
    const parameterList = documented.length > 0 ? target.childForFieldName("parameters") : null;
    if (!parameterList) return false;
    const parameters = parametersOf(target);
    if (parameters.some((parameter) => parameter.kind === "kwargs")) return false;
    const names2 = parameters.map((parameter) => parameter.name);
    const name = target.childForFieldName("name")?.text ?? "this function";
    return staleParameterHit(documented, names2, parameterList, name, context);
  },
  examples: {
    match: [
      'def charge(order, amount):\n    """Charge the card.\n\n    Args:\n        order: the order to charge.\n        amount_cents (int): the amount, in cents.\n    """',
      'def load(user_id):\n    """Load a user.\n\n    :param id: the user id\n    """',
      'def scale(values, factor):\n    """Scale values.\n\n    Parameters\n    ----------\n    values : list\n    ratio : float\n        The factor.\n\n    Returns\n    -------\n    list\n    """'
    ],
    noMatch: [
      'def charge(self, order, amount=0):\n    """Charge the card.\n\n    Args:\n        order: the order to charge.\n            Continues here: with a colon.\n        amount (int): the amount.\n    """',
      'def register(cls, name):\n    """Register a class.\n\n    Args:\n        cls: the class to register.\n        name: its name.\n    """',
      'def create(name, **options):\n    """Args:\n        name: the name.\n        color: passed through options.\n    """',
      'def sum_all(*values):\n    """:param values: numbers to add"""',
      'def scale(values, factor):\n    """Scale values.\n\n    Parameters\n    ----------\n    values : list\n    factor : float\n\n    Returns\n    -------\n    scaled : list\n    """'
    ]
  }
};

// src/rules/catalog/comment/todo-without-issue/rule.ts
var rule3 = {
  id: "comment/todo-without-issue",
  agent: "comment-analyzer",
  dimension: "readability",
  severity: "info",
  confidence: 85,
  category: "documentation",
  message: '{{marker}} added without an issue reference or an owner: "{{note}}".',
  recommendation: "Link the work to a tracked issue (`TODO(#123): \u2026` or a URL) so it is not forgotten, or do it in this change.",
  documentation: {
    finds: "`TODO`, `FIXME`, `XXX` or `HACK` notes with no issue number, link or owner (`TODO(maria)`).",
    why: "A note nobody owns is never done; with a reference it is tracked and can be found again.",
    wrongWhen: "A note that is genuinely throw-away: add an owner or a reference, or silence it.",
    origin: "ESLint's `no-warning-comments` and the Google style guides' `TODO(owner)` form."
  }
};

// src/rules/catalog/comment/todo-without-issue/check-todo-note.ts
var TODO_MARKER = /(?<=(?:^|\n)[^\S\n]*[/*#!-]*[^\S\n]*)(TODO|FIXME|XXX|HACK)(?=[:(\s]|$)/;
var ISSUE_REFERENCE = /#\d+|\b[A-Z][A-Z0-9]+-\d+\b|https?:\/\//;
var OWNER = /^(TODO|FIXME|XXX|HACK)\s*(\(\s*@?[\w.-]+\s*\)|@[\w.-]+)/;
var MAX_CONTINUATION_LINES = 3;
function noteText(comment) {
  const parts = [comment.text];
  let previous = comment;
  for (let next = comment.nextSibling; next && parts.length <= MAX_CONTINUATION_LINES; next = next.nextSibling) {
    if (next.type !== "comment" || next.startPosition.row !== previous.endPosition.row + 1) break;
    parts.push(next.text);
    previous = next;
  }
  return parts.join("\n");
}
var checkTodoNote = ({ target }) => {
  const marker = TODO_MARKER.exec(target.text);
  if (!marker || ISSUE_REFERENCE.test(noteText(target)) || OWNER.test(target.text.slice(marker.index))) return false;
  const before = target.text.slice(0, marker.index);
  const lineOffset = before.split("\n").length - 1;
  const lineStart = before.lastIndexOf("\n") + 1;
  const column = lineOffset === 0 ? target.startPosition.column + marker.index + 1 : marker.index - lineStart + 1;
  const note = target.text.slice(marker.index).split("\n", 1)[0]?.replace(/\*\/\s*$/, "") ?? "";
  return {
    line: target.startPosition.row + 1 + lineOffset,
    column,
    details: { marker: marker[1] ?? "TODO", note: excerpt(note, 80) }
  };
};
var TODO_GATE = /TODO|FIXME|XXX|HACK/;

// src/rules/catalog/comment/todo-without-issue/typescript.ts
var implementation6 = {
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

// src/rules/catalog/comment/todo-without-issue/python.ts
var implementation7 = {
  languages: ["python"],
  query: "(comment) @target",
  textGate: TODO_GATE,
  check: checkTodoNote,
  examples: {
    match: ["# TODO: handle the retry case", "limit = 10  # HACK until the API paginates"],
    noMatch: ["# TODO(#482): handle the retry case", "# FIXME(@sam): validate the merged config", "# phone format XXX-XXX-XXXX"]
  }
};

// src/rules/catalog/comment/todo-without-issue/go.ts
var implementation8 = {
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

// src/rules/catalog/comment/index.ts
var RULE_TABLE = [
  [rule, implementation, implementation2, implementation3],
  [rule2, implementation4, implementation5],
  [rule3, implementation6, implementation7, implementation8]
];
var CHANGE_RULE_TABLE = [];
var RULE_FOLDERS = RULE_TABLE.map(([rule159, ...languages]) => ({ rule: rule159, languages }));
var CHANGE_RULE_FOLDERS = CHANGE_RULE_TABLE.map(([rule159, change]) => ({ rule: rule159, change }));

// src/rules/catalog/review/address-compared-with-nil/rule.ts
var rule4 = {
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
var implementation9 = {
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

// src/rules/catalog/review/always-true-inequality/rule.ts
var rule5 = {
  id: "review/always-true-inequality",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "logic",
  message: "`{{expression}}` is always {{always}}: `{{subject}}` cannot equal both {{first}} and {{second}} at once.",
  recommendation: 'Use the other operator: `x != a && x != b` for "neither", `x == a || x == b` for "either".',
  documentation: {
    finds: "`x != a || x != b` and `x == a && x == b` with two different literals `a` and `b`.",
    why: "A value differs from at least one of two different constants, so the `||` is always true (and the `&&` always false): the branch it guards always runs, or never does.",
    wrongWhen: "Never intended; the subject must be a plain name or field so that both sides read the same value.",
    origin: "go vet's `bools` analyzer (suspect `||` and `&&` of comparisons with distinct constants)."
  }
};

// src/rules/syntax/javascript/javascript-syntax.ts
function statementsOf2(block) {
  return block.namedChildren.filter((child) => child.type !== "comment");
}
var { dottedName: dottedName2, calleePath: calleePath2 } = dottedNames({
  names: ["identifier", "property_identifier", "this"],
  member: "member_expression",
  object: "object",
  property: "property",
  callee: ["function", "constructor"]
});
function unwrapParentheses2(node) {
  let current = node;
  while (current.type === "parenthesized_expression") {
    const inner = current.namedChildren.find((child) => child.type !== "comment");
    if (!inner) break;
    current = inner;
  }
  return current;
}
var FUNCTIONS2 = functionNodes([
  "function_declaration",
  "function_expression",
  "function",
  "arrow_function",
  "method_definition",
  "generator_function_declaration",
  "generator_function"
]);
var { isFunctionType, isFunction, enclosingFunction: enclosingFunction2, types: FUNCTION_TYPES } = FUNCTIONS2;
function functionName(fn) {
  const own = fn.childForFieldName("name");
  if (own) return own.text;
  const parent = fn.parent;
  if (parent?.type === "variable_declarator") return parent.childForFieldName("name")?.text;
  if (parent?.type === "pair") return parent.childForFieldName("key")?.text;
  if (parent?.type === "assignment_expression") return parent.childForFieldName("left")?.text;
  return void 0;
}
function additionOperands2(node) {
  if (node.type !== "binary_expression" || node.childForFieldName("operator")?.text !== "+") return [node];
  const left = node.childForFieldName("left");
  const right = node.childForFieldName("right");
  return left && right ? [...additionOperands2(unwrapParentheses2(left)), ...additionOperands2(unwrapParentheses2(right))] : [node];
}
function isPlainString2(node) {
  return node.type === "string" || node.type === "template_string" && !node.namedChildren.some((child) => child.type === "template_substitution");
}
function readStringExpression2(expression) {
  const node = unwrapParentheses2(expression);
  if (node.type === "string") return { node, how: void 0, fragments: node.text.slice(1, -1), values: [] };
  if (node.type === "template_string") {
    const values2 = node.namedChildren.filter((child) => child.type === "template_substitution").flatMap((child) => child.namedChildren[0] ?? []);
    const fragments2 = node.children.map((child) => child.type === "template_substitution" ? "?" : child.type === "`" ? "" : child.text).join("");
    return { node, how: values2.length > 0 ? "a template literal" : void 0, fragments: fragments2, values: values2 };
  }
  if (node.type === "call_expression") return readJoin(node);
  const operands = additionOperands2(node);
  if (operands.length < 2 || !operands.some(isPlainString2)) return void 0;
  const fragments = operands.map((operand) => isPlainString2(operand) ? operand.text.slice(1, -1) : "?").join("");
  const values = operands.filter((operand) => !isPlainString2(operand));
  return { node, how: values.length === 0 ? void 0 : "string concatenation", fragments, values };
}
function readJoin(call) {
  const callee = call.childForFieldName("function");
  const array = callee?.type === "member_expression" && callee.childForFieldName("property")?.text === "join" ? callee.childForFieldName("object") : void 0;
  if (array?.type !== "array") return void 0;
  const separator = call.childForFieldName("arguments")?.namedChildren[0];
  const items = array.namedChildren.filter((item) => item.type !== "comment");
  const glue = separator === void 0 ? "," : isPlainString2(separator) ? separator.text.slice(1, -1) : " ";
  const fragments = items.map((item) => isPlainString2(item) ? item.text.slice(1, -1) : "?").join(glue);
  const values = items.filter((item) => !isPlainString2(item));
  return { node: call, how: values.length === 0 ? void 0 : "`Array.join`", fragments, values };
}
var ASSIGNMENTS2 = ["variable_declarator", "assignment_expression", "augmented_assignment_expression"];
function assignmentParts2(assignment) {
  return {
    name: assignment.childForFieldName("name") ?? assignment.childForFieldName("left"),
    value: assignment.childForFieldName("value") ?? assignment.childForFieldName("right")
  };
}
function assignedValues2(identifier) {
  const fn = enclosingFunction2(identifier);
  const local = fn ? valuesAssignedBefore(identifier, fn, ASSIGNMENTS2, assignmentParts2) : [];
  if (local.length > 0) return local;
  return topLevelValuesBefore(identifier, ASSIGNMENTS2, assignmentParts2, FUNCTIONS2.types);
}

// src/rules/catalog/review/always-true-inequality/check-chain.ts
function comparisonOf(sides, isLiteral3, dottedName4, valueOf) {
  const literal = sides.find((side) => side && isLiteral3(side));
  const subject = sides.find((side) => side && side !== literal && dottedName4(side).length > 0);
  if (!literal || !subject) return void 0;
  return { subject: dottedName4(subject).join("."), value: valueOf(literal), literal: literal.text };
}
function contradiction(comparisons) {
  for (const [index, first] of comparisons.entries()) {
    const second = comparisons.slice(index + 1).find((other) => other.subject === first.subject && other.value !== first.value);
    if (second) return [first, second];
  }
  return void 0;
}
function checkChain(target, operator, syntax) {
  const isSameOperator = (node) => node.type === syntax.chainType && node.childForFieldName("operator")?.text === operator;
  if (target.parent && isSameOperator(target.parent)) return false;
  const underOr = operator === syntax.orOperator;
  const comparisons = chainOperands(target, isSameOperator).map((operand) => syntax.readComparison(operand, underOr)).filter((entry) => entry !== void 0);
  const found = contradiction(comparisons);
  if (!found) return false;
  const [first, second] = found;
  return {
    details: {
      expression: excerpt(target.text, 60),
      always: underOr ? syntax.booleans[0] : syntax.booleans[1],
      subject: first.subject,
      first: first.literal,
      second: second.literal
    }
  };
}
function chainOperands(node, isSameOperator) {
  if (!isSameOperator(node)) return [node];
  const left = node.childForFieldName("left");
  const right = node.childForFieldName("right");
  return [...left ? chainOperands(left, isSameOperator) : [], ...right ? chainOperands(right, isSameOperator) : []];
}

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
    dottedName2,
    (literal) => literal.type === "string" ? `"${literal.text.slice(1, -1)}"` : loose && literal.type === "undefined" ? "null" : literal.text
  );
}
var SYNTAX = {
  chainType: "binary_expression",
  orOperator: "||",
  booleans: ["true", "false"],
  readComparison: (operand, underOr) => readComparison(operand, underOr ? ["!==", "!="] : ["===", "=="])
};
var implementation10 = {
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

// src/rules/catalog/review/always-true-inequality/python.ts
var LITERALS2 = /* @__PURE__ */ new Set(["integer", "float", "string", "true", "false", "none"]);
function readComparison2(node, operator) {
  if (node.type !== "comparison_operator") return void 0;
  const operators = node.childrenForFieldName("operators");
  const sides = node.namedChildren;
  if (operators.length !== 1 || operators[0]?.text !== operator || sides.length !== 2) return void 0;
  return comparisonOf(
    sides,
    (side) => LITERALS2.has(side.type) && !(side.type === "string" && side.namedChildren.some((child) => child?.type === "interpolation")),
    dottedName,
    (literal) => literal.type === "string" ? `"${stringFragments(literal)}"` : literal.text
  );
}
var SYNTAX2 = {
  chainType: "boolean_operator",
  orOperator: "or",
  booleans: ["True", "False"],
  readComparison: (operand, underOr) => readComparison2(operand, underOr ? "!=" : "==")
};
var implementation11 = {
  languages: ["python"],
  overrides: {
    recommendation: 'Use the other operator: `x != a and x != b` (or `x not in (a, b)`) for "neither", `x in (a, b)` for "either".',
    reason: "Python's boolean operators are the words `or` and `and`."
  },
  query: '(boolean_operator operator: ["or" "and"] @operator) @target',
  textGate: /[!=]=/,
  check: ({ target, captures }) => checkChain(target, captures.operator?.text ?? "", SYNTAX2),
  examples: {
    match: ['if method != "GET" or method != "HEAD":\n    return', "if self.state == 1 and self.state == 2:\n    pass"],
    noMatch: ['if method != "GET" and method != "HEAD":\n    return', "if a != 1 or b != 2:\n    pass", 'if method == "GET" or method == "HEAD":\n    pass']
  }
};

// src/rules/syntax/go/go-syntax.ts
var { dottedName: dottedName3, calleePath: calleePath3 } = dottedNames({
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
function statementsOf3(block) {
  const list = block.namedChildren.find((child) => child.type === "statement_list");
  return (list ?? block).namedChildren.filter((child) => child.type !== "comment" && child.type !== "statement_list");
}
function hasComment(block) {
  return block.descendantsOfType("comment").length > 0;
}
var FUNCTIONS3 = functionNodes(["function_declaration", "method_declaration", "func_literal"]);
var { isFunctionType: isFunctionType2, isFunction: isFunction2, enclosingFunction: enclosingFunction3 } = FUNCTIONS3;
function enclosingLoop(node) {
  for (let current = node.parent; current && !isFunction2(current); current = current.parent) {
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
function additionOperands3(node) {
  if (node.type === "parenthesized_expression" && node.namedChildren[0]) return additionOperands3(node.namedChildren[0]);
  if (node.type !== "binary_expression" || node.childForFieldName("operator")?.text !== "+") return [node];
  const left = node.childForFieldName("left");
  const right = node.childForFieldName("right");
  return left && right ? [...additionOperands3(left), ...additionOperands3(right)] : [node];
}
function readStringExpression3(node) {
  if (isStringLiteral(node)) return { node, how: void 0, fragments: literalContent(node), values: [] };
  if (node.type === "call_expression" && calleePath3(node).join(".") === "fmt.Sprintf") {
    const [format, ...operands2] = argumentsOf(node);
    if (!format || !isStringLiteral(format)) return void 0;
    const text = literalContent(format).replace(/%%/g, "");
    const verbs = [...text.matchAll(/%[-+ #0-9.]*([a-zA-Z])/g)].map((match) => match[1] ?? "v");
    const values2 = verbs.length === operands2.length ? operands2.filter((_, index) => !/[bdoxXeEfFgGtc]/.test(verbs[index] ?? "v")) : operands2;
    return { node, how: operands2.length > 0 ? "`fmt.Sprintf`" : void 0, fragments: text.replace(/%[-+ #0-9.]*[a-zA-Z]/g, "?"), values: values2 };
  }
  const operands = additionOperands3(node);
  if (operands.length < 2 || !operands.some(isStringLiteral)) return void 0;
  const fragments = operands.map((operand) => isStringLiteral(operand) ? literalContent(operand) : "?").join("");
  const values = operands.filter((operand) => !isStringLiteral(operand));
  return { node, how: values.length === 0 ? void 0 : "string concatenation", fragments, values };
}
function singleAssignment(assignment) {
  const left = assignment.childForFieldName("left") ?? assignment.childForFieldName("name");
  const right = assignment.childForFieldName("right") ?? assignment.childForFieldName("value");
  const names2 = left?.type === "expression_list" ? left.namedChildren : left ? [left] : [];
  const values = right?.type === "expression_list" ? right.namedChildren : right ? [right] : [];
  return names2.length === 1 && values.length === 1 ? { name: names2[0] ?? null, value: values[0] ?? null } : void 0;
}
var ASSIGNMENTS3 = ["short_var_declaration", "assignment_statement", "var_spec", "const_spec"];
function assignedValues3(identifier) {
  const fn = enclosingFunction3(identifier);
  const local = valuesAssignedBefore(identifier, fn ?? identifier.tree.rootNode, ASSIGNMENTS3, singleAssignment);
  if (local.length > 0 || !fn) return local;
  return topLevelValuesBefore(identifier, ASSIGNMENTS3, singleAssignment, FUNCTIONS3.types);
}

// src/rules/catalog/review/always-true-inequality/go.ts
var LITERALS3 = /* @__PURE__ */ new Set(["int_literal", "float_literal", "rune_literal", "interpreted_string_literal", "raw_string_literal", "true", "false"]);
function readComparison3(node, operator) {
  if (node.type !== "binary_expression" || node.childForFieldName("operator")?.text !== operator) return void 0;
  return comparisonOf(
    [node.childForFieldName("left"), node.childForFieldName("right")],
    (side) => LITERALS3.has(side.type),
    dottedName3,
    (literal) => literal.type.endsWith("string_literal") ? `"${literalContent(literal)}"` : literal.text
  );
}
var SYNTAX3 = {
  chainType: "binary_expression",
  orOperator: "||",
  booleans: ["true", "false"],
  readComparison: (operand, underOr) => readComparison3(operand, underOr ? "!=" : "==")
};
var implementation12 = {
  languages: ["go"],
  query: '(binary_expression operator: ["||" "&&"] @operator) @target',
  textGate: /[!=]=/,
  check: ({ target, captures }) => checkChain(target, captures.operator?.text ?? "", SYNTAX3),
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
var rule6 = {
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
var implementation13 = {
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

// src/rules/catalog/review/medium-correctness.ts
var MEDIUM_CORRECTNESS = {
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "correctness"
};

// src/rules/catalog/review/anchored-alternation/rule.ts
var rule7 = {
  id: "review/anchored-alternation",
  ...MEDIUM_CORRECTNESS,
  message: "In `{{pattern}}`, {{anchors}} to the {{which}} only: `{{loose}}` matches anywhere in the text.",
  recommendation: "Group the alternatives so the anchors apply to all of them: `{{grouped}}`.",
  documentation: {
    finds: "A literal regular expression of plain words like `^yes|no|maybe$`, whose `^` and `$` stand on its first and last alternatives while another word has neither.",
    why: '`|` binds more loosely than anything else, so `^yes|no|maybe$` means "starts with yes, or contains no anywhere, or ends with maybe", not "is one of the three". A validator or router written this way accepts far more than it was meant to.',
    wrongWhen: 'When each alternative is meant to match on its own terms; say so with groups (`(?:^a)|b|(?:c$)`). Alternatives that are patterns of their own (`^(?:-?>)+|<!--|-->`, `^[!?]|[\\s<>]`) mean "this at the start, or that anywhere" as often as not and are left alone, as are alternations in which every alternative is anchored at one end or both (`^\\s+|\\s+$`, `^a$|^b$`), `re.fullmatch` (which anchors the whole pattern) and patterns built at run time.',
    origin: "SonarJS's S5850 (alternatives should be grouped when used with anchors)."
  }
};

// src/rules/syntax/regex-implementation.ts
function regexImplementation(source, textGate, judge, examples) {
  return {
    languages: source.languages,
    query: source.query,
    textGate,
    check: ({ captures }) => {
      if (!textGate.test(captures.pattern?.text ?? "")) return false;
      const regex = source.read(captures);
      return regex ? judge(regex, captures) : false;
    },
    examples
  };
}

// node_modules/@eslint-community/regexpp/index.mjs
var latestEcmaVersion = 2025;
var largeIdStartRanges = void 0;
var largeIdContinueRanges = void 0;
function isIdStart(cp) {
  if (cp < 65)
    return false;
  if (cp < 91)
    return true;
  if (cp < 97)
    return false;
  if (cp < 123)
    return true;
  return isLargeIdStart(cp);
}
function isIdContinue(cp) {
  if (cp < 48)
    return false;
  if (cp < 58)
    return true;
  if (cp < 65)
    return false;
  if (cp < 91)
    return true;
  if (cp === 95)
    return true;
  if (cp < 97)
    return false;
  if (cp < 123)
    return true;
  return isLargeIdStart(cp) || isLargeIdContinue(cp);
}
function isLargeIdStart(cp) {
  return isInRange(cp, largeIdStartRanges !== null && largeIdStartRanges !== void 0 ? largeIdStartRanges : largeIdStartRanges = initLargeIdStartRanges());
}
function isLargeIdContinue(cp) {
  return isInRange(cp, largeIdContinueRanges !== null && largeIdContinueRanges !== void 0 ? largeIdContinueRanges : largeIdContinueRanges = initLargeIdContinueRanges());
}
function initLargeIdStartRanges() {
  return restoreRanges("4q 0 b 0 5 0 6 m 2 u 2 cp 5 b f 4 8 0 2 0 3m 4 2 1 3 3 2 0 7 0 2 2 2 0 2 j 2 2a 2 3u 9 4l 2 11 2 1 7 14 3 1 1w q 5 3 1a 16 10 1 2 2q 2 0 g 1 8 1 b 2 3 0 h 0 2 t u 2g c 0 p w a 1 5 0 6 l 5 0 a 0 4 0 o o 8 a 6 n 2 6 h 15 1n 1h 4 0 j 0 8 9 g f 5 7 3 1 3 l 2 6 2 0 4 3 4 0 h 0 e 1 2 2 f 1 b 0 9 5 5 1 3 l 2 6 2 1 2 1 2 1 w 3 2 0 k 2 h 8 2 2 2 l 2 6 2 1 2 4 4 0 j 0 g 1 o 0 c 7 3 1 3 l 2 6 2 1 2 4 4 0 v 1 2 2 g 0 i 0 2 5 4 2 2 3 4 1 2 0 2 1 4 1 4 2 4 b n 0 1h 7 2 2 2 m 2 f 4 0 r 2 2 1 3 1 v 0 5 7 2 2 2 m 2 9 2 4 4 0 v 2 2 1 g 1 i 8 2 2 2 14 3 0 h 0 6 2 9 2 p 5 6 h 4 n 2 8 2 0 3 6 1n 1b 2 1 d 6 1n 1 2 0 2 4 2 n 2 0 2 9 2 1 a 0 3 4 2 0 m 3 x 0 1s 7 2 z s 4 38 16 l 0 h 5 5 3 4 0 4 1 8 2 5 c d 0 i 11 2 0 6 0 3 16 2 98 2 3 3 6 2 0 2 3 3 14 2 3 3 w 2 3 3 6 2 0 2 3 3 e 2 1k 2 3 3 1u 12 f h 2d 3 5 4 h7 3 g 2 p 6 22 4 a 8 h e i f h f c 2 2 g 1f 10 0 5 0 1w 2g 8 14 2 0 6 1x b u 1e t 3 4 c 17 5 p 1j m a 1g 2b 0 2m 1a i 7 1j t e 1 b 17 r z 16 2 b z 3 a 6 16 3 2 16 3 2 5 2 1 4 0 6 5b 1t 7p 3 5 3 11 3 5 3 7 2 0 2 0 2 0 2 u 3 1g 2 6 2 0 4 2 2 6 4 3 3 5 5 c 6 2 2 6 39 0 e 0 g g 2r 0 5 0 3 9 2 0 3 5 7 0 2 0 2 0 2 f 3 3 6 4 5 0 i 14 22g 6c 7 3 4 1 d 11 2 0 6 0 3 1j 8 0 h m a 6 2 6 2 6 2 6 2 6 2 6 2 6 2 6 fb 2 q 8 8 4 3 4 5 2d 5 4 2 2h 2 3 6 16 2 2l i v 1d f e9 533 1t h3g 1w 19 3 7g 4 f b 1 l 1a h u 3 27 14 8 3 2u 3 2a 5 0 f g 2 2 2 3 2 m u 1f f 1d 1r 5 4 0 2 1 c r b m q s 8 1a t 0 h 4 2 9 b 4 2 14 o 2 2 7 l m 4 0 4 1d 2 0 4 1 3 4 3 0 2 0 p 2 3 a 8 2 d 5 3 5 3 5 a 6 2 6 2 16 2 d 3 1 3 36 u 8mb d m 5 1c 6it a5 3 2x 13 6 d 4 6 0 2 9 2 c 2 4 2 0 2 1 2 1 2 2z y a2 j 1r 3 1h 15 b 39 4 2 3q 11 p 7 p c 2g 4 5 3 5 3 5 3 2 10 b 2 p 2 i 2 1 2 e 3 d z 3e 1y 1g 7g s 4 1c 1c v e t 6 11 b t 3 z 5 7 2 4 17 4d j z 5 z 5 13 9 1f d a 2 e 2 6 2 1 2 a 2 e 2 6 2 1 4 1f d 8m a l b 7 p 5 2 15 2 d 1t 5 3 0 2 17 2 1 4 0 3 m b m a u 1u i 2 1 b l b p 7 p 13 1j 7 1 1t 0 g 3 2 2 2 s 17 s 4 s 10 7 2 r s 1h b l b i e h 33 20 1k 1e e 1e e z 13 r a m 6z 15 7 1 h 5 i l i s b 0 9 l 17 h 1b k s m d 1g 1m 1 3 0 e 18 x o r z u 0 3 0 9 y 4 0 d 1b f 3 m 0 2 0 10 h 2 o k 1 1s 6 2 0 2 3 2 e 2 9 8 1a 13 7 3 1 3 l 2 6 2 1 2 4 4 0 j 0 d 4 v 9 2 0 3 0 2 11 2 0 q 0 2 0 19 1g j 3 l 2 v 1b l 1 2 0 55 1a 16 3 11 1b l 0 1o 16 e 0 20 q 12 6 56 17 39 1r w 7 3 0 3 7 2 1 2 n g 0 2 0 2n 7 3 12 h 0 2 0 t 0 b 13 8 0 m 0 c 19 k 0 j 20 i 0 52 w w 8 2 10 i 0 1e t 35 6 2 1 2 11 m 0 q 5 2 1 2 v f 0 o 17 m 0 6n i g 0 2 c 2 x 3h 0 28 pl 2v 33 6 5q d 8m 1sa 2o g tr i 5 q 32y 6 g6 5a2 t 1cz fs 8 u i 26 i t j 1b h 3 w k 6 i c1 18 5w 1r x o 3 o 19 22 6 0 1v c 1t 1 2 0 f 4 a 5p6 11 x 2o 36 e pd f 1e 5y6 3 2 6 2 1 2 88 a 0 u 2 3 0 f 4 8 az 1s5 2y 6 c 4 8 8 9 4mf 2c 2 1y 2 1 3 0 3 1 3 3 2 b 2 0 2 6 2 1s 2 3 3 7 2 6 2 r 2 3 2 4 2 0 4 6 2 9g 2 o 2 o 2 u 2 o 2 u 2 o 2 u 2 o 2 u 2 o 2 7 1f9 3l f 6 1j 1e 1d 1p 43 18 b 6 h 0 8y t j 17 dh r 6d t 3 0 5s u 2 2 2 1 2 6 3 4 a 1 69 6 2 3 2 1 2 e 2 5g 1o 1v 8 0 xh 3 2 q 2 1 2 0 3 0 2 9 2 3 2 0 2 0 7 0 5 0 2 0 2 0 2 2 2 1 2 0 3 0 2 0 2 0 2 0 2 0 2 1 2 0 3 3 2 6 2 3 2 3 2 0 2 9 2 g 6 2 2 4 2 g 3et wyn x 3dq 2 4gd 3 5rk g h9 1wj f1 15v 3t6 6 6jt upz 8qn");
}
function initLargeIdContinueRanges() {
  return restoreRanges("53 0 g9 33 o 0 70 4 7e 18 2 0 2 1 2 1 2 2 1z a 1d u 7 0 2u 6 3 5 3 1 2 3 3 9 o 0 v q 2k a g 9 y 8 a 0 p 3 2 8 2 2 2 4 18 2 1o 8 17 n 2 w 1j 2 2 h 2 6 b 1 3 9 i 2 1l 0 2 6 3 1 3 2 a 0 b 1 3 9 f 0 3 2 1l 0 2 4 5 1 3 2 4 0 l b 4 0 c 2 1l 0 2 7 2 2 2 2 l 1 3 9 b 5 2 2 1l 0 2 6 3 1 3 2 6 4 b 1 3 9 j 0 1o 4 4 2 2 3 a 0 f 9 h 4 1k 0 2 6 2 2 2 3 8 1 c 1 3 9 i 2 1l 0 2 6 2 2 2 3 8 1 c 1 3 9 4 0 d 3 1k 1 2 6 2 2 2 3 a 0 b 1 3 9 i 2 1z 0 5 5 2 0 2 7 7 9 3 1 1q 0 3 6 d 7 2 9 2g 0 3 8 c 6 2 9 1r 1 7 9 c 0 2 0 2 0 5 1 1e j 2 1 6 a 2 z a 0 2t j 2 9 d 3 5 2 2 2 3 6 4 3 e b 2 e jk 2 a 8 pt 3 t 2 u 1 v 1 1t v a 0 3 9 y 2 2 a 40 0 3b b 5 b b 9 3l a 1p 4 1m 9 2 s 3 a 7 9 n d 2 1d g 4 1c g c 9 i 8 d 2 v c 3 9 19 d 1d j 9 9 7 9 3b 2 2 k 5 0 7 0 3 2 5j 1r el 1 1e 1 k 0 3g c 5 0 4 b 2db 2 3y 0 2p v ff 5 2y 1 2p 0 n51 9 1y 0 5 9 x 1 29 1 7l 0 4 0 5 0 o 4 5 0 2c 1 1f h b 9 7 h e a t 7 q c 19 3 1c d g 9 c 0 b 9 1c d d 0 9 1 3 9 y 2 1f 0 2 2 3 1 6 1 2 0 16 4 6 1 6l 7 2 1 3 9 fmt 0 ki f h f 4 1 p 2 5d 9 12 0 12 0 ig 0 6b 0 46 4 86 9 120 2 2 1 6 3 15 2 5 0 4m 1 fy 3 9 9 7 9 w 4 8u 1 v 4 x f 1z a 1e 3 3f 2 1i e w a 3 1 b 3 1a a 8 0 1a 9 7 2 11 d 2 9 6 1 19 0 d 2 1d d 9 3 2 b 2b b 7 0 3 0 4e b 6 9 7 3 1k 1 2 6 3 1 3 2 a 0 b 1 3 6 4 4 1w 8 2 0 3 0 2 3 2 4 2 0 f 1 2b h a 9 5 0 2a j d 9 5y 6 3 8 s 1 2b g g 9 2a c 9 9 7 j 1m e 5 9 6r e 4m 9 1z 5 2 1 3 3 2 0 2 1 d 9 3c 6 3 6 4 0 t 9 15 6 2 3 9 0 a a 1b f 5j 7 3t 9 1i 7 2 7 h 9 1l l 2 d 3f 5 4 0 2 1 2 6 2 0 9 9 1d 4 2 1 2 4 9 9 1j 9 7 0 77 3 a 1 2 0 1d 6 4 4 e a 44m 0 7 e 8uh r 1t3 9 2f 9 13 4 1o 6 q 9 ev 9 d2 0 2 1i 8 3 2a 0 c 1 f58 1 382 9 ef 19 3 m dd 1 1p 4 4 5 9 7 3 6 v 3 45 2 c 2 9 1 3 0 x 1 11p 1d e9 1i 5 1d 9 0 f 0 n 4 2 e 11t 6 2 g 3 6 2 1 2 4 2t 0 4h 6 a 9 9x 0 1q d dv d 6t 1 2 9 6h 0 3 0 8 1 6 0 d7 6 32 6 6 9 3o7 9 gvt3 6n");
}
function isInRange(cp, ranges) {
  let l = 0, r = ranges.length / 2 | 0, i = 0, min = 0, max = 0;
  while (l < r) {
    i = (l + r) / 2 | 0;
    min = ranges[2 * i];
    max = ranges[2 * i + 1];
    if (cp < min) {
      r = i;
    } else if (cp > max) {
      l = i + 1;
    } else {
      return true;
    }
  }
  return false;
}
function restoreRanges(data) {
  let last = 0;
  return data.split(" ").map((s) => last += parseInt(s, 36) | 0);
}
var DataSet = class {
  constructor(raw2018, raw2019, raw2020, raw2021, raw2022, raw2023, raw2024, raw2025, raw2026) {
    this._raw2018 = raw2018;
    this._raw2019 = raw2019;
    this._raw2020 = raw2020;
    this._raw2021 = raw2021;
    this._raw2022 = raw2022;
    this._raw2023 = raw2023;
    this._raw2024 = raw2024;
    this._raw2025 = raw2025;
    this._raw2026 = raw2026;
  }
  get es2018() {
    var _a;
    return (_a = this._set2018) !== null && _a !== void 0 ? _a : this._set2018 = new Set(this._raw2018.split(" "));
  }
  get es2019() {
    var _a;
    return (_a = this._set2019) !== null && _a !== void 0 ? _a : this._set2019 = new Set(this._raw2019.split(" "));
  }
  get es2020() {
    var _a;
    return (_a = this._set2020) !== null && _a !== void 0 ? _a : this._set2020 = new Set(this._raw2020.split(" "));
  }
  get es2021() {
    var _a;
    return (_a = this._set2021) !== null && _a !== void 0 ? _a : this._set2021 = new Set(this._raw2021.split(" "));
  }
  get es2022() {
    var _a;
    return (_a = this._set2022) !== null && _a !== void 0 ? _a : this._set2022 = new Set(this._raw2022.split(" "));
  }
  get es2023() {
    var _a;
    return (_a = this._set2023) !== null && _a !== void 0 ? _a : this._set2023 = new Set(this._raw2023.split(" "));
  }
  get es2024() {
    var _a;
    return (_a = this._set2024) !== null && _a !== void 0 ? _a : this._set2024 = new Set(this._raw2024.split(" "));
  }
  get es2025() {
    var _a;
    return (_a = this._set2025) !== null && _a !== void 0 ? _a : this._set2025 = new Set(this._raw2025.split(" "));
  }
  get es2026() {
    var _a;
    return (_a = this._set2026) !== null && _a !== void 0 ? _a : this._set2026 = new Set(this._raw2026.split(" "));
  }
};
var gcNameSet = /* @__PURE__ */ new Set(["General_Category", "gc"]);
var scNameSet = /* @__PURE__ */ new Set(["Script", "Script_Extensions", "sc", "scx"]);
var gcValueSets = new DataSet("C Cased_Letter Cc Cf Close_Punctuation Cn Co Combining_Mark Connector_Punctuation Control Cs Currency_Symbol Dash_Punctuation Decimal_Number Enclosing_Mark Final_Punctuation Format Initial_Punctuation L LC Letter Letter_Number Line_Separator Ll Lm Lo Lowercase_Letter Lt Lu M Mark Math_Symbol Mc Me Mn Modifier_Letter Modifier_Symbol N Nd Nl No Nonspacing_Mark Number Open_Punctuation Other Other_Letter Other_Number Other_Punctuation Other_Symbol P Paragraph_Separator Pc Pd Pe Pf Pi Po Private_Use Ps Punctuation S Sc Separator Sk Sm So Space_Separator Spacing_Mark Surrogate Symbol Titlecase_Letter Unassigned Uppercase_Letter Z Zl Zp Zs cntrl digit punct", "", "", "", "", "", "", "", "");
var scValueSets = new DataSet("Adlam Adlm Aghb Ahom Anatolian_Hieroglyphs Arab Arabic Armenian Armi Armn Avestan Avst Bali Balinese Bamu Bamum Bass Bassa_Vah Batak Batk Beng Bengali Bhaiksuki Bhks Bopo Bopomofo Brah Brahmi Brai Braille Bugi Buginese Buhd Buhid Cakm Canadian_Aboriginal Cans Cari Carian Caucasian_Albanian Chakma Cham Cher Cherokee Common Copt Coptic Cprt Cuneiform Cypriot Cyrillic Cyrl Deseret Deva Devanagari Dsrt Dupl Duployan Egyp Egyptian_Hieroglyphs Elba Elbasan Ethi Ethiopic Geor Georgian Glag Glagolitic Gonm Goth Gothic Gran Grantha Greek Grek Gujarati Gujr Gurmukhi Guru Han Hang Hangul Hani Hano Hanunoo Hatr Hatran Hebr Hebrew Hira Hiragana Hluw Hmng Hung Imperial_Aramaic Inherited Inscriptional_Pahlavi Inscriptional_Parthian Ital Java Javanese Kaithi Kali Kana Kannada Katakana Kayah_Li Khar Kharoshthi Khmer Khmr Khoj Khojki Khudawadi Knda Kthi Lana Lao Laoo Latin Latn Lepc Lepcha Limb Limbu Lina Linb Linear_A Linear_B Lisu Lyci Lycian Lydi Lydian Mahajani Mahj Malayalam Mand Mandaic Mani Manichaean Marc Marchen Masaram_Gondi Meetei_Mayek Mend Mende_Kikakui Merc Mero Meroitic_Cursive Meroitic_Hieroglyphs Miao Mlym Modi Mong Mongolian Mro Mroo Mtei Mult Multani Myanmar Mymr Nabataean Narb Nbat New_Tai_Lue Newa Nko Nkoo Nshu Nushu Ogam Ogham Ol_Chiki Olck Old_Hungarian Old_Italic Old_North_Arabian Old_Permic Old_Persian Old_South_Arabian Old_Turkic Oriya Orkh Orya Osage Osge Osma Osmanya Pahawh_Hmong Palm Palmyrene Pau_Cin_Hau Pauc Perm Phag Phags_Pa Phli Phlp Phnx Phoenician Plrd Prti Psalter_Pahlavi Qaac Qaai Rejang Rjng Runic Runr Samaritan Samr Sarb Saur Saurashtra Sgnw Sharada Shavian Shaw Shrd Sidd Siddham SignWriting Sind Sinh Sinhala Sora Sora_Sompeng Soyo Soyombo Sund Sundanese Sylo Syloti_Nagri Syrc Syriac Tagalog Tagb Tagbanwa Tai_Le Tai_Tham Tai_Viet Takr Takri Tale Talu Tamil Taml Tang Tangut Tavt Telu Telugu Tfng Tglg Thaa Thaana Thai Tibetan Tibt Tifinagh Tirh Tirhuta Ugar Ugaritic Vai Vaii Wara Warang_Citi Xpeo Xsux Yi Yiii Zanabazar_Square Zanb Zinh Zyyy", "Dogr Dogra Gong Gunjala_Gondi Hanifi_Rohingya Maka Makasar Medefaidrin Medf Old_Sogdian Rohg Sogd Sogdian Sogo", "Elym Elymaic Hmnp Nand Nandinagari Nyiakeng_Puachue_Hmong Wancho Wcho", "Chorasmian Chrs Diak Dives_Akuru Khitan_Small_Script Kits Yezi Yezidi", "Cpmn Cypro_Minoan Old_Uyghur Ougr Tangsa Tnsa Toto Vith Vithkuqi", "Berf Beria_Erfe Gara Garay Gukh Gurung_Khema Hrkt Jurc Jurchen Katakana_Or_Hiragana Kawi Kirat_Rai Krai Nag_Mundari Nagm Ol_Onal Onao Pcun Proto_Cuneiform Seal Sidetic Sidt Sunu Sunuwar Tai_Yo Tayo Todhri Todr Tolong_Siki Tols Tulu_Tigalari Tutg Unknown Zzzz", "", "", "");
var binPropertySets = new DataSet("AHex ASCII ASCII_Hex_Digit Alpha Alphabetic Any Assigned Bidi_C Bidi_Control Bidi_M Bidi_Mirrored CI CWCF CWCM CWKCF CWL CWT CWU Case_Ignorable Cased Changes_When_Casefolded Changes_When_Casemapped Changes_When_Lowercased Changes_When_NFKC_Casefolded Changes_When_Titlecased Changes_When_Uppercased DI Dash Default_Ignorable_Code_Point Dep Deprecated Dia Diacritic Emoji Emoji_Component Emoji_Modifier Emoji_Modifier_Base Emoji_Presentation Ext Extender Gr_Base Gr_Ext Grapheme_Base Grapheme_Extend Hex Hex_Digit IDC IDS IDSB IDST IDS_Binary_Operator IDS_Trinary_Operator ID_Continue ID_Start Ideo Ideographic Join_C Join_Control LOE Logical_Order_Exception Lower Lowercase Math NChar Noncharacter_Code_Point Pat_Syn Pat_WS Pattern_Syntax Pattern_White_Space QMark Quotation_Mark RI Radical Regional_Indicator SD STerm Sentence_Terminal Soft_Dotted Term Terminal_Punctuation UIdeo Unified_Ideograph Upper Uppercase VS Variation_Selector White_Space XIDC XIDS XID_Continue XID_Start space", "Extended_Pictographic", "", "EBase EComp EMod EPres ExtPict", "", "", "", "", "");
var binPropertyOfStringsSets = new DataSet("", "", "", "", "", "", "Basic_Emoji Emoji_Keycap_Sequence RGI_Emoji RGI_Emoji_Flag_Sequence RGI_Emoji_Modifier_Sequence RGI_Emoji_Tag_Sequence RGI_Emoji_ZWJ_Sequence", "", "");
function isValidUnicodeProperty(version, name, value) {
  if (gcNameSet.has(name)) {
    return version >= 2018 && gcValueSets.es2018.has(value);
  }
  if (scNameSet.has(name)) {
    return version >= 2018 && scValueSets.es2018.has(value) || version >= 2019 && scValueSets.es2019.has(value) || version >= 2020 && scValueSets.es2020.has(value) || version >= 2021 && scValueSets.es2021.has(value) || version >= 2022 && scValueSets.es2022.has(value) || version >= 2023 && scValueSets.es2023.has(value);
  }
  return false;
}
function isValidLoneUnicodeProperty(version, value) {
  return version >= 2018 && binPropertySets.es2018.has(value) || version >= 2019 && binPropertySets.es2019.has(value) || version >= 2021 && binPropertySets.es2021.has(value);
}
function isValidLoneUnicodePropertyOfString(version, value) {
  return version >= 2024 && binPropertyOfStringsSets.es2024.has(value);
}
var BACKSPACE = 8;
var CHARACTER_TABULATION = 9;
var LINE_FEED = 10;
var LINE_TABULATION = 11;
var FORM_FEED = 12;
var CARRIAGE_RETURN = 13;
var EXCLAMATION_MARK = 33;
var NUMBER_SIGN = 35;
var DOLLAR_SIGN = 36;
var PERCENT_SIGN = 37;
var AMPERSAND = 38;
var LEFT_PARENTHESIS = 40;
var RIGHT_PARENTHESIS = 41;
var ASTERISK = 42;
var PLUS_SIGN = 43;
var COMMA = 44;
var HYPHEN_MINUS = 45;
var FULL_STOP = 46;
var SOLIDUS = 47;
var DIGIT_ZERO = 48;
var DIGIT_ONE = 49;
var DIGIT_SEVEN = 55;
var DIGIT_NINE = 57;
var COLON = 58;
var SEMICOLON = 59;
var LESS_THAN_SIGN = 60;
var EQUALS_SIGN = 61;
var GREATER_THAN_SIGN = 62;
var QUESTION_MARK = 63;
var COMMERCIAL_AT = 64;
var LATIN_CAPITAL_LETTER_A = 65;
var LATIN_CAPITAL_LETTER_B = 66;
var LATIN_CAPITAL_LETTER_D = 68;
var LATIN_CAPITAL_LETTER_F = 70;
var LATIN_CAPITAL_LETTER_P = 80;
var LATIN_CAPITAL_LETTER_S = 83;
var LATIN_CAPITAL_LETTER_W = 87;
var LATIN_CAPITAL_LETTER_Z = 90;
var LOW_LINE = 95;
var LATIN_SMALL_LETTER_A = 97;
var LATIN_SMALL_LETTER_B = 98;
var LATIN_SMALL_LETTER_C = 99;
var LATIN_SMALL_LETTER_D = 100;
var LATIN_SMALL_LETTER_F = 102;
var LATIN_SMALL_LETTER_G = 103;
var LATIN_SMALL_LETTER_I = 105;
var LATIN_SMALL_LETTER_K = 107;
var LATIN_SMALL_LETTER_M = 109;
var LATIN_SMALL_LETTER_N = 110;
var LATIN_SMALL_LETTER_P = 112;
var LATIN_SMALL_LETTER_Q = 113;
var LATIN_SMALL_LETTER_R = 114;
var LATIN_SMALL_LETTER_S = 115;
var LATIN_SMALL_LETTER_T = 116;
var LATIN_SMALL_LETTER_U = 117;
var LATIN_SMALL_LETTER_V = 118;
var LATIN_SMALL_LETTER_W = 119;
var LATIN_SMALL_LETTER_X = 120;
var LATIN_SMALL_LETTER_Y = 121;
var LATIN_SMALL_LETTER_Z = 122;
var LEFT_SQUARE_BRACKET = 91;
var REVERSE_SOLIDUS = 92;
var RIGHT_SQUARE_BRACKET = 93;
var CIRCUMFLEX_ACCENT = 94;
var GRAVE_ACCENT = 96;
var LEFT_CURLY_BRACKET = 123;
var VERTICAL_LINE = 124;
var RIGHT_CURLY_BRACKET = 125;
var TILDE = 126;
var ZERO_WIDTH_NON_JOINER = 8204;
var ZERO_WIDTH_JOINER = 8205;
var LINE_SEPARATOR = 8232;
var PARAGRAPH_SEPARATOR = 8233;
var MIN_CODE_POINT = 0;
var MAX_CODE_POINT = 1114111;
function isLatinLetter(code) {
  return code >= LATIN_CAPITAL_LETTER_A && code <= LATIN_CAPITAL_LETTER_Z || code >= LATIN_SMALL_LETTER_A && code <= LATIN_SMALL_LETTER_Z;
}
function isDecimalDigit(code) {
  return code >= DIGIT_ZERO && code <= DIGIT_NINE;
}
function isOctalDigit(code) {
  return code >= DIGIT_ZERO && code <= DIGIT_SEVEN;
}
function isHexDigit(code) {
  return code >= DIGIT_ZERO && code <= DIGIT_NINE || code >= LATIN_CAPITAL_LETTER_A && code <= LATIN_CAPITAL_LETTER_F || code >= LATIN_SMALL_LETTER_A && code <= LATIN_SMALL_LETTER_F;
}
function isLineTerminator(code) {
  return code === LINE_FEED || code === CARRIAGE_RETURN || code === LINE_SEPARATOR || code === PARAGRAPH_SEPARATOR;
}
function isValidUnicode(code) {
  return code >= MIN_CODE_POINT && code <= MAX_CODE_POINT;
}
function digitToInt(code) {
  if (code >= LATIN_SMALL_LETTER_A && code <= LATIN_SMALL_LETTER_F) {
    return code - LATIN_SMALL_LETTER_A + 10;
  }
  if (code >= LATIN_CAPITAL_LETTER_A && code <= LATIN_CAPITAL_LETTER_F) {
    return code - LATIN_CAPITAL_LETTER_A + 10;
  }
  return code - DIGIT_ZERO;
}
function isLeadSurrogate(code) {
  return code >= 55296 && code <= 56319;
}
function isTrailSurrogate(code) {
  return code >= 56320 && code <= 57343;
}
function combineSurrogatePair(lead, trail) {
  return (lead - 55296) * 1024 + (trail - 56320) + 65536;
}
var GroupSpecifiersAsES2018 = class {
  constructor() {
    this.groupName = /* @__PURE__ */ new Set();
  }
  clear() {
    this.groupName.clear();
  }
  isEmpty() {
    return !this.groupName.size;
  }
  hasInPattern(name) {
    return this.groupName.has(name);
  }
  hasInScope(name) {
    return this.hasInPattern(name);
  }
  addToScope(name) {
    this.groupName.add(name);
  }
  enterDisjunction() {
  }
  enterAlternative() {
  }
  leaveDisjunction() {
  }
};
var BranchID = class _BranchID {
  constructor(parent, base) {
    this.mark = null;
    this.markedChild = null;
    this.parent = parent;
    this.base = base !== null && base !== void 0 ? base : this;
  }
  static areSeparated(first, second) {
    var _a;
    let child = null;
    for (let branch = first; branch; branch = branch.parent) {
      branch.mark = first;
      branch.markedChild = child;
      child = branch;
    }
    child = null;
    for (let branch = second; branch; branch = branch.parent) {
      if (branch.mark === first) {
        return child !== null && ((_a = branch.markedChild) === null || _a === void 0 ? void 0 : _a.base) === child.base;
      }
      child = branch;
    }
    return false;
  }
  child() {
    return new _BranchID(this, null);
  }
  sibling() {
    return new _BranchID(this.parent, this.base);
  }
};
var GroupSpecifiersAsES2025 = class {
  constructor() {
    this.branchID = new BranchID(null, null);
    this.groupNames = /* @__PURE__ */ new Map();
  }
  clear() {
    this.branchID = new BranchID(null, null);
    this.groupNames.clear();
  }
  isEmpty() {
    return !this.groupNames.size;
  }
  enterDisjunction() {
    this.branchID = this.branchID.child();
  }
  enterAlternative(index) {
    if (index === 0) {
      return;
    }
    this.branchID = this.branchID.sibling();
  }
  leaveDisjunction() {
    this.branchID = this.branchID.parent;
  }
  hasInPattern(name) {
    return this.groupNames.has(name);
  }
  hasInScope(name) {
    const branches = this.groupNames.get(name);
    if (!branches) {
      return false;
    }
    for (const branch of branches) {
      if (!BranchID.areSeparated(branch, this.branchID)) {
        return true;
      }
    }
    return false;
  }
  addToScope(name) {
    const branches = this.groupNames.get(name);
    if (branches) {
      branches.push(this.branchID);
      return;
    }
    this.groupNames.set(name, [this.branchID]);
  }
};
var legacyImpl = {
  at(s, end, i) {
    return i < end ? s.charCodeAt(i) : -1;
  },
  width(c) {
    return 1;
  }
};
var unicodeImpl = {
  at(s, end, i) {
    return i < end ? s.codePointAt(i) : -1;
  },
  width(c) {
    return c > 65535 ? 2 : 1;
  }
};
var Reader = class {
  constructor() {
    this._impl = legacyImpl;
    this._s = "";
    this._i = 0;
    this._end = 0;
    this._cp1 = -1;
    this._w1 = 1;
    this._cp2 = -1;
    this._w2 = 1;
    this._cp3 = -1;
    this._w3 = 1;
    this._cp4 = -1;
  }
  get source() {
    return this._s;
  }
  get index() {
    return this._i;
  }
  get currentCodePoint() {
    return this._cp1;
  }
  get nextCodePoint() {
    return this._cp2;
  }
  get nextCodePoint2() {
    return this._cp3;
  }
  get nextCodePoint3() {
    return this._cp4;
  }
  reset(source, start, end, uFlag) {
    this._impl = uFlag ? unicodeImpl : legacyImpl;
    this._s = source;
    this._end = end;
    this.rewind(start);
  }
  rewind(index) {
    const impl = this._impl;
    this._i = index;
    this._cp1 = impl.at(this._s, this._end, index);
    this._w1 = impl.width(this._cp1);
    this._cp2 = impl.at(this._s, this._end, index + this._w1);
    this._w2 = impl.width(this._cp2);
    this._cp3 = impl.at(this._s, this._end, index + this._w1 + this._w2);
    this._w3 = impl.width(this._cp3);
    this._cp4 = impl.at(this._s, this._end, index + this._w1 + this._w2 + this._w3);
  }
  advance() {
    if (this._cp1 !== -1) {
      const impl = this._impl;
      this._i += this._w1;
      this._cp1 = this._cp2;
      this._w1 = this._w2;
      this._cp2 = this._cp3;
      this._w2 = impl.width(this._cp2);
      this._cp3 = this._cp4;
      this._w3 = impl.width(this._cp3);
      this._cp4 = impl.at(this._s, this._end, this._i + this._w1 + this._w2 + this._w3);
    }
  }
  eat(cp) {
    if (this._cp1 === cp) {
      this.advance();
      return true;
    }
    return false;
  }
  eat2(cp1, cp2) {
    if (this._cp1 === cp1 && this._cp2 === cp2) {
      this.advance();
      this.advance();
      return true;
    }
    return false;
  }
  eat3(cp1, cp2, cp3) {
    if (this._cp1 === cp1 && this._cp2 === cp2 && this._cp3 === cp3) {
      this.advance();
      this.advance();
      this.advance();
      return true;
    }
    return false;
  }
};
var RegExpSyntaxError = class extends SyntaxError {
  constructor(message, index) {
    super(message);
    this.index = index;
  }
};
function newRegExpSyntaxError(srcCtx, flags, index, message) {
  let source = "";
  if (srcCtx.kind === "literal") {
    const literal = srcCtx.source.slice(srcCtx.start, srcCtx.end);
    if (literal) {
      source = `: ${literal}`;
    }
  } else if (srcCtx.kind === "pattern") {
    const pattern = srcCtx.source.slice(srcCtx.start, srcCtx.end);
    const flagsText = `${flags.unicode ? "u" : ""}${flags.unicodeSets ? "v" : ""}`;
    source = `: /${pattern}/${flagsText}`;
  }
  return new RegExpSyntaxError(`Invalid regular expression${source}: ${message}`, index);
}
var SYNTAX_CHARACTER = /* @__PURE__ */ new Set([
  CIRCUMFLEX_ACCENT,
  DOLLAR_SIGN,
  REVERSE_SOLIDUS,
  FULL_STOP,
  ASTERISK,
  PLUS_SIGN,
  QUESTION_MARK,
  LEFT_PARENTHESIS,
  RIGHT_PARENTHESIS,
  LEFT_SQUARE_BRACKET,
  RIGHT_SQUARE_BRACKET,
  LEFT_CURLY_BRACKET,
  RIGHT_CURLY_BRACKET,
  VERTICAL_LINE
]);
var CLASS_SET_RESERVED_DOUBLE_PUNCTUATOR_CHARACTER = /* @__PURE__ */ new Set([
  AMPERSAND,
  EXCLAMATION_MARK,
  NUMBER_SIGN,
  DOLLAR_SIGN,
  PERCENT_SIGN,
  ASTERISK,
  PLUS_SIGN,
  COMMA,
  FULL_STOP,
  COLON,
  SEMICOLON,
  LESS_THAN_SIGN,
  EQUALS_SIGN,
  GREATER_THAN_SIGN,
  QUESTION_MARK,
  COMMERCIAL_AT,
  CIRCUMFLEX_ACCENT,
  GRAVE_ACCENT,
  TILDE
]);
var CLASS_SET_SYNTAX_CHARACTER = /* @__PURE__ */ new Set([
  LEFT_PARENTHESIS,
  RIGHT_PARENTHESIS,
  LEFT_SQUARE_BRACKET,
  RIGHT_SQUARE_BRACKET,
  LEFT_CURLY_BRACKET,
  RIGHT_CURLY_BRACKET,
  SOLIDUS,
  HYPHEN_MINUS,
  REVERSE_SOLIDUS,
  VERTICAL_LINE
]);
var CLASS_SET_RESERVED_PUNCTUATOR = /* @__PURE__ */ new Set([
  AMPERSAND,
  HYPHEN_MINUS,
  EXCLAMATION_MARK,
  NUMBER_SIGN,
  PERCENT_SIGN,
  COMMA,
  COLON,
  SEMICOLON,
  LESS_THAN_SIGN,
  EQUALS_SIGN,
  GREATER_THAN_SIGN,
  COMMERCIAL_AT,
  GRAVE_ACCENT,
  TILDE
]);
var FLAG_PROP_TO_CODEPOINT = {
  global: LATIN_SMALL_LETTER_G,
  ignoreCase: LATIN_SMALL_LETTER_I,
  multiline: LATIN_SMALL_LETTER_M,
  unicode: LATIN_SMALL_LETTER_U,
  sticky: LATIN_SMALL_LETTER_Y,
  dotAll: LATIN_SMALL_LETTER_S,
  hasIndices: LATIN_SMALL_LETTER_D,
  unicodeSets: LATIN_SMALL_LETTER_V
};
var FLAG_CODEPOINT_TO_PROP = Object.fromEntries(Object.entries(FLAG_PROP_TO_CODEPOINT).map(([k, v]) => [v, k]));
function isSyntaxCharacter(cp) {
  return SYNTAX_CHARACTER.has(cp);
}
function isClassSetReservedDoublePunctuatorCharacter(cp) {
  return CLASS_SET_RESERVED_DOUBLE_PUNCTUATOR_CHARACTER.has(cp);
}
function isClassSetSyntaxCharacter(cp) {
  return CLASS_SET_SYNTAX_CHARACTER.has(cp);
}
function isClassSetReservedPunctuator(cp) {
  return CLASS_SET_RESERVED_PUNCTUATOR.has(cp);
}
function isIdentifierStartChar(cp) {
  return isIdStart(cp) || cp === DOLLAR_SIGN || cp === LOW_LINE;
}
function isIdentifierPartChar(cp) {
  return isIdContinue(cp) || cp === DOLLAR_SIGN || cp === ZERO_WIDTH_NON_JOINER || cp === ZERO_WIDTH_JOINER;
}
function isUnicodePropertyNameCharacter(cp) {
  return isLatinLetter(cp) || cp === LOW_LINE;
}
function isUnicodePropertyValueCharacter(cp) {
  return isUnicodePropertyNameCharacter(cp) || isDecimalDigit(cp);
}
function isRegularExpressionModifier(ch) {
  return ch === LATIN_SMALL_LETTER_I || ch === LATIN_SMALL_LETTER_M || ch === LATIN_SMALL_LETTER_S;
}
var RegExpValidator = class {
  constructor(options) {
    this._reader = new Reader();
    this._unicodeMode = false;
    this._unicodeSetsMode = false;
    this._nFlag = false;
    this._lastIntValue = 0;
    this._lastRange = {
      min: 0,
      max: Number.POSITIVE_INFINITY
    };
    this._lastStrValue = "";
    this._lastAssertionIsQuantifiable = false;
    this._numCapturingParens = 0;
    this._backreferenceNames = /* @__PURE__ */ new Set();
    this._srcCtx = null;
    this._options = options !== null && options !== void 0 ? options : {};
    this._groupSpecifiers = this.ecmaVersion >= 2025 ? new GroupSpecifiersAsES2025() : new GroupSpecifiersAsES2018();
  }
  validateLiteral(source, start = 0, end = source.length) {
    this._srcCtx = { source, start, end, kind: "literal" };
    this._unicodeSetsMode = this._unicodeMode = this._nFlag = false;
    this.reset(source, start, end);
    this.onLiteralEnter(start);
    if (this.eat(SOLIDUS) && this.eatRegExpBody() && this.eat(SOLIDUS)) {
      const flagStart = this.index;
      const unicode = source.includes("u", flagStart);
      const unicodeSets = source.includes("v", flagStart);
      this.validateFlagsInternal(source, flagStart, end);
      this.validatePatternInternal(source, start + 1, flagStart - 1, {
        unicode,
        unicodeSets
      });
    } else if (start >= end) {
      this.raise("Empty");
    } else {
      const c = String.fromCodePoint(this.currentCodePoint);
      this.raise(`Unexpected character '${c}'`);
    }
    this.onLiteralLeave(start, end);
  }
  validateFlags(source, start = 0, end = source.length) {
    this._srcCtx = { source, start, end, kind: "flags" };
    this.validateFlagsInternal(source, start, end);
  }
  validatePattern(source, start = 0, end = source.length, uFlagOrFlags = void 0) {
    this._srcCtx = { source, start, end, kind: "pattern" };
    this.validatePatternInternal(source, start, end, uFlagOrFlags);
  }
  validatePatternInternal(source, start = 0, end = source.length, uFlagOrFlags = void 0) {
    const mode = this._parseFlagsOptionToMode(uFlagOrFlags, end);
    this._unicodeMode = mode.unicodeMode;
    this._nFlag = mode.nFlag;
    this._unicodeSetsMode = mode.unicodeSetsMode;
    this.reset(source, start, end);
    this.consumePattern();
    if (!this._nFlag && this.ecmaVersion >= 2018 && !this._groupSpecifiers.isEmpty()) {
      this._nFlag = true;
      this.rewind(start);
      this.consumePattern();
    }
  }
  validateFlagsInternal(source, start, end) {
    const flags = this.parseFlags(source, start, end);
    this.onRegExpFlags(start, end, flags);
  }
  _parseFlagsOptionToMode(uFlagOrFlags, sourceEnd) {
    let unicode = false;
    let unicodeSets = false;
    if (uFlagOrFlags && this.ecmaVersion >= 2015) {
      if (typeof uFlagOrFlags === "object") {
        unicode = Boolean(uFlagOrFlags.unicode);
        if (this.ecmaVersion >= 2024) {
          unicodeSets = Boolean(uFlagOrFlags.unicodeSets);
        }
      } else {
        unicode = uFlagOrFlags;
      }
    }
    if (unicode && unicodeSets) {
      this.raise("Invalid regular expression flags", {
        index: sourceEnd + 1,
        unicode,
        unicodeSets
      });
    }
    const unicodeMode = unicode || unicodeSets;
    const nFlag = unicode && this.ecmaVersion >= 2018 || unicodeSets || Boolean(this._options.strict && this.ecmaVersion >= 2023);
    const unicodeSetsMode = unicodeSets;
    return { unicodeMode, nFlag, unicodeSetsMode };
  }
  get strict() {
    return Boolean(this._options.strict) || this._unicodeMode;
  }
  get ecmaVersion() {
    var _a;
    return (_a = this._options.ecmaVersion) !== null && _a !== void 0 ? _a : latestEcmaVersion;
  }
  onLiteralEnter(start) {
    if (this._options.onLiteralEnter) {
      this._options.onLiteralEnter(start);
    }
  }
  onLiteralLeave(start, end) {
    if (this._options.onLiteralLeave) {
      this._options.onLiteralLeave(start, end);
    }
  }
  onRegExpFlags(start, end, flags) {
    if (this._options.onRegExpFlags) {
      this._options.onRegExpFlags(start, end, flags);
    }
    if (this._options.onFlags) {
      this._options.onFlags(start, end, flags.global, flags.ignoreCase, flags.multiline, flags.unicode, flags.sticky, flags.dotAll, flags.hasIndices);
    }
  }
  onPatternEnter(start) {
    if (this._options.onPatternEnter) {
      this._options.onPatternEnter(start);
    }
  }
  onPatternLeave(start, end) {
    if (this._options.onPatternLeave) {
      this._options.onPatternLeave(start, end);
    }
  }
  onDisjunctionEnter(start) {
    if (this._options.onDisjunctionEnter) {
      this._options.onDisjunctionEnter(start);
    }
  }
  onDisjunctionLeave(start, end) {
    if (this._options.onDisjunctionLeave) {
      this._options.onDisjunctionLeave(start, end);
    }
  }
  onAlternativeEnter(start, index) {
    if (this._options.onAlternativeEnter) {
      this._options.onAlternativeEnter(start, index);
    }
  }
  onAlternativeLeave(start, end, index) {
    if (this._options.onAlternativeLeave) {
      this._options.onAlternativeLeave(start, end, index);
    }
  }
  onGroupEnter(start) {
    if (this._options.onGroupEnter) {
      this._options.onGroupEnter(start);
    }
  }
  onGroupLeave(start, end) {
    if (this._options.onGroupLeave) {
      this._options.onGroupLeave(start, end);
    }
  }
  onModifiersEnter(start) {
    if (this._options.onModifiersEnter) {
      this._options.onModifiersEnter(start);
    }
  }
  onModifiersLeave(start, end) {
    if (this._options.onModifiersLeave) {
      this._options.onModifiersLeave(start, end);
    }
  }
  onAddModifiers(start, end, flags) {
    if (this._options.onAddModifiers) {
      this._options.onAddModifiers(start, end, flags);
    }
  }
  onRemoveModifiers(start, end, flags) {
    if (this._options.onRemoveModifiers) {
      this._options.onRemoveModifiers(start, end, flags);
    }
  }
  onCapturingGroupEnter(start, name) {
    if (this._options.onCapturingGroupEnter) {
      this._options.onCapturingGroupEnter(start, name);
    }
  }
  onCapturingGroupLeave(start, end, name) {
    if (this._options.onCapturingGroupLeave) {
      this._options.onCapturingGroupLeave(start, end, name);
    }
  }
  onQuantifier(start, end, min, max, greedy) {
    if (this._options.onQuantifier) {
      this._options.onQuantifier(start, end, min, max, greedy);
    }
  }
  onLookaroundAssertionEnter(start, kind, negate) {
    if (this._options.onLookaroundAssertionEnter) {
      this._options.onLookaroundAssertionEnter(start, kind, negate);
    }
  }
  onLookaroundAssertionLeave(start, end, kind, negate) {
    if (this._options.onLookaroundAssertionLeave) {
      this._options.onLookaroundAssertionLeave(start, end, kind, negate);
    }
  }
  onEdgeAssertion(start, end, kind) {
    if (this._options.onEdgeAssertion) {
      this._options.onEdgeAssertion(start, end, kind);
    }
  }
  onWordBoundaryAssertion(start, end, kind, negate) {
    if (this._options.onWordBoundaryAssertion) {
      this._options.onWordBoundaryAssertion(start, end, kind, negate);
    }
  }
  onAnyCharacterSet(start, end, kind) {
    if (this._options.onAnyCharacterSet) {
      this._options.onAnyCharacterSet(start, end, kind);
    }
  }
  onEscapeCharacterSet(start, end, kind, negate) {
    if (this._options.onEscapeCharacterSet) {
      this._options.onEscapeCharacterSet(start, end, kind, negate);
    }
  }
  onUnicodePropertyCharacterSet(start, end, kind, key, value, negate, strings) {
    if (this._options.onUnicodePropertyCharacterSet) {
      this._options.onUnicodePropertyCharacterSet(start, end, kind, key, value, negate, strings);
    }
  }
  onCharacter(start, end, value) {
    if (this._options.onCharacter) {
      this._options.onCharacter(start, end, value);
    }
  }
  onBackreference(start, end, ref) {
    if (this._options.onBackreference) {
      this._options.onBackreference(start, end, ref);
    }
  }
  onCharacterClassEnter(start, negate, unicodeSets) {
    if (this._options.onCharacterClassEnter) {
      this._options.onCharacterClassEnter(start, negate, unicodeSets);
    }
  }
  onCharacterClassLeave(start, end, negate) {
    if (this._options.onCharacterClassLeave) {
      this._options.onCharacterClassLeave(start, end, negate);
    }
  }
  onCharacterClassRange(start, end, min, max) {
    if (this._options.onCharacterClassRange) {
      this._options.onCharacterClassRange(start, end, min, max);
    }
  }
  onClassIntersection(start, end) {
    if (this._options.onClassIntersection) {
      this._options.onClassIntersection(start, end);
    }
  }
  onClassSubtraction(start, end) {
    if (this._options.onClassSubtraction) {
      this._options.onClassSubtraction(start, end);
    }
  }
  onClassStringDisjunctionEnter(start) {
    if (this._options.onClassStringDisjunctionEnter) {
      this._options.onClassStringDisjunctionEnter(start);
    }
  }
  onClassStringDisjunctionLeave(start, end) {
    if (this._options.onClassStringDisjunctionLeave) {
      this._options.onClassStringDisjunctionLeave(start, end);
    }
  }
  onStringAlternativeEnter(start, index) {
    if (this._options.onStringAlternativeEnter) {
      this._options.onStringAlternativeEnter(start, index);
    }
  }
  onStringAlternativeLeave(start, end, index) {
    if (this._options.onStringAlternativeLeave) {
      this._options.onStringAlternativeLeave(start, end, index);
    }
  }
  get index() {
    return this._reader.index;
  }
  get currentCodePoint() {
    return this._reader.currentCodePoint;
  }
  get nextCodePoint() {
    return this._reader.nextCodePoint;
  }
  get nextCodePoint2() {
    return this._reader.nextCodePoint2;
  }
  get nextCodePoint3() {
    return this._reader.nextCodePoint3;
  }
  reset(source, start, end) {
    this._reader.reset(source, start, end, this._unicodeMode);
  }
  rewind(index) {
    this._reader.rewind(index);
  }
  advance() {
    this._reader.advance();
  }
  eat(cp) {
    return this._reader.eat(cp);
  }
  eat2(cp1, cp2) {
    return this._reader.eat2(cp1, cp2);
  }
  eat3(cp1, cp2, cp3) {
    return this._reader.eat3(cp1, cp2, cp3);
  }
  raise(message, context) {
    var _a, _b, _c;
    throw newRegExpSyntaxError(this._srcCtx, {
      unicode: (_a = context === null || context === void 0 ? void 0 : context.unicode) !== null && _a !== void 0 ? _a : this._unicodeMode && !this._unicodeSetsMode,
      unicodeSets: (_b = context === null || context === void 0 ? void 0 : context.unicodeSets) !== null && _b !== void 0 ? _b : this._unicodeSetsMode
    }, (_c = context === null || context === void 0 ? void 0 : context.index) !== null && _c !== void 0 ? _c : this.index, message);
  }
  eatRegExpBody() {
    const start = this.index;
    let inClass = false;
    let escaped = false;
    for (; ; ) {
      const cp = this.currentCodePoint;
      if (cp === -1 || isLineTerminator(cp)) {
        const kind = inClass ? "character class" : "regular expression";
        this.raise(`Unterminated ${kind}`);
      }
      if (escaped) {
        escaped = false;
      } else if (cp === REVERSE_SOLIDUS) {
        escaped = true;
      } else if (cp === LEFT_SQUARE_BRACKET) {
        inClass = true;
      } else if (cp === RIGHT_SQUARE_BRACKET) {
        inClass = false;
      } else if (cp === SOLIDUS && !inClass || cp === ASTERISK && this.index === start) {
        break;
      }
      this.advance();
    }
    return this.index !== start;
  }
  consumePattern() {
    const start = this.index;
    this._numCapturingParens = this.countCapturingParens();
    this._groupSpecifiers.clear();
    this._backreferenceNames.clear();
    this.onPatternEnter(start);
    this.consumeDisjunction();
    const cp = this.currentCodePoint;
    if (this.currentCodePoint !== -1) {
      if (cp === RIGHT_PARENTHESIS) {
        this.raise("Unmatched ')'");
      }
      if (cp === REVERSE_SOLIDUS) {
        this.raise("\\ at end of pattern");
      }
      if (cp === RIGHT_SQUARE_BRACKET || cp === RIGHT_CURLY_BRACKET) {
        this.raise("Lone quantifier brackets");
      }
      const c = String.fromCodePoint(cp);
      this.raise(`Unexpected character '${c}'`);
    }
    for (const name of this._backreferenceNames) {
      if (!this._groupSpecifiers.hasInPattern(name)) {
        this.raise("Invalid named capture referenced");
      }
    }
    this.onPatternLeave(start, this.index);
  }
  countCapturingParens() {
    const start = this.index;
    let inClass = false;
    let escaped = false;
    let count2 = 0;
    let cp = 0;
    while ((cp = this.currentCodePoint) !== -1) {
      if (escaped) {
        escaped = false;
      } else if (cp === REVERSE_SOLIDUS) {
        escaped = true;
      } else if (cp === LEFT_SQUARE_BRACKET) {
        inClass = true;
      } else if (cp === RIGHT_SQUARE_BRACKET) {
        inClass = false;
      } else if (cp === LEFT_PARENTHESIS && !inClass && (this.nextCodePoint !== QUESTION_MARK || this.nextCodePoint2 === LESS_THAN_SIGN && this.nextCodePoint3 !== EQUALS_SIGN && this.nextCodePoint3 !== EXCLAMATION_MARK)) {
        count2 += 1;
      }
      this.advance();
    }
    this.rewind(start);
    return count2;
  }
  consumeDisjunction() {
    const start = this.index;
    let i = 0;
    this._groupSpecifiers.enterDisjunction();
    this.onDisjunctionEnter(start);
    do {
      this.consumeAlternative(i++);
    } while (this.eat(VERTICAL_LINE));
    if (this.consumeQuantifier(true)) {
      this.raise("Nothing to repeat");
    }
    if (this.eat(LEFT_CURLY_BRACKET)) {
      this.raise("Lone quantifier brackets");
    }
    this.onDisjunctionLeave(start, this.index);
    this._groupSpecifiers.leaveDisjunction();
  }
  consumeAlternative(i) {
    const start = this.index;
    this._groupSpecifiers.enterAlternative(i);
    this.onAlternativeEnter(start, i);
    while (this.currentCodePoint !== -1 && this.consumeTerm()) {
    }
    this.onAlternativeLeave(start, this.index, i);
  }
  consumeTerm() {
    if (this._unicodeMode || this.strict) {
      return this.consumeAssertion() || this.consumeAtom() && this.consumeOptionalQuantifier();
    }
    return this.consumeAssertion() && (!this._lastAssertionIsQuantifiable || this.consumeOptionalQuantifier()) || this.consumeExtendedAtom() && this.consumeOptionalQuantifier();
  }
  consumeOptionalQuantifier() {
    this.consumeQuantifier();
    return true;
  }
  consumeAssertion() {
    const start = this.index;
    this._lastAssertionIsQuantifiable = false;
    if (this.eat(CIRCUMFLEX_ACCENT)) {
      this.onEdgeAssertion(start, this.index, "start");
      return true;
    }
    if (this.eat(DOLLAR_SIGN)) {
      this.onEdgeAssertion(start, this.index, "end");
      return true;
    }
    if (this.eat2(REVERSE_SOLIDUS, LATIN_CAPITAL_LETTER_B)) {
      this.onWordBoundaryAssertion(start, this.index, "word", true);
      return true;
    }
    if (this.eat2(REVERSE_SOLIDUS, LATIN_SMALL_LETTER_B)) {
      this.onWordBoundaryAssertion(start, this.index, "word", false);
      return true;
    }
    if (this.eat2(LEFT_PARENTHESIS, QUESTION_MARK)) {
      const lookbehind = this.ecmaVersion >= 2018 && this.eat(LESS_THAN_SIGN);
      let negate = false;
      if (this.eat(EQUALS_SIGN) || (negate = this.eat(EXCLAMATION_MARK))) {
        const kind = lookbehind ? "lookbehind" : "lookahead";
        this.onLookaroundAssertionEnter(start, kind, negate);
        this.consumeDisjunction();
        if (!this.eat(RIGHT_PARENTHESIS)) {
          this.raise("Unterminated group");
        }
        this._lastAssertionIsQuantifiable = !lookbehind && !this.strict;
        this.onLookaroundAssertionLeave(start, this.index, kind, negate);
        return true;
      }
      this.rewind(start);
    }
    return false;
  }
  consumeQuantifier(noConsume = false) {
    const start = this.index;
    let min = 0;
    let max = 0;
    let greedy = false;
    if (this.eat(ASTERISK)) {
      min = 0;
      max = Number.POSITIVE_INFINITY;
    } else if (this.eat(PLUS_SIGN)) {
      min = 1;
      max = Number.POSITIVE_INFINITY;
    } else if (this.eat(QUESTION_MARK)) {
      min = 0;
      max = 1;
    } else if (this.eatBracedQuantifier(noConsume)) {
      ({ min, max } = this._lastRange);
    } else {
      return false;
    }
    greedy = !this.eat(QUESTION_MARK);
    if (!noConsume) {
      this.onQuantifier(start, this.index, min, max, greedy);
    }
    return true;
  }
  eatBracedQuantifier(noError) {
    const start = this.index;
    if (this.eat(LEFT_CURLY_BRACKET)) {
      if (this.eatDecimalDigits()) {
        const min = this._lastIntValue;
        let max = min;
        if (this.eat(COMMA)) {
          max = this.eatDecimalDigits() ? this._lastIntValue : Number.POSITIVE_INFINITY;
        }
        if (this.eat(RIGHT_CURLY_BRACKET)) {
          if (!noError && max < min) {
            this.raise("numbers out of order in {} quantifier");
          }
          this._lastRange = { min, max };
          return true;
        }
      }
      if (!noError && (this._unicodeMode || this.strict)) {
        this.raise("Incomplete quantifier");
      }
      this.rewind(start);
    }
    return false;
  }
  consumeAtom() {
    return this.consumePatternCharacter() || this.consumeDot() || this.consumeReverseSolidusAtomEscape() || Boolean(this.consumeCharacterClass()) || this.consumeCapturingGroup() || this.consumeUncapturingGroup();
  }
  consumeDot() {
    if (this.eat(FULL_STOP)) {
      this.onAnyCharacterSet(this.index - 1, this.index, "any");
      return true;
    }
    return false;
  }
  consumeReverseSolidusAtomEscape() {
    const start = this.index;
    if (this.eat(REVERSE_SOLIDUS)) {
      if (this.consumeAtomEscape()) {
        return true;
      }
      this.rewind(start);
    }
    return false;
  }
  consumeUncapturingGroup() {
    const start = this.index;
    if (this.eat2(LEFT_PARENTHESIS, QUESTION_MARK)) {
      this.onGroupEnter(start);
      if (this.ecmaVersion >= 2025) {
        this.consumeModifiers();
      }
      if (!this.eat(COLON)) {
        this.rewind(start + 1);
        this.raise("Invalid group");
      }
      this.consumeDisjunction();
      if (!this.eat(RIGHT_PARENTHESIS)) {
        this.raise("Unterminated group");
      }
      this.onGroupLeave(start, this.index);
      return true;
    }
    return false;
  }
  consumeModifiers() {
    const start = this.index;
    const hasAddModifiers = this.eatModifiers();
    const addModifiersEnd = this.index;
    const hasHyphen = this.eat(HYPHEN_MINUS);
    if (!hasAddModifiers && !hasHyphen) {
      return false;
    }
    this.onModifiersEnter(start);
    const addModifiers = this.parseModifiers(start, addModifiersEnd);
    this.onAddModifiers(start, addModifiersEnd, addModifiers);
    if (hasHyphen) {
      const modifiersStart = this.index;
      if (!this.eatModifiers() && !hasAddModifiers && this.currentCodePoint === COLON) {
        this.raise("Invalid empty flags");
      }
      const modifiers = this.parseModifiers(modifiersStart, this.index);
      for (const [flagName] of Object.entries(modifiers).filter(([, enable]) => enable)) {
        if (addModifiers[flagName]) {
          this.raise(`Duplicated flag '${String.fromCodePoint(FLAG_PROP_TO_CODEPOINT[flagName])}'`);
        }
      }
      this.onRemoveModifiers(modifiersStart, this.index, modifiers);
    }
    this.onModifiersLeave(start, this.index);
    return true;
  }
  consumeCapturingGroup() {
    const start = this.index;
    if (this.eat(LEFT_PARENTHESIS)) {
      let name = null;
      if (this.ecmaVersion >= 2018) {
        if (this.consumeGroupSpecifier()) {
          name = this._lastStrValue;
        } else if (this.currentCodePoint === QUESTION_MARK) {
          this.rewind(start);
          return false;
        }
      } else if (this.currentCodePoint === QUESTION_MARK) {
        this.rewind(start);
        return false;
      }
      this.onCapturingGroupEnter(start, name);
      this.consumeDisjunction();
      if (!this.eat(RIGHT_PARENTHESIS)) {
        this.raise("Unterminated group");
      }
      this.onCapturingGroupLeave(start, this.index, name);
      return true;
    }
    return false;
  }
  consumeExtendedAtom() {
    return this.consumeDot() || this.consumeReverseSolidusAtomEscape() || this.consumeReverseSolidusFollowedByC() || Boolean(this.consumeCharacterClass()) || this.consumeCapturingGroup() || this.consumeUncapturingGroup() || this.consumeInvalidBracedQuantifier() || this.consumeExtendedPatternCharacter();
  }
  consumeReverseSolidusFollowedByC() {
    const start = this.index;
    if (this.currentCodePoint === REVERSE_SOLIDUS && this.nextCodePoint === LATIN_SMALL_LETTER_C) {
      this._lastIntValue = this.currentCodePoint;
      this.advance();
      this.onCharacter(start, this.index, REVERSE_SOLIDUS);
      return true;
    }
    return false;
  }
  consumeInvalidBracedQuantifier() {
    if (this.eatBracedQuantifier(true)) {
      this.raise("Nothing to repeat");
    }
    return false;
  }
  consumePatternCharacter() {
    const start = this.index;
    const cp = this.currentCodePoint;
    if (cp !== -1 && !isSyntaxCharacter(cp)) {
      this.advance();
      this.onCharacter(start, this.index, cp);
      return true;
    }
    return false;
  }
  consumeExtendedPatternCharacter() {
    const start = this.index;
    const cp = this.currentCodePoint;
    if (cp !== -1 && cp !== CIRCUMFLEX_ACCENT && cp !== DOLLAR_SIGN && cp !== REVERSE_SOLIDUS && cp !== FULL_STOP && cp !== ASTERISK && cp !== PLUS_SIGN && cp !== QUESTION_MARK && cp !== LEFT_PARENTHESIS && cp !== RIGHT_PARENTHESIS && cp !== LEFT_SQUARE_BRACKET && cp !== VERTICAL_LINE) {
      this.advance();
      this.onCharacter(start, this.index, cp);
      return true;
    }
    return false;
  }
  consumeGroupSpecifier() {
    const start = this.index;
    if (this.eat(QUESTION_MARK)) {
      if (this.eatGroupName()) {
        if (!this._groupSpecifiers.hasInScope(this._lastStrValue)) {
          this._groupSpecifiers.addToScope(this._lastStrValue);
          return true;
        }
        this.raise("Duplicate capture group name");
      }
      this.rewind(start);
    }
    return false;
  }
  consumeAtomEscape() {
    if (this.consumeBackreference() || this.consumeCharacterClassEscape() || this.consumeCharacterEscape() || this._nFlag && this.consumeKGroupName()) {
      return true;
    }
    if (this.strict || this._unicodeMode) {
      this.raise("Invalid escape");
    }
    return false;
  }
  consumeBackreference() {
    const start = this.index;
    if (this.eatDecimalEscape()) {
      const n = this._lastIntValue;
      if (n <= this._numCapturingParens) {
        this.onBackreference(start - 1, this.index, n);
        return true;
      }
      if (this.strict || this._unicodeMode) {
        this.raise("Invalid escape");
      }
      this.rewind(start);
    }
    return false;
  }
  consumeCharacterClassEscape() {
    var _a;
    const start = this.index;
    if (this.eat(LATIN_SMALL_LETTER_D)) {
      this._lastIntValue = -1;
      this.onEscapeCharacterSet(start - 1, this.index, "digit", false);
      return {};
    }
    if (this.eat(LATIN_CAPITAL_LETTER_D)) {
      this._lastIntValue = -1;
      this.onEscapeCharacterSet(start - 1, this.index, "digit", true);
      return {};
    }
    if (this.eat(LATIN_SMALL_LETTER_S)) {
      this._lastIntValue = -1;
      this.onEscapeCharacterSet(start - 1, this.index, "space", false);
      return {};
    }
    if (this.eat(LATIN_CAPITAL_LETTER_S)) {
      this._lastIntValue = -1;
      this.onEscapeCharacterSet(start - 1, this.index, "space", true);
      return {};
    }
    if (this.eat(LATIN_SMALL_LETTER_W)) {
      this._lastIntValue = -1;
      this.onEscapeCharacterSet(start - 1, this.index, "word", false);
      return {};
    }
    if (this.eat(LATIN_CAPITAL_LETTER_W)) {
      this._lastIntValue = -1;
      this.onEscapeCharacterSet(start - 1, this.index, "word", true);
      return {};
    }
    let negate = false;
    if (this._unicodeMode && this.ecmaVersion >= 2018 && (this.eat(LATIN_SMALL_LETTER_P) || (negate = this.eat(LATIN_CAPITAL_LETTER_P)))) {
      this._lastIntValue = -1;
      let result = null;
      if (this.eat(LEFT_CURLY_BRACKET) && (result = this.eatUnicodePropertyValueExpression()) && this.eat(RIGHT_CURLY_BRACKET)) {
        if (negate && result.strings) {
          this.raise("Invalid property name");
        }
        this.onUnicodePropertyCharacterSet(start - 1, this.index, "property", result.key, result.value, negate, (_a = result.strings) !== null && _a !== void 0 ? _a : false);
        return { mayContainStrings: result.strings };
      }
      this.raise("Invalid property name");
    }
    return null;
  }
  consumeCharacterEscape() {
    const start = this.index;
    if (this.eatControlEscape() || this.eatCControlLetter() || this.eatZero() || this.eatHexEscapeSequence() || this.eatRegExpUnicodeEscapeSequence() || !this.strict && !this._unicodeMode && this.eatLegacyOctalEscapeSequence() || this.eatIdentityEscape()) {
      this.onCharacter(start - 1, this.index, this._lastIntValue);
      return true;
    }
    return false;
  }
  consumeKGroupName() {
    const start = this.index;
    if (this.eat(LATIN_SMALL_LETTER_K)) {
      if (this.eatGroupName()) {
        const groupName = this._lastStrValue;
        this._backreferenceNames.add(groupName);
        this.onBackreference(start - 1, this.index, groupName);
        return true;
      }
      this.raise("Invalid named reference");
    }
    return false;
  }
  consumeCharacterClass() {
    const start = this.index;
    if (this.eat(LEFT_SQUARE_BRACKET)) {
      const negate = this.eat(CIRCUMFLEX_ACCENT);
      this.onCharacterClassEnter(start, negate, this._unicodeSetsMode);
      const result = this.consumeClassContents();
      if (!this.eat(RIGHT_SQUARE_BRACKET)) {
        if (this.currentCodePoint === -1) {
          this.raise("Unterminated character class");
        }
        this.raise("Invalid character in character class");
      }
      if (negate && result.mayContainStrings) {
        this.raise("Negated character class may contain strings");
      }
      this.onCharacterClassLeave(start, this.index, negate);
      return result;
    }
    return null;
  }
  consumeClassContents() {
    if (this._unicodeSetsMode) {
      if (this.currentCodePoint === RIGHT_SQUARE_BRACKET) {
        return {};
      }
      const result = this.consumeClassSetExpression();
      return result;
    }
    const strict = this.strict || this._unicodeMode;
    for (; ; ) {
      const rangeStart = this.index;
      if (!this.consumeClassAtom()) {
        break;
      }
      const min = this._lastIntValue;
      if (!this.eat(HYPHEN_MINUS)) {
        continue;
      }
      this.onCharacter(this.index - 1, this.index, HYPHEN_MINUS);
      if (!this.consumeClassAtom()) {
        break;
      }
      const max = this._lastIntValue;
      if (min === -1 || max === -1) {
        if (strict) {
          this.raise("Invalid character class");
        }
        continue;
      }
      if (min > max) {
        this.raise("Range out of order in character class");
      }
      this.onCharacterClassRange(rangeStart, this.index, min, max);
    }
    return {};
  }
  consumeClassAtom() {
    const start = this.index;
    const cp = this.currentCodePoint;
    if (cp !== -1 && cp !== REVERSE_SOLIDUS && cp !== RIGHT_SQUARE_BRACKET) {
      this.advance();
      this._lastIntValue = cp;
      this.onCharacter(start, this.index, this._lastIntValue);
      return true;
    }
    if (this.eat(REVERSE_SOLIDUS)) {
      if (this.consumeClassEscape()) {
        return true;
      }
      if (!this.strict && this.currentCodePoint === LATIN_SMALL_LETTER_C) {
        this._lastIntValue = REVERSE_SOLIDUS;
        this.onCharacter(start, this.index, this._lastIntValue);
        return true;
      }
      if (this.strict || this._unicodeMode) {
        this.raise("Invalid escape");
      }
      this.rewind(start);
    }
    return false;
  }
  consumeClassEscape() {
    const start = this.index;
    if (this.eat(LATIN_SMALL_LETTER_B)) {
      this._lastIntValue = BACKSPACE;
      this.onCharacter(start - 1, this.index, this._lastIntValue);
      return true;
    }
    if (this._unicodeMode && this.eat(HYPHEN_MINUS)) {
      this._lastIntValue = HYPHEN_MINUS;
      this.onCharacter(start - 1, this.index, this._lastIntValue);
      return true;
    }
    let cp = 0;
    if (!this.strict && !this._unicodeMode && this.currentCodePoint === LATIN_SMALL_LETTER_C && (isDecimalDigit(cp = this.nextCodePoint) || cp === LOW_LINE)) {
      this.advance();
      this.advance();
      this._lastIntValue = cp % 32;
      this.onCharacter(start - 1, this.index, this._lastIntValue);
      return true;
    }
    return Boolean(this.consumeCharacterClassEscape()) || this.consumeCharacterEscape();
  }
  consumeClassSetExpression() {
    const start = this.index;
    let mayContainStrings = false;
    let result = null;
    if (this.consumeClassSetCharacter()) {
      if (this.consumeClassSetRangeFromOperator(start)) {
        this.consumeClassUnionRight({});
        return {};
      }
      mayContainStrings = false;
    } else if (result = this.consumeClassSetOperand()) {
      mayContainStrings = result.mayContainStrings;
    } else {
      const cp = this.currentCodePoint;
      if (cp === REVERSE_SOLIDUS) {
        this.advance();
        this.raise("Invalid escape");
      }
      if (cp === this.nextCodePoint && isClassSetReservedDoublePunctuatorCharacter(cp)) {
        this.raise("Invalid set operation in character class");
      }
      this.raise("Invalid character in character class");
    }
    if (this.eat2(AMPERSAND, AMPERSAND)) {
      while (this.currentCodePoint !== AMPERSAND && (result = this.consumeClassSetOperand())) {
        this.onClassIntersection(start, this.index);
        if (!result.mayContainStrings) {
          mayContainStrings = false;
        }
        if (this.eat2(AMPERSAND, AMPERSAND)) {
          continue;
        }
        return { mayContainStrings };
      }
      this.raise("Invalid character in character class");
    }
    if (this.eat2(HYPHEN_MINUS, HYPHEN_MINUS)) {
      while (this.consumeClassSetOperand()) {
        this.onClassSubtraction(start, this.index);
        if (this.eat2(HYPHEN_MINUS, HYPHEN_MINUS)) {
          continue;
        }
        return { mayContainStrings };
      }
      this.raise("Invalid character in character class");
    }
    return this.consumeClassUnionRight({ mayContainStrings });
  }
  consumeClassUnionRight(leftResult) {
    let mayContainStrings = leftResult.mayContainStrings;
    for (; ; ) {
      const start = this.index;
      if (this.consumeClassSetCharacter()) {
        this.consumeClassSetRangeFromOperator(start);
        continue;
      }
      const result = this.consumeClassSetOperand();
      if (result) {
        if (result.mayContainStrings) {
          mayContainStrings = true;
        }
        continue;
      }
      break;
    }
    return { mayContainStrings };
  }
  consumeClassSetRangeFromOperator(start) {
    const currentStart = this.index;
    const min = this._lastIntValue;
    if (this.eat(HYPHEN_MINUS)) {
      if (this.consumeClassSetCharacter()) {
        const max = this._lastIntValue;
        if (min === -1 || max === -1) {
          this.raise("Invalid character class");
        }
        if (min > max) {
          this.raise("Range out of order in character class");
        }
        this.onCharacterClassRange(start, this.index, min, max);
        return true;
      }
      this.rewind(currentStart);
    }
    return false;
  }
  consumeClassSetOperand() {
    let result = null;
    if (result = this.consumeNestedClass()) {
      return result;
    }
    if (result = this.consumeClassStringDisjunction()) {
      return result;
    }
    if (this.consumeClassSetCharacter()) {
      return {};
    }
    return null;
  }
  consumeNestedClass() {
    const start = this.index;
    if (this.eat(LEFT_SQUARE_BRACKET)) {
      const negate = this.eat(CIRCUMFLEX_ACCENT);
      this.onCharacterClassEnter(start, negate, true);
      const result = this.consumeClassContents();
      if (!this.eat(RIGHT_SQUARE_BRACKET)) {
        this.raise("Unterminated character class");
      }
      if (negate && result.mayContainStrings) {
        this.raise("Negated character class may contain strings");
      }
      this.onCharacterClassLeave(start, this.index, negate);
      return result;
    }
    if (this.eat(REVERSE_SOLIDUS)) {
      const result = this.consumeCharacterClassEscape();
      if (result) {
        return result;
      }
      this.rewind(start);
    }
    return null;
  }
  consumeClassStringDisjunction() {
    const start = this.index;
    if (this.eat3(REVERSE_SOLIDUS, LATIN_SMALL_LETTER_Q, LEFT_CURLY_BRACKET)) {
      this.onClassStringDisjunctionEnter(start);
      let i = 0;
      let mayContainStrings = false;
      do {
        if (this.consumeClassString(i++).mayContainStrings) {
          mayContainStrings = true;
        }
      } while (this.eat(VERTICAL_LINE));
      if (this.eat(RIGHT_CURLY_BRACKET)) {
        this.onClassStringDisjunctionLeave(start, this.index);
        return { mayContainStrings };
      }
      this.raise("Unterminated class string disjunction");
    }
    return null;
  }
  consumeClassString(i) {
    const start = this.index;
    let count2 = 0;
    this.onStringAlternativeEnter(start, i);
    while (this.currentCodePoint !== -1 && this.consumeClassSetCharacter()) {
      count2++;
    }
    this.onStringAlternativeLeave(start, this.index, i);
    return { mayContainStrings: count2 !== 1 };
  }
  consumeClassSetCharacter() {
    const start = this.index;
    const cp = this.currentCodePoint;
    if (cp !== this.nextCodePoint || !isClassSetReservedDoublePunctuatorCharacter(cp)) {
      if (cp !== -1 && !isClassSetSyntaxCharacter(cp)) {
        this._lastIntValue = cp;
        this.advance();
        this.onCharacter(start, this.index, this._lastIntValue);
        return true;
      }
    }
    if (this.eat(REVERSE_SOLIDUS)) {
      if (this.consumeCharacterEscape()) {
        return true;
      }
      if (isClassSetReservedPunctuator(this.currentCodePoint)) {
        this._lastIntValue = this.currentCodePoint;
        this.advance();
        this.onCharacter(start, this.index, this._lastIntValue);
        return true;
      }
      if (this.eat(LATIN_SMALL_LETTER_B)) {
        this._lastIntValue = BACKSPACE;
        this.onCharacter(start, this.index, this._lastIntValue);
        return true;
      }
      this.rewind(start);
    }
    return false;
  }
  eatGroupName() {
    if (this.eat(LESS_THAN_SIGN)) {
      if (this.eatRegExpIdentifierName() && this.eat(GREATER_THAN_SIGN)) {
        return true;
      }
      this.raise("Invalid capture group name");
    }
    return false;
  }
  eatRegExpIdentifierName() {
    if (this.eatRegExpIdentifierStart()) {
      this._lastStrValue = String.fromCodePoint(this._lastIntValue);
      while (this.eatRegExpIdentifierPart()) {
        this._lastStrValue += String.fromCodePoint(this._lastIntValue);
      }
      return true;
    }
    return false;
  }
  eatRegExpIdentifierStart() {
    const start = this.index;
    const forceUFlag = !this._unicodeMode && this.ecmaVersion >= 2020;
    let cp = this.currentCodePoint;
    this.advance();
    if (cp === REVERSE_SOLIDUS && this.eatRegExpUnicodeEscapeSequence(forceUFlag)) {
      cp = this._lastIntValue;
    } else if (forceUFlag && isLeadSurrogate(cp) && isTrailSurrogate(this.currentCodePoint)) {
      cp = combineSurrogatePair(cp, this.currentCodePoint);
      this.advance();
    }
    if (isIdentifierStartChar(cp)) {
      this._lastIntValue = cp;
      return true;
    }
    if (this.index !== start) {
      this.rewind(start);
    }
    return false;
  }
  eatRegExpIdentifierPart() {
    const start = this.index;
    const forceUFlag = !this._unicodeMode && this.ecmaVersion >= 2020;
    let cp = this.currentCodePoint;
    this.advance();
    if (cp === REVERSE_SOLIDUS && this.eatRegExpUnicodeEscapeSequence(forceUFlag)) {
      cp = this._lastIntValue;
    } else if (forceUFlag && isLeadSurrogate(cp) && isTrailSurrogate(this.currentCodePoint)) {
      cp = combineSurrogatePair(cp, this.currentCodePoint);
      this.advance();
    }
    if (isIdentifierPartChar(cp)) {
      this._lastIntValue = cp;
      return true;
    }
    if (this.index !== start) {
      this.rewind(start);
    }
    return false;
  }
  eatCControlLetter() {
    const start = this.index;
    if (this.eat(LATIN_SMALL_LETTER_C)) {
      if (this.eatControlLetter()) {
        return true;
      }
      this.rewind(start);
    }
    return false;
  }
  eatZero() {
    if (this.currentCodePoint === DIGIT_ZERO && !isDecimalDigit(this.nextCodePoint)) {
      this._lastIntValue = 0;
      this.advance();
      return true;
    }
    return false;
  }
  eatControlEscape() {
    if (this.eat(LATIN_SMALL_LETTER_F)) {
      this._lastIntValue = FORM_FEED;
      return true;
    }
    if (this.eat(LATIN_SMALL_LETTER_N)) {
      this._lastIntValue = LINE_FEED;
      return true;
    }
    if (this.eat(LATIN_SMALL_LETTER_R)) {
      this._lastIntValue = CARRIAGE_RETURN;
      return true;
    }
    if (this.eat(LATIN_SMALL_LETTER_T)) {
      this._lastIntValue = CHARACTER_TABULATION;
      return true;
    }
    if (this.eat(LATIN_SMALL_LETTER_V)) {
      this._lastIntValue = LINE_TABULATION;
      return true;
    }
    return false;
  }
  eatControlLetter() {
    const cp = this.currentCodePoint;
    if (isLatinLetter(cp)) {
      this.advance();
      this._lastIntValue = cp % 32;
      return true;
    }
    return false;
  }
  eatRegExpUnicodeEscapeSequence(forceUFlag = false) {
    const start = this.index;
    const uFlag = forceUFlag || this._unicodeMode;
    if (this.eat(LATIN_SMALL_LETTER_U)) {
      if (uFlag && this.eatRegExpUnicodeSurrogatePairEscape() || this.eatFixedHexDigits(4) || uFlag && this.eatRegExpUnicodeCodePointEscape()) {
        return true;
      }
      if (this.strict || uFlag) {
        this.raise("Invalid unicode escape");
      }
      this.rewind(start);
    }
    return false;
  }
  eatRegExpUnicodeSurrogatePairEscape() {
    const start = this.index;
    if (this.eatFixedHexDigits(4)) {
      const lead = this._lastIntValue;
      if (isLeadSurrogate(lead) && this.eat(REVERSE_SOLIDUS) && this.eat(LATIN_SMALL_LETTER_U) && this.eatFixedHexDigits(4)) {
        const trail = this._lastIntValue;
        if (isTrailSurrogate(trail)) {
          this._lastIntValue = combineSurrogatePair(lead, trail);
          return true;
        }
      }
      this.rewind(start);
    }
    return false;
  }
  eatRegExpUnicodeCodePointEscape() {
    const start = this.index;
    if (this.eat(LEFT_CURLY_BRACKET) && this.eatHexDigits() && this.eat(RIGHT_CURLY_BRACKET) && isValidUnicode(this._lastIntValue)) {
      return true;
    }
    this.rewind(start);
    return false;
  }
  eatIdentityEscape() {
    const cp = this.currentCodePoint;
    if (this.isValidIdentityEscape(cp)) {
      this._lastIntValue = cp;
      this.advance();
      return true;
    }
    return false;
  }
  isValidIdentityEscape(cp) {
    if (cp === -1) {
      return false;
    }
    if (this._unicodeMode) {
      return isSyntaxCharacter(cp) || cp === SOLIDUS;
    }
    if (this.strict) {
      return !isIdContinue(cp);
    }
    if (this._nFlag) {
      return !(cp === LATIN_SMALL_LETTER_C || cp === LATIN_SMALL_LETTER_K);
    }
    return cp !== LATIN_SMALL_LETTER_C;
  }
  eatDecimalEscape() {
    this._lastIntValue = 0;
    let cp = this.currentCodePoint;
    if (cp >= DIGIT_ONE && cp <= DIGIT_NINE) {
      do {
        this._lastIntValue = 10 * this._lastIntValue + (cp - DIGIT_ZERO);
        this.advance();
      } while ((cp = this.currentCodePoint) >= DIGIT_ZERO && cp <= DIGIT_NINE);
      return true;
    }
    return false;
  }
  eatUnicodePropertyValueExpression() {
    const start = this.index;
    if (this.eatUnicodePropertyName() && this.eat(EQUALS_SIGN)) {
      const key = this._lastStrValue;
      if (this.eatUnicodePropertyValue()) {
        const value = this._lastStrValue;
        if (isValidUnicodeProperty(this.ecmaVersion, key, value)) {
          return {
            key,
            value: value || null
          };
        }
        this.raise("Invalid property name");
      }
    }
    this.rewind(start);
    if (this.eatLoneUnicodePropertyNameOrValue()) {
      const nameOrValue = this._lastStrValue;
      if (isValidUnicodeProperty(this.ecmaVersion, "General_Category", nameOrValue)) {
        return {
          key: "General_Category",
          value: nameOrValue || null
        };
      }
      if (isValidLoneUnicodeProperty(this.ecmaVersion, nameOrValue)) {
        return {
          key: nameOrValue,
          value: null
        };
      }
      if (this._unicodeSetsMode && isValidLoneUnicodePropertyOfString(this.ecmaVersion, nameOrValue)) {
        return {
          key: nameOrValue,
          value: null,
          strings: true
        };
      }
      this.raise("Invalid property name");
    }
    return null;
  }
  eatUnicodePropertyName() {
    this._lastStrValue = "";
    while (isUnicodePropertyNameCharacter(this.currentCodePoint)) {
      this._lastStrValue += String.fromCodePoint(this.currentCodePoint);
      this.advance();
    }
    return this._lastStrValue !== "";
  }
  eatUnicodePropertyValue() {
    this._lastStrValue = "";
    while (isUnicodePropertyValueCharacter(this.currentCodePoint)) {
      this._lastStrValue += String.fromCodePoint(this.currentCodePoint);
      this.advance();
    }
    return this._lastStrValue !== "";
  }
  eatLoneUnicodePropertyNameOrValue() {
    return this.eatUnicodePropertyValue();
  }
  eatHexEscapeSequence() {
    const start = this.index;
    if (this.eat(LATIN_SMALL_LETTER_X)) {
      if (this.eatFixedHexDigits(2)) {
        return true;
      }
      if (this._unicodeMode || this.strict) {
        this.raise("Invalid escape");
      }
      this.rewind(start);
    }
    return false;
  }
  eatDecimalDigits() {
    const start = this.index;
    this._lastIntValue = 0;
    while (isDecimalDigit(this.currentCodePoint)) {
      this._lastIntValue = 10 * this._lastIntValue + digitToInt(this.currentCodePoint);
      this.advance();
    }
    return this.index !== start;
  }
  eatHexDigits() {
    const start = this.index;
    this._lastIntValue = 0;
    while (isHexDigit(this.currentCodePoint)) {
      this._lastIntValue = 16 * this._lastIntValue + digitToInt(this.currentCodePoint);
      this.advance();
    }
    return this.index !== start;
  }
  eatLegacyOctalEscapeSequence() {
    if (this.eatOctalDigit()) {
      const n1 = this._lastIntValue;
      if (this.eatOctalDigit()) {
        const n2 = this._lastIntValue;
        if (n1 <= 3 && this.eatOctalDigit()) {
          this._lastIntValue = n1 * 64 + n2 * 8 + this._lastIntValue;
        } else {
          this._lastIntValue = n1 * 8 + n2;
        }
      } else {
        this._lastIntValue = n1;
      }
      return true;
    }
    return false;
  }
  eatOctalDigit() {
    const cp = this.currentCodePoint;
    if (isOctalDigit(cp)) {
      this.advance();
      this._lastIntValue = cp - DIGIT_ZERO;
      return true;
    }
    this._lastIntValue = 0;
    return false;
  }
  eatFixedHexDigits(length) {
    const start = this.index;
    this._lastIntValue = 0;
    for (let i = 0; i < length; ++i) {
      const cp = this.currentCodePoint;
      if (!isHexDigit(cp)) {
        this.rewind(start);
        return false;
      }
      this._lastIntValue = 16 * this._lastIntValue + digitToInt(cp);
      this.advance();
    }
    return true;
  }
  eatModifiers() {
    let ate = false;
    while (isRegularExpressionModifier(this.currentCodePoint)) {
      this.advance();
      ate = true;
    }
    return ate;
  }
  parseModifiers(start, end) {
    const { ignoreCase, multiline, dotAll } = this.parseFlags(this._reader.source, start, end);
    return { ignoreCase, multiline, dotAll };
  }
  parseFlags(source, start, end) {
    const flags = {
      global: false,
      ignoreCase: false,
      multiline: false,
      unicode: false,
      sticky: false,
      dotAll: false,
      hasIndices: false,
      unicodeSets: false
    };
    const validFlags = /* @__PURE__ */ new Set();
    validFlags.add(LATIN_SMALL_LETTER_G);
    validFlags.add(LATIN_SMALL_LETTER_I);
    validFlags.add(LATIN_SMALL_LETTER_M);
    if (this.ecmaVersion >= 2015) {
      validFlags.add(LATIN_SMALL_LETTER_U);
      validFlags.add(LATIN_SMALL_LETTER_Y);
      if (this.ecmaVersion >= 2018) {
        validFlags.add(LATIN_SMALL_LETTER_S);
        if (this.ecmaVersion >= 2022) {
          validFlags.add(LATIN_SMALL_LETTER_D);
          if (this.ecmaVersion >= 2024) {
            validFlags.add(LATIN_SMALL_LETTER_V);
          }
        }
      }
    }
    for (let i = start; i < end; ++i) {
      const flag = source.charCodeAt(i);
      if (validFlags.has(flag)) {
        const prop = FLAG_CODEPOINT_TO_PROP[flag];
        if (flags[prop]) {
          this.raise(`Duplicated flag '${source[i]}'`, {
            index: start
          });
        }
        flags[prop] = true;
      } else {
        this.raise(`Invalid flag '${source[i]}'`, { index: start });
      }
    }
    return flags;
  }
};
var DUMMY_PATTERN = {};
var DUMMY_FLAGS = {};
var DUMMY_CAPTURING_GROUP = {};
function isClassSetOperand(node) {
  return node.type === "Character" || node.type === "CharacterSet" || node.type === "CharacterClass" || node.type === "ExpressionCharacterClass" || node.type === "ClassStringDisjunction";
}
var RegExpParserState = class {
  constructor(options) {
    var _a;
    this._node = DUMMY_PATTERN;
    this._expressionBufferMap = /* @__PURE__ */ new Map();
    this._flags = DUMMY_FLAGS;
    this._backreferences = [];
    this._capturingGroups = [];
    this.source = "";
    this.strict = Boolean(options === null || options === void 0 ? void 0 : options.strict);
    this.ecmaVersion = (_a = options === null || options === void 0 ? void 0 : options.ecmaVersion) !== null && _a !== void 0 ? _a : latestEcmaVersion;
  }
  get pattern() {
    if (this._node.type !== "Pattern") {
      throw new Error("UnknownError");
    }
    return this._node;
  }
  get flags() {
    if (this._flags.type !== "Flags") {
      throw new Error("UnknownError");
    }
    return this._flags;
  }
  onRegExpFlags(start, end, { global, ignoreCase, multiline, unicode, sticky, dotAll, hasIndices, unicodeSets }) {
    this._flags = {
      type: "Flags",
      parent: null,
      start,
      end,
      raw: this.source.slice(start, end),
      global,
      ignoreCase,
      multiline,
      unicode,
      sticky,
      dotAll,
      hasIndices,
      unicodeSets
    };
  }
  onPatternEnter(start) {
    this._node = {
      type: "Pattern",
      parent: null,
      start,
      end: start,
      raw: "",
      alternatives: []
    };
    this._backreferences.length = 0;
    this._capturingGroups.length = 0;
  }
  onPatternLeave(start, end) {
    this._node.end = end;
    this._node.raw = this.source.slice(start, end);
    for (const reference of this._backreferences) {
      const ref = reference.ref;
      const groups = typeof ref === "number" ? [this._capturingGroups[ref - 1]] : this._capturingGroups.filter((g) => g.name === ref);
      if (groups.length === 1) {
        const group = groups[0];
        reference.ambiguous = false;
        reference.resolved = group;
      } else {
        reference.ambiguous = true;
        reference.resolved = groups;
      }
      for (const group of groups) {
        group.references.push(reference);
      }
    }
  }
  onAlternativeEnter(start) {
    const parent = this._node;
    if (parent.type !== "Assertion" && parent.type !== "CapturingGroup" && parent.type !== "Group" && parent.type !== "Pattern") {
      throw new Error("UnknownError");
    }
    this._node = {
      type: "Alternative",
      parent,
      start,
      end: start,
      raw: "",
      elements: []
    };
    parent.alternatives.push(this._node);
  }
  onAlternativeLeave(start, end) {
    const node = this._node;
    if (node.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
  onGroupEnter(start) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    const group = {
      type: "Group",
      parent,
      start,
      end: start,
      raw: "",
      modifiers: null,
      alternatives: []
    };
    this._node = group;
    parent.elements.push(this._node);
  }
  onGroupLeave(start, end) {
    const node = this._node;
    if (node.type !== "Group" || node.parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
  onModifiersEnter(start) {
    const parent = this._node;
    if (parent.type !== "Group") {
      throw new Error("UnknownError");
    }
    this._node = {
      type: "Modifiers",
      parent,
      start,
      end: start,
      raw: "",
      add: null,
      remove: null
    };
    parent.modifiers = this._node;
  }
  onModifiersLeave(start, end) {
    const node = this._node;
    if (node.type !== "Modifiers" || node.parent.type !== "Group") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
  onAddModifiers(start, end, { ignoreCase, multiline, dotAll }) {
    const parent = this._node;
    if (parent.type !== "Modifiers") {
      throw new Error("UnknownError");
    }
    parent.add = {
      type: "ModifierFlags",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      ignoreCase,
      multiline,
      dotAll
    };
  }
  onRemoveModifiers(start, end, { ignoreCase, multiline, dotAll }) {
    const parent = this._node;
    if (parent.type !== "Modifiers") {
      throw new Error("UnknownError");
    }
    parent.remove = {
      type: "ModifierFlags",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      ignoreCase,
      multiline,
      dotAll
    };
  }
  onCapturingGroupEnter(start, name) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    this._node = {
      type: "CapturingGroup",
      parent,
      start,
      end: start,
      raw: "",
      name,
      alternatives: [],
      references: []
    };
    parent.elements.push(this._node);
    this._capturingGroups.push(this._node);
  }
  onCapturingGroupLeave(start, end) {
    const node = this._node;
    if (node.type !== "CapturingGroup" || node.parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
  onQuantifier(start, end, min, max, greedy) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    const element = parent.elements.pop();
    if (element == null || element.type === "Quantifier" || element.type === "Assertion" && element.kind !== "lookahead") {
      throw new Error("UnknownError");
    }
    const node = {
      type: "Quantifier",
      parent,
      start: element.start,
      end,
      raw: this.source.slice(element.start, end),
      min,
      max,
      greedy,
      element
    };
    parent.elements.push(node);
    element.parent = node;
  }
  onLookaroundAssertionEnter(start, kind, negate) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    const node = this._node = {
      type: "Assertion",
      parent,
      start,
      end: start,
      raw: "",
      kind,
      negate,
      alternatives: []
    };
    parent.elements.push(node);
  }
  onLookaroundAssertionLeave(start, end) {
    const node = this._node;
    if (node.type !== "Assertion" || node.parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
  onEdgeAssertion(start, end, kind) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    parent.elements.push({
      type: "Assertion",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      kind
    });
  }
  onWordBoundaryAssertion(start, end, kind, negate) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    parent.elements.push({
      type: "Assertion",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      kind,
      negate
    });
  }
  onAnyCharacterSet(start, end, kind) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    parent.elements.push({
      type: "CharacterSet",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      kind
    });
  }
  onEscapeCharacterSet(start, end, kind, negate) {
    const parent = this._node;
    if (parent.type !== "Alternative" && parent.type !== "CharacterClass") {
      throw new Error("UnknownError");
    }
    parent.elements.push({
      type: "CharacterSet",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      kind,
      negate
    });
  }
  onUnicodePropertyCharacterSet(start, end, kind, key, value, negate, strings) {
    const parent = this._node;
    if (parent.type !== "Alternative" && parent.type !== "CharacterClass") {
      throw new Error("UnknownError");
    }
    const base = {
      type: "CharacterSet",
      parent: null,
      start,
      end,
      raw: this.source.slice(start, end),
      kind,
      strings: null,
      key
    };
    if (strings) {
      if (parent.type === "CharacterClass" && !parent.unicodeSets || negate || value !== null) {
        throw new Error("UnknownError");
      }
      parent.elements.push(Object.assign(Object.assign({}, base), { parent, strings, value, negate }));
    } else {
      parent.elements.push(Object.assign(Object.assign({}, base), { parent, strings, value, negate }));
    }
  }
  onCharacter(start, end, value) {
    const parent = this._node;
    if (parent.type !== "Alternative" && parent.type !== "CharacterClass" && parent.type !== "StringAlternative") {
      throw new Error("UnknownError");
    }
    parent.elements.push({
      type: "Character",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      value
    });
  }
  onBackreference(start, end, ref) {
    const parent = this._node;
    if (parent.type !== "Alternative") {
      throw new Error("UnknownError");
    }
    const node = {
      type: "Backreference",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      ref,
      ambiguous: false,
      resolved: DUMMY_CAPTURING_GROUP
    };
    parent.elements.push(node);
    this._backreferences.push(node);
  }
  onCharacterClassEnter(start, negate, unicodeSets) {
    const parent = this._node;
    const base = {
      type: "CharacterClass",
      parent,
      start,
      end: start,
      raw: "",
      unicodeSets,
      negate,
      elements: []
    };
    if (parent.type === "Alternative") {
      const node = Object.assign(Object.assign({}, base), { parent });
      this._node = node;
      parent.elements.push(node);
    } else if (parent.type === "CharacterClass" && parent.unicodeSets && unicodeSets) {
      const node = Object.assign(Object.assign({}, base), {
        parent,
        unicodeSets
      });
      this._node = node;
      parent.elements.push(node);
    } else {
      throw new Error("UnknownError");
    }
  }
  onCharacterClassLeave(start, end) {
    const node = this._node;
    if (node.type !== "CharacterClass" || node.parent.type !== "Alternative" && node.parent.type !== "CharacterClass") {
      throw new Error("UnknownError");
    }
    const parent = node.parent;
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = parent;
    const expression = this._expressionBufferMap.get(node);
    if (!expression) {
      return;
    }
    if (node.elements.length > 0) {
      throw new Error("UnknownError");
    }
    this._expressionBufferMap.delete(node);
    const newNode = {
      type: "ExpressionCharacterClass",
      parent,
      start: node.start,
      end: node.end,
      raw: node.raw,
      negate: node.negate,
      expression
    };
    expression.parent = newNode;
    if (node !== parent.elements.pop()) {
      throw new Error("UnknownError");
    }
    parent.elements.push(newNode);
  }
  onCharacterClassRange(start, end) {
    const parent = this._node;
    if (parent.type !== "CharacterClass") {
      throw new Error("UnknownError");
    }
    const elements = parent.elements;
    const max = elements.pop();
    if (!max || max.type !== "Character") {
      throw new Error("UnknownError");
    }
    if (!parent.unicodeSets) {
      const hyphen = elements.pop();
      if (!hyphen || hyphen.type !== "Character" || hyphen.value !== HYPHEN_MINUS) {
        throw new Error("UnknownError");
      }
    }
    const min = elements.pop();
    if (!min || min.type !== "Character") {
      throw new Error("UnknownError");
    }
    const node = {
      type: "CharacterClassRange",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      min,
      max
    };
    min.parent = node;
    max.parent = node;
    elements.push(node);
  }
  onClassIntersection(start, end) {
    var _a;
    const parent = this._node;
    if (parent.type !== "CharacterClass" || !parent.unicodeSets) {
      throw new Error("UnknownError");
    }
    const right = parent.elements.pop();
    const left = (_a = this._expressionBufferMap.get(parent)) !== null && _a !== void 0 ? _a : parent.elements.pop();
    if (!left || !right || left.type === "ClassSubtraction" || left.type !== "ClassIntersection" && !isClassSetOperand(left) || !isClassSetOperand(right)) {
      throw new Error("UnknownError");
    }
    const node = {
      type: "ClassIntersection",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      left,
      right
    };
    left.parent = node;
    right.parent = node;
    this._expressionBufferMap.set(parent, node);
  }
  onClassSubtraction(start, end) {
    var _a;
    const parent = this._node;
    if (parent.type !== "CharacterClass" || !parent.unicodeSets) {
      throw new Error("UnknownError");
    }
    const right = parent.elements.pop();
    const left = (_a = this._expressionBufferMap.get(parent)) !== null && _a !== void 0 ? _a : parent.elements.pop();
    if (!left || !right || left.type === "ClassIntersection" || left.type !== "ClassSubtraction" && !isClassSetOperand(left) || !isClassSetOperand(right)) {
      throw new Error("UnknownError");
    }
    const node = {
      type: "ClassSubtraction",
      parent,
      start,
      end,
      raw: this.source.slice(start, end),
      left,
      right
    };
    left.parent = node;
    right.parent = node;
    this._expressionBufferMap.set(parent, node);
  }
  onClassStringDisjunctionEnter(start) {
    const parent = this._node;
    if (parent.type !== "CharacterClass" || !parent.unicodeSets) {
      throw new Error("UnknownError");
    }
    this._node = {
      type: "ClassStringDisjunction",
      parent,
      start,
      end: start,
      raw: "",
      alternatives: []
    };
    parent.elements.push(this._node);
  }
  onClassStringDisjunctionLeave(start, end) {
    const node = this._node;
    if (node.type !== "ClassStringDisjunction" || node.parent.type !== "CharacterClass") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
  onStringAlternativeEnter(start) {
    const parent = this._node;
    if (parent.type !== "ClassStringDisjunction") {
      throw new Error("UnknownError");
    }
    this._node = {
      type: "StringAlternative",
      parent,
      start,
      end: start,
      raw: "",
      elements: []
    };
    parent.alternatives.push(this._node);
  }
  onStringAlternativeLeave(start, end) {
    const node = this._node;
    if (node.type !== "StringAlternative") {
      throw new Error("UnknownError");
    }
    node.end = end;
    node.raw = this.source.slice(start, end);
    this._node = node.parent;
  }
};
var RegExpParser = class {
  constructor(options) {
    this._state = new RegExpParserState(options);
    this._validator = new RegExpValidator(this._state);
  }
  parseLiteral(source, start = 0, end = source.length) {
    this._state.source = source;
    this._validator.validateLiteral(source, start, end);
    const pattern = this._state.pattern;
    const flags = this._state.flags;
    const literal = {
      type: "RegExpLiteral",
      parent: null,
      start,
      end,
      raw: source,
      pattern,
      flags
    };
    pattern.parent = literal;
    flags.parent = literal;
    return literal;
  }
  parseFlags(source, start = 0, end = source.length) {
    this._state.source = source;
    this._validator.validateFlags(source, start, end);
    return this._state.flags;
  }
  parsePattern(source, start = 0, end = source.length, uFlagOrFlags = void 0) {
    this._state.source = source;
    this._validator.validatePattern(source, start, end, uFlagOrFlags);
    return this._state.pattern;
  }
};
var RegExpVisitor = class {
  constructor(handlers) {
    this._handlers = handlers;
  }
  visit(node) {
    switch (node.type) {
      case "Alternative":
        this.visitAlternative(node);
        break;
      case "Assertion":
        this.visitAssertion(node);
        break;
      case "Backreference":
        this.visitBackreference(node);
        break;
      case "CapturingGroup":
        this.visitCapturingGroup(node);
        break;
      case "Character":
        this.visitCharacter(node);
        break;
      case "CharacterClass":
        this.visitCharacterClass(node);
        break;
      case "CharacterClassRange":
        this.visitCharacterClassRange(node);
        break;
      case "CharacterSet":
        this.visitCharacterSet(node);
        break;
      case "ClassIntersection":
        this.visitClassIntersection(node);
        break;
      case "ClassStringDisjunction":
        this.visitClassStringDisjunction(node);
        break;
      case "ClassSubtraction":
        this.visitClassSubtraction(node);
        break;
      case "ExpressionCharacterClass":
        this.visitExpressionCharacterClass(node);
        break;
      case "Flags":
        this.visitFlags(node);
        break;
      case "Group":
        this.visitGroup(node);
        break;
      case "Modifiers":
        this.visitModifiers(node);
        break;
      case "ModifierFlags":
        this.visitModifierFlags(node);
        break;
      case "Pattern":
        this.visitPattern(node);
        break;
      case "Quantifier":
        this.visitQuantifier(node);
        break;
      case "RegExpLiteral":
        this.visitRegExpLiteral(node);
        break;
      case "StringAlternative":
        this.visitStringAlternative(node);
        break;
      default:
        throw new Error(`Unknown type: ${node.type}`);
    }
  }
  visitAlternative(node) {
    if (this._handlers.onAlternativeEnter) {
      this._handlers.onAlternativeEnter(node);
    }
    node.elements.forEach(this.visit, this);
    if (this._handlers.onAlternativeLeave) {
      this._handlers.onAlternativeLeave(node);
    }
  }
  visitAssertion(node) {
    if (this._handlers.onAssertionEnter) {
      this._handlers.onAssertionEnter(node);
    }
    if (node.kind === "lookahead" || node.kind === "lookbehind") {
      node.alternatives.forEach(this.visit, this);
    }
    if (this._handlers.onAssertionLeave) {
      this._handlers.onAssertionLeave(node);
    }
  }
  visitBackreference(node) {
    if (this._handlers.onBackreferenceEnter) {
      this._handlers.onBackreferenceEnter(node);
    }
    if (this._handlers.onBackreferenceLeave) {
      this._handlers.onBackreferenceLeave(node);
    }
  }
  visitCapturingGroup(node) {
    if (this._handlers.onCapturingGroupEnter) {
      this._handlers.onCapturingGroupEnter(node);
    }
    node.alternatives.forEach(this.visit, this);
    if (this._handlers.onCapturingGroupLeave) {
      this._handlers.onCapturingGroupLeave(node);
    }
  }
  visitCharacter(node) {
    if (this._handlers.onCharacterEnter) {
      this._handlers.onCharacterEnter(node);
    }
    if (this._handlers.onCharacterLeave) {
      this._handlers.onCharacterLeave(node);
    }
  }
  visitCharacterClass(node) {
    if (this._handlers.onCharacterClassEnter) {
      this._handlers.onCharacterClassEnter(node);
    }
    node.elements.forEach(this.visit, this);
    if (this._handlers.onCharacterClassLeave) {
      this._handlers.onCharacterClassLeave(node);
    }
  }
  visitCharacterClassRange(node) {
    if (this._handlers.onCharacterClassRangeEnter) {
      this._handlers.onCharacterClassRangeEnter(node);
    }
    this.visitCharacter(node.min);
    this.visitCharacter(node.max);
    if (this._handlers.onCharacterClassRangeLeave) {
      this._handlers.onCharacterClassRangeLeave(node);
    }
  }
  visitCharacterSet(node) {
    if (this._handlers.onCharacterSetEnter) {
      this._handlers.onCharacterSetEnter(node);
    }
    if (this._handlers.onCharacterSetLeave) {
      this._handlers.onCharacterSetLeave(node);
    }
  }
  visitClassIntersection(node) {
    if (this._handlers.onClassIntersectionEnter) {
      this._handlers.onClassIntersectionEnter(node);
    }
    this.visit(node.left);
    this.visit(node.right);
    if (this._handlers.onClassIntersectionLeave) {
      this._handlers.onClassIntersectionLeave(node);
    }
  }
  visitClassStringDisjunction(node) {
    if (this._handlers.onClassStringDisjunctionEnter) {
      this._handlers.onClassStringDisjunctionEnter(node);
    }
    node.alternatives.forEach(this.visit, this);
    if (this._handlers.onClassStringDisjunctionLeave) {
      this._handlers.onClassStringDisjunctionLeave(node);
    }
  }
  visitClassSubtraction(node) {
    if (this._handlers.onClassSubtractionEnter) {
      this._handlers.onClassSubtractionEnter(node);
    }
    this.visit(node.left);
    this.visit(node.right);
    if (this._handlers.onClassSubtractionLeave) {
      this._handlers.onClassSubtractionLeave(node);
    }
  }
  visitExpressionCharacterClass(node) {
    if (this._handlers.onExpressionCharacterClassEnter) {
      this._handlers.onExpressionCharacterClassEnter(node);
    }
    this.visit(node.expression);
    if (this._handlers.onExpressionCharacterClassLeave) {
      this._handlers.onExpressionCharacterClassLeave(node);
    }
  }
  visitFlags(node) {
    if (this._handlers.onFlagsEnter) {
      this._handlers.onFlagsEnter(node);
    }
    if (this._handlers.onFlagsLeave) {
      this._handlers.onFlagsLeave(node);
    }
  }
  visitGroup(node) {
    if (this._handlers.onGroupEnter) {
      this._handlers.onGroupEnter(node);
    }
    if (node.modifiers) {
      this.visit(node.modifiers);
    }
    node.alternatives.forEach(this.visit, this);
    if (this._handlers.onGroupLeave) {
      this._handlers.onGroupLeave(node);
    }
  }
  visitModifiers(node) {
    if (this._handlers.onModifiersEnter) {
      this._handlers.onModifiersEnter(node);
    }
    if (node.add) {
      this.visit(node.add);
    }
    if (node.remove) {
      this.visit(node.remove);
    }
    if (this._handlers.onModifiersLeave) {
      this._handlers.onModifiersLeave(node);
    }
  }
  visitModifierFlags(node) {
    if (this._handlers.onModifierFlagsEnter) {
      this._handlers.onModifierFlagsEnter(node);
    }
    if (this._handlers.onModifierFlagsLeave) {
      this._handlers.onModifierFlagsLeave(node);
    }
  }
  visitPattern(node) {
    if (this._handlers.onPatternEnter) {
      this._handlers.onPatternEnter(node);
    }
    node.alternatives.forEach(this.visit, this);
    if (this._handlers.onPatternLeave) {
      this._handlers.onPatternLeave(node);
    }
  }
  visitQuantifier(node) {
    if (this._handlers.onQuantifierEnter) {
      this._handlers.onQuantifierEnter(node);
    }
    this.visit(node.element);
    if (this._handlers.onQuantifierLeave) {
      this._handlers.onQuantifierLeave(node);
    }
  }
  visitRegExpLiteral(node) {
    if (this._handlers.onRegExpLiteralEnter) {
      this._handlers.onRegExpLiteralEnter(node);
    }
    this.visitPattern(node.pattern);
    this.visitFlags(node.flags);
    if (this._handlers.onRegExpLiteralLeave) {
      this._handlers.onRegExpLiteralLeave(node);
    }
  }
  visitStringAlternative(node) {
    if (this._handlers.onStringAlternativeEnter) {
      this._handlers.onStringAlternativeEnter(node);
    }
    node.elements.forEach(this.visit, this);
    if (this._handlers.onStringAlternativeLeave) {
      this._handlers.onStringAlternativeLeave(node);
    }
  }
};
function visitRegExpAST(node, handlers) {
  new RegExpVisitor(handlers).visit(node);
}

// src/rules/syntax/regex-pattern.ts
var parser = new RegExpParser({ ecmaVersion: 2025 });
function parsePattern(source, dialect, unicode = false) {
  const text = dialect === "javascript" ? source : fromDialect(source);
  if (text === void 0) return void 0;
  try {
    return parser.parsePattern(text, 0, text.length, { unicode });
  } catch {
    return void 0;
  }
}
function fromDialect(source) {
  const flags = /^\(\?([a-zA-Z]+)\)/.exec(source);
  if (flags?.[1]?.includes("x")) return void 0;
  return source.slice(flags?.[0].length ?? 0).replace(/\(\?P<(\w+)>/g, "(?<$1>").replace(/\(\?P=(\w+)\)/g, "\\k<$1>").replace(/(?<!\\)((?:\\\\)*)\\A/g, "$1^").replace(/(?<!\\)((?:\\\\)*)\\[zZ]/g, "$1$");
}
function characterClasses(pattern) {
  const classes = [];
  visitRegExpAST(pattern, { onCharacterClassEnter: (node) => void classes.push(node) });
  return classes;
}
function capturingGroups(pattern) {
  let count2 = 0;
  const names2 = /* @__PURE__ */ new Set();
  visitRegExpAST(pattern, {
    onCapturingGroupEnter: (group) => {
      count2 += 1;
      if (group.name) names2.add(group.name);
    }
  });
  return { count: count2, names: names2 };
}
function unescapeLiteral(body, raw, dialect) {
  if (raw) return body;
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|N\{[^}]*\}|[0-7]{1,3}|.)/gs, (escape, code) => {
    if (/^[xuU]./.test(code)) return String.fromCodePoint(parseInt(code.slice(1), 16));
    if (code.startsWith("N{")) return "\uFFFD";
    if (/^[0-7]/.test(code)) return String.fromCharCode(parseInt(code, 8));
    return SIMPLE_ESCAPES[code] ?? (dialect === "javascript" ? code : escape);
  });
}
var SIMPLE_ESCAPES = {
  n: "\n",
  t: "	",
  r: "\r",
  f: "\f",
  v: "\v",
  b: "\b",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "`": "`"
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

// src/rules/catalog/review/anchored-alternation/loose-alternative.ts
var startsAnchored = (alternative) => {
  const first = alternative.elements[0];
  return first?.type === "Assertion" && first.kind === "start";
};
var endsAnchored = (alternative) => {
  const last = alternative.elements.at(-1);
  return last?.type === "Assertion" && last.kind === "end";
};
var isWord = (alternative) => alternative.elements.length > 0 && alternative.elements.every((element) => element.type === "Character" && /^[\w -]$/.test(element.raw));
function looseAlternative(regex) {
  const alternatives = regex.pattern.alternatives;
  const first = alternatives[0];
  const last = alternatives.at(-1);
  if (!first || !last || alternatives.length < 2) return false;
  const start = startsAnchored(first);
  const end = endsAnchored(last);
  if (!start && !end) return false;
  const inner = alternatives.map((alternative, index) => ({
    ...alternative,
    elements: alternative.elements.slice(index === 0 && start ? 1 : 0, index === alternatives.length - 1 && end ? -1 : void 0)
  }));
  const loose = alternatives.find((alternative) => !startsAnchored(alternative) && !endsAnchored(alternative));
  if (!loose || !inner.every(isWord)) return false;
  const words = inner.map((alternative) => alternative.elements.map((element) => element.raw).join(""));
  return {
    details: {
      pattern: excerpt(regex.source, 60),
      anchors: start && end ? "`^` and `$` bind" : start ? "`^` binds" : "`$` binds",
      which: start && end ? "first and the last alternative" : start ? "first alternative" : "last alternative",
      loose: excerpt(loose.raw, 30),
      grouped: excerpt(`${start ? "^" : ""}(?:${words.join("|")})${end ? "$" : ""}`, 60)
    }
  };
}

// src/rules/catalog/review/anchored-alternation/typescript.ts
var implementation14 = regexImplementation(JS_REGEX, /\^[^\n]*\||\|[^\n]*\$/, looseAlternative, {
  match: ["const answer = /^yes|no|maybe$/.test(input);", "const method = new RegExp('^GET|POST|PUT$');"],
  noMatch: ["const trimmed = text.replace(/^\\s+|\\s+$/g, '');", "const answer = /^(?:yes|no|maybe)$/;", "const either = /^a$|^b$/;", "const any = /yes|no/;"]
});

// src/rules/syntax/python/regex-literals.ts
var QUERY2 = `((call
  function: (attribute object: (identifier) @module attribute: (identifier) @function)
  arguments: (argument_list . (string) @pattern)) @target
  (#eq? @module "re")
  (#any-of? @function "compile" "match" "search" "fullmatch" "sub" "subn" "split" "findall" "finditer"))`;
function read2(captures) {
  const node = captures.pattern;
  const body = node && plainStringText(node);
  if (!node || body === void 0) return void 0;
  const prefix = /^[a-zA-Z]*/.exec(node.text)?.[0] ?? "";
  const pattern = parsePattern(unescapeLiteral(body, /r/i.test(prefix), "python"), "python");
  return pattern && { pattern, source: node.text };
}
var PYTHON_REGEX = { languages: ["python"], query: QUERY2, read: read2 };

// src/rules/catalog/review/anchored-alternation/python.ts
var implementation15 = regexImplementation(
  PYTHON_REGEX,
  /(\^|\\A)[^\n]*\||\|[^\n]*(\$|\\Z)/,
  (regex, captures) => captures.function?.text !== "fullmatch" && looseAlternative(regex),
  {
    match: ['ANSWER = re.compile(r"^yes|no|maybe$")', 'if re.search(r"\\Aget|post|put\\Z", method): pass'],
    noMatch: ['TRIM = re.compile(r"^\\s+|\\s+$")', 'ANSWER = re.compile(r"^(?:yes|no|maybe)$")', 'ok = re.fullmatch(r"^yes|no|maybe$", text)']
  }
);

// src/rules/syntax/go/regex-literals.ts
var QUERY3 = `((call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  arguments: (argument_list . [(interpreted_string_literal) (raw_string_literal)] @pattern)) @target
  (#eq? @package "regexp")
  (#any-of? @function "Compile" "MustCompile" "CompilePOSIX" "MustCompilePOSIX" "MatchString" "Match"))`;
function read3(captures) {
  const node = captures.pattern;
  if (!node) return void 0;
  const raw = node.type === "raw_string_literal";
  const pattern = parsePattern(unescapeLiteral(node.text.slice(1, -1), raw, "go"), "go");
  return pattern && { pattern, source: node.text };
}
var GO_REGEX = { languages: ["go"], query: QUERY3, read: read3 };

// src/rules/catalog/review/anchored-alternation/go.ts
var implementation16 = regexImplementation(GO_REGEX, /(\^|\\A)[^\n]*\||\|[^\n]*(\$|\\z)/, looseAlternative, {
  match: ["var answer = regexp.MustCompile(`^yes|no|maybe$`)"],
  noMatch: ["var trim = regexp.MustCompile(`^\\s+|\\s+$`)", "var answer = regexp.MustCompile(`^(?:yes|no|maybe)$`)"]
});

// src/rules/catalog/review/append-nothing/rule.ts
var rule8 = {
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
var implementation17 = {
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

// src/rules/catalog/review/array-callback-return/rule.ts
var rule9 = {
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
var implementation18 = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: (member_expression property: (property_identifier) @method (#match? @method "^(${METHODS.join("|")})$"))
      arguments: (arguments . [(arrow_function body: (statement_block) @body) (function_expression body: (statement_block) @body)] @callback)) @target`,
  textGate: new RegExp(`\\.(${METHODS.join("|")})\\b`),
  check: ({ target, captures }) => {
    if (target.parent?.type === "expression_statement") return false;
    const body = captures.body;
    if (!body || statementsOf2(body).length === 0 || returnsOrThrows(body)) return false;
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

// src/rules/catalog/review/assert-string-literal/rule.ts
var rule10 = {
  id: "review/assert-string-literal",
  ...MEDIUM_CORRECTNESS,
  confidence: 90,
  message: "`assert {{test}}` tests a non-empty string, which is always true: this assert never fails.",
  recommendation: 'Put the condition first and the message after the comma (`assert condition, "message"`), or write `assert False, "message"` (better: `raise AssertionError("message")`) for a branch that must not be reached.',
  documentation: {
    finds: "An `assert` whose test is a string literal with text in it (an f-string counts when it has text besides its fields).",
    why: 'A non-empty string is true, so the assert passes whatever the program state: the message was written where the condition belongs (`assert "x must be positive", x > 0`) or `False` was left out (`assert "unreachable"`), and the check the author meant never runs.',
    wrongWhen: 'Never intended. The empty string (`assert ""`, always failing) and f-strings made only of fields are left alone; `# noqa: PLW0129` silences it.',
    origin: "Pylint's W0129 `assert-on-string-literal` (Ruff PLW0129)."
  }
};

// src/rules/syntax/python/bug-patterns-helpers.ts
function firstChangedLine(context, nodes) {
  for (const node of nodes) {
    for (let row = node.startPosition.row; row <= node.endPosition.row; row += 1) if (context.isChanged(row + 1)) return row + 1;
  }
  return void 0;
}
var lineOf = (node) => node.startPosition.row + 1;
var STATEFUL_CALL = /^(next|pop\w*|read\w*|recv\w*|random\w*|randint|choice|time|monotonic\w*|perf_counter\w*|consume\w*|accept\w*|advance\w*|peek\w*|get_nowait|uuid\d)$/;
function mayChange(node) {
  if (node.descendantsOfType(["await", "named_expression", "yield"]).length > 0) return true;
  return node.descendantsOfType("call").some((call) => STATEFUL_CALL.test(calleePath(call).at(-1) ?? ""));
}
var LITERAL_CONDITION = /* @__PURE__ */ new Set(["integer", "float", "true", "false", "none", "string"]);
var LOOP_TYPES = /* @__PURE__ */ new Set(["for_statement", "while_statement"]);
var BUILTIN_EXCEPTIONS = new Set(
  "ArithmeticError AssertionError AttributeError BaseException BaseExceptionGroup BlockingIOError BrokenPipeError BufferError BytesWarning ChildProcessError ConnectionAbortedError ConnectionError ConnectionRefusedError ConnectionResetError DeprecationWarning EOFError EncodingWarning EnvironmentError Exception ExceptionGroup FileExistsError FileNotFoundError FloatingPointError FutureWarning GeneratorExit IOError ImportError ImportWarning IndentationError IndexError InterruptedError IsADirectoryError KeyError KeyboardInterrupt LookupError MemoryError ModuleNotFoundError NameError NotADirectoryError NotImplemented NotImplementedError OSError OverflowError PendingDeprecationWarning PermissionError ProcessLookupError PythonFinalizationError RecursionError ReferenceError ResourceWarning RuntimeError RuntimeWarning StopAsyncIteration StopIteration SyntaxError SyntaxWarning SystemError SystemExit TabError TimeoutError TypeError UnboundLocalError UnicodeDecodeError UnicodeEncodeError UnicodeError UnicodeTranslateError UnicodeWarning UserWarning ValueError Warning ZeroDivisionError WindowsError VMSError StandardError _IncompleteInputError abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr classmethod compile complex copyright credits delattr dict dir divmod enumerate eval exec exit filter float format frozenset getattr globals hasattr hash help hex id input int isinstance issubclass iter len license list locals map max memoryview min next object oct open ord pow print property quit range repr reversed round set setattr slice sorted staticmethod str sum super tuple type vars zip".split(" ")
);

// src/rules/syntax/python/python-names.ts
var SCOPE_TYPES = /* @__PURE__ */ new Set(["function_definition", "lambda", "class_definition"]);
function tokensOf(node) {
  const tokens = [];
  const walk = (current) => {
    if (current.type === "comment") return;
    if (current.childCount === 0 || current.type === "string") {
      tokens.push(current);
      return;
    }
    for (const child of current.children) if (child) walk(child);
  };
  walk(node);
  return tokens;
}
function sameCode(a, b) {
  const left = tokensOf(a);
  const right = tokensOf(b);
  return left.length === right.length && left.every((token, index) => token.text === right[index]?.text);
}
function isVariableName(identifier) {
  const parent = identifier.parent;
  if (!parent) return true;
  if (parent.type === "attribute") return parent.childForFieldName("attribute")?.id !== identifier.id;
  if (parent.type === "keyword_argument") return parent.childForFieldName("name")?.id !== identifier.id;
  return true;
}
function targetNames(target) {
  if (!target) return [];
  if (target.type === "identifier") return [target];
  if (["pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "parenthesized_expression", "list_splat_pattern"].includes(target.type)) {
    return target.namedChildren.flatMap((child) => targetNames(child));
  }
  return [];
}
function boundBy(node) {
  switch (node.type) {
    case "assignment":
    case "augmented_assignment":
    case "for_statement":
    case "for_in_clause":
      return targetNames(node.childForFieldName("left"));
    case "named_expression":
      return targetNames(node.childForFieldName("name"));
    case "as_pattern":
      return targetNames(node.childForFieldName("alias")?.namedChildren[0] ?? node.childForFieldName("alias"));
    case "with_item": {
      const value = node.childForFieldName("value");
      return value?.type === "as_pattern" ? targetNames(value.childForFieldName("alias")?.namedChildren[0] ?? null) : [];
    }
    case "function_definition":
    case "class_definition":
      return targetNames(node.childForFieldName("name"));
    case "except_clause":
      return node.namedChildren.filter((child) => child.type === "as_pattern").flatMap((pattern) => targetNames(pattern.childForFieldName("alias")?.namedChildren[0] ?? null));
    case "import_statement":
    case "import_from_statement":
    case "future_import_statement":
      return node.namedChildren.flatMap((child) => {
        if (node.type === "import_from_statement" && child.id === node.childForFieldName("module_name")?.id) return [];
        if (child.type === "aliased_import") return targetNames(child.childForFieldName("alias"));
        if (child.type === "dotted_name") return child.namedChildren.slice(0, 1);
        return [];
      });
    default:
      return [];
  }
}
var BINDING_TYPES = [
  "assignment",
  "augmented_assignment",
  "for_statement",
  "for_in_clause",
  "named_expression",
  "with_item",
  "function_definition",
  "class_definition",
  "except_clause",
  "import_statement",
  "import_from_statement"
];
function scopeOf(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (SCOPE_TYPES.has(current.type)) return current;
  }
  let root = node;
  while (root.parent) root = root.parent;
  return root;
}
function namesBoundBefore(scope, position) {
  const names2 = /* @__PURE__ */ new Set();
  if (scope.type === "function_definition") for (const parameter of parametersOf(scope)) names2.add(parameter.name);
  if (scope.type === "lambda") {
    for (const parameter of scope.childForFieldName("parameters")?.namedChildren ?? []) {
      const name = parameter.type === "identifier" ? parameter : parameter.childForFieldName("name");
      if (name) names2.add(name.text);
    }
  }
  const body = scope.type === "function_definition" || scope.type === "class_definition" ? scope.childForFieldName("body") : scope.type === "lambda" ? scope.childForFieldName("body") : scope;
  if (!body) return names2;
  for (const node of body.descendantsOfType(BINDING_TYPES)) {
    if (node.startIndex >= position) break;
    if (node.id !== scope.id && scopeOf(node).id !== scope.id && !(SCOPE_TYPES.has(node.type) && scopeOf(node).id === scope.id)) continue;
    for (const name of boundBy(node)) names2.add(name.text);
  }
  return names2;
}
function silencedByNoqa(lines, line2, codes) {
  const match = /#\s*noqa\b(?::\s*([\w\s,]+))?/i.exec(lines[line2 - 1] ?? "");
  if (!match) return false;
  const listed = match[1]?.split(/[\s,]+/).filter(Boolean) ?? [];
  return listed.length === 0 || listed.some((code) => codes.includes(code.toUpperCase()));
}

// src/rules/catalog/review/assert-string-literal/python.ts
var implementation19 = {
  languages: ["python"],
  query: "(assert_statement . [(string) (concatenated_string)] @test) @target",
  textGate: /assert/,
  check: ({ target, captures, context }) => {
    const test = captures.test;
    if (!test || test.descendantsOfType("string_content").every((content) => content.text.length === 0)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["PLW0129"])) return false;
    return { details: { test: excerpt(test.text, 50) } };
  },
  examples: {
    match: [
      'def pay(amount):\n    assert "amount must be positive", amount > 0',
      'if state == "done":\n    assert "unreachable"',
      'assert f"bad state {state}"'
    ],
    noMatch: ['assert amount > 0, "amount must be positive"', 'assert ""', 'assert f"{name}"', 'assert "x" in text', 'assert False, "unreachable"']
  }
};

// src/rules/catalog/review/assert-tuple/rule.ts
var rule11 = {
  id: "review/assert-tuple",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 95,
  category: "correctness",
  message: "`assert` is given a tuple, and a non-empty tuple is always true: this assertion can never fail.",
  recommendation: 'Drop the parentheses so the message is the assertion\'s second operand: `assert condition, "message"`.',
  documentation: {
    finds: '`assert (cond, "message")`: an assert of a non-empty tuple.',
    why: "A non-empty tuple is always true, so the assert can never fail and the check it was meant to make is gone.",
    wrongWhen: "Never intended; `assert (a, b) == pair` (a comparison) is left alone.",
    origin: "CPython's own SyntaxWarning and flake8's F631."
  }
};

// src/rules/catalog/review/assert-tuple/python.ts
function fixAssertTuple(target) {
  const text = target.lines[target.line - 1] ?? "";
  const match = /^(\s*)assert\s*\((.*)\)(\s*(?:#.*)?)$/.exec(text);
  const inner = match?.[2]?.trim();
  if (!match || !inner || inner.endsWith(",")) return void 0;
  let depth = 0;
  for (const character of inner) {
    depth += "([{".includes(character) ? 1 : ")]}".includes(character) ? -1 : 0;
    if (depth < 0) return void 0;
  }
  return depth === 0 ? { startLine: target.line, endLine: target.line, replacement: [`${match[1] ?? ""}assert ${inner}${match[3] ?? ""}`] } : void 0;
}
var implementation20 = {
  languages: ["python"],
  query: "(assert_statement . (tuple (_)) @tuple) @target",
  check: ({ target, context }) => !silencedByNoqa(context.lines, lineOf(target), ["F631"]),
  fix: fixAssertTuple,
  examples: {
    match: ['assert (user.is_admin, "admins only")', 'def pay(amount):\n    assert (amount > 0, f"bad amount {amount}")'],
    noMatch: ['assert user.is_admin, "admins only"', "assert (a, b) == pair", "assert ()"]
  }
};

// src/rules/catalog/review/assignment-in-condition/rule.ts
var rule12 = {
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
  const expression = unwrapParentheses2(node);
  if (expression.type !== "binary_expression") return false;
  const operator = expression.childForFieldName("operator")?.text ?? "";
  if (COMPARISONS.has(operator)) return true;
  const left = expression.childForFieldName("left");
  const right = expression.childForFieldName("right");
  return (operator === "&&" || operator === "||") && !!left && !!right && isBooleanTest(left) && isBooleanTest(right);
}
var implementation21 = {
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
var rule13 = {
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

// src/rules/catalog/review/async-promise-executor/typescript.ts
function catchesEverything(executor) {
  const body = executor.childForFieldName("body");
  if (body?.type !== "statement_block") return false;
  const statements = statementsOf2(body);
  return statements.length === 1 && statements[0]?.type === "try_statement" && statements[0].childForFieldName("handler") !== null;
}
var implementation22 = {
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

// src/rules/catalog/review/high-concurrency.ts
var HIGH_CONCURRENCY = {
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "concurrency"
};

// src/rules/catalog/review/atomic-result-assigned/rule.ts
var rule14 = {
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
var implementation23 = {
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

// src/rules/catalog/review/await-in-foreach/rule.ts
var rule15 = {
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
var implementation24 = {
  languages: JS_FAMILY,
  query: `((call_expression
      function: (member_expression property: (property_identifier) @method)
      arguments: (arguments . [(arrow_function) (function_expression)] @callback)) @target
      (#eq? @method "forEach"))`,
  textGate: /forEach/,
  check: ({ captures }) => {
    const callback = captures.callback;
    if (!callback || !isAsync(callback)) return false;
    return callback.descendantsOfType("await_expression").some((awaited) => enclosingFunction2(awaited)?.id === callback.id);
  },
  examples: {
    match: ["async function sendAll(users) {\n  users.forEach(async (user) => {\n    await mail(user);\n  });\n  done();\n}"],
    noMatch: ["async function sendAll(users) {\n  for (const user of users) await mail(user);\n}", "users.forEach((user) => mail(user));"]
  }
};

// src/rules/catalog/review/bad-except-order/rule.ts
var rule16 = {
  id: "review/bad-except-order",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "error-handling",
  message: "`except {{exception}}` never runs: the handler on line {{first}} catches `{{broader}}`, of which `{{exception}}` is a subclass.",
  recommendation: "Put the handler of the narrower exception first, or drop it if the broader handler already does the right thing.",
  documentation: {
    finds: "A `try` whose handler of a builtin exception comes after a handler of one of its builtin base classes: `except OSError: \u2026 except FileNotFoundError: \u2026`, `except Exception: \u2026 except ValueError: \u2026`.",
    why: "Python runs the first handler that matches. The earlier, broader handler takes every exception the later one was written for, so the later handler is dead code and its special treatment never happens.",
    wrongWhen: "Never intended. Only builtin exception classes are compared (their hierarchy is fixed); a name the file imports or defines itself (`from requests.exceptions import ConnectionError`) is left alone; `# noqa: PLE0701` silences it.",
    origin: "Pylint's E0701 `bad-except-order`."
  }
};

// src/rules/catalog/review/bad-except-order/python.ts
var BASE = (() => {
  const children = {
    BaseException: "SystemExit KeyboardInterrupt GeneratorExit Exception",
    Exception: "ArithmeticError AssertionError AttributeError BufferError EOFError ImportError LookupError MemoryError NameError OSError ReferenceError RuntimeError StopIteration StopAsyncIteration SyntaxError SystemError TypeError ValueError Warning",
    ArithmeticError: "FloatingPointError OverflowError ZeroDivisionError",
    ImportError: "ModuleNotFoundError",
    LookupError: "IndexError KeyError",
    NameError: "UnboundLocalError",
    OSError: "BlockingIOError ChildProcessError ConnectionError FileExistsError FileNotFoundError InterruptedError IsADirectoryError NotADirectoryError PermissionError ProcessLookupError TimeoutError",
    ConnectionError: "BrokenPipeError ConnectionAbortedError ConnectionRefusedError ConnectionResetError",
    RuntimeError: "NotImplementedError RecursionError",
    SyntaxError: "IndentationError",
    IndentationError: "TabError",
    ValueError: "UnicodeError",
    UnicodeError: "UnicodeDecodeError UnicodeEncodeError UnicodeTranslateError",
    Warning: "DeprecationWarning PendingDeprecationWarning RuntimeWarning SyntaxWarning UserWarning FutureWarning ImportWarning UnicodeWarning BytesWarning ResourceWarning EncodingWarning"
  };
  const base = {};
  for (const [parent, names2] of Object.entries(children)) for (const name of names2.split(" ")) base[name] = parent;
  return base;
})();
var ALIAS = { IOError: "OSError", EnvironmentError: "OSError" };
function isSubclass(name, ancestor) {
  for (let current = ALIAS[name] ?? name; current; current = BASE[current]) if (current === (ALIAS[ancestor] ?? ancestor)) return true;
  return false;
}
var isBuiltin = (name) => name === "BaseException" || (ALIAS[name] ?? name) in BASE;
function caught(clause) {
  const value = clause.childForFieldName("value");
  const types = value?.type === "as_pattern" ? value.namedChildren[0] : value;
  const names2 = types?.type === "tuple" || types?.type === "parenthesized_expression" ? types.namedChildren : [types];
  return names2.filter((name) => name?.type === "identifier").map((name) => name.text);
}
function boundInFile(source, name) {
  return new RegExp(`\\bimport\\b[^\\n]*\\b${name}\\b|\\bclass\\s+${name}\\b|\\b${name}\\s*=|\\bas\\s+${name}\\b`).test(source);
}
var implementation25 = {
  languages: ["python"],
  query: "(try_statement (except_clause) @target)",
  textGate: /except[\s(]/,
  check: ({ target, context }) => {
    const names2 = caught(target).filter(isBuiltin);
    if (names2.length === 0) return false;
    for (let earlier = target.previousNamedSibling; earlier?.type === "except_clause"; earlier = earlier.previousNamedSibling) {
      for (const broader of caught(earlier).filter(isBuiltin)) {
        const exception = names2.find((name) => (ALIAS[name] ?? name) !== (ALIAS[broader] ?? broader) && isSubclass(name, broader));
        if (!exception) continue;
        const source = context.lines.join("\n");
        if (boundInFile(source, exception) || boundInFile(source, broader)) return false;
        if (silencedByNoqa(context.lines, lineOf(target), ["PLE0701", "E0701"])) return false;
        return { details: { exception, broader, first: String(lineOf(earlier)) } };
      }
    }
    return false;
  },
  examples: {
    match: [
      'try:\n    data = open(path).read()\nexcept OSError:\n    data = ""\nexcept FileNotFoundError:\n    data = None',
      "try:\n    value = int(text)\nexcept Exception as error:\n    log(error)\nexcept (ValueError, TypeError):\n    value = 0",
      "try:\n    item = table[key]\nexcept LookupError:\n    item = None\nexcept KeyError:\n    raise"
    ],
    noMatch: [
      'try:\n    data = open(path).read()\nexcept FileNotFoundError:\n    data = None\nexcept OSError:\n    data = ""',
      "try:\n    value = int(text)\nexcept ValueError:\n    value = 0\nexcept KeyError:\n    raise",
      "from requests.exceptions import ConnectionError\ntry:\n    fetch()\nexcept OSError:\n    pass\nexcept ConnectionError:\n    retry()",
      "try:\n    run()\nexcept errors.Error:\n    pass\nexcept ValueError:\n    pass"
    ]
  }
};

// src/rules/catalog/review/bare-raise-outside-except/rule.ts
var rule17 = {
  id: "review/bare-raise-outside-except",
  ...MEDIUM_CORRECTNESS,
  message: "A bare `raise` {{where}}: with no exception being handled it raises `RuntimeError: No active exception to reraise` instead of an error that says what went wrong.",
  recommendation: 'Raise the error meant here (`raise ValueError("\u2026")`), or move the `raise` into the `except` block whose exception it should re-raise.',
  documentation: {
    finds: "A `raise` without an exception that is in no `except` block (nor `finally`) of its function, in a function that shows no sign of being called from one.",
    why: "A bare `raise` re-raises the exception being handled; where there is none, Python raises `RuntimeError: No active exception to reraise`, so the caller gets a confusing error instead of the one meant \u2014 usually the exception class was left out (`if x is None: raise`), or the `raise` ended up after the `except` block it belonged to.",
    wrongWhen: "A bare `raise` is legal in any function called while an exception is handled, so functions that look like such helpers are left alone: `__exit__`/`__aexit__`, functions nested in an `except` block, functions that read `sys.exc_info()`/`sys.exception()`, take the exception as a parameter (`exc`, `error`, `exc_info`, \u2026), are named for it (`reraise`, `handle_error`, \u2026) or are called from an `except` block of the same file. `# noqa: PLE0704` silences it.",
    origin: "Pylint's E0704 `misplaced-bare-raise` (Ruff PLE0704), narrowed for the handler helpers their issue trackers report."
  }
};

// src/rules/per-file.ts
function perFile(compute) {
  const cache = /* @__PURE__ */ new WeakMap();
  return (context) => {
    let entry = cache.get(context);
    if (!entry) {
      entry = { value: compute(context) };
      cache.set(context, entry);
    }
    return entry.value;
  };
}

// src/rules/catalog/review/bare-raise-outside-except/python.ts
var HANDLING = /* @__PURE__ */ new Set(["except_clause", "except_group_clause", "finally_clause"]);
var EXCEPTION_WORDS = /^_*(e|ex|exc|err|error|exception|exc_info|exc_type|exc_value|etype|einfo|value|tb|traceback)$|exc|err|raise|handle|except|fail|cleanup|rollback|abort|__exit__/i;
var calledWhileHandling = perFile((context) => {
  const names2 = /* @__PURE__ */ new Set();
  for (const clause of context.root.descendantsOfType([...HANDLING])) {
    for (const call of clause.descendantsOfType("call")) names2.add(calleePath(call).at(-1) ?? "");
  }
  return names2;
});
function looksLikeHandlerHelper(fn, context) {
  const name = fn.childForFieldName("name")?.text ?? "";
  if (EXCEPTION_WORDS.test(name) || calledWhileHandling(context).has(name)) return true;
  if (parametersOf(fn).some((parameter) => EXCEPTION_WORDS.test(parameter.name))) return true;
  return /\bsys\.(exc_info|exception)\(|\bexc_info\b/.test(fn.text);
}
var implementation26 = {
  languages: ["python"],
  query: "(raise_statement) @target",
  textGate: /raise\s*(#|$|;|\n)/m,
  check: ({ target, context }) => {
    if (target.namedChildren.some((child) => child.type !== "comment")) return false;
    for (let current = target.parent; current; current = current.parent) if (HANDLING.has(current.type)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["PLE0704"])) return false;
    const fn = enclosingFunction(target);
    if (fn && looksLikeHandlerHelper(fn, context)) return false;
    return {
      details: { where: fn ? `in \`${fn.childForFieldName("name")?.text ?? "this function"}\` outside any \`except\` block` : "outside any `except` block" }
    };
  },
  examples: {
    match: [
      "def load(path):\n    if not path:\n        raise\n    return open(path).read()",
      'try:\n    connect()\nexcept OSError:\n    log.warning("retrying")\nraise'
    ],
    noMatch: [
      "try:\n    connect()\nexcept OSError:\n    cleanup()\n    raise",
      "try:\n    connect()\nfinally:\n    if failed:\n        raise",
      "def _reraise_unless_expected(expected):\n    if not expected:\n        raise",
      "def check(error):\n    if fatal(error):\n        raise",
      "class Guard:\n    def __exit__(self, *args):\n        raise",
      "def rethrow():\n    raise\n\ntry:\n    work()\nexcept Exception:\n    rethrow()",
      'raise ValueError("x")'
    ]
  }
};

// src/rules/catalog/review/bidirectional-control/rule.ts
var rule18 = {
  id: "review/bidirectional-control",
  agent: "code-reviewer",
  dimension: "security",
  severity: "high",
  confidence: 85,
  category: "bug-pattern",
  message: "This {{where}} holds the invisible bidirectional control character U+{{code}}: {{consequence}}.",
  recommendation: 'Remove the character, or write it as an escape (`"\\u{{code}}"`) where the text really needs it.',
  documentation: {
    finds: "A raw bidirectional control character (U+202A\u2013U+202E, U+2066\u2013U+2069, U+200F) in a string or a comment.",
    why: 'These characters reorder how text is displayed without changing what Python reads ("Trojan Source", CVE-2021-42574): in a comment or string they can make code look like a comment and a comment look like code, or make a string look like another, so what a reviewer approves is not what runs. Editors and diff views show nothing.',
    wrongWhen: "Text that really needs one (right-to-left samples, tests of a bidi algorithm) should spell it as an escape, which reads the same to Python and is visible; `# noqa: PLE2502` silences it.",
    origin: "Pylint's E2502 `bidirectional-unicode` (Ruff PLE2502)."
  }
};

// src/rules/catalog/review/bidirectional-control/python.ts
var BIDI = /[\u202A-\u202E\u2066-\u2069\u200F]/;
var implementation27 = {
  languages: ["python"],
  query: "[(string_content) (comment)] @target",
  textGate: BIDI,
  check: ({ target, context }) => {
    const lines = target.text.split("\n");
    const index = lines.findIndex((line3) => BIDI.test(line3));
    const character = index < 0 ? void 0 : BIDI.exec(lines[index] ?? "")?.[0];
    const line2 = target.startPosition.row + 1 + index;
    if (!character || silencedByNoqa(context.lines, line2, ["PLE2502"])) return false;
    const comment = target.type === "comment";
    return {
      line: line2,
      details: {
        where: comment ? "comment" : "string",
        code: character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0") ?? "",
        consequence: comment ? "the line can display differently from what Python runs, hiding code in what looks like a comment" : "the text can display differently from what it holds, so what a reviewer reads is not the value"
      }
    };
  },
  examples: {
    match: ['access = "user"\nif access != "none\u202E \u2066# check\u2069 \u2066":  # admins only\n    grant()', "# \u2067 reversed note\nvalue = 1"],
    noMatch: ['label = "\\u202e"', 'label = "\u0645\u0631\u062D\u0628\u0627"', "# plain comment"]
  }
};

// src/rules/catalog/review/boolean-sort-comparator/rule.ts
var rule19 = {
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

// src/rules/catalog/review/boolean-sort-comparator/typescript.ts
var BOOLEAN_OPERATORS = /* @__PURE__ */ new Set(["<", ">", "<=", ">=", "===", "!==", "==", "!="]);
function returnedExpression(comparator) {
  const body = comparator.childForFieldName("body");
  if (!body) return void 0;
  if (body.type !== "statement_block") return body;
  const [only, ...rest] = statementsOf2(body);
  return rest.length === 0 && only?.type === "return_statement" ? only.namedChildren[0] ?? void 0 : void 0;
}
function isBoolean(expression) {
  const node = unwrapParentheses2(expression);
  if (node.type === "binary_expression") return BOOLEAN_OPERATORS.has(node.childForFieldName("operator")?.text ?? "");
  return node.type === "unary_expression" && node.childForFieldName("operator")?.text === "!";
}
var implementation28 = {
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

// src/rules/catalog/review/boolean-sort-comparator/python.ts
var implementation29 = {
  languages: ["python"],
  overrides: {
    message: "The comparison function `{{comparator}}` returns a boolean: `cmp_to_key` reads `True` as 1 and `False` as 0, so it can never put the first item first and the order is not sorted.",
    recommendation: "Return a negative number, zero or a positive one (`(a > b) - (a < b)`), or sort with `key=` instead of a comparison function.",
    reason: "Python's comparison functions reach the sort through `functools.cmp_to_key`, and its idiom for a three-way result differs."
  },
  query: `((call
  function: [(identifier) @function (attribute attribute: (identifier) @function)]
  arguments: (argument_list . (lambda) @comparator .)) @target
  (#eq? @function "cmp_to_key"))`,
  textGate: /cmp_to_key/,
  check: ({ captures }) => {
    const comparator = captures.comparator;
    const parameters = comparator?.childForFieldName("parameters")?.namedChildren.length ?? 0;
    const body = comparator?.childForFieldName("body");
    if (!comparator || parameters !== 2 || body?.type !== "comparison_operator" && body?.type !== "not_operator") return false;
    return { details: { comparator: excerpt(comparator.text, 50), method: "cmp_to_key" } };
  },
  examples: {
    match: ["ordered = sorted(items, key=cmp_to_key(lambda a, b: a.priority > b.priority))", "items.sort(key=functools.cmp_to_key(lambda a, b: a < b))"],
    noMatch: ["ordered = sorted(items, key=cmp_to_key(lambda a, b: (a > b) - (a < b)))", "ordered = sorted(items, key=lambda item: item.priority > 3)"]
  }
};

// src/rules/catalog/review/busy-loop/rule.ts
var rule20 = {
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
var implementation30 = {
  languages: ["go"],
  query: "(for_statement body: (block) @body) @target",
  textGate: /\bfor\b[^{\n]*\{\s*\}|default:/,
  check: ({ target, captures }) => {
    const body = captures.body;
    if (!body || !isPlainLoop(target)) return false;
    const condition = target.namedChildren.find((child) => child.type !== "block" && child.type !== "comment");
    if (condition && (hasSideEffects(condition) || condition.type === "false")) return false;
    const statements = statementsOf3(body);
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

// src/rules/catalog/review/class-called-without-new/rule.ts
var rule21 = {
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
  const names2 = /* @__PURE__ */ new Set();
  for (const match of context.lines.join("\n").matchAll(/\bclass\s+([\w$]+)|(?<![\w$])([\w$]+)\s*=\s*class\b/g)) names2.add(match[1] ?? match[2] ?? "");
  return names2;
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
var implementation31 = {
  languages: JS_FAMILY,
  query: "(call_expression function: (identifier) @name) @target",
  textGate: /class/,
  check: ({ captures, context }) => {
    const name = captures.name?.text;
    if (name === void 0 || context.path.endsWith(".d.ts")) return false;
    return classMentionsOf(context).has(name) && classNamesOf(context).has(name);
  },
  fix: ({ lines, line: line2, column }) => {
    const text = lines[line2 - 1] ?? "";
    if (column === void 0 || !/^[\w$]+\s*\(/.test(text.slice(column - 1))) return void 0;
    return { startLine: line2, endLine: line2, replacement: [`${text.slice(0, column - 1)}new ${text.slice(column - 1)}`] };
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

// src/rules/catalog/review/command-string-as-program/rule.ts
var rule22 = {
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

// src/rules/catalog/review/command-string-as-program/typescript.ts
var SPAWNING = /* @__PURE__ */ new Set(["spawn", "spawnSync", "execFile", "execFileSync"]);
var implementation32 = {
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

// src/rules/catalog/review/command-string-as-program/go.ts
var implementation33 = {
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

// src/rules/catalog/review/console-log/rule.ts
var rule23 = {
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

// src/rules/debug-output.ts
function looksLikeDebugOutput(strings, valueCount) {
  if (strings.length === 0) return valueCount > 0;
  if (strings.some((text) => DEBUG_TEXT.test(text) || SELF_DOCUMENTING.test(text))) return true;
  return valueCount > 0 && strings.every((text) => LABEL.test(text));
}
var DEBUG_TEXT = /\b(debug|here|got here|reached|xxx|wtf|dbg)\b|>>>|<<<|={3,}|\*{3,}|-{2,}>/i;
var SELF_DOCUMENTING = /\{[^{}:!]+=\s*(![rsa])?(:[^{}]*)?\}/;
var LABEL = /^[a-z]*["'`]\s*[\w.-]+(\s[\w.-]+)?\s*[:=]?\s*["'`]$/i;

// src/rules/catalog/review/console-log/typescript.ts
var PRINTS_BY_DESIGN = /(^|\/)cli([-.][\w.-]*)?(\.[cm]?[jt]sx?|\/)|(^|\/)(bin|scripts?|tools?|examples?|demos?|playgrounds?|bench|benchmarks?)\/|(^|\/)(demo|playground|bench|benchmark)\.[cm]?[jt]sx?$/;
function isProgram(lines) {
  return (lines[0] ?? "").startsWith("#!") || lines.some((line2) => line2.includes("process.argv"));
}
var implementation34 = {
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
var rule24 = {
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
var implementation35 = {
  languages: JS_FAMILY,
  query: '(binary_expression operator: ["===" "!==" "==" "!=" "??"] @operator) @target',
  check: ({ target, captures }) => {
    const operator = captures.operator?.text ?? "";
    const left = target.childForFieldName("left");
    const right = target.childForFieldName("right");
    if (!left || !right || target.hasError) return false;
    const expression = excerpt(target.text, 60);
    if (operator === "??") {
      const operand = unwrapParentheses2(left);
      if (!neverNullish(operand)) return false;
      return { details: { expression, verdict: `never uses \`${excerpt(right.text, 30)}\`: \`${excerpt(operand.text, 30)}\` is never null or undefined` } };
    }
    const strict = operator.length === 3;
    const always = operator.startsWith("!") ? "true" : "false";
    const constant = constantComparison(unwrapParentheses2(left), unwrapParentheses2(right), strict);
    if (constant) return { details: { expression, verdict: `is always ${always}: ${constant}` } };
    const kind = freshKind(unwrapParentheses2(right), strict) ?? freshKind(unwrapParentheses2(left), strict);
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
var rule25 = {
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

// src/rules/counterpart-before.ts
var nodesByType = /* @__PURE__ */ new WeakMap();
function nodesOfType(before, type) {
  let byType = nodesByType.get(before);
  if (!byType) {
    byType = /* @__PURE__ */ new Map();
    nodesByType.set(before, byType);
  }
  let nodes = byType.get(type);
  if (!nodes) {
    nodes = before.root.descendantsOfType(type);
    byType.set(type, nodes);
  }
  return nodes;
}
function counterpartBefore(node, context, nameOf) {
  const before = context.before();
  if (!before) return void 0;
  const line2 = before.lineBefore(node.startPosition.row + 1);
  if (line2 !== void 0) {
    const row = line2 - 1;
    for (let candidate = before.root.descendantForPosition({ row, column: node.startPosition.column }); candidate; candidate = candidate.parent) {
      if (candidate.startPosition.row !== row) break;
      if (candidate.type === node.type) return candidate;
    }
  }
  const name = nameOf(node);
  if (name === void 0) return null;
  return nodesOfType(before, node.type).find((candidate) => nameOf(candidate) === name) ?? null;
}

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
var implementation36 = {
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

// src/rules/catalog/review/copy-paste-slip/rule.ts
var rule26 = {
  id: "review/copy-paste-slip",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 80,
  category: "logic",
  message: "`{{statement}}` breaks the pattern of the parallel lines around it: it uses `{{kept}}` where the pattern gives `{{expected}}`, as if copied from a neighbour and not fully edited.",
  recommendation: "Check the line against its neighbours and use `{{expected}}` if that was meant; if the difference is intended, a comment saying so helps the next reader.",
  files: "source",
  documentation: {
    finds: "Among parallel lines or `case` branches, the one that kept its neighbour's name or index (`dst.Life = src.Idle`, `args[2]` twice).",
    why: "A copied line whose name was not updated compiles and runs, and quietly does the wrong thing.",
    wrongWhen: "Lines that differ on purpose (alias tables, constants, a name reused while its own variable is read); a comment saying why helps the next reader.",
    origin: 'The "copy-paste error" studies of PVS-Studio (the last-line effect) and Beller et al.'
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
var implementation37 = {
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

// src/rules/catalog/review/copy-paste-slip/python.ts
var MIN_SHARED = 0.75;
var MIN_ROWS = 3;
function rowOf(node, keyNode, value) {
  if (!keyNode || !value) return void 0;
  let key;
  if (keyNode.type === "identifier") key = keyNode.text;
  else if (keyNode.type === "attribute") key = keyNode.childForFieldName("attribute")?.text;
  else if (keyNode.type === "string") key = plainStringText(keyNode);
  else if (keyNode.type === "subscript") {
    const index = keyNode.childForFieldName("subscript");
    key = index ? plainStringText(index) : void 0;
  }
  if (!key || !/^\w+$/.test(key)) return void 0;
  const unwrapped = unwrapParentheses(value);
  const tokens = tokensOf(unwrapped);
  const shape = tokens.map((token) => {
    if (token.type === "integer") return "$INT";
    if (token.type === "identifier" && token.text === key || plainStringText(token) === key) return "$KEY";
    return token.type === "string" ? `"${plainStringText(token) ?? token.text}"` : token.text;
  });
  return { node, key, value: unwrapped, tokens, shape };
}
function rowRuns(container) {
  const runs = [];
  let run = [];
  const flush = () => {
    if (run.length >= MIN_ROWS) runs.push(run);
    run = [];
  };
  for (const child of container.namedChildren) {
    if (child.type === "comment") continue;
    let row;
    if (container.type === "block" || container.type === "module") {
      const assignment = child.type === "expression_statement" && child.namedChildCount === 1 ? child.namedChildren[0] : void 0;
      if (assignment?.type === "assignment" && !assignment.childForFieldName("type")) {
        const right = assignment.childForFieldName("right");
        if (right?.type !== "assignment") row = rowOf(child, assignment.childForFieldName("left"), right);
      }
    } else if (container.type === "argument_list" && child.type === "keyword_argument") {
      row = rowOf(child, child.childForFieldName("name"), child.childForFieldName("value"));
    } else if (container.type === "dictionary" && child.type === "pair") {
      row = rowOf(child, child.childForFieldName("key"), child.childForFieldName("value"));
    }
    if (row) run.push(row);
    else flush();
  }
  flush();
  return runs;
}
function alignment(a, b) {
  const table = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  const pairs = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[i + 1][j] >= table[i][j + 1]) i += 1;
    else j += 1;
  }
  return pairs;
}
function isIndex(token) {
  const parent = token.parent;
  if (parent?.type === "subscript") return parent.childForFieldName("subscript")?.id === token.id;
  const call = parent?.type === "argument_list" ? parent.parent : void 0;
  const callee = call?.childForFieldName("function");
  return callee?.type === "attribute" && callee.childForFieldName("attribute")?.text === "group";
}
function indexStep(a, b) {
  if (a.key === b.key) return void 0;
  const pairs = alignment(a.shape, b.shape);
  if (pairs.length < MIN_SHARED * Math.max(a.shape.length, b.shape.length) || pairs.length < 4) return void 0;
  const steps = /* @__PURE__ */ new Set();
  let indexes = 0;
  for (const [i, j] of pairs) {
    if (a.shape[i] !== "$INT") continue;
    const left = a.tokens[i];
    const right = b.tokens[j];
    if (!left || !right) return void 0;
    if (isIndex(left)) indexes += 1;
    steps.add(Number(right.text) - Number(left.text));
  }
  return indexes > 0 && steps.size === 1 ? [...steps][0] : void 0;
}
function stalledIndex(run) {
  const steps = run.slice(1).map((row, index) => indexStep(run[index], row));
  for (let start = 0; start < steps.length; ) {
    let end = start;
    while (end < steps.length && steps[end] !== void 0) end += 1;
    const stretch = steps.slice(start, end);
    const stalls = stretch.flatMap((step, index) => step === 0 ? [index] : []);
    const resumes = stalls.length === 1 && (stalls[0] ?? 0) + 1 < stretch.length && stretch[(stalls[0] ?? 0) + 1] === 2 * (stretch.find((step, index) => step !== 0 && index !== (stalls[0] ?? 0) + 1) ?? NaN);
    const moving = new Set(stretch.filter((step, index) => step !== 0 && !(resumes && index === (stalls[0] ?? 0) + 1)));
    const rows = run.slice(start, end + 1);
    const perName = rows.every((row) => row.shape.includes("$KEY"));
    const evidence = stretch.length - 1 >= 2 || stretch.length - 1 >= 1 && perName;
    if (stalls.length === 1 && moving.size === 1 && evidence) {
      const at = start + (stalls[0] ?? 0);
      const model = run[at];
      const slip = run[at + 1];
      const step = [...moving][0] ?? 0;
      if (model && slip) {
        return {
          node: slip.node,
          detail: `\`${slip.key}\` reads the same index as \`${model.key}\` on the line before, while every other line of this run moves the index by ${step}`
        };
      }
    }
    start = end + 1;
  }
  return void 0;
}
function isReadElsewhere(name, fn, except) {
  const parameters = fn.childForFieldName("parameters");
  const outside = (identifier, node) => !node || identifier.startIndex < node.startIndex || identifier.startIndex >= node.endIndex;
  return fn.descendantsOfType("identifier").some((identifier) => identifier.text === name && isVariableName(identifier) && outside(identifier, except) && outside(identifier, parameters));
}
function staleName(run) {
  const keys = run.map((row) => row.shape.join("\0"));
  const sharing = /* @__PURE__ */ new Map();
  for (const key of keys) sharing.set(key, (sharing.get(key) ?? 0) + 1);
  for (const row of run) {
    if (row.shape.includes("$KEY")) continue;
    const modelAt = run.findIndex(
      (other, index) => other.shape.length === row.shape.length && other.shape.includes("$KEY") && (sharing.get(keys[index] ?? "") ?? 0) >= 2
    );
    const model = run[modelAt];
    const modelKey = keys[modelAt] ?? "";
    if (!model) continue;
    const differences = model.shape.flatMap((token, position) => token === row.shape[position] ? [] : [position]);
    if (differences.length === 0 || differences.some((position) => model.shape[position] !== "$KEY")) continue;
    const neighbours = run.filter((other, index) => other !== row && keys[index] === modelKey);
    const kept = row.tokens[differences[0] ?? 0];
    const keptName = kept?.type === "string" ? plainStringText(kept) : kept?.text;
    const from = neighbours.find((neighbour) => neighbour.key === keptName);
    if (!from || !kept || differences.some(
      (position) => (row.tokens[position]?.type === "string" ? plainStringText(row.tokens[position]) : row.tokens[position]?.text) !== keptName
    ))
      continue;
    if (kept.type === "identifier") {
      const fn = enclosingFunction(row.node);
      if (!fn || !namesBoundBefore(fn, row.node.startIndex).has(row.key) || isReadElsewhere(row.key, fn, row.node)) continue;
    } else if (row.shape.length < 3 || (sharing.get(modelKey) ?? 0) < 3) {
      continue;
    }
    return {
      node: row.node,
      detail: `\`${row.key}\` is given \`${excerpt(kept.text, 30)}\`, the name of another line of this run, where every other line of this run uses its own name`
    };
  }
  return void 0;
}
function parallelSlips(container) {
  return rowRuns(container).flatMap((run) => [stalledIndex(run), staleName(run)].filter((slip) => slip !== void 0));
}
var implementation38 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "Copy-paste slip? {{detail}}.",
    recommendation: "Check this line against its neighbours and update the part that was copied unchanged."
  }),
  query: `(block) @target
      (module) @target
      (argument_list (keyword_argument) (keyword_argument) (keyword_argument)) @target
      (dictionary (pair) (pair) (pair)) @target`,
  check: ({ target, context }) => {
    const slip = parallelSlips(target).find((candidate) => context.isChanged(lineOf(candidate.node)));
    return slip ? { line: lineOf(slip.node), column: slip.node.startPosition.column + 1, details: { detail: slip.detail } } : false;
  },
  examples: {
    match: [
      'def parse(args, kwargs):\n    name = args[0] if len(args) > 0 else kwargs.get("name")\n    status = args[1] if len(args) > 1 else kwargs.get("status")\n    headers = args[1] if len(args) > 1 else kwargs.get("headers")\n    media_type = args[2] if len(args) > 2 else kwargs.get("media_type")',
      "def __init__(self, host, port, user, password):\n    self.host = host\n    self.port = port\n    self.user = port\n    self.password = password",
      "def row(cells):\n    a = cells[0].text\n    b = cells[1].text\n    c = cells[1].text\n    d = cells[3].text"
    ],
    noMatch: [
      "def parse(args):\n    name = args[0]\n    status = args[1]\n    headers = args[2]",
      "def __init__(self, name, value):\n    self.name = name\n    self.label = name\n    self.value = value",
      "WIDTH = 1\nHEIGHT = 1\nDEPTH = 2\nLIMIT = 3",
      "def corners(box):\n    x = box[0]\n    y = box[1]\n    width = size[0]\n    height = size[1]"
    ]
  }
};

// src/rules/catalog/review/copy-paste-slip/go.ts
var NAME_TYPES = /* @__PURE__ */ new Set(["identifier", "field_identifier", "type_identifier", "package_identifier"]);
var LITERAL_TYPES2 = /* @__PURE__ */ new Set(["int_literal", "float_literal", "imaginary_literal", "rune_literal", "interpreted_string_literal", "raw_string_literal"]);
var MAX_TOKENS = 48;
var MAX_MEMBERS = 40;
var MAJORITY_ALONE = 4;
function tokensOf2(node) {
  const tokens = [];
  const walk = (current) => {
    if (current.type === "comment") return true;
    if (LITERAL_TYPES2.has(current.type) || current.childCount === 0) {
      const kind = NAME_TYPES.has(current.type) ? "N" : LITERAL_TYPES2.has(current.type) ? "L" : current.text;
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
function slipIn2(group, branches) {
  const head = group[0];
  if (!head || group.length < 3) return void 0;
  const names2 = head.tokens.flatMap((token, index) => token.kind === "N" && (!branches || !inCaseValue(token.node)) ? [index] : []);
  const found = [];
  for (let a = 0; a < names2.length; a += 1) {
    for (let b = a + 1; b < names2.length; b += 1) {
      const [i, j] = [names2[a] ?? 0, names2[b] ?? 0];
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
function groupsOf(items, keyOf3) {
  const groups = /* @__PURE__ */ new Map();
  for (const item of items) {
    const key = keyOf3(item);
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
    const slip = slipIn2(group, parent.type !== "block");
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
var implementation39 = {
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

// src/rules/catalog/review/debug-print/rule.ts
var rule27 = {
  id: "review/debug-print",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "low",
  confidence: 85,
  category: "debugging",
  message: "`{{target}}` looks like debugging output left in library code.",
  recommendation: "Remove it, or log through the package\u2019s logger (`slog`, or the one the project uses) at debug level.",
  files: "source",
  documentation: {
    finds: 'Printing from library code that reads as debugging (`fmt.Printf("%+v\\n", x)`, `println`, `print(x)`).',
    why: "Debugging output in a library ends up in its users' output and logs.",
    wrongWhen: "`package main` programs, command-line tools and usage text print on purpose and are left alone.",
    origin: "Ruff's T201 (`print`) and forbidigo for Go."
  }
};

// src/rules/catalog/review/debug-print/python.ts
var SCRIPT_PATH = /(^|\/)(cli|__main__|manage|main|run|app)\.py$/;
var SCRIPT_MARKERS = /^\s*if __name__ == ['"]__main__['"]|^\s*(import|from) (argparse|click|typer|fire)\b/;
var OUTPUT_FUNCTION = /^(main|cli|run|show|display|render|report|dump|print|echo|usage|help)(_|$)/;
var isScript = perFile((context) => SCRIPT_PATH.test(context.path) || context.lines.some((line2) => SCRIPT_MARKERS.test(line2)));
function debugPrintConfidence(call) {
  const argumentList = (call.childForFieldName("arguments")?.namedChildren ?? []).filter(
    (argument) => argument.type !== "keyword_argument" && argument.type !== "comment"
  );
  const strings = argumentList.filter((argument) => argument.type === "string" || argument.type === "concatenated_string").map((argument) => argument.text);
  return looksLikeDebugOutput(strings, argumentList.length - strings.length) ? 85 : 60;
}
var implementation40 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "`{{target}}` prints to standard output from library code.",
    recommendation: "Remove debugging output, or use `logging` so the message has a level and can be turned off."
  }),
  query: '(call function: (identifier) @callee (#any-of? @callee "print" "pprint")) @target',
  check: ({ target, context }) => {
    if (fileRoleOf(context.path) !== "source" || isScript(context)) return false;
    const toFile = (target.childForFieldName("arguments")?.namedChildren ?? []).some(
      (argument) => argument.type === "keyword_argument" && argument.childForFieldName("name")?.text === "file"
    );
    const fn = enclosingFunction(target);
    if (toFile || OUTPUT_FUNCTION.test(fn?.childForFieldName("name")?.text ?? "")) return false;
    return { confidence: debugPrintConfidence(target), details: { target: excerpt(target.text, 50) } };
  },
  examples: {
    match: ["def total(items):\n    print(items)\n    return sum(items)", 'def pay(order):\n    print(f"{order.id=}")\n    return submit(order)'],
    noMatch: [
      'import argparse\n\ndef run():\n    print("done")',
      "def show(report):\n    print(report)",
      "def warn(message):\n    print(message, file=sys.stderr)",
      'if __name__ == "__main__":\n    print(main())'
    ]
  }
};

// src/rules/catalog/review/debug-print/go.ts
var VALUES_ONLY_FORMAT = /^"(\s*%[-+# 0-9.]*[vTqsd]\s*)+(\\n)?"$/;
var DUMPERS = /* @__PURE__ */ new Set(["spew.Dump", "spew.Printf", "pretty.Println", "litter.Dump", "pp.Println"]);
function debugPrintConfidence2(call) {
  const path = calleePath3(call).join(".");
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
var implementation41 = {
  languages: ["go"],
  query: '(call_expression function: [(identifier) (selector_expression)] @callee (#match? @callee "^(println|print|fmt[.]Print|spew[.]|pretty[.]|litter[.]|pp[.])")) @target',
  check: ({ target, context }) => {
    if (fileRoleOf(context.path) !== "source" || isMainPackage(context.root)) return false;
    const confidence = debugPrintConfidence2(target);
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

// src/rules/catalog/review/debugger/rule.ts
var rule28 = {
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

// src/rules/catalog/review/debugger/typescript.ts
var implementation42 = {
  languages: JS_FAMILY,
  query: "(debugger_statement) @target",
  textGate: /debugger/,
  fix: ({ lines, line: line2 }) => /^\s*debugger;?\s*$/.test(lines[line2 - 1] ?? "") ? { startLine: line2, endLine: line2, replacement: [] } : void 0,
  examples: {
    match: ["function pay(order) {\n  debugger;\n  return submit(order);\n}", "if (retries > 3) debugger;"],
    noMatch: ["const debuggerEnabled = false;", "logger.debug('paying');"]
  }
};

// src/rules/catalog/review/debugger/python.ts
var DEBUGGER_CALL = "breakpoint|(pdb|ipdb|pudb)[.]set_trace";
var DEBUGGER_LINE = /^\s*(?:import (?:i?pdb|pudb)\s*;\s*)?(?:breakpoint\(\)|(?:i?pdb|pudb)\.set_trace\(\))\s*(?:#.*)?$/;
function indentOf2(line2) {
  return /^\s*/.exec(line2)?.[0].length ?? 0;
}
function codeLineNear(lines, line2, step) {
  for (let index = line2 - 1 + step; index >= 0 && index < lines.length; index += step) {
    const text = lines[index] ?? "";
    if (text.trim() !== "" && !text.trim().startsWith("#")) return text;
  }
  return void 0;
}
function removeDebuggerLine(target) {
  const text = target.lines[target.line - 1] ?? "";
  if (!DEBUGGER_LINE.test(text)) return void 0;
  const indent = indentOf2(text);
  const before = codeLineNear(target.lines, target.line, -1);
  const after = codeLineNear(target.lines, target.line, 1);
  const opensBlock = before !== void 0 && indentOf2(before) < indent && /:\s*(#.*)?$/.test(before);
  const closesBlock = after === void 0 || indentOf2(after) < indent;
  const replacement = opensBlock && closesBlock ? [`${text.slice(0, indent)}pass`] : [];
  return { startLine: target.line, endLine: target.line, replacement };
}
var implementation43 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "`{{target}}` left in the code: the program stops at an interactive debugger prompt here.",
    recommendation: "Remove the debugger call."
  }),
  query: `(call function: [(identifier) (attribute)] @callee
      (#match? @callee "^(${DEBUGGER_CALL})$")) @target`,
  // The query requires the callee's text to be one of these calls.
  textGate: new RegExp(DEBUGGER_CALL),
  check: ({ target }) => ({ details: { target: excerpt(target.text, 40) } }),
  fix: removeDebuggerLine,
  examples: {
    match: [
      "def pay(order):\n    breakpoint()\n    return submit(order)",
      "import pdb; pdb.set_trace()",
      "if retries > 3:\n    import ipdb\n    ipdb.set_trace()"
    ],
    noMatch: ["def set_trace(path):\n    return path", "tracer.set_trace(span)"]
  }
};

// src/rules/catalog/review/decimal-file-mode/rule.ts
var rule29 = {
  id: "review/decimal-file-mode",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "bug-pattern",
  message: "The file mode `{{mode}}` is a decimal number ({{octal}} in octal), not the permissions `0o{{mode}}` it looks like.",
  recommendation: "Write the mode in octal: `0o{{mode}}`.",
  documentation: {
    finds: "A permission given to a file-system call as a three-digit decimal literal: `os.MkdirAll(dir, 755)`, `os.chmod(path, 644)`, `fs.chmodSync(path, 600)`.",
    why: "Modes are bit masks written in octal; decimal 755 is 0o1363, which sets the sticky bit and gives the wrong permissions, often none to the owner.",
    wrongWhen: "Never intended for these calls: a literal that is meant as decimal is not written with octal digits only.",
    origin: "staticcheck's SA9002 (non-octal `os.FileMode` that looks octal)."
  }
};

// src/rules/catalog/review/decimal-file-mode/looks-octal.ts
function looksOctal(literal) {
  return /^[1-7][0-7]{2}$/.test(literal);
}
function modeDetails(literal) {
  return { mode: literal, octal: `0o${Number(literal).toString(8)}` };
}

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
var implementation44 = {
  languages: JS_FAMILY,
  query: "(call_expression function: (member_expression) arguments: (arguments)) @target",
  textGate: /(?:chmod|mkdir|open|writeFile|appendFile|createWriteStream)(?:Sync)?\(/,
  check: ({ target }) => {
    const path = calleePath2(target);
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

// src/rules/catalog/review/decimal-file-mode/python.ts
var MODE_POSITION = { "os.chmod": 1, "os.lchmod": 1, "os.fchmod": 1, "os.mkdir": 1, "os.makedirs": 1, "os.open": 2, "os.mkfifo": 1 };
function modeArgument(call) {
  const args = call.childForFieldName("arguments")?.namedChildren.filter((child) => child !== null) ?? [];
  const keyword = args.find((arg) => arg.type === "keyword_argument" && arg.childForFieldName("name")?.text === "mode");
  const callee = call.childForFieldName("function");
  const method = callee?.type === "attribute" ? callee.childForFieldName("attribute")?.text : void 0;
  const name = calleePath(call).join(".");
  if (keyword)
    return name in MODE_POSITION || ["chmod", "mkdir", "touch"].includes(method ?? "") ? keyword.childForFieldName("value") ?? void 0 : void 0;
  const positional = args.filter((arg) => arg.type !== "keyword_argument");
  const position = MODE_POSITION[name];
  if (position !== void 0) return positional[position];
  return method === "chmod" && positional.length === 1 ? positional[0] : void 0;
}
var implementation45 = {
  languages: ["python"],
  query: "(call arguments: (argument_list)) @target",
  textGate: /(?:chmod|mkdir|makedirs|os\.open|mkfifo|touch)\(/,
  check: ({ target, context }) => {
    const mode = modeArgument(target);
    if (!mode || mode.type !== "integer" || !looksOctal(mode.text)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), [])) return false;
    return { details: modeDetails(mode.text) };
  },
  examples: {
    match: ["os.makedirs(cache_dir, 755, exist_ok=True)", "os.chmod(script, 755)", "Path(key_file).chmod(600)", "out.mkdir(mode=755, parents=True)"],
    noMatch: [
      "os.makedirs(cache_dir, 0o755, exist_ok=True)",
      "os.chmod(script, stat.S_IRWXU)",
      "cache.set(key, 755)",
      "os.open(path, os.O_RDONLY)",
      "os.chmod(script, 755)  # noqa"
    ]
  }
};

// src/rules/catalog/review/decimal-file-mode/go.ts
var MODE_LAST = /* @__PURE__ */ new Set(["os.Chmod", "os.Mkdir", "os.MkdirAll", "os.OpenFile", "os.WriteFile", "ioutil.WriteFile"]);
var implementation46 = {
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
    if (!mode || !MODE_LAST.has(calleePath3(target).join(".")) || argumentsOf(target).at(-1)?.id !== mode.id) return false;
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
var rule30 = {
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
var implementation47 = {
  languages: ["go"],
  query: "(defer_statement (call_expression function: (selector_expression) @callee)) @target",
  // The query requires a `defer`.
  textGate: /defer/,
  check: ({ target, captures, context }) => {
    const receiver = rootName(captures.callee ?? null);
    const assignment = previousStatement(target);
    const names2 = namesAssignedByCall(assignment);
    if (!receiver || !names2?.includes(receiver)) return false;
    const error = names2.find((name) => name !== receiver && isErrorName(name));
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
var rule31 = {
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
  const last = statementsOf3(body).at(-1);
  return last?.type === "return_statement" || last?.type === "break_statement" && last.namedChildCount === 0 || last?.type === "goto_statement";
}
function openedInLoop(body, name, before) {
  const fn = enclosingFunction3(before);
  return body.descendantsOfType(["short_var_declaration", "assignment_statement"]).some(
    (statement) => statement.startIndex < before.startIndex && (namesAssignedByCall(statement) ?? []).includes(name) && fn !== void 0 && enclosingFunction3(statement)?.equals(fn) === true
  );
}
function lockedInLoop(body, name, method, before) {
  const lock = method === "RUnlock" ? "RLock" : "Lock";
  return body.descendantsOfType("call_expression").some((call) => call.startIndex < before.startIndex && calleePath3(call).join(".") === `${name}.${lock}`);
}
var implementation48 = {
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
var rule32 = {
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
  const names2 = /* @__PURE__ */ new Set();
  for (const declaration of context.root.namedChildren) {
    if (declaration?.type !== "function_declaration") continue;
    const name = declaration.childForFieldName("name")?.text;
    if (name && returnsFunction(declaration)) names2.add(name);
  }
  return names2;
});
var implementation49 = {
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
var rule33 = {
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
var implementation50 = {
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
var rule34 = {
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
  if (node.type === "call_expression" && calleePath3(node).join(".") === "time.Since") return [node];
  return node.namedChildren.flatMap(sinceCalls);
}
var implementation51 = {
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

// src/rules/catalog/review/discarded-pure-result/rule.ts
var rule35 = {
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
var implementation52 = {
  languages: ["go"],
  query: "(expression_statement (call_expression function: (selector_expression operand: (identifier) field: (field_identifier))) @call) @target",
  textGate: /\b(?:strings|bytes|strconv|unicode|path|filepath|errors|fmt|sort|maps|slices)\./,
  check: ({ captures, context }) => {
    const call = captures.call;
    const path = call ? calleePath3(call) : [];
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

// src/rules/catalog/review/duplicate-case/rule.ts
var rule36 = {
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

// src/rules/same-code.ts
function tokensOf3(node) {
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
function sameCode2(a, b) {
  return a.text === b.text || tokensOf3(a) === tokensOf3(b);
}

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
var implementation53 = {
  languages: JS_FAMILY,
  query: "(switch_case value: (_) @value) @target",
  textGate: /\bcase\b/,
  check: ({ target, captures }) => {
    const value = captures.value;
    if (!value || mayHaveEffects(value)) return false;
    for (let clause = target.previousNamedSibling; clause; clause = clause.previousNamedSibling) {
      const earlier = clause.type === "switch_case" ? clause.childForFieldName("value") : null;
      if (earlier && sameCode2(unwrapParentheses2(earlier), unwrapParentheses2(value))) {
        return { line: value.startPosition.row + 1, details: { value: excerpt(value.text, 40), first: String(earlier.startPosition.row + 1) } };
      }
    }
    return false;
  },
  examples: {
    match: ["switch (kind) {\n  case 'a':\n    return 1;\n  case 'b':\n    return 2;\n  case 'a':\n    return 3;\n}"],
    noMatch: [
      "switch (kind) {\n  case 'a':\n    return 1;\n  case 'b':\n    return 2;\n}",
      "switch (true) {\n  case next():\n    break;\n  case next():\n    break;\n}"
    ]
  }
};

// src/rules/catalog/review/duplicate-except/rule.ts
var rule37 = {
  id: "review/duplicate-except",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "error-handling",
  message: "`{{exception}}` is already caught by the handler on line {{first}}: this handler never runs for it.",
  recommendation: "Merge the two handlers, or catch the exception that this one was written for.",
  documentation: {
    finds: "A `try` whose handlers name the same exception class twice: `except ValueError: \u2026 except (KeyError, ValueError): \u2026`.",
    why: "Only the first matching handler runs: the code of the second for that exception is dead, and the error it was meant to handle differently takes the first path.",
    wrongWhen: "Never intended; names are compared as written (`errors.Timeout` and `Timeout` are not taken to be one class); `# noqa: B025` silences it.",
    origin: "flake8-bugbear's B025 (Ruff B025) and Pylint's W0705 `duplicate-except`."
  }
};

// src/rules/catalog/review/duplicate-except/python.ts
function caught2(clause) {
  const value = clause.childForFieldName("value");
  const types = value?.type === "as_pattern" ? value.namedChildren[0] : value;
  const names2 = types?.type === "tuple" || types?.type === "parenthesized_expression" ? types.namedChildren : [types];
  return names2.map((name) => name ? dottedName(name).join(".") : "").filter((name) => name.includes(".") || /^[A-Z]/.test(name) || /error|exception/i.test(name));
}
var implementation54 = {
  languages: ["python"],
  query: "(try_statement (except_clause) @target)",
  check: ({ target, context }) => {
    if (silencedByNoqa(context.lines, lineOf(target), ["B025", "PLW0705"])) return false;
    const names2 = caught2(target);
    for (let earlier = target.previousNamedSibling; earlier?.type === "except_clause"; earlier = earlier.previousNamedSibling) {
      const repeated = caught2(earlier).find((name) => names2.includes(name));
      if (repeated) return { details: { exception: repeated, first: String(earlier.startPosition.row + 1) } };
    }
    return false;
  },
  examples: {
    match: [
      "try:\n    value = int(text)\nexcept ValueError:\n    value = 0\nexcept (TypeError, ValueError):\n    raise",
      "try:\n    conn.send(data)\nexcept socket.timeout as error:\n    retry()\nexcept socket.timeout:\n    log()"
    ],
    noMatch: [
      "try:\n    value = int(text)\nexcept ValueError:\n    value = 0\nexcept TypeError:\n    raise",
      "try:\n    run()\nexcept (ValueError, KeyError):\n    pass",
      "try:\n    run()\nexcept errors.Timeout:\n    pass\nexcept Timeout:\n    pass"
    ]
  }
};

// src/rules/catalog/review/duplicate-key/rule.ts
var rule38 = {
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
var implementation55 = {
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

// src/rules/catalog/review/duplicate-key/python.ts
function keyOf2(member) {
  const key = member.type === "pair" ? member.childForFieldName("key") : null;
  if (key?.type === "integer" && /^(?:0[xob])?[\da-f_]+$/i.test(key.text)) return `int ${BigInt(key.text.replace(/_/g, ""))}`;
  if (key?.type !== "string" || !isPlainString(key)) return void 0;
  const start = key.namedChildren.find((child) => child?.type === "string_start");
  const end = key.namedChildren.find((child) => child?.type === "string_end");
  if (!start || !end) return void 0;
  const prefix = start.text.replace(/['"]/g, "").toLowerCase();
  return `${prefix.includes("b") ? "bytes" : "str"}${prefix.includes("r") ? " raw" : ""} ${key.text.slice(start.endIndex - key.startIndex, end.startIndex - key.startIndex)}`;
}
var implementation56 = {
  languages: ["python"],
  overrides: {
    message: "`{{key}}` is a key twice in this dict literal (first on line {{first}}): the later value silently replaces the earlier one.",
    reason: "Python calls it a dict literal."
  },
  query: "(dictionary (pair) @member) @target",
  check: ({ captures, context }) => {
    const member = captures.member;
    const key = member && keyOf2(member);
    if (!member || key === void 0 || silencedByNoqa(context.lines, lineOf(member), ["F601", "PLW0109", "B041"])) return false;
    for (let earlier = member.previousNamedSibling; earlier; earlier = earlier.previousNamedSibling) {
      if (earlier.type === "dictionary_splat") return false;
      if (keyOf2(earlier) === key) {
        const shown = member.childForFieldName("key")?.text ?? "";
        return { line: member.startPosition.row + 1, details: { key: excerpt(shown, 40), first: String(earlier.startPosition.row + 1) } };
      }
    }
    return false;
  },
  examples: {
    match: [
      'user = {\n    "id": 1,\n    "name": "Ada",\n    "id": 2,\n}',
      "codes = {200: 'ok', 404: 'missing', 0xC8: 'fine'}",
      `headers = {'accept': 'json', "accept": 'xml'}`
    ],
    noMatch: [
      'user = {"id": 1, "name": "Ada"}',
      'merged = {"retries": 1, **options, "retries": 3}',
      "table = {key: 1, key: 2}",
      'raw = {b"a": 1, "a": 2}',
      'escapes = {"\\n": 1, "\\t": 2}',
      'names = {f"{a}": 1, f"{b}": 2}'
    ]
  }
};

// src/rules/catalog/review/duplicate-method/rule.ts
var rule39 = {
  id: "review/duplicate-method",
  ...MEDIUM_CORRECTNESS,
  message: "`{{name}}` is defined twice in this class (lines {{first}} and {{second}}): the second replaces the first, whose code never runs.",
  recommendation: "Merge the two, rename the one meant to be separate, or delete the one that is obsolete.",
  // A test file's classes are mostly fixtures and formatter or linter test data, which repeat members on purpose.
  files: "source",
  documentation: {
    finds: "A class that defines a method of the same name twice: two plain `def`s directly in a Python class body, or two members of one name in a JavaScript class (a getter and a setter of one name are a pair; static and instance members are apart).",
    why: "The later definition silently replaces the earlier one, so every call runs the second body. Usually a method was copied and adapted without renaming, or a merge kept both versions: the behaviour of the first is lost while its code still reads as if it mattered.",
    wrongWhen: "Never for two plain definitions. Decorated definitions are left alone (`@overload`, `@x.setter`, `@singledispatchmethod` registrations and JavaScript decorators define a name again on purpose), as are definitions under `if`/`try` and test files (fixtures and formatters\u2019 test data repeat members on purpose); TypeScript files are left to the compiler, which rejects duplicates.",
    origin: "ESLint's `no-dupe-class-members` (for JavaScript, which no compiler checks), and Pylint's E0102 `function-redefined` and Pyflakes' F811 narrowed to undecorated methods."
  }
};

// src/rules/catalog/review/duplicate-method/duplicate-hit.ts
function duplicateHits(definitions, keyOf3, context) {
  const seen = /* @__PURE__ */ new Map();
  const hits = [];
  for (const definition of definitions) {
    const keyed = keyOf3(definition);
    if (!keyed) continue;
    const earlier = seen.get(keyed.key);
    seen.set(keyed.key, definition);
    if (!earlier) continue;
    const [first, second] = [earlier, definition].map((node) => node.startPosition.row + 1);
    if (!context.isChanged(first) && !context.isChanged(second)) continue;
    hits.push({ line: context.isChanged(second) ? second : first, details: { name: keyed.name, first: String(first), second: String(second) } });
  }
  return hits;
}

// src/rules/catalog/review/duplicate-method/javascript.ts
function modifiersOf(member) {
  const name = member.childForFieldName("name");
  const modifiers = /* @__PURE__ */ new Set();
  for (const child of member.children) {
    if (!child || name && child.equals(name)) break;
    modifiers.add(child.type);
  }
  return modifiers;
}
var implementation57 = {
  languages: ["javascript"],
  query: "(class_body) @target",
  textGate: /class\b/,
  check: ({ target, context }) => {
    const methods = target.namedChildren.filter((member) => member?.type === "method_definition");
    const hits = duplicateHits(
      methods,
      (method) => {
        const name = method.childForFieldName("name");
        if (name?.type !== "property_identifier" && name?.type !== "private_property_identifier" || method.namedChildren.some((child) => child?.type === "decorator"))
          return void 0;
        const modifiers = modifiersOf(method);
        const accessor = modifiers.has("get") ? "get" : modifiers.has("set") ? "set" : "value";
        return { key: `${modifiers.has("static") ? "static " : ""}${accessor === "value" ? "" : accessor} ${name.text}`, name: name.text };
      },
      context
    );
    return hits.length > 0 ? hits : false;
  },
  examples: {
    match: ["class Cart {\n  total() { return this.items.length; }\n  add(item) { this.items.push(item); }\n  total() { return sum(this.items); }\n}"],
    noMatch: [
      "class Box {\n  get size() { return this._size; }\n  set size(value) { this._size = value; }\n}",
      "class Pool {\n  static create() { return new Pool(); }\n  create() { return {}; }\n}"
    ]
  }
};

// src/rules/catalog/review/duplicate-method/python.ts
var implementation58 = {
  languages: ["python"],
  query: "(class_definition body: (block) @body) @target",
  textGate: /class\s/,
  check: ({ captures, context }) => {
    const members = captures.body?.namedChildren.filter((member) => member !== null) ?? [];
    const hits = duplicateHits(
      members.filter((member) => member.type === "function_definition"),
      (definition) => {
        const name = definition.childForFieldName("name")?.text;
        return name ? { key: name, name } : void 0;
      },
      context
    );
    return hits.length > 0 ? hits : false;
  },
  examples: {
    match: ['class Parser:\n    def parse(self, text):\n        return text.split()\n\n    def parse(self, text):\n        return text.split(",")'],
    noMatch: [
      "class Box:\n    @property\n    def size(self):\n        return self._size\n\n    @size.setter\n    def size(self, value):\n        self._size = value",
      "class Api:\n    @overload\n    def get(self, key: int) -> int: ...\n    @overload\n    def get(self, key: str) -> str: ...\n    def get(self, key):\n        return key",
      "class Parser:\n    def parse(self, text):\n        return text.split()\n\n    def parse_all(self, texts):\n        return [self.parse(t) for t in texts]"
    ]
  }
};

// src/rules/catalog/review/empty-critical-section/rule.ts
var rule40 = {
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
var implementation59 = {
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
var rule41 = {
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
var implementation60 = {
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
    const fn = enclosingFunction3(target);
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
var rule42 = {
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
var implementation61 = {
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
    const name = dottedName3(sentinel).at(-1) ?? "";
    if (!SENTINEL.test(name) || !isErrorName(error) || SENTINEL.test(error)) return false;
    return { details: { call: excerpt(target.text, 50), function: "Is", error, sentinel: excerpt(sentinel.text, 30) } };
  },
  examples: {
    match: ["if errors.Is(ErrNotFound, err) {\n	return nil\n}", "if errors.Is(io.EOF, err) {\n	break\n}", "ok := errors.Is(fs.ErrNotExist, statErr)"],
    noMatch: ["if errors.Is(err, ErrNotFound) {\n	return nil\n}", "ok := errors.Is(got, want)", "ok := errors.Is(errTimeout, errClosed)"]
  }
};

// src/rules/catalog/review/eval/rule.ts
var rule43 = {
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

// src/rules/spelled-name.ts
var JAVASCRIPT_IDENTIFIER_ESCAPE = /\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})/g;
function javascriptName(text) {
  return text.replace(JAVASCRIPT_IDENTIFIER_ESCAPE, (escape, braced, four) => codePoint(braced ?? four, escape));
}
function pythonName(text) {
  return text.normalize("NFKC");
}
var SIMPLE_ESCAPES2 = { n: "\n", r: "\r", t: "	", b: "\b", f: "\f", v: "\v", 0: "\0" };
function javascriptStringValue(literal) {
  const quote = literal[0];
  if (quote !== '"' && quote !== "'" && quote !== "`" || literal.length < 2 || literal.at(-1) !== quote) return void 0;
  const body = literal.slice(1, -1);
  if (quote === "`" && /(?<!\\)(?:\\\\)*\$\{/.test(body)) return void 0;
  return body.replace(/\\(x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|[0-7]{1,3}|\r\n|[\s\S])/g, (escape, what) => {
    if (what.startsWith("x")) return codePoint(what.slice(1), escape);
    if (what.startsWith("u{")) return codePoint(what.slice(2, -1), escape);
    if (what.startsWith("u") && what.length === 5) return codePoint(what.slice(1), escape);
    if (/^[0-7]+$/.test(what)) return what === "0" ? "\0" : String.fromCharCode(parseInt(what, 8));
    if (what === "\n" || what === "\r\n" || what === "\r" || what === "\u2028" || what === "\u2029") return "";
    return SIMPLE_ESCAPES2[what] ?? what;
  });
}
function pythonStringValue(literal) {
  const found = /^([rRbBuUfF]{0,2})('''|"""|'|")([\s\S]*)\2$/.exec(literal);
  if (!found) return void 0;
  const prefix = (found[1] ?? "").toLowerCase();
  const body = found[3] ?? "";
  if (prefix.includes("f") && /(?<!\{)\{(?!\{)/.test(body)) return void 0;
  if (prefix.includes("r")) return body;
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|N\{[^}]*\}|[0-7]{1,3}|\r\n|[\s\S])/g, (escape, what) => {
    if (/^[xuU]/.test(what) && what.length > 1 && /^[0-9a-fA-F]+$/.test(what.slice(1))) return codePoint(what.slice(1), escape);
    if (/^[0-7]+$/.test(what)) return String.fromCharCode(parseInt(what, 8));
    if (what.startsWith("N{")) return escape;
    if (what === "\n" || what === "\r\n") return "";
    if (what === "a") return "\x07";
    return SIMPLE_ESCAPES2[what] ?? (`\\'"`.includes(what) ? what : escape);
  });
}
function codePoint(hex, escape) {
  const value = parseInt(hex ?? "", 16);
  return Number.isInteger(value) && value <= 1114111 ? String.fromCodePoint(value) : escape;
}

// src/rules/catalog/review/eval/typescript.ts
var EVALUATING = /* @__PURE__ */ new Set(["eval", "Function"]);
var GLOBAL_OBJECTS = /* @__PURE__ */ new Set(["globalThis", "window", "global", "self"]);
function globalCallee(callee, names2) {
  let node = unwrapParentheses2(callee);
  while (node.type === "sequence_expression") node = unwrapParentheses2(node.namedChildren.at(-1) ?? node);
  const name = globalMember(node);
  return name !== void 0 && names2.has(name) ? name : void 0;
}
function globalMember(node) {
  if (node.type === "identifier") return javascriptName(node.text);
  const object = node.childForFieldName("object");
  if (!object || !isGlobalObject(unwrapParentheses2(object))) return void 0;
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
  const names2 = new Set(parameters.map((value) => javascriptStringValue(value.text)));
  return [...MODULE_WRAPPER_PARAMETERS].every((name) => names2.has(name));
}
function isFixedCode(argument) {
  if (argument.type === "string") return true;
  if (argument.type !== "template_string") return false;
  return argument.namedChildren.filter((child) => child.type === "template_substitution").every((substitution) => {
    const expression = substitution.namedChildren[0];
    return expression?.type === "call_expression" && expression.childForFieldName("function")?.text === "JSON.stringify";
  });
}
var implementation62 = {
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

// src/rules/catalog/review/eval/python.ts
var EVALUATING2 = /* @__PURE__ */ new Set(["eval", "exec"]);
var BUILTINS_MODULES = /* @__PURE__ */ new Set(["builtins", "__builtins__"]);
function builtinCallee(callee, names2) {
  const node = unwrapParentheses(callee);
  let name;
  if (node.type === "identifier") name = pythonName(node.text);
  else if (node.type === "attribute") {
    const object = node.childForFieldName("object");
    if (object && isBuiltinsModule(object)) name = pythonName(node.childForFieldName("attribute")?.text ?? "");
  } else if (node.type === "call" && pythonName(node.childForFieldName("function")?.text ?? "") === "getattr") {
    const [object, attribute] = node.childForFieldName("arguments")?.namedChildren.filter((child) => child.type !== "comment") ?? [];
    if (object && attribute?.type === "string" && isBuiltinsModule(object)) name = pythonStringValue(attribute.text);
  }
  return name !== void 0 && names2.has(name) ? name : void 0;
}
function isBuiltinsModule(node) {
  const bare = unwrapParentheses(node);
  if (bare.type === "identifier") return BUILTINS_MODULES.has(pythonName(bare.text));
  if (bare.type !== "call" || pythonName(bare.childForFieldName("function")?.text ?? "") !== "__import__") return false;
  const first = bare.childForFieldName("arguments")?.namedChildren[0];
  return first?.type === "string" && pythonStringValue(first.text) === "builtins";
}
function isLiteralString(node) {
  const bare = unwrapParentheses(node);
  if (bare.type === "concatenated_string") return bare.namedChildren.every(isLiteralString);
  return bare.type === "string" && bare.descendantsOfType("interpolation").length === 0;
}
var implementation63 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "`{{callee}}()` runs a string as Python code; any attacker-influenced part of it runs with full privileges.",
    recommendation: "Replace it with explicit logic: `ast.literal_eval` or `json.loads` for data, a dict of functions for dispatch, `importlib` for plugins."
  }),
  // The callee is `eval` or `exec` however it is spelled (see builtinCallee); the predicate only keeps
  // the tree walk off most calls (a non-ASCII callee may be an NFKC spelling).
  query: '((call function: (_) @callee) @target (#match? @callee "eval|exec|getattr|[^ -~]"))',
  textGate: /eval|exec|getattr|[^ -~]/,
  check: ({ target, captures, context }) => {
    const callee = captures.callee && builtinCallee(captures.callee, EVALUATING2);
    if (!callee) return false;
    const code = target.childForFieldName("arguments")?.namedChildren.find((argument) => argument.type !== "comment");
    if (code && isLiteralString(code)) return false;
    const lessSure = context.isTestFile || fileRoleOf(context.path) === "tooling";
    return { details: { callee }, ...lessSure ? { confidence: 60 } : {} };
  },
  examples: {
    match: [
      "result = eval(expression)",
      "exec(code, namespace)",
      "result = __builtins__.eval(expression)",
      "import builtins\nresult = builtins.eval(expression)",
      'result = getattr(builtins, "eval")(expression)',
      "result = getattr(__builtins__, '\\x65val')(expression)",
      "result = \uFF45\uFF56\uFF41\uFF4C(expression)",
      "result = foo(eval\n    (expression))",
      'exec(f"def {name}(self): return {value}", namespace)'
    ],
    noMatch: [
      "value = ast.literal_eval(text)",
      "cursor.exec(query)",
      "def evaluate(x):\n    return x",
      "result = model.eval(batch)",
      'result = getattr(model, "eval")(batch)',
      'help = "call eval(expression) to run it"',
      `namespace = {}
exec('''
def f(x: "Missing"):
    pass
''', namespace)`
    ]
  }
};

// src/rules/catalog/review/except-or/rule.ts
var rule44 = {
  id: "review/except-or",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 95,
  category: "error-handling",
  message: "`except {{operands}}` catches only the first exception class: `or` picks one operand before the clause ever sees an exception.",
  recommendation: "Catch a tuple of the classes: `except (A, B):`.",
  documentation: {
    finds: "`except A or B:` (and `except A and B:`): a boolean operator where a tuple of exception classes was meant.",
    why: "`A or B` evaluates to `A`, so `B` is never caught and escapes the handler that was written for it.",
    wrongWhen: "Almost never intended; an expression that computes the class on purpose reads better as a named variable.",
    origin: "Pylint's W0711 `binary-op-exception`."
  }
};

// src/rules/catalog/review/except-or/python.ts
function caught3(clause) {
  let node = clause.namedChildren[0];
  while (node && (node.type === "as_pattern" || node.type === "parenthesized_expression")) node = node.namedChildren[0];
  return node ?? void 0;
}
var implementation64 = {
  languages: ["python"],
  query: "(except_clause) @target",
  textGate: /except[^:\n]*\b(?:or|and)\b/,
  check: ({ target, context }) => {
    const operands = caught3(target);
    if (operands?.type !== "boolean_operator" || silencedByNoqa(context.lines, lineOf(target), ["W0711"])) return false;
    return { details: { operands: operands.text } };
  },
  examples: {
    match: ["try:\n    load()\nexcept ValueError or TypeError:\n    pass", "try:\n    load()\nexcept (KeyError or IndexError) as error:\n    log(error)"],
    noMatch: [
      "try:\n    load()\nexcept (ValueError, TypeError):\n    pass",
      "try:\n    load()\nexcept errors[kind]:\n    pass",
      "try:\n    load()\nexcept ValueError:\n    ok = a or b"
    ]
  }
};

// src/rules/catalog/review/exception-not-raised/rule.ts
var rule45 = {
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

// src/rules/catalog/review/exception-not-raised/typescript.ts
var ERROR_CLASS = /^(?:[A-Z]\w*)?Error$/;
var implementation65 = {
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

// src/rules/catalog/review/exception-not-raised/python.ts
var EXCEPTION_CLASS = /^(?:[A-Z]\w*)?(?:Error|Exception|ExceptionGroup)$|^(?:KeyboardInterrupt|SystemExit|StopIteration|StopAsyncIteration|GeneratorExit)$/;
function inBranch(node) {
  return enclosedBy(node, (ancestor) => ["if_statement", "elif_clause", "else_clause", "except_clause"].includes(ancestor.type));
}
var implementation66 = {
  languages: ["python"],
  overrides: {
    message: "`{{statement}}` builds an exception and drops it: nothing is raised, and the code goes on as if the check had passed.",
    recommendation: "Raise it (`raise ValueError(\u2026)`), or remove the line if no error was meant.",
    reason: "Python raises exceptions with `raise`."
  },
  query: "(expression_statement (call) @call) @target",
  textGate: /(?:Error|Exception)\s*\(/,
  check: ({ target, captures, context }) => {
    if (target.namedChildCount !== 1) return false;
    const callee = captures.call?.childForFieldName("function");
    const name = (callee?.type === "attribute" ? callee.childForFieldName("attribute") : callee)?.text ?? "";
    if (!EXCEPTION_CLASS.test(name)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["PLW0133"])) return false;
    const details = { statement: excerpt(target.text, 60) };
    return context.isTestFile && !inBranch(target) ? { confidence: 70, details } : { details };
  },
  examples: {
    match: [
      'def withdraw(self, amount):\n    if amount > self.balance:\n        ValueError("insufficient funds")\n    self.balance -= amount',
      'if not token:\n    errors.AuthError("missing token")'
    ],
    noMatch: [
      'if amount > balance:\n    raise ValueError("insufficient funds")',
      'error = ValueError("insufficient funds")',
      'handle(ValueError("x"))',
      "check_error(response)",
      'ValueError("x")  # noqa: PLW0133'
    ]
  }
};

// src/rules/catalog/review/floating-promise/rule.ts
var rule46 = {
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
  const asyncNames = /* @__PURE__ */ new Set();
  const otherNames = /* @__PURE__ */ new Set();
  for (const fn of context.root.descendantsOfType(["function_declaration", "function_expression", "arrow_function", "function"])) {
    const name = fn.type === "function_declaration" ? fn.childForFieldName("name")?.text : fn.parent?.type === "variable_declarator" ? fn.parent.childForFieldName("name")?.text : void 0;
    if (name) (isAsync(fn) ? asyncNames : otherNames).add(name);
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
    () => new RegExp(`async\\s+function\\s*\\*?\\s*${escaped}(?![\\w$])|(?<![\\w$])${escaped}\\s*=\\s*async\\b`).test(fileTextOf(context))
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
  const names2 = /* @__PURE__ */ new Set();
  let body = node.parent;
  while (body && body.type !== "class_body") body = body.parent;
  for (const member of body?.namedChildren ?? []) {
    if (member.type === "method_definition" && isAsync(member)) {
      const name = member.childForFieldName("name")?.text;
      if (name) names2.add(name);
    }
  }
  return names2;
}
var PROMISE_COMBINATORS = /* @__PURE__ */ new Set(["all", "allSettled", "race", "any"]);
function promiseSource(call, context) {
  const callee = call.childForFieldName("function");
  if (!callee) return void 0;
  const path = dottedName2(callee);
  const [head, second] = path;
  if (path.length === 1 && head !== void 0) {
    if (mayBeAsyncFunction(context, head) && asyncFunctionsOf(context).has(head)) return { what: `\`${head}\` is declared \`async\``, confidence: 70 };
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
  if (path.length === 2 && head === "this" && second !== void 0 && asyncMethodsAround(call).has(second)) {
    return { what: `\`${second}\` is an \`async\` method of this class`, confidence: 70 };
  }
  if (path.length === 3 && head === "fs" && second === "promises") return { what: "`fs.promises` functions return promises", confidence: 85 };
  if (path.length === 2 && head !== void 0 && fileTextOf(context).includes("fs/promises") && fsPromisesNamesOf(context).modules.has(head)) {
    return { what: `\`${head}\` is \`fs/promises\``, confidence: 85 };
  }
  return void 0;
}

// src/rules/catalog/review/floating-promise/typescript.ts
var implementation67 = {
  languages: JS_FAMILY,
  query: "(expression_statement (call_expression) @call) @target",
  // Only reported inside an `async` function.
  textGate: /async/,
  check: ({ target, captures, context }) => {
    const fn = enclosingFunction2(target);
    if (!fn || !isAsync(fn) || !captures.call) return false;
    const source = promiseSource(captures.call, context);
    return source ? { details: { call: excerpt(captures.call.text, 50), what: source.what }, confidence: source.confidence } : false;
  },
  fix: ({ lines, line: line2, column }) => {
    const text = lines[line2 - 1] ?? "";
    if (column === void 0 || !/^[\w$.]+\(/.test(text.slice(column - 1))) return void 0;
    return { startLine: line2, endLine: line2, replacement: [`${text.slice(0, column - 1)}await ${text.slice(column - 1)}`] };
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

// src/rules/catalog/review/for-direction/rule.ts
var rule47 = {
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
var implementation68 = {
  languages: JS_FAMILY,
  query: "(for_statement condition: (binary_expression) @condition increment: (_) @update) @target",
  check: ({ captures }) => {
    const { condition, update } = captures;
    const counterUpdate = update && readUpdate(unwrapParentheses2(update));
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

// src/rules/catalog/review/for-direction/go.ts
function readUpdate2(update) {
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
var implementation69 = {
  languages: ["go"],
  query: "(for_clause condition: (binary_expression) @condition update: (_) @update) @target",
  check: ({ target, captures }) => {
    const { condition, update } = captures;
    const counterUpdate = update && readUpdate2(update);
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

// src/rules/catalog/review/format-argument-count/rule.ts
var rule48 = {
  id: "review/format-argument-count",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "bug-pattern",
  message: "The format string `{{format}}` takes {{wanted}}, but {{given}}: {{consequence}}.",
  recommendation: "Make the placeholders and the arguments agree: add the missing argument, or drop the extra one or its placeholder.",
  documentation: {
    finds: "A literal format string whose placeholders and arguments do not add up: Python's `'%s %s' % (a,)`, `'{} {}'.format(a)` and `logger.info('%s %s', a)` (the `logging` module and loggers named `logger`/`log`), Go's `fmt.Printf`/`Sprintf`/`Errorf`/`Fprintf` and `log.Printf`/`Fatalf`/`Panicf`.",
    why: "Python raises `TypeError` or `IndexError` where the message was to be built, often in an error path no test runs, and a logging call prints a `--- Logging error ---` traceback in place of its message; Go prints `%!d(MISSING)` or `%!(EXTRA \u2026)` into the message, and a mistyped `%w` loses the wrapped error.",
    wrongWhen: "Formats built at run time, named placeholders (`%(name)s`, `{name}`), logging calls without arguments (logging prints their text as it is) or with `{}` fields (brace-style loggers such as loguru), explicit argument indexes (`%[1]d`) and spread arguments (`*args`, `args...`) are left alone, since their count is not visible in the code.",
    origin: "Pylint's E1305 `too-many-format-args`, E1306 `too-few-format-args`, E1205 `logging-too-many-args` and E1206 `logging-too-few-args` (Ruff PLE1205, PLE1206), and go vet's `printf` analyzer."
  }
};

// src/rules/syntax/python/format-strings.ts
function readLiteral(node) {
  if (node.type !== "string" || node.descendantsOfType("interpolation").length > 0) return void 0;
  const start = node.firstChild?.text ?? "";
  const end = node.lastChild?.text ?? "";
  const prefix = start.replace(/["']+$/, "");
  if (/[ft]/i.test(prefix)) return void 0;
  const text = node.text.slice(start.length, node.text.length - end.length);
  return { text: /r/i.test(prefix) ? text : text.replace(/\\N\{[^}]*\}/g, "?"), bytes: /b/i.test(prefix) };
}
function literalText(node) {
  return readLiteral(node)?.text;
}
var SPEC = /%(?:\(([^()]*)\))?[#0\- +]*(\*|\d+)?(?:\.(\*|\d*))?[hlL]?(.|$)/gs;
var STRING_CONVERSIONS = "diouxXeEfFgGcrsa%";
function readPercentFormat(format, bytes = false) {
  const specs = [];
  for (const match of format.matchAll(SPEC)) {
    const [text, key, width, precision, conversion] = match;
    if (conversion === "(") return format.includes(")", match.index) ? void 0 : { kind: "truncated", spec: format.slice(match.index, match.index + 12) };
    if (!conversion) return { kind: "truncated", spec: text };
    if (!(STRING_CONVERSIONS.includes(conversion) || bytes && conversion === "b")) return { kind: "unknown-conversion", spec: text };
    specs.push({ key, stars: (width === "*" ? 1 : 0) + (precision === "*" ? 1 : 0), conversion, text });
  }
  return specs;
}
function percentArguments(format) {
  const specs = readPercentFormat(format, true);
  if (!Array.isArray(specs) || specs.some((spec) => spec.key !== void 0)) return void 0;
  return specs.reduce((count2, spec) => count2 + (spec.conversion === "%" ? 0 : 1 + spec.stars), 0);
}
var LOGGER = /^_*(logging|log|logger|\w*_logger|\w*_log)$/i;
var LOGGING_METHODS = /* @__PURE__ */ new Set(["debug", "info", "warning", "warn", "error", "critical", "exception", "fatal", "log"]);
function readLoggingCall(call) {
  const callee = call.childForFieldName("function");
  const method = callee?.childForFieldName("attribute")?.text ?? "";
  const receiver = callee?.childForFieldName("object");
  if (!receiver || !LOGGING_METHODS.has(method) || !LOGGER.test(dottedName(receiver).at(-1) ?? "")) return void 0;
  const items = (call.childForFieldName("arguments")?.namedChildren ?? []).filter((item) => item.type !== "comment");
  if (items.some((item) => item.type === "list_splat" || item.type === "dictionary_splat")) return void 0;
  const positional = items.filter((item) => item.type !== "keyword_argument");
  if (method === "log" && positional[0]?.type === "string") return void 0;
  const leading = method === "log" ? 1 : 0;
  const format = positional[leading];
  const text = format ? literalText(format) : void 0;
  if (!format || text === void 0 || /\{[^{}]*\}/.test(text)) return void 0;
  return { format, text, arguments: positional.length - leading - 1 };
}
function splitField(field) {
  let index = 0;
  while (index < field.length && field[index] !== "!" && field[index] !== ":") {
    if (field[index] === "[") {
      index = field.indexOf("]", index);
      if (index < 0) return void 0;
    }
    index += 1;
  }
  return { name: field.slice(0, index), rest: field.slice(index) };
}
function fieldOf(name) {
  const head = /^[^.[]*/.exec(name)?.[0] ?? "";
  if (head === "") return { kind: "automatic" };
  return /^\d+$/.test(head) ? { kind: "numbered", index: Number(head) } : { kind: "named", name: head };
}
function readBraceFormat(format, nested = false) {
  const fields = [];
  for (let index = 0; index < format.length; index += 1) {
    const character = format[index];
    if (character === "}") {
      if (format[index + 1] !== "}") return { kind: "single-brace", brace: "}" };
      index += 1;
      continue;
    }
    if (character !== "{") continue;
    if (format[index + 1] === "{" && !nested) {
      index += 1;
      continue;
    }
    let depth = 1;
    let end = index + 1;
    for (; end < format.length && depth > 0; end += 1) depth += format[end] === "{" ? 1 : format[end] === "}" ? -1 : 0;
    if (depth > 0) return format.includes("[", index) ? void 0 : { kind: "single-brace", brace: "{" };
    const parts = splitField(format.slice(index + 1, end - 1));
    if (!parts || nested && parts.rest.includes("{")) return void 0;
    fields.push(fieldOf(parts.name));
    const conversion = /^!(.?)(.?)/.exec(parts.rest);
    if (conversion && (!"rsa".includes(conversion[1] || "?") || !["", ":"].includes(conversion[2] ?? ""))) {
      return { kind: "unknown-conversion", conversion: parts.rest.slice(0, 2) };
    }
    const spec = parts.rest.slice(parts.rest.indexOf(":") + 1);
    if (parts.rest.includes(":") && spec.includes("{")) {
      const inner = readBraceFormat(spec, true);
      if (!Array.isArray(inner)) return inner;
      fields.push(...inner);
    }
    index = end - 1;
  }
  const kinds = new Set(fields.map((field) => field.kind));
  return kinds.has("automatic") && kinds.has("numbered") ? { kind: "mixed-numbering" } : fields;
}

// src/rules/catalog/review/format-argument-count/count-mismatch-hit.ts
function countMismatchHit(format, wanted, given, words) {
  if (wanted === given) return false;
  const plural = (count2) => `${count2} ${words.noun}${count2 === 1 ? "" : "s"}`;
  return {
    details: {
      format: excerpt(format, 40),
      wanted: plural(wanted),
      given: `${words.giver ?? "the call gives"} ${plural(given)}`,
      consequence: given < wanted ? words.tooFew : words.tooMany
    }
  };
}

// src/rules/catalog/review/format-argument-count/python.ts
function formatArguments(format) {
  const fields = readBraceFormat(format);
  if (!Array.isArray(fields) || fields.some((field) => field.kind === "named")) return void 0;
  const automatic = fields.filter((field) => field.kind === "automatic").length;
  return automatic > 0 ? automatic : Math.max(-1, ...fields.map((field) => field.kind === "numbered" ? field.index : -1)) + 1;
}
function percentValues(right) {
  if (right.type === "tuple")
    return right.namedChildren.some((item) => item.type === "list_splat") ? void 0 : right.namedChildren.filter((item) => item.type !== "comment").length;
  return ["string", "integer", "float", "concatenated_string"].includes(right.type) ? 1 : void 0;
}
function checkLoggingCall(call) {
  const logging = readLoggingCall(call);
  const wanted = logging ? percentArguments(logging.text) : void 0;
  if (!logging || logging.arguments === 0 || wanted === void 0) return false;
  const consequence = "logging prints `--- Logging error ---` and a traceback instead of the message, which is lost";
  return countMismatchHit(logging.text, wanted, logging.arguments, { noun: "argument", giver: "the call passes", tooFew: consequence, tooMany: consequence });
}
var implementation70 = {
  languages: ["python"],
  query: `(binary_operator left: (string) @format operator: "%" right: (_) @values) @target
      (call function: (attribute object: (string) @format attribute: (identifier) @method (#eq? @method "format")) arguments: (argument_list) @values) @target
      (call function: (attribute attribute: (identifier) @logging) arguments: (argument_list (string))) @target`,
  textGate: /%|format/,
  check: ({ target, captures }) => {
    if (captures.logging) return checkLoggingCall(target);
    const format = captures.format ? literalText(captures.format) : void 0;
    const values = captures.values;
    if (format === void 0 || !values) return false;
    if (target.type === "binary_operator") {
      const wanted2 = percentArguments(format);
      const given2 = percentValues(values);
      if (wanted2 === void 0 || given2 === void 0 || wanted2 === 0) return false;
      return countMismatchHit(format, wanted2, given2, {
        noun: "value",
        giver: values.type === "tuple" ? "the tuple holds" : "it is given",
        tooFew: "`TypeError: not enough arguments for format string`",
        tooMany: "`TypeError: not all arguments converted during string formatting`"
      });
    }
    const items = values.namedChildren.filter((item) => item.type !== "comment");
    if (items.some((item) => item.type === "list_splat" || item.type === "dictionary_splat")) return false;
    const wanted = formatArguments(format);
    const given = items.filter((item) => item.type !== "keyword_argument").length;
    if (wanted === void 0) return false;
    return countMismatchHit(format, wanted, given, {
      noun: "positional value",
      tooFew: "`IndexError: Replacement index out of range`",
      tooMany: "the extra values are silently left out of the text"
    });
  },
  examples: {
    match: [
      'message = "user %s has %d items" % (name,)',
      'label = "{} of {}".format(page)',
      'line = "%s=%s" % (key, value, extra)',
      'raise ValueError("expected {0}, got {1}".format(expected))',
      'logger.warning("retrying %s after %d seconds", url)',
      'logging.info("loaded %d rows", count, path)',
      'self._log.log(logging.DEBUG, "%s: %s", key)'
    ],
    noMatch: [
      'message = "user %s has %d items" % (name, count)',
      'message = "%s" % value',
      'message = "%(name)s" % {"name": name}',
      'label = "{} of {}".format(*pages)',
      'label = "{page} of {total}".format(page=page, total=total)',
      'label = f"{page}" "%d" % count',
      'ratio = "100%% of %s" % (name,)',
      'row = "{:>{}}".format(text, width)',
      'logger.warning("retrying %s after %d seconds", url, delay, exc_info=True)',
      'logger.info("100% done")',
      'logger.info("loaded {} rows", count)',
      'logger.info("%(count)d rows", {"count": count})',
      'logger.debug("%s %s", *pair)'
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
  let count2 = 0;
  for (const [, index, width, precisionIndex, precision, verbIndex, verb] of format.matchAll(VERB)) {
    if (index !== void 0 || precisionIndex !== void 0 || verbIndex !== void 0 || !verb) return void 0;
    if (verb === "%") continue;
    count2 += 1 + (width === "*" ? 1 : 0) + (precision === "*" ? 1 : 0);
  }
  return count2;
}
var implementation71 = {
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

// src/rules/catalog/review/high-correctness.ts
var HIGH_CORRECTNESS = {
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "correctness"
};

// src/rules/catalog/review/format-on-print/rule.ts
var rule49 = {
  id: "review/format-on-print",
  ...HIGH_CORRECTNESS,
  message: "`.format(\u2026)` is called on what `print(\u2026)` returns, `None`: the text is printed unformatted, then `AttributeError: 'NoneType' object has no attribute 'format'` is raised.",
  recommendation: 'Move `.format(\u2026)` inside the parentheses: `print("\u2026".format(\u2026))`, or use an f-string.',
  documentation: {
    finds: '`print("\u2026").format(\u2026)`: `.format` called on the result of `print`.',
    why: "In Python 3 `print` is a function that returns `None`; the closing parenthesis is in the wrong place, so the placeholders are printed as they are and the line then fails with `AttributeError` \u2014 a habit from Python 2, where `print` was a statement.",
    wrongWhen: "Never intended in Python 3. Files written for Python 2 (with a `print` statement in them) are left alone; `# noqa: F633` or `PLE0119` silences it.",
    origin: "Pylint's E0119 `misplaced-format-function`."
  }
};

// src/rules/catalog/review/format-on-print/python.ts
var isPython2 = perFile((context) => context.root.descendantsOfType(["print_statement", "exec_statement"]).length > 0);
var implementation72 = {
  languages: ["python"],
  query: `(call function: (attribute object: (call function: (identifier) @print (#eq? @print "print"))
      attribute: (identifier) @method (#eq? @method "format"))) @target`,
  textGate: /print/,
  check: ({ target, context }) => !isPython2(context) && !silencedByNoqa(context.lines, lineOf(target), ["F633", "PLE0119"]),
  examples: {
    match: ['def report(name, total):\n    print("{}: {} items").format(name, total)'],
    noMatch: ['print("{}: {} items".format(name, total))', 'print "x"\nprint ("{}").format(name)', 'text = str("{}").format(name)']
  }
};

// src/rules/catalog/review/goroutines-share-variable/rule.ts
var rule50 = {
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

// src/rules/changed-line-of.ts
function changedLineOf(context, ...nodes) {
  for (const node of nodes) {
    for (let row = node.startPosition.row; row <= node.endPosition.row; row += 1) {
      if (context.isChanged(row + 1)) return row + 1;
    }
  }
  return (nodes[0]?.startPosition.row ?? 0) + 1;
}

// src/rules/catalog/review/goroutines-share-variable/go.ts
function declaredInside(literal) {
  const names2 = /* @__PURE__ */ new Set();
  for (const list of [literal.childForFieldName("parameters"), literal.childForFieldName("result")]) {
    for (const parameter of list?.type === "parameter_list" ? list.namedChildren : [])
      for (const name of parameter.childrenForFieldName("name")) names2.add(name.text);
  }
  for (const declaration of literal.descendantsOfType(["short_var_declaration", "var_spec", "range_clause"])) {
    const left = declaration.childForFieldName("left") ?? declaration;
    const declared = declaration.type === "var_spec" ? declaration.childrenForFieldName("name") : left.type === "expression_list" ? left.namedChildren : [];
    if (declaration.type === "range_clause" && declaration.text.split(":=").length < 2) continue;
    for (const name of declared) names2.add(name.text);
  }
  return names2;
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
    const names2 = declaration.type === "var_spec" ? declaration.childrenForFieldName("name") : declaration.childForFieldName("left")?.namedChildren ?? [];
    return names2.some((n) => n.text === name) && enclosingFunction3(declaration)?.equals(fn) === true;
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
  const starts = fn.descendantsOfType("go_statement").filter((start) => start.namedChildren[0]?.childForFieldName("function")?.text === name && enclosingFunction3(start)?.equals(fn) === true);
  if (starts.length > 1) return `the ${starts.length} goroutines started from \`${name}\``;
  const [only] = starts;
  return only && enclosingLoop(only) ? `goroutines started from \`${name}\` in a loop` : void 0;
}
var implementation73 = {
  languages: ["go"],
  query: "(assignment_statement left: (expression_list (identifier))) @target",
  // Reported only for a closure some `go` statement starts: `go func(` or `go name(`.
  textGate: /go\s+[\w(]/,
  check: ({ target, context }) => {
    const literal = enclosingFunction3(target);
    const fn = literal?.type === "func_literal" ? enclosingFunction3(literal) : void 0;
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

// src/rules/catalog/review/hardcoded-secret/rule.ts
var rule51 = {
  id: "review/hardcoded-secret",
  agent: "code-reviewer",
  dimension: "security",
  severity: "critical",
  confidence: 65,
  category: "secrets",
  message: "Hard-coded credential assigned to `{{name}}`.",
  recommendation: "Load it from the environment or a secret manager at run time; if it was ever real, revoke it.",
  files: "source",
  documentation: {
    finds: "Literals assigned to `password`, `apiKey`, `aws_secret_access_key` and similar names.",
    why: "A secret in the source is in the git history for good and readable by everyone with the code.",
    wrongWhen: "Placeholders and test fixtures are scored lower (65, hidden); a chosen password or generated key shape scores 85, an AWS secret 90.",
    origin: "gitleaks and detect-secrets' keyword detectors."
  }
};

// src/rules/credential-shapes.ts
import { createHash } from "node:crypto";
var TOKEN_SHAPE_GATE = TOKEN_TRIGGER;
function isReportedToken(token) {
  return token.shape.reported && (token.shape.complete?.(token.value) ?? true) && !isPlaceholderToken(token.value);
}
function secretFingerprint(ruleId, secret) {
  return createHash("sha256").update(`${ruleId}\0${secret}`).digest("hex").slice(0, 32);
}
function maskedLine(line2, secret) {
  return line2.split(secret).join(`${secret.slice(0, 4)}\u2026[redacted]`).trim();
}
var CREDENTIAL_NAME_ENDINGS = [
  "password",
  "passwd",
  "passphrase",
  "secret",
  "apikey",
  "accesskey",
  "secretkey",
  "privatekey",
  "accesstoken",
  "authtoken",
  "refreshtoken",
  "bearertoken",
  "token"
];
var CREDENTIAL_NAME = new RegExp(`(${CREDENTIAL_NAME_ENDINGS.join("|")})$`);
function isCredentialName(name) {
  return CREDENTIAL_NAME.test(name.replace(/[-_]/g, "").toLowerCase());
}
var CREDENTIAL_NAME_GATE = new RegExp(CREDENTIAL_NAME_ENDINGS.map((ending) => [...ending].join("[-_]*")).join("|"), "iu");
var PLACEHOLDER_VALUE = /^(change[-_ ]?me|passw(or|0r)d|secret|none|null|undefined|todo|tbd|x+|\*+|\.+)$|your|example|sample|dummy|fake|placeholder|redacted|changeme|xxxx|\*\*\*|[<>]|\$\{|\{\{|%s/i;
var MIN_SECRET_LENGTH = 8;
function looksLikeSecretValue(value) {
  if (value.length < MIN_SECRET_LENGTH || /\s/.test(value) || PLACEHOLDER_VALUE.test(value)) return false;
  if (/^[A-Z0-9_]+$/.test(value) || /^[a-z]+([A-Z][a-z]*)*$/.test(value) || /^[a-z]+([._:/-][a-z0-9]+)+$/i.test(value)) {
    return false;
  }
  if (/^(https?:\/\/[^@]*|\.{0,2}\/.*)$/.test(value)) return false;
  return new Set(value).size >= 5;
}
var CREDENTIAL_SHAPED_CONFIDENCE = 85;
var AWS_SECRET_KEY_CONFIDENCE = 90;
var MIN_GENERATED_KEY_LENGTH = 12;
function isAwsSecretName(name) {
  const folded = name.replace(/[-_]/g, "").toLowerCase();
  return folded.includes("aws") && folded.includes("secret");
}
function looksLikeAwsSecretKey(value) {
  return /^[A-Za-z0-9/+]{40}$/.test(value) && /[0-9]/.test(value) && /[A-Za-z]/.test(value) && !PLACEHOLDER_VALUE.test(value) && new Set(value).size >= 12;
}
function isCredentialShaped(value) {
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((characters) => characters.test(value)).length;
  return classes >= 3 || value.length >= MIN_GENERATED_KEY_LENGTH;
}
function secretAssignmentHit(name, literal, line2, context) {
  if (literal === void 0 || !isCredentialName(name)) return false;
  const snippet = () => maskedLine(context.lines[line2 - 1] ?? "", literal);
  const fingerprint = secretFingerprint("review/hardcoded-secret", literal);
  if (isAwsSecretName(name) && looksLikeAwsSecretKey(literal))
    return { details: { name }, snippet: snippet(), fingerprint, confidence: AWS_SECRET_KEY_CONFIDENCE };
  if (!looksLikeSecretValue(literal) || findTokens(literal).some(isReportedToken)) return false;
  return { details: { name }, snippet: snippet(), fingerprint, ...isCredentialShaped(literal) ? { confidence: CREDENTIAL_SHAPED_CONFIDENCE } : {} };
}
function leakedCredentialHits(text, row, column, context) {
  return findTokens(text).filter(isReportedToken).map((token) => {
    const before = text.slice(0, token.start);
    const lineOffset = before.split("\n").length - 1;
    const line2 = row + 1 + lineOffset;
    return {
      line: line2,
      column: lineOffset === 0 ? column + token.start + 1 : token.start - before.lastIndexOf("\n"),
      details: { kind: token.shape.name },
      snippet: maskedLine(context.lines[line2 - 1] ?? "", text.slice(token.start, token.end)),
      fingerprint: secretFingerprint("review/leaked-credential", token.value)
    };
  });
}

// src/rules/catalog/review/hardcoded-secret/typescript.ts
function literalText2(node) {
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
var implementation74 = {
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
    return secretAssignmentHit(credentialName(name), literalText2(value), target.startPosition.row + 1, context);
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

// src/rules/catalog/review/hardcoded-secret/python.ts
var EXAMPLE_AWS_SECRET_KEY = ["wJalrXUtnFEMI", "/K7MDENG/", "bPxRfiCYzQ8Lm3Nb7V"].join("");
function assignedName(node) {
  if (node.type === "string") return plainStringText(node) ?? "";
  return dottedName(node).at(-1) ?? node.text;
}
var implementation75 = {
  languages: ["python"],
  overrides: ownWording("python", {
    recommendation: "Load it from the environment (`os.environ[...]`) or a secret manager at run time; if it was ever real, revoke it."
  }),
  query: `(assignment left: [(identifier) (attribute)] @name right: (string) @value) @target
      (pair key: (string) @name value: (string) @value) @target
      (keyword_argument name: (identifier) @name value: (string) @value) @target
      (default_parameter name: (identifier) @name value: (string) @value) @target
      (typed_default_parameter name: (identifier) @name value: (string) @value) @target`,
  check: ({ captures, context, target }) => {
    const { name, value } = captures;
    if (!name || !value) return false;
    return secretAssignmentHit(assignedName(name), plainStringText(value), target.startPosition.row + 1, context);
  },
  examples: {
    match: [
      'DB_PASSWORD = "Tr0ub4dor&3x"',
      'client = Client(api_key="f3a9c2e81b7d4")',
      'settings = {"client_secret": "q8Zr2mX9vL4t"}',
      `AWS_SECRET_ACCESS_KEY = "${EXAMPLE_AWS_SECRET_KEY}"`
    ],
    noMatch: [
      'DB_PASSWORD = os.environ["DB_PASSWORD"]',
      'password = "changeme"',
      'TOKEN_HEADER = "X-Auth-Token"',
      'api_key = f"{prefix}-{suffix}"',
      `AWS_SECRET_ACCESS_KEY = "${EXAMPLE_AWS_SECRET_KEY.slice(0, 30)}EXAMPLEKEY"`,
      'AWS_SECRET_NAME = "prod/payments/aws-credentials"'
    ]
  }
};

// src/rules/catalog/review/hardcoded-secret/go.ts
var STRING_VALUE = "[(interpreted_string_literal) (raw_string_literal)] @value";
var implementation76 = {
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

// src/rules/catalog/review/hash-of-type/rule.ts
var rule52 = {
  id: "review/hash-of-type",
  ...MEDIUM_CORRECTNESS,
  message: "`__hash__` hashes `{{target}}`, the class of `{{attribute}}`, not its value: every instance whose `{{attribute}}` has the same type gets the same hash, so sets, dict keys and caches of them collide.",
  recommendation: "Hash the value itself: `hash({{attribute}})` (or a tuple of the fields `__eq__` compares).",
  documentation: {
    finds: "`__hash__` returning `hash(type(self.mode))`: the hash of a field's class.",
    why: "Every instance whose field has that type hashes alike: dicts and sets degrade to lists.",
    wrongWhen: "`hash(type(self))` and `hash((type(self.x), self.x))` are left alone.",
    origin: "Sextant's own pattern, from a bug fixed in a real project."
  }
};

// src/rules/catalog/review/hash-of-type/python.ts
function hashTheValue(target) {
  const text = target.lines[target.line - 1] ?? "";
  const found = [...text.matchAll(/\btype\((self\.\w+)\)/g)];
  if (found.length !== 1 || found[0]?.index === void 0) return void 0;
  const [whole, attribute] = found[0];
  return {
    startLine: target.line,
    endLine: target.line,
    replacement: [text.slice(0, found[0].index) + (attribute ?? "") + text.slice(found[0].index + whole.length)]
  };
}
var implementation77 = {
  languages: ["python"],
  query: `((call function: (identifier) @type arguments: (argument_list . (attribute object: (identifier) @self) @attribute .)) @target
    (#eq? @type "type") (#eq? @self "self"))`,
  textGate: /__hash__/,
  check: ({ target, captures }) => {
    const fn = enclosingFunction(target);
    const attribute = captures.attribute;
    if (fn?.type !== "function_definition" || fn.childForFieldName("name")?.text !== "__hash__" || !attribute) return false;
    const valueHashedToo = fn.descendantsOfType("attribute").some(
      (other) => other.text === attribute.text && !(other.parent?.type === "argument_list" && other.parent.parent?.childForFieldName("function")?.text === "type")
    );
    return valueHashedToo ? false : { details: { attribute: attribute.text } };
  },
  fix: hashTheValue,
  examples: {
    match: [
      "class PathType:\n    def __init__(self, path_type):\n        self.path_type = path_type\n\n    def __hash__(self) -> int:\n        return hash(type(self.path_type))"
    ],
    noMatch: [
      "class PathType:\n    def __hash__(self) -> int:\n        return hash(self.path_type)",
      "class Key:\n    def __hash__(self) -> int:\n        return hash((type(self.value), self.value))",
      "class Marker:\n    def __hash__(self) -> int:\n        return hash(type(self))",
      "def describe(self):\n    return type(self.mode).__name__"
    ]
  }
};

// src/rules/catalog/review/identical-branches/rule.ts
var rule53 = {
  id: "review/identical-branches",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 80,
  category: "logic",
  message: "Every branch of this {{construct}} does the same thing, so the condition changes nothing: one branch was probably meant to differ.",
  recommendation: "Make the branch that should differ do its own thing, or drop the condition if it really does not matter.",
  files: "source",
  documentation: {
    finds: "`if`/`else` (or a conditional expression) whose branches are the same code.",
    why: "The condition changes nothing: one branch was probably meant to differ.",
    wrongWhen: "Placeholders, `? '' : ''`, commented branches and statements kept parallel on purpose (70, hidden).",
    origin: "SonarSource's S3923 and PVS-Studio's V523."
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
  if (!endsWithElse || !first || tokensOf3(first).replace(/[{};\s]/g, "") === "") return false;
  return rest.every((body) => sameCode2(body, first));
}
var EMPTY_VALUES = /* @__PURE__ */ new Set(["''", '""', "``", "null", "undefined", "void 0"]);
var implementation78 = {
  languages: JS_FAMILY,
  query: `(if_statement alternative: (else_clause)) @target
      (ternary_expression) @target`,
  check: ({ target, context }) => {
    if (target.type === "ternary_expression") {
      const consequence = target.childForFieldName("consequence");
      const alternative = target.childForFieldName("alternative");
      if (!consequence || !alternative || !sameCode2(consequence, alternative)) return false;
      if (EMPTY_VALUES.has(unwrapParentheses2(consequence).text)) return false;
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

// src/rules/catalog/review/identical-branches/python.ts
function chainBodies(statement) {
  const bodies = [statement.childForFieldName("consequence")];
  let hasElse = false;
  for (const clause of statement.childrenForFieldName("alternative")) {
    if (clause?.type === "elif_clause") bodies.push(clause.childForFieldName("consequence"));
    if (clause?.type === "else_clause") {
      bodies.push(clause.childForFieldName("body"));
      hasElse = true;
    }
  }
  return hasElse && bodies.every((body) => body !== null) ? bodies : void 0;
}
function isPlaceholder(body) {
  return body.namedChildren.every(
    (statement) => statement.type === "comment" || statement.type === "pass_statement" || statement.type === "expression_statement" && ["ellipsis", "string"].includes(statement.namedChildren[0]?.type ?? "")
  );
}
var implementation79 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "Every branch of this {{construct}} does the same thing, so the condition `{{condition}}` changes nothing: one branch was probably meant to differ.",
    recommendation: "Write the branch that should differ, or drop the condition if both really do the same."
  }),
  query: `(if_statement alternative: (else_clause)) @target
      (conditional_expression) @target`,
  check: ({ target, context }) => {
    if (target.type === "conditional_expression") {
      const [body, condition, alternative] = target.namedChildren;
      if (!body || !condition || !alternative || !sameCode(body, alternative) || mayChange(body) || LITERAL_CONDITION.has(condition.type)) return false;
      return { details: { construct: "conditional expression", condition: excerpt(condition.text, 40) } };
    }
    const bodies = chainBodies(target);
    const first = bodies?.[0];
    if (!bodies || !first || isPlaceholder(first) || !bodies.every((body) => sameCode(body, first))) return false;
    const line2 = firstChangedLine(context, [target.childForFieldName("condition") ?? target, ...bodies]);
    if (line2 === void 0) return false;
    return { line: line2, details: { construct: "`if`/`else`", condition: excerpt(target.childForFieldName("condition")?.text ?? "", 40) }, confidence: 70 };
  },
  examples: {
    match: ["if user.is_admin:\n    limit = 100\nelse:\n    limit = 100", "timeout = settings.timeout if settings.timeout else settings.timeout"],
    noMatch: [
      "if user.is_admin:\n    limit = 100\nelse:\n    limit = 10",
      "if ready:\n    pass\nelse:\n    pass",
      "value = random() if coin else random()",
      "value = 1 if 1 else 1",
      "if a:\n    go()\nelif b:\n    go()"
    ]
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
var implementation80 = {
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
    if (!first || others.length === 0 || statementsOf3(first).length === 0 || branches?.some(hasComment)) return false;
    const tokens = tokensOf3(first);
    if (!others.every((other) => tokensOf3(other) === tokens)) return false;
    const condition = target.childForFieldName("condition");
    const firstStatements = [...others.reverse(), first].map((branch) => statementsOf3(branch)[0] ?? branch);
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

// src/rules/catalog/review/identical-condition/rule.ts
var rule54 = {
  id: "review/identical-condition",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "logic",
  message: "The condition `{{condition}}` repeats an earlier one in the same if/else-if chain: its branch can never run.",
  recommendation: "Check which condition was meant here (often a copy of the line above with one name left unchanged), or remove the dead branch.",
  documentation: {
    finds: "The same condition twice in an `if`/`else if` chain or a `switch`.",
    why: "The later branch never runs, and the case it was written for is not handled.",
    wrongWhen: "Conditions with side effects (`await`, `:=`, `next()`) are left alone.",
    origin: "SonarSource's S1862 and ESLint's `no-dupe-else-if`."
  }
};

// src/rules/catalog/review/identical-condition/typescript.ts
function chainConditions(top) {
  const conditions = [];
  for (let current = top; current?.type === "if_statement"; ) {
    const condition = current.childForFieldName("condition");
    if (condition) conditions.push(unwrapParentheses2(condition));
    current = current.childForFieldName("alternative")?.namedChildren.find((child) => child.type !== "comment");
  }
  return conditions;
}
function repeatedCondition(top) {
  const conditions = chainConditions(top);
  for (const [index, condition] of conditions.entries()) {
    if (mayHaveEffects(condition)) continue;
    const first = conditions.slice(0, index).find((earlier) => sameCode2(earlier, condition));
    if (first) return { repeat: condition, first };
  }
  return void 0;
}
var implementation81 = {
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

// src/rules/catalog/review/identical-condition/python.ts
function chainConditions2(statement) {
  const conditions = [statement.childForFieldName("condition")];
  for (const clause of statement.childrenForFieldName("alternative"))
    if (clause?.type === "elif_clause") conditions.push(clause.childForFieldName("condition"));
  return conditions.filter((condition) => condition !== null);
}
var implementation82 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "This `if`/`elif` chain tests `{{condition}}` on line {{first}} and again on line {{second}}: when it is true the first of these branches runs, so the later one never does.",
    recommendation: "Test the condition this branch was meant for (often a neighbour of the copied one), or merge the two branches."
  }),
  query: "(if_statement alternative: (elif_clause)) @target",
  check: ({ target, context }) => {
    const conditions = chainConditions2(target);
    for (const [index, condition] of conditions.entries()) {
      const earlier = conditions.slice(0, index).find((previous) => sameCode(previous, condition));
      if (!earlier || mayChange(condition) || LITERAL_CONDITION.has(condition.type)) continue;
      const line2 = firstChangedLine(context, [condition, earlier]);
      if (line2 === void 0) continue;
      return { line: line2, details: { condition: excerpt(condition.text, 40), first: String(lineOf(earlier)), second: String(lineOf(condition)) } };
    }
    return false;
  },
  examples: {
    match: ['if kind == "a":\n    run_a()\nelif kind == "b":\n    run_b()\nelif kind == "a":\n    run_c()'],
    noMatch: [
      "if 0:\n    pass\nelif 0:\n    pass",
      'if kind == "a":\n    run_a()\nelif kind == "b":\n    run_b()',
      "if token := next(tokens):\n    first()\nelif token := next(tokens):\n    second()",
      'if stream.read(1) == b"x":\n    one()\nelif stream.read(1) == b"x":\n    two()'
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
function repeatedCondition2(first) {
  const links = chainOf(first);
  for (let later = 1; later < links.length; later += 1) {
    const candidate = links[later];
    if (!candidate || receives(candidate.condition)) continue;
    for (let earlier = later - 1; earlier >= 0 && !links[earlier + 1]?.declares; earlier -= 1) {
      const previous = links[earlier];
      if (previous && sameCode2(previous.condition, candidate.condition)) return { earlier: previous.condition, later: candidate.condition };
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
  return statementsOf3(clause).at(-1)?.type === "fallthrough_statement";
}
function repeatedCase(switchStatement) {
  const values = caseValues(switchStatement);
  for (let later = 1; later < values.length; later += 1) {
    const candidate = values[later];
    if (!candidate || receives(candidate.value)) continue;
    const earlier = values.slice(0, later).find(({ value }) => sameCode2(value, candidate.value));
    if (earlier && !(fallsThrough(earlier.clause) && earlier.clause.nextNamedSibling?.equals(candidate.clause)))
      return { earlier: earlier.value, later: candidate.value };
  }
  return void 0;
}
var implementation83 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "`{{condition}}` is already tested on line {{earlier}}: {{what}} never runs, and the case it was written for is not handled.",
    recommendation: "Test what this branch was meant for (often a neighbouring field or value of the copied line), or remove the dead branch."
  }),
  query: `(if_statement) @target
      (expression_switch_statement) @target`,
  check: ({ target, context }) => {
    if (target.type === "if_statement" && continuesChain(target)) return false;
    const repeated = target.type === "if_statement" ? repeatedCondition2(target) : repeatedCase(target);
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

// src/rules/catalog/review/identical-operands/rule.ts
var rule55 = {
  id: "review/identical-operands",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "logic",
  message: "`{{expression}}` has the same operand on both sides of `{{operator}}`, so its value is fixed: one side was probably meant to be something else.",
  recommendation: "Correct the operand that was copied (often a name left unchanged when the line was duplicated).",
  files: "source",
  documentation: {
    finds: "`a && a`, `x - x`, `n < n`: the same operand on both sides of an operator.",
    why: "The result is fixed: one side was probably meant to be something else.",
    wrongWhen: "`x !== x` (a NaN test), calls, and test files are left alone.",
    origin: "SonarSource's S1764 and staticcheck's SA4000."
  }
};

// src/rules/catalog/review/identical-operands/typescript.ts
var SELF_OPERATORS = ["&&", "||", "??", "===", "==", "<", ">", "<=", ">=", "-", "/", "%", "^", "&", "|"];
var implementation84 = {
  languages: JS_FAMILY,
  query: `(binary_expression operator: [${SELF_OPERATORS.map((operator) => JSON.stringify(operator)).join(" ")}] @operator) @target`,
  check: ({ target, captures, context }) => {
    const left = target.childForFieldName("left");
    const right = target.childForFieldName("right");
    if (!left || !right || !sameCode2(unwrapParentheses2(left), unwrapParentheses2(right))) return false;
    if (mayHaveEffects(left) || /^[\d.]+$/.test(left.text)) return false;
    if (captures.operator?.text === "-" && unwrapParentheses2(target).parent?.type === "binary_expression") return false;
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

// src/rules/catalog/review/identical-operands/python.ts
var SELF_OPERATORS2 = /* @__PURE__ */ new Set(["and", "or", "==", "is", "is not", "<", ">", "<=", ">=", "-", "^", "&", "|", "in", "not in"]);
function operatorText(node) {
  if (node.type === "comparison_operator") {
    const operators = node.childrenForFieldName("operators").filter((operator) => operator !== null);
    return node.namedChildren.length === 2 && operators.length > 0 ? operators.map((operator) => operator.text).join(" ") : void 0;
  }
  return node.childForFieldName("operator")?.text;
}
function operandsOf(node) {
  if (node.type === "comparison_operator") {
    const [left2, right2] = node.namedChildren;
    return left2 && right2 && node.namedChildren.length === 2 ? [left2, right2] : void 0;
  }
  const left = node.childForFieldName("left");
  const right = node.childForFieldName("right");
  return left && right ? [left, right] : void 0;
}
var SIMPLE_OPERAND = /* @__PURE__ */ new Set([
  "identifier",
  "attribute",
  "subscript",
  "comparison_operator",
  "boolean_operator",
  "not_operator",
  "parenthesized_expression",
  "string"
]);
var implementation85 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "`{{target}}` has the same value on both sides of `{{operator}}`: the result is fixed ({{result}}), so one side was probably meant to be something else.",
    recommendation: "Put the value that was meant on one side (often a neighbour of the copied name), or simplify the expression."
  }),
  query: `(boolean_operator) @target
      (comparison_operator) @target
      (binary_operator) @target`,
  check: ({ target, context }) => {
    const operator = operatorText(target);
    const operands = operandsOf(target);
    if (!operator || !operands || !SELF_OPERATORS2.has(operator)) return false;
    const [left, right] = operands.map(unwrapParentheses);
    if (!SIMPLE_OPERAND.has(left.type) || !sameCode(left, right) || mayChange(left) || left.descendantsOfType("call").length > 0) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["PLR0124"])) return false;
    if (context.isTestFile) return false;
    const result = operator === "and" || operator === "or" || operator === "&" || operator === "|" ? "the same as one side" : ["==", "is", "<=", ">=", "in"].includes(operator) ? "always true" : ["<", ">", "is not", "not in"].includes(operator) ? "always false" : "always 0";
    const confidence = operator === "==" ? 70 : void 0;
    return {
      details: { target: excerpt(target.text, 50), operator, result: operator === "==" ? "always true, except for NaN" : result },
      ...confidence ? { confidence } : {}
    };
  },
  examples: {
    match: ["if user.is_active and user.is_active:\n    grant()", "delta = end.seconds - end.seconds", "ok = width < width"],
    noMatch: [
      "if value != value:\n    return None",
      "area = side * side",
      "total = count + count",
      "mask = 1 << 1",
      "same = read() == read()",
      "if user.is_active and user.is_staff:\n    grant()"
    ]
  }
};

// src/rules/catalog/review/identical-operands/go.ts
var SELF_OPERATORS3 = /* @__PURE__ */ new Set(["&&", "||", "-", "/", "%", "^", "&^", "&", "|", "<", "<=", ">", ">=", "==", "!="]);
var NAN_TESTS = /* @__PURE__ */ new Set(["==", "!="]);
function judgeableOperand(node) {
  if (isStableValue(node)) return true;
  return !hasSideEffects(node) && (node.type === "identifier" || node.descendantsOfType("identifier").length > 0) && node.type !== "func_literal";
}
var implementation86 = {
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
    if (!SELF_OPERATORS3.has(operator) || !left || !right || !sameCode2(left, right) || !judgeableOperand(left)) return false;
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

// src/rules/catalog/review/if-tuple/rule.ts
var rule56 = {
  id: "review/if-tuple",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 95,
  category: "logic",
  message: "The condition `{{condition}}` is a tuple, and a non-empty tuple is always true: this branch always runs.",
  recommendation: "Combine the conditions with `and`/`or`, or compare the tuple with `==` if that was meant.",
  documentation: {
    finds: "`if (a, b):` or `elif (x, y):`: an `if` whose test is a non-empty tuple.",
    why: "A non-empty tuple is true whatever its items are, so the branch always runs and every `elif`/`else` after it never does; the comma was meant as `and`, or the tuple was meant to be compared.",
    wrongWhen: "Never intended; the empty tuple `()` and comparisons such as `if (a, b) == pair:` are left alone; `# noqa: F634` silences it.",
    origin: "Pyflakes' F634 (Ruff F634, `if-tuple`) and CPython's SyntaxWarning for it."
  }
};

// src/rules/catalog/review/if-tuple/python.ts
var implementation87 = {
  languages: ["python"],
  query: "[(if_statement condition: (tuple (_)) @condition) (elif_clause condition: (tuple (_)) @condition)] @target",
  check: ({ target, captures, context }) => {
    if (!captures.condition?.namedChildren.some((child) => child.type !== "comment")) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["F634"])) return false;
    return { details: { condition: excerpt(captures.condition?.text ?? "", 50) } };
  },
  examples: {
    match: ["if (user.is_admin, user.is_active):\n    grant(user)", 'if mode == "a":\n    pass\nelif (mode == "b", strict):\n    check()'],
    noMatch: ["if user.is_admin and user.is_active:\n    grant(user)", "if (a, b) == pair:\n    pass", "if ():\n    pass", "if (  # nothing yet\n):\n    pass"]
  }
};

// src/rules/catalog/review/implicit-string-concatenation/rule.ts
var rule57 = {
  id: "review/implicit-string-concatenation",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "bug-pattern",
  message: "`{{strings}}` is one string, not two items: Python joins adjacent string literals, so a comma is probably missing.",
  recommendation: "Add the missing comma, or join the two literals into one if one string was meant.",
  documentation: {
    finds: 'Two string literals side by side on one line, as one item of a list, tuple or set whose other items (two or more) are single strings: `["--verbose" "--quiet", "--force", "--yes"]`.',
    why: "Adjacent literals are concatenated at compile time, so a missing comma silently merges two items: the collection is one item short and holds a value nobody wrote, such as the option `--verbose--quiet`.",
    wrongWhen: "A string split in two on purpose on one line (a formatter may join a split string back onto one line); concatenations split at a space (prose a formatter joined onto one line), spread over lines or of three or more parts, those in call arguments, in pairs (`(input, expected)`) and in collections whose other items are concatenations too are left alone. `# noqa: ISC001` silences it.",
    origin: "Ruff's ISC001 `single-line-implicit-string-concatenation` and Pylint's W1404 `implicit-str-concat`."
  }
};

// src/rules/catalog/review/implicit-string-concatenation/python.ts
var COLLECTIONS = /* @__PURE__ */ new Set(["list", "tuple", "set"]);
var implementation88 = {
  languages: ["python"],
  query: "[(list (concatenated_string) @target) (tuple (concatenated_string) @target) (set (concatenated_string) @target)]",
  textGate: /["']\s+[rbuf]*["']/i,
  check: ({ target, context }) => {
    const collection = target.parent;
    if (!collection || !COLLECTIONS.has(collection.type)) return false;
    const parts = target.namedChildren.filter((part) => part.type === "string");
    if (parts.length !== 2 || target.startPosition.row !== target.endPosition.row) return false;
    const items = collection.namedChildren.filter((item) => item.type !== "comment");
    const others = items.filter((item) => item.startIndex !== target.startIndex);
    const [first, second] = parts.map(
      (part) => part.namedChildren.filter((child) => child.type === "string_content").map((child) => child.text).join("")
    );
    if (/\s$/.test(first ?? "") || /^\s/.test(second ?? "")) return false;
    if (others.length < 2 || !others.every((item) => item.type === "string")) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["ISC001", "W1404"])) return false;
    return { details: { strings: excerpt(target.text, 50) } };
  },
  examples: {
    match: ['FLAGS = ["--verbose" "--quiet", "--force", "--yes"]', 'EXTENSIONS = (".py", ".pyi" ".pyx", ".pxd")', 'names = {"alice", "bob" "carol", "dave"}'],
    noMatch: [
      'FLAGS = ["--verbose", "--quiet", "--force"]',
      'MESSAGE = ("a long message that was split "\n           "over two lines", "short")',
      'parts = ["prefix" "suffix"]',
      'rows = [name, "a" "b", count]',
      'CODES = ("\\x1b[1m" "bold", "\\x1b[0m" "reset")',
      'CASE = ("<b>1</b>", "\\x1b[1m" "1")',
      'OPTION = ("dist-dir=", "d", "directory to put the archive in " "[default: dist]")'
    ]
  }
};

// src/rules/catalog/review/impossible-length-comparison/rule.ts
var rule58 = {
  id: "review/impossible-length-comparison",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "logic",
  message: "`{{expression}}` is always {{always}}: a length is never negative.",
  recommendation: 'Compare with the bound that was meant: `> 0` for "not empty", `=== 0` for "empty".',
  documentation: {
    finds: "A length compared with zero in a way that cannot vary: `items.length < 0`, `len(x) >= 0`.",
    why: 'A length is never below zero, so the test is constant: the branch it guards always runs or never does, and the check the author meant (usually "empty" or "not empty") is missing.',
    wrongWhen: "Never intended; a `length` property of an object that is not a collection could in principle be negative.",
    origin: "SonarSource's S3981 (collection size comparisons) and staticcheck's SA4024 (impossible return value of a builtin)."
  }
};

// src/rules/catalog/review/impossible-length-comparison/impossible-length-hit.ts
function alwaysValue(operator, lengthOnLeft) {
  const normal = lengthOnLeft ? operator : { "<": ">", ">": "<", "<=": ">=", ">=": "<=" }[operator];
  if (normal === "<") return "false";
  if (normal === ">=") return "true";
  return void 0;
}
function impossibleLengthHit(comparison, left, operator, right, syntax) {
  const lengthOnLeft = syntax.isLength(left) && syntax.isZero(right);
  if (!lengthOnLeft && !(syntax.isZero(left) && syntax.isLength(right))) return false;
  const always = alwaysValue(operator, lengthOnLeft);
  if (always === void 0) return false;
  return { details: { expression: excerpt(comparison.text, 60), always: syntax.booleans[always === "true" ? 0 : 1] } };
}

// src/rules/catalog/review/impossible-length-comparison/typescript.ts
var LENGTH_SYNTAX = {
  isLength: (node) => node.type === "member_expression" && node.childForFieldName("property")?.text === "length",
  isZero: (node) => node.type === "number" && /^0+$/.test(node.text),
  booleans: ["true", "false"]
};
var implementation89 = {
  languages: JS_FAMILY,
  query: '(binary_expression operator: ["<" ">" "<=" ">="] @operator) @target',
  textGate: /\.length\s*[<>]|[<>]=?\s*\w[\w.]*\.length/,
  check: ({ target, captures }) => {
    const left = unwrapParentheses2(target.childForFieldName("left") ?? target);
    const right = unwrapParentheses2(target.childForFieldName("right") ?? target);
    return impossibleLengthHit(target, left, captures.operator?.text ?? "", right, LENGTH_SYNTAX);
  },
  examples: {
    match: ["if (items.length < 0) return;", "const any = results.length >= 0;", "if (0 > list.length) throw new Error();"],
    noMatch: ["if (items.length > 0) return;", "if (items.length <= 0) return;", "if (offset < 0) return;", "if (items.length < 1) return;"]
  }
};

// src/rules/catalog/review/impossible-length-comparison/python.ts
var LENGTH_SYNTAX2 = {
  isLength: (node) => node.type === "call" && calleePath(node).join(".") === "len",
  isZero: (node) => node.type === "integer" && /^0+$/.test(node.text),
  booleans: ["True", "False"]
};
var implementation90 = {
  languages: ["python"],
  overrides: {
    message: "`{{expression}}` is always {{always}}: `len()` is never negative.",
    recommendation: 'Compare with the bound that was meant: `> 0` (or plain truthiness) for "not empty", `== 0` for "empty".',
    reason: "Python's length is the builtin `len()`."
  },
  query: "(comparison_operator) @target",
  textGate: /\blen\(/,
  check: ({ target }) => {
    const operands = target.namedChildren.filter((child) => child !== null);
    const operators = target.childrenForFieldName("operators").filter((child) => child !== null);
    const [left, right] = operands;
    if (operands.length !== 2 || operators.length !== 1 || !left || !right) return false;
    return impossibleLengthHit(target, left, operators[0]?.text ?? "", right, LENGTH_SYNTAX2);
  },
  examples: {
    match: ["if len(items) < 0:\n    return None", "assert len(rows) >= 0"],
    noMatch: ["if len(items) > 0:\n    return None", "if len(items) <= 0:\n    return None", "if offset < 0:\n    pass", "if 0 <= len(items) < 10:\n    pass"]
  }
};

// src/rules/catalog/review/impossible-length-comparison/go.ts
var LENGTH_SYNTAX3 = {
  isLength: (node) => node.type === "call_expression" && ["len", "cap"].includes(calleeName(node) ?? "") && node.childForFieldName("function")?.type === "identifier",
  isZero: (node) => node.type === "int_literal" && /^0+$/.test(node.text),
  booleans: ["true", "false"]
};
var implementation91 = {
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
    return impossibleLengthHit(target, left, captures.operator?.text ?? "", right, LENGTH_SYNTAX3);
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
var rule59 = {
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
var implementation92 = {
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
var rule60 = {
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
  return list ? statementsOf3(list) : [];
}
var endsInBreak = (clause) => caseStatements(clause).at(-1)?.type === "break_statement";
var breaksEarlier = (statements) => statements.some((statement) => statement.type === "if_statement" && statement.descendantsOfType("break_statement").length > 0);
var NO_RETURN = /^(Fatal|Fatalf|Fatalln|FailNow|Skip|Skipf|SkipNow|Exit|Panic|Panicf|Panicln|panic|Goexit)$/;
function neverReturns(statement) {
  const call = statement?.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  return call?.type === "call_expression" && NO_RETURN.test(calleeName(call) ?? "");
}
var implementation93 = {
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

// src/rules/catalog/review/init-return-value/rule.ts
var rule61 = {
  id: "review/init-return-value",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "bug-pattern",
  message: "`{{statement}}` in `__init__`: {{consequence}}.",
  recommendation: "Set the value on `self` instead of returning it, or build the object in a `@classmethod` factory (or `__new__`) that may return something else.",
  documentation: {
    finds: "A `return` with a value, or a `yield`, in a class\u2019s `__init__`.",
    why: "Creating the object runs `__init__`, which must return `None`: `return value` raises `TypeError: __init__() should return None` every time that line is reached, and a `yield` makes `__init__` a generator, so the call returns a generator and the same `TypeError` follows at once \u2014 the body never runs.",
    wrongWhen: "Never intended. A bare `return`, `return None` and `return super().__init__(\u2026)` (which returns the other `__init__`\u2019s `None`) are left alone, and so are `return`/`yield` of a function nested in `__init__`; `# noqa: PLE0101` or `B037` silences it.",
    origin: "Pylint's E0100 `init-is-generator` and E0101 `return-in-init` (Ruff PLE0100, PLE0101) and flake8-bugbear's B037."
  }
};

// src/rules/catalog/review/init-return-value/python.ts
var implementation94 = {
  languages: ["python"],
  query: "[(return_statement (_)) (yield)] @target",
  textGate: /def\s+__init__\b/,
  check: ({ target, context }) => {
    const fn = enclosingFunction(target);
    if (fn?.type !== "function_definition" || fn.childForFieldName("name")?.text !== "__init__" || !isMethod(fn)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["PLE0100", "PLE0101", "B037"])) return false;
    if (target.type === "return_statement") {
      const value = target.namedChildren.find((child) => child.type !== "comment");
      const returnsInit = value?.type === "call" && /\.__init__$/.test(value.childForFieldName("function")?.text ?? "");
      if (!value || value.type === "none" || returnsInit) return false;
      return { details: { statement: excerpt(target.text, 40), consequence: "creating the object raises `TypeError: __init__() should return None`" } };
    }
    return {
      details: {
        statement: excerpt(target.text, 40),
        consequence: "`__init__` becomes a generator, so creating the object raises `TypeError` before any of its body runs"
      }
    };
  },
  examples: {
    match: [
      "class Client:\n    def __init__(self, url):\n        self.url = url\n        return self",
      "class Pool:\n    def __init__(self, size):\n        if size < 1:\n            return False\n        self.size = size",
      "class Stream:\n    def __init__(self, items):\n        for item in items:\n            yield item"
    ],
    noMatch: [
      "class Client:\n    def __init__(self, url):\n        if not url:\n            return\n        self.url = url",
      "class Client:\n    def __init__(self, url):\n        self.url = url\n        return None",
      "class Client:\n    def __init__(self, urls):\n        def first():\n            return urls[0]\n        self.url = first()",
      "def __init__(self):\n    return 1",
      "class Source(Base):\n    def __init__(self):\n        return super(Source, self).__init__()"
    ]
  }
};

// src/rules/catalog/review/interpolated-format-string/rule.ts
var rule62 = {
  id: "review/interpolated-format-string",
  ...MEDIUM_CORRECTNESS,
  message: '`{{call}}` gets an f-string as its format string and `%` arguments as well: logging formats the message with them later, so a `%` in the interpolated {{values}} is read as a placeholder \u2014 the record fails to format ("not enough arguments") or shows the wrong values.',
  recommendation: "Use one kind of formatting: keep the f-string and drop the arguments (format them into it), or write a plain `%s` format string and pass every value as an argument.",
  documentation: {
    finds: "A logging call whose format string is an f-string and that passes `%` arguments too.",
    why: "A `%` in an interpolated value is read as a placeholder: the record fails or lies.",
    wrongWhen: 'Values escaped with `.replace("%", "%%")`, or `# noqa: G004`.',
    origin: "flake8-logging-format's G004."
  }
};

// src/rules/catalog/review/interpolated-format-string/python.ts
var LEVEL_METHOD = /^(debug|info|warning|warn|error|exception|critical|fatal)$/;
function formatPosition(path) {
  const name = path.at(-1) ?? "";
  const receiver = path.at(-2);
  const logger = receiver !== void 0 && (/log/i.test(receiver) || path[0] === "logging");
  if (logger && LEVEL_METHOD.test(name)) return 0;
  if (logger && name === "log" || path.length === 1 && /^_?log$/.test(name)) return 1;
  return void 0;
}
function escapesPercent(format, interpolations) {
  const escaping = /replace\(\s*['"]%['"]\s*,\s*['"]%%['"]\s*\)/;
  if (interpolations.some((interpolation) => escaping.test(interpolation.text))) return true;
  let fn = format.parent;
  while (fn && fn.type !== "function_definition") fn = fn.parent;
  const names2 = new Set(
    interpolations.map((interpolation) => interpolation.namedChildren[0]).filter((child) => child?.type === "identifier").map((child) => child?.text)
  );
  return (fn?.descendantsOfType("assignment") ?? []).some(
    (assignment) => names2.has(assignment.childForFieldName("left")?.text) && escaping.test(assignment.childForFieldName("right")?.text ?? "")
  );
}
function isInterpolatingFString(node) {
  const start = node.namedChildren.find((child) => child.type === "string_start")?.text ?? "";
  return node.type === "string" && /^[A-Za-z]*[fF]/.test(start) && node.namedChildren.some((child) => child.type === "interpolation");
}
var implementation95 = {
  languages: ["python"],
  query: "(call arguments: (argument_list (string) @format)) @target",
  // An f-string's prefix: `f"`, `F'`, `fr"`, `rf"` all hold one of these.
  textGate: /[fF][rR]?['"]/,
  check: ({ target, captures, context }) => {
    const format = captures.format;
    const position = formatPosition(calleePath(target));
    const positional = (target.childForFieldName("arguments")?.namedChildren ?? []).filter(
      (argument) => !["keyword_argument", "dictionary_splat", "comment"].includes(argument.type)
    );
    if (!format || position === void 0 || positional[position]?.id !== format.id || !isInterpolatingFString(format)) return false;
    if (positional.length <= position + 1 || silencedByNoqa(context.lines, format.startPosition.row + 1, ["G004", "PLE1205"])) return false;
    const interpolations = format.namedChildren.filter((child) => child.type === "interpolation");
    if (escapesPercent(format, interpolations)) return false;
    const values = interpolations.map((interpolation) => `\`${excerpt(interpolation.text.slice(1, -1), 30)}\``);
    return {
      line: changedLineOf(context, format, target),
      details: {
        call: excerpt(target.childForFieldName("function")?.text ?? "", 30),
        values: values.length === 1 ? `value ${values[0]}` : `values ${values.slice(0, 3).join(", ")}`
      }
    };
  },
  examples: {
    match: [
      'def log(self, type, message, *args):\n    _log(\n        type,\n        f"{self.address_string()} - - [{self.log_date_time_string()}] {message}\\n",\n        *args,\n    )',
      'def fetch(url, attempt):\n    logger.warning(f"fetching {url} failed (attempt %d)", attempt)'
    ],
    noMatch: [
      'def fetch(url, attempt):\n    logger.warning("fetching %s failed (attempt %d)", url, attempt)',
      'def fetch(url, attempt):\n    logger.warning(f"fetching {url} failed (attempt {attempt})")',
      'def fetch(url, error):\n    logger.error(f"fetching {url} failed", exc_info=error)',
      'def fetch(url):\n    print(f"fetching {url}", url)',
      'def log(self, type, message, *args):\n    address = self.address_string().replace("%", "%%")\n    _log(type, f"{address} - {message}", *args)'
    ]
  }
};

// src/rules/catalog/review/invalid-format-string/rule.ts
var rule63 = {
  id: "review/invalid-format-string",
  ...MEDIUM_CORRECTNESS,
  confidence: 90,
  message: "The format string `{{format}}` {{problem}}: {{consequence}}.",
  recommendation: "Fix the placeholder (double a `%` or a brace that is meant as text), or make the values match it: a dictionary with every key the format names, the keyword the field names.",
  documentation: {
    finds: "A literal format string Python rejects whatever the values are, or whose keys the literal values cannot give: for `'\u2026' % values`, an unknown conversion (`%y`), a placeholder cut off at the end (`'100%'`), named and positional placeholders mixed, named placeholders given a tuple or a string, a key the dictionary literal lacks, and positional placeholders given a dictionary; for `'\u2026'.format(\u2026)`, a single `{` or `}`, a conversion other than `!r`, `!s`, `!a`, automatic `{}` and numbered `{0}` fields mixed, and a named field the call passes no keyword for; and a malformed `%` format in a `logging` call that passes arguments.",
    why: "The format fails where the text is built \u2014 `ValueError`, `TypeError` or `KeyError` \u2014 usually in an error or logging path no test reaches, so the real error is replaced by a formatting one; a logging call prints `--- Logging error ---` and loses the message.",
    wrongWhen: "Formats held in variables, values that are not literals (a variable may hold a mapping), calls with `**kwargs` or a dictionary with `**` in it, keys with parentheses and logging calls without arguments (logging then prints the text as it is) or with `{}` fields (brace-style loggers) are left alone. The count of values is `review/format-argument-count`\u2019s business.",
    origin: "Pyflakes' F501, F502, F503, F505, F506, F508, F509, F521, F524 (named fields) and F525 (Ruff F5xx), and Pylint's E1300 `bad-format-character`, E1301 `truncated-format-string`, E1302 `mixed-format-string`, E1303 `format-needs-mapping`, E1304 `missing-format-string-key`, W1302 `bad-format-string`, W1303 `missing-format-argument-key`, W1305 `format-combined-specification`, E1200 `logging-unsupported-format` and E1201 `logging-format-truncated`."
  }
};

// src/rules/catalog/review/invalid-format-string/python.ts
var NOT_MAPPING = /* @__PURE__ */ new Set(["tuple", "list", "string", "concatenated_string", "integer", "float", "list_comprehension", "set", "true", "false", "none"]);
var hit = (format, problem, consequence) => ({ details: { format: excerpt(format, 40), problem, consequence } });
function percentProblem(format, problem) {
  return problem.kind === "truncated" ? hit(format, `ends in the middle of the placeholder \`${problem.spec}\``, "`ValueError: incomplete format`") : hit(format, `has \`${problem.spec}\`, which is no conversion Python knows`, "`ValueError: unsupported format character`");
}
function literalKeys(node) {
  const keys = /* @__PURE__ */ new Set();
  if (node.type === "call" && node.childForFieldName("function")?.text === "dict") {
    for (const item of node.childForFieldName("arguments")?.namedChildren ?? []) {
      if (item.type !== "keyword_argument") return void 0;
      keys.add(item.childForFieldName("name")?.text ?? "");
    }
    return keys;
  }
  if (node.type !== "dictionary") return void 0;
  for (const item of node.namedChildren) {
    if (item.type === "comment") continue;
    const key = item.type === "pair" ? item.childForFieldName("key") : null;
    const text = key ? literalText(key) : void 0;
    if (text === void 0) return void 0;
    keys.add(text);
  }
  return keys;
}
function checkPercent(formatNode, values) {
  const literal = readLiteral(formatNode);
  const specs = literal ? readPercentFormat(literal.text, literal.bytes) : void 0;
  if (!literal || !specs) return false;
  const format = literal.text;
  if (!Array.isArray(specs)) return percentProblem(format, specs);
  const named = specs.filter((spec) => spec.key !== void 0);
  const positional = specs.filter((spec) => spec.key === void 0 && spec.conversion !== "%");
  if (named.length > 0 && positional.length > 0) {
    return hit(
      format,
      `mixes named (\`${named[0]?.text}\`) and positional (\`${positional[0]?.text}\`) placeholders`,
      "`TypeError`: the values come either from a mapping or from a tuple, not both"
    );
  }
  if (named.some((spec) => spec.stars > 0))
    return hit(format, "has a `*` width or precision in a named placeholder", "`TypeError`: a mapping cannot give the `*` its number");
  const keys = literalKeys(values);
  if (named.length > 0 && NOT_MAPPING.has(values.type))
    return hit(format, `names keys (\`${named[0]?.text}\`) but is given a ${values.type.replace(/_/g, " ")}`, "`TypeError: format requires a mapping`");
  const missing = named.find((spec) => keys && !keys.has(spec.key ?? ""));
  if (missing) return hit(format, `needs the key \`${missing.key}\`, which the dictionary does not have`, `\`KeyError: '${missing.key}'\``);
  if (positional.length > 1 && values.type === "dictionary")
    return hit(format, "takes positional values but is given a dictionary", "`TypeError: not enough arguments for format string`");
  return false;
}
function braceProblem(format, problem) {
  if (problem.kind === "single-brace")
    return hit(format, `has a single \`${problem.brace}\``, `\`ValueError: Single '${problem.brace}' encountered in format string\``);
  if (problem.kind === "unknown-conversion")
    return hit(format, `has the conversion \`${problem.conversion}\`; only \`!r\`, \`!s\` and \`!a\` exist`, "`ValueError`");
  return hit(
    format,
    "mixes automatic (`{}`) and numbered (`{0}`) fields",
    "`ValueError: cannot switch from automatic field numbering to manual field specification`"
  );
}
function checkBraces(formatNode, argumentList) {
  const literal = readLiteral(formatNode);
  const fields = literal && !literal.bytes ? readBraceFormat(literal.text) : void 0;
  if (!literal || !fields) return false;
  if (!Array.isArray(fields)) return braceProblem(literal.text, fields);
  const items = argumentList.namedChildren;
  if (items.some((item) => item.type === "dictionary_splat")) return false;
  const keywords = new Set(items.flatMap((item) => item.type === "keyword_argument" ? [item.childForFieldName("name")?.text ?? ""] : []));
  const missing = fields.find((field) => field.kind === "named" && !keywords.has(field.name));
  if (missing?.kind !== "named") return false;
  return hit(literal.text, `has the field \`{${missing.name}}\`, but the call passes no \`${missing.name}=\``, `\`KeyError: '${missing.name}'\``);
}
function checkLogging(call) {
  const logging = readLoggingCall(call);
  const specs = logging && logging.arguments > 0 ? readPercentFormat(logging.text) : void 0;
  if (!logging || !specs || Array.isArray(specs)) return false;
  const finding = percentProblem(logging.text, specs);
  return { ...finding, details: { ...finding.details, consequence: "logging prints `--- Logging error ---` and a traceback instead of the message" } };
}
var implementation96 = {
  languages: ["python"],
  query: `(binary_operator left: (string) @format operator: "%" right: (_) @values) @target
      (call function: (attribute object: (string) @format attribute: (identifier) @method (#eq? @method "format")) arguments: (argument_list) @values) @target
      (call function: (attribute attribute: (identifier) @logging) arguments: (argument_list (string))) @target`,
  textGate: /%|format|\{|\}/,
  check: ({ target, captures, context }) => {
    if (silencedByNoqa(context.lines, lineOf(target), ["F501", "F502", "F503", "F505", "F506", "F508", "F509", "F521", "F524", "F525", "PLE1300"]))
      return false;
    if (captures.logging) return checkLogging(target);
    const { format, values } = captures;
    if (!format || !values) return false;
    return target.type === "binary_operator" ? checkPercent(format, values) : checkBraces(format, values);
  },
  examples: {
    match: [
      'label = "%d%s done" % (count, "%")\nratio = "%d of %d (%y)" % (a, b)',
      'message = "progress: 100%" % ()',
      'text = "%(name)s is %s" % {"name": name}',
      'text = "%(name)s" % (name,)',
      'text = "%(name)s (%(age)d)" % {"name": name, "agee": age}',
      'text = "%s and %s" % {"a": 1}',
      'text = "{} {".format(a)',
      'text = "{0} and {}".format(a, b)',
      'text = "{value!x}".format(value=v)',
      'text = "{user} logged in".format(usr=name)',
      'logger.info("loaded %s (100%)", path)'
    ],
    noMatch: [
      'text = "%(name)s is %(age)d" % {"name": name, "age": age}',
      'text = "%(name)s" % locals()',
      'text = "100%%, %s" % (name,)',
      'text = b"%b" % (data,)',
      'text = "%(name)s" % {"name": name, **extra}',
      'text = "{user} {0}".format(name, user=u)',
      'text = "{{literal}} {:{width}}".format(value, width=3)',
      'text = "{user}".format(**context)',
      'text = "\\N{EM DASH} {}".format(value)',
      'logger.info("100% done")',
      'logger.info("loaded {} of 100%", count)',
      'text = "%s" % {"a": 1}'
    ]
  }
};

// src/rules/catalog/review/invalid-typeof/rule.ts
var rule64 = {
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
var implementation97 = {
  languages: JS_FAMILY,
  query: `[
    (binary_expression left: (unary_expression operator: "typeof") operator: ["===" "==" "!==" "!="] @operator right: (string) @kind)
    (binary_expression left: (string) @kind operator: ["===" "==" "!==" "!="] @operator right: (unary_expression operator: "typeof"))
  ] @target`,
  textGate: /typeof/,
  check: ({ target, captures }) => {
    const kind = captures.kind ? unwrapParentheses2(captures.kind).text.slice(1, -1) : "";
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

// src/rules/catalog/review/is-literal/rule.ts
var rule65 = {
  id: "review/is-literal",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "correctness",
  message: '`{{target}}` compares identity with a literal: whether two equal values are the same object is up to the interpreter, so this can be false for equal values (Python warns: `"is" with a literal`).',
  recommendation: "Compare values with `==` / `!=`; keep `is` for `None`, `True`, `False` and sentinels.",
  documentation: {
    finds: '`x is "a"`, `x is not 404`, `x is []`.',
    why: "`is` compares identity, not value: the result depends on interning and changes between runs and versions.",
    wrongWhen: "`None`, `True`, `False` and sentinels; small ints and `()` at 70.",
    origin: "CPython's SyntaxWarning and flake8's F632."
  }
};

// src/rules/catalog/review/is-literal/python.ts
var NUMBER_TYPES = /* @__PURE__ */ new Set(["integer", "float"]);
var LITERAL_TYPES3 = /* @__PURE__ */ new Set([
  "string",
  "concatenated_string",
  "integer",
  "float",
  "tuple",
  "list",
  "dictionary",
  "set",
  "list_comprehension",
  "dictionary_comprehension",
  "set_comprehension"
]);
function isCachedLiteral(node) {
  const value = node.type === "unary_operator" ? node.namedChildren[0] : node;
  if (node.type === "tuple") return node.namedChildren.length === 0;
  if (value?.type !== "integer" || !/^\d+$/.test(value.text)) return false;
  const number = Number(value.text) * (node.type === "unary_operator" && node.text.startsWith("-") ? -1 : 1);
  return number >= -5 && number <= 256;
}
function isLiteral(node) {
  if (node.type === "unary_operator") return NUMBER_TYPES.has(node.namedChildren[0]?.type ?? "");
  return LITERAL_TYPES3.has(node.type);
}
function fixIsLiteral(target) {
  const text = target.lines[target.line - 1] ?? "";
  const code = text.replace(/(["'])(?:\\.|(?!\1).)*\1/g, (string) => " ".repeat(string.length));
  const matches = [...code.matchAll(/\bis(\s+not)?\b/g)];
  if (matches.length !== 1 || matches[0]?.index === void 0) return void 0;
  const match = matches[0];
  const replacement = match[1] ? "!=" : "==";
  const index = match.index ?? 0;
  return { startLine: target.line, endLine: target.line, replacement: [text.slice(0, index) + replacement + text.slice(index + match[0].length)] };
}
var implementation98 = {
  languages: ["python"],
  query: '(comparison_operator operators: ["is" "is not"]) @target',
  textGate: /\bis\b/,
  check: ({ target, context }) => {
    if (target.namedChildren.length !== 2 || silencedByNoqa(context.lines, lineOf(target), ["F632"])) return false;
    const literal = target.namedChildren.find(isLiteral);
    if (!literal || target.namedChildren.every(isLiteral)) return false;
    return { details: { target: excerpt(target.text, 50) }, ...isCachedLiteral(literal) ? { confidence: 70, severity: "low" } : {} };
  },
  fix: fixIsLiteral,
  examples: {
    match: ['if status is "active":\n    start()', "if code is not 404:\n    retry()", "if items is []:\n    return"],
    noMatch: [
      "assert [] is not []",
      "assert copy(items) is not [1, 2]  # noqa: F632",
      "if status is None:\n    start()",
      "if flag is True:\n    go()",
      "if value is MISSING:\n    return",
      'if status == "active":\n    start()'
    ]
  }
};

// src/rules/catalog/review/late-binding-closure/rule.ts
var rule66 = {
  id: "review/late-binding-closure",
  ...MEDIUM_CORRECTNESS,
  message: "{{how}} reads `{{name}}`, the loop's variable, and this module is on Go {{version}} (go.mod): before Go 1.22 the whole loop shares one `{{name}}`, so the closures see whatever it holds when they run \u2014 usually the last value \u2014 and race with the loop that assigns it.",
  recommendation: "Pass the value in (`go func({{name}} T) { \u2026 }({{name}})`) or copy it in the loop (`{{name}} := {{name}}`); or raise go.mod's `go` directive to 1.22 or later, where each iteration has its own variable.",
  documentation: {
    finds: "A closure made in a loop that reads the loop variable and runs later: Python lambdas kept for later; Go goroutines, deferred closures and parallel subtests on Go 1.21 and older.",
    why: "Every closure sees the variable as it is when it runs, usually the last value.",
    wrongWhen: "Closures called in the same pass, values bound as defaults or passed in; Go modules on 1.22 and later.",
    origin: "Ruff's B023 and go vet's `loopclosure`."
  }
};

// src/rules/catalog/review/late-binding-closure/python.ts
function enclosingLoop2(node) {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (["function_definition", "lambda", "class_definition"].includes(parent.type)) return void 0;
    if (LOOP_TYPES.has(parent.type) && child.id === parent.childForFieldName("body")?.id) return parent;
  }
  return void 0;
}
function loopVariables(loop) {
  const names2 = /* @__PURE__ */ new Set();
  const addTargets = (target) => {
    if (!target) return;
    if (target.type === "identifier") names2.add(target.text);
    else if (["pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "parenthesized_expression"].includes(target.type))
      target.namedChildren.forEach(addTargets);
  };
  if (loop.type === "for_statement") addTargets(loop.childForFieldName("left"));
  const body = loop.childForFieldName("body");
  for (const node of body?.descendantsOfType(["assignment", "augmented_assignment", "for_statement", "named_expression"]) ?? []) {
    if (enclosingFunction(node) !== enclosingFunction(loop)) continue;
    addTargets(node.childForFieldName(node.type === "named_expression" ? "name" : "left"));
  }
  return names2;
}
function freeReads(closure) {
  const body = closure.childForFieldName("body");
  if (!body) return [];
  const own = /* @__PURE__ */ new Set();
  for (const parameter of closure.childForFieldName("parameters")?.namedChildren ?? []) {
    const name = parameter.type === "identifier" ? parameter : parameter.childForFieldName("name") ?? parameter.namedChildren[0];
    if (name) own.add(name.type === "identifier" ? name.text : name.namedChildren[0]?.text ?? name.text);
  }
  for (const node of body.descendantsOfType(["assignment", "augmented_assignment", "for_statement", "for_in_clause", "named_expression", "with_item"])) {
    const target = node.childForFieldName(node.type === "named_expression" ? "name" : "left");
    for (const identifier of target ? [target, ...target.descendantsOfType("identifier")] : []) if (identifier.type === "identifier") own.add(identifier.text);
  }
  for (const declaration of body.descendantsOfType(["global_statement", "nonlocal_statement"]))
    for (const name of declaration.namedChildren) own.delete(name.text);
  return body.descendantsOfType("identifier").filter((identifier) => isVariableName(identifier) && !own.has(identifier.text));
}
var KEEPS_CALLABLE = /^(append|extend|insert|add|put|put_nowait|appendleft|setdefault|register|connect|add_done_callback|add_callback|add_handler|add_listener|add_route|add_url_rule|call_soon|call_soon_threadsafe|call_later|call_at|run_in_executor|submit|apply_async|after|after_idle|bind|on|subscribe|addCallback|addCallbacks|callLater|create_task|ensure_future|start_new_thread)$/;
var KEEPS_BY_KEYWORD = /* @__PURE__ */ new Set(["target", "callback", "fn", "func", "command", "handler", "default_factory", "on_click", "on_change"]);
function keptForLater(closure) {
  let node = closure;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    switch (parent.type) {
      case "parenthesized_expression":
      case "list":
      case "tuple":
      case "set":
      case "pair":
      case "dictionary":
        continue;
      case "keyword_argument": {
        const call = parent.parent?.parent;
        if (KEEPS_BY_KEYWORD.has(parent.childForFieldName("name")?.text ?? "") && call?.type === "call")
          return `passed as \`${parent.childForFieldName("name")?.text}=\``;
        return void 0;
      }
      case "argument_list": {
        const method = parent.parent?.type === "call" ? calleePath(parent.parent).at(-1) : void 0;
        return method && KEEPS_CALLABLE.test(method) ? `passed to \`${method}\`` : void 0;
      }
      case "assignment": {
        const left = parent.childForFieldName("left");
        if (node.id === left?.id) return void 0;
        return left?.type === "subscript" || left?.type === "attribute" ? `stored in \`${excerpt(left.text, 30)}\`` : void 0;
      }
      case "yield":
        return "yielded";
      default:
        return void 0;
    }
  }
  return void 0;
}
function definitionKeptForLater(definition, loop) {
  const name = definition.childForFieldName("name")?.text;
  const body = loop.childForFieldName("body");
  if (!name || !body) return void 0;
  const holder = definition.parent?.type === "decorated_definition" ? definition.parent : definition;
  for (const decorator of holder.type === "decorated_definition" ? holder.namedChildren.filter((child) => child.type === "decorator") : []) {
    const expression = decorator.namedChildren[0];
    const callee = expression?.type === "call" ? expression.childForFieldName("function") : expression;
    if (callee?.type === "attribute") return `registered by \`@${excerpt(callee.text, 30)}\``;
  }
  for (const identifier of body.descendantsOfType("identifier")) {
    if (identifier.text !== name || identifier.startIndex < holder.endIndex || !isVariableName(identifier)) continue;
    const parent = identifier.parent;
    if (parent?.type === "call" && parent.childForFieldName("function")?.id === identifier.id) continue;
    const kept = keptForLater(identifier);
    if (kept) return kept;
  }
  return void 0;
}
var implementation99 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "This function is made in a loop, reads the loop's `{{name}}` and is {{kept}}: it runs later and sees `{{name}}` as it is then \u2014 every such function gets the last value.",
    recommendation: "Bind the current value when the function is made: a default argument (`lambda name=name: greet(name)`) or `functools.partial(greet, name)`."
  }),
  query: `(lambda) @target
      (function_definition) @target`,
  textGate: /for |while /,
  check: ({ target, context }) => {
    if (silencedByNoqa(context.lines, lineOf(target), ["B023"])) return false;
    const loop = enclosingLoop2(target.parent?.type === "decorated_definition" ? target.parent : target);
    if (!loop) return false;
    const variables = loopVariables(loop);
    const read4 = freeReads(target).find((identifier) => variables.has(identifier.text));
    if (!read4) return false;
    const kept = target.type === "lambda" ? keptForLater(target) : definitionKeptForLater(target, loop);
    return kept ? { details: { name: read4.text, kept } } : false;
  },
  examples: {
    match: [
      "callbacks = []\nfor name in names:\n    callbacks.append(lambda: greet(name))",
      "for route in routes:\n    @app.get(route.path)\n    def handler():\n        return route.payload",
      "for key in keys:\n    handlers[key] = lambda event: dispatch(key, event)"
    ],
    noMatch: [
      "for name in names:\n    callbacks.append(lambda name=name: greet(name))",
      "for row in rows:\n    row.sort(key=lambda cell: cell[row.index])",
      "for value in values:\n    limit = max(value) / 2\n    kept = list(filter(lambda x: x < limit, value))",
      "for i in range(3):\n    def add():\n        total.append(i)\n    add()"
    ]
  }
};

// src/rules/go-module-version.ts
var VERSION_WITHOUT_DIRECTIVE = "1.16";
function goDirectiveOf(goMod) {
  for (const raw of goMod.split("\n")) {
    const line2 = raw.replace(/\/\/.*$/, "").trim();
    const found = /^go\s+(\d+)\.(\d+)/.exec(line2);
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
  return (body ? statementsOf3(body) : []).find((statement) => /^\w+\.Parallel\(\)$/.test(statement.text));
}
function loopVariables2(loop) {
  const range = loop.namedChildren.find((child) => child.type === "range_clause");
  if (range) return range.children.some((child) => child?.type === ":=") ? range.childForFieldName("left")?.namedChildren ?? [] : [];
  const initializer = loop.namedChildren.find((child) => child.type === "for_clause")?.childForFieldName("initializer");
  return initializer?.type === "short_var_declaration" ? initializer.childForFieldName("left")?.namedChildren ?? [] : [];
}
function declaredInside2(literal) {
  const names2 = /* @__PURE__ */ new Set();
  for (const parameter of literal.descendantsOfType(["parameter_declaration", "variadic_parameter_declaration"])) {
    for (const name of parameter.childrenForFieldName("name")) if (name) names2.add(name.text);
  }
  for (const declaration of literal.descendantsOfType(["short_var_declaration", "range_clause"])) {
    for (const name of declaration.childForFieldName("left")?.namedChildren ?? []) names2.add(name.text);
  }
  for (const spec of literal.descendantsOfType("var_spec")) for (const name of spec.childrenForFieldName("name")) if (name) names2.add(name.text);
  return names2;
}
function copiedBefore(body, name, before) {
  return statementsOf3(body).some((statement) => {
    if (statement.startIndex >= before.startIndex) return false;
    if (statement.type === "short_var_declaration") return (statement.childForFieldName("left")?.namedChildren ?? []).some((left) => left.text === name);
    return statement.type === "var_declaration" && statement.descendantsOfType("var_spec").some((spec) => spec.childrenForFieldName("name").some((declared) => declared?.text === name));
  });
}
function waitsInIteration(body, started) {
  return statementsOf3(body).filter((statement) => statement.startIndex > started.endIndex).some((statement) => /\.Wait\(\)|<-/.test(statement.text));
}
function buildsForNewLoops(context) {
  return context.lines.some((line2) => line2.startsWith("//go:build") && [...line2.matchAll(/go1\.(\d+)/g)].some((found) => Number(found[1]) >= 22));
}
var implementation100 = {
  languages: ["go"],
  query: "(func_literal) @target",
  // Reported only for a closure a `go`, `defer`, `.Go(…)` or a parallel subtest runs later.
  textGate: /go\s|defer\s|\.Go\(|\.Parallel\(/,
  check: ({ target, context }) => {
    const version = context.facts.goVersion;
    if (version === void 0 || !goVersionBefore(version, 1, 22)) return false;
    const run = laterRun(target);
    const loop = run ? enclosingLoop(run.statement) : void 0;
    const body = loop?.childForFieldName("body");
    if (!run || !loop || !body || buildsForNewLoops(context)) return false;
    if (run.statement.type !== "defer_statement" && waitsInIteration(body, run.statement)) return false;
    const own = declaredInside2(target);
    const variables = loopVariables2(loop).map((name) => name.text).filter((name) => name !== "_" && !own.has(name) && !copiedBefore(body, name, run.statement));
    const read4 = target.descendantsOfType("identifier").find((identifier) => variables.includes(identifier.text) && identifier.parent?.type !== "literal_element");
    if (!read4) return false;
    const line2 = [read4, run.marker, run.statement, loop].map((node) => node.startPosition.row + 1).find((candidate) => context.isChanged(candidate));
    if (line2 === void 0) return false;
    return { line: line2, details: { how: run.how.charAt(0).toUpperCase() + run.how.slice(1), name: read4.text, version } };
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

// src/rules/catalog/review/leaked-credential/rule.ts
var rule67 = {
  id: "review/leaked-credential",
  agent: "code-reviewer",
  dimension: "security",
  severity: "critical",
  confidence: 95,
  category: "secrets",
  message: "Hard-coded {{kind}} in the source.",
  recommendation: "Revoke the credential now (it is in the git history), then load it from the environment or a secret manager at run time.",
  documentation: {
    finds: "Token-shaped strings and comments: AWS keys, GitHub, Slack, Stripe, Google tokens, private keys.",
    why: "A credential in the source is in the git history: anyone with the code can use it until it is revoked.",
    wrongWhen: "Documented example keys (`AKIA\u2026EXAMPLE`) and repeated-character placeholders are left alone.",
    origin: "gitleaks' and GitHub secret scanning's token formats."
  }
};

// src/rules/catalog/review/leaked-credential/credential-check.ts
var CREDENTIAL_CHECK = {
  textGate: TOKEN_SHAPE_GATE,
  check: ({ target, context }) => leakedCredentialHits(target.text, target.startPosition.row, target.startPosition.column, context)
};

// src/rules/catalog/review/leaked-credential/token-pieces.ts
var tokenPieces = (...pieces) => pieces.join("");

// src/rules/catalog/review/leaked-credential/typescript.ts
var STRINGS_AND_COMMENTS = "[(string) (template_string) (comment)] @target";
var implementation101 = {
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

// src/rules/catalog/review/leaked-credential/python.ts
var implementation102 = {
  languages: ["python"],
  query: "[(string) (comment)] @target",
  ...CREDENTIAL_CHECK,
  examples: {
    match: [`TOKEN = "${tokenPieces("gh", "p_", "R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue")}"`, `# aws: ${tokenPieces("AK", "IA", "Q3ZRT7WNV5HX2KLM")}`],
    noMatch: [`DOCS = "${tokenPieces("AK", "IA", "IOSFODNN7EXAMPLE")}"`, 'TOKEN = os.environ["GITHUB_TOKEN"]']
  }
};

// src/rules/catalog/review/leaked-credential/go.ts
var implementation103 = {
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

// src/rules/catalog/review/logical-switch-case/rule.ts
var rule68 = {
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
var LITERALS4 = /* @__PURE__ */ new Set(["number", "string", "true", "false", "null"]);
function isLiteral2(node) {
  return LITERALS4.has(node.type) || node.type === "template_string" && !node.namedChildren.some((child) => child?.type === "template_substitution");
}
function literalOperands(node) {
  const parts = node.type === "sequence_expression" ? node.namedChildren : [node.childForFieldName("left"), node.childForFieldName("right")];
  const operands = [];
  for (const part of parts) {
    if (!part) return void 0;
    const nested = part.type === node.type && (node.type === "sequence_expression" || part.childForFieldName("operator")?.text === "||") ? literalOperands(part) : [part];
    if (!nested || !nested.every(isLiteral2)) return void 0;
    operands.push(...nested);
  }
  return operands;
}
var implementation104 = {
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

// src/rules/catalog/review/loop-variable-overrides-iterable/rule.ts
var rule69 = {
  id: "review/loop-variable-overrides-iterable",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "logic",
  message: "`for` rebinds `{{name}}`, the collection it walks, and `{{name}}` is read after the loop: there it is the last element, not the collection.",
  recommendation: "Name the loop variable apart from the collection: `for item in items:`.",
  documentation: {
    finds: "A `for` loop whose variable is the name it iterates, with the name read after the loop: `for items in items: \u2026` then `len(items)`; also `for row in sorted(row):`, `for key, value in value.items():`.",
    why: "Python evaluates the iterable once, so the loop runs, but the name of the collection now holds its last element: code in or after the loop that means the collection (`len(items)`, a second pass) works on one element instead. It is usually a slip of `item`/`items`.",
    wrongWhen: "When the reuse is deliberate. The name must be read after the loop (before any new assignment) to be reported: a collection not needed again loses nothing. As in the false-positive reports of flake8-bugbear and Ruff, an attribute or item target (`for self.x in \u2026`) and a name used only to compute the iterable (`for i in range(i, i + 10)`) are left alone; comprehensions, whose variable does not leak, are too; `# noqa: B020` silences it.",
    origin: "flake8-bugbear's B020 (Ruff B020, `loop-variable-overrides-iterator`)."
  }
};

// src/rules/catalog/review/loop-variable-overrides-iterable/python.ts
var SAME_ELEMENTS = /* @__PURE__ */ new Set(["sorted", "reversed", "list", "tuple", "set", "frozenset", "iter", "enumerate"]);
var WALKING_METHODS = /* @__PURE__ */ new Set(["items", "keys", "values", "copy"]);
function walkedName(iterable) {
  const node = unwrapParentheses(iterable);
  if (node.type === "identifier") return node.text;
  if (node.type !== "call") return void 0;
  const callee = node.childForFieldName("function");
  const args = node.childForFieldName("arguments")?.namedChildren.filter((child) => child.type !== "comment") ?? [];
  if (callee?.type === "identifier" && SAME_ELEMENTS.has(callee.text) && args.length === 1 && args[0].type === "identifier") return args[0].text;
  if (callee?.type === "attribute" && args.length === 0 && WALKING_METHODS.has(callee.childForFieldName("attribute")?.text ?? "")) {
    const object = callee.childForFieldName("object");
    return object?.type === "identifier" ? object.text : void 0;
  }
  return void 0;
}
function isWritten(identifier) {
  const parent = identifier.parent;
  const binder = parent && ["pattern_list", "tuple_pattern", "list_pattern"].includes(parent.type) ? parent.parent : parent;
  if (!binder || !["assignment", "for_statement", "augmented_assignment"].includes(binder.type)) return false;
  return binder.type !== "augmented_assignment" && targetNames(binder.childForFieldName("left")).some((name) => name.id === identifier.id);
}
function readAfter(loop, name) {
  const scope = enclosingFunction(loop) ?? loop.tree.rootNode;
  const next = scope.descendantsOfType("identifier").find((identifier) => identifier.startIndex >= loop.endIndex && identifier.text === name);
  return next !== void 0 && !isWritten(next);
}
var implementation105 = {
  languages: ["python"],
  query: "(for_statement left: (_) @left right: (_) @iterable) @target",
  check: ({ captures, context, target }) => {
    const walked2 = captures.iterable ? walkedName(captures.iterable) : void 0;
    if (!walked2 || !targetNames(captures.left ?? null).some((name) => name.text === walked2)) return false;
    if (!readAfter(target, walked2)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["B020"])) return false;
    return { details: { name: walked2 } };
  },
  examples: {
    match: [
      "def total(items):\n    for items in items:\n        audit(items)\n    return len(items)",
      "def show(value):\n    for key, value in value.items():\n        audit(key, value)\n    save(value)"
    ],
    noMatch: [
      "for item in items:\n    print(item)",
      "def count(threads):\n    for i, threads in enumerate(threads):\n        use(i, threads)\n    threads = fresh()\n    return threads",
      "for i in range(i, i + 10):\n    print(i)",
      "for struct.arch in sorted(struct.ARCHS):\n    build(struct)",
      "names = [names for names in names]"
    ]
  }
};

// src/rules/catalog/review/loose-equality/rule.ts
var rule70 = {
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
var implementation106 = {
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
var rule71 = {
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
var implementation107 = {
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

// src/rules/catalog/review/lost-cancel/rule.ts
var rule72 = {
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
var implementation108 = {
  languages: ["go"],
  query: `(short_var_declaration left: (expression_list (_) (identifier) @cancel .) right: (expression_list . (call_expression) @call .)) @target
      (assignment_statement left: (expression_list (_) (identifier) @cancel .) right: (expression_list . (call_expression) @call .)) @target`,
  textGate: /context\.With/,
  check: ({ target, captures }) => {
    const { call, cancel } = captures;
    if (!call || !cancel) return false;
    const path = calleePath3(call);
    const constructor = path[1] ?? "";
    if (path.length !== 2 || path[0] !== "context" || !CONSTRUCTORS.has(constructor)) return false;
    if (cancel.text === "_") return { details: { constructor, what: "thrown away with `_`" } };
    const scope = enclosingFunction3(target);
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

// src/rules/catalog/review/lost-regex-escape/rule.ts
var rule73 = {
  id: "review/lost-regex-escape",
  ...MEDIUM_CORRECTNESS,
  message: "In `{{pattern}}`, the string turns `{{escape}}` into {{becomes}} before the regular expression sees it: {{consequence}}.",
  recommendation: "{{fix}}",
  documentation: {
    finds: 'A regular expression written as an ordinary string whose escapes the string itself takes: `new RegExp("^\\d+$")` in JavaScript (the string drops the backslash of `\\d`, `\\w`, `\\s`, `\\.`, `\\(`, \u2026), and `\\b` in a Python string without `r` or a Go string in double quotes (a backspace character, not a word boundary).',
    why: "The pattern is not the one written: `^\\d+$` becomes `^d+$`, which matches `ddd` and rejects `123`; `\\bword\\b` looks for backspaces and never matches. Nothing fails \u2014 the match just never happens, or happens for the wrong text.",
    wrongWhen: 'Never when the pattern reaches the regular expression as written. Doubled backslashes (`"\\\\d"`), raw strings (`r"\\b"`, Go\u2019s back-quoted strings), regular-expression literals escapes that mean the same either way and a `\\b` beside no word character (`.\\b` removes terminal overstrike, where a backspace is meant) are left alone; Python keeps unknown escapes such as `\\d` (and warns), so only its `\\b` is reported, and Go rejects unknown ones when compiling.',
    origin: "ESLint\u2019s `no-useless-escape` and Ruff\u2019s RUF039 (`unraw-re-pattern`), narrowed to the escapes that change what the pattern matches; the backspace case is the one Python 3.12\u2019s invalid-escape warning cannot give, since `\\b` is a valid string escape."
  }
};

// src/rules/catalog/review/lost-regex-escape/lost-escape.ts
function lostEscape(body, dropped) {
  for (let index = 0; index < body.length - 1; index++) {
    if (body[index] !== "\\") continue;
    const next = body[index + 1] ?? "";
    if (next === "b" && /\w/.test(`${body[index - 1] ?? ""}${body[index + 2] ?? ""}`)) return { escape: "\\b", becomes: "a backspace character" };
    if (dropped.has(next)) return { escape: `\\${next}`, becomes: `a plain \`${next}\`` };
    index++;
  }
  return void 0;
}
function backspaceHit(node, body, fix) {
  const lost = lostEscape(body, /* @__PURE__ */ new Set());
  return lost ? { details: { pattern: excerpt(node.text, 60), ...lost, consequence: "the word boundary is never there, and the pattern never matches", fix } } : false;
}

// src/rules/catalog/review/lost-regex-escape/typescript.ts
var DROPPED = /* @__PURE__ */ new Set([..."BdDwWsS.*+?()[]{}|^$"]);
var implementation109 = regexImplementation(
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

// src/rules/catalog/review/lost-regex-escape/python.ts
var implementation110 = regexImplementation(
  PYTHON_REGEX,
  /\\b/,
  (_regex, captures) => {
    const node = captures.pattern;
    const prefix = /^[a-zA-Z]*/.exec(node?.text ?? "")?.[0] ?? "";
    if (!node || /r/i.test(prefix)) return false;
    const quoted = node.text.slice(prefix.length);
    return backspaceHit(node, quoted.replace(/^("""|'''|"|')/, ""), `Make it a raw string: \`r${quoted}\`.`);
  },
  {
    match: ['WORD = re.compile("\\bcat\\b")'],
    noMatch: ['WORD = re.compile(r"\\bcat\\b")', 'WORD = re.compile("\\\\bcat\\\\b")', 'DIGITS = re.compile("\\d+")']
  }
);

// src/rules/catalog/review/lost-regex-escape/go.ts
var implementation111 = regexImplementation(
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
var rule74 = {
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
function duplicateJsonName(field, name) {
  for (let sibling = field.previousNamedSibling; sibling; sibling = sibling.previousNamedSibling) {
    if (sibling.type !== "field_declaration" || sibling.childrenForFieldName("name").length === 0) continue;
    const text = tagText(sibling);
    const reading7 = text === void 0 ? void 0 : readTag(text);
    if (reading7 && "pairs" in reading7 && reading7.pairs.get("json")?.split(",")[0] === name) return fieldName(sibling);
  }
  return void 0;
}
var implementation112 = {
  languages: ["go"],
  query: "(field_declaration tag: (raw_string_literal)) @target",
  textGate: /`/,
  check: ({ target }) => {
    const text = tagText(target);
    if (text === void 0) return false;
    const field = fieldName(target);
    const line2 = (target.childForFieldName("tag")?.startPosition.row ?? target.startPosition.row) + 1;
    const reading7 = readTag(text);
    if ("problem" in reading7) return { line: line2, details: { field, problem: reading7.problem, fix: reading7.fix } };
    const names2 = target.childrenForFieldName("name");
    const json = reading7.pairs.get("json")?.split(",")[0] ?? "";
    if (names2.length === 0 || json === "" || json === "-") return false;
    const other = names2.length > 1 ? fieldName(target) : duplicateJsonName(target, json);
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

// src/rules/catalog/review/method-without-self/rule.ts
var rule75 = {
  id: "review/method-without-self",
  ...HIGH_CORRECTNESS,
  confidence: 85,
  message: "The method `{{name}}` takes no parameters, so calling it on an instance raises `TypeError: {{name}}() takes 0 positional arguments but 1 was given`.",
  recommendation: "Add `self` (or `cls` with `@classmethod`), or mark the method `@staticmethod` if it needs neither.",
  documentation: {
    finds: "A method with no parameters at all whose body uses `self` or `cls`, not marked `@staticmethod`.",
    why: "Python passes the instance (or the class) to every method called through an instance, `obj.method()`, so a method without parameters fails on every such call; `self` was forgotten, or `@staticmethod` was.",
    wrongWhen: "A function called only through the class (`Tools.helper()`, `getattr(cls, name)()`) or from the class body while it is built works without `self`, so only methods whose body uses `self` or `cls` (outside functions nested in them) are reported; interface declarations (zope.interface `Interface` subclasses, whose methods have no `self` by convention) and methods with decorators other than `classmethod`, `abstractmethod`, `override`, `overload` or a property are left alone; `# noqa: N805` or `PLE0211` silences it.",
    origin: "Pylint's E0211 `no-method-argument` (pep8-naming N805 for the missing `self`)."
  }
};

// src/rules/syntax/python/method-signature.ts
function readSignature(fn) {
  const signature = { positional: 0, required: 0, variadic: false, keywords: false };
  let keywordOnly = false;
  for (const node of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    const parameter = node.type === "typed_parameter" && node.namedChildren[0]?.type.endsWith("splat_pattern") ? node.namedChildren[0] : node;
    if (parameter.type === "comment" || parameter.type === "positional_separator") continue;
    if (parameter.type === "keyword_separator" || parameter.type === "list_splat_pattern") {
      signature.variadic ||= parameter.type === "list_splat_pattern";
      keywordOnly = true;
    } else if (parameter.type === "dictionary_splat_pattern" || keywordOnly) {
      signature.keywords = true;
    } else {
      signature.positional += 1;
      if (!parameter.type.endsWith("default_parameter")) signature.required += 1;
    }
  }
  return signature;
}
function decoratorNames(fn) {
  const decorated = fn.parent?.type === "decorated_definition" ? fn.parent : void 0;
  return (decorated?.namedChildren ?? []).filter((child) => child.type === "decorator").map((decorator) => {
    const expression = decorator.namedChildren[0];
    const callee = expression?.type === "call" ? expression.childForFieldName("function") : expression;
    return callee ? dottedName(callee).at(-1) ?? callee.text : "";
  });
}
var PLAIN_DECORATORS = /* @__PURE__ */ new Set([
  "abstractmethod",
  "override",
  "overload",
  "final",
  "classmethod",
  "property",
  "setter",
  "getter",
  "deleter",
  "cached_property"
]);
function plainMethod(fn) {
  if (!isMethod(fn)) return void 0;
  const decorators = decoratorNames(fn);
  if (decorators.some((name) => name !== "staticmethod" && !PLAIN_DECORATORS.has(name))) return void 0;
  return { staticmethod: decorators.includes("staticmethod") };
}

// src/rules/catalog/review/method-without-self/python.ts
function classOf(fn) {
  const body = fn.parent?.type === "decorated_definition" ? fn.parent.parent : fn.parent;
  return body?.parent?.type === "class_definition" ? body.parent : void 0;
}
function ownFunction(node) {
  for (let current = node.parent; current; current = current.parent) if (current.type === "function_definition") return current;
  return void 0;
}
var implementation113 = {
  languages: ["python"],
  query: "(function_definition name: (identifier) @name parameters: (parameters) @parameters) @target",
  textGate: /\(\)\s*(->[^:]*)?:/,
  check: ({ target, captures, context }) => {
    if (captures.parameters?.namedChildren.some((child) => child.type !== "comment")) return false;
    const method = plainMethod(target);
    const owner = classOf(target);
    if (!method || method.staticmethod || !owner) return false;
    const reads = target.childForFieldName("body")?.descendantsOfType("identifier").find((identifier) => /^(self|cls)$/.test(identifier.text) && isVariableName(identifier) && ownFunction(identifier)?.id === target.id);
    if (!reads || /Interface\b/.test(owner.childForFieldName("superclasses")?.text ?? "")) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["N805", "PLE0211"])) return false;
    return { details: { name: captures.name?.text ?? "", self: reads.text } };
  },
  examples: {
    match: ["class Cart:\n    def __init__(self):\n        self.items = []\n\n    def total():\n        return sum(item.price for item in self.items)"],
    noMatch: [
      "class Cart:\n    def __init__(self):\n        self.items = []\n\n    @staticmethod\n    def empty():\n        return Cart()",
      'class paths:\n    def root():\n        return "/"\n\n    def home(self):\n        return "~"',
      'class Lexer:\n    def gen_rules():\n        return {"root": []}\n\n    tokens = gen_rules()\n\n    def lex(self, text):\n        return text',
      'class IStore(Interface):\n    def keys():\n        "The keys of self."\n        return self\n\n    def get(self, key):\n        pass',
      "class Cart:\n    def __init__(self):\n        self.items = []\n\n    def total(*args):\n        return 0",
      "def total():\n    return 0"
    ]
  }
};

// src/rules/catalog/review/missing-f-prefix/rule.ts
var rule76 = {
  id: "review/missing-f-prefix",
  ...MEDIUM_CORRECTNESS,
  message: "{{problem}}",
  recommendation: 'Add the `f` prefix (`f"\u2026 {name} \u2026"`), or call `.format(\u2026)` on the message; for a `%s` message, format it with `%` before passing it on (`ValueError("cannot read %s" % path)`).',
  documentation: {
    finds: "A raised, printed or logged message holding `{name}` of a local variable without the `f` prefix; `%s` messages passed as extra arguments to exceptions or `print`.",
    why: "The message shows the placeholder instead of the value.",
    wrongWhen: "Strings passed to `.format`, `_()`, loguru-style arguments, `{{\u2026}}` templates.",
    origin: "Ruff's RUF027."
  }
};

// src/rules/catalog/review/missing-f-prefix/python.ts
var PLACEHOLDER = /\{([A-Za-z_]\w*)(?:\.\w+|\[[^\]{}]*\])*(?:![rsa])?(?::[^{}]*)?\}/g;
var EXCEPTION_NAME = /(Error|Exception|Warning|Exit|Failure|Invalid\w*)$/;
var LOG_METHOD = /^(debug|info|warning|warn|error|exception|critical|fatal)$/;
var MESSAGE_KEYWORDS = /* @__PURE__ */ new Set(["file", "end", "sep", "flush", "stacklevel", "category", "exc_info", "stack_info", "code"]);
function isPlainStringLiteral(node) {
  if (node.type !== "string") return false;
  const start = node.namedChildren.find((child) => child.type === "string_start")?.text ?? node.text;
  return !/^[A-Za-z]*[fFbBtT]/.test(start) && !node.namedChildren.some((child) => child.type === "interpolation");
}
function isFString(node) {
  return node.type === "string" && /^[A-Za-z]*[fF]/.test(node.namedChildren.find((child) => child.type === "string_start")?.text ?? "");
}
function messageSink(node) {
  let message = node;
  while (message.parent?.type === "parenthesized_expression" || message.parent?.type === "concatenated_string" || isConcatenationOrPercent(message)) {
    message = message.parent ?? message;
  }
  const list = message.parent;
  const call = list?.type === "argument_list" ? list.parent : void 0;
  if (!list || call?.type !== "call") return void 0;
  const others = list.namedChildren.filter((argument) => argument.id !== message.id && argument.type !== "comment");
  if (others.some((argument) => argument.type !== "keyword_argument" || !MESSAGE_KEYWORDS.has(argument.childForFieldName("name")?.text ?? "")))
    return void 0;
  if (list.namedChildren[0]?.id !== message.id) return void 0;
  const path = calleePath(call);
  const name = path.at(-1) ?? "";
  if (EXCEPTION_NAME.test(name) && /^[A-Z]/.test(name)) return `\`${name}\``;
  if (name === "print" && path.length === 1) return "`print`";
  if (path.join(".") === "warnings.warn") return "`warnings.warn`";
  if (LOG_METHOD.test(name) && path.length >= 2 && /log/i.test(path.at(-2) ?? "")) return `\`${path.join(".")}\``;
  return void 0;
}
function isConcatenationOrPercent(message) {
  const parent = message.parent;
  if (parent?.type !== "binary_operator") return false;
  const operator = parent.childForFieldName("operator")?.text;
  return operator === "+" || operator === "%" && parent.childForFieldName("left")?.id === message.id;
}
var PERCENT_PLACEHOLDER = /(?<!%)%(\([\w.]+\))?[#0+-]*(\*|\d+)?(\.(\*|\d+))?[diouxXeEfFgGcrsa]/;
function percentArgumentsSink(node) {
  const list = node.parent;
  const call = list?.type === "argument_list" ? list.parent : void 0;
  if (!list || call?.type !== "call" || list.namedChildren[0]?.id !== node.id) return void 0;
  const values = list.namedChildren.slice(1).filter((argument) => argument.type !== "keyword_argument" && argument.type !== "comment" && argument.type !== "dictionary_splat");
  const text = plainText(node);
  if (values.length === 0 || text === void 0 || !PERCENT_PLACEHOLDER.test(text)) return void 0;
  const path = calleePath(call);
  const name = path.at(-1) ?? "";
  if (path.length === 1 && name === "print") return "`print`";
  if (path.length === 1 && BUILTIN_EXCEPTIONS.has(name) && EXCEPTION_NAME.test(name)) return `\`${name}\``;
  return void 0;
}
function placeholdersInScope(text, at) {
  if (text.includes("{{")) return void 0;
  const names2 = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
  if (names2.length === 0) return void 0;
  const scope = localNamesAt(at);
  return names2.every((name) => scope.has(name)) ? [...new Set(names2)] : void 0;
}
function plainText(node) {
  const value = unwrapParentheses(node);
  if (value.type === "concatenated_string") return value.namedChildren.every(isPlainStringLiteral) ? value.namedChildren.map(plainText).join("") : void 0;
  if (!isPlainStringLiteral(value)) return void 0;
  return value.namedChildren.filter((child) => child.type === "string_content").map((child) => child.text).join("");
}
function unformattedConstant(identifier, context) {
  const name = identifier.text;
  const assignments = context.root.namedChildren.flatMap((statement) => {
    const assignment = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
    return assignment?.type === "assignment" && assignment.childForFieldName("left")?.text === name ? [assignment] : [];
  });
  const value = assignments.length === 1 ? assignments[0]?.childForFieldName("right") : void 0;
  const text = value ? plainText(value) : void 0;
  if (text === void 0) return void 0;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const formatted = new RegExp(`\\b${escaped}\\s*(\\.\\s*format(_map)?\\b|%)|\\bformat\\(\\s*${escaped}\\b|\\b${escaped}\\b\\s*,`);
  return context.lines.some((line2) => formatted.test(line2)) ? void 0 : text;
}
function unformattedBraces(name, sink) {
  return `This message holds \`{${name}}\`, and \`${name}\` is a variable here, but the string is not an f-string nor formatted: ${sink} shows the braces as they are.`;
}
function localNamesAt(node) {
  const fn = enclosingFunction(node);
  return fn ? namesBoundBefore(fn, node.startIndex) : /* @__PURE__ */ new Set();
}
var implementation114 = {
  languages: ["python"],
  query: `(string) @target
      (argument_list . (identifier) @target)`,
  // `{name}` placeholders, or `%s` ones.
  textGate: /\{|%/,
  check: ({ target, context }) => {
    if (silencedByNoqa(context.lines, lineOf(target), ["RUF027"])) return false;
    let text;
    const unformatted = target.type === "string" ? percentArgumentsSink(target) : void 0;
    if (unformatted) {
      const placeholder = PERCENT_PLACEHOLDER.exec(plainText(target) ?? "")?.[0] ?? "%s";
      return {
        details: {
          problem: `This message holds \`${placeholder}\` and its values come as further arguments, but ${unformatted} does not format them: it shows \`${placeholder}\` as it is, followed by the values.`
        }
      };
    }
    if (target.type === "identifier") {
      text = messageSink(target) ? unformattedConstant(target, context) : void 0;
    } else if (target.text.includes("{") && isPlainStringLiteral(target)) {
      text = plainText(target);
      const siblings = target.parent?.type === "concatenated_string" ? target.parent.namedChildren : [];
      if (text !== void 0 && siblings.some(isFString) && !context.isTestFile) {
        const names3 = placeholdersInScope(text, target);
        if (names3) return { details: { problem: unformattedBraces(names3[0] ?? "", "the message") } };
      }
    }
    if (text === void 0) return false;
    const sink = messageSink(target);
    const names2 = sink ? placeholdersInScope(text, target) : void 0;
    if (!sink || !names2) return false;
    return { details: { problem: unformattedBraces(names2[0] ?? "", sink) } };
  },
  examples: {
    match: [
      'def check(type_):\n    raise ValueError("Invalid type: {type_}")',
      'def load(path):\n    logger.error("cannot read {path}")',
      'def pay(order):\n    raise PaymentError(\n        f"order {order.id} failed: "\n        "amount {order.amount} exceeds the limit"\n    )',
      'MESSAGE = "check that {type_} is a valid field type"\n\ndef create(type_):\n    raise FieldError(MESSAGE)',
      'def load(path, error):\n    raise ValueError("cannot read {path}: %s" % error)',
      'def load(path):\n    raise ValueError("cannot read %s", path)',
      'def report(items):\n    print("%d items left", len(items))'
    ],
    noMatch: [
      'def check(type_):\n    raise ValueError("Invalid type: {type_}".format(type_=type_))',
      'def check(type_):\n    raise ValueError(f"Invalid type: {type_}")',
      'def render(name):\n    return "Hello {name}"',
      'def greet(name):\n    print(_("Hello {name}"))',
      'def load(path):\n    logger.info("cannot read {path}", path=path)',
      'def template():\n    raise ValueError("use {name} in the template")',
      'MESSAGE = "check that {type_} is valid"\n\ndef create(type_):\n    raise FieldError(MESSAGE.format(type_=type_))',
      'def load(path):\n    raise ValueError("cannot read %s" % path)',
      'def load(path):\n    logger.error("cannot read %s", path)',
      'def report(done):\n    print("50% done", done)',
      'def load(path):\n    raise LoadError("cannot read %s", path)'
    ]
  }
};

// src/rules/catalog/review/missing-replacement-group/rule.ts
var rule77 = {
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

// src/rules/catalog/review/missing-replacement-group/group-references.ts
function missingGroup(regex, replacement, references, effect) {
  if (!regex) return false;
  const groups = capturingGroups(regex.pattern);
  const { count: count2, names: names2 } = groups;
  const missing = references(groups).find(({ group: group2 }) => typeof group2 === "number" ? group2 > count2 : !names2.has(group2));
  if (!missing) return false;
  const group = typeof missing.group === "number" ? `group ${missing.group}` : `the group named \`${missing.group}\``;
  const has = typeof missing.group === "string" ? "has no group of that name" : `has ${count2 === 0 ? "no" : count2} capturing group${count2 === 1 ? "" : "s"}`;
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

// src/rules/catalog/review/missing-replacement-group/typescript.ts
function referencesIn(replacement, { count: count2, names: names2 }) {
  const references = [];
  for (const match of replacement.matchAll(/\$(\$|(\d)(\d?)|<([^>]*)>)/g)) {
    const [text, , first, second, name] = match;
    if (name !== void 0) {
      if (names2.size > 0) references.push({ text, group: name });
    } else if (first !== void 0) {
      const two = Number(`${first}${second}`);
      if (second && two >= 1 && two <= count2) references.push({ text, group: two });
      else if (first !== "0") references.push({ text: `$${first}`, group: Number(first) });
    }
  }
  return references;
}
var implementation115 = {
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

// src/rules/catalog/review/missing-replacement-group/python.ts
function referencesIn2(replacement) {
  const references = [];
  for (const match of replacement.matchAll(/\\(\\|g<([^>]*)>|([1-9]\d?)(?![0-7]))/g)) {
    const [text, , inAngles, digits] = match;
    if (inAngles !== void 0 && inAngles !== "0") references.push({ text, group: /^\d+$/.test(inAngles) ? Number(inAngles) : inAngles });
    else if (digits !== void 0) references.push({ text, group: Number(digits) });
  }
  return references;
}
var implementation116 = {
  languages: ["python"],
  query: `((call
  function: (attribute object: (identifier) @module attribute: (identifier) @function)
  arguments: (argument_list . (string) @pattern . (string) @replacement)) @target
  (#eq? @module "re")
  (#any-of? @function "sub" "subn"))`,
  textGate: /\\[1-9]|\\g</,
  check: ({ captures }) => {
    const node = captures.replacement;
    const body = node && plainStringText(node);
    if (!node || body === void 0) return false;
    const raw = /^[a-zA-Z]*r/i.test(node.text);
    return missingGroup(
      PYTHON_REGEX.read(captures),
      node.text,
      () => referencesIn2(unescapeLiteral(body, raw, "python")),
      "`re.sub` raises `re.error: invalid group reference` as soon as the pattern matches"
    );
  },
  examples: {
    match: ['swapped = re.sub(r"(\\d+)-(\\d+)", r"\\2-\\3", text)', 'named = re.sub(r"(?P<year>\\d{4})", r"\\g<month>", text)'],
    noMatch: [
      'swapped = re.sub(r"(\\d+)-(\\d+)", r"\\2-\\1", text)',
      'whole = re.sub(r"\\d+", r"<\\g<0>>", text)',
      'named = re.sub(r"(?P<year>\\d{4})", r"\\g<year>", text)'
    ]
  }
};

// src/rules/catalog/review/mutable-default-argument/rule.ts
var rule78 = {
  id: "review/mutable-default-argument",
  ...MEDIUM_CORRECTNESS,
  message: "Default `{{value}}` for `{{name}}` is created once, when the function is defined, and shared by every call: a change to it leaks into later calls.",
  recommendation: "Default to `None` and create the value inside: `def f(items=None):` then `items = [] if items is None else items`.",
  documentation: {
    finds: "`def f(items=[])` when the body changes the default.",
    why: "The default is made once: changes leak from call to call.",
    wrongWhen: "Memos tested with `key in cache` or named `cache`/`seen`; 70 when the value is only handed out, info when only read.",
    origin: "Ruff's B006."
  }
};

// src/rules/catalog/review/mutable-default-argument/python.ts
var MUTABLE_LITERALS = /* @__PURE__ */ new Set(["list", "dictionary", "set", "list_comprehension", "dictionary_comprehension", "set_comprehension"]);
var DELIBERATE_STATE = /^_|cache|memo|seen|registry|state|count|counter|history/i;
var MUTABLE_FACTORIES = /* @__PURE__ */ new Set(["list", "dict", "set", "bytearray", "defaultdict", "OrderedDict", "Counter", "deque"]);
var MUTATING_METHOD = /^(append|extend|insert|add|update|setdefault|pop|popitem|popleft|remove|discard|clear|sort|reverse|appendleft|extendleft|rotate|difference_update|intersection_update|symmetric_difference_update|__setitem__|__delitem__)$/;
function defaultUse(fn, name) {
  const body = fn.childForFieldName("body");
  const uses = (body?.descendantsOfType("identifier") ?? []).filter((identifier) => identifier.text === name && isVariableName(identifier));
  let use;
  for (const identifier of uses) {
    const parent = identifier.parent;
    if (!parent) continue;
    if (parent.type === "comparison_operator" && parent.namedChildren.at(-1)?.id === identifier.id && /\bin$/.test(parent.childrenForFieldName("operators").at(-1)?.text ?? ""))
      return void 0;
    const isLeft = parent.childForFieldName("left")?.id === identifier.id;
    if (parent.type === "assignment" && isLeft) return void 0;
    if (parent.type === "augmented_assignment" && isLeft) use = "mutated";
    else if (parent.type === "attribute" && parent.parent?.type === "call" && MUTATING_METHOD.test(parent.childForFieldName("attribute")?.text ?? ""))
      use = "mutated";
    else if (parent.type === "subscript" && parent.childForFieldName("value")?.id === identifier.id && parent.childForFieldName("subscript")?.type !== "integer") {
      const holder = parent.parent;
      if ((holder?.type === "assignment" || holder?.type === "augmented_assignment") && holder.childForFieldName("left")?.id === parent.id) use = "mutated";
      else if (holder?.type === "delete_statement") use = "mutated";
    } else if (use === void 0 && (parent.type === "return_statement" || parent.type === "yield")) use = "kept";
    else if (use === void 0 && parent.type === "assignment" && ["attribute", "subscript"].includes(parent.childForFieldName("left")?.type ?? ""))
      use = "kept";
  }
  return use;
}
var implementation117 = {
  languages: ["python"],
  query: `[(default_parameter name: (identifier) @name value: (_) @value)
      (typed_default_parameter name: (identifier) @name value: (_) @value)] @target`,
  check: ({ captures, target, context }) => {
    const { value, name } = captures;
    if (!value || !name) return false;
    const factory = value.type === "call" ? calleePath(value).at(-1) : void 0;
    if (!MUTABLE_LITERALS.has(value.type) && !(factory !== void 0 && MUTABLE_FACTORIES.has(factory))) return false;
    if (silencedByNoqa(context.lines, target.startPosition.row + 1, ["B006"])) return false;
    const fn = enclosingFunction(target);
    if (fn?.type === "lambda") return false;
    const use = fn ? defaultUse(fn, name.text) : void 0;
    const details = { value: excerpt(value.text, 30) };
    if (use === "mutated" && !DELIBERATE_STATE.test(name.text)) return { details };
    if (use === "kept") return { details, confidence: 70 };
    return { details, severity: "info" };
  },
  examples: {
    match: [
      "def add(item, items=[]):\n    items.append(item)\n    return items",
      "def merge(extra: dict = {}) -> dict:\n    return {**BASE, **extra}",
      "def group(rows, into=defaultdict(list)):\n    return into"
    ],
    noMatch: [
      "def add(item, items=None):\n    items = [] if items is None else items",
      "def scale(factor=1.0, axes=()):\n    return factor",
      'def label(name: str = "x"):\n    return name',
      "def add(item, items=[]):  # noqa: B006\n    items.append(item)\n    return items"
    ]
  }
};

// src/rules/catalog/review/mutated-while-iterating/rule.ts
var rule79 = {
  id: "review/mutated-while-iterating",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 85,
  category: "bug-pattern",
  message: "`{{mutation}}` changes `{{collection}}` while the loop on line {{loop}} iterates over it: {{consequence}}.",
  recommendation: "Iterate over a copy (`for item in list({{collection}}):`), or collect what to remove and remove it after the loop.",
  documentation: {
    finds: "A `for` loop over a collection whose body removes from it or adds to it: `del d[k]`, `d.pop(k)`, `s.add(x)`, `items.remove(x)` on the collection the loop walks, with no `break` or `return` right after.",
    why: "A dict or set that changes size during iteration raises `RuntimeError: dictionary changed size during iteration` on the next step; a list shifts under the loop, so the item after each removed one is skipped and left in place.",
    wrongWhen: "Loops over a copy (`list(d)`, `d.copy()`, `sorted(s)`) are left alone, and so are loops over `d.keys()`/`d.items()` (a copy for many mappings other than `dict`), over `self` (a class defines its own iteration) and over `os.environ` (which iterates over a copy), and so is a change followed at once by `break`, `return` or `raise` (the loop ends before it looks again). Appending to a list being walked is a deliberate work-queue idiom and is not reported. `# noqa: B909` silences it.",
    origin: "Pylint's E4702 `modified-iterating-dict`, E4703 `modified-iterating-set` and W4701 `modified-iterating-list` (Ruff PLE4703), and flake8-bugbear's B909."
  }
};

// src/rules/catalog/review/mutated-while-iterating/python.ts
var RESIZING = /* @__PURE__ */ new Set(["pop", "popitem", "remove", "discard", "clear", "add"]);
var NESTED_SCOPES = /* @__PURE__ */ new Set(["function_definition", "lambda", "class_definition"]);
function walked(iterable) {
  if (iterable.type !== "identifier" && iterable.type !== "attribute") return void 0;
  if (["self", "cls", "os.environ"].includes(iterable.text)) return void 0;
  return dottedName(iterable).length > 0 ? iterable.text : void 0;
}
function resizings(block, collection) {
  const found = [];
  const visit = (node) => {
    if (NESTED_SCOPES.has(node.type)) return;
    if (node.type === "delete_statement") {
      const targets = node.namedChildren.flatMap((child) => child.type === "expression_list" ? child.namedChildren : [child]);
      if (targets.some((t) => t.type === "subscript" && t.childForFieldName("value")?.text === collection)) found.push(node);
    } else if (node.type === "expression_statement") {
      const call = node.namedChildren[0];
      const callee = call?.type === "call" ? call.childForFieldName("function") : void 0;
      if (callee?.type === "attribute" && callee.childForFieldName("object")?.text === collection && RESIZING.has(callee.childForFieldName("attribute")?.text ?? ""))
        found.push(node);
    }
    for (const child of node.namedChildren) visit(child);
  };
  visit(block);
  return found;
}
function leavesAfter(statement) {
  const block = statement.parent;
  if (!block) return false;
  const rest = statementsOf(block).filter((sibling) => sibling.startIndex > statement.startIndex);
  return rest.some((sibling) => ["break_statement", "return_statement", "raise_statement"].includes(sibling.type));
}
var implementation118 = {
  languages: ["python"],
  query: "(for_statement right: (_) @iterable body: (block) @body) @target",
  textGate: /\b(del|pop|popitem|remove|discard|clear|add)\b/,
  check: ({ target, captures, context }) => {
    const collection = captures.iterable ? walked(captures.iterable) : void 0;
    if (!collection || !captures.body) return false;
    if (captures.body.descendantsOfType("assignment").some((a) => a.childForFieldName("left")?.text === collection)) return false;
    const mutation = resizings(captures.body, collection).find((statement) => !leavesAfter(statement));
    if (!mutation || silencedByNoqa(context.lines, lineOf(mutation), ["B909", "PLE4703", "E4702", "E4703", "W4701"])) return false;
    const raises = /\.(add|discard|popitem)\(/.test(mutation.text);
    const consequence = !raises ? "a dict or set raises `RuntimeError` on the next step, and a list skips the item after each one removed" : "the next step raises `RuntimeError: \u2026 changed size during iteration`";
    return {
      line: lineOf(mutation),
      details: { mutation: excerpt(mutation.text, 40), collection: excerpt(collection, 30), loop: String(lineOf(target)), consequence }
    };
  },
  examples: {
    match: [
      "for key in cache:\n    if expired(key):\n        del cache[key]",
      'for name in self.options:\n    if name.startswith("_"):\n        self.options.pop(name)',
      "for item in pending:\n    if item.done:\n        pending.remove(item)",
      "for node in seen:\n    seen.add(node.parent)"
    ],
    noMatch: [
      "for key in list(cache):\n    if expired(key):\n        del cache[key]",
      "for item in pending:\n    if item.done:\n        pending.remove(item)\n        break",
      "for item in queue:\n    queue.append(item.child)",
      "for key in cache:\n    other.pop(key)",
      "for header in message.keys():\n    del message[header]",
      "for cookie in self:\n    self.clear(cookie.domain)",
      "for key in cache:\n    def drop():\n        del cache[key]\n    callbacks.append(drop)"
    ]
  }
};

// src/rules/catalog/review/nan-comparison/rule.ts
var rule80 = {
  id: "review/nan-comparison",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 95,
  category: "bug-pattern",
  message: "`{{expression}}` is always {{always}}: `NaN` is not equal to anything, itself included.",
  recommendation: "Test with `Number.isNaN(value)`.",
  documentation: {
    finds: "`x === NaN`, `x == float('nan')`, `x == math.nan`, `x == np.nan`, `x == math.NaN()`.",
    why: "Nothing equals NaN, not even NaN: the comparison is always false.",
    wrongWhen: "Never intended; use `Number.isNaN(x)`, `math.isnan(x)` or `math.IsNaN(x)`.",
    origin: "ESLint's `use-isnan`, Pylint's W0177 `nan-comparison` and staticcheck's SA4012."
  }
};

// src/rules/catalog/review/nan-comparison/typescript.ts
function isNaNNode(node) {
  const inner = unwrapParentheses2(node);
  return inner.text === "NaN" || inner.text === "Number.NaN";
}
var implementation119 = {
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
  fix: ({ lines, line: line2 }) => {
    const text = lines[line2 - 1] ?? "";
    const pattern = /([\w$][\w$.]*)\s*(===?|!==?)\s*(?:Number\.)?NaN\b/;
    const found = pattern.exec(text);
    if (!found || text.slice(found.index + found[0].length).match(pattern)) return void 0;
    const test = `${found[2]?.startsWith("!") ? "!" : ""}Number.isNaN(${found[1]})`;
    return { startLine: line2, endLine: line2, replacement: [text.replace(pattern, test)] };
  },
  examples: {
    match: ["if (price === NaN) return 0;", "const valid = parsed !== Number.NaN;"],
    noMatch: ["if (Number.isNaN(price)) return 0;", "if (value !== value) return;"]
  }
};

// src/rules/catalog/review/nan-comparison/python.ts
var COMPARISONS3 = ["==", "!=", "<", ">", "<=", ">="];
function isNaN(node) {
  const inner = unwrapParentheses(node);
  if (inner.type === "call") {
    const [argument, ...rest] = inner.childForFieldName("arguments")?.namedChildren ?? [];
    return inner.childForFieldName("function")?.text === "float" && rest.length === 0 && argument?.type === "string" && /^[+-]?nan$/i.test(stringFragments(argument));
  }
  const path = dottedName(inner);
  return path.length === 2 && ["math", "np", "numpy"].includes(path[0] ?? "") && /^(?:nan|NaN|NAN)$/.test(path[1] ?? "");
}
var implementation120 = {
  languages: ["python"],
  overrides: {
    recommendation: "Test with `math.isnan(value)` (`numpy.isnan`/`pandas.isna` for arrays and frames).",
    reason: "Python tests NaN with `math.isnan`."
  },
  query: "(comparison_operator) @target",
  textGate: /nan/i,
  check: ({ target, context }) => {
    const operators = target.childrenForFieldName("operators");
    const operator = operators[0]?.text ?? "";
    if (operators.length !== 1 || !COMPARISONS3.includes(operator) || !target.namedChildren.some((side) => side && isNaN(side))) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["PLW0177"])) return false;
    return { details: { expression: excerpt(target.text, 60), always: operator === "!=" ? "True" : "False" } };
  },
  examples: {
    match: ['if price == float("nan"):\n    price = 0', 'valid = frame["score"] != np.nan', "if x < math.nan:\n    pass"],
    noMatch: ["if math.isnan(price):\n    price = 0", 'if price == float("inf"):\n    pass', "if value != value:\n    pass"]
  }
};

// src/rules/catalog/review/nan-comparison/go.ts
var implementation121 = {
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

// src/rules/catalog/review/nonexistent-operator/rule.ts
var rule81 = {
  id: "review/nonexistent-operator",
  ...MEDIUM_CORRECTNESS,
  confidence: 90,
  message: "`{{expression}}` is not an increment: Python has no `{{operator}}` operator, so this is `{{sign}}({{sign}}{{operand}})`{{consequence}}.",
  recommendation: "Write `x += 1` (or `x -= 1`); if the double sign is meant, write it with parentheses, `-(-x)`.",
  documentation: {
    finds: "`++x` or `--x`: two unary plus or minus signs written together before a name, an attribute or an item.",
    why: "Python has no increment or decrement operator: `++i` is `+(+i)` and `--i` is `-(-i)`, both the value unchanged, so a counter written the C way never moves and a loop that waits for it never ends.",
    wrongWhen: "A double negation that is meant (a test of `__neg__`) should be written `-(-x)`; signs apart (`- -x`) and signs before a number literal are left alone, and `# noqa: B002` or `PLE0107` silences it.",
    origin: "Pylint's E0107 `nonexistent-operator` and flake8-bugbear's B002 (Ruff B002)."
  }
};

// src/rules/catalog/review/nonexistent-operator/python.ts
var OPERANDS = /* @__PURE__ */ new Set(["identifier", "attribute", "subscript", "call"]);
var implementation122 = {
  languages: ["python"],
  query: "(unary_operator operator: _ @outer argument: (unary_operator operator: _ @inner argument: (_) @operand)) @target",
  textGate: /\+\+|--/,
  check: ({ target, captures, context }) => {
    const { outer, inner, operand } = captures;
    if (!outer || !inner || !operand || outer.text !== inner.text || !"+-".includes(outer.text)) return false;
    if (inner.startIndex !== outer.endIndex || !OPERANDS.has(operand.type)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["B002", "PLE0107"])) return false;
    const statement = target.parent?.type === "expression_statement";
    return {
      details: {
        expression: target.text,
        operator: outer.text.repeat(2),
        sign: outer.text,
        consequence: statement ? " and the statement does nothing" : ", the same value"
      }
    };
  },
  examples: {
    match: ["count = 0\nfor item in items:\n    ++count", "def pop(self):\n    --self.size\n    return self.items[self.size]", "index = ++position"],
    noMatch: ["count += 1", "value = - -x", "value = --1", "value = -(-x)", "value = +-x"]
  }
};

// src/rules/catalog/review/numeric-default-sort/rule.ts
var rule82 = {
  id: "review/numeric-default-sort",
  ...MEDIUM_CORRECTNESS,
  message: "`{{call}}` sorts numbers as text: without a comparator `{{method}}` compares strings, so 10 comes before 9.",
  recommendation: "Pass a numeric comparator: `.{{method}}((a, b) => a - b)`.",
  documentation: {
    finds: "`sort()` or `toSorted()` without a comparator on values that are evidently numbers: an array literal of numbers, or the result of `.map(Number)`, `.map(parseInt)`, `.map((x) => +x)`, `.map((x) => x.length)` \u2014 directly or through a variable assigned in the same function.",
    why: "Without a comparator the sort converts every element to a string and compares the strings: `[9, 10, 1].sort()` is `[1, 10, 9]`. Tests with one-digit values pass; the first two-digit value breaks the order.",
    wrongWhen: "When text order is wanted, which is rare for numbers. Without types the rule reports only arrays whose numbers it can see; a sort of anything else is left alone.",
    origin: "SonarJS's S2871 and typescript-eslint's `require-array-sort-compare`, which use types; this rule keeps to the arrays syntax shows are numbers."
  }
};

// src/rules/catalog/review/numeric-default-sort/typescript.ts
var NUMBER_FUNCTIONS = /* @__PURE__ */ new Set([
  "Number",
  "parseInt",
  "parseFloat",
  "Number.parseInt",
  "Number.parseFloat",
  "Math.round",
  "Math.floor",
  "Math.ceil",
  "Math.abs"
]);
function isNumber(expression) {
  const node = unwrapParentheses2(expression);
  if (node.type === "number") return true;
  if (node.type === "unary_expression")
    return ["+", "-"].includes(node.childForFieldName("operator")?.text ?? "") && node.childForFieldName("argument")?.type !== "string";
  if (node.type === "call_expression") return NUMBER_FUNCTIONS.has(node.childForFieldName("function")?.text ?? "");
  return node.type === "member_expression" && node.childForFieldName("property")?.text === "length";
}
function singleCharacters(node) {
  const callee = node?.type === "call_expression" ? node.childForFieldName("function") : void 0;
  return callee?.type === "member_expression" && callee.childForFieldName("property")?.text === "split" && /^\(\s*(''|""|``)\s*\)$/.test(node?.childForFieldName("arguments")?.text ?? "");
}
function mapsToNumbers(call) {
  const callee = call.childForFieldName("function");
  if (callee?.type !== "member_expression" || callee.childForFieldName("property")?.text !== "map") return false;
  if (singleCharacters(callee.childForFieldName("object"))) return false;
  const [mapper] = call.childForFieldName("arguments")?.namedChildren ?? [];
  if (!mapper) return false;
  if (mapper.type === "identifier" || mapper.type === "member_expression") return NUMBER_FUNCTIONS.has(mapper.text);
  const body = mapper.type === "arrow_function" ? mapper.childForFieldName("body") : void 0;
  return !!body && body.type !== "statement_block" && isNumber(body);
}
function holdsNumbers(receiver, depth = 0) {
  const node = unwrapParentheses2(receiver);
  if (node.type === "array") return node.namedChildren.length >= 2 && node.namedChildren.every((element) => element.type === "number");
  if (node.type === "call_expression") return mapsToNumbers(node);
  if (node.type === "identifier" && depth === 0) {
    const values = assignedValues2(node);
    return values.length > 0 && values.every((value) => holdsNumbers(value, depth + 1));
  }
  return false;
}
var implementation123 = {
  languages: JS_FAMILY,
  query: `((call_expression
  function: (member_expression object: (_) @receiver property: (property_identifier) @method)
  arguments: (arguments) @arguments) @target
  (#any-of? @method "sort" "toSorted"))`,
  textGate: /sort|Sorted/,
  check: ({ target, captures }) => {
    if (!captures.receiver || captures.arguments?.namedChildCount !== 0 || !holdsNumbers(captures.receiver)) return false;
    return { details: { call: excerpt(target.text, 60), method: captures.method?.text ?? "sort" } };
  },
  examples: {
    match: [
      'const ports = text.split(",").map(Number).sort();',
      "function sizes(files) {\n  const lengths = files.map((file) => file.length);\n  return lengths.sort();\n}",
      "const order = [10, 9, 1].toSorted();"
    ],
    noMatch: [
      "const names = users.map((user) => user.name).sort();",
      'const ports = text.split(",").map(Number).sort((a, b) => a - b);',
      "const keys = Object.keys(table).sort();",
      'const words = ["b", "a"].sort();',
      "const digits = code.split('').map(Number).sort();"
    ]
  }
};

// src/rules/catalog/review/off-by-one-index/rule.ts
var rule83 = {
  id: "review/off-by-one-index",
  ...MEDIUM_CORRECTNESS,
  message: "The loop runs `{{index}}` up to `{{bound}}` itself, and `{{access}}` at that last step is past the end: {{consequence}}.",
  recommendation: "Stop one earlier (`{{index}} < {{bound}}`), or handle the last step apart.",
  documentation: {
    finds: "A counting loop whose index goes up to the length of a collection inclusive \u2014 `for (let i = 0; i <= items.length; i++)`, `for i in range(len(items) + 1)`, `for i := 0; i <= len(items); i++` \u2014 and that reads or writes `items[i]` with nothing in the loop that tells the last step apart.",
    why: "Indexes run from 0 to the length minus one, so the last pass goes one past the end: Python raises `IndexError`, Go panics with `index out of range`, and JavaScript reads `undefined` and carries on with it \u2014 a `NaN` total, a missing last character, a crash a few lines later.",
    wrongWhen: "When the last pass is meant, as in a tokenizer that flushes its last token at the end: a loop whose body compares the index with anything, or mentions the length itself, is left alone, as is one that changes its index inside the body, counts in steps other than one, or (in JavaScript) only writes at the index, which appends.",
    origin: "CodeQL's `js/index-out-of-bounds` (an off-by-one comparison against the length), carried over to Python's `range(len(x) + 1)` and Go's `i <= len(x)`, where the same loop raises or panics."
  }
};

// src/rules/catalog/review/off-by-one-index/loop-hit.ts
function offByOneHit(target, body, loop, reading7, context, consequence) {
  let access;
  const stack = [body];
  while (stack.length > 0) {
    const node = stack.pop();
    if (reading7.comparesIndex(node, loop.index) || reading7.mentionsLength(node, loop) || reading7.assignsIndex(node, loop.index)) return false;
    if (reading7.isAccess(node, loop) && (!access || node.startIndex < access.startIndex)) access = node;
    for (const child of node.namedChildren) if (child) stack.push(child);
  }
  if (!access) return false;
  const header = target.startPosition.row + 1;
  return {
    line: context.isChanged(header) ? header : access.startPosition.row + 1,
    details: { index: loop.index, bound: loop.bound, access: access.text, consequence }
  };
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
var COMPARISONS4 = /* @__PURE__ */ new Set(["<", "<=", ">", ">=", "==", "===", "!=", "!=="]);
var reading = {
  comparesIndex: (node, index) => node.type === "binary_expression" && COMPARISONS4.has(node.childForFieldName("operator")?.text ?? "") && [node.childForFieldName("left")?.text, node.childForFieldName("right")?.text].includes(index),
  mentionsLength: (node, loop) => node.type === "member_expression" && node.text === loop.bound,
  assignsIndex: (node, index) => (node.type === "assignment_expression" || node.type === "augmented_assignment_expression") && node.childForFieldName("left")?.text === index || node.type === "update_expression" && node.childForFieldName("argument")?.text === index,
  // Writing at `items[items.length]` appends: only reads go past the end.
  isAccess: (node, loop) => node.type === "subscript_expression" && node.childForFieldName("object")?.text === loop.collection && node.childForFieldName("index")?.text === loop.index && !(node.parent?.type === "assignment_expression" && node.parent.childForFieldName("left")?.equals(node))
};
var implementation124 = {
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

// src/rules/syntax/python/counting-loop.ts
function countingLoop2(loop, end) {
  const index = loop.childForFieldName("left");
  const range = loop.childForFieldName("right");
  if (index?.type !== "identifier" || range?.type !== "call" || range.childForFieldName("function")?.text !== "range") return void 0;
  const bounds = range.childForFieldName("arguments")?.namedChildren.filter((argument) => argument?.type !== "comment") ?? [];
  if (bounds.length === 0 || bounds.length > 2 || bounds.some((argument) => argument?.type === "keyword_argument" || argument?.type === "list_splat"))
    return void 0;
  let length = bounds[bounds.length - 1];
  if (end === "at-length") {
    if (length?.type !== "binary_operator" || length.childForFieldName("operator")?.text !== "+" || length.childForFieldName("right")?.text !== "1")
      return void 0;
    length = length.childForFieldName("left") ?? void 0;
  }
  if (length?.type !== "call" || length.childForFieldName("function")?.text !== "len") return void 0;
  const collection = length.childForFieldName("arguments")?.namedChildren;
  if (collection?.length !== 1 || !collection[0] || !["identifier", "attribute"].includes(collection[0].type)) return void 0;
  return { index: index.text, collection: collection[0].text, bound: length.text };
}

// src/rules/catalog/review/off-by-one-index/python.ts
var reading2 = {
  comparesIndex: (node, index) => node.type === "comparison_operator" && node.namedChildren.some((operand) => operand?.text === index),
  // `except IndexError` tells the last step apart as surely as a comparison.
  mentionsLength: (node, loop) => node.type === "call" && node.text.replace(/\s/g, "") === loop.bound || node.type === "identifier" && node.text === "IndexError",
  assignsIndex: (node, index) => (node.type === "assignment" || node.type === "augmented_assignment") && node.childForFieldName("left")?.text === index,
  // Reading and writing past the end both raise.
  isAccess: (node, loop) => node.type === "subscript" && node.childForFieldName("value")?.text === loop.collection && node.childForFieldName("subscript")?.text === loop.index
};
var implementation125 = {
  languages: ["python"],
  query: "(for_statement left: (identifier) right: (call) body: (block) @body) @target",
  textGate: /len\([^\n]*\)\s*\+\s*1/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop2(target, "at-length");
    return loop && captures.body ? offByOneHit(target, captures.body, loop, reading2, context, "`IndexError: list index out of range` on the last pass") : false;
  },
  examples: {
    match: ["for i in range(len(scores) + 1):\n    total += scores[i]", "for i in range(1, len(self.rows) + 1):\n    print(self.rows[i])"],
    noMatch: [
      "for i in range(len(scores)):\n    total += scores[i]",
      "for i in range(len(scores) + 1):\n    print(scores[:i])",
      'for i in range(len(text) + 1):\n    if i == len(text) or text[i] == ",":\n        flush()',
      "for i in range(len(text) + 1):\n    try:\n        c = text[i]\n    except IndexError:\n        c = None"
    ]
  }
};

// src/rules/syntax/go/counting-loop.ts
function countingLoop3(loop, end) {
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
var COMPARISONS5 = /* @__PURE__ */ new Set(["<", "<=", ">", ">=", "==", "!="]);
function isMap(collection, text) {
  const name = collection.replace(/^.*\./, "");
  return new RegExp(`\\b${name}\\s*(?::?=\\s*(?:make\\(\\s*)?map\\[|\\s+map\\[)`).test(text) || new RegExp(`\\b${name}\\s+map\\[`).test(text);
}
var reading3 = {
  comparesIndex: (node, index) => node.type === "binary_expression" && COMPARISONS5.has(node.childForFieldName("operator")?.text ?? "") && [node.childForFieldName("left")?.text, node.childForFieldName("right")?.text].includes(index),
  mentionsLength: (node, loop) => node.type === "call_expression" && node.text.replace(/\s/g, "") === loop.bound.replace(/\s/g, ""),
  assignsIndex: (node, index) => (node.type === "assignment_statement" || node.type === "short_var_declaration") && node.childForFieldName("left")?.text === index || (node.type === "inc_statement" || node.type === "dec_statement") && node.namedChildren[0]?.text === index,
  // Reading and writing past the end both panic.
  isAccess: (node, loop) => node.type === "index_expression" && node.childForFieldName("operand")?.text === loop.collection && node.childForFieldName("index")?.text === loop.index
};
var implementation126 = {
  languages: ["go"],
  query: "(for_statement (for_clause condition: (binary_expression)) body: (block) @body) @target",
  textGate: /<=\s*len\(|len\([^\n]*\)\s*>=/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop3(target, "at-length");
    if (!loop || !captures.body || isMap(loop.collection, context.root.text)) return false;
    return offByOneHit(target, captures.body, loop, reading3, context, "the last pass panics with `index out of range`");
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

// src/rules/catalog/review/overly-large-range/rule.ts
var rule84 = {
  id: "review/overly-large-range",
  ...MEDIUM_CORRECTNESS,
  message: "In `{{pattern}}`, `{{range}}` is a range from `{{from}}` to `{{to}}`: it also matches {{extra}}.",
  recommendation: "If `{{from}}`, `-` and `{{to}}` were meant as three characters, escape the hyphen (`\\-`) or put it last in the class; if a range was meant, write the one intended (`A-Za-z`, not `A-z`).",
  documentation: {
    finds: "A character-class range in a literal regular expression that goes from a capital to a lowercase letter (`[A-z]`), or that runs across kinds of character neither of its ends is while another element of the class already matches some of them (`[\\w.-_]`, `[a-z0-9+-_]`).",
    why: 'A hyphen between two characters makes a range: `[\\w.-_]` meant "word characters, dot, hyphen, underscore" but matches everything from `.` to `_`, digits, capital letters and `:;<=>?@[\\]^` among them, while the hyphen itself is not matched. `[A-z]` takes in `[\\]^_` and the backtick. A validator written this way lets through what it was written to reject.',
    wrongWhen: "When the wide range is meant. A range that overlaps nothing else in its class is taken as an ASCII table written on purpose (`[@-~]` for an escape sequence, `[!#-:<>-[\\]-~]` for a cookie name) and left alone, as are ranges within one kind of character (`a-z`, `0-9`, `!-/`) and patterns built at run time.",
    origin: "CodeQL's `js/overly-large-range` and `py/overly-large-range`; SonarJS's S5869 finds the duplicates such ranges make."
  }
};

// src/rules/catalog/review/overly-large-range/large-range.ts
var KIND_NAMES = {
  digit: "the digits",
  capital: "the capital letters",
  lowercase: "the lowercase letters",
  punctuation: "punctuation"
};
function kindOf(code) {
  if (code >= 48 && code <= 57) return "digit";
  if (code >= 65 && code <= 90) return "capital";
  if (code >= 97 && code <= 122) return "lowercase";
  return "punctuation";
}
function largeRange(pattern) {
  for (const set of characterClasses(pattern)) {
    for (const element of set.elements) {
      if (element.type !== "CharacterClassRange") continue;
      const { min, max } = element;
      if (min.value < 33 || max.value > 126) continue;
      const from = kindOf(min.value);
      const to = kindOf(max.value);
      const caseSlip = from === "capital" && to === "lowercase";
      const extra = /* @__PURE__ */ new Set();
      for (let code = min.value + 1; code < max.value; code += 1) if (kindOf(code) !== from && kindOf(code) !== to) extra.add(kindOf(code));
      if (!caseSlip && (extra.size === 0 || !set.elements.some((other) => other !== element && overlaps(other, min.value + 1, max.value - 1)))) continue;
      if (caseSlip) extra.add("punctuation");
      const names2 = [...extra].map((kind) => KIND_NAMES[kind]);
      return {
        range: element.raw,
        from: min.raw,
        to: max.raw,
        extra: names2.length > 1 ? `${names2.slice(0, -1).join(", ")} and ${names2.at(-1)}` : names2[0] ?? ""
      };
    }
  }
  return void 0;
}
var SET_RANGES = {
  word: [
    [48, 57],
    [65, 90],
    [95, 95],
    [97, 122]
  ],
  digit: [[48, 57]]
};
function overlaps(element, low, high) {
  const within = ([start, end]) => start <= high && end >= low;
  if (element.type === "Character") return within([element.value, element.value]);
  if (element.type === "CharacterClassRange") return within([element.min.value, element.max.value]);
  if (element.type === "CharacterSet" && (element.kind === "word" || element.kind === "digit") && !element.negate)
    return SET_RANGES[element.kind]?.some(within) ?? false;
  return false;
}

// src/rules/catalog/review/overly-large-range/overly-large-range-hit.ts
function overlyLargeRange(regex) {
  const found = largeRange(regex.pattern);
  return found ? { details: { ...found, pattern: excerpt(regex.source, 60) } } : false;
}

// src/rules/catalog/review/overly-large-range/typescript.ts
var implementation127 = regexImplementation(JS_REGEX, /\[[^\n]*-/, overlyLargeRange, {
  match: ["const valid = /^[\\w.-_]+$/.test(name);", "const letters = new RegExp('^[A-z]+$');"],
  noMatch: [
    "const valid = /^[\\w._-]+$/.test(name);",
    "const hex = /^[0-9a-fA-F]+$/;",
    "const printable = /^[ -~]*$/;",
    "const control = /[\\x00-\\x1f]/;",
    "const dash = /[\\w-.]/;"
  ]
});

// src/rules/catalog/review/overly-large-range/python.ts
var implementation128 = regexImplementation(PYTHON_REGEX, /\[[^\n]*-/, overlyLargeRange, {
  match: ['VALID = re.compile(r"^[\\w.-_]+$")', 'letters = re.match("[A-z]+", text)'],
  noMatch: ['VALID = re.compile(r"^[\\w._-]+$")', 'CONTROL = re.compile("[\\x00-\\x1f]")', 'NAME = re.compile(r"(?P<name>[a-z]+)")']
});

// src/rules/catalog/review/overly-large-range/go.ts
var implementation129 = regexImplementation(GO_REGEX, /\[[^\n]*-/, overlyLargeRange, {
  match: ["var valid = regexp.MustCompile(`^[\\w.-_]+$`)", 'var letters = regexp.MustCompile("^[A-z]+$")'],
  noMatch: ["var valid = regexp.MustCompile(`^[\\w._-]+$`)", "var hex = regexp.MustCompile(`^[0-9a-fA-F]+$`)"]
});

// src/rules/catalog/review/overwritten-element/rule.ts
var rule85 = {
  id: "review/overwritten-element",
  ...MEDIUM_CORRECTNESS,
  message: "`{{element}}` is set on line {{earlier}} and set again here before anything reads it: the first value is lost.",
  recommendation: "If this line was copied to set another element, change its key or field; if the first value is not needed, drop that line.",
  files: "source",
  documentation: {
    finds: 'Two statements in a row that store into the same field, key or index: `user.name = first; user.name = last;`, `m.set("a", 1); m.set("a", 2);`, `d["k"] = x` twice.',
    why: "The second store replaces the first before anything can see it. Written on purpose it is dead code; far more often the second line was copied from the first and its key or field was not changed, so one field is never set.",
    wrongWhen: "When a setter does something on each store (a reactive property, a DOM property that restarts an animation); a read between the two stores says so, and test files, where stores in a row exercise such setters, are left alone. Targets whose key has a call or `++` in it (`a[i++]`, `a[next()]`) name different elements each time and are left alone, as is a first value that only declares the element (`exports.x = void 0`, `self.x = None`) and a second value that reads the first (`x.n = x.n + 1`) or calls something (which may read the element, or fail: `self.stream = None` before `self.stream = self._open()` keeps a state if opening fails).",
    origin: "SonarJS's S4143 (collection elements should not be replaced unconditionally)."
  }
};

// src/rules/catalog/review/overwritten-element/repeated-store.ts
var VARYING2 = /[()]|\+\+|--|[^=!<>]=[^=]/;
function storeInto(element, value, elementTypes) {
  if (!element || !value || !elementTypes.includes(element.type) || VARYING2.test(element.text)) return void 0;
  return { element: element.text, value };
}
var compact = (text) => text.replace(/\s+/g, "");
var EMPTY = /^(void 0|undefined|null|None|nil)$/;
var CALL = /\w\s*\(/;
function repeatedStore(statement, read4) {
  const store = read4(statement);
  let previous = statement.previousNamedSibling;
  while (previous?.type === "comment") previous = previous.previousNamedSibling;
  const earlier = store && previous ? read4(previous) : void 0;
  if (!store || !previous || !earlier) return false;
  const element = compact(store.element);
  if (element !== compact(earlier.element) || EMPTY.test(earlier.value.text) || compact(store.value.text).includes(element) || CALL.test(store.value.text))
    return false;
  return { details: { element: excerpt(store.element, 50), earlier: String(previous.startPosition.row + 1) } };
}

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
var implementation130 = {
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

// src/rules/catalog/review/overwritten-element/python.ts
function readStore2(statement) {
  const assignment = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  if (assignment?.type !== "assignment") return void 0;
  return storeInto(assignment.childForFieldName("left"), assignment.childForFieldName("right"), ["attribute", "subscript"]);
}
var implementation131 = {
  languages: ["python"],
  query: "(expression_statement (assignment left: [(attribute) (subscript)])) @target",
  check: ({ target }) => repeatedStore(target, readStore2),
  examples: {
    match: ["def rename(user, a, b):\n    user.name = a\n    user.name = b", 'def sizes(config):\n    config["w"] = 1\n    config["w"] = 2'],
    noMatch: [
      "def rename(user, first, last):\n    user.first_name = first\n    user.last_name = last",
      "def bump(counter):\n    counter.value = 0\n    counter.value = counter.value + 1"
    ]
  }
};

// src/rules/catalog/review/overwritten-element/go.ts
function readStore3(statement) {
  if (statement.type !== "assignment_statement" || statement.childForFieldName("operator")?.text !== "=") return void 0;
  const [element, ...moreTargets] = statement.childForFieldName("left")?.namedChildren ?? [];
  const [value, ...moreValues] = statement.childForFieldName("right")?.namedChildren ?? [];
  if (moreTargets.length > 0 || moreValues.length > 0) return void 0;
  return storeInto(element, value, ["selector_expression", "index_expression"]);
}
var implementation132 = {
  languages: ["go"],
  query: "(assignment_statement left: (expression_list [(selector_expression) (index_expression)])) @target",
  check: ({ target }) => repeatedStore(target, readStore3),
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

// src/rules/catalog/review/promise-as-condition/rule.ts
var rule86 = {
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
var implementation133 = {
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

// src/rules/catalog/review/promise-as-condition/python.ts
function isPlainCoroutine(definition) {
  return definition.type === "function_definition" && definition.child(0)?.type === "async" && definition.parent?.type !== "decorated_definition";
}
function coroutinesOf(block) {
  const coroutines = /* @__PURE__ */ new Set();
  const others = /* @__PURE__ */ new Set();
  for (const statement of block?.namedChildren ?? []) {
    const definition = statement?.type === "decorated_definition" ? statement.childForFieldName("definition") : statement;
    const name = definition?.type === "function_definition" ? definition.childForFieldName("name")?.text : void 0;
    if (name && definition) (isPlainCoroutine(definition) && !coroutines.has(name) ? coroutines : others).add(name);
    if (statement?.type === "expression_statement") {
      for (const assignment of statement.namedChildren) if (assignment?.type === "assignment") others.add(assignment.childForFieldName("left")?.text ?? "");
    }
  }
  for (const name of others) coroutines.delete(name);
  return coroutines;
}
var moduleCoroutines = perFile((context) => coroutinesOf(context.root));
function testedCalls2(condition) {
  if (condition.type === "parenthesized_expression") return condition.namedChildren.flatMap((inner) => inner ? testedCalls2(inner) : []);
  if (condition.type === "not_operator") {
    const argument = condition.childForFieldName("argument");
    return argument ? testedCalls2(argument) : [];
  }
  if (condition.type === "boolean_operator") {
    return [condition.childForFieldName("left"), condition.childForFieldName("right")].flatMap((side) => side ? testedCalls2(side) : []);
  }
  return condition.type === "call" ? [condition] : [];
}
function enclosingClassBody(node) {
  let current = node.parent;
  while (current && current.type !== "class_definition") current = current.parent;
  return current?.childForFieldName("body") ?? null;
}
var implementation134 = {
  languages: ["python"],
  query: `(if_statement condition: (_) @condition) @target
      (elif_clause condition: (_) @condition) @target
      (while_statement condition: (_) @condition) @target`,
  textGate: /async\s+def/,
  check: ({ captures, context }) => {
    for (const call of captures.condition ? testedCalls2(captures.condition) : []) {
      const callee = call.childForFieldName("function");
      const object = callee?.type === "attribute" ? callee.childForFieldName("object")?.text : void 0;
      const name = callee?.type === "identifier" ? callee.text : callee?.childForFieldName("attribute")?.text;
      const coroutine = callee?.type === "identifier" ? moduleCoroutines(context).has(callee.text) : (object === "self" || object === "cls") && name !== void 0 && coroutinesOf(enclosingClassBody(call)).has(name);
      if (!coroutine || !name) continue;
      const text = excerpt(call.text, 50);
      return {
        details: {
          tested: `\`${text}\``,
          what: `\`${name}\` is an \`async def\`; without \`await\` the call makes a coroutine object`,
          consequence: "the condition never sees its result, and the coroutine never runs (`RuntimeWarning: coroutine \u2026 was never awaited`)",
          recommendation: `Await it: \`await ${text}\`, in an \`async def\`.`
        }
      };
    }
    return false;
  },
  examples: {
    match: [
      'async def is_allowed(user):\n    return "admin" in await roles(user)\n\nasync def guard(user):\n    if not is_allowed(user):\n        raise PermissionError(user)',
      "class Store:\n    async def exists(self, key):\n        return False\n\n    async def put(self, key, value):\n        if self.exists(key):\n            return\n        await self.write(key, value)"
    ],
    noMatch: [
      "async def is_allowed(user):\n    return True\n\nasync def guard(user):\n    if not await is_allowed(user):\n        raise PermissionError(user)",
      "def is_allowed(user):\n    return True\n\ndef guard(user):\n    if not is_allowed(user):\n        raise PermissionError(user)",
      "@async_to_sync\nasync def is_allowed(user):\n    return True\n\ndef guard(user):\n    if not is_allowed(user):\n        raise PermissionError(user)"
    ]
  }
};

// src/rules/catalog/review/query-copy-modified/rule.ts
var rule87 = {
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
var implementation135 = {
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
    if (!url || !URL_NAME.test(dottedName3(url).at(-1) ?? "")) return false;
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

// src/rules/catalog/review/raise-not-implemented/rule.ts
var rule88 = {
  id: "review/raise-not-implemented",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 95,
  category: "error-handling",
  message: "`raise NotImplemented` raises a `TypeError`: `NotImplemented` is the constant binary operators return, not an exception.",
  recommendation: "Raise the exception: `raise NotImplementedError` (with a message saying what is missing).",
  documentation: {
    finds: "`raise NotImplemented` and `raise NotImplemented(...)`.",
    why: '`NotImplemented` is not an exception class, so the line fails with "exceptions must derive from BaseException" instead of the intended error.',
    wrongWhen: "Never intended; a module that rebinds the name `NotImplemented` is left to its author.",
    origin: "Ruff's F901 `raise-not-implemented` and Pylint's E0711 `notimplemented-raised`."
  }
};

// src/rules/catalog/review/raise-not-implemented/python.ts
var implementation136 = {
  languages: ["python"],
  query: `(raise_statement . (identifier) @name) @target
      (raise_statement . (call function: (identifier) @name)) @target`,
  textGate: /raise\s+NotImplemented\b/,
  check: ({ target, captures, context }) => captures.name?.text === "NotImplemented" && !silencedByNoqa(context.lines, lineOf(target), ["F901"]),
  examples: {
    match: ["def area(self):\n    raise NotImplemented", 'def area(self):\n    raise NotImplemented("subclasses define area")'],
    noMatch: [
      "def area(self):\n    raise NotImplementedError",
      "def __eq__(self, other):\n    return NotImplemented",
      'def area(self):\n    raise NotImplementedError("x") from None'
    ]
  }
};

// src/rules/catalog/review/recursion-on-same-argument/rule.ts
var rule89 = {
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
function parameterName(parameter) {
  if (parameter.type === "identifier") return parameter.text;
  const pattern = parameter.childForFieldName("pattern") ?? (parameter.type === "assignment_pattern" ? parameter.childForFieldName("left") : null);
  return pattern?.type === "identifier" ? pattern.text : void 0;
}
function parameterNames2(fn) {
  const parameters = fn.childForFieldName("parameters") ?? fn.childForFieldName("parameter");
  if (!parameters) return [];
  if (parameters.type === "identifier") return [parameters.text];
  return parameters.namedChildren.filter((child) => child.type !== "comment").map(parameterName);
}
var COLLECTION_LOOPS = /* @__PURE__ */ new Set(["for_statement", "for_in_statement"]);
function loopsOver(loop, name) {
  const header = loop.type === "for_in_statement" ? loop.childForFieldName("right") : loop.childForFieldName("condition");
  if (!header || !new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, "\\$")}(\\??\\.|\\[)`).test(header.text)) return false;
  return !header.descendantsOfType("call_expression").some((call) => dottedName2(call.childForFieldName("function") ?? call)[0] === name);
}
function isReassigned(fn, name) {
  return fn.descendantsOfType(["assignment_expression", "augmented_assignment_expression"]).some((assignment) => assignment.childForFieldName("left")?.text === name);
}
function recursionOnSameArgument(call) {
  const fn = enclosingFunction2(call);
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
var implementation137 = {
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

// src/rules/catalog/review/recursive-accessor/rule.ts
var rule90 = {
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

// src/rules/catalog/review/recursive-accessor/typescript.ts
var FUNCTIONS4 = /* @__PURE__ */ new Set([
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
    for (const child of node.namedChildren) if (!FUNCTIONS4.has(child.type)) visit(child);
  };
  visit(body);
  return found;
}
function isOwnProperty(node, name) {
  if (node?.type !== "member_expression" || node.childForFieldName("object")?.type !== "this") return false;
  const property = node.childForFieldName("property");
  return property?.type === "property_identifier" && property.text === name && !node.text.includes("?.");
}
var implementation138 = {
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

// src/rules/catalog/review/recursive-accessor/python.ts
var NESTED_SCOPES2 = /* @__PURE__ */ new Set(["function_definition", "lambda", "class_definition"]);
function ownDescendants2(body, type) {
  const found = [];
  const visit = (node) => {
    if (node.type === type) found.push(node);
    for (const child of node.namedChildren) if (!NESTED_SCOPES2.has(child.type)) visit(child);
  };
  visit(body);
  return found;
}
function isOwnAttribute(node, self, name) {
  return node?.type === "attribute" && dottedName(node).join(".") === `${self}.${name}`;
}
var implementation139 = {
  languages: ["python"],
  query: "(decorated_definition (decorator) @decorator definition: (function_definition name: (identifier) @name body: (block) @body) @function) @target",
  textGate: /@(property|\w+\.setter)\b/,
  check: ({ captures }) => {
    const name = captures.name?.text ?? "";
    const body = captures.body;
    const decorator = dottedName(captures.decorator?.namedChildren[0] ?? captures.decorator).join(".");
    const self = captures.function ? parametersOf(captures.function)[0]?.name : void 0;
    if (!body || !self) return false;
    if (decorator === "property") {
      const back = ownDescendants2(body, "return_statement").find((statement) => isOwnAttribute(statement.namedChildren[0], self, name));
      return back ? { line: back.startPosition.row + 1, details: { kind: "getter", name, access: "returns", expression: `${self}.${name}` } } : false;
    }
    if (decorator !== `${name}.setter`) return false;
    const write = ownDescendants2(body, "assignment").find((assignment) => isOwnAttribute(assignment.childForFieldName("left"), self, name));
    return write ? { line: write.startPosition.row + 1, details: { kind: "setter", name, access: "assigns", expression: excerpt(write.text, 40) } } : false;
  },
  examples: {
    match: [
      "class Box:\n    @property\n    def size(self):\n        return self.size",
      "class Box:\n    @size.setter\n    def size(self, value):\n        self.size = value"
    ],
    noMatch: [
      "class Box:\n    @property\n    def size(self):\n        return self._size",
      "class Box:\n    @size.setter\n    def size(self, value):\n        self._size = value",
      "class Box:\n    def size(self):\n        return self.size",
      "class Box:\n    @property\n    def size(self):\n        return len(self.items)",
      "class Request:\n    @cached_property\n    def form(self):\n        self._load_form_data()\n        return self.form"
    ]
  }
};

// src/rules/catalog/review/regex-flags-as-count/rule.ts
var rule91 = {
  id: "review/regex-flags-as-count",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 95,
  category: "bug-pattern",
  message: "`{{flags}}` is passed as the {{slot}} of `re.{{function}}`, not as its flags: the pattern runs without them, and at most {{slot}} {{value}} happen.",
  recommendation: "Pass the flags by name: `re.{{function}}(\u2026, flags={{flags}})`.",
  documentation: {
    finds: "`re.sub(pattern, repl, text, re.IGNORECASE)`, `re.subn(\u2026, re.I)` and `re.split(pattern, text, re.M)`: a regular-expression flag in the positional slot of `count` or `maxsplit`.",
    why: "The fourth argument of `re.sub`/`re.subn` is `count` and the third of `re.split` is `maxsplit`: the flag is read as a number (`re.IGNORECASE` is 2), so matching ignores it and only that many replacements or splits are made.",
    wrongWhen: "Never intended: a flag is never a meaningful count; `# noqa: B034` silences it.",
    origin: "flake8-bugbear's B034 (Ruff B034), the case where the positional argument is a flag."
  }
};

// src/rules/catalog/review/regex-flags-as-count/python.ts
var COUNT_SLOT = {
  sub: { index: 3, slot: "count", value: "replacements" },
  subn: { index: 3, slot: "count", value: "replacements" },
  split: { index: 2, slot: "maxsplit", value: "splits" }
};
function isFlags(node) {
  if (node.type === "binary_operator" && node.childForFieldName("operator")?.text === "|") {
    const left = node.childForFieldName("left");
    const right = node.childForFieldName("right");
    return !!left && !!right && isFlags(left) && isFlags(right);
  }
  const path = dottedName(node);
  return path.length === 2 && path[0] === "re" && /^[A-Z]+$/.test(path[1] ?? "");
}
var implementation140 = {
  languages: ["python"],
  query: `((call
  function: (attribute object: (identifier) @module attribute: (identifier) @function)
  arguments: (argument_list) @arguments) @target
  (#eq? @module "re")
  (#any-of? @function "sub" "subn" "split"))`,
  check: ({ captures, context }) => {
    const name = captures.function?.text ?? "";
    const slot = COUNT_SLOT[name];
    const positional = captures.arguments?.namedChildren.filter((argument2) => argument2 && argument2.type !== "keyword_argument" && argument2.type !== "comment");
    const argument = slot && positional?.[slot.index];
    if (!slot || !argument || !isFlags(argument) || silencedByNoqa(context.lines, lineOf(argument), ["B034"])) return false;
    return { details: { flags: excerpt(argument.text, 40), function: name, slot: slot.slot, value: slot.value } };
  },
  examples: {
    match: ['title = re.sub(r"\\s+", " ", text, re.MULTILINE)', 'parts = re.split(r",\\s*", line, re.I | re.X)', 're.subn("a", "b", s, re.I)'],
    noMatch: ['title = re.sub(r"\\s+", " ", text, flags=re.MULTILINE)', 'title = re.sub(r"\\s+", " ", text, 1)', 'parts = re.split(r",", line, 2)']
  }
};

// src/rules/catalog/review/removal-skips-next/rule.ts
var rule92 = {
  id: "review/removal-skips-next",
  ...MEDIUM_CORRECTNESS,
  message: "`{{removal}}` removes the element at `{{index}}` while the loop counts `{{index}}` up: the next element moves into its place and is skipped{{consequence}}.",
  recommendation: "Count down from the end, step the index back after removing, or build the kept elements into a new collection ({{alternative}}).",
  documentation: {
    finds: "A loop that counts an index up over a list and removes the element at that index: `items.splice(i, 1)` in `for (let i = 0; i < items.length; i++)`, `del items[i]` or `items.pop(i)` in `for i in range(len(items))`, `items = append(items[:i], items[i+1:]...)` or `slices.Delete(items, i, i+1)` in a Go loop over `items`.",
    why: "Removing shifts every later element down by one, but the index still moves on: the element that took the removed one\u2019s place is never looked at, so two matches in a row leave the second behind. Python\u2019s `range(len(items))` and Go\u2019s `range items` were fixed before the loop began, so they also run past the shortened end (`IndexError`, a panic, or the last element seen twice).",
    wrongWhen: "When at most one element can match. A removal whose block goes on to `break` or `return` is left alone; so is one guarded by an element equal to a given key in JavaScript and Go (`if item.ID == id`: a list that holds each key once has nothing to skip, though a repeated key would be), a loop that reaches for the next element itself (`items[i + 1]`, merging into it on purpose), an index loop that steps its index back (`i--`) or changes it in the body, and a removal at another index than the loop\u2019s own. Python\u2019s `range` loop is reported even for one key: it runs past the shortened end.",
    origin: "CodeQL's `js/loop-iteration-skipped-due-to-shifting`, carried over to Python's `del`/`pop` in a `range(len(\u2026))` loop and Go's `append(s[:i], s[i+1:]...)` in a loop over `s`."
  }
};

// src/rules/catalog/review/removal-skips-next/removal-hit.ts
function removalHit(body, loop, reading7, details) {
  const { index, collection } = loop;
  if (body.text.replace(/\s/g, "").includes(`${collection}[${index}+1]`)) return false;
  let removal;
  const stack = [body];
  while (stack.length > 0) {
    const node = stack.pop();
    if (reading7.movesIndex(node)) return false;
    if (!removal && reading7.isRemoval(node) && !endsAfter(node, body, reading7) && !reading7.removesOneKey?.(node)) removal = node;
    for (const child of node.namedChildren) if (child) stack.push(child);
  }
  return removal ? { line: removal.startPosition.row + 1, details: { ...details, index, removal: removal.text } } : false;
}
function endsAfter(node, body, reading7) {
  for (let inner = node; inner && !inner.equals(body) && !/^(for|while)_statement$/.test(inner.type); inner = inner.parent) {
    if (reading7.endsLoop(inner)) return true;
    for (let next = inner.nextNamedSibling; next; next = next.nextNamedSibling) if (reading7.endsLoop(next)) return true;
  }
  return false;
}
function guardedByKey(removal, loop) {
  let guard = removal.parent;
  while (guard && guard.type !== "if_statement") guard = guard.parent;
  let condition = guard?.childForFieldName("condition");
  while (condition?.type === "parenthesized_expression") condition = condition.namedChildren[0] ?? null;
  if (condition?.type !== "binary_expression" || !["==", "==="].includes(condition.childForFieldName("operator")?.text ?? "")) return false;
  const sides = [condition.childForFieldName("left"), condition.childForFieldName("right")];
  const aboutElement = (side) => loop.elements.some((element) => side?.text === element || side?.text.startsWith(`${element}.`));
  const key = sides.find((side) => !aboutElement(side));
  return sides.some(aboutElement) && key !== void 0 && key !== null && KEY_TYPES.has(key.type) && !new RegExp(`(?<![\\w$])${loop.index.replace(/\$/g, "\\$")}(?![\\w$])`).test(key.text);
}
var KEY_TYPES = /* @__PURE__ */ new Set(["identifier", "member_expression", "selector_expression"]);

// src/rules/catalog/review/removal-skips-next/typescript.ts
var implementation141 = {
  languages: JS_FAMILY,
  query: "(for_statement condition: (binary_expression) body: (_) @body) @target",
  textGate: /\.splice\(/,
  check: ({ target, captures }) => {
    const loop = countingLoop(target, "before-length");
    if (!loop || !captures.body) return false;
    const { index, collection } = loop;
    const removalLoop = { index, collection, elements: [`${collection}[${index}]`] };
    return removalHit(
      captures.body,
      removalLoop,
      {
        // `items.splice(i, 1)`; `splice(i, 0, x)` inserts instead.
        isRemoval: (node) => node.type === "call_expression" && node.childForFieldName("function")?.text === `${collection}.splice` && node.childForFieldName("arguments")?.namedChildren[0]?.text === index && node.childForFieldName("arguments")?.namedChildren[1]?.text !== "0",
        movesIndex: (node) => node.type === "update_expression" && node.childForFieldName("argument")?.text === index || (node.type === "assignment_expression" || node.type === "augmented_assignment_expression") && node.childForFieldName("left")?.text === index,
        endsLoop: (node) => node.type === "break_statement" || node.type === "return_statement" || node.type === "throw_statement",
        removesOneKey: (removal) => guardedByKey(removal, removalLoop)
      },
      { consequence: "", alternative: `\`${collection}.filter(\u2026)\`` }
    );
  },
  examples: {
    match: ["for (let i = 0; i < items.length; i++) {\n  if (items[i].done) items.splice(i, 1);\n}"],
    noMatch: [
      "for (let i = 0; i < items.length; i++) {\n  if (items[i].done) { items.splice(i, 1); i--; }\n}",
      "for (let i = items.length - 1; i >= 0; i--) {\n  if (items[i].done) items.splice(i, 1);\n}",
      "for (let i = 0; i < items.length; i++) {\n  if (items[i].id === id) { items.splice(i, 1); break; }\n}",
      "for (let i = 0; i < items.length; i++) {\n  if (items[i].gap) items.splice(i, 0, filler);\n}"
    ]
  }
};

// src/rules/catalog/review/removal-skips-next/python.ts
var implementation142 = {
  languages: ["python"],
  query: "(for_statement left: (identifier) right: (call) body: (block) @body) @target",
  textGate: /\bdel\b|\.pop\(/,
  check: ({ target, captures }) => {
    const loop = countingLoop2(target, "before-length");
    if (!loop || !captures.body) return false;
    const { index, collection } = loop;
    return removalHit(
      captures.body,
      { index, collection, elements: [`${collection}[${index}]`] },
      {
        // `del items[i]`, `items.pop(i)`.
        isRemoval: (node) => node.type === "delete_statement" && node.namedChildren[0]?.text.replace(/\s/g, "") === `${collection}[${index}]` || node.type === "call" && node.childForFieldName("function")?.text === `${collection}.pop` && node.childForFieldName("arguments")?.text.replace(/\s/g, "") === `(${index})`,
        // A `range` loop takes its next value whatever the body does to the index: nothing moves it back.
        movesIndex: () => false,
        endsLoop: (node) => node.type === "break_statement" || node.type === "return_statement" || node.type === "raise_statement"
      },
      { consequence: ", and the loop runs past the shortened end into `IndexError`", alternative: `\`${collection}[:] = [x for x in ${collection} if \u2026]\`` }
    );
  },
  examples: {
    match: [
      "for i in range(len(items)):\n    if items[i].done:\n        del items[i]",
      "for i in range(len(self.jobs)):\n    if self.jobs[i].cancelled:\n        self.jobs.pop(i)"
    ],
    noMatch: [
      "for i in range(len(items)):\n    if items[i].id == wanted:\n        del items[i]\n        break",
      "for i in reversed(range(len(items))):\n    if items[i].done:\n        del items[i]",
      "for i in range(len(items)):\n    if items[i].done:\n        del other[i]"
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
var implementation143 = {
  languages: ["go"],
  query: "(for_statement body: (block) @body) @target",
  textGate: /append\([^\n]*\+\s*1:\]\.\.\.\)|slices\.Delete\(/,
  check: ({ target, captures }) => {
    const ranged = rangeLoop(target);
    const loop = ranged ?? countingLoop3(target, "before-length");
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

// src/rules/catalog/review/replace-first-only/rule.ts
var rule93 = {
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
var implementation144 = {
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

// src/rules/catalog/review/response-after-answer/rule.ts
var rule94 = {
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

// src/rules/catalog/review/response-after-answer/typescript.ts
var RESPONSE_NAMES = /* @__PURE__ */ new Set(["res", "resp", "response", "reply", "c", "ctx"]);
var ANSWERS = /* @__PURE__ */ new Set(["send", "json", "jsonp", "end", "redirect", "render", "sendFile", "sendStatus", "download", "text", "html", "body", "view"]);
function answerThrough(node, parameters) {
  let call = unwrapParentheses2(node);
  if (call.type === "await_expression") call = unwrapParentheses2(call.namedChildren[0] ?? call);
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
  const names2 = /* @__PURE__ */ new Set();
  if (single?.type === "identifier") names2.add(single.text);
  for (const parameter of parameters?.namedChildren ?? []) {
    const name = parameter.type === "identifier" ? parameter : parameter.childForFieldName("pattern");
    if (name?.type === "identifier") names2.add(name.text);
  }
  return names2;
}
function answersTwice(statement) {
  if (statement.childForFieldName("alternative")) return void 0;
  const fn = enclosingFunction2(statement);
  const parameters = fn ? plainParameterNames(fn) : /* @__PURE__ */ new Set();
  const consequence = statement.childForFieldName("consequence");
  if (!consequence) return void 0;
  const body = consequence.type === "statement_block" ? statementsOf2(consequence) : [consequence];
  const first = body.at(-1);
  const through = first ? statementAnswer(first, parameters) : void 0;
  if (!first || first.type !== "expression_statement" || through === void 0) return void 0;
  const block = statement.parent;
  if (!block || !["statement_block", "program"].includes(block.type)) return void 0;
  for (const later of statementsOf2(block).filter((sibling) => sibling.startIndex > statement.startIndex)) {
    const answer = statementAnswer(later, parameters);
    if (answer === through || answer !== void 0 && through === "next") return { first, second: later, through };
    if (["return_statement", "throw_statement"].includes(later.type)) return void 0;
  }
  return void 0;
}
var implementation145 = {
  languages: JS_FAMILY,
  query: "(if_statement) @target",
  textGate: /send|json|end|redirect|render|next|text|html|body|view|download/,
  check: ({ target, context }) => {
    const found = answersTwice(target);
    if (!found) return false;
    const line2 = found.first.startPosition.row + 1;
    const changed = context.isChanged(line2) ? line2 : context.isChanged(found.second.startPosition.row + 1) ? found.second.startPosition.row + 1 : void 0;
    if (changed === void 0) return false;
    return { line: changed, details: { first: excerpt(found.first.text.replace(/;$/, ""), 50), second: excerpt(found.second.text.replace(/;$/, ""), 50) } };
  },
  fix: ({ lines, line: line2 }) => {
    const text = lines[line2 - 1] ?? "";
    const found = /^(\s*)((?:res|reply|response|ctx|c)\.[\w$.]*\(.*\);?)\s*$/.exec(text);
    return found ? { startLine: line2, endLine: line2, replacement: [`${found[1]}return ${found[2]}`] } : void 0;
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
function answered2(statement) {
  const call = statement?.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  if (call?.type !== "call_expression") return void 0;
  const path = calleePath3(call);
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
    const path = calleePath3(call);
    const [receiver, method] = path;
    if (kind === "context")
      return path.length === 2 && receiver === writer && method !== void 0 && (CONTEXT_ANSWERS.test(method) || method === "Status" || method === "Data");
    if (path.length === 2 && receiver === writer && (method === "Write" || method === "WriteHeader" || method === "WriteString")) return true;
    const toWriter = argumentsOf(call)[0]?.text === writer;
    return toWriter && (HTTP_WRITES.test(path.join(".")) || method === "Execute" || method === "ExecuteTemplate");
  });
}
var implementation146 = {
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
    const answer = answered2(statementsOf3(body).at(-1));
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
var rule95 = {
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
var implementation147 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression field: (field_identifier) @function)
  arguments: (argument_list . (selector_expression) @whence . (_) @offset .)
  (#eq? @function "Seek")) @target`,
  textGate: /Seek\(\s*(io\.Seek|os\.SEEK_)/,
  check: ({ target, captures }) => {
    const whence = captures.whence;
    const offset = captures.offset;
    if (!whence || !offset || !WHENCE.has(dottedName3(whence).join(".")) || WHENCE.has(dottedName3(offset).join("."))) return false;
    return { details: { call: excerpt(target.text, 40), whence: whence.text, offset: excerpt(offset.text, 20) } };
  },
  examples: {
    match: ["if _, err := f.Seek(io.SeekStart, 0); err != nil {\n	return err\n}", "end, _ := r.Seek(os.SEEK_END, 0)"],
    noMatch: ["if _, err := f.Seek(0, io.SeekStart); err != nil {\n	return err\n}", "pos, _ := r.Seek(offset, io.SeekCurrent)"]
  }
};

// src/rules/catalog/review/self-assignment/rule.ts
var rule96 = {
  id: "review/self-assignment",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "logic",
  message: "`{{assignment}}` assigns a value to itself and changes nothing: the value meant to be stored is lost.",
  recommendation: "Assign what was meant (often a parameter of the same name: `this.name = name`), or remove the line.",
  files: "source",
  documentation: {
    finds: "`x = x`, `this.a = this.a`, `c.timeout = c.timeout`.",
    why: "It changes nothing: the value meant to be stored is lost.",
    wrongWhen: "DOM reloads such as `el.src = el.src`; module-level re-exports in Python; test files.",
    origin: "ESLint's `no-self-assign` and staticcheck's SA4018."
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
var implementation148 = {
  languages: JS_FAMILY,
  query: "(assignment_expression) @target",
  check: ({ target, context }) => {
    const left = target.childForFieldName("left");
    const right = target.childForFieldName("right");
    if (!left || !right || !["identifier", "member_expression", "subscript_expression"].includes(left.type)) return false;
    if (!sameCode2(left, unwrapParentheses2(right)) || mayHaveEffects(left)) return false;
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

// src/rules/catalog/review/self-assignment/python.ts
function readsName(fn, name) {
  const parameters = fn.childForFieldName("parameters");
  return (fn.childForFieldName("body")?.descendantsOfType("identifier") ?? []).some(
    (identifier) => identifier.text === name && isVariableName(identifier) && !(parameters && identifier.startIndex >= parameters.startIndex && identifier.endIndex <= parameters.endIndex)
  );
}
var implementation149 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "`{{target}}` assigns a value to itself and changes nothing: the value meant on one side is missing.",
    recommendation: "Assign what was meant (often a parameter of the same name: `self.size = size`), or remove the line."
  }),
  query: "(expression_statement (assignment left: [(identifier) (attribute)] @left right: [(identifier) (attribute)] @right) @target)",
  check: ({ captures, target, context }) => {
    const { left, right } = captures;
    if (!left || !right || target.childForFieldName("type") || !sameCode(left, right)) return false;
    if (!enclosingFunction(target) || scopeOf(target).type === "class_definition") return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["PLW0127"])) return false;
    if (left.type === "attribute") {
      const name = left.childForFieldName("attribute")?.text ?? "";
      const fn = enclosingFunction(target);
      const unread = fn !== void 0 && parametersOf(fn).some((parameter) => parameter.name === name) && !readsName(fn, name);
      return unread ? { confidence: 90, details: { target: excerpt(target.text, 50) } } : { confidence: 70 };
    }
    const block = target.parent?.parent;
    if (block?.type === "block" && block.namedChildren.filter((child) => child.type !== "comment").length === 1) return false;
    return { confidence: context.isTestFile ? 70 : 80 };
  },
  examples: {
    match: ["def resize(self, width, height):\n    width = width\n    self.height = height", "def __init__(self, size):\n    self.size = self.size"],
    noMatch: [
      "def arch_of(arch):\n    if arch is None:\n        arch = detect()\n    else:\n        arch = arch\n    return arch",
      "class Config:\n    timeout = timeout",
      "str = str  # re-exported for Python 2 compatibility",
      "def f(x):\n    x = x  # noqa: PLW0127",
      "def resize(self, width):\n    self.width = width",
      "x, y = y, x"
    ]
  }
};

// src/rules/catalog/review/self-assignment/go.ts
function dropSelfAssignment(target) {
  const text = target.lines[target.line - 1] ?? "";
  const match = /^\s*([\w.[\]"]+) = ([\w.[\]"]+)\s*$/.exec(text);
  if (!match || match[1] !== match[2]) return void 0;
  return { startLine: target.line, endLine: target.line, replacement: [] };
}
var implementation150 = {
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
      return value !== void 0 && isStableValue(name) && sameCode2(name, value);
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

// src/rules/catalog/review/self-reassigned/rule.ts
var rule97 = {
  id: "review/self-reassigned",
  ...MEDIUM_CORRECTNESS,
  message: "`{{statement}}` rebinds the local name `{{name}}` only: {{consequence}}.",
  recommendation: "Change the object through its attributes (`self.value = \u2026`), return the new object (from a `@classmethod` or `__new__`), or use a new local name.",
  documentation: {
    finds: "An assignment to a method\u2019s first parameter (`self`, `cls`) in `__init__`, or anywhere in a method when the name is not read again afterwards.",
    why: "`self` is an ordinary local name: assigning to it replaces nothing \u2014 the caller keeps the same object \u2014 so `self = other` meant to copy or replace the object silently does nothing, and in `__init__` the attributes set after it land on the other object.",
    wrongWhen: "`self = None` (dropping the reference to break a cycle with a traceback, an asyncio and unittest idiom) is left alone, and so is walking a chain with the name as a local outside `__init__` (`while self.parent: self = self.parent`, then reading `self`), which works; static methods and nested functions are left alone, and `# noqa: PLW0642` silences it.",
    origin: "Pylint's W0642 `self-cls-assignment` (Ruff PLW0642)."
  }
};

// src/rules/catalog/review/self-reassigned/python.ts
function isRebound(identifier) {
  let current = identifier.parent;
  while (current && ["pattern_list", "tuple_pattern", "list_pattern", "parenthesized_expression", "tuple", "list"].includes(current.type))
    current = current.parent;
  return current?.type === "assignment" && targetNames(current.childForFieldName("left")).some((target) => target.id === identifier.id);
}
var implementation151 = {
  languages: ["python"],
  query: "(assignment left: (_) @left) @target",
  textGate: /self|cls/,
  check: ({ target, captures, context }) => {
    const method = enclosingFunction(target);
    const first = method?.type === "function_definition" && plainMethod(method)?.staticmethod === false ? parametersOf(method)[0] : void 0;
    const name = targetNames(captures.left ?? null).find((identifier) => identifier.text === first?.name && first.kind === "plain");
    if (!method || !name || target.childForFieldName("right")?.type === "none") return false;
    const initializer = method.childForFieldName("name")?.text === "__init__";
    const readAfter2 = method.descendantsOfType("identifier").some((identifier) => identifier.startIndex >= target.endIndex && identifier.text === name.text && isVariableName(identifier) && !isRebound(identifier));
    if (readAfter2 && !initializer || silencedByNoqa(context.lines, lineOf(target), ["PLW0642"])) return false;
    return {
      details: {
        statement: excerpt(target.text, 40),
        name: name.text,
        consequence: initializer ? "the object being created stays as it was, and what is set on `" + name.text + "` afterwards goes to the other object" : "the caller\u2019s object is not replaced, and the value assigned is never used"
      }
    };
  },
  examples: {
    match: [
      "class Config:\n    def __init__(self, other):\n        self = other\n        self.loaded = True",
      "class Config:\n    def reset(self):\n        self = Config()",
      "class Config:\n    def swap(self, other):\n        self = other\n        self, rest = other, 1\n        print(rest)",
      'class Config:\n    @classmethod\n    def fresh(cls):\n        cls = type("Fresh", (cls,), {})'
    ],
    noMatch: [
      "class Node:\n    def root(self):\n        while self.parent:\n            self = self.parent\n        return self",
      "class Config:\n    def reset(self):\n        self.values = {}",
      "class Task:\n    def step(self):\n        try:\n            self.run()\n        finally:\n            self = None",
      "class Config:\n    @staticmethod\n    def make(self):\n        self = 1",
      "class Config:\n    def reset(self):\n        def inner(self):\n            self = 2\n        return inner"
    ]
  }
};

// src/rules/catalog/review/shared-fill-element/rule.ts
var rule98 = {
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

// src/rules/catalog/review/shared-fill-element/typescript.ts
var implementation152 = {
  languages: JS_FAMILY,
  query: `((call_expression
  function: (member_expression property: (property_identifier) @method)
  arguments: (arguments . [(object) (array) (new_expression)] @element .)) @target
  (#eq? @method "fill"))`,
  textGate: /fill\(/,
  check: ({ target, captures }) => {
    const element = captures.element && unwrapParentheses2(captures.element);
    if (!element || element.type === "new_expression" && /^(RegExp|Date|String|Number|Boolean)$/.test(element.childForFieldName("constructor")?.text ?? ""))
      return false;
    if (!changedThroughSlot(target, enclosingFunction2(target) ?? target.tree.rootNode)) return false;
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

// src/rules/catalog/review/shared-fill-element/python.ts
function isMutable(node) {
  if (node.type === "list" || node.type === "dictionary" || node.type === "set") return true;
  if (node.type === "binary_operator" && node.childForFieldName("operator")?.text === "*") {
    return [node.childForFieldName("left"), node.childForFieldName("right")].some((side) => side?.type === "list");
  }
  return node.type === "call" && /^(list|dict|set|bytearray|defaultdict|OrderedDict|Counter|deque)$/.test(node.childForFieldName("function")?.text ?? "");
}
function enclosingScope(node) {
  for (let current = node.parent; current; current = current.parent) if (current.type === "function_definition") return current;
  return node.tree.rootNode;
}
var implementation153 = {
  languages: ["python"],
  query: `(binary_operator left: (list . (_) @element .) operator: "*") @target
(binary_operator left: (_) operator: "*" right: (list . (_) @element .)) @target`,
  textGate: /\]\s*\*|\*\s*\[/,
  check: ({ target, captures }) => {
    const element = captures.element;
    if (!element || !isMutable(element) || !changedThroughSlot(target, enclosingScope(target))) return false;
    return {
      details: { expression: excerpt(target.text, 60), element: excerpt(element.text, 30), fix: `\`[${excerpt(element.text, 30)} for _ in range(n)]\`` }
    };
  },
  examples: {
    match: [
      "def board(width, height):\n    grid = [[0] * width] * height\n    grid[0][0] = 1\n    return grid",
      "buckets = [[]] * 10\nfor word in words:\n    buckets[len(word)].append(word)"
    ],
    noMatch: [
      'def blank_lines(width, count):\n    lines = [[" " * width]] * count\n    return lines',
      "buffer = [[None]] * size\nbuffer[0] = [item]",
      "row = [0] * width",
      "grid = [[0] * width for _ in range(height)]",
      "pairs = [(0, 0)] * n",
      "names = [None] * n"
    ]
  }
};

// src/rules/catalog/review/shell-injection/rule.ts
var rule99 = {
  id: "review/shell-injection",
  agent: "code-reviewer",
  dimension: "security",
  severity: "high",
  confidence: 85,
  category: "command-injection",
  message: "`{{callee}}` runs a shell command built from {{how}}: a value containing `;`, `$(\u2026)` or quotes runs its own commands.",
  recommendation: "Run the program without a shell and pass values as separate arguments: `execFile('git', ['log', ref])` or `spawn(cmd, args)` without `shell: true`.",
  documentation: {
    finds: "A command built from values (concatenation, templates, f-strings, `Sprintf`) run through a shell.",
    why: "A value containing `;`, `$(\u2026)` or quotes runs its own commands.",
    wrongWhen: "Constant commands; values quoted with `shlex.quote`.",
    origin: "Bandit's B602/B605, gosec's G204, ESLint security plugin's `detect-child-process`."
  }
};

// src/rules/catalog/review/shell-injection/typescript.ts
var SHELL_MODULES = /* @__PURE__ */ new Set(["child_process", "childProcess", "cp"]);
var SPAWN_FUNCTIONS = /* @__PURE__ */ new Set(["spawn", "spawnSync", "execFile", "execFileSync"]);
var CHILD_PROCESS_IMPORT = /\brequire\(\s*['"](node:)?child_process['"]\s*\)|\bfrom\s+['"](node:)?child_process['"]/;
var importsChildProcess = perFile((context) => context.lines.some((line2) => CHILD_PROCESS_IMPORT.test(line2)));
function hasShellOption(call) {
  const options = call.childForFieldName("arguments")?.namedChildren.filter((argument) => argument.type === "object") ?? [];
  return options.some(
    (object) => object.namedChildren.some(
      (pair) => pair.type === "pair" && pair.childForFieldName("key")?.text === "shell" && pair.childForFieldName("value")?.type === "true"
    )
  );
}
var implementation154 = {
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
    const path = dottedName2(callee);
    const name = path.at(-1) ?? "";
    const runsShell2 = SPAWN_FUNCTIONS.has(name) ? hasShellOption(target) : path.length === 1 ? importsChildProcess(context) : path.length === 2 && SHELL_MODULES.has(path[0] ?? "") && (name === "exec" || name === "execSync");
    const built = runsShell2 ? builtArgument(command, readStringExpression2, assignedValues2) : void 0;
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

// src/rules/catalog/review/shell-injection/python.ts
var importsFromSubprocess = perFile((context) => context.lines.some((line2) => /^\s*from subprocess import/.test(line2)));
var SHELL_ALWAYS = /* @__PURE__ */ new Set(["os.system", "os.popen", "subprocess.getoutput", "subprocess.getstatusoutput", "asyncio.create_subprocess_shell"]);
var SHELL_IF_ASKED = /* @__PURE__ */ new Set(["run", "call", "check_call", "check_output", "Popen"]);
var SHELL_GATE = new RegExp([...SHELL_ALWAYS, "subprocess"].map((name) => name.replace(/\./g, "\\.")).join("|"));
function hasShellTrue(call) {
  return (call.childForFieldName("arguments")?.namedChildren ?? []).some(
    (argument) => argument.type === "keyword_argument" && argument.childForFieldName("name")?.text === "shell" && argument.childForFieldName("value")?.type === "true"
  );
}
function runsShell(call, context) {
  const path = calleePath(call);
  const name = path.join(".");
  if (SHELL_ALWAYS.has(name)) return true;
  const fromSubprocess = path.length === 2 ? path[0] === "subprocess" : path.length === 1 && importsFromSubprocess(context);
  return fromSubprocess && SHELL_IF_ASKED.has(path.at(-1) ?? "") && hasShellTrue(call);
}
var implementation155 = {
  languages: ["python"],
  overrides: ownWording("python", {
    recommendation: 'Pass the program and its arguments as a list without `shell=True` (`subprocess.run(["git", "log", ref], check=True)`); if a shell is unavoidable, quote each value with `shlex.quote`.'
  }),
  query: `(call function: [(attribute) (identifier)] @callee arguments: (argument_list . (_) @command)
      (#match? @callee "^(os[.](system|popen)|subprocess[.][a-z_A-Z]+|asyncio[.]create_subprocess_shell|run|call|check_call|check_output|Popen)$")) @target`,
  textGate: SHELL_GATE,
  check: ({ target, captures, context }) => {
    const command = captures.command;
    if (!command || !runsShell(target, context)) return false;
    const built = builtArgument(command, readStringExpression, assignedValues);
    if (!built) return false;
    return { line: changedLineOf(context, target, built.node), details: { callee: calleePath(target).join("."), how: built.how } };
  },
  examples: {
    match: [
      'subprocess.run(f"tar -xzf {archive} -C {target}", shell=True, check=True)',
      'os.system("rm -rf " + folder)',
      'command = "convert %s out.png" % upload\nsubprocess.check_output(command, shell=True)'
    ],
    noMatch: [
      'subprocess.run(["tar", "-xzf", archive, "-C", target], check=True)',
      'subprocess.run("make clean", shell=True, check=True)',
      'subprocess.run(f"tar -xzf {archive}".split(), check=True)',
      'subprocess.run(f"tar -czf {shlex.quote(target)} {shlex.quote(folder)}", shell=True, check=True)'
    ]
  }
};

// src/rules/catalog/review/shell-injection/go.ts
var SHELLS = /^"(sh|bash|zsh|\/bin\/sh|\/bin\/bash|\/usr\/bin\/env bash|cmd(\.exe)?|powershell(\.exe)?|pwsh)"$/;
var SHELL_FLAGS = /^"(-c|\/c|\/C|-Command)"$/;
var implementation156 = {
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
    const built = builtArgument(command, readStringExpression3, assignedValues3);
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

// src/rules/catalog/review/singledispatch-mismatch/rule.ts
var rule100 = {
  id: "review/singledispatch-mismatch",
  ...HIGH_CORRECTNESS,
  message: "`@{{decorator}}` on {{what}}: {{consequence}}; use `@{{instead}}`.",
  recommendation: "Use `functools.singledispatchmethod` for methods and `functools.singledispatch` for plain functions.",
  documentation: {
    finds: "`@singledispatch` on a method of a class, and `@singledispatchmethod` on a function outside a class.",
    why: "`singledispatch` picks the implementation from the type of the first argument, which for a method is `self`: every call goes to the implementation registered for the class (usually the fallback), whatever the argument. `singledispatchmethod` is a descriptor that only works as a class attribute: on a plain function, calling it raises `TypeError`.",
    wrongWhen: "Never intended. A method that is also a `staticmethod` dispatches on its real first argument and is left alone; `# noqa: PLE1519` or `PLE1520` silences it.",
    origin: "Pylint's E1519 `singledispatch-method` and E1520 `singledispatchmethod-function` (Ruff PLE1519, PLE1520)."
  }
};

// src/rules/catalog/review/singledispatch-mismatch/python.ts
var implementation157 = {
  languages: ["python"],
  query: "(decorated_definition definition: (function_definition) @function) @target",
  textGate: /singledispatch/,
  check: ({ captures, context }) => {
    const fn = captures.function;
    if (!fn) return false;
    const decorators = decoratorNames(fn);
    const method = isMethod(fn);
    const line2 = lineOf(fn.parent ?? fn);
    if (method && decorators.includes("singledispatch") && !decorators.includes("staticmethod")) {
      if (silencedByNoqa(context.lines, line2, ["PLE1519"])) return false;
      const consequence = "it dispatches on the type of `self`, so every call runs the implementation for the class, whatever the argument";
      return { details: { decorator: "singledispatch", what: "a method", consequence, instead: "functools.singledispatchmethod" } };
    }
    if (!method && decorators.includes("singledispatchmethod") && !silencedByNoqa(context.lines, line2, ["PLE1520"])) {
      const consequence = "it only works as a method of a class, and calling this function raises `TypeError`";
      return { details: { decorator: "singledispatchmethod", what: "a function outside a class", consequence, instead: "functools.singledispatch" } };
    }
    return false;
  },
  examples: {
    match: [
      "from functools import singledispatch\n\nclass Renderer:\n    @singledispatch\n    def render(self, value):\n        return str(value)",
      "from functools import singledispatchmethod\n\n@singledispatchmethod\ndef render(value):\n    return str(value)"
    ],
    noMatch: [
      "from functools import singledispatchmethod\n\nclass Renderer:\n    @singledispatchmethod\n    def render(self, value):\n        return str(value)",
      "from functools import singledispatch\n\n@singledispatch\ndef render(value):\n    return str(value)",
      "import functools\n\nclass Renderer:\n    @staticmethod\n    @functools.singledispatch\n    def render(value):\n        return str(value)"
    ]
  }
};

// src/rules/catalog/review/sleep-without-unit/rule.ts
var rule101 = {
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
var implementation158 = {
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
var rule102 = {
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
var isAttribute = (node) => node.type === "call_expression" && ATTRIBUTES.test(calleePath3(node).join("."));
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
var implementation159 = {
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

// src/rules/catalog/review/special-method-signature/rule.ts
var rule103 = {
  id: "review/special-method-signature",
  ...HIGH_CORRECTNESS,
  message: "Python calls `{{name}}` with {{expected}}, but it {{given}}: every use of the operation it implements raises `TypeError`.",
  recommendation: "Give `{{name}}` the parameters Python passes it (see the data model), with defaults for anything extra.",
  documentation: {
    finds: "A special method of a class (`__eq__`, `__getitem__`, `__exit__`, `__len__`, \u2026 from a fixed table of the data model) that cannot take the arguments Python passes it: too many parameters without defaults, or too few.",
    why: "Python calls special methods itself, always with the same arguments: `a == b` calls `__eq__(a, b)`, `with` calls `__exit__` with three, `len()` calls `__len__` with none. A signature that does not fit makes every `==`, `with`, `len()` on the class raise `TypeError` \u2014 often far from the class, in code that only uses the operator.",
    wrongWhen: "Never intended for the methods in the table. Methods with `*args` (when enough are required), keyword-only parameters or `**kwargs`, decorated with anything but `staticmethod`, `classmethod`, `abstractmethod`, `override`, `overload` or a property, names that are special only in Python 2 (`__cmp__`, `__nonzero__`) and functions outside a class body are left alone; `# noqa: PLE0302` silences it.",
    origin: "Pylint's E0302 `unexpected-special-method-signature` (Ruff PLE0302); the table follows Python's data model, without the Python 2 names Ruff's issue tracker reports."
  }
};

// src/rules/catalog/review/special-method-signature/python.ts
var names = (text) => text.split(" ").map((name) => `__${name}__`);
var EXPECTED = new Map([
  ...names(
    "del repr str bytes hash bool dir len length_hint iter reversed neg pos abs invert complex int float index trunc floor ceil enter aenter getnewargs_ex getnewargs getstate reduce copy await aiter anext fspath next"
  ).map((name) => [name, [0, 0]]),
  ...names(
    "format lt le eq ne gt ge getattr getattribute delattr delete instancecheck subclasscheck getitem missing delitem contains add sub mul matmul truediv floordiv mod divmod lshift rshift and xor or radd rsub rmul rmatmul rtruediv rfloordiv rmod rdivmod rlshift rrshift rand rxor ror iadd isub imul imatmul itruediv ifloordiv imod ilshift irshift iand ixor ior setstate reduce_ex deepcopy class_getitem mro_entries buffer release_buffer"
  ).map((name) => [name, [1, 1]]),
  ...names("setattr get set setitem set_name").map((name) => [name, [2, 2]]),
  ...names("exit aexit").map((name) => [name, [3, 3]]),
  ["__round__", [0, 1]],
  ...names("pow rpow ipow").map((name) => [name, [1, 2]])
]);
var count = (number) => `${number} argument${number === 1 ? "" : "s"}`;
var implementation160 = {
  languages: ["python"],
  query: "(function_definition name: (identifier) @name) @target",
  textGate: /def __/,
  check: ({ target, captures, context }) => {
    const name = captures.name?.text ?? "";
    const expected = EXPECTED.get(name);
    const method = expected ? plainMethod(target) : void 0;
    if (!expected || !method) return false;
    const signature = readSignature(target);
    if (signature.keywords || signature.positional === 0 && !signature.variadic) return false;
    const self = method.staticmethod ? 0 : 1;
    const [fewest, most] = expected;
    const required = signature.required - self;
    const accepted = signature.variadic ? Infinity : signature.positional - self;
    if (required <= most && accepted >= fewest) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["PLE0302"])) return false;
    const wanted = most === 0 ? "only the instance" : `${fewest === most ? count(fewest) : `${fewest} or ${most} arguments`} besides the instance`;
    const given = required > most ? `requires ${count(required)}` : accepted === 0 ? "takes none" : `takes at most ${count(accepted)}`;
    return { details: { name, expected: wanted, given } };
  },
  examples: {
    match: [
      "class Point:\n    def __eq__(self):\n        return True",
      "class Session:\n    def __exit__(self, exc_type, exc):\n        self.close()",
      "class Bag:\n    def __len__(self, strict):\n        return len(self.items)",
      "class Box:\n    def __getitem__(self, row, column):\n        return self.cells[row][column]"
    ],
    noMatch: [
      "class Session:\n    def __exit__(self, *exc_info):\n        self.close()",
      "class Point:\n    def __eq__(self, other, /):\n        return self.x == other.x",
      "class Money:\n    def __round__(self, digits=None):\n        return self",
      "class Money:\n    def __round__(self, digits):\n        return self",
      "class Number:\n    def __pow__(self, other, modulo=None):\n        return self",
      "class Number:\n    def __pow__(self, other):\n        return self",
      "class Pipe:\n    def __exit__(self, *exc: object) -> None:\n        self.close()",
      "class Old:\n    def __nonzero__(self, extra):\n        return True",
      "def __getattr__(name):\n    return name",
      "class Proxy:\n    def __getattr__(self, name, *, default=None):\n        return default",
      "class Proxy:\n    @wrapped\n    def __len__(self, strict):\n        return 0",
      "class Tools:\n    @staticmethod\n    def __eq__(other):\n        return False"
    ]
  }
};

// src/rules/catalog/review/sql-injection/rule.ts
var rule104 = {
  id: "review/sql-injection",
  agent: "code-reviewer",
  dimension: "security",
  severity: "high",
  confidence: 85,
  category: "sql-injection",
  message: "SQL built from {{how}} is passed to `{{method}}`: a value in it can change the query.",
  recommendation: "Pass values as query parameters (`$1`/`?` placeholders with a values array) or use a tagged `sql` template that parameterises them.",
  documentation: {
    finds: "SQL built by concatenation, templates, f-strings or `Sprintf` and passed to a query call.",
    why: "A value in the string can change the query: read or destroy data.",
    wrongWhen: "Identifiers from a fixed allow-list are not values; say so in a `sextant-ignore` reason.",
    origin: "Bandit's B608, gosec's G201/G202."
  }
};

// src/rules/catalog/review/sql-injection/built-sql.ts
function builtSql(target, argument, context, syntax, isSql = looksLikeSql) {
  const built = builtArgument(argument, syntax.read, syntax.assignedValues, isSql);
  return built && { line: changedLineOf(context, target, built.node), details: { how: built.how } };
}

// src/rules/catalog/review/sql-injection/typescript.ts
var implementation161 = {
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
    return builtSql(target, sql, context, { read: readStringExpression2, assignedValues: assignedValues2 }, (fragments) => takesFragment || looksLikeSql(fragments)) ?? false;
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

// src/rules/catalog/review/sql-injection/python.ts
var implementation162 = {
  languages: ["python"],
  overrides: ownWording("python", {
    recommendation: 'Pass values as query parameters: `cursor.execute("SELECT \u2026 WHERE id = %s", (user_id,))` (or `?`/`:name`, as your driver expects), or use the ORM\u2019s query builder.'
  }),
  query: `(call
      function: [(attribute attribute: (identifier) @method) (identifier) @method]
      arguments: (argument_list . (_) @sql)
      (#any-of? @method "execute" "executemany" "executescript" "raw" "read_sql" "read_sql_query" "exec_driver_sql" "text")) @target`,
  check: ({ target, captures, context }) => {
    const { method, sql } = captures;
    if (!method || !sql) return false;
    return builtSql(target, sql, context, { read: readStringExpression, assignedValues }) ?? false;
  },
  examples: {
    match: [
      `cursor.execute(f"SELECT * FROM users WHERE email = '{email}'")`,
      'query = "DELETE FROM sessions WHERE user_id = %s" % user_id\ndb.execute(query)',
      `sql = "SELECT id FROM orders WHERE 1 = 1"
sql += f" AND status = '{status}'"
rows = conn.execute(sql).fetchall()`,
      `User.objects.raw("SELECT * FROM auth_user WHERE username = '" + name + "'")`,
      'FIND_USER = "SELECT * FROM users WHERE id = %s"\n\ndef find(cursor, user_id):\n    cursor.execute(FIND_USER % user_id)'
    ],
    noMatch: [
      'cursor.execute("SELECT * FROM users WHERE email = %s", (email,))',
      'FIND_USER = "SELECT * FROM users WHERE id = %s"\n\ndef find(cursor, user_id):\n    cursor.execute(FIND_USER, (user_id,))',
      'cursor.execute(f"SET search_path TO {schema}")',
      'log.execute(f"ran {count} jobs")',
      'cursor.execute(f"SELECT {USER_COLUMNS} FROM {USERS_TABLE} WHERE id = %s", (user_id,))',
      'cursor.execute("DELETE FROM sessions WHERE id IN (%s)" % ", ".join(["%s"] * len(ids)), ids)'
    ]
  }
};

// src/rules/catalog/review/sql-injection/go.ts
var SQL_METHODS = "^(Query|QueryRow|QueryContext|QueryRowContext|Exec|ExecContext|Prepare|PrepareContext|Get|Select|GetContext|SelectContext|NamedExec|NamedQuery|Raw|MustExec)$";
var implementation163 = {
  languages: ["go"],
  overrides: ownWording("go", {
    recommendation: 'Pass values as query arguments: `db.QueryContext(ctx, "SELECT \u2026 WHERE id = $1", id)` (`?` for MySQL and SQLite).'
  }),
  query: `(call_expression function: (selector_expression field: (field_identifier) @method) (#match? @method "${SQL_METHODS}")) @target`,
  check: ({ target, captures, context }) => {
    const method = captures.method;
    if (!method) return false;
    for (const argument of argumentsOf(target).slice(0, 2)) {
      const hit2 = builtSql(target, argument, context, { read: readStringExpression3, assignedValues: assignedValues3 });
      if (hit2) return { ...hit2, details: { ...hit2.details, method: method.text } };
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

// src/rules/catalog/review/static-comprehension-key/rule.ts
var rule105 = {
  id: "review/static-comprehension-key",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "logic",
  message: "The key `{{key}}` of this dict comprehension is the same on every pass: the dict ends up with one entry, the last.",
  recommendation: "Build the key from the loop variable (`{item.name: item for item in items}`), or assign the one entry directly if one was meant.",
  documentation: {
    finds: 'A dict comprehension whose key uses no name the comprehension binds: `{"name": user.name for user in users}`, `{key: value for value in values}`.',
    why: "Every pass writes the same key, so all values but the last are thrown away: the key was usually meant to be the loop variable or to come from it.",
    wrongWhen: "When only the last value is wanted (write it as a plain assignment instead). A key with a call in it (`next(ids)`, `uuid4()`) can differ on each pass and is left alone, as is a key bound by `:=` inside the comprehension; `# noqa: B035` silences it.",
    origin: "flake8-bugbear's B035 (Ruff B035, formerly RUF011)."
  }
};

// src/rules/catalog/review/static-comprehension-key/python.ts
var MAY_VARY = /* @__PURE__ */ new Set(["call", "await", "yield", "named_expression", "lambda", "list_comprehension", "generator_expression"]);
function partsOf(node) {
  return [node, ...node.namedChildren.flatMap(partsOf)];
}
function boundNames(comprehension) {
  const names2 = /* @__PURE__ */ new Set();
  for (const clause of comprehension.namedChildren) {
    if (clause.type === "for_in_clause") for (const name of targetNames(clause.childForFieldName("left"))) names2.add(name.text);
  }
  for (const walrus of comprehension.descendantsOfType("named_expression")) {
    const name = walrus.childForFieldName("name");
    if (name) names2.add(name.text);
  }
  return names2;
}
var implementation164 = {
  languages: ["python"],
  query: "(dictionary_comprehension body: (pair key: (_) @key)) @target",
  check: ({ target, captures, context }) => {
    const key = captures.key;
    if (!key || target.hasError) return false;
    const parts = partsOf(key);
    if (parts.some((part) => MAY_VARY.has(part.type) || part.isError)) return false;
    const targets = target.namedChildren.filter((clause) => clause.type === "for_in_clause").map((clause) => clause.childForFieldName("left"));
    if (targets.some((left) => left && partsOf(left).some((part) => part.type === "attribute" || part.type === "subscript"))) return false;
    const bound = boundNames(target);
    const names2 = parts.filter(
      (part) => part.type === "identifier" && !(part.parent?.type === "attribute" && part.parent.childForFieldName("attribute")?.id === part.id)
    );
    if (names2.some((name) => bound.has(name.text))) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["B035", "RUF011"])) return false;
    return { details: { key: excerpt(key.text, 40) } };
  },
  examples: {
    match: ['names = {"name": user.name for user in users}', "def index(rows, key):\n    return {key: row for row in rows}"],
    noMatch: [
      "names = {user.id: user.name for user in users}",
      'labels = {f"{kind}:{value}": n for (kind, value), n in counts.items()}',
      "ids = {next(counter): item for item in items}",
      'found = {attr: text for item in items if (attr := item.get("name")) is not None}'
    ]
  }
};

// src/rules/catalog/review/strip-with-substring/rule.ts
var rule106 = {
  id: "review/strip-with-substring",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "logic",
  message: "`.{{method}}({{argument}})` removes any of the characters in the string, in any order, not the string itself: it repeats characters, so it looks like a substring was meant.",
  recommendation: "Use `.removeprefix(\u2026)` / `.removesuffix(\u2026)` (Python 3.9+) to remove an exact substring, or pass each character once if a character set is meant.",
  documentation: {
    finds: '`.strip()`, `.lstrip()` or `.rstrip()` given a literal of several characters in which a character repeats, such as `.rstrip(".txt")`.',
    why: 'The argument is a set of characters: `"report.txt".rstrip(".txt")` gives `"repor"`. A repeated character shows the author read it as a substring.',
    wrongWhen: "A character set written with a repeat on purpose; a literal whose characters are all different is left alone, as are escapes.",
    origin: "flake8-bugbear's B005 (the same condition: several characters, one of them repeated)."
  }
};

// src/rules/catalog/review/strip-with-substring/python.ts
var STRIP_METHODS = /* @__PURE__ */ new Set(["strip", "lstrip", "rstrip"]);
function literalCharacters(node) {
  if (node.type !== "string") return void 0;
  const parts = node.namedChildren.filter((child) => child.type !== "string_start" && child.type !== "string_end");
  if (parts.some((part) => part.type !== "string_content")) return void 0;
  const text = parts.map((part) => part.text).join("");
  return text.includes("\\") ? void 0 : text;
}
var implementation165 = {
  languages: ["python"],
  query: "(call function: (attribute attribute: (identifier) @method) arguments: (argument_list . (string) @argument .)) @target",
  textGate: /strip\(/,
  check: ({ target, captures, context }) => {
    if (!STRIP_METHODS.has(captures.method?.text ?? "") || !captures.argument) return false;
    const characters = literalCharacters(captures.argument);
    if (characters === void 0 || characters.length < 2 || new Set(characters).size === characters.length) return false;
    return !silencedByNoqa(context.lines, lineOf(target), ["B005"]);
  },
  examples: {
    match: ['name = filename.rstrip(".txt")', 'host = url.lstrip("https://")'],
    noMatch: [
      'name = filename.removesuffix(".txt")',
      'word = token.strip(" \\t\\n")',
      'line = text.rstrip(".,;")',
      'x = text.strip("x")',
      'x = text.strip(f"{a}{a}")'
    ]
  }
};

// src/rules/catalog/review/swapped-arguments/rule.ts
var rule107 = {
  id: "review/swapped-arguments",
  ...MEDIUM_CORRECTNESS,
  message: "`{{call}}` passes `{{first}}` and `{{second}}` the other way round: `{{callee}}` takes `{{parameters}}`.",
  recommendation: "Pass them in the order the parameters are declared: `{{fixed}}`.",
  documentation: {
    finds: "A call of a function defined in the same file whose neighbouring arguments are variables named exactly like the two parameters at each other's positions: `copy(dest, src)` for `def copy(src, dest)`.",
    why: "Two arguments of the same type swap silently: nothing fails until the data is copied the wrong way, a range is empty, or a message goes to the sender. When the variables carry the parameters' own names, the swap is almost never meant.",
    wrongWhen: "When the swap is the point (a comparator reversed, a transpose). A call inside a function that has both names as its own parameters (forwarding them on purpose, or recursing with them exchanged), a call with another plain-name argument that is no parameter's name (the names do not follow the signature there, as Pylint reasons), a call under a test comparing the two (`if (start > end) return range(end, start)`), one-letter names (`x`, `y` are swapped on purpose in geometry) and functions defined more than once in the file are left alone; only functions of the same file (and methods called on `self`/`this`) are known.",
    origin: "Pylint's W1114 (`arguments-out-of-order`), SonarJS's S2234 (parameters passed in the wrong order) and Error Prone's `ArgumentSelectionDefectChecker`."
  }
};

// src/rules/catalog/review/swapped-arguments/swapped-pair.ts
function signatureTable(definitions) {
  const table = /* @__PURE__ */ new Map();
  const ambiguous = /* @__PURE__ */ new Set();
  for (const [name, signature] of definitions) {
    const known = table.get(name);
    if (known && known.join(",") !== signature.join(",")) ambiguous.add(name);
    table.set(name, signature);
  }
  for (const name of ambiguous) table.delete(name);
  return table;
}
function orderedAbove(call, first, second) {
  const [a, b] = [first, second].map((name) => name.replace(/\$/g, "\\$"));
  const compared = new RegExp(`\\b(${a}\\s*[<>]=?\\s*${b}|${b}\\s*[<>]=?\\s*${a})\\b`);
  for (let node = call.parent; node; node = node.parent) {
    const condition = node.childForFieldName("condition");
    if (condition && compared.test(condition.text)) return true;
  }
  return false;
}
function swappedArguments(call, callee, args, parameters, callerParameters) {
  const declared = new Set(parameters);
  if (args.some((name) => name !== void 0 && !declared.has(name))) return false;
  for (let i = 0; i + 1 < args.length; i += 1) {
    const j = i + 1;
    const first = args[i];
    const second = args[j];
    if (!first || !second || first === second || first.length < 2 || second.length < 2) continue;
    if (parameters[i] !== second || parameters[j] !== first || callerParameters.has(first) && callerParameters.has(second)) continue;
    if (orderedAbove(call, first, second)) continue;
    const fixed = args.map((name, index) => index === i ? second : index === j ? first : name ?? "\u2026");
    return {
      details: {
        call: excerpt(call.text, 60),
        first,
        second,
        callee,
        parameters: `(${parameters.map((name) => name ?? "\u2026").join(", ")})`,
        fixed: `${callee}(${fixed.join(", ")})`
      }
    };
  }
  return false;
}

// src/rules/catalog/review/swapped-arguments/typescript.ts
function parameterName2(parameter) {
  const pattern = parameter.childForFieldName("pattern") ?? parameter;
  const named = pattern.type === "assignment_pattern" ? pattern.childForFieldName("left") : pattern;
  if (named?.type === "rest_pattern") return null;
  return named?.type === "identifier" && named.text !== "this" ? named.text : void 0;
}
function parametersOf2(fn) {
  const list = fn.childForFieldName("parameters");
  if (!list) {
    const single = fn.childForFieldName("parameter");
    return single ? [single.text] : [];
  }
  const names2 = [];
  for (const parameter of list.namedChildren) {
    if (parameter.type === "comment") continue;
    const name = parameterName2(parameter);
    if (name === null) break;
    names2.push(name);
  }
  return names2;
}
var FUNCTION_VALUES = /* @__PURE__ */ new Set(["arrow_function", "function_expression", "function"]);
var signatures = perFile((context) => {
  const definitions = [];
  for (const node of context.root.descendantsOfType(["function_declaration", "generator_function_declaration", "variable_declarator", "method_definition"])) {
    const name = node.childForFieldName("name")?.text;
    if (!name) continue;
    if (node.type === "variable_declarator") {
      const value = node.childForFieldName("value");
      if (value && FUNCTION_VALUES.has(value.type)) definitions.push([name, parametersOf2(value)]);
    } else {
      definitions.push([node.type === "method_definition" ? `this.${name}` : name, parametersOf2(node)]);
    }
  }
  return signatureTable(definitions);
});
var implementation166 = {
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
    const caller = enclosingFunction2(target);
    const callerParameters = new Set(caller ? parametersOf2(caller).filter((parameter) => parameter !== void 0) : []);
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

// src/rules/catalog/review/swapped-arguments/python.ts
function parameterName3(parameter) {
  switch (parameter.type) {
    case "identifier":
      return parameter.text;
    case "typed_parameter":
      return parameter.namedChildren[0]?.type === "identifier" ? parameter.namedChildren[0].text : null;
    case "default_parameter":
    case "typed_default_parameter":
      return parameter.childForFieldName("name")?.text;
    default:
      return null;
  }
}
function positionalParameters(fn) {
  const names2 = [];
  for (const parameter of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    if (parameter.type === "positional_separator" || parameter.type === "comment") continue;
    const name = parameterName3(parameter);
    if (name === null || name === void 0) break;
    names2.push(name);
  }
  return names2;
}
var isStatic = (fn) => fn.parent?.type === "decorated_definition" && fn.parent.namedChildren.some((child) => child.type === "decorator" && /staticmethod/.test(child.text));
var signatures2 = perFile(
  (context) => signatureTable(
    context.root.descendantsOfType("function_definition").flatMap((fn) => {
      const name = fn.childForFieldName("name")?.text;
      if (!name) return [];
      if (!isMethod(fn)) return [[name, positionalParameters(fn)]];
      return [[`self.${name}`, isStatic(fn) ? positionalParameters(fn) : positionalParameters(fn).slice(1)]];
    })
  )
);
function enclosingParameters(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === "function_definition") return new Set(parametersOf(current).map(({ name }) => name));
  }
  return /* @__PURE__ */ new Set();
}
var implementation167 = {
  languages: ["python"],
  query: `(call
  function: [(identifier) @callee (attribute object: (identifier) @receiver attribute: (identifier) @callee)]
  arguments: (argument_list (identifier) . (identifier)) @arguments) @target`,
  check: ({ target, captures, context }) => {
    const receiver = captures.receiver?.text;
    if (receiver !== void 0 && receiver !== "self" && receiver !== "cls") return false;
    const callee = `${receiver === void 0 ? "" : "self."}${captures.callee?.text ?? ""}`;
    const parameters = signatures2(context).get(callee);
    if (!parameters || parameters.length < 2) return false;
    const args = [];
    for (const argument of captures.arguments?.namedChildren ?? []) {
      if (argument.type === "comment") continue;
      if (argument.type === "keyword_argument" || argument.type.endsWith("splat")) break;
      args.push(argument.type === "identifier" ? argument.text : void 0);
    }
    return swappedArguments(target, captures.callee?.text ?? callee, args, parameters, enclosingParameters(target));
  },
  examples: {
    match: [
      "def copy(source, target):\n    pass\n\n\ndef backup(source, target):\n    pass\n\n\ndef run():\n    source, target = paths()\n    copy(target, source)"
    ],
    noMatch: [
      "def copy(source, target):\n    pass\n\n\ndef run():\n    source, target = paths()\n    copy(source, target)",
      "def compare(left, right):\n    return 0\n\n\ndef reverse(left, right):\n    return compare(right, left)",
      "def point(x, y):\n    pass\n\n\ndef transpose(x, y):\n    pass\n\n\ndef run():\n    x, y = 1, 2\n    point(y, x)"
    ]
  }
};

// src/rules/catalog/review/swapped-arguments/go.ts
function parametersOf3(fn) {
  const names2 = [];
  for (const declaration of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    if (declaration.type !== "parameter_declaration") break;
    const declared = declaration.childrenForFieldName("name");
    if (declared.length === 0) return [];
    names2.push(...declared.map((name) => name.text));
  }
  return names2;
}
var signatures3 = perFile(
  (context) => signatureTable(
    context.root.descendantsOfType("function_declaration").flatMap((fn) => {
      const name = fn.childForFieldName("name")?.text;
      return name ? [[name, parametersOf3(fn)]] : [];
    })
  )
);
function enclosingParameters2(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === "function_declaration" || current.type === "method_declaration" || current.type === "func_literal")
      return new Set(parametersOf3(current));
  }
  return /* @__PURE__ */ new Set();
}
var implementation168 = {
  languages: ["go"],
  query: "(call_expression function: (identifier) @callee arguments: (argument_list (identifier) . (identifier)) @arguments) @target",
  check: ({ target, captures, context }) => {
    const name = captures.callee?.text ?? "";
    const parameters = signatures3(context).get(name);
    if (!parameters || parameters.length < 2) return false;
    const args = (captures.arguments?.namedChildren ?? []).filter((argument) => argument.type !== "comment").map((argument) => argument.type === "identifier" ? argument.text : void 0);
    return swappedArguments(target, name, args, parameters, enclosingParameters2(target));
  },
  examples: {
    match: ["func copyFile(src, dst string) error { return nil }\n\nfunc run() {\n	src, dst := paths()\n	copyFile(dst, src)\n}"],
    noMatch: [
      "func copyFile(src, dst string) error { return nil }\n\nfunc run() {\n	src, dst := paths()\n	copyFile(src, dst)\n}",
      "func less(left, right int) bool { return left < right }\n\nfunc greater(left, right int) bool { return less(right, left) }"
    ]
  }
};

// src/rules/catalog/review/syntax-error/rule.ts
var rule108 = {
  id: "review/syntax-error",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 85,
  category: "correctness",
  message: "This line does not parse as Python (near `{{near}}`): importing the module raises `SyntaxError`, so nothing in it runs. A comma, bracket, colon or quote is probably missing.",
  recommendation: "Fix the syntax (often a missing comma between arguments, or an unclosed bracket on the line before), and run the module once.",
  documentation: {
    finds: "A changed line that no longer parses (a missing comma between arguments, an unclosed bracket).",
    why: "The module fails to import.",
    wrongWhen: "Files that did not parse before the change and project templates are left alone.",
    origin: "The language's own parser."
  }
};

// src/rules/catalog/review/syntax-error/python.ts
var firstSyntaxError = perFile((context) => {
  let node = context.root;
  while (node && !node.isError && !node.isMissing) node = node.children.find((child) => child !== null && (child.hasError || child.isMissing)) ?? null;
  return node ?? void 0;
});
var implementation169 = {
  languages: ["python"],
  query: `(ERROR) @target
      (MISSING) @target`,
  check: ({ target, context }) => {
    if (target.id !== firstSyntaxError(context)?.id) return false;
    const line2 = firstChangedLine(context, [target]);
    if (line2 === void 0 || /\{\{|\{%/.test(context.path)) return false;
    if (context.before()?.root.hasError) return false;
    const near = target.isMissing ? `missing ${target.type}` : (context.lines[line2 - 1] ?? "").trim();
    return { line: line2, details: { near: excerpt(near, 40) } };
  },
  examples: {
    match: [
      'request = fetch(\n    url,\n    token=session["token"],\n    proof=sign(secret)\n    fields=",".join(fields)\n)',
      "def pay(order)\n    return order.total"
    ],
    noMatch: [
      'request = fetch(\n    url,\n    proof=sign(secret),\n    fields=",".join(fields),\n)',
      {
        before: "def broken(:\n    return 1\n\ndef other():\n    return 2",
        after: "def broken(:\n    return 1\n\ndef other():\n    return 3"
      }
    ]
  }
};

// src/rules/catalog/review/time-layout/rule.ts
var rule109 = {
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
  const path = calleePath3(call);
  const name = path.at(-1) ?? "";
  const args = argumentsOf(call);
  if (path.length === 2 && path[0] === "time" && (name === "Parse" || name === "ParseInLocation"))
    return args[0] ? { layout: args[0], parse: true } : void 0;
  if (name === "Format" && args.length === 1 && args[0]) return { layout: args[0], parse: false };
  if (name === "AppendFormat" && args.length === 2 && args[1]) return { layout: args[1], parse: false };
  return void 0;
}
var implementation170 = {
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

// src/rules/catalog/review/unassigned-variable/rule.ts
var rule110 = {
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
var implementation171 = {
  languages: JS_FAMILY,
  query: `(lexical_declaration (variable_declarator name: (identifier) @name !value) @declarator) @target
(variable_declaration (variable_declarator name: (identifier) @name !value) @declarator) @target`,
  textGate: /let|var/,
  check: ({ target, captures }) => {
    const { name, declarator } = captures;
    if (!name || !declarator || declarator.childForFieldName("type") || target.parent?.type === "ambient_declaration" || /^\$|\$$/.test(name.text))
      return false;
    const scope = enclosingFunction2(target);
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

// src/rules/catalog/review/unbuffered-signal-channel/rule.ts
var rule111 = {
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
  if (node?.type !== "call_expression" || calleePath3(node).join(".") !== "make") return false;
  const [type, size, ...rest] = argumentsOf(node);
  if (rest.length > 0 || type?.text.replace(/\s+/g, "") !== "chanos.Signal") return false;
  return size === void 0 || size.text === "0";
}
var implementation172 = {
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
    const values = assignedValues3(channel);
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

// src/rules/catalog/review/undefined-export/rule.ts
var rule112 = {
  id: "review/undefined-export",
  ...HIGH_CORRECTNESS,
  confidence: 85,
  message: "`__all__` lists `{{name}}`, which this module never defines: `from {{module}} import *` raises `AttributeError`.",
  recommendation: "Define or import `{{name}}` in the module, fix the spelling, or remove it from `__all__`.",
  documentation: {
    finds: "A string in a module-level `__all__` (assigned, extended with `+=`, `.extend` or `.append`) that names nothing the module binds at its top level: no assignment, definition, import or `global` declaration.",
    why: "`from module import *` looks up every name of `__all__` and fails with `AttributeError: module has no attribute` on the first one missing, breaking every importer; documentation tools and type checkers also read `__all__`, so a renamed or removed function left in it is a promise the module does not keep.",
    wrongWhen: "Modules that can define names the text does not show are left alone: those with `from \u2026 import *`, a module-level `__getattr__` (lazy attributes), `globals()`, `vars()`, `exec`, `sys.modules` or `setattr` on the module, and package `__init__.py` files, whose `__all__` may name submodules; `# noqa: F822` or `PLE0603` silences it.",
    origin: "Pyflakes' F822 `undefined-export` (Ruff F822) and Pylint's E0603 `undefined-all-variable`."
  }
};

// src/rules/catalog/review/undefined-export/python.ts
var DYNAMIC = /^\s*from\s+\S+\s+import\s+\*|\bglobals\(\)|\bvars\(\)|\bexec\(|\bsys\.modules\b|\bsetattr\(|__getattr__/m;
var moduleNames = perFile((context) => {
  if (/(^|\/)__init__\.pyi?$/.test(context.path) || DYNAMIC.test(context.lines.join("\n"))) return void 0;
  const names2 = namesBoundBefore(context.root, Number.MAX_SAFE_INTEGER);
  for (const statement of context.root.descendantsOfType("global_statement")) for (const name of statement.namedChildren) names2.add(name.text);
  for (const statement of context.root.descendantsOfType("future_import_statement")) for (const name of boundBy(statement)) names2.add(name.text);
  return names2;
});
function listedNames(statement) {
  const expression = statement.namedChildren[0];
  let value;
  if ((expression?.type === "assignment" || expression?.type === "augmented_assignment") && expression.childForFieldName("left")?.text === "__all__") {
    value = expression.childForFieldName("right");
  } else if (expression?.type === "call") {
    const method = /^__all__\.(extend|append)$/.exec(expression.childForFieldName("function")?.text ?? "")?.[1];
    const argument = method ? expression.childForFieldName("arguments")?.namedChildren[0] : void 0;
    if (method === "append") return argument?.type === "string" ? [argument] : [];
    value = argument;
  }
  if (!value || !["list", "tuple"].includes(value.type)) return [];
  return value.namedChildren.filter((item) => item.type === "string");
}
var implementation173 = {
  languages: ["python"],
  query: "(expression_statement) @target",
  textGate: /__all__/,
  check: ({ target, context }) => {
    const items = target.parent?.type === "module" ? listedNames(target) : [];
    const names2 = items.length > 0 ? moduleNames(context) : void 0;
    if (!names2) return false;
    const module = context.path.replace(/^.*\//, "").replace(/\.pyi?$/, "");
    const missing = items.filter((item) => {
      const name = literalText(item);
      return name !== void 0 && /^[A-Za-z_]\w*$/.test(name) && !names2.has(name) && !silencedByNoqa(context.lines, lineOf(item), ["F822", "PLE0603"]);
    });
    const first = missing[0];
    if (!first) return false;
    const listed = missing.map((item) => literalText(item)).join("`, `");
    return { line: lineOf(first), column: first.startPosition.column + 1, details: { name: listed, module } };
  },
  examples: {
    match: [
      '__all__ = ["load", "dump"]\n\ndef load(path):\n    return open(path).read()',
      'from json import loads\n\n__all__ = ("loads",)\n__all__ += ["dumps"]'
    ],
    noMatch: [
      '__all__ = ["load", "Reader", "VERSION", "json"]\nimport json\nVERSION = 1\n\ndef load(path):\n    return 1\n\nclass Reader:\n    pass',
      'from .core import *\n\n__all__ = ["load"]',
      '__all__ = ["load"]\n\ndef __getattr__(name):\n    return 1',
      'from __future__ import annotations\n\n__all__ = ["annotations"]',
      '__all__ = ["cache"]\n\ndef setup():\n    global cache\n    cache = {}',
      'try:\n    from fast import load\nexcept ImportError:\n    load = None\n__all__ = ["load"]'
    ]
  }
};

// src/rules/catalog/review/undefined-name/rule.ts
var rule113 = {
  id: "review/undefined-name",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "correctness",
  message: "`{{name}}` is not defined or imported in this module: reaching this line raises `NameError` instead of {{what}}.",
  recommendation: "Import the exception class (or qualify it with the module that defines it, as the rest of the module does).",
  documentation: {
    finds: "An exception raised or caught by a name the module never defines or imports.",
    why: "The `raise` or `except` itself fails with NameError, hiding the real error.",
    wrongWhen: "Modules with `from x import *`, `globals()`, `exec` or a module `__getattr__` are left alone.",
    origin: "pyflakes' F821."
  }
};

// src/rules/catalog/review/undefined-name/python.ts
var namesOfFile = perFile((context) => {
  const names2 = /* @__PURE__ */ new Set();
  const dynamic = /^\s*from\s+\S+\s+import\s+\*|\bglobals\(\)|\bexec\(|__builtins__|\bbuiltins\.|^def __getattr__/m.test(context.lines.join("\n"));
  for (const identifier of context.root.descendantsOfType("identifier")) {
    if (!isVariableName(identifier) || inRaisedOrCaught(identifier)) continue;
    names2.add(identifier.text);
  }
  return { names: names2, dynamic };
});
function inRaisedOrCaught(identifier) {
  for (let child = identifier, parent = identifier.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === "raise_statement") return child.id === parent.namedChildren[0]?.id;
    if (parent.type === "except_clause" || parent.type === "except_group_clause") return child.id === parent.namedChildren[0]?.id && child.type !== "block";
    if (parent.type === "as_pattern") return parent.parent?.type === "except_clause" && child.id === parent.namedChildren[0]?.id && inRaisedOrCaught(parent);
    if (!["call", "tuple", "parenthesized_expression", "argument_list", "keyword_argument"].includes(parent.type)) return false;
    if (parent.type === "call" && child.id !== parent.childForFieldName("function")?.id) return false;
    if (parent.type === "argument_list" || parent.type === "keyword_argument") return false;
  }
  return false;
}
var implementation174 = {
  languages: ["python"],
  query: `(raise_statement . [(identifier) @name (call function: (identifier) @name)]) @target
      (except_clause . [(identifier) @name (as_pattern . (identifier) @name) (tuple (identifier) @name) (as_pattern . (tuple (identifier) @name))]) @target`,
  check: ({ captures, target, context }) => {
    const candidates = target.type === "raise_statement" ? [captures.name] : target.namedChildren[0]?.descendantsOfType("identifier").concat(target.namedChildren[0]?.type === "identifier" ? [target.namedChildren[0]] : []);
    const { names: names2, dynamic } = namesOfFile(context);
    if (dynamic || silencedByNoqa(context.lines, lineOf(target), ["F821"])) return false;
    const missing = (candidates ?? []).find(
      (identifier) => identifier !== void 0 && identifier.type === "identifier" && isVariableName(identifier) && inRaisedOrCaught(identifier) && !BUILTIN_EXCEPTIONS.has(identifier.text) && !names2.has(identifier.text)
    );
    if (!missing) return false;
    return { details: { name: missing.text, what: target.type === "raise_statement" ? "the intended error" : "catching the error" } };
  },
  examples: {
    match: [
      'from tornado import httputil\n\ndef read(chunk):\n    if chunk != b"\\r\\n":\n        raise HTTPInputError("bad chunk")',
      "try:\n    load()\nexcept (ValueError, ParseError) as error:\n    report(error)"
    ],
    noMatch: [
      'from tornado.httputil import HTTPInputError\n\ndef read(chunk):\n    raise HTTPInputError("bad chunk")',
      "class ParseError(Exception):\n    pass\n\ntry:\n    load()\nexcept ParseError:\n    pass",
      'from errors import *\n\nraise ParseError("x")',
      "try:\n    load()\nexcept (ValueError, OSError) as error:\n    report(error)",
      'def fail(error_class):\n    raise error_class("x")'
    ]
  }
};

// src/rules/catalog/review/unescaped-host-dot/rule.ts
var rule114 = {
  id: "review/unescaped-host-dot",
  ...MEDIUM_CORRECTNESS,
  message: "In `{{pattern}}`, the `.` after `{{label}}` in `{{host}}` is not escaped: it matches any character, so `{{lookalike}}` matches too.",
  recommendation: "Escape every dot of the host name: `{{escaped}}`.",
  documentation: {
    finds: "A host name in a literal regular expression whose dots between labels are not escaped: `^https://api.github.com/` or `(www|docs).example.org`, where an unescaped `.` stands between two labels before the top-level domain.",
    why: "An unescaped `.` matches any character, so the pattern also accepts `apixgithub.com` \u2014 a different domain anyone can register. Patterns like these decide which URLs are trusted, which hosts a redirect may go to or which links are rewritten; they let through exactly what they were written to keep out, and tests with the real host pass.",
    wrongWhen: "When any character is meant there. A dot right before the top-level domain (`example.com`) is left alone, as CodeQL does: the look-alike would need a domain of its own. Only literal patterns are read, and only host names ending in one of the common top-level domains CodeQL lists (`com`, `org`, `net`, `edu`, `gov`, `uk`, `io`).",
    origin: "CodeQL's `js/incomplete-hostname-regexp`, `py/incomplete-hostname-regexp` and `go/incomplete-hostname-regexp`."
  }
};

// src/rules/catalog/review/unescaped-host-dot/host-dot.ts
var ESCAPED_DOT = "E";
var ANY = "A";
var HOST_GATE = /[\w)-]\.[\w(-][^\n]*(?:com|org|net|edu|gov|uk|io)\b/i;
var HOST = /(?<![a-z0-9-])((?:[a-z0-9-]+[EA])+)(?:com|org|net|edu|gov|uk|io)(?![a-z0-9-])/g;
function unescapedHostDot(regex) {
  let hit2 = false;
  visitRegExpAST(regex.pattern, {
    onAlternativeEnter: (alternative) => {
      if (hit2 === false) hit2 = hostIn(alternative.elements, regex.source);
    }
  });
  return hit2;
}
function hostIn(elements, source) {
  const letters = elements.map(letterOf).join("");
  for (const match of letters.matchAll(HOST)) {
    const labels = match[1] ?? "";
    const dot = labels.slice(0, -1).search(/[a-z0-9-]A/) + 1;
    if (dot === 0) continue;
    const start = match.index;
    const host = elements.slice(start, start + match[0].length);
    const label = host.slice(0, dot).map((element) => element.raw).join("");
    return {
      details: {
        pattern: excerpt(source, 60),
        host: host.map((element) => element.raw).join(""),
        label: label.slice(label.search(/[^.\\]*$/)),
        lookalike: host.map((element, index) => index === dot ? "x" : textOf(element)).join(""),
        escaped: host.map((element) => element.type === "CharacterSet" ? "\\." : element.raw).join("")
      }
    };
  }
  return false;
}
function letterOf(element) {
  if (element.type === "CharacterSet" && element.kind === "any") return ANY;
  if (labelChoice(element)) return "x";
  if (element.type !== "Character") return " ";
  if (element.value === 46) return ESCAPED_DOT;
  const character = String.fromCodePoint(element.value).toLowerCase();
  return /^[a-z0-9-]$/.test(character) ? character : " ";
}
function labelChoice(element) {
  return (element.type === "Group" || element.type === "CapturingGroup") && element.alternatives.every(
    (alternative) => alternative.elements.length > 0 && alternative.elements.every((inner) => inner.type === "Character" && /^[a-z0-9-]$/i.test(String.fromCodePoint(inner.value)))
  );
}
function textOf(element) {
  if (element.type === "Character") return String.fromCodePoint(element.value);
  if (labelChoice(element)) return (element.alternatives[0]?.elements ?? []).map(textOf).join("");
  return ".";
}

// src/rules/catalog/review/unescaped-host-dot/typescript.ts
var implementation175 = regexImplementation(JS_REGEX, HOST_GATE, unescapedHostDot, {
  match: ["const trusted = /^https:\\/\\/api.github.com\\//.test(url);", "const docs = new RegExp('^(www|docs).example\\\\.org$');"],
  noMatch: [
    "const trusted = /^https:\\/\\/api\\.github\\.com\\//.test(url);",
    "const host = /^example.com$/;",
    "const anything = /^.*.example.com$/;",
    "const file = /\\.(exe|com)$/;"
  ]
});

// src/rules/catalog/review/unescaped-host-dot/python.ts
var implementation176 = regexImplementation(PYTHON_REGEX, HOST_GATE, unescapedHostDot, {
  match: ['YOUTUBE = re.compile(r"^https?://(www\\.)?m.youtube.com/")', 'if re.match("api.github.com", host):'],
  noMatch: ['YOUTUBE = re.compile(r"^https?://(www\\.)?m\\.youtube\\.com/")', 'HOST = re.compile(r"^example.com$")']
});

// src/rules/catalog/review/unescaped-host-dot/go.ts
var implementation177 = regexImplementation(GO_REGEX, HOST_GATE, unescapedHostDot, {
  match: ["var trusted = regexp.MustCompile(`^https://api.github.com/`)"],
  noMatch: ["var trusted = regexp.MustCompile(`^https://api\\.github\\.com/`)", "var host = regexp.MustCompile(`^example.com$`)"]
});

// src/rules/catalog/review/unreachable-loop/rule.ts
var rule115 = {
  id: "review/unreachable-loop",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "logic",
  message: "This loop always leaves at `{{exit}}` on its first pass: it can never run a second iteration.",
  recommendation: "Move `{{exit}}` after the loop (or into the condition above it) if every element was meant to be looked at; if only the first one is wanted, say so without a loop.",
  documentation: {
    finds: "A loop whose body tests something and then, at its own top level, always returns, throws or breaks: `for (const u of users) { if (u.id === id) return u; return null; }`.",
    why: "The loop looks at the first element only: the exit meant to come after the loop (`return null` when nothing matched) was written inside it, so a search stops at the first element and a batch handles one item.",
    wrongWhen: "When one pass is meant. As in staticcheck, a body of a single statement (taking the first element or key on purpose) and a body with a `continue` or `goto` anywhere are left alone, and so is a loop with a conditional `break` of its own (a loop used as a block to break out of, `for { \u2026; if done { break }; \u2026; return }`). Without types a collection cannot be told from a map, so a loop over a collection is reported only when its test leaves too (`if found { return x }`): a test that only does something before the `break` takes a map's one entry on purpose. An exit that returns the loop variable or a value the body worked out (`return first`), a nested loop over the same iterator (`for second in it`, a test for more), a comment above the loop saying it runs once or at most one time, a comment right above the exit (which explains why it leaves), a linter's silencing of the same check (`no-unreachable-loop`, `SA4004`), a `do \u2026 while` loop and a Python loop with an `else` clause are left alone.",
    origin: "staticcheck's SA4004, ESLint's `no-unreachable-loop`, SonarJS's S1751."
  }
};

// src/rules/catalog/review/unreachable-loop/one-pass.ts
function loopLabel(loop, syntax) {
  return loop.parent?.type === "labeled_statement" ? syntax.labelOf(loop.parent) : void 0;
}
function breaksLoop(statement, loop, syntax) {
  const label = syntax.labelOf(statement);
  if (label !== void 0) return label === loopLabel(loop, syntax);
  for (let current = statement.parent; current && current.id !== loop.id; current = current.parent) {
    if (syntax.breakable.has(current.type)) return false;
  }
  return true;
}
function inside(node, syntax) {
  return [node, ...node.namedChildren.filter((child) => !syntax.separate.has(child.type)).flatMap((child) => inside(child, syntax))];
}
function namesBoundIn(loop, syntax) {
  const names2 = /* @__PURE__ */ new Set();
  for (const node of inside(loop, syntax)) {
    const field = syntax.bindings.get(node.type);
    const bound = field ? node.childForFieldName(field) : null;
    if (bound) {
      for (const name of inside(bound, syntax)) if (name.type === syntax.nameType) names2.add(name.text);
    }
  }
  return names2;
}
function exitsInside(statement, loop, syntax) {
  return inside(statement, syntax).some(
    (node) => syntax.exits.has(node.type) || node.type === syntax.breakType && syntax.labelOf(node) !== void 0 && syntax.labelOf(node) !== loopLabel(loop, syntax)
  );
}
var ONE_PASS_NOTE = /no-unreachable-loop|SA4004|S1751|\bonce\b|\b(?:one|zero) or (?:one|zero)\b|\bat most one\b|\bonly (?:the )?first\b/i;
function documentedOnePass(loop, lines) {
  const row = loop.startPosition.row;
  if (ONE_PASS_NOTE.test(lines[row] ?? "")) return true;
  for (let above = row - 1; above >= 0 && /^\s*(?:\/\/|#|\/\*|\*)/.test(lines[above] ?? ""); above--) {
    if (ONE_PASS_NOTE.test(lines[above] ?? "")) return true;
  }
  return false;
}
function onePassExit(loop, syntax, lines) {
  if (documentedOnePass(loop, lines)) return false;
  const statements = syntax.statements(loop);
  if (!statements || statements.length < 2) return false;
  const exitIndex = statements.findIndex((statement) => syntax.exits.has(statement.type) || statement.type === syntax.breakType);
  if (exitIndex < 1) return false;
  const exit = statements[exitIndex];
  if (/^\s*(?:\/\/|#|\/\*|\*)/.test(lines[exit.startPosition.row - 1] ?? "")) return false;
  const iterable = syntax.iterable(loop);
  const walksCollection = iterable !== void 0 && iterable !== null && !syntax.literalLists.has(iterable.type);
  const tests = statements.slice(0, exitIndex).filter((statement) => syntax.branching.has(statement.type));
  if (!tests.some((statement) => !walksCollection || exitsInside(statement, loop, syntax))) return false;
  const bound = namesBoundIn(loop, syntax);
  if (exit.type === syntax.returnType && inside(exit, syntax).some((node) => node.type === syntax.nameType && bound.has(node.text))) return false;
  const walked2 = iterable?.text;
  if (walked2 !== void 0 && statements.some((statement) => inside(statement, syntax).some((node) => node.id !== loop.id && syntax.iterable(node)?.text === walked2)))
    return false;
  let another = false;
  const visit = (node) => {
    if (another) return;
    if (syntax.mayRepeat.has(node.type) || node.type === syntax.breakType && node.id !== exit.id && breaksLoop(node, loop, syntax)) {
      another = true;
      return;
    }
    for (const child of node.namedChildren) if (!syntax.separate.has(child.type)) visit(child);
  };
  for (const statement of statements) visit(statement);
  if (another) return false;
  return { line: exit.startPosition.row + 1, details: { exit: excerpt(exit.text, 60) } };
}

// src/rules/catalog/review/unreachable-loop/typescript.ts
var LOOPS = ["for_statement", "for_in_statement", "while_statement", "do_statement"];
var SYNTAX4 = {
  statements: (loop) => {
    const body = loop.childForFieldName("body");
    return body?.type === "statement_block" ? statementsOf2(body) : void 0;
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
var implementation178 = {
  languages: JS_FAMILY,
  // A `do … while` runs its body once by design; only the loops that test first are looked at.
  query: "[(for_statement) (for_in_statement) (while_statement)] @target",
  check: ({ target, context }) => onePassExit(target, SYNTAX4, context.lines),
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

// src/rules/catalog/review/unreachable-loop/python.ts
var SYNTAX5 = {
  statements: (loop) => {
    const body = loop.childForFieldName("body");
    return body ? statementsOf(body) : void 0;
  },
  exits: /* @__PURE__ */ new Set(["return_statement", "raise_statement"]),
  branching: /* @__PURE__ */ new Set(["if_statement", "for_statement", "while_statement", "match_statement"]),
  breakable: /* @__PURE__ */ new Set(["for_statement", "while_statement"]),
  separate: /* @__PURE__ */ new Set(["function_definition", "lambda", "class_definition", "decorated_definition"]),
  mayRepeat: /* @__PURE__ */ new Set(["continue_statement"]),
  iterable: (loop) => loop.type === "for_statement" ? loop.childForFieldName("right") : void 0,
  literalLists: /* @__PURE__ */ new Set(["list", "tuple"]),
  bindings: /* @__PURE__ */ new Map([
    ["assignment", "left"],
    ["augmented_assignment", "left"],
    ["for_statement", "left"],
    ["named_expression", "name"],
    ["as_pattern_target", "alias"]
  ]),
  nameType: "identifier",
  returnType: "return_statement",
  breakType: "break_statement",
  labelOf: () => void 0
};
var implementation179 = {
  languages: ["python"],
  query: "[(for_statement) (while_statement)] @target",
  check: ({ target, context }) => {
    if (target.childForFieldName("alternative")) return false;
    return onePassExit(target, SYNTAX5, context.lines);
  },
  examples: {
    match: [
      "def find_user(users, user_id):\n    for user in users:\n        if user.id == user_id:\n            return user\n        return None",
      "for job in jobs:\n    if job.failed:\n        raise JobError(job)\n    break"
    ],
    noMatch: [
      "def find_user(users, user_id):\n    for user in users:\n        if user.id == user_id:\n            return user\n    return None",
      "def first(items):\n    for item in items:\n        return item",
      'def one(it):\n    for first in it:\n        for second in it:\n            raise ValueError("more than one")\n        return first',
      "for job in jobs:\n    if job.skip:\n        continue\n    return job",
      "while True:\n    line = read()\n    if not line:\n        break\n    return parse(line)"
    ]
  }
};

// src/rules/catalog/review/unreachable-loop/go.ts
var SYNTAX6 = {
  statements: (loop) => {
    const body = loop.childForFieldName("body");
    return body ? statementsOf3(body) : void 0;
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
var implementation180 = {
  languages: ["go"],
  query: "(for_statement) @target",
  check: ({ target, context }) => onePassExit(target, SYNTAX6, context.lines),
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

// src/rules/catalog/review/unsafe-negation/rule.ts
var rule116 = {
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
var implementation181 = {
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
var rule117 = {
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
var implementation182 = {
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
    if ([context.lines[row], context.lines[row - 1]].some((line2) => /eslint-disable(-next)?-line\b.*\bno-unsafe-optional-chaining\b/.test(line2 ?? "")))
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

// src/rules/catalog/review/untrappable-signal/rule.ts
var rule118 = {
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
var implementation183 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @package field: (field_identifier) @function)
  (#eq? @package "signal") (#any-of? @function "Notify" "NotifyContext" "Ignore" "Reset")) @target`,
  textGate: /os\.Kill|SIGKILL|SIGSTOP/,
  check: ({ target }) => {
    const signal = argumentsOf(target).find((argument) => argument.type === "selector_expression" && UNTRAPPABLE.has(dottedName3(argument).join(".")));
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

// src/rules/catalog/review/unused-loop-index/rule.ts
var rule119 = {
  id: "review/unused-loop-index",
  ...MEDIUM_CORRECTNESS,
  message: "The loop counts `{{index}}` over `{{collection}}` but never uses it: `{{access}}` reads the same element on every pass.",
  recommendation: "Index with the loop\u2019s own variable (`{{collection}}[{{index}}]`), or loop over the elements themselves.",
  documentation: {
    finds: "A loop that counts an index over a collection\u2019s positions \u2014 `for (let i = 0; i < items.length; i++)`, `for i in range(len(items))`, `for i := range items` \u2014 whose body never mentions the index but reads `items[\u2026]` at another, fixed index: `items[0]`, or the index of an outer loop (`items[j]` inside a loop over `i`).",
    why: "The loop was written to visit every element and visits one, as many times as there are elements: usually a nested loop\u2019s indexes mixed up, or a copied line whose index was not changed. The result is plausible \u2014 a sum, a match, a check that passes \u2014 and wrong.",
    wrongWhen: "When repeating with one element is meant. A loop whose index is `_`, whose body changes the index it reads with (`items[j]` with `j++` in the body), or that reads at an index computed by a call is left alone.",
    origin: "CodeQL's `js/unused-index-variable`, carried over to Python's `range(len(\u2026))` loops and Go's counting and `range` loops."
  }
};

// src/rules/catalog/review/unused-loop-index/unused-index-hit.ts
var FIXED_KEY = /* @__PURE__ */ new Set(["identifier", "number", "integer", "int_literal"]);
function unusedIndexHit(target, body, loop, reading7, context) {
  if (loop.index === "_") return false;
  const nodes = [];
  const stack = [body];
  while (stack.length > 0) {
    const node = stack.pop();
    if (reading7.names.has(node.type) && node.text === loop.index) return false;
    nodes.push(node);
    for (const child of node.namedChildren) if (child) stack.push(child);
  }
  const access = nodes.filter((node) => {
    const key = reading7.keyOf(node, loop.collection);
    return key && FIXED_KEY.has(key.type) && !nodes.some((other) => reading7.assigns(other, key.text));
  }).sort((a, b) => a.startIndex - b.startIndex)[0];
  if (!access) return false;
  const header = target.startPosition.row + 1;
  return {
    line: context.isChanged(header) ? header : access.startPosition.row + 1,
    details: { index: loop.index, collection: loop.collection, access: access.text }
  };
}

// src/rules/catalog/review/unused-loop-index/typescript.ts
var reading4 = {
  names: /* @__PURE__ */ new Set(["identifier", "shorthand_property_identifier", "shorthand_property_identifier_pattern"]),
  keyOf: (node, collection) => node.type === "subscript_expression" && node.childForFieldName("object")?.text === collection ? node.childForFieldName("index") ?? void 0 : void 0,
  assigns: (node, name) => (node.type === "assignment_expression" || node.type === "augmented_assignment_expression") && node.childForFieldName("left")?.text === name || node.type === "update_expression" && node.childForFieldName("argument")?.text === name || node.type === "variable_declarator" && node.childForFieldName("name")?.text === name
};
var implementation184 = {
  languages: JS_FAMILY,
  query: "(for_statement condition: (binary_expression) body: (_) @body) @target",
  textGate: /\.length/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop(target, "before-length");
    return loop && captures.body ? unusedIndexHit(target, captures.body, loop, reading4, context) : false;
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

// src/rules/catalog/review/unused-loop-index/python.ts
var reading5 = {
  names: /* @__PURE__ */ new Set(["identifier"]),
  keyOf: (node, collection) => node.type === "subscript" && node.childForFieldName("value")?.text === collection ? node.childForFieldName("subscript") ?? void 0 : void 0,
  // `j = …`, `j += 1`, `a, j = …`, `for j in …`: a name bound anew in the body.
  assigns: (node, name) => ["assignment", "augmented_assignment", "for_statement"].includes(node.type) && (node.childForFieldName("left")?.text === name || (node.childForFieldName("left")?.namedChildren.some((bound) => bound?.text === name) ?? false))
};
var implementation185 = {
  languages: ["python"],
  query: "(for_statement left: (identifier) right: (call) body: (block) @body) @target",
  textGate: /range\(\s*len\(/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop2(target, "before-length");
    return loop && captures.body ? unusedIndexHit(target, captures.body, loop, reading5, context) : false;
  },
  examples: {
    match: ["for i in range(len(rows)):\n    for j in range(len(rows)):\n        total += rows[i]"],
    noMatch: [
      "for i in range(len(rows)):\n    total += rows[i]",
      "for _ in range(len(rows)):\n    total += rows[0]",
      "for i in range(len(rows)):\n    out.append(rows[k])\n    k += 1"
    ]
  }
};

// src/rules/catalog/review/unused-loop-index/go.ts
var reading6 = {
  names: /* @__PURE__ */ new Set(["identifier"]),
  keyOf: (node, collection) => node.type === "index_expression" && node.childForFieldName("operand")?.text === collection ? node.childForFieldName("index") ?? void 0 : void 0,
  // `j = …`, `j++`, and `j := …`, `case j := <-ch`, `for j := range …`: a name bound anew in the body.
  assigns: (node, name) => ["assignment_statement", "short_var_declaration", "receive_statement", "range_clause"].includes(node.type) && (node.childForFieldName("left")?.namedChildren.some((bound) => bound?.text === name) ?? false) || (node.type === "inc_statement" || node.type === "dec_statement") && node.namedChildren[0]?.text === name || node.type === "var_spec" && node.childForFieldName("name")?.text === name
};
function indexOnlyRange(loop) {
  const clause = loop.namedChildren.find((child) => child?.type === "range_clause");
  const names2 = clause?.childForFieldName("left")?.namedChildren ?? [];
  const collection = clause?.childForFieldName("right");
  const index = names2[0];
  return names2.length === 1 && index?.type === "identifier" && collection && /^[\w.]+$/.test(collection.text) ? { index: index.text, collection: collection.text } : void 0;
}
var implementation186 = {
  languages: ["go"],
  query: "(for_statement body: (block) @body) @target",
  textGate: /\blen\(|\brange\b/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop3(target, "before-length") ?? indexOnlyRange(target);
    return loop && captures.body ? unusedIndexHit(target, captures.body, loop, reading6, context) : false;
  },
  examples: {
    match: ["func f(rows []int) (t int) {\n	for i := range rows {\n		for j := range rows {\n			t += rows[i]\n		}\n	}\n	return\n}"],
    noMatch: [
      "func f(rows []int) (t int) {\n	for i := range rows {\n		t += rows[i]\n	}\n	return\n}",
      "func f(rows []int) {\n	for i := 0; i < len(rows); i++ {\n		retry()\n	}\n}"
    ]
  }
};

// src/rules/catalog/review/useless-comparison/rule.ts
var rule120 = {
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

// src/rules/catalog/review/useless-comparison/bare-comparison-hit.ts
var COMPARED_FOR_OWN_SAKE = /(?:^|\/)(?:bench(?:mark)?s?|typing_tests|type_tests|test-d)\/|[._-]bench(?:mark)?\.\w+$|\.(?:test-d|tst)\.[cm]?tsx?$/;
function bareComparisonHit(statement, path) {
  return COMPARED_FOR_OWN_SAKE.test(path) ? false : { details: { statement: excerpt(statement.text, 60) } };
}

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
var implementation187 = {
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

// src/rules/catalog/review/useless-comparison/python.ts
var EXPECTS_RAISE = /raises|Raises|warns|Warns|suppress/;
function runForRaise(node) {
  return enclosedBy(
    node,
    (ancestor) => ancestor.type === "try_statement" || ancestor.type === "with_statement" && EXPECTS_RAISE.test(ancestor.children.find((child) => child?.type === "with_clause")?.text ?? "")
  );
}
var implementation188 = {
  languages: ["python"],
  overrides: {
    recommendation: "Assign with `=` if that was meant, put `assert` in front of it in a test, or remove the line.",
    reason: "Python tests check with `assert`."
  },
  query: "(expression_statement (comparison_operator) @comparison) @target",
  check: ({ target, context }) => {
    if (target.namedChildCount !== 1 || target.hasError || runForRaise(target)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["B015", "PLW0104"])) return false;
    return bareComparisonHit(target, context.path);
  },
  examples: {
    match: ["def reset(self):\n    self.count == 0\n    self.items = []", "def test_total():\n    total = add(2, 3)\n    total == 5"],
    noMatch: [
      "def reset(self):\n    self.count = 0",
      "def test_total():\n    assert add(2, 3) == 5",
      'def test_incomparable():\n    with pytest.raises(TypeError):\n        Version("1") < 3',
      "x == 1  # noqa: B015"
    ]
  }
};

// src/rules/catalog/review/useless-with-lock/rule.ts
var rule121 = {
  id: "review/useless-with-lock",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "concurrency",
  message: "`{{lock}}` makes a new lock for this `with` alone: no other thread can hold it, so the block runs unguarded.",
  recommendation: "Create the lock once (at module level or on the object) and enter that one: `with self._lock:`.",
  documentation: {
    finds: "A `with` statement that enters a lock it creates: `with threading.Lock():`, `async with asyncio.Lock():`.",
    why: "Each pass creates its own lock, which nobody else shares: acquiring it never waits, and the code it was meant to serialise runs concurrently.",
    wrongWhen: "Never intended. The class is recognised by its module (`threading`, `multiprocessing`, `asyncio`), written out or imported by name from it; `# noqa: PLW2101` silences it.",
    origin: "Pylint's W2101 `useless-with-lock`."
  }
};

// src/rules/catalog/review/useless-with-lock/python.ts
var MODULES = ["threading", "multiprocessing", "asyncio"];
var implementation189 = {
  languages: ["python"],
  query: `(with_item value: [
  (call function: (_) @class) @lock
  (as_pattern (call function: (_) @class) @lock)
]) @target`,
  textGate: /Lock|Condition|Semaphore/,
  check: ({ target, captures, context }) => {
    const path = captures.class ? dottedName(captures.class) : [];
    const name = path.at(-1) ?? "";
    if (!/^(?:R?Lock|Condition|(?:Bounded)?Semaphore)$/.test(name)) return false;
    if (path.length === 2 && !MODULES.includes(path[0] ?? "")) return false;
    const imported = new RegExp(`^\\s*from\\s+(?:${MODULES.join("|")})\\s+import\\b.*\\b${name}\\b`);
    if (path.length === 1 && !context.lines.some((line2) => imported.test(line2))) return false;
    if (path.length > 2 || silencedByNoqa(context.lines, lineOf(target), ["PLW2101"])) return false;
    return { details: { lock: excerpt(captures.lock?.text ?? "", 40) } };
  },
  examples: {
    match: [
      "def add(self, item):\n    with threading.Lock():\n        self.items.append(item)",
      "from threading import RLock\n\ndef add(self, item):\n    with RLock() as guard:\n        self.items.append(item)",
      "async def tick(self):\n    async with asyncio.Lock():\n        self.count += 1"
    ],
    noMatch: [
      "def add(self, item):\n    with self._lock:\n        self.items.append(item)",
      "def add(self, item):\n    with Lock():\n        self.items.append(item)",
      "def read(path):\n    with open(path) as f, lock_for(path):\n        return f.read()"
    ]
  }
};

// src/rules/catalog/review/value-receiver-assignment/rule.ts
var rule122 = {
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
    const names2 = /* @__PURE__ */ new Set();
    for (const field of struct.descendantsOfType("field_declaration")) {
      for (const child of field?.childrenForFieldName("name") ?? []) if (child) names2.add(child.text);
    }
    fields.set(name, names2);
  }
  return fields;
});
function changedField(statement, receiver) {
  const targets = statement.type === "assignment_statement" ? statement.childForFieldName("left")?.namedChildren ?? [] : statement.type === "inc_statement" || statement.type === "dec_statement" ? [statement.namedChildren[0]] : [];
  return targets.find((target) => target?.type === "selector_expression" && target.childForFieldName("operand")?.text === receiver);
}
var implementation190 = {
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

// src/rules/catalog/review/waitgroup-add-in-goroutine/rule.ts
var rule123 = {
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
var implementation191 = {
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

// src/rules/catalog/review/walrus-binds-comparison/rule.ts
var rule124 = {
  id: "review/walrus-binds-comparison",
  ...MEDIUM_CORRECTNESS,
  message: "`{{name}} := {{value}}` binds the result of the whole comparison (`True`/`False`), not `{{left}}`, yet `{{name}}` is used below as that value.",
  recommendation: 'Parenthesise the assignment so the name gets the value and the comparison tests it: `if (kind := schema["type"]) not in KINDS:`.',
  documentation: {
    finds: "`if x := a not in b:` whose `x` is then used as a value.",
    why: "`:=` binds the whole comparison, so `x` is a boolean, not `a`.",
    wrongWhen: "Parenthesised `(x := a) not in b`, or a boolean used as a boolean.",
    origin: "Sextant's own pattern, from a bug fixed in a real project."
  }
};

// src/rules/catalog/review/walrus-binds-comparison/python.ts
function usedAsValue(identifier) {
  const parent = identifier.parent;
  if (!parent) return false;
  switch (parent.type) {
    case "interpolation":
    case "subscript":
    case "for_statement":
    case "for_in_clause":
      return true;
    case "attribute":
      return parent.childForFieldName("object")?.id === identifier.id;
    case "binary_operator":
      return true;
    default:
      return false;
  }
}
var implementation192 = {
  languages: ["python"],
  query: "(named_expression name: (identifier) @name value: (comparison_operator . (_) @left) @value) @target",
  textGate: /:=/,
  check: ({ captures, target }) => {
    const { name, left } = captures;
    const scope = enclosingFunction(target) ?? target.tree.rootNode;
    if (!name || !left || left.type === "comparison_operator" || left.type === "boolean_operator") return false;
    const used = scope.descendantsOfType("identifier").some((identifier) => identifier.text === name.text && identifier.startIndex > target.endIndex && isVariableName(identifier) && usedAsValue(identifier));
    return used ? { details: { left: excerpt(left.text, 30), value: excerpt(captures.value?.text ?? "", 40) } } : false;
  },
  examples: {
    match: ['def check(schema):\n    if kind := schema["type"] not in ("url", "path"):\n        raise TypeError(f"cannot annotate {kind}")'],
    noMatch: [
      'def check(schema):\n    if (kind := schema["type"]) not in ("url", "path"):\n        raise TypeError(f"cannot annotate {kind}")',
      "def check(items):\n    if empty := len(items) == 0:\n        log(empty)\n    return empty"
    ]
  }
};

// src/rules/catalog/review/wrong-super-call/rule.ts
var rule125 = {
  id: "review/wrong-super-call",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "bug-pattern",
  message: "`{{call}}` {{problem}}.",
  recommendation: "Call `super()` with no arguments (Python 3), or name the class the method is defined in: `super({{enclosing}}, self)`.",
  documentation: {
    finds: "`super.method()` without the call parentheses, and `super(Other, self)` inside a method of another class, where `Other` is a class of the same file that is not an ancestor of the enclosing one \u2014 usually a method copied from a sibling class.",
    why: "`super.method` looks the method up on the builtin `super` type itself and fails with `AttributeError`. `super(Other, self)` starts the lookup after `Other` in the MRO of `self`: when `self` is not an `Other`, it raises `TypeError: super(type, obj): obj must be an instance or subtype of type`; when it is, the wrong parent\u2019s method runs.",
    wrongWhen: "Naming a base class on purpose to skip a level of the hierarchy is left alone: a class in the enclosing class\u2019s bases, or an ancestor through classes of the same file, and any class the file imports (it may be an ancestor we cannot see). `# noqa: E1003` silences it.",
    origin: "Pylint's E1003 `bad-super-call` and W0245 `super-without-brackets`."
  }
};

// src/rules/catalog/review/wrong-super-call/python.ts
function enclosingClasses(node) {
  if (!enclosingFunction(node)) return [];
  const classes = [];
  for (let current = node.parent; current; current = current.parent) if (current.type === "class_definition") classes.push(current);
  return classes;
}
function baseNames(klass) {
  const list = klass.childForFieldName("superclasses");
  return (list?.namedChildren ?? []).map((base) => dottedName(base).at(-1) ?? "").filter(Boolean);
}
function isAncestor(klass, name, classes, seen = /* @__PURE__ */ new Set()) {
  for (const base of baseNames(klass)) {
    if (base === name) return true;
    if (seen.has(base)) continue;
    seen.add(base);
    for (const definition of classes.get(base) ?? []) if (isAncestor(definition, name, classes, seen)) return true;
  }
  return false;
}
var implementation193 = {
  languages: ["python"],
  query: `(attribute object: (identifier) @super (#eq? @super "super")) @target
      (call function: (identifier) @super (#eq? @super "super") arguments: (argument_list . (identifier) @named . (identifier))) @target`,
  textGate: /\bsuper\b/,
  check: ({ target, captures, context }) => {
    if (silencedByNoqa(context.lines, lineOf(target), ["E1003", "W0245"])) return false;
    const around = enclosingClasses(target);
    const klass = around[0];
    const enclosing = klass?.childForFieldName("name")?.text ?? "ThisClass";
    if (target.type === "attribute") {
      if (/^\s*def\s+super\b|^\s*super\s*=/m.test(context.lines.join("\n"))) return false;
      return {
        details: {
          call: excerpt(target.text, 40),
          problem: "reads the attribute of the builtin `super` type: `super` is not called, so this raises `AttributeError`",
          enclosing
        }
      };
    }
    const named = captures.named?.text ?? "";
    if (!klass || around.some((outer) => outer.childForFieldName("name")?.text === named)) return false;
    const classes = /* @__PURE__ */ new Map();
    for (const definition of target.tree.rootNode.descendantsOfType("class_definition")) {
      const name = definition.childForFieldName("name")?.text ?? "";
      classes.set(name, [...classes.get(name) ?? [], definition]);
    }
    if (!classes.has(named) || around.some((outer) => isAncestor(outer, named, classes))) return false;
    return {
      details: {
        call: excerpt(target.text, 40),
        problem: `names \`${named}\`, but the method belongs to \`${enclosing}\`, which does not inherit from it`,
        enclosing
      }
    };
  },
  examples: {
    match: [
      "class Reader(Base):\n    def __init__(self):\n        super.__init__()",
      "class Reader(Base):\n    pass\n\nclass Writer(Base):\n    def __init__(self, path):\n        super(Reader, self).__init__()\n        self.path = path"
    ],
    noMatch: [
      "class Reader(Base):\n    def __init__(self):\n        super().__init__()",
      "class Writer(Base):\n    def __init__(self, path):\n        super(Writer, self).__init__()",
      "class Base:\n    pass\n\nclass Middle(Base):\n    pass\n\nclass Writer(Middle):\n    def __init__(self):\n        super(Middle, self).__init__()",
      "from io import Reader\n\nclass Writer(Base):\n    def __init__(self):\n        super(Reader, self).__init__()",
      "class Outer(Base):\n    def build(self):\n        class Inner:\n            def run(inner):\n                super(Outer, self).run()\n        return Inner()"
    ]
  }
};

// src/rules/catalog/review/zero-count/rule.ts
var rule126 = {
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
var implementation194 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression field: (field_identifier) @function)
  arguments: (argument_list (int_literal) @count .)
  (#match? @function "^(Replace|FindAll(String)?(Submatch)?(Index)?)$")
  (#eq? @count "0")) @target`,
  textGate: /\b(Replace|FindAll\w*)\(/,
  check: ({ target, captures }) => {
    const path = calleePath3(target);
    const name = captures.function?.text ?? "";
    const count2 = argumentsOf(target).length;
    const call = excerpt(target.text, 50);
    if (name === "Replace") {
      const replace = path.length === 2 && (path[0] === "strings" || path[0] === "bytes") && count2 === REPLACE_ARGUMENTS;
      return replace ? { details: { call, effect: "nothing is replaced", all: `\`${path[0] ?? "strings"}.ReplaceAll\`` } } : false;
    }
    if (count2 !== FIND_ALL_ARGUMENTS || path[0] === "strings" || path[0] === "bytes") return false;
    return { details: { call, effect: "it always returns nil", all: "a negative limit returns every match" } };
  },
  examples: {
    match: ['name = strings.Replace(name, " ", "_", 0)', "ids := idPattern.FindAllString(body, 0)"],
    noMatch: ['name = strings.Replace(name, " ", "_", -1)', "ids := idPattern.FindAllString(body, limit)", "v := r.Replace(a, b, c, 0)"]
  }
};

// src/rules/catalog/review/index.ts
var RULE_TABLE2 = [
  [rule4, implementation9],
  [rule5, implementation10, implementation11, implementation12],
  [rule6, implementation13],
  [rule7, implementation14, implementation15, implementation16],
  [rule8, implementation17],
  [rule9, implementation18],
  [rule10, implementation19],
  [rule11, implementation20],
  [rule12, implementation21],
  [rule13, implementation22],
  [rule14, implementation23],
  [rule15, implementation24],
  [rule16, implementation25],
  [rule17, implementation26],
  [rule18, implementation27],
  [rule19, implementation28, implementation29],
  [rule20, implementation30],
  [rule21, implementation31],
  [rule22, implementation32, implementation33],
  [rule23, implementation34],
  [rule24, implementation35],
  [rule25, implementation36],
  [rule26, implementation37, implementation38, implementation39],
  [rule27, implementation40, implementation41],
  [rule28, implementation42, implementation43],
  [rule29, implementation44, implementation45, implementation46],
  [rule30, implementation47],
  [rule31, implementation48],
  [rule32, implementation49],
  [rule33, implementation50],
  [rule34, implementation51],
  [rule35, implementation52],
  [rule36, implementation53],
  [rule37, implementation54],
  [rule38, implementation55, implementation56],
  [rule39, implementation57, implementation58],
  [rule40, implementation59],
  [rule41, implementation60],
  [rule42, implementation61],
  [rule43, implementation62, implementation63],
  [rule44, implementation64],
  [rule45, implementation65, implementation66],
  [rule46, implementation67],
  [rule47, implementation68, implementation69],
  [rule48, implementation70, implementation71],
  [rule49, implementation72],
  [rule50, implementation73],
  [rule51, implementation74, implementation75, implementation76],
  [rule52, implementation77],
  [rule53, implementation78, implementation79, implementation80],
  [rule54, implementation81, implementation82, implementation83],
  [rule55, implementation84, implementation85, implementation86],
  [rule56, implementation87],
  [rule57, implementation88],
  [rule58, implementation89, implementation90, implementation91],
  [rule59, implementation92],
  [rule60, implementation93],
  [rule61, implementation94],
  [rule62, implementation95],
  [rule63, implementation96],
  [rule64, implementation97],
  [rule65, implementation98],
  [rule66, implementation99, implementation100],
  [rule67, implementation101, implementation102, implementation103],
  [rule68, implementation104],
  [rule69, implementation105],
  [rule70, implementation106],
  [rule71, implementation107],
  [rule72, implementation108],
  [rule73, implementation109, implementation110, implementation111],
  [rule74, implementation112],
  [rule75, implementation113],
  [rule76, implementation114],
  [rule77, implementation115, implementation116],
  [rule78, implementation117],
  [rule79, implementation118],
  [rule80, implementation119, implementation120, implementation121],
  [rule81, implementation122],
  [rule82, implementation123],
  [rule83, implementation124, implementation125, implementation126],
  [rule84, implementation127, implementation128, implementation129],
  [rule85, implementation130, implementation131, implementation132],
  [rule86, implementation133, implementation134],
  [rule87, implementation135],
  [rule88, implementation136],
  [rule89, implementation137],
  [rule90, implementation138, implementation139],
  [rule91, implementation140],
  [rule92, implementation141, implementation142, implementation143],
  [rule93, implementation144],
  [rule94, implementation145, implementation146],
  [rule95, implementation147],
  [rule96, implementation148, implementation149, implementation150],
  [rule97, implementation151],
  [rule98, implementation152, implementation153],
  [rule99, implementation154, implementation155, implementation156],
  [rule100, implementation157],
  [rule101, implementation158],
  [rule102, implementation159],
  [rule103, implementation160],
  [rule104, implementation161, implementation162, implementation163],
  [rule105, implementation164],
  [rule106, implementation165],
  [rule107, implementation166, implementation167, implementation168],
  [rule108, implementation169],
  [rule109, implementation170],
  [rule110, implementation171],
  [rule111, implementation172],
  [rule112, implementation173],
  [rule113, implementation174],
  [rule114, implementation175, implementation176, implementation177],
  [rule115, implementation178, implementation179, implementation180],
  [rule116, implementation181],
  [rule117, implementation182],
  [rule118, implementation183],
  [rule119, implementation184, implementation185, implementation186],
  [rule120, implementation187, implementation188],
  [rule121, implementation189],
  [rule122, implementation190],
  [rule123, implementation191],
  [rule124, implementation192],
  [rule125, implementation193],
  [rule126, implementation194]
];
var CHANGE_RULE_TABLE2 = [];
var RULE_FOLDERS2 = RULE_TABLE2.map(([rule159, ...languages]) => ({ rule: rule159, languages }));
var CHANGE_RULE_FOLDERS2 = CHANGE_RULE_TABLE2.map(([rule159, change]) => ({ rule: rule159, change }));

// src/rules/catalog/silent-failure/bare-except/rule.ts
var rule127 = {
  id: "silent-failure/bare-except",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "error-handling",
  message: "Bare `except:` around {{guarded}} also catches `KeyboardInterrupt` and `SystemExit`, so Ctrl-C and `sys.exit()` stop working there.",
  recommendation: "Catch `Exception` (or, better, the specific exceptions you expect).",
  documentation: {
    finds: "`except:` with no exception type.",
    why: "It also catches `KeyboardInterrupt` and `SystemExit`: Ctrl-C and `sys.exit` stop working.",
    wrongWhen: "Handlers that re-raise at the end; the fix is `except Exception:`.",
    origin: "Ruff's E722."
  }
};

// src/rules/syntax/python/silent-failure-hunter-helpers.ts
var BROAD_EXCEPTIONS = /* @__PURE__ */ new Set(["Exception", "BaseException"]);
function readExceptClause(clause) {
  const body = clause.namedChildren.find((child) => child.type === "block");
  let value = clause.childForFieldName("value") ?? clause.namedChildren.find((child) => child.type !== "block" && child.type !== "comment");
  if (value?.type === "as_pattern") value = value.namedChildren[0];
  const types = value?.type === "tuple" || value?.type === "parenthesized_expression" ? value.namedChildren : value ? [value] : [];
  return { caught: types.map((type) => dottedName(type).at(-1) ?? type.text), body, statements: body ? statementsOf(body) : [] };
}
function isBroad(clause) {
  return clause.caught.length === 0 || clause.caught.some((name) => BROAD_EXCEPTIONS.has(name));
}
function broadHandlerOnly(exceptClause, test) {
  const clause = readExceptClause(exceptClause);
  return isBroad(clause) && clause.statements.length > 0 && clause.statements.every(test) ? clause : void 0;
}
function doesNothing(statement) {
  if (statement.type === "pass_statement" || statement.type === "continue_statement") return true;
  return expressionOf(statement)?.type === "ellipsis";
}
function guardedBy(clause) {
  const tryBody = clause.parent?.childForFieldName("body");
  const first = tryBody ? statementsOf(tryBody)[0] : void 0;
  return first ? `\`${excerpt(first.text, 50)}\`` : "the try block";
}

// src/rules/catalog/silent-failure/bare-except/python.ts
function narrowBareExcept(target) {
  const text = target.lines[target.line - 1] ?? "";
  const bare = /^(\s*)except\s*:(.*)$/.exec(text);
  if (!bare) return void 0;
  return { startLine: target.line, endLine: target.line, replacement: [`${bare[1] ?? ""}except Exception:${bare[2] ?? ""}`] };
}
var implementation195 = {
  languages: ["python"],
  query: "(except_clause) @target",
  check: ({ target }) => {
    const clause = readExceptClause(target);
    const { statements } = clause;
    const last = statements.at(-1);
    if (clause.caught.length > 0 || statements.every(doesNothing) || last?.type === "raise_statement" && last.namedChildCount === 0) {
      return false;
    }
    return { details: { guarded: guardedBy(target) } };
  },
  fix: narrowBareExcept,
  examples: {
    match: ["try:\n    rows = fetch(url)\nexcept:\n    rows = []", "try:\n    return json.loads(raw)\nexcept:  # bad payload\n    return {}"],
    noMatch: [
      "try:\n    rows = fetch(url)\nexcept Exception:\n    rows = []",
      "try:\n    write(path)\nexcept:\n    cleanup(path)\n    raise",
      "try:\n    write(path)\nexcept:\n    pass"
    ]
  }
};

// src/rules/catalog/silent-failure/broad-suppress/rule.ts
var rule128 = {
  id: "silent-failure/broad-suppress",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "error-handling",
  message: "`{{target}}` silently discards every error raised in its block{{also}}.",
  recommendation: "Suppress only the exceptions you expect (`suppress(FileNotFoundError)`), or catch, log and handle the failure. If every error truly may be ignored, say why in a comment.",
  documentation: {
    finds: "`contextlib.suppress(Exception)`.",
    why: "Every error in the block vanishes, including the unexpected ones.",
    wrongWhen: "A narrow suppress is fine: name the exception type you expect.",
    origin: "Ruff's BLE001 spirit applied to `suppress`."
  }
};

// src/rules/sensitive-area.ts
var SENSITIVE_AREAS = [
  [
    "authentication",
    /^(auth|authn|authz|authenticat\w*|authoriz\w*|login|logout|signin|signup|sessions?|oauth|oidc|sso|saml|jwt|passwords?|credentials?|permissions?|acl|rbac)$/
  ],
  ["cryptography", /^(crypto|cryptography|encrypt\w*|decrypt\w*|ciphers?|signing|secrets?|keystore|tls)$/],
  ["payments", /^(payments?|billing|checkout|invoices?|stripe|paypal|subscriptions?|refunds?)$/],
  ["database migrations", /^(migrations?|migrate)$/],
  ["security", /^(security|sanitiz\w*|csrf|xss|cors)$/]
];
function sensitiveAreaOf(path) {
  if (path.startsWith(".github/workflows/")) return "CI workflows";
  const words = path.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/);
  for (const [area, word] of SENSITIVE_AREAS) {
    if (words.some((candidate) => word.test(candidate))) return area;
  }
  return void 0;
}
function severityInSensitiveArea(path) {
  return sensitiveAreaOf(path) ? { severity: "high" } : {};
}

// src/rules/catalog/silent-failure/broad-suppress/python.ts
var BROAD_EXCEPTIONS2 = /* @__PURE__ */ new Set(["Exception", "BaseException"]);
var importsSuppress = perFile((context) => context.lines.some((line2) => /^\s*from contextlib import\b.*\bsuppress\b/.test(line2)));
var implementation196 = {
  languages: ["python"],
  query: "(with_item value: (call function: [(attribute) (identifier)] @callee arguments: (argument_list) @arguments) @target)",
  // The check requires a call to `suppress` or `contextlib.suppress`.
  textGate: /suppress/,
  check: ({ captures, context }) => {
    const { callee, arguments: argumentList } = captures;
    if (!callee || !argumentList) return false;
    const path = dottedName(callee).join(".");
    if (path !== "contextlib.suppress" && !(path === "suppress" && importsSuppress(context))) return false;
    const caught4 = argumentList.namedChildren.map((argument) => dottedName(argument).at(-1) ?? "");
    const broad = caught4.find((name) => BROAD_EXCEPTIONS2.has(name));
    if (!broad) return false;
    return { details: { also: broad === "BaseException" ? ", including `KeyboardInterrupt` and `SystemExit`" : "" }, ...severityInSensitiveArea(context.path) };
  },
  examples: {
    match: [
      "import contextlib\n\nfor path in paths:\n    with contextlib.suppress(Exception):\n        shutil.rmtree(path)",
      "from contextlib import suppress\n\nwith suppress(BaseException):\n    handle.close()"
    ],
    noMatch: [
      "import contextlib\n\nwith contextlib.suppress(FileNotFoundError):\n    os.remove(lock_file)",
      "from contextlib import suppress\n\nwith suppress(KeyError, IndexError):\n    del cache[key]",
      "with warnings.suppress(Exception):\n    run()"
    ]
  }
};

// src/rules/catalog/silent-failure/empty-catch/rule.ts
var rule129 = {
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

// src/rules/syntax/javascript/silent-failure-hunter-helpers.ts
var CATCH_BODY_QUERY = "(catch_clause body: (statement_block) @body) @target";
var LOGGER_OBJECT = /^(console|log|logger|logging|\w*Logger)$/i;
function loggingMethod(statement) {
  if (statement.type !== "expression_statement") return void 0;
  let expression = statement.namedChildren[0];
  if (expression?.type === "await_expression") expression = expression.namedChildren[0];
  if (expression?.type !== "call_expression") return void 0;
  const path = calleePath2(expression);
  return path.length >= 2 && LOGGER_OBJECT.test(path[path.length - 2] ?? "") ? path.at(-1) : void 0;
}
function guardedBy2(catchClause) {
  const tryBody = catchClause.parent?.childForFieldName("body");
  const first = tryBody ? statementsOf2(tryBody)[0] : void 0;
  return first ? `\`${excerpt(first.text.replace(/;$/, ""), 50)}\`` : "the try block";
}

// src/rules/catalog/silent-failure/empty-catch/typescript.ts
function keepsDeclaredFallback(catchClause) {
  const tryStatement = catchClause.parent;
  const tryBody = tryStatement?.childForFieldName("body");
  if (!tryStatement || !tryBody) return false;
  const assigned = statementsOf2(tryBody).map((statement) => {
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
var implementation197 = {
  languages: JS_FAMILY,
  query: CATCH_BODY_QUERY,
  textGate: /catch/,
  check: ({ target, captures, context }) => {
    const body = captures.body;
    if (!body || statementsOf2(body).length > 0 || keepsDeclaredFallback(target)) return false;
    const details = { guarded: guardedBy2(target) };
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

// src/rules/catalog/silent-failure/empty-catch/python.ts
var implementation198 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "`{{handler}}` silently discards any error raised by {{guarded}}.",
    recommendation: "Catch the specific exception you expect and handle it (recover, retry, or return a failure the caller sees), or let it propagate. If ignoring it is intended, catch the narrow type and say why in a comment."
  }),
  query: "(except_clause) @target",
  check: ({ target, context }) => {
    const clause = broadHandlerOnly(target, doesNothing);
    if (!clause) return false;
    const { statements } = clause;
    const details = { handler: excerpt(`${target.text.split(":", 1)[0] ?? "except"}: ${statements[0]?.text ?? "pass"}`, 50), guarded: guardedBy(target) };
    const explained3 = clause.body?.namedChildren.some((child) => child.type === "comment") ?? false;
    if (explained3) return { details, severity: "low", confidence: 50 };
    return context.isTestFile ? { details, severity: "info" } : { details, ...severityInSensitiveArea(context.path) };
  },
  examples: {
    match: [
      "try:\n    send_receipt(order)\nexcept Exception:\n    pass",
      "try:\n    cache.invalidate(key)\nexcept:\n    pass",
      "for row in rows:\n    try:\n        load(row)\n    except BaseException:\n        continue"
    ],
    noMatch: [
      "try:\n    del cache[key]\nexcept KeyError:\n    pass",
      'try:\n    send_receipt(order)\nexcept Exception:\n    logger.exception("receipt failed")\n    raise',
      "try:\n    value = int(raw)\nexcept Exception:\n    return None"
    ]
  }
};

// src/rules/catalog/silent-failure/empty-error-check/rule.ts
var rule130 = {
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

// src/rules/catalog/silent-failure/empty-error-check/typescript.ts
var implementation199 = {
  languages: JS_FAMILY,
  query: "(if_statement condition: (parenthesized_expression (identifier) @error) consequence: (statement_block) @body) @target",
  check: ({ target, captures, context }) => {
    const { error, body } = captures;
    if (!error || !body || target.childForFieldName("alternative") || statementsOf2(body).length > 0) return false;
    const callback = enclosingFunction2(target);
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

// src/rules/syntax/go/silent-failure-hunter-helpers.ts
function referencesName(node, name) {
  return node.type === "identifier" && node.text === name || node.descendantsOfType("identifier").some((identifier) => identifier.text === name);
}

// src/rules/catalog/silent-failure/empty-error-check/go.ts
function returnsNilError(statement, name) {
  if (statement.type !== "return_statement") return false;
  const values = statement.namedChildren[0]?.type === "expression_list" ? statement.namedChildren[0]?.namedChildren ?? [] : statement.namedChildren;
  const result = enclosingFunction3(statement)?.childForFieldName("result");
  const lastResult = result?.type === "parameter_list" ? result.namedChildren.at(-1)?.childForFieldName("type") : result;
  return lastResult?.text === "error" && values.at(-1)?.type === "nil" && !referencesName(statement, name);
}
var implementation200 = {
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
    const statements = statementsOf3(body);
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
var rule131 = {
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
  for (const parameter of enclosingFunction3(call)?.childForFieldName("parameters")?.namedChildren ?? []) {
    const names2 = parameter.childrenForFieldName("name").map((name) => name.text);
    const type = parameter.childForFieldName("type")?.text.replace(/^\*/, "");
    const typePackage = type?.includes(".") ? type.split(".")[0] : void 0;
    if (names2.includes(receiver) && typePackage) return `${typePackage}.${method}`;
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
  const scope = enclosingFunction3(target);
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
  const path = calleePath3(call);
  const dotted = throughParameterType(call, path);
  if (NO_ERROR_RESULTS.test(dotted)) return false;
  const declared = declaredResults(context).get(path.at(-1) ?? "");
  if (declared !== void 0) return declared;
  if (ERROR_RESULTS.test(dotted) || ERROR_ONLY_CALLS.has(dotted)) return true;
  return void 0;
}
function returnsError(node) {
  const results = enclosingFunction3(node)?.childForFieldName("result");
  return results !== null && results !== void 0 && /\berror\b/.test(results.text);
}
var implementation201 = {
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
    const hit2 = (confidence) => ({
      details: { target: excerpt(target.text, 50), callee: excerpt(call.childForFieldName("function")?.text ?? name, 40) },
      confidence
    });
    if (statement) {
      const path = calleePath3(call);
      const errorOnly = ERROR_ONLY_CALLS.has(path.join(".")) || path.length >= 2 && ERROR_ONLY_METHODS.has(name);
      const lessSure = context.isTestFile || KNOWINGLY_DROPPED.test(name) && inCleanupPath(target);
      return errorOnly ? hit2(lessSure ? 60 : 85) : false;
    }
    const names2 = captures.left?.namedChildren.map((name2) => name2.text) ?? [];
    if (names2.length === 0 || names2.at(-1) !== "_") return false;
    const isError = lastResultIsError(call, context);
    if (isError === false) return false;
    const known = isError === true;
    if (KNOWINGLY_DROPPED.test(name) || context.isTestFile) return hit2(known ? 60 : 40);
    const allBlank = names2.every((name2) => name2 === "_");
    if (allBlank && declaredResults(context).has(name)) return hit2(60);
    if (!returnsError(target)) return hit2(known ? 70 : 60);
    return hit2(known ? allBlank ? 90 : 85 : allBlank ? 65 : 60);
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

// src/rules/catalog/silent-failure/log-only-catch/rule.ts
var rule132 = {
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

// src/rules/made-up-fallback.ts
var CLEAR_FALLBACK_CONFIDENCE = 85;
var WEAK_FALLBACK_CONFIDENCE = 70;
var FALLBACK_BY_NAME = /^(try|safe|maybe|attempt|is|has|can|should|check|exists|validate|parse|supports?|detect|probe|guess)([A-Z_]|$)/;
var HIDDEN_LOG_LEVEL = /^(debug|trace|verbose|silly|Debug|Debugf|Debugw|Debugln|Trace|Tracef|Tracew)$/;
function mentions(node, name) {
  return node.type === "identifier" && node.text === name || node.descendantsOfType("identifier").some((identifier) => identifier.text === name);
}
function returnsBooleanStatus(tryBody) {
  return tryBody.descendantsOfType("return_statement").some((statement) => ["true", "false"].includes(statement.namedChildren[0]?.type ?? ""));
}
function promisedFallback(functionName2, booleanFallback, tryBody) {
  return FALLBACK_BY_NAME.test(functionName2) || booleanFallback && returnsBooleanStatus(tryBody);
}
function fallbackConfidence(logMethods, explained3, nothing) {
  const visibleLog = logMethods.some((method) => !HIDDEN_LOG_LEVEL.test(method));
  const hiddenLog = logMethods.length > 0 && !visibleLog;
  return !visibleLog && !explained3 && (!nothing || hiddenLog) ? CLEAR_FALLBACK_CONFIDENCE : WEAK_FALLBACK_CONFIDENCE;
}

// src/rules/log-only-hit.ts
function logOnlyHit(logMethods, details, path) {
  const hidden = logMethods.every((method) => HIDDEN_LOG_LEVEL.test(method));
  return { details, ...hidden ? { confidence: CLEAR_FALLBACK_CONFIDENCE } : {}, ...severityInSensitiveArea(path) };
}

// src/rules/catalog/silent-failure/log-only-catch/typescript.ts
var implementation202 = {
  languages: JS_FAMILY,
  query: CATCH_BODY_QUERY,
  textGate: /catch/,
  check: ({ target, captures, context }) => {
    const statements = captures.body ? statementsOf2(captures.body) : [];
    const methods = statements.map(loggingMethod);
    const first = statements[0];
    if (!first || !methods.every((method) => method !== void 0)) return false;
    return logOnlyHit(methods, { guarded: guardedBy2(target), logged: excerpt(first.text.replace(/;$/, ""), 50) }, context.path);
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

// src/rules/catalog/silent-failure/log-only-catch/python.ts
var LOGGER_OBJECT2 = /^(log|logger|logging|_?log|_?logger|LOG|LOGGER|\w*_logger|traceback|warnings)$/;
function isLoggingStatement(statement) {
  const expression = expressionOf(statement);
  if (expression?.type !== "call") return false;
  const path = calleePath(expression);
  if (path.length === 1) return path[0] === "print";
  return LOGGER_OBJECT2.test(path[path.length - 2] ?? "");
}
var implementation203 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "The handler only logs (`{{logged}}`) and then carries on as if {{guarded}} had succeeded.",
    recommendation: "After logging, re-raise, return a value the caller can check, or record the failure where the caller looks. Logging alone leaves callers working with missing data."
  }),
  query: "(except_clause) @target",
  check: ({ target, context }) => {
    const statements = broadHandlerOnly(target, isLoggingStatement)?.statements;
    const first = statements?.[0];
    if (!statements || !first) return false;
    const methods = statements.map((statement) => calleePath(expressionOf(statement) ?? statement).at(-1) ?? "");
    return logOnlyHit(methods, { logged: excerpt(first.text, 50), guarded: guardedBy(target) }, context.path);
  },
  examples: {
    match: [
      'try:\n    charge(card, amount)\nexcept Exception as error:\n    logger.error("charge failed: %s", error)',
      'try:\n    sync()\nexcept Exception:\n    logging.exception("sync failed")'
    ],
    noMatch: [
      'try:\n    charge(card, amount)\nexcept Exception:\n    logger.exception("charge failed")\n    raise',
      'try:\n    value = parse(raw)\nexcept ValueError as error:\n    logger.warning("bad value: %s", error)'
    ]
  }
};

// src/rules/catalog/silent-failure/log-only-error-check/rule.ts
var rule133 = {
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
var LOGGER2 = /^(log|logger|logging|slog|zap|logrus|klog|glog|l|lg|\w*[lL]ogger)$/;
function isLoggingStatement2(statement) {
  const call = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  if (call?.type !== "call_expression") return false;
  const path = calleePath3(call);
  const name = path.at(-1) ?? "";
  if (/^(Fatal|Panic)/.test(name)) return false;
  return path.length >= 2 && LOGGER2.test(path[path.length - 2] ?? "") || path[0] === "fmt" && /^Print/.test(name);
}
var implementation204 = {
  languages: ["go"],
  query: "(if_statement condition: (_) @condition consequence: (block) @body) @target",
  check: ({ target, captures, context }) => {
    const { condition, body } = captures;
    const statements = body ? statementsOf3(body) : [];
    const first = statements[0];
    if (!condition || !first || !errorTested(condition) || target.childForFieldName("alternative") || !statements.every(isLoggingStatement2)) return false;
    const methods = statements.map((statement) => calleePath3(statement.namedChildren[0] ?? statement).at(-1) ?? "");
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

// src/rules/catalog/silent-failure/made-up-fallback/rule.ts
var rule134 = {
  id: "silent-failure/made-up-fallback",
  agent: "silent-failure-hunter",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "error-handling",
  message: "The error of {{guarded}} is thrown away and {{fallback}} is returned instead: callers cannot tell a failure from a real, empty answer.",
  recommendation: "Let the error propagate (or wrap it with context), or return a result the caller must check (`{ ok: false, error }`, a `(value, err)` pair, a 5xx response). If a fallback is intended, name it, log the error above debug level, and say why in a comment.",
  documentation: {
    finds: "A handler that drops the error and returns `[]`, `0`, `-1`, `{}`, `null` or an empty HTTP 200.",
    why: 'Callers cannot tell a failure from a real, empty answer: "the database is down" reads as "there is nothing".',
    wrongWhen: "Parsing with a default, `try\u2026`/`is\u2026` functions and logged errors are weaker signs (70, hidden).",
    origin: "The silent-failure-hunter review agent's checklist."
  }
};

// src/rules/catalog/silent-failure/made-up-fallback/typescript.ts
function madeUpValue(node) {
  const value = unwrapParentheses2(node);
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
  return tryBody.descendantsOfType("call_expression").some((call) => !PARSING_CALLS.test(calleePath2(call).at(-1) ?? ""));
}
var implementation205 = {
  languages: JS_FAMILY,
  query: "(try_statement body: (statement_block) @try handler: (catch_clause body: (statement_block) @body) @target)",
  textGate: /catch/,
  check: ({ target, captures }) => {
    const { body, try: tryBody } = captures;
    if (!body || !tryBody) return false;
    const statements = statementsOf2(body);
    let last = statements.at(-1);
    if (last?.type === "return_statement" && last.namedChildCount === 0 && statements.length >= 2) last = statements.at(-2);
    if (!last) return false;
    const response = emptySuccessResponse(last);
    const value = response === void 0 && last.type === "return_statement" && last.namedChildren[0] ? madeUpValue(last.namedChildren[0]) : void 0;
    const fallback = response ?? (value === void 0 ? void 0 : `\`${value}\``);
    const logs = statements.filter((statement) => statement !== last && !(statement.type === "return_statement" && statement.namedChildCount === 0));
    if (!fallback || !logs.every((statement) => loggingMethod(statement) !== void 0)) return false;
    const fn = enclosingFunction2(target);
    if (promisedFallback((fn && functionName(fn)) ?? "", value === "true" || value === "false", tryBody)) return false;
    const parameter = target.childForFieldName("parameter");
    const error = parameter?.type === "identifier" ? parameter.text : void 0;
    if (error !== void 0 && mentions(last, error) || response === void 0 && !doesRealWork(tryBody)) return false;
    const explained3 = body.namedChildren.some((child) => child.type === "comment");
    const first = statementsOf2(tryBody)[0];
    return {
      details: { guarded: first ? `\`${excerpt(first.text.replace(/;$/, ""), 50)}\`` : "the try block", fallback },
      confidence: fallbackConfidence(
        logs.map((statement) => loggingMethod(statement) ?? ""),
        explained3,
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

// src/rules/catalog/silent-failure/made-up-fallback/python.ts
var BROAD_EXCEPTIONS3 = /* @__PURE__ */ new Set(["Exception", "BaseException"]);
var LOGGER_OBJECT3 = /^(log|logger|logging|_?log|_?logger|LOG|LOGGER|\w*_logger)$/;
function readHandler(clause) {
  const body = clause.namedChildren.find((child) => child.type === "block");
  let value = clause.namedChildren.find((child) => child.type !== "block" && child.type !== "comment");
  let bound;
  if (value?.type === "as_pattern") {
    bound = value.namedChildren.find((child) => child.type === "as_pattern_target")?.text ?? value.namedChildren[1]?.text;
    value = value.namedChildren[0];
  }
  const types = value?.type === "tuple" || value?.type === "parenthesized_expression" ? value.namedChildren : value ? [value] : [];
  return { caught: types.map((type) => dottedName(type).at(-1) ?? type.text), bound, body };
}
function logMethod(statement) {
  const call = expressionOf(statement);
  if (call?.type !== "call") return void 0;
  const path = calleePath(call);
  return path.length >= 2 && LOGGER_OBJECT3.test(path[path.length - 2] ?? "") ? path.at(-1) : void 0;
}
function madeUpValue2(value) {
  const text = value.text.replace(/\s+/g, "");
  if (["none", "true", "false", "integer", "float"].includes(value.type)) return text;
  if (value.type === "unary_operator" && /^-\d+$/.test(text)) return text;
  if (value.type === "string" && /^[rbu]?(""|'')$/i.test(text)) return text;
  if (["list", "dictionary", "tuple", "set"].includes(value.type) && value.namedChildren.every((child) => child.type === "comment")) return text;
  return void 0;
}
var EMPTY_SUCCESS_RESPONSE2 = /^((JsonResponse|jsonify|JSONResponse)\((\{\}|\[\])(,safe=False)?(,status=200)?\)|(Response|HttpResponse|PlainTextResponse)\((""|''|None)?(,status=200)?\)|(\{\}|\[\]),200)$/;
var PARSING_CALLS2 = /^(int|float|str|bool|Decimal|loads|literal_eval|strptime|fromisoformat|fromtimestamp|UUID|urlparse|urlsplit|ip_address|ip_network|parse|b64decode|decode|encode|getenv|get|import_module|version)$/;
function doesRealWork2(tryBody) {
  return tryBody.descendantsOfType("call").some((call) => !PARSING_CALLS2.test(calleePath(call).at(-1) ?? ""));
}
var implementation206 = {
  languages: ["python"],
  query: "(try_statement body: (block) @try (except_clause) @target)",
  check: ({ target, captures }) => {
    const tryBody = captures.try;
    const handler = readHandler(target);
    const broad = handler.caught.length === 0 || handler.caught.some((name) => BROAD_EXCEPTIONS3.has(name));
    const statements = handler.body ? statementsOf(handler.body) : [];
    const last = statements.at(-1);
    const returned = last?.type === "return_statement" ? last.namedChildren[0] : void 0;
    if (!tryBody || !broad || !returned) return false;
    const compact2 = returned.text.replace(/\s+/g, "");
    const response = EMPTY_SUCCESS_RESPONSE2.test(compact2) ? `an HTTP 200 with an empty body (\`${excerpt(returned.text, 40)}\`)` : void 0;
    const value = response === void 0 ? madeUpValue2(returned) : void 0;
    const fallback = response ?? (value === void 0 ? void 0 : `\`${value}\``);
    const logs = statements.slice(0, -1);
    if (!fallback || !logs.every((statement) => logMethod(statement) !== void 0)) return false;
    const fn = enclosingFunction(target);
    const functionName2 = fn?.childForFieldName("name")?.text.replace(/^_+/, "") ?? "";
    if (promisedFallback(functionName2, value === "True" || value === "False", tryBody)) return false;
    if (handler.bound !== void 0 && mentions(returned, handler.bound) || response === void 0 && !doesRealWork2(tryBody)) return false;
    const explained3 = handler.body?.namedChildren.some((child) => child.type === "comment") ?? false;
    const first = statementsOf(tryBody)[0];
    return {
      details: { guarded: first ? `\`${excerpt(first.text, 50)}\`` : "the try block", fallback },
      confidence: fallbackConfidence(
        logs.map((statement) => logMethod(statement) ?? ""),
        explained3,
        value === "None"
      )
    };
  },
  examples: {
    match: [
      "def list_recent(conn):\n    try:\n        return [User(*row) for row in conn.execute(RECENT).fetchall()]\n    except Exception:\n        return []",
      "def report_view(request, report_id):\n    try:\n        report = build_report(report_id)\n    except Exception:\n        return JsonResponse({})\n    return JsonResponse(report.as_dict())",
      'def display_name(repo, user_id):\n    try:\n        return repo.find(user_id).display_name\n    except Exception as exc:\n        logger.debug("lookup failed: %s", exc)\n        return None',
      'def count(conn):\n    try:\n        return conn.execute("SELECT count(*) FROM users").fetchone()[0]\n    except:\n        return 0'
    ],
    noMatch: [
      "def find_optional(repo, user_id):\n    try:\n        return repo.find(user_id)\n    except UserNotFound:\n        return None",
      'def count(conn):\n    try:\n        return conn.execute("SELECT count(*) FROM users").fetchone()[0]\n    except Exception:\n        logger.exception("count failed")\n        raise',
      "def port(value):\n    try:\n        return int(value)\n    except Exception:\n        return 0",
      "def is_reachable(url):\n    try:\n        requests.head(url, timeout=2)\n        return True\n    except Exception:\n        return False",
      'def fetch(url):\n    try:\n        return {"ok": True, "body": requests.get(url).json()}\n    except Exception as exc:\n        return {"ok": False, "error": str(exc)}'
    ]
  }
};

// src/rules/catalog/silent-failure/made-up-fallback/go.ts
var LOGGER3 = /^(log|logger|logging|slog|zap|logrus|klog|glog|l|lg|\w*[lL]ogger)$/;
function logMethod2(statement) {
  const call = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  if (call?.type !== "call_expression") return void 0;
  const path = calleePath3(call);
  return path.length >= 2 && LOGGER3.test(path[path.length - 2] ?? "") ? path.at(-1) : void 0;
}
function isZeroValue(value) {
  const text = value.text.replace(/\s+/g, "");
  if (["int_literal", "float_literal", "nil"].includes(value.type)) return true;
  if (value.type === "unary_expression" && /^-\d+$/.test(text)) return true;
  if (value.type === "interpreted_string_literal" || value.type === "raw_string_literal") return text.length === 2;
  return value.type === "composite_literal" && /\{\}$/.test(text);
}
var PARSING_CALLS3 = /^(strconv\.\w+|time\.Parse\w*|url\.Parse\w*|net\.Parse\w*|uuid\.Parse|regexp\.Compile|filepath\.(Match|Rel|Abs)|semver\.\w+)$/;
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
var implementation207 = {
  languages: ["go"],
  query: "(if_statement condition: (_) @condition consequence: (block) @body) @target",
  check: ({ target, captures }) => {
    const { condition, body } = captures;
    const name = condition ? errorTested(condition) : void 0;
    if (!name || !body || target.childForFieldName("alternative") || hasComment(body)) return false;
    const statements = statementsOf3(body);
    const last = statements.at(-1);
    if (last?.type !== "return_statement") return false;
    const values = last.namedChildren[0]?.type === "expression_list" ? last.namedChildren[0]?.namedChildren ?? [] : last.namedChildren;
    const before = statements.slice(0, -1);
    const respondsOk = values.length === 0 && before.length > 0 && STATUS_OK.test(before.at(-1)?.text.replace(/\s+/g, "") ?? "");
    const logs = respondsOk ? before.slice(0, -1) : before;
    if (!logs.every((statement) => HIDDEN_LOG_LEVEL.test(logMethod2(statement) ?? ""))) return false;
    let fallback;
    if (respondsOk) {
      fallback = "an HTTP 200 with an empty body";
    } else {
      const results = enclosingFunction3(target)?.childForFieldName("result");
      if (!results || results.descendantsOfType("type_identifier").some((type) => type.text === "error") || results.text === "error") return false;
      if (values.length === 0 || !values.every(isZeroValue) || values.some((value) => mentions(value, name))) return false;
      fallback = `\`${excerpt(values.map((value) => value.text).join(", "), 30)}\``;
      const source2 = errorSource(target, name);
      if (!source2 || PARSING_CALLS3.test(calleePath3(source2).join("."))) return false;
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

// src/rules/catalog/silent-failure/return-in-finally/rule.ts
var rule135 = {
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

// src/rules/catalog/silent-failure/return-in-finally/typescript.ts
var LOOPS2 = /* @__PURE__ */ new Set(["for_statement", "for_in_statement", "while_statement", "do_statement"]);
var implementation208 = {
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

// src/rules/catalog/silent-failure/return-in-finally/python.ts
var implementation209 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "`{{statement}}` in a `finally` block discards the exception being raised (and any earlier `return` value): errors in the `try` vanish silently.",
    recommendation: "Move the `return`/`break`/`continue` after the `try` statement, or let the exception propagate; keep `finally` for clean-up."
  }),
  query: "(finally_clause) @target",
  check: ({ target, context }) => {
    const found = [];
    const walk = (node, inLoop) => {
      for (const child of node.namedChildren) {
        if (["function_definition", "lambda", "class_definition"].includes(child.type)) continue;
        if (child.type === "return_statement" || !inLoop && (child.type === "break_statement" || child.type === "continue_statement")) found.push(child);
        walk(child, inLoop || LOOP_TYPES.has(child.type));
      }
    };
    walk(target, false);
    const statement = found.find((node) => context.isChanged(lineOf(node)) && !silencedByNoqa(context.lines, lineOf(node), ["B012", "SIM107"]));
    if (!statement) return false;
    return { line: lineOf(statement), details: { statement: statement.type.replace("_statement", "") }, ...context.isTestFile ? { confidence: 70 } : {} };
  },
  examples: {
    match: [
      "def load(path):\n    try:\n        return parse(path)\n    finally:\n        return None",
      "for job in jobs:\n    try:\n        job.run()\n    finally:\n        continue"
    ],
    noMatch: [
      "def load(path):\n    try:\n        return parse(path)\n    finally:\n        cleanup()",
      "try:\n    work()\nfinally:\n    for item in pending:\n        if item.done:\n            break",
      "try:\n    work()\nfinally:\n    def later():\n        return 1"
    ]
  }
};

// src/rules/catalog/silent-failure/swallowed-rejection/rule.ts
var rule136 = {
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
    if (statementsOf2(body).length > 0) return void 0;
    return body.namedChildCount > 0 ? "commented" : "empty";
  }
  const value = unwrapParentheses2(body);
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
  const scope = enclosingFunction2(target) ?? target.tree.rootNode;
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
  let current = unwrapParentheses2(node);
  for (; ; ) {
    const callee = current.type === "call_expression" ? current.childForFieldName("function") : null;
    const inner = callee?.type === "member_expression" && PROMISE_METHODS.has(callee.childForFieldName("property")?.text ?? "") ? callee.childForFieldName("object") : null;
    if (!inner) return current;
    current = unwrapParentheses2(inner);
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
var implementation210 = {
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
    const hit2 = { line: changedLineOf(context, handler, target), details: { handler: excerpt(handler.text, 40) }, ...severityInSensitiveArea(context.path) };
    if (event) {
      const name = event.text.slice(1, -1);
      if (name !== "unhandledRejection" && name !== "uncaughtException") return false;
      return { ...hit2, details: { ...hit2.details, what: `Every \`${name}\` of the process` } };
    }
    const consumed = !isDiscarded(target);
    if (consumed && kind === "undefined") return false;
    return {
      ...hit2,
      details: { ...hit2.details, what: `The rejection of \`${excerpt(receiver.text, 40)}\`` },
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

// src/rules/catalog/silent-failure/unchecked-error/rule.ts
var rule137 = {
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
  const result = enclosingFunction3(node)?.childForFieldName("result");
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
var implementation211 = {
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
var rule138 = {
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
var QUERY4 = /^(Query|QueryContext|Queryx|QueryxContext)$/;
var IN_MEMORY = /^(strings\.NewReader|bytes\.NewReader|bytes\.NewBuffer|bytes\.NewBufferString)$/;
function sourcesOf(name) {
  const fn = enclosingFunction3(name);
  if (!fn) return [];
  const single = assignedValues3(name);
  if (single.length > 0) return single;
  return fn.descendantsOfType(ASSIGNMENTS3).flatMap((assignment) => {
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
    const path = calleePath3(value);
    if (method !== "Scan") return QUERY4.test(path.at(-1) ?? "");
    const source = argumentsOf(value)[0];
    return path.join(".") === "bufio.NewScanner" && !(source?.type === "call_expression" && IN_MEMORY.test(calleePath3(source).join(".")));
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
var implementation212 = {
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
    const fn = name ? enclosingFunction3(name) : void 0;
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
var rule139 = {
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
var implementation213 = {
  languages: ["go"],
  query: "(if_statement condition: (binary_expression) @condition) @target",
  check: ({ target, captures, context }) => {
    const checked = errorTested(captures.condition ?? null);
    if (!checked || target.childForFieldName("initializer")) return false;
    const assignment = previousStatement(target);
    const names2 = namesAssignedByCall(assignment);
    const assigned = names2?.find((name) => isErrorName(name) && name !== checked);
    if (!assignment || !names2 || !assigned || names2.includes(checked)) return false;
    const fn = enclosingFunction3(target);
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

// src/rules/catalog/silent-failure/index.ts
var RULE_TABLE3 = [
  [rule127, implementation195],
  [rule128, implementation196],
  [rule129, implementation197, implementation198],
  [rule130, implementation199, implementation200],
  [rule131, implementation201],
  [rule132, implementation202, implementation203],
  [rule133, implementation204],
  [rule134, implementation205, implementation206, implementation207],
  [rule135, implementation208, implementation209],
  [rule136, implementation210],
  [rule137, implementation211],
  [rule138, implementation212],
  [rule139, implementation213]
];
var CHANGE_RULE_TABLE3 = [];
var RULE_FOLDERS3 = RULE_TABLE3.map(([rule159, ...languages]) => ({ rule: rule159, languages }));
var CHANGE_RULE_FOLDERS3 = CHANGE_RULE_TABLE3.map(([rule159, change]) => ({ rule: rule159, change }));

// src/rules/catalog/simplify/boolean-literal-comparison/rule.ts
var rule140 = {
  id: "simplify/boolean-literal-comparison",
  agent: "code-simplifier",
  dimension: "readability",
  severity: "info",
  confidence: 85,
  category: "complexity",
  message: "Comparison of `{{operand}}` with `{{literal}}`; use the boolean directly.",
  recommendation: "Write `if (done)` / `if (!done)` instead of comparing with `true`/`false`, once the value is known to be a boolean.",
  documentation: {
    finds: "`x == true`, `x != false`.",
    why: "The comparison adds nothing when `x` is a boolean.",
    wrongWhen: "In JavaScript `x === true` is often deliberate for values that may not be booleans: hidden there (60).",
    origin: "ESLint's `no-extra-boolean-cast` family, Ruff's E712, gosimple's S1002."
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
    const annotation = declaration.childForFieldName("type")?.text.replace(/^:\s*/, "");
    const value = declaration.childForFieldName("value");
    const constant = declaration.parent?.type === "lexical_declaration" && declaration.parent.children[0]?.text === "const";
    const boolean = annotation === void 0 ? constant && value !== null && isBooleanExpression(value, /* @__PURE__ */ new Map()) : annotation === "boolean";
    kinds.set(name.text, !kinds.has(name.text) && boolean);
  }
  return kinds;
});
function isBooleanExpression(operand, names2) {
  const node = unwrapParentheses2(operand);
  if (node.type === "true" || node.type === "false") return true;
  if (node.type === "unary_expression") return node.childForFieldName("operator")?.text === "!";
  if (node.type === "binary_expression") {
    const operator = node.childForFieldName("operator")?.text ?? "";
    if (COMPARISON_OPERATORS2.has(operator)) return true;
    const left = node.childForFieldName("left");
    const right = node.childForFieldName("right");
    return LOGICAL_OPERATORS.has(operator) && left !== null && right !== null && isBooleanExpression(left, names2) && isBooleanExpression(right, names2);
  }
  if (node.type === "identifier") return names2.get(node.text) ?? false;
  if (node.type === "member_expression") {
    const property = node.childForFieldName("property");
    return property?.type === "property_identifier" && (names2.get(property.text) ?? false);
  }
  return false;
}
var implementation214 = {
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

// src/rules/catalog/simplify/boolean-literal-comparison/python.ts
function isCondition(node) {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === "parenthesized_expression" || parent.type === "not_operator" || parent.type === "boolean_operator") continue;
    if (parent.type === "assert_statement") return parent.namedChildren[0]?.equals(child) ?? false;
    if (parent.type === "conditional_expression") return parent.namedChildren[1]?.equals(child) ?? false;
    return ["if_statement", "elif_clause", "while_statement"].includes(parent.type) && (parent.childForFieldName("condition")?.equals(child) ?? false);
  }
  return false;
}
var implementation215 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "Condition compares `{{operand}}` with `{{literal}}`; test the value directly.",
    recommendation: "Write `if done:` / `if not done:` instead of comparing with `True`/`False` (or `is True` when only the `True` object itself will do)."
  }),
  query: "(comparison_operator [(true) (false)] @literal) @target",
  check: ({ target, captures }) => {
    const operands = target.namedChildren.filter((child) => child.type !== "comment");
    const operators = target.childrenForFieldName("operators").map((operator) => operator.text);
    if (operands.length !== 2 || !["==", "!="].includes(operators[0] ?? "") || !isCondition(target)) return false;
    const operand = operands.find((child) => child.type !== "true" && child.type !== "false");
    return operand ? { details: { operand: excerpt(operand.text, 40), literal: captures.literal?.text ?? "True" } } : false;
  },
  examples: {
    match: ["if is_ready() == True:\n    start()", "while queue.empty() != False:\n    wait()"],
    noMatch: ["query = session.query(User).filter(User.active == True)", "if flag is True:\n    start()", "if ready:\n    start()"]
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
var implementation216 = {
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

// src/rules/catalog/simplify/deep-nesting/rule.ts
var rule141 = {
  id: "simplify/deep-nesting",
  agent: "code-simplifier",
  dimension: "readability",
  severity: "info",
  confidence: 70,
  category: "complexity",
  message: "`{{statement}}` is nested {{depth}} levels deep in {{function}}.",
  recommendation: "Flatten with guard clauses and early returns (`continue` in loops), or extract the inner block into a well-named function.",
  documentation: {
    finds: "Control flow nested more than 4 levels, when the change made it deeper.",
    why: "Deeply nested code is hard to follow and to test.",
    wrongWhen: "Reported as info.",
    origin: "ESLint's `max-depth`."
  }
};

// src/rules/nesting-depth.ts
var MAX_NESTING_DEPTH = 4;
function nestingChain(node, syntax) {
  const chain = [];
  for (let current = node, type = node.type; current && !syntax.endsChain(type); ) {
    const parent = current.parent;
    const parentType = parent?.type ?? "";
    if (syntax.nestsAt(current, type, parent, parentType)) chain.push(current);
    current = parent;
    type = parentType;
  }
  return chain;
}
function deepestIn(scope, syntax) {
  return scope.descendantsOfType([...syntax.types]).reduce((deepest, node) => Math.max(deepest, nestingChain(node, syntax).length), 0);
}
function deepNestingHit(target, syntax, context) {
  const parent = target.parent;
  if (!syntax.nestsAt(target, target.type, parent, parent?.type ?? "")) return false;
  const chain = nestingChain(target, syntax);
  const depth = chain.length;
  if (depth <= MAX_NESTING_DEPTH) return false;
  const outerTooDeep = chain.slice(1, depth - MAX_NESTING_DEPTH);
  if (outerTooDeep.some((node) => context.isChanged(node.startPosition.row + 1))) return false;
  const fn = syntax.enclosingFunction(target);
  const earlier = fn ? counterpartBefore(fn, context, syntax.nameOf) : void 0;
  if (earlier && deepestIn(earlier, syntax) >= depth) return false;
  return {
    // One level too deep is already hard to follow (80); each level more makes it surer.
    confidence: Math.min(90, 75 + 5 * (depth - MAX_NESTING_DEPTH)),
    details: { statement: target.children[0]?.text ?? target.type, depth: String(depth), function: syntax.functionLabel(fn) }
  };
}

// src/rules/catalog/simplify/deep-nesting/typescript.ts
var NESTING_TYPES = /* @__PURE__ */ new Set(["if_statement", "for_statement", "for_in_statement", "while_statement", "do_statement", "switch_statement", "try_statement"]);
var NESTING_SYNTAX = {
  types: [...NESTING_TYPES],
  nestsAt: (_node, type, _parent, parentType) => NESTING_TYPES.has(type) && !(type === "if_statement" && parentType === "else_clause"),
  endsChain: isFunctionType,
  nameOf: functionName,
  enclosingFunction: enclosingFunction2,
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
var implementation217 = {
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

// src/rules/syntax/python/code-simplifier-helpers.ts
var SCOPE_TYPES2 = /* @__PURE__ */ new Set(["function_definition", "lambda", "class_definition"]);
function functionKey(fn) {
  const names2 = [];
  for (let node = fn; node; node = node.parent) {
    const name = SCOPE_TYPES2.has(node.type) ? node.childForFieldName("name")?.text : void 0;
    if (name) names2.unshift(name);
  }
  return names2.length > 0 ? names2.join(".") : void 0;
}

// src/rules/catalog/simplify/deep-nesting/python.ts
var NESTING_TYPES2 = /* @__PURE__ */ new Set(["if_statement", "for_statement", "while_statement", "try_statement", "with_statement", "match_statement"]);
var NESTING_SYNTAX2 = {
  types: [...NESTING_TYPES2],
  nestsAt: (_node, type) => NESTING_TYPES2.has(type),
  endsChain: (type) => SCOPE_TYPES2.has(type),
  nameOf: functionKey,
  // The `def` around it: a lambda has no name to find it by before the change, nor to name it by.
  enclosingFunction: (node) => {
    let fn = node.parent;
    while (fn && fn.type !== "function_definition") fn = fn.parent;
    return fn ?? void 0;
  },
  functionLabel: (fn) => {
    const name = fn?.childForFieldName("name")?.text;
    return name ? `\`${name}\`` : "module-level code";
  }
};
var implementation218 = {
  languages: ["python"],
  query: "[(if_statement) (for_statement) (while_statement) (try_statement) (with_statement) (match_statement)] @target",
  check: ({ target, context }) => deepNestingHit(target, NESTING_SYNTAX2, context),
  examples: {
    match: [
      "def sync(items):\n    for item in items:\n        if item.enabled:\n            try:\n                while item.pending:\n                    if item.retry:\n                        retry(item)\n            except IOError:\n                report(item)"
    ],
    noMatch: [
      'def grade(score):\n    if score > 90:\n        return "A"\n    elif score > 80:\n        return "B"\n    elif score > 70:\n        return "C"\n    elif score > 60:\n        return "D"\n    return "F"',
      "def outer(rows):\n    for row in rows:\n        if row:\n            def each(cell):\n                if cell:\n                    for part in cell:\n                        use(part)\n            each(row)"
    ]
  }
};

// src/rules/syntax/go/code-simplifier-helpers.ts
function functionKey2(fn) {
  const name = fn.childForFieldName("name")?.text;
  if (name === void 0) return void 0;
  const receiver = fn.childForFieldName("receiver")?.text.replace(/\s+/g, "") ?? "";
  return `${receiver}${name}`;
}

// src/rules/catalog/simplify/deep-nesting/go.ts
var NESTING_TYPES3 = /* @__PURE__ */ new Set(["if_statement", "for_statement", "expression_switch_statement", "type_switch_statement", "select_statement"]);
var NESTING_SYNTAX3 = {
  types: [...NESTING_TYPES3],
  nestsAt: (node, type, parent, parentType) => NESTING_TYPES3.has(type) && !(type === "if_statement" && parentType === "if_statement" && (parent?.childForFieldName("alternative")?.equals(node) ?? false)),
  endsChain: isFunctionType2,
  nameOf: functionKey2,
  enclosingFunction: enclosingFunction3,
  functionLabel: (fn) => {
    const name = fn?.childForFieldName("name")?.text;
    return name ? `\`${name}\`` : "an anonymous function";
  }
};
var implementation219 = {
  languages: ["go"],
  query: "[(if_statement) (for_statement) (expression_switch_statement) (type_switch_statement) (select_statement)] @target",
  check: ({ target, context }) => deepNestingHit(target, NESTING_SYNTAX3, context),
  examples: {
    match: [
      'func sync(items []Item) {\n	for _, item := range items {\n		if item.Enabled {\n			switch item.Kind {\n			case "a":\n				for item.Pending() {\n					if item.Retry {\n						retry(item)\n					}\n				}\n			}\n		}\n	}\n}'
    ],
    noMatch: [
      'func grade(score int) string {\n	if score > 90 {\n		return "A"\n	} else if score > 80 {\n		return "B"\n	} else if score > 70 {\n		return "C"\n	} else if score > 60 {\n		return "D"\n	} else if score > 50 {\n		return "E"\n	}\n	return "F"\n}'
    ]
  }
};

// src/rules/catalog/simplify/duplicated-block/rule.ts
var rule142 = {
  id: "simplify/duplicated-block",
  agent: "code-simplifier",
  dimension: "readability",
  severity: "info",
  confidence: 80,
  category: "duplication",
  recommendation: "Extract the shared lines into one function (or a loop over the differing values) and call it from both places.",
  documentation: {
    finds: "6 or more identical lines added twice in the change.",
    why: "A fix to one copy misses the other.",
    wrongWhen: "Reported as info; generated code and tables are common false alarms.",
    origin: "Copy-paste detectors (PMD CPD, jscpd)."
  }
};

// src/rules/catalog/simplify/duplicated-block/change.ts
var DUPLICATE_WINDOW = 6;
var MIN_WINDOW_CHARACTERS = 120;
var MIN_DISTINCT_LINES = 3;
var MAX_REPORTED_DUPLICATES = 20;
var TRIVIAL_LINE = /^([{}()[\];,]*|\/\/.*|#.*|\/?\*.*|"""|''')$/;
function addedRuns(file, intern) {
  const runs = [];
  for (const hunk of file.hunks) {
    let run = [];
    for (const diffLine of hunk.lines) {
      if (diffLine.kind !== "add" || diffLine.newLine === void 0) {
        if (diffLine.kind === "context" && run.length > 0) {
          runs.push(run);
          run = [];
        }
        continue;
      }
      const text = diffLine.content.trim().replace(/\s+/g, " ");
      if (!TRIVIAL_LINE.test(text)) run.push({ line: diffLine.newLine, id: intern(text), length: text.length });
    }
    if (run.length > 0) runs.push(run);
  }
  return runs;
}
function windowKey(run, start) {
  let key = String(run[start]?.id);
  for (let index = start + 1; index < start + DUPLICATE_WINDOW; index += 1) key += `,${run[index]?.id}`;
  return key;
}
function isSubstantial(run, start) {
  const end = start + DUPLICATE_WINDOW;
  let characters = 0;
  for (let index = start; index < end; index += 1) characters += run[index]?.length ?? 0;
  if (characters < MIN_WINDOW_CHARACTERS) return false;
  let distinct = 0;
  for (let index = start; index < end; index += 1) {
    const id = run[index]?.id;
    let seen = false;
    for (let earlier = start; earlier < index && !seen; earlier += 1) seen = run[earlier]?.id === id;
    if (!seen) distinct += 1;
  }
  return distinct >= MIN_DISTINCT_LINES;
}
function findDuplicates(files) {
  const ids = /* @__PURE__ */ new Map();
  const intern = (text) => {
    let id = ids.get(text);
    if (id === void 0) {
      id = ids.size;
      ids.set(text, id);
    }
    return id;
  };
  const firstSeen = /* @__PURE__ */ new Map();
  const hits = [];
  const code = files.filter((file) => file.status !== "deleted" && !file.binary && languageOf(file.path) && fileRoleOf(file.path) === "source");
  for (const file of code) {
    for (const run of addedRuns(file, intern)) {
      for (let start = 0; start + DUPLICATE_WINDOW <= run.length; start += 1) {
        const key = windowKey(run, start);
        const first = firstSeen.get(key);
        const line2 = run[start]?.line ?? 0;
        const endLine = run[start + DUPLICATE_WINDOW - 1]?.line ?? line2;
        if (!first) {
          if (isSubstantial(run, start)) firstSeen.set(key, { file: file.path, line: line2, endLine });
          continue;
        }
        if (first.file === file.path && first.endLine >= line2) continue;
        const where = first.file === file.path ? `lines ${first.line}\u2013${first.endLine}` : `\`${first.file}\` lines ${first.line}\u2013${first.endLine}`;
        hits.push({
          file: file.path,
          line: line2,
          description: `This block repeats ${where}, also added in this change: the logic now has to be kept in sync twice.`
        });
        if (hits.length >= MAX_REPORTED_DUPLICATES) return hits;
        while (start + DUPLICATE_WINDOW < run.length && firstSeen.has(windowKey(run, start + 1))) {
          start += 1;
        }
        start += DUPLICATE_WINDOW - 1;
      }
    }
  }
  return hits;
}
var implementation220 = {
  check: findDuplicates
};

// src/rules/catalog/simplify/long-function/rule.ts
var rule143 = {
  id: "simplify/long-function",
  agent: "code-simplifier",
  dimension: "readability",
  severity: "info",
  confidence: 70,
  category: "complexity",
  message: "{{name}} is {{lines}} lines long (over {{limit}}), not counting JSX markup and long nested functions.",
  recommendation: "Split it into well-named steps: extract the blocks that each do one thing into their own functions.",
  files: "source",
  documentation: {
    finds: "Functions over 80 lines, when the change wrote or grew them.",
    why: "Long functions do many things and are hard to review and test.",
    wrongWhen: "Reported as info; long nested functions, JSX markup and docstrings are not counted.",
    origin: "ESLint's `max-lines-per-function`."
  }
};

// src/rules/function-length.ts
var MAX_FUNCTION_LINES = 80;
var MIN_GROWTH_LINES = 30;
var TEXT_TYPES = /* @__PURE__ */ new Set(["string", "template_string", "raw_string_literal", "interpreted_string_literal", "concatenated_string"]);
function lineCount(node) {
  return node.endPosition.row - node.startPosition.row + 1;
}
function codeLines(fn, parts) {
  if (lineCount(fn) <= MAX_FUNCTION_LINES) return lineCount(fn);
  const rows = /* @__PURE__ */ new Set();
  const cursor = fn.walk();
  try {
    let entering = true;
    let atRoot = true;
    for (; ; ) {
      if (entering && countOrEnter(cursor, parts, rows, atRoot)) {
        atRoot = false;
        continue;
      }
      atRoot = false;
      if (cursor.gotoNextSibling()) {
        entering = true;
        continue;
      }
      if (!cursor.gotoParent()) break;
      entering = false;
    }
  } finally {
    cursor.delete();
  }
  return rows.size;
}
function countOrEnter(cursor, parts, rows, atRoot) {
  const type = cursor.nodeType;
  if (type.includes("comment")) return false;
  const text = TEXT_TYPES.has(type);
  const start = cursor.startPosition.row;
  const end = text ? start : cursor.endPosition.row;
  if (start === end && rows.has(start)) return false;
  const oneLine = text || start !== end && !atRoot && cursor.nodeIsNamed && isWholePart(cursor, type, end - start + 1, parts);
  if (oneLine || !cursor.gotoFirstChild()) {
    rows.add(start);
    return false;
  }
  return true;
}
function isWholePart(cursor, type, lines, parts) {
  return parts.isFunction(type) && lines > MAX_FUNCTION_LINES || (parts.isIgnored?.(type, () => cursor.currentNode) ?? false);
}
function mayBeLong(fn, lines) {
  const first = fn.startPosition.row;
  const last = fn.endPosition.row;
  if (last - first + 1 <= MAX_FUNCTION_LINES) return false;
  let withText = 0;
  for (let row = first; row <= last; row += 1) if (lines[row]?.trim()) withText += 1;
  return withText > MAX_FUNCTION_LINES || fn.hasError;
}
function confidenceFor(lines) {
  return Math.min(90, 70 + Math.round(40 * (lines - MAX_FUNCTION_LINES) / MAX_FUNCTION_LINES));
}
function longFunctionHit(fn, parts, context) {
  if (!mayBeLong(fn, context.lines)) return false;
  const lines = codeLines(fn, parts);
  if (lines <= MAX_FUNCTION_LINES) return false;
  const header = fn.startPosition.row + 1;
  const name = parts.ownName(fn);
  const details = { name: name ? `\`${name}\`` : parts.unnamed, lines: String(lines), limit: String(MAX_FUNCTION_LINES) };
  const earlier = counterpartBefore(fn, context, parts.nameOf);
  if (earlier === void 0) return context.isChanged(header) ? { line: header, details, confidence: confidenceFor(lines) } : false;
  const linesBefore = earlier === null ? 0 : codeLines(earlier, parts);
  if (linesBefore > MAX_FUNCTION_LINES && lines - linesBefore < MIN_GROWTH_LINES) return false;
  return { line: header, onConstruct: true, details, confidence: confidenceFor(lines) };
}

// src/rules/catalog/simplify/long-function/typescript.ts
var FUNCTION_PARTS = {
  isFunction: isFunctionType,
  isIgnored: (type) => type === "jsx_element" || type === "jsx_fragment",
  nameOf: functionName,
  ownName: functionName,
  unnamed: "This anonymous function"
};
var implementation221 = {
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

// src/rules/catalog/simplify/long-function/python.ts
function partsOf2(fn) {
  let docstring;
  return {
    isFunction: (type) => SCOPE_TYPES2.has(type) || type === "decorated_definition",
    isIgnored: (type, node) => {
      if (type !== "expression_statement") return false;
      docstring ??= { statement: docstringOf(fn)?.parent };
      return docstring.statement?.equals(node()) ?? false;
    },
    nameOf: functionKey,
    ownName: (node) => node.childForFieldName("name")?.text,
    unnamed: "This function"
  };
}
var implementation222 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "{{name}} is {{lines}} lines long (over {{limit}}), not counting its docstring and long nested functions."
  }),
  query: "(function_definition) @target",
  check: ({ target, context }) => longFunctionHit(target, partsOf2(target), context),
  examples: {
    match: [`def migrate(db):
${Array.from({ length: 85 }, (_, index) => `    db.step_${index}()`).join("\n")}`],
    noMatch: [
      `def migrate(db):
${Array.from({ length: 40 }, (_, index) => `    db.step_${index}()`).join("\n")}`,
      `def migrate(db):
    """
${Array.from({ length: 30 }, (_, index) => `    Step ${index} of the migration.`).join("\n")}
    """
${Array.from({ length: 60 }, (_, index) => `    db.step_${index}()`).join("\n")}`
    ]
  }
};

// src/rules/catalog/simplify/long-function/go.ts
var FUNCTION_PARTS2 = {
  isFunction: isFunctionType2,
  nameOf: functionKey2,
  ownName: (fn) => fn.childForFieldName("name")?.text,
  unnamed: "This function literal"
};
var implementation223 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "{{name}} is {{lines}} lines long (over {{limit}}), not counting long nested function literals."
  }),
  query: "[(function_declaration) (method_declaration) (func_literal)] @target",
  check: ({ target, context }) => longFunctionHit(target, FUNCTION_PARTS2, context),
  examples: {
    match: [`func migrate(db *DB) {
${Array.from({ length: 85 }, (_, index) => `	db.Step${index}()`).join("\n")}
}`],
    noMatch: [`func migrate(db *DB) {
${Array.from({ length: 40 }, (_, index) => `	db.Step${index}()`).join("\n")}
}`]
  }
};

// src/rules/catalog/simplify/nested-ternary/rule.ts
var rule144 = {
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

// src/rules/catalog/simplify/nested-ternary/typescript.ts
var TERNARY_SYNTAX = {
  type: "ternary_expression",
  branchesOf: (ternary) => ({ consequence: ternary.childForFieldName("consequence"), alternative: ternary.childForFieldName("alternative") }),
  isBranch: (ternary, child) => !ternary.childForFieldName("condition")?.equals(child),
  unwrapParentheses: unwrapParentheses2
};
var implementation224 = {
  languages: JS_FAMILY,
  query: "(ternary_expression) @target",
  check: checkNestedConditional(TERNARY_SYNTAX),
  examples: {
    match: ["const label = isAdmin ? (isOwner ? 'owner' : 'admin') : 'member';", "const size = n < 10 ? 'small' : n < 100 ? 'medium' : 'large';"],
    noMatch: ["const label = isAdmin ? 'admin' : 'member';", "const value = (ready ? a : b) ?? fallback;"]
  }
};

// src/rules/catalog/simplify/nested-ternary/python.ts
function branchesOf2(conditional) {
  const [consequence, , alternative] = conditional.namedChildren.filter((child) => child.type !== "comment");
  return { consequence, alternative };
}
function isBranch(conditional, child) {
  const { consequence, alternative } = branchesOf2(conditional);
  return (consequence?.equals(child) ?? false) || (alternative?.equals(child) ?? false);
}
var implementation225 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "Nested conditional expression `{{target}}` packs several decisions into one expression.",
    recommendation: "Use `if`/`elif`/`else` statements (or an early return), a dict lookup, or name the intermediate results."
  }),
  query: "(conditional_expression) @target",
  check: checkNestedConditional({ type: "conditional_expression", branchesOf: branchesOf2, isBranch, unwrapParentheses }),
  examples: {
    match: ['label = ("owner" if is_owner else "admin") if is_admin else "member"', 'size = "small" if n < 10 else "medium" if n < 100 else "large"'],
    noMatch: ['label = "admin" if is_admin else "member"', "value = (a if ready else b) or fallback"]
  }
};

// src/rules/catalog/simplify/index.ts
var RULE_TABLE4 = [
  [rule140, implementation214, implementation215, implementation216],
  [rule141, implementation217, implementation218, implementation219],
  [rule143, implementation221, implementation222, implementation223],
  [rule144, implementation224, implementation225]
];
var CHANGE_RULE_TABLE4 = [
  [rule142, implementation220]
];
var RULE_FOLDERS4 = RULE_TABLE4.map(([rule159, ...languages]) => ({ rule: rule159, languages }));
var CHANGE_RULE_FOLDERS4 = CHANGE_RULE_TABLE4.map(([rule159, change]) => ({ rule: rule159, change }));

// src/rules/catalog/test/benchmark-n-assigned/rule.ts
var rule145 = {
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
    if (!isFunction2(current)) continue;
    const parameter = current.childForFieldName("parameters")?.namedChildren.find((candidate) => candidate.childrenForFieldName("name").some((child) => child?.text === name));
    if (parameter) return parameter.childForFieldName("type")?.text.replace(/\s+/g, "") === "*testing.B";
  }
  return false;
}
var implementation226 = {
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

// src/rules/catalog/test/duplicate-test-name/rule.ts
var rule146 = {
  id: "test/duplicate-test-name",
  agent: "test-analyzer",
  dimension: "testing",
  severity: "medium",
  confidence: 90,
  category: "test-quality",
  message: "`{{name}}` is defined twice in this {{scope}} (lines {{first}} and {{second}}): the second replaces the first, so the test on line {{first}} never runs.",
  recommendation: "Give one of them another name; if the first is obsolete, delete it.",
  files: "test",
  documentation: {
    finds: "Two test functions or methods with the same name (`def test_\u2026`) directly in the same module or class.",
    why: "A `def` binds its name again, so only the last definition is left for pytest or unittest to collect: the first test is silently dropped, usually one copied and adapted whose name was not changed. The suite passes with a test fewer than it shows.",
    wrongWhen: "Never for tests. Definitions under `if`/`try` (one per platform or version) are not each other\u2019s duplicates and are left alone, as are names that do not start with `test` and modules a test runner does not collect by default (only `test_*.py`, `*_test.py` and `test*.py` are read: a formatter\u2019s or linter\u2019s test data holds such functions on purpose).",
    origin: "Pylint's E0102 `function-redefined` and Pyflakes' F811 (`redefinition of unused name`), narrowed to test functions, where a redefinition is always a lost test."
  }
};

// src/rules/catalog/test/duplicate-test-name/python.ts
function testDefinitions(block) {
  const byName = /* @__PURE__ */ new Map();
  for (const statement of block.namedChildren) {
    const definition = statement?.type === "decorated_definition" ? statement.childForFieldName("definition") : statement;
    const name = definition?.type === "function_definition" ? definition.childForFieldName("name")?.text : void 0;
    if (!definition || !name?.startsWith("test")) continue;
    byName.set(name, [...byName.get(name) ?? [], definition]);
  }
  return byName;
}
var COLLECTED_MODULE = /(^|\/)(test[^/]*|[^/]*_test)\.py$/;
var implementation227 = {
  languages: ["python"],
  query: `(module) @target
      (class_definition body: (block) @body) @target`,
  textGate: /def\s+test/,
  check: ({ target, captures, context }) => {
    if (!COLLECTED_MODULE.test(context.path)) return false;
    const block = captures.body ?? target;
    const hits = [];
    for (const [name, definitions] of testDefinitions(block)) {
      for (let index = 1; index < definitions.length; index++) {
        const [first, second] = [definitions[index - 1], definitions[index]].map((definition) => (definition?.startPosition.row ?? 0) + 1);
        if (first === void 0 || second === void 0 || !context.isChanged(first) && !context.isChanged(second)) continue;
        hits.push({
          line: context.isChanged(second) ? second : first,
          details: { name, scope: captures.body ? "class" : "module", first: String(first), second: String(second) }
        });
      }
    }
    return hits.length > 0 ? hits : false;
  },
  examples: {
    match: [
      'def test_parse_empty():\n    assert parse("") == []\n\ndef test_parse_empty():\n    assert parse(" ") == []',
      "class TestCache(unittest.TestCase):\n    def test_expiry(self):\n        self.assertTrue(True)\n\n    def test_expiry(self):\n        self.assertFalse(False)"
    ],
    noMatch: [
      'def test_parse_empty():\n    assert parse("") == []\n\ndef test_parse_blank():\n    assert parse(" ") == []',
      'if sys.platform == "win32":\n    def test_paths():\n        assert True\nelse:\n    def test_paths():\n        assert True',
      "def helper():\n    pass\n\ndef helper():\n    pass"
    ]
  }
};

// src/rules/catalog/test/fatal-in-goroutine/rule.ts
var rule147 = {
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
var implementation228 = {
  languages: ["go"],
  query: `(call_expression
  function: (selector_expression operand: (identifier) @receiver field: (field_identifier) @method)
  (#match? @method "^(Fatal|Fatalf|FailNow|Skip|Skipf|SkipNow)$")) @target`,
  textGate: /\bgo\s+(func\b|\w+\.(Fatal|FailNow|Skip))/,
  check: ({ target, captures }) => {
    const name = captures.receiver?.text ?? "";
    let inGoroutine = target.parent?.type === "go_statement";
    for (let node = target.parent; node; node = node.parent) {
      if (!isFunction2(node)) continue;
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

// src/rules/catalog/test/focused-test/rule.ts
var rule148 = {
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
  const path = dottedName2(member);
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
var implementation229 = {
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

// src/rules/catalog/test/missing-test-change/rule.ts
var rule149 = {
  id: "test/missing-test-change",
  agent: "test-analyzer",
  dimension: "testing",
  severity: "low",
  confidence: 70,
  category: "test-coverage",
  recommendation: "Add or update tests that exercise the changed behaviour, or say in the pull request why none are needed.",
  documentation: {
    finds: "Source files changed with no test file changed.",
    why: "Changed behaviour without a test is not known to work.",
    wrongWhen: "Refactors and documentation-only changes; say in the pull request why no test is needed.",
    origin: "Code-review checklists (Google's engineering practices)."
  }
};

// src/rules/catalog/test/missing-test-change/change.ts
var MIN_UNTESTED_ADDED_LINES = 10;
var MAX_LISTED_FILES = 10;
function codeOf(line2) {
  return line2.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""').replace(/(^|\s)(\/\/|#).*$/, "").replace(/^\s*(\/?\*+|\*\/).*$/, "").replace(/\s+/g, "");
}
function codeChanges(file) {
  let count2 = 0;
  let first;
  for (const hunk of file.hunks) {
    const deleted = /* @__PURE__ */ new Map();
    for (const line2 of hunk.lines) {
      if (line2.kind === "delete") deleted.set(codeOf(line2.content), (deleted.get(codeOf(line2.content)) ?? 0) + 1);
    }
    for (const line2 of hunk.lines) {
      if (line2.kind !== "add" || line2.newLine === void 0) continue;
      const code = codeOf(line2.content);
      const same2 = deleted.get(code) ?? 0;
      if (code === "" || same2 > 0) {
        if (same2 > 0) deleted.set(code, same2 - 1);
        continue;
      }
      count2 += 1;
      first ??= line2.newLine;
    }
  }
  return { count: count2, first };
}
var implementation230 = {
  check: (files) => {
    if (files.some((file) => fileRoleOf(file.path) === "test")) return [];
    const code = files.filter((file) => file.status !== "deleted" && !file.binary && languageOf(file.path) && fileRoleOf(file.path) === "source");
    const changes = code.map((file) => ({ file: file.path, ...codeChanges(file) }));
    const added = changes.reduce((sum, entry) => sum + entry.count, 0);
    const anchor = changes.map((entry) => ({ file: entry.file, line: entry.first })).find((entry) => entry.line);
    if (added < MIN_UNTESTED_ADDED_LINES || !anchor?.line) return [];
    const listed = code.slice(0, MAX_LISTED_FILES).map((file) => `\`${file.path}\``);
    const more = code.length > MAX_LISTED_FILES ? ` and ${code.length - MAX_LISTED_FILES} more` : "";
    return [
      {
        file: anchor.file,
        line: anchor.line,
        description: `Source code changed (${added} added lines of code) but no test file changed: ${listed.join(", ")}${more}.`
      }
    ];
  }
};

// src/rules/catalog/test/no-assertion/rule.ts
var rule150 = {
  id: "test/no-assertion",
  agent: "test-analyzer",
  dimension: "testing",
  severity: "medium",
  confidence: 80,
  category: "test-quality",
  message: 'Test "{{name}}" has no assertion: it passes whatever the code does.',
  recommendation: "Assert on the outcome (return value, state, calls made, or the error thrown).",
  files: "test",
  documentation: {
    finds: "Tests that cannot fail: no assertion, no `t.Error`.",
    why: "A test that passes whatever the code does gives false confidence.",
    wrongWhen: "A check it cannot see. It counts as checks: compile-time assertions (`expectTypeOf`, `Expect<Equal<\u2026>>`, tsd, `// @ts-expect-error`, `satisfies`, `const _x: T = \u2026`, ts-pattern `.exhaustive()`, type-test files and titles), calls that throw on bad input (`schema.parse`, `JSON.parse`, pydantic `model_validate`, `json.loads`), snapshot matchers, assertions received as parameters (`t`, `({ same, end })`, `*testing.T`), helpers the file defines or imports from a test-helper module, `pytest.raises` and `self.assert*`; test-runner fixtures (`*.fails.js`, `fixtures/`); Go tests that panic or `log.Fatal` on a wrong outcome; Go tests named for a race, concurrent or parallel access, a deadlock or a panic (the race detector or the panic is their check). Smoke tests, whose point is that nothing throws (pytest `test_*_does_not_raise`, `*_no_error`, `*_smoke`, a title such as `does not throw`), are 60, hidden; tests that check the work completes (Python tests that await, yield, or join the threads or processes they started: `.join()`, `.wait()`) and tests that end by repeating a call (checking that doing it twice is safe) are 70, hidden.",
    origin: "eslint-plugin-jest's `expect-expect`."
  }
};

// src/rules/catalog/test/no-assertion/typescript.ts
var ASSERTION_NAME = /^(expect|assert|should|verify|check|ensure|must)/i;
var ASSERTION_WORD = /expect|assert|should|verify|check|ensure|must/i;
var CHECKING_METHOD = /^(parse|parseAsync|validate|validateSync|exhaustive)$|snapshot/i;
var TYPE_TEST_TITLE = /\b(types?|typings?|type-level|type-only|typecheck(s|ed)?|inference|infers?|compiles?)\b/i;
var SMOKE_TEST_TITLE = /\b(does ?n[o']?t|do ?n[o']?t|never|without|no)\s+(throw|throwing|crash|crashing|fail|failing|error|errors|exception)s?\b|\bsmoke\b/i;
var TYPE_TEST_FILE = /\.test-d\.[cm]?tsx?$|(^|\/)(type-?tests?|types?-tests?|dtslint|test-d)\//;
var RUNNER_FIXTURE = /\.fail(s|ing)?\.[cm]?[jt]sx?$|(^|\/)(__)?fixtures?(__)?\//;
var HELPER_MODULE = /(^|[/.])(tests?|testing|helpers?|support|fixtures?|utils?|harness|__tests__|specs?)([/.-]|$)/;
function calleeNames(call) {
  const callee = call.childForFieldName("function");
  const method = callee?.type === "member_expression" ? callee.childForFieldName("property")?.text : void 0;
  return method === void 0 ? calleePath2(call) : [...calleePath2(call), method];
}
function callsAssertion(call) {
  return ASSERTION_WORD.test(call.childForFieldName("function")?.text ?? "") && calleeNames(call).some((name) => ASSERTION_NAME.test(name));
}
function callsHelper(call, helpers) {
  const names2 = calleeNames(call);
  return names2.length === 1 && helpers.has(names2[0] ?? "");
}
function someCallAsserts(text, calls, helpers) {
  if (ASSERTION_WORD.test(text) && calls().some(callsAssertion)) return true;
  const known = helpers();
  return [...known].some((name) => text.includes(name)) && calls().some((call) => callsHelper(call, known));
}
var assertingHelpers = perFile((context) => {
  const helpers = new Set(importedHelpers(context.root));
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
function importedHelpers(root) {
  return root.children.filter((statement) => statement.type === "import_statement" && HELPER_MODULE.test(statement.childForFieldName("source")?.text.slice(1, -1) ?? "")).flatMap((statement) => statement.descendantsOfType("identifier").map((identifier) => identifier.text));
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
  if (node?.startIndex !== index || node.type !== "identifier" && node.type !== "property_identifier") return void 0;
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
  const names2 = /* @__PURE__ */ new Set();
  const single = fn.childForFieldName("parameter");
  if (single) names2.add(single.text);
  for (const parameter of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    const pattern = parameter.childForFieldName("pattern") ?? parameter;
    if (pattern.type === "identifier") names2.add(pattern.text);
    if (pattern.type === "object_pattern" || pattern.type === "array_pattern") {
      for (const bound of pattern.descendantsOfType(["shorthand_property_identifier_pattern", "identifier"])) names2.add(bound.text);
    }
  }
  return names2;
}
var implementation231 = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: [(identifier) @callee (member_expression object: (identifier) @callee property: (property_identifier) @modifier)]
      arguments: (arguments . [(string) (template_string)] @name . [(arrow_function) (function_expression)] @callback)) @target`,
  check: ({ target, captures, context }) => {
    const { callee, modifier, callback, name } = captures;
    if (!callee || !callback || callee.text !== "it" && callee.text !== "test") return false;
    if (modifier && !["only", "concurrent", "serial"].includes(modifier.text)) return false;
    if (TYPE_TEST_FILE.test(context.path) || RUNNER_FIXTURE.test(context.path) || TYPE_TEST_TITLE.test(testTitle(target) ?? "")) return false;
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
      {
        before: "it('creates an order', async () => {\n  await createOrder({id: 1})\n});",
        after: 'it("creates an order", async () => {\n  await createOrder({ id: 1 });\n});'
      }
    ]
  }
};

// src/rules/syntax/python/test-analyzer-helpers.ts
function isTestFunction(fn) {
  if (!/^test/.test(fn.childForFieldName("name")?.text ?? "")) return false;
  if (!isMethod(fn)) return fn.parent?.type === "module" || fn.parent?.parent?.type === "module";
  let owner = fn.parent;
  while (owner && owner.type !== "class_definition") owner = owner.parent;
  const className = owner?.childForFieldName("name")?.text ?? "";
  const bases = owner?.childForFieldName("superclasses")?.text ?? "";
  return /^Test/.test(className) || /TestCase/.test(bases);
}

// src/rules/catalog/test/no-assertion/python.ts
var ASSERTION_CALL = /^(expect|verify|check|ensure|should|fail|must)|assert/i;
var ASSERTING_CONTEXTS = /^(pytest\.)?(raises|warns|deprecated_call)$|assertRaises|assertWarns|assertLogs/;
var CHECKING_CALL = /(^|\.)(model_validate|model_validate_json|validate_python|parse_obj|parse_raw|full_clean)$|^(json\.loads|jsonschema\.validate)$/;
var SELF_CHECKING_FIXTURES = /* @__PURE__ */ new Set(["benchmark", "snapshot", "snapshot_json", "data_regression", "file_regression", "num_regression"]);
var HELPER_MODULE2 = /(^|\.)(tests?|testing|helpers?|support|scenarios?|fixtures?|conftest|utils?)(\.|$)/;
var assertingHelpers2 = perFile((context) => {
  const names2 = /* @__PURE__ */ new Set();
  for (const line2 of context.lines) {
    const definition = /^\s*(?:async\s+)?def\s+(\w+)/.exec(line2);
    if (definition?.[1] && !/^test/.test(definition[1])) names2.add(definition[1]);
    const imported = /^\s*from\s+([\w.]+)\s+import\s+\(?([\w\s,]+)\)?/.exec(line2);
    if (imported?.[1] && imported[2] && HELPER_MODULE2.test(imported[1])) {
      for (const name of imported[2].split(","))
        names2.add(
          name.trim().split(/\s+as\s+/).at(-1) ?? ""
        );
    }
  }
  return names2;
});
function holdsAssertOrRaise(body) {
  for (const match of body.text.matchAll(/assert|raise/g)) {
    const start = body.startIndex + match.index;
    const type = body.namedDescendantForIndex(start, start + match[0].length)?.type;
    if (type === "assert_statement" || type === "raise_statement") return true;
  }
  return false;
}
function assertsSomething(fn, helpers) {
  const body = fn.childForFieldName("body");
  if (!body) return false;
  if (holdsAssertOrRaise(body)) return true;
  const assertingCall = body.descendantsOfType("call").some((call) => {
    const path = calleePath(call);
    const name = path.at(-1) ?? "";
    const dotted = path.join(".");
    return ASSERTION_CALL.test(name) || ASSERTING_CONTEXTS.test(dotted) || CHECKING_CALL.test(dotted) || helpers.has(name);
  });
  if (assertingCall) return true;
  const statements = body.namedChildren.filter(
    (child) => child.type !== "comment" && !(child.type === "expression_statement" && child.namedChildren[0]?.type === "string")
  );
  return statements.length > 0 && statements.every((child) => child.type === "import_statement" || child.type === "import_from_statement");
}
function awaitsWork(test) {
  return test.descendantsOfType(["await", "yield"]).some((node) => {
    let fn = node.parent;
    while (fn && fn.type !== "function_definition" && fn.type !== "lambda") fn = fn.parent;
    return fn?.id === test.id;
  });
}
var WAITING_METHODS = /* @__PURE__ */ new Set(["join", "join_all", "wait"]);
function waitsForWork(test) {
  return test.descendantsOfType("call").some((call) => {
    const callee = call.childForFieldName("function");
    const method = callee?.type === "attribute" ? callee.childForFieldName("attribute")?.text : void 0;
    const positional = (call.childForFieldName("arguments")?.namedChildren ?? []).filter((argument) => argument.type !== "keyword_argument");
    return method !== void 0 && WAITING_METHODS.has(method) && positional.length === 0;
  });
}
function repeatsLastCall(test) {
  const statements = (test.childForFieldName("body")?.namedChildren ?? []).filter((child) => child.type !== "comment");
  const [previous, last] = statements.slice(-2);
  return last?.type === "expression_statement" && last.namedChildren[0]?.type === "call" && previous?.text === last.text;
}
function isPlaceholder2(fn) {
  const body = fn.childForFieldName("body");
  return (body?.namedChildren ?? []).every(
    (child) => child.type === "comment" || child.type === "pass_statement" || child.type === "expression_statement" && ["string", "ellipsis"].includes(child.namedChildren[0]?.type ?? "")
  );
}
var SMOKE_TEST_NOTE = /(#|"""|''').*\b(raise|raises|crash|crashes|fail|fails|error|errors|exception)\b/i;
var SMOKE_TEST_NAME = /(?:does_?not|doesnt|dont|do_not|never|no|without)_(?:raise|crash|fail|error|exception|warn)|(^|_)smoke(_|$)/i;
var implementation232 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "Test `{{name}}` has no assertion: it passes whatever the code does, unless it raises.",
    recommendation: "Assert on the outcome (`assert result == expected`, `pytest.raises(...)`, `mock.assert_called_once_with(...)`)."
  }),
  query: '(function_definition name: (identifier) @name (#match? @name "^test")) @target',
  check: ({ target, context }) => {
    if (!isTestFunction(target)) return false;
    const helpers = assertingHelpers2(context);
    if (assertsSomething(target, helpers)) return false;
    if (parametersOf(target).some((parameter) => SELF_CHECKING_FIXTURES.has(parameter.name))) return false;
    const earlier = counterpartBefore(target, context, (fn) => fn.childForFieldName("name")?.text);
    if (earlier && !assertsSomething(earlier, helpers)) return false;
    const smokeTest = SMOKE_TEST_NOTE.test(target.childForFieldName("body")?.text ?? "") || SMOKE_TEST_NAME.test(target.childForFieldName("name")?.text ?? "") ? { confidence: 60 } : awaitsWork(target) || waitsForWork(target) || repeatsLastCall(target) || isPlaceholder2(target) ? { confidence: 70 } : {};
    if (earlier) return { line: target.startPosition.row + 1, onConstruct: true, confidence: 70, ...smokeTest };
    return context.isChanged(target.startPosition.row + 1) && smokeTest;
  },
  examples: {
    match: [
      'def test_creates_order(client):\n    client.post("/orders", json={"id": 1})',
      'def test_signup_form():\n    form = SignupForm(data={"email": "a@b.c"})\n    form.validate()',
      'class TestCart:\n    def test_adds_item(self):\n        cart = Cart()\n        cart.add(Item("book"))',
      "def test_pending():\n    pass"
    ],
    noMatch: [
      'def test_creates_order(client):\n    response = client.post("/orders", json={"id": 1})\n    assert response.status_code == 201',
      "def test_rejects_negative():\n    with pytest.raises(ValueError):\n        withdraw(-1)",
      "class CartTest(unittest.TestCase):\n    def test_total(self):\n        self.assertEqual(Cart().total(), 0)",
      "def test_notifies(mailer):\n    notify(user)\n    mailer.send.assert_called_once()",
      "def check_total(cart, expected):\n    assert cart.total() == expected\n\ndef test_total():\n    check_total(Cart(), 0)",
      "def test_parse_speed(benchmark):\n    benchmark(parse, SAMPLE)",
      'from tests.scenarios import run_scenario\n\ndef test_checkout():\n    run_scenario("checkout.yaml")',
      'def test_settings_schema():\n    Settings.model_validate({"port": 8080})',
      "def test_report_is_json():\n    json.loads(render_report())"
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
  if (gomega && body.descendantsOfType("call_expression").some((call) => GOMEGA.has(calleePath3(call).at(-1) ?? ""))) return "asserts";
  if (/panic|Fatal|Panic/.test(text) && body.descendantsOfType("call_expression").some((call) => FAILING_CALL.test(calleePath3(call).join("."))))
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
var implementation233 = {
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

// src/rules/catalog/test/skipped-test/rule.ts
var rule151 = {
  id: "test/skipped-test",
  agent: "test-analyzer",
  dimension: "testing",
  severity: "medium",
  confidence: 80,
  category: "test-quality",
  message: "Skipped test {{name}} will not run in CI.",
  recommendation: "Fix the test and re-enable it, or delete it; if it must stay skipped, link the issue that tracks it.",
  files: "test",
  documentation: {
    finds: "`.skip`, `@pytest.mark.skip`, unconditional `t.Skip` added to a test that ran.",
    why: "A skipped test does not run in CI: what it covered is no longer checked.",
    wrongWhen: "A test written already skipped is info. Skips on a condition are deliberate and left alone: `test.skip(cond, reason)`, `(cond ? it.skip : it)`, `it.skip` inside an `if` (a runtime version, a platform), `it.skipIf(cond)`, `pytest.mark.skipif`, `t.Skip` behind a check.",
    origin: "eslint-plugin-jest's `no-disabled-tests`."
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
var implementation234 = {
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

// src/rules/catalog/test/skipped-test/python.ts
function isUnconditionalSkip(decorator) {
  const expression = decorator.type === "call" ? decorator.childForFieldName("function") : decorator;
  const path = expression ? dottedName(expression).join(".") : "";
  return path === "pytest.mark.skip" || path === "unittest.skip" || path === "skip";
}
var implementation235 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "Skipped test `{{name}}` ({{decorator}}) will not run in CI."
  }),
  query: "(decorated_definition (decorator) @decorator definition: [(function_definition) (class_definition)] @definition) @target",
  check: ({ captures, context }) => {
    const { decorator, definition } = captures;
    const expression = decorator?.namedChildren[0];
    if (!decorator || !definition || !expression || !isUnconditionalSkip(expression)) return false;
    const earlier = counterpartBefore(definition, context, (candidate) => candidate.childForFieldName("name")?.text);
    const earlierDecorators = earlier?.parent?.type === "decorated_definition" ? earlier.parent.namedChildren.filter((child) => child.type === "decorator") : [];
    if (earlierDecorators.some((earlierDecorator) => isUnconditionalSkip(earlierDecorator.namedChildren[0] ?? earlierDecorator))) return false;
    const details = { name: definition.childForFieldName("name")?.text ?? "?", decorator: excerpt(decorator.text, 50) };
    return { line: decorator.startPosition.row + 1, details, ...earlier === null ? { severity: "info" } : {} };
  },
  examples: {
    match: [
      '@pytest.mark.skip(reason="flaky")\ndef test_refund():\n    assert refund() == 0',
      '@unittest.skip("broken on CI")\ndef test_upload(self):\n    self.assertTrue(upload())'
    ],
    noMatch: [
      '@pytest.mark.skipif(sys.platform == "win32", reason="posix only")\ndef test_symlink():\n    assert link()',
      '@pytest.mark.parametrize("n", [1, 2])\ndef test_double(n):\n    assert double(n) == 2 * n'
    ]
  }
};

// src/rules/catalog/test/skipped-test/go.ts
function isTopLevelSkip(statement, fn, t) {
  const block = statement.parent?.type === "statement_list" ? statement.parent.parent : statement.parent;
  const call = statement.namedChildren[0];
  return call?.type === "call_expression" && /^Skip(f|Now)?$/.test(calleePath3(call)[1] ?? "") && calleePath3(call)[0] === t && (block?.equals(fn.childForFieldName("body") ?? block) ?? false);
}
var implementation236 = {
  languages: ["go"],
  overrides: ownWording("go", {
    message: "Test `{{name}}` is skipped unconditionally (`{{target}}`) and will not run in CI."
  }),
  query: '(expression_statement (call_expression function: (selector_expression field: (field_identifier) @method) (#match? @method "^Skip(f|Now)?$"))) @target',
  check: ({ target, context }) => {
    const fn = enclosingFunction3(target);
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

// src/rules/catalog/test/sleep-in-test/rule.ts
var rule152 = {
  id: "test/sleep-in-test",
  agent: "test-analyzer",
  dimension: "testing",
  severity: "info",
  confidence: 85,
  category: "test-quality",
  message: "The test sleeps for `{{duration}}` (`{{target}}`): slow on fast machines, flaky on slow ones.",
  recommendation: "Wait for the condition itself (await the promise or event, poll with a timeout, `waitFor`/`expect.poll`), or use fake timers to move the clock.",
  files: "test",
  documentation: {
    finds: "Fixed sleeps in tests.",
    why: "Slow on fast machines, flaky on slow ones.",
    wrongWhen: "Reported as info.",
    origin: "The flaky-test studies of Luo et al. (async wait is the top cause)."
  }
};

// src/rules/catalog/test/sleep-in-test/typescript.ts
var FAKE_TIMERS = /useFakeTimers|advanceTimers|runAllTimers|runOnlyPendingTimers|installClock|clock\.tick/;
var usesFakeTimers = perFile((context) => context.lines.some((line2) => FAKE_TIMERS.test(line2)));
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
  const path = call?.type === "call_expression" ? calleePath2(call) : [];
  return path[0] === "it" || path[0] === "test";
}
function inTestBody(call) {
  let fn = enclosingFunction2(call);
  if (fn && insidePromiseExecutor(call)) fn = enclosingFunction2(fn);
  return fn !== void 0 && isTestCallback(fn);
}
function pollsInLoop(call) {
  for (let node = call.parent; node && !isFunction(node); node = node.parent) {
    if (["while_statement", "for_statement", "for_in_statement", "do_statement"].includes(node.type)) return true;
  }
  return false;
}
var implementation237 = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: [(identifier) (member_expression)] @callee
      (#match? @callee "(^|\\\\.)(setTimeout|sleep|delay|wait|waitForTimeout|pause)$")) @target`,
  // Every callee the predicate admits ends in one of these (`waitForTimeout` contains `wait`).
  textGate: /setTimeout|sleep|delay|wait|pause/,
  check: ({ target, captures, context }) => {
    const path = captures.callee ? dottedName2(captures.callee) : [];
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

// src/rules/catalog/test/sleep-in-test/python.ts
var SLEEP_CALLS = /* @__PURE__ */ new Set(["time.sleep", "sleep", "asyncio.sleep", "trio.sleep", "anyio.sleep", "gevent.sleep"]);
var FAKE_CLOCK = /freezegun|freeze_time|time_machine|patch\(\s*["'](time\.sleep|asyncio\.sleep)|setattr\(\s*time\s*,\s*["']sleep/;
var usesFakeClock = perFile((context) => context.lines.some((line2) => FAKE_CLOCK.test(line2)));
function pollsInLoop2(call) {
  for (let node = call.parent; node && node.type !== "function_definition"; node = node.parent) {
    if (node.type === "while_statement" || node.type === "for_statement") return true;
  }
  return false;
}
var implementation238 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "The test sleeps (`{{target}}`): slow on fast machines, flaky on slow ones.",
    recommendation: "Wait for the condition itself (poll with a timeout, join the thread, await the event), or control time with `freezegun`/`time-machine` or an injected clock."
  }),
  query: '(call function: [(identifier) (attribute)] @callee arguments: (argument_list . (_) @duration) (#match? @callee "sleep$")) @target',
  // The query requires a callee whose text ends in `sleep`.
  textGate: /sleep/,
  check: ({ target, captures, context }) => {
    const { callee, duration } = captures;
    if (!callee || !duration || !SLEEP_CALLS.has(dottedName(callee).join("."))) return false;
    if (/^0(\.0*)?$/.test(duration.text) || usesFakeClock(context)) return false;
    let fn = target.parent;
    while (fn && fn.type !== "function_definition" && fn.type !== "lambda") fn = fn.parent;
    if (fn?.type !== "function_definition" || !isTestFunction(fn)) return false;
    return { details: { target: excerpt(target.text, 40) }, ...pollsInLoop2(target) ? { confidence: 60 } : {} };
  },
  examples: {
    match: [
      'def test_expires(cache):\n    cache.set("k", 1, ttl=1)\n    time.sleep(2)\n    assert cache.get("k") is None',
      "async def test_retries():\n    start()\n    await asyncio.sleep(0.5)\n    assert calls == 2"
    ],
    noMatch: [
      "async def test_yields():\n    await asyncio.sleep(0)\n    assert done",
      'def test_timeout(server):\n    def slow_handler(request):\n        time.sleep(2)\n        return Response()\n    server.route("/", slow_handler)\n    with pytest.raises(Timeout):\n        fetch(server.url)',
      "def wait_a_bit():\n    time.sleep(1)",
      '@freeze_time("2024-01-01")\ndef test_expires(cache):\n    time.sleep(2)\n    assert cache.get("k") is None'
    ]
  }
};

// src/rules/catalog/test/sleep-in-test/go.ts
var implementation239 = {
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
    const fn = enclosingFunction3(target);
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

// src/rules/catalog/test/index.ts
var RULE_TABLE5 = [
  [rule145, implementation226],
  [rule146, implementation227],
  [rule147, implementation228],
  [rule148, implementation229],
  [rule150, implementation231, implementation232, implementation233],
  [rule151, implementation234, implementation235, implementation236],
  [rule152, implementation237, implementation238, implementation239]
];
var CHANGE_RULE_TABLE5 = [
  [rule149, implementation230]
];
var RULE_FOLDERS5 = RULE_TABLE5.map(([rule159, ...languages]) => ({ rule: rule159, languages }));
var CHANGE_RULE_FOLDERS5 = CHANGE_RULE_TABLE5.map(([rule159, change]) => ({ rule: rule159, change }));

// src/rules/catalog/type-design/double-cast/rule.ts
var rule153 = {
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
var implementation240 = {
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
var rule154 = {
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
var implementation241 = {
  languages: TYPESCRIPT_FAMILY,
  query: '((predefined_type) @target (#eq? @target "any"))',
  textGate: /any/,
  check: ({ target, context }) => {
    const line2 = target.startPosition.row;
    const acknowledged = [context.lines[line2], context.lines[line2 - 1]].some((text) => text?.includes("no-explicit-any"));
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

// src/rules/catalog/type-design/missing-annotations/rule.ts
var rule155 = {
  id: "type-design/missing-annotations",
  agent: "type-design-analyzer",
  dimension: "correctness",
  severity: "info",
  confidence: 80,
  category: "type-safety",
  message: "`{{name}}` leaves {{missing}} unannotated, in a module where {{typed}} of the {{others}} other functions are fully annotated.",
  recommendation: "Annotate the parameters and the return type, so the type checker covers this function like the rest of the module.",
  files: "source",
  documentation: {
    finds: "An unannotated function in an otherwise typed Python module.",
    why: "The type checker cannot check its callers.",
    wrongWhen: "Modules marked `# type: ignore`; reported as info.",
    origin: "mypy's `disallow_untyped_defs`."
  }
};

// src/rules/catalog/type-design/missing-annotations/python.ts
var MIN_OTHER_FUNCTIONS = 3;
var TYPED_SHARE = 0.75;
function isModuleOrClassLevel(fn) {
  const container = fn.parent?.type === "decorated_definition" ? fn.parent.parent : fn.parent;
  return container?.type === "module" || isMethod(fn);
}
function annotatable(fn) {
  const parameters = parametersOf(fn);
  return isMethod(fn) && parameters[0] && /^(self|cls|mcs|metacls)$/.test(parameters[0].name) ? parameters.slice(1) : parameters;
}
function missingAnnotations(fn) {
  const missing = annotatable(fn).filter((parameter) => !parameter.annotated).map((parameter) => `\`${parameter.kind === "args" ? "*" : parameter.kind === "kwargs" ? "**" : ""}${parameter.name}\``);
  const name = fn.childForFieldName("name")?.text;
  const exemptReturn = name === "__init__" && missing.length === 0 && annotatable(fn).length > 0;
  if (!fn.childForFieldName("return_type") && !exemptReturn) missing.push("the return type");
  return missing;
}
var annotationCounts = perFile((context) => {
  const functions = context.root.descendantsOfType("function_definition").filter(isModuleOrClassLevel);
  return { functions: functions.length, typed: functions.filter((fn) => missingAnnotations(fn).length === 0).length };
});
var implementation242 = {
  languages: ["python"],
  query: "(function_definition) @target",
  check: ({ target, context }) => {
    if (!context.isChanged(target.startPosition.row + 1) || !isModuleOrClassLevel(target)) return false;
    const missing = missingAnnotations(target);
    if (missing.length === 0 || /#\s*type:\s*ignore/.test(context.lines[target.startPosition.row] ?? "")) return false;
    const file = annotationCounts(context);
    const others = file.functions - 1;
    if (others < MIN_OTHER_FUNCTIONS || file.typed < others * TYPED_SHARE) return false;
    return {
      details: { name: target.childForFieldName("name")?.text ?? "?", missing: missing.join(", "), typed: String(file.typed), others: String(others) }
    };
  },
  examples: {
    match: [
      "def load(path: str) -> dict:\n    return {}\n\ndef save(path: str, data: dict) -> None:\n    pass\n\ndef remove(path: str) -> bool:\n    return True\n\ndef rename(old, new):\n    return move(old, new)"
    ],
    noMatch: [
      "def load(path):\n    return {}\n\ndef save(path, data):\n    pass\n\ndef remove(path) -> bool:\n    return True\n\ndef rename(old, new):\n    return move(old, new)",
      'class Store:\n    def __init__(self, root: str):\n        self.root = root\n\n    def load(self, key: str) -> bytes:\n        return b""\n\n    def save(self, key: str, data: bytes) -> None:\n        pass\n\n    def drop(self, key: str) -> None:\n        pass',
      "def rename(old, new):\n    return move(old, new)",
      "def load(path: str) -> dict:\n    return {}\n\ndef save(path: str, data: dict) -> None:\n    pass\n\ndef remove(path: str) -> bool:\n    return True\n\ndef wrap(f):  # type: ignore[no-untyped-def]\n    return f"
    ]
  }
};

// src/rules/catalog/type-design/mutable-export/rule.ts
var rule156 = {
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
    if (!isMutatedObject(identifier) || !enclosingFunction2(identifier)) continue;
    const places = mutations.get(identifier.text);
    if (places) places.push(identifier);
    else mutations.set(identifier.text, [identifier]);
  }
  return mutations;
}
var mutationsInFunctions = perFile((context) => mutationsIn(context.root));
var mutableExportsBefore = perFile((context) => {
  const names2 = /* @__PURE__ */ new Set();
  const before = context.before();
  if (!before) return names2;
  const mutated = mutationsIn(before.root);
  for (const statement of before.root.descendantsOfType("export_statement")) {
    const declaration = statement.childForFieldName("declaration");
    if (declaration?.type !== "lexical_declaration" && declaration?.type !== "variable_declaration") continue;
    const constant = declaration.childForFieldName("kind")?.text === "const";
    for (const declarator of declaration.namedChildren.filter((child) => child.type === "variable_declarator")) {
      const name = declarator.childForFieldName("name")?.text;
      if (name && (!constant || mutated.has(name))) names2.add(name);
    }
  }
  return names2;
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
var implementation243 = {
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
      const line2 = changedLineOf(context, name, ...mutations);
      if (first && context.isChanged(line2)) {
        return {
          line: line2,
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
var rule157 = {
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
function caseValues2(body) {
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
var implementation244 = {
  languages: TYPESCRIPT_FAMILY,
  query: "(switch_statement value: (parenthesized_expression (_) @subject) body: (switch_body) @body) @target",
  textGate: /switch/,
  check: ({ captures, context }) => {
    const { subject, body } = captures;
    if (!subject || !body || body.namedChildren.some((clause) => clause.type === "switch_default")) return false;
    const labels = caseValues2(body);
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
var rule158 = {
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
var implementation245 = {
  languages: TYPESCRIPT_FAMILY,
  query: "(non_null_expression) @target",
  check: ({ target }) => {
    for (let child = target, parent = target.parent; parent; child = parent, parent = parent.parent) {
      if (!chainInner(parent)?.equals(child)) break;
      if (parent.type === "non_null_expression") return false;
    }
    let count2 = 0;
    for (let node = target; node; node = chainInner(node)) {
      if (node.type === "non_null_expression") count2 += 1;
    }
    return count2 >= 2 ? { details: { count: String(count2) } } : false;
  },
  examples: {
    match: ["const name = session!.user!.name;", "const port = config.servers![0]!.port;"],
    noMatch: ["const name = session!.user.name;", 'const name = session?.user?.name ?? "anonymous";']
  }
};

// src/rules/catalog/type-design/index.ts
var RULE_TABLE6 = [
  [rule153, implementation240],
  [rule154, implementation241],
  [rule155, implementation242],
  [rule156, implementation243],
  [rule157, implementation244],
  [rule158, implementation245]
];
var CHANGE_RULE_TABLE6 = [];
var RULE_FOLDERS6 = RULE_TABLE6.map(([rule159, ...languages]) => ({ rule: rule159, languages }));
var CHANGE_RULE_FOLDERS6 = CHANGE_RULE_TABLE6.map(([rule159, change]) => ({ rule: rule159, change }));

// src/rules/catalog/index.ts
var RULE_FOLDERS7 = [...RULE_FOLDERS, ...RULE_FOLDERS2, ...RULE_FOLDERS3, ...RULE_FOLDERS4, ...RULE_FOLDERS5, ...RULE_FOLDERS6];
var CHANGE_RULE_FOLDERS7 = [...CHANGE_RULE_FOLDERS, ...CHANGE_RULE_FOLDERS2, ...CHANGE_RULE_FOLDERS3, ...CHANGE_RULE_FOLDERS4, ...CHANGE_RULE_FOLDERS5, ...CHANGE_RULE_FOLDERS6];

// src/rules/flatten-rule-folders.ts
function flattenRuleFolders(folders) {
  return folders.flatMap(
    ({ rule: rule159, languages }) => languages.map(({ overrides, ...language }) => {
      const { documentation: _documentation, ...shared } = rule159;
      const { reason: _reason, ...values } = overrides ?? { reason: "" };
      return { ...shared, ...values, ...language };
    })
  );
}
function flattenChangeRuleFolders(folders) {
  return folders.map(({ rule: rule159, change }) => {
    const { documentation: _documentation, ...basics } = rule159;
    return { ...basics, check: (files) => change.check(files) };
  });
}

// src/rules/rule-registry.ts
var RULES = flattenRuleFolders(RULE_FOLDERS7);
var CHANGE_RULES = flattenChangeRuleFolders(CHANGE_RULE_FOLDERS7);
var RULE_IDS = new Set([...RULES, ...CHANGE_RULES].map((rule159) => rule159.id));
function selectRules(rules, selection = {}) {
  const disabled = new Set(selection.disabledRules ?? []);
  return rules.filter((rule159) => !disabled.has(rule159.id) && (selection.agents === void 0 || selection.agents.includes(rule159.agent)));
}
function languagesWithRules(selection = {}) {
  return new Set(selectRules(RULES, selection).flatMap((rule159) => rule159.languages));
}
function findRule(id, language) {
  return RULES.find((rule159) => rule159.id === id && rule159.languages.includes(language));
}

export {
  JS_FAMILY,
  languageOf,
  excerpt,
  fileRoleOf,
  isTestFile,
  javascriptName,
  pythonName,
  javascriptStringValue,
  pythonStringValue,
  TOKEN_SHAPE_GATE,
  leakedCredentialHits,
  goDirectiveOf,
  goModCandidates,
  sensitiveAreaOf,
  RULES,
  CHANGE_RULES,
  RULE_IDS,
  selectRules,
  languagesWithRules,
  findRule
};
