import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { createSampleChange, FAKE_AWS_KEY } from './support/sample-change.js';
import type { SampleChange } from './support/sample-change.js';

// Assembled at run time: the repository never holds a contiguous credential.
const OTHER_AWS_KEY = ['AK', 'IA', 'W7HN2QPX5TRL8KZB'].join('');
const CREDENTIAL_COMMENT = /^<!-- sextant:fp=([0-9a-f]+) -->\n<!-- sextant:rule=review\/leaked-credential -->/;

describe('a dismissal covers the secret it was given for, not the line (bundled action, loopback GitHub)', () => {
  let sample: SampleChange;
  let server: FakeGitHub;

  beforeAll(async () => {
    sample = createSampleChange();
    server = await startGitHub(sample.root);
    server.addPullRequest({ number: 51, base: { sha: sample.baseSha }, head: { sha: sample.headSha } });
    server.setPermission('keeper', 'maintain');
  });
  afterAll(async () => {
    await server.close();
    rmSync(sample.root, { recursive: true, force: true });
  });

  /** Commits `change` to the sample, points the pull request at it and reviews the push. */
  async function push(change: () => void) {
    change();
    sample.git('add', '-A');
    sample.git('commit', '-q', '-m', 'push');
    const head = sample.git('rev-parse', 'HEAD');
    server.setHead(51, head);
    const before = server.reviewComments.length;
    const run = await runAction(sample, server, pullRequestEvent(51, { ...sample, headSha: head }, { action: 'synchronize' }));
    const posted = server.reviewComments.slice(before).filter((comment) => comment.pull === 51);
    return { run, credentialFingerprints: posted.flatMap((comment) => CREDENTIAL_COMMENT.exec(comment.body)?.[1] ?? []) };
  }

  // The story's start: the first review posts the key, and a maintainer dismisses it.
  let firstCode: number | null;
  let ignoreCode: number | null;
  let dismissedFingerprint: string | undefined;
  beforeAll(async () => {
    firstCode = (await runAction(sample, server, pullRequestEvent(51, sample))).code;
    const root = server.reviewComments.find((comment) => comment.pull === 51 && CREDENTIAL_COMMENT.test(comment.body));
    if (!root) throw new Error('no credential finding was posted');
    dismissedFingerprint = CREDENTIAL_COMMENT.exec(root.body)?.[1];
    const ignore = server.addHumanReply(root.id, 'keeper', '@sextant ignore: a revoked key');
    ignoreCode = (await runAction(sample, server, server.commentEvent(ignore))).code;
  });

  it('control: a push that leaves the dismissed key where it is stays green and posts nothing about it', async () => {
    expect([firstCode, ignoreCode]).toEqual([1, 0]);
    const unrelated = await push(() => sample.write('src/extra.ts', 'export const extra = 1;\n'));
    expect(unrelated.run.code).toBe(0);
    expect(unrelated.credentialFingerprints).toEqual([]);
  });

  it('a different key put on the dismissed key’s line is posted and gates', async () => {
    const loader = join(sample.root, 'src/loader.ts');
    const swapped = await push(() => sample.write('src/loader.ts', readFileSync(loader, 'utf8').replace(FAKE_AWS_KEY, OTHER_AWS_KEY)));
    expect(swapped.run.code).toBe(1);
    expect(swapped.credentialFingerprints).toHaveLength(1);
    expect(swapped.credentialFingerprints[0]).not.toBe(dismissedFingerprint);
  });
});
