import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { isVariableName, namesBoundBefore, tokensOf } from '../../../syntax/python/python-names.js';
import { enclosingFunction, plainStringText, unwrapParentheses } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** One line of a run: the name it is for, and the value written for it. */
interface Row {
  node: Node;
  key: string;
  value: Node;
  tokens: Node[];
  /** The value's tokens, with the row's own name as `$KEY` and integers as `$INT`. */
  shape: string[];
}

interface Slip {
  /** The line that breaks the pattern. */
  node: Node;
  /** What it kept from its neighbour, and what the others do. */
  detail: string;
}

/** Of the longer line, the share of tokens two lines must have in common (in order) to count as parallel. */
const MIN_SHARED = 0.75;

/** Lines in a run below which a broken pattern is not a pattern. */
const MIN_ROWS = 3;

function rowOf(node: Node, keyNode: Node | null, value: Node | null): Row | undefined {
  if (!keyNode || !value) return undefined;
  let key: string | undefined;
  if (keyNode.type === 'identifier') key = keyNode.text;
  else if (keyNode.type === 'attribute') key = keyNode.childForFieldName('attribute')?.text;
  else if (keyNode.type === 'string') key = plainStringText(keyNode);
  else if (keyNode.type === 'subscript') {
    const index = keyNode.childForFieldName('subscript');
    key = index ? plainStringText(index) : undefined;
  }
  if (!key || !/^\w+$/.test(key)) return undefined;
  const unwrapped = unwrapParentheses(value);
  const tokens = tokensOf(unwrapped);
  const shape = tokens.map((token) => {
    if (token.type === 'integer') return '$INT';
    if ((token.type === 'identifier' && token.text === key) || plainStringText(token) === key) return '$KEY';
    return token.type === 'string' ? `"${plainStringText(token) ?? token.text}"` : token.text;
  });
  return { node, key, value: unwrapped, tokens, shape };
}

/** Runs of rows in `container`: consecutive `x = …` statements of a block, a call's `key=…` arguments, a dict's `"key": …` pairs. */
function rowRuns(container: Node): Row[][] {
  const runs: Row[][] = [];
  let run: Row[] = [];
  const flush = (): void => {
    if (run.length >= MIN_ROWS) runs.push(run);
    run = [];
  };
  for (const child of container.namedChildren) {
    if (child.type === 'comment') continue;
    let row: Row | undefined;
    if (container.type === 'block' || container.type === 'module') {
      const assignment = child.type === 'expression_statement' && child.namedChildCount === 1 ? child.namedChildren[0] : undefined;
      if (assignment?.type === 'assignment' && !assignment.childForFieldName('type')) {
        const right = assignment.childForFieldName('right');
        // `a = b = value` chains are not a row.
        if (right?.type !== 'assignment') row = rowOf(child, assignment.childForFieldName('left'), right);
      }
    } else if (container.type === 'argument_list' && child.type === 'keyword_argument') {
      row = rowOf(child, child.childForFieldName('name'), child.childForFieldName('value'));
    } else if (container.type === 'dictionary' && child.type === 'pair') {
      row = rowOf(child, child.childForFieldName('key'), child.childForFieldName('value'));
    }
    if (row) run.push(row);
    else flush();
  }
  flush();
  return runs;
}

/** The pairs of token positions a longest common subsequence of two shapes aligns. */
function alignment(a: readonly string[], b: readonly string[]): [number, number][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return pairs;
}

/** An integer used as an index: `args[2]`, `match.group(2)`. */
function isIndex(token: Node): boolean {
  const parent = token.parent;
  if (parent?.type === 'subscript') return parent.childForFieldName('subscript')?.id === token.id;
  const call = parent?.type === 'argument_list' ? parent.parent : undefined;
  const callee = call?.childForFieldName('function');
  return callee?.type === 'attribute' && callee.childForFieldName('attribute')?.text === 'group';
}

/**
 * How the indexes move from row `a` to row `b` when the two are parallel: the one step every aligned index
 * takes (0 when none moves); undefined when they are not parallel, have no index in common, or move unevenly.
 */
function indexStep(a: Row, b: Row): number | undefined {
  if (a.key === b.key) return undefined;
  const pairs = alignment(a.shape, b.shape);
  if (pairs.length < MIN_SHARED * Math.max(a.shape.length, b.shape.length) || pairs.length < 4) return undefined;
  const steps = new Set<number>();
  let indexes = 0;
  for (const [i, j] of pairs) {
    if (a.shape[i] !== '$INT') continue;
    const left = a.tokens[i];
    const right = b.tokens[j];
    if (!left || !right) return undefined;
    if (isIndex(left)) indexes += 1;
    steps.add(Number(right.text) - Number(left.text));
  }
  return indexes > 0 && steps.size === 1 ? [...steps][0] : undefined;
}

/** A run whose indexes step evenly except between two rows that read the same index: the later row kept its model's. */
function stalledIndex(run: readonly Row[]): Slip | undefined {
  const steps = run.slice(1).map((row, index) => indexStep(run[index]!, row));
  // Maximal stretches of parallel rows (consecutive defined steps).
  for (let start = 0; start < steps.length;) {
    let end = start;
    while (end < steps.length && steps[end] !== undefined) end += 1;
    const stretch = steps.slice(start, end) as number[];
    const stalls = stretch.flatMap((step, index) => (step === 0 ? [index] : []));
    // After the stalled row the others either keep its shifted count (`2, 2, 3, 4`) or resume the series (`1, 1, 3`).
    const resumes =
      stalls.length === 1 &&
      (stalls[0] ?? 0) + 1 < stretch.length &&
      stretch[(stalls[0] ?? 0) + 1] === 2 * (stretch.find((step, index) => step !== 0 && index !== (stalls[0] ?? 0) + 1) ?? NaN);
    const moving = new Set(stretch.filter((step, index) => step !== 0 && !(resumes && index === (stalls[0] ?? 0) + 1)));
    const rows = run.slice(start, end + 1);
    const perName = rows.every((row) => row.shape.includes('$KEY'));
    const evidence = stretch.length - 1 >= 2 || (stretch.length - 1 >= 1 && perName);
    if (stalls.length === 1 && moving.size === 1 && evidence) {
      const at = start + (stalls[0] ?? 0);
      const model = run[at];
      const slip = run[at + 1];
      const step = [...moving][0] ?? 0;
      if (model && slip) {
        return {
          node: slip.node,
          detail: `\`${slip.key}\` reads the same index as \`${model.key}\` on the line before, while every other line of this run moves the index by ${step}`,
        };
      }
    }
    start = end + 1;
  }
  return undefined;
}

/** Whether the function reads `name` anywhere but in its parameter list and in `except`. */
function isReadElsewhere(name: string, fn: Node, except: Node): boolean {
  const parameters = fn.childForFieldName('parameters');
  const outside = (identifier: Node, node: Node | null): boolean => !node || identifier.startIndex < node.startIndex || identifier.startIndex >= node.endIndex;
  return fn
    .descendantsOfType('identifier')
    .some((identifier) => identifier.text === name && isVariableName(identifier) && outside(identifier, except) && outside(identifier, parameters));
}

/**
 * A row that, where every other row of its shape names itself (`self.port = port`), names another row's name
 * instead (`self.host = port`): a copy whose name was changed on one side only.
 */
function staleName(run: readonly Row[]): Slip | undefined {
  // Each row's shape as one key, and how many rows share it: computed once per run, not once per pair of rows.
  const keys = run.map((row) => row.shape.join('\u0000'));
  const sharing = new Map<string, number>();
  for (const key of keys) sharing.set(key, (sharing.get(key) ?? 0) + 1);
  for (const row of run) {
    // A row that names itself is no slip. So no row of a shape that names itself is this one: the counts need not leave it out.
    if (row.shape.includes('$KEY')) continue;
    const modelAt = run.findIndex(
      (other, index) => other.shape.length === row.shape.length && other.shape.includes('$KEY') && (sharing.get(keys[index] ?? '') ?? 0) >= 2,
    );
    const model = run[modelAt];
    const modelKey = keys[modelAt] ?? '';
    if (!model) continue;
    const differences = model.shape.flatMap((token, position) => (token === row.shape[position] ? [] : [position]));
    if (differences.length === 0 || differences.some((position) => model.shape[position] !== '$KEY')) continue;
    const neighbours = run.filter((other, index) => other !== row && keys[index] === modelKey);
    const kept = row.tokens[differences[0] ?? 0];
    const keptName = kept?.type === 'string' ? plainStringText(kept) : kept?.text;
    const from = neighbours.find((neighbour) => neighbour.key === keptName);
    if (
      !from ||
      !kept ||
      differences.some(
        (position) => (row.tokens[position]?.type === 'string' ? plainStringText(row.tokens[position]) : row.tokens[position]?.text) !== keptName,
      )
    )
      continue;
    if (kept.type === 'identifier') {
      // `self.label = name` beside `self.name = name` may be meant, unless `label` is a variable here that nothing reads.
      const fn = enclosingFunction(row.node);
      if (!fn || !namesBoundBefore(fn, row.node.startIndex).has(row.key) || isReadElsewhere(row.key, fn, row.node)) continue;
    } else if (row.shape.length < 3 || (sharing.get(modelKey) ?? 0) < 3) {
      // A bare name (`"d": "dim"` beside `"dim": "dim"`) is an alias table, not a copied line.
      continue;
    }
    return {
      node: row.node,
      detail: `\`${row.key}\` is given \`${excerpt(kept.text, 30)}\`, the name of another line of this run, where every other line of this run uses its own name`,
    };
  }
  return undefined;
}

/** The copy-paste slips among the runs of rows in `container`, at most one of each kind per run. */
function parallelSlips(container: Node): Slip[] {
  return rowRuns(container).flatMap((run) => [stalledIndex(run), staleName(run)].filter((slip): slip is Slip => slip !== undefined));
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: 'Copy-paste slip? {{detail}}.',
    recommendation: 'Check this line against its neighbours and update the part that was copied unchanged.',
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
      'def __init__(self, host, port, user, password):\n    self.host = host\n    self.port = port\n    self.user = port\n    self.password = password',
      'def row(cells):\n    a = cells[0].text\n    b = cells[1].text\n    c = cells[1].text\n    d = cells[3].text',
    ],
    noMatch: [
      'def parse(args):\n    name = args[0]\n    status = args[1]\n    headers = args[2]',
      'def __init__(self, name, value):\n    self.name = name\n    self.label = name\n    self.value = value',
      'WIDTH = 1\nHEIGHT = 1\nDEPTH = 2\nLIMIT = 3',
      'def corners(box):\n    x = box[0]\n    y = box[1]\n    width = size[0]\n    height = size[1]',
    ],
  },
};
