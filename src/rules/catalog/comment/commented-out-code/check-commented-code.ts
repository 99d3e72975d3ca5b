import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import type { RuleContext, RuleDefinition } from '../../../rule-definition.js';

/**
 * The check of `comment/commented-out-code` for one language: the language decides what counts as code in
 * a comment (`commentedCode`); how blocks and examples are reported is the same everywhere.
 */
export function checkCommentedCode(commentedCode: (comment: Node, context: RuleContext) => string | undefined): NonNullable<RuleDefinition['check']> {
  return ({ target, context }) => {
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
  };
}
