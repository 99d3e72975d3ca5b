import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/undefined-name',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'correctness',
  message: '`{{name}}` is not defined or imported in this module: reaching this line raises `NameError` instead of {{what}}.',
  recommendation: 'Import the exception class (or qualify it with the module that defines it, as the rest of the module does).',
  documentation: {
    finds: 'An exception raised or caught by a name the module never defines or imports.',
    why: 'The `raise` or `except` itself fails with NameError, hiding the real error.',
    wrongWhen: 'Modules with `from x import *`, `globals()`, `exec` or a module `__getattr__` are left alone.',
    origin: "pyflakes' F821.",
  },
};
