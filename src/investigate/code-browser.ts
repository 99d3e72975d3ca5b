/** Which version of the repository a tool reads: the reviewed head, or the pull request's base. */
export type Side = 'head' | 'base';

/** A line a search found. */
export interface SearchHit {
  path: string;
  /** 1-based. */
  line: number;
  text: string;
}

/**
 * The repository as a model's tools read it: regular files only (a symlink or a submodule is not a
 * file here, so nothing leads out of the repository), by repository-relative path, at the head or base.
 */
export interface CodeBrowser {
  /** Every regular file of that side, small enough to read. */
  listFiles(side: Side): Promise<ReadonlySet<string>>;
  /** A listed file's text; undefined when it is not listed, binary, or too large. */
  readFile(path: string, side: Side): Promise<string | undefined>;
  /** Lines matching `pattern` (POSIX extended regular expression, case-sensitive) in files matching `pathGlob`; at most `limit`. */
  search(pattern: string, pathGlob: string | undefined, side: Side, limit: number): Promise<SearchHit[]>;
}
