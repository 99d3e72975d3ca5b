import { changedLineOf } from '../../../changed-line-of.js';
import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { severityInSensitiveArea } from '../../../sensitive-area.js';
import { enclosingFunction, statementsOf, unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

type NoOpKind = 'empty' | 'commented' | 'undefined' | 'noop';

/** A handler that does nothing: `() => {}`, `() => undefined`, `() => void 0`, `noop`, `_.noop`. */
function noOpKind(handler: Node): NoOpKind | undefined {
  if (handler.type === 'identifier' || handler.type === 'member_expression') {
    return /(^|\.)noop$/i.test(handler.text) ? 'noop' : undefined;
  }
  if (handler.type !== 'arrow_function' && handler.type !== 'function_expression' && handler.type !== 'function') {
    return undefined;
  }
  const body = handler.childForFieldName('body');
  if (!body) return undefined;
  if (body.type === 'statement_block') {
    if (statementsOf(body).length > 0) return undefined;
    return body.namedChildCount > 0 ? 'commented' : 'empty';
  }
  const value = unwrapParentheses(body);
  if (value.type === 'undefined' || (value.type === 'identifier' && value.text === 'undefined')) return 'undefined';
  const isVoidZero = value.type === 'unary_expression' && value.text.replace(/\s+/g, ' ') === 'void 0';
  if (isVoidZero) return 'undefined';
  return undefined;
}

/** Confidence by handler when the result is thrown away; an explicit `() => undefined` is more often deliberate. */
const CONFIDENCE_BY_KIND: Readonly<Record<NoOpKind, number>> = { empty: 85, noop: 85, undefined: 75, commented: 55 };

/**
 * Whether a call whose last argument is `handler` is `p.catch(handler)`, `p.then(f, handler)` or
 * `process.on(event, handler)` (or `once`), with the event of the last.
 */
function handlerCall(receiver: Node, method: string, handler: Node): { event?: Node } | undefined {
  const values = handler.parent?.namedChildren ?? [];
  if (method === 'catch') return values.length === 1 ? {} : undefined;
  if (method === 'then') return values.length === 2 ? {} : undefined;
  const event = values[0];
  const onProcess = receiver.type === 'identifier' && receiver.text === 'process';
  return onProcess && values.length === 2 && event?.type === 'string' ? { event } : undefined;
}

/**
 * Rejections handled elsewhere or on purpose: an optional module (`import('x').catch(() => {})`), a promise
 * the code also returns, awaits or hands on (`p.catch(() => {}); return p;` only keeps a copy from being
 * reported unhandled), a promise given up just before throwing, and a statement whose comment above says why.
 */
function isDeliberate(receiver: Node, target: Node, lines: readonly string[]): boolean {
  const root = chainRoot(receiver);
  if (root.type === 'call_expression' && root.childForFieldName('function')?.type === 'import') return true;
  const scope = enclosingFunction(target) ?? target.tree.rootNode;
  const usedLater = (name: string) => scope.descendantsOfType('identifier').some((use) => use.text === name && use.startIndex >= target.endIndex);
  // `work.finally(done).catch(() => {})`, or a copy made earlier (`const traced = work.then(log)`): the original
  // rejects too, and the code hands that one on.
  const origins = [root, ...(receiver.type === 'identifier' ? copiedFrom(receiver.text, scope, target) : [])];
  if (origins.some((origin) => origin.type === 'identifier' && usedLater(origin.text))) return true;
  // `tracePromise(() => work).catch(() => {})`: a wrapper made in place, of a promise the code goes on to use.
  if (root.type === 'call_expression' && passedTo(root, true).some(usedLater)) return true;
  // `const traced = trace(work)`: a wrapper of a promise that the code goes on to treat as one.
  const wrapped = receiver.type === 'identifier' ? wrappedPromises(receiver.text, scope, target) : [];
  if (wrapped.some((name) => handledLater(name, scope, target))) return true;
  if (isAbandonedBeforeThrow(target)) return true;
  const above = lines[target.startPosition.row - 1]?.trim() ?? '';
  return above.startsWith('//') || above.endsWith('*/');
}

/**
 * `promise.catch(noop); throw error;`: the code gives the promise up and fails with another error, which is
 * seen; the handler only keeps the abandoned promise from crashing the process as an unhandled rejection.
 */
function isAbandonedBeforeThrow(target: Node): boolean {
  let statement: Node | null = target;
  while (statement && statement.type !== 'expression_statement') statement = statement.parent;
  return statement?.nextNamedSibling?.type === 'throw_statement';
}

/** Methods that make a promise settle as the one they are called on: a rejection goes through them. */
const PROMISE_METHODS = new Set(['then', 'catch', 'finally']);

/** The promise a chain of promise methods starts from: `work` in `work.then(log).finally(done)`, `import('x')` in `import('x').then(f)`. */
function chainRoot(node: Node): Node {
  let current = unwrapParentheses(node);
  for (;;) {
    const callee = current.type === 'call_expression' ? current.childForFieldName('function') : null;
    const inner =
      callee?.type === 'member_expression' && PROMISE_METHODS.has(callee.childForFieldName('property')?.text ?? '') ? callee.childForFieldName('object') : null;
    if (!inner) return current;
    current = unwrapParentheses(inner);
  }
}

/** The values `name` is declared with in `scope` before `target`. */
function initializersBefore(name: string, scope: Node, target: Node): Node[] {
  return scope
    .descendantsOfType('variable_declarator')
    .filter((declarator) => declarator.startIndex < target.startIndex && declarator.childForFieldName('name')?.text === name)
    .flatMap((declarator) => declarator.childForFieldName('value') ?? []);
}

/** What the promise `name` was made from before `target`: its initializer's chain root (`work` in `const copy = work.then(log)`). */
function copiedFrom(name: string, scope: Node, target: Node): Node[] {
  return initializersBefore(name, scope, target).map(chainRoot);
}

/** The identifiers handed to the call that made `name` before `target`: `work` in `const traced = trace(work)`. */
function wrappedPromises(name: string, scope: Node, target: Node): string[] {
  return initializersBefore(name, scope, target).flatMap((value) => (value.type === 'call_expression' ? passedTo(value) : []));
}

/**
 * The identifiers a call is given, directly or returned by an arrow: `work` in `trace(work)` and `trace(() => work)`.
 * With `thunksOnly`, only those returned by an arrow: `save(order)` is about `order`, `trace(() => work)` wraps `work`.
 */
function passedTo(call: Node, thunksOnly = false): string[] {
  return (call.childForFieldName('arguments')?.namedChildren ?? []).flatMap((argument) => {
    const value = argument.type === 'arrow_function' ? argument.childForFieldName('body') : thunksOnly ? undefined : argument;
    return value?.type === 'identifier' ? [value.text] : [];
  });
}

/**
 * Whether `name` is used as a promise after `target`: awaited, chained (`.then`, `.catch`, `.finally`), or returned
 * from a function that returns a promise (an `async` one or one declared to).
 */
function handledLater(name: string, scope: Node, target: Node): boolean {
  const returnsPromise = scope.text.startsWith('async') || /Promise</.test(scope.childForFieldName('return_type')?.text ?? '');
  return scope.descendantsOfType('identifier').some((use) => {
    if (use.text !== name || use.startIndex < target.endIndex) return false;
    const parent = use.parent;
    if (parent?.type === 'await_expression') return true;
    if (parent?.type === 'return_statement') return returnsPromise;
    return parent?.type === 'member_expression' && PROMISE_METHODS.has(parent.childForFieldName('property')?.text ?? '');
  });
}

/** True when the call's value is thrown away: `p.catch(…);` or `await p.catch(…);` as a statement. */
function isDiscarded(call: Node): boolean {
  let node = call;
  while (node.parent?.type === 'parenthesized_expression' || node.parent?.type === 'await_expression') node = node.parent;
  return node.parent?.type === 'expression_statement';
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  // A pattern per call shape (its arguments, `process`) compiles slowly: the query finds the calls by method name,
  // `handlerCall` checks the shape.
  query: `(call_expression
        function: (member_expression object: (_) @receiver property: (property_identifier) @method
          (#any-of? @method "catch" "then" "on" "once"))
        arguments: (arguments (_) @handler .)) @target`,
  textGate: /catch|then|process/,
  check: ({ target, captures, context }) => {
    const { handler, receiver, method } = captures;
    if (!handler || !receiver || !method) return false;
    const call = handlerCall(receiver, method.text, handler);
    const kind = call && noOpKind(handler);
    if (!call || !kind || isDeliberate(receiver, target, context.lines)) return false;
    const { event } = call;
    const hit = { line: changedLineOf(context, handler, target), details: { handler: excerpt(handler.text, 40) }, ...severityInSensitiveArea(context.path) };
    if (event) {
      // A process-wide no-op handler silences every failure the program does not catch.
      const name = event.text.slice(1, -1);
      if (name !== 'unhandledRejection' && name !== 'uncaughtException') return false;
      return { ...hit, details: { ...hit.details, what: `Every \`${name}\` of the process` } };
    }
    // `const info = await stat(path).catch(() => undefined)` turns failure into a value the code goes on
    // to check, like `() => null`: a deliberate fallback. Only a discarded result is truly swallowed.
    const consumed = !isDiscarded(target);
    if (consumed && kind === 'undefined') return false;
    return {
      ...hit,
      details: { ...hit.details, what: `The rejection of \`${excerpt(receiver.text, 40)}\`` },
      // A test silences a rejection it is not about (the case under test checks another outcome): less sure.
      confidence: consumed || context.isTestFile ? 60 : CONFIDENCE_BY_KIND[kind],
    };
  },
  examples: {
    match: [
      'sendAnalytics(event).catch(() => {});',
      'function place(order) {\n  save(order).catch(() => {});\n  return order;\n}',
      'function place(order) {\n  const saved = save(order);\n  saved.catch(() => {});\n  return order;\n}',
      'analytics.send(event).catch(() => {});\nanalytics.flush();',
      'const saved = store.save(order).then(audit);\nsaved.catch(() => {});\nstore.close();',
      'await cache.write(key, value).catch(() => undefined);',
      'const saved = await cache.write(key, value).catch(() => {});',
      'import { noop } from "lodash";\nflush().catch(noop);',
      'api.push(changes).then((result) => markSynced(result), () => {});',
      "process.on('unhandledRejection', () => {});",
    ],
    noMatch: [
      'sendAnalytics(event).catch((error) => logger.warn("analytics failed", error));',
      'const user = await fetchUser(id).catch(() => null);',
      'const info = await stat(folder).catch(() => undefined);',
      'promise.catch(handleError);',
      'api.push(changes).then(() => {});',
      "process.on('SIGTERM', () => {});",
      "import('source-map-support/register').catch(() => {});",
      "import('source-map-support').then((module) => module.install()).catch(() => {});",
      'const traced = work.then(record);\ntraced.catch(() => {});\nreturn work;',
      'work.finally(release).catch(() => {});\nreturn work;',
      'async function run(work) {\n  const traced = trace(work);\n  traced.catch(() => {});\n  return work;\n}',
      'const pending = load(url);\npending.catch(() => {});\nreturn pending;',
      'function fetchAll(p) {\n  tracing.tracePromise(() => p, status).catch(() => {});\n  return p;\n}',
      "function check(work, message) {\n  if (typeof message !== 'string') {\n    Promise.resolve(work).catch(() => {});\n    throw new TypeError('message must be a string');\n  }\n  return work;\n}",
      '// Best effort: the socket may already be closed.\nsocket.close().catch(() => {});',
    ],
  },
};
