import type { Node } from 'web-tree-sitter';

/** What the check needs to know of a language's syntax. */
export interface NilCheckSyntax {
  /** The plain name a condition finds nil (`x == nil`, `x is None`, `x === null`), or undefined. */
  checkedName(condition: Node): string | undefined;
  /** The statements of a block. */
  statementsOf(block: Node): Node[];
  /** Whether a statement ends the path through its block: `return`, `raise`, `panic(…)`, `os.Exit(…)`, `t.Fatal(…)`. */
  ends(statement: Node): boolean;
  /** Whether a node passes control on conditionally, or to later (`&&`, `if`, a loop, a closure): what is below it may be guarded. */
  branches(node: Node): boolean;
  /** The dereference `node` is, when it fails on nil: `x.field`, `x[i]`, `*x`. */
  dereferenceOf(node: Node, name: string): boolean;
  /** Whether the node itself assigns `name` (or may: takes its address, declares it `global`). */
  assigns(node: Node, name: string): boolean;
  /** Whether `name` is a local of `fn`: a parameter or a variable it declares. */
  isLocal(fn: Node, name: string): boolean;
  /** The function around `node`. */
  enclosingFunction(node: Node): Node | undefined;
  /** The last name of the function a statement only calls (`self._fail(…)` → `_fail`), or undefined. */
  calledName(statement: Node): string | undefined;
  /** The bodies of the functions and methods named `name` that the file defines. */
  bodiesNamed(root: Node, name: string): Node[];
}

/**
 * A call named as one that never returns (`throwError(…)`, `failWith(…)`, `die(…)`, `abortRequest(…)`): a project's
 * own helper that throws or exits, which syntax cannot look into.
 */
export const NEVER_RETURNS_NAME =
  /(?:^|\.)(?:throw|fail|abort|exit|die|panic|bail|raise|fatal|invariant|unreachable|Throw|Fail|Abort|Exit|Die|Panic|Bail|Raise|Fatal|Invariant|Unreachable)(?:[A-Z_]\w*)?$/;

/** Whether a statement calls a function of the file whose every definition ends the path (`def _fail(): raise …`). */
function callsEndingHelper(statement: Node, syntax: NilCheckSyntax): boolean {
  const name = syntax.calledName(statement);
  const bodies = name ? syntax.bodiesNamed(statement.tree.rootNode, name) : [];
  return (
    bodies.length > 0 &&
    bodies.every((body) => {
      const last = syntax.statementsOf(body).at(-1);
      return last !== undefined && syntax.ends(last);
    })
  );
}

/** Every node under `root`, in source order. */
function* nodesOf(root: Node): Generator<Node> {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    yield node;
    for (let index = node.namedChildCount - 1; index >= 0; index--) {
      const child = node.namedChild(index);
      if (child) stack.push(child);
    }
  }
}

function assignsWithin(root: Node, name: string, syntax: NilCheckSyntax): boolean {
  for (const node of nodesOf(root)) if (syntax.assigns(node, name)) return true;
  return false;
}

/** The first dereference of `name` in `statement` that runs whenever the statement does (not under a branch). */
function straightDereference(statement: Node, name: string, syntax: NilCheckSyntax): Node | undefined {
  for (const node of nodesOf(statement)) {
    if (!syntax.dereferenceOf(node, name)) continue;
    let guarded = false;
    for (let current = node.parent; current && current.id !== statement.parent?.id; current = current.parent) {
      if (syntax.branches(current)) guarded = true;
    }
    if (!guarded) return node;
  }
  return undefined;
}

/**
 * A dereference of `name` straight after `if name == nil { … }` whose block goes on (does not return, raise or exit)
 * and leaves `name` as it was: on the nil path the dereference fails. Undefined when there is none.
 */
export function dereferenceAfterNilCheck(
  ifStatement: Node,
  condition: Node,
  consequence: Node,
  syntax: NilCheckSyntax,
): { name: string; dereference: Node } | undefined {
  const name = syntax.checkedName(condition);
  if (!name) return undefined;
  const statements = syntax.statementsOf(consequence);
  const last = statements[statements.length - 1];
  // An empty block, or one ending in more control flow (a nested `if`, a loop), is not judged.
  if (!last || syntax.ends(last) || syntax.branches(last) || callsEndingHelper(last, syntax)) return undefined;
  if (statements.some((statement) => assignsWithin(statement, name, syntax))) return undefined;
  const fn = syntax.enclosingFunction(ifStatement);
  if (!fn || !syntax.isLocal(fn, name)) return undefined;
  // A closure or pointer that may change it (`func() { x = … }`, `&x`) makes every later read uncertain.
  for (const node of nodesOf(fn)) if (node.id !== fn.id && syntax.enclosingFunction(node)?.id !== fn.id && syntax.assigns(node, name)) return undefined;
  for (let next = ifStatement.nextNamedSibling; next; next = next.nextNamedSibling) {
    const dereference = straightDereference(next, name, syntax);
    if (dereference) return { name, dereference };
    if (assignsWithin(next, name, syntax)) return undefined;
  }
  return undefined;
}
