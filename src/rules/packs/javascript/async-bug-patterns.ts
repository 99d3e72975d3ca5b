import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../excerpt.js';
import { JS_FAMILY } from '../../../diff/language.js';
import { perFile } from '../../per-file.js';
import type { RuleContext, RuleDefinition } from '../../rule-definition.js';
import { dottedName, enclosingFunction, statementsOf, unwrapParentheses } from './javascript-syntax.js';

/** Bug patterns of asynchronous code and request handlers: promises nobody waits for, answers sent twice. */

function isAsync(fn: Node): boolean {
  return fn.child(0)?.type === 'async';
}

/** Names of the functions the file declares `async` (declarations, `const f = async …`), and of those it declares otherwise. */
const asyncFunctionsOf = perFile((context): ReadonlySet<string> => {
  const asyncNames = new Set<string>();
  const otherNames = new Set<string>();
  for (const fn of context.root.descendantsOfType(['function_declaration', 'function_expression', 'arrow_function', 'function'])) {
    const name = fn.type === 'function_declaration' ? fn.childForFieldName('name')?.text : fn.parent?.type === 'variable_declarator' ? fn.parent.childForFieldName('name')?.text : undefined;
    if (name) (isAsync(fn) ? asyncNames : otherNames).add(name);
  }
  for (const name of otherNames) asyncNames.delete(name);
  return asyncNames;
});

/** The file's text, to rule out cheaply what a walk of its whole tree would confirm. */
const fileTextOf = perFile((context) => context.lines.join('\n'));

/** `async function name` or `name = async` in the file's text: reading its declarations parses all of a large file. */
function mayBeAsyncFunction(context: RuleContext, name: string): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  return new RegExp(`async\\s+function\\s*\\*?\\s*${escaped}(?![\\w$])|(?<![\\w$])${escaped}\\s*=\\s*async\\b`).test(fileTextOf(context));
}

/** Whether the file may declare `name` itself (a function, a variable, a parameter), shadowing an import of that name. */
function mayBeDeclaredHere(context: RuleContext, name: string): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  return new RegExp(`(function\\s*\\*?\\s*|\\b(const|let|var)\\s+)${escaped}(?![\\w$])`).test(fileTextOf(context));
}

const FS_PROMISES_IMPORT = /^(node:)?fs\/promises$/;

/** Names bound to `fs/promises` (the module, or functions imported from it). */
const fsPromisesNamesOf = perFile((context): { modules: ReadonlySet<string>; functions: ReadonlySet<string> } => {
  const modules = new Set<string>();
  const functions = new Set<string>();
  for (const statement of context.root.descendantsOfType('import_statement')) {
    const source = statement.childForFieldName('source')?.text.slice(1, -1) ?? '';
    if (!FS_PROMISES_IMPORT.test(source)) continue;
    for (const clause of statement.descendantsOfType(['identifier', 'import_specifier', 'namespace_import'])) {
      if (clause.type === 'import_specifier') {
        const local = clause.childForFieldName('alias') ?? clause.childForFieldName('name');
        if (local) functions.add(local.text);
      } else if (clause.type === 'namespace_import') {
        const local = clause.namedChildren.find((child) => child.type === 'identifier');
        if (local) modules.add(local.text);
      } else if (clause.parent?.type === 'import_clause') {
        modules.add(clause.text);
      }
    }
  }
  for (const declarator of context.root.descendantsOfType('variable_declarator')) {
    const value = declarator.childForFieldName('value');
    const name = declarator.childForFieldName('name');
    if (!name || value?.type !== 'call_expression' || value.childForFieldName('function')?.text !== 'require') continue;
    const source = value.childForFieldName('arguments')?.namedChildren[0]?.text.slice(1, -1) ?? '';
    if (FS_PROMISES_IMPORT.test(source) && name.type === 'identifier') modules.add(name.text);
  }
  return { modules, functions };
});

/** The async methods of the class around `node`. */
function asyncMethodsAround(node: Node): Set<string> {
  const names = new Set<string>();
  let body: Node | null = node.parent;
  while (body && body.type !== 'class_body') body = body.parent;
  for (const member of body?.namedChildren ?? []) {
    if (member.type === 'method_definition' && isAsync(member)) {
      const name = member.childForFieldName('name')?.text;
      if (name) names.add(name);
    }
  }
  return names;
}

const PROMISE_COMBINATORS = new Set(['all', 'allSettled', 'race', 'any']);

/** What the call returns a promise from, and how sure that is; undefined when it may not return one. */
function promiseSource(call: Node, context: RuleContext): { what: string; confidence: number } | undefined {
  const callee = call.childForFieldName('function');
  if (!callee) return undefined;
  const path = dottedName(callee);
  const [head, second] = path;
  if (path.length === 1 && head !== undefined) {
    // Libraries start their own async work in the background on purpose (an event trigger, a queue's worker), so
    // a call of the file's own async function is a hint; the APIs below are never called for nothing.
    if (mayBeAsyncFunction(context, head) && asyncFunctionsOf(context).has(head)) return { what: `\`${head}\` is declared \`async\``, confidence: 70 };
    // The same for an async function of the project's own module, unless the file declares the name itself.
    const module = context.facts.asyncImports?.[head];
    if (module !== undefined && !mayBeDeclaredHere(context, head)) return { what: `\`${head}\` is declared \`async\` in \`${module}\``, confidence: 70 };
    if (fileTextOf(context).includes('fs/promises') && fsPromisesNamesOf(context).functions.has(head)) return { what: `\`${head}\` comes from \`fs/promises\``, confidence: 85 };
    // A request nobody waits for is sometimes a deliberate fire-and-forget beacon.
    if (head === 'fetch') return { what: '`fetch` returns a promise', confidence: 75 };
    return undefined;
  }
  if (path.length === 2 && head === 'Promise' && second !== undefined && PROMISE_COMBINATORS.has(second)) {
    return { what: `\`Promise.${second}\` returns a promise`, confidence: 90 };
  }
  if (path.length === 2 && head === 'this' && second !== undefined && asyncMethodsAround(call).has(second)) {
    return { what: `\`${second}\` is an \`async\` method of this class`, confidence: 70 };
  }
  if (path.length === 3 && head === 'fs' && second === 'promises') return { what: '`fs.promises` functions return promises', confidence: 85 };
  if (path.length === 2 && head !== undefined && fileTextOf(context).includes('fs/promises') && fsPromisesNamesOf(context).modules.has(head)) {
    return { what: `\`${head}\` is \`fs/promises\``, confidence: 85 };
  }
  return undefined;
}

/** The names handlers give the object they answer through (Express, Fastify, Hono, Koa): a socket may send twice. */
const RESPONSE_NAMES = new Set(['res', 'resp', 'response', 'reply', 'c', 'ctx']);

/** The response methods that answer a request (Express, Fastify, Hono). */
const ANSWERS = new Set(['send', 'json', 'jsonp', 'end', 'redirect', 'render', 'sendFile', 'sendStatus', 'download', 'text', 'html', 'body', 'view']);

/** The parameter a call answers through (`res` in `res.status(401).json(…)`), or `next` for a call of the handler's `next`. */
function answerThrough(node: Node, parameters: ReadonlySet<string>): string | undefined {
  let call = unwrapParentheses(node);
  if (call.type === 'await_expression') call = unwrapParentheses(call.namedChildren[0] ?? call);
  if (call.type !== 'call_expression') return undefined;
  const callee = call.childForFieldName('function');
  if (callee?.type === 'identifier') return callee.text === 'next' && parameters.has('next') ? 'next' : undefined;
  if (callee?.type !== 'member_expression' || !ANSWERS.has(callee.childForFieldName('property')?.text ?? '')) return undefined;
  // Down a chain such as `res.status(401).json`, to the object it starts from.
  let object = callee.childForFieldName('object');
  while (object && (object.type === 'call_expression' || object.type === 'member_expression')) {
    object = object.type === 'call_expression' ? object.childForFieldName('function') : object.childForFieldName('object');
  }
  return object?.type === 'identifier' && parameters.has(object.text) && RESPONSE_NAMES.has(object.text) ? object.text : undefined;
}

/** The value a statement answers with when it is exactly an answer: `res.json(x);` or `return res.json(x);`. */
function statementAnswer(statement: Node, parameters: ReadonlySet<string>): string | undefined {
  if (statement.type !== 'expression_statement' && statement.type !== 'return_statement') return undefined;
  const expression = statement.namedChildren.find((child) => child.type !== 'comment');
  return expression ? answerThrough(expression, parameters) : undefined;
}

function plainParameterNames(fn: Node): Set<string> {
  const parameters = fn.childForFieldName('parameters');
  const single = fn.childForFieldName('parameter');
  const names = new Set<string>();
  if (single?.type === 'identifier') names.add(single.text);
  for (const parameter of parameters?.namedChildren ?? []) {
    const name = parameter.type === 'identifier' ? parameter : parameter.childForFieldName('pattern');
    if (name?.type === 'identifier') names.add(name.text);
  }
  return names;
}

/**
 * An `if` without `else` whose block ends by answering the request and does not return, followed in the same
 * block by a statement that answers again through the same object: both run when the condition holds.
 */
function answersTwice(statement: Node): { first: Node; second: Node; through: string } | undefined {
  if (statement.childForFieldName('alternative')) return undefined;
  const fn = enclosingFunction(statement);
  const parameters = fn ? plainParameterNames(fn) : new Set<string>();
  const consequence = statement.childForFieldName('consequence');
  if (!consequence) return undefined;
  const body = consequence.type === 'statement_block' ? statementsOf(consequence) : [consequence];
  const first = body.at(-1);
  const through = first ? statementAnswer(first, parameters) : undefined;
  if (!first || first.type !== 'expression_statement' || through === undefined) return undefined;
  const block = statement.parent;
  if (!block || !['statement_block', 'program'].includes(block.type)) return undefined;
  for (const later of statementsOf(block).filter((sibling) => sibling.startIndex > statement.startIndex)) {
    const answer = statementAnswer(later, parameters);
    if (answer === through || (answer !== undefined && through === 'next')) return { first, second: later, through };
    // Something that may leave the function first makes the later answer conditional.
    if (['return_statement', 'throw_statement'].includes(later.type)) return undefined;
  }
  return undefined;
}

export const javascriptAsyncBugPatternRules: readonly RuleDefinition[] = [
  {
    id: 'review/floating-promise',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    // Tests start work in the background on purpose, to check what happens while it runs.
    files: 'source',
    languages: JS_FAMILY,
    category: 'bug-pattern',
    message: '`{{call}}` starts a promise that nothing waits for ({{what}}): the `async` function goes on before it settles, and its rejection is unhandled.',
    recommendation: 'Add `await` (or `return` it); if running it in the background is intended, say so with `void` and handle its error with `.catch`.',
    query: '(expression_statement (call_expression) @call) @target',
    // Only reported inside an `async` function.
    textGate: /async/,
    check: ({ target, captures, context }) => {
      const fn = enclosingFunction(target);
      if (!fn || !isAsync(fn) || !captures.call) return false;
      const source = promiseSource(captures.call, context);
      return source ? { details: { call: excerpt(captures.call.text, 50), what: source.what }, confidence: source.confidence } : false;
    },
    fix: ({ lines, line, column }) => {
      const text = lines[line - 1] ?? '';
      if (column === undefined || !/^[\w$.]+\(/.test(text.slice(column - 1))) return undefined;
      return { startLine: line, endLine: line, replacement: [`${text.slice(0, column - 1)}await ${text.slice(column - 1)}`] };
    },
    examples: {
      match: [
        'async function save(user) {\n  await db.put(user);\n}\nexport async function register(user) {\n  save(user);\n  return user.id;\n}',
        'async function run(jobs) {\n  Promise.all(jobs.map(start));\n  report();\n}',
        "import { writeFile } from 'node:fs/promises';\nexport async function store(path, data) {\n  writeFile(path, data);\n}",
        'class Cache {\n  async flush() {}\n  async close() {\n    this.flush();\n  }\n}',
      ],
      noMatch: [
        'async function save(user) {}\nexport function register(user) {\n  save(user);\n}',
        'async function save(user) {}\nexport async function register(user) {\n  await save(user);\n  void save(user);\n  save(user).catch(report);\n}',
        'function save(user) {}\nexport async function register(user) {\n  save(user);\n}',
      ],
    },
  },
  {
    id: 'review/await-in-foreach',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: JS_FAMILY,
    category: 'bug-pattern',
    message: '`forEach` does not wait for its `async` callback: the code after the loop runs before the awaited work is done, and a rejection is unhandled.',
    recommendation: 'Use `for (const item of items) { await … }` for one at a time, or `await Promise.all(items.map(async (item) => …))` to run them together.',
    query: `((call_expression
      function: (member_expression property: (property_identifier) @method)
      arguments: (arguments . [(arrow_function) (function_expression)] @callback)) @target
      (#eq? @method "forEach"))`,
    textGate: /forEach/,
    check: ({ captures }) => {
      const callback = captures.callback;
      if (!callback || !isAsync(callback)) return false;
      // An `await` of the callback itself, not of a function nested in it.
      return callback.descendantsOfType('await_expression').some((awaited) => enclosingFunction(awaited)?.id === callback.id);
    },
    examples: {
      match: ['async function sendAll(users) {\n  users.forEach(async (user) => {\n    await mail(user);\n  });\n  done();\n}'],
      noMatch: ['async function sendAll(users) {\n  for (const user of users) await mail(user);\n}', 'users.forEach((user) => mail(user));'],
    },
  },
  {
    id: 'review/response-after-answer',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'high',
    confidence: 90,
    // Tests write misbehaving handlers on purpose, to check how the framework copes.
    files: 'source',
    languages: JS_FAMILY,
    category: 'logic',
    message: 'The handler answers with `{{first}}` and carries on without returning, then answers again with `{{second}}`: when the condition holds, the code after it runs too (a second answer fails with "headers already sent", or replaces the first).',
    recommendation: 'Return right after answering (`return res.status(401).send()`), or put the rest in an `else`.',
    query: '(if_statement) @target',
    textGate: /send|json|end|redirect|render|next|text|html|body|view|download/,
    check: ({ target, context }) => {
      const found = answersTwice(target);
      if (!found) return false;
      const line = found.first.startPosition.row + 1;
      // The change must have written the unreturned answer or the second one.
      const changed = context.isChanged(line) ? line : context.isChanged(found.second.startPosition.row + 1) ? found.second.startPosition.row + 1 : undefined;
      if (changed === undefined) return false;
      return { line: changed, details: { first: excerpt(found.first.text.replace(/;$/, ''), 50), second: excerpt(found.second.text.replace(/;$/, ''), 50) } };
    },
    fix: ({ lines, line }) => {
      const text = lines[line - 1] ?? '';
      const found = /^(\s*)((?:res|reply|response|ctx|c)\.[\w$.]*\(.*\);?)\s*$/.exec(text);
      return found ? { startLine: line, endLine: line, replacement: [`${found[1]}return ${found[2]}`] } : undefined;
    },
    examples: {
      match: [
        "app.get('/me', async (req, res) => {\n  const user = await load(req);\n  if (!user) {\n    res.status(401).send();\n  }\n  res.json(user);\n});",
        "app.get('/me', (req, res, next) => {\n  if (!req.user) {\n    next(new Error('unauthorised'));\n  }\n  res.json(req.user);\n});",
        "app.get('/me', (c) => c.text('x'));\nroute.get('/a', async (c, next) => {\n  if (!c.get('user')) {\n    c.json({ error: 'login' }, 401);\n  }\n  return c.json(c.get('user'));\n});",
      ],
      noMatch: [
        "app.get('/me', async (req, res) => {\n  const user = await load(req);\n  if (!user) {\n    return res.status(401).send();\n  }\n  res.json(user);\n});",
        "app.get('/me', async (req, res) => {\n  if (!req.user) {\n    res.status(401).send();\n  } else {\n    res.json(req.user);\n  }\n});",
        "app.get('/me', async (req, res) => {\n  if (!req.user) {\n    res.status(401).send();\n  }\n  if (req.user) {\n    res.json(req.user);\n  }\n});",
      ],
    },
  },
];
