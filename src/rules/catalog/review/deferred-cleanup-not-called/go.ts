import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

/** A function whose one result is itself a function: `func trace(name string) func()`. */
const returnsFunction = (fn: Node): boolean => fn.childForFieldName('result')?.type === 'function_type';

/** The file's top-level functions that return a function, by name. */
const cleanupFactories = perFile((context) => {
  const names = new Set<string>();
  for (const declaration of context.root.namedChildren) {
    if (declaration?.type !== 'function_declaration') continue;
    const name = declaration.childForFieldName('name')?.text;
    if (name && returnsFunction(declaration)) names.add(name);
  }
  return names;
});

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(defer_statement (call_expression function: [(identifier) (func_literal)] @function) @call) @target',
  textGate: /\)\s*func\s*\([^)]*\)[^{\n]*\{/,
  check: ({ target, captures, context }) => {
    const callee = captures.function;
    if (!callee) return false;
    const literal = callee.type === 'func_literal';
    if (literal ? !returnsFunction(callee) : !cleanupFactories(context).has(callee.text)) return false;
    const name = literal ? excerpt(callee.text, 30) : callee.text;
    return { details: { statement: excerpt(target.text, 50), function: name, call: excerpt(captures.call?.text ?? '', 40) } };
  },
  examples: {
    match: [
      'func run() {\n\tdefer func() func() {\n\t\tstart()\n\t\treturn stop\n\t}()\n}',
      'func trace(name string) func() {\n\tstart := time.Now()\n\treturn func() { log.Printf("%s took %s", name, time.Since(start)) }\n}\n\nfunc handle() {\n\tdefer trace("handle")\n\twork()\n}',
    ],
    noMatch: [
      'func trace(name string) func() {\n\tstart := time.Now()\n\treturn func() { log.Printf("%s took %s", name, time.Since(start)) }\n}\n\nfunc handle() {\n\tdefer trace("handle")()\n\twork()\n}',
      'func run() {\n\tdefer func() func() {\n\t\treturn func() {}\n\t}()()\n}',
      'func cleanup() {\n\tos.RemoveAll(dir)\n}\n\nfunc run() {\n\tdefer cleanup()\n}',
    ],
  },
};
