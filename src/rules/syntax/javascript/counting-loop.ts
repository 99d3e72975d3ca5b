import type { Node } from 'web-tree-sitter';
import type { CountingLoop, LoopEnd } from '../counting-loop.js';

/**
 * `for (…; i < items.length; i++)` (or `items.length > i`, `i += 1`), with `<=`/`>=` for `at-length`: the index
 * and the collection of a `for_statement` that counts up by one; undefined for any other loop.
 */
export function countingLoop(loop: Node, end: LoopEnd): CountingLoop | undefined {
  const condition = loop.childForFieldName('condition');
  if (condition?.type !== 'binary_expression') return undefined;
  const [upTo, downFrom] = end === 'at-length' ? ['<=', '>='] : ['<', '>'];
  const operator = condition.childForFieldName('operator')?.text;
  const left = condition.childForFieldName('left');
  const right = condition.childForFieldName('right');
  const [index, length] = operator === upTo ? [left, right] : operator === downFrom ? [right, left] : [undefined, undefined];
  const collection =
    length?.type === 'member_expression' && length.childForFieldName('property')?.text === 'length' ? length.childForFieldName('object') : undefined;
  if (index?.type !== 'identifier' || !length || !collection || !/^[\w$.]+$/.test(collection.text)) return undefined;
  const step = loop.childForFieldName('increment')?.text.replace(/\s/g, '');
  if (step !== `${index.text}++` && step !== `++${index.text}` && step !== `${index.text}+=1`) return undefined;
  return { index: index.text, collection: collection.text, bound: length.text };
}
