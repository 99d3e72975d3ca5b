import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../../../diff/language.js';
import { functionName } from '../../../syntax/javascript/javascript-syntax.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { droppedParameters } from './dropped-parameters.js';
import type { FunctionShape } from './dropped-parameters.js';

/**
 * The name a required parameter declares: `a`, TypeScript's `a: T`. Optional ones (`a = 1`, `a?: T`) are the usual
 * way to keep an argument callers may still pass; destructured parameters and constructor parameter properties
 * (`private a`: a field, read as `this.a`) are passed over too.
 */
function parameterName(parameter: Node): Node | undefined {
  if (parameter.type === 'identifier') return parameter;
  if (parameter.type !== 'required_parameter' || parameter.childForFieldName('value')) return undefined;
  if (parameter.namedChildren.some((child) => child?.type === 'accessibility_modifier' || child?.type === 'override_modifier')) return undefined;
  if (parameter.children.some((child) => child?.type === 'readonly')) return undefined;
  const pattern = parameter.childForFieldName('pattern');
  return pattern?.type === 'identifier' ? pattern : undefined;
}

const JAVASCRIPT: FunctionShape = {
  name: functionName,
  parameters: (fn) => {
    // `value => …`: an arrow function's one unparenthesised parameter.
    const lone = fn.childForFieldName('parameter');
    if (lone) return lone.type === 'identifier' ? [lone] : [];
    return (fn.childForFieldName('parameters')?.namedChildren ?? []).flatMap((parameter) => (parameter && parameterName(parameter)) || []);
  },
  body: (fn) => fn.childForFieldName('body'),
  readTypes: ['identifier', 'shorthand_property_identifier'],
  readsAll: 'arguments',
};

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `[(function_declaration body: (statement_block))
      (generator_function_declaration body: (statement_block))
      (function_expression body: (statement_block))
      (method_definition body: (statement_block))
      (arrow_function body: (_))] @target`,
  check: ({ target, context }) => droppedParameters(target, context, JAVASCRIPT),
  examples: {
    match: [
      {
        before: 'export function formatPrice(amount, currency) {\n  return new Intl.NumberFormat("en", { style: "currency", currency }).format(amount);\n}\n',
        after:
          'export function formatPrice(amount, currency) {\n  return new Intl.NumberFormat("en", { style: "currency", currency: "USD" }).format(amount);\n}\n',
      },
    ],
    noMatch: [
      'export function formatPrice(amount, currency) {\n  return new Intl.NumberFormat("en", { style: "currency", currency: "USD" }).format(amount);\n}\n',
      {
        before: 'export const onChange = (event, value) => {\n  save(event.target.name, value);\n};\n',
        after: 'export const onChange = (_event, value) => {\n  save("name", value);\n};\n',
      },
      {
        before: 'class Cache {\n  constructor(private store: Store, ttl: number) {\n    this.ttl = ttl;\n  }\n}\n',
        after: 'class Cache {\n  constructor(private store: Store, ttl: number) {\n    this.ttl = 60;\n  }\n}\n',
      },
    ],
  },
};
