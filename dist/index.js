import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  ConfigurationError,
  DEFAULT_SETTINGS,
  assertSupported,
  compareBySeverity,
  createActionRuntime,
  createActionsSink,
  error,
  notice,
  parseSettings,
  readFileAtCommit,
  renderMarkdown,
  runReviewSession,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunks/chunk-FBOLZYVS.js";

// src/main.ts
import { readFile } from "node:fs/promises";
import { join } from "node:path";

// src/report/annotations.ts
var ANNOTATIONS_PER_TYPE_LIMIT = 10;
var LEVEL = { critical: "error", high: "error", medium: "warning", low: "notice", info: "notice" };
var LEVELS = ["error", "warning", "notice"];
function toAnnotations(findings, options = {}) {
  const limit = Math.max(0, options.perTypeLimit ?? ANNOTATIONS_PER_TYPE_LIMIT);
  const annotations = [];
  const omitted = { error: 0, warning: 0, notice: 0 };
  const sorted = [...findings].sort(compareBySeverity);
  for (const level of LEVELS) {
    const ofLevel = sorted.filter((finding) => LEVEL[finding.severity] === level);
    omitted[level] = Math.max(0, ofLevel.length - limit);
    for (const finding of ofLevel.slice(0, limit)) {
      const recommendation = finding.recommendation.trim();
      annotations.push({
        level,
        file: finding.file,
        startLine: finding.line,
        endLine: Math.max(finding.line, finding.end_line ?? finding.line),
        title: `${finding.id}: ${finding.category}`,
        message: recommendation ? `${finding.description}

Recommendation: ${recommendation}` : finding.description
      });
    }
  }
  return { annotations, omitted };
}

// src/report/render-job-summary.ts
var JOB_SUMMARY_MAX_BYTES = 1024 * 1024 - 8 * 1024;
function renderJobSummary(report) {
  const render = (limit) => renderMarkdown(report, { findingsLimit: limit, notReviewedLimit: limit });
  const longest = Math.max(report.findings.length, report.not_reviewed.length);
  const full = render(longest);
  if (byteLength(full) <= JOB_SUMMARY_MAX_BYTES) return full;
  const notice2 = (omitted) => `
> \u26A0\uFE0F **This summary was shortened to stay under GitHub's 1 MiB job-summary limit** (${omitted}). Every finding is in the JSON report and the SARIF file.
`;
  const shortenedNotice = notice2("lists cut; the counts above are complete");
  let low = 0;
  let high = longest - 1;
  let best;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const candidate = render(middle) + shortenedNotice;
    if (byteLength(candidate) <= JOB_SUMMARY_MAX_BYTES) {
      best = candidate;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return best ?? truncateBytes(render(0), JOB_SUMMARY_MAX_BYTES, notice2);
}
function truncateBytes(text, maxBytes, notice2) {
  const bytes = Buffer.from(text, "utf8");
  const reserved = byteLength(notice2(`${bytes.length} bytes omitted`));
  let cut = Math.max(0, maxBytes - reserved);
  while (cut > 0 && bytes[cut - 1] !== 10) cut -= 1;
  return `${bytes.subarray(0, cut).toString("utf8")}${notice2(`${bytes.length - cut} bytes omitted`)}`;
}
function byteLength(text) {
  return Buffer.byteLength(text, "utf8");
}

// src/github/publish-to-actions.ts
var ANNOTATIONS_PER_TYPE = 10;
async function publishToActions(result) {
  const { report } = result;
  setOutput("status", report.status);
  setOutput("termination-reason", report.summary.termination_reason);
  setOutput("findings-count", report.findings.length);
  setOutput("critical-count", report.summary.counts_by_severity.critical);
  setOutput("high-count", report.summary.counts_by_severity.high);
  setOutput("report-path", result.reportPath);
  setOutput("sarif-path", result.sarifPath);
  setOutput("review-id", "");
  const { annotations } = toAnnotations(report.findings, { perTypeLimit: ANNOTATIONS_PER_TYPE });
  for (const annotation of annotations) {
    const properties = { title: annotation.title, file: annotation.file, startLine: annotation.startLine, endLine: annotation.endLine };
    if (annotation.level === "error") error(annotation.message, properties);
    else if (annotation.level === "warning") warning(annotation.message, properties);
    else notice(annotation.message, properties);
  }
  await summary.addRaw(renderJobSummary(report)).write();
}

// src/main.ts
var PULL_REQUEST_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target"]);
var PRIVILEGED_EVENTS = /* @__PURE__ */ new Set(["pull_request_target", "workflow_run"]);
async function run(runtime) {
  try {
    const pullRequest = runtime.payload.pull_request;
    if (!PULL_REQUEST_EVENTS.has(runtime.eventName) || !pullRequest) {
      notice(`Sextant reviews pull requests; the '${runtime.eventName}' event has no pull request to review, so nothing was reviewed.`);
      setOutput("status", "skipped");
      setOutput("termination-reason", "no_changes");
      return;
    }
    const apiKey = runtime.inputs["api-key"];
    if (apiKey) setSecret(apiKey);
    const trusted = !!pullRequest.head.repo && pullRequest.head.repo.full_name === pullRequest.base.repo?.full_name;
    const configFile = runtime.inputs["config-file"] || DEFAULT_SETTINGS.configFile;
    const configText = trusted ? await readFile(join(runtime.cwd, configFile), "utf8").catch(() => void 0) : await readFileAtCommit(runtime.cwd, pullRequest.base.sha, configFile);
    const configOrigin = trusted ? configFile : `${configFile} at base ${pullRequest.base.sha.slice(0, 7)}`;
    const { settings, warnings } = parseSettings({ inputs: runtime.inputs, configText, configOrigin });
    assertSupported(settings);
    assertSafeCheckout(runtime.eventName, settings);
    for (const warning2 of warnings) warning(warning2);
    const result = await runReviewSession({
      cwd: runtime.cwd,
      sessionsRoot: join(runtime.runnerTemp, "sextant"),
      settings,
      warnings,
      base: pullRequest.base.sha,
      uncommitted: false,
      env: runtime.env,
      now: runtime.now,
      signal: runtime.signal,
      sink: createActionsSink()
    });
    await publishToActions(result);
    const { report } = result;
    if (report.summary.gate.failed) {
      setFailed(`Sextant: ${report.summary.gate.gated_count} finding(s) at or above '${report.summary.gate.fail_on}' (fail-on).`);
    } else if (report.status === "failed") {
      setFailed(`Sextant: the review is incomplete \u2014 ${report.summary.incomplete_reason ?? report.summary.termination_reason}.`);
    }
  } catch (error2) {
    setOutput("status", "failed");
    setFailed(error2 instanceof ConfigurationError || error2 instanceof Error ? error2.message : String(error2));
  }
}
function assertSafeCheckout(eventName, settings) {
  const anyCommand = settings.testCommand ?? settings.lintCommand ?? settings.typecheckCommand;
  if (!anyCommand || !PRIVILEGED_EVENTS.has(eventName) || settings.allowUnsafeCheckout) return;
  throw new ConfigurationError(
    "allow-unsafe-checkout",
    false,
    `true to run verification commands under '${eventName}', where PR code runs with secrets and a write token; prefer the two-workflow pattern (mode: analyze, then publish)`
  );
}

// src/index.ts
await run(createActionRuntime());
