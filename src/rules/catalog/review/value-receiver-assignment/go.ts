import type { Node } from 'web-tree-sitter';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

/**
 * The fields each struct type of the file declares by name. A field reached through an embedded type is not
 * among them: through an embedded pointer, assigning it changes shared data, not the copy.
 */
const structFields = perFile((context): ReadonlyMap<string, ReadonlySet<string>> => {
  const fields = new Map<string, Set<string>>();
  for (const spec of context.root.descendantsOfType('type_spec')) {
    const struct = spec?.childForFieldName('type');
    const name = spec?.childForFieldName('name')?.text;
    if (!name || struct?.type !== 'struct_type') continue;
    const names = new Set<string>();
    for (const field of struct.descendantsOfType('field_declaration')) {
      for (const child of field?.childrenForFieldName('name') ?? []) if (child) names.add(child.text);
    }
    fields.set(name, names);
  }
  return fields;
});

/** `c.n = …`, `c.n += …`, `c.n++`: the field of `receiver` an assignment changes, as written; undefined otherwise. */
function changedField(statement: Node, receiver: string): Node | undefined {
  const targets =
    statement.type === 'assignment_statement'
      ? (statement.childForFieldName('left')?.namedChildren ?? [])
      : statement.type === 'inc_statement' || statement.type === 'dec_statement'
        ? [statement.namedChildren[0]]
        : [];
  return targets.find((target): target is Node => target?.type === 'selector_expression' && target.childForFieldName('operand')?.text === receiver);
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(method_declaration
      receiver: (parameter_list (parameter_declaration name: (identifier) @receiver type: (type_identifier) @type))
      name: (field_identifier) @method
      body: (block) @body) @target`,
  textGate: /func\s*\(\s*\w+\s+\w+\s*\)/,
  check: ({ captures, context }) => {
    const { receiver, type, method, body } = captures;
    if (!receiver || !type || !method || !body || receiver.text === '_') return false;
    const declared = structFields(context).get(type.text);
    if (!declared) return false;
    // Statements in order; the receiver's last use decides which changes anyone could see.
    const nodes: Node[] = [];
    const stack = [body];
    while (stack.length > 0) {
      const node = stack.pop() as Node;
      nodes.push(node);
      for (let index = node.namedChildCount - 1; index >= 0; index--) {
        const child = node.namedChild(index);
        if (child) stack.push(child);
      }
    }
    // A closure may run after the change and see it.
    if (nodes.some((node) => node.type === 'func_literal' && new RegExp(`\\b${receiver.text}\\b`).test(node.text))) return false;
    const changes = nodes
      .map((node) => ({ node, field: changedField(node, receiver.text) }))
      .filter((change) => change.field !== undefined && declared.has(change.field.childForFieldName('field')?.text ?? ''));
    const last = changes[changes.length - 1];
    if (!last?.field) return false;
    // Any other mention of the receiver after the last change (returned, passed on, read) may observe it.
    const seen = nodes.some(
      (node) =>
        node.type === 'identifier' &&
        node.text === receiver.text &&
        node.startIndex > last.node.startIndex &&
        !changes.some((change) => change.field?.childForFieldName('operand')?.equals(node)),
    );
    if (seen) return false;
    const first = changes[0];
    return first
      ? { line: first.node.startPosition.row + 1, details: { assignment: first.node.text, receiver: receiver.text, type: type.text, method: method.text } }
      : false;
  },
  examples: {
    match: [
      'type Counter struct{ n int }\n\nfunc (c Counter) Inc() {\n\tc.n++\n}',
      'type Settings struct {\n\tname, path string\n}\n\nfunc (s Settings) SetName(name string) {\n\ts.name = name\n}',
    ],
    noMatch: [
      'func (c *Counter) Inc() {\n\tc.n++\n}',
      'func (o Options) WithName(name string) Options {\n\to.name = name\n\treturn o\n}',
      'func (r Registry) Add(k string, v int) {\n\tr.items[k] = v\n}',
      'func (c Counter) Report() {\n\tc.n++\n\tfmt.Println(c.n)\n}',
      'type writer struct{ *storage.Writer }\n\nfunc (w writer) SetChunkSize(s int) {\n\tw.ChunkSize = s\n}',
    ],
  },
};
