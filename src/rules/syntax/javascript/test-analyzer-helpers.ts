import { excerpt } from '../../excerpt.js';
import { dottedName } from './javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

export const TEST_FUNCTIONS = new Set(['describe', 'it', 'test', 'context', 'suite']);

/** `it.only`, `test.describe.only`: a test-framework call path ending in the modifier. */
export function isTestModifier(member: Node, modifier: string): boolean {
  const path = dottedName(member);
  return path.length >= 2 && path[path.length - 1] === modifier && TEST_FUNCTIONS.has(path[0] ?? '');
}

/** The name a test goes by (its title literal), to find it before the change. */
export function testTitle(call: Node): string | undefined {
  const title = call.childForFieldName('arguments')?.namedChildren[0];
  // Without its quotes: reformatting may swap `'` for `"`.
  return title?.type === 'string' || title?.type === 'template_string' ? title.text.slice(1, -1) : undefined;
}

/** The literal text of a test name (`'parses dates'` → parses dates). */
export function testName(node: Node | undefined): string {
  return node ? excerpt(node.text.slice(1, -1), 60) : 'unnamed';
}
