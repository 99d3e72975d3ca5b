import type { CandidateFinding } from '../findings/finding.js';
import type { LineInBase } from '../rules/suppression.js';
import type { TreeFacts } from '../rules/tree-facts.js';
import type { Fixer } from './fixer.js';
import type { SnapshotStore } from './snapshot-store.js';
import type { WorkspaceEditor } from './workspace-editor.js';

/** What the fix loop needs beyond the review: the working tree, snapshots, a fixer, a re-reviewer, git. */
export interface FixPorts {
  /** The working tree, editable only in the files the change touched. */
  openEditor(changedPaths: ReadonlySet<string>): WorkspaceEditor;
  snapshots: SnapshotStore;
  fixer: Fixer;
  /**
   * Reviews files as they are in the working tree now (static engine, and agents when a model is set);
   * `lineInBase` tells where each line was in the pull request's base, to judge suppressions by.
   */
  reReview(
    files: ReadonlyArray<{ path: string; content: string; changedLines: ReadonlySet<number>; lineInBase: LineInBase; facts?: TreeFacts }>,
  ): Promise<CandidateFinding[]>;
  /** fix: commit only: one commit per iteration, pushed at the end. */
  git?: { commit(paths: readonly string[], message: string): Promise<string>; push(): Promise<void> };
}
