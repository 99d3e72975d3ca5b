import type { Node } from 'web-tree-sitter';
import { changedLineOf } from '../../../changed-line-of.js';
import { excerpt } from '../../../excerpt.js';
import { perFile } from '../../../per-file.js';
import type { FileBefore, RuleContext, RuleHit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath, docstringOf, isMethod, statementsOf } from '../../../syntax/python/python-syntax.js';
import { fileFunctionOf, groupedBy, parameterList, rebound, sameFileCallee } from '../../../syntax/python/same-file-functions.js';
import type { FileFunction, ParameterList, SameFileCallee } from '../../../syntax/python/same-file-functions.js';

/** What a call passes: how many positional arguments, and the keyword arguments' names. */
interface CallArguments {
  positional: number;
  keywords: readonly string[];
}

/** The call's arguments; undefined with `*args` or `**kwargs` unpacking, whose number and names syntax does not give. */
function callArguments(call: Node): CallArguments | undefined {
  const list = call.childForFieldName('arguments');
  // `f(x for x in xs)`: one generator argument.
  if (list?.type === 'generator_expression') return { positional: 1, keywords: [] };
  if (list?.type !== 'argument_list') return undefined;
  let positional = 0;
  const keywords: string[] = [];
  for (const argument of list.namedChildren) {
    // Comments and `\` line continuations sit among the arguments.
    if (argument.isExtra) continue;
    if (argument.type === 'list_splat' || argument.type === 'dictionary_splat') return undefined;
    if (argument.type === 'keyword_argument') keywords.push(argument.childForFieldName('name')?.text ?? '');
    else positional += 1;
  }
  return { positional, keywords };
}

/** Why a call does not fit, as Python would refuse it. */
type Misfit =
  | { kind: 'unknown'; keyword: string; closest?: string }
  | { kind: 'positional-only' | 'twice'; keyword: string }
  | { kind: 'too-many'; given: number; takes: number; receiver?: string }
  | { kind: 'missing'; names: readonly string[]; keywordOnly: boolean };

/** Pylint's names for each kind of misfit: a line disabling one of them was looked at already. */
const PYLINT_NAMES: Readonly<Record<Misfit['kind'], readonly string[]>> = {
  unknown: ['unexpected-keyword-arg', 'E1123'],
  'positional-only': ['positional-only-arguments-expected', 'E3102'],
  twice: ['redundant-keyword-arg', 'E1124'],
  'too-many': ['too-many-function-args', 'E1121'],
  missing: ['no-value-for-parameter', 'E1120', 'missing-kwoa', 'E1125'],
};

/** Why `args` do not fit `list`, or undefined when they do; `bound`: the receiver fills the first parameter. */
function misfit(list: ParameterList, args: CallArguments, bound: boolean): Misfit | undefined {
  let parameters = list.parameters;
  let receiver: string | undefined;
  if (bound) {
    const first = parameters[0];
    // `def method(*args)` takes the instance in `args`; a method without any parameter is method-without-self's.
    if (!first || first.kind === 'keyword') return undefined;
    receiver = first.name;
    parameters = parameters.slice(1);
  }
  const positional = parameters.filter((parameter) => parameter.kind !== 'keyword');
  for (const keyword of args.keywords) {
    const parameter = parameters.find((candidate) => candidate.name === keyword);
    if (!parameter) {
      if (keyword === receiver || list.keywords) continue;
      const closest = closestName(
        keyword,
        parameters.filter((candidate) => candidate.kind !== 'positional' && !args.keywords.includes(candidate.name)).map(({ name }) => name),
      );
      return { kind: 'unknown', keyword, ...(closest ? { closest } : {}) };
    }
    // A positional-only name given by keyword goes into `**kwargs` when there is one.
    if (parameter.kind === 'positional') {
      if (list.keywords) continue;
      return { kind: 'positional-only', keyword };
    }
    if (parameter.kind === 'either' && positional.indexOf(parameter) < args.positional) return { kind: 'twice', keyword };
  }
  if (args.positional > positional.length && !list.variadic) {
    return { kind: 'too-many', given: args.positional, takes: positional.length, ...(receiver ? { receiver } : {}) };
  }
  const missing = parameters.filter(
    (parameter, index) =>
      parameter.required &&
      !(parameter.kind !== 'keyword' && index < args.positional) &&
      !(parameter.kind !== 'positional' && args.keywords.includes(parameter.name)),
  );
  if (missing.length === 0) return undefined;
  return { kind: 'missing', names: missing.map(({ name }) => name), keywordOnly: missing.every((parameter) => parameter.kind === 'keyword') };
}

/** The name among `names` a misspelt keyword most likely meant: at most two edits away, and only one such. */
function closestName(keyword: string, names: readonly string[]): string | undefined {
  const near = names.filter((name) => editDistance(keyword, name) <= Math.min(2, Math.floor(name.length / 3)));
  return near.length === 1 ? near[0] : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** `a`, `a and b`, `a, b and c`. */
const listed = (parts: readonly string[]): string => (parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

const quoted = (names: readonly string[]): string => listed(names.map((name) => `\`${name}\``));

const count = (number: number, noun: string): string => `${number} ${noun}${number === 1 ? '' : 's'}`;

/** The misfit in words, naming the signature (`signature`, with where it is defined). */
function describe(found: Misfit, signature: string): string {
  switch (found.kind) {
    case 'unknown':
      return `passes \`${found.keyword}=\`, a keyword ${signature} does not take`;
    case 'positional-only':
      return `passes \`${found.keyword}\` by keyword, but ${signature} takes it by position only`;
    case 'twice':
      return `passes \`${found.keyword}\` twice to ${signature}, by position and as \`${found.keyword}=\``;
    case 'too-many': {
      const takes = found.takes === 0 ? 'none' : `at most ${found.takes}`;
      return `passes ${count(found.given, 'positional argument')} to ${signature}, which takes ${takes}${found.receiver ? ` after \`${found.receiver}\`` : ''}`;
    }
    case 'missing':
      return `gives no value for ${found.keywordOnly ? `the keyword-only ${quoted(found.names)}` : quoted(found.names)}, which ${signature} requires`;
  }
}

const hintOf = (found: Misfit): string => (found.kind === 'unknown' && found.closest ? ` (\`${found.closest}=\`, perhaps)` : '');

/** `name(a, b=1, *, c)`: the signature as written, on one line. */
function signatureOf(definition: FileFunction): string {
  const parameters = definition.fn.childForFieldName('parameters')?.text ?? '()';
  return `\`${definition.name}${excerpt(parameters, 70)}\``;
}

/** Whether a method only stands in for its subclasses' (`pass`, `...`, `raise NotImplementedError`): their signatures count. */
function isStub(fn: Node): boolean {
  const body = fn.childForFieldName('body');
  const docstring = docstringOf(fn);
  const statements = body ? statementsOf(body).filter((statement) => statement.id !== docstring?.parent?.id) : [];
  return statements.every((statement) => {
    if (statement.type === 'pass_statement') return true;
    if (statement.type === 'raise_statement') return /NotImplemented/.test(statement.text);
    return statement.type === 'expression_statement' && statement.text === '...';
  });
}

/** Whether the call only runs for a type checker (`if TYPE_CHECKING:`). */
function underTypeChecking(call: Node): boolean {
  for (let node = call.parent; node; node = node.parent) {
    if (node.type === 'if_statement' && /TYPE_CHECKING/.test(node.childForFieldName('condition')?.text ?? '')) return true;
  }
  return false;
}

/** Calls that expect what the code they are given raises: `pytest.raises(…)`, `assertRaises(…)`, sympy's `raises(…)`. */
const EXPECTING = /^(raises|assertRaises\w*)$/;

/** Whether a call that runs code expecting it to fail would take a `TypeError`: it names it, or any exception; or it catches everything (loguru's `logger.catch()`). */
function takesTypeError(expecting: Node): boolean {
  const name = calleePath(expecting).at(-1) ?? '';
  return /^catch/.test(name) || (EXPECTING.test(name) && /\b(TypeError|(Base)?Exception)\b/.test(expecting.childForFieldName('arguments')?.text ?? ''));
}

/**
 * Whether the call is made to see it fail: in a `try` that handles `TypeError`, in a `with` block whose context
 * manager names `TypeError` or takes it (`pytest.raises(Exception)`, `logger.catch()`), or in a lambda given to
 * such a call (`raises(TypeError, lambda: parse(1, 2))`).
 */
function expectsFailure(call: Node): boolean {
  for (let node = call; node.parent; node = node.parent) {
    const parent = node.parent;
    if (parent.type === 'try_statement' && node.id === parent.childForFieldName('body')?.id) {
      if (parent.namedChildren.some((clause) => clause.type === 'except_clause' && /\bTypeError\b/.test(clause.namedChildren[0]?.text ?? ''))) return true;
    }
    if (parent.type === 'with_statement' && node.id === parent.childForFieldName('body')?.id) {
      const clause = parent.namedChildren.find((child) => child.type === 'with_clause');
      if (clause && (/\bTypeError\b/.test(clause.text) || clause.descendantsOfType('call').some(takesTypeError))) return true;
    }
    if (node.type === 'lambda' && parent.type === 'argument_list' && parent.parent?.type === 'call' && takesTypeError(parent.parent)) return true;
  }
  return false;
}

/** The Pylint messages a line's comment disables (`# pylint: disable=a, b`, `# pylint: disable-next=…`). */
function pylintDisabled(line: string, next = false): string[] {
  const match = (next ? /#\s*pylint:\s*disable-next\s*=\s*([\w\s,-]+)/ : /#\s*pylint:\s*disable\s*=\s*([\w\s,-]+)/).exec(line);
  return match?.[1]?.split(/[\s,]+/).filter(Boolean) ?? [];
}

/** Pylint messages disabled for a block or the module (a `# pylint: disable=…` comment on a line of its own). */
const disabledInFile = perFile((context) => new Set(context.lines.filter((line) => /^\s*#/.test(line)).flatMap((line) => pylintDisabled(line))));

/** Whether someone silenced this misfit: Pylint's matching message disabled, or a type checker's error ignored on the call's lines. */
function silenced(context: RuleContext, call: Node, found: Misfit): boolean {
  const lines = context.lines.slice(call.startPosition.row, call.endPosition.row + 1);
  if (lines.some((line) => /#\s*type:\s*ignore(?!\[(?![^\]]*(call-arg|misc))[^\]]*\])|#\s*pyright:\s*ignore/.test(line))) return true;
  const disabled = new Set([
    ...disabledInFile(context),
    ...lines.flatMap((line) => pylintDisabled(line)),
    ...pylintDisabled(context.lines[call.startPosition.row - 1] ?? '', true),
  ]);
  return disabled.has('all') || PYLINT_NAMES[found.kind].some((name) => disabled.has(name));
}

/** Files that write module globals by name: a function may be replaced where syntax cannot see it. */
const writesGlobals = perFile((context) =>
  context.lines.some((line) => /globals\(\)\s*\[[^\]]*\]\s*=(?!=)|globals\(\)\.(update|setdefault)\(|sys\.modules\[__name__\]/.test(line)),
);

/** The last line with a star import (`from m import *`), which may replace any function defined above it; 0 without one. */
const lastStarImport = perFile((context) => context.lines.findLastIndex((line) => /^\s*from\s+\S+\s+import\s+\*/.test(line)) + 1);

/** Whether nothing but the definition can answer the call: checked only once the call does not fit, as it walks the file. */
function settled(callee: SameFileCallee, call: Node, found: Misfit, context: RuleContext): boolean {
  if (context.root.hasError || underTypeChecking(call) || expectsFailure(call) || silenced(context, call, found)) return false;
  const { fn, owner } = callee.definition;
  if (owner ? isStub(fn) : writesGlobals(context) || lastStarImport(context) > fn.startPosition.row) return false;
  return !rebound(callee, call, context);
}

/** A call that does not fit its callee: the callee and why. */
interface Mismatch {
  callee: SameFileCallee;
  found: Misfit;
}

function mismatchOf(call: Node, context: RuleContext): Mismatch | undefined {
  const callee = sameFileCallee(call, context);
  const args = callee && callArguments(call);
  const list = callee && parameterList(callee.definition.fn);
  const found = args && list && misfit(list, args, callee.bound);
  return callee && found && settled(callee, call, found, context) ? { callee, found } : undefined;
}

function checkCall(call: Node, context: RuleContext): RuleHit | false {
  const mismatch = mismatchOf(call, context);
  if (!mismatch) return false;
  const { callee, found } = mismatch;
  const signature = `${signatureOf(callee.definition)} (line ${callee.definition.fn.startPosition.row + 1})`;
  return {
    line: changedLineOf(context, call),
    details: { call: excerpt(call.text, 60), at: '', problem: describe(found, signature), which: 'the call', hint: hintOf(found) },
  };
}

/** Calls by the name they call (`f(…)` and `self.f(…)` under `f`), for the calls of a function whose signature changed. */
const callsByName = perFile((context) =>
  groupedBy(context.root.descendantsOfType('call'), (call) => {
    const callee = call.childForFieldName('function');
    return callee?.type === 'attribute' ? callee.childForFieldName('attribute')?.text : callee?.type === 'identifier' ? callee.text : undefined;
  }),
);

/** The same function before the change: the top-level function, or the method of the class of the same name; one of each. */
function definitionBefore(definition: FileFunction, before: FileBefore): Node | undefined {
  const named = (nodes: readonly Node[], type: string, name: string): Node[] =>
    nodes.filter((node) => node.type === type && node.childForFieldName('name')?.text === name);
  let scope: Node = before.root;
  if (definition.owner) {
    const owners = named(before.root.descendantsOfType('class_definition'), 'class_definition', definition.owner.childForFieldName('name')?.text ?? '');
    const body = owners.length === 1 ? owners[0]?.childForFieldName('body') : undefined;
    if (!body) return undefined;
    scope = body;
  }
  const definitions = named(
    scope.namedChildren.map((node) => (node.type === 'decorated_definition' ? (node.childForFieldName('definition') ?? node) : node)),
    'function_definition',
    definition.name,
  );
  return definitions.length === 1 ? definitions[0] : undefined;
}

const spansChange = (node: Node, context: RuleContext): boolean => {
  for (let row = node.startPosition.row; row <= node.endPosition.row; row += 1) if (context.isChanged(row + 1)) return true;
  return false;
};

/**
 * A signature the change edited, and the calls elsewhere in the file it broke: calls the change did not touch
 * (those are reported where they are) that fitted the signature before the change and do not fit it now.
 */
function checkDefinition(fn: Node, context: RuleContext): RuleHit | false {
  const parameters = fn.childForFieldName('parameters');
  if (!parameters) return false;
  let header: number | undefined;
  for (let row = fn.startPosition.row; row <= parameters.endPosition.row && header === undefined; row += 1) if (context.isChanged(row + 1)) header = row + 1;
  // Only the calls of a top-level function or a method are settled by syntax.
  const before = header === undefined ? undefined : context.before();
  if (!before || (fn.parent?.type !== 'module' && !isMethod(fn))) return false;
  const definition = fileFunctionOf(fn);
  const earlierNode = definition && definitionBefore(definition, before);
  const earlier = earlierNode && parameterList(earlierNode);
  if (!definition || !earlierNode || !earlier || header === undefined) return false;
  if (earlierNode.childForFieldName('parameters')?.text.replace(/\s+/g, '') === parameters.text.replace(/\s+/g, '')) return false;
  const broken: Array<{ call: Node; found: Misfit }> = [];
  for (const call of callsByName(context).get(definition.name) ?? []) {
    if (spansChange(call, context)) continue;
    const mismatch = mismatchOf(call, context);
    const args = mismatch && mismatch.callee.definition.fn.id === fn.id ? callArguments(call) : undefined;
    if (mismatch && args && !misfit(earlier, args, mismatch.callee.bound)) broken.push({ call, found: mismatch.found });
  }
  const [first, ...others] = broken;
  if (!first) return false;
  const lines = broken.map(({ call }) => call.startPosition.row + 1);
  return {
    line: header,
    details: {
      call: excerpt(first.call.text, 60),
      at: ` on line ${lines[0]}${others.length > 0 ? ` (and ${count(others.length, 'other call')} that no longer ${others.length === 1 ? 'fits' : 'fit'})` : ''}`,
      problem: describe(first.found, `${signatureOf(definition)} now`),
      which: broken.length === 1 ? `the call on line ${lines[0]}` : `the calls on lines ${listed(lines.map(String))}`,
      hint: hintOf(first.found),
    },
  };
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(call function: (identifier)) @target
((call function: (attribute object: (identifier) @receiver)) @target (#any-of? @receiver "self" "cls"))
(function_definition) @target`,
  // The callee is defined in the file.
  textGate: /def\s/,
  check: ({ target, context }) => (target.type === 'call' ? checkCall(target, context) : checkDefinition(target, context)),
  examples: {
    match: [
      'def connect(host, port, timeout=10):\n    pass\n\n\ndef main():\n    connect("db", 5432, timout=3)',
      'def move(source, target):\n    pass\n\n\nmove("a")',
      'def move(source, target):\n    pass\n\n\nmove("a", "b", "c")',
      'def move(source, target):\n    pass\n\n\nmove("a", source="b")',
      'def fetch(url, *, retries):\n    pass\n\n\nfetch("https://example.com")',
      'def scale(value, /, factor=2):\n    pass\n\n\nscale(value=3)',
      'class Queue:\n    def push(self, item, priority=0):\n        self.items.append((priority, item))\n\n    def refill(self, items):\n        for item in items:\n            self.push(item, 1, True)',
      'def render(template, context):\n    return template.format(**context)\n\n\nclass Page:\n    def render(self):\n        return render(self.template)',
      'def parse(text):\n    return text\n\n\ndef run(parse=None):\n    return parse\n\n\ndef main():\n    return parse()',
      'class Cache:\n    @staticmethod\n    def key(a, b):\n        return (a, b)\n\n    def get(self, a):\n        return self.key(a)',
    ],
    noMatch: [
      'def connect(host, port, timeout=10):\n    pass\n\n\nconnect("db", 5432, timeout=3)\nconnect("db", port=1)',
      'def record(name, *values, **labels):\n    pass\n\n\nrecord("a", 1, 2, 3, env="prod")',
      'import functools\n\n\n@functools.lru_cache\ndef parse(text):\n    pass\n\n\nparse("a", "b")',
      'def parse(text):\n    pass\n\n\ndef run(args):\n    parse(*args)\n    parse(**args)',
      'def parse(text):\n    pass\n\n\nparse = wrap(parse)\nparse("a", "b")',
      'try:\n    from fast import parse\nexcept ImportError:\n    def parse(text):\n        pass\n\n\nparse("a", strict=True)',
      'def scale(value, /, **options):\n    pass\n\n\nscale(1, value=3)',
      'class Base:\n    def handle(self, event):\n        raise NotImplementedError\n\n    def run(self):\n        self.handle()',
      'class Shape:\n    def area(self):\n        return 0\n\n\nclass Square(Shape):\n    def area(self, unit):\n        return 1\n\n    def show(self):\n        return self.area("cm")',
      'from typing import TYPE_CHECKING\n\n\ndef parse(text):\n    pass\n\n\nif TYPE_CHECKING:\n    parse()',
      'def parse(text):\n    pass\n\n\nparse()  # pylint: disable=no-value-for-parameter',
      'def handler(event):\n    pass\n\n\nglobals()["handler"] = make_handler()\nhandler(1, 2)',
      'import loguru\n\n\ndef parse(text):\n    pass\n\n\nwith loguru.logger.catch():\n    parse()',
      'class Tools:\n    def helper(self, x):\n        pass\n\n    @classmethod\n    def build(cls):\n        cls.helper(None, 1)',
      {
        before: 'def connect(host, port):\n    pass\n\n\nconnect("db", 1)\n',
        after: 'def connect(host, port, timeout):\n    pass\n\n\nconnect("db", 1, 3)\n',
      },
    ],
  },
};
