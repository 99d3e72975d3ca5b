import type { Node } from 'web-tree-sitter';
import { dottedName, isMethod } from './python-syntax.js';

/** What a call can pass to a function's parameters. */
export interface Signature {
  /** Parameters a positional argument can fill, and how many of them have no default. */
  positional: number;
  required: number;
  /** `*args`, and keyword-only parameters or `**kwargs`. */
  variadic: boolean;
  keywords: boolean;
}

export function readSignature(fn: Node): Signature {
  const signature: Signature = { positional: 0, required: 0, variadic: false, keywords: false };
  let keywordOnly = false;
  for (const node of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    // `*args: Any` is a typed parameter around the splat.
    const parameter = node.type === 'typed_parameter' && node.namedChildren[0]?.type.endsWith('splat_pattern') ? node.namedChildren[0] : node;
    if (parameter.type === 'comment' || parameter.type === 'positional_separator') continue;
    if (parameter.type === 'keyword_separator' || parameter.type === 'list_splat_pattern') {
      signature.variadic ||= parameter.type === 'list_splat_pattern';
      keywordOnly = true;
    } else if (parameter.type === 'dictionary_splat_pattern' || keywordOnly) {
      signature.keywords = true;
    } else {
      signature.positional += 1;
      if (!parameter.type.endsWith('default_parameter')) signature.required += 1;
    }
  }
  return signature;
}

/** The last names of a function's decorators: `@functools.wraps(f)` → `wraps`. */
export function decoratorNames(fn: Node): string[] {
  const decorated = fn.parent?.type === 'decorated_definition' ? fn.parent : undefined;
  return (decorated?.namedChildren ?? [])
    .filter((child) => child.type === 'decorator')
    .map((decorator) => {
      const expression = decorator.namedChildren[0];
      const callee = expression?.type === 'call' ? expression.childForFieldName('function') : expression;
      return callee ? (dottedName(callee).at(-1) ?? callee.text) : '';
    });
}

/** Decorators that leave a method called with its instance (or class) first, as written. */
const PLAIN_DECORATORS = new Set([
  'abstractmethod',
  'override',
  'overload',
  'final',
  'classmethod',
  'property',
  'setter',
  'getter',
  'deleter',
  'cached_property',
]);

/** A method of a class whose decorators, if any, keep the usual call: undefined for other functions. */
export function plainMethod(fn: Node): { staticmethod: boolean } | undefined {
  if (!isMethod(fn)) return undefined;
  const decorators = decoratorNames(fn);
  if (decorators.some((name) => name !== 'staticmethod' && !PLAIN_DECORATORS.has(name))) return undefined;
  return { staticmethod: decorators.includes('staticmethod') };
}
