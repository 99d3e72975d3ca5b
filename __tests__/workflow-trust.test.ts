import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { load } from 'js-yaml';
import { DEFAULT_SETTINGS } from '../src/config/parse-settings.js';
import { tryParseCommand } from '../src/conversation/parse-command.js';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub, WRITE_TOKEN } from './support/github-fixture.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';
import { documentationPages, documentationText } from './support/documentation.js';

interface Step {
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  id?: string;
}
interface Job {
  if?: string;
  needs?: string | string[];
  permissions?: unknown;
  steps?: Step[];
}
interface Workflow {
  name?: string;
  on: unknown;
  permissions?: unknown;
  jobs: Record<string, Job>;
}

/** Events whose jobs get the repository's secrets and, by default, a write token, while the pull request is someone else's. */
const PRIVILEGED = new Set(['issue_comment', 'pull_request_review_comment', 'pull_request_target', 'workflow_run']);

/** Every workflow the project documents or runs: the YAML blocks of the README and docs/, examples/ and .github/workflows/. */
function documentedWorkflows(): Array<{ where: string; workflow: Workflow }> {
  const found: Array<{ where: string; text: string }> = [];
  for (const page of documentationPages()) {
    for (const [index, match] of [...page.text.matchAll(/```ya?ml\n([\s\S]*?)```/g)].entries())
      found.push({ where: `${page.path} block ${index + 1}`, text: match[1] ?? '' });
  }
  for (const folder of ['examples', '.github/workflows']) {
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (/\.ya?ml$/.test(entry)) found.push({ where: join(folder, entry), text: readFileSync(join(folder, entry), 'utf8') });
    }
  }
  return found.flatMap(({ where, text }) => {
    const parsed = load(text) as Partial<Workflow> | undefined;
    return parsed && typeof parsed === 'object' && parsed.on !== undefined && parsed.jobs ? [{ where, workflow: parsed as Workflow }] : [];
  });
}

function eventsOf(workflow: Workflow): string[] {
  const on = workflow.on;
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.map(String);
  return Object.keys(on as object);
}

/** A job may write or read secrets: an unset permissions block means the repository's default token, which can write. */
function isPrivileged(workflow: Workflow, job: Job): boolean {
  const permissions = job.permissions ?? workflow.permissions;
  const writes =
    permissions === undefined ||
    permissions === 'write-all' ||
    (typeof permissions === 'object' && permissions !== null && Object.values(permissions).includes('write'));
  return writes || JSON.stringify(job).includes('secrets.');
}

/** A step that asks the collaborator-permission API about the commenter. */
const confirmsWriteAccess = (step: Step) => /\/collaborators\/[^\s"']*\/permission/.test(step.run ?? '');

/** A step that checks out the pull request's code or runs a package manager, build or test command. */
function runsPullRequestCode(step: Step): boolean {
  if (step.uses?.startsWith('actions/checkout') && /head|pull|merge/.test(String(step.with?.ref ?? ''))) return true;
  if (step.uses === './') return true;
  return /\b(?:npm|yarn|pnpm|bun)\s+(?:ci|install|i|test|run|exec)\b|\bnpx\b|\bmake\b|\bpip\s+install\b|\bpython\b.*setup\.py/.test(step.run ?? '');
}

/** The jobs this one waits for whose steps confirm write access, when its `if:` acts on their outputs. */
function gatedBy(workflow: Workflow, job: Job): string[] {
  const needs = job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs : [job.needs];
  return needs.filter((name) => (workflow.jobs[name]?.steps ?? []).some(confirmsWriteAccess) && (job.if ?? '').includes(`needs.${name}.outputs`));
}

describe('documented workflows run no pull-request code before the commenter’s write access is confirmed', () => {
  const workflows = documentedWorkflows();

  it('finds the documented workflows, the comment-driven ones among them', () => {
    expect(workflows.map(({ workflow }) => workflow.name)).toEqual(
      expect.arrayContaining(['sextant-talk', 'sextant-publish', 'sextant-manual', 'sextant-review']),
    );
  });

  it.each(workflows.map(({ where, workflow }) => [`${workflow.name ?? '(unnamed)'} (${where})`, workflow] as const))('%s', (_name, workflow) => {
    if (!eventsOf(workflow).some((event) => PRIVILEGED.has(event))) return;
    const violations: string[] = [];
    for (const [name, job] of Object.entries(workflow.jobs)) {
      if (!isPrivileged(workflow, job) || gatedBy(workflow, job).length > 0) continue;
      const steps = job.steps ?? [];
      const confirmed = steps.findIndex(confirmsWriteAccess);
      const code = steps.findIndex(runsPullRequestCode);
      if (code !== -1 && (confirmed === -1 || code < confirmed))
        violations.push(`${name}: step ${code + 1} (${steps[code]?.uses ?? steps[code]?.run}) runs before any permission check`);
    }
    expect(violations).toEqual([]);
  });
});

describe('the conversation workflow routes every spelling of a command to the same job', () => {
  let sample: SampleChange;
  let server: FakeGitHub;
  const talk = documentedWorkflows().find(({ workflow }) => workflow.name === 'sextant-talk')?.workflow;
  const routeStep = talk?.jobs.route?.steps?.find((step) => step.id === 'route');

  beforeAll(async () => {
    sample = createSampleChange();
    server = await startGitHub(sample.root);
    server.setPermission('keeper', 'maintain');
    server.setPermission('reader', 'read');
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });

  /** Runs the route step's script as the runner would, against the loopback GitHub, and names the job its output starts. */
  async function routedJob(body: string, login: string, sameRepository = true): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'sextant-route-'));
    const output = join(dir, 'output');
    try {
      // As the runner runs a `run:` step (bash --noprofile --norc -eo pipefail {0}); asynchronously, as the loopback GitHub answers from this process.
      const script = join(dir, 'route.sh');
      writeFileSync(script, routeStep?.run ?? 'exit 1');
      const run = await promisify(execFile)('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
        env: {
          PATH: process.env.PATH,
          GITHUB_OUTPUT: output,
          GITHUB_API_URL: server.url,
          GITHUB_REPOSITORY: 'octo/app',
          GH_TOKEN: WRITE_TOKEN,
          LOGIN: login,
          BODY: body,
          SAME_REPOSITORY: String(sameRepository),
        },
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      const value = /^job=(.*)$/m.exec(readFileSync(output, 'utf8'))?.[1];
      const jobs = Object.entries(talk?.jobs ?? {}).filter(([, job]) => job.if?.replace(/\s+/g, ' ').trim() === `needs.route.outputs.job == '${value}'`);
      return jobs.map(([name]) => name).join(',') || `(none: ${value})`;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('sends a maintainer’s `fix` however it is spelled to the fix job, as Sextant itself reads it', async () => {
    for (const body of ['@sextant fix', '/sextant fix', '@sextant  fix', '@Sextant Fix', '@sextant fix: the null case', '\n@sextant\tfix.']) {
      expect(tryParseCommand(body, ['@sextant', '/sextant'])).toEqual({ kind: 'fix' });
      expect([body, await routedJob(body, 'keeper')]).toEqual([body, 'fix']);
    }
    expect(server.requests.filter((request) => request.path === '/repos/octo/app/collaborators/keeper/permission').length).toBeGreaterThan(0);
  });

  it('sends anyone else’s `fix`, a fork’s, and every other command to the answer job, and other comments nowhere', async () => {
    expect(await routedJob('@sextant fix', 'reader')).toBe('answer');
    expect(await routedJob('/sextant  fix', 'stranger')).toBe('answer');
    expect(await routedJob('@sextant fix', 'keeper', false)).toBe('answer');
    expect(await routedJob('@sextant why not fix it?', 'keeper')).toBe('answer');
    expect(await routedJob('@sextant fixture data, ignore', 'keeper')).toBe('answer');
    expect(await routedJob('/sextant review', 'keeper')).toBe('answer');
    // A `review` however it is spelled reaches the job that runs it: the conversation's answer job.
    for (const body of ['@sextant review', '/Sextant  Review', '@SEXTANT review incremental', '\n/sextant\treview']) {
      expect(tryParseCommand(body, ['@sextant', '/sextant'])).toMatchObject({ kind: 'review' });
      expect([body, await routedJob(body, 'stranger', false)]).toEqual([body, 'answer']);
    }
    expect(await routedJob('looks good to me', 'keeper')).toBe('(none: none)');
  });
});

/** A step that runs Sextant: the published action, or this repository's own (`uses: ./`). */
const runsSextant = (step: Step) => /^OWNER\/sextant@|^\.\/$/.test(step.uses ?? '');

describe('documented workflows work for every pull-request state', () => {
  const workflows = documentedWorkflows();

  it('every job that can run a review (any mode but publish) may read the issues a pull request links', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const { where, workflow } of workflows) {
      for (const [name, job] of Object.entries(workflow.jobs)) {
        if (!(job.steps ?? []).some((step) => runsSextant(step) && step.with?.mode !== 'publish')) continue;
        checked += 1;
        const permissions = (job.permissions ?? workflow.permissions) as Record<string, string> | undefined;
        if (!['read', 'write'].includes(permissions?.issues ?? '')) missing.push(`${workflow.name ?? '(unnamed)'} (${where}) job ${name}`);
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('no job picks a command from the comment’s text in its `if:`: the route step reads it as Sextant does', () => {
    const textual = workflows.flatMap(({ where, workflow }) =>
      Object.entries(workflow.jobs)
        .filter(([, job]) => /comment\.body/.test(job.if ?? ''))
        .map(([name]) => `${workflow.name ?? '(unnamed)'} (${where}) job ${name}`),
    );
    expect(textual).toEqual([]);
  });

  it('the analyze workflow hands over what analyze leaves in every state: the bundle folder, uploaded whatever the step’s outcome', () => {
    const analyze = workflows.find(({ workflow }) => workflow.name === 'sextant-analyze')?.workflow;
    const steps = Object.values(analyze?.jobs ?? {}).flatMap((job) => job.steps ?? []);
    const sextant = steps.find(runsSextant);
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-artifact'));
    const bundlePath = String(sextant?.with?.['bundle-path'] ?? DEFAULT_SETTINGS.bundlePath);
    expect(String(upload?.with?.path ?? '').replace(/\/$/, '')).toBe(dirname(bundlePath));
    expect(upload?.if).toBe('always()');
  });

  it('promises in a fork’s pull request only what a fork’s events can deliver', () => {
    const readme = documentationText().replace(/\s+/g, ' ');
    expect(readme).toContain("nothing runs but `help` and a maintainer's `review`, asked on the pull request's Conversation tab");
    expect(readme).toContain(
      "In a review thread of a fork's pull request GitHub runs the workflow with a read-only token and no secrets, so Sextant cannot reply there",
    );
  });
});
