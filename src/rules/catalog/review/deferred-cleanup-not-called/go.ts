import { excerpt } from '../../../excerpt.js';
import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

/** The file's top-level functions that take nothing back but a `func()` without results, by name. */
const cleanupFactories = perFile((context) => {
  const names = new Set<string>();
  for (const declaration of context.root.namedChildren) {
    if (declaration?.type !== 'function_declaration') continue;
    const result = declaration.childForFieldName('result');
    const name = declaration.childForFieldName('name')?.text;
    if (name && result?.type === 'function_type' && !result.childForFieldName('result')) names.add(name);
  }
  return names;
});

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(defer_statement (call_expression function: (identifier) @function) @call) @target',
  textGate: /\)\s*func\s*\(\s*\)\s*\{/,
  check: ({ target, captures, context }) => {
    const name = captures.function?.text ?? '';
    if (!cleanupFactories(context).has(name)) return false;
    return { details: { statement: excerpt(target.text, 50), function: name, call: excerpt(captures.call?.text ?? '', 40) } };
  },
  examples: {
    match: [
      'func trace(name string) func() {\n\tstart := time.Now()\n\treturn func() { log.Printf("%s took %s", name, time.Since(start)) }\n}\n\nfunc handle() {\n\tdefer trace("handle")\n\twork()\n}',
    ],
    noMatch: [
      'func trace(name string) func() {\n\tstart := time.Now()\n\treturn func() { log.Printf("%s took %s", name, time.Since(start)) }\n}\n\nfunc handle() {\n\tdefer trace("handle")()\n\twork()\n}',
      'func cleanup() {\n\tos.RemoveAll(dir)\n}\n\nfunc run() {\n\tdefer cleanup()\n}',
    ],
  },
};
