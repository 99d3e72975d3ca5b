import type { Node } from 'web-tree-sitter';
import { changedLineOf } from '../../changed-line-of.js';
import { excerpt } from '../../excerpt.js';
import type { FixTarget, LineEdit, RuleDefinition } from '../../rule-definition.js';
import { goFlowBugRules } from './flow-bug-patterns.js';
import { goParallelSlipRule } from './parallel-slip.js';
import { goLoopVariableCaptureRule } from './loop-variable-capture.js';
import { sameCode, tokensOf } from '../../same-code.js';
import { hasSideEffects, isStableValue } from './same-code.js';
import { argumentsOf, enclosingFunction, hasComment, statementsOf } from './go-syntax.js';

/**
 * Copy-paste slips in Go that are almost never meant: a condition tested twice in one chain, branches that do
 * the same thing, an operator between a value and itself, a value assigned to itself. In the spirit of
 * staticcheck's SA4000/SA4018 and SonarJS's bug rules; each reports only where the change wrote one of the parts.
 */

const line = (node: Node): number => node.startPosition.row + 1;

/** The links of an if/else-if chain from its first `if`: each condition and whether it declares its own names. */
function chainOf(first: Node): Array<{ node: Node; condition: Node; declares: boolean }> {
  const links: Array<{ node: Node; condition: Node; declares: boolean }> = [];
  for (let current: Node | null = first; current?.type === 'if_statement'; current = current.childForFieldName('alternative')) {
    const condition = current.childForFieldName('condition');
    if (!condition) break;
    links.push({ node: current, condition, declares: current.childForFieldName('initializer') !== null });
  }
  return links;
}

/** Whether `node` is the `else if` of another `if`: its chain is judged from the first `if`. */
function continuesChain(node: Node): boolean {
  const parent = node.parent;
  return parent?.type === 'if_statement' && (parent.childForFieldName('alternative')?.equals(node) ?? false);
}

function receives(node: Node): boolean {
  return hasSideEffects(node) && node.descendantsOfType('unary_expression').some((inner) => inner.childForFieldName('operator')?.text === '<-');
}

/** The first repeated condition of a chain: the later link never runs. */
function repeatedCondition(first: Node): { earlier: Node; later: Node } | undefined {
  const links = chainOf(first);
  for (let later = 1; later < links.length; later += 1) {
    const candidate = links[later];
    if (!candidate || receives(candidate.condition)) continue;
    // A link with its own `x, ok := …; ok` reads new values: the same text tests something else.
    for (let earlier = later - 1; earlier >= 0 && !links[earlier + 1]?.declares; earlier -= 1) {
      const previous = links[earlier];
      if (previous && sameCode(previous.condition, candidate.condition)) return { earlier: previous.condition, later: candidate.condition };
    }
  }
  return undefined;
}

/** Case values of an expression switch, in order. */
function caseValues(switchStatement: Node): Array<{ value: Node; clause: Node }> {
  return switchStatement.namedChildren
    .filter((clause) => clause.type === 'expression_case')
    .flatMap((clause) => (clause.childForFieldName('value')?.namedChildren ?? []).filter((value) => value.type !== 'comment').map((value) => ({ value, clause })));
}

/** Whether a case clause ends in `fallthrough`: the next clause then runs for its values too, on purpose. */
function fallsThrough(clause: Node): boolean {
  return statementsOf(clause).at(-1)?.type === 'fallthrough_statement';
}

function repeatedCase(switchStatement: Node): { earlier: Node; later: Node } | undefined {
  const values = caseValues(switchStatement);
  for (let later = 1; later < values.length; later += 1) {
    const candidate = values[later];
    if (!candidate || receives(candidate.value)) continue;
    const earlier = values.slice(0, later).find(({ value }) => sameCode(value, candidate.value));
    if (earlier && !(fallsThrough(earlier.clause) && earlier.clause.nextNamedSibling?.equals(candidate.clause))) return { earlier: earlier.value, later: candidate.value };
  }
  return undefined;
}

/** Operators for which `x op x` is constant or just `x`: a slip for another operand. `+` and `*` are left out (`x*x` squares). */
const SELF_OPERATORS = new Set(['&&', '||', '-', '/', '%', '^', '&^', '&', '|', '<', '<=', '>', '>=', '==', '!=']);
/** `x != x` and `x == x` are how Go code tests a float for NaN without `math.IsNaN`. */
const NAN_TESTS = new Set(['==', '!=']);

/** An operand the rule can judge: no call or receive (two evaluations may differ), at least one name (not a literal sum). */
function judgeableOperand(node: Node): boolean {
  if (isStableValue(node)) return true;
  return !hasSideEffects(node) && (node.type === 'identifier' || node.descendantsOfType('identifier').length > 0) && node.type !== 'func_literal';
}

/** The blocks of a complete if/else chain (ending in `else`), else undefined. */
function branchesOf(first: Node): Node[] | undefined {
  const blocks: Node[] = [];
  for (let current: Node | null = first; current; ) {
    if (current.type === 'if_statement') {
      const consequence = current.childForFieldName('consequence');
      if (!consequence || current.childForFieldName('initializer')) return undefined;
      blocks.push(consequence);
      current = current.childForFieldName('alternative');
    } else if (current.type === 'block') {
      blocks.push(current);
      return blocks;
    } else {
      return undefined;
    }
  }
  return undefined;
}

/** `x = x` alone on its line: the line goes. */
function dropSelfAssignment(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  const match = /^\s*([\w.[\]"]+) = ([\w.[\]"]+)\s*$/.exec(text);
  if (!match || match[1] !== match[2]) return undefined;
  return { startLine: target.line, endLine: target.line, replacement: [] };
}

/** The verbs of a `fmt` format in order (`%%` left out); undefined when an argument index or `*` makes the order unclear. */
function formatVerbs(format: string): string[] | undefined {
  const verbs: string[] = [];
  for (const match of format.replace(/%%/g, '').matchAll(/%([-+# 0-9.[\]*]*)([a-zA-Z])/g)) {
    if (/[[*]/.test(match[1] ?? '')) return undefined;
    verbs.push(match[2] ?? '');
  }
  return verbs;
}

/** Whether `name` is a parameter of `fn` declared with a type other than `error` (`err any`, `err string`). */
function declaredNotError(fn: Node | undefined, name: string): boolean {
  const parameters = fn?.childForFieldName('parameters')?.namedChildren ?? [];
  const declared = parameters.find((parameter) => parameter.childrenForFieldName('name').some((candidate) => candidate.text === name));
  const type = declared?.childForFieldName('type')?.text;
  return type !== undefined && type !== 'error';
}

/** A name that holds an error: `err`, `err2`, `readErr`; not `errMsg` or `errCount`. */
const ERROR_VALUE = /^(err\d*|[a-z]\w*Err)$/;

/** The arguments after a format on one line (`, path, err)` → ['path', 'err']), split at top-level commas. */
function argumentsAfter(rest: string): string[] | undefined {
  const values: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of rest) {
    if (character === '(' || character === '[' || character === '{') depth += 1;
    if (character === ')' || character === ']' || character === '}') {
      if (depth === 0) return [...values, current.trim()].slice(1);
      depth -= 1;
    }
    if (character === ',' && depth === 0) {
      values.push(current.trim());
      current = '';
    } else {
      current += character;
    }
  }
  return undefined;
}

/** `%v` → `%w` for the error argument, when the line holds one `fmt.Errorf` with its format and arguments. */
function wrapWithW(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  const match = /fmt\.Errorf\("((?:[^"\\]|\\.)*)"/.exec(text);
  if (text.split('fmt.Errorf(').length !== 2 || !match) return undefined;
  const format = match[1] ?? '';
  const values = argumentsAfter(text.slice(match.index + match[0].length));
  const verbs = [...format.replace(/%%/g, '  ').matchAll(/%[-+# 0-9.]*([a-zA-Z])/g)];
  const index = values?.findIndex((value) => ERROR_VALUE.test(value)) ?? -1;
  const verb = verbs[index];
  if (!values || verbs.length !== values.length || !verb || verb.index === undefined || !/[vs]/.test(verb[1] ?? '')) return undefined;
  const at = match.index + 'fmt.Errorf("'.length + verb.index + verb[0].length - 1;
  return { startLine: target.line, endLine: target.line, replacement: [`${text.slice(0, at)}w${text.slice(at + 1)}`] };
}

export const goBugPatternRules: readonly RuleDefinition[] = [
  {
    id: 'review/identical-condition',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 90,
    languages: ['go'],
    category: 'logic',
    message: '`{{condition}}` is already tested on line {{earlier}}: {{what}} never runs, and the case it was written for is not handled.',
    recommendation: 'Test what this branch was meant for (often a neighbouring field or value of the copied line), or remove the dead branch.',
    query: `(if_statement) @target
      (expression_switch_statement) @target`,
    check: ({ target, context }) => {
      if (target.type === 'if_statement' && continuesChain(target)) return false;
      const repeated = target.type === 'if_statement' ? repeatedCondition(target) : repeatedCase(target);
      if (!repeated) return false;
      const { earlier, later } = repeated;
      // Only a change that wrote one of the two reports it.
      const at = changedLineOf(context, later, earlier);
      return {
        line: at,
        details: { condition: excerpt(later.text, 50), earlier: String(line(earlier)), what: target.type === 'if_statement' ? `the branch on line ${line(later)}` : `the \`case\` on line ${line(later)}` },
        ...(hasSideEffects(later) ? { confidence: 85 } : {}),
      };
    },
    examples: {
      match: [
        'func kind(r rune) string {\n\tif unicode.IsDigit(r) {\n\t\treturn "digit"\n\t} else if unicode.IsLetter(r) {\n\t\treturn "letter"\n\t} else if unicode.IsDigit(r) {\n\t\treturn "number"\n\t}\n\treturn ""\n}',
        'func level(n int) string {\n\tswitch {\n\tcase n > 100:\n\t\treturn "high"\n\tcase n > 10:\n\t\treturn "mid"\n\tcase n > 100:\n\t\treturn "top"\n\t}\n\treturn "low"\n}',
      ],
      noMatch: [
        'func kind(r rune) string {\n\tif unicode.IsDigit(r) {\n\t\treturn "digit"\n\t} else if unicode.IsLetter(r) {\n\t\treturn "letter"\n\t}\n\treturn ""\n}',
        'func lookup(a, b map[string]int, k string) int {\n\tif v, ok := a[k]; ok {\n\t\treturn v\n\t} else if v, ok := b[k]; ok {\n\t\treturn v\n\t}\n\treturn 0\n}',
        'func next(ch chan bool) int {\n\tswitch {\n\tcase <-ch:\n\t\treturn 1\n\tcase <-ch:\n\t\treturn 2\n\t}\n\treturn 0\n}',
        'func listen(o *Options) {\n\tswitch {\n\tcase o.IsSocketOpts():\n\t\tsetup(o)\n\t\tfallthrough\n\tcase o.IsTimeout(), o.IsSocketOpts():\n\t\twrap(o)\n\t}\n}',
        {
          before: 'func kind(r rune) string {\n\tif unicode.IsDigit(r) {\n\t\treturn "digit"\n\t} else if unicode.IsDigit(r) {\n\t\treturn "number"\n\t}\n\treturn ""\n}',
          after: 'func kind(r rune) string {\n\tif unicode.IsDigit(r) {\n\t\treturn "digit"\n\t} else if unicode.IsDigit(r) {\n\t\treturn "numeral"\n\t}\n\treturn ""\n}',
        },
      ],
    },
  },
  {
    id: 'review/identical-branches',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 80,
    languages: ['go'],
    category: 'logic',
    message: 'Every branch of this `if`/`else` does the same thing, so `{{condition}}` changes nothing: one branch was probably meant to differ.',
    recommendation: 'Write what the other branch should do; if both really are the same, drop the `if` and keep one copy.',
    query: '(if_statement alternative: (_)) @target',
    check: ({ target, context }) => {
      if (continuesChain(target)) return false;
      const branches = branchesOf(target);
      const [first, ...others] = branches ?? [];
      // A comment in a branch says the sameness is known ("both cases are sent as push notifications").
      if (!first || others.length === 0 || statementsOf(first).length === 0 || branches?.some(hasComment)) return false;
      const tokens = tokensOf(first);
      if (!others.every((other) => tokensOf(other) === tokens)) return false;
      const condition = target.childForFieldName('condition');
      const firstStatements = [...others.reverse(), first].map((branch) => statementsOf(branch)[0] ?? branch);
      return { line: changedLineOf(context, ...firstStatements), details: { condition: excerpt(condition?.text ?? '', 40) } };
    },
    examples: {
      match: ['func mode(debug bool) int {\n\tif debug {\n\t\treturn levelInfo\n\t} else {\n\t\treturn levelInfo\n\t}\n}'],
      noMatch: [
        'func mode(debug bool) int {\n\tif debug {\n\t\treturn levelDebug\n\t} else {\n\t\treturn levelInfo\n\t}\n}',
        'func mode(debug bool) {\n\tif debug {\n\t} else {\n\t}\n}',
        'func mode(debug bool) int {\n\tif debug {\n\t\treturn levelInfo\n\t} else if verbose {\n\t\treturn levelDebug\n\t} else {\n\t\treturn levelInfo\n\t}\n}',
      ],
    },
  },
  {
    id: 'review/identical-operands',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 90,
    languages: ['go'],
    category: 'logic',
    message: '`{{target}}` has the same operand on both sides of `{{operator}}`: {{outcome}}; one side was probably meant to be something else.',
    recommendation: 'Compare or combine the values you meant (often the neighbouring field or the other variable of a pair).',
    query: '(binary_expression) @target',
    check: ({ target }) => {
      const operator = target.childForFieldName('operator')?.text ?? '';
      const left = target.childForFieldName('left');
      const right = target.childForFieldName('right');
      if (!SELF_OPERATORS.has(operator) || !left || !right || !sameCode(left, right) || !judgeableOperand(left)) return false;
      const outcome = ['&&', '||', '&', '|'].includes(operator)
        ? 'the result is just that operand'
        : ['-', '^', '&^', '%'].includes(operator)
          ? 'the result is always 0'
          : operator === '/'
            ? 'the result is always 1 (or a division by zero)'
            : 'the comparison always gives the same answer';
      const details = { target: excerpt(target.text, 60), operator, outcome };
      // Hidden: `x != x` is the NaN test of code that avoids `math.IsNaN`.
      return NAN_TESTS.has(operator) ? { details, severity: 'low', confidence: 60 } : { details };
    },
    examples: {
      match: ['func overlaps(a, b Range) bool {\n\treturn a.Start < b.End && a.Start < b.End\n}', 'func width(r Rect) int {\n\treturn r.Max.X - r.Max.X\n}'],
      noMatch: [
        'func overlaps(a, b Range) bool {\n\treturn a.Start < b.End && b.Start < a.End\n}',
        'func area(side int) int {\n\treturn side * side\n}',
        'func twoRolls() bool {\n\treturn rand.Intn(6) == rand.Intn(6)\n}',
        'func mask() int {\n\treturn 1<<8 - 1<<8\n}',
      ],
    },
  },
  {
    id: 'review/self-assignment',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 90,
    languages: ['go'],
    category: 'logic',
    message: '`{{target}}` assigns a value to itself, which does nothing: the value meant to be stored here is never stored.',
    recommendation: 'Assign the value you meant (often a parameter or the other struct: `c.timeout = timeout`, `dst.Name = src.Name`), or remove the line.',
    query: '(assignment_statement left: (expression_list) @left right: (expression_list) @right) @target',
    check: ({ target, captures }) => {
      if (target.childForFieldName('operator')?.text !== '=') return false;
      // Nearly every assignment differs in its text already: only those alike are compared token by token.
      if (captures.left?.text.replace(/\s+/g, '') !== captures.right?.text.replace(/\s+/g, '')) return false;
      const left = captures.left?.namedChildren ?? [];
      const right = captures.right?.namedChildren ?? [];
      if (left.length === 0 || left.length !== right.length) return false;
      const selfAssigned = left.every((name, index) => {
        const value = right[index];
        return value !== undefined && isStableValue(name) && sameCode(name, value);
      });
      return selfAssigned ? { details: { target: excerpt(target.text, 60) } } : false;
    },
    fix: dropSelfAssignment,
    examples: {
      match: ['func (c *Client) SetTimeout(timeout time.Duration) {\n\tc.timeout = c.timeout\n}', 'func merge(dst, src *Config) {\n\tdst.Name = dst.Name\n}'],
      noMatch: [
        'func (c *Client) SetTimeout(timeout time.Duration) {\n\tc.timeout = timeout\n}',
        'func swap(a, b int) (int, int) {\n\ta, b = b, a\n\treturn a, b\n}',
        'func next(it *Iter) {\n\tit.pos += it.pos\n}',
        'func use(x int) {\n\t_ = x\n}',
      ],
    },
  },
  {
    id: 'review/error-not-wrapped',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'low',
    confidence: 60,
    languages: ['go'],
    category: 'error-handling',
    message: '`fmt.Errorf` formats `{{error}}` with `%{{verb}}`, which keeps only its text: callers can no longer match it with `errors.Is` or `errors.As`.',
    recommendation: 'Wrap it with `%w` (`fmt.Errorf("…: %w", err)`), unless hiding the underlying error from callers is the point.',
    query: '(call_expression function: (selector_expression) @callee (#eq? @callee "fmt.Errorf")) @target',
    textGate: /fmt\.Errorf/,
    check: ({ target }) => {
      const [format, ...values] = argumentsOf(target);
      if (format?.type !== 'interpreted_string_literal' && format?.type !== 'raw_string_literal') return false;
      const verbs = formatVerbs(format.text.slice(1, -1));
      if (!verbs || verbs.includes('w') || verbs.length !== values.length) return false;
      const index = values.findIndex((value, at) => value.type === 'identifier' && ERROR_VALUE.test(value.text) && (verbs[at] === 'v' || verbs[at] === 's'));
      const error = values[index];
      // `err := recover()` holds whatever was panicked with, not necessarily an error; so does a parameter `err any`.
      const fn = enclosingFunction(target);
      if (!error || new RegExp(`\\b${error.text}\\s*:?=\\s*recover\\(\\)`).test(fn?.text ?? '') || declaredNotError(fn, error.text)) return false;
      return { details: { error: error.text, verb: verbs[index] ?? 'v' } };
    },
    fix: wrapWithW,
    examples: {
      match: ['func load(path string) error {\n\tif err := read(path); err != nil {\n\t\treturn fmt.Errorf("load %s: %v", path, err)\n\t}\n\treturn nil\n}'],
      noMatch: [
        'func load(path string) error {\n\tif err := read(path); err != nil {\n\t\treturn fmt.Errorf("load %s: %w", path, err)\n\t}\n\treturn nil\n}',
        'func load(path string) error {\n\tif err := read(path); err != nil {\n\t\treturn fmt.Errorf("load %s: %s", path, err.Error())\n\t}\n\treturn nil\n}',
        'func check(n int, errMsg string) error {\n\treturn fmt.Errorf("bad %d: %s", n, errMsg)\n}',
        'func handleRecovery(c *Context, err any) {\n\te, ok := err.(error)\n\tif !ok {\n\t\te = fmt.Errorf("%v", err)\n\t}\n\tc.Error(e)\n}',
        'func safely(run func()) (e error) {\n\tdefer func() {\n\t\tif err := recover(); err != nil {\n\t\t\te = fmt.Errorf("panic: %v", err)\n\t\t}\n\t}()\n\trun()\n\treturn nil\n}',
      ],
    },
  },
  goParallelSlipRule,
  ...goFlowBugRules,
  goLoopVariableCaptureRule,
];
