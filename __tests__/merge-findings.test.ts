import type { CandidateFinding } from '../src/findings/finding.js';
import { hiddenFindings } from '../src/findings/hidden-findings.js';
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
  it('1,500 results of distinct rules on one line stay 1,500 findings, each folded with its re-report by another tool', () => {
    const flood = Array.from({ length: 1_500 }, (_unused, index): CandidateFinding => ({
      ...base,
      agent: 'semgrep',
      source: 'analyzer',
      rule_id: `semgrep/rule-${index}`,
      category: `rule-${index}`,
      description: Array.from({ length: 40 }, (_word, word) => (word % 2 === 0 ? `shared${word}` : `own${index}x${word}`)).join(' '),
    }));
    const again = flood.map((finding) => ({ ...finding, agent: 'codeql', confidence: 95 }));
    // The twin by wording: the first result's words, on the same line, under no rule.
    const reworded = { ...base, agent: 'code-reviewer', category: 'unrelated-word', description: flood[0]?.description ?? '' };
    const { findings, duplicates } = mergeFindings([...flood, ...again, reworded], 0);
    expect(findings).toHaveLength(1_500);
    expect(duplicates).toBe(1_501);
    expect(new Set(findings.map((finding) => finding.rule_id)).size).toBe(1_500);
    expect(findings.every((finding) => finding.confidence === 95 && finding.line === 10)).toBe(true);
    const first = findings.find((finding) => finding.rule_id === 'semgrep/rule-0');
    expect([first?.agent, ...(first?.also_reported_by ?? [])].sort()).toEqual(['code-reviewer', 'codeql', 'semgrep']);
  });

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
      [{ ...base, agent: 'code-reviewer', severity: 'medium', description: 'Empty catch block swallows errors from load() call' }, { ...base }],
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
    const after = mergeFindings(
      [
        { ...base, line: 15 },
        { ...base, line: 45 },
      ],
      0,
    ).findings;
    expect(after.map((finding) => finding.fingerprint)).toEqual(before.map((finding) => finding.fingerprint));
    expect(before[0]?.fingerprint).not.toBe(before[1]?.fingerprint);
    const edited = mergeFindings([{ ...base, code_snippet: 'try { save() } catch {}' }], 0).findings;
    expect(edited[0]?.fingerprint).not.toBe(before[0]?.fingerprint);
  });

  const evalRule: CandidateFinding = {
    agent: 'silent-failure-hunter',
    dimension: 'security',
    severity: 'critical',
    confidence: 95,
    category: 'code-injection',
    rule_id: 'no-eval',
    file: 'src/loader.ts',
    line: 7,
    column: 10,
    code_snippet: 'return eval(source);',
    description: 'eval() runs text as code.',
    recommendation: 'Parse the data instead.',
    auto_fixable: false,
    source: 'static',
  };
  const evalModel: CandidateFinding = {
    ...evalRule,
    agent: 'code-reviewer',
    severity: 'high',
    confidence: 98,
    category: 'Injection',
    rule_id: undefined,
    column: undefined,
    description: 'The request body reaches eval(), so any caller can run code on the server.',
    source: 'llm',
  };

  it('puts categories into the shared vocabulary, keeping the reporter’s word as the detail', () => {
    const { findings } = mergeFindings(
      [
        { ...base, line: 1, category: 'null-dereference' },
        { ...base, line: 2, category: 'SQL Injection', dimension: 'security' },
        { ...base, line: 3, category: 'hallucination' },
        { ...base, line: 4, category: 'error-handling' },
      ],
      0,
    );
    expect(findings.map((finding) => [finding.line, finding.category, finding.category_detail])).toEqual([
      [1, 'null-safety', 'null-dereference'],
      [2, 'injection', 'sql-injection'],
      [3, 'other', 'hallucination'],
      [4, 'error-handling', undefined],
    ]);
  });

  it('folds a static rule and a model reporting one problem in different words into one finding that names both reporters', () => {
    const { findings, duplicates } = mergeFindings([evalModel, evalRule], 0);
    expect(duplicates).toBe(1);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      agent: 'silent-failure-hunter',
      severity: 'critical',
      confidence: 98,
      category: 'injection',
      category_detail: 'code-injection',
      rule_id: 'no-eval',
      description: 'eval() runs text as code.',
      also_reported_by: ['code-reviewer'],
    });
  });

  it('keeps the model’s wording when it is the more severe, and the static rule’s id with it', () => {
    const { findings } = mergeFindings(
      [
        { ...evalModel, severity: 'critical' },
        { ...evalRule, severity: 'high' },
      ],
      0,
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ agent: 'code-reviewer', source: 'llm', rule_id: 'no-eval', column: 10, also_reported_by: ['silent-failure-hunter'] });
    expect(findings[0]?.description).toMatch(/^The request body reaches eval/);
  });

  it('keeps two unknown categories of one line apart unless they are the same word', () => {
    const odd = { ...base, category: 'odd-thing', description: 'one thing' };
    expect(mergeFindings([odd, { ...base, category: 'other-thing', description: 'another matter entirely' }], 0).findings).toHaveLength(2);
    expect(mergeFindings([odd, { ...odd, agent: 'code-reviewer', description: 'something else' }], 0).findings).toHaveLength(1);
  });
});

describe('hiddenFindings', () => {
  it('keeps the critical and high findings under the threshold, one per problem, less those a shown finding reports', () => {
    const unsure = [
      { ...base, severity: 'critical' as const, confidence: 65, category: 'secrets', line: 3, description: 'Hard-coded credential' },
      {
        ...base,
        agent: 'code-reviewer' as const,
        severity: 'critical' as const,
        confidence: 60,
        category: 'secrets',
        line: 3,
        description: 'Password in the source',
      },
      { ...base, confidence: 50, line: 10 },
      { ...base, severity: 'medium' as const, confidence: 40, line: 30, category: 'naming' },
    ];
    const shown = mergeFindings([{ ...base, confidence: 95 }], 80).findings;
    const hidden = hiddenFindings(unsure, shown);
    // The high one at line 10 is the shown finding's problem; the medium one is not listed at all.
    expect(hidden.map((finding) => ({ line: finding.line, severity: finding.severity, confidence: finding.confidence }))).toEqual([
      { line: 3, severity: 'critical', confidence: 65 },
    ]);
    expect(hidden[0]).not.toHaveProperty('id');
    expect(hidden[0]?.fingerprint).toMatch(/^[0-9a-f]{8,}$/);
  });
});
