import type { PullRequestFile } from './github-client.js';

/** Keeps only the fields Sextant reads, dropping Octokit's many others (and undefined optionals). */
export function toPullRequestFile(file: PullRequestFile): PullRequestFile {
  return {
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    ...(file.previous_filename ? { previous_filename: file.previous_filename } : {}),
    ...(typeof file.patch === 'string' ? { patch: file.patch } : {}),
  };
}
