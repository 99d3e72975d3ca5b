import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAnalysisBundle } from '../src/publish/analysis-bundle.js';
import type { BundleState } from '../src/publish/analysis-bundle.js';
import { mergeAnalysisBundle } from '../src/publish/merge-analysis-bundle.js';
import type { ReviewState } from '../src/review-state/review-state.js';
import { VERSION } from '../src/version.js';
import { buildFinding } from './support/report-fixture.js';

const HEAD = 'a'.repeat(40);
const secret = buildFinding({
  id: 'SEC-001',
  agent: 'code-reviewer',
  dimension: 'security',
  severity: 'critical',
  category: 'secrets',
  rule_id: 'review/leaked-credential',
  file: 'src/keys.ts',
  line: 3,
  auto_fixable: false,
  fingerprint: '1111111111111111',
});

/** The review publish re-derived itself: the static engine over the pull request read through the API. */
function rederived(overrides: Partial<ReviewState> = {}): ReviewState {
  return {
    session_id: '0a1b2c3d',
    status: 'completed',
    current_step: null,
    completed_steps: ['collect-context', 'quick-scan', 'deep-review', 'generate-report'],
    iteration_count: 4,
    error_count: 0,
    errors: [],
    request: {
      uncommitted: false,
      model: 'static',
      agents: ['code-reviewer'],
      fail_on: 'critical',
      min_confidence: 80,
      min_required_agents: 1,
      include: [],
      exclude: [],
      commands: {},
      command_timeout_ms: 60_000,
      allow_risky_commands: false,
      on_verification_failure: 'continue',
      fix: 'off',
      max_review_iterations: 3,
      config_file: '.github/sextant.yml',
      rules: {},
    },
    head_sha: HEAD,
    not_reviewed: [{ path: 'logo.png', reason: 'binary' }],
    candidates: [],
    agent_results: [{ agent: 'code-reviewer', status: 'success', issues_found: 1, duration_ms: 3 }],
    findings: [secret],
    duplicates_merged: 0,
    below_confidence: 0,
    warnings: [],
    started_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:01.000Z',
    ...overrides,
  };
}

function bundleState(overrides: Partial<BundleState> = {}): BundleState {
  return {
    status: 'completed',
    head_sha: HEAD,
    request: { model: 'openai-compatible:qwen3-coder' },
    findings: [],
    not_reviewed: [],
    agent_results: [{ agent: 'silent-failure-hunter', status: 'success', issues_found: 1, duration_ms: 900 }],
    errors: [],
    warnings: [],
    ...overrides,
  };
}

const paths = new Set(['src/keys.ts', 'src/app.ts']);

describe('merging an analysis bundle into the review publish re-derived', () => {
  it('a bundle cannot take a finding away, nor weaken one the static engine found again', () => {
    const weakened = { ...secret, severity: 'low' as const, description: 'Nothing to see here.' };
    const { state, superseded } = mergeAnalysisBundle(rederived(), bundleState({ findings: [weakened] }), { pullRequestPaths: paths, minConfidence: 80 });
    expect(superseded).toBe(1);
    expect(state.findings).toEqual([expect.objectContaining({ fingerprint: secret.fingerprint, severity: 'critical', description: secret.description })]);
    expect(mergeAnalysisBundle(rederived(), bundleState({ findings: [] }), { pullRequestPaths: paths, minConfidence: 80 }).state.findings).toHaveLength(1);
  });

  it('adds what only the bundle has, renumbering ids so they never collide, and keeps its fix of a re-derived finding as an unverified suggestion', () => {
    const model = buildFinding({
      id: 'SEC-001',
      agent: 'silent-failure-hunter',
      dimension: 'security',
      severity: 'high',
      category: 'injection',
      file: 'src/app.ts',
      line: 9,
      source: 'llm',
      fingerprint: '2222222222222222',
    });
    const fixed = {
      ...secret,
      agent: 'silent-failure-hunter',
      suggestion: { start_line: 3, end_line: 3, replacement: 'export const key = process.env.KEY;', verified: true as const },
    };
    const outside = buildFinding({ file: 'elsewhere.ts', fingerprint: '3333333333333333' });
    const merge = mergeAnalysisBundle(rederived(), bundleState({ findings: [model, fixed, outside], fixed_findings: [fixed] }), {
      pullRequestPaths: paths,
      minConfidence: 80,
    });
    expect(merge.added).toBe(1);
    expect(merge.state.findings.map((finding) => [finding.id, finding.fingerprint])).toEqual([
      ['SEC-001', secret.fingerprint],
      ['SEC-002', '2222222222222222'],
    ]);
    const [kept] = merge.state.findings;
    expect(kept?.also_reported_by).toEqual(['silent-failure-hunter']);
    // The analyze job ran the pull request's code: its "verified" and its "fixed" are not believed.
    expect(kept?.suggestion).toEqual({ start_line: 3, end_line: 3, replacement: 'export const key = process.env.KEY;', origin: 'analysis-job' });
    expect(merge.state.fixed_findings).toBeUndefined();
    expect(merge.warnings).toEqual([expect.stringContaining('1 finding(s) of the bundle were dropped')]);
    // A model run's agents are the bundle's to report.
    expect(merge.state.agent_results.map((result) => result.agent)).toEqual(['silent-failure-hunter']);
    expect(merge.state.request.model).toBe('openai-compatible:qwen3-coder');
  });

  it('takes from the bundle only what makes the outcome stricter: an unfinished or incomplete analyze run', () => {
    const unfinished = mergeAnalysisBundle(rederived(), bundleState({ status: 'failed' }), { pullRequestPaths: paths, minConfidence: 80 });
    expect(unfinished.state.incomplete_reason).toMatch(/the analyze run did not finish \(failed\)/);
    const incomplete = mergeAnalysisBundle(rederived(), bundleState({ incomplete_reason: 'INSUFFICIENT_COVERAGE: 1 of 6 <b>agents</b> `ok`' }), {
      pullRequestPaths: paths,
      minConfidence: 80,
    });
    // Also the check run's plain-text title: no markup survives.
    expect(incomplete.state.incomplete_reason).toBe('the analyze run was incomplete: INSUFFICIENT_COVERAGE: 1 of 6 b agents /b ok');
    const nothingToDo = mergeAnalysisBundle(rederived(), bundleState({ termination_reason: 'no_changes' }), { pullRequestPaths: paths, minConfidence: 80 });
    expect(nothingToDo.state.termination_reason).toBeUndefined();
  });
});

describe('reading an analysis bundle', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'sextant-bundle-read-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const write = (name: string, state: Record<string, unknown>) => {
    const path = join(folder, `${name}.json`);
    const bundle = {
      kind: 'sextant-analysis',
      version: 1,
      sextant_version: VERSION,
      pr_number: 7,
      head_sha: HEAD,
      base_sha: 'b'.repeat(40),
      created_at: '2026-01-01T00:00:00Z',
      diff: [],
    };
    writeFileSync(path, JSON.stringify({ ...bundle, state: { ...bundleState(), ...state } }));
    return path;
  };

  it('cuts free text to its limit, and leaves out decoration that does not fit, with a warning', async () => {
    const { bundle, warnings } = await readAnalysisBundle(
      write('decoration', {
        findings: [{ ...secret, description: 'x'.repeat(50_000) }],
        usage: 'lots',
        positive_observations: ['Clear names.'],
        candidates: 'never read',
      }),
    );
    expect(bundle.state.findings[0]?.description).toHaveLength(20_000);
    expect(bundle.state.usage).toBeUndefined();
    expect(bundle.state.positive_observations).toEqual(['Clear names.']);
    expect(warnings).toEqual([expect.stringMatching(/^the bundle's state\.usage is not valid .* and is left out$/)]);
  });

  it.each([
    ['state.fixed_findings.0.fingerprint', { fixed_findings: [{ ...secret, fingerprint: 'not hex!' }] }],
    ['state.not_reviewed.0.path', { not_reviewed: [{ path: 'docs/\u001b[2Jx.md', reason: 'binary' }] }],
    ['state.agent_results.0.agent', { agent_results: [{ agent: 'Reviewer <b>', status: 'success', issues_found: 0, duration_ms: 1 }] }],
    [
      'state.verification.tests.duration_ms',
      {
        verification: {
          tests: { status: 'passed', duration_ms: -1 },
          lint: { status: 'not_configured', duration_ms: 0 },
          typecheck: { status: 'not_configured', duration_ms: 0 },
        },
      },
    ],
    ['state.request.model', { request: { model: 'static` ## Approved' } }],
  ])('refuses a bundle invalid at %s, with a ConfigurationError naming it', async (field, state) => {
    await expect(readAnalysisBundle(write(field, state))).rejects.toMatchObject({
      name: 'ConfigurationError',
      message: expect.stringContaining(`invalid at '${field}'`),
    });
  });
});
