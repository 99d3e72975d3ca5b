import { escapeMarkdown, escapeMarkdownCell, fencedCode, stripHtmlComments } from '../src/text/markdown-escape.js';
import { renderHtml } from '../src/report/render-html.js';
import { MARKDOWN_FINDINGS_LIMIT, MARKDOWN_NOT_REVIEWED_LIMIT, renderMarkdown } from '../src/report/render-markdown.js';
import { renderText } from '../src/report/render-text.js';
import { buildFinding, buildReport, withFindings } from './support/report-fixture.js';

function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`### ${title}`);
  const end = markdown.indexOf('\n### ', start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

describe('renderMarkdown', () => {
  it('opens with the verdict and the status of the run', () => {
    const markdown = renderMarkdown(buildReport());
    expect(markdown.split('\n')[0]).toBe('## ✖ Sextant review: 3 findings at or above high \\(fail-on\\): review failed the gate');
    expect(markdown).toContain('| partial | 6 | 4 | 312 | 7 | static |');
  });

  it('counts findings by severity, marking the severities that fail the gate', () => {
    const severities = section(renderMarkdown(buildReport()), 'Findings by severity');
    expect(severities).toContain('| 🔴 critical | 1 | fails the gate |');
    expect(severities).toContain('| 🟠 high | 2 | fails the gate |');
    expect(severities).toContain('| 🟡 medium | 1 |  |');
    expect(severities).toContain('| ⚪ info | 0 |  |');
  });

  it('shows every agent that ran, with its findings and failures', () => {
    const agents = section(renderMarkdown(buildReport()), 'Agents');
    expect(agents).toContain('### Agents (5 of 6 succeeded)');
    expect(agents).toContain('| silent-failure-hunter | ✅ success | 2 | 900 ms |');
    expect(agents).toContain('| comment-analyzer | ❌ failed (TIMEOUT) | 0 | 120.0 s |');
  });

  it('shows the verification results with the output of a failed check', () => {
    const verification = section(renderMarkdown(buildReport()), 'Verification');
    expect(verification).toContain('| tests | ❌ failed (exit 1) | npm test | 12.3 s |');
    expect(verification).toContain('| lint | ✅ passed | npm run lint | 3.1 s |');
    expect(verification).toContain('| typecheck | ➖ not configured |  |  |');
    expect(verification).toContain('<details><summary>tests output (last lines)</summary>');
    expect(verification).toContain('```\nFAIL src/loader.test.ts\n');
  });

  it('lists findings most severe first, with location, agent, description and recommendation', () => {
    const findings = section(renderMarkdown(buildReport()), 'Findings (6)');
    const rows = findings.split('\n').filter((line) => /^\| \S+ (critical|high|medium|low|info) \|/.test(line));
    expect(rows.map((row) => row.split(' | ')[1])).toEqual(['SEC-001', 'CORR-001', 'SEC-002', 'TEST-001', 'ARCH-001', 'READ-001']);
    expect(rows[0]).toBe(
      '| 🔴 critical | SEC-001 | src/loader.ts:42-44 | silent-failure-hunter | **code-injection** (95%): ' +
        'User-controlled text reaches eval\\(\\).<br>→ Parse the input with JSON.parse instead of evaluating it. |',
    );
  });

  it('shows each static finding’s rule id and the comment that ignores it', () => {
    const findings = [
      buildFinding({ id: 'SEC-001', severity: 'critical', rule_id: 'review/eval', file: 'src/app.ts', line: 4 }),
      buildFinding({ id: 'SEC-002', severity: 'high', rule_id: 'review/eval', file: 'tools/run.py', line: 9, fingerprint: 'fedcba9876543210' }),
    ];
    const listed = section(renderMarkdown(withFindings(buildReport(), findings, 'critical')), 'Findings (2)');
    expect(listed).toContain('| 🔴 critical | SEC-001<br>`review/eval` | src/app.ts:4 |');
    expect(listed).toContain('<br>Ignore: `// sextant-ignore review/eval` on the line or the line above |');
    expect(listed).toContain('<br>Ignore: `# sextant-ignore review/eval` on the line or the line above |');
  });

  it('leaves info findings out of the list and the counts shown unless show-info is on', () => {
    const findings = [
      buildFinding({ id: 'READ-001', severity: 'info', rule_id: 'simplify/long-function', file: 'src/app.ts', line: 3, fingerprint: '1111222233334444' }),
      buildFinding({ id: 'CORR-001', severity: 'low', file: 'src/app.ts', line: 20 }),
    ];
    const base = withFindings(buildReport({ status: 'success' }), findings, 'critical');
    const quiet = renderMarkdown(base);
    expect(quiet.split('\n')[0]).toContain('· 1 info finding hidden \\(show-info: true\\)');
    expect(quiet).toContain('| success | 1 |');
    expect(section(quiet, 'Findings by severity')).toContain('| ⚪ info | 1 | not listed (show-info: true lists them) |');
    const listed = section(quiet, 'Findings (1)');
    expect(listed).not.toContain('READ-001');
    expect(listed).toContain('1 info finding not listed: set `show-info: true` to list them');

    const shown = renderMarkdown({ ...base, summary: { ...base.summary, show_info: true } });
    expect(section(shown, 'Findings (2)')).toContain('READ-001');
    expect(shown.split('\n')[0]).not.toContain('hidden');
  });

  it(`lists at most ${MARKDOWN_FINDINGS_LIMIT} findings and counts the rest`, () => {
    const many = Array.from({ length: MARKDOWN_FINDINGS_LIMIT + 7 }, (_, index) =>
      buildFinding({ id: `CORR-${String(index + 1).padStart(3, '0')}`, line: index + 1, severity: index === 56 ? 'critical' : 'low' }),
    );
    const markdown = renderMarkdown(withFindings(buildReport(), many, 'critical'));
    const rows = markdown.split('\n').filter((line) => line.startsWith('| 🔵 low | CORR-') || line.startsWith('| 🔴 critical | CORR-'));
    expect(rows).toHaveLength(MARKDOWN_FINDINGS_LIMIT);
    // The one critical finding comes last in the input but first in the table.
    expect(rows[0]).toContain('CORR-057');
    expect(markdown).toContain('… and 7 more findings not listed here: see the JSON report or the SARIF file.');
  });

  it('says what was not reviewed and why, counting by reason', () => {
    const notReviewed = section(renderMarkdown(buildReport()), 'Not reviewed (7)');
    expect(notReviewed).toContain('binary: 1 · excluded-by-default: 1 · generated: 1 · too-large: 1 · over-budget: 2 · secret-file: 1');
    expect(notReviewed).toContain('| fixtures/huge.json | too-large (2.4 MB) |');
    expect(notReviewed).toContain('| dist/index.js | generated (dist/\\*\\*) |');

    const many = Array.from({ length: MARKDOWN_NOT_REVIEWED_LIMIT + 3 }, (_, index) => ({ path: `assets/${index}.png`, reason: 'binary' as const }));
    expect(renderMarkdown(buildReport({ not_reviewed: many }))).toContain('… and 3 more files.');
  });

  it('summarises the quick scan, how the run ended (in words) and the usage', () => {
    const markdown = renderMarkdown(buildReport());
    expect(section(markdown, 'Scan summary')).toContain('Complexity score: **42**/100 · quick-scan issues: 3');
    expect(section(markdown, 'Scan summary')).toContain('| high | src/loader.ts | evaluates input and touches the file system |');
    const run = section(markdown, 'Run');
    expect(run).toContain('- Fix loop: 0 fix iterations · 6 initial → 6 final findings · 0 verified fixes · ended: no fix was tried');
    expect(run).not.toContain('review\\_only');
    expect(run).toContain('- Usage: 12,345 input / 2,345 output tokens · cache 10,000 read / 1,500 written · estimated cost $0.0123');
  });

  it('words the verdict for a pass and for an incomplete review', () => {
    const passing = withFindings(buildReport({ status: 'success' }), [buildFinding({ severity: 'low' })], 'high');
    expect(renderMarkdown(passing).split('\n')[0]).toBe(
      '## ✔ Sextant review: No findings at or above high — 1 lower-severity finding \\(partial review: 1 agent failed\\)',
    );
    const base = buildReport({ status: 'failed' });
    const incomplete = withFindings({ ...base, summary: { ...base.summary, incomplete_reason: 'INSUFFICIENT_COVERAGE: 3 of 6 agents succeeded' } }, [], 'high');
    expect(renderMarkdown(incomplete).split('\n')[0]).toBe('## ⚠ Sextant review: Review incomplete: 3 of 6 agents succeeded');
  });

  it('renders a malicious file name and description as inert text', () => {
    const hostile = buildFinding({
      file: 'src/<img src=x onerror=alert(1)>.ts',
      description: 'Fine code <!-- sextant:summary --> really <img src=x> [click](https://evil.example) ![x](https://evil.example/x.png) | cell',
      recommendation: '<!-- unterminated comment hides the rest',
      category: '<script>alert(1)</script>',
    });
    const markdown = renderMarkdown(withFindings(buildReport(), [hostile], 'critical'));
    expect(markdown).not.toContain('<img');
    expect(markdown).not.toContain('<script');
    // The only comments left are the empty ones that split links and mentions.
    expect(markdown.replace(/<!-- -->/g, '')).not.toContain('<!--');
    expect(markdown).not.toContain('sextant:summary');
    expect(markdown).not.toContain('](https://');
    const row = markdown.split('\n').find((line) => line.includes('| CORR-001 |')) ?? '';
    expect(row).toContain('src/&lt;img src=x onerror=alert\\(1\\)&gt;.ts:10');
    expect(row).toContain('Fine code  really &lt;img src=x&gt; \\[click\\]\\(https:<!-- -->//evil.example\\) \\!\\[x\\]');
    // The pipe cannot open a new table cell: the row keeps its five columns.
    expect(row.split(/(?<!\\)\|/)).toHaveLength(7);
    expect(row).toContain('**&lt;script&gt;alert\\(1\\)&lt;/script&gt;**');
  });

  it('keeps the code spans of a description and a recommendation as code in the findings table', () => {
    const finding = buildFinding({
      description: 'Bare `except:` around `with open(path) as f: …` also catches `KeyboardInterrupt`; `a | b` is one cell.',
      recommendation: 'Catch `Exception`, not `BaseException`.',
    });
    const row =
      renderMarkdown(withFindings(buildReport(), [finding], 'critical'))
        .split('\n')
        .find((line) => line.includes('| CORR-001 |')) ?? '';
    expect(row).toContain('Bare `except:` around `with open(path) as f: …` also catches `KeyboardInterrupt`; `a \\| b` is one cell.');
    expect(row).toContain('→ Catch `Exception`, not `BaseException`.');
    expect(row.split(/(?<!\\)\|/)).toHaveLength(7);
  });

  it('keeps hostile command output inside its code block', () => {
    const base = buildReport();
    const report = {
      ...base,
      verification: {
        ...base.verification,
        tests: { ...base.verification.tests, output_tail: 'before\n````\n<!-- sextant:summary -->\n## Injected heading\n```' },
      },
    };
    const verification = section(renderMarkdown(report), 'Verification');
    expect(verification).toContain('`````\nbefore\n````\n\n## Injected heading\n```\n`````');
    expect(verification).not.toContain('sextant:summary');
  });
});

describe('markdown escaping', () => {
  it('strips HTML comments, including an unterminated one', () => {
    expect(stripHtmlComments('a <!-- x --> b <!-- y')).toBe('a  b ');
  });

  it('escapes block markers only where they would start a block', () => {
    expect(escapeMarkdown('# not a heading')).toBe('\\# not a heading');
    expect(escapeMarkdown('1. not a list')).toBe('1\\. not a list');
    expect(escapeMarkdown('version 2.4 - fine')).toBe('version 2.4 - fine');
  });

  it('folds lines, removes invisible characters and cuts long text', () => {
    expect(escapeMarkdown('one\ntwo\u202e three\u200b', 20)).toBe('one two three');
    expect(escapeMarkdown('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('keeps code spans in a table cell inert: a pipe cannot end the cell, a comment cannot hide a marker', () => {
    expect(escapeMarkdownCell('use `x || y` or *bold* `<b>` `<!-- sextant:summary -->`')).toBe('use `x \\|\\| y` or \\*bold\\* `<b>` \\`\\`');
    // A lone backtick, or a span with `\|` a table cannot keep, stays escaped text.
    expect(escapeMarkdownCell('a ` b')).toBe('a \\` b');
    expect(escapeMarkdownCell('`a\\|b`')).toBe('\\`a\\\\\\|b\\`');
    // Cut first: a span the cut opened and did not close stays escaped.
    expect(escapeMarkdownCell('`one` and `two` and more', 12)).toBe('`one` and \\`…');
  });

  it('fences code with more backticks than the content holds', () => {
    expect(fencedCode('a ``` b')).toBe('````\na ``` b\n````');
    expect(fencedCode('plain')).toBe('```\nplain\n```');
  });
});

describe('one run, the same words in every report', () => {
  const base = buildReport({ fixed_issues: [buildFinding({ id: 'CORR-009' })] });
  const report = { ...base, summary: { ...base.summary, total_iterations: 2, fixed_issues: 1, termination_reason: 'no_fixable_issues' as const } };
  const visibleText = (html: string) => html.replace(/<(style|script)>[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, '');

  it('counts the fix iterations alike and says how the run ended in words', () => {
    expect(renderText(report)).toContain('1 fix iteration · ended: nothing left to fix');
    expect(visibleText(renderHtml(report))).toContain('1 fix iteration · 6 initial → 6 final findings · 1 verified fix · ended: nothing left to fix');
    expect(renderMarkdown(report)).toContain('- Fix loop: 1 fix iteration · 6 initial → 6 final findings · 1 verified fix · ended: nothing left to fix');
    for (const text of [renderText(report), visibleText(renderHtml(report)), renderMarkdown(report)]) {
      expect(text).not.toMatch(/no_fixable_issues|no\\_fixable|iteration\(s\)|\b2 iterations\b/);
    }
  });

  it('shows no usage or cost when no model was called (static mode)', () => {
    const zero = { input_tokens: 0, output_tokens: 0, cache_read_tokens: 0, cache_write_tokens: 0, cost_estimate_usd: 0 };
    const staticRun = { ...report, model: 'static', usage: zero };
    expect(visibleText(renderHtml(staticRun))).not.toMatch(/Usage and cost|Estimated cost|\$0\.00/);
    expect(renderMarkdown(staticRun)).not.toMatch(/Usage:|cost/);
    expect(renderText(staticRun)).not.toMatch(/tokens|cost|\$0/);
    // With model calls, the cost is there.
    expect(visibleText(renderHtml(report))).toContain('Usage and cost');
    expect(renderMarkdown(report)).toContain('estimated cost $0.0123');
  });
});
