import type { Node } from 'web-tree-sitter';
import { isVariableName } from './python-names.js';

/** Methods that change a list, dict, set or deque in place. */
const MUTATING_METHOD = /^(append|extend|insert|add|update|setdefault|pop|popitem|popleft|remove|discard|clear|sort|reverse|appendleft|extendleft|rotate|difference_update|intersection_update|symmetric_difference_update|__setitem__|__delitem__)$/;

/**
 * What a function does with its parameter `name`: `mutated` when it changes the value in place (`items.append(…)`,
 * `cache[key] = …`, `items += …`), `kept` when it hands the value out (returned, yielded, stored on an object);
 * undefined when it only reads it, rebinds the name first (`items = list(items)`), or keeps state in it on purpose
 * (a memo tested with `key in cache`, a counter cell `count[0] += 1`).
 */
export function defaultUse(fn: Node, name: string): 'mutated' | 'kept' | undefined {
  const body = fn.childForFieldName('body');
  const uses = (body?.descendantsOfType('identifier') ?? []).filter((identifier) => identifier.text === name && isVariableName(identifier));
  let use: 'mutated' | 'kept' | undefined;
  for (const identifier of uses) {
    const parent = identifier.parent;
    if (!parent) continue;
    // `if key in cache:` before `cache[key] = …` is a memo kept across calls on purpose.
    if (parent.type === 'comparison_operator' && parent.namedChildren.at(-1)?.id === identifier.id && /\bin$/.test(parent.childrenForFieldName('operators').at(-1)?.text ?? '')) return undefined;
    const isLeft = parent.childForFieldName('left')?.id === identifier.id;
    if (parent.type === 'assignment' && isLeft) return undefined;
    if (parent.type === 'augmented_assignment' && isLeft) use = 'mutated';
    else if (parent.type === 'attribute' && parent.parent?.type === 'call' && MUTATING_METHOD.test(parent.childForFieldName('attribute')?.text ?? '')) use = 'mutated';
    else if (parent.type === 'subscript' && parent.childForFieldName('value')?.id === identifier.id && parent.childForFieldName('subscript')?.type !== 'integer') {
      // (`count[0] += 1` is a counter cell kept across calls on purpose; a computed key is not.)
      const holder = parent.parent;
      if ((holder?.type === 'assignment' || holder?.type === 'augmented_assignment') && holder.childForFieldName('left')?.id === parent.id) use = 'mutated';
      else if (holder?.type === 'delete_statement') use = 'mutated';
    } else if (use === undefined && (parent.type === 'return_statement' || parent.type === 'yield')) use = 'kept';
    else if (use === undefined && parent.type === 'assignment' && ['attribute', 'subscript'].includes(parent.childForFieldName('left')?.type ?? '')) use = 'kept';
  }
  return use;
}
