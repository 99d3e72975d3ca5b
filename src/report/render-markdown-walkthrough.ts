import { escapeMarkdown } from '../text/markdown-escape.js';
import { CELL_TEXT_LIMIT } from './markdown-cell.js';
import type { ReviewReport } from './review-report.js';
import { formatCount } from './verdict.js';
import { commonReviewers, reviewersCell } from './walkthrough.js';

/** Files "What changed" lists in markdown: a comment has 65,536 characters; the HTML report and report.json list all. */
const WALKTHROUGH_FILES_LIMIT = 100;
/** Past this many files, "What changed" is folded under its heading. */
const WALKTHROUGH_OPEN_FILES = 20;

/** "What changed": the model's overview and a line per file, or (static mode) a table of sizes, roles and reviewers. */
export function renderMarkdownWalkthrough(report: ReviewReport): string[] {
  const walkthrough = report.walkthrough;
  if (!walkthrough) return [];
  const out = ['### What changed', ''];
  if (walkthrough.overview) out.push(escapeMarkdown(walkthrough.overview, CELL_TEXT_LIMIT * 2), '');
  // A large change's file list is folded: the heading and the overview stay in view.
  const folded = walkthrough.files.length > WALKTHROUGH_OPEN_FILES;
  if (folded) out.push(`<details><summary>${formatCount(walkthrough.files.length, 'changed file')}</summary>`, '');
  const shown = walkthrough.files.slice(0, WALKTHROUGH_FILES_LIMIT);
  if (walkthrough.files.some((file) => file.summary)) {
    out.push('| File | Change | What it does |', '|---|---:|---|');
    for (const file of shown)
      out.push(
        `| \`${escapeMarkdown(file.path, CELL_TEXT_LIMIT)}\` | ${changeSize(file)} | ${file.summary ? escapeMarkdown(file.summary, CELL_TEXT_LIMIT) : `${file.role}, not described`} |`,
      );
  } else {
    // The reviewers are named once: a row repeating the same six names pushes everything else down.
    const common = commonReviewers(walkthrough);
    if (common.length > 0) out.push(`Reviewed by ${escapeMarkdown(common.join(', '))} (✔ below); a row names its own reviewers when they differ.`, '');
    out.push('| File | Change | Role | Language | Reviewed by |', '|---|---:|---|---|---|');
    for (const file of shown) {
      out.push(
        `| \`${escapeMarkdown(file.path, CELL_TEXT_LIMIT)}\` | ${changeSize(file)} | ${file.role} | ${file.language ?? '—'} | ${escapeMarkdown(reviewersCell(file.agents, common))} |`,
      );
    }
  }
  const more = walkthrough.files.length - shown.length;
  if (more > 0) out.push('', `… and ${formatCount(more, 'more file')} (the HTML report and report.json list every one).`);
  out.push('', ...(folded ? ['</details>', ''] : []));
  return out;
}

function changeSize(file: { additions?: number; deletions?: number }): string {
  return file.additions === undefined || file.deletions === undefined ? '—' : `+${file.additions} −${file.deletions}`;
}
