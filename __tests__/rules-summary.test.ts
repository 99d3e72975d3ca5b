import type { DiffFile, FileStatus } from '../src/diff/diff-model.js';
import type { CandidateFinding, Severity } from '../src/findings/finding.js';
import { scanChange, summarizeScan } from '../src/rules/static-engine.js';

/** A diff file whose one hunk adds `added` lines at the top of the file. */
function diffFile(path: string, added: readonly string[], options: { status?: FileStatus; deletions?: number } = {}): DiffFile {
  return {
    path,
    status: options.status ?? 'modified',
    binary: false,
    additions: added.length,
    deletions: options.deletions ?? 0,
    hunks: [
      {
        oldStart: 1,
        oldLines: 0,
        newStart: 1,
        newLines: added.length,
        header: `@@ -1,0 +1,${added.length} @@`,
        lines: added.map((content, index) => ({ kind: 'add' as const, newLine: index + 1, content })),
      },
    ],
  };
}

function lines(count: number, text = 'const value = compute();'): string[] {
  return Array.from({ length: count }, () => text);
}

function finding(file: string, severity: Severity): CandidateFinding {
  return {
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity,
    confidence: 90,
    category: 'debugging',
    file,
    line: 1,
    description: 'x',
    recommendation: 'y',
    auto_fixable: false,
    source: 'static',
  };
}

describe('scanChange: test/missing-test-change', () => {
  it('reports once, on the first added line of code of the first changed source file, listing the untested files', () => {
    const files = [diffFile('README.md', lines(30, 'text')), diffFile('src/orders.ts', ['', ...lines(8)]), diffFile('src/cart.ts', lines(6))];
    const findings = scanChange(files);
    expect(findings).toEqual([
      expect.objectContaining({
        rule_id: 'test/missing-test-change',
        agent: 'test-analyzer',
        dimension: 'testing',
        severity: 'low',
        source: 'static',
        file: 'src/orders.ts',
        line: 2,
        auto_fixable: false,
      }),
    ]);
    expect(findings[0]?.description).toContain('`src/orders.ts`, `src/cart.ts`');
    expect(findings[0]?.description).not.toContain('README.md');
    expect(findings[0]?.code_snippet).toBe('const value = compute();');
  });

  it('is quiet when a test file changed too', () => {
    expect(scanChange([diffFile('src/orders.ts', lines(40)), diffFile('src/orders.test.ts', lines(2))])).toEqual([]);
    expect(scanChange([diffFile('pkg/orders.go', lines(40)), diffFile('pkg/orders_test.go', lines(2))])).toEqual([]);
  });

  it('ignores docs, configuration, scripts, deleted files and small changes', () => {
    expect(scanChange([diffFile('docs/guide.md', lines(50)), diffFile('jest.config.js', lines(20))])).toEqual([]);
    expect(scanChange([diffFile('scripts/build.mjs', lines(50)), diffFile('src/types.d.ts', lines(50))])).toEqual([]);
    expect(scanChange([diffFile('src/old.ts', [], { status: 'deleted', deletions: 80 })])).toEqual([]);
    expect(scanChange([diffFile('src/fix.ts', lines(3))])).toEqual([]);
  });

  it('runs only for the selected agents and enabled rules', () => {
    const files = [diffFile('src/orders.ts', lines(40))];
    expect(scanChange(files, { agents: ['code-reviewer'] })).toEqual([]);
    expect(scanChange(files, { disabledRules: ['test/missing-test-change'] })).toEqual([]);
    expect(scanChange(files, { agents: ['test-analyzer'] })).toHaveLength(1);
  });
});

describe('summarizeScan', () => {
  it('ranks security-sensitive paths, serious findings, many findings and large changes', () => {
    const files = [
      diffFile('src/util/format.ts', lines(5)),
      diffFile('src/auth/session.ts', lines(5)),
      diffFile('src/orders.ts', lines(5)),
      diffFile('src/report.ts', lines(5)),
      diffFile('src/importer.ts', lines(400)),
      diffFile('db/migrations/0042_add_index.sql', lines(5)),
    ];
    const findings = [finding('src/orders.ts', 'high'), ...Array.from({ length: 5 }, () => finding('src/report.ts', 'low'))];
    const summary = summarizeScan(files, findings);
    expect(summary.quick_issues).toBe(6);
    expect(summary.risk_areas).toEqual([
      { file: 'db/migrations/0042_add_index.sql', reason: 'security-sensitive area (database migrations)', priority: 'high' },
      { file: 'src/auth/session.ts', reason: 'security-sensitive area (authentication)', priority: 'high' },
      { file: 'src/orders.ts', reason: '1 static finding, 1 critical or high', priority: 'high' },
      { file: 'src/importer.ts', reason: 'large change (400 lines)', priority: 'medium' },
      { file: 'src/report.ts', reason: '5 static findings', priority: 'medium' },
    ]);
  });

  it('scores complexity from size, spread and branching, from 0 up to at most 100', () => {
    const empty = summarizeScan([], []);
    expect(empty).toEqual({ risk_areas: [], complexity_score: 0, quick_issues: 0 });

    const small = summarizeScan([diffFile('src/a.ts', lines(10))], []).complexity_score;
    const branchy = summarizeScan([diffFile('src/a.ts', lines(10, 'if (a && b) return c ? d : e;'))], []).complexity_score;
    const large = summarizeScan(
      Array.from({ length: 20 }, (_, index) => diffFile(`src/m${index}.ts`, lines(100))),
      [],
    ).complexity_score;
    const huge = summarizeScan(
      Array.from({ length: 200 }, (_, index) => diffFile(`src/m${index}.ts`, lines(100, 'if (x || y) for (;;) {}'))),
      [],
    ).complexity_score;
    const pythonBranchy = summarizeScan([diffFile('app/a.py', lines(10, 'ready = a and b or not c'))], []).complexity_score;
    const goBranchy = summarizeScan([diffFile('pkg/a.go', lines(10, 'if a && b { for range c {} }'))], []).complexity_score;
    expect(small).toBeGreaterThan(0);
    expect(branchy).toBeGreaterThan(small);
    expect(pythonBranchy).toBeGreaterThan(small);
    expect(goBranchy).toBeGreaterThan(small);
    expect(large).toBeGreaterThan(branchy);
    expect(huge).toBe(100);
  });
});
