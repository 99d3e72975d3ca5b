import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa, targetNames } from '../../../syntax/python/python-names.js';
import type { Node } from 'web-tree-sitter';

/** Parts of a key that may differ from one pass to the next without naming a loop variable. */
const MAY_VARY = new Set(['call', 'await', 'yield', 'named_expression', 'lambda', 'list_comprehension', 'generator_expression']);

/** `node` and every named node inside it. */
function partsOf(node: Node): Node[] {
  return [node, ...node.namedChildren.flatMap(partsOf)];
}

/** The names the comprehension binds: its `for` targets and any `:=` inside it. */
function boundNames(comprehension: Node): Set<string> {
  const names = new Set<string>();
  for (const clause of comprehension.namedChildren) {
    if (clause.type === 'for_in_clause') for (const name of targetNames(clause.childForFieldName('left'))) names.add(name.text);
  }
  for (const walrus of comprehension.descendantsOfType('named_expression')) {
    const name = walrus.childForFieldName('name');
    if (name) names.add(name.text);
  }
  return names;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(dictionary_comprehension body: (pair key: (_) @key)) @target',
  check: ({ target, captures, context }) => {
    const key = captures.key;
    if (!key || target.hasError) return false;
    const parts = partsOf(key);
    if (parts.some((part) => MAY_VARY.has(part.type) || part.isError)) return false;
    // `{C.a: None for C.a in …}`: a target that is an attribute or item is bound too, and read back as the key.
    const targets = target.namedChildren.filter((clause) => clause.type === 'for_in_clause').map((clause) => clause.childForFieldName('left'));
    if (targets.some((left) => left && partsOf(left).some((part) => part.type === 'attribute' || part.type === 'subscript'))) return false;
    const bound = boundNames(target);
    // `a.b` names `a` only: the attribute `b` is no variable.
    const names = parts.filter(
      (part) => part.type === 'identifier' && !(part.parent?.type === 'attribute' && part.parent.childForFieldName('attribute')?.id === part.id),
    );
    if (names.some((name) => bound.has(name.text))) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['B035', 'RUF011'])) return false;
    return { details: { key: excerpt(key.text, 40) } };
  },
  examples: {
    match: ['names = {"name": user.name for user in users}', 'def index(rows, key):\n    return {key: row for row in rows}'],
    noMatch: [
      'names = {user.id: user.name for user in users}',
      'labels = {f"{kind}:{value}": n for (kind, value), n in counts.items()}',
      'ids = {next(counter): item for item in items}',
      'found = {attr: text for item in items if (attr := item.get("name")) is not None}',
    ],
  },
};
