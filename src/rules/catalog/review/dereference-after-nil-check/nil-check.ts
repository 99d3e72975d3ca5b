import type { Language } from '../../../../diff/language.js';
import type { RuleExamples } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
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
  /** The node types of a call, and of the named functions and methods a file defines (each with `name` and `body`). */
  callType: string;
  definitionTypes: readonly string[];
}

/**
 * A call named as one that never returns (`throwError(…)`, `failWith(…)`, `die(…)`, `abortRequest(…)`): a project's
 * own helper that throws or exits, which syntax cannot look into.
 */
export const NEVER_RETURNS_NAME =
  /(?:^|\.)(?:throw|fail|abort|exit|die|panic|bail|raise|fatal|invariant|unreachable|Throw|Fail|Abort|Exit|Die|Panic|Bail|Raise|Fatal|Invariant|Unreachable)(?:[A-Z_]\w*)?$/;

/** Whether a statement calls a function of the file whose every definition ends the path (`def _fail(): raise …`). */
function callsEndingHelper(statement: Node, syntax: NilCheckSyntax): boolean {
  const call = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
  const name = call?.type === syntax.callType ? call.childForFieldName('function')?.text.split('.').at(-1) : undefined;
  const bodies = name
    ? statement.tree.rootNode
        .descendantsOfType([...syntax.definitionTypes])
        .filter((fn) => fn.childForFieldName('name')?.text === name)
        .flatMap((fn) => fn.childForFieldName('body') ?? [])
    : [];
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

/** The rule for one language: its query captures the `if` as `@target`, its `@condition` and its `@consequence`. */
export function nilCheckImplementation(
  syntax: NilCheckSyntax,
  spec: { languages: readonly Language[]; query: string; textGate: RegExp; examples: RuleExamples },
): LanguageImplementation {
  return {
    ...spec,
    check: ({ target, captures }) => {
      const { condition, consequence } = captures;
      const found = condition && consequence ? dereferenceAfterNilCheck(target, condition, consequence, syntax) : undefined;
      if (!found || !condition) return false;
      const check = condition.text.replace(/^\(([^]*)\)$/, '$1');
      return { line: found.dereference.startPosition.row + 1, details: { name: found.name, dereference: found.dereference.text, check } };
    },
  };
}
