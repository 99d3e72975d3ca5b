import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/mutated-while-iterating',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 85,
  category: 'bug-pattern',
  message: '`{{mutation}}` changes `{{collection}}` while the loop on line {{loop}} iterates over it: {{consequence}}.',
  recommendation: 'Iterate over a copy (`for item in list({{collection}}):`), or collect what to remove and remove it after the loop.',
  documentation: {
    finds:
      'A `for` loop over a collection whose body removes from it or adds to it: `del d[k]`, `d.pop(k)`, `s.add(x)`, `items.remove(x)` on the collection the loop walks, with no `break` or `return` right after.',
    why: 'A dict or set that changes size during iteration raises `RuntimeError: dictionary changed size during iteration` on the next step; a list shifts under the loop, so the item after each removed one is skipped and left in place.',
    wrongWhen:
      'Loops over a copy (`list(d)`, `d.copy()`, `sorted(s)`) are left alone, and so are loops over `d.keys()`/`d.items()` (a copy for many mappings other than `dict`), over `self` (a class defines its own iteration) and over `os.environ` (which iterates over a copy), and so is a change followed at once by `break`, `return` or `raise` (the loop ends before it looks again). Appending to a list being walked is a deliberate work-queue idiom and is not reported. `# noqa: B909` silences it.',
    origin:
      "Pylint's E4702 `modified-iterating-dict`, E4703 `modified-iterating-set` and W4701 `modified-iterating-list` (Ruff PLE4703), and flake8-bugbear's B909.",
  },
};
