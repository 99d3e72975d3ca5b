import type { Node } from 'web-tree-sitter';

/** Whether a call is written as code writes one: `Windows (regular)` is prose that happens to parse; code does not put a space before `(`. */
export function isCodeCall(call: Node): boolean {
  const callee = call.childForFieldName('function');
  const argumentList = call.childForFieldName('arguments');
  return callee !== null && argumentList !== null && callee.endIndex === argumentList.startIndex;
}
