import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { enclosingFunction } from '../../../syntax/go/go-syntax.js';

/** The two-value form: `v, ok := x.(T)`, `v, ok = x.(T)` or `var v, ok = x.(T)`. */
function isCommaOk(assertion: Node): boolean {
  const list = assertion.parent;
  if (list?.type !== 'expression_list' || list.namedChildCount !== 1) return false;
  const statement = list.parent;
  if (statement?.type === 'var_spec') return statement.childrenForFieldName('name').length === 2;
  if (statement?.type !== 'short_var_declaration' && statement?.type !== 'assignment_statement') return false;
  return statement.childForFieldName('left')?.namedChildCount === 2;
}

/** The parameter declaration of `fn` naming `name`, if it is not variadic. */
function parameterNamed(fn: Node, name: string): Node | undefined {
  const parameters = fn.childForFieldName('parameters');
  return parameters?.namedChildren.find(
    (declaration): declaration is Node =>
      declaration?.type === 'parameter_declaration' && declaration.childrenForFieldName('name').some((identifier) => identifier?.text === name),
  );
}

const ANY_TYPES = /^(?:any|interface\s*\{\s*\})$/;

/** Whether `body` looks at `name`'s dynamic type some other way: a type switch, a two-value assertion, `reflect`. */
function typeLookedAt(body: Node, name: string, except: Node): boolean {
  const escaped = name.replace(/[$]/g, '\\$&');
  if (new RegExp(`\\breflect\\.(?:TypeOf|ValueOf)\\(\\s*${escaped}\\s*\\)`).test(body.text)) return true;
  if (new RegExp(`\\bswitch\\b[^{\\n]*\\b${escaped}\\.\\(type\\)`).test(body.text)) return true;
  return body
    .descendantsOfType('type_assertion_expression')
    .some((other) => other.id !== except.id && other.childForFieldName('operand')?.text === name && isCommaOk(other));
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(type_assertion_expression operand: (identifier) @operand type: (_) @type) @target',
  textGate: /\binterface\s*\{\s*\}|\bany\b/,
  check: ({ target, captures }) => {
    const { operand, type } = captures;
    if (!operand || !type || isCommaOk(target)) return false;
    const fn = enclosingFunction(target);
    // A function literal is a callback whose caller decides what it gets; an unexported function's callers are the package's own.
    if (!fn || fn.type === 'func_literal') return false;
    const name = fn.childForFieldName('name')?.text ?? '';
    if (!/^[A-Z]/.test(name) || /^Must/.test(name) || name === 'Push') return false;
    const declaration = parameterNamed(fn, operand.text);
    const declared = declaration?.childForFieldName('type')?.text ?? '';
    const body = fn.childForFieldName('body');
    if (!declaration || !ANY_TYPES.test(declared) || !body || typeLookedAt(body, operand.text, target)) return false;
    return {
      details: { assertion: target.text, function: name, type: `\`${type.text}\``, parameter: operand.text, declared },
    };
  },
  examples: {
    match: [
      'func (n *NullBytes) Scan(src interface{}) error {\n\tn.Bytes = src.([]byte)\n\treturn nil\n}',
      'func Decode(input any, out *Config) error {\n\tm := input.(map[string]any)\n\tout.Name = m["name"].(string)\n\treturn nil\n}',
    ],
    noMatch: [
      'func (n *NullBytes) Scan(src interface{}) error {\n\tb, ok := src.([]byte)\n\tif !ok {\n\t\treturn errors.New("bad type")\n\t}\n\tn.Bytes = b\n\treturn nil\n}',
      'func Decode(input any) string {\n\tswitch input.(type) {\n\tcase string:\n\t\treturn input.(string)\n\t}\n\treturn ""\n}',
      'func decode(input any) string {\n\treturn input.(string)\n}',
      'func MustString(v any) string {\n\treturn v.(string)\n}',
      'func (h *IntHeap) Push(x any) {\n\t*h = append(*h, x.(int))\n}',
      'func Walk(m *sync.Map) {\n\tm.Range(func(k, v any) bool {\n\t\t_ = k.(string)\n\t\treturn true\n\t})\n}',
      'func Name(v Named) string {\n\treturn v.(fmt.Stringer).String()\n}',
    ],
  },
};
