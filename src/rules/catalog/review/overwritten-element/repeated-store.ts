import type { Node } from 'web-tree-sitter';
import type { RuleHit } from '../../../rule-definition.js';
import { excerpt } from '../../../excerpt.js';

/** What a statement stores into (as written; always the same element, see `storeInto`), and the value it stores. */
export interface Store {
  element: string;
  value: Node;
}

/** The store a statement makes; undefined for any other statement. */
export type ReadStore = (statement: Node) => Store | undefined;

/** A key or field that names a different element each time it is evaluated: a call, `++`/`--`, an assignment. */
const VARYING = /[()]|\+\+|--|[^=!<>]=[^=]/;

/**
 * The store of `element = value` when the element is a field, key or index (one of `elementTypes`) that names the
 * same element every time it is evaluated (`a.b`, `a["k"]`, not `a[i++]`).
 */
export function storeInto(element: Node | null | undefined, value: Node | null | undefined, elementTypes: readonly string[]): Store | undefined {
  if (!element || !value || !elementTypes.includes(element.type) || VARYING.test(element.text)) return undefined;
  return { element: element.text, value };
}

const compact = (text: string): string => text.replace(/\s+/g, '');

/** An empty first value declares the element before its real value (compiled class fields, CommonJS exports). */
const EMPTY = /^(void 0|undefined|null|None|nil)$/;

/** A value with a call in it may read the element through the callee, or fail and leave the first value in place. */
const CALL = /\w\s*\(/;

/**
 * The finding for a store whose statement comes right after a store into the same element (comments between are
 * fine), when the second value does not read the element and calls nothing (`self.stream = None` before
 * `self.stream = self._open()` keeps a state if opening fails).
 */
export function repeatedStore(statement: Node, read: ReadStore): RuleHit | false {
  const store = read(statement);
  let previous = statement.previousNamedSibling;
  while (previous?.type === 'comment') previous = previous.previousNamedSibling;
  const earlier = store && previous ? read(previous) : undefined;
  if (!store || !previous || !earlier) return false;
  const element = compact(store.element);
  if (element !== compact(earlier.element) || EMPTY.test(earlier.value.text) || compact(store.value.text).includes(element) || CALL.test(store.value.text))
    return false;
  return { details: { element: excerpt(store.element, 50), earlier: String(previous.startPosition.row + 1) } };
}
