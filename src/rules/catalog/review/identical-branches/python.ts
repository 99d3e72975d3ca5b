import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { LITERAL_CONDITION, firstChangedLine, mayChange } from '../../../syntax/python/bug-patterns-helpers.js';
import { sameCode } from '../../../syntax/python/python-names.js';
import type { Node } from 'web-tree-sitter';

/** An if statement's branch bodies, the `else` last; undefined without an `else` (then not every path is a branch). */
function chainBodies(statement: Node): Node[] | undefined {
  const bodies = [statement.childForFieldName('consequence')];
  let hasElse = false;
  for (const clause of statement.childrenForFieldName('alternative')) {
    if (clause?.type === 'elif_clause') bodies.push(clause.childForFieldName('consequence'));
    if (clause?.type === 'else_clause') {
      bodies.push(clause.childForFieldName('body'));
      hasElse = true;
    }
  }
  return hasElse && bodies.every((body) => body !== null) ? (bodies as Node[]) : undefined;
}

/** A body that only holds a place: `pass`, `...`, a docstring. */
function isPlaceholder(body: Node): boolean {
  return body.namedChildren.every(
    (statement) =>
      statement.type === 'comment' ||
      statement.type === 'pass_statement' ||
      (statement.type === 'expression_statement' && ['ellipsis', 'string'].includes(statement.namedChildren[0]?.type ?? '')),
  );
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message:
      'Every branch of this {{construct}} does the same thing, so the condition `{{condition}}` changes nothing: one branch was probably meant to differ.',
    recommendation: 'Write the branch that should differ, or drop the condition if both really do the same.',
  }),
  query: `(if_statement alternative: (else_clause)) @target
      (conditional_expression) @target`,
  check: ({ target, context }) => {
    if (target.type === 'conditional_expression') {
      const [body, condition, alternative] = target.namedChildren;
      // `1 if 1 else 1` with a constant condition is a test of the compiler, not a slip.
      if (!body || !condition || !alternative || !sameCode(body, alternative) || mayChange(body) || LITERAL_CONDITION.has(condition.type)) return false;
      return { details: { construct: 'conditional expression', condition: excerpt(condition.text, 40) } };
    }
    const bodies = chainBodies(target);
    const first = bodies?.[0];
    if (!bodies || !first || isPlaceholder(first) || !bodies.every((body) => sameCode(body, first))) return false;
    const line = firstChangedLine(context, [target.childForFieldName('condition') ?? target, ...bodies]);
    if (line === undefined) return false;
    // Statements are often kept parallel on purpose until they differ (a placeholder for another platform, a
    // branch left for a later change), unlike a conditional expression: hidden by default.
    return { line, details: { construct: '`if`/`else`', condition: excerpt(target.childForFieldName('condition')?.text ?? '', 40) }, confidence: 70 };
  },
  examples: {
    match: ['if user.is_admin:\n    limit = 100\nelse:\n    limit = 100', 'timeout = settings.timeout if settings.timeout else settings.timeout'],
    noMatch: [
      'if user.is_admin:\n    limit = 100\nelse:\n    limit = 10',
      'if ready:\n    pass\nelse:\n    pass',
      'value = random() if coin else random()',
      'value = 1 if 1 else 1',
      'if a:\n    go()\nelif b:\n    go()',
    ],
  },
};
