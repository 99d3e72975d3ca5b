import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName, enclosingFunction, functionName } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

/** A parameter's name, when it is a plain one. */
function parameterName(parameter: Node): string | undefined {
  if (parameter.type === 'identifier') return parameter.text;
  const pattern = parameter.childForFieldName('pattern') ?? (parameter.type === 'assignment_pattern' ? parameter.childForFieldName('left') : null);
  return pattern?.type === 'identifier' ? pattern.text : undefined;
}

function parameterNames(fn: Node): (string | undefined)[] {
  const parameters = fn.childForFieldName('parameters') ?? fn.childForFieldName('parameter');
  if (!parameters) return [];
  if (parameters.type === 'identifier') return [parameters.text];
  return parameters.namedChildren.filter((child) => child.type !== 'comment').map(parameterName);
}

/** Loops that step through a collection (a `while` loop usually moves its variable itself). */
const COLLECTION_LOOPS = new Set(['for_statement', 'for_in_statement']);

/** Whether the loop walks over a part of `name`: `for (const c of name.children)`, `for (…; i < name.items.length; …)`. */
function loopsOver(loop: Node, name: string): boolean {
  const header = loop.type === 'for_in_statement' ? loop.childForFieldName('right') : loop.childForFieldName('condition');
  if (!header || !new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}(\\??\\.|\\[)`).test(header.text)) return false;
  // `reader.next()` in the header: a cursor that moves on each call, so passing it again is how it is read.
  return !header.descendantsOfType('call_expression').some((call) => dottedName(call.childForFieldName('function') ?? call)[0] === name);
}

function isReassigned(fn: Node, name: string): boolean {
  return fn
    .descendantsOfType(['assignment_expression', 'augmented_assignment_expression'])
    .some((assignment) => assignment.childForFieldName('left')?.text === name);
}

/** A recursive call inside a loop over a parameter's parts that passes that parameter again instead of the part. */
function recursionOnSameArgument(call: Node): { parameter: string } | undefined {
  const fn = enclosingFunction(call);
  const callee = call.childForFieldName('function');
  if (!fn || !callee) return undefined;
  const name = functionName(fn);
  const calls = fn.type === 'method_definition' ? callee.text === `this.${name}` : callee.type === 'identifier' && callee.text === name;
  if (!name || !calls) return undefined;
  const parameters = parameterNames(fn);
  const args = call.childForFieldName('arguments')?.namedChildren.filter((child) => child.type !== 'comment') ?? [];
  // Every argument is the parameter in its place: the call repeats this one. Another argument that moves on
  // (`index + 1`, the returned position) makes it a step of a walk.
  if (args.length === 0 || args.some((arg, position) => arg.text !== parameters[position])) return undefined;
  for (let current = call.parent; current && current.id !== fn.id; current = current.parent) {
    if (!COLLECTION_LOOPS.has(current.type)) continue;
    const loop = current;
    const parameter = parameters.find((name, position) => name !== undefined && args[position]?.text === name && loopsOver(loop, name));
    // A parameter the function assigns (`index = …`) carries progress: the call is then not the same one.
    if (parameter !== undefined && !parameters.some((name) => name !== undefined && isReassigned(fn, name))) return { parameter };
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(call_expression function: (identifier)) @target
      (call_expression function: (member_expression object: (this))) @target`,
  check: ({ target }) => {
    const found = recursionOnSameArgument(target);
    return found ? { details: { call: excerpt(target.text, 60), parameter: found.parameter } } : false;
  },
  examples: {
    match: [
      'function rewrite(node, context) {\n  for (let i = 0; i < node.children.length; i++) {\n    const child = node.children[i];\n    if (child.compound) rewrite(node, context);\n  }\n}',
      'class Walker {\n  visit(node) {\n    for (const child of node.children) this.visit(node);\n  }\n}',
    ],
    noMatch: [
      'function rewrite(node, context) {\n  for (const child of node.children) rewrite(child, context);\n}',
      'async function connect(options) {\n  for (const delay of options.delays) {\n    try {\n      return await open(options);\n    } catch {\n      await sleep(delay);\n    }\n  }\n}',
      'function walk(node) {\n  while (node.next) {\n    node = node.next;\n    walk(node);\n  }\n}',
      'function encode(scopes, index, writer) {\n  for (; index < scopes.length; ) {\n    index = encode(scopes, index, writer);\n  }\n  return index;\n}',
      'function read(reader) {\n  for (; reader.next() !== null; ) out.push(read(reader));\n}',
    ],
  },
};
