import type { AgentDefinition } from '../agents/agent-definition.js';
import { buildAgentInstruction, buildClassifyInstruction } from '../agents/agent-prompts.js';
import { resolveAgents } from '../agents/resolve-agents.js';
import { REVIEW_RULES } from '../agents/review-rules.js';
import type { ChangeSet, DiffFile } from '../diff/diff-model.js';
import { severityRank } from '../findings/finding.js';
import type { CandidateFinding } from '../findings/finding.js';
import { estimateTokens } from '../llm/estimate-tokens.js';
import type { BatchItem } from '../llm/plan-batches.js';
import { redactSecrets } from '../redact/create-redactor.js';
import { readRelatedCode } from '../llm/related-code.js';
import { renderFileView } from '../llm/render-file-view.js';
import type { ReviewModel } from '../llm/review-model.js';
import { fenceUntrusted, sanitizeUntrusted } from '../llm/sanitize-untrusted.js';
import type { ReviewPorts } from './review-ports.js';
import type { ReviewBatch, ReviewRequest, ReviewState } from './review-state.js';

/** Share of the per-call budget kept free for the related code a classify call may ask for. */
const EXTRA_CONTEXT_SHARE = 0.15;
/** The change overview and headings around the files, generously: they are a few lines. */
const PREFIX_OVERHEAD_TOKENS = 300;
/** Static findings listed in one prompt, most severe first; more would crowd out the code. */
const MAX_HINTS = 40;
/** Changed lines up to which a batch is small or medium, for the classification. */
const SMALL_CHANGE_LINES = 50;
const MEDIUM_CHANGE_LINES = 400;

export type LlmRequest = NonNullable<ReviewRequest['llm']>;

/** A changed file as the agents see it. */
export interface FileView {
  file: DiffFile;
  /** The file after the change, made safe for a model (sanitized, credentials redacted); undefined when unreadable. */
  lines: string[] | undefined;
  /** Fenced, with the enclosing code of each change. */
  full: string;
  /** Fenced, the hunks only. */
  compact: string;
}

/** What the classify and deep-review steps share: the model, the agents, the change as the model sees it. */
export interface ReviewContext {
  model: ReviewModel;
  llm: LlmRequest;
  change: ChangeSet;
  agents: AgentDefinition[];
  views: Map<string, FileView>;
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
    });
  }
  return { model, llm, change, agents, views };
}

/** Tokens one batch's files may take: the budget less the rules, the longest task and room for related code. */
export function batchCapacity(context: ReviewContext, minConfidence: number): number {
  const tasks = [buildClassifyInstruction(context.agents), ...context.agents.map((agent) => buildAgentInstruction(agent, minConfidence))];
  const fixed = estimateTokens(REVIEW_RULES) + Math.max(...tasks.map(estimateTokens)) + PREFIX_OVERHEAD_TOKENS;
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
 * The shared prompt prefix of one batch: the change overview, the static findings and the files. It is
 * built from the saved change and the head's files alone, so the classify call and the six reviewers
 * (even in a resumed run) send the same bytes and share the provider's prompt cache.
 */
export function batchPrefix(context: ReviewContext, batch: Pick<ReviewBatch, 'files' | 'compact'>, position: { index: number; count: number }, hints: readonly CandidateFinding[]): string {
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
    "## Findings of Sextant's static rules (already reported: do not repeat them)",
    batchHints.length > 0 ? fenceUntrusted('static-findings', batchHints.join('\n')) : 'None.',
    '',
    '## Changed files',
  ];
  const files = batch.files.flatMap((path) => {
    const view = context.views.get(path);
    return view ? [compact.has(path) ? view.compact : view.full] : [];
  });
  return [...overview, ...files].join('\n');
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
