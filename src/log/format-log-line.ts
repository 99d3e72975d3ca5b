import type { LogEvent } from './log-events.js';
import type { LogData, LogRecord } from './log-record.js';

/** Progress lines stay one short line: long values (paths, messages from providers) are cut. */
const PROGRESS_VALUE_LIMIT = 80;

/** The `session.log` form: timestamp, level, event, then every data field as key=value. */
export function formatLogLine(record: LogRecord): string {
  const fields = Object.entries(record.data).map(([key, value]) => `${key}=${formatValue(value)}`);
  return [record.ts, record.level.toUpperCase().padEnd(5), record.event, ...fields].join(' ');
}

/**
 * The human progress form. Only flat values are shown (never objects or arrays), so payloads such as
 * prompts or diffs cannot reach the console or the Actions log through it.
 */
export function formatProgressLine(record: LogRecord): string {
  const { event, data, level } = record;
  const step = typeof data.step === 'string' ? data.step : undefined;
  const message = typeof data.message === 'string' ? ` — ${truncate(data.message)}` : '';
  if (event === 'STEP_START' && step !== undefined) return `▸ ${step}${message}`;
  if (event === 'STEP_END' && step !== undefined) {
    const mark = data.status === 'failed' || level === 'error' ? '✖' : '✔';
    return `${mark} ${step}${formatDuration(data.duration_ms)}${message}`;
  }
  const mark = level === 'error' ? '✖ ' : level === 'warn' ? '⚠ ' : '';
  const sentence = SENTENCES[event];
  if (sentence) return `${mark}${sentence(data)}${message}`;
  const flat = Object.entries(data).filter(([key, value]) => key !== 'message' && ['string', 'number', 'boolean'].includes(typeof value));
  const details = flat.map(([key, value]) => `${words(key)} ${truncate(String(value))}`).join(', ');
  return `${mark}${words(event.replace(/^REVIEW_/, ''))}${message}${details ? ` (${details})` : ''}`;
}

/**
 * The review's milestones as people say them. The session files keep the event names; anything not
 * listed here is shown as its name in lower-case words (`REVIEW_QUICK_SCAN_END` → "quick scan end").
 */
const SENTENCES: Partial<Record<LogEvent, (data: LogData) => string>> = {
  REVIEW_START: (data) => {
    const what =
      data.uncommitted === true
        ? 'the working tree against HEAD'
        : `the change against ${typeof data.base === 'string' ? truncate(data.base) : 'the default base'}`;
    const engine = data.model === 'static' ? 'the static engine' : typeof data.model === 'string' ? truncate(data.model) : undefined;
    return `reviewing ${what}${engine ? ` with ${engine}` : ''}`;
  },
  REVIEW_RESUMED: (data) => `resuming the session${typeof data.step === 'string' ? ` at ${truncate(data.step)}` : ''}`,
  REVIEW_COMPLETE: (data) => {
    const found = typeof data.findings === 'number' ? `: ${data.findings} finding${data.findings === 1 ? '' : 's'}` : '';
    const status = typeof data.status === 'string' && data.status !== 'success' ? ` (${truncate(data.status)})` : '';
    return `review done${found}${status}`;
  },
  REVIEW_FAILED: (data) => `review stopped${typeof data.reason === 'string' ? `: ${truncate(data.reason)}` : ''}`,
  USER_EXIT: () => 'interrupted: the state is saved',
  STATE_RECOVERED: (data) =>
    `the saved state could not be read${typeof data.problem === 'string' ? ` (${truncate(data.problem)})` : ''}; restored from its backup`,
};

/** `complexity_score` → "complexity score", `REVIEW_QUICK_SCAN_END` → "quick scan end". */
function words(name: string): string {
  return name.toLowerCase().replace(/_/g, ' ');
}

function formatDuration(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return value < 1000 ? ` (${Math.round(value)} ms)` : ` (${(value / 1000).toFixed(1)} s)`;
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  if (value instanceof Error) return JSON.stringify(`${value.name}: ${value.message}`);
  if (typeof value === 'bigint') return value.toString();
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return '"[unserializable]"';
  }
}

function truncate(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > PROGRESS_VALUE_LIMIT ? `${oneLine.slice(0, PROGRESS_VALUE_LIMIT - 1)}…` : oneLine;
}
