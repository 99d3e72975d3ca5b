import type { Node } from 'web-tree-sitter';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { argumentsOf, calleePath, enclosingFunction } from '../../../syntax/go/go-syntax.js';

interface IntegerType {
  bits: number;
  signed: boolean;
}

/** Go's integer types; `int`, `uint` and `uintptr` as 64 bits, their size on every server and desktop. */
const INTEGER_TYPES: Readonly<Record<string, IntegerType>> = {
  int8: { bits: 8, signed: true },
  int16: { bits: 16, signed: true },
  int32: { bits: 32, signed: true },
  rune: { bits: 32, signed: true },
  int64: { bits: 64, signed: true },
  int: { bits: 64, signed: true },
  uint8: { bits: 8, signed: false },
  byte: { bits: 8, signed: false },
  uint16: { bits: 16, signed: false },
  uint32: { bits: 32, signed: false },
  uint64: { bits: 64, signed: false },
  uint: { bits: 64, signed: false },
  uintptr: { bits: 64, signed: false },
};

const COMPARISONS = new Set(['<', '<=', '>', '>=']);

/** What `strconv` parsed into `name`, from the last `name, err := strconv.ParseInt(…)` before `use` in its function. */
function parsedBefore(name: string, use: Node, scope: Node): { call: string; type: IntegerType; at: Node } | undefined {
  let found: { call: string; type: IntegerType; at: Node } | undefined;
  for (const statement of scope.descendantsOfType(['short_var_declaration', 'assignment_statement'])) {
    if (statement.startIndex >= use.startIndex) break;
    if (statement.childForFieldName('left')?.namedChildren[0]?.text !== name) continue;
    const values = statement.childForFieldName('right')?.namedChildren ?? [];
    const call = values.length === 1 && values[0]?.type === 'call_expression' ? values[0] : undefined;
    const path = call ? calleePath(call)?.join('.') : undefined;
    found = undefined;
    if (!call || (path !== 'strconv.ParseInt' && path !== 'strconv.ParseUint' && path !== 'strconv.Atoi')) continue;
    const size = path === 'strconv.Atoi' ? '0' : argumentsOf(call)[2]?.text;
    // A size that is not a literal may fit the target: nothing to say.
    if (size === undefined || !/^\d+$/.test(size)) continue;
    found = { call: path, type: { bits: Number(size) === 0 ? 64 : Number(size), signed: path !== 'strconv.ParseUint' }, at: statement };
  }
  return found;
}

/** Whether `name` is compared with anything between its parse and `use`: a bound the conversion may rely on. */
function comparedBetween(name: string, from: Node, use: Node, scope: Node): boolean {
  return scope
    .descendantsOfType('binary_expression')
    .some(
      (comparison) =>
        comparison.startIndex > from.endIndex &&
        comparison.startIndex < use.startIndex &&
        COMPARISONS.has(comparison.childForFieldName('operator')?.text ?? '') &&
        [comparison.childForFieldName('left'), comparison.childForFieldName('right')].some((side) => side?.text === name),
    );
}

/** The unsigned type `name` has in the `case` of a type switch that binds it (`switch s := v.(type) { case uint64: … }`). */
function unsignedCase(name: string, use: Node): string | undefined {
  for (let node = use.parent; node; node = node.parent) {
    if (node.type !== 'type_case') continue;
    const types = node.childrenForFieldName('type');
    const alias = node.parent?.childForFieldName('alias')?.namedChildren[0]?.text;
    const only = types.length === 1 ? types[0]?.text : undefined;
    return alias === name && only && INTEGER_TYPES[only]?.signed === false && INTEGER_TYPES[only].bits === 64 ? only : undefined;
  }
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: `(call_expression
  function: (identifier) @type
  arguments: (argument_list . (identifier) @value .)
  (#any-of? @type "int8" "int16" "int32" "rune" "int64" "int" "uint8" "byte" "uint16" "uint32" "uint64" "uint" "uintptr")) @target`,
  textGate: /\bstrconv\.(?:Parse(?:Int|Uint)|Atoi|FormatInt)\b/,
  check: ({ target, captures }) => {
    const typeName = captures.type?.text ?? '';
    const into = INTEGER_TYPES[typeName];
    const name = captures.value?.text;
    const scope = enclosingFunction(target);
    if (!into || !name || !scope) return false;
    const conversion = target.text;
    // `strconv.FormatInt(int64(u), 10)` with `u` a `uint64` of the type switch around it.
    const call = target.parent?.parent;
    if (
      typeName === 'int64' &&
      call?.type === 'call_expression' &&
      calleePath(call)?.join('.') === 'strconv.FormatInt' &&
      argumentsOf(call)[0]?.id === target.id
    ) {
      const unsigned = unsignedCase(name, target);
      if (unsigned) {
        return {
          details: {
            conversion,
            what: `prints a \`${unsigned}\` above 9,223,372,036,854,775,807 as a negative number`,
            fix: `Print it unsigned: \`strconv.FormatUint(uint64(${name}), 10)\`.`,
          },
        };
      }
    }
    const parsed = parsedBefore(name, target, scope);
    if (!parsed) return false;
    const narrower = into.bits < parsed.type.bits;
    const signChange = into.signed !== parsed.type.signed && into.bits <= parsed.type.bits;
    if ((!narrower && !signChange) || comparedBetween(name, parsed.at, target, scope)) return false;
    const what = narrower
      ? `keeps the low ${into.bits} bits of a number \`${parsed.call}\` read as ${parsed.type.bits} bits: a larger one comes out as another number`
      : into.signed
        ? `turns a number \`${parsed.call}\` read up to 2^64 into a negative one above 2^63`
        : `turns a negative number \`${parsed.call}\` accepted into a huge unsigned one`;
    const parse = into.signed ? 'ParseInt' : 'ParseUint';
    return {
      details: {
        conversion,
        what,
        fix: `Parse it as what it becomes: \`strconv.${parse}(s, 10, ${into.bits})\` rejects a number that does not fit; or check its range before the conversion.`,
      },
    };
  },
  examples: {
    match: [
      'func port(s string) (int32, error) {\n\tv, err := strconv.ParseInt(s, 10, 64)\n\tif err != nil {\n\t\treturn 0, err\n\t}\n\treturn int32(v), nil\n}',
      'func count(s string) uint64 {\n\tn, _ := strconv.Atoi(s)\n\treturn uint64(n)\n}',
      'func big(s string) int64 {\n\tu, _ := strconv.ParseUint(s, 10, 64)\n\treturn int64(u)\n}',
      'func text(i interface{}) string {\n\tswitch s := i.(type) {\n\tcase uint64:\n\t\treturn strconv.FormatInt(int64(s), 10)\n\t}\n\treturn ""\n}',
    ],
    noMatch: [
      'func port(s string) (int32, error) {\n\tv, err := strconv.ParseInt(s, 10, 32)\n\tif err != nil {\n\t\treturn 0, err\n\t}\n\treturn int32(v), nil\n}',
      'func port(s string) (uint16, error) {\n\tv, err := strconv.ParseInt(s, 10, 64)\n\tif err != nil || v < 0 || v > 65535 {\n\t\treturn 0, err\n\t}\n\treturn uint16(v), nil\n}',
      'func wide(s string) int64 {\n\tv, _ := strconv.ParseInt(s, 10, 32)\n\treturn int64(v)\n}',
      'func size(s string, bits int) int32 {\n\tv, _ := strconv.ParseInt(s, 10, bits)\n\treturn int32(v)\n}',
      'func text(i interface{}) string {\n\tswitch s := i.(type) {\n\tcase uint32:\n\t\treturn strconv.FormatInt(int64(s), 10)\n\t}\n\treturn ""\n}',
      'func again(s string) int32 {\n\tv, _ := strconv.ParseInt(s, 10, 64)\n\tv = 3\n\treturn int32(v)\n}',
    ],
  },
};
