import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { silencedByNoqa } from '../../../syntax/python/python-names.js';
import { calleePath } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';
import { looksOctal, modeDetails } from './looks-octal.js';

/** The position of the mode among the positional arguments of the `os` calls that take one. */
const MODE_POSITION: Record<string, number> = { 'os.chmod': 1, 'os.lchmod': 1, 'os.fchmod': 1, 'os.mkdir': 1, 'os.makedirs': 1, 'os.open': 2, 'os.mkfifo': 1 };

/** The argument that is the mode: `mode=` anywhere, or the positional one of a known `os` call, or the only one of `path.chmod(…)`. */
function modeArgument(call: Node): Node | undefined {
  const args = call.childForFieldName('arguments')?.namedChildren.filter((child) => child !== null) ?? [];
  const keyword = args.find((arg) => arg.type === 'keyword_argument' && arg.childForFieldName('name')?.text === 'mode');
  const callee = call.childForFieldName('function');
  const method = callee?.type === 'attribute' ? callee.childForFieldName('attribute')?.text : undefined;
  const name = calleePath(call).join('.');
  if (keyword)
    return name in MODE_POSITION || ['chmod', 'mkdir', 'touch'].includes(method ?? '') ? (keyword.childForFieldName('value') ?? undefined) : undefined;
  const positional = args.filter((arg) => arg.type !== 'keyword_argument');
  const position = MODE_POSITION[name];
  if (position !== undefined) return positional[position];
  // `Path(p).chmod(644)`: pathlib's method takes the mode alone.
  return method === 'chmod' && positional.length === 1 ? positional[0] : undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(call arguments: (argument_list)) @target',
  textGate: /(?:chmod|mkdir|makedirs|os\.open|mkfifo|touch)\(/,
  check: ({ target, context }) => {
    const mode = modeArgument(target);
    if (!mode || mode.type !== 'integer' || !looksOctal(mode.text)) return false;
    if (silencedByNoqa(context.lines, lineOf(target), [])) return false;
    return { details: modeDetails(mode.text) };
  },
  examples: {
    match: ['os.makedirs(cache_dir, 755, exist_ok=True)', 'os.chmod(script, 755)', 'Path(key_file).chmod(600)', 'out.mkdir(mode=755, parents=True)'],
    noMatch: [
      'os.makedirs(cache_dir, 0o755, exist_ok=True)',
      'os.chmod(script, stat.S_IRWXU)',
      'cache.set(key, 755)',
      'os.open(path, os.O_RDONLY)',
      'os.chmod(script, 755)  # noqa',
    ],
  },
};
