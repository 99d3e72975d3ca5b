import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isVariableName, silencedByNoqa } from '../../../syntax/python/python-names.js';
import { calleePath, enclosingFunction } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

const MUTABLE_LITERALS = new Set(['list', 'dictionary', 'set', 'list_comprehension', 'dictionary_comprehension', 'set_comprehension']);

/** Parameters whose mutable default is state kept across calls on purpose: `cache={}`, `_seen=set()`, `count=[0]`. */
const DELIBERATE_STATE = /^_|cache|memo|seen|registry|state|count|counter|history/i;

const MUTABLE_FACTORIES = new Set(['list', 'dict', 'set', 'bytearray', 'defaultdict', 'OrderedDict', 'Counter', 'deque']);

/** Methods that change a list, dict, set or deque in place. */
const MUTATING_METHOD =
  /^(append|extend|insert|add|update|setdefault|pop|popitem|popleft|remove|discard|clear|sort|reverse|appendleft|extendleft|rotate|difference_update|intersection_update|symmetric_difference_update|__setitem__|__delitem__)$/;

/**
 * What a function does with its parameter `name`: `mutated` when it changes the value in place (`items.append(…)`,
 * `cache[key] = …`, `items += …`), `kept` when it hands the value out (returned, yielded, stored on an object);
 * undefined when it only reads it, rebinds the name first (`items = list(items)`), or keeps state in it on purpose
 * (a memo tested with `key in cache`, a counter cell `count[0] += 1`).
 */
function defaultUse(fn: Node, name: string): 'mutated' | 'kept' | undefined {
  const body = fn.childForFieldName('body');
  const uses = (body?.descendantsOfType('identifier') ?? []).filter((identifier) => identifier.text === name && isVariableName(identifier));
  let use: 'mutated' | 'kept' | undefined;
  for (const identifier of uses) {
    const parent = identifier.parent;
    if (!parent) continue;
    // `if key in cache:` before `cache[key] = …` is a memo kept across calls on purpose.
    if (
      parent.type === 'comparison_operator' &&
      parent.namedChildren.at(-1)?.id === identifier.id &&
      /\bin$/.test(parent.childrenForFieldName('operators').at(-1)?.text ?? '')
    )
      return undefined;
    const isLeft = parent.childForFieldName('left')?.id === identifier.id;
    if (parent.type === 'assignment' && isLeft) return undefined;
    if (parent.type === 'augmented_assignment' && isLeft) use = 'mutated';
    else if (parent.type === 'attribute' && parent.parent?.type === 'call' && MUTATING_METHOD.test(parent.childForFieldName('attribute')?.text ?? ''))
      use = 'mutated';
    else if (
      parent.type === 'subscript' &&
      parent.childForFieldName('value')?.id === identifier.id &&
      parent.childForFieldName('subscript')?.type !== 'integer'
    ) {
      // (`count[0] += 1` is a counter cell kept across calls on purpose; a computed key is not.)
      const holder = parent.parent;
      if ((holder?.type === 'assignment' || holder?.type === 'augmented_assignment') && holder.childForFieldName('left')?.id === parent.id) use = 'mutated';
      else if (holder?.type === 'delete_statement') use = 'mutated';
    } else if (use === undefined && (parent.type === 'return_statement' || parent.type === 'yield')) use = 'kept';
    else if (use === undefined && parent.type === 'assignment' && ['attribute', 'subscript'].includes(parent.childForFieldName('left')?.type ?? ''))
      use = 'kept';
  }
  return use;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `[(default_parameter name: (identifier) @name value: (_) @value)
      (typed_default_parameter name: (identifier) @name value: (_) @value)] @target`,
  check: ({ captures, target, context }) => {
    const { value, name } = captures;
    if (!value || !name) return false;
    const factory = value.type === 'call' ? calleePath(value).at(-1) : undefined;
    if (!MUTABLE_LITERALS.has(value.type) && !(factory !== undefined && MUTABLE_FACTORIES.has(factory))) return false;
    if (silencedByNoqa(context.lines, target.startPosition.row + 1, ['B006'])) return false;
    // Shared only matters when something changes it: here in the body, or a caller given it back.
    const fn = enclosingFunction(target);
    // `lambda x, seen=[]: …` keeps state on purpose: nothing else can hold it in an expression.
    if (fn?.type === 'lambda') return false;
    const use = fn ? defaultUse(fn, name.text) : undefined;
    const details = { value: excerpt(value.text, 30) };
    // A default the body changes on purpose is a memo or a counter kept across calls, and named so.
    if (use === 'mutated' && !DELIBERATE_STATE.test(name.text)) return { details };
    // Handed out without being changed here: a bug only if a caller changes it.
    if (use === 'kept') return { details, confidence: 70 };
    return { details, severity: 'info' };
  },
  examples: {
    match: [
      'def add(item, items=[]):\n    items.append(item)\n    return items',
      'def merge(extra: dict = {}) -> dict:\n    return {**BASE, **extra}',
      'def group(rows, into=defaultdict(list)):\n    return into',
    ],
    noMatch: [
      'def add(item, items=None):\n    items = [] if items is None else items',
      'def scale(factor=1.0, axes=()):\n    return factor',
      'def label(name: str = "x"):\n    return name',
      'def add(item, items=[]):  # noqa: B006\n    items.append(item)\n    return items',
    ],
  },
};
