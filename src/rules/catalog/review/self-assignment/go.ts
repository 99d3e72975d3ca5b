import { excerpt } from '../../../excerpt.js';
import type { FixTarget, LineEdit } from '../../../rule-definition.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { sameCode } from '../../../same-code.js';
import { isStableValue } from '../../../syntax/go/same-code.js';

/** `x = x` alone on its line: the line goes. */
function dropSelfAssignment(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  const match = /^\s*([\w.[\]"]+) = ([\w.[\]"]+)\s*$/.exec(text);
  if (!match || match[1] !== match[2]) return undefined;
  return { startLine: target.line, endLine: target.line, replacement: [] };
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: ownWording('go', {
    message: '`{{target}}` assigns a value to itself, which does nothing: the value meant to be stored here is never stored.',
    recommendation: 'Assign the value you meant (often a parameter or the other struct: `c.timeout = timeout`, `dst.Name = src.Name`), or remove the line.',
  }),
  query: '(assignment_statement left: (expression_list) @left right: (expression_list) @right) @target',
  check: ({ target, captures }) => {
    if (target.childForFieldName('operator')?.text !== '=') return false;
    // Nearly every assignment differs in its text already: only those alike are compared token by token.
    if (captures.left?.text.replace(/\s+/g, '') !== captures.right?.text.replace(/\s+/g, '')) return false;
    const left = captures.left?.namedChildren ?? [];
    const right = captures.right?.namedChildren ?? [];
    if (left.length === 0 || left.length !== right.length) return false;
    const selfAssigned = left.every((name, index) => {
      const value = right[index];
      return value !== undefined && isStableValue(name) && sameCode(name, value);
    });
    return selfAssigned ? { details: { target: excerpt(target.text, 60) } } : false;
  },
  fix: dropSelfAssignment,
  examples: {
    match: ['func (c *Client) SetTimeout(timeout time.Duration) {\n\tc.timeout = c.timeout\n}', 'func merge(dst, src *Config) {\n\tdst.Name = dst.Name\n}'],
    noMatch: [
      'func (c *Client) SetTimeout(timeout time.Duration) {\n\tc.timeout = timeout\n}',
      'func swap(a, b int) (int, int) {\n\ta, b = b, a\n\treturn a, b\n}',
      'func next(it *Iter) {\n\tit.pos += it.pos\n}',
      'func use(x int) {\n\t_ = x\n}',
    ],
  },
};
