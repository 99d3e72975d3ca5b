import { parseArgs } from 'node:util';
import type { RawInputs } from '../config/parse-settings.js';

export type OutputFormat = 'text' | 'json' | 'markdown' | 'sarif';
const FORMATS: readonly OutputFormat[] = ['text', 'json', 'markdown', 'sarif'];

export interface CliArgs {
  command: 'review' | 'help' | 'version';
  base?: string;
  uncommitted: boolean;
  resume?: string;
  /** Keep verified fixes in the working tree. */
  fix: boolean;
  /** Run the commands of a config file that differs from the base branch's. */
  trustConfig: boolean;
  format: OutputFormat;
  /** Flags that are settings, keyed by their input names. */
  inputs: RawInputs;
}

/** A mistake on the command line: exit code 2 with the usage text. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Flags that map one-to-one onto settings (the action inputs of the same names). */
const SETTING_FLAGS = [
  'model', 'base-url', 'agents', 'fail-on', 'min-confidence', 'min-required-agents', 'max-review-iterations',
  'test-command', 'lint-command', 'typecheck-command', 'command-timeout', 'on-verification-failure', 'allow-risky-commands',
  'max-comments', 'concurrency', 'log-level', 'max-input-tokens', 'model-timeout',
] as const;

export const USAGE = `Usage: sextant review [options]

Reviews the change between the merge-base of --base and HEAD (or the working tree) with the six agents.

Options:
  --base <ref>                 compare against the merge-base with <ref>
                               (default: the upstream branch, origin/main, main or master)
  --uncommitted                review the working tree (staged, unstaged and untracked files)
  --resume <session>           continue an interrupted session (see .sextant/)
  --format <format>            text | json | markdown | sarif (default: text)
  --config <path>              repository config file (default: .github/sextant.yml)
  --trust-config               run the test/lint/typecheck commands of a config file
                               that differs from the base branch's (or is not on it);
                               without it such a review stops with exit code 2
  --include <glob>             only review matching paths (repeatable)
  --exclude <glob>             skip matching paths (repeatable)
  --agents <list>              comma list of agents to run (default: all six)
  --fail-on <severity>         critical | high | medium | low | info | none (default: critical)
  --min-confidence <0-100>     drop findings below this confidence (default: 80)
  --show-info                  also show info findings (style: length, nesting,
                               duplication); they are always in json and sarif
  --min-required-agents <n>    fewer successful agents make the review incomplete (default: 4)
  --model <model>              static (default) or provider:model-id, e.g.
                               anthropic:claude-sonnet-4-5, openai:gpt-4.1,
                               google:gemini-2.5-flash, openai-compatible:qwen2.5-coder
                               (key from SEXTANT_API_KEY, or ANTHROPIC_API_KEY,
                               OPENAI_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY)
  --base-url <url>             provider endpoint (required for openai-compatible,
                               e.g. http://localhost:11434/v1 for Ollama)
  --concurrency <n>            parallel model calls (default: 6)
  --max-input-tokens <n>       prompt tokens per model call; bigger changes are
                               split into batches (default: 40000)
  --model-timeout <seconds>    per model call, retries included (default: 300)
  --test-command <cmd>         verification commands: run before the review, and to
  --lint-command <cmd>         verify every fix
  --typecheck-command <cmd>
  --fix                        keep verified fixes in the working tree (needs a
                               verification command); without it, verified fixes
                               are shown as suggestions and the tree is left as is
  --command-timeout <seconds>  kill a verification command after this long (default: 900)
  --on-verification-failure <continue|stop>
                               a check failing before the review (default: continue)
  --allow-risky-commands <true|false>
                               run verification commands that install packages,
                               use sudo, pipe downloads into a shell, …
  --log-level <level>          info | debug
  -h, --help                   show this help
  -v, --version                show the version

Exit codes: 0 nothing at or above --fail-on, 1 findings at or above --fail-on,
2 usage or configuration error, 3 review incomplete.`;

export function parseCliArgs(argv: readonly string[]): CliArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        base: { type: 'string' },
        uncommitted: { type: 'boolean', default: false },
        fix: { type: 'boolean', default: false },
        'trust-config': { type: 'boolean', default: false },
        'show-info': { type: 'boolean', default: false },
        resume: { type: 'string' },
        format: { type: 'string', default: 'text' },
        config: { type: 'string' },
        include: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
        ...Object.fromEntries(SETTING_FLAGS.map((flag) => [flag, { type: 'string' as const }])),
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const flags = values as Record<string, string | string[] | boolean | undefined>;
  if (flags.help) return { command: 'help', uncommitted: false, fix: false, trustConfig: false, format: 'text', inputs: {} };
  if (flags.version) return { command: 'version', uncommitted: false, fix: false, trustConfig: false, format: 'text', inputs: {} };
  const [command, ...extra] = positionals;
  if (command !== 'review') throw new UsageError(command ? `unknown command '${command}'` : 'missing command');
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  const format = flags.format as string;
  if (!FORMATS.includes(format as OutputFormat)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got '${format}'`);
  if (flags.resume !== undefined && !/^[0-9a-f]{8}$/.test(flags.resume as string)) {
    throw new UsageError(`--resume takes a session id (8 hex characters), got '${String(flags.resume)}'`);
  }
  const inputs: Record<string, string | undefined> = {};
  for (const flag of SETTING_FLAGS) inputs[flag] = flags[flag] as string | undefined;
  inputs['config-file'] = flags.config as string | undefined;
  // Absent unless given, so the config file's `show-info` still applies.
  inputs['show-info'] = flags['show-info'] === true ? 'true' : undefined;
  inputs.include = (flags.include as string[] | undefined)?.join('\n');
  inputs.exclude = (flags.exclude as string[] | undefined)?.join('\n');
  return {
    command: 'review',
    base: flags.base as string | undefined,
    uncommitted: flags.uncommitted === true,
    fix: flags.fix === true,
    trustConfig: flags['trust-config'] === true,
    resume: flags.resume as string | undefined,
    format: format as OutputFormat,
    inputs,
  };
}
