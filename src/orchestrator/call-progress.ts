import type { ModelOutcome } from '../llm/review-model.js';
import type { EventLog } from './review-ports.js';
import { groupDigits } from '../text/group-digits.js';

/**
 * How often a "waiting on" line is printed while model calls are in flight: often enough that a slow
 * provider never looks like a hung run, rarely enough that a minute of waiting is four lines.
 */
const HEARTBEAT_INTERVAL_MS = 15_000;
/** A heartbeat names this many calls, then counts the rest: a line stays readable at concurrency 32. */
const HEARTBEAT_NAMES = 6;

export interface CallProgress {
  /**
   * Runs one model call between a start line and a finish line (elapsed time, tokens, and what
   * `summary` says about a usable reply). `label` names the caller: an agent, `classify`, `verify`.
   */
  track<T>(label: string, call: () => Promise<ModelOutcome<T>>, summary?: (value: T) => string): Promise<ModelOutcome<T>>;
  /** The heartbeat line for the calls in flight now; undefined when none is. */
  heartbeat(): string | undefined;
}

function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}

/**
 * Live progress of the model calls of one step, as human lines on the run's log (stderr in the CLI, the
 * step's group in the Actions log): one line when a call starts, one when it ends, and every
 * `intervalMs` a line naming the calls still in flight and how long each has waited.
 */
export function createCallProgress(log: EventLog, now: () => number, intervalMs = HEARTBEAT_INTERVAL_MS): CallProgress {
  const inFlight = new Map<number, { label: string; started: number }>();
  let next = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  function heartbeat(): string | undefined {
    if (inFlight.size === 0) return undefined;
    const at = now();
    const calls = [...inFlight.values()].sort((a, b) => a.started - b.started);
    const named = calls.slice(0, HEARTBEAT_NAMES).map((call) => `${call.label} ${Math.round((at - call.started) / 1000)} s`);
    const more = calls.length > HEARTBEAT_NAMES ? `, ${calls.length - HEARTBEAT_NAMES} more` : '';
    return `… waiting on ${calls.length} model call${calls.length === 1 ? '' : 's'}: ${named.join(', ')}${more}`;
  }

  function beat(): void {
    const line = heartbeat();
    if (line) log.progress(line);
  }

  return {
    async track(label, call, summary) {
      const id = next++;
      const started = now();
      inFlight.set(id, { label, started });
      // Started by the first call and stopped with the last: no timer outlives the calls it reports on.
      timer ??= setInterval(beat, intervalMs);
      timer.unref?.();
      log.progress(`▸ ${label} started`);
      try {
        const outcome = await call();
        const { usage } = outcome;
        const cached = usage.cache_read_tokens > 0 ? ` (${groupDigits(usage.cache_read_tokens)} cached)` : '';
        const tokens = `${groupDigits(usage.input_tokens)} input tokens${cached}, ${groupDigits(usage.output_tokens)} output`;
        const elapsed = seconds(now() - started);
        if (outcome.ok) {
          const detail = summary ? `, ${summary(outcome.value)}` : '';
          log.progress(`✔ ${label} done in ${elapsed}: ${tokens}${detail}`);
        } else {
          log.progress(`✖ ${label} failed after ${elapsed} (${outcome.code}): ${tokens}`);
        }
        return outcome;
      } finally {
        inFlight.delete(id);
        if (inFlight.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      }
    },
    heartbeat,
  };
}
