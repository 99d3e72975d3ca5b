import type { Node, Tree } from 'web-tree-sitter';

/** A string expression: a plain literal, or one assembled at run time from literal text and values. */
export interface StringExpression {
  node: Node;
  /** How it is built, for messages (`a template literal`, `an f-string`, …); undefined for a plain literal. */
  how: string | undefined;
  /** The literal text with `?` where values go: enough to tell SQL from other text. */
  fragments: string;
}

/** A string assembled at run time from literal text and values. */
export interface BuiltString extends StringExpression {
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
 * literal and extended with values still reads as SQL.
 */
export function builtArgument(argument: Node, read: StringReader, assignedValues: AssignmentFinder): BuiltString | undefined {
  const direct = read(argument);
  if (direct || argument.type !== 'identifier') return isBuilt(direct) ? direct : undefined;
  const values = assignedValues(argument).flatMap((value) => read(value) ?? []);
  const built = values.filter(isBuilt).at(-1);
  return built ? { ...built, fragments: values.map((value) => value.fragments).join(' ') } : undefined;
}

/** The value nodes of the assignments (split by `target`) to `identifier`'s name inside `scope`, before the identifier. */
export function valuesAssignedBefore(
  identifier: Node,
  scope: Node,
  assignmentTypes: readonly string[],
  target: (assignment: Node) => { name: Node | null; value: Node | null } | undefined,
): Node[] {
  const values: Node[] = [];
  for (const assignment of scope.descendantsOfType([...assignmentTypes])) {
    if (assignment.startIndex >= identifier.startIndex) break;
    const parts = target(assignment);
    if (parts?.name?.text === identifier.text && parts.value) values.push(parts.value);
  }
  return values;
}

/** Top-level assignments by name, per syntax tree: built once, since every sink in a file may look a constant up. */
const topLevelIndex = new WeakMap<Tree, Map<string, Node[]>>();

/**
 * The values assigned to `identifier`'s name outside any function (module constants such as
 * `QUERY = "SELECT …"`), before the identifier.
 */
export function topLevelValuesBefore(
  identifier: Node,
  assignmentTypes: readonly string[],
  target: (assignment: Node) => { name: Node | null; value: Node | null } | undefined,
  isInFunction: (node: Node) => boolean,
): Node[] {
  let index = topLevelIndex.get(identifier.tree);
  if (!index) {
    index = new Map();
    for (const assignment of identifier.tree.rootNode.descendantsOfType([...assignmentTypes])) {
      const parts = target(assignment);
      const name = parts?.name?.text;
      if (!name || !parts?.value || isInFunction(assignment)) continue;
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
