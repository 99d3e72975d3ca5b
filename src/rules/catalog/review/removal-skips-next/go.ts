import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { countingLoop } from '../../../syntax/go/counting-loop.js';
import { guardedByKey, removalHit } from './removal-hit.js';

/** `items = append(items[:i], items[i+1:]...)` or `items = slices.Delete(items, i, i+1)`. */
function removesAt(node: Node, collection: string, index: string): boolean {
  if (node.type !== 'assignment_statement' || node.childForFieldName('left')?.text !== collection) return false;
  const value = node.childForFieldName('right')?.text.replace(/\s/g, '');
  return value === `append(${collection}[:${index}],${collection}[${index}+1:]...)` || value === `slices.Delete(${collection},${index},${index}+1)`;
}

/** `for i := range items` or `for i, item := range items`: the index, the slice and the element's name. */
function rangeLoop(loop: Node): { index: string; collection: string; value?: string } | undefined {
  const clause = loop.namedChildren.find((child) => child?.type === 'range_clause');
  const [index, value] = clause?.childForFieldName('left')?.namedChildren ?? [];
  const collection = clause?.childForFieldName('right');
  if (index?.type !== 'identifier' || index.text === '_' || !collection || !/^[\w.]+$/.test(collection.text)) return undefined;
  return { index: index.text, collection: collection.text, ...(value?.type === 'identifier' ? { value: value.text } : {}) };
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(for_statement body: (block) @body) @target',
  textGate: /append\([^\n]*\+\s*1:\]\.\.\.\)|slices\.Delete\(/,
  check: ({ target, captures }) => {
    const ranged = rangeLoop(target);
    const loop = ranged ?? countingLoop(target, 'before-length');
    if (!loop || !captures.body) return false;
    const { index, collection } = loop;
    const value = ranged?.value;
    const removalLoop = { index, collection, elements: value ? [`${collection}[${index}]`, value] : [`${collection}[${index}]`] };
    return removalHit(
      captures.body,
      removalLoop,
      {
        isRemoval: (node) => removesAt(node, collection, index),
        // In a `range` loop the index takes its next value whatever the body does to it.
        movesIndex: (node) =>
          !ranged &&
          (((node.type === 'inc_statement' || node.type === 'dec_statement') && node.namedChildren[0]?.text === index) ||
            (node.type === 'assignment_statement' && node.childForFieldName('left')?.text === index)),
        endsLoop: (node) => node.type === 'break_statement' || node.type === 'return_statement' || node.type === 'goto_statement',
        removesOneKey: (removal) => guardedByKey(removal, removalLoop),
      },
      {
        consequence: ranged ? ', and the loop runs on over the old length, reading the last element twice' : '',
        alternative: `\`slices.DeleteFunc(${collection}, …)\``,
      },
    );
  },
  examples: {
    match: [
      'func prune(jobs []Job) []Job {\n\tfor i := 0; i < len(jobs); i++ {\n\t\tif jobs[i].Done {\n\t\t\tjobs = append(jobs[:i], jobs[i+1:]...)\n\t\t}\n\t}\n\treturn jobs\n}',
      'func prune(jobs []Job) []Job {\n\tfor i, job := range jobs {\n\t\tif job.Done {\n\t\t\tjobs = slices.Delete(jobs, i, i+1)\n\t\t}\n\t}\n\treturn jobs\n}',
    ],
    noMatch: [
      'func prune(jobs []Job) []Job {\n\tfor i := 0; i < len(jobs); i++ {\n\t\tif jobs[i].Done {\n\t\t\tjobs = append(jobs[:i], jobs[i+1:]...)\n\t\t\ti--\n\t\t}\n\t}\n\treturn jobs\n}',
      'func remove(jobs []Job, id int) []Job {\n\tfor i, job := range jobs {\n\t\tif job.ID == id {\n\t\t\tjobs = append(jobs[:i], jobs[i+1:]...)\n\t\t\tbreak\n\t\t}\n\t}\n\treturn jobs\n}',
    ],
  },
};
