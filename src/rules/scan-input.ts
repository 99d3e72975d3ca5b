import type { Severity } from '../findings/finding.js';
import type { FileBeforeChange } from './file-before-change.js';
import type { LineInBase } from './suppression.js';
import type { TreeFacts } from './tree-facts.js';

/** One file for the static engine to scan. */
export interface ScanInput {
  /** Repository-relative path; its extension picks the grammar. */
  path: string;
  content: string;
  /** 1-based line numbers that the change added or modified: only these are reported. */
  changedLines: ReadonlySet<number>;
  /** The file before the change (see `fileBeforeChange`), so rules can judge what the change did; absent when unknown. */
  before?: FileBeforeChange;
  /**
   * Where each line was in the pull request's base, undefined for a line the pull request added anywhere in
   * base...head — not only in the reviewed diff, which starts at the last reviewed head in an incremental
   * review. Suppressions are judged against it (see `judgeSuppression`). Absent: the reviewed diff is the
   * whole change, and `before` (else `changedLines`) tells the same.
   */
  lineInBase?: LineInBase;
  /**
   * The gate (`fail-on`): a `sextant-ignore` comment the pull request added does not hide a finding at or
   * above it — a change cannot silence itself. Without it, such suppressions hide anything.
   */
  gate?: Severity;
  /** Facts about the file from elsewhere in the reviewed tree (see `createTreeFactsReader`); rules that need one stay quiet without it. */
  facts?: TreeFacts;
}
