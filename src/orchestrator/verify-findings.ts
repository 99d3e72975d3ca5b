import pLimit from 'p-limit';
import { REVIEW_RULES } from '../agents/review-rules.js';
import { buildVerifyInstruction, MIN_VERIFIED_SCORE, VERIFY_RESPONSE } from '../agents/verification.js';
import type { Finding } from '../findings/finding.js';
import { fenceUntrusted, sanitizeUntrusted } from '../llm/sanitize-untrusted.js';
import { redactSecrets } from '../redact/create-redactor.js';
import type { ModelToolbox } from '../llm/model-tool.js';
import type { ModelOutcome } from '../llm/review-model.js';
import { INVESTIGATION_GUIDE } from '../agents/investigation-guide.js';
import type { ResponseSchema } from '../llm/response-schema.js';
import { addUsage } from '../llm/token-usage.js';
import { addCallerUsage } from '../review-state/caller-usage.js';
import type { CallProgress } from './call-progress.js';
import { batchPrefix, cacheKeyOf, outputTokens } from './review-context.js';
import type { ReviewContext } from './review-context.js';
import type { ReviewPorts } from './review-ports.js';
import type { DroppedFinding, ReviewState } from '../review-state/review-state.js';

type VerifyReply = typeof VERIFY_RESPONSE extends ResponseSchema<infer T> ? T : never;

/** Candidates checked in one call: more would crowd the reply, so a larger batch takes several calls. */
const MAX_CANDIDATES_PER_CALL = 40;
/** A verdict is an id and a sentence; forty of them fit with room to spare. */
const VERIFY_MAX_OUTPUT_TOKENS = 4_096;
/** The usage caller of the verification calls. */
const VERIFY_CALLER = 'verify';

export interface VerificationResult {
  kept: Finding[];
  dropped: DroppedFinding[];
  usage: ReviewState['usage'];
  /** Calls that failed, whose findings were kept unverified. */
  warnings: string[];
}

/** Only a model's own findings are checked: a static rule's are deterministic, and a model finding a rule also reported is confirmed. */
export function needsVerification(finding: Finding): boolean {
  return finding.source === 'llm' && !finding.rule_id;
}

function describe(finding: Finding, id: string): string {
  const lines = finding.end_line && finding.end_line !== finding.line ? `${finding.line}-${finding.end_line}` : `${finding.line}`;
  const text = [
    `${id} ${finding.file}:${lines} ${finding.severity} ${finding.dimension}/${finding.category} (${finding.agent}, confidence ${finding.confidence})`,
    `  description: ${finding.description}`,
    ...(finding.recommendation ? [`  recommendation: ${finding.recommendation}`] : []),
    ...(finding.code_snippet ? [`  code: ${finding.code_snippet}`] : []),
    ...(finding.evidence && finding.evidence !== finding.code_snippet ? [`  evidence: ${finding.evidence}`] : []),
  ].join('\n');
  return redactSecrets(sanitizeUntrusted(text));
}

/**
 * The precision pass: after the agents, a skeptical call per batch (after the same cached prefix)
 * answers keep or drop for each model finding. Dropped findings are returned with the reason, never
 * posted. A call that fails, and a finding it gives no verdict on, keeps its findings: nothing found is
 * lost to a failed check.
 */
export async function verifyFindings(
  findings: readonly Finding[],
  state: ReviewState,
  context: ReviewContext,
  ports: ReviewPorts,
  progress: CallProgress,
  tools?: ModelToolbox,
): Promise<VerificationResult> {
  const plan = state.review_plan?.batches ?? [];
  const batchOf = new Map<string, number>();
  plan.forEach((batch, index) => {
    for (const path of batch.files) if (!batchOf.has(path)) batchOf.set(path, index);
  });
  const groups = new Map<number, Finding[]>();
  for (const finding of findings) {
    const index = batchOf.get(finding.file);
    if (index === undefined || !needsVerification(finding)) continue;
    groups.set(index, [...(groups.get(index) ?? []), finding]);
  }
  const calls: Array<{ batch: number; part: number; findings: Finding[] }> = [];
  for (const [batch, group] of [...groups].sort(([a], [b]) => a - b)) {
    for (let start = 0; start < group.length; start += MAX_CANDIDATES_PER_CALL) {
      calls.push({ batch, part: start / MAX_CANDIDATES_PER_CALL, findings: group.slice(start, start + MAX_CANDIDATES_PER_CALL) });
    }
  }
  const limit = pLimit(context.llm.concurrency);
  type VerifyCall = (typeof calls)[number];
  /** One check; a reply cut at the output limit is asked again in halves, down to one candidate. */
  async function check(call: VerifyCall): Promise<Array<{ call: VerifyCall; ids: string[]; outcome: ModelOutcome<VerifyReply> }>> {
    const ids = call.findings.map((_, index) => `F${index + 1}`);
    const batch = plan[call.batch];
    const where = plan.length > 1 ? ` (batch ${call.batch + 1}/${plan.length})` : '';
    const outcome = await progress.track(
      `${VERIFY_CALLER}${where}`,
      () =>
        context.model.generate({
          caller: VERIFY_CALLER,
          prompt: {
            system: REVIEW_RULES,
            prefix: batch ? batchPrefix(context, batch, { index: call.batch, count: plan.length }, state.candidates) : '',
            instruction: `${buildVerifyInstruction(fenceUntrusted('candidates', call.findings.map((finding, index) => describe(finding, ids[index] ?? '')).join('\n')))}${tools ? INVESTIGATION_GUIDE : ''}`,
            cacheKey: cacheKeyOf(state, call.batch),
          },
          schema: VERIFY_RESPONSE,
          maxOutputTokens: outputTokens(context.llm, VERIFY_MAX_OUTPUT_TOKENS),
          signal: ports.signal,
          ...(tools ? { tools } : {}),
        }),
      (reply) => `${reply.verdicts.filter((verdict) => verdict.verdict === 'drop').length} of ${call.findings.length} dropped`,
    );
    if (outcome.ok || outcome.code !== 'OUTPUT_TRUNCATED' || call.findings.length === 1 || ports.signal.aborted) return [{ call, ids, outcome }];
    const middle = Math.ceil(call.findings.length / 2);
    // One after the other, inside this call's slot of the limit: the halves never wait behind other calls.
    const first = await check({ ...call, findings: call.findings.slice(0, middle) });
    const second = await check({ ...call, findings: call.findings.slice(middle) });
    // What the cut call used is spent all the same.
    const [head, ...rest] = [...first, ...second];
    return head ? [{ ...head, outcome: { ...head.outcome, usage: addUsage(head.outcome.usage, outcome.usage) } }, ...rest] : [];
  }
  const outcomes = (await Promise.all(calls.map((call) => limit(() => check(call))))).flat();

  let usage = state.usage;
  const dropped = new Map<Finding, string>();
  const warnings: string[] = [];
  for (const { call, ids, outcome } of outcomes) {
    usage = addCallerUsage(usage, context.model, VERIFY_CALLER, outcome.usage);
    if (!outcome.ok) {
      warnings.push(
        `verify-findings: the check of ${call.findings.length} model finding${call.findings.length === 1 ? '' : 's'}${plan.length > 1 ? ` in batch ${call.batch + 1}` : ''} failed (${outcome.code}: ${outcome.message}); they are kept unverified`,
      );
      ports.log.event('FINDINGS_VERIFIED', { batch: call.batch + 1, outcome: 'failed', code: outcome.code, kept: call.findings.length });
      continue;
    }
    const verdicts = new Map(outcome.value.verdicts.map((verdict) => [verdict.id, verdict]));
    call.findings.forEach((finding, index) => {
      const verdict = verdicts.get(ids[index] ?? '');
      const reason = verdict?.reason || 'the verification found no support for it in the code';
      if (verdict?.verdict === 'drop') dropped.set(finding, reason);
      else if (verdict?.score != null && verdict.score < MIN_VERIFIED_SCORE)
        dropped.set(finding, `scored ${Math.round(verdict.score)} of 100 by the verification: ${reason}`);
    });
    const droppedHere = call.findings.filter((finding) => dropped.has(finding));
    for (const finding of droppedHere)
      ports.log.event('FINDING_DROPPED', {
        file: finding.file,
        line: finding.line,
        agent: finding.agent,
        category: finding.category,
        reason: dropped.get(finding),
      });
    ports.log.event('FINDINGS_VERIFIED', {
      batch: call.batch + 1,
      checked: call.findings.length,
      dropped: droppedHere.length,
      unanswered: call.findings.filter((_, index) => !verdicts.has(ids[index] ?? '')).length,
    });
  }
  return {
    kept: findings.filter((finding) => !dropped.has(finding)),
    dropped: [...dropped].map(([{ id: _id, suggestion: _suggestion, ...finding }, reason]) => ({ ...finding, drop_reason: reason })),
    usage,
    warnings,
  };
}
