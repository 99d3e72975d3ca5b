/** The diff model: what changed, line by line, and what was left out and why. Plain data (JSON-safe). */

export type FileStatus = 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'mode-changed';

export interface DiffLine {
  kind: 'add' | 'delete' | 'context';
  /** Line number in the old file (delete and context lines). */
  oldLine?: number;
  /** Line number in the new file (add and context lines). */
  newLine?: number;
  /** The line without its diff prefix and newline; a CRLF file keeps its `\r`; invalid UTF-8 bytes are U+FFFD. */
  content: string;
}

export interface Hunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  header: string;
  lines: DiffLine[];
}

export interface DiffFile {
  /** Path in the new tree (for deletions: the old path). Always forward slashes, repository-relative. */
  path: string;
  /** Path in the old tree when renamed or copied. */
  oldPath?: string;
  status: FileStatus;
  binary: boolean;
  /** A symbolic link in the new tree (git mode 120000): its "content" is the link's target, never code. */
  symlink?: boolean;
  additions: number;
  deletions: number;
  hunks: Hunk[];
}

export type NotReviewedReason =
  | 'binary'
  | 'symlink'
  | 'deleted'
  | 'excluded-by-default'
  | 'excluded-by-config'
  | 'not-included'
  | 'generated'
  | 'too-large'
  | 'over-budget'
  | 'no-patch'
  | 'unsupported-language'
  | 'secret-file'
  | 'no-textual-change'
  /** Its text at the head could not be read (gone, or not a file there). */
  | 'unreadable';

/**
 * What still read a file left out of the review: the static engine's rules over the whole file (a file
 * too large for the model), or the text gates over its added lines (credentials, private keys,
 * dangerous calls). Absent: nothing did.
 */
export type ScannedBy = 'static-engine' | 'text-gates';

export interface NotReviewed {
  path: string;
  reason: NotReviewedReason;
  /** Human-readable detail, e.g. the glob or the size that excluded it. */
  detail?: string;
  scanned_by?: ScannedBy;
}

/** A change ready for review: the files in scope plus everything left out, with reasons. */
export interface ChangeSet {
  baseSha: string;
  headSha: string;
  files: DiffFile[];
  notReviewed: NotReviewed[];
  /**
   * Files skipped as generated whose marker the change itself added: a change cannot silence itself,
   * so the static engine still scans them for findings at or above the gate.
   */
  gateOnly?: DiffFile[];
  /**
   * The scanned files' diffs from the pull request's base, when the reviewed diff starts later (an incremental
   * review reads only the commits since the last reviewed head). "Added by the change" means base...head of
   * the whole pull request: suppressions and generated markers are judged against these, and a scanned path
   * missing here counts as added by the pull request. Absent: the reviewed diff starts at the base.
   */
  sinceBase?: DiffFile[];
  /** Files the model does not review (too large, over its budget) that the static engine still reviews in full. */
  staticOnly?: DiffFile[];
  /** Every other changed file left out of the review, kept so the text gates still read its added lines. */
  leftOut?: DiffFile[];
}

export type Side = 'LEFT' | 'RIGHT';
