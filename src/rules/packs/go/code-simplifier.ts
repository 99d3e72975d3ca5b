import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../excerpt.js';
import { longFunctionHit } from '../../function-length.js';
import { deepNestingHit } from '../../nesting-depth.js';
import type { FixTarget, LineEdit, RuleDefinition } from '../../rule-definition.js';
import { isFunction, isFunctionType } from './go-syntax.js';

/** Go that is harder to read than it needs to be: deep nesting, `== true`, long functions. */

const NESTING_TYPES = new Set([
  'if_statement',
  'for_statement',
  'expression_switch_statement',
  'type_switch_statement',
  'select_statement',
]);

/** Whether `node` (of `type`, under `parent` of `parentType`) is a level of nesting: `else if` continues its chain. */
function nestsAt(node: Node, type: string, parent: Node | null, parentType: string): boolean {
  if (!NESTING_TYPES.has(type)) return false;
  return !(type === 'if_statement' && parentType === 'if_statement' && (parent?.childForFieldName('alternative')?.equals(node) ?? false));
}

function isNestingLevel(node: Node): boolean {
  const parent = node.parent;
  return nestsAt(node, node.type, parent, parent?.type ?? '');
}

function nestingChain(node: Node): Node[] {
  const chain: Node[] = [];
  // Each node's type is read once: every question to a node is a call into the tree.
  for (let current: Node | null = node, type = node.type; current && !isFunctionType(type); ) {
    const parent: Node | null = current.parent;
    const parentType = parent?.type ?? '';
    if (nestsAt(current, type, parent, parentType)) chain.push(current);
    current = parent;
    type = parentType;
  }
  return chain;
}

/** A function by name; a method by receiver type and name, so `(a *A) Close` and `(b *B) Close` stay apart. */
function functionKey(fn: Node): string | undefined {
  const name = fn.childForFieldName('name')?.text;
  if (name === undefined) return undefined;
  const receiver = fn.childForFieldName('receiver')?.text.replace(/\s+/g, '') ?? '';
  return `${receiver}${name}`;
}

const FUNCTION_PARTS = { isFunction: isFunctionType, nameOf: functionKey };
const NESTING_SYNTAX = { types: [...NESTING_TYPES], chainOf: nestingChain, nameOf: functionKey };

/**
 * `if ready == true {` → `if ready {`, `if done != true {` → `if !done {`. Safe in Go, where the operand of
 * `== true` must already be a `bool`; limited to a plain name or selector on an `if`/`for` line.
 */
function dropBooleanLiteral(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  const match = /^(\s*(?:\} else )?(?:if|for) )([\w.]+(?:\(\))?) (==|!=) (true|false)( \{\s*)$/.exec(text);
  if (!match) return undefined;
  const [, head = '', operand = '', operator = '', literal = '', tail = ''] = match;
  const negate = (operator === '==') !== (literal === 'true');
  return { startLine: target.line, endLine: target.line, replacement: [`${head}${negate ? '!' : ''}${operand}${tail}`] };
}

export const goCodeSimplifierRules: readonly RuleDefinition[] = [
  {
    id: 'simplify/deep-nesting',
    agent: 'code-simplifier',
    dimension: 'readability',
    severity: 'info',
    confidence: 70,
    languages: ['go'],
    category: 'complexity',
    message: '`{{statement}}` is nested {{depth}} levels deep in {{function}}.',
    recommendation: 'Flatten with guard clauses and early returns (`continue` in loops), or extract the inner block into a well-named function.',
    query: '[(if_statement) (for_statement) (expression_switch_statement) (type_switch_statement) (select_statement)] @target',
    check: ({ target, context }) => {
      const enclosing = (): Node | undefined => {
        let fn: Node | null = target.parent;
        while (fn && !isFunction(fn)) fn = fn.parent;
        return fn ?? undefined;
      };
      const hit = isNestingLevel(target) && deepNestingHit(target, enclosing, NESTING_SYNTAX, context);
      if (!hit) return false;
      const name = hit.fn?.childForFieldName('name')?.text;
      return {
        confidence: hit.confidence,
        details: {
          statement: target.children[0]?.text ?? target.type,
          depth: String(hit.depth),
          function: name ? `\`${name}\`` : 'an anonymous function',
        },
      };
    },
    examples: {
      match: [
        'func sync(items []Item) {\n\tfor _, item := range items {\n\t\tif item.Enabled {\n\t\t\tswitch item.Kind {\n\t\t\tcase "a":\n\t\t\t\tfor item.Pending() {\n\t\t\t\t\tif item.Retry {\n\t\t\t\t\t\tretry(item)\n\t\t\t\t\t}\n\t\t\t\t}\n\t\t\t}\n\t\t}\n\t}\n}',
      ],
      noMatch: [
        'func grade(score int) string {\n\tif score > 90 {\n\t\treturn "A"\n\t} else if score > 80 {\n\t\treturn "B"\n\t} else if score > 70 {\n\t\treturn "C"\n\t} else if score > 60 {\n\t\treturn "D"\n\t} else if score > 50 {\n\t\treturn "E"\n\t}\n\treturn "F"\n}',
      ],
    },
  },
  {
    id: 'simplify/boolean-literal-comparison',
    agent: 'code-simplifier',
    dimension: 'readability',
    // A style point: readers and tools see the same condition either way.
    severity: 'info',
    confidence: 90,
    languages: ['go'],
    category: 'complexity',
    message: 'Comparison of `{{operand}}` with `{{literal}}`; use the boolean directly.',
    recommendation: 'Write `if done` / `if !done` instead of comparing with `true`/`false`.',
    query: `(binary_expression left: (_) @operand operator: ["==" "!="] right: [(true) (false)] @literal) @target
      (binary_expression left: [(true) (false)] @literal operator: ["==" "!="] right: (_) @operand) @target`,
    check: ({ captures }) => {
      const operand = captures.operand;
      if (!operand || operand.type === 'true' || operand.type === 'false') return false;
      return { details: { operand: excerpt(operand.text, 40) } };
    },
    fix: dropBooleanLiteral,
    examples: {
      match: ['func run() {\n\tif ready == true {\n\t\tstart()\n\t}\n}', 'func run() {\n\tfor queue.Empty() != false {\n\t\twait()\n\t}\n}'],
      noMatch: ['func run() {\n\tif ready {\n\t\tstart()\n\t}\n}', 'func run() bool {\n\treturn count == 0\n}'],
    },
  },
  {
    id: 'simplify/long-function',
    agent: 'code-simplifier',
    dimension: 'readability',
    severity: 'info',
    confidence: 70,
    languages: ['go'],
    files: 'source',
    category: 'complexity',
    message: '{{name}} is {{lines}} lines long (over {{limit}}), not counting long nested function literals.',
    recommendation: 'Split it into well-named steps: extract the blocks that each do one thing into their own functions.',
    query: '[(function_declaration) (method_declaration) (func_literal)] @target',
    check: ({ target, context }) => {
      const name = () => {
        const own = target.childForFieldName('name')?.text;
        return own ? `\`${own}\`` : 'This function literal';
      };
      return longFunctionHit(target, FUNCTION_PARTS, name, context);
    },
    examples: {
      match: [`func migrate(db *DB) {\n${Array.from({ length: 85 }, (_, index) => `\tdb.Step${index}()`).join('\n')}\n}`],
      noMatch: [`func migrate(db *DB) {\n${Array.from({ length: 40 }, (_, index) => `\tdb.Step${index}()`).join('\n')}\n}`],
    },
  },
];
