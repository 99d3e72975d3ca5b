import type { Node } from 'web-tree-sitter';

/** The name of a `TestXxx(t *testing.T)` function's parameter (`''` when unnamed or `_`); undefined for other functions. */
export function testingParameter(fn: Node): string | undefined {
  if (fn.type !== 'function_declaration' || !/^Test/.test(fn.childForFieldName('name')?.text ?? '')) return undefined;
  const [parameter, ...rest] = fn.childForFieldName('parameters')?.namedChildren ?? [];
  if (!parameter || rest.length > 0 || parameter.childForFieldName('type')?.text.replace(/\s+/g, '') !== '*testing.T') return undefined;
  const name = parameter.childForFieldName('name')?.text;
  return name === undefined || name === '_' ? '' : name;
}
