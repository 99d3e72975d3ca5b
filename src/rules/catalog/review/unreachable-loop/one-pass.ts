import { excerpt } from '../../../excerpt.js';
import type { RuleHit } from '../../../rule-definition.js';
import type { Node } from 'web-tree-sitter';

/** What the check needs to know of a language's syntax. */
export interface LoopSyntax {
  /** The loop's body statements (comments left out), or undefined when the body is a single statement. */
  statements(loop: Node): Node[] | undefined;
  /** Statements that always leave the loop: `return`, `throw`/`raise`. `break` is judged by `breakTarget`. */
  exits: ReadonlySet<string>;
  /** Statements that decide something: `if`, a nested loop, `switch`/`select`/`match`. */
  branching: ReadonlySet<string>;
  /** Statements a `break` without a label leaves: loops, and `switch`/`select` where a `break` leaves them. */
  breakable: ReadonlySet<string>;
  /** Nodes whose insides run apart from the loop: functions, classes. */
  separate: ReadonlySet<string>;
  /** `continue`, `goto`: any of them in the body may start another iteration. */
  mayRepeat: ReadonlySet<string>;
  /** The `return` statement's node type. */
  returnType: string;
  /** The `break` statement's node type. */
  breakType: string;
  /** What a `for … in/of/range` loop walks over (`items` in `for x in items`), else undefined. */
  iterable(loop: Node): Node | null | undefined;
  /** Literal lists (`[a, b]`, a Go composite literal): a loop over one walks no collection of unknown kind. */
  literalLists: ReadonlySet<string>;
  /** Nodes that bind names, with the field holding them: `assignment` → `left`. */
  bindings: ReadonlyMap<string, string>;
  /** The node type of a name. */
  nameType: string;
  /** The label of a labelled `break`, or of the statement a label names (the label node's text). */
  labelOf(node: Node): string | undefined;
}

/** The label naming `loop` (`outer:` before it), if any. */
function loopLabel(loop: Node, syntax: LoopSyntax): string | undefined {
  return loop.parent?.type === 'labeled_statement' ? syntax.labelOf(loop.parent) : undefined;
}

/** Whether `statement` (a `break`) leaves `loop` itself, seen from inside `loop`'s body. */
function breaksLoop(statement: Node, loop: Node, syntax: LoopSyntax): boolean {
  const label = syntax.labelOf(statement);
  if (label !== undefined) return label === loopLabel(loop, syntax);
  for (let current = statement.parent; current && current.id !== loop.id; current = current.parent) {
    if (syntax.breakable.has(current.type)) return false;
  }
  return true;
}

/** `node` and the named nodes inside it, leaving out functions and classes. */
function inside(node: Node, syntax: LoopSyntax): Node[] {
  return [node, ...node.namedChildren.filter((child) => !syntax.separate.has(child.type)).flatMap((child) => inside(child, syntax))];
}

/** The names the loop binds: its loop variables and whatever its body assigns or declares. */
function namesBoundIn(loop: Node, syntax: LoopSyntax): Set<string> {
  const names = new Set<string>();
  for (const node of inside(loop, syntax)) {
    const field = syntax.bindings.get(node.type);
    const bound = field ? node.childForFieldName(field) : null;
    if (bound) for (const name of inside(bound, syntax)) if (name.type === syntax.nameType) names.add(name.text);
  }
  return names;
}

/** Whether `statement` leaves the function, or a loop around `loop` (a `break outer`), somewhere inside. */
function exitsInside(statement: Node, loop: Node, syntax: LoopSyntax): boolean {
  return inside(statement, syntax).some(
    (node) =>
      syntax.exits.has(node.type) || (node.type === syntax.breakType && syntax.labelOf(node) !== undefined && syntax.labelOf(node) !== loopLabel(loop, syntax)),
  );
}

/** Words saying a loop runs at most once, or a linter of the same check silenced. */
const ONE_PASS_NOTE = /no-unreachable-loop|SA4004|S1751|\bonce\b|\b(?:one|zero) or (?:one|zero)\b|\bat most one\b|\bonly (?:the )?first\b/i;

/** Whether the comment lines right above the loop, or its own line, say it runs once on purpose. */
function documentedOnePass(loop: Node, lines: readonly string[]): boolean {
  const row = loop.startPosition.row;
  if (ONE_PASS_NOTE.test(lines[row] ?? '')) return true;
  for (let above = row - 1; above >= 0 && /^\s*(?:\/\/|#|\/\*|\*)/.test(lines[above] ?? ''); above--) {
    if (ONE_PASS_NOTE.test(lines[above] ?? '')) return true;
  }
  return false;
}

/**
 * A loop whose body decides something and then always leaves at its top level: `for x in xs: if p(x): …; return y`.
 * As staticcheck's SA4004: a body of one statement (taking the first element, on purpose), a `continue` or `goto`
 * anywhere in it, or a statement that leaves only the loop's current pass, make it no finding. A conditional
 * `break` of the same loop marks a loop used as a block to break out of (`for { …; if done { break }; …; return }`),
 * which is left alone too.
 */
export function onePassExit(loop: Node, syntax: LoopSyntax, lines: readonly string[]): RuleHit | false {
  if (documentedOnePass(loop, lines)) return false;
  const statements = syntax.statements(loop);
  if (!statements || statements.length < 2) return false;
  const exitIndex = statements.findIndex((statement) => syntax.exits.has(statement.type) || statement.type === syntax.breakType);
  if (exitIndex < 1) return false;
  const exit = statements[exitIndex]!;
  // A comment right above the exit says why it leaves (`// If we made it here, … return an error`): known and meant.
  if (/^\s*(?:\/\/|#|\/\*|\*)/.test(lines[exit.startPosition.row - 1] ?? '')) return false;
  // The search slip: a test that leaves when it finds (`if (u.id === id) return u`), then the leaving meant for after
  // the loop. A test that only does something (`if c.acc != nil { name = c.acc.Name }`) before a `break` takes
  // one element on purpose, as does a loop over a map for its only entry.
  // Over a literal list, or in a loop that walks no collection (`while`, `for (;;)`), any test before the exit will do.
  const iterable = syntax.iterable(loop);
  const walksCollection = iterable !== undefined && iterable !== null && !syntax.literalLists.has(iterable.type);
  const tests = statements.slice(0, exitIndex).filter((statement) => syntax.branching.has(statement.type));
  if (!tests.some((statement) => !walksCollection || exitsInside(statement, loop, syntax))) return false;
  // `return first` (or a value the body worked out): the first element is what is wanted. A `throw` naming the
  // element in its message still leaves on the first one.
  const bound = namesBoundIn(loop, syntax);
  if (exit.type === syntax.returnType && inside(exit, syntax).some((node) => node.type === syntax.nameType && bound.has(node.text))) return false;
  // `for first in it: for second in it: raise …; return first`: a second pass over the same iterator tests for more.
  const walked = iterable?.text;
  if (
    walked !== undefined &&
    statements.some((statement) => inside(statement, syntax).some((node) => node.id !== loop.id && syntax.iterable(node)?.text === walked))
  )
    return false;
  let another = false;
  const visit = (node: Node): void => {
    if (another) return;
    if (syntax.mayRepeat.has(node.type) || (node.type === syntax.breakType && node.id !== exit.id && breaksLoop(node, loop, syntax))) {
      another = true;
      return;
    }
    for (const child of node.namedChildren) if (!syntax.separate.has(child.type)) visit(child);
  };
  for (const statement of statements) visit(statement);
  if (another) return false;
  return { line: exit.startPosition.row + 1, details: { exit: excerpt(exit.text, 60) } };
}
