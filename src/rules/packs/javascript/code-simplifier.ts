import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../../diff/language.js';
import { longFunctionHit } from '../../function-length.js';
import { deepNestingHit } from '../../nesting-depth.js';
import { perFile } from '../../per-file.js';
import type { RuleContext, RuleDefinition } from '../../rule-definition.js';
import { excerpt } from '../../excerpt.js';
import { enclosingFunction, functionName, isFunctionType, unwrapParentheses } from './javascript-syntax.js';

/** Code that is harder to read than it needs to be: nested ternaries, deep nesting, `=== true`, long functions. */

const NESTING_TYPES = new Set([
  'if_statement',
  'for_statement',
  'for_in_statement',
  'while_statement',
  'do_statement',
  'switch_statement',
  'try_statement',
]);

/** Whether a node of `type` under a parent of `parentType` is a level of nesting: `else if` continues its chain. */
function nestsAt(type: string, parentType: string | undefined): boolean {
  return NESTING_TYPES.has(type) && !(type === 'if_statement' && parentType === 'else_clause');
}

function isNestingLevel(node: Node): boolean {
  return nestsAt(node.type, node.parent?.type);
}

/** The nesting statements enclosing `node` within its function, innermost first (including `node`). */
function nestingChain(node: Node): Node[] {
  const chain: Node[] = [];
  // Each node's type is read once: every question to a node is a call into the tree.
  for (let current: Node | null = node, type = node.type; current && !isFunctionType(type); ) {
    const parent: Node | null = current.parent;
    const parentType = parent?.type ?? '';
    if (nestsAt(type, parentType)) chain.push(current);
    current = parent;
    type = parentType;
  }
  return chain;
}

function isTernaryBranch(node: Node): boolean {
  let child = node;
  let parent = node.parent;
  while (parent?.type === 'parenthesized_expression') {
    child = parent;
    parent = parent.parent;
  }
  if (parent?.type !== 'ternary_expression') return false;
  return !parent.childForFieldName('condition')?.equals(child);
}

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
  const declarations = context.root.descendantsOfType(['variable_declarator', 'required_parameter', 'optional_parameter', 'public_field_definition', 'property_signature']);
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

/** Markup is declarative: a component's JSX does not make its logic longer. */
const FUNCTION_PARTS = { isFunction: isFunctionType, isIgnored: (type: string) => type === 'jsx_element' || type === 'jsx_fragment', nameOf: functionName };

const NESTING_SYNTAX = {
  types: [...NESTING_TYPES],
  chainOf: nestingChain,
  nameOf: functionName,
};

/** Six levels deep: the deep-nesting example, before and after a change. */
const DEEP_SYNC = [
  'function sync(items) {',
  '  for (const item of items) {',
  '    if (item.enabled) {',
  '      try {',
  '        while (item.pending) {',
  '          if (item.retry) {',
  '            retry(item);',
  '          }',
  '        }',
  '      } catch (error) {',
  '        report(error);',
  '      }',
  '    }',
  '  }',
  '}',
].join('\n');

export const javascriptCodeSimplifierRules: readonly RuleDefinition[] = [
  {
    id: 'simplify/nested-ternary',
    agent: 'code-simplifier',
    dimension: 'readability',
    severity: 'info',
    confidence: 85,
    languages: JS_FAMILY,
    category: 'complexity',
    message: 'Nested ternary `{{target}}` packs several decisions into one expression.',
    recommendation: 'Use `if`/`else` (or an early return), a `switch`, or a lookup table; name intermediate results.',
    query: '(ternary_expression) @target',
    check: ({ target }) => {
      // The outermost ternary reports the whole nest.
      if (isTernaryBranch(target)) return false;
      const consequence = target.childForFieldName('consequence');
      const alternative = target.childForFieldName('alternative');
      if (consequence && unwrapParentheses(consequence).type === 'ternary_expression') return true;
      // `a ? x : b ? y : z` reads top to bottom like else-if and many teams accept it: still nested, a little less surely worth a change.
      if (alternative && unwrapParentheses(alternative).type === 'ternary_expression') return { confidence: 80 };
      return false;
    },
    examples: {
      match: [
        "const label = isAdmin ? (isOwner ? 'owner' : 'admin') : 'member';",
        "const size = n < 10 ? 'small' : n < 100 ? 'medium' : 'large';",
      ],
      noMatch: ["const label = isAdmin ? 'admin' : 'member';", 'const value = (ready ? a : b) ?? fallback;'],
    },
  },
  {
    id: 'simplify/deep-nesting',
    agent: 'code-simplifier',
    dimension: 'readability',
    severity: 'info',
    confidence: 70,
    languages: JS_FAMILY,
    category: 'complexity',
    message: '`{{statement}}` is nested {{depth}} levels deep in {{function}}.',
    recommendation:
      'Flatten with guard clauses and early returns (`continue` in loops), or extract the inner block into a well-named function.',
    query: `[(if_statement) (for_statement) (for_in_statement) (while_statement) (do_statement)
      (switch_statement) (try_statement)] @target`,
    check: ({ target, context }) => {
      const hit = isNestingLevel(target) && deepNestingHit(target, () => enclosingFunction(target), NESTING_SYNTAX, context);
      if (!hit) return false;
      const { fn } = hit;
      const name = fn ? functionName(fn) : undefined;
      return {
        confidence: hit.confidence,
        details: {
          statement: target.children[0]?.text ?? target.type,
          depth: String(hit.depth),
          function: fn ? (name ? `\`${name}\`` : 'an anonymous function') : 'top-level code',
        },
      };
    },
    examples: {
      match: [
        DEEP_SYNC,
      ],
      noMatch: [
        // Already this deep before the change, which only edited the inner condition.
        { before: DEEP_SYNC, after: DEEP_SYNC.replace('if (item.retry)', 'if (item.retry && !item.done)') },
        [
          'function grade(score) {',
          '  if (score > 90) {',
          '    return "A";',
          '  } else if (score > 80) {',
          '    return "B";',
          '  } else if (score > 70) {',
          '    return "C";',
          '  } else if (score > 60) {',
          '    return "D";',
          '  } else if (score > 50) {',
          '    return "E";',
          '  }',
          '  return "F";',
          '}',
        ].join('\n'),
        [
          'function outer(rows) {',
          '  for (const row of rows) {',
          '    if (row) {',
          '      rows.forEach((cell) => {',
          '        if (cell) {',
          '          for (const part of cell) {',
          '            use(part);',
          '          }',
          '        }',
          '      });',
          '    }',
          '  }',
          '}',
        ].join('\n'),
      ],
    },
  },
  {
    id: 'simplify/boolean-literal-comparison',
    agent: 'code-simplifier',
    dimension: 'readability',
    severity: 'low',
    confidence: 60,
    languages: JS_FAMILY,
    category: 'complexity',
    message: 'Comparison of `{{operand}}` with `{{literal}}`; use the boolean directly.',
    recommendation: 'Write `if (done)` / `if (!done)` instead of comparing with `true`/`false`, once the value is known to be a boolean.',
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
  },
  {
    id: 'simplify/long-function',
    agent: 'code-simplifier',
    dimension: 'readability',
    severity: 'info',
    confidence: 70,
    languages: JS_FAMILY,
    // Test suites are long by nature: a `describe` callback holds every test of a unit.
    files: 'source',
    category: 'complexity',
    message: '{{name}} is {{lines}} lines long (over {{limit}}), not counting JSX markup and long nested functions.',
    recommendation: 'Split it into well-named steps: extract the blocks that each do one thing into their own functions.',
    query: '[(function_declaration) (generator_function_declaration) (function_expression) (arrow_function) (method_definition)] @target',
    check: ({ target, context }) => {
      const name = () => {
        const own = functionName(target);
        return own ? `\`${own}\`` : 'This anonymous function';
      };
      return longFunctionHit(target, FUNCTION_PARTS, name, context);
    },
    examples: {
      match: [
        `export function migrate(db) {\n${Array.from({ length: 85 }, (_, index) => `  db.step${index}();`).join('\n')}\n}`,
        `export function register(app) {\n  app.use(function handler(req) {\n${Array.from({ length: 60 }, (_, index) => `    req.step${index}();`).join('\n')}\n  });\n  app.use(function other(req) {\n${Array.from({ length: 60 }, (_, index) => `    req.step${index}();`).join('\n')}\n  });\n}`,
      ],
      noMatch: [
        `export function migrate(db) {\n${Array.from({ length: 40 }, (_, index) => `  db.step${index}();`).join('\n')}\n}`,
        // Already long before the change, which only touched one line of it.
        {
          before: `export function migrate(db) {\n${Array.from({ length: 85 }, (_, index) => `  db.step${index}();`).join('\n')}\n}`,
          after: `export function migrate(db) {\n${Array.from({ length: 85 }, (_, index) => `  db.step${index}(${index === 40 ? 'true' : ''});`).join('\n')}\n}`,
        },
        // A long template and doc comments are text, not logic.
        `export function page(title) {\n  /**\n${Array.from({ length: 30 }, () => '   * Renders the page.').join('\n')}\n   */\n  const html = \`\n${Array.from({ length: 40 }, (_, index) => `    <p>line ${index}</p>`).join('\n')}\n  \`;\n${Array.from({ length: 30 }, (_, index) => `  step${index}();`).join('\n')}\n  return html;\n}`,
      ],
    },
  },
];

