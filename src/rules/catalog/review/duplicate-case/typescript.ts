import { JS_FAMILY } from '../../../../diff/language.js';
import { excerpt } from '../../../excerpt.js';
import type { LanguageImplementation } from '../../../rule-folder.js';
import { perFile } from '../../../per-file.js';
import { tokensOf } from '../../../same-code.js';
import { unwrapParentheses } from '../../../syntax/javascript/javascript-syntax.js';
import { mayHaveEffects } from '../../../syntax/javascript/same-code.js';
import type { Node } from 'web-tree-sitter';

/** For each label of a switch body that is the same code as an earlier one, the nearest such label. */
function repeatedLabels(body: Node): Map<number, Node> {
  const repeated = new Map<number, Node>();
  const seen = new Map<string, Node>();
  for (const clause of body.namedChildren) {
    const value = clause?.type === 'switch_case' ? clause.childForFieldName('value') : null;
    if (!value) continue;
    // Same code is the same tokens (see `sameCode`): a key, so each label is compared once, not with every earlier one.
    const key = tokensOf(unwrapParentheses(value));
    const earlier = seen.get(key);
    if (earlier) repeated.set(value.id, earlier);
    seen.set(key, value);
  }
  return repeated;
}

/** Each switch body's repeated labels, by the body's node id: a generated switch of thousands of cases is read once. */
const bodiesOf = perFile((): Map<number, ReadonlyMap<number, Node>> => new Map());

export const implementation: LanguageImplementation = {
  languages: JS_FAMILY,
  query: '(switch_case value: (_) @value) @target',
  textGate: /\bcase\b/,
  check: ({ target, captures, context }) => {
    const value = captures.value;
    const body = target.parent;
    if (!value || !body || mayHaveEffects(value)) return false;
    const bodies = bodiesOf(context);
    let repeated = bodies.get(body.id);
    if (!repeated) {
      repeated = repeatedLabels(body);
      bodies.set(body.id, repeated);
    }
    const earlier = repeated.get(value.id);
    return earlier ? { line: value.startPosition.row + 1, details: { value: excerpt(value.text, 40), first: String(earlier.startPosition.row + 1) } } : false;
  },
  examples: {
    match: ["switch (kind) {\n  case 'a':\n    return 1;\n  case 'b':\n    return 2;\n  case 'a':\n    return 3;\n}"],
    noMatch: [
      "switch (kind) {\n  case 'a':\n    return 1;\n  case 'b':\n    return 2;\n}",
      'switch (true) {\n  case next():\n    break;\n  case next():\n    break;\n}',
    ],
  },
};
