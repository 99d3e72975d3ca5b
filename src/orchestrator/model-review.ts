import pLimit from 'p-limit';
import type { AgentDefinition } from '../agents/agent-definition.js';
import { AGENT_NAMES, isBuiltInAgent } from '../agents/agent-names.js';
import { buildAgentInstruction } from '../agents/agent-prompts.js';
import { REVIEW_RESPONSE } from '../agents/review-response.js';
import type { ReplyIssue, ReviewReply } from '../agents/review-response.js';
import { REVIEW_RULES } from '../agents/review-rules.js';
import { anchorFindings } from '../findings/anchor-findings.js';
import type { AnchorLines } from '../findings/anchor-findings.js';
import type { CandidateFinding } from '../findings/finding.js';
import { hiddenFindings } from '../findings/hidden-findings.js';
import { mergeFindings } from '../findings/merge-findings.js';
import { describeCost } from '../llm/price-table.js';
import type { ModelOutcome } from '../llm/review-model.js';
import type { AgentResult } from '../report/review-report.js';
import { addCallerUsage, totalUsage } from './caller-usage.js';
import { createCallProgress } from './call-progress.js';
import { CancelledError } from './cancelled-error.js';
import { needsVerification, verifyFindings } from './verify-findings.js';
import { agentPathInstructions, batchPrefix, cacheKeyOf, loadReviewContext, readExtraContext } from './review-context.js';
import type { FileView } from './review-context.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewState, StateUpdate } from './review-state.js';
import { groupDigits } from '../report/group-digits.js';

/** Room for a full reply: forty findings with descriptions and fix examples. */
const REVIEW_MAX_OUTPUT_TOKENS = 8_192;
/** Positive observations kept for the report, across agents. */
const MAX_POSITIVE_OBSERVATIONS = 10;

interface AgentRun {
  agent: AgentDefinition;
  batch: number;
  outcome: ModelOutcome<ReviewReply>;
  durationMs: number;
}

/**
 * The LLM review: every planned (batch, agent) call runs through one p-limit(concurrency), each agent
 * with the shared prefix and its own task last. Findings are anchored to the change, filtered by
 * confidence, merged with the static findings; coverage below min-required-agents makes the run incomplete.
 */
export async function modelReview(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  const plan = state.review_plan;
  if (!plan) throw new Error('the review was not planned: the classify step has not run');
  const context = await loadReviewContext(state, ports, new Set(plan.batches.flatMap((batch) => batch.files)));
  const agentsByName = new Map(context.agents.map((agent) => [agent.name, agent]));
  ports.log.event('REVIEW_PARALLEL_START', { agents: context.agents.map((agent) => agent.name), batches: plan.batches.length, concurrency: context.llm.concurrency });

  const extras = await Promise.all(plan.batches.map((batch) => (batch.needs_extra_context ? readExtraContext(context, batch, ports) : Promise.resolve(''))));
  const limit = pLimit(context.llm.concurrency);
  const progress = createCallProgress(ports.log, () => ports.now().getTime());
  const runs = await Promise.all(
    plan.batches.flatMap((batch, index) => {
      const prefix = batchPrefix(context, batch, { index, count: plan.batches.length }, state.candidates);
      return batch.agents.flatMap((name) => {
        const agent = agentsByName.get(name);
        if (!agent) return [];
        return [
          limit(async (): Promise<AgentRun> => {
            const started = ports.now().getTime();
            const label = plan.batches.length > 1 ? `${agent.name} (batch ${index + 1}/${plan.batches.length})` : agent.name;
            const outcome = await progress.track(
              label,
              () =>
                context.model.generate({
                  caller: agent.name,
                  prompt: {
                    system: REVIEW_RULES,
                    prefix,
                    instruction: `${extras[index] ?? ''}${buildAgentInstruction(agent, thresholdOf(agent, state))}${agentPathInstructions(context, agent.name, batch)}`,
                    cacheKey: cacheKeyOf(state, index),
                  },
                  schema: REVIEW_RESPONSE,
                  maxOutputTokens: REVIEW_MAX_OUTPUT_TOKENS,
                  signal: ports.signal,
                }),
              (reply) => `${reply.issues.length} finding${reply.issues.length === 1 ? '' : 's'}`,
            );
            const run = { agent, batch: index, outcome, durationMs: ports.now().getTime() - started };
            logRun(ports, run, plan.batches.length);
            return run;
          }),
        ];
      });
    }),
  );
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
  for (const run of runs) {
    usage = addCallerUsage(usage, context.model, run.agent.name, run.outcome.usage);
    if (!run.outcome.ok) continue;
    // A finding may only name a file the agent was shown: one from another batch is as unknown as a made-up one.
    const batchFiles = new Map<string, AnchorLines>();
    for (const path of plan.batches[run.batch]?.files ?? []) {
      const lines = anchorLines.get(path);
      if (lines) batchFiles.set(path, lines);
    }
    const anchored = anchorFindings(run.outcome.value.issues.map((issue) => toCandidate(issue, run.agent)), batchFiles);
    for (const dropped of anchored.dropped) ports.log.event('FINDING_UNANCHORED', { ...dropped });
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
  // An agent's own threshold covers its static rules too.
  const isConfident = (finding: CandidateFinding) => finding.confidence >= (agentsByName.get(finding.agent)?.minConfidence ?? state.request.min_confidence);
  const staticConfident = state.candidates.filter(isConfident);
  belowConfidence += state.candidates.length - staticConfident.length;
  unsure.push(...state.candidates.filter((finding) => !isConfident(finding)));
  const merged = mergeFindings([...staticConfident, ...candidates], 0);
  const verifies = state.request.verify_findings !== false && merged.findings.some(needsVerification);
  const verified = verifies ? await verifyFindings(merged.findings, { ...state, ...(usage ? { usage } : {}) }, context, ports, progress) : undefined;
  if (ports.signal.aborted) throw new CancelledError();
  if (verified) usage = verified.usage;
  // Ids and fingerprints are assigned again over what is left, so they stay dense and stable.
  const findings = verified && verified.dropped.length > 0 ? mergeFindings(verified.kept, 0).findings : merged.findings;

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
    input_tokens: totals.input_tokens,
    cache_read_tokens: totals.cache_read_tokens,
    output_tokens: totals.output_tokens,
  });
  const droppedNote = verified ? `, ${verified.dropped.length} dropped by verification` : '';
  ports.log.progress(
    `review: ${succeeded}/${planned.size} agents, ${findings.length} findings (${belowConfidence} under min-confidence, ${unanchored} outside the change${droppedNote}); ` +
      `${groupDigits(totals.input_tokens)} input tokens (${groupDigits(totals.cache_read_tokens)} cached), ${groupDigits(totals.output_tokens)} output, ${describeCost(totals.cost_estimate_usd)}`,
  );
  return {
    agent_results: agentResults,
    findings,
    ...(verified ? { dropped_findings: verified.dropped } : {}),
    ...(verified?.warnings.length ? { warnings: [...state.warnings, ...verified.warnings] } : {}),
    duplicates_merged: merged.duplicates,
    below_confidence: belowConfidence,
    hidden_findings: hiddenFindings(unsure, findings),
    ...(usage ? { usage } : {}),
    unanchored_findings: unanchored,
    reanchored_findings: reanchored,
    positive_observations: [...observations].slice(0, MAX_POSITIVE_OBSERVATIONS),
    ...(incomplete ? { incomplete_reason: incomplete } : {}),
  };
}

function thresholdOf(agent: AgentDefinition, state: ReviewState): number {
  return agent.minConfidence ?? state.request.min_confidence;
}

function logRun(ports: ReviewPorts, run: AgentRun, batches: number): void {
  const where = batches > 1 ? { batch: run.batch + 1 } : {};
  const tokens = { input_tokens: run.outcome.usage.input_tokens, cache_read_tokens: run.outcome.usage.cache_read_tokens, output_tokens: run.outcome.usage.output_tokens };
  if (run.outcome.ok) {
    ports.log.event('AGENT_SUCCESS', { agent: run.agent.name, ...where, issues_found: run.outcome.value.issues.length, repaired: run.outcome.repaired, duration_ms: run.durationMs, ...tokens });
  } else {
    ports.log.event('AGENT_FAILURE', { agent: run.agent.name, ...where, code: run.outcome.code, message: run.outcome.message, duration_ms: run.durationMs, ...tokens });
  }
}

/** A reply's issue as a candidate finding of `agent`; what the model left out comes from the agent's defaults. */
function toCandidate(issue: ReplyIssue, agent: AgentDefinition): CandidateFinding {
  const category = (issue.category ?? agent.category).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || agent.category;
  return {
    agent: agent.name,
    dimension: issue.dimension ?? agent.dimension,
    severity: issue.severity,
    confidence: issue.confidence,
    category,
    file: issue.file,
    line: issue.line,
    ...(issue.end_line ? { end_line: issue.end_line } : {}),
    ...(issue.code_snippet ? { code_snippet: issue.code_snippet } : {}),
    description: issue.description,
    recommendation: issue.recommendation ?? '',
    ...(issue.fix_example ? { fix_example: issue.fix_example } : {}),
    // An agent whose findings need judgement (tests, type design) never offers them to a fixer.
    auto_fixable: agent.autoFixable && issue.auto_fixable === true,
    source: 'llm',
  };
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
  return names
    .map((agent): AgentResult => {
      if (!selected.has(agent)) return { agent, status: 'skipped', issues_found: 0, duration_ms: 0, error: 'not selected' };
      const own = runs.filter((run) => run.agent.name === agent);
      const duration = own.reduce((sum, run) => sum + run.durationMs, 0);
      if (own.length === 0) {
        const reason = batches.find((batch) => batch.source === 'model')?.reason;
        return { agent, status: 'skipped', issues_found: 0, duration_ms: 0, error: `not needed for this change (classify${reason ? `: ${reason}` : ''})` };
      }
      const failed = own.find((run) => !run.outcome.ok);
      if (failed && !failed.outcome.ok) {
        const part = batches.length > 1 ? ` (part ${failed.batch + 1} of ${batches.length})` : '';
        return { agent, status: 'failed', issues_found: issues.get(agent) ?? 0, duration_ms: duration, error: `${failed.outcome.code}${part}: ${failed.outcome.message}` };
      }
      return { agent, status: 'success', issues_found: issues.get(agent) ?? 0, duration_ms: duration };
    });
}
