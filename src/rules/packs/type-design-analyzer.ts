import type { Node } from 'web-tree-sitter';
import { TYPESCRIPT_FAMILY } from '../language.js';
import type { RuleDefinition } from '../rule-definition.js';
import { functionName, isFunction } from '../syntax.js';

/** Places where TypeScript's checking is switched off: `any`, double casts, chains of `!`. */

const PARAMETER_TYPES = new Set(['required_parameter', 'optional_parameter']);
const DECLARATION_NAMES: ReadonlyMap<string, string> = new Map([
  ['variable_declarator', 'variable'],
  ['public_field_definition', 'property'],
  ['property_signature', 'property'],
  ['type_alias_declaration', 'type'],
  ['interface_declaration', 'interface'],
  ['catch_clause', 'catch binding'],
]);

/** Where an `any` sits, for the message, and whether it is part of a function's signature (its API). */
function describeAny(anyType: Node): { where: string; inSignature: boolean } {
  let child = anyType;
  for (let node = anyType.parent; node; child = node, node = node.parent) {
    if (PARAMETER_TYPES.has(node.type)) {
      return { where: `parameter \`${node.childForFieldName('pattern')?.text ?? '?'}\``, inSignature: true };
    }
    if (isFunction(node) || node.type === 'method_signature' || node.type === 'function_signature') {
      const name = functionName(node) ?? 'an anonymous function';
      const isReturnType = node.childForFieldName('return_type')?.equals(child) ?? false;
      return { where: isReturnType ? `the return type of \`${name}\`` : `\`${name}\``, inSignature: isReturnType };
    }
    const kind = DECLARATION_NAMES.get(node.type);
    if (kind === 'catch binding') return { where: `catch binding \`${node.childForFieldName('parameter')?.text ?? '?'}\``, inSignature: false };
    if (kind) return { where: `${kind} \`${node.childForFieldName('name')?.text ?? '?'}\``, inSignature: false };
    if (node.type.endsWith('statement') || node.type === 'program') break;
  }
  return { where: 'a type annotation', inSignature: false };
}

/** The expression a non-null assertion wraps, or the object/callee a chain continues through. */
function chainInner(node: Node): Node | null {
  switch (node.type) {
    case 'non_null_expression':
      return node.namedChildren[0] ?? null;
    case 'member_expression':
    case 'subscript_expression':
      return node.childForFieldName('object');
    case 'call_expression':
      return node.childForFieldName('function');
    default:
      return null;
  }
}

export const typeDesignAnalyzerRules: readonly RuleDefinition[] = [
  {
    id: 'type-design/explicit-any',
    agent: 'type-design-analyzer',
    dimension: 'correctness',
    severity: 'low',
    confidence: 80,
    languages: TYPESCRIPT_FAMILY,
    category: 'type-safety',
    message: '{{subject}} turns off type checking for every value that flows through it.',
    recommendation:
      'Use a precise type, a generic parameter, or `unknown` (narrowed before use). For untyped input, validate it at the boundary and give the result a type.',
    query: '((predefined_type) @target (#eq? @target "any"))',
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
      const { where, inSignature } = describeAny(target);
      const severity = inSignature && !context.isTestFile ? { severity: 'medium' as const } : {};
      return { details: { subject: `Explicit \`any\` in ${where}` }, ...severity, ...inTests };
    },
    examples: {
      match: [
        'export function parse(input: any): Config {\n  return input;\n}',
        'let payload: Record<string, any> = {};',
        'const user = response as any;',
      ],
      noMatch: [
        'export function parse(input: unknown): Config {\n  return schema.parse(input);\n}',
        '// eslint-disable-next-line @typescript-eslint/no-explicit-any\nconst legacy: any = window.legacy;',
        'const company = { anything: true };',
      ],
    },
  },
  {
    id: 'type-design/double-cast',
    agent: 'type-design-analyzer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: TYPESCRIPT_FAMILY,
    category: 'type-safety',
    message: 'Double cast `as {{via}} as {{type}}` forces a type the compiler says does not fit.',
    recommendation:
      'Fix the types so a single cast (or none) is enough, or validate the value at runtime (a type guard or schema) before treating it as the target type.',
    query: `(as_expression
        (as_expression (_) (predefined_type) @via (#any-of? @via "unknown" "any"))
        (_) @type) @target
      (as_expression
        (parenthesized_expression (as_expression (_) (predefined_type) @via (#any-of? @via "unknown" "any")))
        (_) @type) @target`,
    check: ({ context }) => (context.isTestFile ? { severity: 'low', confidence: 60 } : true),
    examples: {
      match: ['const config = raw as unknown as AppConfig;', 'const id = (value as any) as UserId;'],
      noMatch: ['const config = raw as AppConfig;', 'const input = value as unknown;'],
    },
  },
  {
    id: 'type-design/non-null-chain',
    agent: 'type-design-analyzer',
    dimension: 'correctness',
    severity: 'low',
    confidence: 70,
    languages: TYPESCRIPT_FAMILY,
    // In a test a wrong assertion just fails the test, which is what the test is for.
    files: 'source',
    category: 'type-safety',
    message: '`{{target}}` asserts non-null {{count}} times in one chain; any of those values being missing is a runtime crash.',
    recommendation:
      'Narrow once with a guard (`if (!a?.b) return …`), use optional chaining with a fallback, or make the type non-optional where the value is known to exist.',
    query: '(non_null_expression) @target',
    check: ({ target }) => {
      // Report each chain once, at its outermost assertion.
      for (let child = target, parent = target.parent; parent; child = parent, parent = parent.parent) {
        if (!chainInner(parent)?.equals(child)) break;
        if (parent.type === 'non_null_expression') return false;
      }
      let count = 0;
      for (let node: Node | null = target; node; node = chainInner(node)) {
        if (node.type === 'non_null_expression') count += 1;
      }
      return count >= 2 ? { details: { count: String(count) } } : false;
    },
    examples: {
      match: ['const name = session!.user!.name;', 'const port = config.servers![0]!.port;'],
      noMatch: ['const name = session!.user.name;', 'const name = session?.user?.name ?? "anonymous";'],
    },
  },
];
