import { changedLineOf } from '../../../changed-line-of.js';
import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { sameCode } from '../../../same-code.js';
import { continuesChain } from '../../../syntax/go/bug-patterns-helpers.js';
import { statementsOf } from '../../../syntax/go/go-syntax.js';
import { hasSideEffects } from '../../../syntax/go/same-code.js';
import type { Node } from 'web-tree-sitter';

const line = (node: Node): number => node.startPosition.row + 1;

/** The links of an if/else-if chain from its first `if`: each condition and whether it declares its own names. */
function chainOf(first: Node): Array<{ node: Node; condition: Node; declares: boolean }> {
  const links: Array<{ node: Node; condition: Node; declares: boolean }> = [];
  for (let current: Node | null = first; current?.type === 'if_statement'; current = current.childForFieldName('alternative')) {
    const condition = current.childForFieldName('condition');
    if (!condition) break;
    links.push({ node: current, condition, declares: current.childForFieldName('initializer') !== null });
  }
  return links;
}

function receives(node: Node): boolean {
  return hasSideEffects(node) && node.descendantsOfType('unary_expression').some((inner) => inner.childForFieldName('operator')?.text === '<-');
}

/** The first repeated condition of a chain: the later link never runs. */
function repeatedCondition(first: Node): { earlier: Node; later: Node } | undefined {
  const links = chainOf(first);
  for (let later = 1; later < links.length; later += 1) {
    const candidate = links[later];
    if (!candidate || receives(candidate.condition)) continue;
    // A link with its own `x, ok := …; ok` reads new values: the same text tests something else.
    for (let earlier = later - 1; earlier >= 0 && !links[earlier + 1]?.declares; earlier -= 1) {
      const previous = links[earlier];
      if (previous && sameCode(previous.condition, candidate.condition)) return { earlier: previous.condition, later: candidate.condition };
    }
  }
  return undefined;
}

/** Case values of an expression switch, in order. */
function caseValues(switchStatement: Node): Array<{ value: Node; clause: Node }> {
  return switchStatement.namedChildren
    .filter((clause) => clause.type === 'expression_case')
    .flatMap((clause) =>
      (clause.childForFieldName('value')?.namedChildren ?? []).filter((value) => value.type !== 'comment').map((value) => ({ value, clause })),
    );
}

/** Whether a case clause ends in `fallthrough`: the next clause then runs for its values too, on purpose. */
function fallsThrough(clause: Node): boolean {
  return statementsOf(clause).at(-1)?.type === 'fallthrough_statement';
}

function repeatedCase(switchStatement: Node): { earlier: Node; later: Node } | undefined {
  const values = caseValues(switchStatement);
  for (let later = 1; later < values.length; later += 1) {
    const candidate = values[later];
    if (!candidate || receives(candidate.value)) continue;
    const earlier = values.slice(0, later).find(({ value }) => sameCode(value, candidate.value));
    if (earlier && !(fallsThrough(earlier.clause) && earlier.clause.nextNamedSibling?.equals(candidate.clause)))
      return { earlier: earlier.value, later: candidate.value };
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    message: '`{{condition}}` is already tested on line {{earlier}}: {{what}} never runs, and the case it was written for is not handled.',
    recommendation: 'Test what this branch was meant for (often a neighbouring field or value of the copied line), or remove the dead branch.',
  }),
  query: `(if_statement) @target
      (expression_switch_statement) @target`,
  check: ({ target, context }) => {
    if (target.type === 'if_statement' && continuesChain(target)) return false;
    const repeated = target.type === 'if_statement' ? repeatedCondition(target) : repeatedCase(target);
    if (!repeated) return false;
    const { earlier, later } = repeated;
    // Only a change that wrote one of the two reports it.
    const at = changedLineOf(context, later, earlier);
    return {
      line: at,
      details: {
        condition: excerpt(later.text, 50),
        earlier: String(line(earlier)),
        what: target.type === 'if_statement' ? `the branch on line ${line(later)}` : `the \`case\` on line ${line(later)}`,
      },
      ...(hasSideEffects(later) ? { confidence: 85 } : {}),
    };
  },
  examples: {
    match: [
      'func kind(r rune) string {\n\tif unicode.IsDigit(r) {\n\t\treturn "digit"\n\t} else if unicode.IsLetter(r) {\n\t\treturn "letter"\n\t} else if unicode.IsDigit(r) {\n\t\treturn "number"\n\t}\n\treturn ""\n}',
      'func level(n int) string {\n\tswitch {\n\tcase n > 100:\n\t\treturn "high"\n\tcase n > 10:\n\t\treturn "mid"\n\tcase n > 100:\n\t\treturn "top"\n\t}\n\treturn "low"\n}',
    ],
    noMatch: [
      'func kind(r rune) string {\n\tif unicode.IsDigit(r) {\n\t\treturn "digit"\n\t} else if unicode.IsLetter(r) {\n\t\treturn "letter"\n\t}\n\treturn ""\n}',
      'func lookup(a, b map[string]int, k string) int {\n\tif v, ok := a[k]; ok {\n\t\treturn v\n\t} else if v, ok := b[k]; ok {\n\t\treturn v\n\t}\n\treturn 0\n}',
      'func next(ch chan bool) int {\n\tswitch {\n\tcase <-ch:\n\t\treturn 1\n\tcase <-ch:\n\t\treturn 2\n\t}\n\treturn 0\n}',
      'func listen(o *Options) {\n\tswitch {\n\tcase o.IsSocketOpts():\n\t\tsetup(o)\n\t\tfallthrough\n\tcase o.IsTimeout(), o.IsSocketOpts():\n\t\twrap(o)\n\t}\n}',
      {
        before:
          'func kind(r rune) string {\n\tif unicode.IsDigit(r) {\n\t\treturn "digit"\n\t} else if unicode.IsDigit(r) {\n\t\treturn "number"\n\t}\n\treturn ""\n}',
        after:
          'func kind(r rune) string {\n\tif unicode.IsDigit(r) {\n\t\treturn "digit"\n\t} else if unicode.IsDigit(r) {\n\t\treturn "numeral"\n\t}\n\treturn ""\n}',
      },
    ],
  },
};
