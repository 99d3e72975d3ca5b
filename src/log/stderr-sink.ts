import type { LogRecord, LogSink } from './log-record.js';

/** Events the CLI prints besides finished steps: explicit progress lines, where the review starts and how it ends. */
const MILESTONES = new Set<LogRecord['event']>(['PROGRESS', 'REVIEW_START', 'REVIEW_RESUMED', 'REVIEW_COMPLETE', 'REVIEW_FAILED', 'USER_EXIT']);

/** The CLI's progress: one line per finished step, warnings, errors and the review's milestones. */
export function createStderrSink(stream: { write(chunk: string): unknown } = process.stderr): LogSink {
  return {
    write(record, line) {
      const shown = record.event === 'STEP_END' || record.level !== 'info' || MILESTONES.has(record.event);
      if (shown) stream.write(`${line}\n`);
    },
  };
}
