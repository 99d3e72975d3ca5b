import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  REVIEW_RULES,
  batchCapacity,
  batchItems,
  batchPrefix,
  buildClassifyInstruction,
  cacheKeyOf,
  createCallProgress,
  investigateBatches,
  loadReviewContext,
  outputTokens,
  sizeOf
} from "./chunk-QXGT6OSX.js";
import "./chunk-PHFENRH5.js";
import {
  addCallerUsage,
  coveredLanguages,
  defineResponseSchema,
  lowercaseEnum,
  pLimit,
  sanitizeUntrusted
} from "./chunk-GZGXWO7Q.js";
import "./chunk-CC4ATQTV.js";
import {
  redactSecrets
} from "./chunk-WS543FGP.js";
import "./chunk-CXFAJQ3X.js";
import "./chunk-D2MTBSIC.js";
import "./chunk-QLSSUCQI.js";
import {
  CancelledError
} from "./chunk-SR6QCFEX.js";
import "./chunk-HLPW6TWX.js";
import "./chunk-HKAK5JSN.js";
import {
  external_exports
} from "./chunk-P7IRFNF7.js";
import "./chunk-46UCUBVH.js";
import "./chunk-7D2FMOYO.js";
import "./chunk-P32DJQ3Q.js";
import {
  languageOf
} from "./chunk-YW526HM7.js";
import {
  fileRoleOf
} from "./chunk-YWK67LT6.js";
import "./chunk-NE6RTQ5N.js";

// src/agents/classification.ts
var CHANGE_KINDS = ["docs", "tests", "deps", "config", "code", "mixed"];
var RISK_LEVELS = ["low", "medium", "high"];
var CLASSIFY_RESPONSE = defineResponseSchema({
  name: "classification",
  description: "The kind and risk of the change, and the reviewers worth running on it.",
  strict: external_exports.object({
    kind: external_exports.enum(CHANGE_KINDS),
    risk: external_exports.enum(RISK_LEVELS),
    agents: external_exports.array(external_exports.string()),
    needs_extra_context: external_exports.boolean(),
    reason: external_exports.string(),
    walkthrough: external_exports.object({ overview: external_exports.string(), files: external_exports.array(external_exports.object({ path: external_exports.string(), summary: external_exports.string() })) }).nullable()
  }),
  reply: external_exports.object({
    kind: lowercaseEnum(CHANGE_KINDS),
    risk: lowercaseEnum(RISK_LEVELS),
    agents: external_exports.array(external_exports.string().trim()),
    needs_extra_context: external_exports.boolean().nullish(),
    reason: external_exports.string().nullish(),
    // Optional in a reply: a missing or malformed walkthrough never costs the classification.
    walkthrough: external_exports.object({ overview: external_exports.string().nullish(), files: external_exports.array(external_exports.object({ path: external_exports.string(), summary: external_exports.string() })).nullish() }).nullish().catch(null)
  })
});

// src/agents/coverage-floor.ts
var OTHER_CODE_EXTENSIONS = /* @__PURE__ */ new Set([
  ".java",
  ".kt",
  ".kts",
  ".scala",
  ".groovy",
  ".rs",
  ".rb",
  ".php",
  ".cs",
  ".fs",
  ".vb",
  ".c",
  ".h",
  ".cc",
  ".cpp",
  ".cxx",
  ".hpp",
  ".m",
  ".mm",
  ".swift",
  ".dart",
  ".lua",
  ".pl",
  ".pm",
  ".r",
  ".jl",
  ".ex",
  ".exs",
  ".erl",
  ".clj",
  ".hs",
  ".ml",
  ".elm",
  ".vue",
  ".svelte",
  ".sh",
  ".bash",
  ".zsh",
  ".ps1",
  ".sql",
  ".zig",
  ".nim"
]);
var DOC_EXTENSIONS = /* @__PURE__ */ new Set([".md", ".mdx", ".markdown", ".rst", ".adoc", ".txt"]);
var TYPED_EXTENSIONS = /* @__PURE__ */ new Set([".ts", ".mts", ".cts", ".tsx", ".go", ".java", ".kt", ".scala", ".rs", ".cs", ".swift", ".dart"]);
var NON_CODE_KINDS = /* @__PURE__ */ new Set(["docs", "tests", "deps", "config"]);
function extensionOf(path) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot).toLowerCase();
}
function isCode(path) {
  return languageOf(path) !== void 0 || OTHER_CODE_EXTENSIONS.has(extensionOf(path));
}
function changeFacts(paths, staticFindings) {
  const code = paths.filter(isCode);
  const testFiles = code.filter((path) => fileRoleOf(path) === "test");
  const sourceFiles = code.filter((path) => fileRoleOf(path) !== "test" && !path.endsWith(".d.ts"));
  const inBatch = new Set(paths);
  return {
    sourceFiles,
    testFiles,
    docFiles: paths.filter((path) => DOC_EXTENSIONS.has(extensionOf(path))),
    typedFiles: sourceFiles.filter((path) => TYPED_EXTENSIONS.has(extensionOf(path))),
    staticAgents: [...new Set(staticFindings.filter((finding) => inBatch.has(finding.file)).map((finding) => finding.agent))]
  };
}
function listed(paths) {
  const shown = paths.slice(0, 3).join(", ");
  return paths.length > 3 ? `${shown}, \u2026` : shown;
}
function coverageFloor(facts, selected, minRequired) {
  const available = new Set(selected);
  const reasons = /* @__PURE__ */ new Map();
  const add = (agent, reason) => {
    if (available.has(agent) && !reasons.has(agent)) reasons.set(agent, reason);
  };
  const source = facts.sourceFiles.length;
  if (source > 0) {
    const files = `${source} source file${source === 1 ? "" : "s"} changed (${listed(facts.sourceFiles)})`;
    add("code-reviewer", files);
    add("silent-failure-hunter", files);
  }
  if (facts.testFiles.length > 0) add("test-analyzer", `test files changed (${listed(facts.testFiles)})`);
  if (facts.docFiles.length > 0) add("comment-analyzer", `documentation changed (${listed(facts.docFiles)})`);
  for (const agent of facts.staticAgents) add(agent, "its static rules found something in these files");
  if (source > 0) {
    const required = Math.min(minRequired, available.size);
    const preferred = [
      "test-analyzer",
      "code-simplifier",
      ...facts.typedFiles.length > 0 ? ["type-design-analyzer"] : [],
      "comment-analyzer",
      "type-design-analyzer",
      ...selected
    ];
    for (const agent of preferred) {
      if (reasons.size >= required) break;
      add(agent, `min-required-agents is ${minRequired} for a source change`);
    }
  }
  if (reasons.size === 0 && selected.length > 0)
    add(available.has("code-reviewer") ? "code-reviewer" : selected[0], "every reviewed change gets at least one reviewer");
  return { agents: selected.filter((agent) => reasons.has(agent)), reasons };
}
function checkClassification(classified, facts, floor, selected) {
  const reasons = [];
  let kind = classified.kind;
  if (NON_CODE_KINDS.has(kind) && facts.sourceFiles.length > 0) {
    kind = facts.testFiles.length + facts.docFiles.length > 0 ? "mixed" : "code";
    reasons.push(
      `kind '${classified.kind}' contradicts ${facts.sourceFiles.length} changed source file${facts.sourceFiles.length === 1 ? "" : "s"} (${listed(facts.sourceFiles)}); taken as '${kind}'`
    );
  }
  const chosen = new Set(classified.agents);
  const missing = floor.agents.filter((agent) => !chosen.has(agent));
  if (missing.length > 0) {
    const why = missing.map((agent) => `${agent} (${floor.reasons.get(agent) ?? "coverage floor"})`).join("; ");
    reasons.push(`${chosen.size === 0 ? "no agent was chosen" : `only ${[...chosen].join(", ")} chosen`}; added ${why}`);
  }
  const agents = selected.filter((agent) => chosen.has(agent) || floor.reasons.has(agent));
  return { agents, kind, ...reasons.length > 0 ? { overruled: reasons.join(". ") } : {} };
}

// src/llm/plan-batches.ts
function planBatches(items, capacity, maxBatches) {
  const batches = [];
  const overBudget = [];
  let used = 0;
  for (const item of items) {
    const compact = item.fullTokens > capacity;
    const tokens = compact ? item.compactTokens : item.fullTokens;
    if (tokens > capacity) {
      overBudget.push({ path: item.path, detail: `about ${tokens} tokens; one review call takes at most ${capacity} tokens of change` });
      continue;
    }
    let current = batches.at(-1);
    if (!current || used + tokens > capacity) {
      if (batches.length >= maxBatches) {
        overBudget.push({ path: item.path, detail: `the review is limited to ${maxBatches} batches of ${capacity} tokens each` });
        continue;
      }
      current = { paths: [], compact: [] };
      batches.push(current);
      used = 0;
    }
    current.paths.push(item.path);
    if (compact) current.compact.push(item.path);
    used += tokens;
  }
  return { batches, overBudget };
}

// src/orchestrator/classify-step.ts
var MAX_BATCHES = 8;
var CLASSIFY_MAX_OUTPUT_TOKENS = 600;
var WALKTHROUGH_OVERVIEW_TOKENS = 150;
var WALKTHROUGH_TOKENS_PER_FILE = 50;
var MAX_OVERVIEW_CHARS = 600;
var MAX_FILE_SUMMARY_CHARS = 200;
async function classifyStep(state, ports) {
  const context = await loadReviewContext(state, ports);
  const capacity = batchCapacity(context, state.request.min_confidence);
  const items = batchItems(context, state.candidates);
  const plan = planBatches(items, capacity, MAX_BATCHES);
  const contexts = await investigateBatches(context, plan.batches, items, capacity, ports);
  const covered = coveredLanguages(state.request);
  const listed2 = new Set(state.not_reviewed.map((entry) => entry.path));
  const overBudget = plan.overBudget.flatMap(({ path, detail }) => {
    if (listed2.has(path)) return [];
    const language = languageOf(path);
    return [
      {
        path,
        reason: "over-budget",
        detail: `${detail}; not reviewed by the model agents (max-input-tokens: ${context.llm.max_input_tokens})`,
        scanned_by: language !== void 0 && covered.has(language) ? "static-engine" : "text-gates"
      }
    ];
  });
  const names = context.agents.map((agent) => agent.name);
  const { walkthrough } = context;
  const limit = pLimit(context.llm.concurrency);
  const progress = createCallProgress(ports.log, () => ports.now().getTime());
  let usage = state.usage;
  const batches = await Promise.all(
    plan.batches.map(
      (planned, index) => limit(async () => {
        const investigated = contexts[index];
        const files = { files: planned.paths, compact: planned.compact, ...investigated ? { context: investigated } : {} };
        const size = sizeOf(planned.paths.flatMap((path) => context.views.get(path)?.file ?? []));
        const label = plan.batches.length > 1 ? `classify (batch ${index + 1}/${plan.batches.length})` : "classify";
        const outcome = await progress.track(
          label,
          () => context.model.generate({
            caller: "classify",
            prompt: {
              system: REVIEW_RULES,
              prefix: batchPrefix(context, files, { index, count: plan.batches.length }, state.candidates),
              instruction: buildClassifyInstruction(context.agents, walkthrough),
              cacheKey: cacheKeyOf(state, index)
            },
            schema: CLASSIFY_RESPONSE,
            maxOutputTokens: outputTokens(
              context.llm,
              CLASSIFY_MAX_OUTPUT_TOKENS + (walkthrough ? WALKTHROUGH_OVERVIEW_TOKENS + WALKTHROUGH_TOKENS_PER_FILE * planned.paths.length : 0)
            ),
            signal: ports.signal
          })
        );
        usage = addCallerUsage(usage, context.model, "classify", outcome.usage);
        if (!outcome.ok) {
          ports.log.event("REVIEW_CLASSIFIED", { batch: index + 1, source: "fallback", code: outcome.code, message: outcome.message });
          return {
            ...files,
            agents: names,
            kind: "unknown",
            risk: "unknown",
            size,
            needs_extra_context: false,
            reason: `classification failed (${outcome.code}: ${outcome.message}); every selected agent runs`,
            source: "fallback"
          };
        }
        const facts = changeFacts(planned.paths, state.candidates);
        const floor = coverageFloor(facts, names, state.request.min_required_agents);
        const chosen = new Set(outcome.value.agents);
        const checked = checkClassification({ kind: outcome.value.kind, agents: names.filter((name) => chosen.has(name)) }, facts, floor, names);
        const batch = {
          ...files,
          agents: checked.agents,
          kind: checked.kind,
          risk: outcome.value.risk,
          size,
          needs_extra_context: outcome.value.needs_extra_context ?? false,
          reason: outcome.value.reason ?? "",
          source: "model",
          ...checked.overruled ? { overruled: checked.overruled } : {},
          ...walkthrough ? walkthroughOf(outcome.value.walkthrough, planned.paths) : {}
        };
        if (checked.overruled) {
          ports.log.event("REVIEW_CLASSIFICATION_OVERRULED", {
            batch: index + 1,
            kind: outcome.value.kind,
            chosen: outcome.value.agents,
            agents: batch.agents,
            reason: checked.overruled
          });
        }
        ports.log.event("REVIEW_CLASSIFIED", {
          batch: index + 1,
          kind: batch.kind,
          risk: batch.risk,
          agents: batch.agents,
          needs_extra_context: batch.needs_extra_context
        });
        return batch;
      })
    )
  );
  if (ports.signal.aborted) throw new CancelledError();
  const first = batches[0];
  ports.log.progress(
    first ? `classify: ${first.kind} change, ${first.risk} risk, ${first.size}; ${batches.length} batch${batches.length === 1 ? "" : "es"}; agents ${[...new Set(batches.flatMap((batch) => batch.agents))].join(", ") || "none"}` : "classify: nothing fits the model budget"
  );
  const overruled = batches.flatMap(
    (batch, index) => batch.overruled ? [`classification${batches.length > 1 ? ` of batch ${index + 1}` : ""} overruled by the coverage floor: ${batch.overruled}`] : []
  );
  return {
    review_plan: { batches },
    ...overruled.length > 0 ? { warnings: [...state.warnings, ...overruled] } : {},
    ...usage ? { usage } : {},
    not_reviewed: [...state.not_reviewed, ...overBudget],
    files_reviewed: (state.files_reviewed ?? 0) - overBudget.length
  };
}
function walkthroughOf(reply, paths) {
  if (!reply) return {};
  const inBatch = new Set(paths);
  const clean = (text, limit) => {
    const kept = redactSecrets(sanitizeUntrusted(text)).replace(/\s+/g, " ").trim();
    return kept.length <= limit ? kept : `${kept.slice(0, limit - 1)}\u2026`;
  };
  const files = (reply.files ?? []).filter((file) => inBatch.has(file.path)).map((file) => ({ path: file.path, summary: clean(file.summary, MAX_FILE_SUMMARY_CHARS) }));
  return { walkthrough: { overview: clean(reply.overview ?? "", MAX_OVERVIEW_CHARS), files: files.filter((file) => file.summary !== "") } };
}
export {
  classifyStep
};
