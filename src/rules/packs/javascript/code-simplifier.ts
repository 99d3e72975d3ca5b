import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../language.js';
import { longFunctionHit } from '../../function-length.js';
import type { RuleDefinition } from '../../rule-definition.js';
import { excerpt } from '../../excerpt.js';
import { calleePath, enclosingFunction, functionName, isFunction, unwrapParentheses } from './javascript-syntax.js';

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
const MAX_NESTING_DEPTH = 4; // beyond four levels a reader can no longer hold every enclosing condition in mind

/** `else if` continues its chain rather than nesting. */
function isNestingLevel(node: Node): boolean {
  return NESTING_TYPES.has(node.type) && !(node.type === 'if_statement' && node.parent?.type === 'else_clause');
}

/** The nesting statements enclosing `node` within its function, innermost first (including `node`). */
function nestingChain(node: Node): Node[] {
  const chain: Node[] = [];
  for (let current: Node | null = node; current && !isFunction(current); current = current.parent) {
    if (isNestingLevel(current)) chain.push(current);
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

const COMPARISON_OPERATORS = new Set(['===', '!==', '==', '!=', '<', '<=', '>', '>=', 'instanceof', 'in', '&&', '||']);
const PREDICATE_NAME = /^(is|has|can|should|was|were|did|does)[A-Z_]/;

/** How sure we are the operand is already a boolean (without types, `x === true` may be a deliberate narrowing). */
function booleanCertainty(operand: Node): number {
  const node = unwrapParentheses(operand);
  if (node.type === 'unary_expression' && node.childForFieldName('operator')?.text === '!') return 90;
  if (node.type === 'binary_expression' && COMPARISON_OPERATORS.has(node.childForFieldName('operator')?.text ?? '')) {
    return 90;
  }
  const name = node.type === 'call_expression' ? calleePath(node).at(-1) : undefined;
  return name !== undefined && PREDICATE_NAME.test(name) ? 80 : 60;
}

/** Markup is declarative: a component's JSX does not make its logic longer. */
const FUNCTION_PARTS = { isFunction, isIgnored: (node: Node) => node.type === 'jsx_element' || node.type === 'jsx_fragment' };

export const javascriptCodeSimplifierRules: readonly RuleDefinition[] = [
  {
    id: 'simplify/nested-ternary',
    agent: 'code-simplifier',
    dimension: 'readability',
    severity: 'low',
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
      // `a ? x : b ? y : z` reads top to bottom like else-if; many teams accept it.
      if (alternative && unwrapParentheses(alternative).type === 'ternary_expression') return { confidence: 70 };
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
    severity: 'low',
    confidence: 80,
    languages: JS_FAMILY,
    category: 'complexity',
    message: '`{{statement}}` is nested {{depth}} levels deep in {{function}}.',
    recommendation:
      'Flatten with guard clauses and early returns (`continue` in loops), or extract the inner block into a well-named function.',
    query: `[(if_statement) (for_statement) (for_in_statement) (while_statement) (do_statement)
      (switch_statement) (try_statement)] @target`,
    check: ({ target, context }) => {
      const chain = nestingChain(target);
      if (!isNestingLevel(target) || chain.length <= MAX_NESTING_DEPTH) return false;
      // Report once per over-deep block: at the outermost too-deep statement that this change touched.
      const outerTooDeep = chain.slice(1, chain.length - MAX_NESTING_DEPTH);
      if (outerTooDeep.some((node) => context.isChanged(node.startPosition.row + 1))) return false;
      const fn = enclosingFunction(target);
      const name = fn ? functionName(fn) : undefined;
      return {
        details: {
          statement: target.children[0]?.text ?? target.type,
          depth: String(chain.length),
          function: fn ? (name ? `\`${name}\`` : 'an anonymous function') : 'top-level code',
        },
      };
    },
    examples: {
      match: [
        [
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
        ].join('\n'),
      ],
      noMatch: [
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
    query: `(binary_expression
        left: (_) @operand operator: ["===" "!==" "==" "!="] @operator right: [(true) (false)] @literal) @target
      (binary_expression
        left: [(true) (false)] @literal operator: ["===" "!==" "==" "!="] @operator right: (_) @operand) @target`,
    check: ({ captures }) => {
      const operand = captures.operand;
      if (!operand || operand.type === 'true' || operand.type === 'false') return false;
      // `=== true` may narrow `boolean | undefined` on purpose; loose `== true` never does (it converts first).
      const loose = captures.operator?.text === '==' || captures.operator?.text === '!=';
      return { confidence: loose ? 85 : booleanCertainty(operand), details: { operand: excerpt(operand.text, 40) } };
    },
    examples: {
      match: ['if (items.length > 0 === true) {\n  render(items);\n}', 'if (!isReady() == false) start();', 'if (flags.beta == true) enable();'],
      noMatch: ['if (ready) start();', 'const strict = options.strict === undefined;'],
    },
  },
  {
    id: 'simplify/long-function',
    agent: 'code-simplifier',
    dimension: 'readability',
    severity: 'low',
    confidence: 80,
    languages: JS_FAMILY,
    // Test suites are long by nature: a `describe` callback holds every test of a unit.
    files: 'source',
    category: 'complexity',
    message: '{{name}} is {{lines}} lines long (over {{limit}}), not counting JSX markup and long nested functions.',
    recommendation: 'Split it into well-named steps: extract the blocks that each do one thing into their own functions.',
    query: '[(function_declaration) (generator_function_declaration) (function_expression) (arrow_function) (method_definition)] @target',
    check: ({ target, context }) => {
      const name = functionName(target);
      return longFunctionHit(target, FUNCTION_PARTS, name ? `\`${name}\`` : 'This anonymous function', context);
    },
    examples: {
      match: [
        `export function migrate(db) {\n${Array.from({ length: 85 }, (_, index) => `  db.step${index}();`).join('\n')}\n}`,
        `export function register(app) {\n  app.use(function handler(req) {\n${Array.from({ length: 60 }, (_, index) => `    req.step${index}();`).join('\n')}\n  });\n  app.use(function other(req) {\n${Array.from({ length: 60 }, (_, index) => `    req.step${index}();`).join('\n')}\n  });\n}`,
      ],
      noMatch: [
        `export function migrate(db) {\n${Array.from({ length: 40 }, (_, index) => `  db.step${index}();`).join('\n')}\n}`,
      ],
    },
  },
];

