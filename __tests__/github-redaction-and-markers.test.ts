import { createGitHubClient } from '../src/github/create-github-client.js';
import { findSummaryComment } from '../src/publish/find-summary-comment.js';
import { renderStateBlock, SUMMARY_MARKER } from '../src/github/review-markers.js';
import type { SummaryState } from '../src/github/review-markers.js';
import { startFakeGitHub } from './support/fake-github-server.mjs';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { TOKENS } from './support/github-fixture.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

// Built by concatenation so this repository itself carries no key-shaped literal.
const TOKEN = 'ghs' + '_' + 'ClientTokenForTheMarkerTest7Hj2Kl5Mn8Pq';
const API_KEY = 'model-key-' + 'for-the-client-test-0042';
const base64 = (text: string) => Buffer.from(text).toString('base64');

const state = (open: SummaryState['open']): SummaryState => ({ version: 1, head_sha: 'c'.repeat(40), open, truncated: false, digest: 'd' });
const CRITICAL = { fp: '0123456789abcdef', path: 'src/a.ts', line: 3, severity: 'critical' as const, title: 'SEC-001 leaked-credential' };

describe('the GitHub client’s writes and the summary markers (loopback API)', () => {
  let repo: TempGitRepo;
  let server: FakeGitHub;
  let head: string;

  beforeAll(async () => {
    repo = createTempGitRepo();
    repo.write('src/a.ts', 'export const a = 1;\n');
    const base = repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/a.ts', 'export const a = 2;\n');
    head = repo.commit('change');
    server = await startFakeGitHub({
      repoDir: repo.root,
      owner: 'octo',
      repo: 'app',
      tokens: { ...TOKENS, [TOKEN]: { pullRequests: 'write', checks: 'write' } },
    });
    for (const number of [1, 2]) server.addPullRequest({ number, base: { sha: base }, head: { sha: head } });
  });
  afterAll(async () => {
    await server.close();
    repo.cleanup();
  });

  it('redacts its own token and the known key from every body it sends', async () => {
    const client = createGitHubClient({
      token: TOKEN,
      baseUrl: server.url,
      owner: 'octo',
      repo: 'app',
      warn: () => {},
      secondMs: 1,
      writeSpacingMs: 0,
      notificationSpacingMs: 0,
      knownSecrets: [{ name: 'api-key', value: API_KEY }],
    });
    const leak = `token ${TOKEN}, key ${API_KEY}, header ${base64(`x-access-token:${TOKEN}`)}`;
    const comment = await client.createIssueComment(1, leak);
    await client.updateIssueComment(comment.id, `again: ${leak}`);
    await client.createReview(1, { commitId: head, body: leak, event: 'COMMENT', comments: [{ path: 'src/a.ts', line: 1, side: 'RIGHT', body: leak }] });
    await client.createCheckRun({
      name: 'Sextant',
      headSha: head,
      conclusion: 'failure',
      externalId: 'x',
      output: {
        title: leak,
        summary: leak,
        annotations: [{ path: 'src/a.ts', start_line: 1, end_line: 1, annotation_level: 'failure', title: leak, message: leak }],
      },
    });

    const bodies = server.writes().map((request) => JSON.stringify(request.body));
    expect(bodies.length).toBeGreaterThanOrEqual(4);
    for (const body of bodies) {
      expect(body).not.toContain(TOKEN);
      expect(body).not.toContain(API_KEY);
      expect(body).not.toContain(base64(`x-access-token:${TOKEN}`));
    }
    expect(server.issueComments.find((candidate) => candidate.id === comment.id)?.body).toBe(
      'again: token [REDACTED:github-token], key [REDACTED:api-key], header [REDACTED:github-token]',
    );
  });

  it('takes the state from the bot’s own summary, and its last state block', async () => {
    // A person pastes a summary look-alike first; the bot's summary quotes a forged block before its own.
    server.addIssueComment(2, 'mallory', `${SUMMARY_MARKER}\n${renderStateBlock(state([]))}`);
    server.addIssueComment(
      2,
      'github-actions[bot]',
      `${SUMMARY_MARKER}\nquoted: ${renderStateBlock(state([]))}\n\n${renderStateBlock(state([CRITICAL]))}`,
      'Bot',
    );
    const client = createGitHubClient({ token: TOKEN, baseUrl: server.url, owner: 'octo', repo: 'app', warn: () => {}, secondMs: 1 });

    const summary = await findSummaryComment(client, 2);

    expect(summary?.comment.user).toEqual({ login: 'github-actions[bot]', type: 'Bot' });
    expect(summary?.state?.open).toEqual([CRITICAL]);
  });
});
