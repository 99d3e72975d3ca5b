import { TYPESCRIPT_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';

/** The `unknown` or `any` of `x as unknown`, alone or in parentheses; else undefined. */
function castThrough(expression: Node): Node | undefined {
  const cast = expression.type === 'parenthesized_expression' ? expression.namedChildren.find((child) => child.type === 'as_expression') : expression;
  // The type comes after the expression being cast.
  return cast?.namedChildren.slice(1).find((child) => child.type === 'predefined_type' && (child.text === 'unknown' || child.text === 'any'));
}

export const implementation: LanguageImplementation = {
  languages: TYPESCRIPT_FAMILY,
  // Nested patterns are slow to compile: the query finds a cast of a cast or of a parenthesized expression,
  // the check looks inside for `as unknown` or `as any`.
  query: '(as_expression [(as_expression) (parenthesized_expression)] @inner (_) @type) @target',
  textGate: /unknown|any/,
  check: ({ captures, context }) => {
    const via = captures.inner ? castThrough(captures.inner) : undefined;
    if (!via) return false;
    return { details: { via: via.text }, ...(context.isTestFile ? { confidence: 60 } : {}) };
  },
  examples: {
    match: ['const config = raw as unknown as AppConfig;', 'const id = (value as any) as UserId;'],
    noMatch: ['const config = raw as AppConfig;', 'const input = value as unknown;'],
  },
};
