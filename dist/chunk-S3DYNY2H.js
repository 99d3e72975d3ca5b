import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  createWorkingTreeReader,
  readFileAtCommit,
  runGit
} from "./chunk-OAMSOANM.js";
import {
  PROVIDER_KEY_VARIABLES
} from "./chunk-VPVR22V4.js";
import {
  MAX_INTENT_COMMITS,
  buildIntent
} from "./chunk-4N2E3IJB.js";
import {
  FIELDS
} from "./chunk-TI3L26FI.js";
import {
  createRedactor
} from "./chunk-NIGROLKC.js";
import {
  closestMatch
} from "./chunk-BJFCXPES.js";

// src/git/create-git-guidelines-source.ts
function createGitGuidelinesSource(options) {
  const git = { cwd: options.cwd, ...options.env ? { env: options.env } : {} };
  const { commit } = options;
  return {
    origin: options.origin,
    async listPaths() {
      const args = commit ? ["ls-tree", "-r", "-z", "--name-only", "--full-tree", commit] : ["ls-files", "-z", "--cached", "--others", "--exclude-standard"];
      return { paths: (await runGit(args, git)).toString("utf8").split("\0").filter(Boolean), complete: true };
    },
    async read(path) {
      if (commit) return readFileAtCommit(options.cwd, commit, path, options.env);
      const reader = createWorkingTreeReader(options.cwd, options.env ? { env: options.env } : {});
      try {
        return await reader.read(path);
      } finally {
        await reader.close();
      }
    }
  };
}

// src/git/read-commit-intent.ts
var FIELD = "\0";
var RECORD = "";
async function readCommitIntent(options) {
  const output = await runGit(["log", "--no-merges", `--max-count=${MAX_INTENT_COMMITS}`, "--format=%h%x00%s%x00%b%x01", `${options.baseSha}..${options.headSha}`], { cwd: options.cwd, env: options.env });
  const entries = output.toString("utf8").split(RECORD).map((record) => record.replace(/^\n/, "")).filter((record) => record.includes(FIELD)).map((record) => {
    const [ref = "", title = "", body = ""] = record.split(FIELD);
    return { kind: "commit", ref, title, body };
  });
  return buildIntent(entries);
}

// src/cli/parse-cli-args.ts
import { parseArgs } from "node:util";
var FORMATS = ["text", "json", "markdown", "sarif", "html"];
var COMMANDS = ["review", "clean"];
var ALL_COMMANDS = ["review", "eval", "clean"];
var UsageError = class extends Error {
  name = "UsageError";
};
var UnexpectedArgumentError = class extends UsageError {
  constructor(command, argument) {
    super(`unexpected argument '${argument}'`);
    this.command = command;
    this.argument = argument;
  }
  command;
  argument;
};
var SETTING_FLAGS = [
  "model",
  "base-url",
  "agents",
  "fail-on",
  "min-confidence",
  "min-required-agents",
  "max-review-iterations",
  "test-command",
  "lint-command",
  "typecheck-command",
  "command-timeout",
  "on-verification-failure",
  "allow-risky-commands",
  "on-unreviewed",
  "max-comments",
  "concurrency",
  "log-level",
  "max-input-tokens",
  "max-output-tokens",
  "model-timeout",
  "keep-sessions",
  "verify-findings",
  "model-tools",
  "model-tool-rounds",
  "model-tool-tokens"
];
var OPTIONS = {
  base: { type: "string" },
  uncommitted: { type: "boolean" },
  fix: { type: "boolean" },
  "trust-config": { type: "boolean" },
  "show-info": { type: "boolean" },
  resume: { type: "string" },
  format: { type: "string" },
  output: { type: "string", short: "o" },
  config: { type: "string" },
  include: { type: "string", multiple: true },
  exclude: { type: "string", multiple: true },
  "analyzer-reports": { type: "string", multiple: true },
  color: { type: "boolean" },
  "no-color": { type: "boolean" },
  quiet: { type: "boolean", short: "q" },
  debug: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
  ...Object.fromEntries(SETTING_FLAGS.map((flag) => [flag, { type: "string" }]))
};
var FLAG_NAMES = Object.keys(OPTIONS);
var VALUE_FORMS = {
  base: "a branch, tag or commit",
  resume: "a session id (8 hex characters)",
  format: FORMATS.join(" | "),
  output: "a file name",
  config: "a path to a config file",
  include: "a path glob",
  exclude: "a path glob",
  ...Object.fromEntries(SETTING_FLAGS.map((flag) => [flag, FIELDS[flag]?.expected ?? "a value"]))
};
var SHORT_FLAGS = { "-o": "output" };
var USAGE = `Usage: sextant review [options]
       sextant clean
       sextant eval --dataset <file> --model <model> --judge <model> [options]

review  reviews the change between the merge-base of --base and HEAD (or the working
        tree) with the six agents
clean   deletes the stored sessions in .sextant/ (not one a running review holds)
eval    scores a model's reviews on a benchmark dataset (sextant eval --help)

Options:
  --base <ref>                 compare against the merge-base with <ref>
                               (default: the upstream branch, origin/main, main or master)
  --uncommitted                review the working tree (staged, unstaged and untracked
                               files) against HEAD; not with --base
  --resume <session>           continue an interrupted session (see .sextant/)
  --format <format>            text | json | markdown | sarif | html (default: text)
  -o, --output <file>          write the report to <file> instead of stdout
  --color, --no-color          colour the output or not (default: on a terminal only;
                               NO_COLOR and FORCE_COLOR are honoured)
  -q, --quiet                  print only the report and errors (no progress)
  --debug                      print the stack of an unexpected error
  --config <path>              repository config file (default: .github/sextant.yml)
  --trust-config               run the test/lint/typecheck commands of a config file
                               that differs from the base branch's (or is not on it),
                               and let a model follow guidelines files or path
                               instructions that differ from the base branch's;
                               without it such a review stops with exit code 2
  --include <glob>             only review matching paths (repeatable; braces such as
                               'src/{a,b}/**' work)
  --exclude <glob>             skip matching paths (repeatable)
  --analyzer-reports <glob>    import a linter's or scanner's report (SARIF, ESLint or Ruff
                               JSON, checkstyle XML, rdjson/rdjsonl) as findings on the
                               lines the change added (repeatable)
  --agents <list>              comma list of agents to run (default: all six)
  --fail-on <severity>         critical | high | medium | low | info | none (default: critical)
  --min-confidence <0-100>     hide findings below this confidence (default: 80); hidden
                               critical and high ones are counted in the verdict
  --show-info                  also show info findings (style: length, nesting,
                               duplication); they are always in json and sarif
  --min-required-agents <n>    fewer successful agents make the review incomplete (default: 4)
  --on-unreviewed <fail|warn>  a changed source file that could not be read (too
                               large, binary, beyond the budget) makes the review
                               incomplete (fail, the default) or only partial (warn)
  --max-review-iterations <n>  fix-loop rounds at most (default: 3)
  --max-comments <n>           inline comments per pull-request review (action; default: 30)
  --model <model>              static (default) or provider:model-id, e.g.
                               anthropic:claude-sonnet-4-5, openai:gpt-4.1,
                               google:gemini-2.5-flash, openai-compatible:qwen2.5-coder
                               (key from SEXTANT_API_KEY, or ANTHROPIC_API_KEY,
                               OPENAI_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY)
  --base-url <url>             provider endpoint (required for openai-compatible,
                               e.g. http://localhost:11434/v1 for Ollama)
  --concurrency <n|auto>       parallel model calls (default: auto, a local
                               server's slots, else 6)
  --max-input-tokens <n>       prompt tokens per model call; bigger changes are
                               split into batches (default: 40000)
  --max-output-tokens <n>      reply tokens per model call, kept free in the
                               budget (default: 8192 for a review, at most a
                               quarter of a local server's context)
  --model-timeout <seconds>    per model call, retries included (default: 300)
  --verify-findings <true|false>
                               check each model finding against the code with one
                               more call per batch; dropped ones are listed, not
                               shown (default: true)
  --model-tools <auto|off>     let a model that supports tool calls read, search
                               and look up the repository while it reviews
                               (default: auto)
  --model-tool-rounds <n>      rounds of tool calls per agent call (default: 6)
  --model-tool-tokens <n>      tokens of tool results per agent call
                               (default: 12000)
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
                               use sudo, pipe downloads into a shell, \u2026
  --keep-sessions <n>          sessions kept in .sextant/; older ones are deleted
                               (default: 20)
  --log-level <level>          info | debug
  -h, --help                   show this help
  -v, --version                show the version

Exit codes:
  0  passed: nothing at or above --fail-on; or nothing to review (said so, with what to try)
  1  gate failed: findings at or above --fail-on
  2  usage or configuration error (bad flag or value, no base found, empty repository)
  3  review incomplete (too few agents succeeded, a changed source file could not
     be read, or the review failed)
  4  internal error (a bug: the stack is in the session log, or shown with --debug)`;
function suggestFlag(name) {
  const match = closestMatch(name, FLAG_NAMES);
  return match ? ` (did you mean --${match}?)` : "";
}
function assertKnownFlags(argv) {
  for (const arg of argv) {
    if (arg === "--") return;
    if (!arg.startsWith("--")) continue;
    const name = arg.slice(2).split("=", 1)[0] ?? "";
    if (!FLAG_NAMES.includes(name)) throw new UsageError(`unknown option '--${name}'${suggestFlag(name)}`);
  }
}
function joinFlagValues(argv, forms, short = {}) {
  const out = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? "";
    if (arg === "--") return [...out, ...argv.slice(index)];
    const equals = arg.indexOf("=");
    const long = arg.startsWith("--");
    const flag = long ? arg.slice(2, equals === -1 ? void 0 : equals) : short[arg];
    const form = flag === void 0 ? void 0 : forms[flag];
    if (form === void 0) {
      out.push(arg);
      continue;
    }
    const inline = long && equals !== -1 ? arg.slice(equals + 1) : void 0;
    const value = inline ?? argv[index + 1];
    const isNextFlag = inline === void 0 && value !== void 0 && value.startsWith("-") && !NEGATIVE_NUMBER.test(value);
    if (value === void 0 || isNextFlag || value.trim() === "") throw new UsageError(`--${flag} needs a value: ${form}`);
    out.push(`--${flag}=${value}`);
    if (inline === void 0) index += 1;
  }
  return out;
}
var NEGATIVE_NUMBER = /^-\.?\d/;
function usageErrorOf(error) {
  const code = error.code;
  const message = error.message;
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const option = /'(-[^'\s]*)/.exec(message)?.[1] ?? "";
    return new UsageError(`unknown option '${option}'`);
  }
  return new UsageError(message.split("\n")[0]?.replace(/\.$/, "") ?? message);
}
function parseCliArgs(argv) {
  assertKnownFlags(argv);
  const args = joinFlagValues(argv, VALUE_FORMS, SHORT_FLAGS);
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, strict: true, options: OPTIONS });
  } catch (error) {
    throw usageErrorOf(error);
  }
  const { values, positionals } = parsed;
  const flags = values;
  const common = { uncommitted: false, fix: false, trustConfig: false, format: "text", quiet: flags.quiet === true, debug: flags.debug === true, inputs: {} };
  if (flags.help) return { command: "help", ...common };
  if (flags.version) return { command: "version", ...common };
  if (flags.color && flags["no-color"]) throw new UsageError("--color and --no-color cannot be used together");
  const color = flags.color ? true : flags["no-color"] ? false : void 0;
  const [command, ...extra] = positionals;
  if (!COMMANDS.includes(command)) {
    if (!command) throw new UsageError(`missing command: ${ALL_COMMANDS.slice(0, -1).join(", ")} or ${ALL_COMMANDS.at(-1)}`);
    const match = closestMatch(command, ALL_COMMANDS);
    throw new UsageError(`unknown command '${command}'${match ? ` (did you mean '${match}'?)` : ""}`);
  }
  if (extra[0] !== void 0) throw new UnexpectedArgumentError(String(command), extra[0]);
  if (command === "clean") {
    const stray = Object.keys(flags).find((flag) => !["quiet", "color", "no-color", "debug"].includes(flag));
    if (stray) throw new UsageError(`--${stray} does not apply to 'sextant clean'`);
    return { command: "clean", ...common, ...color === void 0 ? {} : { color } };
  }
  const format = flags.format ?? "text";
  if (!FORMATS.includes(format)) {
    const match = closestMatch(format.trim().toLowerCase(), FORMATS);
    throw new UsageError(`--format must be one of ${FORMATS.join(", ")}, got '${format}'${match ? ` (did you mean '${match}'?)` : ""}`);
  }
  if (flags.resume !== void 0 && !/^[0-9a-f]{8}$/.test(flags.resume)) {
    throw new UsageError(`--resume takes a session id (8 hex characters), got '${String(flags.resume)}'`);
  }
  if (flags.base !== void 0 && flags.uncommitted) {
    throw new UsageError("--base and --uncommitted cannot be used together: --uncommitted reviews the working tree against HEAD");
  }
  const inputs = {};
  for (const flag of SETTING_FLAGS) inputs[flag] = flags[flag];
  inputs["config-file"] = flags.config;
  inputs["show-info"] = flags["show-info"] === true ? "true" : void 0;
  inputs.include = flags.include?.join("\n");
  inputs.exclude = flags.exclude?.join("\n");
  inputs["analyzer-reports"] = flags["analyzer-reports"]?.join("\n");
  return {
    ...common,
    command: "review",
    base: flags.base,
    uncommitted: flags.uncommitted === true,
    fix: flags.fix === true,
    trustConfig: flags["trust-config"] === true,
    resume: flags.resume,
    format,
    ...flags.output === void 0 ? {} : { output: flags.output },
    ...color === void 0 ? {} : { color },
    inputs
  };
}

// src/redact/redact-styled-text.ts
var STYLE_CODE = /(\u001b\[[0-9;]{0,32}m)/;
function redactStyledText(text, redact) {
  if (!text.includes("\x1B")) return redact(text);
  return text.split(STYLE_CODE).map((piece, index) => index % 2 === 1 ? piece : redact(piece)).join("");
}

// src/cli/redact-cli-output.ts
function redactCliOutput(runtime) {
  const providers = Object.keys(PROVIDER_KEY_VARIABLES);
  const redact = createRedactor(providers.map((provider) => ({ name: "api-key", value: runtime.apiKey(`${provider}:model`) })));
  const redacted = (stream) => ({ write: (text) => stream.write(redactStyledText(text, redact)) });
  return { runtime: { ...runtime, stdout: redacted(runtime.stdout), stderr: redacted(runtime.stderr) }, redact };
}

export {
  createGitGuidelinesSource,
  readCommitIntent,
  UsageError,
  UnexpectedArgumentError,
  USAGE,
  joinFlagValues,
  parseCliArgs,
  redactStyledText,
  redactCliOutput
};
