import { perFile } from '../../../per-file.js';
import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { literalText } from '../../../syntax/python/format-strings.js';
import { boundBy, namesBoundBefore, silencedByNoqa } from '../../../syntax/python/python-names.js';
import type { Node } from 'web-tree-sitter';

/** Text that lets a module define names its statements do not show. */
const DYNAMIC = /^\s*from\s+\S+\s+import\s+\*|\bglobals\(\)|\bvars\(\)|\bexec\(|\bsys\.modules\b|\bsetattr\(|__getattr__/m;

/** The names the module binds at its top level, or undefined when it may bind others unseen. */
const moduleNames = perFile((context: RuleContext): Set<string> | undefined => {
  if (/(^|\/)__init__\.pyi?$/.test(context.path) || DYNAMIC.test(context.lines.join('\n'))) return undefined;
  const names = namesBoundBefore(context.root, Number.MAX_SAFE_INTEGER);
  for (const statement of context.root.descendantsOfType('global_statement')) for (const name of statement.namedChildren) names.add(name.text);
  // `from __future__ import annotations` binds `annotations` in the module too.
  for (const statement of context.root.descendantsOfType('future_import_statement')) for (const name of boundBy(statement)) names.add(name.text);
  return names;
});

/** The string items `__all__` gets from this statement: `__all__ = […]`, `+= […]`, `.extend([…])`, `.append("…")`. */
function listedNames(statement: Node): Node[] {
  const expression = statement.namedChildren[0];
  let value: Node | null | undefined;
  if ((expression?.type === 'assignment' || expression?.type === 'augmented_assignment') && expression.childForFieldName('left')?.text === '__all__') {
    value = expression.childForFieldName('right');
  } else if (expression?.type === 'call') {
    const method = /^__all__\.(extend|append)$/.exec(expression.childForFieldName('function')?.text ?? '')?.[1];
    const argument = method ? expression.childForFieldName('arguments')?.namedChildren[0] : undefined;
    if (method === 'append') return argument?.type === 'string' ? [argument] : [];
    value = argument;
  }
  if (!value || !['list', 'tuple'].includes(value.type)) return [];
  return value.namedChildren.filter((item) => item.type === 'string');
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: '(expression_statement) @target',
  textGate: /__all__/,
  check: ({ target, context }) => {
    const items = target.parent?.type === 'module' ? listedNames(target) : [];
    const names = items.length > 0 ? moduleNames(context) : undefined;
    if (!names) return false;
    const module = context.path.replace(/^.*\//, '').replace(/\.pyi?$/, '');
    const missing = items.filter((item) => {
      const name = literalText(item);
      return name !== undefined && /^[A-Za-z_]\w*$/.test(name) && !names.has(name) && !silencedByNoqa(context.lines, lineOf(item), ['F822', 'PLE0603']);
    });
    const first = missing[0];
    if (!first) return false;
    const listed = missing.map((item) => literalText(item)).join('`, `');
    return { line: lineOf(first), column: first.startPosition.column + 1, details: { name: listed, module } };
  },
  examples: {
    match: [
      '__all__ = ["load", "dump"]\n\ndef load(path):\n    return open(path).read()',
      'from json import loads\n\n__all__ = ("loads",)\n__all__ += ["dumps"]',
    ],
    noMatch: [
      '__all__ = ["load", "Reader", "VERSION", "json"]\nimport json\nVERSION = 1\n\ndef load(path):\n    return 1\n\nclass Reader:\n    pass',
      'from .core import *\n\n__all__ = ["load"]',
      '__all__ = ["load"]\n\ndef __getattr__(name):\n    return 1',
      'from __future__ import annotations\n\n__all__ = ["annotations"]',
      '__all__ = ["cache"]\n\ndef setup():\n    global cache\n    cache = {}',
      'try:\n    from fast import load\nexcept ImportError:\n    load = None\n__all__ = ["load"]',
    ],
  },
};
