import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { redactStrings } from '../redact/create-redactor.js';
import type { Redact } from '../redact/create-redactor.js';
import { formatLogLine, formatProgressLine } from './format-log-line.js';
import type { LogEvent } from './log-events.js';
import type { LogData, LogLevel, LogRecord, LogSink, RecordLevel } from './log-record.js';

export { LOG_EVENTS } from './log-events.js';
export type { LogEvent } from './log-events.js';
export type { LogData, LogLevel, LogRecord, LogSink } from './log-record.js';
export { newSessionId } from './session-id.js';
export { createStderrSink } from './stderr-sink.js';

export const SESSION_JSONL_FILE = 'session.jsonl';
export const SESSION_LOG_FILE = 'session.log';

/** Keys every JSONL line starts with; data fields of the same name cannot overwrite them. */
const RESERVED_KEYS = new Set(['ts', 'level', 'session_id', 'event']);

interface LoggerOptions {
  sessionId: string;
  /** Where `session.jsonl` and `session.log` go; without it only the sink sees events. */
  dir?: string;
  level: LogLevel;
  sink?: LogSink;
  now?: () => Date;
  /** Applied to every string of every record before it reaches the files or the sink: a log never holds a secret. */
  redact?: Redact;
}

export interface Logger {
  readonly sessionId: string;
  readonly level: LogLevel;
  /** The session files, when the logger writes them. */
  readonly files: { jsonl: string; text: string } | undefined;
  /** An event at `info` level. */
  event(event: LogEvent, data?: LogData): void;
  warn(event: LogEvent, data?: LogData): void;
  error(event: LogEvent, data?: LogData): void;
  /** Written only at `debug` level, and never to the sink. */
  debug(event: LogEvent, data?: LogData): void;
  /** A human progress line for the sink as it is, recorded in the session files as a `PROGRESS` event. */
  progress(message: string): void;
}

export function createLogger(options: LoggerOptions): Logger {
  const { sessionId, dir, level, sink, redact } = options;
  const now = options.now ?? (() => new Date());
  let files: Logger['files'];
  if (dir !== undefined) {
    mkdirSync(dir, { recursive: true });
    files = { jsonl: join(dir, SESSION_JSONL_FILE), text: join(dir, SESSION_LOG_FILE) };
  }

  function writeFiles(record: LogRecord): void {
    if (files === undefined) return;
    try {
      // Synchronous appends: each event is in the kernel before the call returns, so it survives a SIGKILL.
      appendFileSync(files.jsonl, `${toJsonLine(record)}\n`, 'utf8');
      appendFileSync(files.text, `${formatLogLine(record)}\n`, 'utf8');
    } catch (error) {
      // A full disk must not fail the review: say so once and go on without the files.
      const failed = files;
      files = undefined;
      sink?.write(
        { ts: record.ts, level: 'warn', session_id: sessionId, event: record.event, data: {} },
        `⚠ Session log disabled: cannot write ${failed.jsonl} (${(error as Error).message})`,
      );
    }
  }

  function log(recordLevel: RecordLevel, event: LogEvent, data: LogData = {}, line?: string): void {
    if (recordLevel === 'debug' && level !== 'debug') return;
    const record: LogRecord = { ts: now().toISOString(), level: recordLevel, session_id: sessionId, event, data: redact ? redactStrings(data, redact) : data };
    writeFiles(record);
    if (recordLevel !== 'debug') sink?.write(record, line !== undefined && redact ? redact(line) : (line ?? formatProgressLine(record)));
  }

  return {
    sessionId,
    level,
    get files() {
      return files;
    },
    event: (event, data) => log('info', event, data),
    warn: (event, data) => log('warn', event, data),
    error: (event, data) => log('error', event, data),
    debug: (event, data) => log('debug', event, data),
    progress: (message) => log('info', 'PROGRESS', { message }, message),
  };
}

function toJsonLine(record: LogRecord): string {
  const head = { ts: record.ts, level: record.level, session_id: record.session_id, event: record.event };
  const fields = Object.fromEntries(Object.entries(record.data).filter(([key]) => !RESERVED_KEYS.has(key)));
  try {
    return JSON.stringify({ ...head, ...fields }, jsonReplacer);
  } catch (error) {
    // Circular data must not lose the event itself.
    return JSON.stringify({ ...head, data_error: `unserializable data: ${(error as Error).message}` });
  }
}

function jsonReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (typeof value === 'bigint') return value.toString();
  return value;
}
