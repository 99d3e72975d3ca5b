import { renderHtml } from '../src/report/render-html.js';
import type { ReviewReport } from '../src/report/review-report.js';
import { buildFinding, buildReport, withFindings } from './support/report-fixture.js';

const HOSTILE = '"><script>alert(1)</script><img src=x onerror=alert(2)>\u202e';

/** Every tag the page has: only the renderer's own, never one from a field. */
function tagsOf(page: string): string[] {
  return [...new Set([...page.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((match) => (match[1] ?? '').toLowerCase()))].sort();
}

describe('the HTML report', () => {
  const hostile = buildFinding({
    file: `src/${HOSTILE}.ts`,
    rule_id: 'review/eval',
    category: HOSTILE,
    description: `bad ${HOSTILE} \`code\``,
    recommendation: HOSTILE,
    code_snippet: HOSTILE,
    severity: 'high',
    suggestion: { start_line: 2, end_line: 2, replacement: HOSTILE, verified: true },
  });
  const base = withFindings(buildReport(), [hostile, buildFinding({ id: 'READ-001', severity: 'info', agent: 'comment-analyzer' })], 'high');
  const report: ReviewReport = {
    ...base,
    not_reviewed: [{ path: HOSTILE, reason: 'symlink', detail: HOSTILE }],
    warnings: [HOSTILE],
    errors: [{ step: HOSTILE, message: HOSTILE }],
  };

  it('escapes every field from the change, a model or a command', () => {
    const page = renderHtml(report, { context: { [hostile.id]: { start: 1, lines: ['ok', HOSTILE, 'ok'] } } });
    expect(tagsOf(page).filter((tag) => ['img', 'iframe', 'object', 'link', 'base', 'form'].includes(tag))).toEqual([]);
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(page).not.toContain('\u202e');
    expect(page).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // The verified fix is a diff: the head's line removed, the replacement added.
    expect(page).toMatch(/<div class="del">- &quot;&gt;&lt;script&gt;[^<]*<\/div><div class="add">\+ &quot;&gt;/);
  });

  it('asks for nothing outside the page', () => {
    const page = renderHtml(report);
    expect(page).toContain("default-src 'none'");
    // Links inside the page (#file-…) only: no attribute of a real tag points anywhere else.
    expect(page).not.toMatch(/<[a-z][^<>]*\s(src|href|action|srcset|poster)\s*=\s*["']?(?!#)[^"'\s>]/i);
    expect(page).toMatch(/<a href="#file-[0-9a-f]+">/);
  });

  it('has filters for each severity and agent, info unticked unless show-info', () => {
    const page = renderHtml(report);
    expect(page).toContain('value="info">');
    expect(page).toContain('value="high" checked>');
    expect(page).toContain('data-filter="agent" value="comment-analyzer" checked');
    const shown = renderHtml({ ...report, summary: { ...report.summary, show_info: true } });
    expect(shown).toContain('value="info" checked>');
  });
});
