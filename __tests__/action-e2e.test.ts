import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';
import { ACTION, runNode } from './support/run-node.js';

/** The environment a GitHub-hosted runner gives a JavaScript action step. */
function runnerEnvironment(sample: SampleChange, eventName: string, payload: unknown, inputs: Record<string, string>) {
  const runnerTemp = mkdtempSync(join(tmpdir(), 'sextant-runner-'));
  const eventPath = join(runnerTemp, 'event.json');
  const outputPath = join(runnerTemp, 'output');
  const summaryPath = join(runnerTemp, 'step-summary.md');
  writeFileSync(eventPath, JSON.stringify(payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKSPACE: sample.root,
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GITHUB_SHA: sample.headSha,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    RUNNER_TEMP: runnerTemp,
    'INPUT_GITHUB-TOKEN': 'ghs_test_token_not_real',
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const outputs = () => parseOutputs(readFileSync(outputPath, 'utf8'));
  return { env, runnerTemp, outputs, summary: () => readFileSync(summaryPath, 'utf8') };
}

/** GITHUB_OUTPUT uses heredoc blocks: name<<delimiter / value / delimiter. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(.+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1] as string] = match[3] as string;
  return outputs;
}

function pullRequestEvent(sample: SampleChange, fork = false) {
  return {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      draft: false,
      base: { sha: sample.baseSha, ref: 'main', repo: { full_name: 'octo/app' } },
      head: { sha: sample.headSha, ref: 'feature', repo: { full_name: fork ? 'someone/app' : 'octo/app' } },
    },
    repository: { full_name: 'octo/app', name: 'app', owner: { login: 'octo' } },
  };
}

describe('the bundled action (dist/index.js)', () => {
  let sample: SampleChange;
  beforeAll(() => {
    sample = createSampleChange();
  });
  afterAll(() => rmSync(sample.root, { recursive: true, force: true }));

  it('reviews a pull_request, sets outputs, writes the job summary and annotations, and fails the gate', async () => {
    const runner = runnerEnvironment(sample, 'pull_request', pullRequestEvent(sample), {});
    const run = await runNode(ACTION, [], { cwd: sample.root, env: runner.env });
    expect(run.code).toBe(1);
    const outputs = runner.outputs();
    expect(outputs.status).toBe('success');
    expect(Number(outputs['critical-count'])).toBeGreaterThanOrEqual(1);
    expect(Number(outputs['findings-count'])).toBeGreaterThanOrEqual(3);
    expect(outputs['termination-reason']).toBeTruthy();
    const report = JSON.parse(readFileSync(outputs['report-path'] as string, 'utf8')) as ReviewReport;
    expect(report.base_sha).toBe(sample.baseSha);
    expect(report.findings).toHaveLength(Number(outputs['findings-count']));
    expect(JSON.parse(readFileSync(outputs['sarif-path'] as string, 'utf8')).version).toBe('2.1.0');
    expect(outputs['report-path']?.startsWith(runner.runnerTemp)).toBe(true);
    expect(runner.summary()).toContain('src/loader.ts');
    expect(run.stdout).toMatch(/^::error title=[^,]+,file=src\/loader\.ts,line=\d+/m);
    expect(run.stdout).toMatch(/::error::Sextant: \d+ finding\(s\) at or above 'critical'/);
    expect(run.stdout).not.toContain('ghs_test_token_not_real');
  });

  it('passes the gate with fail-on none', async () => {
    const runner = runnerEnvironment(sample, 'pull_request', pullRequestEvent(sample), { 'fail-on': 'none' });
    const run = await runNode(ACTION, [], { cwd: sample.root, env: runner.env });
    expect(run.code).toBe(0);
    expect(runner.outputs().status).toBe('success');
  });

  it('reads the config file from the base commit for a fork pull request', async () => {
    // The fork's own config would silence the gate; the base branch has none, so the default applies.
    sample.write('.github/sextant.yml', 'fail-on: none\n');
    try {
      const fork = runnerEnvironment(sample, 'pull_request', pullRequestEvent(sample, true), {});
      expect((await runNode(ACTION, [], { cwd: sample.root, env: fork.env })).code).toBe(1);
      const sameRepo = runnerEnvironment(sample, 'pull_request', pullRequestEvent(sample, false), {});
      expect((await runNode(ACTION, [], { cwd: sample.root, env: sameRepo.env })).code).toBe(0);
    } finally {
      rmSync(join(sample.root, '.github'), { recursive: true, force: true });
    }
  });

  it('fails closed when verification would run PR code under pull_request_target', async () => {
    const runner = runnerEnvironment(sample, 'pull_request_target', pullRequestEvent(sample), { 'test-command': 'npm test' });
    const run = await runNode(ACTION, [], { cwd: sample.root, env: runner.env });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/allow-unsafe-checkout/);
    expect(runner.outputs().status).toBe('failed');
  });

  it('skips events without a pull request, saying so', async () => {
    const runner = runnerEnvironment(sample, 'push', { ref: 'refs/heads/main' }, {});
    const run = await runNode(ACTION, [], { cwd: sample.root, env: runner.env });
    expect(run.code).toBe(0);
    expect(runner.outputs().status).toBe('skipped');
    expect(run.stdout).toMatch(/nothing was reviewed/);
  });

  it('fails with the key, value and expected form for a bad input', async () => {
    const runner = runnerEnvironment(sample, 'pull_request', pullRequestEvent(sample), { 'min-confidence': 'lots' });
    const run = await runNode(ACTION, [], { cwd: sample.root, env: runner.env });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::Invalid min-confidence: "lots"\. Expected an integer from 0 to 100/);
  });
});
