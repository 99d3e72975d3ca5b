import type { ReportFiles } from '../analyzers/create-report-files.js';
import type { FixPorts } from '../fix/fix-ports.js';
import type { ChangeSource } from '../git/change-source.js';
import type { GuidelinesSource } from '../guidelines/guidelines-source.js';
import type { ReviewModel } from '../llm/review-model.js';
import type { Logger } from '../log/logger.js';
import type { ChangeStore } from '../state/change-store.js';
import type { ArtifactStore } from '../state/create-artifact-store.js';
import type { CommandRunner } from '../verify/command-runner.js';

/** The session log: structured events to the files, one human line per step to stderr or the Actions log. */
export type EventLog = Pick<Logger, 'event' | 'progress'>;

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
