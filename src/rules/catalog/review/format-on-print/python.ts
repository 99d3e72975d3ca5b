import { perFile } from '../../../per-file.js';
import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';

/** Whether the file is Python 2: there `print (…).format(…)` formats first, then prints. */
const isPython2 = perFile((context: RuleContext) => context.root.descendantsOfType(['print_statement', 'exec_statement']).length > 0);

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(call function: (attribute object: (call function: (identifier) @print (#eq? @print "print"))
      attribute: (identifier) @method (#eq? @method "format"))) @target`,
  textGate: /print/,
  check: ({ target, context }) => !isPython2(context) && !silencedByNoqa(context.lines, lineOf(target), ['F633', 'PLE0119']),
  examples: {
    match: ['def report(name, total):\n    print("{}: {} items").format(name, total)'],
    noMatch: ['print("{}: {} items".format(name, total))', 'print "x"\nprint ("{}").format(name)', 'text = str("{}").format(name)'],
  },
};
