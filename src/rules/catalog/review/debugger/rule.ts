import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/debugger',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 95,
  category: 'debugging',
  message: '`debugger` statement left in the code: execution pauses wherever developer tools are attached.',
  recommendation: 'Remove the `debugger` statement.',
  documentation: {
    finds: '`debugger` statements, `breakpoint()`, `pdb.set_trace()` and similar.',
    why: 'Execution stops at an interactive prompt (or when developer tools are attached) in production.',
    wrongWhen: 'Never intended in committed code; remove it.',
    origin: "ESLint's `no-debugger` and Ruff's T100.",
  },
};
