import type { CandidateFinding } from '../src/findings/finding.js';
import { capCandidates } from '../src/orchestrator/cap-candidates.js';
import { repoWithBase, reviewJson } from './support/repo-with-base.js';

describe('candidate caps', () => {
  const finding = (file: string, line: number, severity: CandidateFinding['severity'], rule = 'silent-failure/console-only-catch'): CandidateFinding => ({
    agent: 'silent-failure-hunter',
    dimension: 'correctness',
    severity,
    confidence: 80,
    category: 'error-handling',
    rule_id: rule,
    file,
    line,
    description: 'x',
    recommendation: 'y',
    auto_fixable: false,
    source: 'static',
  });

  it('keeps the most severe first and counts the rest by rule', () => {
    const many = Array.from({ length: 30 }, (_, index) => finding('a.ts', index + 1, index === 29 ? 'critical' : 'low'));
    const { kept, dropped } = capCandidates(many, { perRulePerFile: 5 });
    expect(kept).toHaveLength(5);
    expect(kept.some((candidate) => candidate.severity === 'critical')).toBe(true);
    expect(kept.map((candidate) => candidate.line)).toEqual([...kept.map((candidate) => candidate.line)].sort((a, b) => a - b));
    expect(dropped.get('silent-failure/console-only-catch')).toBe(25);
  });

  it('applies per-rule and total limits across files', () => {
    const spread = Array.from({ length: 10 }, (_, file) => Array.from({ length: 3 }, (_, line) => finding(`f${file}.ts`, line + 1, 'medium'))).flat();
    expect(capCandidates(spread, { perRule: 12 }).kept).toHaveLength(12);
    const total = capCandidates([...spread, finding('g.ts', 1, 'high', 'review/eval')], { total: 4 }).kept;
    expect(total).toHaveLength(4);
    expect(total.map((candidate) => candidate.rule_id)).toContain('review/eval');
  });

  it('bounds a review of a change with thousands of identical swallowed errors, and says what it left out', async () => {
    const repo = repoWithBase();
    try {
      const block = 'try {\n  work();\n} catch (error) {\n  console.log(error);\n}\n';
      for (let file = 0; file < 40; file += 1) repo.write(`src/gen${file}.ts`, `declare function work(): void;\n${block.repeat(100)}`);
      repo.commit('many catch blocks');
      const { report } = await reviewJson(repo, '--fail-on', 'none', '--min-confidence', '0');
      const counts = new Map<string, number>();
      for (const found of report.findings) counts.set(`${found.rule_id}:${found.file}`, (counts.get(`${found.rule_id}:${found.file}`) ?? 0) + 1);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(20);
      expect(report.findings.length).toBeLessThanOrEqual(2_000);
      expect(report.warnings.join('\n')).toMatch(/more finding\(s\) not listed/);
    } finally {
      repo.cleanup();
    }
  });
});
