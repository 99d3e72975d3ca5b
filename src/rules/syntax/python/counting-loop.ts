import type { Node } from 'web-tree-sitter';
import type { CountingLoop, LoopEnd } from '../counting-loop.js';

/**
 * `for i in range(len(items))` or `range(start, len(items))`, with `len(items) + 1` for `at-length`: the index
 * and the collection of a `for_statement`; undefined for any other loop.
 */
export function countingLoop(loop: Node, end: LoopEnd): CountingLoop | undefined {
  const index = loop.childForFieldName('left');
  const range = loop.childForFieldName('right');
  if (index?.type !== 'identifier' || range?.type !== 'call' || range.childForFieldName('function')?.text !== 'range') return undefined;
  const bounds = range.childForFieldName('arguments')?.namedChildren.filter((argument) => argument?.type !== 'comment') ?? [];
  if (bounds.length === 0 || bounds.length > 2 || bounds.some((argument) => argument?.type === 'keyword_argument' || argument?.type === 'list_splat'))
    return undefined;
  let length = bounds[bounds.length - 1];
  if (end === 'at-length') {
    if (length?.type !== 'binary_operator' || length.childForFieldName('operator')?.text !== '+' || length.childForFieldName('right')?.text !== '1')
      return undefined;
    length = length.childForFieldName('left') ?? undefined;
  }
  if (length?.type !== 'call' || length.childForFieldName('function')?.text !== 'len') return undefined;
  const collection = length.childForFieldName('arguments')?.namedChildren;
  if (collection?.length !== 1 || !collection[0] || !['identifier', 'attribute'].includes(collection[0].type)) return undefined;
  return { index: index.text, collection: collection[0].text, bound: length.text };
}
