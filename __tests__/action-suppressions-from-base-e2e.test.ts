import { ATTACKS, GATE_FAILED, useBaseJudgedPullRequests } from './support/base-judged-repository.js';
import { pullRequestEvent, runAction } from './support/run-action.js';

describe('a suppression or generated marker from an earlier push is judged against the pull request’s base (bundled action)', () => {
  const pulls = useBaseJudgedPullRequests();

  const cases = [
    { event: 'pull_request', fork: false },
    { event: 'pull_request_target', fork: true },
  ] as const;
  for (const { event, fork } of cases) {
    for (const variant of ['sextant-ignore', '@generated'] as const) {
      it(`${event}${fork ? ' (fork)' : ''}: a ${variant} from the first push does not hide a key the second push adds under it`, async () => {
        const number = pulls.nextNumber();
        const branch = `attack-${number}`;
        pulls.repository.git('branch', branch, pulls.repository.baseSha);
        const firstHead = pulls.push(branch, { 'src/config.ts': ATTACKS[variant].first });
        pulls.server.addPullRequest({
          number,
          base: { sha: pulls.repository.baseSha },
          head: { sha: firstHead, ref: branch, ...(fork ? { repo: 'someone/app' } : {}) },
        });

        const first = await runAction(pulls.at(firstHead), pulls.server, pullRequestEvent(number, pulls.at(firstHead), { name: event, fork }));
        expect(first.code).toBe(0);
        expect(pulls.server.issueComments.find((comment) => comment.issue === number)?.body).toContain(firstHead);

        const secondHead = pulls.push(branch, { 'src/config.ts': ATTACKS[variant].second });
        pulls.server.setHead(number, secondHead);
        const second = await runAction(
          pulls.at(secondHead),
          pulls.server,
          pullRequestEvent(number, pulls.at(secondHead), { name: event, fork, action: 'synchronize' }),
        );
        // Only the second push was reviewed, and what the first one added still cannot silence it.
        expect(second.report?.base_sha).toBe(firstHead);
        expect(second.report?.findings.map((finding) => `${finding.rule_id} ${finding.file}`)).toEqual(['review/leaked-credential src/config.ts']);
        expect(second.code).toBe(1);
        expect(second.stdout).toMatch(GATE_FAILED);
        expect(pulls.server.checkRuns.at(-1)).toMatchObject({ head_sha: secondHead, conclusion: 'failure' });
        if (variant === 'sextant-ignore') {
          expect(second.report?.warnings.join('\n')).toMatch(
            /suppression added by this change: `sextant-ignore review\/leaked-credential` near src\/config\.ts:2/,
          );
        }
      });
    }
  }
});
