import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import type { Node } from 'web-tree-sitter';

const LITERALS = new Set(['number', 'string', 'true', 'false', 'null']);

/** Whether `node` is a literal, or a template without substitutions. */
function isLiteral(node: Node): boolean {
  return LITERALS.has(node.type) || (node.type === 'template_string' && !node.namedChildren.some((child) => child?.type === 'template_substitution'));
}

/** The literal operands of a chain of `||` (or a comma sequence), or undefined when one is not a literal. */
function literalOperands(node: Node): Node[] | undefined {
  const parts = node.type === 'sequence_expression' ? node.namedChildren : [node.childForFieldName('left'), node.childForFieldName('right')];
  const operands: Node[] = [];
  for (const part of parts) {
    if (!part) return undefined;
    const nested =
      part.type === node.type && (node.type === 'sequence_expression' || part.childForFieldName('operator')?.text === '||') ? literalOperands(part) : [part];
    if (!nested || !nested.every(isLiteral)) return undefined;
    operands.push(...nested);
  }
  return operands;
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(switch_case value: [(binary_expression operator: "||") (sequence_expression)] @value) @target`,
  check: ({ captures }) => {
    const value = captures.value;
    const operands = value && literalOperands(value);
    if (!value || !operands) return false;
    // `||` yields its first truthy operand (else the last); a comma its last.
    const comma = value.type === 'sequence_expression';
    const matched = comma ? operands.at(-1) : (operands.find((operand) => !/^(?:0|''|""|``|false|null)$/.test(operand.text)) ?? operands.at(-1));
    return { details: { value: excerpt(value.text, 40), operator: comma ? ',' : '||', matched: `\`${excerpt(matched?.text ?? '', 20)}\`` } };
  },
  examples: {
    match: [
      "switch (method) {\n  case 'GET' || 'HEAD':\n    return read();\n  default:\n    return write();\n}",
      'switch (code) {\n  case 401, 403:\n    return deny();\n}',
    ],
    noMatch: ["switch (method) {\n  case 'GET':\n  case 'HEAD':\n    return read();\n}", 'switch (true) {\n  case a || b:\n    return run();\n}'],
  },
};
