import { JOB_SUMMARY_MAX_BYTES, renderJobSummary } from '../src/report/render-job-summary.js';
import { renderMarkdown } from '../src/report/render-markdown.js';
import { buildFinding, buildReport, withFindings } from './support/report-fixture.js';

const ONE_MIB = 1024 * 1024;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** A pull request with thousands of findings whose descriptions use multi-byte characters. */
function hugeReport(count: number) {
  const findings = Array.from({ length: count }, (_, index) =>
    buildFinding({
      id: `CORR-${String(index + 1).padStart(4, '0')}`,
      file: `src/generated/module-${index % 400}.ts`,
      line: index + 1,
      severity: index % 97 === 0 ? 'critical' : 'medium',
      description: `Ünïcödé 🚨 problem number ${index}: ${'the value is read before it is checked; '.repeat(6)}`,
      recommendation: 'Check the value first. ✅',
    }),
  );
  return withFindings(buildReport(), findings, 'critical');
}

describe('renderJobSummary', () => {
  it('lists every finding when the summary fits', () => {
    const report = withFindings(
      buildReport(),
      Array.from({ length: 80 }, (_, index) => buildFinding({ id: `CORR-${String(index + 1).padStart(3, '0')}`, line: index + 1 })),
      'critical',
    );
    const summary = renderJobSummary(report);
    expect(summary).toBe(renderMarkdown(report, { findingsLimit: 80, notReviewedLimit: 80 }));
    expect(summary).toContain('| CORR-080 |');
    expect(summary).not.toContain('more findings not listed');
  });

  it('stays under 1 MiB for a huge report, keeping the most severe findings, every section and a notice', () => {
    const report = hugeReport(6000);
    expect(bytes(renderMarkdown(report, { findingsLimit: 6000 }))).toBeGreaterThan(ONE_MIB);

    const summary = renderJobSummary(report);
    expect(bytes(summary)).toBeLessThanOrEqual(JOB_SUMMARY_MAX_BYTES);
    expect(JOB_SUMMARY_MAX_BYTES).toBeLessThan(ONE_MIB);
    expect(summary).toContain("This summary was shortened to stay under GitHub's 1 MiB job-summary limit");
    expect(summary).toMatch(/… and \d+ more findings not listed here/);
    // Shortened lists, not a cut document: the later sections are all there.
    for (const title of ['### Not reviewed', '### Scan summary', '### Run']) expect(summary).toContain(title);
    // All 62 critical findings sort first and survive.
    expect(summary.match(/\| 🔴 critical \| CORR-/g)).toHaveLength(62);
    // It is close to the limit: as much as fits was kept.
    expect(bytes(summary)).toBeGreaterThan(JOB_SUMMARY_MAX_BYTES - 4096);
  });

  it('cuts the document at a line end, with a notice, when even the shortest form is too large', () => {
    const base = buildReport();
    const longLine = `${'é'.repeat(100_000)}\n`;
    const report = {
      ...base,
      verification: { ...base.verification, tests: { ...base.verification.tests, output_tail: longLine.repeat(30) } },
    };
    const summary = renderJobSummary(report);
    expect(bytes(summary)).toBeLessThanOrEqual(JOB_SUMMARY_MAX_BYTES);
    expect(summary).not.toContain('\uFFFD');
    expect(summary).toMatch(/\(\d+ bytes omitted\)\. Every finding is in the JSON report and the SARIF file\.\n$/);
    expect(summary.startsWith('## ✖ Sextant review')).toBe(true);
  });
});
