import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createActionsSink } from '../src/log/actions-sink.js';
import type { ActionsLog } from '../src/log/actions-sink.js';
import { formatProgressLine } from '../src/log/format-log-line.js';
import { LOG_EVENTS } from '../src/log/log-events.js';
import type { LogRecord, LogSink } from '../src/log/log-record.js';
import { SESSION_JSONL_FILE, SESSION_LOG_FILE, createLogger } from '../src/log/logger.js';
import { newSessionId } from '../src/log/session-id.js';
import { createRedactor } from '../src/redact/create-redactor.js';
import { createStderrSink } from '../src/log/stderr-sink.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sextant-log-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const fixedClock = () => new Date('2025-06-01T12:00:00.000Z');

function recordingSink(): LogSink & { lines: Array<{ record: LogRecord; line: string }> } {
  const lines: Array<{ record: LogRecord; line: string }> = [];
  return { lines, write: (record, line) => lines.push({ record, line }) };
}

async function readJsonl(): Promise<Array<Record<string, unknown>>> {
  const text = await readFile(join(dir, SESSION_JSONL_FILE), 'utf8');
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('createLogger', () => {
  it('redacts every string of every record before the files and the sink see it', async () => {
    const secret = 'run-secret-' + 'value-0123456789';
    const sink = recordingSink();
    const logger = createLogger({
      sessionId: '0a1b2c3d',
      dir,
      level: 'debug',
      sink,
      now: fixedClock,
      redact: createRedactor([{ name: 'api-key', value: secret }]),
    });
    logger.progress(`verify: tests — echo ${secret}`);
    logger.error('STEP_ERROR', { step: 'verify', message: `failed: ${secret}`, nested: { output: [secret] }, error: new Error(secret) });
    logger.debug('LLM_CALL', { reply: secret });
    const files = (await readFile(join(dir, SESSION_JSONL_FILE), 'utf8')) + (await readFile(join(dir, SESSION_LOG_FILE), 'utf8'));
    expect(files).not.toContain(secret);
    expect(files).toContain('[REDACTED:api-key]');
    expect(JSON.stringify(sink.lines)).not.toContain(secret);
    expect(sink.lines[0]?.line).toBe('verify: tests — echo [REDACTED:api-key]');
  });

  it('writes each event as a JSONL line and a readable session.log line', async () => {
    const logger = createLogger({ sessionId: '0a1b2c3d', dir, level: 'info', now: fixedClock });
    logger.event('REVIEW_START', { pr: 42, mode: 'full' });
    logger.warn('AGENT_FAILURE', { agent: 'code-reviewer', error: 'TIMEOUT', message: 'no answer in 120 s' });

    expect(await readJsonl()).toEqual([
      { ts: '2025-06-01T12:00:00.000Z', level: 'info', session_id: '0a1b2c3d', event: 'REVIEW_START', pr: 42, mode: 'full' },
      {
        ts: '2025-06-01T12:00:00.000Z',
        level: 'warn',
        session_id: '0a1b2c3d',
        event: 'AGENT_FAILURE',
        agent: 'code-reviewer',
        error: 'TIMEOUT',
        message: 'no answer in 120 s',
      },
    ]);
    expect((await readFile(join(dir, SESSION_LOG_FILE), 'utf8')).split('\n')).toEqual([
      '2025-06-01T12:00:00.000Z INFO  REVIEW_START pr=42 mode=full',
      '2025-06-01T12:00:00.000Z WARN  AGENT_FAILURE agent=code-reviewer error=TIMEOUT message="no answer in 120 s"',
      '',
    ]);
    expect(logger.files).toEqual({ jsonl: join(dir, SESSION_JSONL_FILE), text: join(dir, SESSION_LOG_FILE) });
  });

  it('keeps debug events out at info level, and out of the sink at any level', async () => {
    const infoSink = recordingSink();
    createLogger({ sessionId: 'aaaaaaaa', dir, level: 'info', sink: infoSink }).debug('LLM_CALL', { prompt: 'secret diff' });
    expect(await readFile(join(dir, SESSION_JSONL_FILE), 'utf8').catch(() => '')).toBe('');

    const debugSink = recordingSink();
    const logger = createLogger({ sessionId: 'aaaaaaaa', dir, level: 'debug', sink: debugSink });
    logger.debug('LLM_CALL', { prompt: 'secret diff' });
    logger.event('STEP_START', { step: 'deep-review' });

    expect((await readJsonl()).map((line) => [line.level, line.event, line.prompt])).toEqual([
      ['debug', 'LLM_CALL', 'secret diff'],
      ['info', 'STEP_START', undefined],
    ]);
    expect(infoSink.lines).toEqual([]);
    expect(debugSink.lines.map(({ line }) => line)).toEqual(['▸ deep-review']);
  });

  it('never lets data overwrite the reserved fields, and survives errors and circular data', async () => {
    const logger = createLogger({ sessionId: '12345678', dir, level: 'info', now: fixedClock });
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    logger.error('REVIEW_FAILED', { event: 'FORGED', session_id: 'other', error: new TypeError('bad input') });
    logger.event('REVIEW_COMPLETE', { circular });

    const [failed, complete] = await readJsonl();
    expect(failed).toEqual({
      ts: '2025-06-01T12:00:00.000Z',
      level: 'error',
      session_id: '12345678',
      event: 'REVIEW_FAILED',
      error: { name: 'TypeError', message: 'bad input' },
    });
    expect(complete).toMatchObject({ event: 'REVIEW_COMPLETE', data_error: expect.stringMatching(/unserializable/) });
  });

  it('logs to the sink alone when no folder is given', () => {
    const sink = recordingSink();
    const logger = createLogger({ sessionId: '12345678', level: 'info', sink });
    logger.event('STEP_END', { step: 'verify', duration_ms: 2300, message: 'tests passed' });
    expect(logger.files).toBeUndefined();
    expect(sink.lines.map(({ line }) => line)).toEqual(['✔ verify (2.3 s) — tests passed']);
  });

  it('passes progress lines to the sink as they are and records them as PROGRESS events', async () => {
    const sink = recordingSink();
    const logger = createLogger({ sessionId: '12345678', dir, level: 'info', sink, now: fixedClock });
    logger.progress('deep-review failed: provider returned 500');

    expect(sink.lines.map(({ line }) => line)).toEqual(['deep-review failed: provider returned 500']);
    expect(await readJsonl()).toEqual([
      {
        ts: '2025-06-01T12:00:00.000Z',
        level: 'info',
        session_id: '12345678',
        event: 'PROGRESS',
        message: 'deep-review failed: provider returned 500',
      },
    ]);
  });

  it('goes on without the files when they cannot be written, saying so once', async () => {
    const sink = recordingSink();
    const logger = createLogger({ sessionId: '12345678', dir, level: 'info', sink });
    await rm(dir, { recursive: true });
    logger.event('REVIEW_START');
    logger.event('REVIEW_COMPLETE');

    expect(logger.files).toBeUndefined();
    expect(sink.lines.map(({ line }) => line)).toEqual([
      expect.stringMatching(/^⚠ Session log disabled: cannot write .*session\.jsonl/),
      'reviewing the change against the default base',
      'review done',
    ]);
  });

  it('keeps every event written before a SIGKILL', async () => {
    const script = fileURLToPath(new URL('./support/log-then-wait.mjs', import.meta.url));
    const child = spawn(process.execPath, [script, dir, '25'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const signal = await new Promise<NodeJS.Signals | null>((resolve, reject) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        if (chunk.includes('logged')) child.kill('SIGKILL');
      });
      child.on('error', reject);
      child.on('close', (_code, closeSignal) => resolve(closeSignal));
    });
    expect({ signal, stderr }).toEqual({ signal: 'SIGKILL', stderr: '' });

    const events = await readJsonl();
    expect(events).toHaveLength(50);
    expect(events.at(-2)).toMatchObject({ event: 'STEP_END', step: 'step-25', session_id: 'deadbeef' });
    expect(events.at(-1)).toMatchObject({ level: 'debug', event: 'LLM_CALL', index: 25 });
    expect((await readFile(join(dir, SESSION_LOG_FILE), 'utf8')).trimEnd().split('\n')).toHaveLength(50);
  });
});

describe('LOG_EVENTS', () => {
  it("includes the seed coordinator's event names", () => {
    expect(LOG_EVENTS).toEqual(
      expect.arrayContaining([
        'REVIEW_START',
        'REVIEW_VERIFICATION_START',
        'REVIEW_PARALLEL_END',
        'AGENT_FAILURE',
        'REVIEW_FIX_ITERATION',
        'REVIEW_CONVERGENCE',
        'REVIEW_COMPLETE',
        'STATE_RECOVERED',
        'USER_EXIT',
      ]),
    );
    expect(new Set(LOG_EVENTS).size).toBe(LOG_EVENTS.length);
  });
});

describe('newSessionId', () => {
  it('returns 8 lowercase hex characters, different each time', () => {
    const ids = Array.from({ length: 200 }, newSessionId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('formatProgressLine', () => {
  const record = (overrides: Partial<LogRecord>): LogRecord => ({
    ts: '2025-06-01T12:00:00.000Z',
    level: 'info',
    session_id: '12345678',
    event: 'AGENT_SUCCESS',
    data: {},
    ...overrides,
  });

  it('shows flat values only, cut to one short line, in words rather than event and field names', () => {
    const line = formatProgressLine(
      record({ data: { agent: 'code-reviewer', issues_found: 3, prompt: { text: 'the whole diff' }, file: `src/${'deep/'.repeat(40)}a.ts` } }),
    );
    expect(line).toMatch(/^agent success \(agent code-reviewer, issues found 3, file src\/deep\/.*…\)$/);
    expect(line).not.toContain('the whole diff');
  });

  it('marks failed steps, warnings and errors', () => {
    expect(formatProgressLine(record({ event: 'STEP_END', data: { step: 'verify', status: 'failed', duration_ms: 450 } }))).toBe('✖ verify (450 ms)');
    expect(formatProgressLine(record({ event: 'STATE_RECOVERED', level: 'warn', data: { problem: 'state.json\nwas corrupt' } }))).toBe(
      '⚠ the saved state could not be read (state.json was corrupt); restored from its backup',
    );
    expect(formatProgressLine(record({ event: 'REVIEW_FAILED', level: 'error', data: { reason: '5 errors' } }))).toBe('✖ review stopped: 5 errors');
  });

  it('says the review milestones in words', () => {
    const line = (event: LogRecord['event'], data: LogRecord['data'] = {}) => formatProgressLine(record({ event, data }));
    expect(line('REVIEW_START', { base: 'main', uncommitted: false, model: 'static' })).toBe('reviewing the change against main with the static engine');
    expect(line('REVIEW_START', { uncommitted: true, model: 'openai:gpt-4.1' })).toBe('reviewing the working tree against HEAD with openai:gpt-4.1');
    expect(line('REVIEW_RESUMED', { step: 'verify' })).toBe('resuming the session at verify');
    expect(line('REVIEW_COMPLETE', { status: 'success', findings: 5 })).toBe('review done: 5 findings');
    expect(line('REVIEW_COMPLETE', { status: 'partial', findings: 1 })).toBe('review done: 1 finding (partial)');
    expect(line('USER_EXIT')).toBe('interrupted: the state is saved');
    expect(line('REVIEW_QUICK_SCAN_END', { findings: 6, complexity_score: 39 })).toBe('quick scan end (findings 6, complexity score 39)');
  });
});

describe('createStderrSink', () => {
  it('prints one line per finished step, plus warnings, errors and the review milestones', () => {
    const written: string[] = [];
    const logger = createLogger({
      sessionId: '12345678',
      level: 'debug',
      sink: createStderrSink({ write: (chunk: string) => written.push(chunk) }),
    });
    logger.event('REVIEW_START', { base: 'main', model: 'static' });
    logger.event('STEP_START', { step: 'classify' });
    logger.debug('LLM_CALL', { prompt: 'secret' });
    logger.event('AGENT_SUCCESS', { agent: 'code-reviewer' });
    logger.event('STEP_END', { step: 'classify', duration_ms: 12 });
    logger.warn('AGENT_FAILURE', { agent: 'test-analyzer', error: 'TIMEOUT' });
    logger.progress('2 of 6 agents failed');
    logger.event('REVIEW_COMPLETE', { status: 'success' });

    expect(written).toEqual([
      'reviewing the change against main with the static engine\n',
      '✔ classify (12 ms)\n',
      '⚠ agent failure (agent test-analyzer, error TIMEOUT)\n',
      '2 of 6 agents failed\n',
      'review done\n',
    ]);
  });
});

describe('createActionsSink', () => {
  function recordingActionsLog(): ActionsLog & { calls: string[] } {
    const calls: string[] = [];
    return {
      calls,
      info: (message) => calls.push(`info ${message}`),
      startGroup: (name) => calls.push(`group ${name}`),
      endGroup: () => calls.push('endgroup'),
    };
  }

  it('groups each step and prints its end line after the group', () => {
    const actions = recordingActionsLog();
    const logger = createLogger({ sessionId: '12345678', level: 'debug', sink: createActionsSink(actions) });
    logger.event('STEP_START', { step: 'deep-review' });
    logger.debug('LLM_CALL', { prompt: 'never in the Actions log' });
    logger.event('AGENT_SUCCESS', { agent: 'code-reviewer', issues: 2 });
    logger.event('STEP_END', { step: 'deep-review', duration_ms: 61_000 });
    logger.event('REVIEW_COMPLETE');

    expect(actions.calls).toEqual([
      'group ▸ deep-review',
      'info agent success (agent code-reviewer, issues 2)',
      'endgroup',
      'info ✔ deep-review (61.0 s)',
      'info review done',
    ]);
  });

  it('closes a step left open before starting the next one (groups cannot nest)', () => {
    const actions = recordingActionsLog();
    const sink = createActionsSink(actions);
    const logger = createLogger({ sessionId: '12345678', level: 'info', sink });
    logger.event('STEP_START', { step: 'verify' });
    logger.event('STEP_START', { step: 'quick-scan' });
    expect(actions.calls).toEqual(['group ▸ verify', 'endgroup', 'group ▸ quick-scan']);
  });

  it('writes workflow commands through @actions/core by default', () => {
    const output: string[] = [];
    const originalWrite = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => {
      output.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      const logger = createLogger({ sessionId: '12345678', level: 'debug', sink: createActionsSink() });
      logger.event('STEP_START', { step: 'publish' });
      logger.debug('LLM_CALL', { prompt: 'never in the Actions log' });
      logger.event('STEP_END', { step: 'publish' });
    } finally {
      process.stdout.write = originalWrite;
    }
    const text = output.join('');
    expect(text).toMatch(/^::group::▸ publish\r?\n::endgroup::\r?\n✔ publish\r?\n$/);
  });
});
