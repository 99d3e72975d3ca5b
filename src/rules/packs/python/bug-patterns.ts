import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../excerpt.js';
import { perFile } from '../../per-file.js';
import type { FixTarget, LineEdit, RuleContext, RuleDefinition } from '../../rule-definition.js';
import { parallelSlips } from './parallel-slip.js';
import { pythonHashOfTypeRule } from './hash-of-type.js';
import { pythonInterpolatedFormatStringRule } from './interpolated-format-string.js';
import { calleePath, enclosingFunction, parametersOf, unwrapParentheses } from './python-syntax.js';
import { inRaisedOrCaught, isVariableName, localNamesAt, namesOfFile, sameCode, scopeOf, silencedByNoqa } from './python-names.js';

/**
 * Bug patterns for Python: code that is almost always a defect whatever the program means — a condition
 * tested twice, a value compared with itself, a line copied and half-edited, a closure that sees only the
 * loop's last value. Each fires only when the change wrote the construct (the engine reports changed lines only;
 * a pattern of two parts needs one of them changed).
 */

/** The first line in `nodes` (in order) that the change touched, if any. */
function firstChangedLine(context: RuleContext, nodes: readonly Node[]): number | undefined {
  for (const node of nodes) {
    for (let row = node.startPosition.row; row <= node.endPosition.row; row += 1) if (context.isChanged(row + 1)) return row + 1;
  }
  return undefined;
}

const lineOf = (node: Node): number => node.startPosition.row + 1;

/** Calls whose result changes from one call to the next: the same call twice is two different values. */
const STATEFUL_CALL = /^(next|pop\w*|read\w*|recv\w*|random\w*|randint|choice|time|monotonic\w*|perf_counter\w*|consume\w*|accept\w*|advance\w*|peek\w*|get_nowait|uuid\d)$/;

/** Whether evaluating `node` twice may give two different values: an `await`, a walrus, a stateful call. */
function mayChange(node: Node): boolean {
  if (node.descendantsOfType(['await', 'named_expression', 'yield']).length > 0) return true;
  return node.descendantsOfType('call').some((call) => STATEFUL_CALL.test(calleePath(call).at(-1) ?? ''));
}

/** Conditions that are constants: a branch switched off or on by hand, or a test of the grammar. */
const LITERAL_CONDITION = new Set(['integer', 'float', 'true', 'false', 'none', 'string']);

/** An if statement's conditions in order: the `if`, then each `elif`. */
function chainConditions(statement: Node): Node[] {
  const conditions = [statement.childForFieldName('condition')];
  for (const clause of statement.childrenForFieldName('alternative')) if (clause?.type === 'elif_clause') conditions.push(clause.childForFieldName('condition'));
  return conditions.filter((condition): condition is Node => condition !== null);
}

/** An if statement's branch bodies, the `else` last; undefined without an `else` (then not every path is a branch). */
function chainBodies(statement: Node): Node[] | undefined {
  const bodies = [statement.childForFieldName('consequence')];
  let hasElse = false;
  for (const clause of statement.childrenForFieldName('alternative')) {
    if (clause?.type === 'elif_clause') bodies.push(clause.childForFieldName('consequence'));
    if (clause?.type === 'else_clause') {
      bodies.push(clause.childForFieldName('body'));
      hasElse = true;
    }
  }
  return hasElse && bodies.every((body) => body !== null) ? (bodies as Node[]) : undefined;
}

/** A body that only holds a place: `pass`, `...`, a docstring. */
function isPlaceholder(body: Node): boolean {
  return body.namedChildren.every(
    (statement) => statement.type === 'comment' || statement.type === 'pass_statement' || (statement.type === 'expression_statement' && ['ellipsis', 'string'].includes(statement.namedChildren[0]?.type ?? '')),
  );
}

/** Operators whose two sides being the same value is a slip: the result is fixed, or the same as one side. */
// Not `/`, `//` and `%`: `baseline / baseline` makes an array of ones on purpose in numeric code.
const SELF_OPERATORS = new Set(['and', 'or', '==', 'is', 'is not', '<', '>', '<=', '>=', '-', '^', '&', '|', 'in', 'not in']);

function operatorText(node: Node): string | undefined {
  if (node.type === 'comparison_operator') {
    const operators = node.childrenForFieldName('operators').filter((operator): operator is Node => operator !== null);
    return node.namedChildren.length === 2 && operators.length > 0 ? operators.map((operator) => operator.text).join(' ') : undefined;
  }
  return node.childForFieldName('operator')?.text;
}

function operandsOf(node: Node): [Node, Node] | undefined {
  if (node.type === 'comparison_operator') {
    const [left, right] = node.namedChildren;
    return left && right && node.namedChildren.length === 2 ? [left, right] : undefined;
  }
  const left = node.childForFieldName('left');
  const right = node.childForFieldName('right');
  return left && right ? [left, right] : undefined;
}

const NUMBER_TYPES = new Set(['integer', 'float']);
const SIMPLE_OPERAND = new Set(['identifier', 'attribute', 'subscript', 'comparison_operator', 'boolean_operator', 'not_operator', 'parenthesized_expression', 'string']);

/** The literal types `is` compares by identity, which Python warns about (`SyntaxWarning: "is" with a literal`). */
const LITERAL_TYPES = new Set(['string', 'concatenated_string', 'integer', 'float', 'tuple', 'list', 'dictionary', 'set', 'list_comprehension', 'dictionary_comprehension', 'set_comprehension']);

/** CPython caches these ints and the empty tuple, so `x is 0` works there; still a warning, and wrong elsewhere. */
function isCachedLiteral(node: Node): boolean {
  const value = node.type === 'unary_operator' ? node.namedChildren[0] : node;
  if (node.type === 'tuple') return node.namedChildren.length === 0;
  if (value?.type !== 'integer' || !/^\d+$/.test(value.text)) return false;
  const number = Number(value.text) * (node.type === 'unary_operator' && node.text.startsWith('-') ? -1 : 1);
  return number >= -5 && number <= 256;
}

function isLiteral(node: Node): boolean {
  if (node.type === 'unary_operator') return NUMBER_TYPES.has(node.namedChildren[0]?.type ?? '');
  return LITERAL_TYPES.has(node.type);
}

/** `x is "a"` → `x == "a"`, `x is not 5` → `x != 5`, when the line has exactly one `is`. */
function fixIsLiteral(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  const code = text.replace(/(["'])(?:\\.|(?!\1).)*\1/g, (string) => ' '.repeat(string.length));
  const matches = [...code.matchAll(/\bis(\s+not)?\b/g)];
  if (matches.length !== 1 || matches[0]?.index === undefined) return undefined;
  const match = matches[0];
  const replacement = match[1] ? '!=' : '==';
  const index = match.index ?? 0;
  return { startLine: target.line, endLine: target.line, replacement: [text.slice(0, index) + replacement + text.slice(index + match[0].length)] };
}

/** `assert (x, "message")` → `assert x, "message"` when the tuple is the whole line. */
function fixAssertTuple(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  const match = /^(\s*)assert\s*\((.*)\)(\s*(?:#.*)?)$/.exec(text);
  const inner = match?.[2]?.trim();
  if (!match || !inner || inner.endsWith(',')) return undefined;
  let depth = 0;
  for (const character of inner) {
    depth += '([{'.includes(character) ? 1 : ')]}'.includes(character) ? -1 : 0;
    if (depth < 0) return undefined;
  }
  return depth === 0 ? { startLine: target.line, endLine: target.line, replacement: [`${match[1] ?? ''}assert ${inner}${match[3] ?? ''}`] } : undefined;
}

/** Loops whose variables a closure defined in their body sees. */
const LOOP_TYPES = new Set(['for_statement', 'while_statement']);

/** The loop whose body holds `node` in the same function, if any. */
function enclosingLoop(node: Node): Node | undefined {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (['function_definition', 'lambda', 'class_definition'].includes(parent.type)) return undefined;
    if (LOOP_TYPES.has(parent.type) && child.id === parent.childForFieldName('body')?.id) return parent;
  }
  return undefined;
}

/** The names a loop rebinds on every pass: its targets, and what its body assigns (outside nested functions). */
function loopVariables(loop: Node): Set<string> {
  const names = new Set<string>();
  const addTargets = (target: Node | null): void => {
    if (!target) return;
    if (target.type === 'identifier') names.add(target.text);
    else if (['pattern_list', 'tuple_pattern', 'list_pattern', 'tuple', 'list', 'parenthesized_expression'].includes(target.type)) target.namedChildren.forEach(addTargets);
  };
  if (loop.type === 'for_statement') addTargets(loop.childForFieldName('left'));
  const body = loop.childForFieldName('body');
  for (const node of body?.descendantsOfType(['assignment', 'augmented_assignment', 'for_statement', 'named_expression']) ?? []) {
    if (enclosingFunction(node) !== enclosingFunction(loop)) continue;
    addTargets(node.childForFieldName(node.type === 'named_expression' ? 'name' : 'left'));
  }
  return names;
}

/** Free variables a closure reads: identifiers in its body that are not its parameters or its own locals. */
function freeReads(closure: Node): Node[] {
  const body = closure.childForFieldName('body');
  if (!body) return [];
  const own = new Set<string>();
  for (const parameter of closure.childForFieldName('parameters')?.namedChildren ?? []) {
    const name = parameter.type === 'identifier' ? parameter : (parameter.childForFieldName('name') ?? parameter.namedChildren[0]);
    if (name) own.add(name.type === 'identifier' ? name.text : (name.namedChildren[0]?.text ?? name.text));
  }
  for (const node of body.descendantsOfType(['assignment', 'augmented_assignment', 'for_statement', 'for_in_clause', 'named_expression', 'with_item'])) {
    const target = node.childForFieldName(node.type === 'named_expression' ? 'name' : 'left');
    for (const identifier of target ? [target, ...target.descendantsOfType('identifier')] : []) if (identifier.type === 'identifier') own.add(identifier.text);
  }
  for (const declaration of body.descendantsOfType(['global_statement', 'nonlocal_statement'])) for (const name of declaration.namedChildren) own.delete(name.text);
  return body.descendantsOfType('identifier').filter((identifier) => isVariableName(identifier) && !own.has(identifier.text));
}

/** Methods that keep a callable for later: storing it in a container or registering it as a callback. */
const KEEPS_CALLABLE = /^(append|extend|insert|add|put|put_nowait|appendleft|setdefault|register|connect|add_done_callback|add_callback|add_handler|add_listener|add_route|add_url_rule|call_soon|call_soon_threadsafe|call_later|call_at|run_in_executor|submit|apply_async|after|after_idle|bind|on|subscribe|addCallback|addCallbacks|callLater|create_task|ensure_future|start_new_thread)$/;
const KEEPS_BY_KEYWORD = new Set(['target', 'callback', 'fn', 'func', 'command', 'handler', 'default_factory', 'on_click', 'on_change']);

/** How a closure outlives the loop pass that made it, when it does: stored, registered, yielded. */
function keptForLater(closure: Node): string | undefined {
  let node = closure;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    switch (parent.type) {
      case 'parenthesized_expression':
      case 'list':
      case 'tuple':
      case 'set':
      case 'pair':
      case 'dictionary':
        continue;
      case 'keyword_argument': {
        const call = parent.parent?.parent;
        if (KEEPS_BY_KEYWORD.has(parent.childForFieldName('name')?.text ?? '') && call?.type === 'call') return `passed as \`${parent.childForFieldName('name')?.text}=\``;
        return undefined;
      }
      case 'argument_list': {
        const method = parent.parent?.type === 'call' ? calleePath(parent.parent).at(-1) : undefined;
        return method && KEEPS_CALLABLE.test(method) ? `passed to \`${method}\`` : undefined;
      }
      case 'assignment': {
        const left = parent.childForFieldName('left');
        if (node.id === left?.id) return undefined;
        return left?.type === 'subscript' || left?.type === 'attribute' ? `stored in \`${excerpt(left.text, 30)}\`` : undefined;
      }
      case 'yield':
        return 'yielded';
      default:
        return undefined;
    }
  }
  return undefined;
}

/** For a nested `def` in a loop: how the loop's body keeps the function (by name) for later, if it does. */
function definitionKeptForLater(definition: Node, loop: Node): string | undefined {
  const name = definition.childForFieldName('name')?.text;
  const body = loop.childForFieldName('body');
  if (!name || !body) return undefined;
  const holder = definition.parent?.type === 'decorated_definition' ? definition.parent : definition;
  for (const decorator of holder.type === 'decorated_definition' ? holder.namedChildren.filter((child) => child.type === 'decorator') : []) {
    const expression = decorator.namedChildren[0];
    const callee = expression?.type === 'call' ? expression.childForFieldName('function') : expression;
    // `@app.route("/x")`, `@bot.command()`: a registry keeps the function.
    if (callee?.type === 'attribute') return `registered by \`@${excerpt(callee.text, 30)}\``;
  }
  for (const identifier of body.descendantsOfType('identifier')) {
    if (identifier.text !== name || identifier.startIndex < holder.endIndex || !isVariableName(identifier)) continue;
    const parent = identifier.parent;
    if (parent?.type === 'call' && parent.childForFieldName('function')?.id === identifier.id) continue;
    const kept = keptForLater(identifier);
    if (kept) return kept;
  }
  return undefined;
}

/** Plain strings with a `{name}`, `{name.attr}`, `{name[0]}`, `{name!r}` or `{name:>10}` placeholder. */
const PLACEHOLDER = /\{([A-Za-z_]\w*)(?:\.\w+|\[[^\]{}]*\])*(?:![rsa])?(?::[^{}]*)?\}/g;
/** Calls that print or raise their message as it is. */
const EXCEPTION_NAME = /(Error|Exception|Warning|Exit|Failure|Invalid\w*)$/;
const LOG_METHOD = /^(debug|info|warning|warn|error|exception|critical|fatal)$/;
const MESSAGE_KEYWORDS = new Set(['file', 'end', 'sep', 'flush', 'stacklevel', 'category', 'exc_info', 'stack_info', 'code']);

function isPlainStringLiteral(node: Node): boolean {
  if (node.type !== 'string') return false;
  const start = node.namedChildren.find((child) => child.type === 'string_start')?.text ?? node.text;
  return !/^[A-Za-z]*[fFbBtT]/.test(start) && !node.namedChildren.some((child) => child.type === 'interpolation');
}

function isFString(node: Node): boolean {
  return node.type === 'string' && /^[A-Za-z]*[fF]/.test(node.namedChildren.find((child) => child.type === 'string_start')?.text ?? '');
}

/** What takes the message `node` and shows it as it is: `raise ValueError(…)`, `print(…)`, `log.error(…)`; undefined otherwise. */
function messageSink(node: Node): string | undefined {
  let message = node;
  while (message.parent?.type === 'parenthesized_expression' || message.parent?.type === 'concatenated_string' || isConcatenationOrPercent(message)) {
    message = message.parent ?? message;
  }
  const list = message.parent;
  const call = list?.type === 'argument_list' ? list.parent : undefined;
  if (!list || call?.type !== 'call') return undefined;
  const others = list.namedChildren.filter((argument) => argument.id !== message.id && argument.type !== 'comment');
  if (others.some((argument) => argument.type !== 'keyword_argument' || !MESSAGE_KEYWORDS.has(argument.childForFieldName('name')?.text ?? ''))) return undefined;
  if (list.namedChildren[0]?.id !== message.id) return undefined;
  const path = calleePath(call);
  const name = path.at(-1) ?? '';
  if (EXCEPTION_NAME.test(name) && /^[A-Z]/.test(name)) return `\`${name}\``;
  if (name === 'print' && path.length === 1) return '`print`';
  if (path.join('.') === 'warnings.warn') return '`warnings.warn`';
  if (LOG_METHOD.test(name) && path.length >= 2 && /log/i.test(path.at(-2) ?? '')) return `\`${path.join('.')}\``;
  return undefined;
}

/**
 * `message + …`, and `message % values` with the message on the left: `%` fills its `%s`, never its `{name}`,
 * so the braces still reach the sink as they are.
 */
function isConcatenationOrPercent(message: Node): boolean {
  const parent = message.parent;
  if (parent?.type !== 'binary_operator') return false;
  const operator = parent.childForFieldName('operator')?.text;
  return operator === '+' || (operator === '%' && parent.childForFieldName('left')?.id === message.id);
}

/** `%s`, `%d`, `%(name)s`, `%-10.2f`: a printf-style placeholder (not `%%`, nor the `% d` of `50% done`: no space flag). */
const PERCENT_PLACEHOLDER = /(?<!%)%(\([\w.]+\))?[#0+-]*(\*|\d+)?(\.(\*|\d+))?[diouxXeEfFgGcrsa]/;

/**
 * `raise ValueError("cannot read %s", path)`, `print("%d items", n)`: a builtin exception or `print` given the
 * values of a `%`-style message as further arguments, the way logging takes them. Neither formats: the
 * exception shows a tuple of the message and the values, `print` the placeholder followed by the values.
 */
function percentArgumentsSink(node: Node): string | undefined {
  const list = node.parent;
  const call = list?.type === 'argument_list' ? list.parent : undefined;
  if (!list || call?.type !== 'call' || list.namedChildren[0]?.id !== node.id) return undefined;
  const values = list.namedChildren.slice(1).filter((argument) => argument.type !== 'keyword_argument' && argument.type !== 'comment' && argument.type !== 'dictionary_splat');
  const text = plainText(node);
  if (values.length === 0 || text === undefined || !PERCENT_PLACEHOLDER.test(text)) return undefined;
  const path = calleePath(call);
  const name = path.at(-1) ?? '';
  if (path.length === 1 && name === 'print') return '`print`';
  if (path.length === 1 && BUILTIN_EXCEPTIONS.has(name) && EXCEPTION_NAME.test(name)) return `\`${name}\``;
  return undefined;
}

/** The placeholders of `text` whose names are all variables in scope at `at`; undefined if any is not. */
function placeholdersInScope(text: string, at: Node): string[] | undefined {
  if (text.includes('{{')) return undefined;
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  if (names.length === 0) return undefined;
  const scope = localNamesAt(at);
  return names.every((name) => scope.has(name)) ? [...new Set(names)] : undefined;
}

/** The text of a plain string or of implicitly concatenated plain strings. */
function plainText(node: Node): string | undefined {
  const value = unwrapParentheses(node);
  if (value.type === 'concatenated_string') return value.namedChildren.every(isPlainStringLiteral) ? value.namedChildren.map(plainText).join('') : undefined;
  if (!isPlainStringLiteral(value)) return undefined;
  return value.namedChildren.filter((child) => child.type === 'string_content').map((child) => child.text).join('');
}

/** A module constant's single plain-string value (`MESSAGE = "… {type_} …"`), never formatted anywhere in the file. */
function unformattedConstant(identifier: Node, context: RuleContext): string | undefined {
  const name = identifier.text;
  const assignments = context.root.namedChildren.flatMap((statement) => {
    const assignment = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
    return assignment?.type === 'assignment' && assignment.childForFieldName('left')?.text === name ? [assignment] : [];
  });
  const value = assignments.length === 1 ? assignments[0]?.childForFieldName('right') : undefined;
  const text = value ? plainText(value) : undefined;
  if (text === undefined) return undefined;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const formatted = new RegExp(`\\b${escaped}\\s*(\\.\\s*format(_map)?\\b|%)|\\bformat\\(\\s*${escaped}\\b|\\b${escaped}\\b\\s*,`);
  return context.lines.some((line) => formatted.test(line)) ? undefined : text;
}

function unformattedBraces(name: string, sink: string): string {
  return `This message holds \`{${name}}\`, and \`${name}\` is a variable here, but the string is not an f-string nor formatted: ${sink} shows the braces as they are.`;
}

/** The file's first ERROR or MISSING node, in the order of the text. */
const firstSyntaxError = perFile((context: RuleContext): Node | undefined => {
  let node: Node | null = context.root;
  while (node && !node.isError && !node.isMissing) node = node.children.find((child) => child !== null && (child.hasError || child.isMissing)) ?? null;
  return node ?? undefined;
});

/** Builtin names (exceptions, and the functions a `raise` may call), and exceptions of other platforms and of Python 2 that code guards for. */
const BUILTIN_EXCEPTIONS = new Set(
  (
    'ArithmeticError AssertionError AttributeError BaseException BaseExceptionGroup BlockingIOError BrokenPipeError BufferError BytesWarning ' +
    'ChildProcessError ConnectionAbortedError ConnectionError ConnectionRefusedError ConnectionResetError DeprecationWarning EOFError EncodingWarning ' +
    'EnvironmentError Exception ExceptionGroup FileExistsError FileNotFoundError FloatingPointError FutureWarning GeneratorExit IOError ImportError ' +
    'ImportWarning IndentationError IndexError InterruptedError IsADirectoryError KeyError KeyboardInterrupt LookupError MemoryError ModuleNotFoundError ' +
    'NameError NotADirectoryError NotImplemented NotImplementedError OSError OverflowError PendingDeprecationWarning PermissionError ProcessLookupError ' +
    'PythonFinalizationError RecursionError ReferenceError ResourceWarning RuntimeError RuntimeWarning StopAsyncIteration StopIteration SyntaxError ' +
    'SyntaxWarning SystemError SystemExit TabError TimeoutError TypeError UnboundLocalError UnicodeDecodeError UnicodeEncodeError UnicodeError ' +
    'UnicodeTranslateError UnicodeWarning UserWarning ValueError Warning ZeroDivisionError WindowsError VMSError StandardError _IncompleteInputError ' +
    // Raising what a builtin function returns: `raise next(iter(errors))`.
    'abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr classmethod compile complex copyright credits delattr dict dir ' +
    'divmod enumerate eval exec exit filter float format frozenset getattr globals hasattr hash help hex id input int isinstance issubclass iter len ' +
    'license list locals map max memoryview min next object oct open ord pow print property quit range repr reversed round set setattr slice sorted ' +
    'staticmethod str sum super tuple type vars zip'
  ).split(' '),
);

/** Whether `fn` reads the variable `name` anywhere outside its parameter list. */
function readsName(fn: Node, name: string): boolean {
  const parameters = fn.childForFieldName('parameters');
  return (fn.childForFieldName('body')?.descendantsOfType('identifier') ?? []).some(
    (identifier) => identifier.text === name && isVariableName(identifier) && !(parameters && identifier.startIndex >= parameters.startIndex && identifier.endIndex <= parameters.endIndex),
  );
}

/** The values a use of a name may treat as anything but a truth value: read as an object, an item, text or a number. */
function usedAsValue(identifier: Node): boolean {
  const parent = identifier.parent;
  if (!parent) return false;
  switch (parent.type) {
    case 'interpolation':
    case 'subscript':
    case 'for_statement':
    case 'for_in_clause':
      return true;
    case 'attribute':
      return parent.childForFieldName('object')?.id === identifier.id;
    case 'binary_operator':
      return true;
    default:
      return false;
  }
}

export const pythonBugPatternRules: readonly RuleDefinition[] = [
  {
    id: 'review/identical-condition',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'high',
    confidence: 90,
    languages: ['python'],
    category: 'logic',
    message: 'This `if`/`elif` chain tests `{{condition}}` on line {{first}} and again on line {{second}}: when it is true the first of these branches runs, so the later one never does.',
    recommendation: 'Test the condition this branch was meant for (often a neighbour of the copied one), or merge the two branches.',
    query: '(if_statement alternative: (elif_clause)) @target',
    check: ({ target, context }) => {
      const conditions = chainConditions(target);
      for (const [index, condition] of conditions.entries()) {
        const earlier = conditions.slice(0, index).find((previous) => sameCode(previous, condition));
        // `elif 0:` / `elif True:` are written on purpose (switched-off branches, tests of the grammar).
        if (!earlier || mayChange(condition) || LITERAL_CONDITION.has(condition.type)) continue;
        const line = firstChangedLine(context, [condition, earlier]);
        if (line === undefined) continue;
        return { line, details: { condition: excerpt(condition.text, 40), first: String(lineOf(earlier)), second: String(lineOf(condition)) } };
      }
      return false;
    },
    examples: {
      match: ['if kind == "a":\n    run_a()\nelif kind == "b":\n    run_b()\nelif kind == "a":\n    run_c()'],
      noMatch: [
        'if 0:\n    pass\nelif 0:\n    pass',
        'if kind == "a":\n    run_a()\nelif kind == "b":\n    run_b()',
        'if token := next(tokens):\n    first()\nelif token := next(tokens):\n    second()',
        'if stream.read(1) == b"x":\n    one()\nelif stream.read(1) == b"x":\n    two()',
      ],
    },
  },
  {
    id: 'review/identical-branches',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: ['python'],
    category: 'logic',
    message: 'Every branch of this {{construct}} does the same thing, so the condition `{{condition}}` changes nothing: one branch was probably meant to differ.',
    recommendation: 'Write the branch that should differ, or drop the condition if both really do the same.',
    query: `(if_statement alternative: (else_clause)) @target
      (conditional_expression) @target`,
    check: ({ target, context }) => {
      if (target.type === 'conditional_expression') {
        const [body, condition, alternative] = target.namedChildren;
        // `1 if 1 else 1` with a constant condition is a test of the compiler, not a slip.
        if (!body || !condition || !alternative || !sameCode(body, alternative) || mayChange(body) || LITERAL_CONDITION.has(condition.type)) return false;
        return { details: { construct: 'conditional expression', condition: excerpt(condition.text, 40) } };
      }
      const bodies = chainBodies(target);
      const first = bodies?.[0];
      if (!bodies || !first || isPlaceholder(first) || !bodies.every((body) => sameCode(body, first))) return false;
      const line = firstChangedLine(context, [target.childForFieldName('condition') ?? target, ...bodies]);
      if (line === undefined) return false;
      // Statements are often kept parallel on purpose until they differ (a placeholder for another platform, a
      // branch left for a later change), unlike a conditional expression: hidden by default.
      return { line, details: { construct: '`if`/`else`', condition: excerpt(target.childForFieldName('condition')?.text ?? '', 40) }, confidence: 70 };
    },
    examples: {
      match: [
        'if user.is_admin:\n    limit = 100\nelse:\n    limit = 100',
        'timeout = settings.timeout if settings.timeout else settings.timeout',
      ],
      noMatch: [
        'if user.is_admin:\n    limit = 100\nelse:\n    limit = 10',
        'if ready:\n    pass\nelse:\n    pass',
        'value = random() if coin else random()',
        'value = 1 if 1 else 1',
        'if a:\n    go()\nelif b:\n    go()',
      ],
    },
  },
  {
    id: 'review/identical-operands',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: ['python'],
    category: 'logic',
    message: '`{{target}}` has the same value on both sides of `{{operator}}`: the result is fixed ({{result}}), so one side was probably meant to be something else.',
    recommendation: 'Put the value that was meant on one side (often a neighbour of the copied name), or simplify the expression.',
    query: `(boolean_operator) @target
      (comparison_operator) @target
      (binary_operator) @target`,
    check: ({ target, context }) => {
      const operator = operatorText(target);
      const operands = operandsOf(target);
      if (!operator || !operands || !SELF_OPERATORS.has(operator)) return false;
      const [left, right] = operands.map(unwrapParentheses) as [Node, Node];
      if (!SIMPLE_OPERAND.has(left.type) || !sameCode(left, right) || mayChange(left) || left.descendantsOfType('call').length > 0) return false;
      if (silencedByNoqa(context.lines, lineOf(target), ['PLR0124'])) return false;
      // Tests apply operators to one value on purpose (`x == x` for `__eq__`, `s | s` for a set type).
      if (context.isTestFile) return false;
      const result =
        operator === 'and' || operator === 'or' || operator === '&' || operator === '|'
          ? 'the same as one side'
          : ['==', 'is', '<=', '>=', 'in'].includes(operator)
            ? 'always true'
            : ['<', '>', 'is not', 'not in'].includes(operator)
              ? 'always false'
              : 'always 0';
      // `x == x` is also how some code tests for NaN (false only for NaN).
      const confidence = operator === '==' ? 70 : undefined;
      return { details: { target: excerpt(target.text, 50), operator, result: operator === '==' ? 'always true, except for NaN' : result }, ...(confidence ? { confidence } : {}) };
    },
    examples: {
      match: ['if user.is_active and user.is_active:\n    grant()', 'delta = end.seconds - end.seconds', 'ok = width < width'],
      noMatch: [
        'if value != value:\n    return None',
        'area = side * side',
        'total = count + count',
        'mask = 1 << 1',
        'same = read() == read()',
        'if user.is_active and user.is_staff:\n    grant()',
      ],
    },
  },
  {
    id: 'review/self-assignment',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: ['python'],
    category: 'logic',
    message: '`{{target}}` assigns a value to itself and changes nothing: the value meant on one side is missing.',
    recommendation: 'Assign what was meant (often a parameter of the same name: `self.size = size`), or remove the line.',
    query: '(expression_statement (assignment left: [(identifier) (attribute)] @left right: [(identifier) (attribute)] @right) @target)',
    check: ({ captures, target, context }) => {
      const { left, right } = captures;
      if (!left || !right || target.childForFieldName('type') || !sameCode(left, right)) return false;
      // In a class body `x = x` copies a global into the class namespace; at module level it re-exports a
      // builtin or an import (`str = str` in a compatibility module). Only in a function is it a no-op.
      if (!enclosingFunction(target) || scopeOf(target).type === 'class_definition') return false;
      if (silencedByNoqa(context.lines, lineOf(target), ['PLW0127'])) return false;
      if (left.type === 'attribute') {
        // `self.value = self.value` may run a property setter on purpose (to validate or notify); beside a
        // parameter of the same name that nothing reads, it is `self.value = value` mistyped.
        const name = left.childForFieldName('attribute')?.text ?? '';
        const fn = enclosingFunction(target);
        const unread = fn !== undefined && parametersOf(fn).some((parameter) => parameter.name === name) && !readsName(fn, name);
        return unread ? { confidence: 90, details: { target: excerpt(target.text, 50) } } : { confidence: 70 };
      }
      // `else: version = version` as a branch's only statement is written on purpose (for a type checker, for symmetry).
      const block = target.parent?.parent;
      if (block?.type === 'block' && block.namedChildren.filter((child) => child.type !== 'comment').length === 1) return false;
      return { confidence: context.isTestFile ? 70 : 80 };
    },
    examples: {
      match: ['def resize(self, width, height):\n    width = width\n    self.height = height', 'def __init__(self, size):\n    self.size = self.size'],
      noMatch: ['def arch_of(arch):\n    if arch is None:\n        arch = detect()\n    else:\n        arch = arch\n    return arch', 'class Config:\n    timeout = timeout', 'str = str  # re-exported for Python 2 compatibility', 'def f(x):\n    x = x  # noqa: PLW0127', 'def resize(self, width):\n    self.width = width', 'x, y = y, x'],
    },
  },
  {
    id: 'review/copy-paste-slip',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: ['python'],
    category: 'logic',
    message: 'Copy-paste slip? {{detail}}.',
    recommendation: 'Check this line against its neighbours and update the part that was copied unchanged.',
    query: `(block) @target
      (module) @target
      (argument_list (keyword_argument) (keyword_argument) (keyword_argument)) @target
      (dictionary (pair) (pair) (pair)) @target`,
    check: ({ target, context }) => {
      const slip = parallelSlips(target).find((candidate) => context.isChanged(lineOf(candidate.node)));
      return slip ? { line: lineOf(slip.node), column: slip.node.startPosition.column + 1, details: { detail: slip.detail } } : false;
    },
    examples: {
      match: [
        'def parse(args, kwargs):\n    name = args[0] if len(args) > 0 else kwargs.get("name")\n    status = args[1] if len(args) > 1 else kwargs.get("status")\n    headers = args[1] if len(args) > 1 else kwargs.get("headers")\n    media_type = args[2] if len(args) > 2 else kwargs.get("media_type")',
        'def __init__(self, host, port, user, password):\n    self.host = host\n    self.port = port\n    self.user = port\n    self.password = password',
        'def row(cells):\n    a = cells[0].text\n    b = cells[1].text\n    c = cells[1].text\n    d = cells[3].text',
      ],
      noMatch: [
        'def parse(args):\n    name = args[0]\n    status = args[1]\n    headers = args[2]',
        'def __init__(self, name, value):\n    self.name = name\n    self.label = name\n    self.value = value',
        'WIDTH = 1\nHEIGHT = 1\nDEPTH = 2\nLIMIT = 3',
        'def corners(box):\n    x = box[0]\n    y = box[1]\n    width = size[0]\n    height = size[1]',
      ],
    },
  },
  {
    id: 'review/is-literal',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 90,
    languages: ['python'],
    category: 'correctness',
    message: '`{{target}}` compares identity with a literal: whether two equal values are the same object is up to the interpreter, so this can be false for equal values (Python warns: `"is" with a literal`).',
    recommendation: 'Compare values with `==` / `!=`; keep `is` for `None`, `True`, `False` and sentinels.',
    query: '(comparison_operator operators: ["is" "is not"]) @target',
    textGate: /\bis\b/,
    check: ({ target, context }) => {
      if (target.namedChildren.length !== 2 || silencedByNoqa(context.lines, lineOf(target), ['F632'])) return false;
      const literal = target.namedChildren.find(isLiteral);
      // `[] is not []` between two literals shows how identity works (a test of the language), on purpose.
      if (!literal || target.namedChildren.every(isLiteral)) return false;
      return { details: { target: excerpt(target.text, 50) }, ...(isCachedLiteral(literal) ? { confidence: 70, severity: 'low' as const } : {}) };
    },
    fix: fixIsLiteral,
    examples: {
      match: ['if status is "active":\n    start()', 'if code is not 404:\n    retry()', 'if items is []:\n    return'],
      noMatch: ['assert [] is not []', 'assert copy(items) is not [1, 2]  # noqa: F632', 'if status is None:\n    start()', 'if flag is True:\n    go()', 'if value is MISSING:\n    return', 'if status == "active":\n    start()'],
    },
  },
  {
    id: 'review/assert-tuple',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'high',
    confidence: 95,
    languages: ['python'],
    category: 'correctness',
    message: '`assert` is given a tuple, and a non-empty tuple is always true: this assertion can never fail.',
    recommendation: 'Drop the parentheses so the message is the assertion\'s second operand: `assert condition, "message"`.',
    query: '(assert_statement . (tuple (_)) @tuple) @target',
    check: ({ target, context }) => !silencedByNoqa(context.lines, lineOf(target), ['F631']),
    fix: fixAssertTuple,
    examples: {
      match: ['assert (user.is_admin, "admins only")', 'def pay(amount):\n    assert (amount > 0, f"bad amount {amount}")'],
      noMatch: ['assert user.is_admin, "admins only"', 'assert (a, b) == pair', 'assert ()'],
    },
  },
  {
    id: 'silent-failure/return-in-finally',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'high',
    confidence: 90,
    languages: ['python'],
    category: 'error-handling',
    message: '`{{statement}}` in a `finally` block discards the exception being raised (and any earlier `return` value): errors in the `try` vanish silently.',
    recommendation: 'Move the `return`/`break`/`continue` after the `try` statement, or let the exception propagate; keep `finally` for clean-up.',
    query: '(finally_clause) @target',
    check: ({ target, context }) => {
      const found: Node[] = [];
      const walk = (node: Node, inLoop: boolean): void => {
        for (const child of node.namedChildren) {
          if (['function_definition', 'lambda', 'class_definition'].includes(child.type)) continue;
          if (child.type === 'return_statement' || (!inLoop && (child.type === 'break_statement' || child.type === 'continue_statement'))) found.push(child);
          walk(child, inLoop || LOOP_TYPES.has(child.type));
        }
      };
      walk(target, false);
      const statement = found.find((node) => context.isChanged(lineOf(node)) && !silencedByNoqa(context.lines, lineOf(node), ['B012', 'SIM107']));
      if (!statement) return false;
      // Tests of the interpreter itself (tracing, grammar) return from `finally` on purpose.
      return { line: lineOf(statement), details: { statement: statement.type.replace('_statement', '') }, ...(context.isTestFile ? { confidence: 70 } : {}) };
    },
    examples: {
      match: ['def load(path):\n    try:\n        return parse(path)\n    finally:\n        return None', 'for job in jobs:\n    try:\n        job.run()\n    finally:\n        continue'],
      noMatch: [
        'def load(path):\n    try:\n        return parse(path)\n    finally:\n        cleanup()',
        'try:\n    work()\nfinally:\n    for item in pending:\n        if item.done:\n            break',
        'try:\n    work()\nfinally:\n    def later():\n        return 1',
      ],
    },
  },
  {
    id: 'review/late-binding-closure',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: ['python'],
    category: 'correctness',
    message: 'This function is made in a loop, reads the loop\'s `{{name}}` and is {{kept}}: it runs later and sees `{{name}}` as it is then — every such function gets the last value.',
    recommendation: 'Bind the current value when the function is made: a default argument (`lambda name=name: greet(name)`) or `functools.partial(greet, name)`.',
    query: `(lambda) @target
      (function_definition) @target`,
    textGate: /for |while /,
    check: ({ target, context }) => {
      if (silencedByNoqa(context.lines, lineOf(target), ['B023'])) return false;
      const loop = enclosingLoop(target.parent?.type === 'decorated_definition' ? target.parent : target);
      if (!loop) return false;
      const variables = loopVariables(loop);
      const read = freeReads(target).find((identifier) => variables.has(identifier.text));
      if (!read) return false;
      const kept = target.type === 'lambda' ? keptForLater(target) : definitionKeptForLater(target, loop);
      return kept ? { details: { name: read.text, kept } } : false;
    },
    examples: {
      match: [
        'callbacks = []\nfor name in names:\n    callbacks.append(lambda: greet(name))',
        'for route in routes:\n    @app.get(route.path)\n    def handler():\n        return route.payload',
        'for key in keys:\n    handlers[key] = lambda event: dispatch(key, event)',
      ],
      noMatch: [
        'for name in names:\n    callbacks.append(lambda name=name: greet(name))',
        'for row in rows:\n    row.sort(key=lambda cell: cell[row.index])',
        'for value in values:\n    limit = max(value) / 2\n    kept = list(filter(lambda x: x < limit, value))',
        'for i in range(3):\n    def add():\n        total.append(i)\n    add()',
      ],
    },
  },
  {
    id: 'review/missing-f-prefix',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: ['python'],
    category: 'correctness',
    message: '{{problem}}',
    recommendation: 'Add the `f` prefix (`f"… {name} …"`), or call `.format(…)` on the message; for a `%s` message, format it with `%` before passing it on (`ValueError("cannot read %s" % path)`).',
    query: `(string) @target
      (argument_list . (identifier) @target)`,
    // `{name}` placeholders, or `%s` ones.
    textGate: /\{|%/,
    check: ({ target, context }) => {
      if (silencedByNoqa(context.lines, lineOf(target), ['RUF027'])) return false;
      let text: string | undefined;
      const unformatted = target.type === 'string' ? percentArgumentsSink(target) : undefined;
      if (unformatted) {
        const placeholder = PERCENT_PLACEHOLDER.exec(plainText(target) ?? '')?.[0] ?? '%s';
        return { details: { problem: `This message holds \`${placeholder}\` and its values come as further arguments, but ${unformatted} does not format them: it shows \`${placeholder}\` as it is, followed by the values.` } };
      }
      if (target.type === 'identifier') {
        text = messageSink(target) ? unformattedConstant(target, context) : undefined;
      } else if (target.text.includes('{') && isPlainStringLiteral(target)) {
        text = plainText(target);
        // In `"… {x} " f"… {y}"` the plain part is certainly meant as an f-string too.
        const siblings = target.parent?.type === 'concatenated_string' ? target.parent.namedChildren : [];
        if (text !== undefined && siblings.some(isFString) && !context.isTestFile) {
          const names = placeholdersInScope(text, target);
          if (names) return { details: { problem: unformattedBraces(names[0] ?? '', 'the message') } };
        }
      }
      if (text === undefined) return false;
      const sink = messageSink(target);
      const names = sink ? placeholdersInScope(text, target) : undefined;
      if (!sink || !names) return false;
      return { details: { problem: unformattedBraces(names[0] ?? '', sink) } };
    },
    examples: {
      match: [
        'def check(type_):\n    raise ValueError("Invalid type: {type_}")',
        'def load(path):\n    logger.error("cannot read {path}")',
        'def pay(order):\n    raise PaymentError(\n        f"order {order.id} failed: "\n        "amount {order.amount} exceeds the limit"\n    )',
        'MESSAGE = "check that {type_} is a valid field type"\n\ndef create(type_):\n    raise FieldError(MESSAGE)',
        'def load(path, error):\n    raise ValueError("cannot read {path}: %s" % error)',
        'def load(path):\n    raise ValueError("cannot read %s", path)',
        'def report(items):\n    print("%d items left", len(items))',
      ],
      noMatch: [
        'def check(type_):\n    raise ValueError("Invalid type: {type_}".format(type_=type_))',
        'def check(type_):\n    raise ValueError(f"Invalid type: {type_}")',
        'def render(name):\n    return "Hello {name}"',
        'def greet(name):\n    print(_("Hello {name}"))',
        'def load(path):\n    logger.info("cannot read {path}", path=path)',
        'def template():\n    raise ValueError("use {name} in the template")',
        'MESSAGE = "check that {type_} is valid"\n\ndef create(type_):\n    raise FieldError(MESSAGE.format(type_=type_))',
        'def load(path):\n    raise ValueError("cannot read %s" % path)',
        'def load(path):\n    logger.error("cannot read %s", path)',
        'def report(done):\n    print("50% done", done)',
        'def load(path):\n    raise LoadError("cannot read %s", path)',
      ],
    },
  },
  {
    id: 'review/walrus-binds-comparison',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: ['python'],
    category: 'correctness',
    message: '`{{name}} := {{value}}` binds the result of the whole comparison (`True`/`False`), not `{{left}}`, yet `{{name}}` is used below as that value.',
    recommendation: 'Parenthesise the assignment so the name gets the value and the comparison tests it: `if (kind := schema["type"]) not in KINDS:`.',
    query: '(named_expression name: (identifier) @name value: (comparison_operator . (_) @left) @value) @target',
    textGate: /:=/,
    check: ({ captures, target }) => {
      const { name, left } = captures;
      const scope = enclosingFunction(target) ?? target.tree.rootNode;
      if (!name || !left || left.type === 'comparison_operator' || left.type === 'boolean_operator') return false;
      const used = scope.descendantsOfType('identifier').some((identifier) => identifier.text === name.text && identifier.startIndex > target.endIndex && isVariableName(identifier) && usedAsValue(identifier));
      return used ? { details: { left: excerpt(left.text, 30), value: excerpt(captures.value?.text ?? '', 40) } } : false;
    },
    examples: {
      match: ['def check(schema):\n    if kind := schema["type"] not in ("url", "path"):\n        raise TypeError(f"cannot annotate {kind}")'],
      noMatch: [
        'def check(schema):\n    if (kind := schema["type"]) not in ("url", "path"):\n        raise TypeError(f"cannot annotate {kind}")',
        'def check(items):\n    if empty := len(items) == 0:\n        log(empty)\n    return empty',
      ],
    },
  },
  {
    id: 'review/undefined-name',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'high',
    confidence: 90,
    languages: ['python'],
    category: 'correctness',
    message: '`{{name}}` is not defined or imported in this module: reaching this line raises `NameError` instead of {{what}}.',
    recommendation: 'Import the exception class (or qualify it with the module that defines it, as the rest of the module does).',
    query: `(raise_statement . [(identifier) @name (call function: (identifier) @name)]) @target
      (except_clause . [(identifier) @name (as_pattern . (identifier) @name) (tuple (identifier) @name) (as_pattern . (tuple (identifier) @name))]) @target`,
    check: ({ captures, target, context }) => {
      const candidates = target.type === 'raise_statement' ? [captures.name] : target.namedChildren[0]?.descendantsOfType('identifier').concat(target.namedChildren[0]?.type === 'identifier' ? [target.namedChildren[0]] : []);
      const { names, dynamic } = namesOfFile(context);
      if (dynamic || silencedByNoqa(context.lines, lineOf(target), ['F821'])) return false;
      const missing = (candidates ?? []).find(
        (identifier): identifier is Node => identifier !== undefined && identifier.type === 'identifier' && isVariableName(identifier) && inRaisedOrCaught(identifier) && !BUILTIN_EXCEPTIONS.has(identifier.text) && !names.has(identifier.text),
      );
      if (!missing) return false;
      return { details: { name: missing.text, what: target.type === 'raise_statement' ? 'the intended error' : 'catching the error' } };
    },
    examples: {
      match: ['from tornado import httputil\n\ndef read(chunk):\n    if chunk != b"\\r\\n":\n        raise HTTPInputError("bad chunk")', 'try:\n    load()\nexcept (ValueError, ParseError) as error:\n    report(error)'],
      noMatch: [
        'from tornado.httputil import HTTPInputError\n\ndef read(chunk):\n    raise HTTPInputError("bad chunk")',
        'class ParseError(Exception):\n    pass\n\ntry:\n    load()\nexcept ParseError:\n    pass',
        'from errors import *\n\nraise ParseError("x")',
        'try:\n    load()\nexcept (ValueError, OSError) as error:\n    report(error)',
        'def fail(error_class):\n    raise error_class("x")',
      ],
    },
  },
  {
    id: 'review/syntax-error',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'high',
    confidence: 85,
    languages: ['python'],
    category: 'correctness',
    message: 'This line does not parse as Python (near `{{near}}`): importing the module raises `SyntaxError`, so nothing in it runs. A comma, bracket, colon or quote is probably missing.',
    recommendation: 'Fix the syntax (often a missing comma between arguments, or an unclosed bracket on the line before), and run the module once.',
    query: `(ERROR) @target
      (MISSING) @target`,
    check: ({ target, context }) => {
      // One finding per file: the first error; the parser's recovery makes more of them after it.
      if (target.id !== firstSyntaxError(context)?.id) return false;
      const line = firstChangedLine(context, [target]);
      // A project template (`{{cookiecutter.name}}/app.py`) is not Python until it is rendered.
      if (line === undefined || /\{\{|\{%/.test(context.path)) return false;
      // Parsed with the error already there (or syntax newer than the grammar): not what this change did.
      if (context.before()?.root.hasError) return false;
      const near = target.isMissing ? `missing ${target.type}` : (context.lines[line - 1] ?? '').trim();
      return { line, details: { near: excerpt(near, 40) } };
    },
    examples: {
      match: [
        'request = fetch(\n    url,\n    token=session["token"],\n    proof=sign(secret)\n    fields=",".join(fields)\n)',
        'def pay(order)\n    return order.total',
      ],
      noMatch: [
        'request = fetch(\n    url,\n    proof=sign(secret),\n    fields=",".join(fields),\n)',
        {
          before: 'def broken(:\n    return 1\n\ndef other():\n    return 2',
          after: 'def broken(:\n    return 1\n\ndef other():\n    return 3',
        },
      ],
    },
  },
  pythonInterpolatedFormatStringRule,
  pythonHashOfTypeRule,
];
