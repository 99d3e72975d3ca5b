import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';

/** Links of a chain and the field that continues it: `a?.b.c`, `a?.b()`, `a?.[0]`. */
const CHAIN_FIELD: Readonly<Record<string, string>> = { member_expression: 'object', subscript_expression: 'object', call_expression: 'function' };

/** The whole chain an optional link belongs to: `?.` short-circuits all of `a?.b.c()`. */
function wholeChain(link: Node): Node {
  let chain = link;
  for (let parent = chain.parent; parent; parent = chain.parent) {
    const field = CHAIN_FIELD[parent.type];
    if (!field || parent.childForFieldName(field)?.startIndex !== chain.startIndex || parent.childForFieldName(field)?.endIndex !== chain.endIndex) break;
    chain = parent;
  }
  return chain;
}

const same = (a: Node | null | undefined, b: Node): boolean => a?.startIndex === b.startIndex && a.endIndex === b.endIndex;

/** What `chain`'s place does with `undefined` that throws, if anything. */
function unsafeUse(chain: Node): string | undefined {
  let value = chain;
  let parent = value.parent;
  let parenthesised = false;
  while (parent?.type === 'parenthesized_expression') {
    parenthesised = true;
    value = parent;
    parent = value.parent;
  }
  if (!parent) return undefined;
  if (parenthesised) {
    if ((parent.type === 'member_expression' || parent.type === 'subscript_expression') && same(parent.childForFieldName('object'), value))
      return parent.text.includes('?.', value.endIndex - parent.startIndex) ? undefined : 'reading a property of it';
    // `(a?.b)?.()` calls only what is there.
    const optionalCall = parent.text
      .slice(value.endIndex - parent.startIndex)
      .trimStart()
      .startsWith('?.');
    if (parent.type === 'call_expression' && same(parent.childForFieldName('function'), value) && !optionalCall) return 'calling it';
    if (parent.type === 'new_expression' && same(parent.childForFieldName('constructor'), value)) return 'constructing with it';
  }
  if (parent.type === 'spread_element' && (parent.parent?.type === 'array' || parent.parent?.type === 'arguments')) return 'spreading it';
  if (parent.type === 'variable_declarator' && same(parent.childForFieldName('value'), value)) {
    const pattern = parent.childForFieldName('name')?.type;
    if (pattern === 'object_pattern' || pattern === 'array_pattern') return 'destructuring it';
  }
  if (parent.type === 'assignment_expression' && same(parent.childForFieldName('right'), value)) {
    const pattern = parent.childForFieldName('left')?.type;
    if (pattern === 'object_pattern' || pattern === 'array_pattern') return 'destructuring it';
  }
  if (parent.type === 'for_in_statement' && same(parent.childForFieldName('right'), value) && parent.children.some((child) => child.type === 'of'))
    return 'iterating it with `for…of`';
  if (parent.type === 'binary_expression' && same(parent.childForFieldName('right'), value)) {
    const operator = parent.childForFieldName('operator')?.text;
    if (operator === 'in' || operator === 'instanceof') return `\`${operator}\` with it on the right`;
  }
  // A class's base is evaluated; an interface's (TypeScript) is a type.
  if (parent.type === 'extends_clause' && parent.parent?.type === 'class_heritage') return 'extending it';
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '[(member_expression (optional_chain)) (subscript_expression (optional_chain))] @target',
  textGate: /\?\./,
  check: ({ target, context }) => {
    // Each chain once: from its first optional link only.
    const inner = target.namedChildren.find((child) => CHAIN_FIELD[child.type] !== undefined && child.text.includes('?.'));
    if (inner && target.childForFieldName(CHAIN_FIELD[target.type] ?? '')?.startIndex === inner.startIndex) return false;
    const chain = wholeChain(target);
    // Code the grammar could not read (Flow's type syntax in a .js file) is no evidence.
    for (let node: Node | null = chain; node; node = node.parent) {
      if (node.hasError) return false;
      if (/(_statement|_declaration)$/.test(node.type)) break;
    }
    const use = unsafeUse(chain);
    if (!use) return false;
    // ESLint's own rule silenced here: the author has seen the warning and kept the code.
    const row = chain.startPosition.row;
    if ([context.lines[row], context.lines[row - 1]].some((line) => /eslint-disable(-next)?-line\b.*\bno-unsafe-optional-chaining\b/.test(line ?? '')))
      return false;
    return { details: { chain: excerpt(chain.text, 40), use } };
  },
  examples: {
    match: [
      'const all = [...config?.plugins, extra];',
      'const { id } = session?.user;',
      'for (const item of order?.items) total += item.price;',
      'const size = (options?.list).length;',
      'if (key in cache?.entries) hit();',
      'run(...task?.args);',
    ],
    noMatch: [
      'const all = [...(config?.plugins ?? []), extra];',
      'const merged = { ...defaults, ...options?.overrides };',
      'const { id } = session?.user ?? {};',
      'const size = options?.list?.length;',
      'for (const key in config?.env) use(key);',
      'const size = (options?.list)!.length;',
      'const name = user?.profile.name;',
      '(handlers?.[kind])?.(event);',
      'interface Rule extends eslint.Rule?.RuleModule {}',
      "// eslint-disable-next-line no-unsafe-optional-chaining\nconst noColor = 'NO_COLOR' in process?.env;",
    ],
  },
};
