import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/copy-paste-slip',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 80,
  category: 'logic',
  message:
    '`{{statement}}` breaks the pattern of the parallel lines around it: it uses `{{kept}}` where the pattern gives `{{expected}}`, as if copied from a neighbour and not fully edited.',
  recommendation:
    'Check the line against its neighbours and use `{{expected}}` if that was meant; if the difference is intended, a comment saying so helps the next reader.',
  files: 'source',
  documentation: {
    finds: "Among parallel lines or `case` branches, the one that kept its neighbour's name or index (`dst.Life = src.Idle`, `args[2]` twice).",
    why: 'A copied line whose name was not updated compiles and runs, and quietly does the wrong thing.',
    wrongWhen:
      'Lines that differ on purpose (alias tables, constants, a name reused while its own variable is read); a comment saying why helps the next reader.',
    origin: 'The "copy-paste error" studies of PVS-Studio (the last-line effect) and Beller et al.',
  },
};
