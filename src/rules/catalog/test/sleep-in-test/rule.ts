import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'test/sleep-in-test',
  agent: 'test-analyzer',
  dimension: 'testing',
  severity: 'info',
  confidence: 85,
  category: 'test-quality',
  message: 'The test sleeps for `{{duration}}` (`{{target}}`): slow on fast machines, flaky on slow ones.',
  recommendation:
    'Wait for the condition itself (await the promise or event, poll with a timeout, `waitFor`/`expect.poll`), or use fake timers to move the clock.',
  files: 'test',
  documentation: {
    finds: 'Fixed sleeps in tests.',
    why: 'Slow on fast machines, flaky on slow ones.',
    wrongWhen: 'Reported as info.',
    origin: 'The flaky-test studies of Luo et al. (async wait is the top cause).',
  },
};
