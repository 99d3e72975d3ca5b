import { ANNOTATIONS_PER_TYPE_LIMIT, toAnnotations } from '../src/report/annotations.js';
import type { Severity } from '../src/findings/finding.js';
import { buildFinding, reviewFindings } from './support/report-fixture.js';

describe('toAnnotations', () => {
  it('maps severities to annotation types: errors, then warnings, then notices', () => {
    const { annotations, omitted } = toAnnotations(reviewFindings());
    expect(annotations.map((annotation) => [annotation.level, annotation.title])).toEqual([
      ['error', 'SEC-001: code-injection'],
      ['error', 'CORR-001: error-handling'],
      ['error', 'SEC-002: code-injection'],
      ['warning', 'TEST-001: missing-test'],
      ['notice', 'ARCH-001: any-type'],
      ['notice', 'READ-001: debug-statement'],
    ]);
    expect(omitted).toEqual({ error: 0, warning: 0, notice: 0 });
  });

  it('carries the file, the line range and a message with the recommendation', () => {
    const [first] = toAnnotations(reviewFindings()).annotations;
    expect(first).toEqual({
      level: 'error',
      file: 'src/loader.ts',
      startLine: 42,
      endLine: 44,
      title: 'SEC-001: code-injection',
      message: 'User-controlled text reaches eval().\n\nRecommendation: Parse the input with JSON.parse instead of evaluating it.',
    });
  });

  it(`keeps ${ANNOTATIONS_PER_TYPE_LIMIT} per type by default, the most severe first, and counts the omitted ones`, () => {
    const findings = [
      ...Array.from({ length: 12 }, (_, index) =>
        buildFinding({ id: `CORR-${String(index + 1).padStart(3, '0')}`, severity: 'high', confidence: 80 + index, line: index + 1 }),
      ),
      ...Array.from({ length: 3 }, (_, index) => buildFinding({ id: `SEC-${String(index + 1).padStart(3, '0')}`, severity: 'critical', line: 100 + index })),
      ...Array.from({ length: 11 }, (_, index) =>
        buildFinding({ id: `READ-${String(index + 1).padStart(3, '0')}`, severity: (index % 2 ? 'low' : 'info') as Severity, line: 200 + index }),
      ),
    ];
    const { annotations, omitted } = toAnnotations(findings);
    const errors = annotations.filter((annotation) => annotation.level === 'error');
    expect(errors).toHaveLength(10);
    // The three critical findings, then the most confident high ones.
    expect(errors.slice(0, 4).map((annotation) => annotation.title.split(':')[0])).toEqual(['SEC-001', 'SEC-002', 'SEC-003', 'CORR-012']);
    expect(annotations.filter((annotation) => annotation.level === 'notice')).toHaveLength(10);
    expect(omitted).toEqual({ error: 5, warning: 0, notice: 1 });
    // Within notices, low comes before info.
    const notices = annotations.filter((annotation) => annotation.level === 'notice');
    expect(notices.slice(0, 5).every((annotation) => findings.find((f) => f.id === annotation.title.split(':')[0])?.severity === 'low')).toBe(true);
  });

  it('honours a custom limit', () => {
    const { annotations, omitted } = toAnnotations(reviewFindings(), { perTypeLimit: 1 });
    expect(annotations.map((annotation) => annotation.title.split(':')[0])).toEqual(['SEC-001', 'TEST-001', 'ARCH-001']);
    expect(omitted).toEqual({ error: 2, warning: 0, notice: 1 });
  });
});
