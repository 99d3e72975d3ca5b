import { JS_FAMILY } from '../../../../diff/language.js';
import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { checkCommentedCode } from './check-commented-code.js';
import { isCodeCall } from './is-code-call.js';
import { statementsAreCode } from './statements-are-code.js';
import type { CodeStatements } from './statements-are-code.js';
import type { Node } from 'web-tree-sitter';

/** Tool directives look like code but are not: `eslint-disable`, `@ts-expect-error`, `webpackChunkName`, … */
const DIRECTIVE = /^(eslint|@ts-|ts-|prettier|istanbul|c8|jshint|jscs|global\b|sextant-ignore|webpack|@vite|#(region|endregion)|<reference|=)/;

/** Cheap shape test before parsing: a statement ending, or a keyword that starts a statement. */
const CODE_SHAPE = /[;{)]$|^(return|if|for|while|const|let|var|import|export|await|throw)\b/;

const CODE_EXPRESSION_TYPES = new Set([
  'call_expression',
  'assignment_expression',
  'augmented_assignment_expression',
  'await_expression',
  'update_expression',
  'new_expression',
]);

const CODE_STATEMENTS: CodeStatements = {
  types: new Set([
    'lexical_declaration',
    'variable_declaration',
    'return_statement',
    'if_statement',
    'for_statement',
    'for_in_statement',
    'while_statement',
    'throw_statement',
    'import_statement',
    'export_statement',
    'function_declaration',
    'class_declaration',
  ]),
  isCodeExpression: (expression) => (expression.type === 'call_expression' ? isCodeCall(expression) : CODE_EXPRESSION_TYPES.has(expression.type)),
};

/** The body of a `//` comment when it is a line of code; undefined for prose and directives. */
function commentedCode(comment: Node, context: RuleContext): string | undefined {
  if (!comment.text.startsWith('//') || comment.text.startsWith('///')) return undefined;
  const body = comment.text.slice(2).trim();
  // Prose is words; code has punctuation. "return early" stays prose, and so does "e.g. foo.a = 0;"
  // (a dot then a space parses as member access but is not how code is written).
  if (/^[\w\s]*$/.test(body) || /\w\.\s/.test(body) || DIRECTIVE.test(body) || !CODE_SHAPE.test(body)) return undefined;
  // `if (ready) {` is code with its block cut off.
  const source = body.endsWith('{') ? `${body}}` : body;
  return context.parseSnippet(source, (root) => statementsAreCode(root, root.namedChildren, CODE_STATEMENTS)) ? body : undefined;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(comment) @target',
  check: checkCommentedCode(commentedCode),
  examples: {
    match: [
      'function total(items) {\n  // console.log(items);\n  return sum(items);\n}',
      '// const retries = config.retries ?? 3;\nconst retries = 5;',
      '// if (user.isAdmin) {\nrender();',
      '// await cache.clear();\n// cache.warm();',
    ],
    noMatch: [
      '// Compute the total (see the pricing docs)',
      '// return early when the list is empty',
      '// eslint-disable-next-line no-console',
      '// Note: this runs once;',
      '/// <reference types="node" />',
      '// https://example.com/docs',
      '// Windows (regular)',
      '// e.g. foo.a = 0;',
    ],
  },
};
