import { parseArgs } from 'node:util';
import { closestMatch } from '../text/closest-match.js';
import { fieldOf } from '../config/fields.js';
import type { RawInputs } from '../config/parse-settings.js';

type OutputFormat = 'text' | 'json' | 'markdown' | 'sarif' | 'html';
const FORMATS: readonly OutputFormat[] = ['text', 'json', 'markdown', 'sarif', 'html'];
const COMMANDS = ['review', 'clean'] as const;
/** Every command, `eval` included: it is dispatched before this parser sees the arguments. */
const ALL_COMMANDS = ['review', 'eval', 'clean'] as const;

export interface CliArgs {
  command: 'review' | 'clean' | 'help' | 'version';
  base?: string;
  uncommitted: boolean;
  resume?: string;
  /** Keep verified fixes in the working tree. */
  fix: boolean;
  /** Run the commands of a config file that differs from the base branch's. */
  trustConfig: boolean;
  format: OutputFormat;
  /** Write the report here instead of stdout. */
  output?: string;
  /** --color (true) or --no-color (false); undefined leaves it to the terminal and the environment. */
  color?: boolean;
  /** Only the report and errors: no progress, warnings or notes on stderr. */
  quiet: boolean;
  /** Stacks of unexpected errors on the terminal too. */
  debug: boolean;
  /** Flags that are settings, keyed by their input names. */
  inputs: RawInputs;
}

/** A mistake on the command line: exit code 2 with a pointer to the help. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A positional argument no command takes (`sextant review main`): the CLI checks whether it names a commit. */
export class UnexpectedArgumentError extends UsageError {
  constructor(
    readonly command: string,
    readonly argument: string,
  ) {
    super(`unexpected argument '${argument}'`);
  }
}

/** Flags that map one-to-one onto settings (the action inputs of the same names). */
const SETTING_FLAGS = [
  'model',
  'base-url',
  'agents',
  'fail-on',
  'min-confidence',
  'min-required-agents',
  'max-review-iterations',
  'test-command',
  'lint-command',
  'typecheck-command',
  'command-timeout',
  'on-verification-failure',
  'allow-risky-commands',
  'on-unreviewed',
  'max-comments',
  'concurrency',
  'log-level',
  'max-input-tokens',
  'max-output-tokens',
  'model-timeout',
  'keep-sessions',
  'verify-findings',
  'model-tools',
  'model-tool-rounds',
  'model-tool-tokens',
] as const;

const OPTIONS = {
  base: { type: 'string' },
  uncommitted: { type: 'boolean' },
  fix: { type: 'boolean' },
  'trust-config': { type: 'boolean' },
  'show-info': { type: 'boolean' },
  resume: { type: 'string' },
  format: { type: 'string' },
  output: { type: 'string', short: 'o' },
  config: { type: 'string' },
  include: { type: 'string', multiple: true },
  exclude: { type: 'string', multiple: true },
  'analyzer-reports': { type: 'string', multiple: true },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
  debug: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
  ...Object.fromEntries(SETTING_FLAGS.map((flag) => [flag, { type: 'string' as const }])),
} as const;

export const FLAG_NAMES: readonly string[] = Object.keys(OPTIONS);

/** What each flag that takes a value expects, for the error when the value is missing or empty. */
const VALUE_FORMS: Readonly<Record<string, string>> = {
  base: 'a branch, tag or commit',
  resume: 'a session id (8 hex characters)',
  format: FORMATS.join(' | '),
  output: 'a file name',
  config: 'a path to a config file',
  include: 'a path glob',
  exclude: 'a path glob',
  ...Object.fromEntries(SETTING_FLAGS.map((flag) => [flag, fieldOf(flag)?.expected ?? 'a value'])),
};

/** The short form of each flag that takes a value. */
const SHORT_FLAGS: Readonly<Record<string, string>> = { '-o': 'output' };

/** `--fial-on` → `--fail-on`: the flag an unknown one is a typo of, if any. */
function suggestFlag(name: string): string {
  const match = closestMatch(name, FLAG_NAMES);
  return match ? ` (did you mean --${match}?)` : '';
}

/** Every long option before `--` must be one we know: said in one line, with the nearest known flag. */
function assertKnownFlags(argv: readonly string[]): void {
  for (const arg of argv) {
    if (arg === '--') return;
    if (!arg.startsWith('--')) continue;
    const name = arg.slice(2).split('=', 1)[0] ?? '';
    if (!FLAG_NAMES.includes(name)) throw new UsageError(`unknown option '--${name}'${suggestFlag(name)}`);
  }
}

/**
 * Each flag that takes a value gets one, said in one line with the form it expects. A negative
 * number (`--keep-sessions -1`) is taken as the value, so the setting's own check can say what is
 * wrong with it; any other word starting with `-` is the next flag, so the value is missing.
 * Returns argv with each value joined to its flag (`--keep-sessions=-1`). `forms` names the flags that
 * take a value and what each expects; `short` maps a short flag to its long name.
 */
export function joinFlagValues(argv: readonly string[], forms: Readonly<Record<string, string>>, short: Readonly<Record<string, string>> = {}): string[] {
  const out: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    if (arg === '--') return [...out, ...argv.slice(index)];
    const equals = arg.indexOf('=');
    const long = arg.startsWith('--');
    const flag = long ? arg.slice(2, equals === -1 ? undefined : equals) : short[arg];
    const form = flag === undefined ? undefined : forms[flag];
    if (form === undefined) {
      out.push(arg);
      continue;
    }
    const inline = long && equals !== -1 ? arg.slice(equals + 1) : undefined;
    const value = inline ?? argv[index + 1];
    const isNextFlag = inline === undefined && value !== undefined && value.startsWith('-') && !NEGATIVE_NUMBER.test(value);
    if (value === undefined || isNextFlag || value.trim() === '') throw new UsageError(`--${flag} needs a value: ${form}`);
    out.push(`--${flag}=${value}`);
    if (inline === undefined) index += 1;
  }
  return out;
}

/** `-1`, `-0.5`, `-.5`: a value, not a flag. */
const NEGATIVE_NUMBER = /^-\.?\d/;

/** Node's own wording for the remaining parse errors (short options, missing values), made one clean line. */
function usageErrorOf(error: unknown): UsageError {
  const code = (error as NodeJS.ErrnoException).code;
  const message = (error as Error).message;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'(-[^'\s]*)/.exec(message)?.[1] ?? '';
    return new UsageError(`unknown option '${option}'`);
  }
  return new UsageError(message.split('\n')[0]?.replace(/\.$/, '') ?? message);
}

export function parseCliArgs(argv: readonly string[]): CliArgs {
  assertKnownFlags(argv);
  const args = joinFlagValues(argv, VALUE_FORMS, SHORT_FLAGS);
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, strict: true, options: OPTIONS });
  } catch (error) {
    throw usageErrorOf(error);
  }
  const { values, positionals } = parsed;
  const flags = values as Record<string, string | string[] | boolean | undefined>;
  const common = {
    uncommitted: false,
    fix: false,
    trustConfig: false,
    format: 'text' as const,
    quiet: flags.quiet === true,
    debug: flags.debug === true,
    inputs: {},
  };
  if (flags.help) return { command: 'help', ...common };
  if (flags.version) return { command: 'version', ...common };
  if (flags.color && flags['no-color']) throw new UsageError('--color and --no-color cannot be used together');
  const color = flags.color ? true : flags['no-color'] ? false : undefined;
  const [command, ...extra] = positionals;
  if (!COMMANDS.includes(command as (typeof COMMANDS)[number])) {
    if (!command) throw new UsageError(`missing command: ${ALL_COMMANDS.slice(0, -1).join(', ')} or ${ALL_COMMANDS.at(-1)}`);
    const match = closestMatch(command, ALL_COMMANDS);
    throw new UsageError(`unknown command '${command}'${match ? ` (did you mean '${match}'?)` : ''}`);
  }
  if (extra[0] !== undefined) throw new UnexpectedArgumentError(String(command), extra[0]);
  if (command === 'clean') {
    const stray = Object.keys(flags).find((flag) => !['quiet', 'color', 'no-color', 'debug'].includes(flag));
    if (stray) throw new UsageError(`--${stray} does not apply to 'sextant clean'`);
    return { command: 'clean', ...common, ...(color === undefined ? {} : { color }) };
  }
  const format = (flags.format as string | undefined) ?? 'text';
  if (!FORMATS.includes(format as OutputFormat)) {
    const match = closestMatch(format.trim().toLowerCase(), FORMATS);
    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got '${format}'${match ? ` (did you mean '${match}'?)` : ''}`);
  }
  if (flags.resume !== undefined && !/^[0-9a-f]{8}$/.test(flags.resume as string)) {
    throw new UsageError(`--resume takes a session id (8 hex characters), got '${String(flags.resume)}'`);
  }
  // The working tree is compared with HEAD; a --base would silently mean something else.
  if (flags.base !== undefined && flags.uncommitted) {
    throw new UsageError('--base and --uncommitted cannot be used together: --uncommitted reviews the working tree against HEAD');
  }
  const inputs: Record<string, string | undefined> = {};
  for (const flag of SETTING_FLAGS) inputs[flag] = flags[flag] as string | undefined;
  inputs['config-file'] = flags.config as string | undefined;
  // Absent unless given, so the config file's `show-info` still applies.
  inputs['show-info'] = flags['show-info'] === true ? 'true' : undefined;
  // One glob per line: a comma belongs to the glob (`src/{a,b}/**`), never separates two.
  inputs.include = (flags.include as string[] | undefined)?.join('\n');
  inputs.exclude = (flags.exclude as string[] | undefined)?.join('\n');
  inputs['analyzer-reports'] = (flags['analyzer-reports'] as string[] | undefined)?.join('\n');
  return {
    ...common,
    command: 'review',
    base: flags.base as string | undefined,
    uncommitted: flags.uncommitted === true,
    fix: flags.fix === true,
    trustConfig: flags['trust-config'] === true,
    resume: flags.resume as string | undefined,
    format: format as OutputFormat,
    ...(flags.output === undefined ? {} : { output: flags.output as string }),
    ...(color === undefined ? {} : { color }),
    inputs,
  };
}
