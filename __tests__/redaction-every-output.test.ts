import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCliInProcess } from './support/run-cli-in-process.js';
import { createActionsOutput } from '../src/publish/create-actions-output.js';
import { isDiffFile, parsePullRequestFile } from '../src/pull-request/parse-pull-request-file.js';
import { publishToActions } from '../src/publish/publish-to-actions.js';
import { publishToPullRequest } from '../src/publish/publish-to-pull-request.js';
import type { ReviewState } from '../src/review-state/review-state.js';
import { createRedactor } from '../src/redact/create-redactor.js';
import type { ReviewReport } from '../src/report/review-report.js';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { clientFor, startGitHub } from './support/github-fixture.js';
import { expectNoSecret, spread } from './support/expect-no-secret.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

// Every credential is assembled at run time, so this repository never holds a contiguous one.
const GITHUB_TOKEN = ['gh', 'p_', 'R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue'].join('');
const AWS_KEY_ID = ['AK', 'IA', 'Q3ZRT7WNV5HX2KLM'].join('');
const STRIPE_KEY = ['sk', '_live_', '51Hq8ZtRw3Lp9Xv2Nk7Bd4Mc'].join('');
const AWS_SECRET = ['Zx9Qk2mVb7Tr4Wp1Ls8Hd3', 'Nf6Jc0Ya5Ue+Ro7Ki2Pq'].join('');
const SECRETS = { GITHUB_TOKEN, AWS_KEY_ID, STRIPE_KEY, AWS_SECRET };

const expectClean = (where: string, text: string) => expectNoSecret(where, text, SECRETS);

/** A check that prints each credential split by a different invisible character, then fails. */
const PRINT_SECRETS = `const pieces = (...parts) => parts.join('');
const token = pieces('gh', 'p_', 'R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue');
const stripe = pieces('sk', '_live_', '51Hq8ZtRw3Lp9Xv2Nk7Bd4Mc');
const aws = pieces('AK', 'IA', 'Q3ZRT7WNV5HX2KLM');
const spread = (text, invisible) => [...text].join(invisible);
console.log('token: ' + spread(token, '\\u200b'));
console.log('stripe: ' + spread(stripe, '\\u00ad'));
console.log('aws: ' + spread(aws, '\\u2060') + ' ' + spread(token, '\\u202e\\ufeff'));
// Right after a letter or a digit: a percent-encoded \`=\` in a URL, an escaped newline in printed JSON.
console.log(JSON.stringify({ callback: 'https://example.test/cb?state%3D' + token, note: 'charged\\n' + stripe, id: 'X-Amz-Credential%3D' + aws }));
process.exit(1);
`;

/** The session folder's text files, by name. */
function sessionFiles(root: string): Record<string, string> {
  const sessions = join(root, '.sextant');
  const files: Record<string, string> = {};
  for (const entry of readdirSync(sessions, { recursive: true, encoding: 'utf8' })) {
    const path = join(sessions, entry);
    if (statSync(path).isFile() && !entry.endsWith('.lock')) files[entry] = readFileSync(path, 'utf8');
  }
  return files;
}

async function cli(repo: TempGitRepo, ...argv: string[]) {
  return runCliInProcess({ cwd: repo.root, env: repo.env, argv, color: true });
}

describe('one session holding planted secrets, rendered in every output format', () => {
  let repo: TempGitRepo;
  let server: FakeGitHub;
  let sessionId: string;
  let headSha: string;

  beforeAll(async () => {
    repo = createTempGitRepo();
    repo.write('.gitignore', '.sextant/\n');
    repo.write('src/app.ts', 'export const version = 1;\n');
    const baseSha = repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write(
      'src/config.ts',
      [
        '// Service credentials.',
        `export const githubToken = '${GITHUB_TOKEN}';`,
        `export const awsKeyId = '${AWS_KEY_ID}';`,
        `export const stripeKey = '${STRIPE_KEY}';`,
        `export const awsSecretAccessKey = '${AWS_SECRET}';`,
        '',
      ].join('\n'),
    );
    repo.write('scripts/print-secrets.mjs', PRINT_SECRETS);
    headSha = repo.commit('feature');
    server = await startGitHub(repo.root);
    server.addPullRequest({ number: 7, base: { sha: baseSha }, head: { sha: headSha } });
  });
  afterAll(async () => {
    await server.close();
    repo.cleanup();
  });

  it('a review whose check prints invisible-split tokens writes and prints none of them, and none of the code around its findings', async () => {
    const run = await cli(repo, 'review', '--base', 'main', '--format', 'json', '--fail-on', 'none', '--test-command', 'node scripts/print-secrets.mjs');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as ReviewReport;
    sessionId = report.session_id;
    // The check did print them, and they reached the report as redactions.
    expect(report.verification.tests.status).toBe('failed');
    expect(report.verification.tests.output_tail).toContain('token: [REDACTED:github-token]');
    expect(report.verification.tests.output_tail).toContain('stripe: [REDACTED:stripe-key]');
    expect(report.verification.tests.output_tail).toContain('state%3D[REDACTED:github-token]');
    expect(report.verification.tests.output_tail).toContain('charged\\n[REDACTED:stripe-key]');
    expect(report.findings.filter((finding) => finding.file === 'src/config.ts').length).toBeGreaterThanOrEqual(3);

    expectClean('stdout', run.stdout);
    expectClean('stderr', run.stderr);
    const files = sessionFiles(repo.root);
    for (const name of ['state.json', 'report.json', 'report.sarif', 'summary.md', 'report.html', 'session.jsonl', 'session.log']) {
      expect(Object.keys(files).some((path) => path.endsWith(name))).toBe(true);
    }
    for (const [path, content] of Object.entries(files)) {
      if (!path.endsWith('changes.json')) expectClean(path, content);
    }
    // The HTML page shows the code around each finding, with the credentials redacted in place.
    const html = Object.entries(files).find(([path]) => path.endsWith('report.html'))?.[1] ?? '';
    expect(html).toContain('githubToken = &#39;[REDACTED:github-token]&#39;');
    expect(html).toContain('stripeKey = &#39;[REDACTED:stripe-key]&#39;');
  });

  it('every format of the CLI, the job summary, the outputs, the PR summary comment and the review comments hold none of the planted secrets', async () => {
    // Plant secrets, split by invisible characters, in every kind of text the session holds.
    const statePath = join(repo.root, '.sextant', sessionId, 'state.json');
    const state = JSON.parse(readFileSync(statePath, 'utf8')) as ReviewState;
    const finding = state.findings.find((entry) => entry.file === 'src/config.ts');
    if (!finding) throw new Error('no finding in src/config.ts');
    finding.description = `Hard-coded token ${spread(GITHUB_TOKEN, '\u200b')} and ${STRIPE_KEY}.`;
    finding.code_snippet = `export const awsKeyId = '${spread(AWS_KEY_ID, '\u00ad')}';`;
    finding.recommendation = `Revoke ${spread(STRIPE_KEY, '\u2060')} now.`;
    finding.fix_example = `aws_secret_access_key = "${spread(AWS_SECRET, '\u200b')}"`;
    finding.suggestion = {
      start_line: finding.line,
      end_line: finding.line,
      replacement: `export const githubToken = '${spread(GITHUB_TOKEN, '\ufeff')}';`,
      verified: true,
    };
    state.verification = {
      ...state.verification!,
      lint: { status: 'failed', command: 'npm run lint', exit_code: 2, duration_ms: 10, output_tail: `lint saw ${spread(GITHUB_TOKEN, '\u202e')}` },
    };
    state.warnings.push(`config mentions ${spread(AWS_KEY_ID, '\u200d')}`);
    // The same secrets behind escapes and encodings, as a log or a model's reply may write them.
    const hexEscaped = [...AWS_KEY_ID].map((character) => `\\x${character.charCodeAt(0).toString(16)}`).join('');
    state.warnings.push(`escaped ${hexEscaped}, ${'\\u0067'}${GITHUB_TOKEN.slice(1)}, url state%3D${GITHUB_TOKEN}, ${'&#65;'}${AWS_KEY_ID.slice(1)}`);
    state.warnings.push(`json {"note":"charged\\n${STRIPE_KEY}"} and ${Buffer.from(`token=${GITHUB_TOKEN}`).toString('base64')}`);
    state.errors.push({ step: 'verify', message: `could not run: ${spread(STRIPE_KEY, '\u200c')}`, ts: new Date().toISOString() });
    state.positive_observations = [`Keys like ${spread(GITHUB_TOKEN, '\u2061')} are loaded once.`];
    const { id: _id, suggestion: _suggestion, ...unsure } = finding;
    state.hidden_findings = [{ ...unsure, line: finding.line + 1, confidence: 40, description: `Maybe a key: ${spread(AWS_KEY_ID, '\u200b')}` }];
    state.not_reviewed.push({ path: 'config/keys.txt', reason: 'too-large', detail: `holds ${AWS_KEY_ID}`, scanned_by: 'text-gates' });
    writeFileSync(statePath, JSON.stringify(state));
    writeFileSync(join(repo.root, '.sextant', sessionId, 'state.backup.json'), JSON.stringify(state));

    for (const format of ['text', 'json', 'markdown', 'sarif', 'html']) {
      const run = await cli(repo, 'review', '--resume', sessionId, '--format', format, '--fail-on', 'none');
      expect({ format, code: run.code }).toEqual({ format, code: 0 });
      expectClean(`--format ${format}`, run.stdout);
      expectClean(`stderr of --format ${format}`, run.stderr);
    }
    const files = sessionFiles(repo.root);
    for (const [path, content] of Object.entries(files)) {
      if (path.startsWith(sessionId) && /report|summary|session\./.test(path)) expectClean(path, content);
    }
    const report = JSON.parse(files[join(sessionId, 'report.json')] ?? '') as ReviewReport;
    // The planted text is there, redacted: the outputs were rendered from it.
    expect(report.findings.some((entry) => entry.description === 'Hard-coded token [REDACTED:github-token] and [REDACTED:stripe-key].')).toBe(true);
    expect(report.warnings).toContain('config mentions [REDACTED:aws-access-key]');
    expect(report.warnings).toContain('json {"note":"charged\\n[REDACTED:stripe-key]"} and [REDACTED:github-token]');
    expect(report.hidden_findings?.[0]?.description).toBe('Maybe a key: [REDACTED:aws-access-key]');

    // The action's side: outputs, annotations, job summary (through a recording runner), then the pull request.
    const recorded: string[] = [];
    const runner = {
      setOutput: (name: string, value: unknown) => void recorded.push(`${name}=${String(value)}`),
      error: (message: string | Error) => void recorded.push(String(message)),
      warning: (message: string | Error) => void recorded.push(String(message)),
      notice: (message: string | Error) => void recorded.push(String(message)),
      setFailed: (message: string | Error) => void recorded.push(String(message)),
      summary: { addRaw: (text: string) => ({ write: async () => void recorded.push(text) }) },
    };
    const output = createActionsOutput(createRedactor(), runner);
    await publishToActions(
      {
        report,
        reportPath: 'report.json',
        sarifPath: 'report.sarif',
        htmlPath: 'report.html',
        annotations: true,
        notes: [`note about ${spread(GITHUB_TOKEN, '\u200b')}`],
      },
      output,
    );
    expect(recorded.some((text) => text.includes('### Verification'))).toBe(true);
    for (const text of recorded) expectClean('the job summary, an annotation or an output', text);

    const client = clientFor(server);
    const files7 = (await client.listPullRequestFiles(7)).map(parsePullRequestFile).filter(isDiffFile);
    await publishToPullRequest({
      client,
      pullRequest: await client.getPullRequest(7),
      report,
      files: files7,
      maxComments: 30,
      fix: 'suggest',
      failOn: 'critical',
      readFile: async (path) => repo.git('show', `${headSha}:${path}`),
      runKey: 'redaction',
    });
    const posted = server.requests.filter((request) => request.method !== 'GET');
    expect(posted.some((request) => /\/reviews$/.test(request.path))).toBe(true);
    expect(posted.some((request) => /\/issues\/7\/comments$/.test(request.path))).toBe(true);
    for (const request of posted) expectClean(`${request.method} ${request.path}`, JSON.stringify(request.body ?? null));
  });
});
