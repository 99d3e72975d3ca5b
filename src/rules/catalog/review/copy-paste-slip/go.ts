import { excerpt } from '../../../excerpt.js';
import type { RuleContext } from '../../../rule-definition.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';

const NAME_TYPES = new Set(['identifier', 'field_identifier', 'type_identifier', 'package_identifier']);

const LITERAL_TYPES = new Set(['int_literal', 'float_literal', 'imaginary_literal', 'rune_literal', 'interpreted_string_literal', 'raw_string_literal']);

/** Tokens a member may have before it is too large to be one of a set of parallel lines or branches. */
const MAX_TOKENS = 48;

/** Members of one shape compared at most: beyond it, a table of data rather than parallel code. */
const MAX_MEMBERS = 40;

/**
 * Agreeing members needed when nothing else says the odd one was copied: with fewer, two names that happen to
 * match in a few lines are a coincidence, not a pattern.
 */
const MAJORITY_ALONE = 4;

interface Token {
  /** `N` a name, `L` a literal, else the token itself (keywords, operators, punctuation). */
  kind: string;
  text: string;
  node: Node;
}

interface Member {
  node: Node;
  tokens: Token[];
}

/** The member's tokens with names and literals abstracted; undefined past `MAX_TOKENS`. */
function tokensOf(node: Node): Token[] | undefined {
  const tokens: Token[] = [];
  const walk = (current: Node): boolean => {
    if (current.type === 'comment') return true;
    if (LITERAL_TYPES.has(current.type) || current.childCount === 0) {
      const kind = NAME_TYPES.has(current.type) ? 'N' : LITERAL_TYPES.has(current.type) ? 'L' : current.text;
      tokens.push({ kind, text: current.text, node: current });
      return tokens.length <= MAX_TOKENS;
    }
    for (const child of current.children) if (child && !walk(child)) return false;
    return true;
  };
  return walk(node) ? tokens : undefined;
}

/**
 * The parallel units under `parent`: one-line statements of a block, the clauses of a switch. A composite
 * literal's fields are left out: `ActionID: a.ID` beside `Status: a.Status` maps between names on purpose.
 */
function unitsOf(parent: Node): Node[] {
  if (parent.type === 'expression_switch_statement' || parent.type === 'type_switch_statement') {
    return parent.namedChildren.filter((child) => child.type === 'expression_case' || child.type === 'type_case');
  }
  const list = parent.namedChildren.find((child) => child.type === 'statement_list') ?? parent;
  return list.namedChildren.filter((child) => child.type !== 'comment');
}

/** Lines of a block are parallel only one line each; `case` branches may span several. */
function parallelUnit(unit: Node): boolean {
  return unit.parent?.type !== 'statement_list' || unit.parent.parent?.type !== 'block' || unit.startPosition.row === unit.endPosition.row;
}

interface Slip {
  odd: Member;
  /** The two places of the odd member that hold the same name in every other member. */
  first: Token;
  second: Token;
  agreeing: Member[];
}

/**
 * The slip in one group of members of the same shape, if exactly one member breaks a repetition all others keep.
 * `branches`: the members are `case` branches, which need a clear majority (lines of a switch that maps values
 * differ by design); lines of a block need the odd one to read as a copied neighbour.
 */
function slipIn(group: readonly Member[], branches: boolean): Slip | undefined {
  const head = group[0];
  if (!head || group.length < 3) return undefined;
  // In a `case` branch the names of the body: `case A: use(A)` beside `case Default: use(A)` maps values on purpose.
  const names = head.tokens.flatMap((token, index) => (token.kind === 'N' && (!branches || !inCaseValue(token.node)) ? [index] : []));
  const found: Slip[] = [];
  for (let a = 0; a < names.length; a += 1) {
    for (let b = a + 1; b < names.length; b += 1) {
      const [i, j] = [names[a] ?? 0, names[b] ?? 0];
      const breaking = group.filter((member) => member.tokens[i]?.text !== member.tokens[j]?.text);
      const [odd] = breaking;
      if (breaking.length !== 1 || !odd) continue;
      const agreeing = group.filter((member) => member !== odd);
      // `w` … `w` in every line is the same receiver, not a pattern: the repeated name must vary between lines.
      if (new Set(agreeing.map((member) => member.tokens[i]?.text)).size < 2) continue;
      const [first, second] = [odd.tokens[i], odd.tokens[j]];
      if (first && second && (branches ? agreeing.length >= MAJORITY_ALONE : copiedFromNeighbour(group, odd, i, j)))
        found.push({ odd, agreeing, first, second });
    }
  }
  const [slip] = found;
  // One slip breaks one repetition (or several through the same token); a line that differs in more is another line.
  if (
    !slip ||
    found.some(
      (other) =>
        other.odd !== slip.odd || (other.first !== slip.first && other.second !== slip.second && other.first !== slip.second && other.second !== slip.first),
    )
  ) {
    return undefined;
  }
  return slip;
}

/** Whether a token is in a `case` clause's values or types rather than in its body (the clause's `statement_list`). */
function inCaseValue(node: Node): boolean {
  for (let current: Node = node; current.parent; current = current.parent) {
    if (current.parent.type === 'expression_case' || current.parent.type === 'type_case') return current.type !== 'statement_list';
  }
  return false;
}

/**
 * Whether the odd member reads as a neighbour copied and edited in one place only: at one of the two places it
 * still has the neighbour's name, at the other it has its own. Without this, a thin pattern (a few members) is
 * as likely a coincidence.
 */
function copiedFromNeighbour(group: readonly Member[], odd: Member, i: number, j: number): boolean {
  const at = group.indexOf(odd);
  return [group[at - 1], group[at + 1]].some((neighbour) => {
    if (!neighbour) return false;
    const keptI = neighbour.tokens[i]?.text === odd.tokens[i]?.text;
    const keptJ = neighbour.tokens[j]?.text === odd.tokens[j]?.text;
    return keptI !== keptJ;
  });
}

/**
 * The shape of a unit read from its text alone: literals and words (names and keywords alike) stand for
 * themselves, comments and spaces go. Coarser than the shape of its tokens, never finer, so units whose
 * rough shapes differ cannot share a shape: most blocks are ruled out without walking their trees.
 */
function roughShape(text: string): string {
  return text
    .replace(/"(?:[^"\\\n]|\\.)*"|`[^`]*`|'(?:[^'\\\n]|\\.)*'/g, 'L')
    .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '')
    .replace(/[\w.]*\w/g, 'N')
    .replace(/\s+/g, '');
}

/** Groups of at least three `items` with the same key. */
function groupsOf<T>(items: readonly T[], keyOf: (item: T) => string | undefined): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === undefined) continue;
    const group = groups.get(key) ?? [];
    group.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].filter((group) => group.length >= 3);
}

function slipsUnder(parent: Node, context: RuleContext): Slip[] {
  // Units of one shape are of one node type: asking each for its type is cheaper than for its text.
  const sameType = groupsOf(unitsOf(parent), (unit) => unit.type).flat();
  const candidates = groupsOf(sameType.filter(parallelUnit), (unit) => roughShape(unit.text)).flat();
  const members = candidates.flatMap((unit): Member[] => {
    const tokens = tokensOf(unit);
    return tokens ? [{ node: unit, tokens }] : [];
  });
  const slips: Slip[] = [];
  for (const group of groupsOf(members, (member) => member.tokens.map((token) => token.kind).join(' '))) {
    if (group.length < 3 || group.length > MAX_MEMBERS) continue;
    const slip = slipIn(group, parent.type !== 'block');
    // The change must have written one of the two places: an old slip is not this change's.
    if (slip && [slip.first, slip.second].some((token) => context.isChanged(token.node.startPosition.row + 1))) slips.push(slip);
  }
  return slips;
}

/** Whether a comment sits in the member, at the end of its line or on the line above: the difference is explained. */
function explained(member: Node): boolean {
  if (member.descendantsOfType('comment').length > 0) return true;
  const before = member.previousNamedSibling;
  const after = member.nextNamedSibling;
  return (
    (before?.type === 'comment' && before.endPosition.row === member.startPosition.row - 1) ||
    (after?.type === 'comment' && after.startPosition.row === member.endPosition.row)
  );
}

const UNIT_WORDS: Readonly<Record<string, string>> = {
  expression_switch_statement: '`case` branches',
  type_switch_statement: '`case` branches',
};

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    message:
      'Here `{{first}}` and `{{second}}` differ, where each of the {{count}} parallel {{units}} around it has one name in both places (line {{example}}: `{{exampleText}}`): a copied line whose name was not updated does the wrong thing quietly.',
    recommendation:
      'Check this line against its neighbours and use the name it was meant to have; if it really differs, a comment saying why keeps the next reader from "fixing" it.',
  }),
  query: `(block) @target
    (expression_switch_statement) @target
    (type_switch_statement) @target`,
  check: ({ target, context }) => {
    const [slip] = slipsUnder(target, context);
    if (!slip || explained(slip.odd.node)) return false;
    const distance = (member: Member) => Math.abs(member.node.startIndex - slip.odd.node.startIndex);
    const example = slip.agreeing.reduce((best, member) => (distance(member) < distance(best) ? member : best));
    const reported = [slip.second, slip.first].find((token) => context.isChanged(token.node.startPosition.row + 1)) ?? slip.second;
    return {
      line: reported.node.startPosition.row + 1,
      details: {
        first: slip.first.text,
        second: slip.second.text,
        count: String(slip.agreeing.length),
        units: UNIT_WORDS[target.type] ?? 'lines',
        example: String(example.node.startPosition.row + 1),
        exampleText: excerpt(example.node.text.split('\n')[0] ?? '', 50),
      },
      ...(slip.agreeing.length >= MAJORITY_ALONE ? { confidence: 85 } : {}),
    };
  },
  examples: {
    match: [
      'func copyLimits(dst, src *Limits) {\n\tdst.MaxConns = src.MaxConns\n\tdst.MaxIdle = src.MaxIdle\n\tdst.MaxLifetime = src.MaxIdle\n}',
      'func (w *Writer) WriteArg(v interface{}) error {\n\tswitch v := v.(type) {\n\tcase *int8:\n\t\tif v == nil {\n\t\t\treturn w.int(0)\n\t\t}\n\t\treturn w.int(int64(*v))\n\tcase *int16:\n\t\tif v == nil {\n\t\t\treturn w.int(0)\n\t\t}\n\t\treturn w.int(int64(*v))\n\tcase *uint8:\n\t\tif v == nil {\n\t\t\treturn w.string("")\n\t\t}\n\t\treturn w.uint(uint64(*v))\n\tcase *uint16:\n\t\tif v == nil {\n\t\t\treturn w.uint(0)\n\t\t}\n\t\treturn w.uint(uint64(*v))\n\tcase *float32:\n\t\tif v == nil {\n\t\t\treturn w.float(0)\n\t\t}\n\t\treturn w.float(float64(*v))\n\t}\n\treturn nil\n}',
    ],
    noMatch: [
      'func copyLimits(dst, src *Limits) {\n\tdst.MaxConns = src.MaxConns\n\tdst.MaxIdle = src.MaxIdle\n\tdst.MaxLifetime = src.Lifetime\n}',
      'func defaults(c *Config, timeout time.Duration) {\n\tc.Timeout = timeout\n\tc.ReadTimeout = timeout\n\tc.WriteTimeout = timeout\n}',
      'func copyLimits(dst, src *Limits) {\n\tdst.MaxConns = src.MaxConns\n\tdst.MaxIdle = src.MaxIdle\n\t// The old name of the field.\n\tdst.MaxLifetime = src.MaxIdle\n}',
      {
        before: 'func copyLimits(dst, src *Limits) {\n\tdst.MaxConns = src.MaxConns\n\tdst.MaxIdle = src.MaxIdle\n\tdst.MaxLifetime = src.MaxIdle\n}',
        after:
          'func copyLimits(dst, src *Limits) {\n\tdst.MaxConns = src.MaxConns\n\tdst.MaxIdle = src.MaxIdle\n\tdst.MaxLifetime = src.MaxIdle\n\tdst.Name = name\n}',
      },
    ],
  },
};
