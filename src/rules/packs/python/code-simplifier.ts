import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../excerpt.js';
import { longFunctionHit } from '../../function-length.js';
import { deepNestingHit } from '../../nesting-depth.js';
import type { FunctionParts } from '../../function-length.js';
import type { RuleDefinition } from '../../rule-definition.js';
import { docstringOf, unwrapParentheses } from './python-syntax.js';

/** Python that is harder to read than it needs to be: nested conditionals, deep nesting, `== True`, long functions. */

const NESTING_TYPES = new Set(['if_statement', 'for_statement', 'while_statement', 'try_statement', 'with_statement', 'match_statement']);
const SCOPE_TYPES = new Set(['function_definition', 'lambda', 'class_definition']);

/** The nesting statements enclosing `node` within its function, innermost first (including `node`). */
function nestingChain(node: Node): Node[] {
  const chain: Node[] = [];
  for (let current: Node | null = node; current; current = current.parent) {
    // Read once: every question to a node is a call into the tree.
    const type = current.type;
    if (SCOPE_TYPES.has(type)) break;
    if (NESTING_TYPES.has(type)) chain.push(current);
  }
  return chain;
}

/** `a if c else b`: the consequence and alternative, around the condition. */
function branchesOf(conditional: Node): { consequence?: Node; alternative?: Node } {
  const [consequence, , alternative] = conditional.namedChildren.filter((child) => child.type !== 'comment');
  return { consequence, alternative };
}

function isConditionalBranch(node: Node): boolean {
  let child = node;
  let parent = node.parent;
  while (parent?.type === 'parenthesized_expression') {
    child = parent;
    parent = parent.parent;
  }
  if (parent?.type !== 'conditional_expression') return false;
  const { consequence, alternative } = branchesOf(parent);
  return (consequence?.equals(child) ?? false) || (alternative?.equals(child) ?? false);
}

/** Whether an expression is (part of) the condition of an `if`, `elif`, `while`, conditional expression or `assert`. */
function isCondition(node: Node): boolean {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === 'parenthesized_expression' || parent.type === 'not_operator' || parent.type === 'boolean_operator') continue;
    if (parent.type === 'assert_statement') return parent.namedChildren[0]?.equals(child) ?? false;
    if (parent.type === 'conditional_expression') return parent.namedChildren[1]?.equals(child) ?? false;
    return ['if_statement', 'elif_clause', 'while_statement'].includes(parent.type) && (parent.childForFieldName('condition')?.equals(child) ?? false);
  }
  return false;
}

/** A docstring is documentation, not logic; it is looked up only for a function long enough to need it. */
function partsOf(fn: Node): FunctionParts {
  let docstring: { statement: Node | null | undefined } | undefined;
  return {
    isFunction: (type) => SCOPE_TYPES.has(type) || type === 'decorated_definition',
    isIgnored: (type, node) => {
      if (type !== 'expression_statement') return false;
      docstring ??= { statement: docstringOf(fn)?.parent };
      return docstring.statement?.equals(node()) ?? false;
    },
    nameOf: functionKey,
  };
}

/** A function by its name and the names of the functions and classes around it (`Cart.total`). */
function functionKey(fn: Node): string | undefined {
  const names: string[] = [];
  for (let node: Node | null = fn; node; node = node.parent) {
    const name = SCOPE_TYPES.has(node.type) ? node.childForFieldName('name')?.text : undefined;
    if (name) names.unshift(name);
  }
  return names.length > 0 ? names.join('.') : undefined;
}

const NESTING_SYNTAX = { types: [...NESTING_TYPES], chainOf: nestingChain, nameOf: functionKey };

export const pythonCodeSimplifierRules: readonly RuleDefinition[] = [
  {
    id: 'simplify/nested-ternary',
    agent: 'code-simplifier',
    dimension: 'readability',
    severity: 'info',
    confidence: 85,
    languages: ['python'],
    category: 'complexity',
    message: 'Nested conditional expression `{{target}}` packs several decisions into one expression.',
    recommendation: 'Use `if`/`elif`/`else` statements (or an early return), a dict lookup, or name the intermediate results.',
    query: '(conditional_expression) @target',
    check: ({ target }) => {
      // The outermost conditional reports the whole nest.
      if (isConditionalBranch(target)) return false;
      const { consequence, alternative } = branchesOf(target);
      if (consequence && unwrapParentheses(consequence).type === 'conditional_expression') return true;
      // `a if x else b if y else c` reads top to bottom like elif and many teams accept it: still nested, a little less surely worth a change.
      if (alternative && unwrapParentheses(alternative).type === 'conditional_expression') return { confidence: 80 };
      return false;
    },
    examples: {
      match: ['label = ("owner" if is_owner else "admin") if is_admin else "member"', 'size = "small" if n < 10 else "medium" if n < 100 else "large"'],
      noMatch: ['label = "admin" if is_admin else "member"', 'value = (a if ready else b) or fallback'],
    },
  },
  {
    id: 'simplify/deep-nesting',
    agent: 'code-simplifier',
    dimension: 'readability',
    severity: 'info',
    confidence: 70,
    languages: ['python'],
    category: 'complexity',
    message: '`{{statement}}` is nested {{depth}} levels deep in {{function}}.',
    recommendation: 'Flatten with guard clauses and early returns (`continue` in loops), or extract the inner block into a well-named function.',
    query: '[(if_statement) (for_statement) (while_statement) (try_statement) (with_statement) (match_statement)] @target',
    check: ({ target, context }) => {
      const enclosing = (): Node | undefined => {
        let fn: Node | null = target.parent;
        while (fn && fn.type !== 'function_definition') fn = fn.parent;
        return fn ?? undefined;
      };
      const hit = deepNestingHit(target, enclosing, NESTING_SYNTAX, context);
      if (!hit) return false;
      const name = hit.fn?.childForFieldName('name')?.text;
      return {
        confidence: hit.confidence,
        details: {
          statement: target.children[0]?.text ?? target.type,
          depth: String(hit.depth),
          function: name ? `\`${name}\`` : 'module-level code',
        },
      };
    },
    examples: {
      match: [
        'def sync(items):\n    for item in items:\n        if item.enabled:\n            try:\n                while item.pending:\n                    if item.retry:\n                        retry(item)\n            except IOError:\n                report(item)',
      ],
      noMatch: [
        'def grade(score):\n    if score > 90:\n        return "A"\n    elif score > 80:\n        return "B"\n    elif score > 70:\n        return "C"\n    elif score > 60:\n        return "D"\n    return "F"',
        'def outer(rows):\n    for row in rows:\n        if row:\n            def each(cell):\n                if cell:\n                    for part in cell:\n                        use(part)\n            each(row)',
      ],
    },
  },
  {
    id: 'simplify/boolean-literal-comparison',
    agent: 'code-simplifier',
    dimension: 'readability',
    // A style point: readers and tools see the same condition either way.
    severity: 'info',
    confidence: 85,
    languages: ['python'],
    category: 'complexity',
    message: 'Condition compares `{{operand}}` with `{{literal}}`; test the value directly.',
    recommendation: 'Write `if done:` / `if not done:` instead of comparing with `True`/`False` (or `is True` when only the `True` object itself will do).',
    query: '(comparison_operator [(true) (false)] @literal) @target',
    check: ({ target, captures }) => {
      const operands = target.namedChildren.filter((child) => child.type !== 'comment');
      const operators = target.childrenForFieldName('operators').map((operator) => operator.text);
      // `Model.active == True` in an ORM filter builds a query; only conditions are plain booleans.
      if (operands.length !== 2 || !['==', '!='].includes(operators[0] ?? '') || !isCondition(target)) return false;
      const operand = operands.find((child) => child.type !== 'true' && child.type !== 'false');
      return operand ? { details: { operand: excerpt(operand.text, 40), literal: captures.literal?.text ?? 'True' } } : false;
    },
    examples: {
      match: ['if is_ready() == True:\n    start()', 'while queue.empty() != False:\n    wait()'],
      noMatch: ['query = session.query(User).filter(User.active == True)', 'if flag is True:\n    start()', 'if ready:\n    start()'],
    },
  },
  {
    id: 'simplify/long-function',
    agent: 'code-simplifier',
    dimension: 'readability',
    severity: 'info',
    confidence: 70,
    languages: ['python'],
    files: 'source',
    category: 'complexity',
    message: '{{name}} is {{lines}} lines long (over {{limit}}), not counting its docstring and long nested functions.',
    recommendation: 'Split it into well-named steps: extract the blocks that each do one thing into their own functions.',
    query: '(function_definition) @target',
    check: ({ target, context }) => {
      const name = () => {
        const own = target.childForFieldName('name')?.text;
        return own ? `\`${own}\`` : 'This function';
      };
      return longFunctionHit(target, partsOf(target), name, context);
    },
    examples: {
      match: [`def migrate(db):\n${Array.from({ length: 85 }, (_, index) => `    db.step_${index}()`).join('\n')}`],
      noMatch: [
        `def migrate(db):\n${Array.from({ length: 40 }, (_, index) => `    db.step_${index}()`).join('\n')}`,
        `def migrate(db):\n    """\n${Array.from({ length: 30 }, (_, index) => `    Step ${index} of the migration.`).join('\n')}\n    """\n${Array.from({ length: 60 }, (_, index) => `    db.step_${index}()`).join('\n')}`,
      ],
    },
  },
];
