import pLimit from 'p-limit';
import { buildClassifyInstruction } from '../agents/agent-prompts.js';
import { CLASSIFY_RESPONSE } from '../agents/classification.js';
import type { ClassifyReply } from '../agents/classification.js';
import { changeFacts, checkClassification, coverageFloor } from '../agents/coverage-floor.js';
import { REVIEW_RULES } from '../agents/review-rules.js';
import type { NotReviewed } from '../diff/diff-model.js';
import { planBatches } from '../llm/plan-batches.js';
import { sanitizeUntrusted } from '../llm/sanitize-untrusted.js';
import { redactSecrets } from '../redact/create-redactor.js';
import { languageOf } from '../diff/language.js';
import { addCallerUsage } from '../review-state/caller-usage.js';
import { coveredLanguages } from './covered-languages.js';
import { createCallProgress } from './call-progress.js';
import { CancelledError } from './cancelled-error.js';
import { batchCapacity, batchItems, batchPrefix, cacheKeyOf, investigateBatches, loadReviewContext, outputTokens, sizeOf } from './review-context.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewBatch, ReviewState, StateUpdate } from '../review-state/review-state.js';

/** Past this many batches the calls (seven per batch) multiply faster than what another batch adds. */
const MAX_BATCHES = 8;
/** The classification is a few words and a list of names. */
const CLASSIFY_MAX_OUTPUT_TOKENS = 600;
/** The walkthrough the classify call also returns: two sentences, then a short line for each file of the batch. */
const WALKTHROUGH_OVERVIEW_TOKENS = 150;
const WALKTHROUGH_TOKENS_PER_FILE = 50;
/** What is kept of the model's walkthrough: a summary table's cell, not an essay. */
const MAX_OVERVIEW_CHARS = 600;
const MAX_FILE_SUMMARY_CHARS = 200;

/**
 * LLM mode: splits the change into batches that fit the per-call budget (listing what does not fit),
 * then asks the model, once per batch, what kind of change it is and which agents are worth running.
 * The call sends exactly the prefix the agents will send, so it also warms the provider's prompt cache.
 * A failed classification is not fatal: every selected agent then runs. A classification never takes a
 * batch below its coverage floor (coverage-floor.ts): one that contradicts the files is overruled, logged
 * and reported as a warning.
 */
export async function classifyStep(state: ReviewState, ports: ReviewPorts): Promise<StateUpdate> {
  const context = await loadReviewContext(state, ports);
  const capacity = batchCapacity(context, state.request.min_confidence);
  const items = batchItems(context, state.candidates);
  const plan = planBatches(items, capacity, MAX_BATCHES);
  // Context beyond the diff joins each batch's shared prefix: the classify call warms the cache with it too.
  const contexts = await investigateBatches(context, plan.batches, items, capacity, ports);
  // Quick-scan has read every file of the change already: the static engine in full where it has rules, the text gates elsewhere.
  const covered = coveredLanguages(state.request);
  const listed = new Set(state.not_reviewed.map((entry) => entry.path));
  const overBudget: NotReviewed[] = plan.overBudget.flatMap(({ path, detail }) => {
    if (listed.has(path)) return [];
    const language = languageOf(path);
    return [
      {
        path,
        reason: 'over-budget' as const,
        detail: `${detail}; not reviewed by the model agents (max-input-tokens: ${context.llm.max_input_tokens})`,
        scanned_by: language !== undefined && covered.has(language) ? ('static-engine' as const) : ('text-gates' as const),
      },
    ];
  });
  const names = context.agents.map((agent) => agent.name);
  const { walkthrough } = context;
  const limit = pLimit(context.llm.concurrency);
  const progress = createCallProgress(ports.log, () => ports.now().getTime());
  let usage = state.usage;
  const batches = await Promise.all(
    plan.batches.map((planned, index) =>
      limit(async (): Promise<ReviewBatch> => {
        const investigated = contexts[index];
        const files = { files: planned.paths, compact: planned.compact, ...(investigated ? { context: investigated } : {}) };
        const size = sizeOf(planned.paths.flatMap((path) => context.views.get(path)?.file ?? []));
        const label = plan.batches.length > 1 ? `classify (batch ${index + 1}/${plan.batches.length})` : 'classify';
        const outcome = await progress.track(label, () =>
          context.model.generate({
            caller: 'classify',
            prompt: {
              system: REVIEW_RULES,
              prefix: batchPrefix(context, files, { index, count: plan.batches.length }, state.candidates),
              instruction: buildClassifyInstruction(context.agents, walkthrough),
              cacheKey: cacheKeyOf(state, index),
            },
            schema: CLASSIFY_RESPONSE,
            maxOutputTokens: outputTokens(
              context.llm,
              CLASSIFY_MAX_OUTPUT_TOKENS + (walkthrough ? WALKTHROUGH_OVERVIEW_TOKENS + WALKTHROUGH_TOKENS_PER_FILE * planned.paths.length : 0),
            ),
            signal: ports.signal,
          }),
        );
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
        const facts = changeFacts(planned.paths, state.candidates);
        const floor = coverageFloor(facts, names, state.request.min_required_agents);
        const chosen = new Set(outcome.value.agents);
        const checked = checkClassification({ kind: outcome.value.kind, agents: names.filter((name) => chosen.has(name)) }, facts, floor, names);
        const batch: ReviewBatch = {
          ...files,
          agents: checked.agents,
          kind: checked.kind,
          risk: outcome.value.risk,
          size,
          needs_extra_context: outcome.value.needs_extra_context ?? false,
          reason: outcome.value.reason ?? '',
          source: 'model',
          ...(checked.overruled ? { overruled: checked.overruled } : {}),
          ...(walkthrough ? walkthroughOf(outcome.value.walkthrough, planned.paths) : {}),
        };
        if (checked.overruled) {
          ports.log.event('REVIEW_CLASSIFICATION_OVERRULED', {
            batch: index + 1,
            kind: outcome.value.kind,
            chosen: outcome.value.agents,
            agents: batch.agents,
            reason: checked.overruled,
          });
        }
        ports.log.event('REVIEW_CLASSIFIED', {
          batch: index + 1,
          kind: batch.kind,
          risk: batch.risk,
          agents: batch.agents,
          needs_extra_context: batch.needs_extra_context,
        });
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
  const overruled = batches.flatMap((batch, index) =>
    batch.overruled ? [`classification${batches.length > 1 ? ` of batch ${index + 1}` : ''} overruled by the coverage floor: ${batch.overruled}`] : [],
  );
  return {
    review_plan: { batches },
    ...(overruled.length > 0 ? { warnings: [...state.warnings, ...overruled] } : {}),
    ...(usage ? { usage } : {}),
    not_reviewed: [...state.not_reviewed, ...overBudget],
    files_reviewed: (state.files_reviewed ?? 0) - overBudget.length,
  };
}

/** The model's walkthrough of a batch, kept for its own files only, cleaned, redacted and capped like every model output shown. */
function walkthroughOf(reply: ClassifyReply['walkthrough'], paths: readonly string[]): Pick<ReviewBatch, 'walkthrough'> {
  if (!reply) return {};
  const inBatch = new Set(paths);
  const clean = (text: string, limit: number) => {
    const kept = redactSecrets(sanitizeUntrusted(text)).replace(/\s+/g, ' ').trim();
    return kept.length <= limit ? kept : `${kept.slice(0, limit - 1)}…`;
  };
  const files = (reply.files ?? [])
    .filter((file) => inBatch.has(file.path))
    .map((file) => ({ path: file.path, summary: clean(file.summary, MAX_FILE_SUMMARY_CHARS) }));
  return { walkthrough: { overview: clean(reply.overview ?? '', MAX_OVERVIEW_CHARS), files: files.filter((file) => file.summary !== '') } };
}
