import { looksLikeDebugOutput } from '../../../debug-output.js';
import { excerpt } from '../../../excerpt.js';
import { fileRoleOf } from '../../../../diff/file-role.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf, calleePath } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

/** A format that is nothing but values (`"%v\n"`, `"%+v %#v"`): dumping state, not telling a user something. */
const VALUES_ONLY_FORMAT = /^"(\s*%[-+# 0-9.]*[vTqsd]\s*)+(\\n)?"$/;

const DUMPERS = new Set(['spew.Dump', 'spew.Printf', 'pretty.Println', 'litter.Dump', 'pp.Println']);

/** 90 for builtin `println` and dumpers, 85 for `fmt.Print*` that reads as debugging, undefined for real output. */
function debugPrintConfidence(call: Node): number | undefined {
  const path = calleePath(call).join('.');
  if (path === 'println' || path === 'print' || DUMPERS.has(path)) return 90;
  if (!/^fmt\.Print(f|ln)?$/.test(path)) return undefined;
  const argumentList = argumentsOf(call);
  const strings = argumentList
    .filter((argument) => argument.type === 'interpreted_string_literal' || argument.type === 'raw_string_literal')
    .map((argument) => argument.text);
  const debugging = looksLikeDebugOutput(strings, argumentList.length - strings.length) || strings.some((text) => VALUES_ONLY_FORMAT.test(text));
  return debugging ? 85 : undefined;
}

/** Whether the file is a `package main` program, whose job is often to print. */
function isMainPackage(root: Node): boolean {
  return root.namedChildren.find((child) => child.type === 'package_clause')?.namedChildren[0]?.text === 'main';
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query:
    '(call_expression function: [(identifier) (selector_expression)] @callee (#match? @callee "^(println|print|fmt[.]Print|spew[.]|pretty[.]|litter[.]|pp[.])")) @target',
  check: ({ target, context }) => {
    // Programs (`package main`) and tooling print by design.
    if (fileRoleOf(context.path) !== 'source' || isMainPackage(context.root)) return false;
    const confidence = debugPrintConfidence(target);
    return confidence === undefined ? false : { confidence, details: { target: excerpt(target.text, 50) } };
  },
  examples: {
    match: [
      'package cart\n\nfunc Total(items []Item) int {\n\tfmt.Printf("%+v\\n", items)\n\treturn sum(items)\n}',
      'package cart\n\nfunc Total(items []Item) int {\n\tprintln("here", len(items))\n\treturn sum(items)\n}',
    ],
    noMatch: [
      'package main\n\nfunc main() {\n\tfmt.Println(run())\n}',
      'package report\n\nfunc Write(w io.Writer, r Report) {\n\tfmt.Fprintf(w, "%d issues\\n", r.Count)\n}',
      'package cart\n\nfunc Usage() {\n\tfmt.Println("usage: cart add <item>")\n}',
    ],
  },
};
