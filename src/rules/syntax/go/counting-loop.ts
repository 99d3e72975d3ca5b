import type { Node } from 'web-tree-sitter';
import { indexAndLength } from '../counting-loop.js';
import type { CountingLoop, LoopEnd } from '../counting-loop.js';

/**
 * `for i := …; i < len(items); i++` (or `len(items) > i`, `i += 1`), with `<=`/`>=` for `at-length`: the index and
 * the collection of a `for_statement` that counts up by one; undefined for any other loop.
 */
export function countingLoop(loop: Node, end: LoopEnd): CountingLoop | undefined {
  const clause = loop.namedChildren.find((child) => child?.type === 'for_clause');
  const compared = indexAndLength(clause?.childForFieldName('condition'), end);
  if (!compared) return undefined;
  const { index, length } = compared;
  if (length.type !== 'call_expression' || length.childForFieldName('function')?.text !== 'len') return undefined;
  const collection = length.childForFieldName('arguments')?.namedChildren;
  if (collection?.length !== 1 || !collection[0] || !['identifier', 'selector_expression'].includes(collection[0].type)) return undefined;
  const step = clause?.childForFieldName('update')?.text.replace(/\s/g, '');
  if (step !== `${index.text}++` && step !== `${index.text}+=1`) return undefined;
  return { index: index.text, collection: collection[0].text, bound: length.text };
}
