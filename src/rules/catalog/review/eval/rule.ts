import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/eval',
  agent: 'code-reviewer',
  dimension: 'security',
  severity: 'high',
  confidence: 85,
  category: 'code-injection',
  message: '`{{callee}}` evaluates a string as code; any attacker-influenced part of it runs with full privileges.',
  recommendation: 'Replace it with explicit logic: `JSON.parse` for data, a lookup table or switch for dispatch, a real function instead of a code string.',
  documentation: {
    finds: "`eval`, `new Function`, `setTimeout` with a string, Python's `eval`/`exec` however spelled.",
    why: "Any attacker-influenced part of the string runs as code with the program's privileges.",
    wrongWhen:
      "Sandboxed evaluation of trusted input; say so in a `sextant-ignore` reason. Code made only of string literals (`new Function('return this')`), or of a template whose every substitution is `JSON.stringify(…)` (the value goes in as a string literal), is left alone; tests, tooling (build scripts, `setup.py`) and module loaders that wrap a module's source the way Node does (`new Function('exports', 'require', 'module', …, source)`) are 60, hidden.",
    origin: "ESLint's `no-eval`/`no-new-func`, Bandit's B307 and B102.",
  },
};
