import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/async-promise-executor',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'medium',
  confidence: 90,
  category: 'async',
  message: '`new Promise(async …)`: an error thrown inside the async executor is lost and the promise never settles.',
  recommendation: 'Make the executor synchronous, or drop `new Promise` and write an async function that returns the value.',
  documentation: {
    finds: '`new Promise(async (resolve, reject) => { … })`.',
    why: 'The promise the async executor returns is ignored: a throw or rejected await inside it becomes an unhandled rejection and the outer promise stays pending; an executor that awaits rarely needs `new Promise` at all.',
    wrongWhen: 'An executor whose whole body is one `try`/`catch` handing errors to `reject` is left alone; it still reads better as an async function.',
    origin: "ESLint's `no-async-promise-executor`.",
  },
};
