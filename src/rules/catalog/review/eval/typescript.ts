import { fileRoleOf } from '../../../../diff/file-role.js';
import { JS_FAMILY } from '../../../../diff/language.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { javascriptName, javascriptStringValue } from '../../../spelled-name.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import type { Node } from 'web-tree-sitter';

/** The built-ins that run a string as code when called. */
const EVALUATING: ReadonlySet<string> = new Set(['eval', 'Function']);

/** Names of the global object: `globalThis.eval` and `window['eval']` are `eval`. */
const GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'global', 'self']);

/**
 * The built-in that a callee names however it is spelled — `eval`, `\u0065val`, `globalThis.eval`,
 * `window["\x65val"]`, `(0, eval)` — when that is one of `names`; undefined for anything else (`page.eval`).
 */
function globalCallee(callee: Node, names: ReadonlySet<string>): string | undefined {
  let node = unwrapParentheses(callee);
  // `(0, eval)(code)`: the last expression of a comma sequence is the callee.
  while (node.type === 'sequence_expression') node = unwrapParentheses(node.namedChildren.at(-1) ?? node);
  const name = globalMember(node);
  return name !== undefined && names.has(name) ? name : undefined;
}

/** What an identifier, or a member of the global object, names; undefined when it is anything else. */
function globalMember(node: Node): string | undefined {
  if (node.type === 'identifier') return javascriptName(node.text);
  const object = node.childForFieldName('object');
  if (!object || !isGlobalObject(unwrapParentheses(object))) return undefined;
  if (node.type === 'member_expression') {
    const property = node.childForFieldName('property');
    return property?.type === 'property_identifier' ? javascriptName(property.text) : undefined;
  }
  if (node.type === 'subscript_expression') {
    const index = node.childForFieldName('index');
    return index && (index.type === 'string' || index.type === 'template_string') ? javascriptStringValue(index.text) : undefined;
  }
  return undefined;
}

function isGlobalObject(node: Node): boolean {
  const name = globalMember(node);
  return name !== undefined && GLOBAL_OBJECTS.has(name);
}

/** The parameters of CommonJS's module wrapper, which a module loader names when it evaluates a module's source. */
const MODULE_WRAPPER_PARAMETERS = new Set(['exports', 'require', 'module']);

/** `Function('exports', 'require', 'module', …, source)`: literal parameter names that include the wrapper's, then the source. */
function isModuleWrapper(values: readonly Node[]): boolean {
  const parameters = values.slice(0, -1);
  if (parameters.length === 0 || !parameters.every((value) => value.type === 'string')) return false;
  const names = new Set(parameters.map((value) => javascriptStringValue(value.text)));
  return [...MODULE_WRAPPER_PARAMETERS].every((name) => names.has(name));
}

/**
 * Code whose every part is fixed in the source: a string literal, or a template whose substitutions are all
 * `JSON.stringify(…)` (``new Function(`return import(${JSON.stringify(path)})`)``), which puts the value in as
 * a string literal: data the code reads, never code that runs.
 */
function isFixedCode(argument: Node): boolean {
  if (argument.type === 'string') return true;
  if (argument.type !== 'template_string') return false;
  return argument.namedChildren
    .filter((child) => child.type === 'template_substitution')
    .every((substitution) => {
      const expression = substitution.namedChildren[0];
      return expression?.type === 'call_expression' && expression.childForFieldName('function')?.text === 'JSON.stringify';
    });
}

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  // The callee is `eval` or `Function` however it is spelled (see globalCallee): escapes, a global
  // object's member, a comma sequence. The predicates only keep the tree walk off most calls.
  query: `((call_expression function: (_) @callee) @target (#match? @callee "eval|Function|\\\\\\\\"))
      ((new_expression constructor: (_) @callee) @target (#match? @callee "Function|\\\\\\\\"))
      ((call_expression
        function: (identifier) @timer
        arguments: (arguments . [(string) (template_string)])) @target
        (#any-of? @timer "setTimeout" "setInterval"))`,
  // The callee holds one of these names, or spells one with a backslash escape.
  textGate: /eval|Function|setTimeout|setInterval|\\/,
  check: ({ target, captures, context }) => {
    if (captures.timer) return { details: { callee: captures.timer.text } };
    const callee = captures.callee && globalCallee(captures.callee, EVALUATING);
    if (!callee) return false;
    // `new Function('return this')`, `new Function('s', 'return import(s)')`: code fixed in the source, nothing
    // from outside can reach it (the usual global-object and native-import idioms of loaders).
    const values = target.childForFieldName('arguments')?.namedChildren.filter((argument) => argument.type !== 'comment') ?? [];
    if (values.length > 0 && values.every(isFixedCode)) return false;
    // A test evaluates the code it is given by the test itself, a build script the project's own files, and a module
    // loader wraps a module's source the way Node does (`new Function('exports', 'require', 'module', …, source)`):
    // worth a look, less sure (as Python's `exec` in setup.py).
    const lessSure = context.isTestFile || fileRoleOf(context.path) === 'tooling' || isModuleWrapper(values);
    return { details: { callee: target.type === 'new_expression' ? `new ${callee}` : callee }, ...(lessSure ? { confidence: 60 } : {}) };
  },
  examples: {
    match: [
      'const result = eval(expression);',
      "const add = new Function('a', 'b', body);",
      "setTimeout('refresh()', 1000);",
      'const result = \\u0065val(input);',
      'const result = \\u{65}val(input);',
      'globalThis.eval(input);',
      "window['eval'](input);",
      'window["\\x65val"](input);',
      'const result = eval\n  (input);',
      "const make = new\n  Function('a', body);",
      'const run = new Function(`return ${JSON.stringify(prefix)} + ${input}`);',
      '(0, eval)(input);',
    ],
    noMatch: [
      'setTimeout(refresh, 1000);',
      'const result = page.eval(script);',
      'const evaluate = (x) => x;',
      'const value = evaluate(input);',
      "const help = 'call eval(input) to run it';",
      "const result = parser['eval'](input);",
      "const root = new Function('return this')();",
      "const load = new Function('specifier', 'return import(specifier)');",
      'const load = (path) => new Function(`return import(${JSON.stringify(path)})`).call(0);',
      'const result = obj.\\u0065val(input);',
    ],
  },
};
