import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { type DocumentedParameter, staleParameterHit } from '../../../stale-parameter-docs.js';
import { docstringOf, parametersOf } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

const GOOGLE_SECTION = /^(\s*)(Args|Arguments|Parameters|Params|Keyword Args|Keyword Arguments|Other Parameters):\s*$/;

const GOOGLE_ENTRY = /^\s*\*{0,2}(\w+)\s*(\([^)]*\))?\s*:/;

const NUMPY_SECTION = /^(\s*)(Parameters|Other Parameters)\s*$/;

const NUMPY_ENTRY = /^\s*\*{0,2}(\w+)(\s*,\s*\*{0,2}\w+)*\s*(:.*)?$/;

const SPHINX_ENTRY = /:param\s+(?:[\w.[\], ]+\s+)?\*{0,2}(\w+)\s*:/;

function indentOf(line: string): number {
  return /^\s*/.exec(line)?.[0].length ?? 0;
}

/** Parameters named by a docstring in Google (`Args:`), NumPy (`Parameters` + dashes) or Sphinx (`:param x:`) style. */
function docstringParameters(docstring: Node): DocumentedParameter[] {
  const lines = docstring.text.split('\n');
  const firstLine = docstring.startPosition.row + 1;
  const documented: DocumentedParameter[] = [];
  const add = (name: string | undefined, index: number): void => {
    if (name) documented.push({ name, line: firstLine + index });
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    for (const sphinx of line.matchAll(new RegExp(SPHINX_ENTRY, 'g'))) add(sphinx[1], index);
    const google = GOOGLE_SECTION.exec(line);
    const numpy = NUMPY_SECTION.exec(line);
    if (google) {
      // Entries sit one level below the header; deeper lines continue an entry's description.
      const header = google[1]?.length ?? 0;
      let entryIndent: number | undefined;
      for (index += 1; index < lines.length; index += 1) {
        const entry = lines[index] ?? '';
        if (entry.trim() === '') continue;
        const indent = indentOf(entry);
        if (indent <= header) break;
        entryIndent ??= indent;
        if (indent === entryIndent) add(GOOGLE_ENTRY.exec(entry)?.[1], index);
      }
      index -= 1;
    } else if (numpy && /^\s*-{3,}\s*$/.test(lines[index + 1] ?? '')) {
      const header = numpy[1]?.length ?? 0;
      for (index += 2; index < lines.length; index += 1) {
        const entry = lines[index] ?? '';
        if (entry.trim() === '' || indentOf(entry) > header) continue;
        // The next section header (a title underlined with dashes) ends the list.
        if (/^\s*-{3,}\s*$/.test(lines[index + 1] ?? '') || entry.trim().startsWith('"""') || entry.trim().startsWith("'''")) break;
        const match = NUMPY_ENTRY.exec(entry);
        if (match) for (const name of entry.split(':', 1)[0]?.split(',') ?? []) add(name.trim().replace(/^\*+/, ''), index);
      }
      index -= 1;
    }
  }
  return documented;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: 'The docstring of `{{function}}` documents {{names}}, which the function does not take (it takes {{actual}}).',
    recommendation: 'Update the parameter section to the current parameter names, or remove the entries that no longer exist.',
  }),
  query: '(function_definition) @target',
  check: ({ target, context }) => {
    const docstring = docstringOf(target);
    // Most functions document no parameter: their docstring is read before their signature.
    const documented = docstring ? docstringParameters(docstring) : [];
    const parameterList = documented.length > 0 ? target.childForFieldName('parameters') : null;
    if (!parameterList) return false;
    const parameters = parametersOf(target);
    // Documented keyword arguments may be taken through `**kwargs`.
    if (parameters.some((parameter) => parameter.kind === 'kwargs')) return false;
    // `self` and `cls` stay: a free function's `cls` (a decorator's, a registry's) is documented like any other.
    const names = parameters.map((parameter) => parameter.name);
    const name = target.childForFieldName('name')?.text ?? 'this function';
    return staleParameterHit(documented, names, parameterList, name, context);
  },
  examples: {
    match: [
      'def charge(order, amount):\n    """Charge the card.\n\n    Args:\n        order: the order to charge.\n        amount_cents (int): the amount, in cents.\n    """',
      'def load(user_id):\n    """Load a user.\n\n    :param id: the user id\n    """',
      'def scale(values, factor):\n    """Scale values.\n\n    Parameters\n    ----------\n    values : list\n    ratio : float\n        The factor.\n\n    Returns\n    -------\n    list\n    """',
    ],
    noMatch: [
      'def charge(self, order, amount=0):\n    """Charge the card.\n\n    Args:\n        order: the order to charge.\n            Continues here: with a colon.\n        amount (int): the amount.\n    """',
      'def register(cls, name):\n    """Register a class.\n\n    Args:\n        cls: the class to register.\n        name: its name.\n    """',
      'def create(name, **options):\n    """Args:\n        name: the name.\n        color: passed through options.\n    """',
      'def sum_all(*values):\n    """:param values: numbers to add"""',
      'def scale(values, factor):\n    """Scale values.\n\n    Parameters\n    ----------\n    values : list\n    factor : float\n\n    Returns\n    -------\n    scaled : list\n    """',
    ],
  },
};
