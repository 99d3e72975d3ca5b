import { perFile } from '../../../per-file.js';
import type { RuleContext } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { BUILTIN_EXCEPTIONS, lineOf } from '../../../syntax/python/bug-patterns-helpers.js';
import { isVariableName, silencedByNoqa } from '../../../syntax/python/python-names.js';
import type { Node } from 'web-tree-sitter';

/**
 * Every name the file mentions as a variable outside `raise` and `except` clauses, and whether anything in it
 * can define names the text does not show (`from x import *`, `globals()`, `exec`, `__getattr__` on the module).
 */
const namesOfFile = perFile((context: RuleContext) => {
  const names = new Set<string>();
  const dynamic = /^\s*from\s+\S+\s+import\s+\*|\bglobals\(\)|\bexec\(|__builtins__|\bbuiltins\.|^def __getattr__/m.test(context.lines.join('\n'));
  for (const identifier of context.root.descendantsOfType('identifier')) {
    if (!isVariableName(identifier) || inRaisedOrCaught(identifier)) continue;
    names.add(identifier.text);
  }
  return { names, dynamic };
});

/** Whether `identifier` is (part of) the exception a `raise` names or an `except` clause catches. */
function inRaisedOrCaught(identifier: Node): boolean {
  for (let child: Node = identifier, parent = identifier.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type === 'raise_statement') return child.id === parent.namedChildren[0]?.id;
    if (parent.type === 'except_clause' || parent.type === 'except_group_clause') return child.id === parent.namedChildren[0]?.id && child.type !== 'block';
    if (parent.type === 'as_pattern') return parent.parent?.type === 'except_clause' && child.id === parent.namedChildren[0]?.id && inRaisedOrCaught(parent);
    if (!['call', 'tuple', 'parenthesized_expression', 'argument_list', 'keyword_argument'].includes(parent.type)) return false;
    if (parent.type === 'call' && child.id !== parent.childForFieldName('function')?.id) return false;
    if (parent.type === 'argument_list' || parent.type === 'keyword_argument') return false;
  }
  return false;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  query: `(raise_statement . [(identifier) @name (call function: (identifier) @name)]) @target
      (except_clause . [(identifier) @name (as_pattern . (identifier) @name) (tuple (identifier) @name) (as_pattern . (tuple (identifier) @name))]) @target`,
  check: ({ captures, target, context }) => {
    const candidates =
      target.type === 'raise_statement'
        ? [captures.name]
        : target.namedChildren[0]?.descendantsOfType('identifier').concat(target.namedChildren[0]?.type === 'identifier' ? [target.namedChildren[0]] : []);
    const { names, dynamic } = namesOfFile(context);
    if (dynamic || silencedByNoqa(context.lines, lineOf(target), ['F821'])) return false;
    const missing = (candidates ?? []).find(
      (identifier): identifier is Node =>
        identifier !== undefined &&
        identifier.type === 'identifier' &&
        isVariableName(identifier) &&
        inRaisedOrCaught(identifier) &&
        !BUILTIN_EXCEPTIONS.has(identifier.text) &&
        !names.has(identifier.text),
    );
    if (!missing) return false;
    return { details: { name: missing.text, what: target.type === 'raise_statement' ? 'the intended error' : 'catching the error' } };
  },
  examples: {
    match: [
      'from tornado import httputil\n\ndef read(chunk):\n    if chunk != b"\\r\\n":\n        raise HTTPInputError("bad chunk")',
      'try:\n    load()\nexcept (ValueError, ParseError) as error:\n    report(error)',
    ],
    noMatch: [
      'from tornado.httputil import HTTPInputError\n\ndef read(chunk):\n    raise HTTPInputError("bad chunk")',
      'class ParseError(Exception):\n    pass\n\ntry:\n    load()\nexcept ParseError:\n    pass',
      'from errors import *\n\nraise ParseError("x")',
      'try:\n    load()\nexcept (ValueError, OSError) as error:\n    report(error)',
      'def fail(error_class):\n    raise error_class("x")',
    ],
  },
};
