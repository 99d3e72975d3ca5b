import type { CandidateFinding } from '../src/findings/finding.js';
import { mergeFindings } from '../src/findings/merge-findings.js';

const base: CandidateFinding = {
  agent: 'silent-failure-hunter',
  dimension: 'correctness',
  severity: 'high',
  confidence: 90,
  category: 'error-handling',
  file: 'src/a.ts',
  line: 10,
  code_snippet: 'try { load() } catch {}',
  description: 'Empty catch block swallows errors from load()',
  recommendation: 'Handle or rethrow the error.',
  auto_fixable: false,
  source: 'static',
};

describe('mergeFindings', () => {
  it('assigns ids by dimension, most severe first', () => {
    const { findings } = mergeFindings(
      [
        { ...base, severity: 'low', line: 1, category: 'a' },
        { ...base, dimension: 'security', severity: 'critical', line: 5, category: 'secret' },
        { ...base, line: 20, category: 'b' },
      ],
      0,
    );
    expect(findings.map((finding) => finding.id)).toEqual(['SEC-001', 'CORR-001', 'CORR-002']);
  });

  it('folds the same problem reported by two agents into one, keeping the more severe', () => {
    const { findings, duplicates } = mergeFindings(
      [
        { ...base, agent: 'code-reviewer', severity: 'medium', description: 'Empty catch block swallows errors from load() call' },
        { ...base },
      ],
      0,
    );
    expect(duplicates).toBe(1);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ agent: 'silent-failure-hunter', severity: 'high', also_reported_by: ['code-reviewer'] });
  });

  it('keeps different problems on the same line apart', () => {
    const { findings } = mergeFindings([base, { ...base, category: 'naming', dimension: 'readability', description: 'Variable name x is unclear' }], 0);
    expect(findings).toHaveLength(2);
  });

  it('drops findings under the confidence threshold and counts them', () => {
    const { findings, belowConfidence } = mergeFindings([base, { ...base, line: 30, confidence: 50 }], 80);
    expect(findings).toHaveLength(1);
    expect(belowConfidence).toBe(1);
  });

  it('gives fingerprints that survive line shifts and tell identical problems apart', () => {
    const before = mergeFindings([base, { ...base, line: 40 }], 0).findings;
    const after = mergeFindings([{ ...base, line: 15 }, { ...base, line: 45 }], 0).findings;
    expect(after.map((finding) => finding.fingerprint)).toEqual(before.map((finding) => finding.fingerprint));
    expect(before[0]?.fingerprint).not.toBe(before[1]?.fingerprint);
    const edited = mergeFindings([{ ...base, code_snippet: 'try { save() } catch {}' }], 0).findings;
    expect(edited[0]?.fingerprint).not.toBe(before[0]?.fingerprint);
  });
});
