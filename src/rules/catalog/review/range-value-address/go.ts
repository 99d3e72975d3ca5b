import type { Node } from 'web-tree-sitter';
import { sharedLoopVariablesVersion } from '../../../go-module-version.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { copiedBefore, isFunction, namesDeclaredIn } from '../../../syntax/go/go-syntax.js';

/** The range loop around `node` that declares `name` (`for _, v := range xs`), within the same function. */
function declaringLoop(node: Node, name: string): { loop: Node; collection: string } | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunction(current)) return undefined;
    if (current.type !== 'for_statement') continue;
    const range = current.namedChildren.find((child) => child?.type === 'range_clause');
    if (!range?.children.some((child) => child?.type === ':=')) continue;
    if ((range.childForFieldName('left')?.namedChildren ?? []).some((left) => left?.text === name))
      return { loop: current, collection: range.childForFieldName('right')?.text ?? 'xs' };
  }
  return undefined;
}

/** Nodes whose value holds the address: `T{P: &v}`, `(&v)`. */
const HOLDERS = new Set(['literal_element', 'keyed_element', 'literal_value', 'composite_literal', 'parenthesized_expression']);

/**
 * Whether the value `node` (the address, or a composite literal holding it) is kept past the iteration: an
 * `append` argument after the first, the value of `ch <-`, or assigned to an element, a field or a name the loop
 * body does not declare.
 */
function keptPastIteration(node: Node, body: Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (HOLDERS.has(parent.type)) return keptPastIteration(parent, body);
  if (parent.type === 'send_statement') return parent.childForFieldName('value')?.equals(node) ?? false;
  if (parent.type === 'argument_list') {
    const call = parent.parent;
    const isAppend = call?.type === 'call_expression' && call.childForFieldName('function')?.text === 'append';
    // The slice `append` returns is kept whatever name takes it (`out = append(out, &v)`), or inside another kept value.
    return isAppend && !parent.namedChildren[0]?.equals(node) && (call.parent?.type === 'expression_list' || keptPastIteration(call, body));
  }
  if (parent.type === 'expression_list' && parent.parent?.type === 'assignment_statement') {
    const assignment = parent.parent;
    if (!assignment.childForFieldName('right')?.equals(parent)) return false;
    const targets = assignment.childForFieldName('left')?.namedChildren ?? [];
    const local = namesDeclaredIn(body);
    return targets.some((target) => target && (target.type !== 'identifier' || !local.has(target.text)));
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(unary_expression operator: "&" operand: (identifier) @name) @target',
  textGate: /\brange\b/,
  check: ({ target, captures, context }) => {
    const name = captures.name?.text;
    const version = sharedLoopVariablesVersion(context);
    if (!name || name === '_' || version === undefined) return false;
    const found = declaringLoop(target, name);
    const body = found?.loop.childForFieldName('body');
    // `v := v` before the address gives each iteration its own copy.
    if (!found || !body || copiedBefore(body, name, target) || !keptPastIteration(target, body)) return false;
    return { details: { address: target.text, name, version, collection: found.collection } };
  },
  examples: {
    facts: { goVersion: '1.21' },
    match: [
      'func pointers(users []User) []*User {\n\tvar out []*User\n\tfor _, u := range users {\n\t\tout = append(out, &u)\n\t}\n\treturn out\n}',
      'func index(users []User) map[int]*User {\n\tbyID := map[int]*User{}\n\tfor _, u := range users {\n\t\tbyID[u.ID] = &u\n\t}\n\treturn byID\n}',
      'func wrap(items []Item) []Entry {\n\tvar out []Entry\n\tfor _, it := range items {\n\t\tout = append(out, Entry{Item: &it})\n\t}\n\treturn out\n}',
    ],
    noMatch: [
      'func pointers(users []User) []*User {\n\tvar out []*User\n\tfor i := range users {\n\t\tout = append(out, &users[i])\n\t}\n\treturn out\n}',
      'func pointers(users []User) []*User {\n\tvar out []*User\n\tfor _, u := range users {\n\t\tu := u\n\t\tout = append(out, &u)\n\t}\n\treturn out\n}',
      'func decode(rows [][]byte) {\n\tfor _, row := range rows {\n\t\tvar v Item\n\t\tjson.Unmarshal(row, &v)\n\t}\n}',
      'func first(users []User) *User {\n\tfor _, u := range users {\n\t\tif u.Admin {\n\t\t\treturn &u\n\t\t}\n\t}\n\treturn nil\n}',
      'func update(users []User) {\n\tfor _, u := range users {\n\t\tp := &u\n\t\tp.Seen = true\n\t}\n}',
      'func save(users []User) {\n\tfor _, u := range users {\n\t\tstore(&u)\n\t}\n}',
    ],
  },
};
