import pLimit from 'p-limit';
import type { AgentDefinition } from '../agents/agent-definition.js';
import { AGENT_NAMES, isBuiltInAgent } from '../findings/agent-names.js';
import { buildAgentInstruction } from '../agents/agent-prompts.js';
import { REVIEW_RESPONSE } from '../agents/review-response.js';
import type { ReviewReply } from '../agents/review-response.js';
import { REVIEW_RULES } from '../agents/review-rules.js';
import { anchorFindings } from '../findings/anchor-findings.js';
import { checkEvidence } from '../findings/check-evidence.js';
import { fingerprintFindings } from '../findings/fingerprint.js';
import type { AnchorLines } from '../findings/anchor-findings.js';
import type { CandidateFinding } from '../findings/finding.js';
import { hiddenFindings } from '../findings/hidden-findings.js';
import { mergeFindings } from '../findings/merge-findings.js';
import { describeCost } from '../llm/price-table.js';
import type { ModelOutcome } from '../llm/review-model.js';
import type { AgentResult } from '../report/review-report.js';
import { addCallerUsage, totalUsage } from '../review-state/caller-usage.js';
import { createCallProgress } from './call-progress.js';
import { CancelledError } from './cancelled-error.js';
import { INVESTIGATION_GUIDE } from '../agents/investigation-guide.js';
import { loadInvestigationTools } from './investigation-tools.js';
import { needsVerification, verifyFindings } from './verify-findings.js';
import { agentPathInstructions, batchPrefix, cacheKeyOf, loadReviewContext, outputTokens, readExtraContext } from './review-context.js';
import type { FileView } from './review-context.js';
import { candidateFromReply } from './candidate-from-reply.js';
import type { ReviewPorts } from './review-ports.js';
import type { DroppedFinding, ReviewBatch, ReviewState, StateUpdate } from '../review-state/review-state.js';
import { groupDigits } from '../text/group-digits.js';
import type { NotReviewed } from '../diff/diff-model.js';
import { addUsage } from '../llm/token-usage.js';
import type { TokenUsage } from '../llm/token-usage.js';
import { languageOf } from '../diff/language.js';
import { coveredLanguages } from './covered-languages.js';
import { formatCount } from '../report/verdict.js';

/** Room for a full reply: forty findings with descriptions and fix examples. */
const REVIEW_MAX_OUTPUT_TOKENS = 8_192;
/**
 * A reply cut at the output limit on a single file is asked again for at most this many findings, the
 * most severe first: a short list that fits beats a long one that never parses.
 */
const FEWER_FINDINGS = 5;
/** Positive observations kept for the report, across agents. */
const MAX_POSITIVE_OBSERVATIONS = 10;

interface AgentRun {
  agent: AgentDefinition;
  batch: number;
  /** The files this call was shown: the batch's, or part of them after the server said the batch was too long. */
  files: readonly string[];
  outcome: ModelOutcome<ReviewReply>;
  durationMs: number;
  /** The one file this call was shown was too long for the server's context even alone: not reviewed, not the agent's failure. */
  overBudget?: string;
}

/**
 * The LLM review: every planned (batch, agent) call runs through one p-limit(concurrency), each agent
 * with the shared prefix and its own task last. Findings are anchored to the change, filtered by
 * confidence, merged with the static findings; coverage below min-required-agents makes the run incomplete.
 */
export async function modelReview(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  const reviewPlan = state.review_plan;
  if (!reviewPlan) throw new Error('the review was not planned: the classify step has not run');
  const plan = reviewPlan;
  const context = await loadReviewContext(state, ports, new Set(plan.batches.flatMap((batch) => batch.files)));
  const agentsByName = new Map(context.agents.map((agent) => [agent.name, agent]));
  ports.log.event('REVIEW_PARALLEL_START', {
    agents: context.agents.map((agent) => agent.name),
    batches: plan.batches.length,
    concurrency: context.llm.concurrency,
  });

  const extras = await Promise.all(plan.batches.map((batch) => (batch.needs_extra_context ? readExtraContext(context, batch, ports) : Promise.resolve(''))));
  const investigation = await loadInvestigationTools(state, ports);
  const limit = pLimit(context.llm.concurrency);
  const progress = createCallProgress(ports.log, () => ports.now().getTime());
  /**
   * One agent's call on some files of a batch. A server that says the prompt exceeds its context gets the
   * files again in two halves (without the batch's extra context), each half likewise, down to one file,
   * which is then over budget. A reply cut at the output limit is asked again smaller in the same way:
   * halves of the files, and on one file a request for fewer findings; cut again, the agent fails with
   * OUTPUT_TRUNCATED. Runs inside the caller's slot of the limit: the smaller calls never wait behind it.
   */
  async function reviewPart(
    agent: AgentDefinition,
    batch: ReviewBatch,
    index: number,
    files: readonly string[],
    whole: boolean,
    fewer = false,
  ): Promise<AgentRun[]> {
    const started = ports.now().getTime();
    const label = plan.batches.length > 1 ? `${agent.name} (batch ${index + 1}/${plan.batches.length})` : agent.name;
    const shown = whole ? batch : { files: [...files], compact: batch.compact.filter((path) => files.includes(path)) };
    const prefix = batchPrefix(context, shown, { index, count: plan.batches.length }, state.candidates);
    const toolbox = investigation.toolboxFor(agent.name);
    const outcome = await progress.track(
      whole ? label : `${label}, ${files.length} of ${batch.files.length} files`,
      () =>
        context.model.generate({
          caller: agent.name,
          prompt: {
            system: REVIEW_RULES,
            prefix,
            instruction: `${whole ? (extras[index] ?? '') : ''}${buildAgentInstruction(agent, thresholdOf(agent, state))}${agentPathInstructions(context, agent.name, shown)}${toolbox ? INVESTIGATION_GUIDE : ''}${fewer ? fewerFindingsNote() : ''}`,
            cacheKey: cacheKeyOf(state, index),
          },
          schema: REVIEW_RESPONSE,
          maxOutputTokens: outputTokens(context.llm, REVIEW_MAX_OUTPUT_TOKENS),
          signal: ports.signal,
          ...(toolbox ? { tools: toolbox } : {}),
        }),
      (reply) => `${reply.issues.length} finding${reply.issues.length === 1 ? '' : 's'}`,
    );
    const run: AgentRun = { agent, batch: index, files, outcome, durationMs: ports.now().getTime() - started };
    const truncated = !outcome.ok && outcome.code === 'OUTPUT_TRUNCATED';
    if (outcome.ok || (outcome.code !== 'CONTEXT_OVERFLOW' && !truncated) || ports.signal.aborted || (truncated && fewer)) {
      logRun(ports, run, plan.batches.length);
      return [run];
    }
    if (truncated) {
      const halves = files.length > 1 ? [files.slice(0, Math.ceil(files.length / 2)), files.slice(Math.ceil(files.length / 2))] : [files];
      ports.log.event('REVIEW_REPLY_TRUNCATED', {
        agent: agent.name,
        batch: index + 1,
        files: files.length,
        ...(files.length > 1 ? { parts: halves.map((half) => half.length) } : { max_findings: FEWER_FINDINGS }),
        message: outcome.message,
      });
      const parts: AgentRun[] = [];
      for (const half of halves) parts.push(...(await reviewPart(agent, batch, index, half, whole && files.length === 1, files.length === 1)));
      return withSpentUsage(parts, outcome.usage);
    }
    if (files.length === 1 && !whole) {
      ports.log.event('REVIEW_BATCH_SPLIT', { agent: agent.name, batch: index + 1, over_budget: files[0], message: outcome.message });
      return [{ ...run, overBudget: files[0] }];
    }
    // The whole batch with its extra context failed: the files alone may fit, so they are tried before halving.
    const halves = whole ? [files] : [files.slice(0, Math.ceil(files.length / 2)), files.slice(Math.ceil(files.length / 2))];
    ports.log.event('REVIEW_BATCH_SPLIT', {
      agent: agent.name,
      batch: index + 1,
      files: files.length,
      parts: halves.map((half) => half.length),
      message: outcome.message,
    });
    const parts: AgentRun[] = [];
    for (const half of halves) parts.push(...(await reviewPart(agent, batch, index, half, false, fewer)));
    return withSpentUsage(parts, outcome.usage);
  }

  const runs = (
    await Promise.all(
      plan.batches.flatMap((batch, index) =>
        batch.agents.flatMap((name) => {
          const agent = agentsByName.get(name);
          return agent ? [limit(() => reviewPart(agent, batch, index, batch.files, true))] : [];
        }),
      ),
    )
  ).flat();
  if (ports.signal.aborted) throw new CancelledError();

  const anchorLines = new Map([...context.views].map(([path, view]) => [path, anchorLinesOf(view)]));
  let usage = state.usage;
  let unanchored = 0;
  let reanchored = 0;
  let belowConfidence = 0;
  const unsure: CandidateFinding[] = [];
  const issuesByAgent = new Map<string, number>();
  const candidates: CandidateFinding[] = [];
  const observations = new Set<string>();
  let clampedConfidence = 0;
  const withoutEvidence: DroppedFinding[] = [];
  for (const run of runs) {
    usage = addCallerUsage(usage, context.model, run.agent.name, run.outcome.usage);
    if (!run.outcome.ok) continue;
    // A finding may only name a file the agent was shown: one from another batch is as unknown as a made-up one.
    const batchFiles = new Map<string, AnchorLines>();
    for (const path of run.files) {
      const lines = anchorLines.get(path);
      if (lines) batchFiles.set(path, lines);
    }
    clampedConfidence += run.outcome.value.issues.filter((issue) => issue.confidence < 0 || issue.confidence > 100).length;
    const anchored = anchorFindings(
      run.outcome.value.issues.map((issue) => candidateFromReply(issue, run.agent)),
      batchFiles,
    );
    for (const dropped of anchored.dropped) ports.log.event('FINDING_UNANCHORED', { ...dropped });
    unanchored += anchored.dropped.length;
    reanchored += anchored.reanchored;
    // A finding stands on the code it quotes: one whose quote is not in the file near its line is dropped, counted and listed.
    const supported = anchored.anchored.filter((finding) => {
      const verdict = checkEvidence(finding.evidence ?? finding.code_snippet, batchFiles.get(finding.file) ?? new Map(), finding.line, finding.end_line);
      if (verdict === 'found') return true;
      const reason =
        verdict === 'missing' ? 'no evidence: the finding quotes no code' : 'evidence not found: the quoted code is not in the file near this line';
      withoutEvidence.push({ ...finding, fingerprint: fingerprintFindings([finding])[0] ?? '', drop_reason: reason });
      ports.log.event('FINDING_DROPPED', { file: finding.file, line: finding.line, agent: finding.agent, category: finding.category, reason });
      return false;
    });
    issuesByAgent.set(run.agent.name, (issuesByAgent.get(run.agent.name) ?? 0) + supported.length);
    const threshold = thresholdOf(run.agent, state);
    const confident = supported.filter((finding) => finding.confidence >= threshold);
    belowConfidence += supported.length - confident.length;
    unsure.push(...supported.filter((finding) => finding.confidence < threshold));
    candidates.push(...confident);
    for (const note of run.outcome.value.positive_observations ?? []) if (note.trim()) observations.add(note.trim());
  }
  // An agent's own threshold covers its static rules too.
  const isConfident = (finding: CandidateFinding) => finding.confidence >= (agentsByName.get(finding.agent)?.minConfidence ?? state.request.min_confidence);
  const staticConfident = state.candidates.filter(isConfident);
  belowConfidence += state.candidates.length - staticConfident.length;
  unsure.push(...state.candidates.filter((finding) => !isConfident(finding)));
  const merged = mergeFindings([...staticConfident, ...candidates], 0);
  const verifies = state.request.verify_findings !== false && merged.findings.some(needsVerification);
  const verified = verifies
    ? await verifyFindings(merged.findings, { ...state, ...(usage ? { usage } : {}) }, context, ports, progress, investigation.toolboxFor('verify'))
    : undefined;
  if (ports.signal.aborted) throw new CancelledError();
  if (verified) usage = verified.usage;
  // Ids and fingerprints are assigned again over what is left, so they stay dense and stable.
  const findings = verified && verified.dropped.length > 0 ? mergeFindings(verified.kept, 0).findings : merged.findings;

  const overBudget = overBudgetEntries(state, runs, context.llm.max_input_tokens);
  const agentResults = resultsOf(state, context.agents, runs, issuesByAgent);
  const planned = new Set(runs.map((run) => run.agent.name));
  const succeeded = agentResults.filter((result) => result.status === 'success' && planned.has(result.agent)).length;
  const required = Math.min(state.request.min_required_agents, planned.size);
  const incomplete =
    succeeded < required
      ? `INSUFFICIENT_COVERAGE: ${succeeded} of ${planned.size} agents succeeded (min-required-agents: ${state.request.min_required_agents})`
      : undefined;
  const totals = totalUsage(usage);
  ports.log.event('REVIEW_PARALLEL_END', {
    succeeded,
    planned: planned.size,
    findings: findings.length,
    duplicates_merged: merged.duplicates,
    below_confidence: belowConfidence,
    ...(verified ? { dropped_by_verification: verified.dropped.length } : {}),
    unanchored,
    reanchored,
    without_evidence: withoutEvidence.length,
    clamped_confidence: clampedConfidence,
    ...(overBudget.length > 0 ? { over_budget: overBudget.map((entry) => entry.path) } : {}),
    input_tokens: totals.input_tokens,
    cache_read_tokens: totals.cache_read_tokens,
    output_tokens: totals.output_tokens,
  });
  const investigated = investigation.summary(context.model.toolsRefused());
  if (investigated.tools === 'unsupported') ports.log.event('MODEL_TOOLS_UNSUPPORTED', { note: investigated.note });
  const toolNote = investigated.note ? [`model-tools: ${investigated.note}`] : [];
  const droppedNote = `${withoutEvidence.length > 0 ? `, ${withoutEvidence.length} dropped: evidence not found` : ''}${verified ? `, ${verified.dropped.length} dropped by verification` : ''}${clampedConfidence > 0 ? `, ${clampedConfidence} with a confidence outside 0–100 clamped` : ''}`;
  ports.log.progress(
    `review: ${succeeded}/${planned.size} agents, ${formatCount(findings.length, 'finding')} (${belowConfidence} under min-confidence, ${unanchored} outside the change${droppedNote}); ` +
      `${groupDigits(totals.input_tokens)} input tokens (${groupDigits(totals.cache_read_tokens)} cached), ${groupDigits(totals.output_tokens)} output, ${describeCost(totals.cost_estimate_usd)}`,
  );
  return {
    agent_results: agentResults,
    findings,
    ...(verified || withoutEvidence.length > 0 ? { dropped_findings: [...withoutEvidence, ...(verified?.dropped ?? [])] } : {}),
    ...(verified?.warnings.length || investigated.tools === 'unsupported'
      ? { warnings: [...state.warnings, ...(verified?.warnings ?? []), ...(investigated.tools === 'unsupported' ? toolNote : [])] }
      : {}),
    investigation: investigated,
    duplicates_merged: merged.duplicates,
    below_confidence: belowConfidence,
    hidden_findings: hiddenFindings(unsure, findings),
    ...(usage ? { usage } : {}),
    unanchored_findings: unanchored,
    reanchored_findings: reanchored,
    positive_observations: [...observations].slice(0, MAX_POSITIVE_OBSERVATIONS),
    ...(incomplete ? { incomplete_reason: incomplete } : {}),
    ...(overBudget.length > 0 ? { not_reviewed: [...state.not_reviewed, ...overBudget], files_reviewed: (state.files_reviewed ?? 0) - overBudget.length } : {}),
  };
}

/** What a failed call used is spent all the same: counted on the first of the calls that replaced it. */
function withSpentUsage(parts: AgentRun[], spent: TokenUsage): AgentRun[] {
  return parts.map((part, position) => (position === 0 ? { ...part, outcome: { ...part.outcome, usage: addUsage(part.outcome.usage, spent) } } : part));
}

function fewerFindingsNote(): string {
  return `\n\nYour previous reply on this file was too long for the output limit. Report at most ${FEWER_FINDINGS} findings, the most severe first, with short descriptions and no fix examples.`;
}

/** Files the server found too long for its context even alone: listed as not reviewed by the model agents, never silent. */
function overBudgetEntries(state: ReviewState, runs: readonly AgentRun[], maxInputTokens: number): NotReviewed[] {
  const listed = new Set(state.not_reviewed.map((entry) => entry.path));
  const covered = coveredLanguages(state.request);
  const entries = new Map<string, NotReviewed>();
  for (const run of runs) {
    if (!run.overBudget || listed.has(run.overBudget) || entries.has(run.overBudget)) continue;
    const language = languageOf(run.overBudget);
    entries.set(run.overBudget, {
      path: run.overBudget,
      reason: 'over-budget',
      detail: `the model server's context is too small for this file with the review prompt (${run.outcome.ok ? '' : run.outcome.message}); not reviewed by the model agents (max-input-tokens: ${maxInputTokens})`,
      scanned_by: language !== undefined && covered.has(language) ? 'static-engine' : 'text-gates',
    });
  }
  return [...entries.values()];
}

function thresholdOf(agent: AgentDefinition, state: ReviewState): number {
  return agent.minConfidence ?? state.request.min_confidence;
}

function logRun(ports: ReviewPorts, run: AgentRun, batches: number): void {
  const where = batches > 1 ? { batch: run.batch + 1 } : {};
  const tokens = {
    input_tokens: run.outcome.usage.input_tokens,
    cache_read_tokens: run.outcome.usage.cache_read_tokens,
    output_tokens: run.outcome.usage.output_tokens,
  };
  if (run.outcome.ok) {
    ports.log.event('AGENT_SUCCESS', {
      agent: run.agent.name,
      ...where,
      issues_found: run.outcome.value.issues.length,
      repaired: run.outcome.repaired,
      duration_ms: run.durationMs,
      ...tokens,
    });
  } else {
    ports.log.event('AGENT_FAILURE', {
      agent: run.agent.name,
      ...where,
      code: run.outcome.code,
      message: run.outcome.message,
      duration_ms: run.durationMs,
      ...tokens,
    });
  }
}

/** The lines a finding may name: the whole file after the change when it was readable, else the diff's lines. */
function anchorLinesOf(view: FileView): AnchorLines {
  if (view.lines) return new Map(view.lines.map((text, index) => [index + 1, text]));
  const lines = new Map<number, string>();
  for (const hunk of view.file.hunks) {
    for (const line of hunk.lines) if (line.kind !== 'delete' && line.newLine !== undefined) lines.set(line.newLine, line.content);
  }
  return lines;
}

/** One result per agent: the six in their usual order (unselected ones skipped), then custom agents. */
function resultsOf(state: ReviewState, agents: readonly AgentDefinition[], runs: readonly AgentRun[], issues: ReadonlyMap<string, number>): AgentResult[] {
  const selected = new Set(agents.map((agent) => agent.name));
  const names = [...AGENT_NAMES, ...agents.map((agent) => agent.name).filter((name) => !isBuiltInAgent(name))];
  const batches = state.review_plan?.batches ?? [];
  return names.map((agent): AgentResult => {
    if (!selected.has(agent)) return { agent, status: 'skipped', issues_found: 0, duration_ms: 0, error: 'not selected' };
    const all = runs.filter((run) => run.agent.name === agent);
    // A file too long for the server is listed as not reviewed; it is the agent's failure only when nothing else was reviewed.
    const own = all.some((run) => !run.overBudget) ? all.filter((run) => !run.overBudget) : all;
    const duration = own.reduce((sum, run) => sum + run.durationMs, 0);
    if (own.length === 0) {
      const reason = batches.find((batch) => batch.source === 'model')?.reason;
      return { agent, status: 'skipped', issues_found: 0, duration_ms: 0, error: `not needed for this change (classify${reason ? `: ${reason}` : ''})` };
    }
    const failed = own.find((run) => !run.outcome.ok);
    if (failed && !failed.outcome.ok) {
      const part = batches.length > 1 ? ` (part ${failed.batch + 1} of ${batches.length})` : '';
      return {
        agent,
        status: 'failed',
        issues_found: issues.get(agent) ?? 0,
        duration_ms: duration,
        error: `${failed.outcome.code}${part}: ${failed.outcome.message}`,
      };
    }
    return { agent, status: 'success', issues_found: issues.get(agent) ?? 0, duration_ms: duration };
  });
}
