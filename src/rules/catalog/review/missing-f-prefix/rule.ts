import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/missing-f-prefix',
  ...MEDIUM_CORRECTNESS,
  message: '{{problem}}',
  recommendation:
    'Add the `f` prefix (`f"… {name} …"`), or call `.format(…)` on the message; for a `%s` message, format it with `%` before passing it on (`ValueError("cannot read %s" % path)`).',
  documentation: {
    finds:
      'A raised, printed or logged message holding `{name}` of a local variable without the `f` prefix; `%s` messages passed as extra arguments to exceptions or `print`.',
    why: 'The message shows the placeholder instead of the value.',
    wrongWhen: 'Strings passed to `.format`, `_()`, loguru-style arguments, `{{…}}` templates.',
    origin: "Ruff's RUF027.",
  },
};
