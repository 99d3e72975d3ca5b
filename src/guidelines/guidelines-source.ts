/** Where a review reads the repository's guidelines files from: one commit (or the working tree). */
export interface GuidelinesSource {
  /** What the report says the files came from: `base a1b2c3d`, `head a1b2c3d`, `working tree`. */
  origin: string;
  /** Every file path of the tree; the caller picks the guidelines files among them. */
  listPaths(): Promise<string[]>;
  /** A file's text; undefined when it does not exist there or is not text. */
  read(path: string): Promise<string | undefined>;
}
