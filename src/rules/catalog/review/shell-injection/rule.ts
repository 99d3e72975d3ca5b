import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/shell-injection',
  agent: 'code-reviewer',
  dimension: 'security',
  severity: 'high',
  confidence: 85,
  category: 'command-injection',
  message: '`{{callee}}` runs a shell command built from {{how}}: a value containing `;`, `$(…)` or quotes runs its own commands.',
  recommendation:
    "Run the program without a shell and pass values as separate arguments: `execFile('git', ['log', ref])` or `spawn(cmd, args)` without `shell: true`.",
  documentation: {
    finds: 'A command built from values (concatenation, templates, f-strings, `Sprintf`) run through a shell.',
    why: 'A value containing `;`, `$(…)` or quotes runs its own commands.',
    wrongWhen: 'Constant commands; values quoted with `shlex.quote`.',
    origin: "Bandit's B602/B605, gosec's G204, ESLint security plugin's `detect-child-process`.",
  },
};
