import { createHash } from 'node:crypto';
import type { AgentDefinition } from '../agents/agent-definition.js';
import { buildAgentInstruction, buildClassifyInstruction } from '../agents/agent-prompts.js';
import { resolveAgents } from '../agents/resolve-agents.js';
import { REVIEW_RULES } from '../agents/review-rules.js';
import type { ChangeSet, DiffFile } from '../diff/diff-model.js';
import { severityRank } from '../findings/finding.js';
import type { CandidateFinding } from '../findings/finding.js';
import type { PathInstruction } from '../config/settings.js';
import { renderAgentPathInstructions, renderGuidelinesSection } from '../guidelines/render-guidelines.js';
import type { UsedGuidelines } from '../guidelines/select-guidelines.js';
import { renderIntentSection } from '../intent/review-intent.js';
import type { ReviewIntent } from '../intent/review-intent.js';
import { estimateTokens } from '../llm/estimate-tokens.js';
import type { BatchItem } from '../llm/plan-batches.js';
import { redactSecrets } from '../redact/create-redactor.js';
import { createChangedFilesSearch } from '../investigate/changed-files-search.js';
import { investigateBatch } from '../investigate/investigate-batch.js';
import type { BatchContext } from '../investigate/investigate-batch.js';
import type { LineWindow } from '../llm/enclosing-window.js';
import { readRelatedCode } from '../llm/related-code.js';
import { renderFileView, shownWindows } from '../llm/render-file-view.js';
import type { ReviewModel } from '../llm/review-model.js';
import { fenceUntrusted, sanitizeUntrusted } from '../llm/sanitize-untrusted.js';
import { copyOrder } from '../investigate/mirror-path.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewBatch, ReviewRequest, ReviewState } from '../review-state/review-state.js';

/** The context section's heading and fence lines. */
const CONTEXT_HEADING_TOKENS = 60;
/** Share of the per-call budget kept free for the related code a classify call may ask for. */
const EXTRA_CONTEXT_SHARE = 0.15;
/** The change overview and headings around the files, generously: they are a few lines. */
const PREFIX_OVERHEAD_TOKENS = 300;
/** Static and analyzer findings listed in one prompt, most severe first; more would crowd out the code. */
const MAX_HINTS = 40;
/** Changed lines up to which a batch is small or medium, for the classification. */
const SMALL_CHANGE_LINES = 50;
const MEDIUM_CHANGE_LINES = 400;

type LlmRequest = NonNullable<ReviewRequest['llm']>;

/** A changed file as the agents see it. */
export interface FileView {
  file: DiffFile;
  /** The file after the change, made safe for a model (sanitized, credentials redacted); undefined when unreadable. */
  lines: string[] | undefined;
  /** Fenced, with the enclosing code of each change. */
  full: string;
  /** Fenced, the hunks only. */
  compact: string;
  /** Lines added by the change, and the lines each rendering shows (context there would repeat them). */
  added: Set<number>;
  shown: { full: LineWindow[]; compact: LineWindow[] };
  /** Of the file's text after the change: two changed files with the same one are shown once. */
  hash: string | undefined;
}

/** What the classify and deep-review steps share: the model, the agents, the change as the model sees it. */
export interface ReviewContext {
  model: ReviewModel;
  llm: LlmRequest;
  change: ChangeSet;
  agents: AgentDefinition[];
  views: Map<string, FileView>;
  /** The repository's instructions to the reviewers: guidelines files and path instructions. */
  guidelines: readonly UsedGuidelines[];
  pathInstructions: readonly PathInstruction[];
  /** What the change claims to do, saved in the request so a resumed run sends the same bytes. */
  intent: ReviewIntent | undefined;
  /** The classify call also returns the walkthrough ("What changed"). */
  walkthrough: boolean;
}

/** Untrusted text as a model may read it: HTML comments, invisible and control characters gone, credentials redacted. */
function modelText(text: string): string {
  return redactSecrets(sanitizeUntrusted(text));
}

export async function loadReviewContext(state: ReviewState, ports: ReviewPorts, only?: ReadonlySet<string>): Promise<ReviewContext> {
  const { model } = ports;
  const llm = state.request.llm;
  if (!model || !llm) throw new Error(`model '${state.request.model}' is configured but no model port was provided`);
  const change = await ports.changes.load();
  const agents = resolveAgents(state.request.agents, llm.custom_agents, llm.agent_overrides);
  const views = new Map<string, FileView>();
  for (const file of change.files) {
    if (only && !only.has(file.path)) continue;
    const content = await ports.source.readFile(file.path);
    const lines = content === undefined ? undefined : modelText(content).replace(/\n$/, '').split('\n');
    views.set(file.path, {
      file,
      lines,
      full: fenceUntrusted('file', renderFileView(file, lines, 'enclosing', modelText)),
      compact: fenceUntrusted('file', renderFileView(file, lines, 'diff', modelText)),
      added: new Set(file.hunks.flatMap((hunk) => hunk.lines.flatMap((line) => (line.kind === 'add' && line.newLine !== undefined ? [line.newLine] : [])))),
      shown: { full: shownWindows(file, lines, 'enclosing'), compact: shownWindows(file, lines, 'diff') },
      hash: lines === undefined || lines.join('').trim() === '' ? undefined : createHash('sha256').update(lines.join('\n')).digest('hex'),
    });
  }
  return {
    model,
    llm,
    change,
    agents,
    views,
    guidelines: state.guidelines ?? [],
    pathInstructions: state.request.path_instructions ?? [],
    intent: state.request.intent,
    walkthrough: state.request.walkthrough !== false,
  };
}

/** A task's reply budget, within what the server's context leaves for the reply. */
export function outputTokens(llm: LlmRequest, taskMaximum: number): number {
  return Math.min(taskMaximum, llm.max_output_tokens ?? taskMaximum);
}

/** Tokens one batch's files may take: the budget less the rules, the longest task and room for related code. */
export function batchCapacity(context: ReviewContext, minConfidence: number): number {
  const tasks = [buildClassifyInstruction(context.agents, context.walkthrough), ...context.agents.map((agent) => buildAgentInstruction(agent, minConfidence))];
  // The instructions as if every batch had every file: a batch's own are never more.
  const paths = [...context.views.keys()];
  const instructions = estimateTokens(renderGuidelinesSection(context.guidelines, context.pathInstructions, paths, modelText));
  const ownInstructions = Math.max(
    0,
    ...context.agents.map((agent) => estimateTokens(renderAgentPathInstructions(context.pathInstructions, agent.name, paths, modelText))),
  );
  const intent = estimateTokens(renderIntentSection(context.intent) ?? '');
  const fixed = estimateTokens(REVIEW_RULES) + Math.max(...tasks.map(estimateTokens)) + instructions + ownInstructions + intent + PREFIX_OVERHEAD_TOKENS;
  return Math.floor(context.llm.max_input_tokens * (1 - EXTRA_CONTEXT_SHARE)) - fixed;
}

/** Each reviewable file's cost in tokens, with its static findings, in path order. */
export function batchItems(context: ReviewContext, hints: readonly CandidateFinding[]): BatchItem[] {
  return [...context.views.values()]
    .sort((a, b) => (a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0))
    .map((view) => {
      const hintTokens = estimateTokens(hintLines(hints.filter((hint) => hint.file === view.file.path)).join('\n'));
      return { path: view.file.path, fullTokens: estimateTokens(view.full) + hintTokens, compactTokens: estimateTokens(view.compact) + hintTokens };
    });
}

export function sizeOf(files: readonly DiffFile[]): ReviewBatch['size'] {
  const lines = files.reduce((sum, file) => sum + file.additions + file.deletions, 0);
  return lines <= SMALL_CHANGE_LINES ? 'small' : lines <= MEDIUM_CHANGE_LINES ? 'medium' : 'large';
}

/**
 * The shared prompt prefix of one batch: the repository's guidelines for its files (instructions, outside
 * any data fence, before the pull request's content), then the change overview, the static findings and the files. It is
 * built from the saved change and the head's files alone, so the classify call and the six reviewers
 * (even in a resumed run) send the same bytes and share the provider's prompt cache.
 */
export function batchPrefix(
  context: ReviewContext,
  batch: Pick<ReviewBatch, 'files' | 'compact' | 'context'>,
  position: { index: number; count: number },
  hints: readonly CandidateFinding[],
): string {
  const { change } = context;
  const inBatch = new Set(batch.files);
  const compact = new Set(batch.compact);
  const additions = change.files.reduce((sum, file) => sum + file.additions, 0);
  const deletions = change.files.reduce((sum, file) => sum + file.deletions, 0);
  const batchHints = hintLines(hints.filter((hint) => inBatch.has(hint.file)));
  const overview = [
    '# The change',
    `${change.files.length} changed files are reviewed (+${additions} -${deletions} lines), between base ${change.baseSha.slice(0, 12)} and head ${change.headSha.slice(0, 12)}.`,
    position.count > 1
      ? `This prompt holds part ${position.index + 1} of ${position.count}: ${batch.files.length} of the files. The others are reviewed separately; report only on the files shown here.`
      : `All ${batch.files.length} files are shown here.`,
    '',
    "## Findings of Sextant's static rules and the repository's own analyzers, each with its reporter and rule (already reported: do not repeat them; they are evidence for what you review)",
    batchHints.length > 0 ? fenceUntrusted('static-findings', batchHints.join('\n')) : 'None.',
    '',
    '## Changed files',
  ];
  const copies = copiesIn(context, batch.files);
  const files = batch.files.flatMap((path) => {
    const view = context.views.get(path);
    if (!view) return [];
    const original = copies.get(path);
    if (original === undefined) return [compact.has(path) ? view.compact : view.full];
    const { status, additions, deletions } = view.file;
    return [
      fenceUntrusted(
        'file',
        modelText(
          `file: ${path} — ${status}, +${additions} -${deletions}: after the change, the same content as ${original}, shown in this prompt (not repeated)`,
        ),
      ),
    ];
  });
  const guidelines = renderGuidelinesSection(context.guidelines, context.pathInstructions, batch.files, modelText);
  // The claim comes after the repository's instructions and before the code it is checked against.
  const intent = renderIntentSection(context.intent);
  return [...(guidelines ? [guidelines] : []), ...(intent ? [intent] : []), ...overview, ...files, ...contextSection(batch.context)].join('\n');
}

/** The path instructions meant for `agent` alone, for the batch's files: they follow the shared prefix, in the agent's task. */
export function agentPathInstructions(context: ReviewContext, agent: string, batch: Pick<ReviewBatch, 'files'>): string {
  return renderAgentPathInstructions(context.pathInstructions, agent, batch.files, modelText);
}

/**
 * Changed files of a batch whose text after the change equals another's (a `deno_dist/` build, a vendored
 * copy), each with the file shown in its place. Decided from the batch's own files, so every call on it sends the same bytes.
 */
function copiesIn(context: ReviewContext, paths: readonly string[]): Map<string, string> {
  const byHash = new Map<string, string[]>();
  for (const path of paths) {
    const hash = context.views.get(path)?.hash;
    if (hash) byHash.set(hash, [...(byHash.get(hash) ?? []), path]);
  }
  const copies = new Map<string, string>();
  for (const same of byHash.values()) {
    const [kept, ...others] = [...same].sort(copyOrder);
    if (kept) for (const other of others) copies.set(other, kept);
  }
  return copies;
}

/** The INVESTIGATE excerpts, after the files: still in the prefix, so every call on the batch shares them. */
function contextSection(context: BatchContext | undefined): string[] {
  if (!context?.text) return [];
  const where = context.source === 'repository' ? 'from the rest of the repository' : 'from the changed files (the repository could not be searched)';
  return [
    '',
    `## Context ${where}, under the changed file each excerpt explains: what its changed functions call, their tests, their callers, the types they name (not part of the change: do not report on it)`,
    fenceUntrusted('repository-context', context.text),
  ];
}

/** Share of the per-call budget the INVESTIGATE excerpts of one batch may take at most, when the batch leaves room. */
const INVESTIGATE_SHARE = 0.25;

/**
 * INVESTIGATE for each planned batch: definitions and callers from the repository at the head (or,
 * without a checkout, from the changed files), within what the batch leaves of `capacity`, so the
 * prompt stays under max-input-tokens.
 */
export async function investigateBatches(
  context: ReviewContext,
  batches: ReadonlyArray<{ paths: readonly string[]; compact: readonly string[] }>,
  items: readonly BatchItem[],
  capacity: number,
  ports: ReviewPorts,
): Promise<BatchContext[]> {
  const cost = new Map(items.map((item) => [item.path, item]));
  const repository = await ports.source.repository?.();
  const search =
    repository ?? createChangedFilesSearch(new Map([...context.views].flatMap(([path, view]) => (view.lines ? [[path, view.lines] as const] : []))));
  const results: BatchContext[] = [];
  for (const batch of batches) {
    const compact = new Set(batch.compact);
    const files = batch.paths.flatMap((path) => {
      const view = context.views.get(path);
      return view ? [{ path, lines: view.lines, added: view.added, visible: compact.has(path) ? view.shown.compact : view.shown.full }] : [];
    });
    const tokens = batch.paths.reduce((sum, path) => sum + (compact.has(path) ? (cost.get(path)?.compactTokens ?? 0) : (cost.get(path)?.fullTokens ?? 0)), 0);
    const budget = Math.min(capacity - tokens, Math.floor(context.llm.max_input_tokens * INVESTIGATE_SHARE)) - CONTEXT_HEADING_TOKENS;
    results.push(
      budget <= 0
        ? { source: repository ? 'repository' : 'changed-files', searched: search.description, excerpts: [], text: '', tokens: 0 }
        : await investigateBatch({
            files,
            search,
            source: repository ? 'repository' : 'changed-files',
            readFile: (path) => ports.source.readFile(path),
            clean: modelText,
            budgetTokens: budget,
          }),
    );
    const sent = results.at(-1);
    ports.log.event('REVIEW_CONTEXT_INVESTIGATED', {
      batch: results.length,
      searched: search.description,
      budget_tokens: Math.max(0, budget),
      tokens: sent?.tokens ?? 0,
      excerpts: (sent?.excerpts ?? []).map((excerpt) => `${excerpt.path}:${excerpt.start}-${excerpt.end} ${excerpt.relation} ${excerpt.symbol}`),
    });
  }
  const excerpts = results.reduce((sum, result) => sum + result.excerpts.length, 0);
  ports.log.progress(`investigate: ${excerpts} excerpt${excerpts === 1 ? '' : 's'} of context from ${search.description}`);
  return results;
}

/** Groups the calls on one batch (classify and every agent) for providers that route prompt caches by key. */
export function cacheKeyOf(state: ReviewState, batchIndex: number): string {
  return `sextant-${state.session_id}-${batchIndex + 1}`;
}

/**
 * The related code of a batch (tests of its files, signatures they import), for a classify call that
 * asked for it. It comes after the cached prefix, bounded to the share of the budget kept for it.
 */
export async function readExtraContext(context: ReviewContext, batch: ReviewBatch, ports: ReviewPorts): Promise<string> {
  const budget = Math.floor(context.llm.max_input_tokens * EXTRA_CONTEXT_SHARE);
  const changed = new Set(context.change.files.map((file) => file.path));
  const blocks: string[] = [];
  let used = 0;
  for (const path of batch.files) {
    const view = context.views.get(path);
    if (!view?.lines) continue;
    for (const related of await readRelatedCode(path, view.lines.join('\n'), ports.source.readFile.bind(ports.source))) {
      if (changed.has(related.path)) continue;
      const block = `${related.relation === 'tests' ? 'tests' : 'imported module'} of ${path}: ${related.path}\n${related.lines.join('\n')}`;
      const tokens = estimateTokens(block);
      if (used + tokens > budget) break;
      blocks.push(modelText(block));
      used += tokens;
    }
  }
  if (blocks.length === 0) return '';
  return `# Related code (context only: it is not part of the change, do not report on it)\n${fenceUntrusted('related-code', blocks.join('\n\n'))}\n\n`;
}

function hintLines(hints: readonly CandidateFinding[]): string[] {
  return [...hints]
    .sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || a.file.localeCompare(b.file) || a.line - b.line)
    .slice(0, MAX_HINTS)
    .map((hint) => modelText(`${hint.file}:${hint.line} ${hint.severity} ${hint.agent} [${hint.rule_id ?? hint.category}] ${hint.description}`));
}
