import { perFile } from '../../../per-file.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { enclosingFunction } from '../../../syntax/go/go-syntax.js';
import type { Node } from 'web-tree-sitter';

const UNITS = new Map([
  ['time.Nanosecond', 1],
  ['time.Microsecond', 1e3],
  ['time.Millisecond', 1e6],
  ['time.Second', 1e9],
  ['time.Minute', 6e10],
  ['time.Hour', 3.6e12],
]);

/** Names of the struct fields of the file declared `time.Duration`. */
const durationFieldsOf = perFile((context): ReadonlySet<string> => {
  const names = new Set<string>();
  for (const field of context.root.descendantsOfType('field_declaration'))
    if (field.childForFieldName('type')?.text === 'time.Duration') for (const name of field.childrenForFieldName('name')) if (name) names.add(name.text);
  return names;
});

/** Whether the function around `node` declares `name` as a `time.Duration` (a parameter or a `var`), and nothing else of that name. */
function declaredDuration(node: Node, name: string): boolean {
  const fn = enclosingFunction(node);
  if (!fn) return false;
  const declarations = [
    ...fn
      .descendantsOfType('parameter_declaration')
      .filter((parameter) => parameter.childrenForFieldName('name').some((identifier) => identifier?.text === name)),
    ...fn.descendantsOfType('var_spec').filter((spec) => spec.childrenForFieldName('name').some((identifier) => identifier?.text === name)),
    ...fn
      .descendantsOfType('short_var_declaration')
      .filter((declaration) => declaration.childForFieldName('left')?.namedChildren.some((identifier) => identifier?.text === name)),
  ];
  // `var n time.Duration = 5` keeps a count in a duration on purpose: `n * time.Second` is five seconds.
  return (
    declarations.length > 0 &&
    declarations.every(
      (declaration) =>
        declaration.childForFieldName('type')?.text === 'time.Duration' && declaration.childForFieldName('value')?.namedChildren[0]?.type !== 'int_literal',
    )
  );
}

/** The operand declared `time.Duration`: a name the function declares so, or a field (`cfg.Timeout`) the file's structs declare so. */
function durationOperand(operand: Node, context: Parameters<typeof durationFieldsOf>[0]): string | undefined {
  if (operand.type === 'identifier') return declaredDuration(operand, operand.text) ? operand.text : undefined;
  if (operand.type === 'selector_expression' && !operand.text.startsWith('time.'))
    return durationFieldsOf(context).has(operand.childForFieldName('field')?.text ?? '') ? operand.text : undefined;
  return undefined;
}

export const implementation: LanguageImplementation = {
  languages: ['go'],
  query: '(binary_expression left: (_) @left operator: "*" right: (_) @right) @target',
  textGate: /time\.Duration/,
  check: ({ target, captures, context }) => {
    const { left, right } = captures;
    if (!left || !right) return false;
    const [unit, other] = UNITS.has(right.text) ? [right, left] : UNITS.has(left.text) ? [left, right] : [];
    const name = unit && other ? durationOperand(other, context) : undefined;
    if (!unit || !name) return false;
    return { details: { product: target.text, name, unit: (UNITS.get(unit.text) as number).toLocaleString('en-US'), unitName: unit.text } };
  },
  examples: {
    match: [
      'func wait(timeout time.Duration) {\n\ttime.Sleep(timeout * time.Second)\n}',
      'type Config struct {\n\tTimeout time.Duration\n}\n\nfunc dial(cfg Config) (net.Conn, error) {\n\treturn net.DialTimeout("tcp", addr, cfg.Timeout*time.Millisecond)\n}',
      'func retry(cfg Options) {\n\tvar backoff time.Duration = cfg.Backoff\n\ttime.Sleep(time.Second * backoff)\n}',
    ],
    noMatch: [
      'func retry() {\n\tvar backoff time.Duration = 2\n\ttime.Sleep(time.Second * backoff)\n}',
      'func wait(seconds int) {\n\ttime.Sleep(time.Duration(seconds) * time.Second)\n}',
      'func wait(timeout time.Duration) {\n\ttime.Sleep(timeout * 2)\n}',
      'func wait(n int64) {\n\ttime.Sleep(time.Duration(n) * time.Millisecond)\n}',
      'func wait(timeout int) {\n\ttime.Sleep(time.Duration(timeout * 1000) * time.Millisecond)\n}',
    ],
  },
};
