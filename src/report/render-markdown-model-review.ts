import { escapeMarkdown } from '../text/markdown-escape.js';
import { groupDigits } from '../text/group-digits.js';
import { CELL_TEXT_LIMIT } from './markdown-cell.js';
import type { ReviewReport } from './review-report.js';
import { formatCount } from './verdict.js';

/** Findings the verification pass dropped, named in the summary; report.json has them all. */
const DROPPED_SHOWN = 10;
/** Context excerpts named per batch in the summary; report.json has them all. */
const CONTEXT_EXCERPTS_SHOWN = 8;

/** One line on the investigation tools: what the reviewers looked up, or why they could not. */
function renderInvestigation(investigation: ReviewReport['investigation']): string | undefined {
  if (!investigation || investigation.tools === 'off') return undefined;
  if (investigation.tools !== 'used') return `- Investigation tools: none — ${escapeMarkdown(investigation.note ?? investigation.tools, CELL_TEXT_LIMIT)}`;
  const byTool = new Map<string, number>();
  for (const calls of Object.values(investigation.calls)) for (const [tool, count] of Object.entries(calls)) byTool.set(tool, (byTool.get(tool) ?? 0) + count);
  const total = [...byTool.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return '- Investigation tools: offered, not called';
  const tools = [...byTool].map(([tool, count]) => `${escapeMarkdown(tool)} ${count}`).join(', ');
  const refused = investigation.refused > 0 ? `; ${investigation.refused} refused or past the budget` : '';
  return `- Investigation tools: ${formatCount(total, 'call')} (${tools}), ${groupDigits(investigation.tokens)} tokens of results${refused}`;
}

/** LLM mode: how the change was classified, what context it was sent, what each caller spent, and what the anchoring dropped. */
export function renderMarkdownModelReview(report: ReviewReport): string[] {
  const callers = Object.entries(report.usage.by_agent ?? {});
  if (!report.classification && callers.length === 0) return [];
  const out = ['### Model review', ''];
  const batches = report.classification ?? [];
  batches.forEach((batch, index) => {
    const part = batches.length > 1 ? `Part ${index + 1} of ${batches.length} (${formatCount(batch.files, 'file')}): ` : '';
    const agents = batch.agents.length > 0 ? escapeMarkdown(batch.agents.join(', ')) : 'none';
    const why = batch.reason ? ` — ${escapeMarkdown(batch.reason, CELL_TEXT_LIMIT)}` : '';
    out.push(`- ${part}${escapeMarkdown(batch.kind)} change, ${escapeMarkdown(batch.risk)} risk, ${batch.size}; agents: ${agents}${why}`);
    if (batch.overruled) out.push(`  - ⚠️ Classification overruled by the coverage floor: ${escapeMarkdown(batch.overruled, CELL_TEXT_LIMIT)}`);
  });
  for (const sent of report.context_sent ?? []) {
    const part = (report.context_sent ?? []).length > 1 ? ` (part ${sent.batch})` : '';
    const excerpts = sent.excerpts
      .slice(0, CONTEXT_EXCERPTS_SHOWN)
      .map(
        (excerpt) =>
          `\`${escapeMarkdown(`${excerpt.file}:${excerpt.start_line}-${excerpt.end_line}`)}\` ${excerpt.relation} of ${escapeMarkdown(excerpt.symbol)}`,
      );
    const more = sent.excerpts.length > CONTEXT_EXCERPTS_SHOWN ? `, and ${sent.excerpts.length - CONTEXT_EXCERPTS_SHOWN} more (report.json lists them)` : '';
    out.push(`- Context${part} from ${escapeMarkdown(sent.searched)}: ${excerpts.length > 0 ? `${excerpts.join(', ')}${more}` : 'none needed or none found'}`);
  }
  const investigation = renderInvestigation(report.investigation);
  if (investigation) out.push(investigation);
  const dropped = report.dropped_findings ?? [];
  if (dropped.length > 0) {
    out.push(`- Verification: ${formatCount(dropped.length, 'model finding')} dropped as not supported by the code (not posted):`);
    for (const finding of dropped.slice(0, DROPPED_SHOWN)) {
      out.push(
        `  - \`${escapeMarkdown(`${finding.file}:${finding.line}`)}\` ${escapeMarkdown(finding.agent)} · ${escapeMarkdown(finding.category)}: ${escapeMarkdown(finding.drop_reason, CELL_TEXT_LIMIT)}`,
      );
    }
    if (dropped.length > DROPPED_SHOWN) out.push(`  - … and ${dropped.length - DROPPED_SHOWN} more (report.json lists them)`);
  }
  const { unanchored_findings: unanchored = 0, reanchored_findings: reanchored = 0 } = report.summary;
  if (unanchored > 0 || reanchored > 0) {
    out.push(
      `- Anchoring: ${formatCount(unanchored, 'finding')} dropped (file or line not in the change), ${reanchored} moved to the line their code snippet is on`,
    );
  }
  if (callers.length > 0) {
    out.push('', '| Caller | Calls | Input tokens | Cache read | Cache written | Output tokens | Est. cost |', '|---|---:|---:|---:|---:|---:|---:|');
    for (const [caller, usage] of callers) {
      out.push(
        `| ${escapeMarkdown(caller)} | ${usage.calls} | ${groupDigits(usage.input_tokens)} | ${groupDigits(usage.cache_read_tokens)} | ${groupDigits(usage.cache_write_tokens)} | ` +
          `${groupDigits(usage.output_tokens)} | ${dollars(usage.cost_estimate_usd)} |`,
      );
    }
    const { usage } = report;
    out.push(
      `| **total** | ${callers.reduce((sum, [, caller]) => sum + caller.calls, 0)} | ${groupDigits(usage.input_tokens)} | ${groupDigits(usage.cache_read_tokens)} | ` +
        `${groupDigits(usage.cache_write_tokens)} | ${groupDigits(usage.output_tokens)} | ${dollars(usage.cost_estimate_usd)} |`,
    );
    if (usage.cost_basis) out.push('', `Cost: ${escapeMarkdown(usage.cost_basis, CELL_TEXT_LIMIT)}.`);
  }
  out.push('');
  return out;
}

/** A cost estimate in a table cell; a model with no list price costs "unknown", never "$0.0000". */
function dollars(usd: number | null): string {
  return usd === null ? 'unknown' : `$${usd.toFixed(4)}`;
}
