import { perFile } from '../../../per-file.js';
import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { calleePath, enclosingFunction, parametersOf } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

const HANDLING = new Set(['except_clause', 'except_group_clause', 'finally_clause']);
/** Parameter and function names of helpers called while an exception is handled. */
const EXCEPTION_WORDS =
  /^_*(e|ex|exc|err|error|exception|exc_info|exc_type|exc_value|etype|einfo|value|tb|traceback)$|exc|err|raise|handle|except|fail|cleanup|rollback|abort|__exit__/i;

/** Names of the functions the file calls inside `except` or `finally` blocks. */
const calledWhileHandling = perFile((context: RuleContext) => {
  const names = new Set<string>();
  for (const clause of context.root.descendantsOfType([...HANDLING])) {
    for (const call of clause.descendantsOfType('call')) names.add(calleePath(call).at(-1) ?? '');
  }
  return names;
});

function looksLikeHandlerHelper(fn: Node, context: RuleContext): boolean {
  const name = fn.childForFieldName('name')?.text ?? '';
  if (EXCEPTION_WORDS.test(name) || calledWhileHandling(context).has(name)) return true;
  if (parametersOf(fn).some((parameter) => EXCEPTION_WORDS.test(parameter.name))) return true;
  return /\bsys\.(exc_info|exception)\(|\bexc_info\b/.test(fn.text);
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(raise_statement) @target',
  textGate: /raise\s*(#|$|;|\n)/m,
  check: ({ target, context }) => {
    if (target.namedChildren.some((child) => child.type !== 'comment')) return false;
    for (let current = target.parent; current; current = current.parent) if (HANDLING.has(current.type)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['PLE0704'])) return false;
    const fn = enclosingFunction(target);
    if (fn && looksLikeHandlerHelper(fn, context)) return false;
    return {
      details: { where: fn ? `in \`${fn.childForFieldName('name')?.text ?? 'this function'}\` outside any \`except\` block` : 'outside any `except` block' },
    };
  },
  examples: {
    match: [
      'def load(path):\n    if not path:\n        raise\n    return open(path).read()',
      'try:\n    connect()\nexcept OSError:\n    log.warning("retrying")\nraise',
    ],
    noMatch: [
      'try:\n    connect()\nexcept OSError:\n    cleanup()\n    raise',
      'try:\n    connect()\nfinally:\n    if failed:\n        raise',
      'def _reraise_unless_expected(expected):\n    if not expected:\n        raise',
      'def check(error):\n    if fatal(error):\n        raise',
      'class Guard:\n    def __exit__(self, *args):\n        raise',
      'def rethrow():\n    raise\n\ntry:\n    work()\nexcept Exception:\n    rethrow()',
      'raise ValueError("x")',
    ],
  },
};
