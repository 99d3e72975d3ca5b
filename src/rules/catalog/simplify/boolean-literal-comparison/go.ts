import { excerpt } from '../../../excerpt.js';
import type { FixTarget, LineEdit } from '../../../rule-definition.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

/**
 * `if ready == true {` → `if ready {`, `if done != true {` → `if !done {`. Safe in Go, where the operand of
 * `== true` must already be a `bool`; limited to a plain name or selector on an `if`/`for` line.
 */
function dropBooleanLiteral(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  const match = /^(\s*(?:\} else )?(?:if|for) )([\w.]+(?:\(\))?) (==|!=) (true|false)( \{\s*)$/.exec(text);
  if (!match) return undefined;
  const [, head = '', operand = '', operator = '', literal = '', tail = ''] = match;
  const negate = (operator === '==') !== (literal === 'true');
  return { startLine: target.line, endLine: target.line, replacement: [`${head}${negate ? '!' : ''}${operand}${tail}`] };
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    recommendation: 'Write `if done` / `if !done` instead of comparing with `true`/`false`.',
  }),
  query: `(binary_expression left: (_) @operand operator: ["==" "!="] right: [(true) (false)] @literal) @target
      (binary_expression left: [(true) (false)] @literal operator: ["==" "!="] right: (_) @operand) @target`,
  check: ({ captures }) => {
    const operand = captures.operand;
    if (!operand || operand.type === 'true' || operand.type === 'false') return false;
    return { details: { operand: excerpt(operand.text, 40) } };
  },
  fix: dropBooleanLiteral,
  examples: {
    match: ['func run() {\n\tif ready == true {\n\t\tstart()\n\t}\n}', 'func run() {\n\tfor queue.Empty() != false {\n\t\twait()\n\t}\n}'],
    noMatch: ['func run() {\n\tif ready {\n\t\tstart()\n\t}\n}', 'func run() bool {\n\treturn count == 0\n}'],
  },
};
