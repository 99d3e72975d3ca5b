import type { Finding } from '../../src/findings/finding.js';
import type { ReviewReport } from '../../src/report/review-report.js';

/** A finding with realistic defaults; tests override what they are about. */
export function buildFinding(overrides: Partial<Finding> = {}): Finding {
  return {
    id: 'CORR-001',
    agent: 'code-reviewer',
    dimension: 'correctness',
    severity: 'medium',
    confidence: 85,
    category: 'error-handling',
    file: 'src/loader.ts',
    line: 10,
    description: 'The promise returned by readConfig is not awaited, so errors are lost.',
    recommendation: 'Await readConfig() and let the caller handle the rejection.',
    auto_fixable: true,
    fingerprint: '0123456789abcdef',
    source: 'static',
    ...overrides,
  };
}

/** Six findings in three files, every severity but info, from four agents. */
export function reviewFindings(): Finding[] {
  return [
    buildFinding({
      id: 'SEC-001',
      agent: 'silent-failure-hunter',
      dimension: 'security',
      severity: 'critical',
      confidence: 95,
      category: 'code-injection',
      rule_id: 'no-eval',
      file: 'src/loader.ts',
      line: 42,
      end_line: 44,
      column: 5,
      code_snippet: 'eval(source)',
      description: 'User-controlled text reaches eval().',
      recommendation: 'Parse the input with JSON.parse instead of evaluating it.',
      auto_fixable: false,
      fingerprint: 'a1b2c3d4e5f60718',
    }),
    buildFinding({
      id: 'CORR-001',
      severity: 'high',
      confidence: 90,
      file: 'src/loader.ts',
      line: 12,
      fingerprint: 'b1b2c3d4e5f60718',
      also_reported_by: ['silent-failure-hunter'],
    }),
    buildFinding({
      id: 'READ-001',
      agent: 'code-simplifier',
      dimension: 'readability',
      severity: 'low',
      confidence: 80,
      category: 'debug-statement',
      rule_id: 'no-debugger',
      file: 'src/loader.ts',
      line: 7,
      description: 'A debugger statement was left in.',
      recommendation: 'Remove the debugger statement.',
      fingerprint: 'c1b2c3d4e5f60718',
    }),
    buildFinding({
      id: 'TEST-001',
      agent: 'test-analyzer',
      dimension: 'testing',
      severity: 'medium',
      confidence: 88,
      category: 'missing-test',
      file: 'src/api/routes.ts',
      line: 30,
      description: 'The new error branch of createRoute has no test.',
      recommendation: 'Add a test that makes the handler throw.',
      auto_fixable: false,
      source: 'llm',
      fingerprint: 'd1b2c3d4e5f60718',
    }),
    buildFinding({
      id: 'SEC-002',
      agent: 'silent-failure-hunter',
      dimension: 'security',
      severity: 'high',
      confidence: 82,
      category: 'code-injection',
      rule_id: 'no-eval',
      file: 'src/api/routes.ts',
      line: 5,
      description: 'new Function() builds code from a request parameter.',
      recommendation: 'Look the handler up in a fixed table.',
      auto_fixable: false,
      fingerprint: 'e1b2c3d4e5f60718',
    }),
    buildFinding({
      id: 'ARCH-001',
      agent: 'type-design-analyzer',
      dimension: 'architecture',
      severity: 'low',
      confidence: 81,
      category: 'any-type',
      file: 'lib/util with space.ts',
      line: 3,
      description: 'The exported helper takes `any`.',
      recommendation: 'Give the parameter a precise type.',
      auto_fixable: false,
      fingerprint: 'f1b2c3d4e5f60718',
    }),
  ];
}

/**
 * A finished review of a pull request with one critical finding under `fail-on: high`: it fails the
 * gate, one agent timed out, the tests failed, and some files were not reviewed.
 */
export function buildReport(overrides: Partial<ReviewReport> = {}): ReviewReport {
  const findings = reviewFindings();
  return {
    session_id: '0a1b2c3d',
    status: 'partial',
    agent: 'sextant',
    version: '0.1.0',
    model: 'static',
    base_sha: '1111111111111111111111111111111111111111',
    head_sha: '2222222222222222222222222222222222222222',
    verification: {
      tests: {
        status: 'failed',
        command: 'npm test',
        exit_code: 1,
        duration_ms: 12_340,
        output_tail: 'FAIL src/loader.test.ts\n  ✕ loads the config (12 ms)\nTests: 1 failed, 41 passed',
      },
      lint: { status: 'passed', command: 'npm run lint', exit_code: 0, duration_ms: 3_100 },
      typecheck: { status: 'not_configured', duration_ms: 0 },
    },
    review_iterations: [
      {
        iteration: 1,
        agents_results: [
          { agent: 'code-reviewer', status: 'success', issues_found: 1, duration_ms: 1_200 },
          { agent: 'silent-failure-hunter', status: 'success', issues_found: 3, duration_ms: 900 },
          { agent: 'code-simplifier', status: 'success', issues_found: 1, duration_ms: 700 },
          { agent: 'test-analyzer', status: 'success', issues_found: 1, duration_ms: 2_500 },
          { agent: 'comment-analyzer', status: 'failed', issues_found: 0, duration_ms: 120_000, error: 'TIMEOUT' },
          { agent: 'type-design-analyzer', status: 'success', issues_found: 1, duration_ms: 650 },
        ],
        issues_found: 6,
        fixable_issues: 2,
        fix_result: null,
      },
    ],
    summary: {
      total_iterations: 1,
      initial_issues: 6,
      final_issues: 6,
      fixed_issues: 0,
      termination_reason: 'review_only',
      files_reviewed: 4,
      lines_reviewed: 312,
      counts_by_severity: { critical: 1, high: 2, medium: 1, low: 2, info: 0 },
      counts_by_agent: {
        'code-reviewer': 1,
        'silent-failure-hunter': 2,
        'code-simplifier': 1,
        'test-analyzer': 1,
        'type-design-analyzer': 1,
      },
      gate: { fail_on: 'high', gated_count: 3, failed: true },
      show_info: false,
    },
    scan_summary: {
      risk_areas: [
        { file: 'src/loader.ts', reason: 'evaluates input and touches the file system', priority: 'high' },
        { file: 'src/api/routes.ts', reason: 'request handling changed', priority: 'medium' },
      ],
      complexity_score: 42,
      quick_issues: 3,
    },
    fixed_issues: [],
    remaining_issues: findings,
    positive_observations: ['Clear separation between parsing and I/O in src/config.'],
    files_modified: [],
    findings,
    not_reviewed: [
      { path: 'assets/logo.png', reason: 'binary' },
      { path: 'package-lock.json', reason: 'excluded-by-default' },
      { path: 'dist/index.js', reason: 'generated', detail: 'dist/**' },
      { path: 'fixtures/huge.json', reason: 'too-large', detail: '2.4 MB' },
      { path: 'src/legacy/a.ts', reason: 'over-budget' },
      { path: 'src/legacy/b.ts', reason: 'over-budget' },
      { path: '.env.production', reason: 'secret-file' },
    ],
    usage: { input_tokens: 12_345, output_tokens: 2_345, cache_read_tokens: 10_000, cache_write_tokens: 1_500, cost_estimate_usd: 0.0123 },
    errors: [],
    warnings: ["'concurrency' above 6 is capped at 6"],
    started_at: '2025-06-01T12:00:00.000Z',
    completed_at: '2025-06-01T12:02:30.000Z',
    ...overrides,
  };
}

/** Findings replaced by `findings`, with the counts and the gate recomputed as the report builder does. */
export function withFindings(report: ReviewReport, findings: Finding[], failOn: ReviewReport['summary']['gate']['fail_on']): ReviewReport {
  const order = ['critical', 'high', 'medium', 'low', 'info'] as const;
  const counts = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
  const byAgent: ReviewReport['summary']['counts_by_agent'] = {};
  for (const finding of findings) {
    counts[finding.severity] += 1;
    byAgent[finding.agent] = (byAgent[finding.agent] ?? 0) + 1;
  }
  const gated = failOn === 'none' ? 0 : findings.filter((finding) => order.indexOf(finding.severity) <= order.indexOf(failOn)).length;
  return {
    ...report,
    findings,
    remaining_issues: findings,
    summary: {
      ...report.summary,
      initial_issues: findings.length,
      final_issues: findings.length,
      counts_by_severity: counts,
      counts_by_agent: byAgent,
      gate: { fail_on: failOn, gated_count: gated, failed: gated > 0 },
    },
  };
}
