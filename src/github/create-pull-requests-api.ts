import type { GitHubSession } from './create-github-session.js';
import type { PullRequestFile, PullRequestInfo, PullRequestsApi } from './github-client.js';
import { toPullRequestFile } from './to-pull-request-file.js';

/** GitHub lists at most 3,000 files of a pull request: 30 pages of 100. */
const MAX_FILE_PAGES = 30;

export function createPullRequestsApi({ octokit, owner, repo, call }: GitHubSession): PullRequestsApi {
  return {
    getPullRequest: (number) =>
      call(`reading pull request #${number}`, async () => {
        const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
        return {
          number: data.number,
          state: data.state,
          draft: data.draft ?? false,
          title: data.title,
          body: data.body ?? '',
          author: data.user?.login ?? '',
          headSha: data.head.sha,
          headRef: data.head.ref,
          headRepo: data.head.repo?.full_name ?? null,
          baseSha: data.base.sha,
          baseRef: data.base.ref,
          baseRepo: data.base.repo.full_name,
          changedFiles: data.changed_files,
        } satisfies PullRequestInfo;
      }),
    listPullRequestFiles: (number) =>
      call(`listing the files of pull request #${number}`, async () => {
        const files: PullRequestFile[] = [];
        let pages = 0;
        for await (const { data } of octokit.paginate.iterator(octokit.rest.pulls.listFiles, { owner, repo, pull_number: number, per_page: 100 })) {
          files.push(...data.map(toPullRequestFile));
          if (++pages >= MAX_FILE_PAGES) break;
        }
        return files;
      }),
  };
}
