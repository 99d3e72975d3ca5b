import type { Node } from 'web-tree-sitter';
import type { RuleContext, RuleDefinition } from '../../rule-definition.js';
import { commentedOutCodeRule } from '../common/commented-out-code.js';
import { staleParameterHit } from '../../stale-parameter-docs.js';
import type { DocumentedParameter } from '../../stale-parameter-docs.js';
import { docstringOf, expressionOf, parametersOf } from './python-syntax.js';

/** Python comments that rot: code left in `#` comments, docstrings that no longer match the signature. */

/** Tool directives and file headers look like code but are not. */
const DIRECTIVE = /^(type:|noqa|pylint:|mypy:|pyright:|ruff:|fmt:|isort:|pragma|nosec|sextant-ignore|-\*-|!|coding[:=]|region\b|endregion\b)/i;
/** Cheap shape test before parsing: a call or subscript ending, a block opener, an assignment, or a statement keyword. */
const CODE_SHAPE = /[)\]:]$|^(import|from|return|if|for|while|def|class|raise|del|with|yield|assert|await)\b|^[\w.[\]]+\s*(=|\+=|-=)\s*\S/;
const CODE_STATEMENT_TYPES = new Set([
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
]);

function isCodeStatement(node: Node): boolean {
  if (CODE_STATEMENT_TYPES.has(node.type)) return true;
  const expression = expressionOf(node);
  if (!expression) return false;
  // `Note: keep in sync` parses as an annotation without a value: prose, not an assignment.
  if (expression.type === 'assignment') return expression.childForFieldName('right') !== null;
  if (expression.type === 'call') {
    // `Windows (regular)` is prose that happens to parse; code does not put a space before `(`.
    const callee = expression.childForFieldName('function');
    const argumentList = expression.childForFieldName('arguments');
    return callee !== null && argumentList !== null && callee.endIndex === argumentList.startIndex;
  }
  return expression.type === 'augmented_assignment' || expression.type === 'await';
}

/** The body of a `#` comment when it is a line of code; undefined for prose and directives. */
function commentedCode(comment: Node, context: RuleContext): string | undefined {
  const body = comment.text.replace(/^#+/, '').trim();
  // Prose is words; code has punctuation. "return early" stays prose, and so does "e.g. foo(1)".
  if (/^[\w\s,]*$/.test(body) || /\w\.\s/.test(body) || DIRECTIVE.test(body) || !CODE_SHAPE.test(body)) return undefined;
  // `if user.is_admin:` is code with its block cut off.
  const source = body.endsWith(':') ? `${body}\n    pass` : body;
  const isCode = context.parseSnippet(source, (root) => {
    const statements = root.namedChildren.filter((child) => child.type !== 'comment');
    return !root.hasError && statements.length > 0 && statements.every(isCodeStatement);
  });
  return isCode ? body : undefined;
}

const GOOGLE_SECTION = /^(\s*)(Args|Arguments|Parameters|Params|Keyword Args|Keyword Arguments|Other Parameters):\s*$/;
const GOOGLE_ENTRY = /^\s*\*{0,2}(\w+)\s*(\([^)]*\))?\s*:/;
const NUMPY_SECTION = /^(\s*)(Parameters|Other Parameters)\s*$/;
const NUMPY_ENTRY = /^\s*\*{0,2}(\w+)(\s*,\s*\*{0,2}\w+)*\s*(:.*)?$/;
const SPHINX_ENTRY = /:param\s+(?:[\w.[\], ]+\s+)?\*{0,2}(\w+)\s*:/;

function indentOf(line: string): number {
  return /^\s*/.exec(line)?.[0].length ?? 0;
}

/** Parameters named by a docstring in Google (`Args:`), NumPy (`Parameters` + dashes) or Sphinx (`:param x:`) style. */
function docstringParameters(docstring: Node): DocumentedParameter[] {
  const lines = docstring.text.split('\n');
  const firstLine = docstring.startPosition.row + 1;
  const documented: DocumentedParameter[] = [];
  const add = (name: string | undefined, index: number): void => {
    if (name) documented.push({ name, line: firstLine + index });
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    for (const sphinx of line.matchAll(new RegExp(SPHINX_ENTRY, 'g'))) add(sphinx[1], index);
    const google = GOOGLE_SECTION.exec(line);
    const numpy = NUMPY_SECTION.exec(line);
    if (google) {
      // Entries sit one level below the header; deeper lines continue an entry's description.
      const header = google[1]?.length ?? 0;
      let entryIndent: number | undefined;
      for (index += 1; index < lines.length; index += 1) {
        const entry = lines[index] ?? '';
        if (entry.trim() === '') continue;
        const indent = indentOf(entry);
        if (indent <= header) break;
        entryIndent ??= indent;
        if (indent === entryIndent) add(GOOGLE_ENTRY.exec(entry)?.[1], index);
      }
      index -= 1;
    } else if (numpy && /^\s*-{3,}\s*$/.test(lines[index + 1] ?? '')) {
      const header = numpy[1]?.length ?? 0;
      for (index += 2; index < lines.length; index += 1) {
        const entry = lines[index] ?? '';
        if (entry.trim() === '' || indentOf(entry) > header) continue;
        // The next section header (a title underlined with dashes) ends the list.
        if (/^\s*-{3,}\s*$/.test(lines[index + 1] ?? '') || entry.trim().startsWith('"""') || entry.trim().startsWith("'''")) break;
        const match = NUMPY_ENTRY.exec(entry);
        if (match) for (const name of entry.split(':', 1)[0]?.split(',') ?? []) add(name.trim().replace(/^\*+/, ''), index);
      }
      index -= 1;
    }
  }
  return documented;
}

export const pythonCommentAnalyzerRules: readonly RuleDefinition[] = [
  commentedOutCodeRule(['python'], commentedCode, {
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
  }),
  {
    id: 'comment/stale-param-doc',
    agent: 'comment-analyzer',
    dimension: 'readability',
    severity: 'low',
    confidence: 90,
    languages: ['python'],
    category: 'documentation',
    message: 'The docstring of `{{function}}` documents {{names}}, which the function does not take (it takes {{actual}}).',
    recommendation: 'Update the parameter section to the current parameter names, or remove the entries that no longer exist.',
    query: '(function_definition) @target',
    check: ({ target, context }) => {
      const docstring = docstringOf(target);
      // Most functions document no parameter: their docstring is read before their signature.
      const documented = docstring ? docstringParameters(docstring) : [];
      const parameterList = documented.length > 0 ? target.childForFieldName('parameters') : null;
      if (!parameterList) return false;
      const parameters = parametersOf(target);
      // Documented keyword arguments may be taken through `**kwargs`.
      if (parameters.some((parameter) => parameter.kind === 'kwargs')) return false;
      const names = parameters.map((parameter) => parameter.name).filter((name) => name !== 'self' && name !== 'cls');
      const name = target.childForFieldName('name')?.text ?? 'this function';
      return staleParameterHit(documented, names, parameterList, name, context);
    },
    examples: {
      match: [
        'def charge(order, amount):\n    """Charge the card.\n\n    Args:\n        order: the order to charge.\n        amount_cents (int): the amount, in cents.\n    """',
        'def load(user_id):\n    """Load a user.\n\n    :param id: the user id\n    """',
        'def scale(values, factor):\n    """Scale values.\n\n    Parameters\n    ----------\n    values : list\n    ratio : float\n        The factor.\n\n    Returns\n    -------\n    list\n    """',
      ],
      noMatch: [
        'def charge(self, order, amount=0):\n    """Charge the card.\n\n    Args:\n        order: the order to charge.\n            Continues here: with a colon.\n        amount (int): the amount.\n    """',
        'def create(name, **options):\n    """Args:\n        name: the name.\n        color: passed through options.\n    """',
        'def sum_all(*values):\n    """:param values: numbers to add"""',
        'def scale(values, factor):\n    """Scale values.\n\n    Parameters\n    ----------\n    values : list\n    factor : float\n\n    Returns\n    -------\n    scaled : list\n    """',
      ],
    },
  },
];
