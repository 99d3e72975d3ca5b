import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { severityInSensitiveArea } from '../../../sensitive-area.js';
import { dottedName } from '../../../syntax/python/python-syntax.js';

const BROAD_EXCEPTIONS = new Set(['Exception', 'BaseException']);

const importsSuppress = perFile((context) => context.lines.some((line) => /^\s*from contextlib import\b.*\bsuppress\b/.test(line)));

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(with_item value: (call function: [(attribute) (identifier)] @callee arguments: (argument_list) @arguments) @target)',
  // The check requires a call to `suppress` or `contextlib.suppress`.
  textGate: /suppress/,
  check: ({ captures, context }) => {
    const { callee, arguments: argumentList } = captures;
    if (!callee || !argumentList) return false;
    const path = dottedName(callee).join('.');
    if (path !== 'contextlib.suppress' && !(path === 'suppress' && importsSuppress(context))) return false;
    const caught = argumentList.namedChildren.map((argument) => dottedName(argument).at(-1) ?? '');
    const broad = caught.find((name) => BROAD_EXCEPTIONS.has(name));
    if (!broad) return false;
    return { details: { also: broad === 'BaseException' ? ', including `KeyboardInterrupt` and `SystemExit`' : '' }, ...severityInSensitiveArea(context.path) };
  },
  examples: {
    match: [
      'import contextlib\n\nfor path in paths:\n    with contextlib.suppress(Exception):\n        shutil.rmtree(path)',
      'from contextlib import suppress\n\nwith suppress(BaseException):\n    handle.close()',
    ],
    noMatch: [
      'import contextlib\n\nwith contextlib.suppress(FileNotFoundError):\n    os.remove(lock_file)',
      'from contextlib import suppress\n\nwith suppress(KeyError, IndexError):\n    del cache[key]',
      'with warnings.suppress(Exception):\n    run()',
    ],
  },
};
