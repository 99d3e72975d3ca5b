import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/bad-except-order',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'error-handling',
  message: '`except {{exception}}` never runs: the handler on line {{first}} catches `{{broader}}`, of which `{{exception}}` is a subclass.',
  recommendation: 'Put the handler of the narrower exception first, or drop it if the broader handler already does the right thing.',
  documentation: {
    finds:
      'A `try` whose handler of a builtin exception comes after a handler of one of its builtin base classes: `except OSError: … except FileNotFoundError: …`, `except Exception: … except ValueError: …`.',
    why: 'Python runs the first handler that matches. The earlier, broader handler takes every exception the later one was written for, so the later handler is dead code and its special treatment never happens.',
    wrongWhen:
      'Never intended. Only builtin exception classes are compared (their hierarchy is fixed); a name the file imports or defines itself (`from requests.exceptions import ConnectionError`) is left alone; `# noqa: PLE0701` silences it.',
    origin: "Pylint's E0701 `bad-except-order`.",
  },
};
