import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  countMismatchHit,
  ownWording,
  rule as rule55,
  rule2 as rule56,
  rule3 as rule57,
  rule4 as rule58
} from "./chunk-YSC2LKTW.js";
import {
  bareComparisonHit,
  changedThroughSlot,
  checkNestedConditional,
  missingGroup,
  rule as rule2,
  rule10 as rule32,
  rule11 as rule40,
  rule12 as rule42,
  rule13 as rule43,
  rule14 as rule45,
  rule15 as rule49,
  rule2 as rule6,
  rule3 as rule8,
  rule4 as rule11,
  rule5 as rule12,
  rule6 as rule13,
  rule7 as rule21,
  rule8 as rule28,
  rule9 as rule29,
  staleParameterHit
} from "./chunk-UM4DJD7T.js";
import {
  pythonName,
  pythonStringValue
} from "./chunk-TT3TJ7IW.js";
import {
  CREDENTIAL_CHECK,
  DECIMAL_GATE,
  HOST_GATE,
  MIXED_RANGE_GATE,
  NEVER_RETURNS_NAME,
  ORDERING,
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
  fallbackConfidence,
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
  promisedFallback,
  regexImplementation,
  removalHit,
  repeatedStore,
  rule,
  rule10 as rule16,
  rule11 as rule17,
  rule12 as rule18,
  rule13 as rule19,
  rule14 as rule20,
  rule15 as rule22,
  rule16 as rule23,
  rule17 as rule24,
  rule18 as rule25,
  rule19 as rule26,
  rule2 as rule3,
  rule20 as rule27,
  rule21 as rule30,
  rule22 as rule31,
  rule23 as rule33,
  rule24 as rule34,
  rule25 as rule35,
  rule26 as rule36,
  rule27 as rule37,
  rule28 as rule38,
  rule29 as rule39,
  rule3 as rule4,
  rule30 as rule41,
  rule31 as rule44,
  rule32 as rule46,
  rule33 as rule47,
  rule34 as rule48,
  rule35 as rule50,
  rule36 as rule51,
  rule37 as rule52,
  rule4 as rule5,
  rule5 as rule7,
  rule6 as rule9,
  rule7 as rule10,
  rule8 as rule14,
  rule9 as rule15,
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
  duplicateHits,
  rule as rule53,
  rule2 as rule54,
  sameNodeBefore
} from "./chunk-WALAJJI3.js";
import {
  ScopeBindings,
  walkInScopes
} from "./chunk-V3KMSZYM.js";
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

// src/rules/catalog/comment/commented-out-code/python.ts
var DIRECTIVE = /^(type:|noqa|pylint:|mypy:|pyright:|ruff:|fmt:|isort:|pragma|nosec|sextant-ignore|-\*-|!|coding[:=]|region\b|endregion\b)/i;
var CODE_SHAPE = /[)\]:]$|^(import|from|return|if|for|while|def|class|raise|del|with|yield|assert|await)\b|^[\w.[\]]+\s*(=|\+=|-=)\s*\S/;
var CODE_STATEMENTS = {
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
function commentedCode(comment, context) {
  const body = comment.text.replace(/^#+/, "").trim();
  if (/^[\w\s,]*$/.test(body) || /\w\.\s/.test(body) || DIRECTIVE.test(body) || !CODE_SHAPE.test(body)) return void 0;
  const source = body.endsWith(":") ? `${body}
    pass` : body;
  return context.parseSnippet(source, (root) => statementsAreCode(root, root.namedChildren, CODE_STATEMENTS)) ? body : void 0;
}
var implementation = {
  languages: ["python"],
  query: "(comment) @target",
  check: checkCommentedCode(commentedCode),
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
function indentOf(line) {
  return /^\s*/.exec(line)?.[0].length ?? 0;
}
function docstringParameters(docstring) {
  const lines = docstring.text.split("\n");
  const firstLine = docstring.startPosition.row + 1;
  const documented = [];
  const add = (name, index) => {
    if (name) documented.push({ name, line: firstLine + index });
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    for (const sphinx of line.matchAll(new RegExp(SPHINX_ENTRY, "g"))) add(sphinx[1], index);
    const google = GOOGLE_SECTION.exec(line);
    const numpy = NUMPY_SECTION.exec(line);
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
var implementation2 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "The docstring of `{{function}}` documents {{names}}, which the function does not take (it takes {{actual}}).",
    recommendation: "Update the parameter section to the current parameter names, or remove the entries that no longer exist."
  }),
  query: "(function_definition) @target",
  check: ({ target, context }) => {
    const docstring = docstringOf(target);
    const documented = docstring ? docstringParameters(docstring) : [];
    const parameterList2 = documented.length > 0 ? target.childForFieldName("parameters") : null;
    if (!parameterList2) return false;
    const parameters = parametersOf(target);
    if (parameters.some((parameter) => parameter.kind === "kwargs")) return false;
    const names2 = parameters.map((parameter) => parameter.name);
    const name = target.childForFieldName("name")?.text ?? "this function";
    return staleParameterHit(documented, names2, parameterList2, name, context);
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

// src/rules/catalog/comment/todo-without-issue/python.ts
var implementation3 = {
  languages: ["python"],
  query: "(comment) @target",
  textGate: TODO_GATE,
  check: checkTodoNote,
  examples: {
    match: ["# TODO: handle the retry case", "limit = 10  # HACK until the API paginates"],
    noMatch: ["# TODO(#482): handle the retry case", "# FIXME(@sam): validate the merged config", "# phone format XXX-XXX-XXXX"]
  }
};

// src/rules/catalog/review/always-true-inequality/python.ts
var LITERALS = /* @__PURE__ */ new Set(["integer", "float", "string", "true", "false", "none"]);
function readComparison(node, operator) {
  if (node.type !== "comparison_operator") return void 0;
  const operators = node.childrenForFieldName("operators");
  const sides = node.namedChildren;
  if (operators.length !== 1 || operators[0]?.text !== operator || sides.length !== 2) return void 0;
  return comparisonOf(
    sides,
    (side) => LITERALS.has(side.type) && !(side.type === "string" && side.namedChildren.some((child) => child?.type === "interpolation")),
    dottedName,
    (literal) => literal.type === "string" ? `"${stringFragments(literal)}"` : literal.text
  );
}
var SYNTAX = {
  chainType: "boolean_operator",
  orOperator: "or",
  booleans: ["True", "False"],
  readComparison: (operand, underOr) => readComparison(operand, underOr ? "!=" : "==")
};
var implementation4 = {
  languages: ["python"],
  overrides: {
    recommendation: 'Use the other operator: `x != a and x != b` (or `x not in (a, b)`) for "neither", `x in (a, b)` for "either".',
    reason: "Python's boolean operators are the words `or` and `and`."
  },
  query: '(boolean_operator operator: ["or" "and"] @operator) @target',
  textGate: /[!=]=/,
  check: ({ target, captures }) => checkChain(target, captures.operator?.text ?? "", SYNTAX),
  examples: {
    match: ['if method != "GET" or method != "HEAD":\n    return', "if self.state == 1 and self.state == 2:\n    pass"],
    noMatch: ['if method != "GET" and method != "HEAD":\n    return', "if a != 1 or b != 2:\n    pass", 'if method == "GET" or method == "HEAD":\n    pass']
  }
};

// src/rules/syntax/python/regex-literals.ts
var QUERY = `((call
  function: (attribute object: (identifier) @module attribute: (identifier) @function)
  arguments: (argument_list . (string) @pattern)) @target
  (#eq? @module "re")
  (#any-of? @function "compile" "match" "search" "fullmatch" "sub" "subn" "split" "findall" "finditer"))
((assignment
  left: [(identifier) (attribute attribute: (identifier))] @name
  right: (string) @pattern) @target
  (#match? @name "([rR][eE][gG][eE][xX][pP]?|(^|[._])(re|RE)(_[a-zA-Z]+)?)$"))`;
function read(captures) {
  const node = captures.pattern;
  const body = node && plainStringText(node);
  if (!node || body === void 0) return void 0;
  const prefix = /^[a-zA-Z]*/.exec(node.text)?.[0] ?? "";
  const pattern = parsePattern(unescapeLiteral(body, /r/i.test(prefix), "python"), "python");
  return pattern && { pattern, source: node.text };
}
var PYTHON_REGEX = { languages: ["python"], query: QUERY, read };

// src/rules/catalog/review/anchored-alternation/python.ts
var implementation5 = regexImplementation(
  PYTHON_REGEX,
  /(\^|\\A)[^\n]*\||\|[^\n]*(\$|\\Z)/,
  (regex, captures) => captures.function?.text !== "fullmatch" && looseAlternative(regex),
  {
    match: ['ANSWER = re.compile(r"^yes|no|maybe$")', 'if re.search(r"\\Aget|post|put\\Z", method): pass'],
    noMatch: ['TRIM = re.compile(r"^\\s+|\\s+$")', 'ANSWER = re.compile(r"^(?:yes|no|maybe)$")', 'ok = re.fullmatch(r"^yes|no|maybe$", text)']
  }
);

// src/rules/catalog/review/assert-string-literal/rule.ts
var rule59 = {
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
var NOT_READ = /* @__PURE__ */ new Set([
  "import_statement",
  "import_from_statement",
  "future_import_statement",
  "global_statement",
  "nonlocal_statement",
  "parameters",
  "lambda_parameters",
  "type_parameter",
  "case_pattern",
  "type"
]);
function isNameRead(identifier) {
  const parent = identifier.parent;
  if (!isVariableName(identifier) || SCOPE_TYPES.has(parent?.type ?? "") && parent?.childForFieldName("name")?.id === identifier.id) return false;
  for (let parent2 = identifier.parent; parent2; parent2 = parent2.parent) if (NOT_READ.has(parent2.type)) return false;
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
function silencedByNoqa(lines, line, codes) {
  const match = /#\s*noqa\b(?::\s*([\w\s,]+))?/i.exec(lines[line - 1] ?? "");
  if (!match) return false;
  const listed2 = match[1]?.split(/[\s,]+/).filter(Boolean) ?? [];
  return listed2.length === 0 || listed2.some((code) => codes.includes(code.toUpperCase()));
}

// src/rules/catalog/review/assert-string-literal/python.ts
var implementation6 = {
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
var rule60 = {
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
var implementation7 = {
  languages: ["python"],
  query: "(assert_statement . (tuple (_)) @tuple) @target",
  check: ({ target, context }) => !silencedByNoqa(context.lines, lineOf(target), ["F631"]),
  fix: fixAssertTuple,
  examples: {
    match: ['assert (user.is_admin, "admins only")', 'def pay(amount):\n    assert (amount > 0, f"bad amount {amount}")'],
    noMatch: ['assert user.is_admin, "admins only"', "assert (a, b) == pair", "assert ()"]
  }
};

// src/rules/catalog/review/bad-except-order/rule.ts
var rule61 = {
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
var implementation8 = {
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
var rule62 = {
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
var implementation9 = {
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
var rule63 = {
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
var implementation10 = {
  languages: ["python"],
  query: "[(string_content) (comment)] @target",
  textGate: BIDI,
  check: ({ target, context }) => {
    const lines = target.text.split("\n");
    const index = lines.findIndex((line2) => BIDI.test(line2));
    const character = index < 0 ? void 0 : BIDI.exec(lines[index] ?? "")?.[0];
    const line = target.startPosition.row + 1 + index;
    if (!character || silencedByNoqa(context.lines, line, ["PLE2502"])) return false;
    const comment = target.type === "comment";
    return {
      line,
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

// src/rules/catalog/review/boolean-sort-comparator/python.ts
var implementation11 = {
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

// src/rules/catalog/review/call-signature-mismatch/rule.ts
var rule64 = {
  id: "review/call-signature-mismatch",
  ...HIGH_CORRECTNESS,
  message: "`{{call}}`{{at}} {{problem}}: the call raises `TypeError`.",
  recommendation: "Make {{which}} fit the signature{{hint}}, or change the signature if the call is the one that is right.",
  documentation: {
    finds: "A call of a function defined once at the top level of the same file, or of a method through `self`/`cls` that its class defines once, whose arguments do not fit the parameters: more positional arguments than it takes, a keyword it has no parameter for (and no `**kwargs`), a parameter given by position and again by keyword, a positional-only parameter given by keyword, or a parameter without default given no value. When the change edits the signature, unchanged calls in the file that fitted the old one and not the new one are reported at the `def`.",
    why: "Python checks arguments only when the call runs, so a signature changed without updating every caller, or a misspelt keyword, ships and fails with `TypeError` on the first call, often on a path tests do not take (an error handler, a rarely used option).",
    wrongWhen: "When the call fails on purpose: calls in a `try` that handles `TypeError`, under `pytest.raises(TypeError)`/`assertRaises` (or of any exception), in a lambda given to `raises(TypeError, \u2026)`, or under a catch-all such as loguru's `logger.catch()` are left alone, and so are lines where Pylint's matching message is disabled or a type checker's error is ignored (`# type: ignore`). Otherwise only what syntax settles is reported, so the rule stays silent where the callee could be other code: decorated functions and methods (a decorator may change the parameters; only `staticmethod` and `classmethod` are understood), names defined more than once or not at the top level (in `if`/`try` branches), bound again where the call looks (assigned, imported, declared `global`, deleted, a parameter, local or nested function of the same name), functions whose `__defaults__` or `__signature__` is assigned, files that write `globals()` or star-import after the definition, module code that runs above the definition (it reaches a builtin or an import, not the function), and calls with `*args` or `**kwargs` unpacking. For methods: classes with a decorator, a `metaclass=` or their own `__getattribute__`, methods assigned as attributes anywhere (`obj.method = \u2026`), methods a subclass in the file binds again other than with the same parameters, stubs (`pass`, `...`, `raise NotImplementedError`: their subclasses' signatures count), `__new__` (a static method without saying so), `cls.method(\u2026)` of an instance method, and calls through `super()` are left alone. Calls under `if TYPE_CHECKING` and files that do not parse are left alone too.",
    origin: "Pylint's E1120 `no-value-for-parameter`, E1121 `too-many-function-args`, E1123 `unexpected-keyword-arg`, E1124 `redundant-keyword-arg`, E1125 `missing-kwoa` and E3102 `positional-only-arguments-expected`, for callees syntax alone decides; the cases left alone follow Pylint's false-positive reports (decorators that change parameters, `functools.partial` aliases, positional-only names absorbed by `**kwargs`)."
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

// src/rules/syntax/python/same-file-functions.ts
function declaredName(parameter) {
  switch (parameter.type) {
    case "identifier":
      return parameter.text;
    case "typed_parameter":
      return parameter.namedChildren[0]?.type === "identifier" ? parameter.namedChildren[0].text : null;
    case "default_parameter":
    case "typed_default_parameter":
      return parameter.childForFieldName("name")?.type === "identifier" ? parameter.childForFieldName("name")?.text ?? null : null;
    default:
      return null;
  }
}
function parameterList(fn) {
  const nodes = (fn.childForFieldName("parameters")?.namedChildren ?? []).filter((node) => !node.isExtra);
  let positionalOnly = nodes.some((node) => node.type === "positional_separator");
  let keywordOnly = false;
  const list = { parameters: [], variadic: false, keywords: false };
  for (const node of nodes) {
    const parameter = node.type === "typed_parameter" && node.namedChildren[0]?.type.endsWith("splat_pattern") ? node.namedChildren[0] : node;
    if (parameter.type === "positional_separator") {
      positionalOnly = false;
    } else if (parameter.type === "keyword_separator" || parameter.type === "list_splat_pattern") {
      list.variadic ||= parameter.type === "list_splat_pattern";
      keywordOnly = true;
    } else if (parameter.type === "dictionary_splat_pattern") {
      list.keywords = true;
    } else {
      const name = declaredName(parameter);
      if (name === null) return void 0;
      const kind = keywordOnly ? "keyword" : positionalOnly ? "positional" : "either";
      list.parameters.push({ name, kind, required: !parameter.type.endsWith("default_parameter") });
    }
  }
  return list;
}
function positionalNames(fn) {
  const names2 = [];
  for (const node of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    if (node.type === "positional_separator" || node.isExtra) continue;
    const name = declaredName(node);
    if (name === null) break;
    names2.push(name);
  }
  return names2;
}
function groupedBy(items, keyOf2) {
  const table = /* @__PURE__ */ new Map();
  for (const item of items) {
    const key = keyOf2(item);
    if (key === void 0) continue;
    const known = table.get(key);
    if (known) known.push(item);
    else table.set(key, [item]);
  }
  return table;
}
var fileFunctions = perFile(
  (context) => context.root.descendantsOfType("function_definition").flatMap((fn) => fileFunctionOf(fn) ?? [])
);
function fileFunctionOf(fn) {
  const name = fn.childForFieldName("name")?.text;
  if (!name) return void 0;
  const owner = ownerOf(fn);
  return { fn, name, decorators: decoratorNames(fn), ...owner ? { owner } : {} };
}
var ownerOf = (fn) => isMethod(fn) ? (fn.parent?.type === "decorated_definition" ? fn.parent : fn).parent?.parent ?? void 0 : void 0;
var topLevelFunctions = perFile(
  (context) => groupedBy(
    context.root.namedChildren.flatMap((node) => {
      const fn = node.type === "decorated_definition" ? node.childForFieldName("definition") : node;
      return fn?.type === "function_definition" ? fileFunctionOf(fn) ?? [] : [];
    }),
    (definition) => definition.name
  )
);
var methodTables = perFile(() => /* @__PURE__ */ new Map());
function methodsOf(owner, context) {
  const tables = methodTables(context);
  let table = tables.get(owner.id);
  if (!table) {
    const body = owner.childForFieldName("body")?.namedChildren ?? [];
    const methods = body.flatMap((node) => {
      const fn = node.type === "decorated_definition" ? node.childForFieldName("definition") : node;
      return fn?.type === "function_definition" ? fileFunctionOf(fn) ?? [] : [];
    });
    table = groupedBy(methods, (definition) => definition.name);
    tables.set(owner.id, table);
  }
  return table;
}
var CLASS_RECEIVING = /* @__PURE__ */ new Set(["__new__", "__init_subclass__", "__class_getitem__"]);
var PLAIN_METHOD_DECORATORS = /* @__PURE__ */ new Set([
  "abstractmethod",
  "override",
  "final",
  "classmethod",
  "property",
  "cached_property",
  "setter",
  "getter",
  "deleter",
  "contextmanager",
  "asynccontextmanager"
]);
function sameFileCallee(call, context) {
  const callee = call.childForFieldName("function");
  if (callee?.type === "identifier") {
    const definitions2 = topLevelFunctions(context).get(callee.text);
    const definition2 = definitions2?.length === 1 ? definitions2[0] : void 0;
    if (!definition2 || definition2.decorators.length > 0) return void 0;
    if (call.startIndex < definition2.fn.endIndex && runsOnImport(call)) return void 0;
    return { definition: definition2, bound: false };
  }
  if (callee?.type !== "attribute") return void 0;
  const receiver = callee.childForFieldName("object");
  const name = callee.childForFieldName("attribute")?.text;
  if (receiver?.type !== "identifier" || !name) return void 0;
  const callerNode = enclosingFunction2(call);
  const owner = callerNode && ownerOf(callerNode);
  const definitions = owner && methodsOf(owner, context).get(name);
  const caller = definitions && callerNode ? fileFunctionOf(callerNode) : void 0;
  if (!caller || !definitions || parameterList(caller.fn)?.parameters[0]?.name !== receiver.text) return void 0;
  if (caller.decorators.some((decorator) => decorator === "staticmethod" || !PLAIN_METHOD_DECORATORS.has(decorator))) return void 0;
  const definition = definitions?.length === 1 ? definitions[0] : void 0;
  if (!definition || definition.decorators.length > 1) return void 0;
  const kind = definition.name === "__new__" ? "staticmethod" : definition.decorators[0] ?? "method";
  if (kind !== "method" && kind !== "staticmethod" && kind !== "classmethod") return void 0;
  const receivesClass = caller.decorators.includes("classmethod") || CLASS_RECEIVING.has(caller.name);
  if (receivesClass && kind === "method") return void 0;
  return { definition, bound: kind !== "staticmethod" };
}
function runsOnImport(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === "lambda" || current.type === "block" && current.parent?.type === "function_definition") return false;
  }
  return true;
}
function enclosingFunction2(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === "class_definition") return void 0;
    if (current.type === "function_definition") return current;
  }
  return void 0;
}
var identifiersByName = perFile((context) => groupedBy(context.root.descendantsOfType("identifier"), (identifier) => identifier.text));
var TARGET_WRAPPERS = /* @__PURE__ */ new Set([
  "pattern_list",
  "tuple_pattern",
  "list_pattern",
  "tuple",
  "list",
  "parenthesized_expression",
  "list_splat_pattern",
  "expression_list",
  "as_pattern_target",
  "dotted_name"
]);
var BINDING_STATEMENTS = /* @__PURE__ */ new Set([
  "global_statement",
  "nonlocal_statement",
  "delete_statement",
  "parameters",
  "lambda_parameters",
  "import_statement",
  "future_import_statement",
  "case_pattern",
  "keyword_pattern"
]);
function isBound(node) {
  let target = node;
  let parent = node.parent;
  while (parent && TARGET_WRAPPERS.has(parent.type)) {
    target = parent;
    parent = parent.parent;
  }
  if (!parent) return false;
  if (BINDING_STATEMENTS.has(parent.type)) return true;
  switch (parent.type) {
    case "assignment":
    case "augmented_assignment":
    case "for_statement":
    case "for_in_clause":
      return parent.childForFieldName("left")?.id === target.id;
    case "named_expression":
      return parent.childForFieldName("name")?.id === target.id;
    case "as_pattern":
    case "aliased_import":
      return parent.childForFieldName("alias")?.id === target.id;
    case "import_from_statement":
      return parent.childForFieldName("module_name")?.id !== target.id;
    case "typed_parameter":
      return parent.namedChildren[0]?.id === target.id;
    case "default_parameter":
    case "typed_default_parameter":
    case "function_definition":
    case "class_definition":
      return parent.childForFieldName("name")?.id === target.id;
    default:
      return false;
  }
}
var CALL_ATTRIBUTE = /^__\w+__$/;
function bindingScope(identifier) {
  const parent = identifier.parent;
  const named = (parent?.type === "function_definition" || parent?.type === "class_definition") && parent.childForFieldName("name")?.id === identifier.id;
  return scopeOf(named && parent ? parent : identifier);
}
function hidesFrom(identifier, call) {
  if (identifier.parent?.type === "global_statement") return true;
  const scope = bindingScope(identifier);
  if (scope.type === "module") return true;
  if (scope.type === "class_definition") return scopeOf(call).id === scope.id;
  return call.startIndex >= scope.startIndex && call.endIndex <= scope.endIndex;
}
function receiverRebound(call, context) {
  const receiver = call.childForFieldName("function")?.childForFieldName("object");
  const caller = enclosingFunction2(call);
  const body = caller?.childForFieldName("body");
  if (!receiver || !caller || !body) return true;
  return (identifiersByName(context).get(receiver.text) ?? []).some(
    (identifier) => identifier.startIndex >= body.startIndex && identifier.endIndex <= body.endIndex && isBound(identifier) && bindingScope(identifier).id === caller.id
  );
}
function rebound(callee, call, context) {
  const { definition } = callee;
  const nameNode = definition.fn.childForFieldName("name");
  const occurrences = (identifiersByName(context).get(definition.name) ?? []).filter((identifier) => identifier.id !== nameNode?.id);
  const owner = definition.owner;
  if (!owner) {
    return occurrences.some((identifier) => {
      const parent = identifier.parent;
      if (parent?.type === "attribute") {
        if (parent.childForFieldName("attribute")?.id === identifier.id) return false;
        return CALL_ATTRIBUTE.test(parent.childForFieldName("attribute")?.text ?? "") && isBound(parent);
      }
      return isBound(identifier) && hidesFrom(identifier, call);
    });
  }
  if (classAltered(owner, context) || receiverRebound(call, context)) return true;
  return occurrences.some((identifier) => {
    const parent = identifier.parent;
    if (parent?.type === "attribute" && parent.childForFieldName("attribute")?.id === identifier.id) return isBound(parent);
    if (!isBound(identifier)) return false;
    const scope = bindingScope(identifier);
    if (scope.id === owner.id) return true;
    if (scope.type !== "class_definition" || !inheritsFrom(scope, owner, context)) return false;
    return parent?.type !== "function_definition" || normalizedParameters(parent) !== normalizedParameters(definition.fn);
  });
}
function classAltered(owner, context) {
  if (owner.parent?.type === "decorated_definition") return true;
  if (owner.childForFieldName("superclasses")?.namedChildren.some((base) => base.type === "keyword_argument")) return true;
  return methodsOf(owner, context).has("__getattribute__");
}
var normalizedParameters = (fn) => (fn.childForFieldName("parameters")?.text ?? "").replace(/\s+/g, "");
var classesByName = perFile((context) => groupedBy(context.root.descendantsOfType("class_definition"), (node) => node.childForFieldName("name")?.text));
function inheritsFrom(node, ancestor, context, seen = /* @__PURE__ */ new Set()) {
  if (seen.has(node.id)) return false;
  seen.add(node.id);
  for (const base of node.childForFieldName("superclasses")?.namedChildren ?? []) {
    const name = base.type === "attribute" ? base.childForFieldName("attribute")?.text : base.type === "identifier" ? base.text : void 0;
    for (const candidate of name ? classesByName(context).get(name) ?? [] : []) {
      if (candidate.id === ancestor.id || inheritsFrom(candidate, ancestor, context, seen)) return true;
    }
  }
  return false;
}

// src/rules/catalog/review/call-signature-mismatch/python.ts
function callArguments(call) {
  const list = call.childForFieldName("arguments");
  if (list?.type === "generator_expression") return { positional: 1, keywords: [] };
  if (list?.type !== "argument_list") return void 0;
  let positional = 0;
  const keywords = [];
  for (const argument of list.namedChildren) {
    if (argument.isExtra) continue;
    if (argument.type === "list_splat" || argument.type === "dictionary_splat") return void 0;
    if (argument.type === "keyword_argument") keywords.push(argument.childForFieldName("name")?.text ?? "");
    else positional += 1;
  }
  return { positional, keywords };
}
var PYLINT_NAMES = {
  unknown: ["unexpected-keyword-arg", "E1123"],
  "positional-only": ["positional-only-arguments-expected", "E3102"],
  twice: ["redundant-keyword-arg", "E1124"],
  "too-many": ["too-many-function-args", "E1121"],
  missing: ["no-value-for-parameter", "E1120", "missing-kwoa", "E1125"]
};
function misfit(list, args, bound) {
  let parameters = list.parameters;
  let receiver;
  if (bound) {
    const first = parameters[0];
    if (!first || first.kind === "keyword") return void 0;
    receiver = first.name;
    parameters = parameters.slice(1);
  }
  const positional = parameters.filter((parameter) => parameter.kind !== "keyword");
  for (const keyword of args.keywords) {
    const parameter = parameters.find((candidate) => candidate.name === keyword);
    if (!parameter) {
      if (keyword === receiver || list.keywords) continue;
      const closest = closestName(
        keyword,
        parameters.filter((candidate) => candidate.kind !== "positional" && !args.keywords.includes(candidate.name)).map(({ name }) => name)
      );
      return { kind: "unknown", keyword, ...closest ? { closest } : {} };
    }
    if (parameter.kind === "positional") {
      if (list.keywords) continue;
      return { kind: "positional-only", keyword };
    }
    if (parameter.kind === "either" && positional.indexOf(parameter) < args.positional) return { kind: "twice", keyword };
  }
  if (args.positional > positional.length && !list.variadic) {
    return { kind: "too-many", given: args.positional, takes: positional.length, ...receiver ? { receiver } : {} };
  }
  const missing = parameters.filter(
    (parameter, index) => parameter.required && !(parameter.kind !== "keyword" && index < args.positional) && !(parameter.kind !== "positional" && args.keywords.includes(parameter.name))
  );
  if (missing.length === 0) return void 0;
  return { kind: "missing", names: missing.map(({ name }) => name), keywordOnly: missing.every((parameter) => parameter.kind === "keyword") };
}
function closestName(keyword, names2) {
  const near = names2.filter((name) => editDistance(keyword, name) <= Math.min(2, Math.floor(name.length / 3)));
  return near.length === 1 ? near[0] : void 0;
}
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
var listed = (parts) => parts.length < 2 ? parts[0] ?? "" : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
var quoted = (names2) => listed(names2.map((name) => `\`${name}\``));
var count = (number, noun) => `${number} ${noun}${number === 1 ? "" : "s"}`;
function describe(found, signature) {
  switch (found.kind) {
    case "unknown":
      return `passes \`${found.keyword}=\`, a keyword ${signature} does not take`;
    case "positional-only":
      return `passes \`${found.keyword}\` by keyword, but ${signature} takes it by position only`;
    case "twice":
      return `passes \`${found.keyword}\` twice to ${signature}, by position and as \`${found.keyword}=\``;
    case "too-many": {
      const takes = found.takes === 0 ? "none" : `at most ${found.takes}`;
      return `passes ${count(found.given, "positional argument")} to ${signature}, which takes ${takes}${found.receiver ? ` after \`${found.receiver}\`` : ""}`;
    }
    case "missing":
      return `gives no value for ${found.keywordOnly ? `the keyword-only ${quoted(found.names)}` : quoted(found.names)}, which ${signature} requires`;
  }
}
var hintOf = (found) => found.kind === "unknown" && found.closest ? ` (\`${found.closest}=\`, perhaps)` : "";
function signatureOf(definition) {
  const parameters = definition.fn.childForFieldName("parameters")?.text ?? "()";
  return `\`${definition.name}${excerpt(parameters, 70)}\``;
}
function isStub(fn) {
  const body = fn.childForFieldName("body");
  const docstring = docstringOf(fn);
  const statements = body ? statementsOf(body).filter((statement) => statement.id !== docstring?.parent?.id) : [];
  return statements.every((statement) => {
    if (statement.type === "pass_statement") return true;
    if (statement.type === "raise_statement") return /NotImplemented/.test(statement.text);
    return statement.type === "expression_statement" && statement.text === "...";
  });
}
function underTypeChecking(call) {
  for (let node = call.parent; node; node = node.parent) {
    if (node.type === "if_statement" && /TYPE_CHECKING/.test(node.childForFieldName("condition")?.text ?? "")) return true;
  }
  return false;
}
var EXPECTING = /^(raises|assertRaises\w*)$/;
function takesTypeError(expecting) {
  const name = calleePath(expecting).at(-1) ?? "";
  return /^catch/.test(name) || EXPECTING.test(name) && /\b(TypeError|(Base)?Exception)\b/.test(expecting.childForFieldName("arguments")?.text ?? "");
}
function expectsFailure(call) {
  for (let node = call; node.parent; node = node.parent) {
    const parent = node.parent;
    if (parent.type === "try_statement" && node.id === parent.childForFieldName("body")?.id) {
      if (parent.namedChildren.some((clause) => clause.type === "except_clause" && /\bTypeError\b/.test(clause.namedChildren[0]?.text ?? ""))) return true;
    }
    if (parent.type === "with_statement" && node.id === parent.childForFieldName("body")?.id) {
      const clause = parent.namedChildren.find((child) => child.type === "with_clause");
      if (clause && (/\bTypeError\b/.test(clause.text) || clause.descendantsOfType("call").some(takesTypeError))) return true;
    }
    if (node.type === "lambda" && parent.type === "argument_list" && parent.parent?.type === "call" && takesTypeError(parent.parent)) return true;
  }
  return false;
}
function pylintDisabled(line, next = false) {
  const match = (next ? /#\s*pylint:\s*disable-next\s*=\s*([\w\s,-]+)/ : /#\s*pylint:\s*disable\s*=\s*([\w\s,-]+)/).exec(line);
  return match?.[1]?.split(/[\s,]+/).filter(Boolean) ?? [];
}
var disabledInFile = perFile((context) => new Set(context.lines.filter((line) => /^\s*#/.test(line)).flatMap((line) => pylintDisabled(line))));
function silenced(context, call, found) {
  const lines = context.lines.slice(call.startPosition.row, call.endPosition.row + 1);
  if (lines.some((line) => /#\s*type:\s*ignore(?!\[(?![^\]]*(call-arg|misc))[^\]]*\])|#\s*pyright:\s*ignore/.test(line))) return true;
  const disabled = /* @__PURE__ */ new Set([
    ...disabledInFile(context),
    ...lines.flatMap((line) => pylintDisabled(line)),
    ...pylintDisabled(context.lines[call.startPosition.row - 1] ?? "", true)
  ]);
  return disabled.has("all") || PYLINT_NAMES[found.kind].some((name) => disabled.has(name));
}
var writesGlobals = perFile(
  (context) => context.lines.some((line) => /globals\(\)\s*\[[^\]]*\]\s*=(?!=)|globals\(\)\.(update|setdefault)\(|sys\.modules\[__name__\]/.test(line))
);
var lastStarImport = perFile((context) => context.lines.findLastIndex((line) => /^\s*from\s+\S+\s+import\s+\*/.test(line)) + 1);
function settled(callee, call, found, context) {
  if (context.root.hasError || underTypeChecking(call) || expectsFailure(call) || silenced(context, call, found)) return false;
  const { fn, owner } = callee.definition;
  if (owner ? isStub(fn) : writesGlobals(context) || lastStarImport(context) > fn.startPosition.row) return false;
  return !rebound(callee, call, context);
}
function mismatchOf(call, context) {
  const callee = sameFileCallee(call, context);
  const args = callee && callArguments(call);
  const list = callee && parameterList(callee.definition.fn);
  const found = args && list && misfit(list, args, callee.bound);
  return callee && found && settled(callee, call, found, context) ? { callee, found } : void 0;
}
function checkCall(call, context) {
  const mismatch = mismatchOf(call, context);
  if (!mismatch) return false;
  const { callee, found } = mismatch;
  const signature = `${signatureOf(callee.definition)} (line ${callee.definition.fn.startPosition.row + 1})`;
  return {
    line: changedLineOf(context, call),
    details: { call: excerpt(call.text, 60), at: "", problem: describe(found, signature), which: "the call", hint: hintOf(found) }
  };
}
var callsByName = perFile(
  (context) => groupedBy(context.root.descendantsOfType("call"), (call) => {
    const callee = call.childForFieldName("function");
    return callee?.type === "attribute" ? callee.childForFieldName("attribute")?.text : callee?.type === "identifier" ? callee.text : void 0;
  })
);
function definitionBefore(definition, before) {
  const named = (nodes, type, name) => nodes.filter((node) => node.type === type && node.childForFieldName("name")?.text === name);
  let scope = before.root;
  if (definition.owner) {
    const owners = named(before.root.descendantsOfType("class_definition"), "class_definition", definition.owner.childForFieldName("name")?.text ?? "");
    const body = owners.length === 1 ? owners[0]?.childForFieldName("body") : void 0;
    if (!body) return void 0;
    scope = body;
  }
  const definitions = named(
    scope.namedChildren.map((node) => node.type === "decorated_definition" ? node.childForFieldName("definition") ?? node : node),
    "function_definition",
    definition.name
  );
  return definitions.length === 1 ? definitions[0] : void 0;
}
var spansChange = (node, context) => {
  for (let row = node.startPosition.row; row <= node.endPosition.row; row += 1) if (context.isChanged(row + 1)) return true;
  return false;
};
function checkDefinition(fn, context) {
  const parameters = fn.childForFieldName("parameters");
  if (!parameters) return false;
  let header;
  for (let row = fn.startPosition.row; row <= parameters.endPosition.row && header === void 0; row += 1) if (context.isChanged(row + 1)) header = row + 1;
  const before = header === void 0 ? void 0 : context.before();
  if (!before || fn.parent?.type !== "module" && !isMethod(fn)) return false;
  const definition = fileFunctionOf(fn);
  const earlierNode = definition && definitionBefore(definition, before);
  const earlier = earlierNode && parameterList(earlierNode);
  if (!definition || !earlierNode || !earlier || header === void 0) return false;
  if (earlierNode.childForFieldName("parameters")?.text.replace(/\s+/g, "") === parameters.text.replace(/\s+/g, "")) return false;
  const broken = [];
  for (const call of callsByName(context).get(definition.name) ?? []) {
    if (spansChange(call, context)) continue;
    const mismatch = mismatchOf(call, context);
    const args = mismatch && mismatch.callee.definition.fn.id === fn.id ? callArguments(call) : void 0;
    if (mismatch && args && !misfit(earlier, args, mismatch.callee.bound)) broken.push({ call, found: mismatch.found });
  }
  const [first, ...others] = broken;
  if (!first) return false;
  const lines = broken.map(({ call }) => call.startPosition.row + 1);
  return {
    line: header,
    details: {
      call: excerpt(first.call.text, 60),
      at: ` on line ${lines[0]}${others.length > 0 ? ` (and ${count(others.length, "other call")} that no longer ${others.length === 1 ? "fits" : "fit"})` : ""}`,
      problem: describe(first.found, `${signatureOf(definition)} now`),
      which: broken.length === 1 ? `the call on line ${lines[0]}` : `the calls on lines ${listed(lines.map(String))}`,
      hint: hintOf(first.found)
    }
  };
}
var implementation12 = {
  languages: ["python"],
  query: `(call function: (identifier)) @target
((call function: (attribute object: (identifier) @receiver)) @target (#any-of? @receiver "self" "cls"))
(function_definition) @target`,
  // The callee is defined in the file.
  textGate: /def\s/,
  check: ({ target, context }) => target.type === "call" ? checkCall(target, context) : checkDefinition(target, context),
  examples: {
    match: [
      'def connect(host, port, timeout=10):\n    pass\n\n\ndef main():\n    connect("db", 5432, timout=3)',
      'def move(source, target):\n    pass\n\n\nmove("a")',
      'def move(source, target):\n    pass\n\n\nmove("a", "b", "c")',
      'def move(source, target):\n    pass\n\n\nmove("a", source="b")',
      'def fetch(url, *, retries):\n    pass\n\n\nfetch("https://example.com")',
      "def scale(value, /, factor=2):\n    pass\n\n\nscale(value=3)",
      "class Queue:\n    def push(self, item, priority=0):\n        self.items.append((priority, item))\n\n    def refill(self, items):\n        for item in items:\n            self.push(item, 1, True)",
      "def render(template, context):\n    return template.format(**context)\n\n\nclass Page:\n    def render(self):\n        return render(self.template)",
      "def parse(text):\n    return text\n\n\ndef run(parse=None):\n    return parse\n\n\ndef main():\n    return parse()",
      "class Cache:\n    @staticmethod\n    def key(a, b):\n        return (a, b)\n\n    def get(self, a):\n        return self.key(a)"
    ],
    noMatch: [
      'def connect(host, port, timeout=10):\n    pass\n\n\nconnect("db", 5432, timeout=3)\nconnect("db", port=1)',
      'def record(name, *values, **labels):\n    pass\n\n\nrecord("a", 1, 2, 3, env="prod")',
      'import functools\n\n\n@functools.lru_cache\ndef parse(text):\n    pass\n\n\nparse("a", "b")',
      "def parse(text):\n    pass\n\n\ndef run(args):\n    parse(*args)\n    parse(**args)",
      'def parse(text):\n    pass\n\n\nparse = wrap(parse)\nparse("a", "b")',
      'try:\n    from fast import parse\nexcept ImportError:\n    def parse(text):\n        pass\n\n\nparse("a", strict=True)',
      "def scale(value, /, **options):\n    pass\n\n\nscale(1, value=3)",
      "class Base:\n    def handle(self, event):\n        raise NotImplementedError\n\n    def run(self):\n        self.handle()",
      'class Shape:\n    def area(self):\n        return 0\n\n\nclass Square(Shape):\n    def area(self, unit):\n        return 1\n\n    def show(self):\n        return self.area("cm")',
      "from typing import TYPE_CHECKING\n\n\ndef parse(text):\n    pass\n\n\nif TYPE_CHECKING:\n    parse()",
      "def parse(text):\n    pass\n\n\nparse()  # pylint: disable=no-value-for-parameter",
      'def handler(event):\n    pass\n\n\nglobals()["handler"] = make_handler()\nhandler(1, 2)',
      "import loguru\n\n\ndef parse(text):\n    pass\n\n\nwith loguru.logger.catch():\n    parse()",
      "class Tools:\n    def helper(self, x):\n        pass\n\n    @classmethod\n    def build(cls):\n        cls.helper(None, 1)",
      {
        before: 'def connect(host, port):\n    pass\n\n\nconnect("db", 1)\n',
        after: 'def connect(host, port, timeout):\n    pass\n\n\nconnect("db", 1, 3)\n'
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
var implementation13 = {
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

// src/rules/catalog/review/debug-print/python.ts
var SCRIPT_PATH = /(^|\/)(cli|__main__|manage|main|run|app)\.py$/;
var SCRIPT_MARKERS = /^\s*if __name__ == ['"]__main__['"]|^\s*(import|from) (argparse|click|typer|fire)\b/;
var OUTPUT_FUNCTION = /^(main|cli|run|show|display|render|report|dump|print|echo|usage|help)(_|$)/;
var isScript = perFile((context) => SCRIPT_PATH.test(context.path) || context.lines.some((line) => SCRIPT_MARKERS.test(line)));
function debugPrintConfidence(call) {
  const argumentList = (call.childForFieldName("arguments")?.namedChildren ?? []).filter(
    (argument) => argument.type !== "keyword_argument" && argument.type !== "comment"
  );
  const strings = argumentList.filter((argument) => argument.type === "string" || argument.type === "concatenated_string").map((argument) => argument.text);
  return looksLikeDebugOutput(strings, argumentList.length - strings.length) ? 85 : 60;
}
var implementation14 = {
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

// src/rules/catalog/review/debugger/python.ts
var DEBUGGER_CALL = "breakpoint|(pdb|ipdb|pudb)[.]set_trace";
var DEBUGGER_LINE = /^\s*(?:import (?:i?pdb|pudb)\s*;\s*)?(?:breakpoint\(\)|(?:i?pdb|pudb)\.set_trace\(\))\s*(?:#.*)?$/;
function indentOf2(line) {
  return /^\s*/.exec(line)?.[0].length ?? 0;
}
function codeLineNear(lines, line, step) {
  for (let index = line - 1 + step; index >= 0 && index < lines.length; index += step) {
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
var implementation15 = {
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
var implementation16 = {
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

// src/rules/catalog/review/dereference-after-nil-check/python.ts
var ENDING_CALL = /^(sys\.exit|exit|quit|os\._exit|os\.abort|pytest\.(fail|skip|exit|xfail)|self\.(fail|skipTest)|abort|flask\.abort)$/;
var BRANCHING = /* @__PURE__ */ new Set([
  "if_statement",
  "for_statement",
  "while_statement",
  "try_statement",
  "with_statement",
  "match_statement",
  "conditional_expression",
  "boolean_operator",
  "lambda",
  "function_definition",
  "list_comprehension",
  "dictionary_comprehension",
  "set_comprehension",
  "generator_expression"
]);
var ASSIGNING = /* @__PURE__ */ new Set([
  "assignment",
  "augmented_assignment",
  "named_expression",
  "for_statement",
  "as_pattern_target",
  "global_statement",
  "nonlocal_statement",
  "delete_statement"
]);
var PYTHON = {
  checkedName: (condition) => {
    if (condition.type !== "comparison_operator" || condition.namedChildCount !== 2) return void 0;
    const operator = condition.children.find((child) => !child?.isNamed)?.text;
    if (operator !== "is" && operator !== "==") return void 0;
    const [left, right] = condition.namedChildren;
    if (left?.type === "identifier" && right?.type === "none") return left.text;
    return right?.type === "identifier" && left?.type === "none" ? right.text : void 0;
  },
  statementsOf,
  ends: (statement) => {
    if (["return_statement", "raise_statement", "continue_statement", "break_statement"].includes(statement.type)) return true;
    if (statement.type === "assert_statement") return /^assert\s+(False|0)\b/.test(statement.text);
    const call = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
    const callee = call?.type === "call" ? call.childForFieldName("function")?.text ?? "" : void 0;
    return callee !== void 0 && (ENDING_CALL.test(callee) || NEVER_RETURNS_NAME.test(callee));
  },
  branches: (node) => BRANCHING.has(node.type),
  dereferenceOf: (node, name) => {
    const base = node.type === "attribute" ? node.childForFieldName("object") : node.type === "subscript" ? node.childForFieldName("value") : void 0;
    return base?.type === "identifier" && base.text === name;
  },
  assigns: (node, name) => {
    if (!ASSIGNING.has(node.type)) return false;
    const target = node.type === "named_expression" ? node.childForFieldName("name") : node.type === "for_statement" ? node.childForFieldName("left") : node.type === "assignment" || node.type === "augmented_assignment" ? node.childForFieldName("left") : node;
    if (!target) return false;
    return target.text === name || target.descendantsOfType("identifier").some((identifier) => identifier.text === name);
  },
  isLocal: (fn, name) => {
    if (fn.type !== "function_definition") return false;
    if (parametersOf(fn).some((parameter) => parameter.name === name)) return true;
    const body = fn.childForFieldName("body");
    return !!body && body.descendantsOfType("assignment").some((assignment) => enclosingFunction(assignment)?.id === fn.id && PYTHON.assigns(assignment, name));
  },
  enclosingFunction,
  callType: "call",
  definitionTypes: ["function_definition"]
};
var implementation17 = nilCheckImplementation(PYTHON, {
  languages: ["python"],
  query: "(if_statement condition: (comparison_operator) @condition consequence: (block) @consequence) @target",
  textGate: /\b(is|==)\s*None\b/,
  examples: {
    match: [
      'def label(user):\n    if user is None:\n        log.warning("no user")\n    return user.name\n',
      "def first(rows):\n    if rows is None:\n        count = 0\n    head = rows[0]\n    return head\n"
    ],
    noMatch: [
      'def label(user):\n    if user is None:\n        return ""\n    return user.name\n',
      "def label(user):\n    if user is None:\n        user = guest()\n    return user.name\n",
      'def label(user):\n    if user is None:\n        log.warning("no user")\n    return user.name if user is not None else ""\n',
      "def label(self):\n    if self.user is None:\n        self.load()\n    return self.user.name\n",
      'def label(user):\n    if user is None:\n        pytest.fail("no user")\n    return user.name\n',
      'class Reader:\n    def read(self):\n        buf = self._recv()\n        if buf is None:\n            self._bad_length()\n        return buf.getvalue()\n\n    def _bad_length(self):\n        raise OSError("bad message length")\n',
      'def label(user):\n    if user is None:\n        log.warning("no user")\n    if user:\n        return user.name\n'
    ]
  }
});

// src/rules/catalog/review/duplicate-except/rule.ts
var rule65 = {
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
var implementation18 = {
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

// src/rules/catalog/review/duplicate-key/python.ts
function keyOf(member) {
  const key = member.type === "pair" ? member.childForFieldName("key") : null;
  if (key?.type === "integer" && /^(?:0[xob])?[\da-f_]+$/i.test(key.text)) return `int ${BigInt(key.text.replace(/_/g, ""))}`;
  if (key?.type !== "string" || !isPlainString(key)) return void 0;
  const start = key.namedChildren.find((child) => child?.type === "string_start");
  const end = key.namedChildren.find((child) => child?.type === "string_end");
  if (!start || !end) return void 0;
  const prefix = start.text.replace(/['"]/g, "").toLowerCase();
  return `${prefix.includes("b") ? "bytes" : "str"}${prefix.includes("r") ? " raw" : ""} ${key.text.slice(start.endIndex - key.startIndex, end.startIndex - key.startIndex)}`;
}
function repeatedKeys(dictionary) {
  const repeated = /* @__PURE__ */ new Map();
  let seen = /* @__PURE__ */ new Map();
  for (const member of dictionary.namedChildren) {
    if (!member) continue;
    if (member.type === "dictionary_splat") {
      seen = /* @__PURE__ */ new Map();
      continue;
    }
    const key = keyOf(member);
    if (key === void 0) continue;
    const earlier = seen.get(key);
    if (earlier) repeated.set(member.id, earlier);
    seen.set(key, member);
  }
  return repeated;
}
var dictionariesOf = perFile(() => /* @__PURE__ */ new Map());
var implementation19 = {
  languages: ["python"],
  overrides: {
    message: "`{{key}}` is a key twice in this dict literal (first on line {{first}}): the later value silently replaces the earlier one.",
    reason: "Python calls it a dict literal."
  },
  query: "(dictionary (pair) @member) @target",
  check: ({ target, captures, context }) => {
    const member = captures.member;
    if (!member || silencedByNoqa(context.lines, lineOf(member), ["F601", "PLW0109", "B041"])) return false;
    const dictionaries = dictionariesOf(context);
    let repeated = dictionaries.get(target.id);
    if (!repeated) {
      repeated = repeatedKeys(target);
      dictionaries.set(target.id, repeated);
    }
    const earlier = repeated.get(member.id);
    if (!earlier) return false;
    return {
      line: member.startPosition.row + 1,
      details: { key: excerpt(member.childForFieldName("key")?.text ?? "", 40), first: String(earlier.startPosition.row + 1) }
    };
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

// src/rules/catalog/review/duplicate-method/python.ts
var implementation20 = {
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

// src/rules/catalog/review/eval/python.ts
var EVALUATING = /* @__PURE__ */ new Set(["eval", "exec"]);
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
var implementation21 = {
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
    const callee = captures.callee && builtinCallee(captures.callee, EVALUATING);
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
var rule66 = {
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
var implementation22 = {
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

// src/rules/catalog/review/exception-not-raised/python.ts
var EXCEPTION_CLASS = /^(?:[A-Z]\w*)?(?:Error|Exception|ExceptionGroup)$|^(?:KeyboardInterrupt|SystemExit|StopIteration|StopAsyncIteration|GeneratorExit)$/;
function inBranch(node) {
  return enclosedBy(node, (ancestor) => ["if_statement", "elif_clause", "else_clause", "except_clause"].includes(ancestor.type));
}
var implementation23 = {
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
  return specs.reduce((count3, spec) => count3 + (spec.conversion === "%" ? 0 : 1 + spec.stars), 0);
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
  const consequence2 = "logging prints `--- Logging error ---` and a traceback instead of the message, which is lost";
  return countMismatchHit(logging.text, wanted, logging.arguments, { noun: "argument", giver: "the call passes", tooFew: consequence2, tooMany: consequence2 });
}
var implementation24 = {
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

// src/rules/catalog/review/format-on-print/rule.ts
var rule67 = {
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
var implementation25 = {
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

// src/rules/catalog/review/hardcoded-secret/python.ts
var EXAMPLE_AWS_SECRET_KEY = ["wJalrXUtnFEMI", "/K7MDENG/", "bPxRfiCYzQ8Lm3Nb7V"].join("");
function assignedName(node) {
  if (node.type === "string") return plainStringText(node) ?? "";
  return dottedName(node).at(-1) ?? node.text;
}
var implementation26 = {
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

// src/rules/catalog/review/hash-of-type/rule.ts
var rule68 = {
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
var implementation27 = {
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
var implementation28 = {
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
    const line = firstChangedLine(context, [target.childForFieldName("condition") ?? target, ...bodies]);
    if (line === void 0) return false;
    return { line, details: { construct: "`if`/`else`", condition: excerpt(target.childForFieldName("condition")?.text ?? "", 40) }, confidence: 70 };
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

// src/rules/catalog/review/identical-condition/python.ts
function chainConditions(statement) {
  const conditions = [statement.childForFieldName("condition")];
  for (const clause of statement.childrenForFieldName("alternative"))
    if (clause?.type === "elif_clause") conditions.push(clause.childForFieldName("condition"));
  return conditions.filter((condition) => condition !== null);
}
var implementation29 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "This `if`/`elif` chain tests `{{condition}}` on line {{first}} and again on line {{second}}: when it is true the first of these branches runs, so the later one never does.",
    recommendation: "Test the condition this branch was meant for (often a neighbour of the copied one), or merge the two branches."
  }),
  query: "(if_statement alternative: (elif_clause)) @target",
  check: ({ target, context }) => {
    const conditions = chainConditions(target);
    for (const [index, condition] of conditions.entries()) {
      const earlier = conditions.slice(0, index).find((previous) => sameCode(previous, condition));
      if (!earlier || mayChange(condition) || LITERAL_CONDITION.has(condition.type)) continue;
      const line = firstChangedLine(context, [condition, earlier]);
      if (line === void 0) continue;
      return { line, details: { condition: excerpt(condition.text, 40), first: String(lineOf(earlier)), second: String(lineOf(condition)) } };
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

// src/rules/catalog/review/identical-operands/python.ts
var SELF_OPERATORS = /* @__PURE__ */ new Set(["and", "or", "==", "is", "is not", "<", ">", "<=", ">=", "-", "^", "&", "|", "in", "not in"]);
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
var implementation30 = {
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
    if (!operator || !operands || !SELF_OPERATORS.has(operator)) return false;
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

// src/rules/catalog/review/if-tuple/rule.ts
var rule69 = {
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
var implementation31 = {
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
var rule70 = {
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
var implementation32 = {
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

// src/rules/catalog/review/impossible-length-comparison/python.ts
var LENGTH_SYNTAX = {
  isLength: (node) => node.type === "call" && calleePath(node).join(".") === "len",
  isZero: (node) => node.type === "integer" && /^0+$/.test(node.text),
  booleans: ["True", "False"]
};
var implementation33 = {
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
    return impossibleLengthHit(target, left, operators[0]?.text ?? "", right, LENGTH_SYNTAX);
  },
  examples: {
    match: ["if len(items) < 0:\n    return None", "assert len(rows) >= 0"],
    noMatch: ["if len(items) > 0:\n    return None", "if len(items) <= 0:\n    return None", "if offset < 0:\n    pass", "if 0 <= len(items) < 10:\n    pass"]
  }
};

// src/rules/catalog/review/init-return-value/rule.ts
var rule71 = {
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
var implementation34 = {
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
var rule72 = {
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
var implementation35 = {
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
var rule73 = {
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
var hit = (format, problem, consequence2) => ({ details: { format: excerpt(format, 40), problem, consequence: consequence2 } });
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
var implementation36 = {
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

// src/rules/catalog/review/is-literal/rule.ts
var rule74 = {
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
var LITERAL_TYPES = /* @__PURE__ */ new Set([
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
  return LITERAL_TYPES.has(node.type);
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
var implementation37 = {
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

// src/rules/catalog/review/late-binding-closure/python.ts
function enclosingLoop(node) {
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
var implementation38 = {
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
    const loop = enclosingLoop(target.parent?.type === "decorated_definition" ? target.parent : target);
    if (!loop) return false;
    const variables = loopVariables(loop);
    const read2 = freeReads(target).find((identifier) => variables.has(identifier.text));
    if (!read2) return false;
    const kept = target.type === "lambda" ? keptForLater(target) : definitionKeptForLater(target, loop);
    return kept ? { details: { name: read2.text, kept } } : false;
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

// src/rules/catalog/review/leaked-credential/python.ts
var implementation39 = {
  languages: ["python"],
  query: "[(string) (comment)] @target",
  ...CREDENTIAL_CHECK,
  examples: {
    match: [`TOKEN = "${tokenPieces("gh", "p_", "R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue")}"`, `# aws: ${tokenPieces("AK", "IA", "Q3ZRT7WNV5HX2KLM")}`],
    noMatch: [`DOCS = "${tokenPieces("AK", "IA", "IOSFODNN7EXAMPLE")}"`, 'TOKEN = os.environ["GITHUB_TOKEN"]']
  }
};

// src/rules/catalog/review/loop-variable-overrides-iterable/rule.ts
var rule75 = {
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
var implementation40 = {
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

// src/rules/catalog/review/lost-regex-escape/python.ts
var implementation41 = regexImplementation(
  PYTHON_REGEX,
  /\\b/,
  (_regex, captures) => {
    const node = captures.pattern;
    const prefix = /^[a-zA-Z]*/.exec(node?.text ?? "")?.[0] ?? "";
    if (!node || /r/i.test(prefix)) return false;
    const quoted2 = node.text.slice(prefix.length);
    return backspaceHit(node, quoted2.replace(/^("""|'''|"|')/, ""), `Make it a raw string: \`r${quoted2}\`.`);
  },
  {
    match: ['WORD = re.compile("\\bcat\\b")'],
    noMatch: ['WORD = re.compile(r"\\bcat\\b")', 'WORD = re.compile("\\\\bcat\\\\b")', 'DIGITS = re.compile("\\d+")']
  }
);

// src/rules/catalog/review/method-without-self/rule.ts
var rule76 = {
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

// src/rules/catalog/review/method-without-self/python.ts
function classOf(fn) {
  const body = fn.parent?.type === "decorated_definition" ? fn.parent.parent : fn.parent;
  return body?.parent?.type === "class_definition" ? body.parent : void 0;
}
function ownFunction(node) {
  for (let current = node.parent; current; current = current.parent) if (current.type === "function_definition") return current;
  return void 0;
}
var implementation42 = {
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
var rule77 = {
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
  return context.lines.some((line) => formatted.test(line)) ? void 0 : text;
}
function unformattedBraces(name, sink) {
  return `This message holds \`{${name}}\`, and \`${name}\` is a variable here, but the string is not an f-string nor formatted: ${sink} shows the braces as they are.`;
}
function localNamesAt(node) {
  const fn = enclosingFunction(node);
  return fn ? namesBoundBefore(fn, node.startIndex) : /* @__PURE__ */ new Set();
}
var implementation43 = {
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

// src/rules/catalog/review/missing-replacement-group/python.ts
function referencesIn(replacement) {
  const references = [];
  for (const match of replacement.matchAll(/\\(\\|g<([^>]*)>|([1-9]\d?)(?![0-7]))/g)) {
    const [text, , inAngles, digits] = match;
    if (inAngles !== void 0 && inAngles !== "0") references.push({ text, group: /^\d+$/.test(inAngles) ? Number(inAngles) : inAngles });
    else if (digits !== void 0) references.push({ text, group: Number(digits) });
  }
  return references;
}
var implementation44 = {
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
      () => referencesIn(unescapeLiteral(body, raw, "python")),
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

// src/rules/catalog/review/mixed-case-range/python.ts
var implementation45 = regexImplementation(PYTHON_REGEX, MIXED_RANGE_GATE, mixedCaseRange, {
  match: ['NAME = re.compile(r"^[A-z][A-z0-9]*$")'],
  noMatch: ['NAME = re.compile(r"^[A-Za-z][A-Za-z0-9]*$")', 'HEX = re.compile("[0-9a-f]+")']
});

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
var implementation46 = {
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
var implementation47 = {
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
    const consequence2 = !raises ? "a dict or set raises `RuntimeError` on the next step, and a list skips the item after each one removed" : "the next step raises `RuntimeError: \u2026 changed size during iteration`";
    return {
      line: lineOf(mutation),
      details: { mutation: excerpt(mutation.text, 40), collection: excerpt(collection, 30), loop: String(lineOf(target)), consequence: consequence2 }
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

// src/rules/catalog/review/nan-comparison/python.ts
var COMPARISONS = ["==", "!=", "<", ">", "<=", ">="];
function isNaN(node) {
  const inner = unwrapParentheses(node);
  if (inner.type === "call") {
    const [argument, ...rest] = inner.childForFieldName("arguments")?.namedChildren ?? [];
    return inner.childForFieldName("function")?.text === "float" && rest.length === 0 && argument?.type === "string" && /^[+-]?nan$/i.test(stringFragments(argument));
  }
  const path = dottedName(inner);
  return path.length === 2 && ["math", "np", "numpy"].includes(path[0] ?? "") && /^(?:nan|NaN|NAN)$/.test(path[1] ?? "");
}
var implementation48 = {
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
    if (operators.length !== 1 || !COMPARISONS.includes(operator) || !target.namedChildren.some((side) => side && isNaN(side))) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["PLW0177"])) return false;
    return { details: { expression: excerpt(target.text, 60), always: operator === "!=" ? "True" : "False" } };
  },
  examples: {
    match: ['if price == float("nan"):\n    price = 0', 'valid = frame["score"] != np.nan', "if x < math.nan:\n    pass"],
    noMatch: ["if math.isnan(price):\n    price = 0", 'if price == float("inf"):\n    pass', "if value != value:\n    pass"]
  }
};

// src/rules/catalog/review/nonexistent-operator/rule.ts
var rule80 = {
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
var implementation49 = {
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

// src/rules/syntax/python/counting-loop.ts
function countingLoop(loop, end) {
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
var reading = {
  comparesIndex: (node, index) => node.type === "comparison_operator" && node.namedChildren.some((operand) => operand?.text === index),
  // `except IndexError` tells the last step apart as surely as a comparison.
  mentionsLength: (node, loop) => node.type === "call" && node.text.replace(/\s/g, "") === loop.bound || node.type === "identifier" && node.text === "IndexError",
  assignsIndex: (node, index) => (node.type === "assignment" || node.type === "augmented_assignment") && node.childForFieldName("left")?.text === index,
  // Reading and writing past the end both raise.
  isAccess: (node, loop) => node.type === "subscript" && node.childForFieldName("value")?.text === loop.collection && node.childForFieldName("subscript")?.text === loop.index
};
var implementation50 = {
  languages: ["python"],
  query: "(for_statement left: (identifier) right: (call) body: (block) @body) @target",
  textGate: /len\([^\n]*\)\s*\+\s*1/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop(target, "at-length");
    return loop && captures.body ? offByOneHit(target, captures.body, loop, reading, context, "`IndexError: list index out of range` on the last pass") : false;
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

// src/rules/catalog/review/overly-large-range/python.ts
var implementation51 = regexImplementation(PYTHON_REGEX, /\[[^\n]*-/, overlyLargeRange, {
  match: ['VALID = re.compile(r"^[\\w.-_]+$")', 'letters = re.match("[A-z]+", text)'],
  noMatch: ['VALID = re.compile(r"^[\\w._-]+$")', 'CONTROL = re.compile("[\\x00-\\x1f]")', 'NAME = re.compile(r"(?P<name>[a-z]+)")']
});

// src/rules/catalog/review/overwritten-element/python.ts
function readStore(statement) {
  const assignment = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
  if (assignment?.type !== "assignment") return void 0;
  return storeInto(assignment.childForFieldName("left"), assignment.childForFieldName("right"), ["attribute", "subscript"]);
}
var implementation52 = {
  languages: ["python"],
  query: "(expression_statement (assignment left: [(attribute) (subscript)])) @target",
  check: ({ target }) => repeatedStore(target, readStore),
  examples: {
    match: ["def rename(user, a, b):\n    user.name = a\n    user.name = b", 'def sizes(config):\n    config["w"] = 1\n    config["w"] = 2'],
    noMatch: [
      "def rename(user, first, last):\n    user.first_name = first\n    user.last_name = last",
      "def bump(counter):\n    counter.value = 0\n    counter.value = counter.value + 1"
    ]
  }
};

// src/rules/catalog/review/parameter-no-longer-read/python.ts
function parameterName(parameter) {
  const name = parameter.type === "identifier" ? parameter : parameter.type === "typed_parameter" ? parameter.namedChildren[0] : void 0;
  return name?.type === "identifier" && name.text !== "self" && name.text !== "cls" ? name : void 0;
}
var PYTHON2 = {
  // A special method's signature is the protocol's (`__get_pydantic_core_schema__(cls, source, handler)`): one
  // that stops needing an argument still has to take it.
  name: (fn) => {
    const name = fn.childForFieldName("name")?.text;
    return name && /^__\w+__$/.test(name) ? void 0 : name;
  },
  parameters: (fn) => (fn.childForFieldName("parameters")?.namedChildren ?? []).flatMap((parameter) => parameter && parameterName(parameter) || []),
  body: (fn) => fn.childForFieldName("body"),
  readTypes: ["identifier"]
};
var implementation53 = {
  languages: ["python"],
  query: "(function_definition name: (identifier) parameters: (parameters) body: (block)) @target",
  check: ({ target, context }) => droppedParameters(target, context, PYTHON2),
  examples: {
    match: [
      {
        before: "def render(template, context, strict):\n    return template.render(context, strict=strict)\n",
        after: "def render(template, context, strict):\n    return template.render(context)\n"
      }
    ],
    noMatch: [
      "def render(template, context, strict):\n    return template.render(context)\n",
      {
        before: "def render(template, context, strict=False):\n    return template.render(context, strict=strict)\n",
        after: "def render(template, context, strict=False):\n    return template.render(context)\n"
      },
      {
        before: "def render(template, context, strict=False):\n    return template.render(context, strict=strict)\n",
        after: "def render(template, context, _strict=False):\n    return template.render(context)\n"
      },
      {
        before: "class Sink:\n    def write(self, data):\n        self.buffer.append(data)\n",
        after: "class Sink:\n    def write(self, data):\n        pass\n"
      }
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
function testedCalls(condition) {
  if (condition.type === "parenthesized_expression") return condition.namedChildren.flatMap((inner) => inner ? testedCalls(inner) : []);
  if (condition.type === "not_operator") {
    const argument = condition.childForFieldName("argument");
    return argument ? testedCalls(argument) : [];
  }
  if (condition.type === "boolean_operator") {
    return [condition.childForFieldName("left"), condition.childForFieldName("right")].flatMap((side) => side ? testedCalls(side) : []);
  }
  return condition.type === "call" ? [condition] : [];
}
function enclosingClassBody(node) {
  let current = node.parent;
  while (current && current.type !== "class_definition") current = current.parent;
  return current?.childForFieldName("body") ?? null;
}
var implementation54 = {
  languages: ["python"],
  query: `(if_statement condition: (_) @condition) @target
      (elif_clause condition: (_) @condition) @target
      (while_statement condition: (_) @condition) @target`,
  textGate: /async\s+def/,
  check: ({ captures, context }) => {
    for (const call of captures.condition ? testedCalls(captures.condition) : []) {
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

// src/rules/catalog/review/raise-not-implemented/rule.ts
var rule81 = {
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
var implementation55 = {
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

// src/rules/catalog/review/recursive-accessor/python.ts
var NESTED_SCOPES2 = /* @__PURE__ */ new Set(["function_definition", "lambda", "class_definition"]);
function ownDescendants(body, type) {
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
var implementation56 = {
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
      const back = ownDescendants(body, "return_statement").find((statement) => isOwnAttribute(statement.namedChildren[0], self, name));
      return back ? { line: back.startPosition.row + 1, details: { kind: "getter", name, access: "returns", expression: `${self}.${name}` } } : false;
    }
    if (decorator !== `${name}.setter`) return false;
    const write = ownDescendants(body, "assignment").find((assignment) => isOwnAttribute(assignment.childForFieldName("left"), self, name));
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
var rule82 = {
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
var implementation57 = {
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

// src/rules/catalog/review/removal-skips-next/python.ts
var implementation58 = {
  languages: ["python"],
  query: "(for_statement left: (identifier) right: (call) body: (block) @body) @target",
  textGate: /\bdel\b|\.pop\(/,
  check: ({ target, captures }) => {
    const loop = countingLoop(target, "before-length");
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

// src/rules/catalog/review/self-assignment/python.ts
function readsName(fn, name) {
  const parameters = fn.childForFieldName("parameters");
  return (fn.childForFieldName("body")?.descendantsOfType("identifier") ?? []).some(
    (identifier) => identifier.text === name && isVariableName(identifier) && !(parameters && identifier.startIndex >= parameters.startIndex && identifier.endIndex <= parameters.endIndex)
  );
}
var implementation59 = {
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

// src/rules/catalog/review/self-reassigned/rule.ts
var rule83 = {
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
var implementation60 = {
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
var implementation61 = {
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

// src/rules/catalog/review/shell-injection/python.ts
var importsFromSubprocess = perFile((context) => context.lines.some((line) => /^\s*from subprocess import/.test(line)));
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
var implementation62 = {
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

// src/rules/catalog/review/singledispatch-mismatch/rule.ts
var rule84 = {
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
var implementation63 = {
  languages: ["python"],
  query: "(decorated_definition definition: (function_definition) @function) @target",
  textGate: /singledispatch/,
  check: ({ captures, context }) => {
    const fn = captures.function;
    if (!fn) return false;
    const decorators = decoratorNames(fn);
    const method = isMethod(fn);
    const line = lineOf(fn.parent ?? fn);
    if (method && decorators.includes("singledispatch") && !decorators.includes("staticmethod")) {
      if (silencedByNoqa(context.lines, line, ["PLE1519"])) return false;
      const consequence2 = "it dispatches on the type of `self`, so every call runs the implementation for the class, whatever the argument";
      return { details: { decorator: "singledispatch", what: "a method", consequence: consequence2, instead: "functools.singledispatchmethod" } };
    }
    if (!method && decorators.includes("singledispatchmethod") && !silencedByNoqa(context.lines, line, ["PLE1520"])) {
      const consequence2 = "it only works as a method of a class, and calling this function raises `TypeError`";
      return { details: { decorator: "singledispatchmethod", what: "a function outside a class", consequence: consequence2, instead: "functools.singledispatch" } };
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

// src/rules/catalog/review/special-method-signature/rule.ts
var rule85 = {
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
var count2 = (number) => `${number} argument${number === 1 ? "" : "s"}`;
var implementation64 = {
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
    const wanted = most === 0 ? "only the instance" : `${fewest === most ? count2(fewest) : `${fewest} or ${most} arguments`} besides the instance`;
    const given = required > most ? `requires ${count2(required)}` : accepted === 0 ? "takes none" : `takes at most ${count2(accepted)}`;
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

// src/rules/catalog/review/sql-injection/python.ts
var implementation65 = {
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

// src/rules/catalog/review/static-comprehension-key/rule.ts
var rule86 = {
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
var implementation66 = {
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

// src/rules/catalog/review/strip-with-substring/python.ts
var STRIP_METHODS = /* @__PURE__ */ new Set(["strip", "lstrip", "rstrip"]);
function literalCharacters(node) {
  if (node.type !== "string") return void 0;
  const parts = node.namedChildren.filter((child) => child.type !== "string_start" && child.type !== "string_end");
  if (parts.some((part) => part.type !== "string_content")) return void 0;
  const text = parts.map((part) => part.text).join("");
  return text.includes("\\") ? void 0 : text;
}
var implementation67 = {
  languages: ["python"],
  query: "(call function: (attribute attribute: (identifier) @method) arguments: (argument_list . (string) @argument .)) @target",
  textGate: /strip\(/,
  check: ({ target, captures, context }) => {
    if (!STRIP_METHODS.has(captures.method?.text ?? "") || !captures.argument) return false;
    const characters = literalCharacters(captures.argument);
    if (characters === void 0 || characters.length < 2 || new Set(characters).size === characters.length) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ["B005"])) return false;
    return {
      details: {
        reason: "it repeats characters",
        call: `.${captures.method?.text}(${captures.argument.text})`,
        exact: "`.removeprefix(\u2026)` / `.removesuffix(\u2026)` (Python 3.9+)"
      }
    };
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

// src/rules/catalog/review/super-init-not-called/rule.ts
var rule87 = {
  id: "review/super-init-not-called",
  ...HIGH_CORRECTNESS,
  message: "`{{klass}}.__init__` never calls `{{base}}.__init__`, which sets `self.{{attribute}}`: `{{read}}` reads it on a `{{klass}}` and raises `AttributeError`.",
  recommendation: "Call `super().__init__(\u2026)` in `{{klass}}.__init__`, or set `self.{{attribute}}` there.",
  documentation: {
    finds: "A Python class whose `__init__` calls no `__init__` of its base, when the base is a class of the same file whose `__init__` sets an attribute (`self.items = []`) that the subclass's `__init__` does not set, and the subclass reads it \u2014 in a method of its own, or in a base method its own methods call.",
    why: "Overriding `__init__` replaces the base's: what the base's `__init__` set is never set on the subclass's instances, and the first method that reads it raises `AttributeError` \u2014 often a method inherited from the base, far from the `__init__` that forgot the call.",
    wrongWhen: "When the attribute is set some other way (a class attribute of the same name, `__getattr__`, `__slots__` filled elsewhere, a `setattr` loop); classes with any of these are left alone, as are bases from other files (what their `__init__` sets is not visible), `__init__` methods that mention any other `__init__` or `super()` (a deliberate choice of what to run), and base methods the subclass never calls itself (a subclass that sets up only what it uses).",
    origin: "Pylint's W0231 (`super-init-not-called`), which uses astroid's inference; this rule keeps to bases the same file defines."
  }
};

// src/rules/catalog/review/super-init-not-called/python.ts
function methodsOf2(klass) {
  const methods = /* @__PURE__ */ new Map();
  for (let member of klass.childForFieldName("body")?.namedChildren ?? []) {
    if (member.type === "decorated_definition") member = member.childForFieldName("definition") ?? member;
    const name = member.type === "function_definition" ? member.childForFieldName("name")?.text : void 0;
    if (name) methods.set(name, member);
  }
  return methods;
}
function attributesSet(fn) {
  const names2 = /* @__PURE__ */ new Set();
  for (const assignment of fn.descendantsOfType("assignment")) {
    const left = assignment.childForFieldName("left");
    const targets = left?.type === "attribute" ? [left] : left?.descendantsOfType("attribute") ?? [];
    for (const target of targets) if (target.childForFieldName("object")?.text === "self") names2.add(target.childForFieldName("attribute")?.text ?? "");
  }
  return names2;
}
function firstRead(methods, name) {
  for (const method of methods) {
    for (const attribute of method.descendantsOfType("attribute")) {
      if (attribute.childForFieldName("object")?.text !== "self" || attribute.childForFieldName("attribute")?.text !== name) continue;
      const parent = attribute.parent;
      const assigned = (parent?.type === "assignment" || parent?.type === "augmented_assignment") && parent.childForFieldName("left")?.id === attribute.id;
      if (!assigned || parent?.type === "augmented_assignment") return attribute;
    }
  }
  return void 0;
}
function classAttributes(klass) {
  const names2 = new Set(methodsOf2(klass).keys());
  for (const statement of klass.childForFieldName("body")?.namedChildren ?? []) {
    const assignment = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
    const left = assignment?.type === "assignment" ? assignment.childForFieldName("left") : void 0;
    if (left?.type === "identifier") names2.add(left.text);
  }
  return names2;
}
var OTHER_SETTERS = /__getattr__|__slots__|setattr\(|__dict__|@dataclass|dataclasses\.|attr\.s\b|@attr|@define\b|NamedTuple|TypedDict|BaseModel|Enum\b/;
var implementation68 = {
  languages: ["python"],
  query: "(class_definition name: (identifier) @klass superclasses: (argument_list) @bases body: (block) @body) @target",
  textGate: /__init__/,
  check: ({ target, captures }) => {
    const { klass, bases } = captures;
    if (!klass || !bases) return false;
    const ownMethods = methodsOf2(target);
    const init = ownMethods.get("__init__");
    if (!init || /\b__init__\b|\bsuper\s*\(/.test(init.childForFieldName("body")?.text ?? "")) return false;
    const baseNames2 = bases.namedChildren.filter((base2) => base2.type !== "keyword_argument").map((base2) => dottedName(base2).join("."));
    if (baseNames2.length !== 1) return false;
    const base = target.tree.rootNode.namedChildren.map((statement) => statement.type === "decorated_definition" ? statement.childForFieldName("definition") : statement).filter((statement) => statement?.type === "class_definition" && statement.childForFieldName("name")?.text === baseNames2[0]);
    if (base.length !== 1 || OTHER_SETTERS.test(target.text) || OTHER_SETTERS.test(base[0].text)) return false;
    const baseMethods = methodsOf2(base[0]);
    const baseInit = baseMethods.get("__init__");
    if (!baseInit) return false;
    const own = [...ownMethods.values()];
    const ownSet = new Set(own.flatMap((method) => [...attributesSet(method)]));
    const classLevel = /* @__PURE__ */ new Set([...classAttributes(target), ...classAttributes(base[0])]);
    const called = new Set(
      own.flatMap((method) => method.descendantsOfType("call").map((call) => /^self\.(\w+)$/.exec(call.childForFieldName("function")?.text ?? "")?.[1]))
    );
    const readers = [...own, ...[...baseMethods].filter(([name]) => called.has(name) && !ownMethods.has(name)).map(([, method]) => method)];
    for (const attribute of attributesSet(baseInit)) {
      if (ownSet.has(attribute) || classLevel.has(attribute)) continue;
      const read2 = firstRead(readers, attribute);
      if (read2)
        return {
          line: init.startPosition.row + 1,
          details: { klass: klass.text, base: baseNames2[0], attribute, read: read2.text }
        };
    }
    return false;
  },
  examples: {
    match: [
      "class Store:\n    def __init__(self):\n        self.items = []\n\n    def add(self, item):\n        self.items.append(item)\n\n\nclass NamedStore(Store):\n    def __init__(self, name):\n        self.name = name\n\n    def add_named(self, item):\n        self.add((self.name, item))\n",
      "class Cache:\n    def __init__(self):\n        self.hits = 0\n\n\nclass TimedCache(Cache):\n    def __init__(self, ttl):\n        self.ttl = ttl\n\n    def hit(self):\n        self.hits += 1\n"
    ],
    noMatch: [
      "class Store:\n    def __init__(self):\n        self.items = []\n\n    def add(self, item):\n        self.items.append(item)\n\n\nclass NamedStore(Store):\n    def __init__(self, name):\n        super().__init__()\n        self.name = name\n",
      "class Store:\n    def __init__(self):\n        self.items = []\n\n    def add(self, item):\n        self.items.append(item)\n\n\nclass NamedStore(Store):\n    def __init__(self, name):\n        self.name = name\n        self.items = []\n",
      "class NamedStore(Store):\n    def __init__(self, name):\n        self.name = name\n",
      "class Store:\n    items = ()\n\n    def __init__(self):\n        self.items = []\n\n    def add(self, item):\n        self.items.append(item)\n\n\nclass NamedStore(Store):\n    def __init__(self, name):\n        self.name = name\n",
      "class Store:\n    def __init__(self):\n        self.items = []\n\n\nclass NamedStore(Store):\n    def __init__(self, name):\n        self.name = name\n"
    ]
  }
};

// src/rules/catalog/review/swapped-arguments/python.ts
var signatures = perFile(
  (context) => signatureTable(
    fileFunctions(context).map(({ fn, name, owner, decorators }) => {
      if (!owner) return [name, positionalNames(fn)];
      return [`self.${name}`, decorators.includes("staticmethod") ? positionalNames(fn) : positionalNames(fn).slice(1)];
    })
  )
);
function enclosingParameters(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === "function_definition") return new Set(parametersOf(current).map(({ name }) => name));
  }
  return /* @__PURE__ */ new Set();
}
var implementation69 = {
  languages: ["python"],
  query: `(call
  function: [(identifier) @callee (attribute object: (identifier) @receiver attribute: (identifier) @callee)]
  arguments: (argument_list (identifier) . (identifier)) @arguments) @target`,
  check: ({ target, captures, context }) => {
    const receiver = captures.receiver?.text;
    if (receiver !== void 0 && receiver !== "self" && receiver !== "cls") return false;
    const callee = `${receiver === void 0 ? "" : "self."}${captures.callee?.text ?? ""}`;
    const parameters = signatures(context).get(callee);
    if (!parameters || parameters.length < 2) return false;
    const args = [];
    for (const argument of captures.arguments?.namedChildren ?? []) {
      if (argument.isExtra) continue;
      if (argument.type === "keyword_argument" || argument.type.endsWith("splat")) break;
      args.push(argument.type === "identifier" ? argument.text : void 0);
    }
    return swappedArguments(target, captures.callee?.text ?? callee, args, parameters, enclosingParameters(target));
  },
  examples: {
    match: [
      "def copy(source, target):\n    pass\n\n\ndef backup(source, target):\n    pass\n\n\ndef run():\n    source, target = paths()\n    copy(target, source)",
      // A `\` line continuation among the arguments is no argument.
      "def copy(label, source, target):\n    pass\n\n\ndef backup(label, source, target):\n    pass\n\n\ndef run(label):\n    source, target = paths()\n    copy(label, \\\n         target, source)"
    ],
    noMatch: [
      "def copy(source, target):\n    pass\n\n\ndef run():\n    source, target = paths()\n    copy(source, target)",
      "def compare(left, right):\n    return 0\n\n\ndef reverse(left, right):\n    return compare(right, left)",
      "def point(x, y):\n    pass\n\n\ndef transpose(x, y):\n    pass\n\n\ndef run():\n    x, y = 1, 2\n    point(y, x)"
    ]
  }
};

// src/rules/catalog/review/syntax-error/rule.ts
var rule88 = {
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
var implementation70 = {
  languages: ["python"],
  query: `(ERROR) @target
      (MISSING) @target`,
  check: ({ target, context }) => {
    if (target.id !== firstSyntaxError(context)?.id) return false;
    const line = firstChangedLine(context, [target]);
    if (line === void 0 || /\{\{|\{%/.test(context.path)) return false;
    if (context.before()?.root.hasError) return false;
    const near = target.isMissing ? `missing ${target.type}` : (context.lines[line - 1] ?? "").trim();
    return { line, details: { near: excerpt(near, 40) } };
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

// src/rules/catalog/review/unbound-local/rule.ts
var rule89 = {
  id: "review/unbound-local",
  ...HIGH_CORRECTNESS,
  message: "`{{name}}` is assigned later in this function, which makes it local to the whole function: here, before any assignment, reading it raises `UnboundLocalError`.",
  recommendation: "Assign it before this line, read another name, or declare it `global`/`nonlocal` if the outer one is meant.",
  documentation: {
    finds: "A function that reads a name before the function's first assignment to it (`counter += 1` on a module-level counter, a variable renamed on its assignment but not on an earlier use). Python decides a name is local from any assignment in the function, so the read never sees the module's or an enclosing function's name of the same spelling.",
    why: "The function raises `UnboundLocalError` when it reaches the line, typically on a path its tests never took.",
    wrongWhen: "A read that runs after an assignment although it comes first in the text. Names bound by `:=` (a comprehension runs its condition before its element), names a function declares `global` or `nonlocal`, reads in nested functions, lambdas and classes (they run later) and functions that catch `NameError` or `UnboundLocalError` are left alone; only a binding that starts after the read counts, so `x = x + 1` is not reported. Silence one with `# noqa: F823`.",
    origin: "pyflakes' F823 and Pylint's E0601 `used-before-assignment`, for names a function binds."
  }
};

// src/rules/catalog/review/unbound-local/python.ts
var LOCAL_BINDINGS = BINDING_TYPES.filter((type) => type !== "for_in_clause");
var COMPREHENSIONS = /* @__PURE__ */ new Set(["list_comprehension", "set_comprehension", "dictionary_comprehension", "generator_expression"]);
function comprehensionVariable(identifier) {
  for (let parent = identifier.parent; parent; parent = parent.parent) {
    if (!COMPREHENSIONS.has(parent.type)) continue;
    const clauses = parent.namedChildren.filter((child) => child.type === "for_in_clause");
    if (clauses.some((clause) => boundBy(clause).some((name) => name.text === identifier.text))) return true;
  }
  return false;
}
function loopAround(identifier, fn, binding) {
  for (let parent = identifier.parent; parent && parent.id !== fn.id; parent = parent.parent) {
    if ((parent.type === "for_statement" || parent.type === "while_statement") && binding < parent.endIndex) return true;
  }
  return false;
}
var CATCHES_NAME_ERROR = /\bexcept\b[^:\n]*\b(NameError|UnboundLocalError)\b/;
function firstBindings(fn) {
  const first = /* @__PURE__ */ new Map();
  const targets = /* @__PURE__ */ new Set();
  const body = fn.childForFieldName("body");
  if (!body) return { first, targets };
  for (const node of body.descendantsOfType(LOCAL_BINDINGS)) {
    if (scopeOf(node).id !== fn.id) continue;
    for (const name of boundBy(node)) {
      if (node.type !== "augmented_assignment") targets.add(name.id);
      if (!first.has(name.text) || node.startIndex < (first.get(name.text) ?? 0)) first.set(name.text, node.startIndex);
    }
  }
  const unordered = new Set(parametersOf(fn).map((parameter) => parameter.name));
  for (const statement of body.descendantsOfType(["global_statement", "nonlocal_statement", "named_expression"])) {
    if (statement.type === "named_expression") unordered.add(statement.childForFieldName("name")?.text ?? "");
    else for (const identifier of statement.descendantsOfType("identifier")) unordered.add(identifier.text);
  }
  for (const name of unordered) first.delete(name);
  return { first, targets };
}
var implementation71 = {
  languages: ["python"],
  query: "(function_definition body: (block) @body) @target",
  check: ({ target, captures, context }) => {
    const body = captures.body;
    if (!body) return false;
    const changed = body.descendantsOfType("identifier").filter((identifier) => context.isChanged(lineOf(identifier)));
    if (changed.length === 0 || CATCHES_NAME_ERROR.test(body.text)) return false;
    const { first, targets } = firstBindings(target);
    const hits = [];
    const reported = /* @__PURE__ */ new Set();
    for (const identifier of changed) {
      const name = identifier.text;
      const binding = first.get(name);
      if (binding === void 0 || identifier.startIndex > binding || reported.has(name)) continue;
      if (targets.has(identifier.id) || scopeOf(identifier).id !== target.id || !isNameRead(identifier) || comprehensionVariable(identifier)) continue;
      if (loopAround(identifier, target, binding) || silencedByNoqa(context.lines, lineOf(identifier), ["F823", "F821"])) continue;
      reported.add(name);
      hits.push({ line: lineOf(identifier), column: identifier.startPosition.column + 1, details: { name } });
    }
    return hits;
  },
  examples: {
    match: [
      "requests_served = 0\n\ndef handle(request):\n    requests_served += 1\n    return respond(request)",
      "from app.config import settings\n\ndef load(path):\n    if settings.debug:\n        print(path)\n    settings = read(path)\n    return settings",
      "def total(rows):\n    for row in rows:\n        if row.amount > limit:\n            break\n    limit = 10\n    return limit"
    ],
    noMatch: [
      "requests_served = 0\n\ndef handle(request):\n    global requests_served\n    requests_served += 1",
      "def total(rows):\n    subtotal = 0\n    for row in rows:\n        subtotal += row.amount\n    return subtotal",
      'def scan(items):\n    found = [value for item in items if (value := item.get("x"))]\n    return found',
      "def outer():\n    def inner():\n        return value\n    value = 1\n    return inner",
      "def step(x):\n    x = x + 1\n    return x",
      'def lex(lines):\n    for line in lines:\n        if pending:\n            yield start, line\n        pending, start = line.endswith("\\\\"), len(line)',
      "def names(table):\n    keys = [key for key in table if key]\n    for key in keys:\n        print(key)",
      "def cached():\n    try:\n        return result\n    except NameError:\n        result = compute()\n        return result"
    ]
  }
};

// src/rules/catalog/review/undefined-export/rule.ts
var rule90 = {
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
var implementation72 = {
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
    const listed2 = missing.map((item) => literalText(item)).join("`, `");
    return { line: lineOf(first), column: first.startPosition.column + 1, details: { name: listed2, module } };
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

// src/rules/catalog/review/undefined-name/python.ts
var DYNAMIC_NAMES = /^\s*from\s+\S+\s+import\s+\*|\bglobals\(\)|\b(vars|locals)\(\)\s*\[|\bexec(file)?\(|__builtins__|\bbuiltins\.|^def __getattr__|sys\.modules\[__name__\]|\._convert_\(|\bglobal_enum\b/m;
var TYPE_CHECKER_IGNORE = /#\s*type:\s*ignore(?!\[(?![^\]]*name-defined))|#\s*pyright:\s*ignore(?!\[(?![^\]]*reportUndefinedVariable))/;
var IMPLICIT_NAMES = new Set(
  "Ellipsis _ unicode basestring long xrange raw_input unichr file reduce cmp buffer reload apply intern coerce get_ipython display reveal_type reveal_locals".split(" ")
);
var MAX_UNBOUND_NAMES = 2;
var DOCUMENTATION_FOLDER = /(^|\/)(docs?|docs?_src|documentation)\//;
var DOCUMENTATION_CONFIDENCE = 60;
function namesByScope(root) {
  const scopes = new ScopeBindings();
  walkInScopes(
    root,
    BINDING_NODE_TYPES,
    (type) => SCOPE_TYPES.has(type),
    (node, scope, around) => {
      const declared = node.type === "global_statement" || node.type === "nonlocal_statement";
      for (const name of namesBoundBy(node)) for (const binder of declared ? around() : [scope]) scopes.bind(binder, name);
    }
  );
  return scopes;
}
var HOLDER_TYPES = ["parameters", "lambda_parameters", "type_parameter", "case_pattern", "global_statement", "nonlocal_statement"];
var BINDING_NODE_TYPES = [.../* @__PURE__ */ new Set([...BINDING_TYPES, "future_import_statement", "as_pattern", "type_alias_statement", ...HOLDER_TYPES, ...SCOPE_TYPES])];
function namesBoundBy(node) {
  if (HOLDER_TYPES.includes(node.type)) return node.descendantsOfType("identifier").map((identifier) => identifier.text);
  if (node.type === "as_pattern") return targetNames(node.childForFieldName("alias")?.namedChildren[0] ?? null).map((name) => name.text);
  if (node.type === "type_alias_statement") return node.namedChildren[0]?.descendantsOfType("identifier").map((identifier) => identifier.text) ?? [];
  return boundBy(node).map((name) => name.text);
}
function isBound2(identifier, scopes, root, name = identifier.text) {
  const around = scopes.around(identifier, name);
  if (around.some((scope) => scope.type !== "class_definition")) return true;
  return around.length > 0 && around.some((scope) => evaluatedIn(identifier, root).id === scope.id);
}
function evaluatedIn(identifier, root) {
  for (let child = identifier, parent = identifier.parent; parent; child = parent, parent = parent.parent) {
    if (SCOPE_TYPES.has(parent.type) && parent.childForFieldName("body")?.id === child.id) return parent;
  }
  return root;
}
function hasAncestor(node, type) {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === type) return true;
  return false;
}
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
function consequence(identifier) {
  if (!inRaisedOrCaught(identifier)) return "";
  for (let parent = identifier.parent; parent; parent = parent.parent) {
    if (parent.type === "raise_statement") return " instead of the intended error";
  }
  return " instead of catching the error";
}
var implementation73 = {
  languages: ["python"],
  query: "(module) @target",
  check: ({ context }) => {
    const root = context.root;
    if (root.hasError || DYNAMIC_NAMES.test(context.lines.join("\n"))) return false;
    const scopes = namesByScope(root);
    const unbound = /* @__PURE__ */ new Map();
    for (const identifier of root.descendantsOfType("identifier")) {
      const name = identifier.text;
      if (BUILTIN_EXCEPTIONS.has(name) || IMPLICIT_NAMES.has(name)) continue;
      if (/^__\w+__$/.test(name) || isBound2(identifier, scopes, root, name) || !isNameRead(identifier)) continue;
      if ((name === "self" || name === "cls") && hasAncestor(identifier, "class_definition")) continue;
      const uses = unbound.get(name);
      if (uses) uses.push(identifier);
      else unbound.set(name, [identifier]);
    }
    if (unbound.size > MAX_UNBOUND_NAMES) return false;
    const hits = [];
    const confidence = DOCUMENTATION_FOLDER.test(context.path) ? { confidence: DOCUMENTATION_CONFIDENCE } : {};
    const before = context.before();
    const beforeScopes = before && !before.root.hasError ? namesByScope(before.root) : void 0;
    const brokenByChange = (use) => {
      const was = before && beforeScopes ? sameNodeBefore(use, before) : void 0;
      return was !== void 0 && before !== void 0 && beforeScopes !== void 0 && isNameRead(was) && isBound2(was, beforeScopes, before.root);
    };
    for (const [name, uses] of unbound) {
      const changed = uses.find((identifier) => context.isChanged(lineOf(identifier)));
      const use = changed ?? uses.find(brokenByChange);
      if (!use) continue;
      const line = lineOf(use);
      if (silencedByNoqa(context.lines, line, ["F821"]) || TYPE_CHECKER_IGNORE.test(context.lines[line - 1] ?? "")) continue;
      const removed = (beforeScopes?.has(name) ?? false) && !scopes.has(name);
      const instead = consequence(use);
      const details = { name, instead, removed: removed ? " (this change removed its import or definition)" : "" };
      const severity = instead === "" ? { severity: "info" } : {};
      hits.push({ line, column: use.startPosition.column + 1, details, onConstruct: use !== changed, ...severity, ...confidence });
    }
    return hits;
  },
  examples: {
    match: [
      'from tornado import httputil\n\ndef read(chunk):\n    if chunk != b"\\r\\n":\n        raise HTTPInputError("bad chunk")',
      "from app import load, report\n\ntry:\n    load()\nexcept (ValueError, ParseError) as error:\n    report(error)",
      'import os\n\ndef home():\n    return pathlib.Path(os.environ["HOME"])',
      "def total(items):\n    count = 0\n    for item in items:\n        count += item.size\n    return cuont"
    ],
    noMatch: [
      'from tornado.httputil import HTTPInputError\n\ndef read(chunk):\n    raise HTTPInputError("bad chunk")',
      "from app import load\n\nclass ParseError(Exception):\n    pass\n\ntry:\n    load()\nexcept ParseError:\n    pass",
      'from errors import *\n\nraise ParseError("x")',
      "from app import load, report\n\ntry:\n    load()\nexcept (ValueError, OSError) as error:\n    report(error)",
      'def fail(error_class):\n    raise error_class("x")',
      'html_theme = theme\nextensions = [ext, other]\nif tags.has("draft"):\n    exclude = [drafts]',
      "from __future__ import annotations\n\ndef load(path: Path) -> Config:\n    return read(path)\n\ndef read(path):\n    return path",
      'def handle(message):\n    match message:\n        case {"kind": kind, **rest}:\n            return kind, rest\n        case [first, *others]:\n            return first, others',
      "try:\n    import simplejson as json\nexcept ImportError:\n    json = None\n\nprint(json, __file__, [x for x in range(3)], (lambda y=1: y)())"
    ]
  }
};

// src/rules/catalog/review/unescaped-decimal-dot/python.ts
var implementation74 = regexImplementation(PYTHON_REGEX, DECIMAL_GATE, unescapedDecimalDot, {
  match: [
    'FLOAT = re.compile("-?[0-9]+(.[0-9]+)?")',
    'if re.match(r"(?P<major>\\d+).(?P<minor>\\d+)", text): pass',
    'class DecimalConverter:\n    regex = r"-?\\d+(.\\d+)?"'
  ],
  noMatch: ['FLOAT = re.compile(r"-?[0-9]+(\\.[0-9]+)?")', 'ANY = re.compile(r"\\d+.+\\d+")']
});

// src/rules/catalog/review/unescaped-host-dot/python.ts
var implementation75 = regexImplementation(PYTHON_REGEX, HOST_GATE, unescapedHostDot, {
  match: ['YOUTUBE = re.compile(r"^https?://(www\\.)?m.youtube.com/")', 'if re.match("api.github.com", host):'],
  noMatch: ['YOUTUBE = re.compile(r"^https?://(www\\.)?m\\.youtube\\.com/")', 'HOST = re.compile(r"^example.com$")']
});

// src/rules/catalog/review/unreachable-loop/python.ts
var SYNTAX2 = {
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
var implementation76 = {
  languages: ["python"],
  query: "[(for_statement) (while_statement)] @target",
  check: ({ target, context }) => {
    if (target.childForFieldName("alternative")) return false;
    return onePassExit(target, SYNTAX2, context.lines);
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

// src/rules/catalog/review/unused-loop-index/python.ts
var reading2 = {
  names: /* @__PURE__ */ new Set(["identifier"]),
  keyOf: (node, collection) => node.type === "subscript" && node.childForFieldName("value")?.text === collection ? node.childForFieldName("subscript") ?? void 0 : void 0,
  // `j = …`, `j += 1`, `a, j = …`, `for j in …`: a name bound anew in the body.
  assigns: (node, name) => ["assignment", "augmented_assignment", "for_statement"].includes(node.type) && (node.childForFieldName("left")?.text === name || (node.childForFieldName("left")?.namedChildren.some((bound) => bound?.text === name) ?? false))
};
var implementation77 = {
  languages: ["python"],
  query: "(for_statement left: (identifier) right: (call) body: (block) @body) @target",
  textGate: /range\(\s*len\(/,
  check: ({ target, captures, context }) => {
    const loop = countingLoop(target, "before-length");
    return loop && captures.body ? unusedIndexHit(target, captures.body, loop, reading2, context) : false;
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

// src/rules/catalog/review/useless-comparison/python.ts
var EXPECTS_RAISE = /raises|Raises|warns|Warns|suppress/;
function runForRaise(node) {
  return enclosedBy(
    node,
    (ancestor) => ancestor.type === "try_statement" || ancestor.type === "with_statement" && EXPECTS_RAISE.test(ancestor.children.find((child) => child?.type === "with_clause")?.text ?? "")
  );
}
var implementation78 = {
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
var rule91 = {
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
var implementation79 = {
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
    if (path.length === 1 && !context.lines.some((line) => imported.test(line))) return false;
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

// src/rules/catalog/review/version-compared-as-text/python.ts
function lastName(node) {
  if (node.type === "identifier") return node.text;
  if (node.type === "attribute") return node.childForFieldName("attribute")?.text;
  if (node.type === "subscript") return lastName(node.childForFieldName("value") ?? node);
  if (node.type === "call") return lastName(node.childForFieldName("function") ?? node);
  return void 0;
}
var implementation80 = {
  languages: ["python"],
  query: "(comparison_operator (_) @left [(string) (concatenated_string)] @literal .) @target",
  textGate: /version/i,
  check: ({ target, captures }) => {
    const { left, literal } = captures;
    const operators = target.children.filter((child) => child !== null && !child.isNamed).map((child) => child?.text);
    if (!left || !literal || target.namedChildren.length !== 2 || operators.length !== 1 || !ORDERING.has(operators[0] ?? "")) return false;
    const content = literal.descendantsOfType("string_content");
    const text = content.length === 1 ? content[0]?.text ?? "" : "";
    if (literal.descendantsOfType("interpolation").length > 0 || !isVersionLiteral(text) || !isVersionName(lastName(left))) return false;
    return { details: { expression: excerpt(target.text, 60), ...misordered(text) } };
  },
  overrides: {
    recommendation: 'Compare tuples of numbers: `sys.version_info >= (3, 8)`, or `packaging.version.Version(x) >= Version("0.13")` for a package.',
    reason: "Python has `sys.version_info` and `packaging.version` for this."
  },
  examples: {
    match: ['if sys.version > "3":\n    import io', 'assert wsproto.__version__ > "0.13"', 'if platform.python_version() < "3.10":\n    legacy()'],
    noMatch: [
      "if sys.version_info >= (3, 8):\n    pass",
      'if __version__ == "1.0":\n    pass',
      'if Version(wsproto.__version__) > Version("0.13"):\n    pass',
      'if name > "b":\n    pass',
      "if version_number >= 3:\n    pass"
    ]
  }
};

// src/rules/catalog/review/walrus-binds-comparison/rule.ts
var rule92 = {
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
var implementation81 = {
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
var rule93 = {
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
var implementation82 = {
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

// src/rules/catalog/silent-failure/bare-except/rule.ts
var rule94 = {
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
var implementation83 = {
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
var rule95 = {
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

// src/rules/catalog/silent-failure/broad-suppress/python.ts
var BROAD_EXCEPTIONS2 = /* @__PURE__ */ new Set(["Exception", "BaseException"]);
var importsSuppress = perFile((context) => context.lines.some((line) => /^\s*from contextlib import\b.*\bsuppress\b/.test(line)));
var implementation84 = {
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

// src/rules/catalog/silent-failure/empty-catch/python.ts
var implementation85 = {
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
    const explained = clause.body?.namedChildren.some((child) => child.type === "comment") ?? false;
    if (explained) return { details, severity: "low", confidence: 50 };
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

// src/rules/catalog/silent-failure/log-only-catch/python.ts
var LOGGER_OBJECT = /^(log|logger|logging|_?log|_?logger|LOG|LOGGER|\w*_logger|traceback|warnings)$/;
function isLoggingStatement(statement) {
  const expression = expressionOf(statement);
  if (expression?.type !== "call") return false;
  const path = calleePath(expression);
  if (path.length === 1) return path[0] === "print";
  return LOGGER_OBJECT.test(path[path.length - 2] ?? "");
}
var implementation86 = {
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

// src/rules/catalog/silent-failure/made-up-fallback/python.ts
var BROAD_EXCEPTIONS3 = /* @__PURE__ */ new Set(["Exception", "BaseException"]);
var LOGGER_OBJECT2 = /^(log|logger|logging|_?log|_?logger|LOG|LOGGER|\w*_logger)$/;
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
  return path.length >= 2 && LOGGER_OBJECT2.test(path[path.length - 2] ?? "") ? path.at(-1) : void 0;
}
function madeUpValue(value) {
  const text = value.text.replace(/\s+/g, "");
  if (["none", "true", "false", "integer", "float"].includes(value.type)) return text;
  if (value.type === "unary_operator" && /^-\d+$/.test(text)) return text;
  if (value.type === "string" && /^[rbu]?(""|'')$/i.test(text)) return text;
  if (["list", "dictionary", "tuple", "set"].includes(value.type) && value.namedChildren.every((child) => child.type === "comment")) return text;
  return void 0;
}
var EMPTY_SUCCESS_RESPONSE = /^((JsonResponse|jsonify|JSONResponse)\((\{\}|\[\])(,safe=False)?(,status=200)?\)|(Response|HttpResponse|PlainTextResponse)\((""|''|None)?(,status=200)?\)|(\{\}|\[\]),200)$/;
var PARSING_CALLS = /^(int|float|str|bool|Decimal|loads|literal_eval|strptime|fromisoformat|fromtimestamp|UUID|urlparse|urlsplit|ip_address|ip_network|parse|b64decode|decode|encode|getenv|get|import_module|version)$/;
function doesRealWork(tryBody) {
  return tryBody.descendantsOfType("call").some((call) => !PARSING_CALLS.test(calleePath(call).at(-1) ?? ""));
}
var implementation87 = {
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
    const compact = returned.text.replace(/\s+/g, "");
    const response = EMPTY_SUCCESS_RESPONSE.test(compact) ? `an HTTP 200 with an empty body (\`${excerpt(returned.text, 40)}\`)` : void 0;
    const value = response === void 0 ? madeUpValue(returned) : void 0;
    const fallback = response ?? (value === void 0 ? void 0 : `\`${value}\``);
    const logs = statements.slice(0, -1);
    if (!fallback || !logs.every((statement) => logMethod(statement) !== void 0)) return false;
    const fn = enclosingFunction(target);
    const functionName = fn?.childForFieldName("name")?.text.replace(/^_+/, "") ?? "";
    if (promisedFallback(functionName, value === "True" || value === "False", tryBody)) return false;
    if (handler.bound !== void 0 && mentions(returned, handler.bound) || response === void 0 && !doesRealWork(tryBody)) return false;
    const explained = handler.body?.namedChildren.some((child) => child.type === "comment") ?? false;
    const first = statementsOf(tryBody)[0];
    return {
      details: { guarded: first ? `\`${excerpt(first.text, 50)}\`` : "the try block", fallback },
      confidence: fallbackConfidence(
        logs.map((statement) => logMethod(statement) ?? ""),
        explained,
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

// src/rules/catalog/silent-failure/return-in-finally/python.ts
var implementation88 = {
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
var implementation89 = {
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
var NESTING_TYPES = /* @__PURE__ */ new Set(["if_statement", "for_statement", "while_statement", "try_statement", "with_statement", "match_statement"]);
var NESTING_SYNTAX = {
  types: [...NESTING_TYPES],
  nestsAt: (_node, type) => NESTING_TYPES.has(type),
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
var implementation90 = {
  languages: ["python"],
  query: "[(if_statement) (for_statement) (while_statement) (try_statement) (with_statement) (match_statement)] @target",
  check: ({ target, context }) => deepNestingHit(target, NESTING_SYNTAX, context),
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
var implementation91 = {
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

// src/rules/catalog/simplify/nested-ternary/python.ts
function branchesOf(conditional) {
  const [consequence2, , alternative] = conditional.namedChildren.filter((child) => child.type !== "comment");
  return { consequence: consequence2, alternative };
}
function isBranch(conditional, child) {
  const { consequence: consequence2, alternative } = branchesOf(conditional);
  return (consequence2?.equals(child) ?? false) || (alternative?.equals(child) ?? false);
}
var implementation92 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "Nested conditional expression `{{target}}` packs several decisions into one expression.",
    recommendation: "Use `if`/`elif`/`else` statements (or an early return), a dict lookup, or name the intermediate results."
  }),
  query: "(conditional_expression) @target",
  check: checkNestedConditional({ type: "conditional_expression", branchesOf, isBranch, unwrapParentheses }),
  examples: {
    match: ['label = ("owner" if is_owner else "admin") if is_admin else "member"', 'size = "small" if n < 10 else "medium" if n < 100 else "large"'],
    noMatch: ['label = "admin" if is_admin else "member"', "value = (a if ready else b) or fallback"]
  }
};

// src/rules/catalog/test/duplicate-test-name/rule.ts
var rule96 = {
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

// src/rules/syntax/python/collected-test-module.ts
var COLLECTED_MODULE = /(^|\/)(test[^/]*|[^/]*_test)\.py$/;
function isCollectedTestModule(path) {
  return COLLECTED_MODULE.test(path);
}

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
var implementation93 = {
  languages: ["python"],
  query: `(module) @target
      (class_definition body: (block) @body) @target`,
  textGate: /def\s+test/,
  check: ({ target, captures, context }) => {
    if (!isCollectedTestModule(context.path)) return false;
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
var HELPER_MODULE = /(^|\.)(tests?|testing|helpers?|support|scenarios?|fixtures?|conftest|utils?)(\.|$)/;
var assertingHelpers = perFile((context) => {
  const names2 = /* @__PURE__ */ new Set();
  for (const line of context.lines) {
    const definition = /^\s*(?:async\s+)?def\s+(\w+)/.exec(line);
    if (definition?.[1] && !/^test/.test(definition[1])) names2.add(definition[1]);
    const imported = /^\s*from\s+([\w.]+)\s+import\s+\(?([\w\s,]+)\)?/.exec(line);
    if (imported?.[1] && imported[2] && HELPER_MODULE.test(imported[1])) {
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
var implementation94 = {
  languages: ["python"],
  overrides: ownWording("python", {
    message: "Test `{{name}}` has no assertion: it passes whatever the code does, unless it raises.",
    recommendation: "Assert on the outcome (`assert result == expected`, `pytest.raises(...)`, `mock.assert_called_once_with(...)`)."
  }),
  query: '(function_definition name: (identifier) @name (#match? @name "^test")) @target',
  check: ({ target, context }) => {
    if (!isTestFunction(target) || !isCollectedTestModule(context.path)) return false;
    const helpers = assertingHelpers(context);
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

// src/rules/catalog/test/skipped-test/python.ts
function isUnconditionalSkip(decorator) {
  const expression = decorator.type === "call" ? decorator.childForFieldName("function") : decorator;
  const path = expression ? dottedName(expression).join(".") : "";
  return path === "pytest.mark.skip" || path === "unittest.skip" || path === "skip";
}
var implementation95 = {
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

// src/rules/catalog/test/sleep-in-test/python.ts
var SLEEP_CALLS = /* @__PURE__ */ new Set(["time.sleep", "sleep", "asyncio.sleep", "trio.sleep", "anyio.sleep", "gevent.sleep"]);
var FAKE_CLOCK = /freezegun|freeze_time|time_machine|patch\(\s*["'](time\.sleep|asyncio\.sleep)|setattr\(\s*time\s*,\s*["']sleep/;
var usesFakeClock = perFile((context) => context.lines.some((line) => FAKE_CLOCK.test(line)));
function pollsInLoop(call) {
  for (let node = call.parent; node && node.type !== "function_definition"; node = node.parent) {
    if (node.type === "while_statement" || node.type === "for_statement") return true;
  }
  return false;
}
var implementation96 = {
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
    return { details: { target: excerpt(target.text, 40) }, ...pollsInLoop(target) ? { confidence: 60 } : {} };
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

// src/rules/catalog/type-design/missing-annotations/rule.ts
var rule97 = {
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
var implementation97 = {
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

// src/rules/catalog/python-rules.ts
var RULE_TABLE = [
  [rule, implementation],
  [rule2, implementation2],
  [rule3, implementation3],
  [rule4, implementation4],
  [rule5, implementation5],
  [rule59, implementation6],
  [rule60, implementation7],
  [rule61, implementation8],
  [rule62, implementation9],
  [rule63, implementation10],
  [rule6, implementation11],
  [rule64, implementation12],
  [rule7, implementation13],
  [rule55, implementation14],
  [rule8, implementation15],
  [rule9, implementation16],
  [rule10, implementation17],
  [rule65, implementation18],
  [rule11, implementation19],
  [rule53, implementation20],
  [rule12, implementation21],
  [rule66, implementation22],
  [rule13, implementation23],
  [rule56, implementation24],
  [rule67, implementation25],
  [rule14, implementation26],
  [rule68, implementation27],
  [rule15, implementation28],
  [rule16, implementation29],
  [rule17, implementation30],
  [rule69, implementation31],
  [rule70, implementation32],
  [rule18, implementation33],
  [rule71, implementation34],
  [rule72, implementation35],
  [rule73, implementation36],
  [rule74, implementation37],
  [rule57, implementation38],
  [rule19, implementation39],
  [rule75, implementation40],
  [rule20, implementation41],
  [rule76, implementation42],
  [rule77, implementation43],
  [rule21, implementation44],
  [rule22, implementation45],
  [rule78, implementation46],
  [rule79, implementation47],
  [rule23, implementation48],
  [rule80, implementation49],
  [rule24, implementation50],
  [rule25, implementation51],
  [rule26, implementation52],
  [rule27, implementation53],
  [rule28, implementation54],
  [rule81, implementation55],
  [rule29, implementation56],
  [rule82, implementation57],
  [rule30, implementation58],
  [rule31, implementation59],
  [rule83, implementation60],
  [rule32, implementation61],
  [rule33, implementation62],
  [rule84, implementation63],
  [rule85, implementation64],
  [rule34, implementation65],
  [rule86, implementation66],
  [rule58, implementation67],
  [rule87, implementation68],
  [rule35, implementation69],
  [rule88, implementation70],
  [rule89, implementation71],
  [rule90, implementation72],
  [rule54, implementation73],
  [rule36, implementation74],
  [rule37, implementation75],
  [rule38, implementation76],
  [rule39, implementation77],
  [rule40, implementation78],
  [rule91, implementation79],
  [rule41, implementation80],
  [rule92, implementation81],
  [rule93, implementation82],
  [rule94, implementation83],
  [rule95, implementation84],
  [rule42, implementation85],
  [rule43, implementation86],
  [rule44, implementation87],
  [rule45, implementation88],
  [rule46, implementation89],
  [rule47, implementation90],
  [rule48, implementation91],
  [rule49, implementation92],
  [rule96, implementation93],
  [rule50, implementation94],
  [rule51, implementation95],
  [rule52, implementation96],
  [rule97, implementation97]
];
var RULE_FOLDERS = RULE_TABLE.map(([rule98, ...languages]) => ({ rule: rule98, languages }));

export {
  RULE_FOLDERS
};
