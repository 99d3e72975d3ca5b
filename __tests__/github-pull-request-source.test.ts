import { scopeChange } from '../src/diff/scope.js';
import { createPullRequestSource } from '../src/pull-request/pull-request-source.js';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { clientFor, startGitHub } from './support/github-fixture.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

describe('the pull-request source: the change as GitHub shows it', () => {
  let repo: TempGitRepo;
  let server: FakeGitHub;
  let base: string;
  let head: string;

  beforeAll(async () => {
    repo = createTempGitRepo();
    repo.write('src/app.ts', 'export const a = 1;\n');
    repo.write('old.ts', 'export const old = 1;\n');
    base = repo.commit('base');
    repo.write('src/app.ts', 'export const a = 1;\nexport const b = 2;\n');
    repo.write('logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]));
    repo.git('mv', 'old.ts', 'renamed.ts');
    head = repo.commit('change');
    server = await startGitHub(repo.root);
    server.addPullRequest({ number: 1, base: { sha: base }, head: { sha: head } });
  });
  afterAll(async () => {
    await server.close();
    repo.cleanup();
  });
  beforeEach(() => server.clearRequests());

  it('parses each file’s patch into hunks and lists files without a patch as not reviewed', async () => {
    const client = clientFor(server);
    const source = createPullRequestSource({ client, baseSha: base, headSha: head, files: await client.listPullRequestFiles(1) });
    const change = await source.readChange();
    expect(change.files.map((file) => [file.path, file.status, file.additions])).toEqual([
      ['renamed.ts', 'renamed', 0],
      ['src/app.ts', 'modified', 1],
    ]);
    expect(change.files[1]?.hunks[0]?.lines.find((line) => line.kind === 'add')).toEqual({ kind: 'add', newLine: 2, content: 'export const b = 2;' });
    expect(change.notReviewed).toEqual([{ path: 'logo.png', reason: 'no-patch', detail: expect.stringContaining('no diff') }]);
    await source.close();
  });

  it('reads head contents through the contents API when there is no checkout of the head, once per file', async () => {
    const source = createPullRequestSource({ client: clientFor(server), baseSha: base, headSha: head, files: [] });
    expect(await source.readFile('src/app.ts')).toBe('export const a = 1;\nexport const b = 2;\n');
    expect(await source.readFile('src/app.ts')).toBe('export const a = 1;\nexport const b = 2;\n');
    expect(await source.readFile('logo.png')).toBeUndefined();
    expect(await source.readFile('missing.ts')).toBeUndefined();
    expect(server.requests.filter((request) => request.path.includes('/contents/'))).toHaveLength(3);
    await source.close();
  });

  it('reads from the local clone when it has the head commit, without API calls', async () => {
    const source = createPullRequestSource({ client: clientFor(server), baseSha: base, headSha: head, files: [], checkout: { cwd: repo.root, env: repo.env } });
    expect(await source.readFile('src/app.ts')).toBe('export const a = 1;\nexport const b = 2;\n');
    expect(server.requests).toEqual([]);
    await source.close();
  });
});

describe('the pull-request source and symlinks', () => {
  it('marks a symlink of the change from the clone holding the head, so it is listed as not reviewed and never read as code', async () => {
    const repo = createTempGitRepo();
    const server = await startGitHub(repo.root);
    try {
      repo.write('src/app.ts', 'export const a = 1;\n');
      const base = repo.commit('base');
      repo.write('src/app.ts', 'export const a = 2;\n');
      repo.symlink('src/link.ts', 'eval(process.argv[2]);');
      const head = repo.commit('a link');
      server.addPullRequest({ number: 2, base: { sha: base }, head: { sha: head } });
      const client = clientFor(server);
      const source = createPullRequestSource({
        client,
        baseSha: base,
        headSha: head,
        files: await client.listPullRequestFiles(2),
        checkout: { cwd: repo.root, env: repo.env },
      });
      const change = await source.readChange();
      expect(change.files.map((file) => [file.path, file.symlink ?? false, file.hunks.length])).toEqual([
        ['src/app.ts', false, 1],
        ['src/link.ts', true, 0],
      ]);
      expect(scopeChange(change.files).notReviewed).toEqual([
        { path: 'src/link.ts', reason: 'symlink', detail: 'a symbolic link: its target is a path, not code' },
      ]);
      await source.close();
    } finally {
      await server.close();
      repo.cleanup();
    }
  });
});
