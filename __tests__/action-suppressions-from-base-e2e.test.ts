import { rmSync } from 'node:fs';
import { createRepository, pushTo, workspaceAt, ATTACKS, GATE_FAILED } from './support/base-judged-repository.js';
import type { BaseJudgedRepository } from './support/base-judged-repository.js';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';

describe('a suppression or generated marker from an earlier push is judged against the pull request’s base (bundled action)', () => {
  let repository: BaseJudgedRepository;
  let server: FakeGitHub;
  let nextNumber = 30;
  const at = (headSha: string) => workspaceAt(repository, headSha);
  const push = (branch: string, files: Record<string, string>, remove: readonly string[] = []) => pushTo(repository, branch, files, remove);

  beforeAll(async () => {
    repository = createRepository();
    server = await startGitHub(repository.root);
  });
  afterAll(async () => {
    await server.close();
    rmSync(repository.root, { recursive: true, force: true });
  });
  beforeEach(() => server.clearRequests());

  const cases = [
    { event: 'pull_request', fork: false },
    { event: 'pull_request_target', fork: true },
  ] as const;
  for (const { event, fork } of cases) {
    for (const variant of ['sextant-ignore', '@generated'] as const) {
      it(`${event}${fork ? ' (fork)' : ''}: a ${variant} from the first push does not hide a key the second push adds under it`, async () => {
        const number = nextNumber++;
        const branch = `attack-${number}`;
        repository.git('branch', branch, repository.baseSha);
        const firstHead = push(branch, { 'src/config.ts': ATTACKS[variant].first });
        server.addPullRequest({ number, base: { sha: repository.baseSha }, head: { sha: firstHead, ref: branch, ...(fork ? { repo: 'someone/app' } : {}) } });

        const first = await runAction(at(firstHead), server, pullRequestEvent(number, at(firstHead), { name: event, fork }));
        expect(first.code).toBe(0);
        expect(server.issueComments.find((comment) => comment.issue === number)?.body).toContain(firstHead);

        const secondHead = push(branch, { 'src/config.ts': ATTACKS[variant].second });
        server.setHead(number, secondHead);
        const second = await runAction(at(secondHead), server, pullRequestEvent(number, at(secondHead), { name: event, fork, action: 'synchronize' }));
        // Only the second push was reviewed, and what the first one added still cannot silence it.
        expect(second.report?.base_sha).toBe(firstHead);
        expect(second.report?.findings.map((finding) => `${finding.rule_id} ${finding.file}`)).toEqual(['review/leaked-credential src/config.ts']);
        expect(second.code).toBe(1);
        expect(second.stdout).toMatch(GATE_FAILED);
        expect(server.checkRuns.at(-1)).toMatchObject({ head_sha: secondHead, conclusion: 'failure' });
        if (variant === 'sextant-ignore') {
          expect(second.report?.warnings.join('\n')).toMatch(
            /suppression added by this change: `sextant-ignore review\/leaked-credential` near src\/config\.ts:2/,
          );
        }
      });
    }
  }
});
