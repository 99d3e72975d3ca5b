import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  anchorFindings,
  formatCount,
  hiddenFindings,
  mergeFindings
} from "./chunk-X3HQL4UC.js";
import {
  REVIEW_RULES,
  agentPathInstructions,
  batchPrefix,
  buildAgentInstruction,
  cacheKeyOf,
  createCallProgress,
  loadReviewContext,
  outputTokens,
  readExtraContext
} from "./chunk-VDS3MF35.js";
import "./chunk-KIELRFZA.js";
import {
  CancelledError,
  addCallerUsage,
  coveredLanguages,
  defineResponseSchema,
  describeCost,
  fenceUntrusted,
  groupDigits,
  lowercaseEnum,
  pLimit,
  sanitizeUntrusted,
  totalUsage
} from "./chunk-3YC6P2MQ.js";
import "./chunk-TSAYMLRU.js";
import "./chunk-VXPUQYCK.js";
import {
  addUsage
} from "./chunk-CC4ATQTV.js";
import "./chunk-3IGPBWWN.js";
import {
  redactSecrets
} from "./chunk-2EA2E2UC.js";
import "./chunk-D2MTBSIC.js";
import {
  AGENT_NAMES,
  DIMENSIONS,
  SEVERITIES,
  isBuiltInAgent,
  languageOf
} from "./chunk-NX6BD52Q.js";
import {
  external_exports
} from "./chunk-P7IRFNF7.js";
import "./chunk-46UCUBVH.js";
import "./chunk-NE6RTQ5N.js";

// src/agents/review-response.ts
var MAX_ISSUES_PER_REPLY = 40;
var LineNumber = external_exports.number().int().min(1).max(1e7);
var StrictIssue = external_exports.object({
  file: external_exports.string(),
  line: LineNumber,
  end_line: LineNumber.nullable(),
  severity: external_exports.enum(SEVERITIES),
  confidence: external_exports.number().int().min(0).max(100),
  dimension: external_exports.enum(DIMENSIONS),
  category: external_exports.string(),
  description: external_exports.string(),
  recommendation: external_exports.string(),
  code_snippet: external_exports.string().nullable(),
  auto_fixable: external_exports.boolean(),
  fix_example: external_exports.string().nullable()
});
var ReplyIssue = external_exports.object({
  file: external_exports.string().trim().min(1),
  line: external_exports.coerce.number().int(),
  end_line: external_exports.coerce.number().int().nullish(),
  severity: lowercaseEnum(SEVERITIES),
  confidence: external_exports.coerce.number().transform(Math.round),
  dimension: lowercaseEnum(DIMENSIONS).nullish(),
  category: external_exports.string().trim().min(1).nullish(),
  description: external_exports.string().trim().min(1),
  recommendation: external_exports.string().nullish(),
  code_snippet: external_exports.string().nullish(),
  auto_fixable: external_exports.boolean().nullish(),
  fix_example: external_exports.string().nullish()
});
var REVIEW_RESPONSE = defineResponseSchema({
  name: "review",
  description: "The findings of one reviewer on the change.",
  strict: external_exports.object({ status: external_exports.enum(["success"]), issues: external_exports.array(StrictIssue), positive_observations: external_exports.array(external_exports.string()) }),
  reply: external_exports.object({
    status: external_exports.literal("success"),
    issues: external_exports.array(ReplyIssue).transform((issues) => issues.slice(0, MAX_ISSUES_PER_REPLY)),
    positive_observations: external_exports.array(external_exports.string()).nullish()
  })
});

// src/agents/verification.ts
var VERDICTS = ["keep", "drop"];
var VERIFY_RESPONSE = defineResponseSchema({
  name: "verification",
  description: "A verdict on each candidate finding: keep it or drop it, and why.",
  strict: external_exports.object({
    verdicts: external_exports.array(external_exports.object({ id: external_exports.string(), verdict: external_exports.enum(VERDICTS), reason: external_exports.string() }))
  }),
  reply: external_exports.object({
    verdicts: external_exports.array(
      external_exports.object({
        id: external_exports.coerce.string().trim().toUpperCase(),
        verdict: lowercaseEnum(VERDICTS),
        reason: external_exports.string().trim().nullish()
      })
    )
  })
});
function buildVerifyInstruction(candidates) {
  return `Task: verify
The reviewers reported the candidate findings below on this change. Before they are posted, check each one against the code shown above, as a skeptical senior reviewer:
- keep: the code shown supports it. The problem is real, it is on the line named (or the range starting there), the change introduces or worsens it, and the description is accurate.
- drop: the code contradicts it or does not show it (the guard it asks for is already there, the value cannot be null, the line does something else), it is about code the change does not touch, or it is a matter of taste presented as a defect.
When a finding rests on a reasonable assumption about code you cannot see, keep it. Judge each candidate on its own; do not merge, rewrite or add findings.

Candidates:
${candidates}

Reply with this JSON object, one verdict per candidate id: {"verdicts": [{"id": "F1", "verdict": "keep|drop", "reason": "one sentence"}]}`;
}

// src/orchestrator/verify-findings.ts
var MAX_CANDIDATES_PER_CALL = 40;
var VERIFY_MAX_OUTPUT_TOKENS = 4096;
var VERIFY_CALLER = "verify";
function needsVerification(finding) {
  return finding.source === "llm" && !finding.rule_id;
}
function describe(finding, id) {
  const lines = finding.end_line && finding.end_line !== finding.line ? `${finding.line}-${finding.end_line}` : `${finding.line}`;
  const text = [
    `${id} ${finding.file}:${lines} ${finding.severity} ${finding.dimension}/${finding.category} (${finding.agent}, confidence ${finding.confidence})`,
    `  description: ${finding.description}`,
    ...finding.recommendation ? [`  recommendation: ${finding.recommendation}`] : [],
    ...finding.code_snippet ? [`  code: ${finding.code_snippet}`] : []
  ].join("\n");
  return redactSecrets(sanitizeUntrusted(text));
}
async function verifyFindings(findings, state, context, ports, progress) {
  const plan = state.review_plan?.batches ?? [];
  const batchOf = /* @__PURE__ */ new Map();
  plan.forEach((batch, index) => {
    for (const path of batch.files) if (!batchOf.has(path)) batchOf.set(path, index);
  });
  const groups = /* @__PURE__ */ new Map();
  for (const finding of findings) {
    const index = batchOf.get(finding.file);
    if (index === void 0 || !needsVerification(finding)) continue;
    groups.set(index, [...groups.get(index) ?? [], finding]);
  }
  const calls = [];
  for (const [batch, group] of [...groups].sort(([a], [b]) => a - b)) {
    for (let start = 0; start < group.length; start += MAX_CANDIDATES_PER_CALL) {
      calls.push({ batch, part: start / MAX_CANDIDATES_PER_CALL, findings: group.slice(start, start + MAX_CANDIDATES_PER_CALL) });
    }
  }
  const limit = pLimit(context.llm.concurrency);
  async function check(call) {
    const ids = call.findings.map((_, index) => `F${index + 1}`);
    const batch = plan[call.batch];
    const where = plan.length > 1 ? ` (batch ${call.batch + 1}/${plan.length})` : "";
    const outcome = await progress.track(
      `${VERIFY_CALLER}${where}`,
      () => context.model.generate({
        caller: VERIFY_CALLER,
        prompt: {
          system: REVIEW_RULES,
          prefix: batch ? batchPrefix(context, batch, { index: call.batch, count: plan.length }, state.candidates) : "",
          instruction: buildVerifyInstruction(fenceUntrusted("candidates", call.findings.map((finding, index) => describe(finding, ids[index] ?? "")).join("\n"))),
          cacheKey: cacheKeyOf(state, call.batch)
        },
        schema: VERIFY_RESPONSE,
        maxOutputTokens: outputTokens(context.llm, VERIFY_MAX_OUTPUT_TOKENS),
        signal: ports.signal
      }),
      (reply) => `${reply.verdicts.filter((verdict) => verdict.verdict === "drop").length} of ${call.findings.length} dropped`
    );
    if (outcome.ok || outcome.code !== "OUTPUT_TRUNCATED" || call.findings.length === 1 || ports.signal.aborted) return [{ call, ids, outcome }];
    const middle = Math.ceil(call.findings.length / 2);
    const first = await check({ ...call, findings: call.findings.slice(0, middle) });
    const second = await check({ ...call, findings: call.findings.slice(middle) });
    const [head, ...rest] = [...first, ...second];
    return head ? [{ ...head, outcome: { ...head.outcome, usage: addUsage(head.outcome.usage, outcome.usage) } }, ...rest] : [];
  }
  const outcomes = (await Promise.all(calls.map((call) => limit(() => check(call))))).flat();
  let usage = state.usage;
  const dropped = /* @__PURE__ */ new Map();
  const warnings = [];
  for (const { call, ids, outcome } of outcomes) {
    usage = addCallerUsage(usage, context.model, VERIFY_CALLER, outcome.usage);
    if (!outcome.ok) {
      warnings.push(
        `verify-findings: the check of ${call.findings.length} model finding${call.findings.length === 1 ? "" : "s"}${plan.length > 1 ? ` in batch ${call.batch + 1}` : ""} failed (${outcome.code}: ${outcome.message}); they are kept unverified`
      );
      ports.log.event("FINDINGS_VERIFIED", { batch: call.batch + 1, outcome: "failed", code: outcome.code, kept: call.findings.length });
      continue;
    }
    const verdicts = new Map(outcome.value.verdicts.map((verdict) => [verdict.id, verdict]));
    call.findings.forEach((finding, index) => {
      const verdict = verdicts.get(ids[index] ?? "");
      if (verdict?.verdict === "drop") dropped.set(finding, verdict.reason || "the verification found no support for it in the code");
    });
    const droppedHere = call.findings.filter((finding) => dropped.has(finding));
    for (const finding of droppedHere) ports.log.event("FINDING_DROPPED", { file: finding.file, line: finding.line, agent: finding.agent, category: finding.category, reason: dropped.get(finding) });
    ports.log.event("FINDINGS_VERIFIED", { batch: call.batch + 1, checked: call.findings.length, dropped: droppedHere.length, unanswered: call.findings.filter((_, index) => !verdicts.has(ids[index] ?? "")).length });
  }
  return {
    kept: findings.filter((finding) => !dropped.has(finding)),
    dropped: [...dropped].map(([{ id: _id, suggestion: _suggestion, ...finding }, reason]) => ({ ...finding, drop_reason: reason })),
    usage,
    warnings
  };
}

// src/orchestrator/model-review.ts
var REVIEW_MAX_OUTPUT_TOKENS = 8192;
var FEWER_FINDINGS = 5;
var MAX_POSITIVE_OBSERVATIONS = 10;
async function modelReview(state, ports) {
  const reviewPlan = state.review_plan;
  if (!reviewPlan) throw new Error("the review was not planned: the classify step has not run");
  const plan = reviewPlan;
  const context = await loadReviewContext(state, ports, new Set(plan.batches.flatMap((batch) => batch.files)));
  const agentsByName = new Map(context.agents.map((agent) => [agent.name, agent]));
  ports.log.event("REVIEW_PARALLEL_START", { agents: context.agents.map((agent) => agent.name), batches: plan.batches.length, concurrency: context.llm.concurrency });
  const extras = await Promise.all(plan.batches.map((batch) => batch.needs_extra_context ? readExtraContext(context, batch, ports) : Promise.resolve("")));
  const limit = pLimit(context.llm.concurrency);
  const progress = createCallProgress(ports.log, () => ports.now().getTime());
  async function reviewPart(agent, batch, index, files, whole, fewer = false) {
    const started = ports.now().getTime();
    const label = plan.batches.length > 1 ? `${agent.name} (batch ${index + 1}/${plan.batches.length})` : agent.name;
    const shown = whole ? batch : { files: [...files], compact: batch.compact.filter((path) => files.includes(path)) };
    const prefix = batchPrefix(context, shown, { index, count: plan.batches.length }, state.candidates);
    const outcome = await progress.track(
      whole ? label : `${label}, ${files.length} of ${batch.files.length} files`,
      () => context.model.generate({
        caller: agent.name,
        prompt: {
          system: REVIEW_RULES,
          prefix,
          instruction: `${whole ? extras[index] ?? "" : ""}${buildAgentInstruction(agent, thresholdOf(agent, state))}${agentPathInstructions(context, agent.name, shown)}${fewer ? fewerFindingsNote() : ""}`,
          cacheKey: cacheKeyOf(state, index)
        },
        schema: REVIEW_RESPONSE,
        maxOutputTokens: outputTokens(context.llm, REVIEW_MAX_OUTPUT_TOKENS),
        signal: ports.signal
      }),
      (reply) => `${reply.issues.length} finding${reply.issues.length === 1 ? "" : "s"}`
    );
    const run = { agent, batch: index, files, outcome, durationMs: ports.now().getTime() - started };
    const truncated = !outcome.ok && outcome.code === "OUTPUT_TRUNCATED";
    if (outcome.ok || outcome.code !== "CONTEXT_OVERFLOW" && !truncated || ports.signal.aborted || truncated && fewer) {
      logRun(ports, run, plan.batches.length);
      return [run];
    }
    if (truncated) {
      const halves2 = files.length > 1 ? [files.slice(0, Math.ceil(files.length / 2)), files.slice(Math.ceil(files.length / 2))] : [files];
      ports.log.event("REVIEW_REPLY_TRUNCATED", { agent: agent.name, batch: index + 1, files: files.length, ...files.length > 1 ? { parts: halves2.map((half) => half.length) } : { max_findings: FEWER_FINDINGS }, message: outcome.message });
      const parts2 = [];
      for (const half of halves2) parts2.push(...await reviewPart(agent, batch, index, half, whole && files.length === 1, files.length === 1));
      return withSpentUsage(parts2, outcome.usage);
    }
    if (files.length === 1 && !whole) {
      ports.log.event("REVIEW_BATCH_SPLIT", { agent: agent.name, batch: index + 1, over_budget: files[0], message: outcome.message });
      return [{ ...run, overBudget: files[0] }];
    }
    const halves = whole ? [files] : [files.slice(0, Math.ceil(files.length / 2)), files.slice(Math.ceil(files.length / 2))];
    ports.log.event("REVIEW_BATCH_SPLIT", { agent: agent.name, batch: index + 1, files: files.length, parts: halves.map((half) => half.length), message: outcome.message });
    const parts = [];
    for (const half of halves) parts.push(...await reviewPart(agent, batch, index, half, false, fewer));
    return withSpentUsage(parts, outcome.usage);
  }
  const runs = (await Promise.all(
    plan.batches.flatMap(
      (batch, index) => batch.agents.flatMap((name) => {
        const agent = agentsByName.get(name);
        return agent ? [limit(() => reviewPart(agent, batch, index, batch.files, true))] : [];
      })
    )
  )).flat();
  if (ports.signal.aborted) throw new CancelledError();
  const anchorLines = new Map([...context.views].map(([path, view]) => [path, anchorLinesOf(view)]));
  let usage = state.usage;
  let unanchored = 0;
  let reanchored = 0;
  let belowConfidence = 0;
  const unsure = [];
  const issuesByAgent = /* @__PURE__ */ new Map();
  const candidates = [];
  const observations = /* @__PURE__ */ new Set();
  let clampedConfidence = 0;
  for (const run of runs) {
    usage = addCallerUsage(usage, context.model, run.agent.name, run.outcome.usage);
    if (!run.outcome.ok) continue;
    const batchFiles = /* @__PURE__ */ new Map();
    for (const path of run.files) {
      const lines = anchorLines.get(path);
      if (lines) batchFiles.set(path, lines);
    }
    clampedConfidence += run.outcome.value.issues.filter((issue) => issue.confidence < 0 || issue.confidence > 100).length;
    const anchored = anchorFindings(run.outcome.value.issues.map((issue) => toCandidate(issue, run.agent)), batchFiles);
    for (const dropped of anchored.dropped) ports.log.event("FINDING_UNANCHORED", { ...dropped });
    unanchored += anchored.dropped.length;
    reanchored += anchored.reanchored;
    issuesByAgent.set(run.agent.name, (issuesByAgent.get(run.agent.name) ?? 0) + anchored.anchored.length);
    const threshold = thresholdOf(run.agent, state);
    const confident = anchored.anchored.filter((finding) => finding.confidence >= threshold);
    belowConfidence += anchored.anchored.length - confident.length;
    unsure.push(...anchored.anchored.filter((finding) => finding.confidence < threshold));
    candidates.push(...confident);
    for (const note of run.outcome.value.positive_observations ?? []) if (note.trim()) observations.add(note.trim());
  }
  const isConfident = (finding) => finding.confidence >= (agentsByName.get(finding.agent)?.minConfidence ?? state.request.min_confidence);
  const staticConfident = state.candidates.filter(isConfident);
  belowConfidence += state.candidates.length - staticConfident.length;
  unsure.push(...state.candidates.filter((finding) => !isConfident(finding)));
  const merged = mergeFindings([...staticConfident, ...candidates], 0);
  const verifies = state.request.verify_findings !== false && merged.findings.some(needsVerification);
  const verified = verifies ? await verifyFindings(merged.findings, { ...state, ...usage ? { usage } : {} }, context, ports, progress) : void 0;
  if (ports.signal.aborted) throw new CancelledError();
  if (verified) usage = verified.usage;
  const findings = verified && verified.dropped.length > 0 ? mergeFindings(verified.kept, 0).findings : merged.findings;
  const overBudget = overBudgetEntries(state, runs, context.llm.max_input_tokens);
  const agentResults = resultsOf(state, context.agents, runs, issuesByAgent);
  const planned = new Set(runs.map((run) => run.agent.name));
  const succeeded = agentResults.filter((result) => result.status === "success" && planned.has(result.agent)).length;
  const required = Math.min(state.request.min_required_agents, planned.size);
  const incomplete = succeeded < required ? `INSUFFICIENT_COVERAGE: ${succeeded} of ${planned.size} agents succeeded (min-required-agents: ${state.request.min_required_agents})` : void 0;
  const totals = totalUsage(usage);
  ports.log.event("REVIEW_PARALLEL_END", {
    succeeded,
    planned: planned.size,
    findings: findings.length,
    duplicates_merged: merged.duplicates,
    below_confidence: belowConfidence,
    ...verified ? { dropped_by_verification: verified.dropped.length } : {},
    unanchored,
    reanchored,
    clamped_confidence: clampedConfidence,
    ...overBudget.length > 0 ? { over_budget: overBudget.map((entry) => entry.path) } : {},
    input_tokens: totals.input_tokens,
    cache_read_tokens: totals.cache_read_tokens,
    output_tokens: totals.output_tokens
  });
  const droppedNote = `${verified ? `, ${verified.dropped.length} dropped by verification` : ""}${clampedConfidence > 0 ? `, ${clampedConfidence} with a confidence outside 0\u2013100 clamped` : ""}`;
  ports.log.progress(
    `review: ${succeeded}/${planned.size} agents, ${formatCount(findings.length, "finding")} (${belowConfidence} under min-confidence, ${unanchored} outside the change${droppedNote}); ${groupDigits(totals.input_tokens)} input tokens (${groupDigits(totals.cache_read_tokens)} cached), ${groupDigits(totals.output_tokens)} output, ${describeCost(totals.cost_estimate_usd)}`
  );
  return {
    agent_results: agentResults,
    findings,
    ...verified ? { dropped_findings: verified.dropped } : {},
    ...verified?.warnings.length ? { warnings: [...state.warnings, ...verified.warnings] } : {},
    duplicates_merged: merged.duplicates,
    below_confidence: belowConfidence,
    hidden_findings: hiddenFindings(unsure, findings),
    ...usage ? { usage } : {},
    unanchored_findings: unanchored,
    reanchored_findings: reanchored,
    positive_observations: [...observations].slice(0, MAX_POSITIVE_OBSERVATIONS),
    ...incomplete ? { incomplete_reason: incomplete } : {},
    ...overBudget.length > 0 ? { not_reviewed: [...state.not_reviewed, ...overBudget], files_reviewed: (state.files_reviewed ?? 0) - overBudget.length } : {}
  };
}
function withSpentUsage(parts, spent) {
  return parts.map((part, position) => position === 0 ? { ...part, outcome: { ...part.outcome, usage: addUsage(part.outcome.usage, spent) } } : part);
}
function fewerFindingsNote() {
  return `

Your previous reply on this file was too long for the output limit. Report at most ${FEWER_FINDINGS} findings, the most severe first, with short descriptions and no fix examples.`;
}
function overBudgetEntries(state, runs, maxInputTokens) {
  const listed = new Set(state.not_reviewed.map((entry) => entry.path));
  const covered = coveredLanguages(state.request);
  const entries = /* @__PURE__ */ new Map();
  for (const run of runs) {
    if (!run.overBudget || listed.has(run.overBudget) || entries.has(run.overBudget)) continue;
    const language = languageOf(run.overBudget);
    entries.set(run.overBudget, {
      path: run.overBudget,
      reason: "over-budget",
      detail: `the model server's context is too small for this file with the review prompt (${run.outcome.ok ? "" : run.outcome.message}); not reviewed by the model agents (max-input-tokens: ${maxInputTokens})`,
      scanned_by: language !== void 0 && covered.has(language) ? "static-engine" : "text-gates"
    });
  }
  return [...entries.values()];
}
function thresholdOf(agent, state) {
  return agent.minConfidence ?? state.request.min_confidence;
}
function logRun(ports, run, batches) {
  const where = batches > 1 ? { batch: run.batch + 1 } : {};
  const tokens = { input_tokens: run.outcome.usage.input_tokens, cache_read_tokens: run.outcome.usage.cache_read_tokens, output_tokens: run.outcome.usage.output_tokens };
  if (run.outcome.ok) {
    ports.log.event("AGENT_SUCCESS", { agent: run.agent.name, ...where, issues_found: run.outcome.value.issues.length, repaired: run.outcome.repaired, duration_ms: run.durationMs, ...tokens });
  } else {
    ports.log.event("AGENT_FAILURE", { agent: run.agent.name, ...where, code: run.outcome.code, message: run.outcome.message, duration_ms: run.durationMs, ...tokens });
  }
}
function toCandidate(issue, agent) {
  const category = (issue.category ?? agent.category).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || agent.category;
  return {
    agent: agent.name,
    dimension: issue.dimension ?? agent.dimension,
    severity: issue.severity,
    // Grammar-constrained replies keep the type but not the bounds (5e9 has been seen): clamped, and counted.
    confidence: Math.min(100, Math.max(0, issue.confidence)),
    category,
    file: issue.file,
    line: issue.line,
    ...issue.end_line ? { end_line: issue.end_line } : {},
    ...issue.code_snippet ? { code_snippet: issue.code_snippet } : {},
    description: issue.description,
    recommendation: issue.recommendation ?? "",
    ...issue.fix_example ? { fix_example: issue.fix_example } : {},
    // An agent whose findings need judgement (tests, type design) never offers them to a fixer.
    auto_fixable: agent.autoFixable && issue.auto_fixable === true,
    source: "llm"
  };
}
function anchorLinesOf(view) {
  if (view.lines) return new Map(view.lines.map((text, index) => [index + 1, text]));
  const lines = /* @__PURE__ */ new Map();
  for (const hunk of view.file.hunks) {
    for (const line of hunk.lines) if (line.kind !== "delete" && line.newLine !== void 0) lines.set(line.newLine, line.content);
  }
  return lines;
}
function resultsOf(state, agents, runs, issues) {
  const selected = new Set(agents.map((agent) => agent.name));
  const names = [...AGENT_NAMES, ...agents.map((agent) => agent.name).filter((name) => !isBuiltInAgent(name))];
  const batches = state.review_plan?.batches ?? [];
  return names.map((agent) => {
    if (!selected.has(agent)) return { agent, status: "skipped", issues_found: 0, duration_ms: 0, error: "not selected" };
    const all = runs.filter((run) => run.agent.name === agent);
    const own = all.some((run) => !run.overBudget) ? all.filter((run) => !run.overBudget) : all;
    const duration = own.reduce((sum, run) => sum + run.durationMs, 0);
    if (own.length === 0) {
      const reason = batches.find((batch) => batch.source === "model")?.reason;
      return { agent, status: "skipped", issues_found: 0, duration_ms: 0, error: `not needed for this change (classify${reason ? `: ${reason}` : ""})` };
    }
    const failed = own.find((run) => !run.outcome.ok);
    if (failed && !failed.outcome.ok) {
      const part = batches.length > 1 ? ` (part ${failed.batch + 1} of ${batches.length})` : "";
      return { agent, status: "failed", issues_found: issues.get(agent) ?? 0, duration_ms: duration, error: `${failed.outcome.code}${part}: ${failed.outcome.message}` };
    }
    return { agent, status: "success", issues_found: issues.get(agent) ?? 0, duration_ms: duration };
  });
}
export {
  modelReview
};
