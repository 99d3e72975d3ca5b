import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import { perFile } from '../../../per-file.js';
import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

const EQUALITY_OPERATORS = new Set(['===', '!==', '==', '!=']);

const COMPARISON_OPERATORS = new Set([...EQUALITY_OPERATORS, '<', '<=', '>', '>=', 'instanceof', 'in']);

const LOGICAL_OPERATORS = new Set(['&&', '||']);

/** What `side` is tested for equality with in `binary` (`x` in `x === true` or `true != x`), else undefined. */
function comparedWith(binary: Node, side: Node): Node | undefined {
  if (!EQUALITY_OPERATORS.has(binary.childForFieldName('operator')?.type ?? '')) return undefined;
  const left = binary.childForFieldName('left');
  const right = binary.childForFieldName('right');
  if (right && left?.equals(side)) return right;
  if (left && right?.equals(side)) return left;
  return undefined;
}

/**
 * Names this file declares as surely boolean: a `: boolean` annotation, or a `const` whose value is a
 * negation or a comparison. A name declared twice is left out: it may be another variable.
 */
const booleanNames = perFile((context: RuleContext) => {
  const kinds = new Map<string, boolean>();
  const declarations = context.root.descendantsOfType([
    'variable_declarator',
    'required_parameter',
    'optional_parameter',
    'public_field_definition',
    'property_signature',
  ]);
  for (const declaration of declarations) {
    const name = declaration.childForFieldName('name') ?? declaration.childForFieldName('pattern');
    if (name?.type !== 'identifier' && name?.type !== 'property_identifier') continue;
    const annotation = declaration.childForFieldName('type')?.text.replace(/^:\s*/, '');
    const value = declaration.childForFieldName('value');
    const constant = declaration.parent?.type === 'lexical_declaration' && declaration.parent.children[0]?.text === 'const';
    const boolean = annotation === undefined ? constant && value !== null && isBooleanExpression(value, new Map()) : annotation === 'boolean';
    kinds.set(name.text, !kinds.has(name.text) && boolean);
  }
  return kinds;
});

/** Whether an expression is surely a boolean: a negation, a comparison, or a name declared boolean (`x: number | false` is not). */
function isBooleanExpression(operand: Node, names: ReadonlyMap<string, boolean>): boolean {
  const node = unwrapParentheses(operand);
  if (node.type === 'true' || node.type === 'false') return true;
  if (node.type === 'unary_expression') return node.childForFieldName('operator')?.text === '!';
  if (node.type === 'binary_expression') {
    const operator = node.childForFieldName('operator')?.text ?? '';
    if (COMPARISON_OPERATORS.has(operator)) return true;
    // `a && b` is one of its operands, not a boolean, unless both are.
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    return LOGICAL_OPERATORS.has(operator) && left !== null && right !== null && isBooleanExpression(left, names) && isBooleanExpression(right, names);
  }
  if (node.type === 'identifier') return names.get(node.text) ?? false;
  if (node.type === 'member_expression') {
    const property = node.childForFieldName('property');
    return property?.type === 'property_identifier' && (names.get(property.text) ?? false);
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  overrides: {
    confidence: 60,
    reason:
      'In JavaScript `x === true` is also how a value that may not be a boolean (undefined, a truthy object) is tested on purpose, so most such comparisons are deliberate: hidden by default.',
  },
  // Fields and alternations of operators make a query slow to compile: the query finds any operation on a
  // boolean literal, the check keeps the equality comparisons.
  query: '(binary_expression [(true) (false)] @literal) @target',
  textGate: /true|false/,
  check: ({ target, captures, context }) => {
    const operand = captures.literal ? comparedWith(target, captures.literal) : undefined;
    if (!operand || operand.type === 'true' || operand.type === 'false') return false;
    // `x === false` also tells `false` from `0`, `''` and `undefined`: only a value known to be boolean can drop it.
    if (!isBooleanExpression(operand, booleanNames(context))) return false;
    return { details: { operand: excerpt(operand.text, 40) } };
  },
  examples: {
    match: [
      'if (items.length > 0 === true) {\n  render(items);\n}',
      'if (!isReady() == false) start();',
      'function toggle(enabled: boolean) {\n  if (enabled === false) return;\n  run();\n}',
    ],
    noMatch: [
      'if (ready) start();',
      'const strict = options.strict === undefined;',
      'function pick(index: number | false) {\n  if (index === false) return -1;\n  return index;\n}',
      'if (flags.beta == true) enable();',
      'if (isReady() === true) start();',
    ],
  },
};
