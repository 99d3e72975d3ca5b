import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/parameter-no-longer-read',
  ...MEDIUM_CORRECTNESS,
  // Info, listed with --show-info, until it shows the precision a default finding needs: on the development real
  // bugs it found one defect (zap's `Bool` ignoring its value) and nothing wrong, but its one finding on 2,128 recent
  // commits was a parameter a change dropped on purpose.
  severity: 'info',
  message: '`{{name}}` is no longer read in `{{function}}`: this change removed its last use, so the value callers pass is ignored.',
  recommendation: 'Use the parameter again where its value belongs, or remove it (or name it `_`) if callers no longer need to pass it.',
  files: 'source',
  documentation: {
    finds:
      'A function the change edited that read a required parameter before and reads it nowhere now, while it still reads its other parameters: the change dropped the last use of one argument (`Bool(key, val)` that now builds every field as `true`).',
    why: 'Callers still pass the value and expect it to matter. When a rewrite drops its only use, the function silently does the same thing whatever the argument is: the kind of bug no test of the other arguments notices.',
    wrongWhen:
      'When ignoring the value is the point of the change and the signature has to stay (an interface, a callback, a deprecated argument kept for compatibility): rename it `_` or `_name`, or mark the function deprecated. Parameters with a default (optional ones, the usual way to keep an argument for old callers), functions that read none of their parameters now (stubs, no-ops), deprecated ones and Python special methods (whose signature a protocol fixes) are left alone, as are tests.',
    origin:
      "Unused-parameter checks (Pylint's W0613 `unused-argument`, ESLint's `no-unused-vars` for arguments, Go's `unparam`), narrowed to a parameter the change stopped reading, which those report among every parameter an interface or a callback does not need.",
  },
};
