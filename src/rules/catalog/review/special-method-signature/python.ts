import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { plainMethod, readSignature } from '../../../syntax/python/method-signature.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';

const names = (text: string): string[] => text.split(' ').map((name) => `__${name}__`);
/** Arguments Python passes each special method besides the instance: the fewest and the most. */
const EXPECTED = new Map<string, readonly [number, number]>([
  ...names(
    'del repr str bytes hash bool dir len length_hint iter reversed neg pos abs invert complex int float index trunc floor ceil enter aenter ' +
      'getnewargs_ex getnewargs getstate reduce copy await aiter anext fspath next',
  ).map((name) => [name, [0, 0]] as const),
  ...names(
    'format lt le eq ne gt ge getattr getattribute delattr delete instancecheck subclasscheck getitem missing delitem contains add sub mul matmul ' +
      'truediv floordiv mod divmod lshift rshift and xor or radd rsub rmul rmatmul rtruediv rfloordiv rmod rdivmod rlshift rrshift rand rxor ror ' +
      'iadd isub imul imatmul itruediv ifloordiv imod ilshift irshift iand ixor ior setstate reduce_ex deepcopy class_getitem mro_entries buffer release_buffer',
  ).map((name) => [name, [1, 1]] as const),
  ...names('setattr get set setitem set_name').map((name) => [name, [2, 2]] as const),
  ...names('exit aexit').map((name) => [name, [3, 3]] as const),
  ['__round__', [0, 1]],
  ...names('pow rpow ipow').map((name) => [name, [1, 2]] as const),
]);

const count = (number: number): string => `${number} argument${number === 1 ? '' : 's'}`;

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(function_definition name: (identifier) @name) @target',
  textGate: /def __/,
  check: ({ target, captures, context }) => {
    const name = captures.name?.text ?? '';
    const expected = EXPECTED.get(name);
    const method = expected ? plainMethod(target) : undefined;
    if (!expected || !method) return false;
    const signature = readSignature(target);
    if (signature.keywords || (signature.positional === 0 && !signature.variadic)) return false;
    const self = method.staticmethod ? 0 : 1;
    const [fewest, most] = expected;
    const required = signature.required - self;
    const accepted = signature.variadic ? Infinity : signature.positional - self;
    // Some call Python makes must fit: `__round__(self, digits)` serves `round(x, 2)`, `__pow__(self, other)` serves `a ** b`.
    if (required <= most && accepted >= fewest) return false;
    if (silencedByNoqa(context.lines, lineOf(target), ['PLE0302'])) return false;
    const wanted = most === 0 ? 'only the instance' : `${fewest === most ? count(fewest) : `${fewest} or ${most} arguments`} besides the instance`;
    const given = required > most ? `requires ${count(required)}` : accepted === 0 ? 'takes none' : `takes at most ${count(accepted)}`;
    return { details: { name, expected: wanted, given } };
  },
  examples: {
    match: [
      'class Point:\n    def __eq__(self):\n        return True',
      'class Session:\n    def __exit__(self, exc_type, exc):\n        self.close()',
      'class Bag:\n    def __len__(self, strict):\n        return len(self.items)',
      'class Box:\n    def __getitem__(self, row, column):\n        return self.cells[row][column]',
    ],
    noMatch: [
      'class Session:\n    def __exit__(self, *exc_info):\n        self.close()',
      'class Point:\n    def __eq__(self, other, /):\n        return self.x == other.x',
      'class Money:\n    def __round__(self, digits=None):\n        return self',
      'class Money:\n    def __round__(self, digits):\n        return self',
      'class Number:\n    def __pow__(self, other, modulo=None):\n        return self',
      'class Number:\n    def __pow__(self, other):\n        return self',
      'class Pipe:\n    def __exit__(self, *exc: object) -> None:\n        self.close()',
      'class Old:\n    def __nonzero__(self, extra):\n        return True',
      'def __getattr__(name):\n    return name',
      'class Proxy:\n    def __getattr__(self, name, *, default=None):\n        return default',
      'class Proxy:\n    @wrapped\n    def __len__(self, strict):\n        return 0',
      'class Tools:\n    @staticmethod\n    def __eq__(other):\n        return False',
    ],
  },
};
