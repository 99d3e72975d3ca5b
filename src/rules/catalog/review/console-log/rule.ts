import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/console-log',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'low',
  confidence: 70,
  category: 'debugging',
  message: '`console.{{method}}` call `{{target}}` added to application code.',
  recommendation: "Remove debugging output, or use the project's logger so the message has a level and can be turned off.",
  files: 'source',
  documentation: {
    finds: '`console.log`, `console.debug`, `console.trace`, `console.dir` in library code.',
    why: "Debugging output left in a library clutters its users' logs and can print data that should not be printed.",
    wrongWhen:
      'Command-line tools and scripts print on purpose: test files, `bin/`, `scripts/`, `tools/`, examples, demos, playgrounds, benchmarks (a folder, or a single `playground`, `demo` or `bench` file), `cli` files and files run as programs (a shebang, `process.argv`) are left alone.',
    origin: "ESLint's `no-console`.",
  },
};
