import { parseSettings } from '../config/parse-settings.js';
import type { RawInputs } from '../config/parse-settings.js';
import type { Settings } from '../config/settings.js';
import type { PathInstruction } from '../config/settings.js';
import { createGitGuidelinesSource } from '../git/create-git-guidelines-source.js';
import { readFileAtCommit, resolveBase } from '../git/local-change-source.js';
import { isGuidelinesPath } from '../guidelines/guidelines-file.js';
import { NoDefaultBaseError } from '../git/local-source.js';
import type { ResolvedBase } from '../git/local-source.js';

/** The config keys whose values the CLI runs as shell commands on the user's machine. */
const COMMAND_KEYS = [
  ['test-command', 'testCommand'],
  ['lint-command', 'lintCommand'],
  ['typecheck-command', 'typecheckCommand'],
] as const satisfies ReadonlyArray<readonly [string, keyof Settings]>;

interface ConfigCommand {
  /** The key (`test-command`), or the analyzer's (`analyzers[eslint].command`). */
  key: string;
  command: string;
  /** What the base branch's config sets for this key, when it sets anything. */
  base?: string;
}

/** The branch's config file would run commands the base branch's config does not: the user has to say yes. */
export class UntrustedConfigError extends Error {
  override readonly name = 'UntrustedConfigError';
  constructor(
    readonly configFile: string,
    readonly baseRef: string | undefined,
    /** The base branch has a config file at that path. */
    readonly onBase: boolean,
    readonly commands: readonly ConfigCommand[],
  ) {
    const listed = commands
      .map(({ key, command, base }) => `${key}: ${JSON.stringify(command)}${base === undefined ? '' : ` (${baseRef}'s: ${JSON.stringify(base)})`}`)
      .join(', ');
    const why = baseRef === undefined ? 'has no base branch to be compared with (pass --base)' : onBase ? `differs from ${baseRef}'s` : `is not on ${baseRef}`;
    super(
      `the config file ${configFile} on this branch ${why} and sets ${listed}. ` +
        'Whoever wrote the branch chose these commands, and they would run on this machine: read them, then run with --trust-config to run them, ' +
        'or give your own with --test-command, --lint-command or --typecheck-command',
    );
  }
}

/**
 * Pure: the commands that come from the branch's config file (a flag of the same name is the user's
 * own and wins) and that the base branch's config does not set to the same value.
 */
function untrustedConfigCommands(branch: Settings, base: Settings | undefined, flags: RawInputs): ConfigCommand[] {
  const verification = COMMAND_KEYS.flatMap(([key, name]) => {
    const command = branch[name];
    if (typeof command !== 'string' || flags[key]?.trim() || base?.[name] === command) return [];
    const baseCommand = base?.[name];
    return [{ key, command, ...(typeof baseCommand === 'string' ? { base: baseCommand } : {}) }];
  });
  // An analyzer's command is trusted when the base's analyzer of the same name (or place) runs the same one.
  const analyzers = branch.analyzers.flatMap((analyzer, index) => {
    if (!analyzer.command) return [];
    const baseCommand = (analyzer.name ? base?.analyzers.find((entry) => entry.name === analyzer.name) : base?.analyzers[index])?.command;
    if (baseCommand === analyzer.command) return [];
    return [{ key: `analyzers[${analyzer.name ?? index}].command`, command: analyzer.command, ...(baseCommand ? { base: baseCommand } : {}) }];
  });
  return [...verification, ...analyzers];
}

/**
 * Refuses a review whose config file, as checked out, would run commands the base branch's version
 * does not (or that the base branch does not have): reviewing someone else's branch must not run
 * whatever it configured. `--trust-config` is the user's explicit yes.
 */
export async function assertConfigTrusted(options: {
  root: string;
  /** --base, or the default base of the review (the upstream branch, origin/main, main or master). */
  base: string | undefined;
  /** `base` resolved already (the CLI does before a review starts): not looked up again. */
  resolvedBase?: ResolvedBase;
  configFile: string;
  /** The config file as checked out; undefined when there is none. */
  configText: string | undefined;
  settings: Settings;
  flags: RawInputs;
  env: NodeJS.ProcessEnv;
}): Promise<void> {
  const { root, configFile, configText, settings, flags, env } = options;
  if (configText === undefined || untrustedConfigCommands(settings, undefined, flags).length === 0) return;
  let baseRef: string | undefined;
  let baseText: string | undefined;
  try {
    const resolved = options.resolvedBase ?? (await resolveBase(options.base, { cwd: root, env }));
    baseRef = resolved.ref;
    baseText = await readFileAtCommit(root, resolved.sha, configFile, env);
  } catch (error) {
    if (!(error instanceof NoDefaultBaseError)) throw error;
  }
  if (baseText === configText) return;
  const commands = untrustedConfigCommands(settings, baseText === undefined ? undefined : tryParseSettings(baseText, flags), flags);
  if (commands.length > 0) throw new UntrustedConfigError(configFile, baseRef, baseText !== undefined, commands);
}

/** The base's settings, or undefined when its config does not parse (then it vouches for nothing). */
function tryParseSettings(configText: string, flags: RawInputs): Settings | undefined {
  try {
    return parseSettings({ inputs: flags, configText }).settings;
  } catch {
    return undefined;
  }
}

/** The branch's guidelines (or path instructions) differ from the base branch's: a model would follow what the branch wrote. */
export class UntrustedGuidelinesError extends Error {
  override readonly name = 'UntrustedGuidelinesError';
  constructor(
    readonly baseRef: string | undefined,
    /** The guidelines files that differ, and `<config file> path-instructions` when those do. */
    readonly changed: readonly string[],
  ) {
    const against = baseRef === undefined ? 'and there is no base branch to compare them with (pass --base)' : `from ${baseRef}'s`;
    super(
      `this branch's review guidelines differ ${against}: ${changed.join(', ')}. ` +
        'Whoever wrote the branch wrote these instructions, and the model reviewers would follow them: read them, then run with --trust-config to follow them, ' +
        "or review with the base branch's guidelines by leaving these changes out of the reviewed commit (or set guidelines: off)",
    );
  }
}

/**
 * Refuses a model review whose guidelines files or path instructions, as reviewed (the head commit, or the
 * working tree with --uncommitted), differ from the base branch's: like commands, instructions a branch
 * gives the reviewer are followed only with `--trust-config`. A static review sends them to no model.
 */
export async function assertGuidelinesTrusted(options: {
  root: string;
  base: string | undefined;
  resolvedBase?: ResolvedBase;
  /** The reviewed commit; the working tree when undefined. */
  headSha: string | undefined;
  configFile: string;
  settings: Settings;
  flags: RawInputs;
  env: NodeJS.ProcessEnv;
}): Promise<void> {
  const { root, settings, env } = options;
  const instructions = withInstructions(settings.pathInstructions);
  if (settings.model === 'static' || (settings.guidelines === 'off' && instructions.length === 0)) return;
  let resolved: ResolvedBase | undefined;
  try {
    resolved = options.resolvedBase ?? (await resolveBase(options.base, { cwd: root, env }));
  } catch (error) {
    if (!(error instanceof NoDefaultBaseError)) throw error;
  }
  const reviewed = createGitGuidelinesSource({ cwd: root, ...(options.headSha ? { commit: options.headSha } : {}), origin: 'reviewed', env });
  const base = resolved ? createGitGuidelinesSource({ cwd: root, commit: resolved.sha, origin: 'base', env }) : undefined;
  const changed: string[] = [];
  if (settings.guidelines !== 'off') {
    const paths =
      settings.guidelines === 'auto'
        ? new Set([...(await reviewed.listPaths()).paths, ...((await base?.listPaths())?.paths ?? [])].filter(isGuidelinesPath))
        : new Set(settings.guidelines);
    for (const path of [...paths].sort()) {
      if ((await reviewed.read(path)) !== (await base?.read(path))) changed.push(path);
    }
  }
  if (instructions.length > 0) {
    const baseText = resolved ? await readFileAtCommit(root, resolved.sha, options.configFile, env) : undefined;
    const baseSettings = baseText === undefined ? undefined : tryParseSettings(baseText, options.flags);
    if (JSON.stringify(instructions) !== JSON.stringify(withInstructions(baseSettings?.pathInstructions ?? [])))
      changed.push(`${options.configFile} path-instructions`);
  }
  if (changed.length > 0) throw new UntrustedGuidelinesError(resolved?.ref, changed);
}

/** What of the path instructions reaches a model (turning static rules off does not). */
function withInstructions(pathInstructions: readonly PathInstruction[]): Array<Omit<PathInstruction, 'rules'>> {
  return pathInstructions.flatMap(({ paths, instructions, agents }) => (instructions ? [{ paths, instructions, ...(agents ? { agents } : {}) }] : []));
}
