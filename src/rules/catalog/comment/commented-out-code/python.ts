import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { checkCommentedCode } from './check-commented-code.js';
import { isCodeCall } from './is-code-call.js';
import { statementsAreCode } from './statements-are-code.js';
import type { CodeStatements } from './statements-are-code.js';
import type { Node } from 'web-tree-sitter';

/** Tool directives and file headers look like code but are not. */
const DIRECTIVE = /^(type:|noqa|pylint:|mypy:|pyright:|ruff:|fmt:|isort:|pragma|nosec|sextant-ignore|-\*-|!|coding[:=]|region\b|endregion\b)/i;

/** Cheap shape test before parsing: a call or subscript ending, a block opener, an assignment, or a statement keyword. */
const CODE_SHAPE = /[)\]:]$|^(import|from|return|if|for|while|def|class|raise|del|with|yield|assert|await)\b|^[\w.[\]]+\s*(=|\+=|-=)\s*\S/;

const CODE_STATEMENTS: CodeStatements = {
  types: new Set([
    'import_statement',
    'import_from_statement',
    'return_statement',
    'raise_statement',
    'delete_statement',
    'if_statement',
    'for_statement',
    'while_statement',
    'with_statement',
    'function_definition',
    'class_definition',
    'decorated_definition',
  ]),
  isCodeExpression: (expression) => {
    // `Note: keep in sync` parses as an annotation without a value: prose, not an assignment.
    if (expression.type === 'assignment') return expression.childForFieldName('right') !== null;
    if (expression.type === 'call') return isCodeCall(expression);
    return expression.type === 'augmented_assignment' || expression.type === 'await';
  },
};

/** The body of a `#` comment when it is a line of code; undefined for prose and directives. */
function commentedCode(comment: Node, context: RuleContext): string | undefined {
  const body = comment.text.replace(/^#+/, '').trim();
  // Prose is words; code has punctuation. "return early" stays prose, and so does "e.g. foo(1)".
  if (/^[\w\s,]*$/.test(body) || /\w\.\s/.test(body) || DIRECTIVE.test(body) || !CODE_SHAPE.test(body)) return undefined;
  // `if user.is_admin:` is code with its block cut off.
  const source = body.endsWith(':') ? `${body}\n    pass` : body;
  return context.parseSnippet(source, (root) => statementsAreCode(root, root.namedChildren, CODE_STATEMENTS)) ? body : undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(comment) @target',
  check: checkCommentedCode(commentedCode),
  examples: {
    match: [
      'def total(items):\n    # print(items)\n    return sum(items)',
      '# retries = config.get("retries", 3)\nretries = 5',
      '# if user.is_admin:\nrender()',
      '# from legacy import sync\n# sync(db)\nmigrate(db)',
    ],
    noMatch: [
      '# Compute the total (see the pricing docs)',
      '# return early when the list is empty',
      '# type: ignore[attr-defined]',
      '# Note: keep in sync with the schema',
      '#!/usr/bin/env python3',
      '# e.g. total(items)',
      '# default is 5',
      '# noqa: E501',
    ],
  },
};
