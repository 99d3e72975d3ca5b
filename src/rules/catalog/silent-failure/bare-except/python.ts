import type { FixTarget, LineEdit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { doesNothing, guardedBy, readExceptClause } from '../../../syntax/python/silent-failure-hunter-helpers.js';

/** `except:` → `except Exception:`; keeps KeyboardInterrupt and SystemExit able to stop the program. */
function narrowBareExcept(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  const bare = /^(\s*)except\s*:(.*)$/.exec(text);
  if (!bare) return undefined;
  return { startLine: target.line, endLine: target.line, replacement: [`${bare[1] ?? ''}except Exception:${bare[2] ?? ''}`] };
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(except_clause) @target',
  check: ({ target }) => {
    const clause = readExceptClause(target);
    const { statements } = clause;
    const last = statements.at(-1);
    // An empty handler is silent-failure/empty-catch's finding; a handler that re-raises lets everything through.
    if (clause.caught.length > 0 || statements.every(doesNothing) || (last?.type === 'raise_statement' && last.namedChildCount === 0)) {
      return false;
    }
    return { details: { guarded: guardedBy(target) } };
  },
  fix: narrowBareExcept,
  examples: {
    match: ['try:\n    rows = fetch(url)\nexcept:\n    rows = []', 'try:\n    return json.loads(raw)\nexcept:  # bad payload\n    return {}'],
    noMatch: [
      'try:\n    rows = fetch(url)\nexcept Exception:\n    rows = []',
      'try:\n    write(path)\nexcept:\n    cleanup(path)\n    raise',
      'try:\n    write(path)\nexcept:\n    pass',
    ],
  },
};
