import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeReviewComment } from './fake-github-server.mjs';
import { startGitHub } from './github-fixture.js';
import { createNodeProject } from './node-project.js';
import { DEBUGGER } from './review-threads.js';
import type { SampleChange } from './sample-change.js';

/**
 * For `fix` in a finding's thread: a real Node project whose own tests verify the fix (`src/math.js` gained
 * a `debugger` statement the tests do not need, so a fix can be verified; `src/pinned.js` one a test pins),
 * a loopback GitHub serving it with a maintainer, and a folder for the markers the tests' commands leave.
 */
export async function startFixThreadProject() {
  const project = createNodeProject();
  const markers = mkdtempSync(join(tmpdir(), 'sextant-fix-markers-'));
  const sample: SampleChange = {
    root: project.root,
    baseSha: project.git('rev-parse', 'main'),
    headSha: project.git('rev-parse', 'HEAD'),
    git: project.git,
    write: project.write,
  };
  const server = await startGitHub(project.root);
  server.setPermission('keeper', 'maintain');
  return {
    project,
    markers,
    sample,
    server,
    /** Sextant's thread on the debugger finding in `path` of pull request `pull`. */
    threadOn(pull: number, path: string): FakeReviewComment {
      const root = server.reviewComments.find(
        (comment) => comment.pull === pull && comment.path === path && comment.in_reply_to_id === undefined && DEBUGGER.test(comment.body),
      );
      if (!root) throw new Error(`no debugger finding on ${path} in #${pull}`);
      return root;
    },
    lastReply: (root: FakeReviewComment) =>
      server.reviewComments.filter((comment) => comment.in_reply_to_id === root.id && comment.user.type === 'Bot').at(-1)?.body ?? '',
    async cleanup() {
      await server.close();
      rmSync(project.root, { recursive: true, force: true });
      rmSync(markers, { recursive: true, force: true });
    },
  };
}

export type FixThreadProject = Awaited<ReturnType<typeof startFixThreadProject>>;
