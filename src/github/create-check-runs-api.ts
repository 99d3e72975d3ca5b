import { redactStrings } from '../redact/create-redactor.js';
import type { GitHubSession } from './create-github-session.js';
import type { CheckRunInfo, CheckRunsApi } from './github-client.js';
import { onCommits } from './on-commits.js';

export function createCheckRunsApi({ octokit, owner, repo, call, redact }: GitHubSession): CheckRunsApi {
  return {
    listCheckRuns: (headSha, name) =>
      onCommits('listing check runs', [headSha], () =>
        call(`listing check runs of ${headSha.slice(0, 7)}`, async () => {
          const { data } = await octokit.rest.checks.listForRef({ owner, repo, ref: headSha, check_name: name, per_page: 100 });
          return data.check_runs.map((run): CheckRunInfo => ({ id: run.id, externalId: run.external_id ?? '', htmlUrl: run.html_url ?? '' }));
        }),
      ),
    createCheckRun: (checkRun) =>
      onCommits('creating the check run', [checkRun.headSha], () =>
        call('creating the check run', async () => {
          const { data } = await octokit.rest.checks.create({
            owner,
            repo,
            name: checkRun.name,
            head_sha: checkRun.headSha,
            status: 'completed',
            conclusion: checkRun.conclusion,
            external_id: checkRun.externalId,
            output: redactStrings(checkRun.output, redact),
          });
          return { id: data.id, externalId: data.external_id ?? '', htmlUrl: data.html_url ?? '' };
        }),
      ),
    updateCheckRun: (checkRunId, update) =>
      call('adding annotations to the check run', async () => {
        await octokit.rest.checks.update({ owner, repo, check_run_id: checkRunId, output: redactStrings(update.output, redact) });
      }),
  };
}
