import type { Node } from 'web-tree-sitter';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { parametersOf } from '../../../syntax/python/python-syntax.js';
import { fileFunctions, positionalNames } from '../../../syntax/python/same-file-functions.js';
import { signatureTable, swappedArguments } from './swapped-pair.js';
import type { Signature } from './swapped-pair.js';

/** Module functions by name, methods as `self.name` (without `self` or `cls`). */
const signatures = perFile((context) =>
  signatureTable(
    fileFunctions(context).map(({ fn, name, owner, decorators }): [string, Signature] => {
      if (!owner) return [name, positionalNames(fn)];
      return [`self.${name}`, decorators.includes('staticmethod') ? positionalNames(fn) : positionalNames(fn).slice(1)];
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
      if (argument.isExtra) continue;
      if (argument.type === 'keyword_argument' || argument.type.endsWith('splat')) break;
      args.push(argument.type === 'identifier' ? argument.text : undefined);
    }
    return swappedArguments(target, captures.callee?.text ?? callee, args, parameters, enclosingParameters(target));
  },
  examples: {
    match: [
      'def copy(source, target):\n    pass\n\n\ndef backup(source, target):\n    pass\n\n\ndef run():\n    source, target = paths()\n    copy(target, source)',
      // A `\` line continuation among the arguments is no argument.
      'def copy(label, source, target):\n    pass\n\n\ndef backup(label, source, target):\n    pass\n\n\ndef run(label):\n    source, target = paths()\n    copy(label, \\\n         target, source)',
    ],
    noMatch: [
      'def copy(source, target):\n    pass\n\n\ndef run():\n    source, target = paths()\n    copy(source, target)',
      'def compare(left, right):\n    return 0\n\n\ndef reverse(left, right):\n    return compare(right, left)',
      'def point(x, y):\n    pass\n\n\ndef transpose(x, y):\n    pass\n\n\ndef run():\n    x, y = 1, 2\n    point(y, x)',
    ],
  },
};
