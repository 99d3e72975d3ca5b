import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/duplicate-key',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'logic',
  message: '`{{key}}` is defined twice in this object literal (first on line {{first}}): the later value silently replaces the earlier one.',
  recommendation: 'Remove one of the two, or correct the key that was copied.',
  documentation: {
    finds: "An object or dict literal that defines the same key twice: `{ id: 1, name: 'a', id: 2 }`, `{ a: 1, 'a': 2 }`, `{'id': 1, 'id': 2}`.",
    why: 'Only the last value survives, so the first is dead and the key the copy was meant to have is missing.',
    wrongWhen:
      'Computed keys (`[key]`), a getter with its setter, and keys separated by a spread (`{ a: 1, ...rest, a: 2 }`, `{"a": 1, **rest, "a": 2}`, an override on purpose) are left alone; in Python only string and integer literal keys are compared.',
    origin: "ESLint's `no-dupe-keys`, SonarSource's S1534, Pylint's W0109 `duplicate-key`, pyflakes' F601 and flake8-bugbear's B041.",
  },
};
