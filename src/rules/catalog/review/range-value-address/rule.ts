import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/range-value-address',
  ...MEDIUM_CORRECTNESS,
  message:
    '`{{address}}` keeps the address of the loop variable `{{name}}` beyond its iteration: before Go 1.22 (this module is on Go {{version}}) every iteration reuses that one variable, so every pointer kept ends up at the last element.',
  recommendation: 'Point at the element itself (`&{{collection}}[i]`), or copy the variable in the loop body first (`{{name}} := {{name}}`).',
  documentation: {
    finds:
      'In a module on Go 1.21 or older, the address of a `for … range` loop variable kept past the iteration: appended to a slice, stored in a map, a field or a variable declared outside the loop, or sent on a channel, directly or inside a composite literal (`out = append(out, &v)`, `byID[v.ID] = &v`).',
    why: 'Before Go 1.22 a range loop declares its variables once and assigns each element to them in turn. Every `&v` is the same pointer, so the slice or map built in the loop holds as many pointers to the last element, and the elements before it are lost. Tests with one element pass.',
    wrongWhen:
      'Modules on Go 1.22 and later (each iteration has its own variable) and files built only for them are left alone, as are addresses passed to a call within the iteration (`json.Unmarshal(b, &v)`), returned from it, or taken after the body copies the variable (`v := v`).',
    origin: "golangci-lint's `exportloopref` and gosec's G601 (implicit memory aliasing in a for loop).",
  },
};
