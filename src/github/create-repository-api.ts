import type { GitHubSession } from './create-github-session.js';
import type { Comparison, RepositoryApi } from './github-client.js';
import { onCommits } from './on-commits.js';
import { toPullRequestFile } from './to-pull-request-file.js';

export function createRepositoryApi({ octokit, owner, repo, call, notFoundIsUndefined }: GitHubSession): RepositoryApi {
  return {
    compareCommits: (base, head) =>
      onCommits('comparing commits', [base, head], () =>
        notFoundIsUndefined(`comparing ${base.slice(0, 7)}...${head.slice(0, 7)}`, async () => {
          const { data } = await octokit.rest.repos.compareCommitsWithBasehead({ owner, repo, basehead: `${base}...${head}` });
          return { status: data.status, aheadBy: data.ahead_by, files: (data.files ?? []).map(toPullRequestFile) } satisfies Comparison;
        }),
      ),
    readFileContent: (path, ref) =>
      onCommits(`reading ${path}`, [ref], () =>
        notFoundIsUndefined(`reading ${path} at ${ref.slice(0, 7)}`, async () => {
          const { data } = await octokit.rest.repos.getContent({ owner, repo, path, ref, mediaType: { format: 'raw' } });
          const body = data as unknown;
          if (typeof body === 'string') return new TextEncoder().encode(body);
          if (body instanceof ArrayBuffer) return new Uint8Array(body);
          // A folder (or a symlink/submodule) answers with JSON: not a file's content.
          return undefined;
        }),
      ),
    listTreePaths: (ref) =>
      onCommits('listing the files of a commit', [ref], () =>
        call(`listing the files at ${ref.slice(0, 7)}`, async () => {
          const { data } = await octokit.rest.git.getTree({ owner, repo, tree_sha: ref, recursive: 'true' });
          return { paths: data.tree.flatMap((entry) => (entry.type === 'blob' && entry.path ? [entry.path] : [])), truncated: data.truncated };
        }),
      ),
    getPermission: (login) =>
      call(`reading ${login}'s permission`, async () => {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: login });
        return data.permission;
      }),
  };
}
