import type { Node, Tree } from 'web-tree-sitter';

/** A string expression: a plain literal, or one assembled at run time from literal text and values. */
export interface StringExpression {
  node: Node;
  /** How it is built, for messages (`a template literal`, `an f-string`, …); undefined for a plain literal. */
  how: string | undefined;
  /** The literal text with `?` where values go: enough to tell SQL from other text. */
  fragments: string;
  /** The values put into the text (the expressions in `${…}`, `{…}`, `+ x`, format arguments); empty for a literal. */
  values: readonly Node[];
}

/** A string assembled at run time from literal text and values. */
interface BuiltString extends StringExpression {
  how: string;
}

/** Reads a string expression in one language's syntax tree; undefined for anything else. */
export type StringReader = (node: Node) => StringExpression | undefined;

/** The values assigned to a variable before this use of it (one hop: no data flow beyond). */
export type AssignmentFinder = (identifier: Node) => Node[];

function isBuilt(expression: StringExpression | undefined): expression is BuiltString {
  return expression?.how !== undefined;
}

/**
 * The built string an argument is, or holds: the argument itself, or, for a variable, what was assigned
 * to it earlier in the same function (`query = "SELECT …"`, `query += f" AND id = {x}"`, then
 * `cursor.execute(query)`). The fragments of every assignment are joined, so a query started as a plain
 * literal and extended with values still reads as SQL. A string whose every value is harmless
 * (`isHarmless`: constants, numbers, quoted text, placeholder lists) is not reported as built.
 */
export function builtArgument(
  argument: Node,
  read: StringReader,
  assignedValues: AssignmentFinder,
  /** Which texts matter (SQL, for an SQL sink): judged on the fragments first, as following the values is the costly part. */
  matters: (fragments: string) => boolean = () => true,
): BuiltString | undefined {
  const direct = read(argument);
  if (direct || argument.type !== 'identifier') {
    return isBuilt(direct) && matters(direct.fragments) && !onlyHarmless([direct], read, assignedValues) ? direct : undefined;
  }
  const values = assignedValues(argument).flatMap((value) => read(value) ?? []);
  const built = values.filter(isBuilt).at(-1);
  const fragments = values.map((value) => value.fragments).join(' ');
  if (!built || !matters(fragments) || onlyHarmless(values, read, assignedValues)) return undefined;
  return { ...built, fragments };
}

function onlyHarmless(expressions: readonly StringExpression[], read: StringReader, assignedValues: AssignmentFinder): boolean {
  return expressions.every((expression) => expression.values.every((value) => isHarmless(value, read, assignedValues, 0)));
}

/** Literal node types of the grammars (numbers, booleans, null) that cannot carry chosen text. */
const LITERAL_TYPES = new Set(['number', 'integer', 'float', 'int_literal', 'float_literal', 'true', 'false', 'null', 'undefined', 'none', 'nil']);
/** `MAX_ROWS`, `USER_COLUMNS`: the naming convention of constants in every language the engine reads. */
const CONSTANT_NAME = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{2,}[0-9]*$/;
/** Calls whose result cannot break out of its place: numbers, lengths, and text quoted for a shell or SQL. */
const SAFE_CALLS =
  /^(int|float|bool|len|Number|Boolean|parseInt|parseFloat|toFixed|Itoa|FormatInt|FormatUint|FormatFloat|FormatBool|quote|escape|shellQuote|shellescape|escapeShellArg|escapeLiteral|escapeIdentifier|escapeId|quoteIdentifier|quoteLiteral|QuoteIdentifier|QuoteLiteral|quote_ident|quote_literal|quote_identifier)$/;
/** Properties that are numbers: `ids.length`, `rows.size`. */
const NUMBER_PROPERTIES = /^(length|size|count)$/;
/**
 * Lists of bind placeholders (`ids.map(() => '?').join(', ')`, `", ".join(["%s"] * len(ids))`,
 * `strings.Repeat("?,", n)`): built at run time, but only from placeholders.
 */
const PLACEHOLDER_LIST = [
  /\.map\(\s*(\(\s*\w*\s*(,\s*\w+\s*)?\)|\w+)\s*=>\s*(['"])[^'"${}]*\3\s*\)\s*\.join\(/,
  /\.map\(\s*\(\s*\w+\s*,\s*(\w+)\s*\)\s*=>\s*`[^`{}]*\$\{\s*\1\s*(\+\s*\d+\s*)?\}[^`{}]*`\s*\)\s*\.join\(/,
  /\.fill\(\s*(['"])[^'"]*\1\s*\)\s*\.join\(/,
  /^(['"])[^'"]*\1\.join\(\s*(\[\s*(['"])[^'"]*\3\s*\]\s*\*|(['"])[^'"]*\4\s*(\*|for\b))/,
  /^strings\.Repeat\(\s*"[?$,\s]*"/,
];
/** How far a value is followed through variables assigned from other variables. */
const MAX_HARMLESS_DEPTH = 3;

function lastName(node: Node | null): string {
  return /([A-Za-z_$][\w$]*)\s*$/.exec(node?.text ?? '')?.[1] ?? '';
}

/**
 * Whether a value put into a built string cannot carry text an attacker chose: a literal, a constant
 * (by name, or a variable only ever assigned harmless values), a number, text quoted for the purpose,
 * or a list of placeholders.
 */
function isHarmless(value: Node, read: StringReader, assignedValues: AssignmentFinder, depth: number): boolean {
  const node = value.type === 'parenthesized_expression' && value.namedChildCount === 1 && value.namedChildren[0] ? value.namedChildren[0] : value;
  if (LITERAL_TYPES.has(node.type)) return true;
  const expression = read(node);
  if (expression) return depth < MAX_HARMLESS_DEPTH && expression.values.every((inner) => isHarmless(inner, read, assignedValues, depth + 1));
  switch (node.type) {
    case 'identifier': {
      if (CONSTANT_NAME.test(node.text)) return true;
      const assigned = depth < MAX_HARMLESS_DEPTH ? assignedValues(node) : [];
      return assigned.length > 0 && assigned.every((inner) => isHarmless(inner, read, assignedValues, depth + 1));
    }
    case 'member_expression':
    case 'attribute':
    case 'selector_expression':
      return NUMBER_PROPERTIES.test(lastName(node)) || CONSTANT_NAME.test(lastName(node));
    case 'call':
    case 'call_expression':
      return SAFE_CALLS.test(lastName(node.childForFieldName('function'))) || PLACEHOLDER_LIST.some((pattern) => pattern.test(node.text));
    case 'ternary_expression': {
      const branches = [node.childForFieldName('consequence'), node.childForFieldName('alternative')];
      return branches.every((branch) => branch !== null && isHarmless(branch, read, assignedValues, depth + 1));
    }
    default:
      return false;
  }
}

/** The value nodes of the assignments (split by `target`) to `identifier`'s name inside `scope`, before the identifier. */
export function valuesAssignedBefore(
  identifier: Node,
  scope: Node,
  assignmentTypes: readonly string[],
  target: (assignment: Node) => { name: Node | null; value: Node | null } | undefined,
): Node[] {
  const values: Node[] = [];
  const name = identifier.text;
  // The walk stops at the identifier: the scope's later assignments are not looked at.
  for (const assignment of scope.descendantsOfType([...assignmentTypes], scope.startPosition, identifier.startPosition)) {
    if (assignment.startIndex >= identifier.startIndex) break;
    const parts = target(assignment);
    if (parts?.name?.text === name && parts.value) values.push(parts.value);
  }
  return values;
}

/** Top-level assignments by name, per syntax tree: built once, since every sink in a file may look a constant up. */
const topLevelIndex = new WeakMap<Tree, Map<string, Node[]>>();

/**
 * The values assigned to `identifier`'s name outside any function (module constants such as
 * `QUERY = "SELECT …"`), before the identifier. `functionTypes` are the node types of functions.
 */
export function topLevelValuesBefore(
  identifier: Node,
  assignmentTypes: readonly string[],
  target: (assignment: Node) => { name: Node | null; value: Node | null } | undefined,
  functionTypes: readonly string[],
): Node[] {
  let index = topLevelIndex.get(identifier.tree);
  if (!index) {
    index = new Map();
    // One walk finds the assignments and the functions in the order of the text, where a node comes after
    // the nodes around it: an assignment is in a function exactly when a function found earlier ends after it starts.
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

const SQL_STATEMENT =
  /^\s*\(?\s*(select\b[\s\S]*\bfrom\b|insert\s+into\b|update\s+[\w."`[\]?]+\s+set\b|delete\s+from\b|replace\s+into\b|merge\s+into\b|with\s+\w+\s+as\s*\(|(create|drop|alter|truncate)\s+(table|index|view|database|schema)\b)/i;

/** Whether the literal text of a built string is an SQL statement. */
export function looksLikeSql(fragments: string): boolean {
  return SQL_STATEMENT.test(fragments);
}
