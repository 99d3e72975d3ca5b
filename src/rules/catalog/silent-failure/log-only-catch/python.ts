import { excerpt } from '../../../excerpt.js';
import { logOnlyHit } from '../../../log-only-hit.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { calleePath, expressionOf } from '../../../syntax/python/python-syntax.js';
import { broadHandlerOnly, guardedBy } from '../../../syntax/python/silent-failure-hunter-helpers.js';
import type { Node } from 'web-tree-sitter';

const LOGGER_OBJECT = /^(log|logger|logging|_?log|_?logger|LOG|LOGGER|\w*_logger|traceback|warnings)$/;

function isLoggingStatement(statement: Node): boolean {
  const expression = expressionOf(statement);
  if (expression?.type !== 'call') return false;
  const path = calleePath(expression);
  if (path.length === 1) return path[0] === 'print';
  return LOGGER_OBJECT.test(path[path.length - 2] ?? '');
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: 'The handler only logs (`{{logged}}`) and then carries on as if {{guarded}} had succeeded.',
    recommendation:
      'After logging, re-raise, return a value the caller can check, or record the failure where the caller looks. Logging alone leaves callers working with missing data.',
  }),
  query: '(except_clause) @target',
  check: ({ target, context }) => {
    const statements = broadHandlerOnly(target, isLoggingStatement)?.statements;
    const first = statements?.[0];
    if (!statements || !first) return false;
    const methods = statements.map((statement) => calleePath(expressionOf(statement) ?? statement).at(-1) ?? '');
    return logOnlyHit(methods, { logged: excerpt(first.text, 50), guarded: guardedBy(target) }, context.path);
  },
  examples: {
    match: [
      'try:\n    charge(card, amount)\nexcept Exception as error:\n    logger.error("charge failed: %s", error)',
      'try:\n    sync()\nexcept Exception:\n    logging.exception("sync failed")',
    ],
    noMatch: [
      'try:\n    charge(card, amount)\nexcept Exception:\n    logger.exception("charge failed")\n    raise',
      'try:\n    value = parse(raw)\nexcept ValueError as error:\n    logger.warning("bad value: %s", error)',
    ],
  },
};
