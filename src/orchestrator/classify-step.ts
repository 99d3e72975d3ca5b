import pLimit from 'p-limit';
import { buildClassifyInstruction } from '../agents/agent-prompts.js';
import { CLASSIFY_RESPONSE } from '../agents/classification.js';
import { REVIEW_RULES } from '../agents/review-rules.js';
import type { NotReviewed } from '../diff/diff-model.js';
import { planBatches } from '../llm/plan-batches.js';
import { addCallerUsage } from './caller-usage.js';
import { CancelledError } from './cancelled-error.js';
import { batchCapacity, batchItems, batchPrefix, cacheKeyOf, investigateBatches, loadReviewContext, sizeOf } from './review-context.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewBatch, ReviewState, StateUpdate } from './review-state.js';

/** Past this many batches the calls (seven per batch) multiply faster than what another batch adds. */
const MAX_BATCHES = 8;
/** The classification is a few words and a list of names. */
const CLASSIFY_MAX_OUTPUT_TOKENS = 600;

/**
 * LLM mode: splits the change into batches that fit the per-call budget (listing what does not fit),
 * then asks the model, once per batch, what kind of change it is and which agents are worth running.
 * The call sends exactly the prefix the agents will send, so it also warms the provider's prompt cache.
 * A failed classification is not fatal: every selected agent then runs.
 */
export async function classifyStep(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  const context = await loadReviewContext(state, ports);
  const capacity = batchCapacity(context, state.request.min_confidence);
  const items = batchItems(context, state.candidates);
  const plan = planBatches(items, capacity, MAX_BATCHES);
  // Context beyond the diff joins each batch's shared prefix: the classify call warms the cache with it too.
  const contexts = await investigateBatches(context, plan.batches, items, capacity, ports);
  const overBudget: NotReviewed[] = plan.overBudget.map(({ path, detail }) => ({
    path,
    reason: 'over-budget',
    detail: `${detail}; not reviewed by the model agents (max-input-tokens: ${context.llm.max_input_tokens})`,
  }));
  const names = context.agents.map((agent) => agent.name);
  const limit = pLimit(context.llm.concurrency);
  let usage = state.usage;
  const batches = await Promise.all(
    plan.batches.map((planned, index) =>
      limit(async (): Promise<ReviewBatch> => {
        const investigated = contexts[index];
        const files = { files: planned.paths, compact: planned.compact, ...(investigated ? { context: investigated } : {}) };
        const size = sizeOf(planned.paths.flatMap((path) => context.views.get(path)?.file ?? []));
        const outcome = await context.model.generate({
          caller: 'classify',
          prompt: {
            system: REVIEW_RULES,
            prefix: batchPrefix(context, files, { index, count: plan.batches.length }, state.candidates),
            instruction: buildClassifyInstruction(context.agents),
            cacheKey: cacheKeyOf(state, index),
          },
          schema: CLASSIFY_RESPONSE,
          maxOutputTokens: CLASSIFY_MAX_OUTPUT_TOKENS,
          signal: ports.signal,
        });
        usage = addCallerUsage(usage, context.model, 'classify', outcome.usage);
        if (!outcome.ok) {
          ports.log.event('REVIEW_CLASSIFIED', { batch: index + 1, source: 'fallback', code: outcome.code, message: outcome.message });
          return {
            ...files,
            agents: names,
            kind: 'unknown',
            risk: 'unknown',
            size,
            needs_extra_context: false,
            reason: `classification failed (${outcome.code}: ${outcome.message}); every selected agent runs`,
            source: 'fallback',
          };
        }
        const chosen = new Set(outcome.value.agents);
        const batch: ReviewBatch = {
          ...files,
          agents: names.filter((name) => chosen.has(name)),
          kind: outcome.value.kind,
          risk: outcome.value.risk,
          size,
          needs_extra_context: outcome.value.needs_extra_context ?? false,
          reason: outcome.value.reason ?? '',
          source: 'model',
        };
        ports.log.event('REVIEW_CLASSIFIED', { batch: index + 1, kind: batch.kind, risk: batch.risk, agents: batch.agents, needs_extra_context: batch.needs_extra_context });
        return batch;
      }),
    ),
  );
  if (ports.signal.aborted) throw new CancelledError();
  const first = batches[0];
  ports.log.progress(
    first
      ? `classify: ${first.kind} change, ${first.risk} risk, ${first.size}; ${batches.length} batch${batches.length === 1 ? '' : 'es'}; agents ${[...new Set(batches.flatMap((batch) => batch.agents))].join(', ') || 'none'}`
      : 'classify: nothing fits the model budget',
  );
  return {
    review_plan: { batches },
    ...(usage ? { usage } : {}),
    not_reviewed: [...state.not_reviewed, ...overBudget],
    files_reviewed: (state.files_reviewed ?? 0) - overBudget.length,
  };
}
