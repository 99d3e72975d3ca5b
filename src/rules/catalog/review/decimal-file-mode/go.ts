import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf, calleePath } from '../../../syntax/go/go-syntax.js';
import { looksOctal, modeDetails } from './looks-octal.js';

/** The `os` (and old `ioutil`) calls whose last argument is an `os.FileMode`. */
const MODE_LAST = new Set(['os.Chmod', 'os.Mkdir', 'os.MkdirAll', 'os.OpenFile', 'os.WriteFile', 'ioutil.WriteFile']);

export const implementation: LanguageImplementation = {
  languages: ['go'],
  overrides: {
    message: 'The file mode `{{mode}}` is a decimal number ({{octal}} in octal), not the permissions `0{{mode}}` it looks like.',
    recommendation: 'Write the mode in octal: `0{{mode}}` (or `0o{{mode}}`).',
    reason: "Go's octal literals are written `0755` as well as `0o755`.",
  },
  query: '(call_expression function: (selector_expression) arguments: (argument_list (int_literal) @mode .)) @target',
  textGate: /\b(?:os|ioutil)\.(?:Chmod|Mkdir|MkdirAll|OpenFile|WriteFile)\(/,
  check: ({ target, captures }) => {
    const mode = captures.mode;
    if (!mode || !MODE_LAST.has(calleePath(target).join('.')) || argumentsOf(target).at(-1)?.id !== mode.id) return false;
    return looksOctal(mode.text) && { details: modeDetails(mode.text) };
  },
  examples: {
    match: ['func setup(dir string) error {\n\treturn os.MkdirAll(dir, 755)\n}', 'func save(p string, b []byte) error {\n\treturn os.WriteFile(p, b, 644)\n}'],
    noMatch: [
      'func setup(dir string) error {\n\treturn os.MkdirAll(dir, 0755)\n}',
      'func setup(dir string) error {\n\treturn os.MkdirAll(dir, 0o755)\n}',
      'func f() {\n\tcache.Set(key, 755)\n}',
      'func f(p string) error {\n\treturn os.Chmod(p, 999)\n}',
    ],
  },
};
