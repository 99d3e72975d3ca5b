import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE_FILES, useBaseJudgedPullRequests } from './support/base-judged-repository.js';
import { READ_TOKEN } from './support/github-fixture.js';
import { pullRequestEvent, runAction, workflowRunEvent } from './support/run-action.js';
import { FAKE_AWS_KEY } from './support/sample-change.js';

describe('suppressions and generated markers are judged against the pull request’s base: the fix loop, hidden keys, mode publish (bundled action)', () => {
  const pulls = useBaseJudgedPullRequests();

  it('pull_request: the fix loop’s re-review of a later push honours the suppressions the first pass honoured', async () => {
    const number = pulls.nextNumber();
    const branch = `fix-loop-${number}`;
    pulls.repository.git('branch', branch, pulls.repository.baseSha);
    const evaluators = (one: string, all: string) =>
      `export function evaluate(input) {\n  // sextant-ignore review/eval -- a rule from our own table\n  ${one}\n}\n\n` +
      `export function evaluateAll(inputs) {\n  // sextant-ignore review/eval -- rules from our own table\n  ${all}\n}\n`;
    const firstHead = pulls.push(branch, { 'src/app.js': evaluators('return Number(input);', 'return inputs.map(Number);') });
    pulls.server.addPullRequest({ number, base: { sha: pulls.repository.baseSha }, head: { sha: firstHead, ref: branch } });
    const inputs = { 'test-command': `"${process.execPath}" --check src/app.js` };
    pulls.repository.git('checkout', '-q', '--detach', firstHead);
    const first = await runAction(pulls.at(firstHead), pulls.server, pullRequestEvent(number, pulls.at(firstHead)), { inputs });
    expect(first.code).toBe(0);

    // The second push turns the suppressed lines into evals (below the gate, so the pull request's own
    // suppressions hide them) and adds a breakpoint, which the fix loop removes before it reviews the file
    // again. Judged against the last reviewed head, that re-review would find two evals where one finding
    // was, count the fix as making things worse and roll it back.
    const breakpoint = '\nexport function double(value) {\n  debugger;\n  return value * 2;\n}\n';
    const secondHead = pulls.push(branch, { 'src/app.js': evaluators('return eval(input);', 'return inputs.map((input) => eval(input));') + breakpoint });
    pulls.server.setHead(number, secondHead);
    pulls.repository.git('checkout', '-q', '--detach', secondHead);
    const second = await runAction(pulls.at(secondHead), pulls.server, pullRequestEvent(number, pulls.at(secondHead), { action: 'synchronize' }), { inputs });
    pulls.repository.git('checkout', '-q', 'main');
    expect(second.report?.base_sha).toBe(firstHead);
    expect(second.report?.summary.termination_reason).not.toBe('issues_increased');
    expect(second.report?.fixed_issues.map((finding) => finding.rule_id)).toEqual(['review/debugger']);
    expect(second.report?.remaining_issues).toEqual([]);
    expect(second.code).toBe(0);
  });

  /** One push with a key under a base suppression, in a generated file renamed to a new path, and under a marker moved up. */
  function pushHiddenKeys(branch: string): string {
    pulls.repository.git('branch', branch, pulls.repository.baseSha);
    const lines = (BASE_FILES['src/report.ts'] ?? '').split('\n');
    return pulls.push(
      branch,
      {
        'src/settings.ts': `// sextant-ignore review/leaked-credential -- a reviewed fixture\nexport const key = "${FAKE_AWS_KEY}";\nexport const timeout = 30;\n`,
        'src/server/auth.ts': `${BASE_FILES['src/gen/client.ts'] ?? ''}export const key = "${FAKE_AWS_KEY}";\n`,
        'src/report.ts': [...lines.slice(0, 4), ...lines.slice(9, -1), `export const key = "${FAKE_AWS_KEY}";`, ''].join('\n'),
      },
      ['src/gen/client.ts'],
    );
  }
  const HIDDEN_KEYS = [
    'review/leaked-credential src/report.ts:9',
    'review/leaked-credential src/server/auth.ts:5',
    'review/leaked-credential src/settings.ts:2',
  ];
  const THREE_AT_THE_GATE = /::error::Sextant: 3 finding\(s\) at or above 'critical' \(fail-on\) open on this pull request/;

  it('a key inserted under a base suppression, a renamed generated file and a marker moved into the header are all reviewed', async () => {
    const number = pulls.nextNumber();
    const head = pushHiddenKeys(`single-${number}`);
    pulls.server.addPullRequest({ number, base: { sha: pulls.repository.baseSha }, head: { sha: head, ref: `single-${number}` } });

    const run = await runAction(pulls.at(head), pulls.server, pullRequestEvent(number, pulls.at(head)));
    expect(run.report?.findings.map((finding) => `${finding.rule_id} ${finding.file}:${finding.line}`).sort()).toEqual(HIDDEN_KEYS);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(THREE_AT_THE_GATE);
    expect(pulls.server.checkRuns.at(-1)).toMatchObject({ head_sha: head, conclusion: 'failure' });
  });

  it('mode publish: the re-derived static review judges them against the base, whatever the bundle says', async () => {
    const number = pulls.nextNumber();
    const head = pushHiddenKeys(`fork-${number}`);
    pulls.server.addPullRequest({ number, base: { sha: pulls.repository.baseSha }, head: { sha: head, ref: `fork-${number}`, repo: 'someone/app' } });
    const folder = mkdtempSync(join(tmpdir(), 'sextant-bundle-'));
    const workspace = mkdtempSync(join(tmpdir(), 'sextant-publish-workspace-'));
    try {
      const bundlePath = join(folder, 'bundle.json');
      const analyze = await runAction(pulls.at(head), pulls.server, pullRequestEvent(number, pulls.at(head), { fork: true }), {
        token: READ_TOKEN,
        inputs: { mode: 'analyze', 'bundle-path': bundlePath },
      });
      expect(analyze.outputs['bundle-path']).toBe(bundlePath);
      // The analyze job ran the fork's code: its bundle may claim anything, here that nothing was found.
      const bundle = JSON.parse(readFileSync(bundlePath, 'utf8')) as { state: { findings: unknown[] } };
      bundle.state.findings = [];
      writeFileSync(bundlePath, JSON.stringify(bundle));

      const publish = await runAction({ ...pulls.at(head), root: workspace }, pulls.server, workflowRunEvent(head), {
        inputs: { mode: 'publish', 'bundle-path': bundlePath },
      });
      expect(publish.report?.findings.map((finding) => `${finding.rule_id} ${finding.file}:${finding.line}`).sort()).toEqual(HIDDEN_KEYS);
      expect(publish.code).toBe(1);
      expect(publish.stdout).toMatch(THREE_AT_THE_GATE);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});
