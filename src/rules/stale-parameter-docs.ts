import type { Node } from 'web-tree-sitter';
import type { RuleContext, RuleHit } from './rule-definition.js';

/** A parameter named by a doc comment (`@param name`, `name (int): …`, `:param name:`). */
export interface DocumentedParameter {
  name: string;
  /** 1-based line of the doc entry. */
  line: number;
}

/**
 * The `comment/stale-param-doc` verdict: documented names that the signature does not have. It is
 * reported on a stale doc line this change touched, else on the changed part of the parameter list
 * (a renamed parameter whose doc was left behind); a change that touched neither has nothing to say.
 */
export function staleParameterHit(
  documented: readonly DocumentedParameter[],
  parameters: readonly string[],
  parameterList: Node,
  functionName: string,
  context: RuleContext,
): RuleHit | false {
  const stale = documented.filter((entry) => !parameters.includes(entry.name));
  if (stale.length === 0) return false;
  let line = stale.find((entry) => context.isChanged(entry.line))?.line;
  for (let row = parameterList.startPosition.row; line === undefined && row <= parameterList.endPosition.row; row += 1) {
    if (context.isChanged(row + 1)) line = row + 1;
  }
  if (line === undefined) return false;
  const names = stale.map((entry) => `\`${entry.name}\``).join(', ');
  const actual = parameters.length > 0 ? parameters.map((name) => `\`${name}\``).join(', ') : 'no parameters';
  return { line, details: { names, function: functionName, actual } };
}
