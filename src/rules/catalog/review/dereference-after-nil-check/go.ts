import { enclosingFunction, statementsOf } from '../../../syntax/go/go-syntax.js';
import { NEVER_RETURNS_NAME, nilCheckImplementation, type NilCheckSyntax } from './nil-check.js';

/** Calls that never return: the process or goroutine ends, or the test stops. */
const ENDING_CALL = /^(panic|os\.Exit|runtime\.Goexit|log\.(Fatal|Fatalf|Fatalln|Panic|Panicf|Panicln)|\w+\.(Fatal|Fatalf|FailNow|Skip|Skipf|SkipNow))$/;

const BRANCHING = new Set([
  'if_statement',
  'for_statement',
  'expression_switch_statement',
  'type_switch_statement',
  'select_statement',
  'func_literal',
  'defer_statement',
  'go_statement',
]);

const GO: NilCheckSyntax = {
  checkedName: (condition) => {
    if (condition.type !== 'binary_expression' || condition.childForFieldName('operator')?.text !== '==') return undefined;
    const sides = [condition.childForFieldName('left'), condition.childForFieldName('right')];
    const named = sides.find((side) => side?.type === 'identifier');
    return named && sides.some((side) => side?.type === 'nil') ? named.text : undefined;
  },
  statementsOf,
  ends: (statement) => {
    if (['return_statement', 'goto_statement', 'break_statement', 'continue_statement', 'fallthrough_statement'].includes(statement.type)) return true;
    const call = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
    const callee = call?.type === 'call_expression' ? (call.childForFieldName('function')?.text ?? '') : undefined;
    return callee !== undefined && (ENDING_CALL.test(callee) || NEVER_RETURNS_NAME.test(callee));
  },
  branches: (node) => BRANCHING.has(node.type) || (node.type === 'binary_expression' && ['&&', '||'].includes(node.childForFieldName('operator')?.text ?? '')),
  // `x.field` and `*x` fail on a nil pointer; `x.Method()` may not (a method may take a nil receiver).
  dereferenceOf: (node, name) => {
    if (node.type === 'unary_expression') return node.childForFieldName('operator')?.text === '*' && node.childForFieldName('operand')?.text === name;
    if (node.type !== 'selector_expression' || node.childForFieldName('operand')?.type !== 'identifier' || node.childForFieldName('operand')?.text !== name)
      return false;
    return !(node.parent?.type === 'call_expression' && node.parent.childForFieldName('function')?.id === node.id);
  },
  assigns: (node, name) => {
    if (node.type === 'unary_expression') return node.childForFieldName('operator')?.text === '&' && node.childForFieldName('operand')?.text === name;
    if (!['assignment_statement', 'short_var_declaration', 'var_spec', 'range_clause'].includes(node.type)) return false;
    const targets = node.type === 'var_spec' ? node.childrenForFieldName('name') : (node.childForFieldName('left')?.namedChildren ?? []);
    return targets.some((target) => target?.type === 'identifier' && target.text === name);
  },
  isLocal: (fn, name) => {
    const parameters = fn.descendantsOfType('parameter_declaration').filter((parameter) => enclosingFunction(parameter)?.id === fn.id);
    if (parameters.some((parameter) => parameter.childrenForFieldName('name').some((identifier) => identifier?.text === name))) return true;
    const body = fn.childForFieldName('body');
    return !!body && body.descendantsOfType(['short_var_declaration', 'var_spec']).some((declaration) => GO.assigns(declaration, name));
  },
  enclosingFunction,
  callType: 'call_expression',
  definitionTypes: ['function_declaration', 'method_declaration'],
};

export const implementation = nilCheckImplementation(GO, {
  languages: ['go'],
  query: '(if_statement !initializer condition: (binary_expression) @condition consequence: (block) @consequence) @target',
  textGate: /==\s*nil\b/,
  examples: {
    match: [
      'func label(u *User) string {\n\tif u == nil {\n\t\tlog.Println("no user")\n\t}\n\treturn u.Name\n}',
      'func size(cfg *Config) int {\n\tif cfg == nil {\n\t\tcfg2 := defaults()\n\t\t_ = cfg2\n\t}\n\tn := cfg.Size * 2\n\treturn n\n}',
    ],
    noMatch: [
      'func label(u *User) string {\n\tif u == nil {\n\t\treturn ""\n\t}\n\treturn u.Name\n}',
      'func label(u *User) string {\n\tif u == nil {\n\t\tu = &User{Name: "guest"}\n\t}\n\treturn u.Name\n}',
      'func label(u *User) string {\n\tif u == nil {\n\t\tlog.Println("no user")\n\t}\n\treturn u.DisplayName()\n}',
      'func label(u *User) string {\n\tif u == nil {\n\t\tlog.Println("no user")\n\t}\n\tif u != nil {\n\t\treturn u.Name\n\t}\n\treturn ""\n}',
      'func label() string {\n\tif current == nil {\n\t\tload()\n\t}\n\treturn current.Name\n}',
      'func label(t *testing.T, u *User) string {\n\tif u == nil {\n\t\tt.Fatal("no user")\n\t}\n\treturn u.Name\n}',
    ],
  },
});
