import type { Node } from 'web-tree-sitter';
import type { RuleHit } from '../../../rule-definition.js';
import { excerpt } from '../../../excerpt.js';

/** A function of the file: its positional parameters by name, undefined where a parameter is not a plain name. */
export type Signature = readonly (string | undefined)[];

/**
 * Functions by how they are called (`name`, or `this.name`/`self.name` for methods), from every definition in
 * the file; a name defined twice with different parameters is dropped, since the call could mean either.
 */
export function signatureTable(definitions: Iterable<[string, Signature]>): Map<string, Signature> {
  const table = new Map<string, Signature>();
  const ambiguous = new Set<string>();
  for (const [name, signature] of definitions) {
    const known = table.get(name);
    if (known && known.join(',') !== signature.join(',')) ambiguous.add(name);
    table.set(name, signature);
  }
  for (const name of ambiguous) table.delete(name);
  return table;
}

/** Whether the call sits under a test that compares the two (`if (start > end)`): putting them in order on purpose. */
function orderedAbove(call: Node, first: string, second: string): boolean {
  // JavaScript names may hold `$`, which a pattern would read as an anchor.
  const [a, b] = [first, second].map((name) => name.replace(/\$/g, '\\$'));
  const compared = new RegExp(`\\b(${a}\\s*[<>]=?\\s*${b}|${b}\\s*[<>]=?\\s*${a})\\b`);
  for (let node = call.parent; node; node = node.parent) {
    const condition = node.childForFieldName('condition');
    if (condition && compared.test(condition.text)) return true;
  }
  return false;
}

/**
 * The finding for a call whose plain-name arguments at two neighbouring positions carry the names of the parameters
 * at each other's positions; false when there is none, or when the caller has both names as parameters of its own.
 */
export function swappedArguments(
  call: Node,
  callee: string,
  args: readonly (string | undefined)[],
  parameters: Signature,
  callerParameters: ReadonlySet<string>,
): RuleHit | false {
  // As in Pylint: a plain-name argument that is no parameter's name says the names do not follow the signature here.
  const declared = new Set(parameters);
  if (args.some((name) => name !== undefined && !declared.has(name))) return false;
  // Neighbours only: two arguments side by side are what a slip transposes; names swapped across other arguments
  // more often mean a change of roles (render the runtime chunk's import from this chunk).
  for (let i = 0; i + 1 < args.length; i += 1) {
    const j = i + 1;
    const first = args[i];
    const second = args[j];
    if (!first || !second || first === second || first.length < 2 || second.length < 2) continue;
    if (parameters[i] !== second || parameters[j] !== first || (callerParameters.has(first) && callerParameters.has(second))) continue;
    if (orderedAbove(call, first, second)) continue;
    const fixed = args.map((name, index) => (index === i ? second : index === j ? first : (name ?? '…')));
    return {
      details: {
        call: excerpt(call.text, 60),
        first,
        second,
        callee,
        parameters: `(${parameters.map((name) => name ?? '…').join(', ')})`,
        fixed: `${callee}(${fixed.join(', ')})`,
      },
    };
  }
  return false;
}
