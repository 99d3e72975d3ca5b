import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';

/** Every variable name the file uses. */
const identifiersOf = perFile((context): ReadonlySet<string> => new Set(context.root.descendantsOfType('identifier').map((node) => node.text)));

/** Parallel lines that make a pattern: two that agree and the one that breaks it. */
const MIN_PARALLEL = 3;

/** Leaf types that may differ between parallel statements: names and literal values. */
const VARYING = new Set([
  'identifier',
  'property_identifier',
  'shorthand_property_identifier',
  'number',
  'string_fragment',
  'type_identifier',
  'private_property_identifier',
]);

interface Leaf {
  type: string;
  text: string;
}

/** An assignment-like statement as tokens, and where its target ends. */
interface Parallel {
  node: Node;
  leaves: Leaf[];
  /** Index of the `=` or `:` that separates the target from the value. */
  split: number;
}

/** The node's tokens, and how many of them come before `separator`. */
function leavesOf(node: Node, separator: Node): { leaves: Leaf[]; split: number } {
  const leaves: Leaf[] = [];
  let split = 0;
  const visit = (current: Node): void => {
    if (current.type === 'comment') return;
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

/** Where `target = value;`, `const target = value;` or `key: value` splits: undefined for any other statement. */
function separatorOf(node: Node): Node | undefined {
  if (node.type === 'expression_statement') {
    const assignment = node.namedChildren[0];
    return assignment?.type === 'assignment_expression' ? (assignment.childForFieldName('left')?.nextSibling ?? undefined) : undefined;
  }
  if (node.type === 'lexical_declaration' || node.type === 'variable_declaration') {
    const declarators = node.namedChildren.filter((child) => child.type === 'variable_declarator');
    return declarators.length === 1 ? (declarators[0]?.childForFieldName('value')?.previousSibling ?? undefined) : undefined;
  }
  return node.type === 'pair' ? (node.childForFieldName('key')?.nextSibling ?? undefined) : undefined;
}

function parallelOf(node: Node, separator: Node): Parallel | undefined {
  const { leaves, split } = leavesOf(node, separator);
  return split >= 1 ? { node, leaves, split } : undefined;
}

function sameShape(a: Parallel, b: Parallel): boolean {
  if (a.leaves.length !== b.leaves.length || a.split !== b.split) return false;
  return a.leaves.every((leaf, index) => {
    const other = b.leaves[index];
    return other !== undefined && (leaf.text === other.text || (VARYING.has(leaf.type) && leaf.type === other.type));
  });
}

/**
 * The maximal runs of consecutive parallel statements of one shape, at least `minimum` long. Splitting a
 * statement into tokens is the rule's cost (it once took over a quarter of the engine's scan time), so only
 * stretches of at least `minimum` one-line assignments in a row are split: most statements stand alone.
 */
function parallelRuns(siblings: readonly Node[], minimum: number): Parallel[][] {
  const runs: Parallel[][] = [];
  let run: Parallel[] = [];
  const close = (): void => {
    if (run.length >= minimum) runs.push(run);
    run = [];
  };
  const candidates = siblings.filter((sibling) => sibling.type !== 'comment');
  // Parallel lines are one line each: a statement over several lines ends the list.
  const separators = candidates.map((sibling) => (sibling.startPosition.row === sibling.endPosition.row ? separatorOf(sibling) : undefined));
  for (let start = 0; start < candidates.length;) {
    let end = start;
    while (end < candidates.length && separators[end]) end += 1;
    for (let index = start; end - start >= minimum && index < end; index += 1) {
      const parallel = parallelOf(candidates[index] as Node, separators[index] as Node);
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

interface Slip {
  /** The statement that kept the old name. */
  node: Node;
  kept: string;
  expected: string;
  /** The kind of token that was kept: for a variable (`identifier`), the expected one must exist. */
  keptType: string;
  /** How many statements follow the pattern. */
  consistent: number;
}

/** The positions at which the statements of a run differ. */
function varyingPositions(run: readonly Parallel[]): number[] {
  const [first] = run;
  if (!first) return [];
  return first.leaves.map((_, index) => index).filter((index) => run.some((statement) => statement.leaves[index]?.text !== first.leaves[index]?.text));
}

/**
 * A slip in a run: one statement breaks a link every other one keeps, and in doing so repeats what another
 * statement of the run has. A link is a name repeated on both sides (`a.x = b.x`) or an index counting up
 * (`args[0]`, `args[1]`, …).
 */
function slipIn(run: readonly Parallel[]): Slip | undefined {
  const varying = varyingPositions(run);
  const [first] = run;
  if (!first) return undefined;
  const targets = varying.filter((index) => index < first.split);
  const values = varying.filter((index) => index > first.split);
  // Every statement must write somewhere else: otherwise the run is a sequence of updates, not parallel lines.
  const written = new Set(run.map((statement) => targets.map((index) => statement.leaves[index]?.text).join(' ')));
  if (targets.length === 0 || written.size !== run.length) return undefined;
  // Object literals are where aliases and lookup tables live (`copper: 'bronze'`, `type: node.tag`): there only a
  // repeated index counts. Strings are data too.
  const linked = first.node.type !== 'pair';
  for (const value of values) {
    const texts = run.map((statement) => statement.leaves[value]?.text ?? '');
    for (const target of linked && first.leaves[value]?.type !== 'string_fragment' ? targets : []) {
      const breaking = run.filter((statement) => statement.leaves[target]?.text !== statement.leaves[value]?.text);
      const odd = breaking[0];
      if (breaking.length !== 1 || !odd) continue;
      const kept = odd.leaves[value]?.text ?? '';
      // The odd value must be the one of a line above it: the line it was copied from. (An alias listed before
      // its original, `AnyMap: FlattenMap, FlattenMap: FlattenMap`, is written on purpose.)
      const source = run.slice(0, run.indexOf(odd)).find((statement) => statement.leaves[value]?.text === kept);
      if (!source) continue;
      // A slip is the copied line with only its target renamed: a line also edited elsewhere was written with care.
      if (!varying.every((index) => targets.includes(index) || odd.leaves[index]?.text === source.leaves[index]?.text)) continue;
      return { node: odd.node, kept, expected: odd.leaves[target]?.text ?? '', keptType: odd.leaves[value]?.type ?? '', consistent: run.length - 1 };
    }
    const counted = countingSlip(run, value, texts);
    if (counted) return counted;
  }
  return undefined;
}

/** `args[0]`, `args[1]`, `args[1]`: indexes that count up by one, but for one that repeats the one before it. */
function countingSlip(run: readonly Parallel[], value: number, texts: readonly string[]): Slip | undefined {
  // An index (`args[1]`): numbers given as values (`break: 3, continue: 3`) may share one on purpose.
  if (run.some((statement) => statement.leaves[value]?.type !== 'number' || statement.leaves[value - 1]?.text !== '[')) return undefined;
  const numbers = texts.map(Number);
  if (!numbers.every((number) => Number.isInteger(number))) return undefined;
  const repeats = numbers.flatMap((number, index) => (index > 0 && number === numbers[index - 1] ? [index] : []));
  const [repeat] = repeats;
  if (repeats.length !== 1 || repeat === undefined) return undefined;
  // Without the repeat, the indexes count up by one: 0, 1, 2 (the repeat then stands where a 2 or 3 belongs).
  const rest = numbers.filter((_, index) => index !== repeat);
  if (!rest.every((number, index) => index === 0 || number === (rest[index - 1] ?? 0) + 1)) return undefined;
  const odd = run[repeat];
  const previous = numbers[repeat - 1] ?? 0;
  return odd ? { node: odd.node, kept: String(previous), expected: String(previous + 1), keptType: 'number', consistent: run.length - 1 } : undefined;
}

export const implementation: LanguageImplementation = {
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
      // `this.status = statusCode` beside `this.statusCode = statusCode`: with no `status` to use, it is an alias.
      if (slip.keptType === 'identifier' && !identifiersOf(context).has(slip.expected)) continue;
      return {
        line: slip.node.startPosition.row + 1,
        details: { statement: excerpt(slip.node.text.replace(/[;,]$/, ''), 60), kept: slip.kept, expected: slip.expected },
        // Two lines that agree make a weaker pattern than three.
        ...(slip.consistent < 3 ? { confidence: 80 } : {}),
      };
    }
    return false;
  },
  examples: {
    match: [
      'function copy(a, b) {\n  a.x = b.x;\n  a.y = b.y;\n  a.z = b.y;\n}',
      'function init(width, height, depth) {\n  this.width = width;\n  this.height = height;\n  this.depth = height;\n}',
      'function parse(args) {\n  const host = args[0];\n  const port = args[1];\n  const path = args[1];\n  return { host, port, path };\n}',
      'const endpoint = {\n  host: parts[0],\n  port: parts[1],\n  path: parts[1],\n};',
    ],
    noMatch: [
      'function copy(a, b) {\n  a.x = b.x;\n  a.y = b.y;\n  a.z = b.z;\n}',
      'function copy(a, b) {\n  a.x = b.x;\n  a.y = b.x;\n}',
      'const size = {\n  width: side,\n  height: side,\n  depth: side,\n};',
      'function parse(args) {\n  const host = args[0];\n  const port = args[1];\n  const path = args[2];\n}',
      'const box = {\n  top: rect.top,\n  left: rect.left,\n  bottom: rect.top,\n};',
      'function bump(current, previous) {\n  out.name = current.name;\n  out.version = current.version;\n  out.prevVersion = previous.version;\n}',
      'const codes = {\n  throw: 1,\n  return: 2,\n  break: 3,\n  continue: 3,\n};',
      'function init(body, statusCode) {\n  this.body = body;\n  this.statusCode = statusCode;\n  this.status = statusCode;\n}',
      'const api = {\n  AnyMap: FlattenMap,\n  FlattenMap: FlattenMap,\n  TraceMap: TraceMap,\n};',
      {
        before: 'function copy(a, b) {\n  a.x = b.x;\n  a.y = b.y;\n  a.z = b.y;\n}',
        after: 'function copy(a, b) {\n  a.x = b.x;\n  a.y = b.y;\n  a.z = b.y;\n  a.w = b.w;\n}',
      },
    ],
  },
};
