import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  HIGH_CORRECTNESS,
  MEDIUM_CORRECTNESS
} from "./chunk-U6BNSJIP.js";

// src/rules/catalog/review/duplicate-method/rule.ts
var rule = {
  id: "review/duplicate-method",
  ...MEDIUM_CORRECTNESS,
  message: "`{{name}}` is defined twice in this class (lines {{first}} and {{second}}): the second replaces the first, whose code never runs.",
  recommendation: "Merge the two, rename the one meant to be separate, or delete the one that is obsolete.",
  // A test file's classes are mostly fixtures and formatter or linter test data, which repeat members on purpose.
  files: "source",
  documentation: {
    finds: "A class that defines a method of the same name twice: two plain `def`s directly in a Python class body, or two members of one name in a JavaScript class (a getter and a setter of one name are a pair; static and instance members are apart).",
    why: "The later definition silently replaces the earlier one, so every call runs the second body. Usually a method was copied and adapted without renaming, or a merge kept both versions: the behaviour of the first is lost while its code still reads as if it mattered.",
    wrongWhen: "Never for two plain definitions. Decorated definitions are left alone (`@overload`, `@x.setter`, `@singledispatchmethod` registrations and JavaScript decorators define a name again on purpose), as are definitions under `if`/`try` and test files (fixtures and formatters\u2019 test data repeat members on purpose); TypeScript files are left to the compiler, which rejects duplicates.",
    origin: "ESLint's `no-dupe-class-members` (for JavaScript, which no compiler checks), and Pylint's E0102 `function-redefined` and Pyflakes' F811 narrowed to undecorated methods."
  }
};

// src/rules/catalog/review/undefined-name/rule.ts
var rule2 = {
  id: "review/undefined-name",
  ...HIGH_CORRECTNESS,
  message: "`{{name}}` is not defined or imported in this module{{removed}}: reaching this line raises `NameError`{{instead}}.",
  recommendation: "Import or define the name (or fix its spelling), as the rest of the module does.",
  documentation: {
    finds: "A name read on a changed line that nothing in the module binds \u2014 no import, assignment, definition, parameter, loop or `with` target, pattern \u2014 and that is not a builtin: a missing import, a typo, a name a refactoring removed. A name the change stopped binding is reported where it is still read, on a changed line or not. In JavaScript, a name that is not a global of any environment ESLint knows (browsers, Node, workers, test runners, jQuery); in TypeScript, whose compiler reports undeclared names, only a name the change stopped declaring.",
    why: "The line raises `NameError` (JavaScript: `ReferenceError`) when it runs; in a `raise` or `except` clause it hides the real error.",
    wrongWhen: "A name defined where the text does not show it. Only an exception a `raise` or `except` names is shown by default; any other name is `info` (shown with `--show-info`): on real bugs held out from the rule's design, the one such finding shown was wrong. Modules with `from x import *`, writes through `globals()`, `vars()` or `locals()`, `exec`, the `builtins` module, `sys.modules[__name__]`, an enum `_convert_` or `global_enum` (they write the members into the module) or a module `__getattr__` are left alone, as are files that do not parse, dunder names, annotations (a type checker reads them, and `from __future__ import annotations` never evaluates them), Python 2 builtins, `_` (gettext installs it) and IPython's `display`. Any binding anywhere in the module counts, whatever its scope. A module with more than two names nobody binds is left alone too: a tool runs it in a namespace of its own (a Sphinx `conf.py`, a build script, a notebook). In documentation folders (`docs/`, `docs_src/`), whose snippets leave out what the page shows, findings are 60, hidden. Silence one with `# noqa: F821` or a type checker's ignore for it (`# type: ignore[name-defined]`). In JavaScript, files with `with`, `eval` or an `eslint-env` comment are left alone, names in a `/* global \u2026 */` comment count as declared, and so do properties set on the global object (`window.name = \u2026`).",
    origin: "pyflakes' F821 (Pylint's E0602 `undefined-variable`) and ESLint's `no-undef`."
  }
};

// src/rules/catalog/review/duplicate-method/duplicate-hit.ts
function duplicateHits(definitions, keyOf, context) {
  const seen = /* @__PURE__ */ new Map();
  const hits = [];
  for (const definition of definitions) {
    const keyed = keyOf(definition);
    if (!keyed) continue;
    const earlier = seen.get(keyed.key);
    seen.set(keyed.key, definition);
    if (!earlier) continue;
    const [first, second] = [earlier, definition].map((node) => node.startPosition.row + 1);
    if (!context.isChanged(first) && !context.isChanged(second)) continue;
    hits.push({ line: context.isChanged(second) ? second : first, details: { name: keyed.name, first: String(first), second: String(second) } });
  }
  return hits;
}

// src/rules/same-node-before.ts
function sameNodeBefore(node, before) {
  const line = before.lineBefore(node.startPosition.row + 1);
  if (line === void 0) return void 0;
  const was = before.root.descendantForPosition({ row: line - 1, column: node.startPosition.column });
  return was && was.type === node.type && was.text === node.text && was.startPosition.column === node.startPosition.column ? was : void 0;
}

export {
  rule,
  duplicateHits,
  rule2,
  sameNodeBefore
};
