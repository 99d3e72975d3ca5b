import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/undefined-name',
  ...HIGH_CORRECTNESS,
  message: '`{{name}}` is not defined or imported in this module{{removed}}: reaching this line raises `NameError`{{instead}}.',
  recommendation: 'Import or define the name (or fix its spelling), as the rest of the module does.',
  documentation: {
    finds:
      'A name read on a changed line that nothing in the module binds — no import, assignment, definition, parameter, loop or `with` target, pattern — and that is not a builtin: a missing import, a typo, a name a refactoring removed. A name the change stopped binding is reported where it is still read, on a changed line or not. In JavaScript, a name that is not a global of any environment ESLint knows (browsers, Node, workers, test runners, jQuery); in TypeScript, whose compiler reports undeclared names, only a name the change stopped declaring.',
    why: 'The line raises `NameError` (JavaScript: `ReferenceError`) when it runs; in a `raise` or `except` clause it hides the real error.',
    wrongWhen:
      "A name defined where the text does not show it. Only an exception a `raise` or `except` names is shown by default; any other name is `info` (shown with `--show-info`): on real bugs held out from the rule's design, the one such finding shown was wrong. Modules with `from x import *`, writes through `globals()`, `vars()` or `locals()`, `exec`, the `builtins` module, `sys.modules[__name__]`, an enum `_convert_` or `global_enum` (they write the members into the module) or a module `__getattr__` are left alone, as are files that do not parse, dunder names, annotations (a type checker reads them, and `from __future__ import annotations` never evaluates them), Python 2 builtins, `_` (gettext installs it) and IPython's `display`. Any binding anywhere in the module counts, whatever its scope. A module with more than two names nobody binds is left alone too: a tool runs it in a namespace of its own (a Sphinx `conf.py`, a build script, a notebook). In documentation folders (`docs/`, `docs_src/`), whose snippets leave out what the page shows, findings are 60, hidden. Silence one with `# noqa: F821` or a type checker's ignore for it (`# type: ignore[name-defined]`). In JavaScript, files with `with`, `eval` or an `eslint-env` comment are left alone, names in a `/* global … */` comment count as declared, and so do properties set on the global object (`window.name = …`).",
    origin: "pyflakes' F821 (Pylint's E0602 `undefined-variable`) and ESLint's `no-undef`.",
  },
};
