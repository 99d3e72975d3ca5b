import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { CLI, runNode } from './support/run-node.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

/** A new function far over the length limit: an info (style) finding. */
function longFunction(): string[] {
  const body = Array.from({ length: 170 }, (_, index) => `  total += n * ${index + 1};`);
  return ['export function accumulate(n: number): number {', '  let total = 0;', ...body, '  return total;', '}'];
}

const lines = [
  'export function run(input: string): unknown {',
  '  return eval(input);',
  '}',
  '// sextant-ignore review/evall',
  'export const limit = 2;',
  ...longFunction(),
  '',
];
const EVAL_LINE = 2;
const LONG_FUNCTION_LINE = 6;

describe('sextant review: quiet defaults, rule ids and ignore comments, agent durations (bundled CLI)', () => {
  let repo: TempGitRepo;
  beforeAll(() => {
    repo = createTempGitRepo();
    repo.write('src/x.ts', 'export const start = 1;\n');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/x.ts', ['export const start = 1;', ...lines].join('\n'));
    repo.commit('feature');
  });
  afterAll(() => repo.cleanup());

  const review = (...flags: string[]) => runNode(CLI, ['review', '--base', 'main', '--fail-on', 'none', ...flags], { cwd: repo.root, env: repo.env });

  it('keeps an info finding in report.json and SARIF but leaves it out of the default text output, saying how to show it', async () => {
    const run = await review();
    expect(run.code).toBe(0);
    const session = /session ([0-9a-f]{8})/.exec(run.stderr)?.[1] ?? '';
    const report = JSON.parse(readFileSync(join(repo.root, '.sextant', session, 'report.json'), 'utf8')) as ReviewReport;
    const long = report.findings.find((finding) => finding.rule_id === 'simplify/long-function');
    expect(long).toMatchObject({ severity: 'info', file: 'src/x.ts', line: LONG_FUNCTION_LINE + 1 });
    const sarif = readFileSync(join(repo.root, '.sextant', session, 'report.sarif'), 'utf8');
    expect(sarif).toContain('simplify/long-function');

    expect(run.stdout).not.toContain('simplify/long-function');
    expect(run.stdout).not.toContain(long?.id ?? 'no id');
    expect(run.stdout.trimEnd().split('\n').at(-1)).toMatch(/· 1 info finding hidden \(--show-info\)$/);
  });

  it('shows info findings with --show-info', async () => {
    const run = await review('--show-info');
    expect(run.stdout).toContain(`src/x.ts:${LONG_FUNCTION_LINE + 1}:1  info      simplify/long-function`);
    expect(run.stdout).toContain('ignore: // sextant-ignore simplify/long-function');
    expect(run.stdout).not.toContain('hidden');
  });

  it('prints each finding at a clickable path:line:col with its rule id and the exact comment that ignores it', async () => {
    const run = await review();
    const evalColumn = (lines[EVAL_LINE - 1] ?? '').indexOf('eval(') + 1;
    expect(run.stdout).toMatch(new RegExp(`^src/x\\.ts:${EVAL_LINE + 1}:${evalColumn}  \\w+ +review/eval  `, 'm'));
    expect(run.stdout).toContain('    ignore: // sextant-ignore review/eval  (on the line or the line above)');
  });

  it('warns about a sextant-ignore on a changed line that names an unknown rule, with the nearest real one', async () => {
    const run = await review('--format', 'json');
    const report = JSON.parse(run.stdout) as ReviewReport;
    const warning = "src/x.ts:5: sextant-ignore names unknown rule 'review/evall' (did you mean 'review/eval'?)";
    expect(report.warnings).toContain(warning);
    expect((await review()).stdout).toContain(`  ${warning}\n`);
  });

  it('reports the time each static agent spent on its rules', async () => {
    const report = JSON.parse((await review('--format', 'json')).stdout) as ReviewReport;
    const results = report.review_iterations[0]?.agents_results ?? [];
    expect(results).toHaveLength(6);
    // Every agent has rules for TypeScript, so every one of them scanned the file.
    for (const result of results) expect(result.duration_ms).toBeGreaterThan(0);
  });
});
