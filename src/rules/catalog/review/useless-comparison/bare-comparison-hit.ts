/**
 * Files where a bare comparison is the point: a benchmark runs it to time it, a type test (`typing_tests/`,
 * tsd's `test-d/` and `*.test-d.ts`, TSTyche's `*.tst.ts`) to have the type checker accept or reject it.
 */
export const COMPARED_FOR_OWN_SAKE = /(?:^|\/)(?:bench(?:mark)?s?|typing_tests|type_tests|test-d)\/|[._-]bench(?:mark)?\.\w+$|\.(?:test-d|tst)\.[cm]?tsx?$/;
