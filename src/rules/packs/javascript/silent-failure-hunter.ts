import type { Node } from 'web-tree-sitter';
import { JS_FAMILY } from '../../../diff/language.js';
import type { RuleDefinition } from '../../rule-definition.js';
import { severityInSensitiveArea } from '../../sensitive-area.js';
import { changedLineOf } from '../../changed-line-of.js';
import { excerpt } from '../../excerpt.js';
import { calleePath, enclosingFunction, statementsOf, unwrapParentheses } from './javascript-syntax.js';
import { CLEAR_FALLBACK_CONFIDENCE, HIDDEN_LOG_LEVEL } from '../../made-up-fallback.js';

/** Errors that vanish: empty or log-only catch blocks and promise rejections handed to a no-op. */

const CATCH_BODY_QUERY = '(catch_clause body: (statement_block) @body) @target';


/** Names what the `try` guarded, for the message: its first statement. */
function guardedBy(catchClause: Node): string {
  const tryBody = catchClause.parent?.childForFieldName('body');
  const first = tryBody ? statementsOf(tryBody)[0] : undefined;
  return first ? `\`${excerpt(first.text.replace(/;$/, ''), 50)}\`` : 'the try block';
}

/**
 * `let code = ""; try { code = build(); } catch {}`: the try only assigns variables that were given a
 * fallback value just before it, so the empty catch keeps that fallback on purpose.
 */
function keepsDeclaredFallback(catchClause: Node): boolean {
  const tryStatement = catchClause.parent;
  const tryBody = tryStatement?.childForFieldName('body');
  if (!tryStatement || !tryBody) return false;
  const assigned = statementsOf(tryBody).map((statement) => {
    const expression = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
    const left = expression?.type === 'assignment_expression' ? expression.childForFieldName('left') : undefined;
    return left?.type === 'identifier' ? left.text : undefined;
  });
  if (assigned.length === 0 || assigned.includes(undefined)) return false;
  const initialised = new Set<string>();
  for (let previous = tryStatement.previousNamedSibling; previous && ['lexical_declaration', 'variable_declaration'].includes(previous.type); previous = previous.previousNamedSibling) {
    for (const declarator of previous.namedChildren) {
      const name = declarator.childForFieldName('name');
      if (name && declarator.childForFieldName('value')) initialised.add(name.text);
    }
  }
  return assigned.every((name) => name !== undefined && initialised.has(name));
}

const LOGGER_OBJECT = /^(console|log|logger|logging|\w*Logger)$/i;

/** The call of a statement such as `logger.warn(…)` or `await log.error(…)`, else undefined. */
function loggingCall(statement: Node): Node | undefined {
  if (statement.type !== 'expression_statement') return undefined;
  let expression = statement.namedChildren[0];
  if (expression?.type === 'await_expression') expression = expression.namedChildren[0];
  if (expression?.type !== 'call_expression') return undefined;
  const path = calleePath(expression);
  const object = path[path.length - 2];
  return object !== undefined && LOGGER_OBJECT.test(object) ? expression : undefined;
}

function isLoggingStatement(statement: Node): boolean {
  return loggingCall(statement) !== undefined;
}

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

/** True when the call's value is thrown away: `p.catch(…);` or `await p.catch(…);` as a statement. */
function isDiscarded(call: Node): boolean {
  let node = call;
  while (node.parent?.type === 'parenthesized_expression' || node.parent?.type === 'await_expression') node = node.parent;
  return node.parent?.type === 'expression_statement';
}

export const javascriptSilentFailureHunterRules: readonly RuleDefinition[] = [
  {
    id: 'silent-failure/empty-catch',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: JS_FAMILY,
    category: 'error-handling',
    message: 'Empty catch block silently discards any error thrown by {{guarded}}.',
    recommendation:
      'Handle the error (recover, retry, or return a failure), rethrow it with context, or at the very least log it. If ignoring it is intended, say why in a comment.',
    query: CATCH_BODY_QUERY,
    textGate: /catch/,
    check: ({ target, captures, context }) => {
      const body = captures.body;
      if (!body || statementsOf(body).length > 0 || keepsDeclaredFallback(target)) return false;
      const details = { guarded: guardedBy(target) };
      // A comment usually explains a deliberate choice; still worth a look, but far less often wrong.
      if (body.namedChildCount > 0) return { details, severity: 'low', confidence: 50 };
      // `catch {}` and `catch (_error) {}` say in the code that the error is ignored on purpose, and a test provokes
      // errors it does not check: worth a look, rarely a defect.
      const parameter = target.childForFieldName('parameter');
      if (!parameter || /^_/.test(parameter.text) || context.isTestFile) return { details, severity: 'info' };
      return { details, ...severityInSensitiveArea(context.path) };
    },
    examples: {
      match: [
        'try {\n  JSON.parse(raw);\n} catch (error) {}',
        'try {\n  await save(user);\n} catch (error) {\n}',
        'try {\n  fs.unlinkSync(path);\n} catch (e) {\n  // ignore\n}',
      ],
      noMatch: [
        'try {\n  JSON.parse(raw);\n} catch (error) {\n  throw new Error(`bad config: ${error}`);\n}',
        'try {\n  return load();\n} catch {\n  return undefined;\n}',
        // The fallback is declared right before the try: keeping it on failure is the point.
        'let recursive = true;\ntry {\n  recursive = isRecursive(schema);\n} catch {}',
      ],
    },
  },
  {
    id: 'silent-failure/log-only-catch',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 65,
    languages: JS_FAMILY,
    category: 'error-handling',
    message: 'The catch block only logs (`{{logged}}`) and then carries on as if {{guarded}} had succeeded.',
    recommendation:
      'After logging, rethrow, return an error or fallback value the caller can see, or record the failure in state the caller checks. Logging alone leaves callers working with missing data.',
    query: CATCH_BODY_QUERY,
    textGate: /catch/,
    check: ({ target, captures, context }) => {
      const statements = captures.body ? statementsOf(captures.body) : [];
      const first = statements[0];
      if (!first || !statements.every(isLoggingStatement)) return false;
      // Logged at debug level, the failure is hidden in production as surely as in an empty catch.
      const hidden = statements.every((statement) => {
        const call = loggingCall(statement);
        return call !== undefined && HIDDEN_LOG_LEVEL.test(calleePath(call).at(-1) ?? '');
      });
      return {
        details: { guarded: guardedBy(target), logged: excerpt(first.text.replace(/;$/, ''), 50) },
        ...(hidden ? { confidence: CLEAR_FALLBACK_CONFIDENCE } : {}),
        ...severityInSensitiveArea(context.path),
      };
    },
    examples: {
      match: [
        'try {\n  await chargeCard(order);\n} catch (error) {\n  console.error("charge failed", error);\n}',
        'try {\n  sync();\n} catch (err) {\n  this.logger.warn(err);\n}',
      ],
      noMatch: [
        'try {\n  sync();\n} catch (err) {\n  logger.error(err);\n  throw err;\n}',
        'try {\n  return read();\n} catch (err) {\n  console.warn(err);\n  return fallback;\n}',
        'try {\n  sync();\n} catch (err) {\n  console.error(err);\n  process.exitCode = 1;\n}',
      ],
    },
  },
  {
    id: 'silent-failure/swallowed-rejection',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: JS_FAMILY,
    category: 'error-handling',
    message: '{{what}} is swallowed by a no-op handler (`{{handler}}`).',
    recommendation:
      'Handle the rejection (log it with context and surface a failure), or let it propagate. If a fallback value is intended, return it explicitly and document when the failure is acceptable.',
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
      if (!call || !kind) return false;
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
      return { ...hit, details: { ...hit.details, what: `The rejection of \`${excerpt(receiver.text, 40)}\`` }, confidence: consumed ? 60 : CONFIDENCE_BY_KIND[kind] };
    },
    examples: {
      match: [
        'sendAnalytics(event).catch(() => {});',
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
      ],
    },
  },
  {
    id: 'silent-failure/empty-error-check',
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    languages: JS_FAMILY,
    category: 'error-handling',
    message: '`if ({{error}})` in a callback has an empty body: the error is checked and then ignored.',
    recommendation: 'Handle the error: pass it on (`return done(err)`), reject, or report it. If ignoring it is intended, say why in a comment.',
    query: '(if_statement condition: (parenthesized_expression (identifier) @error) consequence: (statement_block) @body) @target',
    check: ({ target, captures, context }) => {
      const { error, body } = captures;
      if (!error || !body || target.childForFieldName('alternative') || statementsOf(body).length > 0) return false;
      // Only a node-style callback's error parameter: `(err, data) => { if (err) {} … }`.
      const callback = enclosingFunction(target);
      const first = callback?.childForFieldName('parameters')?.namedChildren[0] ?? callback?.childForFieldName('parameter');
      const firstName = first?.childForFieldName('pattern')?.text ?? first?.text;
      if (firstName !== error.text || !/^(err|error|e|er)$/.test(error.text)) return false;
      const details = { error: error.text };
      return body.namedChildCount > 0 ? { details, severity: 'low', confidence: 50 } : { details, ...severityInSensitiveArea(context.path) };
    },
    examples: {
      match: ["fs.readFile(path, (err, text) => {\n  if (err) {\n  }\n  done(text);\n});"],
      noMatch: [
        "fs.readFile(path, (err, text) => {\n  if (err) {\n    return done(err);\n  }\n  done(null, text);\n});",
        'function check(error) {\n  if (ready) {\n  }\n}',
      ],
    },
  },
];
