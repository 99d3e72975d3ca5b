import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReviewReport } from '../../src/report/review-report.js';
import type { FakeGitHub } from './fake-github-server.mjs';
import { WRITE_TOKEN } from './github-fixture.js';
import { ACTION, runNode } from './run-node.js';
import type { SampleChange } from './sample-change.js';

let runs = 0;

/** Runs dist/index.js with the environment a GitHub-hosted runner gives a JavaScript action step. */
export async function runAction(
  sample: SampleChange,
  server: FakeGitHub,
  event: { name: string; payload: unknown },
  options: { token?: string; inputs?: Record<string, string> } = {},
) {
  const runnerTemp = mkdtempSync(join(tmpdir(), 'sextant-runner-'));
  const eventPath = join(runnerTemp, 'event.json');
  const outputPath = join(runnerTemp, 'output');
  const summaryPath = join(runnerTemp, 'step-summary.md');
  writeFileSync(eventPath, JSON.stringify(event.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  runs += 1;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKSPACE: sample.root,
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_API_URL: server.url,
    GITHUB_RUN_ID: String(9000 + runs),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SHA: sample.headSha,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    RUNNER_TEMP: runnerTemp,
    'INPUT_GITHUB-TOKEN': options.token ?? WRITE_TOKEN,
    // The loopback API has no secondary rate limits: writes need not wait the seconds GitHub asks for.
    SEXTANT_GITHUB_WRITE_SPACING_MS: '0',
  };
  for (const [name, value] of Object.entries(options.inputs ?? {})) env[`INPUT_${name.toUpperCase()}`] = value;
  const run = await runNode(ACTION, [], { cwd: sample.root, env });
  const outputs = parseOutputs(readFileSync(outputPath, 'utf8'));
  const summary = readFileSync(summaryPath, 'utf8');
  const read = (path: string | undefined) => (path ? readFileSync(path, 'utf8') : '');
  const report = outputs['report-path'] ? (JSON.parse(read(outputs['report-path'])) as ReviewReport) : undefined;
  const sarif = read(outputs['sarif-path']);
  const sessionFiles = readTree(join(runnerTemp, 'sextant'));
  rmSync(runnerTemp, { recursive: true, force: true });
  return { ...run, outputs, summary, report, sarif, sessionFiles };
}

/** Every file under `dir` (the session folders: state, logs, reports) by relative path; empty when there is none. */
function readTree(dir: string): Record<string, string> {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return {};
  }
  const files: Record<string, string> = {};
  for (const entry of entries) if (statSync(join(dir, entry)).isFile()) files[entry] = readFileSync(join(dir, entry), 'utf8');
  return files;
}

/** GITHUB_OUTPUT uses heredoc blocks: name<<delimiter / value / delimiter. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(.+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1] as string] = match[3] as string;
  return outputs;
}

export function pullRequestEvent(number: number, sample: SampleChange, options: { action?: string; fork?: boolean; name?: string } = {}) {
  return {
    name: options.name ?? 'pull_request',
    payload: {
      action: options.action ?? 'opened',
      number,
      pull_request: {
        number,
        draft: false,
        base: { sha: sample.baseSha, ref: 'main', repo: { full_name: 'octo/app' } },
        head: { sha: sample.headSha, ref: 'feature', repo: { full_name: options.fork ? 'someone/app' : 'octo/app' } },
      },
      repository: { full_name: 'octo/app', name: 'app', owner: { login: 'octo' } },
    },
  };
}

/** The event the publish workflow gets once the analyze workflow of a fork's pull request finishes. */
export function workflowRunEvent(headSha: string) {
  return {
    name: 'workflow_run',
    payload: { action: 'completed', workflow_run: { id: 78, head_sha: headSha, head_repository: { full_name: 'someone/app' }, pull_requests: [] } },
  };
}
