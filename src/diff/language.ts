/** The languages the static engine can parse. Each has a tree-sitter grammar shipped as wasm. */
export const LANGUAGES = ['typescript', 'tsx', 'javascript', 'python', 'go'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The JavaScript family: the TypeScript grammar is a superset, so most rules share one query. */
export const JS_FAMILY: readonly Language[] = ['typescript', 'tsx', 'javascript'];
export const TYPESCRIPT_FAMILY: readonly Language[] = ['typescript', 'tsx'];

const LANGUAGE_BY_EXTENSION: ReadonlyMap<string, Language> = new Map([
  ['.ts', 'typescript'],
  ['.mts', 'typescript'],
  ['.cts', 'typescript'],
  ['.tsx', 'tsx'],
  ['.js', 'javascript'],
  ['.mjs', 'javascript'],
  ['.cjs', 'javascript'],
  // The JavaScript grammar parses JSX.
  ['.jsx', 'javascript'],
  ['.py', 'python'],
  ['.go', 'go'],
]);

/** The language of a repository path, by extension; undefined for anything the engine cannot parse. */
export function languageOf(path: string): Language | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return undefined;
  return LANGUAGE_BY_EXTENSION.get(name.slice(dot).toLowerCase());
}
