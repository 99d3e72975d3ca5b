import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../../../diff/language.js';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { enclosingFunction } from '../../../syntax/javascript/javascript-syntax.js';
import { signatureTable, swappedArguments } from './swapped-pair.js';
import type { Signature } from './swapped-pair.js';

/** A parameter's name (`a`, `a: T`, `a = 1`, `a?: T`); undefined for a pattern; null where positional parameters end (`...rest`). */
function parameterName(parameter: Node): string | undefined | null {
  const pattern = parameter.childForFieldName('pattern') ?? parameter;
  const named = pattern.type === 'assignment_pattern' ? pattern.childForFieldName('left') : pattern;
  if (named?.type === 'rest_pattern') return null;
  return named?.type === 'identifier' && named.text !== 'this' ? named.text : undefined;
}

function parametersOf(fn: Node): Signature {
  const list = fn.childForFieldName('parameters');
  if (!list) {
    const single = fn.childForFieldName('parameter');
    return single ? [single.text] : [];
  }
  const names: Array<string | undefined> = [];
  for (const parameter of list.namedChildren) {
    if (parameter.type === 'comment') continue;
    const name = parameterName(parameter);
    if (name === null) break;
    names.push(name);
  }
  return names;
}

const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function']);

/** Functions by name (declarations and `const f = (…) => …`), class methods as `this.name`. */
const signatures = perFile((context) => {
  const definitions: Array<[string, Signature]> = [];
  for (const node of context.root.descendantsOfType(['function_declaration', 'generator_function_declaration', 'variable_declarator', 'method_definition'])) {
    const name = node.childForFieldName('name')?.text;
    if (!name) continue;
    if (node.type === 'variable_declarator') {
      const value = node.childForFieldName('value');
      if (value && FUNCTION_VALUES.has(value.type)) definitions.push([name, parametersOf(value)]);
    } else {
      definitions.push([node.type === 'method_definition' ? `this.${name}` : name, parametersOf(node)]);
    }
  }
  return signatureTable(definitions);
});

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(call_expression
  function: [(identifier) @callee (member_expression object: (this) property: (property_identifier) @callee)]
  arguments: (arguments (identifier) . (identifier)) @arguments) @target`,
  check: ({ target, captures, context }) => {
    const method = target.childForFieldName('function')?.type === 'member_expression';
    const name = captures.callee?.text ?? '';
    const parameters = signatures(context).get(method ? `this.${name}` : name);
    if (!parameters || parameters.length < 2) return false;
    const args: Array<string | undefined> = [];
    for (const argument of captures.arguments?.namedChildren ?? []) {
      if (argument.type === 'comment') continue;
      if (argument.type === 'spread_element') break;
      args.push(argument.type === 'identifier' ? argument.text : undefined);
    }
    const caller = enclosingFunction(target);
    const callerParameters = new Set(caller ? parametersOf(caller).filter((parameter): parameter is string => parameter !== undefined) : []);
    return swappedArguments(target, name, args, parameters, callerParameters);
  },
  examples: {
    match: ['function copy(source: string, target: string) {}\n\nexport function run() {\n  const [source, target] = paths();\n  copy(target, source);\n}'],
    noMatch: [
      'function copy(source, target) {}\n\nexport function run() {\n  const [source, target] = paths();\n  copy(source, target);\n}',
      'const compare = (left, right) => left.rank - right.rank;\nexport const descending = (left, right) => compare(right, left);',
    ],
  },
};
