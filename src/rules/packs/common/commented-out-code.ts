import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../excerpt.js';
import type { Language } from '../../../diff/language.js';
import type { RuleContext, RuleDefinition, RuleExamples } from '../../rule-definition.js';

/**
 * `comment/commented-out-code` for one language family: the language decides what counts as code in
 * a comment (`commentedCode`); how blocks and examples are reported is the same everywhere.
 */
export function commentedOutCodeRule(
  languages: readonly Language[],
  commentedCode: (comment: Node, context: RuleContext) => string | undefined,
  examples: RuleExamples,
): RuleDefinition {
  return {
    id: 'comment/commented-out-code',
    agent: 'comment-analyzer',
    dimension: 'readability',
    severity: 'info',
    confidence: 80,
    languages,
    category: 'dead-code',
    message: 'Commented-out code `{{code}}`.',
    recommendation: 'Delete it: version control keeps the old code. If it documents an alternative, explain it in prose.',
    query: '(comment) @target',
    check: ({ target, context }) => {
      const code = commentedCode(target, context);
      if (code === undefined) return false;
      // Report a block of commented-out lines once, at its first changed line. The 0-based row of
      // this comment is the 1-based number of the line above it.
      const row = target.startPosition.row;
      const previous = target.previousSibling;
      const continues = previous?.type === 'comment' && previous.endPosition.row === row - 1;
      if (continues && context.isChanged(row) && commentedCode(previous, context) !== undefined) return false;
      // After "For example:" the code is documentation.
      const introducesExample = continues && /:\s*$/.test(previous.text);
      return { details: { code: excerpt(code, 60) }, ...(introducesExample ? { confidence: 50 } : {}) };
    },
    examples,
  };
}
