import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { LITERAL_CONDITION, firstChangedLine, lineOf, mayChange } from '../../../syntax/python/bug-patterns-helpers.js';
import { sameCode } from '../../../syntax/python/python-names.js';
import type { Node } from 'web-tree-sitter';

/** An if statement's conditions in order: the `if`, then each `elif`. */
function chainConditions(statement: Node): Node[] {
  const conditions = [statement.childForFieldName('condition')];
  for (const clause of statement.childrenForFieldName('alternative'))
    if (clause?.type === 'elif_clause') conditions.push(clause.childForFieldName('condition'));
  return conditions.filter((condition): condition is Node => condition !== null);
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message:
      'This `if`/`elif` chain tests `{{condition}}` on line {{first}} and again on line {{second}}: when it is true the first of these branches runs, so the later one never does.',
    recommendation: 'Test the condition this branch was meant for (often a neighbour of the copied one), or merge the two branches.',
  }),
  query: '(if_statement alternative: (elif_clause)) @target',
  check: ({ target, context }) => {
    const conditions = chainConditions(target);
    for (const [index, condition] of conditions.entries()) {
      const earlier = conditions.slice(0, index).find((previous) => sameCode(previous, condition));
      // `elif 0:` / `elif True:` are written on purpose (switched-off branches, tests of the grammar).
      if (!earlier || mayChange(condition) || LITERAL_CONDITION.has(condition.type)) continue;
      const line = firstChangedLine(context, [condition, earlier]);
      if (line === undefined) continue;
      return { line, details: { condition: excerpt(condition.text, 40), first: String(lineOf(earlier)), second: String(lineOf(condition)) } };
    }
    return false;
  },
  examples: {
    match: ['if kind == "a":\n    run_a()\nelif kind == "b":\n    run_b()\nelif kind == "a":\n    run_c()'],
    noMatch: [
      'if 0:\n    pass\nelif 0:\n    pass',
      'if kind == "a":\n    run_a()\nelif kind == "b":\n    run_b()',
      'if token := next(tokens):\n    first()\nelif token := next(tokens):\n    second()',
      'if stream.read(1) == b"x":\n    one()\nelif stream.read(1) == b"x":\n    two()',
    ],
  },
};
