import type { RuleSpecification } from '../../../rule-folder.js';

export const rule: RuleSpecification = {
  id: 'review/recursive-accessor',
  agent: 'code-reviewer',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'bug-pattern',
  message: 'The {{kind}} of `{{name}}` {{access}} `{{expression}}`, which calls the {{kind}} again: the first use recurses until the stack overflows.',
  recommendation: 'Keep the value in a field of another name (`this._{{name}}`, `this.#{{name}}`, `self._{{name}}`) and read or write that one.',
  documentation: {
    finds:
      'A getter that returns its own property (`get size() { return this.size; }`, `@property def size(self): return self.size`) and a setter that assigns it (`set size(v) { this.size = v; }`, `self.size = value` in `@size.setter`).',
    why: 'Reading or writing the property inside its own accessor calls the accessor again, forever: the first use throws `RangeError: Maximum call stack size exceeded` or `RecursionError`. It is usually a missing underscore on the backing field.',
    wrongWhen: 'Never intended. Private fields (`this.#size`) and accesses inside nested functions (which run later, if at all) are left alone.',
    origin: "SonarSource's S7725 (getters and setters should not recursively access the same property).",
  },
};
