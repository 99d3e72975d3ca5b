import type { Node } from 'web-tree-sitter';
import { excerpt } from '../../../excerpt.js';
import type { RuleHit } from '../../../rule-definition.js';

/**
 * Files where a bare comparison is the point: a benchmark runs it to time it, a type test (`typing_tests/`,
 * tsd's `test-d/` and `*.test-d.ts`, TSTyche's `*.tst.ts`) to have the type checker accept or reject it.
 */
const COMPARED_FOR_OWN_SAKE = /(?:^|\/)(?:bench(?:mark)?s?|typing_tests|type_tests|test-d)\/|[._-]bench(?:mark)?\.\w+$|\.(?:test-d|tst)\.[cm]?tsx?$/;

/** The finding for a comparison left as a statement, the same in every language: none where comparing is the point. */
export function bareComparisonHit(statement: Node, path: string): RuleHit | false {
  return COMPARED_FOR_OWN_SAKE.test(path) ? false : { details: { statement: excerpt(statement.text, 60) } };
}
