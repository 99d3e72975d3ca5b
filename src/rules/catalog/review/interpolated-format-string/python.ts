import { changedLineOf } from '../../../changed-line-of.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { calleePath } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

const LEVEL_METHOD = /^(debug|info|warning|warn|error|exception|critical|fatal)$/;

/** The position of the format string among a logging call's positional arguments; undefined for other calls. */
function formatPosition(path: readonly string[]): number | undefined {
  const name = path.at(-1) ?? '';
  const receiver = path.at(-2);
  const logger = receiver !== undefined && (/log/i.test(receiver) || path[0] === 'logging');
  if (logger && LEVEL_METHOD.test(name)) return 0;
  // `logger.log(level, message, *args)`, and a module's own `_log(level, message, *args)` wrapper.
  if ((logger && name === 'log') || (path.length === 1 && /^_?log$/.test(name))) return 1;
  return undefined;
}

/**
 * Whether the author escaped a value for the format: `{x.replace("%", "%%")}`, or a variable of the function that
 * was assigned one. Then the mix is known and handled.
 */
function escapesPercent(format: Node, interpolations: readonly Node[]): boolean {
  const escaping = /replace\(\s*['"]%['"]\s*,\s*['"]%%['"]\s*\)/;
  if (interpolations.some((interpolation) => escaping.test(interpolation.text))) return true;
  let fn: Node | null = format.parent;
  while (fn && fn.type !== 'function_definition') fn = fn.parent;
  const names = new Set(
    interpolations
      .map((interpolation) => interpolation.namedChildren[0])
      .filter((child) => child?.type === 'identifier')
      .map((child) => child?.text),
  );
  return (fn?.descendantsOfType('assignment') ?? []).some(
    (assignment) => names.has(assignment.childForFieldName('left')?.text) && escaping.test(assignment.childForFieldName('right')?.text ?? ''),
  );
}

function isInterpolatingFString(node: Node): boolean {
  const start = node.namedChildren.find((child) => child.type === 'string_start')?.text ?? '';
  return node.type === 'string' && /^[A-Za-z]*[fF]/.test(start) && node.namedChildren.some((child) => child.type === 'interpolation');
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(call arguments: (argument_list (string) @format)) @target',
  // An f-string's prefix: `f"`, `F'`, `fr"`, `rf"` all hold one of these.
  textGate: /[fF][rR]?['"]/,
  check: ({ target, captures, context }) => {
    const format = captures.format;
    const position = formatPosition(calleePath(target));
    const positional = (target.childForFieldName('arguments')?.namedChildren ?? []).filter(
      (argument) => !['keyword_argument', 'dictionary_splat', 'comment'].includes(argument.type),
    );
    if (!format || position === undefined || positional[position]?.id !== format.id || !isInterpolatingFString(format)) return false;
    if (positional.length <= position + 1 || silencedByNoqa(context.lines, format.startPosition.row + 1, ['G004', 'PLE1205'])) return false;
    const interpolations = format.namedChildren.filter((child) => child.type === 'interpolation');
    if (escapesPercent(format, interpolations)) return false;
    const values = interpolations.map((interpolation) => `\`${excerpt(interpolation.text.slice(1, -1), 30)}\``);
    return {
      line: changedLineOf(context, format, target),
      details: {
        call: excerpt(target.childForFieldName('function')?.text ?? '', 30),
        values: values.length === 1 ? `value ${values[0]}` : `values ${values.slice(0, 3).join(', ')}`,
      },
    };
  },
  examples: {
    match: [
      'def log(self, type, message, *args):\n    _log(\n        type,\n        f"{self.address_string()} - - [{self.log_date_time_string()}] {message}\\n",\n        *args,\n    )',
      'def fetch(url, attempt):\n    logger.warning(f"fetching {url} failed (attempt %d)", attempt)',
    ],
    noMatch: [
      'def fetch(url, attempt):\n    logger.warning("fetching %s failed (attempt %d)", url, attempt)',
      'def fetch(url, attempt):\n    logger.warning(f"fetching {url} failed (attempt {attempt})")',
      'def fetch(url, error):\n    logger.error(f"fetching {url} failed", exc_info=error)',
      'def fetch(url):\n    print(f"fetching {url}", url)',
      'def log(self, type, message, *args):\n    address = self.address_string().replace("%", "%%")\n    _log(type, f"{address} - {message}", *args)',
    ],
  },
};
