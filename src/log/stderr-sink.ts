import { noPaint } from '../terminal/paint.js';
import type { Paint } from '../terminal/paint.js';
import type { LogRecord, LogSink } from './log-record.js';

/** Events the CLI prints besides finished steps: explicit progress lines, where the review starts and how it ends. */
const MILESTONES = new Set<LogRecord['event']>(['PROGRESS', 'REVIEW_START', 'REVIEW_RESUMED', 'REVIEW_COMPLETE', 'REVIEW_FAILED', 'USER_EXIT']);

/** Events the CLI reports itself, once, in its own words: printing them here too would say it twice. */
const REPORTED_BY_CALLER = new Set<LogRecord['event']>(['RUN_ERROR']);

/** The CLI's progress: one line per finished step, warnings, errors and the review's milestones. */
export function createStderrSink(stream: { write(chunk: string): unknown } = process.stderr, paint: Paint = noPaint): LogSink {
  return {
    write(record, line) {
      if (REPORTED_BY_CALLER.has(record.event)) return;
      const shown = record.event === 'STEP_END' || record.level !== 'info' || MILESTONES.has(record.event);
      if (shown) stream.write(`${colorLine(line, record, paint)}\n`);
    },
  };
}

function colorLine(line: string, record: LogRecord, paint: Paint): string {
  if (record.level === 'error' || line.startsWith('✖')) return paint('red', line);
  if (record.level === 'warn' || line.startsWith('⚠')) return paint('yellow', line);
  if (line.startsWith('✔')) return `${paint('green', '✔')}${line.slice(1)}`;
  return line;
}
