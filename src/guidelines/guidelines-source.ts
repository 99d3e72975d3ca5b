/** Where a review reads the repository's guidelines files from: one commit (or the working tree). */
export interface GuidelinesSource {
  /** What the report says the files came from: `base a1b2c3d`, `head a1b2c3d`, `working tree`. */
  origin: string;
  /**
   * The file paths of the tree, or, given `within`, those that are one of its paths or lie under one of its
   * folders (written with a trailing `/`); the caller picks the guidelines files among them. `complete` is
   * false when the listing stopped short (GitHub's tree of a very large repository): the caller then also asks
   * for the guidelines files the change's folders would have by name.
   */
  listPaths(within?: readonly string[]): Promise<{ paths: string[]; complete: boolean }>;
  /** A file's text; undefined when it does not exist there or is not text. */
  read(path: string): Promise<string | undefined>;
}
