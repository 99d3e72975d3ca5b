import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  createWorkingTreeReader,
  readFileAtCommit,
  runGit
} from "./chunk-FTEGGEAR.js";
import {
  fieldOf
} from "./chunk-2AATRRKP.js";
import {
  PROVIDER_KEY_VARIABLES
} from "./chunk-DFWPMVZH.js";
import {
  closestMatch
} from "./chunk-YOWMJ4TC.js";
import {
  MAX_INTENT_COMMITS,
  buildIntent
} from "./chunk-GZGXWO7Q.js";
import {
  createRedactor
} from "./chunk-WS543FGP.js";

// src/git/create-git-guidelines-source.ts
function createGitGuidelinesSource(options) {
  const git = { cwd: options.cwd, ...options.env ? { env: options.env } : {} };
  const { commit } = options;
  return {
    origin: options.origin,
    async listPaths(within) {
      if (within?.length === 0) return { paths: [], complete: true };
      const args = commit ? ["ls-tree", "-r", "-z", "--name-only", "--full-tree", commit] : ["ls-files", "-z", "--cached", "--others", "--exclude-standard"];
      const pathspecs = within ? ["--", ...within.map((path) => `:(literal)${path}`)] : [];
      return { paths: (await runGit([...args, ...pathspecs], git)).toString("utf8").split("\0").filter(Boolean), complete: true };
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
  const output = await runGit(
    ["log", "--no-merges", `--max-count=${MAX_INTENT_COMMITS}`, "--format=%h%x00%s%x00%b%x01", `${options.baseSha}..${options.headSha}`],
    { cwd: options.cwd, env: options.env }
  );
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
  ...Object.fromEntries(SETTING_FLAGS.map((flag) => [flag, fieldOf(flag)?.expected ?? "a value"]))
};
var SHORT_FLAGS = { "-o": "output" };
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
  const common = {
    uncommitted: false,
    fix: false,
    trustConfig: false,
    format: "text",
    quiet: flags.quiet === true,
    debug: flags.debug === true,
    inputs: {}
  };
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
  joinFlagValues,
  parseCliArgs,
  redactStyledText,
  redactCliOutput
};
