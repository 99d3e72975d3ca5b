import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/nonexistent-operator',
  ...MEDIUM_CORRECTNESS,
  confidence: 90,
  message: '`{{expression}}` is not an increment: Python has no `{{operator}}` operator, so this is `{{sign}}({{sign}}{{operand}})`{{consequence}}.',
  recommendation: 'Write `x += 1` (or `x -= 1`); if the double sign is meant, write it with parentheses, `-(-x)`.',
  documentation: {
    finds: '`++x` or `--x`: two unary plus or minus signs written together before a name, an attribute or an item.',
    why: 'Python has no increment or decrement operator: `++i` is `+(+i)` and `--i` is `-(-i)`, both the value unchanged, so a counter written the C way never moves and a loop that waits for it never ends.',
    wrongWhen:
      'A double negation that is meant (a test of `__neg__`) should be written `-(-x)`; signs apart (`- -x`) and signs before a number literal are left alone, and `# noqa: B002` or `PLE0107` silences it.',
    origin: "Pylint's E0107 `nonexistent-operator` and flake8-bugbear's B002 (Ruff B002).",
  },
};
