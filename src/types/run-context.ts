/**
 * What every part of a run takes from the outside world, passed through as one: built once by
 * runtime.ts, so a session, an eval or a command answer never copies it field by field.
 */
export interface RunContext {
  /** The parent environment; children get an allow-listed copy (verify/safe-environment.ts). */
  env: NodeJS.ProcessEnv;
  now: () => Date;
  /** Aborted on SIGINT/SIGTERM. */
  signal: AbortSignal;
}
