import { JS_FAMILY } from '../../../../diff/language.js';
import type { Node } from 'web-tree-sitter';
import type { RuleHit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { countingLoop } from '../../../syntax/javascript/counting-loop.js';
import { guardedByKey, removalHit } from './removal-hit.js';

/** `throw` ends a `forEach`; its callback's `return` only moves on to the next element. */
const endsEach = (node: Node): boolean => node.type === 'throw_statement';
const endsLoop = (node: Node): boolean => node.type === 'break_statement' || node.type === 'return_statement' || node.type === 'throw_statement';
const movesIndex =
  (index: string) =>
  (node: Node): boolean =>
    (node.type === 'update_expression' && node.childForFieldName('argument')?.text === index) ||
    ((node.type === 'assignment_expression' || node.type === 'augmented_assignment_expression') && node.childForFieldName('left')?.text === index);
/** `items.splice(<at>, 1)`; `splice(at, 0, x)` inserts instead. */
const splicesAt =
  (collection: string, at: string) =>
  (node: Node): boolean =>
    node.type === 'call_expression' &&
    node.childForFieldName('function')?.text === `${collection}.splice` &&
    node.childForFieldName('arguments')?.namedChildren[0]?.text === at &&
    node.childForFieldName('arguments')?.namedChildren[1]?.text !== '0';

/** `for (let i = 0; i < items.length; i++) { … items.splice(i, 1) … }` */
function countingLoopHit(target: Node, body: Node): RuleHit | false {
  const loop = countingLoop(target, 'before-length');
  if (!loop) return false;
  const { index, collection } = loop;
  const removalLoop = { index, collection, elements: [`${collection}[${index}]`] };
  return removalHit(
    body,
    removalLoop,
    { isRemoval: splicesAt(collection, index), movesIndex: movesIndex(index), endsLoop, removesOneKey: (removal) => guardedByKey(removal, removalLoop) },
    { consequence: '', alternative: `\`${collection}.filter(…)\`` },
  );
}

/** A plain parameter's name (`i`, or `i: number` in TypeScript); undefined for a pattern or a default. */
function parameterName(parameter: Node | null): string | undefined {
  if (parameter?.type === 'identifier') return parameter.text;
  const pattern = parameter?.type === 'required_parameter' ? parameter.childForFieldName('pattern') : undefined;
  return pattern?.type === 'identifier' && !parameter?.childForFieldName('value') ? pattern.text : undefined;
}

/** `items.forEach((item, i) => { … items.splice(i, 1) … })`: the array moves under the walk the same way. */
function forEachHit(collection: Node, callback: Node): RuleHit | false {
  const [element, index] = (callback.childForFieldName('parameters')?.namedChildren ?? []).map(parameterName);
  const body = callback.childForFieldName('body');
  if (!index || !body) return false;
  const removalLoop = { index, collection: collection.text, elements: [`${collection.text}[${index}]`, ...(element ? [element] : [])] };
  return removalHit(
    body,
    removalLoop,
    {
      isRemoval: splicesAt(collection.text, index),
      movesIndex: () => false,
      endsLoop: endsEach,
      removesOneKey: (removal) => guardedByKey(removal, removalLoop),
    },
    { walks: `\`forEach\` counts \`${index}\` up`, consequence: '', alternative: `\`${collection.text}.filter(…)\`` },
  );
}

/** `for (const item of items) { … items.splice(items.indexOf(item), 1) … }` */
function forOfHit(element: Node, collection: Node, body: Node): RuleHit | false {
  const at = `${collection.text}.indexOf(${element.text})`;
  const removalLoop = { index: at, collection: collection.text, elements: [element.text] };
  return removalHit(
    body,
    removalLoop,
    { isRemoval: splicesAt(collection.text, at), movesIndex: () => false, endsLoop, removesOneKey: (removal) => guardedByKey(removal, removalLoop) },
    { walks: `\`for…of\` walks \`${collection.text}\` forward`, consequence: '', alternative: `\`${collection.text}.filter(…)\`` },
  );
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(for_statement condition: (binary_expression) body: (_) @body) @target
((call_expression
  function: (member_expression object: [(identifier) (member_expression)] @collection property: (property_identifier) @method)
  arguments: (arguments . [(arrow_function) (function_expression)] @callback)) @target
  (#eq? @method "forEach"))
(for_in_statement left: (identifier) @element operator: "of" right: [(identifier) (member_expression)] @collection body: (_) @body) @target`,
  textGate: /\.splice\(/,
  check: ({ target, captures }) => {
    const { body, collection, callback, element } = captures;
    if (target.type === 'for_statement') return body ? countingLoopHit(target, body) : false;
    if (callback && collection) return forEachHit(collection, callback);
    return element && collection && body ? forOfHit(element, collection, body) : false;
  },
  examples: {
    match: [
      'for (let i = 0; i < items.length; i++) {\n  if (items[i].done) items.splice(i, 1);\n}',
      'items.forEach((item, i) => {\n  if (item.done) items.splice(i, 1);\n});',
      'for (const item of this.items) {\n  if (item.done) this.items.splice(this.items.indexOf(item), 1);\n}',
    ],
    noMatch: [
      'for (let i = 0; i < items.length; i++) {\n  if (items[i].done) { items.splice(i, 1); i--; }\n}',
      'for (let i = items.length - 1; i >= 0; i--) {\n  if (items[i].done) items.splice(i, 1);\n}',
      'for (let i = 0; i < items.length; i++) {\n  if (items[i].id === id) { items.splice(i, 1); break; }\n}',
      'for (let i = 0; i < items.length; i++) {\n  if (items[i].gap) items.splice(i, 0, filler);\n}',
      'items.forEach((item, i) => {\n  if (item.id === id) items.splice(i, 1);\n});',
      'for (const item of items) {\n  if (item.done) { items.splice(items.indexOf(item), 1); break; }\n}',
      'others.forEach((item, i) => {\n  if (item.done) items.splice(i, 1);\n});',
    ],
  },
};
