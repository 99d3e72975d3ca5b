import { renderText } from '../src/report/render-text.js';
import { buildFinding, buildReport, withFindings } from './support/report-fixture.js';

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

describe('renderText', () => {
  it('lists findings by file (files sorted, findings by line) at clickable path:line:col locations with everything needed to act on them', () => {
    const text = renderText(buildReport());
    const locations = text
      .split('\n')
      .filter((line) => /^\S+.*:\d+:\d+ /.test(line))
      .map((line) => line.split('  ')[0]);
    expect(locations).toEqual([
      'lib/util with space.ts:3:1',
      'src/api/routes.ts:5:1',
      'src/api/routes.ts:30:1',
      'src/loader.ts:7:1',
      'src/loader.ts:12:1',
      'src/loader.ts:42:5',
    ]);
    expect(text).toContain('src/loader.ts:42:5  critical  no-eval  SEC-001 · silent-failure-hunter · code-injection · lines 42-44');
    expect(text).toContain('    User-controlled text reaches eval().');
    expect(text).toContain('    → Parse the input with JSON.parse instead of evaluating it.');
  });

  it('shows each static finding with its rule id and the exact comment that ignores it, in the file’s comment syntax', () => {
    const findings = [
      buildFinding({ id: 'SEC-001', severity: 'critical', rule_id: 'review/eval', file: 'src/app.ts', line: 4, column: 13 }),
      buildFinding({ id: 'SEC-002', severity: 'high', rule_id: 'review/eval', file: 'tools/run.py', line: 9, column: 5, fingerprint: 'fedcba9876543210' }),
      buildFinding({ id: 'TEST-001', severity: 'low', rule_id: 'test/missing-test-change', file: 'src/app.ts', line: 2, fingerprint: 'aaaabbbbccccdddd' }),
    ];
    const text = renderText(withFindings(buildReport(), findings, 'critical'));
    expect(text).toContain('src/app.ts:4:13  critical  review/eval  SEC-001');
    expect(text).toContain('    ignore: // sextant-ignore review/eval  (on the line or the line above)');
    expect(text).toContain('tools/run.py:9:5  high      review/eval  SEC-002');
    expect(text).toContain('    ignore: # sextant-ignore review/eval  (on the line or the line above)');
    // A rule about the whole change has no line to carry a comment: it is turned off in the config file.
    expect(text).toContain('    ignore: test/missing-test-change: off  (under rules: in the config file)');
  });

  it('leaves info findings out unless show-info is on, and says in the verdict how many it hid and how to show them', () => {
    const findings = [
      buildFinding({ id: 'READ-001', severity: 'info', rule_id: 'simplify/long-function', file: 'src/app.ts', line: 3, fingerprint: '1111222233334444' }),
      buildFinding({ id: 'READ-002', severity: 'info', rule_id: 'simplify/deep-nesting', file: 'src/app.ts', line: 8, fingerprint: '5555666677778888' }),
      buildFinding({ id: 'CORR-001', severity: 'low', file: 'src/app.ts', line: 20 }),
    ];
    const base = withFindings(buildReport({ status: 'success' }), findings, 'critical');
    const quiet = renderText(base);
    expect(quiet).not.toContain('READ-001');
    expect(quiet).not.toContain('simplify/long-function');
    expect(quiet).toContain('1 finding in 1 file');
    expect(lastLine(quiet)).toBe(
      '✔ No findings at or above critical — 1 lower-severity finding (partial review: 1 agent failed) · 2 info findings hidden (--show-info)',
    );

    const shown = renderText({ ...base, summary: { ...base.summary, show_info: true } });
    expect(shown).toContain('src/app.ts:3:1  info      simplify/long-function  READ-001');
    expect(shown).toContain('3 findings in 1 file');
    expect(lastLine(shown)).toBe('✔ No findings at or above critical — 3 lower-severity findings (partial review: 1 agent failed)');

    // What fails the gate is always shown.
    const gatedOnInfo = renderText(withFindings(buildReport(), findings, 'info'));
    expect(gatedOnInfo).toContain('READ-001');
    expect(lastLine(gatedOnInfo)).toBe('✖ 3 findings at or above info (fail-on): review failed the gate');
  });

  it('lists the warnings, such as a suppression that names no rule', () => {
    const report = buildReport({ warnings: ["src/a.ts:4: sextant-ignore names unknown rule 'review/evall' (did you mean 'review/eval'?)"] });
    expect(renderText(report)).toContain("Warnings: 1\n  src/a.ts:4: sextant-ignore names unknown rule 'review/evall' (did you mean 'review/eval'?)\n");
  });

  it('counts what was not reviewed, by reason, and lists a few of the paths', () => {
    const text = renderText(buildReport());
    expect(text).toContain('Not reviewed: 7 files (binary 1, excluded-by-default 1, generated 1, too-large 1, over-budget 2, secret-file 1)');
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
    // The JSON report keeps the reason's code; people read the sentence.
    expect(lastLine(renderText(report))).toBe('⚠ Review incomplete: 3 of 6 agents succeeded (4 required) — 1 finding so far');
  });

  it('says the gate failed and that the review is incomplete when both are true', () => {
    const base = buildReport({ status: 'failed' });
    const report = { ...base, summary: { ...base.summary, incomplete_reason: 'INSUFFICIENT_COVERAGE' } };
    expect(lastLine(renderText(report))).toBe('✖ 3 findings at or above high (fail-on): review failed the gate; review incomplete: insufficient coverage');
  });

  it('lists errors before the verdict', () => {
    const report = buildReport({ errors: [{ step: 'verify', message: 'spawn npm ENOENT' }] });
    expect(renderText(report)).toContain('Errors: 1\n  verify: spawn npm ENOENT\n');
  });

  it('is plain text by default and colours severities and the verdict on request', () => {
    const report = buildReport();
    expect(renderText(report)).not.toContain('\u001b[');
    const colored = renderText(report, { color: true });
    // Bold red, through node:util's styleText.
    expect(colored).toContain('\u001b[1m\u001b[31mcritical');
    expect(lastLine(colored)).toBe('\u001b[1m\u001b[31m✖ 3 findings at or above high (fail-on): review failed the gate\u001b[39m\u001b[22m');
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
