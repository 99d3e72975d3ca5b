import { TYPESCRIPT_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { functionName, isFunction } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

const PARAMETER_TYPES = new Set(['required_parameter', 'optional_parameter']);

const DECLARATION_NAMES: ReadonlyMap<string, string> = new Map([
  ['variable_declarator', 'variable'],
  ['public_field_definition', 'property'],
  ['property_signature', 'property'],
  ['type_alias_declaration', 'type'],
  ['interface_declaration', 'interface'],
  ['catch_clause', 'catch binding'],
]);

/** Where an `any` sits, for the message. */
function describeAny(anyType: Node): string {
  let child = anyType;
  for (let node = anyType.parent; node; child = node, node = node.parent) {
    if (PARAMETER_TYPES.has(node.type)) return `parameter \`${node.childForFieldName('pattern')?.text ?? '?'}\``;
    if (isFunction(node) || node.type === 'method_signature' || node.type === 'function_signature') {
      const name = functionName(node) ?? 'an anonymous function';
      const isReturnType = node.childForFieldName('return_type')?.equals(child) ?? false;
      return isReturnType ? `the return type of \`${name}\`` : `\`${name}\``;
    }
    const kind = DECLARATION_NAMES.get(node.type);
    if (kind === 'catch binding') return `catch binding \`${node.childForFieldName('parameter')?.text ?? '?'}\``;
    if (kind) return `${kind} \`${node.childForFieldName('name')?.text ?? '?'}\``;
    if (node.type.endsWith('statement') || node.type === 'program') break;
  }
  return 'a type annotation';
}

export const implementation: LanguageImplementation = {
  languages: TYPESCRIPT_FAMILY,
  query: '((predefined_type) @target (#eq? @target "any"))',
  textGate: /any/,
  check: ({ target, context }) => {
    const line = target.startPosition.row;
    // The team has already decided about this one.
    const acknowledged = [context.lines[line], context.lines[line - 1]].some((text) => text?.includes('no-explicit-any'));
    if (acknowledged) return false;
    // Tests feed deliberately wrong values through `any`; that is rarely worth a comment.
    const inTests = context.isTestFile ? { confidence: 60 } : {};
    const cast = target.parent?.type === 'as_expression' ? target.parent : undefined;
    if (cast) {
      // `x as any as T` is type-design/double-cast's finding.
      let outer = cast.parent;
      while (outer?.type === 'parenthesized_expression') outer = outer.parent;
      if (outer?.type === 'as_expression') return false;
      return { details: { subject: 'Cast to `any`' }, ...inTests };
    }
    // Many projects allow `any` on purpose (lint rule off): style, not a bug, wherever it stands.
    return { details: { subject: `Explicit \`any\` in ${describeAny(target)}` }, ...inTests };
  },
  examples: {
    match: ['export function parse(input: any): Config {\n  return input;\n}', 'let payload: Record<string, any> = {};', 'const user = response as any;'],
    noMatch: [
      'export function parse(input: unknown): Config {\n  return schema.parse(input);\n}',
      '// eslint-disable-next-line @typescript-eslint/no-explicit-any\nconst legacy: any = window.legacy;',
      'const company = { anything: true };',
    ],
  },
};
