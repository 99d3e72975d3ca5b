import type { ReportFiles } from '../analyzers/create-report-files.js';
import type { ChangeSet, DiffFile, NotReviewed } from '../diff/diff-model.js';
import type { FileText } from '../diff/file-text.js';
import type { CandidateFinding } from '../findings/finding.js';
import type { Fixer } from '../fix/fixer.js';
import type { GuidelinesSource } from '../guidelines/guidelines-source.js';
import type { SnapshotStore } from '../fix/snapshot-store.js';
import type { WorkspaceEditor } from '../fix/workspace-editor.js';
import type { CodeBrowser } from '../investigate/code-browser.js';
import type { RepositorySearch } from '../investigate/repository-search.js';
import type { LineInBase } from '../rules/suppression.js';
import type { TreeFacts } from '../rules/tree-facts.js';
import type { ReviewModel } from '../llm/review-model.js';
import type { Logger } from '../log/logger.js';
import type { CommandRunner } from '../verify/command-runner.js';

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

/** The scoped change, saved once so later steps (and a resumed run) see exactly what was collected. */
export interface ChangeStore {
  save(change: ChangeSet): Promise<void>;
  load(): Promise<ChangeSet>;
}

/** The session log: structured events to the files, one human line per step to stderr or the Actions log. */
export type EventLog = Pick<Logger, 'event' | 'progress'>;

/** The session folder's report files. Returns the written file's path. */
export interface ArtifactStore {
  write(name: string, content: string): Promise<string>;
}

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
  reReview(files: ReadonlyArray<{ path: string; content: string; changedLines: ReadonlySet<number>; lineInBase: LineInBase; facts?: TreeFacts }>): Promise<CandidateFinding[]>;
  /** fix: commit only: one commit per iteration, pushed at the end. */
  git?: { commit(paths: readonly string[], message: string): Promise<string>; push(): Promise<void> };
}

export interface ReviewPorts {
  /** The LLM the agents run on; absent in static mode. */
  model?: ReviewModel;
  /** Present when the run may fix (fix is not off and a verification command is configured). */
  fixes?: FixPorts;
  artifacts: ArtifactStore;
  source: ChangeSource;
  /** Where the repository's guidelines files are read (the base commit for an untrusted pull request); none read when absent. */
  guidelines?: GuidelinesSource;
  changes: ChangeStore;
  commands: CommandRunner;
  /** Where analyzers' report files are read (the working tree); no analyzer is imported when absent. */
  reports?: ReportFiles;
  log: EventLog;
  now: () => Date;
  signal: AbortSignal;
}
