import type { DiffFile } from '../diff/diff-model.js';
import { readHeadSha } from '../git/create-fix-committer.js';
import { runGit } from '../git/git-command.js';
import { createLocalChangeSource } from '../git/local-change-source.js';
import { LocalChangeError } from '../git/local-source.js';
import type { PullRequestSource } from './pull-request-source.js';

interface CheckedOutPullRequest {
  cwd: string;
  env: NodeJS.ProcessEnv;
  baseSha: string;
  headSha: string;
}

type CheckedOutChange =
  | { source: PullRequestSource; files: DiffFile[] }
  /** Why the checkout cannot give the change, in words that fit after "here". */
  | { unavailable: string };

/**
 * The pull request's change read with git (merge-base of base and head → head, as GitHub diffs it)
 * when the workspace has the head checked out — GitHub lists at most 3,000 files, git has them all.
 * A base commit missing from the clone is fetched from `origin` once; a clone whose history does not
 * reach the merge-base (shallow) cannot give the change.
 */
export async function readCheckedOutChange(pullRequest: CheckedOutPullRequest): Promise<CheckedOutChange> {
  const { cwd, env, baseSha, headSha } = pullRequest;
  const checkedOut = await readHeadSha(cwd, env);
  if (checkedOut === undefined) return { unavailable: 'the workspace is not a git checkout' };
  if (checkedOut !== headSha) {
    return { unavailable: `the checkout is at ${checkedOut.slice(0, 7)}, not at the pull request's head ${headSha.slice(0, 7)}` };
  }
  if (!(await hasCommit(cwd, env, baseSha))) {
    try {
      await runGit(['fetch', '--quiet', '--no-tags', '--no-recurse-submodules', 'origin', baseSha], { cwd, env });
    } catch {
      return { unavailable: `the base commit ${baseSha.slice(0, 7)} is not in the checkout and could not be fetched` };
    }
  }
  const local = createLocalChangeSource({ cwd, env, base: baseSha, headSha });
  try {
    const change = await local.readChange();
    const read = Promise.resolve({ baseSha, headSha, files: change.files, notReviewed: [] });
    return {
      source: {
        readChange: () => read,
        readFile: (path) => local.readFile(path),
        readFileText: (path) => local.readFileText(path),
        close: () => local.close(),
      },
      files: change.files,
    };
  } catch (error) {
    await local.close();
    if (!(error instanceof LocalChangeError)) throw error;
    return { unavailable: `the checkout cannot diff it (${error.message})` };
  }
}

async function hasCommit(cwd: string, env: NodeJS.ProcessEnv, sha: string): Promise<boolean> {
  try {
    await runGit(['cat-file', '-e', `${sha}^{commit}`], { cwd, env });
    return true;
  } catch {
    return false;
  }
}
