import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import { CLEAR_FALLBACK_CONFIDENCE, HIDDEN_LOG_LEVEL } from '../../../made-up-fallback.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { severityInSensitiveArea } from '../../../sensitive-area.js';
import { calleePath, statementsOf } from '../../../syntax/javascript/javascript-syntax.js';
import { CATCH_BODY_QUERY, guardedBy } from '../../../syntax/javascript/silent-failure-hunter-helpers.js';
import type { Node } from 'web-tree-sitter';

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

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
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
};
