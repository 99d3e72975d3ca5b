import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { duplicateHits } from './duplicate-hit.js';

/** `static`, `get` and `set` are unnamed children before the member's name. */
function modifiersOf(member: Node): Set<string> {
  const name = member.childForFieldName('name');
  const modifiers = new Set<string>();
  for (const child of member.children) {
    if (!child || (name && child.equals(name))) break;
    modifiers.add(child.type);
  }
  return modifiers;
}

export const implementation: LanguageImplementation = {
  languages: ['javascript'],
  query: '(class_body) @target',
  textGate: /class\b/,
  check: ({ target, context }) => {
    const methods = target.namedChildren.filter((member): member is Node => member?.type === 'method_definition');
    const hits = duplicateHits(
      methods,
      (method) => {
        const name = method.childForFieldName('name');
        // A decorator may register or wrap the method: a second definition can be meant.
        if (
          (name?.type !== 'property_identifier' && name?.type !== 'private_property_identifier') ||
          method.namedChildren.some((child) => child?.type === 'decorator')
        )
          return undefined;
        const modifiers = modifiersOf(method);
        // A getter and a setter of one name are a pair: each is keyed apart from the other.
        const accessor = modifiers.has('get') ? 'get' : modifiers.has('set') ? 'set' : 'value';
        return { key: `${modifiers.has('static') ? 'static ' : ''}${accessor === 'value' ? '' : accessor} ${name.text}`, name: name.text };
      },
      context,
    );
    return hits.length > 0 ? hits : false;
  },
  examples: {
    match: ['class Cart {\n  total() { return this.items.length; }\n  add(item) { this.items.push(item); }\n  total() { return sum(this.items); }\n}'],
    noMatch: [
      'class Box {\n  get size() { return this._size; }\n  set size(value) { this._size = value; }\n}',
      'class Pool {\n  static create() { return new Pool(); }\n  create() { return {}; }\n}',
    ],
  },
};
