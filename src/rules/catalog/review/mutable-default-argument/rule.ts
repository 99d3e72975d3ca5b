import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/mutable-default-argument',
  ...MEDIUM_CORRECTNESS,
  message: 'Default `{{value}}` for `{{name}}` is created once, when the function is defined, and shared by every call: a change to it leaks into later calls.',
  recommendation: 'Default to `None` and create the value inside: `def f(items=None):` then `items = [] if items is None else items`.',
  documentation: {
    finds: '`def f(items=[])` when the body changes the default.',
    why: 'The default is made once: changes leak from call to call.',
    wrongWhen: 'Memos tested with `key in cache` or named `cache`/`seen`; 70 when the value is only handed out, info when only read.',
    origin: "Ruff's B006.",
  },
};
