import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/untrappable-signal',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'logic',
  message: '`{{signal}}` cannot be caught: the kernel ends (or stops) the process without telling it, so this handler never sees it.',
  recommendation: 'Catch `syscall.SIGTERM` (what `kill` and process managers send first) and `os.Interrupt` instead.',
  documentation: {
    finds: '`os.Kill`, `SIGKILL` or `SIGSTOP` among the signals given to `signal.Notify`, `signal.NotifyContext`, `signal.Ignore` or `signal.Reset`.',
    why: 'On Unix-like systems SIGKILL and SIGSTOP are handled by the kernel and never reach the process. Code that waits for them to clean up never runs for them, and the shutdown it was written for (usually on SIGTERM) is missing.',
    wrongWhen: 'Never useful; listing it next to the signals that can be caught is harmless but misleading.',
    origin: "staticcheck's SA1016 (trapping a signal that cannot be trapped).",
  },
};
