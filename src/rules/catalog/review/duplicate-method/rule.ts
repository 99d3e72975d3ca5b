import type { RuleSpecification } from '../../../rule-folder.js';
import { MEDIUM_CORRECTNESS } from '../medium-correctness.js';

export const rule: RuleSpecification = {
  id: 'review/duplicate-method',
  ...MEDIUM_CORRECTNESS,
  message: '`{{name}}` is defined twice in this class (lines {{first}} and {{second}}): the second replaces the first, whose code never runs.',
  recommendation: 'Merge the two, rename the one meant to be separate, or delete the one that is obsolete.',
  // A test file's classes are mostly fixtures and formatter or linter test data, which repeat members on purpose.
  files: 'source',
  documentation: {
    finds:
      'A class that defines a method of the same name twice: two plain `def`s directly in a Python class body, or two members of one name in a JavaScript class (a getter and a setter of one name are a pair; static and instance members are apart).',
    why: 'The later definition silently replaces the earlier one, so every call runs the second body. Usually a method was copied and adapted without renaming, or a merge kept both versions: the behaviour of the first is lost while its code still reads as if it mattered.',
    wrongWhen:
      'Never for two plain definitions. Decorated definitions are left alone (`@overload`, `@x.setter`, `@singledispatchmethod` registrations and JavaScript decorators define a name again on purpose), as are definitions under `if`/`try` and test files (fixtures and formatters’ test data repeat members on purpose); TypeScript files are left to the compiler, which rejects duplicates.',
    origin:
      "ESLint's `no-dupe-class-members` (for JavaScript, which no compiler checks), and Pylint's E0102 `function-redefined` and Pyflakes' F811 narrowed to undecorated methods.",
  },
};
