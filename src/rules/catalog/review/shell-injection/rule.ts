import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/shell-injection',
  agent: 'code-reviewer',
  dimension: 'security',
  severity: 'high',
  confidence: 85,
  category: 'command-injection',
  message: '`{{callee}}` runs a shell command built from {{how}}: a value containing `;`, `$(…)` or quotes runs its own commands.',
  recommendation: 'Run the program without a shell and pass values as separate arguments: `execFile(\'git\', [\'log\', ref])` or `spawn(cmd, args)` without `shell: true`.',
  documentation: { finds: 'TODO', why: 'TODO', wrongWhen: 'TODO', origin: 'TODO' },
};
