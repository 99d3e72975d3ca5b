import { looksLikeDebugOutput } from '../../../debug-output.js';
import { excerpt } from '../../../excerpt.js';
import { fileRoleOf } from '../../../../diff/file-role.js';
import { perFile } from '../../../per-file.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { enclosingFunction } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** Modules that are programs, not libraries: printing is their job. */
const SCRIPT_PATH = /(^|\/)(cli|__main__|manage|main|run|app)\.py$/;

const SCRIPT_MARKERS = /^\s*if __name__ == ['"]__main__['"]|^\s*(import|from) (argparse|click|typer|fire)\b/;

const OUTPUT_FUNCTION = /^(main|cli|run|show|display|render|report|dump|print|echo|usage|help)(_|$)/;

const isScript = perFile((context) => SCRIPT_PATH.test(context.path) || context.lines.some((line) => SCRIPT_MARKERS.test(line)));

/** 85 for a print that reads as debugging (`print(user)`, `print("here")`, `f"{x=}"`), 60 for other output. */
function debugPrintConfidence(call: Node): number {
  const argumentList = (call.childForFieldName('arguments')?.namedChildren ?? []).filter(
    (argument) => argument.type !== 'keyword_argument' && argument.type !== 'comment',
  );
  const strings = argumentList.filter((argument) => argument.type === 'string' || argument.type === 'concatenated_string').map((argument) => argument.text);
  return looksLikeDebugOutput(strings, argumentList.length - strings.length) ? 85 : 60;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: '`{{target}}` prints to standard output from library code.',
    recommendation: 'Remove debugging output, or use `logging` so the message has a level and can be turned off.',
  }),
  query: '(call function: (identifier) @callee (#any-of? @callee "print" "pprint")) @target',
  check: ({ target, context }) => {
    if (fileRoleOf(context.path) !== 'source' || isScript(context)) return false;
    // `print(…, file=sys.stderr)` is deliberate diagnostic output.
    const toFile = (target.childForFieldName('arguments')?.namedChildren ?? []).some(
      (argument) => argument.type === 'keyword_argument' && argument.childForFieldName('name')?.text === 'file',
    );
    const fn = enclosingFunction(target);
    if (toFile || OUTPUT_FUNCTION.test(fn?.childForFieldName('name')?.text ?? '')) return false;
    return { confidence: debugPrintConfidence(target), details: { target: excerpt(target.text, 50) } };
  },
  examples: {
    match: ['def total(items):\n    print(items)\n    return sum(items)', 'def pay(order):\n    print(f"{order.id=}")\n    return submit(order)'],
    noMatch: [
      'import argparse\n\ndef run():\n    print("done")',
      'def show(report):\n    print(report)',
      'def warn(message):\n    print(message, file=sys.stderr)',
      'if __name__ == "__main__":\n    print(main())',
    ],
  },
};
