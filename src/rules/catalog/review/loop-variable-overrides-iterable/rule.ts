import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/loop-variable-overrides-iterable',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 85,
  category: 'logic',
  message: '`for` rebinds `{{name}}`, the collection it walks, and `{{name}}` is read after the loop: there it is the last element, not the collection.',
  recommendation: 'Name the loop variable apart from the collection: `for item in items:`.',
  documentation: {
    finds:
      'A `for` loop whose variable is the name it iterates, with the name read after the loop: `for items in items: …` then `len(items)`; also `for row in sorted(row):`, `for key, value in value.items():`.',
    why: 'Python evaluates the iterable once, so the loop runs, but the name of the collection now holds its last element: code in or after the loop that means the collection (`len(items)`, a second pass) works on one element instead. It is usually a slip of `item`/`items`.',
    wrongWhen:
      'When the reuse is deliberate. The name must be read after the loop (before any new assignment) to be reported: a collection not needed again loses nothing. As in the false-positive reports of flake8-bugbear and Ruff, an attribute or item target (`for self.x in …`) and a name used only to compute the iterable (`for i in range(i, i + 10)`) are left alone; comprehensions, whose variable does not leak, are too; `# noqa: B020` silences it.',
    origin: "flake8-bugbear's B020 (Ruff B020, `loop-variable-overrides-iterator`).",
  },
};
