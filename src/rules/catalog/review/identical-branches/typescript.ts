import { changedLineOf } from '../../../changed-line-of.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { sameCode, tokensOf } from '../../../same-code.js';
import { hadItBefore } from '../../../syntax/javascript/bug-patterns-helpers.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

/** The bodies of an if/else-if chain, and whether it ends with a plain `else`. */
function chainBranches(top: Node): { bodies: Node[]; endsWithElse: boolean } {
  const bodies: Node[] = [];
  for (let current: Node = top; ;) {
    const consequence = current.childForFieldName('consequence');
    if (consequence) bodies.push(consequence);
    const next = current.childForFieldName('alternative')?.namedChildren.find((child) => child.type !== 'comment');
    if (!next) return { bodies, endsWithElse: false };
    if (next.type !== 'if_statement') {
      bodies.push(next);
      return { bodies, endsWithElse: true };
    }
    current = next;
  }
}

function identicalBranches(top: Node): boolean {
  const { bodies, endsWithElse } = chainBranches(top);
  const [first, ...rest] = bodies;
  if (!endsWithElse || !first || tokensOf(first).replace(/[{};\s]/g, '') === '') return false;
  return rest.every((body) => sameCode(body, first));
}

/** Empty values: the same in both arms of a conditional expression, they are a placeholder rather than a slip. */
const EMPTY_VALUES = new Set(["''", '""', '``', 'null', 'undefined', 'void 0']);

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(if_statement alternative: (else_clause)) @target
      (ternary_expression) @target`,
  check: ({ target, context }) => {
    if (target.type === 'ternary_expression') {
      const consequence = target.childForFieldName('consequence');
      const alternative = target.childForFieldName('alternative');
      if (!consequence || !alternative || !sameCode(consequence, alternative)) return false;
      // `used ? '' : ''` keeps a value alive on purpose (a benchmark's sink); a slip has arms worth writing twice.
      if (EMPTY_VALUES.has(unwrapParentheses(consequence).text)) return false;
      // Two equal strings are often a wording the language does not vary (a translation of singular and plural).
      const wording = consequence.type === 'string' || consequence.type === 'template_string';
      return { line: changedLineOf(context, target), details: { construct: 'conditional expression' }, ...(wording ? { confidence: 70 } : {}) };
    }
    if (target.parent?.type === 'else_clause' || !identicalBranches(target)) return false;
    if (hadItBefore(target, context, identicalBranches)) return false;
    return { line: changedLineOf(context, target), details: { construct: 'if/else' } };
  },
  examples: {
    match: [
      'if (user.admin) {\n  grant(user, "read");\n} else {\n  grant(user, "read");\n}',
      "const label = count === 1 ? 'item' : 'item';",
      'if (a) run(x);\nelse if (b) run(x);\nelse run(x);',
    ],
    noMatch: [
      'if (user.admin) {\n  grant(user, "write");\n} else {\n  grant(user, "read");\n}',
      "const label = count === 1 ? 'item' : 'items';",
      "console.log(`sink ${kept === undefined ? '' : ''}`);",
      'if (a) run(x);\nelse if (b) run(y);\nelse run(x);',
      'if (ready) {\n} else {\n}',
    ],
  },
};
