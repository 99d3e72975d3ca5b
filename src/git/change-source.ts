import type { DiffFile, NotReviewed } from '../diff/diff-model.js';
import type { FileText } from '../diff/file-text.js';
import type { CodeBrowser } from '../investigate/code-browser.js';
import type { RepositorySearch } from '../investigate/repository-search.js';

/** Where the change comes from: local git, or the GitHub API. */
export interface ChangeSource {
  /**
   * `notReviewed`: files the source itself cannot offer for review (GitHub shows no patch), with why.
   * `sinceBase`: the whole pull request's files (base...head) when `baseSha` is a later commit, the last
   * reviewed head: suppressions and generated markers are judged against the pull request's base.
   * `unlistedFiles`: changed files the source cannot even name (past GitHub's 3,000-file list).
   */
  readChange(): Promise<{ baseSha: string; headSha: string; files: DiffFile[]; notReviewed?: NotReviewed[]; sinceBase?: DiffFile[]; unlistedFiles?: number }>;
  /** A file's text at the reviewed head; undefined when it does not exist there, is binary or too large. */
  readFile(path: string): Promise<string | undefined>;
  /** The same read, saying why there is no text; a source without it says `missing` whenever readFile gives none. */
  readFileText?(path: string): Promise<FileText>;
  /** The repository at the reviewed head, when a local clone holds it; undefined (or absent) when only the change can be read. */
  repository?(): Promise<RepositorySearch | undefined>;
  /** The head and base commits as a model's tools read them, when a local clone holds them; undefined (or absent) otherwise. */
  browser?(): Promise<CodeBrowser | undefined>;
}

/** A change source holding resources (a git process, connections) until the session ends. */
export type SessionChangeSource = ChangeSource & { close(): Promise<void> };
