import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'silent-failure/broad-suppress',
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'error-handling',
  message: '`{{target}}` silently discards every error raised in its block{{also}}.',
  recommendation:
    'Suppress only the exceptions you expect (`suppress(FileNotFoundError)`), or catch, log and handle the failure. If every error truly may be ignored, say why in a comment.',
  documentation: {
    finds: '`contextlib.suppress(Exception)`.',
    why: 'Every error in the block vanishes, including the unexpected ones.',
    wrongWhen: 'A narrow suppress is fine: name the exception type you expect.',
    origin: "Ruff's BLE001 spirit applied to `suppress`.",
  },
};
