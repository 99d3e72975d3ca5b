import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';
import { dottedName, enclosingFunction } from '../../../syntax/python/python-syntax.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';

/** The classes around `node`, innermost first, when it is inside a function (a method or a function nested in one). */
function enclosingClasses(node: Node): Node[] {
  if (!enclosingFunction(node)) return [];
  const classes: Node[] = [];
  for (let current = node.parent; current; current = current.parent) if (current.type === 'class_definition') classes.push(current);
  return classes;
}

/** The last names of a class's bases: `class A(mod.B, C)` → B, C. */
function baseNames(klass: Node): string[] {
  const list = klass.childForFieldName('superclasses');
  return (list?.namedChildren ?? []).map((base) => dottedName(base).at(-1) ?? '').filter(Boolean);
}

/** Whether `name` is `klass`'s ancestor through the classes this file defines (`classes`, by name). */
function isAncestor(klass: Node, name: string, classes: ReadonlyMap<string, Node[]>, seen = new Set<string>()): boolean {
  for (const base of baseNames(klass)) {
    if (base === name) return true;
    if (seen.has(base)) continue;
    seen.add(base);
    for (const definition of classes.get(base) ?? []) if (isAncestor(definition, name, classes, seen)) return true;
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(attribute object: (identifier) @super (#eq? @super "super")) @target
      (call function: (identifier) @super (#eq? @super "super") arguments: (argument_list . (identifier) @named . (identifier))) @target`,
  textGate: /\bsuper\b/,
  check: ({ target, captures, context }) => {
    if (silencedByNoqa(context.lines, lineOf(target), ['E1003', 'W0245'])) return false;
    const around = enclosingClasses(target);
    const klass = around[0];
    const enclosing = klass?.childForFieldName('name')?.text ?? 'ThisClass';
    if (target.type === 'attribute') {
      // `super.x` as an assignment target or a `def super` of its own are not calls of the builtin.
      if (/^\s*def\s+super\b|^\s*super\s*=/m.test(context.lines.join('\n'))) return false;
      return {
        details: {
          call: excerpt(target.text, 40),
          problem: 'reads the attribute of the builtin `super` type: `super` is not called, so this raises `AttributeError`',
          enclosing,
        },
      };
    }
    const named = captures.named?.text ?? '';
    // A class nested in a method may call the outer class's super on the outer `self`.
    if (!klass || around.some((outer) => outer.childForFieldName('name')?.text === named)) return false;
    const classes = new Map<string, Node[]>();
    for (const definition of target.tree.rootNode.descendantsOfType('class_definition')) {
      const name = definition.childForFieldName('name')?.text ?? '';
      classes.set(name, [...(classes.get(name) ?? []), definition]);
    }
    // Only a class this file defines: an imported one may be an ancestor through a base we cannot read.
    if (!classes.has(named) || around.some((outer) => isAncestor(outer, named, classes))) return false;
    return {
      details: {
        call: excerpt(target.text, 40),
        problem: `names \`${named}\`, but the method belongs to \`${enclosing}\`, which does not inherit from it`,
        enclosing,
      },
    };
  },
  examples: {
    match: [
      'class Reader(Base):\n    def __init__(self):\n        super.__init__()',
      'class Reader(Base):\n    pass\n\nclass Writer(Base):\n    def __init__(self, path):\n        super(Reader, self).__init__()\n        self.path = path',
    ],
    noMatch: [
      'class Reader(Base):\n    def __init__(self):\n        super().__init__()',
      'class Writer(Base):\n    def __init__(self, path):\n        super(Writer, self).__init__()',
      'class Base:\n    pass\n\nclass Middle(Base):\n    pass\n\nclass Writer(Middle):\n    def __init__(self):\n        super(Middle, self).__init__()',
      'from io import Reader\n\nclass Writer(Base):\n    def __init__(self):\n        super(Reader, self).__init__()',
      'class Outer(Base):\n    def build(self):\n        class Inner:\n            def run(inner):\n                super(Outer, self).run()\n        return Inner()',
    ],
  },
};
