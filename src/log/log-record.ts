import type { LogEvent } from './log-events.js';

/** The configured verbosity: `debug` adds payload-heavy events to the session files. */
export type LogLevel = 'info' | 'debug';

export type RecordLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogData = Record<string, unknown>;

export interface LogRecord {
  ts: string;
  level: RecordLevel;
  session_id: string;
  event: LogEvent;
  data: LogData;
}

/** The human progress port: the CLI prints to stderr, the action to the Actions log. */
export interface LogSink {
  /** Receives every info, warn and error event (never a debug one) with its one-line human form. */
  write(record: LogRecord, line: string): void;
}
