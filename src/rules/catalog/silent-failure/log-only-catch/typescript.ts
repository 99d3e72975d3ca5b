import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import { CLEAR_FALLBACK_CONFIDENCE, HIDDEN_LOG_LEVEL } from '../../../made-up-fallback.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { severityInSensitiveArea } from '../../../sensitive-area.js';
import { statementsOf } from '../../../syntax/javascript/javascript-syntax.js';
import { CATCH_BODY_QUERY, guardedBy, loggingMethod } from '../../../syntax/javascript/silent-failure-hunter-helpers.js';

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: CATCH_BODY_QUERY,
  textGate: /catch/,
  check: ({ target, captures, context }) => {
    const statements = captures.body ? statementsOf(captures.body) : [];
    const methods = statements.map(loggingMethod);
    const first = statements[0];
    if (!first || methods.includes(undefined)) return false;
    // Logged at debug level, the failure is hidden in production as surely as in an empty catch.
    const hidden = methods.every((method) => HIDDEN_LOG_LEVEL.test(method ?? ''));
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
