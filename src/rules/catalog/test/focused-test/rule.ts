import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'test/focused-test',
  agent: 'test-analyzer',
  dimension: 'testing',
  severity: 'high',
  confidence: 95,
  category: 'test-quality',
  message: 'Focused test `{{target}}` makes the runner skip every other test in the file.',
  recommendation: 'Remove the focus (`.only`, `fit`, `fdescribe`) before merging.',
  files: 'test',
  documentation: {
    finds: '`.only`, `fit`, `fdescribe`.',
    why: 'Only the focused tests run: the rest of the suite is silently skipped in CI.',
    wrongWhen:
      'Never intended in committed code. Files under a `fixtures` folder are left alone: a test runs the runner on them, and their `.only` is what it tests.',
    origin: "eslint-plugin-jest's `no-focused-tests`.",
  },
};
