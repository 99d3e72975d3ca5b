import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  assertSupported,
  readConfigFile
} from "./chunk-MPMOQCAE.js";
import {
  USAGE
} from "./chunk-QYDKWESR.js";
import {
  UnexpectedArgumentError,
  UsageError,
  createGitGuidelinesSource,
  parseCliArgs,
  readCommitIntent,
  redactCliOutput,
  redactStyledText
} from "./chunk-TKSZG6SL.js";
import {
  LocalChangeError,
  NoCommitsError,
  NoDefaultBaseError,
  SessionFolderError,
  SessionRunError,
  StateCorruptError,
  cleanSessions,
  compareByLocation,
  countCommitsAhead,
  createLocalChangeSource,
  createPaint,
  createStderrSink,
  describeAppliedFix,
  describeCheck,
  findRangeAtOnce,
  findRepositoryAndCommit,
  findRepositoryRoot,
  isVerifiedSuggestion,
  readFileAtCommit,
  readMergeBase,
  renderMarkdown,
  renderSarif,
  resolveBase,
  runReviewSession,
  suggestionLabel,
  verifyBase
} from "./chunk-FTEGGEAR.js";
import {
  DEFAULT_SETTINGS,
  parseSettings
} from "./chunk-2AATRRKP.js";
import {
  ConfigurationError
} from "./chunk-DFWPMVZH.js";
import {
  describeValue
} from "./chunk-AWL5CFWY.js";
import "./chunk-WJ4UZR2F.js";
import "./chunk-LTCF2GUF.js";
import "./chunk-C5X34EA3.js";
import {
  silencerFor
} from "./chunk-7RBB34D4.js";
import "./chunk-YOWMJ4TC.js";
import {
  CHECKS,
  describeAnalyzerRun
} from "./chunk-AIQM474U.js";
import "./chunk-I6LMSCVT.js";
import "./chunk-DSZQWUXJ.js";
import "./chunk-TT2JVUKU.js";
import {
  VERSION
} from "./chunk-U56T6JS2.js";
import {
  describeFixIterations,
  describeTermination,
  describeVerdict,
  findingViewOf,
  formatCount,
  isReviewIncomplete,
  latestAgentResults,
  visibleFindings
} from "./chunk-6M6JM4IY.js";
import "./chunk-BDUNCTLW.js";
import "./chunk-ZFH2HMAN.js";
import {
  groupDigits,
  isGuidelinesPath
} from "./chunk-GZGXWO7Q.js";
import "./chunk-CC4ATQTV.js";
import {
  removeInvisible
} from "./chunk-WS543FGP.js";
import "./chunk-CXFAJQ3X.js";
import "./chunk-QLSSUCQI.js";
import "./chunk-SR6QCFEX.js";
import "./chunk-HLPW6TWX.js";
import "./chunk-HKAK5JSN.js";
import "./chunk-P7IRFNF7.js";
import "./chunk-46UCUBVH.js";
import "./chunk-7D2FMOYO.js";
import "./chunk-3G6RFUI2.js";
import "./chunk-JMDMHE6N.js";
import "./chunk-P32DJQ3Q.js";
import "./chunk-YW526HM7.js";
import "./chunk-YWK67LT6.js";
import "./chunk-NE6RTQ5N.js";

// src/cli/review-command.ts
import { readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";

// src/cli/assert-config-trusted.ts
var COMMAND_KEYS = [
  ["test-command", "testCommand"],
  ["lint-command", "lintCommand"],
  ["typecheck-command", "typecheckCommand"]
];
var UntrustedConfigError = class extends Error {
  constructor(configFile, baseRef, onBase, commands) {
    const listed = commands.map(({ key, command, base }) => `${key}: ${JSON.stringify(command)}${base === void 0 ? "" : ` (${baseRef}'s: ${JSON.stringify(base)})`}`).join(", ");
    const why = baseRef === void 0 ? "has no base branch to be compared with (pass --base)" : onBase ? `differs from ${baseRef}'s` : `is not on ${baseRef}`;
    super(
      `the config file ${configFile} on this branch ${why} and sets ${listed}. Whoever wrote the branch chose these commands, and they would run on this machine: read them, then run with --trust-config to run them, or give your own with --test-command, --lint-command or --typecheck-command`
    );
    this.configFile = configFile;
    this.baseRef = baseRef;
    this.onBase = onBase;
    this.commands = commands;
  }
  configFile;
  baseRef;
  onBase;
  commands;
  name = "UntrustedConfigError";
};
function untrustedConfigCommands(branch, base, flags) {
  const verification = COMMAND_KEYS.flatMap(([key, name]) => {
    const command = branch[name];
    if (typeof command !== "string" || flags[key]?.trim() || base?.[name] === command) return [];
    const baseCommand = base?.[name];
    return [{ key, command, ...typeof baseCommand === "string" ? { base: baseCommand } : {} }];
  });
  const analyzers = branch.analyzers.flatMap((analyzer, index) => {
    if (!analyzer.command) return [];
    const baseCommand = (analyzer.name ? base?.analyzers.find((entry) => entry.name === analyzer.name) : base?.analyzers[index])?.command;
    if (baseCommand === analyzer.command) return [];
    return [{ key: `analyzers[${analyzer.name ?? index}].command`, command: analyzer.command, ...baseCommand ? { base: baseCommand } : {} }];
  });
  return [...verification, ...analyzers];
}
async function assertConfigTrusted(options) {
  const { root, configFile, configText, settings, flags, env } = options;
  if (configText === void 0 || untrustedConfigCommands(settings, void 0, flags).length === 0) return;
  let baseRef;
  let baseText;
  try {
    const resolved = options.resolvedBase ?? await resolveBase(options.base, { cwd: root, env });
    baseRef = resolved.ref;
    baseText = await readFileAtCommit(root, resolved.sha, configFile, env);
  } catch (error) {
    if (!(error instanceof NoDefaultBaseError)) throw error;
  }
  if (baseText === configText) return;
  const commands = untrustedConfigCommands(settings, baseText === void 0 ? void 0 : tryParseSettings(baseText, flags), flags);
  if (commands.length > 0) throw new UntrustedConfigError(configFile, baseRef, baseText !== void 0, commands);
}
function tryParseSettings(configText, flags) {
  try {
    return parseSettings({ inputs: flags, configText }).settings;
  } catch {
    return void 0;
  }
}
var UntrustedGuidelinesError = class extends Error {
  constructor(baseRef, changed) {
    const against = baseRef === void 0 ? "and there is no base branch to compare them with (pass --base)" : `from ${baseRef}'s`;
    super(
      `this branch's review guidelines differ ${against}: ${changed.join(", ")}. Whoever wrote the branch wrote these instructions, and the model reviewers would follow them: read them, then run with --trust-config to follow them, or review with the base branch's guidelines by leaving these changes out of the reviewed commit (or set guidelines: off)`
    );
    this.baseRef = baseRef;
    this.changed = changed;
  }
  baseRef;
  changed;
  name = "UntrustedGuidelinesError";
};
async function assertGuidelinesTrusted(options) {
  const { root, settings, env } = options;
  const instructions = withInstructions(settings.pathInstructions);
  if (settings.model === "static" || settings.guidelines === "off" && instructions.length === 0) return;
  let resolved;
  try {
    resolved = options.resolvedBase ?? await resolveBase(options.base, { cwd: root, env });
  } catch (error) {
    if (!(error instanceof NoDefaultBaseError)) throw error;
  }
  const reviewed = createGitGuidelinesSource({ cwd: root, ...options.headSha ? { commit: options.headSha } : {}, origin: "reviewed", env });
  const base = resolved ? createGitGuidelinesSource({ cwd: root, commit: resolved.sha, origin: "base", env }) : void 0;
  const changed = [];
  if (settings.guidelines !== "off") {
    const paths = settings.guidelines === "auto" ? new Set([...(await reviewed.listPaths()).paths, ...(await base?.listPaths())?.paths ?? []].filter(isGuidelinesPath)) : new Set(settings.guidelines);
    for (const path of [...paths].sort()) {
      if (await reviewed.read(path) !== await base?.read(path)) changed.push(path);
    }
  }
  if (instructions.length > 0) {
    const baseText = resolved ? await readFileAtCommit(root, resolved.sha, options.configFile, env) : void 0;
    const baseSettings = baseText === void 0 ? void 0 : tryParseSettings(baseText, options.flags);
    if (JSON.stringify(instructions) !== JSON.stringify(withInstructions(baseSettings?.pathInstructions ?? [])))
      changed.push(`${options.configFile} path-instructions`);
  }
  if (changed.length > 0) throw new UntrustedGuidelinesError(resolved?.ref, changed);
}
function withInstructions(pathInstructions) {
  return pathInstructions.flatMap(({ paths, instructions, agents }) => instructions ? [{ paths, instructions, ...agents ? { agents } : {} }] : []);
}

// src/report/render-text.ts
var NOT_REVIEWED_SHOWN = 5;
var ERRORS_SHOWN = 3;
var WARNINGS_SHOWN = 5;
var DROPPED_SHOWN = 5;
var SEVERITY_STYLE = {
  critical: ["bold", "red"],
  high: ["red"],
  medium: ["yellow"],
  low: ["cyan"],
  info: ["dim"]
};
var VERDICT_STYLE = {
  failed: ["bold", "red"],
  incomplete: ["bold", "yellow"],
  passed: ["bold", "green"],
  skipped: ["bold"]
};
function renderText(report, options = {}) {
  const paint = createPaint(options.color === true);
  const lines = [];
  const files = /* @__PURE__ */ new Map();
  const shown = visibleFindings(report.findings, findingViewOf(report));
  for (const finding of shown.sort(compareByLocation)) {
    files.set(finding.file, [...files.get(finding.file) ?? [], finding]);
  }
  const { files_reviewed: filesReviewed, lines_reviewed: linesReviewed } = report.summary;
  lines.push(
    `Sextant ${report.version} \xB7 ${safe(report.model)} \xB7 ${formatCount(shown.length, "finding")} in ${formatCount(files.size, "file")} \xB7 ${formatCount(filesReviewed, "file")} (${formatCount(linesReviewed, "line")}) reviewed`
  );
  for (const findings of files.values()) {
    lines.push("");
    for (const finding of findings) {
      const location = paint("bold", `${safe(finding.file)}:${finding.line}:${finding.column ?? 1}`);
      const severity = paint(SEVERITY_STYLE[finding.severity], finding.severity.padEnd(8));
      const rule = finding.rule_id ? `${safe(finding.rule_id)}  ` : "";
      const range = finding.end_line && finding.end_line > finding.line ? ` \xB7 lines ${finding.line}-${finding.end_line}` : "";
      lines.push(`${location}  ${severity}  ${rule}${finding.id} \xB7 ${finding.agent} \xB7 ${safe(finding.category)}${range}`);
      lines.push(...indent(safe(finding.description), "    "));
      if (finding.recommendation.trim()) lines.push(...indent(`\u2192 ${safe(finding.recommendation)}`, "    "));
      if (finding.suggestion) lines.push(...indent(describeSuggestion(finding.suggestion), "    "));
      const silencer = silencerFor(finding);
      if (silencer) {
        const where = silencer.where === "comment" ? "on the line or the line above" : "under rules: in the config file";
        lines.push(paint("dim", `    ignore: ${silencer.code}  (${where})`));
      }
    }
  }
  const checks = CHECKS.filter((check) => report.verification[check].status !== "not_configured");
  if (checks.length > 0) lines.push("", `Verification: ${checks.map((check) => `${check} ${safe(describeCheck(report.verification[check]))}`).join(" \xB7 ")}`);
  if (report.analyzers?.length) lines.push("");
  for (const run of report.analyzers ?? []) lines.push(`Analyzer ${safe(run.name)}: ${safe(describeAnalyzerRun(run))}`);
  const unverified = report.findings.filter((finding) => finding.suggestion && !isVerifiedSuggestion(finding.suggestion)).length;
  if (report.fixed_issues.length > 0 || report.files_modified.length > 0 || unverified > 0) {
    const suggestions = unverified > 0 ? ` \xB7 ${formatCount(unverified, "unverified suggestion")}` : "";
    lines.push(
      `Fixes: ${`${report.fixed_issues.length} verified fix${report.fixed_issues.length === 1 ? "" : "es"}`}${suggestions} \xB7 ${describeFixIterations(report.summary)} \xB7 ended: ${safe(describeTermination(report.summary.termination_reason))}`
    );
    for (const fix of report.applied_fixes ?? []) {
      lines.push(`  ${fix.verified ? "\u2714" : "\u26A0"} applied ${safe(describeAppliedFix(fix))}`, ...indent(safe(fix.diff), "      "));
    }
  }
  if (report.not_reviewed.length > 0) {
    const reasons = /* @__PURE__ */ new Map();
    for (const entry of report.not_reviewed) reasons.set(entry.reason, (reasons.get(entry.reason) ?? 0) + 1);
    const byReason = [...reasons].map(([reason, total]) => `${safe(reason)} ${total}`).join(", ");
    lines.push("", `Not reviewed: ${formatCount(report.not_reviewed.length, "file")} (${byReason})`);
    for (const entry of report.not_reviewed.slice(0, NOT_REVIEWED_SHOWN)) {
      lines.push(`  ${safe(entry.path)} \u2014 ${safe(entry.reason)}${entry.detail ? `: ${safe(entry.detail)}` : ""}`);
    }
    const more = report.not_reviewed.length - NOT_REVIEWED_SHOWN;
    if (more > 0) lines.push(`  \u2026 and ${more} more`);
  }
  const agents = latestAgentResults(report);
  const failed = agents.filter((result) => result.status === "failed");
  if (failed.length > 0) {
    const which = failed.map((result) => `${result.agent}${result.error ? ` (${safe(result.error)})` : ""}`).join(", ");
    const ran = agents.filter((result) => result.status !== "skipped").length;
    lines.push("", `Agents: ${agents.filter((result) => result.status === "success").length} of ${ran} succeeded \u2014 failed: ${which}`);
  }
  const { usage } = report;
  if (usage.by_agent && Object.keys(usage.by_agent).length > 0) {
    const cost = usage.cost_estimate_usd === null ? "cost unknown (no list price for this model)" : `about $${usage.cost_estimate_usd.toFixed(4)}`;
    lines.push("", `Model: ${groupDigits(usage.input_tokens)} input / ${groupDigits(usage.output_tokens)} output tokens \xB7 ${cost}`);
  }
  const dropped = report.dropped_findings ?? [];
  if (dropped.length > 0) {
    lines.push("", `Dropped by verification: ${formatCount(dropped.length, "model finding")} (not shown as findings)`);
    for (const finding of dropped.slice(0, DROPPED_SHOWN))
      lines.push(...indent(`${safe(finding.file)}:${finding.line} ${finding.agent} \xB7 ${safe(finding.category)} \u2014 ${safe(finding.drop_reason)}`, "  "));
    if (dropped.length > DROPPED_SHOWN) lines.push(`  \u2026 and ${dropped.length - DROPPED_SHOWN} more in the JSON report`);
  }
  if (report.errors.length > 0) {
    lines.push("", `Errors: ${report.errors.length}`);
    for (const error of report.errors.slice(0, ERRORS_SHOWN)) lines.push(...indent(`${safe(error.step)}: ${safe(error.message)}`, "  "));
  }
  if (report.warnings.length > 0) {
    lines.push("", `Warnings: ${report.warnings.length}`);
    for (const warning of report.warnings.slice(0, WARNINGS_SHOWN)) lines.push(...indent(safe(warning), "  "));
    const more = report.warnings.length - WARNINGS_SHOWN;
    if (more > 0) lines.push(`  \u2026 and ${more} more in the JSON report`);
  }
  if (options.hints?.length) lines.push("", "What to try:", ...options.hints.map((hint) => `  ${safe(hint)}`));
  const verdict = describeVerdict(report, { showInfoHint: "--show-info", minConfidenceHint: "--min-confidence 0" });
  lines.push("", paint(VERDICT_STYLE[verdict.outcome], `${verdict.symbol} ${safe(verdict.text)}`));
  return `${lines.join("\n")}
`;
}
function describeSuggestion(suggestion) {
  const lines = suggestion.end_line > suggestion.start_line ? `lines ${suggestion.start_line}-${suggestion.end_line}` : `line ${suggestion.start_line}`;
  const label = isVerifiedSuggestion(suggestion) ? "\u2714 verified fix" : safe(suggestionLabel(suggestion));
  if (suggestion.replacement === "") return `${label}: delete ${lines}`;
  return `${label}: replace ${lines} with
${indent(safe(suggestion.replacement), "    ").join("\n")}`;
}
function safe(text) {
  return removeInvisible(text.replace(/\r\n?/g, "\n"));
}
function indent(text, prefix) {
  return text.split("\n").map((line) => `${prefix}${line}`);
}

// src/cli/nothing-to-review-hints.ts
var GLOBS_SHOWN = 5;
function nothingToReviewHints(report, asked) {
  if (report.status !== "skipped") return [];
  const reasons = new Set(report.not_reviewed.map((entry) => entry.reason));
  const hints = [];
  if (asked.behind) {
    const { base, commits } = asked.behind;
    hints.push(
      `HEAD is an ancestor of '${base}', which has ${commits} commit${commits === 1 ? "" : "s"} more: HEAD has no commit of its own to review. Check out the branch you mean to review, or pass an older --base (e.g. --base HEAD~1)`
    );
  }
  if (reasons.has("not-included")) {
    hints.push(
      `--include ${quoteAll(asked.include)} matches none of the changed files: check the glob (paths are relative to the repository root, e.g. 'src/**')`
    );
  }
  if (reasons.has("excluded-by-config")) {
    hints.push(`--exclude ${quoteAll(asked.exclude)} (or exclude: in the config file) left files out: drop or narrow it to review them`);
  }
  if (reasons.has("excluded-by-default")) {
    hints.push(
      "default exclusions (lockfiles, build output such as dist/, vendored and minified files) are never reviewed: review the commits that change their sources"
    );
  }
  if (reasons.has("unsupported-language") && asked.model === "static") {
    hints.push("the static engine reviews TypeScript, JavaScript, Python and Go; with a model (--model provider:model-id) the agents review any language");
  }
  if (asked.uncommitted) {
    hints.push("--base <ref> reviews your commits since <ref> instead of the working tree (e.g. --base main)");
  } else {
    const instead = asked.base === void 0 ? ", e.g. --base HEAD~1 for the last commit (the default base is the upstream branch, else origin/main, main or master)" : ` instead of since '${asked.base}'`;
    hints.push(`--base <ref> reviews the commits since <ref>${instead}`);
    hints.push("--uncommitted reviews the staged, unstaged and untracked changes in the working tree");
  }
  return hints;
}
function quoteAll(globs) {
  const shown = globs.slice(0, GLOBS_SHOWN).map((glob) => `'${glob}'`);
  return globs.length > GLOBS_SHOWN ? `${shown.join(" ")} \u2026` : shown.join(" ");
}

// src/cli/review-command.ts
var EXIT = { ok: 0, gated: 1, usage: 2, incomplete: 3, internal: 4 };
var USER_ERRORS = [UsageError, ConfigurationError, UntrustedConfigError, UntrustedGuidelinesError, LocalChangeError, StateCorruptError, SessionFolderError];
var SESSIONS_FOLDER = ".sextant";
async function runCli(given) {
  const { runtime, redact } = redactCliOutput(given);
  let args;
  let paint = createPaint(false);
  try {
    args = await parseArgsWithHints(runtime);
    paint = createPaint(runtime.color(args.color).stderr);
    if (args.command === "help") return writeLine(runtime.stdout, USAGE), EXIT.ok;
    if (args.command === "version") return writeLine(runtime.stdout, VERSION), EXIT.ok;
    if (args.command === "clean") return await clean(runtime);
    return await review(runtime, args, paint, redact);
  } catch (error) {
    return reportError(runtime, error, { debug: args?.debug ?? runtime.argv.includes("--debug"), paint });
  }
}
async function review(runtime, args, paint, redact) {
  const color = runtime.color(args.color);
  const note = (text) => {
    if (!args.quiet) runtime.stderr.write(`sextant: ${text}
`);
  };
  const outputPath = args.output === void 0 ? void 0 : resolve(runtime.cwd, args.output);
  if (outputPath) await assertWritableFolder(outputPath);
  const { root, range, base, behindBase } = await resolveReview(runtime, args);
  const configFile = args.inputs["config-file"] || DEFAULT_SETTINGS.configFile;
  const configText = await readConfigFile(join(root, configFile), configFile);
  if (configText === void 0 && args.inputs["config-file"]) {
    throw new ConfigurationError("config", configFile, "a config file that exists (paths are relative to the repository root)");
  }
  const parsed = parseFlagSettings(args.inputs, configText, configFile);
  const { warnings } = parsed;
  const settings = parsed.settings.model === "static" ? parsed.settings : { ...parsed.settings, apiKey: runtime.apiKey(parsed.settings.model) };
  assertSupported(settings);
  if (settings.fix === "commit") {
    throw new ConfigurationError("fix", settings.fix, "'off' or 'suggest' on the command line (use --fix to keep verified fixes in the working tree)");
  }
  if (args.fix && !args.resume && !settings.testCommand && !settings.lintCommand && !settings.typecheckCommand) {
    throw new UsageError(
      `--fix keeps only the fixes a check verified, and no verification command is set: give --test-command, --lint-command or --typecheck-command (or test-command, lint-command or typecheck-command in ${configFile})`
    );
  }
  const guidelinesCommit = args.uncommitted ? void 0 : range?.headSha ?? "HEAD";
  if (!args.trustConfig) {
    await assertConfigTrusted({ root, base: args.base, resolvedBase: base, configFile, configText, settings, flags: args.inputs, env: runtime.env });
    const guidelinesBase = args.uncommitted && range ? { ref: "HEAD", sha: range.headSha } : base;
    await assertGuidelinesTrusted({
      root,
      base: args.base,
      ...guidelinesBase ? { resolvedBase: guidelinesBase } : {},
      headSha: guidelinesCommit,
      configFile,
      settings,
      flags: args.inputs,
      env: runtime.env
    });
  }
  for (const warning of warnings) note(paint("yellow", `warning: ${warning}`));
  const intent = settings.model !== "static" && range?.base ? await readCommitIntent({ cwd: root, baseSha: range.base.sha, headSha: range.headSha, env: runtime.env }) : [];
  const quietSink = { write: () => void 0 };
  const result = await runReviewSession({
    cwd: root,
    createSource: (request, headSha) => createLocalChangeSource({ cwd: root, base: request.base, uncommitted: request.uncommitted, headSha, env: runtime.env, resolved: range }),
    sessionsRoot: join(root, SESSIONS_FOLDER),
    guidelines: createGitGuidelinesSource({
      cwd: root,
      ...guidelinesCommit ? { commit: guidelinesCommit } : {},
      origin: guidelinesCommit ? `head ${guidelinesCommit.slice(0, 7)}` : "working tree",
      env: runtime.env
    }),
    settings,
    ...intent.length > 0 ? { intent } : {},
    warnings,
    base: args.base,
    uncommitted: args.uncommitted,
    keepFixes: args.fix,
    resume: args.resume,
    apiKey: runtime.apiKey,
    context: runtime,
    sink: args.quiet ? quietSink : createStderrSink(runtime.stderr, paint)
  });
  const hints = nothingToReviewHints(result.report, {
    base: args.base,
    uncommitted: args.uncommitted,
    include: settings.include,
    exclude: settings.exclude,
    model: settings.model,
    ...behindBase && base ? { behind: { base: base.ref, commits: behindBase } } : {}
  });
  if (hints.length > 0 && (args.format !== "text" || outputPath)) {
    note("nothing to review. What to try:");
    for (const hint of hints) note(`  ${hint}`);
  }
  const rendered = await renderReport(result, args.format, outputPath ? args.color === true : color.stdout, hints);
  if (outputPath) {
    await writeFile(outputPath, redactStyledText(rendered, redact));
    note(`${args.format} report written to ${outputPath}`);
  } else {
    writeLine(runtime.stdout, rendered);
  }
  if (result.prunedSessions.length > 0) note(`removed ${result.prunedSessions.length} old session(s) (keep-sessions: ${settings.keepSessions})`);
  const sessionId = result.state.session_id;
  note(`session ${sessionId} \u2014 HTML report: ${result.htmlPath}`);
  const signal = runtime.receivedSignal();
  if (signal) {
    if (result.state.status === "user_exit") runtime.stderr.write(`sextant: interrupted; continue with: sextant review --resume ${sessionId}
`);
    return signal === "SIGINT" ? 130 : 143;
  }
  if (result.report.summary.gate.failed) return EXIT.gated;
  return isReviewIncomplete(result.report) ? EXIT.incomplete : EXIT.ok;
}
function parseFlagSettings(inputs, configText, configFile) {
  try {
    return parseSettings({ inputs, configText, configOrigin: configFile });
  } catch (error) {
    if (!(error instanceof ConfigurationError) || error.origin !== void 0 || inputs[error.key] === void 0) throw error;
    const flag = error.key === "config-file" ? "config" : error.key;
    const typo = / \(did you mean [^)]*\)$/.exec(error.expected)?.[0] ?? "";
    throw new UsageError(`--${flag} takes ${error.expected.slice(0, error.expected.length - typo.length)}, got ${describeValue(error.value)}${typo}`);
  }
}
async function resolveReview(runtime, args) {
  if (args.base !== void 0 && !args.resume && !args.uncommitted) {
    const found = await findRangeAtOnce(runtime.cwd, args.base, runtime.env);
    if (found) return rangeTarget(found.root, found.headSha, { ref: args.base, sha: found.baseSha }, found.mergeBaseSha, runtime.env);
  }
  const { root, sha: headSha } = await findRepositoryAndCommit(runtime.cwd, "HEAD", runtime.env);
  const given = args.base ? { ref: args.base, sha: await verifyBase(root, args.base, runtime.env) } : void 0;
  if (args.resume) return { root, base: given };
  if (headSha === void 0) throw new NoCommitsError(root);
  if (args.uncommitted) return { root, range: { root, headSha } };
  const git = { cwd: root, env: runtime.env };
  const base = given ?? await resolveBase(args.base, git);
  return rangeTarget(root, headSha, base, await readMergeBase(base, headSha, git), runtime.env);
}
async function rangeTarget(root, headSha, base, mergeBaseSha, env) {
  const behindBase = mergeBaseSha === headSha && base.sha !== headSha ? await countCommitsAhead(base.sha, headSha, { cwd: root, env }) : void 0;
  return { root, range: { root, headSha, base, mergeBaseSha }, base, ...behindBase ? { behindBase } : {} };
}
async function parseArgsWithHints(runtime) {
  try {
    return parseCliArgs(runtime.argv);
  } catch (error) {
    if (!(error instanceof UnexpectedArgumentError) || error.command !== "review") throw error;
    const { sha } = await findRepositoryAndCommit(runtime.cwd, error.argument, runtime.env).catch(() => ({ sha: void 0 }));
    if (sha === void 0) throw error;
    throw new UsageError(`${error.message}: to review the change since '${error.argument}', use --base ${error.argument}`);
  }
}
async function clean(runtime) {
  const root = await findRepositoryRoot(runtime.cwd, runtime.env);
  const folder = join(root, SESSIONS_FOLDER);
  const { removed, busy } = await cleanSessions(folder, runtime.now().toISOString());
  const kept = busy ? `; kept session ${busy}: a review is running` : "";
  writeLine(runtime.stdout, `removed ${removed.length} session${removed.length === 1 ? "" : "s"} from ${folder}${kept}`);
  return EXIT.ok;
}
async function renderReport(result, format, color, hints) {
  switch (format) {
    case "json":
      return JSON.stringify(result.report, null, 2);
    case "markdown":
      return renderMarkdown(result.report);
    case "sarif":
      return JSON.stringify(renderSarif(result.report), null, 2);
    case "html":
      return readFile(result.htmlPath, "utf8");
    case "text":
      return renderText(result.report, { color, hints });
  }
}
async function assertWritableFolder(path) {
  const folder = await stat(dirname(path)).catch(() => void 0);
  if (!folder?.isDirectory()) throw new UsageError(`--output: the folder ${dirname(path)} does not exist`);
  const target = await stat(path).catch(() => void 0);
  if (target?.isDirectory()) throw new UsageError(`--output: ${path} is a folder; give a file name`);
}
function reportError(runtime, thrown, options) {
  const logFile = thrown instanceof SessionRunError ? thrown.logFile : void 0;
  const error = thrown instanceof SessionRunError ? thrown.cause : thrown;
  const stack = options.debug && error instanceof Error && error.stack ? `
${error.stack}` : "";
  const message = error instanceof Error ? error.message : String(error);
  if (USER_ERRORS.some((kind) => error instanceof kind)) {
    const hint = error instanceof UsageError ? "\nRun 'sextant --help' for the options." : "";
    runtime.stderr.write(`${options.paint("red", `sextant: error: ${message}`)}${hint}${stack}
`);
    return EXIT.usage;
  }
  const where = logFile ? `the stack is in ${logFile}` : "no session log was written yet";
  const more = options.debug ? stack : ` (${where}; run with --debug to print it)`;
  runtime.stderr.write(`${options.paint("red", `sextant: internal error: ${message}`)}${more}
`);
  return EXIT.internal;
}
function writeLine(stream, text) {
  stream.write(text.endsWith("\n") ? text : `${text}
`);
}
export {
  runCli
};
