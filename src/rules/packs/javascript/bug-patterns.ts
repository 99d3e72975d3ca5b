import type { Node } from 'web-tree-sitter';
import { changedLineOf } from '../../changed-line-of.js';
import { counterpartBefore } from '../../counterpart-before.js';
import { excerpt } from '../../excerpt.js';
import { JS_FAMILY } from '../../../diff/language.js';
import { perFile } from '../../per-file.js';
import type { RuleContext, RuleDefinition } from '../../rule-definition.js';
import { dottedName, enclosingFunction, functionName, isFunction, unwrapParentheses } from './javascript-syntax.js';
import { parallelRuns, slipIn } from './parallel-slip.js';
import { sameCode, tokensOf } from '../../same-code.js';
import { mayHaveEffects } from './same-code.js';

/**
 * Bug patterns: code that is almost always a slip (a condition repeated in an else-if chain, an operand
 * compared with itself, a comparison with NaN), in the spirit of SonarJS's bug rules and Error Prone.
 */

/** The conditions of an if/else-if chain, first to last, without their parentheses. */
function chainConditions(top: Node): Node[] {
  const conditions: Node[] = [];
  for (let current: Node | null | undefined = top; current?.type === 'if_statement'; ) {
    const condition = current.childForFieldName('condition');
    if (condition) conditions.push(unwrapParentheses(condition));
    current = current.childForFieldName('alternative')?.namedChildren.find((child) => child.type !== 'comment');
  }
  return conditions;
}

/** The bodies of an if/else-if chain, and whether it ends with a plain `else`. */
function chainBranches(top: Node): { bodies: Node[]; endsWithElse: boolean } {
  const bodies: Node[] = [];
  for (let current: Node = top; ; ) {
    const consequence = current.childForFieldName('consequence');
    if (consequence) bodies.push(consequence);
    const next = current.childForFieldName('alternative')?.namedChildren.find((child) => child.type !== 'comment');
    if (!next) return { bodies, endsWithElse: false };
    if (next.type !== 'if_statement') {
      bodies.push(next);
      return { bodies, endsWithElse: true };
    }
    current = next;
  }
}

/** The same defect was in the construct before the change: the change did not introduce it. */
function hadItBefore(target: Node, context: RuleContext, defective: (before: Node) => boolean): boolean {
  const before = counterpartBefore(target, context, () => undefined);
  return before !== null && before !== undefined && defective(before);
}

function repeatedCondition(top: Node): { repeat: Node; first: Node } | undefined {
  const conditions = chainConditions(top);
  for (const [index, condition] of conditions.entries()) {
    if (mayHaveEffects(condition)) continue;
    const first = conditions.slice(0, index).find((earlier) => sameCode(earlier, condition));
    if (first) return { repeat: condition, first };
  }
  return undefined;
}

function identicalBranches(top: Node): boolean {
  const { bodies, endsWithElse } = chainBranches(top);
  const [first, ...rest] = bodies;
  if (!endsWithElse || !first || tokensOf(first).replace(/[{};\s]/g, '') === '') return false;
  return rest.every((body) => sameCode(body, first));
}

/** Empty values: the same in both arms of a conditional expression, they are a placeholder rather than a slip. */
const EMPTY_VALUES = new Set(["''", '""', '``', 'null', 'undefined', 'void 0']);

/**
 * Operators for which `a OP a` is constant or pointless. `*` and `+` are left out (`x * x`, `s + s`), as are shifts
 * and `instanceof` (`Ctor instanceof Ctor` tells whether `Ctor` is `Function`).
 */
const SELF_OPERATORS = ['&&', '||', '??', '===', '==', '<', '>', '<=', '>=', '-', '/', '%', '^', '&', '|'];

/** DOM properties assigned to themselves on purpose: it reloads, re-renders or resets the element. */
/** Global objects whose inherited properties are copied onto themselves on purpose (to make them own, writable ones). */
const GLOBAL_OBJECTS = new Set(['window', 'global', 'globalThis', 'self', '_global', 'document', 'location']);

const REASSIGNED_ON_PURPOSE = new Set(['href', 'src', 'value', 'innerHTML', 'outerHTML', 'textContent', 'hash', 'search', 'scrollTop', 'scrollLeft', 'className', 'data', 'checked', 'selectedIndex', 'currentTime']);

function isNaNNode(node: Node): boolean {
  const inner = unwrapParentheses(node);
  return inner.text === 'NaN' || inner.text === 'Number.NaN';
}

const COMPARISONS = ['===', '==', '!==', '!=', '<', '>', '<=', '>='];

/** Whether the value of `node` is only used as true/false: an `if`/`while` condition, a `!` operand, or through `&&`/`||` to one. */
function inBooleanContext(node: Node): boolean {
  let current = node;
  for (let parent = current.parent; parent; current = parent, parent = parent.parent) {
    if (parent.type === 'parenthesized_expression') continue;
    if (parent.type === 'binary_expression' && ['&&', '||'].includes(parent.childForFieldName('operator')?.text ?? '')) continue;
    if (parent.type === 'unary_expression') return parent.childForFieldName('operator')?.text === '!';
    if (['if_statement', 'while_statement', 'do_statement'].includes(parent.type)) return parent.childForFieldName('condition')?.id === current.id;
    if (parent.type === 'ternary_expression') return parent.childForFieldName('condition')?.id === current.id;
    if (parent.type === 'for_statement') return parent.childForFieldName('condition')?.id === current.id;
    return false;
  }
  return false;
}

/** The file's text, to rule out cheaply what a walk of its whole tree would confirm. */
const fileTextOf = perFile((context) => context.lines.join('\n'));

/** Whether the file's text has `class Name` anywhere. */
function mentionsClass(context: RuleContext, name: string): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  return new RegExp(`\\bclass\\s+${escaped}(?![\\w$])|(?<![\\w$])${escaped}\\s*=\\s*class\\b`).test(fileTextOf(context));
}

/** Class names the file declares and does not also declare as a function (TypeScript merges those). */
const classNamesOf = perFile((context): ReadonlySet<string> => {
  const classes = new Set<string>();
  const functions = new Set<string>();
  for (const node of context.root.descendantsOfType(['class_declaration', 'abstract_class_declaration', 'function_declaration', 'function_signature', 'class'])) {
    // A class expression's own name is seen only inside it: what counts is the variable it is assigned to.
    const name = node.type === 'class' ? (node.parent?.type === 'variable_declarator' ? node.parent.childForFieldName('name')?.text : undefined) : node.childForFieldName('name')?.text;
    if (!name) continue;
    (node.type === 'function_declaration' || node.type === 'function_signature' ? functions : classes).add(name);
  }
  // A name bound again (`Point = callable(Point)`, `const Group = wrap(class Group {})`) may no longer be the class.
  for (const assignment of context.root.descendantsOfType('assignment_expression')) functions.add(assignment.childForFieldName('left')?.text ?? '');
  for (const name of functions) classes.delete(name);
  return classes;
});

/** Every variable name the file uses. */
const identifiersOf = perFile((context): ReadonlySet<string> => new Set(context.root.descendantsOfType('identifier').map((node) => node.text)));

/** A parameter's name, when it is a plain one. */
function parameterName(parameter: Node): string | undefined {
  if (parameter.type === 'identifier') return parameter.text;
  const pattern = parameter.childForFieldName('pattern') ?? (parameter.type === 'assignment_pattern' ? parameter.childForFieldName('left') : null);
  return pattern?.type === 'identifier' ? pattern.text : undefined;
}

function parameterNames(fn: Node): (string | undefined)[] {
  const parameters = fn.childForFieldName('parameters') ?? fn.childForFieldName('parameter');
  if (!parameters) return [];
  if (parameters.type === 'identifier') return [parameters.text];
  return parameters.namedChildren.filter((child) => child.type !== 'comment').map(parameterName);
}

/**
 * A string pattern made of one separator or whitespace character: text usually has several of them. `.` and `:`
 * are left out: a number has one decimal point, a label one colon.
 */
const SEPARATOR_STRING = /^(?:[-_ ,;/|+]|\\\\|\\[nt])$/;

/** A regular expression without `g` that matches one such character (or a run of spaces), anywhere in the text. */
function separatorRegex(regex: Node): boolean {
  const flags = regex.childForFieldName('flags')?.text ?? '';
  const source = regex.childForFieldName('pattern')?.text ?? '';
  return !flags.includes('g') && !flags.includes('y') && /^(?:[-_ ,:;|]|\\[./+\\snt]|\\s\+| \+)$/.test(source);
}

/** Parallel lines that make a pattern: two that agree and the one that breaks it. */
const MIN_PARALLEL = 3;

const LOOPS = new Set(['for_statement', 'for_in_statement', 'while_statement', 'do_statement']);
/** Loops that step through a collection (a `while` loop usually moves its variable itself). */
const COLLECTION_LOOPS = new Set(['for_statement', 'for_in_statement']);

/** Whether the loop walks over a part of `name`: `for (const c of name.children)`, `for (…; i < name.items.length; …)`. */
function loopsOver(loop: Node, name: string): boolean {
  const header = loop.type === 'for_in_statement' ? loop.childForFieldName('right') : loop.childForFieldName('condition');
  if (!header || !new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}(\\??\\.|\\[)`).test(header.text)) return false;
  // `reader.next()` in the header: a cursor that moves on each call, so passing it again is how it is read.
  return !header.descendantsOfType('call_expression').some((call) => dottedName(call.childForFieldName('function') ?? call)[0] === name);
}

function isReassigned(fn: Node, name: string): boolean {
  return fn
    .descendantsOfType(['assignment_expression', 'augmented_assignment_expression'])
    .some((assignment) => assignment.childForFieldName('left')?.text === name);
}

/** A recursive call inside a loop over a parameter's parts that passes that parameter again instead of the part. */
function recursionOnSameArgument(call: Node): { parameter: string } | undefined {
  const fn = enclosingFunction(call);
  const callee = call.childForFieldName('function');
  if (!fn || !callee) return undefined;
  const name = functionName(fn);
  const calls = fn.type === 'method_definition' ? callee.text === `this.${name}` : callee.type === 'identifier' && callee.text === name;
  if (!name || !calls) return undefined;
  const parameters = parameterNames(fn);
  const args = call.childForFieldName('arguments')?.namedChildren.filter((child) => child.type !== 'comment') ?? [];
  // Every argument is the parameter in its place: the call repeats this one. Another argument that moves on
  // (`index + 1`, the returned position) makes it a step of a walk.
  if (args.length === 0 || args.some((arg, position) => arg.text !== parameters[position])) return undefined;
  for (let current = call.parent; current && current.id !== fn.id; current = current.parent) {
    if (!COLLECTION_LOOPS.has(current.type)) continue;
    const loop = current;
    const parameter = parameters.find((name, position) => name !== undefined && args[position]?.text === name && loopsOver(loop, name));
    // A parameter the function assigns (`index = …`) carries progress: the call is then not the same one.
    if (parameter !== undefined && !parameters.some((name) => name !== undefined && isReassigned(fn, name))) return { parameter };
  }
  return undefined;
}

export const javascriptBugPatternRules: readonly RuleDefinition[] = [
  {
    id: 'review/identical-condition',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 90,
    languages: JS_FAMILY,
    category: 'logic',
    message: 'The condition `{{condition}}` repeats an earlier one in the same if/else-if chain: its branch can never run.',
    recommendation: 'Check which condition was meant here (often a copy of the line above with one name left unchanged), or remove the dead branch.',
    query: '(if_statement alternative: (else_clause (if_statement))) @target',
    textGate: /else/,
    check: ({ target, context }) => {
      if (target.parent?.type === 'else_clause') return false;
      const found = repeatedCondition(target);
      if (!found || hadItBefore(target, context, (before) => repeatedCondition(before) !== undefined)) return false;
      return { line: changedLineOf(context, found.repeat, found.first), details: { condition: excerpt(found.repeat.text, 60) } };
    },
    examples: {
      match: [
        "if (status === 'open') {\n  open();\n} else if (status === 'closed') {\n  close();\n} else if (status === 'open') {\n  archive();\n}",
        'if (a.length > 0) x();\nelse if (a.length > 0) y();',
      ],
      noMatch: [
        "if (status === 'open') open();\nelse if (status === 'closed') close();",
        'if (reader.next()) a();\nelse if (reader.next()) b();',
        {
          before: "if (kind === 'a') a();\nelse if (kind === 'a') b();",
          after: "if (kind === 'a') a();\nelse if (kind === 'a') c();",
        },
      ],
    },
  },
  {
    id: 'review/identical-branches',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    // Tests write these on purpose (the same markup in both arms to check what a re-render keeps).
    files: 'source',
    confidence: 85,
    languages: JS_FAMILY,
    category: 'logic',
    message: 'Every branch of this {{construct}} does the same thing, so the condition changes nothing: one branch was probably meant to differ.',
    recommendation: 'Make the branch that should differ do its own thing, or drop the condition if it really does not matter.',
    query: `(if_statement alternative: (else_clause)) @target
      (ternary_expression) @target`,
    check: ({ target, context }) => {
      if (target.type === 'ternary_expression') {
        const consequence = target.childForFieldName('consequence');
        const alternative = target.childForFieldName('alternative');
        if (!consequence || !alternative || !sameCode(consequence, alternative)) return false;
        // `used ? '' : ''` keeps a value alive on purpose (a benchmark's sink); a slip has arms worth writing twice.
        if (EMPTY_VALUES.has(unwrapParentheses(consequence).text)) return false;
        // Two equal strings are often a wording the language does not vary (a translation of singular and plural).
        const wording = consequence.type === 'string' || consequence.type === 'template_string';
        return { line: changedLineOf(context, target), details: { construct: 'conditional expression' }, ...(wording ? { confidence: 70 } : {}) };
      }
      if (target.parent?.type === 'else_clause' || !identicalBranches(target)) return false;
      if (hadItBefore(target, context, identicalBranches)) return false;
      return { line: changedLineOf(context, target), details: { construct: 'if/else' } };
    },
    examples: {
      match: [
        'if (user.admin) {\n  grant(user, "read");\n} else {\n  grant(user, "read");\n}',
        "const label = count === 1 ? 'item' : 'item';",
        'if (a) run(x);\nelse if (b) run(x);\nelse run(x);',
      ],
      noMatch: [
        'if (user.admin) {\n  grant(user, "write");\n} else {\n  grant(user, "read");\n}',
        "const label = count === 1 ? 'item' : 'items';",
        "console.log(`sink ${kept === undefined ? '' : ''}`);",
        'if (a) run(x);\nelse if (b) run(y);\nelse run(x);',
        'if (ready) {\n} else {\n}',
      ],
    },
  },
  {
    id: 'review/identical-operands',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    // Tests compare a value with itself on purpose (reflexivity, NaN handling).
    files: 'source',
    confidence: 90,
    languages: JS_FAMILY,
    category: 'logic',
    message: '`{{expression}}` has the same operand on both sides of `{{operator}}`, so its value is fixed: one side was probably meant to be something else.',
    recommendation: 'Correct the operand that was copied (often a name left unchanged when the line was duplicated).',
    query: `(binary_expression operator: [${SELF_OPERATORS.map((operator) => JSON.stringify(operator)).join(' ')}] @operator) @target`,
    check: ({ target, captures, context }) => {
      const left = target.childForFieldName('left');
      const right = target.childForFieldName('right');
      if (!left || !right || !sameCode(unwrapParentheses(left), unwrapParentheses(right))) return false;
      // A call or `i++` can give another value the second time; `1 / 1`-style literals are spelled out on purpose.
      if (mayHaveEffects(left) || /^[\d.]+$/.test(left.text)) return false;
      // `x - x === 0` tells a finite number from Infinity and NaN.
      if (captures.operator?.text === '-' && unwrapParentheses(target).parent?.type === 'binary_expression') return false;
      return { line: changedLineOf(context, target), details: { expression: excerpt(target.text, 60), operator: captures.operator?.text ?? '' } };
    },
    examples: {
      match: ['if (user.isAdmin && user.isAdmin) grant();', 'const width = right - right;', "if (a.type === a.type) merge(a, b);"],
      noMatch: [
        'if (value !== value) return NaN;',
        'const area = side * side;',
        'if (next() && next()) skip();',
        'if (a.type === b.type) merge(a, b);',
        'const finite = num - num === 0;',
        "const plain = typeof Ctor === 'function' && Ctor instanceof Ctor;",
      ],
    },
  },
  {
    id: 'review/self-assignment',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    // Tests assign a value to itself on purpose, to check that a setter runs.
    files: 'source',
    confidence: 90,
    languages: JS_FAMILY,
    category: 'logic',
    message: '`{{assignment}}` assigns a value to itself and changes nothing: the value meant to be stored is lost.',
    recommendation: 'Assign what was meant (often a parameter of the same name: `this.name = name`), or remove the line.',
    query: '(assignment_expression) @target',
    check: ({ target, context }) => {
      const left = target.childForFieldName('left');
      const right = target.childForFieldName('right');
      if (!left || !right || !['identifier', 'member_expression', 'subscript_expression'].includes(left.type)) return false;
      if (!sameCode(left, unwrapParentheses(right)) || mayHaveEffects(left)) return false;
      const property = left.type === 'member_expression' ? left.childForFieldName('property')?.text : undefined;
      if (property !== undefined && REASSIGNED_ON_PURPOSE.has(property)) return false;
      if (left.type === 'member_expression' && GLOBAL_OBJECTS.has(left.childForFieldName('object')?.text ?? '')) return false;
      return { line: changedLineOf(context, target), details: { assignment: excerpt(target.text, 60) } };
    },
    examples: {
      match: ['function setName(name) {\n  this.name = this.name;\n}', 'total = total;', 'options.defaultValue = options.defaultValue;'],
      noMatch: ['this.name = name;', 'location.href = location.href;', 'items[next()] = items[next()];', '_global.setTimeout = _global.setTimeout;'],
    },
  },
  {
    id: 'review/nan-comparison',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 95,
    languages: JS_FAMILY,
    category: 'bug-pattern',
    message: '`{{expression}}` is always {{always}}: `NaN` is not equal to anything, itself included.',
    recommendation: 'Test with `Number.isNaN(value)`.',
    query: `(binary_expression operator: [${COMPARISONS.map((operator) => JSON.stringify(operator)).join(' ')}] @operator) @target`,
    textGate: /NaN/,
    check: ({ target, captures }) => {
      const left = target.childForFieldName('left');
      const right = target.childForFieldName('right');
      if (!left || !right || !(isNaNNode(left) || isNaNNode(right))) return false;
      const always = captures.operator?.text.startsWith('!') ? 'true' : 'false';
      return { details: { expression: excerpt(target.text, 60), always } };
    },
    fix: ({ lines, line }) => {
      const text = lines[line - 1] ?? '';
      const pattern = /([\w$][\w$.]*)\s*(===?|!==?)\s*(?:Number\.)?NaN\b/;
      const found = pattern.exec(text);
      if (!found || text.slice(found.index + found[0].length).match(pattern)) return undefined;
      const test = `${found[2]?.startsWith('!') ? '!' : ''}Number.isNaN(${found[1]})`;
      return { startLine: line, endLine: line, replacement: [text.replace(pattern, test)] };
    },
    examples: {
      match: ['if (price === NaN) return 0;', 'const valid = parsed !== Number.NaN;'],
      noMatch: ['if (Number.isNaN(price)) return 0;', 'if (value !== value) return;'],
    },
  },
  {
    id: 'silent-failure/return-in-finally',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 90,
    languages: JS_FAMILY,
    category: 'error-handling',
    message: '`{{statement}}` inside `finally` replaces the outcome of the `try`: an exception in flight is dropped and a returned value is overwritten.',
    recommendation: 'Move the `{{keyword}}` out of the `finally` block; keep only clean-up there.',
    query: '[(return_statement) (break_statement) (continue_statement) (throw_statement)] @target',
    textGate: /finally/,
    check: ({ target }) => {
      const label = target.namedChildren.find((child) => child.type === 'statement_identifier')?.text;
      for (let current = target.parent; current; current = current.parent) {
        if (isFunction(current) || current.type === 'class_body') return false;
        if (current.type === 'finally_clause') {
          const keyword = target.child(0)?.text ?? '';
          // A `throw` in `finally` is sometimes how an error saved by `catch` is re-raised: a hint only.
          return { details: { statement: excerpt(target.text, 40), keyword }, ...(keyword === 'throw' ? { confidence: 70 } : {}) };
        }
        // `break`/`continue` that stay inside the `finally` are harmless.
        if (target.type === 'break_statement' || target.type === 'continue_statement') {
          if (label !== undefined) {
            if (current.type === 'labeled_statement' && current.childForFieldName('label')?.text === label) return false;
          } else if (LOOPS.has(current.type) || (target.type === 'break_statement' && current.type === 'switch_statement')) {
            return false;
          }
        }
      }
      return false;
    },
    examples: {
      match: ['function load() {\n  try {\n    return read();\n  } finally {\n    return null;\n  }\n}', 'for (const item of items) {\n  try {\n    send(item);\n  } finally {\n    continue;\n  }\n}'],
      noMatch: [
        'function load() {\n  try {\n    return read();\n  } finally {\n    close();\n  }\n}',
        'try {\n  run();\n} finally {\n  for (const h of handlers) {\n    if (h.done) break;\n    h.stop();\n  }\n}',
        'try {\n  run();\n} finally {\n  handlers.forEach((h) => {\n    if (!h) return;\n    h.stop();\n  });\n}',
      ],
    },
  },
  {
    id: 'review/class-called-without-new',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'high',
    confidence: 95,
    languages: JS_FAMILY,
    category: 'bug-pattern',
    message: "`{{name}}` is a class, called here without `new`: this throws `TypeError: Class constructor {{name}} cannot be invoked without 'new'`.",
    recommendation: 'Call it with `new {{name}}(…)`.',
    query: '(call_expression function: (identifier) @name) @target',
    textGate: /class/,
    check: ({ captures, context }) => {
      const name = captures.name?.text;
      if (name === undefined || context.path.endsWith('.d.ts')) return false;
      // The text first: reading the file's declarations parses all of a large file, which a small change avoids.
      return mentionsClass(context, name) && classNamesOf(context).has(name);
    },
    fix: ({ lines, line, column }) => {
      const text = lines[line - 1] ?? '';
      if (column === undefined || !/^[\w$]+\s*\(/.test(text.slice(column - 1))) return undefined;
      return { startLine: line, endLine: line, replacement: [`${text.slice(0, column - 1)}new ${text.slice(column - 1)}`] };
    },
    examples: {
      match: ['class Point {\n  constructor(x, y) {\n    this.x = x;\n    this.y = y;\n  }\n}\nconst origin = Point(0, 0);'],
      noMatch: [
        'class Point {}\nconst origin = new Point();',
        'function Point(x) {\n  return { x };\n}\nconst origin = Point(0);',
        'const Group = callable(class Group {});\nconst group = Group(parser);',
      ],
    },
  },
  {
    id: 'review/conversion-of-comparison',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 90,
    languages: JS_FAMILY,
    category: 'bug-pattern',
    message: '`{{call}}` converts the result of a comparison ({{value}}), not the operand: the closing parenthesis is probably misplaced.',
    recommendation: 'Close the conversion around the operand: `{{fn}}(value) !== 443`, not `{{fn}}(value !== 443)`.',
    query: `((call_expression
      function: (identifier) @fn
      arguments: (arguments . (binary_expression operator: [${COMPARISONS.map((operator) => JSON.stringify(operator)).join(' ')}]))) @target
      (#any-of? @fn "Number" "String" "parseInt" "parseFloat"))`,
    textGate: /Number|String|parse/,
    check: ({ target, captures }) => {
      const fn = captures.fn?.text ?? '';
      // `parseInt(true)` is NaN whatever the comparison gave; `Number(a < b)` is 0 or 1, which sorting code uses on purpose.
      const parses = fn.startsWith('parse');
      if (!parses && !inBooleanContext(target)) return false;
      const value = parses ? 'always NaN' : fn === 'String' ? "'true' or 'false', both truthy" : 'the same truth value as the comparison itself';
      return { details: { call: excerpt(target.text, 60), value } };
    },
    examples: {
      match: ['if (secure && Number(port !== 443)) addPort();', 'const big = parseInt(size > 10);', "if (String(mode === 'dark')) applyDark();"],
      noMatch: ['if (secure && Number(port) !== 443) addPort();', 'items.sort((a, b) => Number(a.done > b.done) - Number(a.done < b.done));'],
    },
  },
  {
    id: 'review/recursion-on-same-argument',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'high',
    confidence: 85,
    languages: JS_FAMILY,
    category: 'bug-pattern',
    message: '`{{call}}` recurses with `{{parameter}}` itself inside a loop over its parts: it does the same work again (and never ends) instead of visiting the part.',
    recommendation: 'Pass the loop\'s element (the child) to the recursive call, not `{{parameter}}`.',
    query: `(call_expression function: (identifier)) @target
      (call_expression function: (member_expression object: (this))) @target`,
    check: ({ target }) => {
      const found = recursionOnSameArgument(target);
      return found ? { details: { call: excerpt(target.text, 60), parameter: found.parameter } } : false;
    },
    examples: {
      match: [
        'function rewrite(node, context) {\n  for (let i = 0; i < node.children.length; i++) {\n    const child = node.children[i];\n    if (child.compound) rewrite(node, context);\n  }\n}',
        'class Walker {\n  visit(node) {\n    for (const child of node.children) this.visit(node);\n  }\n}',
      ],
      noMatch: [
        'function rewrite(node, context) {\n  for (const child of node.children) rewrite(child, context);\n}',
        'async function connect(options) {\n  for (const delay of options.delays) {\n    try {\n      return await open(options);\n    } catch {\n      await sleep(delay);\n    }\n  }\n}',
        'function walk(node) {\n  while (node.next) {\n    node = node.next;\n    walk(node);\n  }\n}',
        'function encode(scopes, index, writer) {\n  for (; index < scopes.length; ) {\n    index = encode(scopes, index, writer);\n  }\n  return index;\n}',
        'function read(reader) {\n  for (; reader.next() !== null; ) out.push(read(reader));\n}',
      ],
    },
  },
  {
    id: 'review/copy-paste-slip',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: JS_FAMILY,
    files: 'source',
    category: 'logic',
    message: '`{{statement}}` breaks the pattern of the parallel lines around it: it uses `{{kept}}` where the pattern gives `{{expected}}`, as if copied from a neighbour and not fully edited.',
    recommendation: 'Check the line against its neighbours and use `{{expected}}` if that was meant; if the difference is intended, a comment saying so helps the next reader.',
    query: `(statement_block) @target
      (program) @target
      (object) @target`,
    check: ({ target, context }) => {
      for (const run of parallelRuns(target.namedChildren, MIN_PARALLEL)) {
        const slip = slipIn(run);
        if (!slip || !context.isChanged(slip.node.startPosition.row + 1)) continue;
        // `this.status = statusCode` beside `this.statusCode = statusCode`: with no `status` to use, it is an alias.
        if (slip.keptType === 'identifier' && !identifiersOf(context).has(slip.expected)) continue;
        return {
          line: slip.node.startPosition.row + 1,
          details: { statement: excerpt(slip.node.text.replace(/[;,]$/, ''), 60), kept: slip.kept, expected: slip.expected },
          // Two lines that agree make a weaker pattern than three.
          ...(slip.consistent < 3 ? { confidence: 80 } : {}),
        };
      }
      return false;
    },
    examples: {
      match: [
        'function copy(a, b) {\n  a.x = b.x;\n  a.y = b.y;\n  a.z = b.y;\n}',
        'function init(width, height, depth) {\n  this.width = width;\n  this.height = height;\n  this.depth = height;\n}',
        'function parse(args) {\n  const host = args[0];\n  const port = args[1];\n  const path = args[1];\n  return { host, port, path };\n}',
        'const endpoint = {\n  host: parts[0],\n  port: parts[1],\n  path: parts[1],\n};',
      ],
      noMatch: [
        'function copy(a, b) {\n  a.x = b.x;\n  a.y = b.y;\n  a.z = b.z;\n}',
        'function copy(a, b) {\n  a.x = b.x;\n  a.y = b.x;\n}',
        'const size = {\n  width: side,\n  height: side,\n  depth: side,\n};',
        'function parse(args) {\n  const host = args[0];\n  const port = args[1];\n  const path = args[2];\n}',
        'const box = {\n  top: rect.top,\n  left: rect.left,\n  bottom: rect.top,\n};',
        'function bump(current, previous) {\n  out.name = current.name;\n  out.version = current.version;\n  out.prevVersion = previous.version;\n}',
        'const codes = {\n  throw: 1,\n  return: 2,\n  break: 3,\n  continue: 3,\n};',
        'function init(body, statusCode) {\n  this.body = body;\n  this.statusCode = statusCode;\n  this.status = statusCode;\n}',
        'const api = {\n  AnyMap: FlattenMap,\n  FlattenMap: FlattenMap,\n  TraceMap: TraceMap,\n};',
        {
          before: 'function copy(a, b) {\n  a.x = b.x;\n  a.y = b.y;\n  a.z = b.y;\n}',
          after: 'function copy(a, b) {\n  a.x = b.x;\n  a.y = b.y;\n  a.z = b.y;\n  a.w = b.w;\n}',
        },
      ],
    },
  },
  {
    id: 'review/replace-first-only',
    agent: 'code-reviewer',
    dimension: 'correctness',
    // Often only the first is meant (a prefix, a single separator): a hint.
    severity: 'info',
    confidence: 60,
    languages: JS_FAMILY,
    files: 'source',
    category: 'bug-pattern',
    message: '`{{call}}` replaces only the first `{{pattern}}`: a string pattern, or a regular expression without `g`, stops after one match.',
    recommendation: 'Use `.replaceAll({{pattern}}, …)` (or a regular expression with the `g` flag) if every occurrence is meant.',
    query: `((call_expression
      function: (member_expression property: (property_identifier) @method)
      arguments: (arguments . [(string) (regex)] @pattern)) @target
      (#eq? @method "replace"))`,
    textGate: /replace/,
    check: ({ captures }) => {
      const pattern = captures.pattern;
      if (!pattern) return false;
      const repeated = pattern.type === 'string' ? SEPARATOR_STRING.test(pattern.text.slice(1, -1)) : separatorRegex(pattern);
      return repeated ? { details: { call: excerpt(captures.target?.text ?? '', 50), pattern: pattern.text } } : false;
    },
    examples: {
      match: ["const id = name.replace('-', '_');", 'const words = title.replace(/ /, "-");', "const path = file.replace('\\\\', '/');"],
      noMatch: ["const id = name.replaceAll('-', '_');", "const cents = price.toFixed(2).replace('.', '');", 'const slug = title.replace(/ /g, "-");', "const rest = line.replace('prefix:', '');", "const trimmed = text.replace(/^-/, '');"],
    },
  },
];
