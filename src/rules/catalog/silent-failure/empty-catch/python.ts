import { excerpt } from '../../../excerpt.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { severityInSensitiveArea } from '../../../sensitive-area.js';
import { broadHandlerOnly, doesNothing, guardedBy } from '../../../syntax/python/silent-failure-hunter-helpers.js';

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: '`{{handler}}` silently discards any error raised by {{guarded}}.',
    recommendation:
      'Catch the specific exception you expect and handle it (recover, retry, or return a failure the caller sees), or let it propagate. If ignoring it is intended, catch the narrow type and say why in a comment.',
  }),
  query: '(except_clause) @target',
  check: ({ target, context }) => {
    // `except KeyError: pass` is a deliberate, narrow choice; only broad handlers hide unknown failures.
    const clause = broadHandlerOnly(target, doesNothing);
    if (!clause) return false;
    const { statements } = clause;
    const details = { handler: excerpt(`${target.text.split(':', 1)[0] ?? 'except'}: ${statements[0]?.text ?? 'pass'}`, 50), guarded: guardedBy(target) };
    const explained = clause.body?.namedChildren.some((child) => child.type === 'comment') ?? false;
    if (explained) return { details, severity: 'low', confidence: 50 };
    // A test provokes errors on purpose and ignores the ones it does not check.
    return context.isTestFile ? { details, severity: 'info' } : { details, ...severityInSensitiveArea(context.path) };
  },
  examples: {
    match: [
      'try:\n    send_receipt(order)\nexcept Exception:\n    pass',
      'try:\n    cache.invalidate(key)\nexcept:\n    pass',
      'for row in rows:\n    try:\n        load(row)\n    except BaseException:\n        continue',
    ],
    noMatch: [
      'try:\n    del cache[key]\nexcept KeyError:\n    pass',
      'try:\n    send_receipt(order)\nexcept Exception:\n    logger.exception("receipt failed")\n    raise',
      'try:\n    value = int(raw)\nexcept Exception:\n    return None',
    ],
  },
};
