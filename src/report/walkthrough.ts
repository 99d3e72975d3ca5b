import type { ReviewState } from '../review-state/review-state.js';
import { fileRoleOf } from '../diff/file-role.js';
import { languageOf } from '../diff/language.js';
import type { Walkthrough, WalkthroughRole } from './review-report.js';

const BINARY_ASSET = /\.(png|jpe?g|gif|webp|ico|svg|pdf|woff2?|ttf|otf|zip|gz|wasm)$/i;
const DOCS = /\.(md|mdx|markdown|rst|adoc|txt)$|(^|\/)(docs?|LICENSE[^/]*|CHANGELOG[^/]*)$/i;
const CONFIG = /\.(json|jsonc|ya?ml|toml|ini|cfg|conf|lock|env\.example)$|(^|\/)(Dockerfile|Makefile|\.[\w.-]+)$/i;

/** What a changed file is for, as a reader of the walkthrough tells them apart. */
export function walkthroughRoleOf(path: string, generated: boolean): WalkthroughRole {
  if (generated) return 'generated';
  if (BINARY_ASSET.test(path)) return 'asset';
  const role = fileRoleOf(path);
  if (role === 'test') return 'test';
  if (DOCS.test(path)) return 'docs';
  if (CONFIG.test(path) || (role === 'tooling' && languageOf(path) === undefined)) return 'config';
  return 'source';
}

/**
 * "What changed": every changed file with its size, role, language and the reviewers that read it, and
 * in model mode the classify call's overview and one line per file. Built from the state alone, so a
 * resumed run and an update of the summary show the same.
 */
export function walkthroughOf(state: ReviewState): Walkthrough | undefined {
  const changed = state.changed_files;
  if (state.request.walkthrough === false || !changed || changed.length === 0) return undefined;
  const notReviewed = new Map(state.not_reviewed.map((entry) => [entry.path, entry]));
  const batches = state.review_plan?.batches ?? [];
  const summaries = new Map(batches.flatMap((batch) => (batch.walkthrough?.files ?? []).map((file) => [file.path, file.summary] as const)));
  const overview = batches.flatMap((batch) => (batch.walkthrough?.overview ? [batch.walkthrough.overview] : [])).join(' ');
  // Static mode: the agents whose rules ran; model mode: the agents of the file's batch.
  const staticAgents = state.agent_results.filter((result) => result.status !== 'skipped').map((result) => result.agent);
  const files = changed.map((file) => {
    const skipped = notReviewed.get(file.path);
    const batch = batches.find((candidate) => candidate.files.includes(file.path));
    const language = languageOf(file.path);
    // A file only the pull request's earlier commits changed was read by an earlier review, not this one.
    const agents = !file.read ? [] : batch ? batch.agents : state.request.model === 'static' && language !== undefined && !skipped ? staticAgents : [];
    const summary = summaries.get(file.path);
    return {
      path: file.path,
      ...(file.additions === undefined ? {} : { additions: file.additions }),
      ...(file.deletions === undefined ? {} : { deletions: file.deletions }),
      role: walkthroughRoleOf(file.path, skipped?.reason === 'generated'),
      ...(language ? { language } : {}),
      agents: [...new Set(agents)],
      ...(summary ? { summary } : {}),
    };
  });
  return { ...(overview ? { overview } : {}), files };
}

/**
 * The reviewers most files were read by, named once above the walkthrough's table; a row names its
 * own only when they differ. Empty when no file was reviewed.
 */
export function commonReviewers(walkthrough: Walkthrough): string[] {
  const counts = new Map<string, { agents: string[]; files: number }>();
  for (const file of walkthrough.files) {
    if (file.agents.length === 0) continue;
    const key = file.agents.join(', ');
    counts.set(key, { agents: file.agents, files: (counts.get(key)?.files ?? 0) + 1 });
  }
  return [...counts.values()].sort((a, b) => b.files - a.files)[0]?.agents ?? [];
}

/** A row's "Reviewed by": ✔ for the common reviewers, — for none, else its own. */
export function reviewersCell(agents: readonly string[], common: readonly string[]): string {
  if (agents.length === 0) return '—';
  return agents.join(', ') === common.join(', ') ? '✔' : agents.join(', ');
}
