import type { ChangeSet, DiffFile } from '../diff/diff-model.js';
import type { Logger } from '../log/logger.js';
import type { CommandRunner } from '../verify/command-runner.js';

/** Where the change comes from: local git now, the GitHub API later. */
export interface ChangeSource {
  readChange(): Promise<{ baseSha: string; headSha: string; files: DiffFile[] }>;
  /** A file's text at the reviewed head; undefined when it does not exist there or is binary. */
  readFile(path: string): Promise<string | undefined>;
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

export interface ReviewPorts {
  artifacts: ArtifactStore;
  source: ChangeSource;
  changes: ChangeStore;
  commands: CommandRunner;
  log: EventLog;
  now: () => Date;
  signal: AbortSignal;
}
