import type { Node } from 'web-tree-sitter';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { signatureTable, swappedArguments } from './swapped-pair.js';
import type { Signature } from './swapped-pair.js';

/** Parameter names in order (`a, b int` is two); a variadic parameter ends the positional ones. */
function parametersOf(fn: Node): string[] {
  const names: string[] = [];
  for (const declaration of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    if (declaration.type !== 'parameter_declaration') break;
    const declared = declaration.childrenForFieldName('name');
    // An unnamed parameter (`func(int, string)`) has no name to compare.
    if (declared.length === 0) return [];
    names.push(...declared.map((name) => name.text));
  }
  return names;
}

const signatures = perFile((context) =>
  signatureTable(
    context.root.descendantsOfType('function_declaration').flatMap((fn): Array<[string, Signature]> => {
      const name = fn.childForFieldName('name')?.text;
      return name ? [[name, parametersOf(fn)]] : [];
    }),
  ),
);

function enclosingParameters(node: Node): Set<string> {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'function_declaration' || current.type === 'method_declaration' || current.type === 'func_literal')
      return new Set(parametersOf(current));
  }
  return new Set();
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(call_expression function: (identifier) @callee arguments: (argument_list (identifier) . (identifier)) @arguments) @target',
  check: ({ target, captures, context }) => {
    const name = captures.callee?.text ?? '';
    const parameters = signatures(context).get(name);
    if (!parameters || parameters.length < 2) return false;
    const args = (captures.arguments?.namedChildren ?? [])
      .filter((argument) => argument.type !== 'comment')
      .map((argument) => (argument.type === 'identifier' ? argument.text : undefined));
    return swappedArguments(target, name, args, parameters, enclosingParameters(target));
  },
  examples: {
    match: ['func copyFile(src, dst string) error { return nil }\n\nfunc run() {\n\tsrc, dst := paths()\n\tcopyFile(dst, src)\n}'],
    noMatch: [
      'func copyFile(src, dst string) error { return nil }\n\nfunc run() {\n\tsrc, dst := paths()\n\tcopyFile(src, dst)\n}',
      'func less(left, right int) bool { return left < right }\n\nfunc greater(left, right int) bool { return less(right, left) }',
    ],
  },
};
