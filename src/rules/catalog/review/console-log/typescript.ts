import { looksLikeDebugOutput } from '../../../debug-output.js';
import { fileRoleOf } from '../../../../diff/file-role.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';

/** Scripts and command-line entry points print by design. */
const PRINTS_BY_DESIGN = /(^|\/)cli(\.[cm]?[jt]sx?|\/)|(^|\/)(bin|scripts?)\//;

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: `(call_expression
      function: (member_expression object: (identifier) @object property: (property_identifier) @method)
      (#eq? @object "console") (#any-of? @method "log" "debug" "trace" "dir")) @target`,
  textGate: /console/,
  check: ({ target, captures, context }) => {
    if (fileRoleOf(context.path) !== 'source' || PRINTS_BY_DESIGN.test(context.path)) return false;
    const argumentList = target.childForFieldName('arguments')?.namedChildren.filter((argument) => argument.type !== 'comment') ?? [];
    const strings = argumentList.filter((argument) => argument.type === 'string' || argument.type === 'template_string').map((argument) => argument.text);
    // A sentence may be deliberate output; a bare value, a label or `console.dir` is debugging.
    const debugging = captures.method?.text !== 'log' || looksLikeDebugOutput(strings, argumentList.length - strings.length);
    return debugging ? { confidence: 85 } : true;
  },
  examples: {
    match: ["export function total(items) {\n  console.log('items', items);\n  return sum(items);\n}", 'console.log(`listening on ${port}`);'],
    noMatch: ["console.error('failed to load config', error);", 'logger.log(event);'],
  },
};
