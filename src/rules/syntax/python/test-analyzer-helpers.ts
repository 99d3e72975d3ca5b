import { isMethod } from './python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** A test function: `test_*` at module level or in a test class (pytest and unittest conventions). */
export function isTestFunction(fn: Node): boolean {
  if (!/^test/.test(fn.childForFieldName('name')?.text ?? '')) return false;
  if (!isMethod(fn)) return fn.parent?.type === 'module' || fn.parent?.parent?.type === 'module';
  let owner: Node | null = fn.parent;
  while (owner && owner.type !== 'class_definition') owner = owner.parent;
  const className = owner?.childForFieldName('name')?.text ?? '';
  const bases = owner?.childForFieldName('superclasses')?.text ?? '';
  return /^Test/.test(className) || /TestCase/.test(bases);
}
