import type { ChangeSet, DiffFile } from '../diff/diff-model.js';
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

export interface EventLog {
  event(name: string, data?: Record<string, unknown>): void;
  /** One human line per step: stderr for the CLI, the Actions log for the action. */
  progress(message: string): void;
}

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
