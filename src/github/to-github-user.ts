import type { GitHubUser } from './github-client.js';

export function toGitHubUser(user: { login: string; type: string } | null | undefined): GitHubUser {
  return { login: user?.login ?? '', type: user?.type ?? '' };
}
