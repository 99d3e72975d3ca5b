import { AGENT_NAMES, isBuiltInAgent } from '../findings/agent-names.js';
import { hiddenFindings } from '../findings/hidden-findings.js';
import { mergeFindings } from '../findings/merge-findings.js';
import type { AgentResult } from '../report/review-report.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewState, StateUpdate } from '../review-state/review-state.js';
import { formatCount } from '../report/verdict.js';

/**
 * The six agents' review. With a model, the agents are LLM calls (model-review.ts). In static mode each
 * agent is its rule pack, already run by the quick-scan in one pass over each syntax tree; this step
 * reports each agent's result (with the time the quick-scan spent on its rules), merges duplicates
 * across agents, assigns ids and checks coverage.
 */
export async function deepReview(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  if (state.request.model !== 'static') return (await import('./model-review.js')).modelReview(state, ports);
  const selected = new Set(state.request.agents);
  ports.log.event('REVIEW_PARALLEL_START', { agents: [...selected] });
  const agentResults: AgentResult[] = AGENT_NAMES.map((agent) => {
    if (!selected.has(agent)) return { agent, status: 'skipped', issues_found: 0, duration_ms: 0, error: 'not selected' };
    const issues = state.candidates.filter((finding) => finding.agent === agent).length;
    const duration = state.static_durations_ms?.[agent] ?? 0;
    ports.log.event('AGENT_SUCCESS', { agent, issues_found: issues, duration_ms: duration, source: 'static' });
    return { agent, status: 'success', issues_found: issues, duration_ms: duration };
  });
  for (const agent of state.request.agents.filter((name) => !isBuiltInAgent(name))) {
    agentResults.push({ agent, status: 'skipped', issues_found: 0, duration_ms: 0, error: 'custom agents need a model (model: provider:model-id)' });
  }
  const merged = mergeFindings(state.candidates, state.request.min_confidence);
  const hidden = hiddenFindings(
    state.candidates.filter((finding) => finding.confidence < state.request.min_confidence),
    merged.findings,
  );
  const succeeded = agentResults.filter((result) => result.status === 'success').length;
  const incomplete =
    succeeded < state.request.min_required_agents
      ? `INSUFFICIENT_COVERAGE: ${succeeded} of ${selected.size} agents succeeded (min-required-agents: ${state.request.min_required_agents})`
      : undefined;
  ports.log.event('REVIEW_PARALLEL_END', {
    succeeded,
    findings: merged.findings.length,
    duplicates_merged: merged.duplicates,
    below_confidence: merged.belowConfidence,
  });
  ports.log.progress(
    `review: ${succeeded}/${selected.size} agents, ${formatCount(merged.findings.length, 'finding')} (${merged.belowConfidence} under min-confidence)`,
  );
  return {
    agent_results: agentResults,
    findings: merged.findings,
    duplicates_merged: merged.duplicates,
    below_confidence: merged.belowConfidence,
    hidden_findings: hidden,
    ...(incomplete ? { incomplete_reason: incomplete } : {}),
  };
}
