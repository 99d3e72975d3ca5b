import type { LanguageImplementation } from '../../../rule-folder.js';
import { dottedName } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** A class's own methods by name (decorated ones included). */
function methodsOf(klass: Node): Map<string, Node> {
  const methods = new Map<string, Node>();
  for (let member of klass.childForFieldName('body')?.namedChildren ?? []) {
    if (member.type === 'decorated_definition') member = member.childForFieldName('definition') ?? member;
    const name = member.type === 'function_definition' ? member.childForFieldName('name')?.text : undefined;
    if (name) methods.set(name, member);
  }
  return methods;
}

/** `self.name = …` targets (also `self.a, self.b = …` and `self.x: T = …`) in a function, by attribute name; `+=` reads first. */
function attributesSet(fn: Node): Set<string> {
  const names = new Set<string>();
  for (const assignment of fn.descendantsOfType('assignment')) {
    const left = assignment.childForFieldName('left');
    const targets = left?.type === 'attribute' ? [left] : (left?.descendantsOfType('attribute') ?? []);
    for (const target of targets) if (target.childForFieldName('object')?.text === 'self') names.add(target.childForFieldName('attribute')?.text ?? '');
  }
  return names;
}

/** The first `self.name` read in the methods (not assigned), or undefined. */
function firstRead(methods: Iterable<Node>, name: string): Node | undefined {
  for (const method of methods) {
    for (const attribute of method.descendantsOfType('attribute')) {
      if (attribute.childForFieldName('object')?.text !== 'self' || attribute.childForFieldName('attribute')?.text !== name) continue;
      const parent = attribute.parent;
      const assigned = (parent?.type === 'assignment' || parent?.type === 'augmented_assignment') && parent.childForFieldName('left')?.id === attribute.id;
      if (!assigned || parent?.type === 'augmented_assignment') return attribute;
    }
  }
  return undefined;
}

/** Names a class body binds itself: class attributes (`items = ()`) and methods (a `@property` among them). */
function classAttributes(klass: Node): Set<string> {
  const names = new Set(methodsOf(klass).keys());
  for (const statement of klass.childForFieldName('body')?.namedChildren ?? []) {
    const assignment = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
    const left = assignment?.type === 'assignment' ? assignment.childForFieldName('left') : undefined;
    if (left?.type === 'identifier') names.add(left.text);
  }
  return names;
}

/** Ways a class gets attributes that syntax does not show being set in `__init__`. */
const OTHER_SETTERS = /__getattr__|__slots__|setattr\(|__dict__|@dataclass|dataclasses\.|attr\.s\b|@attr|@define\b|NamedTuple|TypedDict|BaseModel|Enum\b/;

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(class_definition name: (identifier) @klass superclasses: (argument_list) @bases body: (block) @body) @target',
  textGate: /__init__/,
  check: ({ target, captures }) => {
    const { klass, bases } = captures;
    if (!klass || !bases) return false;
    const ownMethods = methodsOf(target);
    const init = ownMethods.get('__init__');
    // Calling any `__init__` (`super().__init__`, `Base.__init__(self)`, a grandparent's, through a variable) decides what runs.
    if (!init || /\b__init__\b|\bsuper\s*\(/.test(init.childForFieldName('body')?.text ?? '')) return false;
    const baseNames = bases.namedChildren.filter((base) => base.type !== 'keyword_argument').map((base) => dottedName(base).join('.'));
    if (baseNames.length !== 1) return false;
    const base = target.tree.rootNode.namedChildren
      .map((statement) => (statement.type === 'decorated_definition' ? statement.childForFieldName('definition') : statement))
      .filter((statement): statement is Node => statement?.type === 'class_definition' && statement.childForFieldName('name')?.text === baseNames[0]);
    if (base.length !== 1 || OTHER_SETTERS.test(target.text) || OTHER_SETTERS.test((base[0] as Node).text)) return false;
    const baseMethods = methodsOf(base[0] as Node);
    const baseInit = baseMethods.get('__init__');
    if (!baseInit) return false;
    const own = [...ownMethods.values()];
    const ownSet = new Set(own.flatMap((method) => [...attributesSet(method)]));
    // Class attributes and properties of either class stand in for instance attributes of the same name.
    const classLevel = new Set([...classAttributes(target), ...classAttributes(base[0] as Node)]);
    // The subclass's own methods, and the base's methods they call on `self`: what an instance certainly runs.
    const called = new Set(
      own.flatMap((method) => method.descendantsOfType('call').map((call) => /^self\.(\w+)$/.exec(call.childForFieldName('function')?.text ?? '')?.[1])),
    );
    const readers = [...own, ...[...baseMethods].filter(([name]) => called.has(name) && !ownMethods.has(name)).map(([, method]) => method)];
    for (const attribute of attributesSet(baseInit)) {
      if (ownSet.has(attribute) || classLevel.has(attribute)) continue;
      const read = firstRead(readers, attribute);
      if (read)
        return {
          line: init.startPosition.row + 1,
          details: { klass: klass.text, base: baseNames[0] as string, attribute, read: read.text },
        };
    }
    return false;
  },
  examples: {
    match: [
      'class Store:\n    def __init__(self):\n        self.items = []\n\n    def add(self, item):\n        self.items.append(item)\n\n\nclass NamedStore(Store):\n    def __init__(self, name):\n        self.name = name\n\n    def add_named(self, item):\n        self.add((self.name, item))\n',
      'class Cache:\n    def __init__(self):\n        self.hits = 0\n\n\nclass TimedCache(Cache):\n    def __init__(self, ttl):\n        self.ttl = ttl\n\n    def hit(self):\n        self.hits += 1\n',
    ],
    noMatch: [
      'class Store:\n    def __init__(self):\n        self.items = []\n\n    def add(self, item):\n        self.items.append(item)\n\n\nclass NamedStore(Store):\n    def __init__(self, name):\n        super().__init__()\n        self.name = name\n',
      'class Store:\n    def __init__(self):\n        self.items = []\n\n    def add(self, item):\n        self.items.append(item)\n\n\nclass NamedStore(Store):\n    def __init__(self, name):\n        self.name = name\n        self.items = []\n',
      'class NamedStore(Store):\n    def __init__(self, name):\n        self.name = name\n',
      'class Store:\n    items = ()\n\n    def __init__(self):\n        self.items = []\n\n    def add(self, item):\n        self.items.append(item)\n\n\nclass NamedStore(Store):\n    def __init__(self, name):\n        self.name = name\n',
      'class Store:\n    def __init__(self):\n        self.items = []\n\n\nclass NamedStore(Store):\n    def __init__(self, name):\n        self.name = name\n',
    ],
  },
};
