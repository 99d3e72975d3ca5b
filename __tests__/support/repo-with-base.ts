import type { ReviewReport } from '../../src/report/review-report.js';
import { CLI, runNode } from './run-node.js';
import { createTempGitRepo } from './temp-git-repo.js';
import type { TempGitRepo } from './temp-git-repo.js';

/** A repository whose base has a harmless config module; the test's change edits it on top. */
export function repoWithBase(): TempGitRepo {
  const repo = createTempGitRepo();
  repo.write('src/config.ts', 'export const region = "eu-west-1";\n');
  repo.commit('base');
  return repo;
}

/** `sextant review` of the last commit (bundled CLI), with its JSON report. */
export async function reviewJson(repo: TempGitRepo, ...flags: string[]): Promise<{ code: number | null; report: ReviewReport }> {
  const run = await runNode(CLI, ['review', '--base', 'HEAD~1', '--format', 'json', ...flags], { cwd: repo.root, env: repo.env });
  return { code: run.code, report: JSON.parse(run.stdout) as ReviewReport };
}
