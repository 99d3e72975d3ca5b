#!/usr/bin/env node
import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  ConfigurationError,
  DEFAULT_SETTINGS,
  LocalChangeError,
  StateCorruptError,
  VERSION,
  assertSupported,
  compareByLocation,
  createCliRuntime,
  createStderrSink,
  describeVerdict,
  findRepositoryRoot,
  formatCount,
  latestAgentResults,
  parseSettings,
  removeInvisible,
  renderMarkdown,
  renderSarif,
  runReviewSession,
  verifyBase
} from "./chunks/chunk-FBOLZYVS.js";

// src/cli/review-command.ts
import { readFile } from "node:fs/promises";
import { join } from "node:path";

// src/report/render-text.ts
var NOT_REVIEWED_SHOWN = 5;
var ERRORS_SHOWN = 3;
var SEVERITY_STYLE = {
  critical: "1;31",
  high: "31",
  medium: "33",
  low: "36",
  info: "2"
};
var VERDICT_STYLE = {
  failed: "1;31",
  incomplete: "1;33",
  passed: "1;32",
  skipped: "1"
};
function renderText(report, options = {}) {
  const paint = (style, text) => options.color ? `\x1B[${style}m${text}\x1B[0m` : text;
  const lines = [];
  const files = /* @__PURE__ */ new Map();
  for (const finding of [...report.findings].sort(compareByLocation)) {
    files.set(finding.file, [...files.get(finding.file) ?? [], finding]);
  }
  const { files_reviewed: filesReviewed, lines_reviewed: linesReviewed } = report.summary;
  lines.push(
    `Sextant ${report.version} \xB7 ${safe(report.model)} \xB7 ${formatCount(report.findings.length, "finding")} in ${formatCount(files.size, "file")} \xB7 ${formatCount(filesReviewed, "file")} (${formatCount(linesReviewed, "line")}) reviewed`
  );
  for (const [file, findings] of files) {
    lines.push("", paint("1", safe(file)));
    for (const finding of findings) {
      const lineRange = finding.end_line && finding.end_line > finding.line ? `lines ${finding.line}-${finding.end_line}` : `line ${finding.line}`;
      const severity = paint(SEVERITY_STYLE[finding.severity], finding.severity.padEnd(8));
      lines.push(`  ${severity}  ${finding.id}  ${lineRange}  ${finding.agent}  [${safe(finding.category)}]`);
      lines.push(...indent(safe(finding.description), "    "));
      if (finding.recommendation.trim()) lines.push(...indent(`\u2192 ${safe(finding.recommendation)}`, "    "));
    }
  }
  if (report.not_reviewed.length > 0) {
    const reasons = /* @__PURE__ */ new Map();
    for (const entry of report.not_reviewed) reasons.set(entry.reason, (reasons.get(entry.reason) ?? 0) + 1);
    const byReason = [...reasons].map(([reason, total]) => `${reason} ${total}`).join(", ");
    lines.push("", `Not reviewed: ${formatCount(report.not_reviewed.length, "file")} (${byReason})`);
    for (const entry of report.not_reviewed.slice(0, NOT_REVIEWED_SHOWN)) {
      lines.push(`  ${safe(entry.path)} \u2014 ${entry.reason}${entry.detail ? `: ${safe(entry.detail)}` : ""}`);
    }
    const more = report.not_reviewed.length - NOT_REVIEWED_SHOWN;
    if (more > 0) lines.push(`  \u2026 and ${more} more`);
  }
  const agents = latestAgentResults(report);
  const failed = agents.filter((result) => result.status === "failed");
  if (failed.length > 0) {
    const which = failed.map((result) => `${result.agent}${result.error ? ` (${safe(result.error)})` : ""}`).join(", ");
    lines.push("", `Agents: ${agents.filter((result) => result.status === "success").length} of ${agents.length} succeeded \u2014 failed: ${which}`);
  }
  if (report.errors.length > 0) {
    lines.push("", `Errors: ${report.errors.length}`);
    for (const error of report.errors.slice(0, ERRORS_SHOWN)) lines.push(...indent(`${safe(error.step)}: ${safe(error.message)}`, "  "));
  }
  const verdict = describeVerdict(report);
  lines.push("", paint(VERDICT_STYLE[verdict.outcome], `${verdict.symbol} ${safe(verdict.text)}`));
  return `${lines.join("\n")}
`;
}
function safe(text) {
  return removeInvisible(text.replace(/\r\n?/g, "\n"));
}
function indent(text, prefix) {
  return text.split("\n").map((line) => `${prefix}${line}`);
}

// src/cli/parse-cli-args.ts
import { parseArgs } from "node:util";
var FORMATS = ["text", "json", "markdown", "sarif"];
var UsageError = class extends Error {
  name = "UsageError";
};
var SETTING_FLAGS = [
  "model",
  "base-url",
  "agents",
  "fail-on",
  "min-confidence",
  "min-required-agents",
  "max-review-iterations",
  "fix",
  "test-command",
  "lint-command",
  "typecheck-command",
  "max-comments",
  "concurrency",
  "log-level"
];
var USAGE = `Usage: sextant review [options]

Reviews the change between the merge-base of --base and HEAD (or the working tree) with the six agents.

Options:
  --base <ref>                 compare against the merge-base with <ref>
                               (default: the upstream branch, origin/main, main or master)
  --uncommitted                review the working tree (staged, unstaged and untracked files)
  --resume <session>           continue an interrupted session (see .sextant/)
  --format <format>            text | json | markdown | sarif (default: text)
  --config <path>              repository config file (default: .github/sextant.yml)
  --include <glob>             only review matching paths (repeatable)
  --exclude <glob>             skip matching paths (repeatable)
  --agents <list>              comma list of agents to run (default: all six)
  --fail-on <severity>         critical | high | medium | low | info | none (default: critical)
  --min-confidence <0-100>     drop findings below this confidence (default: 80)
  --min-required-agents <n>    fewer successful agents make the review incomplete (default: 4)
  --model <model>              static (default) or provider:model-id
  --test-command <cmd>         verification commands, run before the review
  --lint-command <cmd>
  --typecheck-command <cmd>
  --log-level <level>          info | debug
  -h, --help                   show this help
  -v, --version                show the version

Exit codes: 0 nothing at or above --fail-on, 1 findings at or above --fail-on,
2 usage or configuration error, 3 review incomplete.`;
function parseCliArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        base: { type: "string" },
        uncommitted: { type: "boolean", default: false },
        resume: { type: "string" },
        format: { type: "string", default: "text" },
        config: { type: "string" },
        include: { type: "string", multiple: true },
        exclude: { type: "string", multiple: true },
        help: { type: "boolean", short: "h", default: false },
        version: { type: "boolean", short: "v", default: false },
        ...Object.fromEntries(SETTING_FLAGS.map((flag) => [flag, { type: "string" }]))
      }
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const { values, positionals } = parsed;
  const flags = values;
  if (flags.help) return { command: "help", uncommitted: false, format: "text", inputs: {} };
  if (flags.version) return { command: "version", uncommitted: false, format: "text", inputs: {} };
  const [command, ...extra] = positionals;
  if (command !== "review") throw new UsageError(command ? `unknown command '${command}'` : "missing command");
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
  const format = flags.format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(", ")}, got '${format}'`);
  if (flags.resume !== void 0 && !/^[0-9a-f]{8}$/.test(flags.resume)) {
    throw new UsageError(`--resume takes a session id (8 hex characters), got '${String(flags.resume)}'`);
  }
  const inputs = {};
  for (const flag of SETTING_FLAGS) inputs[flag] = flags[flag];
  inputs["config-file"] = flags.config;
  inputs.include = flags.include?.join("\n");
  inputs.exclude = flags.exclude?.join("\n");
  return {
    command: "review",
    base: flags.base,
    uncommitted: flags.uncommitted === true,
    resume: flags.resume,
    format,
    inputs
  };
}

// src/cli/review-command.ts
var EXIT = { ok: 0, gated: 1, usage: 2, incomplete: 3 };
async function runCli(runtime) {
  const write = (text) => runtime.stdout.write(text.endsWith("\n") ? text : `${text}
`);
  const fail = (message, code) => {
    runtime.stderr.write(`sextant: ${message}
`);
    return code;
  };
  try {
    const args = parseCliArgs(runtime.argv);
    if (args.command === "help") return write(USAGE), EXIT.ok;
    if (args.command === "version") return write(VERSION), EXIT.ok;
    const root = await findRepositoryRoot(runtime.cwd);
    if (args.base) await verifyBase(root, args.base);
    const configFile = args.inputs["config-file"] || DEFAULT_SETTINGS.configFile;
    const configText = await readFile(join(root, configFile), "utf8").catch(() => void 0);
    const { settings, warnings } = parseSettings({ inputs: args.inputs, configText, configOrigin: configFile });
    assertSupported(settings);
    for (const warning of warnings) runtime.stderr.write(`sextant: warning: ${warning}
`);
    const result = await runReviewSession({
      cwd: root,
      sessionsRoot: join(root, ".sextant"),
      settings,
      warnings,
      base: args.base,
      uncommitted: args.uncommitted,
      resume: args.resume,
      env: runtime.env,
      now: runtime.now,
      signal: runtime.signal,
      sink: createStderrSink(runtime.stderr)
    });
    write(renderReport(result.report, args.format, runtime.stderr.isTTY === true));
    runtime.stderr.write(`sextant: session ${result.state.session_id} \u2014 report: ${result.reportPath}
`);
    const signal = runtime.receivedSignal();
    if (signal) return signal === "SIGINT" ? 130 : 143;
    if (result.report.summary.gate.failed) return EXIT.gated;
    return result.report.status === "failed" ? EXIT.incomplete : EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) return fail(`${error.message}

${USAGE}`, EXIT.usage);
    if (error instanceof ConfigurationError || error instanceof LocalChangeError || error instanceof StateCorruptError) {
      return fail(error.message, EXIT.usage);
    }
    return fail(`unexpected error: ${error instanceof Error ? error.stack ?? error.message : String(error)}`, EXIT.incomplete);
  }
}
function renderReport(report, format, color) {
  switch (format) {
    case "json":
      return JSON.stringify(report, null, 2);
    case "markdown":
      return renderMarkdown(report);
    case "sarif":
      return JSON.stringify(renderSarif(report), null, 2);
    case "text":
      return renderText(report, { color });
  }
}

// src/cli.ts
process.exitCode = await runCli(createCliRuntime());
