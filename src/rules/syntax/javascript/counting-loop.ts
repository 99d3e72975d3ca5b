import type { Node } from 'web-tree-sitter';
import { indexAndLength } from '../counting-loop.js';
import type { CountingLoop, LoopEnd } from '../counting-loop.js';

/**
 * `for (…; i < items.length; i++)` (or `items.length > i`, `i += 1`), with `<=`/`>=` for `at-length`: the index
 * and the collection of a `for_statement` that counts up by one; undefined for any other loop.
 */
export function countingLoop(loop: Node, end: LoopEnd): CountingLoop | undefined {
  const compared = indexAndLength(loop.childForFieldName('condition'), end);
  if (!compared) return undefined;
  const { index, length } = compared;
  const collection =
    length.type === 'member_expression' && length.childForFieldName('property')?.text === 'length' ? length.childForFieldName('object') : undefined;
  if (!collection || !/^[\w$.]+$/.test(collection.text)) return undefined;
  const step = loop.childForFieldName('increment')?.text.replace(/\s/g, '');
  if (step !== `${index.text}++` && step !== `++${index.text}` && step !== `${index.text}+=1`) return undefined;
  return { index: index.text, collection: collection.text, bound: length.text };
}
