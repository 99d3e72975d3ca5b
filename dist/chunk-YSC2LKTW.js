import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  excerpt
} from "./chunk-UGHGIOLX.js";
import {
  MEDIUM_CORRECTNESS
} from "./chunk-U6BNSJIP.js";

// src/rules/catalog/review/debug-print/rule.ts
var rule = {
  id: "review/debug-print",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "low",
  confidence: 85,
  category: "debugging",
  message: "`{{target}}` looks like debugging output left in library code.",
  recommendation: "Remove it, or log through the package\u2019s logger (`slog`, or the one the project uses) at debug level.",
  files: "source",
  documentation: {
    finds: 'Printing from library code that reads as debugging (`fmt.Printf("%+v\\n", x)`, `println`, `print(x)`).',
    why: "Debugging output in a library ends up in its users' output and logs.",
    wrongWhen: "`package main` programs, command-line tools and usage text print on purpose and are left alone.",
    origin: "Ruff's T201 (`print`) and forbidigo for Go."
  }
};

// src/rules/catalog/review/format-argument-count/rule.ts
var rule2 = {
  id: "review/format-argument-count",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 90,
  category: "bug-pattern",
  message: "The format string `{{format}}` takes {{wanted}}, but {{given}}: {{consequence}}.",
  recommendation: "Make the placeholders and the arguments agree: add the missing argument, or drop the extra one or its placeholder.",
  documentation: {
    finds: "A literal format string whose placeholders and arguments do not add up: Python's `'%s %s' % (a,)`, `'{} {}'.format(a)` and `logger.info('%s %s', a)` (the `logging` module and loggers named `logger`/`log`), Go's `fmt.Printf`/`Sprintf`/`Errorf`/`Fprintf` and `log.Printf`/`Fatalf`/`Panicf`.",
    why: "Python raises `TypeError` or `IndexError` where the message was to be built, often in an error path no test runs, and a logging call prints a `--- Logging error ---` traceback in place of its message; Go prints `%!d(MISSING)` or `%!(EXTRA \u2026)` into the message, and a mistyped `%w` loses the wrapped error.",
    wrongWhen: "Formats built at run time, named placeholders (`%(name)s`, `{name}`), logging calls without arguments (logging prints their text as it is) or with `{}` fields (brace-style loggers such as loguru), explicit argument indexes (`%[1]d`) and spread arguments (`*args`, `args...`) are left alone, since their count is not visible in the code.",
    origin: "Pylint's E1305 `too-many-format-args`, E1306 `too-few-format-args`, E1205 `logging-too-many-args` and E1206 `logging-too-few-args` (Ruff PLE1205, PLE1206), and go vet's `printf` analyzer."
  }
};

// src/rules/catalog/review/late-binding-closure/rule.ts
var rule3 = {
  id: "review/late-binding-closure",
  ...MEDIUM_CORRECTNESS,
  message: "{{how}} reads `{{name}}`, the loop's variable, and this module is on Go {{version}} (go.mod): before Go 1.22 the whole loop shares one `{{name}}`, so the closures see whatever it holds when they run \u2014 usually the last value \u2014 and race with the loop that assigns it.",
  recommendation: "Pass the value in (`go func({{name}} T) { \u2026 }({{name}})`) or copy it in the loop (`{{name}} := {{name}}`); or raise go.mod's `go` directive to 1.22 or later, where each iteration has its own variable.",
  documentation: {
    finds: "A closure made in a loop that reads the loop variable and runs later: Python lambdas kept for later; Go goroutines, deferred closures and parallel subtests on Go 1.21 and older.",
    why: "Every closure sees the variable as it is when it runs, usually the last value.",
    wrongWhen: "Closures called in the same pass, values bound as defaults or passed in; Go modules on 1.22 and later.",
    origin: "Ruff's B023 and go vet's `loopclosure`."
  }
};

// src/rules/catalog/review/strip-with-substring/rule.ts
var rule4 = {
  id: "review/strip-with-substring",
  agent: "code-reviewer",
  dimension: "correctness",
  severity: "medium",
  confidence: 85,
  category: "logic",
  message: "`{{call}}` removes any of the characters in the string, in any order, not the string itself: {{reason}}, so it looks like a substring was meant.",
  recommendation: "Use {{exact}} to remove an exact substring, or pass each character once if a character set is meant.",
  documentation: {
    finds: 'Python\u2019s `.strip()`, `.lstrip()` or `.rstrip()`, or Go\u2019s `strings.Trim`, `strings.TrimLeft` or `strings.TrimRight` (and the `bytes` ones), given a literal of several characters in which a character repeats, such as `.rstrip(".txt")` or `strings.TrimLeft(url, "https://")`; in Go also a file extension cut from the right (`strings.TrimRight(name, ".yaml")`).',
    why: 'The argument is a set of characters: `"report.txt".rstrip(".txt")` gives `"repor"`, and `strings.TrimLeft("https://sso.example", "https://")` gives `"o.example"`. A repeated character shows the author read it as a substring.',
    wrongWhen: "A character set written with a repeat on purpose; a literal whose characters are all different is left alone, as are escapes.",
    origin: "flake8-bugbear's B005 and staticcheck's SA1024 (the same condition: several characters, one of them repeated)."
  }
};

// src/rules/own-wording.ts
var LANGUAGE_NAMES = { typescript: "TypeScript", tsx: "TSX", javascript: "JavaScript", python: "Python", go: "Go" };
function ownWording(language, wording) {
  return { ...wording, reason: `The wording names ${LANGUAGE_NAMES[language]}'s own constructs and APIs, and the placeholders its check fills.` };
}

// src/rules/catalog/review/format-argument-count/count-mismatch-hit.ts
function countMismatchHit(format, wanted, given, words) {
  if (wanted === given) return false;
  const plural = (count) => `${count} ${words.noun}${count === 1 ? "" : "s"}`;
  return {
    details: {
      format: excerpt(format, 40),
      wanted: plural(wanted),
      given: `${words.giver ?? "the call gives"} ${plural(given)}`,
      consequence: given < wanted ? words.tooFew : words.tooMany
    }
  };
}

export {
  ownWording,
  rule,
  rule2,
  countMismatchHit,
  rule3,
  rule4
};
