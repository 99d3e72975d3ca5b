import { changedLineOf } from '../../../changed-line-of.js';
import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { tokensOf } from '../../../same-code.js';
import { continuesChain } from '../../../syntax/go/bug-patterns-helpers.js';
import { hasComment, statementsOf } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

/** The blocks of a complete if/else chain (ending in `else`), else undefined. */
function branchesOf(first: Node): Node[] | undefined {
  const blocks: Node[] = [];
  for (let current: Node | null = first; current;) {
    if (current.type === 'if_statement') {
      const consequence = current.childForFieldName('consequence');
      if (!consequence || current.childForFieldName('initializer')) return undefined;
      blocks.push(consequence);
      current = current.childForFieldName('alternative');
    } else if (current.type === 'block') {
      blocks.push(current);
      return blocks;
    } else {
      return undefined;
    }
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    message: 'Every branch of this `if`/`else` does the same thing, so `{{condition}}` changes nothing: one branch was probably meant to differ.',
    recommendation: 'Write what the other branch should do; if both really are the same, drop the `if` and keep one copy.',
  }),
  query: '(if_statement alternative: (_)) @target',
  check: ({ target, context }) => {
    if (continuesChain(target)) return false;
    const branches = branchesOf(target);
    const [first, ...others] = branches ?? [];
    // A comment in a branch says the sameness is known ("both cases are sent as push notifications").
    if (!first || others.length === 0 || statementsOf(first).length === 0 || branches?.some(hasComment)) return false;
    const tokens = tokensOf(first);
    if (!others.every((other) => tokensOf(other) === tokens)) return false;
    const condition = target.childForFieldName('condition');
    const firstStatements = [...others.reverse(), first].map((branch) => statementsOf(branch)[0] ?? branch);
    return { line: changedLineOf(context, ...firstStatements), details: { condition: excerpt(condition?.text ?? '', 40) } };
  },
  examples: {
    match: ['func mode(debug bool) int {\n\tif debug {\n\t\treturn levelInfo\n\t} else {\n\t\treturn levelInfo\n\t}\n}'],
    noMatch: [
      'func mode(debug bool) int {\n\tif debug {\n\t\treturn levelDebug\n\t} else {\n\t\treturn levelInfo\n\t}\n}',
      'func mode(debug bool) {\n\tif debug {\n\t} else {\n\t}\n}',
      'func mode(debug bool) int {\n\tif debug {\n\t\treturn levelInfo\n\t} else if verbose {\n\t\treturn levelDebug\n\t} else {\n\t\treturn levelInfo\n\t}\n}',
    ],
  },
};
