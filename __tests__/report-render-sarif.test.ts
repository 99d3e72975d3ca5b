import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import { SARIF_FINGERPRINT_KEY, renderSarif } from '../src/report/render-sarif.js';
import { buildFinding, buildReport, withFindings } from './support/report-fixture.js';

/**
 * The official OASIS SARIF 2.1.0 JSON schema (draft-07), as published in the npm package
 * `@datadog/datadog-ci@2.48.0` (dist/commands/sarif/json-schema/sarif-schema-2.1.0.json), unmodified.
 */
const schema = JSON.parse(readFileSync(new URL('./support/sarif-schema-2.1.0.json', import.meta.url), 'utf8')) as object;

const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/i;
/** RFC 3986 characters only, with well-formed percent escapes. */
const URI_REFERENCE = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;

function sarifValidator(): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addFormat('date-time', (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));
  ajv.addFormat('uri', (value: string) => URL.canParse(value) && URI_REFERENCE.test(value));
  ajv.addFormat('uri-reference', (value: string) => URI_REFERENCE.test(value));
  return ajv.compile(schema);
}

const validate = sarifValidator();

function expectValid(log: unknown): void {
  const valid = validate(log);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
}

describe('renderSarif', () => {
  const informationUri = 'https://github.com/owner/sextant';

  it('produces a log that the official SARIF 2.1.0 schema accepts', () => {
    expectValid(renderSarif(buildReport(), { informationUri }));
    expectValid(renderSarif(withFindings(buildReport({ status: 'success', errors: [] }), [], 'critical')));
  });

  it('rejects what the schema forbids, so the validation above means something', () => {
    const log = renderSarif(buildReport(), { informationUri }) as unknown as { runs: Array<{ results: Array<Record<string, unknown>> }> };
    const broken = structuredClone(log);
    const first = broken.runs[0]?.results[0];
    if (first) first.level = 'critical';
    expect(validate(broken)).toBe(false);
  });

  it('describes the tool with one rule per rule id, or per agent and category', () => {
    const log = renderSarif(buildReport(), { informationUri });
    const { driver } = log.runs[0].tool;
    expect(driver).toMatchObject({ name: 'Sextant', version: '0.1.0', semanticVersion: '0.1.0', informationUri });
    expect(driver.rules.map((rule) => rule.id)).toEqual([
      'type-design-analyzer/any-type',
      'no-eval',
      'test-analyzer/missing-test',
      'no-debugger',
      'code-reviewer/error-handling',
    ]);
    const noEval = driver.rules.find((rule) => rule.id === 'no-eval');
    expect(noEval).toEqual({
      id: 'no-eval',
      name: 'code-injection',
      shortDescription: { text: 'security: code-injection (silent-failure-hunter)' },
      defaultConfiguration: { level: 'error' },
      properties: { tags: ['security', 'code-injection'], 'security-severity': '9.5' },
    });
    expect(driver.rules.find((rule) => rule.id === 'no-debugger')?.defaultConfiguration.level).toBe('note');
  });

  it('maps severities to levels: critical/high → error, medium → warning, low/info → note', () => {
    const findings = (['critical', 'high', 'medium', 'low', 'info'] as const).map((severity, index) =>
      buildFinding({ id: `CORR-00${index + 1}`, severity, line: index + 1, category: `category-${severity}` }),
    );
    const log = renderSarif(withFindings(buildReport(), findings, 'critical'));
    expectValid(log);
    expect(log.runs[0].results.map((result) => [result.properties.severity, result.level])).toEqual([
      ['critical', 'error'],
      ['high', 'error'],
      ['medium', 'warning'],
      ['low', 'note'],
      ['info', 'note'],
    ]);
  });

  it('gives each result its rule, message, relative location, fingerprint and finding properties', () => {
    const log = renderSarif(buildReport(), { informationUri });
    const { results, tool } = log.runs[0];
    const critical = results.find((result) => result.properties.finding_id === 'SEC-001');
    expect(critical).toEqual({
      ruleId: 'no-eval',
      ruleIndex: tool.driver.rules.findIndex((rule) => rule.id === 'no-eval'),
      level: 'error',
      message: { text: 'User-controlled text reaches eval().\n\nRecommendation: Parse the input with JSON.parse instead of evaluating it.' },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'src/loader.ts', uriBaseId: '%SRCROOT%' },
            region: { startLine: 42, endLine: 44, startColumn: 5, snippet: { text: 'eval(source)' } },
          },
        },
      ],
      partialFingerprints: { [SARIF_FINGERPRINT_KEY]: 'a1b2c3d4e5f60718' },
      properties: {
        finding_id: 'SEC-001',
        severity: 'critical',
        confidence: 95,
        agent: 'silent-failure-hunter',
        dimension: 'security',
        category: 'code-injection',
        source: 'static',
        auto_fixable: false,
      },
    });
    const spaced = results.find((result) => result.properties.finding_id === 'ARCH-001');
    expect(spaced?.locations[0]?.physicalLocation.artifactLocation.uri).toBe('lib/util%20with%20space.ts');
    expect(results.find((result) => result.properties.finding_id === 'CORR-001')?.properties.also_reported_by).toEqual(['silent-failure-hunter']);
    expect(results).toHaveLength(6);
  });

  it('reports whether the run succeeded, with notifications for what went wrong', () => {
    const success = renderSarif(buildReport({ status: 'success' }));
    expect(success.runs[0].invocations[0]).toMatchObject({
      executionSuccessful: true,
      startTimeUtc: '2025-06-01T12:00:00.000Z',
      endTimeUtc: '2025-06-01T12:02:30.000Z',
    });

    const base = buildReport({ status: 'failed', errors: [{ step: 'deep-review', message: 'provider returned 500' }] });
    const failed = renderSarif({ ...base, summary: { ...base.summary, incomplete_reason: 'INSUFFICIENT_COVERAGE' } });
    expectValid(failed);
    expect(failed.runs[0].invocations[0]?.executionSuccessful).toBe(false);
    expect(failed.runs[0].invocations[0]?.toolExecutionNotifications).toEqual([
      { level: 'error', message: { text: 'Review incomplete: INSUFFICIENT_COVERAGE' } },
      { level: 'error', message: { text: 'deep-review: provider returned 500' } },
      { level: 'warning', message: { text: 'Agent comment-analyzer failed: TIMEOUT' } },
    ]);
    expect(renderSarif(buildReport({ status: 'partial' })).runs[0].invocations[0]?.executionSuccessful).toBe(false);
  });

  it('stays valid with awkward paths and text', () => {
    const awkward = buildFinding({
      file: 'src/dir #1/ü file?.ts',
      description: 'Line one\n<img src=x> "quoted" <!-- -->',
      recommendation: '',
      end_line: 5,
      line: 9,
    });
    const log = renderSarif(withFindings(buildReport(), [awkward], 'critical'));
    expectValid(log);
    const [result] = log.runs[0].results;
    expect(result?.locations[0]?.physicalLocation.artifactLocation.uri).toBe('src/dir%20%231/%C3%BC%20file%3F.ts');
    expect(result?.locations[0]?.physicalLocation.region).toEqual({ startLine: 9, endLine: 9 });
    expect(result?.message.text).toBe('Line one\n<img src=x> "quoted" <!-- -->');
  });
});
