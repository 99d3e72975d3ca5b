import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);

// src/rules/built-string.ts
function isBuilt(expression) {
  return expression?.how !== void 0;
}
function builtArgument(argument, read, assignedValues, matters = () => true) {
  const direct = read(argument);
  if (direct || argument.type !== "identifier") {
    return isBuilt(direct) && matters(direct.fragments) && !onlyHarmless([direct], read, assignedValues) ? direct : void 0;
  }
  const values = assignedValues(argument).flatMap((value) => read(value) ?? []);
  const built = values.filter(isBuilt).at(-1);
  const fragments = values.map((value) => value.fragments).join(" ");
  if (!built || !matters(fragments) || onlyHarmless(values, read, assignedValues)) return void 0;
  return { ...built, fragments };
}
function onlyHarmless(expressions, read, assignedValues) {
  return expressions.every((expression) => expression.values.every((value) => isHarmless(value, read, assignedValues, 0)));
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
function isHarmless(value, read, assignedValues, depth) {
  const node = value.type === "parenthesized_expression" && value.namedChildCount === 1 && value.namedChildren[0] ? value.namedChildren[0] : value;
  if (LITERAL_TYPES.has(node.type)) return true;
  const expression = read(node);
  if (expression) return depth < MAX_HARMLESS_DEPTH && expression.values.every((inner) => isHarmless(inner, read, assignedValues, depth + 1));
  switch (node.type) {
    case "identifier": {
      if (CONSTANT_NAME.test(node.text)) return true;
      const assigned = depth < MAX_HARMLESS_DEPTH ? assignedValues(node) : [];
      return assigned.length > 0 && assigned.every((inner) => isHarmless(inner, read, assignedValues, depth + 1));
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
      return branches.every((branch) => branch !== null && isHarmless(branch, read, assignedValues, depth + 1));
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

// src/rules/catalog/review/medium-correctness.ts
var MEDIUM_CORRECTNESS = {
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "correctness"
};

// src/rules/catalog/review/high-correctness.ts
var HIGH_CORRECTNESS = {
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "high",
  confidence: 90,
  category: "correctness"
};

// src/rules/syntax/dotted-names.ts
function dottedNames(syntax) {
  const names = new Set(syntax.names);
  const dottedName = (node) => {
    if (names.has(node.type)) return [node.text];
    if (node.type !== syntax.member) return [];
    const object = node.childForFieldName(syntax.object);
    const property = node.childForFieldName(syntax.property);
    const head = object ? dottedName(object) : [];
    return head.length > 0 && property ? [...head, property.text] : [];
  };
  const calleePath = (call) => {
    for (const field of syntax.callee) {
      const callee = call.childForFieldName(field);
      if (callee) return dottedName(callee);
    }
    return [];
  };
  return { dottedName, calleePath };
}

// src/rules/syntax/function-nodes.ts
function functionNodes(types) {
  const typeSet = new Set(types);
  const isFunctionType = (type) => typeSet.has(type);
  const isFunction = (node) => typeSet.has(node.type);
  const enclosingFunction = (node) => {
    for (let current = node.parent; current; current = current.parent) {
      if (isFunction(current)) return current;
    }
    return void 0;
  };
  return { types, isFunctionType, isFunction, enclosingFunction };
}

export {
  builtArgument,
  valuesAssignedBefore,
  topLevelValuesBefore,
  looksLikeSql,
  dottedNames,
  functionNodes,
  MEDIUM_CORRECTNESS,
  HIGH_CORRECTNESS
};
