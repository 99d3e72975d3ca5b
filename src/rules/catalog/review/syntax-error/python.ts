import { excerpt } from '../../../excerpt.js';
import { perFile } from '../../../per-file.js';
import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { firstChangedLine } from '../../../syntax/python/bug-patterns-helpers.js';
import type { Node } from 'web-tree-sitter';

/** The file's first ERROR or MISSING node, in the order of the text. */
const firstSyntaxError = perFile((context: RuleContext): Node | undefined => {
  let node: Node | null = context.root;
  while (node && !node.isError && !node.isMissing) node = node.children.find((child) => child !== null && (child.hasError || child.isMissing)) ?? null;
  return node ?? undefined;
});

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(ERROR) @target
      (MISSING) @target`,
  check: ({ target, context }) => {
    // One finding per file: the first error; the parser's recovery makes more of them after it.
    if (target.id !== firstSyntaxError(context)?.id) return false;
    const line = firstChangedLine(context, [target]);
    // A project template (`{{cookiecutter.name}}/app.py`) is not Python until it is rendered.
    if (line === undefined || /\{\{|\{%/.test(context.path)) return false;
    // Parsed with the error already there (or syntax newer than the grammar): not what this change did.
    if (context.before()?.root.hasError) return false;
    const near = target.isMissing ? `missing ${target.type}` : (context.lines[line - 1] ?? '').trim();
    return { line, details: { near: excerpt(near, 40) } };
  },
  examples: {
    match: [
      'request = fetch(\n    url,\n    token=session["token"],\n    proof=sign(secret)\n    fields=",".join(fields)\n)',
      'def pay(order)\n    return order.total',
    ],
    noMatch: [
      'request = fetch(\n    url,\n    proof=sign(secret),\n    fields=",".join(fields),\n)',
      {
        before: 'def broken(:\n    return 1\n\ndef other():\n    return 2',
        after: 'def broken(:\n    return 1\n\ndef other():\n    return 3',
      },
    ],
  },
};
