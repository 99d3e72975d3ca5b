import type { LoopbackReply, RecordedRequest } from './loopback-llm.js';
import { defaultReply } from './loopback-llm.js';
import { writeFileSync } from 'node:fs';
import type { TempGitRepo } from './temp-git-repo.js';

/* A history of three pull requests and the model replies the `sextant eval` tests score against it. */

export interface PullRequestCommits {
  base: string;
  head: string;
}

/** Three pull requests on one repository, each a branch off main changing one file. */
export function createHistory(repo: TempGitRepo): PullRequestCommits[] {
  repo.write('README.md', '# shop\n');
  const base = repo.commit('base');
  return ['a', 'b', 'c'].map((name) => {
    repo.git('checkout', '-q', '-b', `pr-${name}`, base);
    repo.write(
      `src/${name}.ts`,
      `export function ${name}Total(items: number[]): number {\n  return items.reduce((sum, item) => sum + item, 0) / items.length;\n}\n`,
    );
    return { base, head: repo.commit(`pr ${name}`) };
  });
}

/** Writes the three pull requests of `createHistory` as an eval dataset at `path`. */
export function writeDataset(path: string, repo: TempGitRepo, commits: readonly PullRequestCommits[]): void {
  const entries = ['a', 'b', 'c'].map((name, index) => ({
    id: `pr-${name}`,
    repo: 'acme/shop',
    repo_path: repo.root,
    base_sha: commits[index]?.base,
    head_sha: commits[index]?.head,
    golden_comments: golden(`src/${name}.ts`),
  }));
  writeFileSync(path, JSON.stringify(entries));
}

export const finding = (file: string) => ({
  file,
  line: 2,
  end_line: null,
  severity: 'high',
  confidence: 90,
  dimension: 'correctness',
  category: 'division-by-zero',
  description: 'An empty list divides by zero and returns NaN.',
  recommendation: 'Return 0 for an empty list.',
  code_snippet: '  return items.reduce((sum, item) => sum + item, 0) / items.length;',
  auto_fixable: false,
  fix_example: null,
});

/** The reviewer finds the problem in a.ts and c.ts; the judge matches a.ts's finding only, or replies `judgeReply` about c.ts. */
export function scriptedReplies(judgeOnC: LoopbackReply = { json: { matches: [] } }) {
  return (request: RecordedRequest): LoopbackReply => {
    if (request.caller === 'judge') {
      if (request.text.includes('src/a.ts:2')) return { json: { matches: [{ golden: 1, finding: 1, reason: 'both: empty list divides by zero' }] } };
      if (request.text.includes('src/c.ts:2')) return judgeOnC;
      return { json: { matches: [] } };
    }
    if (request.caller === 'silent-failure-hunter') {
      for (const file of ['src/a.ts', 'src/c.ts'])
        if (request.text.includes(`file: ${file}`)) return { json: { status: 'success', issues: [finding(file)], positive_observations: [] } };
    }
    return defaultReply(request);
  };
}

export const golden = (file: string) => [{ comment: 'Division by zero when the list is empty.', severity: 'High', file, line: 2 }];

/** `sextant eval` with the review model and the judge both at `url`. */
export const evalArgs = (url: string, ...extra: string[]) => [
  'eval',
  '--model',
  'openai-compatible:review-model',
  '--base-url',
  url,
  '--judge',
  'openai-compatible:judge-model',
  '--judge-base-url',
  url,
  ...extra,
];
