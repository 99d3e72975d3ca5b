import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { checkCommentedCode } from './check-commented-code.js';
import { isCodeCall } from './is-code-call.js';
import { statementsAreCode } from './statements-are-code.js';
import type { CodeStatements } from './statements-are-code.js';
import type { Node } from 'web-tree-sitter';

/** Compiler and tool directives (`//go:build`, `//nolint`, `// +build`) and example output look like code but are not. */
const DIRECTIVE = /^(go:|nolint|\+build|export\b|line\b|lint:|sextant-ignore|Output:|Unordered output:)/;

/** Cheap shape test before parsing: a statement ending, an assignment, or a keyword that starts a statement. */
const CODE_SHAPE = /[{)]$|:=|^(return|if|for|go|defer|var|const|func|type|import|switch)\b|^[\w.[\]]+\s*(=|\+=|-=)\s*\S/;

const CODE_STATEMENTS: CodeStatements = {
  types: new Set([
    'short_var_declaration',
    'assignment_statement',
    'inc_statement',
    'dec_statement',
    'return_statement',
    'if_statement',
    'for_statement',
    'go_statement',
    'defer_statement',
    'var_declaration',
    'const_declaration',
    'expression_switch_statement',
    'type_switch_statement',
    'send_statement',
  ]),
  isCodeExpression: (expression) => expression.type === 'call_expression' && isCodeCall(expression),
};

/** Top-level code is declarations: Go has no statement outside a function. */
const CODE_DECLARATIONS: CodeStatements = {
  types: new Set(['function_declaration', 'method_declaration', 'type_declaration', 'import_declaration', 'var_declaration', 'const_declaration']),
  isCodeExpression: () => false,
};

/** Whether `source` parses cleanly as Go statements (inside a function) or as top-level declarations. */
function parsesAsCode(source: string, context: RuleContext): boolean {
  const inFunction = context.parseSnippet(`package p\nfunc _() {\n${source}\n}`, (root) => {
    const body = root.descendantsOfType('block')[0];
    return statementsAreCode(root, body?.descendantsOfType('statement_list')[0]?.namedChildren ?? [], CODE_STATEMENTS);
  });
  // Every declaration holds its keyword: text without one is not parsed again.
  if (inFunction || !/func|type|import|var|const/.test(source)) return inFunction;
  return context.parseSnippet(`package p\n${source}`, (root) =>
    statementsAreCode(
      root,
      root.namedChildren.filter((child) => child.type !== 'package_clause'),
      CODE_DECLARATIONS,
    ),
  );
}

/** The body of a `//` comment when it is a line of code; undefined for prose, directives and doc examples. */
function commentedCode(comment: Node, context: RuleContext): string | undefined {
  if (!comment.text.startsWith('//')) return undefined;
  const raw = comment.text.slice(2);
  // Doc comments show code examples indented (a tab or several spaces): those are documentation.
  if (/^(\t| {2,})/.test(raw)) return undefined;
  const body = raw.trim();
  if (/^[\w\s,]*$/.test(body) || /\w\.\s/.test(body) || DIRECTIVE.test(body) || !CODE_SHAPE.test(body)) return undefined;
  // `if err != nil {` is code with its block cut off.
  const source = body.endsWith('{') ? `${body}}` : body;
  return parsesAsCode(source, context) ? body : undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(comment) @target',
  check: checkCommentedCode(commentedCode),
  examples: {
    match: [
      'func total(items []int) int {\n\t// fmt.Println(items)\n\treturn sum(items)\n}',
      'func run() {\n\t// retries := cfg.Retries\n\tretries := 5\n\tuse(retries)\n}',
      'func run() {\n\t// if err != nil {\n\tstart()\n}',
      '// func legacy() {}\nfunc current() {}',
    ],
    noMatch: [
      '// Total returns the sum of the items (see the pricing docs).\nfunc Total() {}',
      '//go:build linux',
      '//nolint:errcheck',
      '// Deprecated: use Total instead.\nfunc Sum() {}',
      '// Example:\n//\n//\tx := Total(items)\nfunc Total() {}',
      '// e.g. Total(items)',
      '// return early when the list is empty',
    ],
  },
};
