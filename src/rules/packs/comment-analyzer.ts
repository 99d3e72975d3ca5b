import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../language.js';
import type { RuleContext, RuleDefinition } from '../rule-definition.js';
import { excerpt } from '../syntax.js';

/** Comments that rot: untracked TODOs and code left behind in comments. */

/**
 * Upper-case markers only (lower-case "todo" is usually prose), standing as a word of the comment:
 * `XXX-XXX` (a format mask) or `'XXX'` (a string in commented code) are not markers.
 */
const TODO_MARKER = /(?<=^|[\s/*])(TODO|FIXME|XXX|HACK)(?=[:(\s]|$)/;
/** `#123`, `owner/repo#123`, `ABC-123`, or a link. */
const ISSUE_REFERENCE = /#\d+|\b[A-Z][A-Z0-9]+-\d+\b|https?:\/\//;
/** Consecutive line comments read as one note; a reference on the next line counts. */
const MAX_CONTINUATION_LINES = 3;

/** The text of a comment plus the line comments that directly follow it. */
function noteText(comment: Node): string {
  const parts = [comment.text];
  let previous = comment;
  for (let next = comment.nextSibling; next && parts.length <= MAX_CONTINUATION_LINES; next = next.nextSibling) {
    if (next.type !== 'comment' || next.startPosition.row !== previous.endPosition.row + 1) break;
    parts.push(next.text);
    previous = next;
  }
  return parts.join('\n');
}

/** Tool directives look like code but are not: `eslint-disable`, `@ts-expect-error`, `webpackChunkName`, … */
const DIRECTIVE = /^(eslint|@ts-|ts-|prettier|istanbul|c8|jshint|jscs|global\b|sextant-ignore|webpack|@vite|#(region|endregion)|<reference|=)/;
/** Cheap shape test before parsing: a statement ending, or a keyword that starts a statement. */
const CODE_SHAPE = /[;{)]$|^(return|if|for|while|const|let|var|import|export|await|throw)\b/;
const CODE_STATEMENT_TYPES = new Set([
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
]);
const CODE_EXPRESSION_TYPES = new Set([
  'call_expression',
  'assignment_expression',
  'augmented_assignment_expression',
  'await_expression',
  'update_expression',
  'new_expression',
]);

function isCodeStatement(node: Node): boolean {
  if (CODE_STATEMENT_TYPES.has(node.type)) return true;
  if (node.type !== 'expression_statement') return false;
  const expression = node.namedChildren[0];
  if (expression?.type === 'call_expression') {
    // `Windows (regular)` is prose that happens to parse; code does not put a space before `(`.
    const callee = expression.childForFieldName('function');
    const argumentList = expression.childForFieldName('arguments');
    return callee !== null && argumentList !== null && callee.endIndex === argumentList.startIndex;
  }
  return expression !== undefined && CODE_EXPRESSION_TYPES.has(expression.type);
}

/** The body of a `//` comment when it is a line of code; undefined for prose and directives. */
function commentedCode(comment: Node, context: RuleContext): string | undefined {
  if (!comment.text.startsWith('//') || comment.text.startsWith('///')) return undefined;
  const body = comment.text.slice(2).trim();
  // Prose is words; code has punctuation. "return early" stays prose, and so does "e.g. foo.a = 0;"
  // (a dot then a space parses as member access but is not how code is written).
  if (/^[\w\s]*$/.test(body) || /\w\.\s/.test(body) || DIRECTIVE.test(body) || !CODE_SHAPE.test(body)) return undefined;
  // `if (ready) {` is code with its block cut off.
  const source = body.endsWith('{') ? `${body}}` : body;
  const isCode = context.parseSnippet(source, (root) => {
    const statements = root.namedChildren.filter((child) => child.type !== 'comment');
    return !root.hasError && statements.length > 0 && statements.every(isCodeStatement);
  });
  return isCode ? body : undefined;
}

export const commentAnalyzerRules: readonly RuleDefinition[] = [
  {
    id: 'comment/todo-without-issue',
    agent: 'comment-analyzer',
    dimension: 'readability',
    severity: 'low',
    confidence: 75,
    languages: JS_FAMILY,
    category: 'documentation',
    message: '{{marker}} added without an issue reference: "{{note}}".',
    recommendation:
      'Link the work to a tracked issue (`TODO(#123): …` or a URL) so it is not forgotten, or do it in this change.',
    query: '(comment) @target',
    check: ({ target }) => {
      const marker = TODO_MARKER.exec(target.text);
      if (!marker || ISSUE_REFERENCE.test(noteText(target))) return false;
      const before = target.text.slice(0, marker.index);
      const lineOffset = before.split('\n').length - 1;
      const lineStart = before.lastIndexOf('\n') + 1;
      const column = lineOffset === 0 ? target.startPosition.column + marker.index + 1 : marker.index - lineStart + 1;
      const note = target.text.slice(marker.index).split('\n', 1)[0]?.replace(/\*\/\s*$/, '') ?? '';
      return {
        line: target.startPosition.row + 1 + lineOffset,
        column,
        details: { marker: marker[1] ?? 'TODO', note: excerpt(note, 80) },
      };
    },
    examples: {
      match: [
        '// TODO: handle the retry case',
        'const limit = 10; // HACK until the API paginates',
        '/**\n * Parses the header.\n * FIXME: breaks on folded lines\n */\nfunction parse() {}',
      ],
      noMatch: [
        '// TODO(#482): handle the retry case',
        '// FIXME: see https://github.com/acme/app/issues/12',
        '// TODO: support folded lines\n// tracked in PLAT-1234',
        '// phone format XXX-XXX-XXXX',
        '// nothing todo here',
        "// const badData = 'XXX';",
      ],
    },
  },
  {
    id: 'comment/commented-out-code',
    agent: 'comment-analyzer',
    dimension: 'readability',
    severity: 'low',
    confidence: 80,
    languages: JS_FAMILY,
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
      if (
        previous?.type === 'comment' &&
        previous.endPosition.row === row - 1 &&
        context.isChanged(row) &&
        commentedCode(previous, context) !== undefined
      ) {
        return false;
      }
      // After "For example:" the code is documentation.
      const introducesExample = previous?.type === 'comment' && previous.endPosition.row === row - 1 && /:\s*$/.test(previous.text);
      return { details: { code: excerpt(code, 60) }, ...(introducesExample ? { confidence: 50 } : {}) };
    },
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
  },
];
