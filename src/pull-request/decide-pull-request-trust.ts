/**
 * The only event where a fork's code may run: GitHub gives a fork's `pull_request` workflow a
 * read-only token and no secrets, so a command that reads its parent's environment finds nothing.
 */
const UNPRIVILEGED_EVENT = 'pull_request';

export interface PullRequestTrust {
  /** The head branch lives in the base repository: its config file and commands are the maintainers'. */
  trusted: boolean;
  /** Why the repository's verification commands must not run in this job; absent when they may. */
  commandsWithheld?: string;
}

/**
 * Pure: what a pull request may do in this job, decided by where its head comes from, never by the
 * event that started the run. A maintainer's dispatch or `/sextant review` comment does not make a
 * fork's code any safer: its test script can still read the secrets of the process that runs it.
 */
export function decidePullRequestTrust(input: {
  eventName: string;
  headRepo: string | null;
  baseRepo: string;
  /** An `api-key` input is set: this job holds a secret whatever the event. */
  holdsApiKey: boolean;
}): PullRequestTrust {
  if (input.headRepo === input.baseRepo) return { trusted: true };
  if (input.eventName === UNPRIVILEGED_EVENT && !input.holdsApiKey) return { trusted: false };
  const origin = input.headRepo ?? 'a deleted repository';
  const job = input.eventName === UNPRIVILEGED_EVENT ? 'this job holds an api-key' : `'${input.eventName}' jobs hold secrets and a write token`;
  return {
    trusted: false,
    commandsWithheld:
      `not run: pull request from a fork (${origin}) and ${job}; ` +
      'its commands run only in the unprivileged analyze job (a pull_request workflow with mode: analyze and no api-key)',
  };
}
