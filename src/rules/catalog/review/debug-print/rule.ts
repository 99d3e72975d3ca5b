import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/debug-print',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'low',
  confidence: 85,
  category: 'debugging',
  message: '`{{target}}` looks like debugging output left in library code.',
  recommendation: 'Remove it, or log through the package’s logger (`slog`, or the one the project uses) at debug level.',
  files: 'source',
  documentation: {
    finds: 'Printing from library code that reads as debugging (`fmt.Printf("%+v\\n", x)`, `println`, `print(x)`).',
    why: "Debugging output in a library ends up in its users' output and logs.",
    wrongWhen: '`package main` programs, command-line tools and usage text print on purpose and are left alone.',
    origin: "Ruff's T201 (`print`) and forbidigo for Go.",
  },
};
