import type { FixTarget, LineEdit } from '../../../rule-definition.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf, enclosingFunction } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

/** The verbs of a `fmt` format in order (`%%` left out); undefined when an argument index or `*` makes the order unclear. */
function formatVerbs(format: string): string[] | undefined {
  const verbs: string[] = [];
  for (const match of format.replace(/%%/g, '').matchAll(/%([-+# 0-9.[\]*]*)([a-zA-Z])/g)) {
    if (/[[*]/.test(match[1] ?? '')) return undefined;
    verbs.push(match[2] ?? '');
  }
  return verbs;
}

/** Whether `name` is a parameter of `fn` declared with a type other than `error` (`err any`, `err string`). */
function declaredNotError(fn: Node | undefined, name: string): boolean {
  const parameters = fn?.childForFieldName('parameters')?.namedChildren ?? [];
  const declared = parameters.find((parameter) => parameter.childrenForFieldName('name').some((candidate) => candidate.text === name));
  const type = declared?.childForFieldName('type')?.text;
  return type !== undefined && type !== 'error';
}

/** A name that holds an error: `err`, `err2`, `readErr`; not `errMsg` or `errCount`. */
const ERROR_VALUE = /^(err\d*|[a-z]\w*Err)$/;

/** The arguments after a format on one line (`, path, err)` → ['path', 'err']), split at top-level commas. */
function argumentsAfter(rest: string): string[] | undefined {
  const values: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of rest) {
    if (character === '(' || character === '[' || character === '{') depth += 1;
    if (character === ')' || character === ']' || character === '}') {
      if (depth === 0) return [...values, current.trim()].slice(1);
      depth -= 1;
    }
    if (character === ',' && depth === 0) {
      values.push(current.trim());
      current = '';
    } else {
      current += character;
    }
  }
  return undefined;
}

/** `%v` → `%w` for the error argument, when the line holds one `fmt.Errorf` with its format and arguments. */
function wrapWithW(target: FixTarget): LineEdit | undefined {
  const text = target.lines[target.line - 1] ?? '';
  const match = /fmt\.Errorf\("((?:[^"\\]|\\.)*)"/.exec(text);
  if (text.split('fmt.Errorf(').length !== 2 || !match) return undefined;
  const format = match[1] ?? '';
  const values = argumentsAfter(text.slice(match.index + match[0].length));
  const verbs = [...format.replace(/%%/g, '  ').matchAll(/%[-+# 0-9.]*([a-zA-Z])/g)];
  const index = values?.findIndex((value) => ERROR_VALUE.test(value)) ?? -1;
  const verb = verbs[index];
  if (!values || verbs.length !== values.length || !verb || verb.index === undefined || !/[vs]/.test(verb[1] ?? '')) return undefined;
  const at = match.index + 'fmt.Errorf("'.length + verb.index + verb[0].length - 1;
  return { startLine: target.line, endLine: target.line, replacement: [`${text.slice(0, at)}w${text.slice(at + 1)}`] };
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(call_expression function: (selector_expression) @callee (#eq? @callee "fmt.Errorf")) @target',
  textGate: /fmt\.Errorf/,
  check: ({ target }) => {
    const [format, ...values] = argumentsOf(target);
    if (format?.type !== 'interpreted_string_literal' && format?.type !== 'raw_string_literal') return false;
    const verbs = formatVerbs(format.text.slice(1, -1));
    if (!verbs || verbs.includes('w') || verbs.length !== values.length) return false;
    const index = values.findIndex((value, at) => value.type === 'identifier' && ERROR_VALUE.test(value.text) && (verbs[at] === 'v' || verbs[at] === 's'));
    const error = values[index];
    // `err := recover()` holds whatever was panicked with, not necessarily an error; so does a parameter `err any`.
    const fn = enclosingFunction(target);
    if (!error || new RegExp(`\\b${error.text}\\s*:?=\\s*recover\\(\\)`).test(fn?.text ?? '') || declaredNotError(fn, error.text)) return false;
    return { details: { error: error.text, verb: verbs[index] ?? 'v' } };
  },
  fix: wrapWithW,
  examples: {
    match: ['func load(path string) error {\n\tif err := read(path); err != nil {\n\t\treturn fmt.Errorf("load %s: %v", path, err)\n\t}\n\treturn nil\n}'],
    noMatch: [
      'func load(path string) error {\n\tif err := read(path); err != nil {\n\t\treturn fmt.Errorf("load %s: %w", path, err)\n\t}\n\treturn nil\n}',
      'func load(path string) error {\n\tif err := read(path); err != nil {\n\t\treturn fmt.Errorf("load %s: %s", path, err.Error())\n\t}\n\treturn nil\n}',
      'func check(n int, errMsg string) error {\n\treturn fmt.Errorf("bad %d: %s", n, errMsg)\n}',
      'func handleRecovery(c *Context, err any) {\n\te, ok := err.(error)\n\tif !ok {\n\t\te = fmt.Errorf("%v", err)\n\t}\n\tc.Error(e)\n}',
      'func safely(run func()) (e error) {\n\tdefer func() {\n\t\tif err := recover(); err != nil {\n\t\t\te = fmt.Errorf("panic: %v", err)\n\t\t}\n\t}()\n\trun()\n\treturn nil\n}',
    ],
  },
};
