import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf } from '../../../syntax/go/go-syntax.js';

/** The value of a decimal, hex, octal or binary integer literal; undefined for anything else. */
function integerValue(node: Node | null): bigint | undefined {
  if (node?.type !== 'int_literal') return undefined;
  const text = node.text.replace(/_/g, '');
  try {
    return BigInt(/^0[0-7]+$/.test(text) ? `0o${text.slice(1)}` : text.replace(/^0([oO])/, '0o'));
  } catch {
    return undefined;
  }
}

/** `Intn`, `Int63n`, `IntN`, `Uint64N`, … of math/rand and math/rand/v2: a number in [0, n). */
const BELOW = /^(Intn|Int31n|Int63n|IntN|Int32N|Int64N|UintN|Uint32N|Uint64N)$/;

function binaryHit(target: Node): Record<string, string> | undefined {
  const operator = target.childForFieldName('operator')?.text;
  const left = target.childForFieldName('left');
  const right = integerValue(target.childForFieldName('right'));
  const expression = excerpt(target.text, 40);
  if (operator === '%' && right === 1n) return { expression, why: 'every integer is a multiple of 1', fix: 'Use the modulus that was meant.' };
  const numerator = integerValue(left);
  if (operator !== '/' || numerator === undefined || right === undefined) return undefined;
  if (numerator <= 0n || numerator >= right) return undefined;
  return { expression, why: 'integer literals divide as integers and the fraction is dropped', fix: 'Write a float literal (`1.0 / 2`) for a fraction.' };
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `[
  (binary_expression operator: ["/" "%"] right: (int_literal))
  (call_expression function: (selector_expression field: (field_identifier) @function) arguments: (argument_list . (int_literal) .))
] @target`,
  textGate: /\d\s*\/\s*\d|%\s*1\b|N\(1\)|n\(1\)/,
  check: ({ target, captures }) => {
    if (target.type === 'binary_expression') {
      const details = binaryHit(target);
      return details ? { details } : false;
    }
    if (!BELOW.test(captures.function?.text ?? '') || integerValue(argumentsOf(target)[0] ?? null) !== 1n) return false;
    return {
      details: {
        expression: excerpt(target.text, 40),
        why: 'the result is below the bound, and the only such number is 0',
        fix: 'Pass the number of outcomes: `rand.Intn(2)` for 0 or 1.',
      },
    };
  },
  examples: {
    match: ['ratio := float64(1 / 3)', 'even := n % 1 == 0', 'if rand.Intn(1) == 0 {\n\tretry()\n}'],
    noMatch: ['ratio := 1.0 / 3', 'half := total / 2', 'even := n % 2 == 0', 'pick := rand.Intn(2)', 'x := 4 / 2', 'y := 0 / 5'],
  },
};
