import type { Node } from 'web-tree-sitter';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isMethod, parametersOf } from '../../../syntax/python/python-syntax.js';
import { signatureTable, swappedArguments } from './swapped-pair.js';
import type { Signature } from './swapped-pair.js';

/** A parameter's name, or undefined for one that is not a plain name; null where positional parameters end. */
function parameterName(parameter: Node): string | undefined | null {
  switch (parameter.type) {
    case 'identifier':
      return parameter.text;
    case 'typed_parameter':
      return parameter.namedChildren[0]?.type === 'identifier' ? parameter.namedChildren[0].text : null;
    case 'default_parameter':
    case 'typed_default_parameter':
      return parameter.childForFieldName('name')?.text;
    default:
      return null;
  }
}

function positionalParameters(fn: Node): string[] {
  const names: string[] = [];
  for (const parameter of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    if (parameter.type === 'positional_separator' || parameter.type === 'comment') continue;
    const name = parameterName(parameter);
    if (name === null || name === undefined) break;
    names.push(name);
  }
  return names;
}

const isStatic = (fn: Node): boolean =>
  fn.parent?.type === 'decorated_definition' && fn.parent.namedChildren.some((child) => child.type === 'decorator' && /staticmethod/.test(child.text));

/** Module functions by name, methods as `self.name` (without `self` or `cls`). */
const signatures = perFile((context) =>
  signatureTable(
    context.root.descendantsOfType('function_definition').flatMap((fn): Array<[string, Signature]> => {
      const name = fn.childForFieldName('name')?.text;
      if (!name) return [];
      if (!isMethod(fn)) return [[name, positionalParameters(fn)]];
      return [[`self.${name}`, isStatic(fn) ? positionalParameters(fn) : positionalParameters(fn).slice(1)]];
    }),
  ),
);

function enclosingParameters(node: Node): Set<string> {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'function_definition') return new Set(parametersOf(current).map(({ name }) => name));
  }
  return new Set();
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(call
  function: [(identifier) @callee (attribute object: (identifier) @receiver attribute: (identifier) @callee)]
  arguments: (argument_list (identifier) . (identifier)) @arguments) @target`,
  check: ({ target, captures, context }) => {
    const receiver = captures.receiver?.text;
    if (receiver !== undefined && receiver !== 'self' && receiver !== 'cls') return false;
    const callee = `${receiver === undefined ? '' : 'self.'}${captures.callee?.text ?? ''}`;
    const parameters = signatures(context).get(callee);
    if (!parameters || parameters.length < 2) return false;
    const args: Array<string | undefined> = [];
    for (const argument of captures.arguments?.namedChildren ?? []) {
      if (argument.type === 'comment') continue;
      if (argument.type === 'keyword_argument' || argument.type.endsWith('splat')) break;
      args.push(argument.type === 'identifier' ? argument.text : undefined);
    }
    return swappedArguments(target, captures.callee?.text ?? callee, args, parameters, enclosingParameters(target));
  },
  examples: {
    match: [
      'def copy(source, target):\n    pass\n\n\ndef backup(source, target):\n    pass\n\n\ndef run():\n    source, target = paths()\n    copy(target, source)',
    ],
    noMatch: [
      'def copy(source, target):\n    pass\n\n\ndef run():\n    source, target = paths()\n    copy(source, target)',
      'def compare(left, right):\n    return 0\n\n\ndef reverse(left, right):\n    return compare(right, left)',
      'def point(x, y):\n    pass\n\n\ndef transpose(x, y):\n    pass\n\n\ndef run():\n    x, y = 1, 2\n    point(y, x)',
    ],
  },
};
