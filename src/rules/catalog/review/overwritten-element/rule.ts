import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/overwritten-element',
  ...MEDIUM_CORRECTNESS,
  message: '`{{element}}` is set on line {{earlier}} and set again here before anything reads it: the first value is lost.',
  recommendation: 'If this line was copied to set another element, change its key or field; if the first value is not needed, drop that line.',
  files: 'source',
  documentation: {
    finds:
      'Two statements in a row that store into the same field, key or index: `user.name = first; user.name = last;`, `m.set("a", 1); m.set("a", 2);`, `d["k"] = x` twice.',
    why: 'The second store replaces the first before anything can see it. Written on purpose it is dead code; far more often the second line was copied from the first and its key or field was not changed, so one field is never set.',
    wrongWhen:
      'When a setter does something on each store (a reactive property, a DOM property that restarts an animation); a read between the two stores says so, and test files, where stores in a row exercise such setters, are left alone. Targets whose key has a call or `++` in it (`a[i++]`, `a[next()]`) name different elements each time and are left alone, as is a first value that only declares the element (`exports.x = void 0`, `self.x = None`) and a second value that reads the first (`x.n = x.n + 1`) or calls something (which may read the element, or fail: `self.stream = None` before `self.stream = self._open()` keeps a state if opening fails).',
    origin: "SonarJS's S4143 (collection elements should not be replaced unconditionally).",
  },
};
