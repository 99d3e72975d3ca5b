import { renderText } from '../src/report/render-text.js';
import { buildFinding, buildReport, withFindings } from './support/report-fixture.js';

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

describe('renderText', () => {
  it('groups findings by file (files sorted, findings by line) with everything needed to act on them', () => {
    const text = renderText(buildReport());
    const fileHeaders = text.split('\n').filter((line) => /^\S/.test(line) && /\.ts$/.test(line));
    expect(fileHeaders).toEqual(['lib/util with space.ts', 'src/api/routes.ts', 'src/loader.ts']);

    const loader = text.slice(text.indexOf('\nsrc/loader.ts\n'));
    expect(loader.indexOf('READ-001')).toBeLessThan(loader.indexOf('CORR-001'));
    expect(loader.indexOf('CORR-001')).toBeLessThan(loader.indexOf('SEC-001'));
    expect(text).toContain('  critical  SEC-001  lines 42-44  silent-failure-hunter  [code-injection]');
    expect(text).toContain('    User-controlled text reaches eval().');
    expect(text).toContain('    → Parse the input with JSON.parse instead of evaluating it.');
  });

  it('counts what was not reviewed, by reason, and lists a few of the paths', () => {
    const text = renderText(buildReport());
    expect(text).toContain(
      'Not reviewed: 7 files (binary 1, excluded-by-default 1, generated 1, too-large 1, over-budget 2, secret-file 1)',
    );
    expect(text).toContain('  fixtures/huge.json — too-large: 2.4 MB');
    expect(text).toContain('  … and 2 more');
    expect(text).not.toContain('.env.production');
  });

  it('names the agents that failed', () => {
    expect(renderText(buildReport())).toContain('Agents: 5 of 6 succeeded — failed: comment-analyzer (TIMEOUT)');
  });

  it('ends with the gate failure when findings reach fail-on', () => {
    expect(lastLine(renderText(buildReport()))).toBe('✖ 3 findings at or above high (fail-on): review failed the gate');
  });

  it('ends with a pass that still mentions the lower-severity findings', () => {
    const report = withFindings(buildReport({ status: 'success' }), buildReport().findings.slice(1), 'critical');
    expect(lastLine(renderText(report))).toBe('✔ No findings at or above critical — 5 lower-severity findings (partial review: 1 agent failed)');
  });

  it('ends with a plain pass when nothing was found', () => {
    const base = buildReport({ status: 'success' });
    const allSucceeded = base.review_iterations.map((iteration) => ({
      ...iteration,
      agents_results: iteration.agents_results.map((result) => ({ ...result, status: 'success' as const, error: undefined })),
    }));
    const report = withFindings({ ...base, review_iterations: allSucceeded, not_reviewed: [] }, [], 'critical');
    const text = renderText(report);
    expect(lastLine(text)).toBe('✔ No findings');
    expect(text).not.toContain('Not reviewed');
    expect(text).not.toContain('Agents:');
  });

  it('ends with an incomplete review when coverage fell short, even with no finding at the gate', () => {
    const base = buildReport({ status: 'failed' });
    const report = withFindings(
      { ...base, summary: { ...base.summary, incomplete_reason: 'INSUFFICIENT_COVERAGE: 3 of 6 agents succeeded (4 required)' } },
      [buildFinding({ severity: 'low' })],
      'high',
    );
    expect(lastLine(renderText(report))).toBe('⚠ Review incomplete: INSUFFICIENT_COVERAGE: 3 of 6 agents succeeded (4 required) — 1 finding so far');
  });

  it('says the gate failed and that the review is incomplete when both are true', () => {
    const base = buildReport({ status: 'failed' });
    const report = { ...base, summary: { ...base.summary, incomplete_reason: 'INSUFFICIENT_COVERAGE' } };
    expect(lastLine(renderText(report))).toBe(
      '✖ 3 findings at or above high (fail-on): review failed the gate; review incomplete: INSUFFICIENT_COVERAGE',
    );
  });

  it('lists errors before the verdict', () => {
    const report = buildReport({ errors: [{ step: 'verify', message: 'spawn npm ENOENT' }] });
    expect(renderText(report)).toContain('Errors: 1\n  verify: spawn npm ENOENT\n');
  });

  it('is plain text by default and colours severities and the verdict on request', () => {
    const report = buildReport();
    expect(renderText(report)).not.toContain('\u001b[');
    const colored = renderText(report, { color: true });
    expect(colored).toContain('\u001b[1;31mcritical');
    expect(lastLine(colored)).toBe('\u001b[1;31m✖ 3 findings at or above high (fail-on): review failed the gate\u001b[0m');
  });

  it('keeps terminal control sequences and bidi overrides from the change out of the output', () => {
    const hostile = buildFinding({
      file: 'src/\u001b[2Jevil.ts',
      description: 'Looks fine\u001b]8;;http://evil\u0007 here\u202e',
    });
    const text = renderText(withFindings(buildReport(), [hostile], 'critical'));
    for (const character of ['\u001b', '\u0007', '\u202e']) expect(text).not.toContain(character);
    expect(text).toContain('src/[2Jevil.ts');
  });
});
