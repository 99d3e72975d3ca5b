import { perFile } from '../../per-file.js';
import type { RuleContext } from '../../rule-definition.js';
import { promiseDeclaration } from './async-bug-patterns-helpers.js';
import { dottedName } from './javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

/**
 * The functions the file declares `async` or returning a `Promise` (declarations, `const f = async …`), by name, with
 * which of the two; less those it also declares otherwise.
 */
const asyncFunctionsOf = perFile((context): ReadonlyMap<string, 'async' | 'Promise'> => {
  const asyncNames = new Map<string, 'async' | 'Promise'>();
  const otherNames = new Set<string>();
  for (const fn of context.root.descendantsOfType(['function_declaration', 'function_expression', 'arrow_function', 'function'])) {
    const name =
      fn.type === 'function_declaration'
        ? fn.childForFieldName('name')?.text
        : fn.parent?.type === 'variable_declarator'
          ? fn.parent.childForFieldName('name')?.text
          : undefined;
    const how = name ? promiseDeclaration(fn) : undefined;
    if (name && how) asyncNames.set(name, how);
    else if (name) otherNames.add(name);
  }
  for (const name of otherNames) asyncNames.delete(name);
  return asyncNames;
});

/** The file's text, to rule out cheaply what a walk of its whole tree would confirm. */
const fileTextOf = perFile((context) => context.lines.join('\n'));

/** Each answer below by name, per file: each reads the whole text, and a file calls the same names again and again. */
const asyncTextAnswers = perFile(() => new Map<string, boolean>());
const declaredTextAnswers = perFile(() => new Map<string, boolean>());

function answered(answers: Map<string, boolean>, name: string, answer: () => boolean): boolean {
  let known = answers.get(name);
  if (known === undefined) {
    known = answer();
    answers.set(name, known);
  }
  return known;
}

/**
 * `async function name`, `name = async`, or a `Promise` return type somewhere in the file's text: reading its
 * declarations parses all of a large file.
 */
function mayBeAsyncFunction(context: RuleContext, name: string): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  return answered(asyncTextAnswers(context), name, () =>
    new RegExp(`async\\s+function\\s*\\*?\\s*${escaped}(?![\\w$])|(?<![\\w$])${escaped}\\s*=\\s*async\\b|\\):\\s*Promise\\s*<`).test(fileTextOf(context)),
  );
}

/** Whether the file may declare `name` itself (a function, a variable, a parameter), shadowing an import of that name. */
function mayBeDeclaredHere(context: RuleContext, name: string): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  return answered(declaredTextAnswers(context), name, () =>
    new RegExp(`(function\\s*\\*?\\s*|\\b(const|let|var)\\s+)${escaped}(?![\\w$])`).test(fileTextOf(context)),
  );
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

/** The methods of the class around `node` that are `async` or declare a `Promise` return type, by name, with which. */
function asyncMethodsAround(node: Node): Map<string, 'async' | 'Promise'> {
  const names = new Map<string, 'async' | 'Promise'>();
  let body: Node | null = node.parent;
  while (body && body.type !== 'class_body') body = body.parent;
  for (const member of body?.namedChildren ?? []) {
    const how = member.type === 'method_definition' ? promiseDeclaration(member) : undefined;
    const name = member.childForFieldName('name')?.text;
    if (how && name) names.set(name, how);
  }
  return names;
}

const PROMISE_COMBINATORS = new Set(['all', 'allSettled', 'race', 'any']);

/** What the call returns a promise from, and how sure that is; undefined when it may not return one. */
export function promiseSource(call: Node, context: RuleContext): { what: string; confidence: number } | undefined {
  const callee = call.childForFieldName('function');
  if (!callee) return undefined;
  const path = dottedName(callee);
  const [head, second] = path;
  if (path.length === 1 && head !== undefined) {
    // Libraries start their own async work in the background on purpose (an event trigger, a queue's worker), so
    // a call of the file's own async function is a hint; the APIs below are never called for nothing.
    const how = mayBeAsyncFunction(context, head) ? asyncFunctionsOf(context).get(head) : undefined;
    if (how) return { what: how === 'async' ? `\`${head}\` is declared \`async\`` : `\`${head}\` is declared to return a \`Promise\``, confidence: 70 };
    // The same for an async function of the project's own module, unless the file declares the name itself.
    const module = context.facts.asyncImports?.[head];
    if (module !== undefined && !mayBeDeclaredHere(context, head)) return { what: `\`${head}\` is declared \`async\` in \`${module}\``, confidence: 70 };
    if (fileTextOf(context).includes('fs/promises') && fsPromisesNamesOf(context).functions.has(head))
      return { what: `\`${head}\` comes from \`fs/promises\``, confidence: 85 };
    // A request nobody waits for is sometimes a deliberate fire-and-forget beacon.
    if (head === 'fetch') return { what: '`fetch` returns a promise', confidence: 75 };
    return undefined;
  }
  if (path.length === 2 && head === 'Promise' && second !== undefined && PROMISE_COMBINATORS.has(second)) {
    return { what: `\`Promise.${second}\` returns a promise`, confidence: 90 };
  }
  const method = path.length === 2 && head === 'this' && second !== undefined ? asyncMethodsAround(call).get(second) : undefined;
  if (method) {
    const what = method === 'async' ? 'an `async` method of this class' : 'a method of this class declared to return a `Promise`';
    return { what: `\`${second}\` is ${what}`, confidence: 70 };
  }
  if (path.length === 3 && head === 'fs' && second === 'promises') return { what: '`fs.promises` functions return promises', confidence: 85 };
  if (path.length === 2 && head !== undefined && fileTextOf(context).includes('fs/promises') && fsPromisesNamesOf(context).modules.has(head)) {
    return { what: `\`${head}\` is \`fs/promises\``, confidence: 85 };
  }
  return undefined;
}
