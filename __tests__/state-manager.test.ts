import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BACKUP_FILE, HISTORY_FILE, STATE_FILE, StateCorruptError, createStateManager } from '../src/state/state-manager.js';
import type { StateRecovery } from '../src/state/state-manager.js';
import { createRedactor, redactStrings } from '../src/redact/create-redactor.js';

const ReviewStateSchema = z.object({
  status: z.enum(['pending', 'running', 'completed']),
  current_step: z.string(),
  iteration: z.number().int().min(0),
  findings: z.array(z.string()),
});
type ReviewState = z.infer<typeof ReviewStateSchema>;

const initial: ReviewState = { status: 'pending', current_step: 'classify', iteration: 0, findings: [] };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sextant-state-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function manager(options: { historyLimit?: number; onRecover?: (recovery: StateRecovery) => void } = {}) {
  return createStateManager({ dir, schema: ReviewStateSchema, ...options });
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(join(dir, file), 'utf8'));
}

describe('createStateManager', () => {
  it('redacts every state before it is written, so neither file nor the returned state holds a secret', async () => {
    const secret = 'run-secret-' + 'value-0123456789';
    const redact = createRedactor([{ name: 'api-key', value: secret }]);
    const state = createStateManager({ dir, schema: ReviewStateSchema, redact: (value) => redactStrings(value, redact) });
    await state.init({ ...initial, findings: [`printed ${secret}`] });
    const updated = await state.update({ current_step: `verify ${secret}` });
    expect(updated).toEqual({ ...initial, current_step: 'verify [REDACTED:api-key]', findings: ['printed [REDACTED:api-key]'] });
    for (const file of [STATE_FILE, BACKUP_FILE]) expect(await readFile(join(dir, file), 'utf8')).not.toContain(secret);
  });

  it('starts, reads and updates a state, keeping the previous good state as the backup', async () => {
    const state = manager();
    expect(await state.exists()).toBe(false);
    await state.init(initial);
    expect(await state.exists()).toBe(true);
    expect(await state.get()).toEqual(initial);

    await state.update({ status: 'running', current_step: 'collect-context' });
    const afterFunction = await state.update((current) => ({ ...current, findings: [...current.findings, 'CORR-001'] }));

    expect(afterFunction).toEqual({ status: 'running', current_step: 'collect-context', iteration: 0, findings: ['CORR-001'] });
    expect(await state.get()).toEqual(afterFunction);
    expect(await readJson(STATE_FILE)).toEqual(afterFunction);
    expect(await readJson(BACKUP_FILE)).toEqual({ ...initial, status: 'running', current_step: 'collect-context' });
    // No temp file is left behind by the atomic writes.
    expect((await readdir(dir)).sort()).toEqual([HISTORY_FILE, BACKUP_FILE, STATE_FILE].sort());
  });

  it('gives a patch function a copy, so mutating it cannot leak into the backup', async () => {
    const state = manager();
    await state.init(initial);
    await state.update((current) => {
      current.findings.push('SEC-001');
      return current;
    });
    expect(await readJson(BACKUP_FILE)).toEqual(initial);
    expect((await state.get()).findings).toEqual(['SEC-001']);
  });

  it('rejects an update that does not match the schema and leaves the files as they were', async () => {
    const state = manager();
    await state.init(initial);
    await expect(state.update({ iteration: -1 })).rejects.toThrow(/iteration/);
    expect(await readJson(STATE_FILE)).toEqual(initial);
    expect(await state.get()).toEqual(initial);
  });

  it.each([
    ['corrupt JSON', '{"status": "running", "current_', /not valid JSON/],
    ['schema-invalid JSON', JSON.stringify({ status: 'exploded', current_step: 'verify', iteration: 0, findings: [] }), /status/],
    ['an empty file', '', /not valid JSON/],
  ])('restores state.json from the backup when it holds %s', async (_label, content, problem) => {
    const recoveries: StateRecovery[] = [];
    const writer = manager();
    await writer.init(initial);
    await writer.update({ status: 'running', current_step: 'verify' });
    await writeFile(join(dir, STATE_FILE), content);

    // A run that resumes reads the files again.
    const state = manager({ onRecover: (recovery) => recoveries.push(recovery) });
    expect(await state.get()).toEqual(initial);
    expect(recoveries).toHaveLength(1);
    expect(recoveries[0]?.problem).toMatch(problem);
    expect(recoveries[0]?.restoredFrom).toBe(join(dir, BACKUP_FILE));
    // state.json is rewritten from the backup, so the next read needs no recovery.
    expect(await readJson(STATE_FILE)).toEqual(initial);
    expect(await state.get()).toEqual(initial);
    expect(recoveries).toHaveLength(1);
    expect((await state.history()).at(-1)).toMatchObject({ kind: 'recover', status: 'pending' });
  });

  it('restores a truncated state.json from the backup', async () => {
    const recoveries: StateRecovery[] = [];
    const writer = manager();
    await writer.init(initial);
    const updated = await writer.update({ status: 'running', findings: ['PERF-001', 'TEST-002'] });
    await writer.update({ iteration: 1 });
    const full = await readFile(join(dir, STATE_FILE), 'utf8');
    await writeFile(join(dir, STATE_FILE), full.slice(0, Math.floor(full.length / 2)));

    const state = manager({ onRecover: (recovery) => recoveries.push(recovery) });
    expect(await state.get()).toEqual(updated);
    expect(recoveries.map((recovery) => recovery.problem)).toEqual([expect.stringMatching(/not valid JSON/)]);
  });

  it('restores a missing state.json from the backup', async () => {
    const recoveries: StateRecovery[] = [];
    await manager().init(initial);
    await rm(join(dir, STATE_FILE));
    const state = manager({ onRecover: (recovery) => recoveries.push(recovery) });

    expect(await state.exists()).toBe(true);
    expect(await state.get()).toEqual(initial);
    expect(recoveries[0]?.problem).toBe('missing');
  });

  it('applies an update after recovering, backing up the recovered state', async () => {
    await manager().init(initial);
    await writeFile(join(dir, STATE_FILE), '{');
    const next = await manager().update({ current_step: 'verify' });
    expect(next).toEqual({ ...initial, current_step: 'verify' });
    expect(await readJson(BACKUP_FILE)).toEqual(initial);
  });

  it('throws StateCorruptError naming both files and their problems when neither is usable', async () => {
    await manager().init(initial);
    await writeFile(join(dir, STATE_FILE), '{"truncated": ');
    await writeFile(join(dir, BACKUP_FILE), JSON.stringify({ ...initial, iteration: 'one' }));

    const error = await manager()
      .get()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(StateCorruptError);
    const corrupt = error as StateCorruptError;
    expect(corrupt.message).toContain(join(dir, STATE_FILE));
    expect(corrupt.message).toContain(join(dir, BACKUP_FILE));
    expect(corrupt.message).toMatch(/not valid JSON/);
    expect(corrupt.message).toMatch(/iteration/);
    expect(corrupt.problems.map((problem) => problem.file)).toEqual([join(dir, STATE_FILE), join(dir, BACKUP_FILE)]);
  });

  it('throws StateCorruptError when there is no state at all', async () => {
    await expect(manager().get()).rejects.toThrow(StateCorruptError);
    await expect(manager().get()).rejects.toThrow(/state\.json: missing.*state\.backup\.json: missing/);
  });

  it('records a compact history entry per write and keeps only the newest entries', async () => {
    const state = manager({ historyLimit: 5 });
    await state.init(initial);
    for (let iteration = 1; iteration <= 11; iteration += 1) {
      await state.update({ iteration, current_step: `step-${iteration}` });
    }
    const history = await state.history();
    expect(history).toHaveLength(5);
    expect(history.map((entry) => entry.current_step)).toEqual(['step-7', 'step-8', 'step-9', 'step-10', 'step-11']);
    expect(history.at(-1)).toEqual({
      ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      kind: 'update',
      changed: ['current_step', 'iteration'],
      status: 'pending',
      current_step: 'step-11',
    });
    const lines = (await readFile(join(dir, HISTORY_FILE), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(5);
  });

  it('lists every key as changed in the init entry', async () => {
    const state = manager();
    await state.init(initial);
    expect(await state.history()).toEqual([expect.objectContaining({ kind: 'init', changed: ['status', 'current_step', 'iteration', 'findings'] })]);
  });

  it('skips a history line torn by a crash and appends after it on a fresh line', async () => {
    await manager().init(initial);
    await writeFile(join(dir, HISTORY_FILE), `${await readFile(join(dir, HISTORY_FILE), 'utf8')}{"ts":"2025-`);
    const state = manager();
    await state.update({ status: 'running' });
    expect((await state.history()).map((entry) => entry.kind)).toEqual(['init', 'update']);
  });

  it('applies updates started together one after another without losing any', async () => {
    const state = manager();
    await state.init(initial);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        state.update((current) => ({ ...current, iteration: current.iteration + 1, findings: [...current.findings, `CORR-${index}`] })),
      ),
    );
    expect(results.map((result) => result.iteration)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const final = await state.get();
    expect(final.iteration).toBe(20);
    expect(final.findings).toHaveLength(20);
    expect(await readJson(BACKUP_FILE)).toMatchObject({ iteration: 19 });
    expect(await state.history()).toHaveLength(21);
  });
});

describe('a writer killed with SIGKILL in the middle of its updates', () => {
  const childScript = fileURLToPath(new URL('./support/state-update-loop.mjs', import.meta.url));
  const CounterSchema = z.object({ counter: z.number().int(), current_step: z.string(), payload: z.string() });

  /** Runs the update loop in a child process and kills it once it has written `killAfter` states. */
  function runAndKill(stateDir: string, killAfter: number, extraDelayMs: number): Promise<{ lastReported: number; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [childScript, stateDir], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      let killScheduled = false;
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        if (!killScheduled && stdout.split('\n').length > killAfter) {
          killScheduled = true;
          setTimeout(() => child.kill('SIGKILL'), extraDelayMs);
        }
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (_code, signal) => {
        if (signal !== 'SIGKILL') {
          reject(new Error(`update loop exited before it was killed (signal ${signal}): ${stderr}`));
          return;
        }
        const reported = stdout.split('\n').filter(Boolean).map(Number);
        resolve({ lastReported: reported.at(-1) ?? 0, stderr });
      });
    });
  }

  it.each([
    [3, 0],
    [5, 1],
    [8, 3],
    [4, 7],
  ])('leaves a valid state: the last or the previous one (kill after %i writes + %i ms)', async (killAfter, extraDelayMs) => {
    const recoveries: StateRecovery[] = [];
    await createStateManager({ dir, schema: CounterSchema }).init({ counter: 0, current_step: 'start', payload: '' });

    const { lastReported } = await runAndKill(dir, killAfter, extraDelayMs);
    expect(lastReported).toBeGreaterThanOrEqual(killAfter);

    // The run that resumes reads what the killed writer left.
    const state = createStateManager({ dir, schema: CounterSchema, onRecover: (recovery) => recoveries.push(recovery) });
    const survived = await state.get();
    // The update after the last reported one may have landed before the kill, but never a torn mix.
    expect([lastReported, lastReported + 1]).toContain(survived.counter);
    expect(survived.current_step).toBe(`step-${survived.counter}`);
    expect(recoveries).toEqual([]);
    // The survivor can carry on where the killed writer stopped.
    expect((await state.update({ counter: survived.counter + 1 })).counter).toBe(survived.counter + 1);
  });
});
