import { decidePullRequestTrust } from '../src/pull-request/decide-pull-request-trust.js';

const decide = (eventName: string, headRepo: string | null, holdsApiKey = false) =>
  decidePullRequestTrust({ eventName, headRepo, baseRepo: 'octo/app', holdsApiKey });

describe('decidePullRequestTrust', () => {
  it.each(['pull_request', 'pull_request_target', 'workflow_dispatch', 'issue_comment'])('trusts a same-repository pull request under %s', (event) => {
    expect(decide(event, 'octo/app', true)).toEqual({ trusted: true });
  });

  it.each(['pull_request_target', 'workflow_dispatch', 'issue_comment'])('never runs a fork’s commands under %s, whoever started it', (event) => {
    const trust = decide(event, 'someone/app');
    expect(trust.trusted).toBe(false);
    expect(trust.commandsWithheld).toMatch(new RegExp(`^not run: pull request from a fork \\(someone/app\\) and '${event}' jobs hold secrets`));
  });

  it('runs a fork’s commands only in an unprivileged pull_request job, with no api-key', () => {
    expect(decide('pull_request', 'someone/app')).toEqual({ trusted: false });
    expect(decide('pull_request', 'someone/app', true).commandsWithheld).toMatch(
      /this job holds an api-key; its commands run only in the unprivileged analyze job/,
    );
  });

  it('treats a pull request whose fork was deleted as a fork', () => {
    expect(decide('workflow_dispatch', null).commandsWithheld).toMatch(/from a fork \(a deleted repository\)/);
  });
});
