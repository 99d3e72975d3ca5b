import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/static-comprehension-key',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'logic',
  message: 'The key `{{key}}` of this dict comprehension is the same on every pass: the dict ends up with one entry, the last.',
  recommendation: 'Build the key from the loop variable (`{item.name: item for item in items}`), or assign the one entry directly if one was meant.',
  documentation: {
    finds: 'A dict comprehension whose key uses no name the comprehension binds: `{"name": user.name for user in users}`, `{key: value for value in values}`.',
    why: 'Every pass writes the same key, so all values but the last are thrown away: the key was usually meant to be the loop variable or to come from it.',
    wrongWhen:
      'When only the last value is wanted (write it as a plain assignment instead). A key with a call in it (`next(ids)`, `uuid4()`) can differ on each pass and is left alone, as is a key bound by `:=` inside the comprehension; `# noqa: B035` silences it.',
    origin: "flake8-bugbear's B035 (Ruff B035, formerly RUF011).",
  },
};
