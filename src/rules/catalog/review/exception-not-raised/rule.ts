import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/exception-not-raised',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'bug-pattern',
  message: '`{{statement}}` builds an exception and drops it: nothing is thrown, and the code goes on as if the check had passed.',
  recommendation: 'Throw it (`throw new Error(…)`), or remove the line if no error was meant.',
  documentation: {
    finds: 'A statement that only constructs an exception: `new Error("bad input");`, `ValueError("bad input")`.',
    why: 'Constructing an exception does nothing on its own: the `throw`/`raise` is missing, so the error path it was written for never runs.',
    wrongWhen:
      'A test that builds an exception to test its constructor (in a test file it is hidden unless it sits in a branch or an `except` handler); a class named like an exception whose constructor has an effect of its own.',
    origin: "SonarSource's S3984 (errors created without being thrown) and Pylint's W0133 `pointless-exception-statement` (Ruff's PLW0133).",
  },
};
