import { looksLikeDebugOutput } from '../../../debug-output.js';
import { fileRoleOf } from '../../../../diff/file-role.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

/**
 * Scripts, command-line entry points, examples, playgrounds and benchmarks print by design: as a folder
 * (`examples/basic.ts`), or as a single file named for what it is (`src/playground.ts`, `bench.mjs`).
 */
const PRINTS_BY_DESIGN =
  /(^|\/)cli([-.][\w.-]*)?(\.[cm]?[jt]sx?|\/)|(^|\/)(bin|scripts?|tools?|examples?|demos?|playgrounds?|bench|benchmarks?)\/|(^|\/)(demo|playground|bench|benchmark)\.[cm]?[jt]sx?$/;

/** A file run as a program: a shebang, or one that reads its command line. */
function isProgram(lines: readonly string[]): boolean {
  return (lines[0] ?? '').startsWith('#!') || lines.some((line) => line.includes('process.argv'));
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: (member_expression object: (identifier) @object property: (property_identifier) @method)
      (#eq? @object "console") (#any-of? @method "log" "debug" "trace" "dir")) @target`,
  textGate: /console/,
  check: ({ target, captures, context }) => {
    if (fileRoleOf(context.path) !== 'source' || PRINTS_BY_DESIGN.test(context.path) || isProgram(context.lines)) return false;
    const argumentList = target.childForFieldName('arguments')?.namedChildren.filter((argument) => argument.type !== 'comment') ?? [];
    const strings = argumentList.filter((argument) => argument.type === 'string' || argument.type === 'template_string').map((argument) => argument.text);
    // A sentence may be deliberate output; a bare value, a label or `console.dir` is debugging.
    const debugging = captures.method?.text !== 'log' || looksLikeDebugOutput(strings, argumentList.length - strings.length);
    return debugging ? { confidence: 85 } : true;
  },
  examples: {
    match: ["export function total(items) {\n  console.log('items', items);\n  return sum(items);\n}", 'console.log(`listening on ${port}`);'],
    noMatch: [
      "console.error('failed to load config', error);",
      'logger.log(event);',
      '#!/usr/bin/env node\nconst [file] = process.argv.slice(2);\nconsole.log(render(file));',
    ],
  },
};
