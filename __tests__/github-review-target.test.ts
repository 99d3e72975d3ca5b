import { ConfigurationError } from '../src/text/configuration-error.js';
import { resolveReviewTarget } from '../src/pull-request/resolve-review-target.js';

const pullRequest = (action: string) => ({ action, pull_request: { number: 5 } });

describe('resolveReviewTarget: what an event asks for', () => {
  it.each(['opened', 'synchronize', 'reopened', 'ready_for_review'])('reviews pull_request %s, incrementally only on synchronize', (action) => {
    expect(resolveReviewTarget('pull_request', pullRequest(action), { mode: 'auto' })).toEqual({
      kind: 'pull-request',
      number: 5,
      trigger: 'pull_request',
      incremental: action === 'synchronize',
    });
  });

  it('skips pull_request actions that do not change the code, saying which', () => {
    expect(resolveReviewTarget('pull_request_target', pullRequest('labeled'), { mode: 'auto' })).toEqual({
      kind: 'skip',
      message: expect.stringContaining("action 'labeled'"),
    });
  });

  it('takes the pull request of a dispatch from pr-number, and asks for it when missing', () => {
    expect(resolveReviewTarget('workflow_dispatch', { inputs: { 'pr-number': '12' } }, { mode: 'auto' })).toMatchObject({ number: 12, trigger: 'dispatch' });
    expect(resolveReviewTarget('workflow_dispatch', {}, { mode: 'full', prNumber: 3 })).toMatchObject({ number: 3 });
    expect(() => resolveReviewTarget('workflow_dispatch', {}, { mode: 'auto' })).toThrow(ConfigurationError);
  });

  it('publishes on workflow_run in publish or auto mode only, and refuses publish mode elsewhere', () => {
    const run = { workflow_run: { head_sha: 'a'.repeat(40), head_repository: { full_name: 'someone/app' } } };
    expect(resolveReviewTarget('workflow_run', run, { mode: 'publish' })).toEqual({ kind: 'publish', headSha: 'a'.repeat(40), headRepo: 'someone/app' });
    expect(resolveReviewTarget('workflow_run', run, { mode: 'auto' })).toMatchObject({ kind: 'publish' });
    expect(resolveReviewTarget('workflow_run', run, { mode: 'full' })).toMatchObject({ kind: 'skip' });
    expect(() => resolveReviewTarget('pull_request', pullRequest('opened'), { mode: 'publish' })).toThrow(/only in a workflow_run workflow/);
  });

  it('skips any other event with a clear message', () => {
    expect(resolveReviewTarget('push', {}, { mode: 'auto' })).toEqual({
      kind: 'skip',
      message: expect.stringContaining("the 'push' event has no pull request"),
    });
  });
});
