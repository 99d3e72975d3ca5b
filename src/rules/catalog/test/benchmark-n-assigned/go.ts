import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { isFunction } from '../../../syntax/go/go-syntax.js';

/** Whether the nearest function declaring `name` as a parameter gives it the type `*testing.B`. */
function isBenchmarkParameter(node: Node, name: string): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (!isFunction(current)) continue;
    const parameter = current
      .childForFieldName('parameters')
      ?.namedChildren.find((candidate) => candidate.childrenForFieldName('name').some((child) => child?.text === name));
    if (parameter) return parameter.childForFieldName('type')?.text.replace(/\s+/g, '') === '*testing.B';
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `[
  (assignment_statement left: (expression_list (selector_expression operand: (identifier) @receiver field: (field_identifier) @field)))
  (inc_statement (selector_expression operand: (identifier) @receiver field: (field_identifier) @field))
  (dec_statement (selector_expression operand: (identifier) @receiver field: (field_identifier) @field))
] @target`,
  textGate: /\b\w+\.N\s*(=|\+\+|--|[-+*/]=)/,
  check: ({ target, captures }) => {
    const receiver = captures.receiver;
    if (captures.field?.text !== 'N' || !receiver || !isBenchmarkParameter(target, receiver.text)) return false;
    return { details: { statement: excerpt(target.text, 40), receiver: receiver.text } };
  },
  examples: {
    match: ['func BenchmarkParse(b *testing.B) {\n\tb.N = 1000\n\tfor i := 0; i < b.N; i++ {\n\t\tparse(input)\n\t}\n}'],
    noMatch: ['func BenchmarkParse(b *testing.B) {\n\tfor i := 0; i < b.N; i++ {\n\t\tparse(input)\n\t}\n}', 'func reset(c *Counter) {\n\tc.N = 0\n}'],
  },
};
