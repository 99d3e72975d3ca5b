/** The repository at the reviewed head, searched for names: the index reads only the files that mention them. */
export interface RepositorySearch {
  /** What the search covers, for the report: `the repository at 1a2b3c4d5e6f`, `the working tree`. */
  readonly description: string;
  /**
   * Indexable files (see isIndexable) holding any of `words` as a whole word, with the 1-based lines
   * that do. Only paths `accept` takes are searched and returned.
   */
  /** Whether the search covers `path`: what may be read for context beyond the names it finds (an import followed, a test file). */
  covers(path: string): boolean;
  findWords(words: readonly string[], accept: (path: string) => boolean): Promise<Map<string, number[]>>;
}
