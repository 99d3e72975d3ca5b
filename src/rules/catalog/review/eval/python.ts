import { fileRoleOf } from '../../../../diff/file-role.js';
import { ownWording } from '../../../own-wording.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { pythonName, pythonStringValue } from '../../../spelled-name.js';
import { unwrapParentheses } from '../../../syntax/python/python-syntax.js';
import type { Node } from 'web-tree-sitter';

/** The built-ins that run a string as code when called. */
const EVALUATING: ReadonlySet<string> = new Set(['eval', 'exec']);

/** Names of the module of built-ins: `builtins.eval` and `__builtins__.eval` are `eval`. */
const BUILTINS_MODULES = new Set(['builtins', '__builtins__']);

/**
 * The built-in that a callee names however it is spelled — `eval`, `ｅｖａｌ`, `builtins.eval`,
 * `getattr(__builtins__, "\x65val")` — when that is one of `names`; undefined for anything else (`cursor.exec`).
 */
function builtinCallee(callee: Node, names: ReadonlySet<string>): string | undefined {
  const node = unwrapParentheses(callee);
  let name: string | undefined;
  if (node.type === 'identifier') name = pythonName(node.text);
  else if (node.type === 'attribute') {
    const object = node.childForFieldName('object');
    if (object && isBuiltinsModule(object)) name = pythonName(node.childForFieldName('attribute')?.text ?? '');
  } else if (node.type === 'call' && pythonName(node.childForFieldName('function')?.text ?? '') === 'getattr') {
    const [object, attribute] = node.childForFieldName('arguments')?.namedChildren.filter((child) => child.type !== 'comment') ?? [];
    if (object && attribute?.type === 'string' && isBuiltinsModule(object)) name = pythonStringValue(attribute.text);
  }
  return name !== undefined && names.has(name) ? name : undefined;
}

/** `builtins`, `__builtins__`, or `__import__("builtins")`. */
function isBuiltinsModule(node: Node): boolean {
  const bare = unwrapParentheses(node);
  if (bare.type === 'identifier') return BUILTINS_MODULES.has(pythonName(bare.text));
  if (bare.type !== 'call' || pythonName(bare.childForFieldName('function')?.text ?? '') !== '__import__') return false;
  const first = bare.childForFieldName('arguments')?.namedChildren[0];
  return first?.type === 'string' && pythonStringValue(first.text) === 'builtins';
}

/** A string literal, or adjacent literals, with no f-string interpolation: text fixed in the source. */
function isLiteralString(node: Node): boolean {
  const bare = unwrapParentheses(node);
  if (bare.type === 'concatenated_string') return bare.namedChildren.every(isLiteralString);
  return bare.type === 'string' && bare.descendantsOfType('interpolation').length === 0;
}

export const implementation: LanguageImplementation = {
  languages: ['python'],
  overrides: ownWording('python', {
    message: '`{{callee}}()` runs a string as Python code; any attacker-influenced part of it runs with full privileges.',
    recommendation: 'Replace it with explicit logic: `ast.literal_eval` or `json.loads` for data, a dict of functions for dispatch, `importlib` for plugins.',
  }),
  // The callee is `eval` or `exec` however it is spelled (see builtinCallee); the predicate only keeps
  // the tree walk off most calls (a non-ASCII callee may be an NFKC spelling).
  query: '((call function: (_) @callee) @target (#match? @callee "eval|exec|getattr|[^ -~]"))',
  textGate: /eval|exec|getattr|[^ -~]/,
  check: ({ target, captures, context }) => {
    const callee = captures.callee && builtinCallee(captures.callee, EVALUATING);
    if (!callee) return false;
    // `exec("def f(x: 'Missing'): pass", namespace)`: code fixed in the source, nothing from outside can reach it.
    const code = target.childForFieldName('arguments')?.namedChildren.find((argument) => argument.type !== 'comment');
    if (code && isLiteralString(code)) return false;
    // `exec(open("pkg/version.py").read())` in setup.py is a packaging idiom, not input handling; a test evaluates
    // the code the test itself gives it.
    const lessSure = context.isTestFile || fileRoleOf(context.path) === 'tooling';
    return { details: { callee }, ...(lessSure ? { confidence: 60 } : {}) };
  },
  examples: {
    match: [
      'result = eval(expression)',
      'exec(code, namespace)',
      'result = __builtins__.eval(expression)',
      'import builtins\nresult = builtins.eval(expression)',
      'result = getattr(builtins, "eval")(expression)',
      "result = getattr(__builtins__, '\\x65val')(expression)",
      'result = ｅｖａｌ(expression)',
      'result = foo(eval\n    (expression))',
      'exec(f"def {name}(self): return {value}", namespace)',
    ],
    noMatch: [
      'value = ast.literal_eval(text)',
      'cursor.exec(query)',
      'def evaluate(x):\n    return x',
      'result = model.eval(batch)',
      'result = getattr(model, "eval")(batch)',
      'help = "call eval(expression) to run it"',
      "namespace = {}\nexec('''\ndef f(x: \"Missing\"):\n    pass\n''', namespace)",
    ],
  },
};
