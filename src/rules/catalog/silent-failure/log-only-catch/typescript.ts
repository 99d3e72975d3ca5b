import { excerpt } from '../../../excerpt.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import { logOnlyHit } from '../../../log-only-hit.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
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
    if (!first || !methods.every((method) => method !== undefined)) return false;
    return logOnlyHit(methods, { guarded: guardedBy(target), logged: excerpt(first.text.replace(/;$/, ''), 50) }, context.path);
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
