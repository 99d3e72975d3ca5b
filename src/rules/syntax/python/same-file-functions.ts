import type { Node } from 'web-tree-sitter';
import { perFile } from '../../per-file.js';
import { decoratorNames } from './method-signature.js';
import { isMethod } from './python-syntax.js';

/** A parameter's name, or null where it is not a plain name (Python 2's `def f((a, b))`). */
function declaredName(parameter: Node): string | null {
  switch (parameter.type) {
    case 'identifier':
      return parameter.text;
    case 'typed_parameter':
      return parameter.namedChildren[0]?.type === 'identifier' ? parameter.namedChildren[0].text : null;
    case 'default_parameter':
    case 'typed_default_parameter':
      return parameter.childForFieldName('name')?.type === 'identifier' ? (parameter.childForFieldName('name')?.text ?? null) : null;
    default:
      return null;
  }
}

/** The names a positional argument fills in order, up to the first parameter that is not a plain positional one. */
export function positionalNames(fn: Node): string[] {
  const names: string[] = [];
  for (const node of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    if (node.type === 'positional_separator' || node.isExtra) continue;
    const name = declaredName(node);
    if (name === null) break;
    names.push(name);
  }
  return names;
}

/** A function defined in the file. */
export interface FileFunction {
  fn: Node;
  name: string;
  /** Its decorators' last names (`@functools.wraps(f)` → `wraps`). */
  decorators: readonly string[];
  /** The class it is defined in directly, for a method. */
  owner?: Node;
}

/** Every function definition of the file, in order. */
export const fileFunctions = perFile((context): FileFunction[] =>
  context.root.descendantsOfType('function_definition').flatMap((fn) => fileFunctionOf(fn) ?? []),
);

/** What the file says of one function definition: its name, decorators and class. */
export function fileFunctionOf(fn: Node): FileFunction | undefined {
  const name = fn.childForFieldName('name')?.text;
  if (!name) return undefined;
  const owner = ownerOf(fn);
  return { fn, name, decorators: decoratorNames(fn), ...(owner ? { owner } : {}) };
}

/** A method's class: the definition (or its decorated wrapper) sits in the block of the class body. */
const ownerOf = (fn: Node): Node | undefined =>
  isMethod(fn) ? ((fn.parent?.type === 'decorated_definition' ? fn.parent : fn).parent?.parent ?? undefined) : undefined;
