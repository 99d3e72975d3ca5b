import type { Node } from 'web-tree-sitter';

export function isAsync(fn: Node): boolean {
  return fn.child(0)?.type === 'async';
}

/** Why a function's calls evidently return a promise: it is `async`, or declares a `Promise` return type; else undefined. */
export function promiseDeclaration(fn: Node): 'async' | 'Promise' | undefined {
  if (isAsync(fn)) return 'async';
  return /^:\s*Promise\s*</.test(fn.childForFieldName('return_type')?.text ?? '') ? 'Promise' : undefined;
}
