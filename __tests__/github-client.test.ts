import { GitHubApiError } from '../src/github/github-api-error.js';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { clientFor, READ_TOKEN, startGitHub } from './support/github-fixture.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

describe('the GitHub client (real Octokit against the loopback API)', () => {
  let repo: TempGitRepo;
  let server: FakeGitHub;
  let base: string;
  let head: string;

  beforeAll(async () => {
    repo = createTempGitRepo();
    repo.write('README.md', '# app\n');
    base = repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    for (let index = 0; index < 3_005; index++) repo.write(`src/file-${String(index).padStart(4, '0')}.ts`, `export const value${index} = ${index};\n`);
    head = repo.commit('many files');
    server = await startGitHub(repo.root);
    server.addPullRequest({ number: 1, base: { sha: base }, head: { sha: head } });
  });
  afterAll(async () => {
    await server.close();
    repo.cleanup();
  });
  beforeEach(() => server.clearRequests());

  it('lists pull-request files 100 per page by following Link headers, and stops at GitHub’s 3,000', async () => {
    const client = clientFor(server);
    const files = await client.listPullRequestFiles(1);
    expect(files).toHaveLength(3_000);
    expect(files[0]).toMatchObject({ filename: 'src/file-0000.ts', status: 'added', additions: 1 });
    expect(files[0]?.patch).toBe('@@ -0,0 +1 @@\n+export const value0 = 0;');
    const pages = server.requests.filter((request) => request.path === '/repos/octo/app/pulls/1/files');
    expect(pages).toHaveLength(30);
    expect(pages.every((request) => request.query.per_page === '100')).toBe(true);
    expect((await client.getPullRequest(1)).changedFiles).toBe(3_005);
  });

  it('waits out a secondary rate limit (403 and 429 with retry-after), then succeeds', async () => {
    const warnings: string[] = [];
    const client = clientFor(server, undefined, warnings);
    server.failNext({ method: 'GET', path: /\/pulls\/1$/, status: 403, kind: 'secondary-rate-limit', retryAfter: 2 });
    server.failNext({ method: 'GET', path: /\/pulls\/1$/, status: 429, kind: 'secondary-rate-limit', retryAfter: 1 });
    expect((await client.getPullRequest(1)).headSha).toBe(head);
    expect(server.requests.map((request) => request.status)).toEqual([403, 429, 200]);
    expect(warnings.join('\n')).toMatch(/secondary rate limit.*retrying in 2 s/);
  });

  it('waits for x-ratelimit-reset on a primary rate limit', async () => {
    const warnings: string[] = [];
    server.failNext({ method: 'GET', path: /\/pulls\/1$/, status: 403, kind: 'primary-rate-limit' });
    expect((await clientFor(server, undefined, warnings).getPullRequest(1)).number).toBe(1);
    expect(server.requests.map((request) => request.status)).toEqual([403, 200]);
    expect(warnings.join('\n')).toMatch(/rate limit reached/);
  });

  it('retries a server error on a read', async () => {
    server.failNext({ method: 'GET', path: /\/pulls\/1$/, status: 502 });
    expect((await clientFor(server).getPullRequest(1)).number).toBe(1);
    expect(server.requests.map((request) => request.status)).toEqual([502, 200]);
  });

  it('never retries a review POST by itself, even on a server error', async () => {
    server.failNext({ method: 'POST', path: /\/pulls\/1\/reviews$/, status: 502 });
    const attempt = clientFor(server).createReview(1, { commitId: head, body: 'x', event: 'COMMENT', comments: [] });
    await expect(attempt).rejects.toMatchObject({ status: 502, outcomeUnknown: true });
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(server.reviews).toHaveLength(0);
  });

  it('reports a read-only token as a permission problem, not a crash', async () => {
    const client = clientFor(server, READ_TOKEN);
    expect((await client.listIssueComments(1)).length).toBe(0);
    const error = await client.createIssueComment(1, 'hello').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect(error).toMatchObject({ status: 403, permissionDenied: true });
    expect((error as Error).message).toMatch(/Resource not accessible by integration/);
  });

  it('reads file contents at a commit, and undefined for a file that is not there', async () => {
    const client = clientFor(server);
    expect(new TextDecoder().decode(await client.readFileContent('src/file-0007.ts', head))).toBe('export const value7 = 7;\n');
    expect(await client.readFileContent('src/file-0007.ts', base)).toBeUndefined();
  });

  it('compares commits, and answers undefined for a commit GitHub does not know', async () => {
    const client = clientFor(server);
    expect(await client.compareCommits(base, head)).toMatchObject({ status: 'ahead', aheadBy: 1 });
    expect(await client.compareCommits('0'.repeat(40), head)).toBeUndefined();
  });

  it('refuses a call naming a commit by an empty or malformed SHA, and sends no request', async () => {
    const client = clientFor(server);
    const calls: Array<[string, Promise<unknown>]> = [
      ['listing check runs', client.listCheckRuns('', 'Sextant')],
      [
        'creating the check run',
        client.createCheckRun({ name: 'Sextant', headSha: '', conclusion: 'success', externalId: 'x', output: { title: 't', summary: 's', annotations: [] } }),
      ],
      ['posting a review on #1', client.createReview(1, { commitId: '', body: 'x', event: 'COMMENT', comments: [] })],
      ['comparing commits', client.compareCommits(base, '')],
      ['reading README.md', client.readFileContent('README.md', 'main; rm -rf')],
    ];
    for (const [what, call] of calls) await expect(call).rejects.toThrow(`refusing to call GitHub for ${what}: `);
    await expect(client.listCheckRuns('', 'Sextant')).rejects.toThrow(
      'refusing to call GitHub for listing check runs: the commit SHA is empty (expected 40 or 64 hex digits)',
    );
    expect(server.requests).toEqual([]);
  });

  it('lists and resolves review threads through GraphQL', async () => {
    const client = clientFor(server);
    await client.createReview(1, {
      commitId: head,
      body: 'review',
      event: 'COMMENT',
      comments: [{ path: 'src/file-0001.ts', line: 1, side: 'RIGHT', body: 'first' }],
    });
    const [thread] = await client.listReviewThreads(1);
    expect(thread).toMatchObject({ isResolved: false, comments: [{ body: 'first', author: { type: 'Bot' } }] });
    await client.resolveReviewThread(thread?.id ?? '');
    expect((await client.listReviewThreads(1))[0]?.isResolved).toBe(true);
    await expect(clientFor(server, READ_TOKEN).resolveReviewThread(thread?.id ?? '')).rejects.toMatchObject({ permissionDenied: true });
  });
});
