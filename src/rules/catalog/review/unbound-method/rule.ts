import type { RuleSpecification } from '../../../rule-folder.js';
import { HIGH_CORRECTNESS } from '../high-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/unbound-method',
  ...HIGH_CORRECTNESS,
  message: '`{{reference}}` is passed on without its object: when it is called, `this` inside `{{method}}` is undefined.',
  recommendation:
    'Pass an arrow function (`(...args) => {{reference}}(...args)`), bind it (`{{reference}}.bind(this)`), or make `{{method}}` an arrow-function field.',
  documentation: {
    finds:
      "A class method that uses `this`, handed over unbound to what calls it later as a plain function: a timer (`setTimeout(this.tick, 100)`), a listener (`emitter.on('data', this.onData)`), a promise's `then`/`catch`, an array callback (`items.map(this.parse)`), or a JSX attribute (`onClick={this.handleClick}`).",
    why: 'A method read off `this` loses its object: whoever calls it later calls a plain function, so `this` is undefined (in a class body, which is strict) and the first `this.field` throws `TypeError`. It fails only when the callback runs, often far from the line that passed it.',
    wrongWhen:
      "When the receiver binds it: the rule leaves alone methods that do not use `this`, methods bound anywhere in the class (`this.m = this.m.bind(this)`, `this.m.bind(this)`), decorated methods (`@bind`, `@action.bound`), classes that bind their methods in bulk (`autoBind(this)`, a loop of `bind`), getters, arrow-function fields, calls that also pass `this` as the callback's object (`items.forEach(this.visit, this)`), and an object handing its own method to itself (`this.on('error', this.onerror)`, `this.setState(state, this.done)`), which calls it with itself as `this`. A function of the project's own that takes the method may bind it or never call it (it may read its name or stack), so only timers, listeners, promises, array methods and JSX attributes count.",
    origin:
      "typescript-eslint's `unbound-method` (which uses types) and eslint-plugin-react's `jsx-no-bind` reasoning; this rule keeps to `this.method` inside the method's own class.",
  },
};
