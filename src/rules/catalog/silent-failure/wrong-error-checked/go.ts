import { changedLineOf } from '../../../changed-line-of.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isErrorName, namesAssignedByCall, previousStatement } from '../../../syntax/go/flow-bug-patterns-helpers.js';
import { enclosingFunction, errorTested } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

function identifiersNamed(node: Node, name: string): Node[] {
  const found = node.type === 'identifier' && node.text === name ? [node] : [];
  return [...found, ...node.descendantsOfType('identifier').filter((identifier) => identifier.text === name)];
}

/** Whether an identifier is being assigned rather than read (`x = …`, `x, err := …`). */
function isAssignedHere(identifier: Node): boolean {
  const list = identifier.parent;
  const statement = list?.type === 'expression_list' ? list.parent : undefined;
  if (statement?.type !== 'short_var_declaration' && statement?.type !== 'assignment_statement') return false;
  return (statement.childForFieldName('left')?.equals(list ?? statement) ?? false) && statement.childForFieldName('operator')?.text !== '+=';
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(if_statement condition: (binary_expression) @condition) @target',
  check: ({ target, captures, context }) => {
    const checked = errorTested(captures.condition ?? null);
    if (!checked || target.childForFieldName('initializer')) return false;
    const assignment = previousStatement(target);
    const names = namesAssignedByCall(assignment);
    const assigned = names?.find((name) => isErrorName(name) && name !== checked);
    if (!assignment || !names || !assigned || names.includes(checked)) return false;
    // Read anywhere after the call (this `if` included), the error is handled somewhere: not this bug.
    const fn = enclosingFunction(target);
    const reads = identifiersNamed(fn ?? target, assigned).filter((identifier) => identifier.startIndex > assignment.endIndex && !isAssignedHere(identifier));
    if (reads.length > 0) return false;
    const call = assignment.childForFieldName('right')?.namedChildren[0];
    return {
      line: changedLineOf(context, captures.condition ?? target, assignment),
      details: { call: excerpt(call?.childForFieldName('function')?.text ?? '', 30), assigned, checked },
    };
  },
  examples: {
    match: [
      'func copyFile(dst, src string) error {\n\tin, err := os.Open(src)\n\tif err != nil {\n\t\treturn err\n\t}\n\tout, createErr := os.Create(dst)\n\tif err != nil {\n\t\treturn err\n\t}\n\t_, err = io.Copy(out, in)\n\treturn err\n}',
    ],
    noMatch: [
      'func copyFile(dst, src string) error {\n\tin, err := os.Open(src)\n\tif err != nil {\n\t\treturn err\n\t}\n\tout, createErr := os.Create(dst)\n\tif createErr != nil {\n\t\treturn createErr\n\t}\n\t_, err = io.Copy(out, in)\n\treturn err\n}',
      'func pump(r io.Reader, w io.Writer, buf []byte) error {\n\tn, err := r.Read(buf)\n\t_, werr := w.Write(buf[:n])\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn werr\n}',
    ],
  },
};
