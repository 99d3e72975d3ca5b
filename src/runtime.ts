import { z } from 'zod';
import type { RawInputs } from './config/parse-settings.js';
import type { RunContext } from './types/run-context.js';
import { SETTING_KEYS } from './config/parse-settings.js';
import { decideColor, parseForceColor } from './terminal/decide-color.js';
import { parseModelId, PROVIDER_KEY_VARIABLES } from './llm/create-language-model.js';

// A run parses each schema a handful of times: zod's generated fast path costs more to compile than it saves.
z.config({ jitless: true });

/** Everything a run takes from the outside world. The only module that reads process state. */
export interface Runtime extends RunContext {
  cwd: string;
  /** Which signal aborted the run, for the exit code (130/143). */
  receivedSignal: () => NodeJS.Signals | undefined;
}

export interface ActionRuntime extends Runtime {
  inputs: RawInputs;
  eventName: string;
  payload: Record<string, unknown>;
  /** Per-job scratch folder (RUNNER_TEMP): session files live there, outside the workspace. */
  runnerTemp: string;
  /** The repository the workflow runs in (GITHUB_REPOSITORY). */
  repository: { owner: string; repo: string };
  /** GITHUB_API_URL: https://api.github.com, or a GitHub Enterprise Server's. */
  apiUrl: string;
  /** This workflow run and attempt, unique across reruns. */
  runKey: string;
  /**
   * SEXTANT_GITHUB_WRITE_SPACING_MS: milliseconds between GitHub writes, instead of GitHub's guidance (one
   * second, three for writes that notify). Honoured only for an API on this machine (a test's loopback
   * server, which has no secondary rate limits): against GitHub itself the guidance always holds.
   */
  githubWriteSpacingMs?: number;
}

/** Where the CLI writes text: a stream, or a wrapper around one. */
export interface TextOutput {
  write(text: string): unknown;
}

export interface CliRuntime extends Runtime {
  argv: string[];
  /** The key for `provider:model-id`: SEXTANT_API_KEY, else the provider's own variable (never a flag: flags leak into shell history). */
  apiKey(model: string): string | undefined;
  stdout: TextOutput;
  stderr: TextOutput;
  /** Whether each stream gets colour, given --color (true), --no-color (false) or neither. */
  color(flag: boolean | undefined): { stdout: boolean; stderr: boolean };
}

function watchSignals(): Pick<Runtime, 'signal' | 'receivedSignal'> {
  const controller = new AbortController();
  let received: NodeJS.Signals | undefined;
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.on(name, () => {
      // A second signal means "stop now", without waiting for state to be saved.
      if (received) process.exit(name === 'SIGINT' ? 130 : 143);
      received = name;
      controller.abort(name);
    });
  }
  return { signal: controller.signal, receivedSignal: () => received };
}

/** Async because the inputs and the event context come from @actions/core and @actions/github, which the CLI never loads. */
export async function createActionRuntime(): Promise<ActionRuntime> {
  const [core, { context }] = await Promise.all([import('@actions/core'), import('@actions/github')]);
  const inputs: Record<string, string> = {};
  for (const key of SETTING_KEYS) inputs[key] = core.getInput(key);
  return {
    ...watchSignals(),
    cwd: process.env.GITHUB_WORKSPACE || process.cwd(),
    env: process.env,
    now: () => new Date(),
    inputs,
    eventName: context.eventName,
    payload: context.payload as Record<string, unknown>,
    runnerTemp: process.env.RUNNER_TEMP || process.cwd(),
    repository: repositoryOf(process.env.GITHUB_REPOSITORY),
    apiUrl: context.apiUrl,
    runKey: `${context.runId}-${process.env.GITHUB_RUN_ATTEMPT || '1'}`,
    ...spacingOf(process.env.SEXTANT_GITHUB_WRITE_SPACING_MS, context.apiUrl),
  };
}

/** A whole number of milliseconds for an API on this machine; nothing (GitHub's guidance) for anything else. */
function spacingOf(value: string | undefined, apiUrl: string): Pick<ActionRuntime, 'githubWriteSpacingMs'> {
  const host = URL.canParse(apiUrl) ? new URL(apiUrl).hostname : '';
  const local = host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
  return local && value && /^\d{1,6}$/.test(value) ? { githubWriteSpacingMs: Number(value) } : {};
}

function repositoryOf(fullName: string | undefined): { owner: string; repo: string } {
  const [owner = '', repo = ''] = (fullName ?? '').split('/');
  return { owner, repo };
}

export function createCliRuntime(): CliRuntime {
  return {
    ...watchSignals(),
    cwd: process.cwd(),
    env: process.env,
    now: () => new Date(),
    argv: process.argv.slice(2),
    apiKey: (model) => {
      const variable = PROVIDER_KEY_VARIABLES[parseModelId(model).provider];
      return process.env.SEXTANT_API_KEY || (variable ? process.env[variable] : undefined) || undefined;
    },
    stdout: process.stdout,
    stderr: process.stderr,
    color: (flag) => {
      const environment = {
        noColor: Boolean(process.env.NO_COLOR),
        forceColor: parseForceColor(process.env.FORCE_COLOR),
        dumbTerminal: process.env.TERM === 'dumb',
      };
      return { stdout: decideColor(flag, environment, process.stdout.isTTY === true), stderr: decideColor(flag, environment, process.stderr.isTTY === true) };
    },
  };
}
