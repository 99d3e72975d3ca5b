import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runCliInProcess } from './support/run-cli-in-process.js';
import { USAGE } from '../src/cli/usage.js';
import type { ReviewReport } from '../src/report/review-report.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

/** A check script that leaves a marker, so a test can tell whether the command ran at all. */
const MARK = "import { writeFileSync } from 'node:fs';\nwriteFileSync(process.argv[2], 'ran');\n";
const CONFIG = '.github/sextant.yml';

async function review(repo: TempGitRepo, ...flags: string[]) {
  const run = await runCliInProcess({ cwd: repo.root, env: repo.env, argv: ['review', '--format', 'json', '--fail-on', 'none', ...flags] });
  return { ...run, report: run.code === 0 ? (JSON.parse(run.stdout) as ReviewReport) : undefined };
}

describe('sextant review and the config file of the reviewed branch', () => {
  let repo: TempGitRepo;
  const marker = () => join(repo.root, 'ran.txt');

  beforeEach(() => {
    repo = createTempGitRepo();
    repo.write('.gitignore', 'ran.txt\n');
    repo.write('mark.mjs', MARK);
    repo.write('src/add.ts', 'export function add(a: number, b: number): number {\n  return a + b;\n}\n');
  });
  afterEach(() => repo.cleanup());

  it('refuses to run commands a branch adds to the config file, naming them; --trust-config runs them', async () => {
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'contributor');
    repo.write(CONFIG, 'test-command: node mark.mjs ran.txt\n');
    repo.write('src/add.ts', 'export function add(a: number, b: number): number {\n  return b + a;\n}\n');
    repo.commit('change add');

    const refused = await review(repo);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      `sextant: error: the config file ${CONFIG} on this branch is not on main and sets test-command: "node mark.mjs ran.txt". ` +
        'Whoever wrote the branch chose these commands, and they would run on this machine: read them, then run with --trust-config to run them, ' +
        'or give your own with --test-command, --lint-command or --typecheck-command\n',
    );
    expect(existsSync(marker())).toBe(false);
    expect(existsSync(join(repo.root, '.sextant'))).toBe(false);

    const trusted = await review(repo, '--trust-config');
    expect(trusted.code).toBe(0);
    expect(trusted.report?.verification.tests).toMatchObject({ status: 'passed', command: 'node mark.mjs ran.txt' });
    expect(existsSync(marker())).toBe(true);
  });

  it('names the base branch’s command when the branch changes it', async () => {
    repo.write(CONFIG, 'test-command: node mark.mjs ran.txt\nlint-command: node mark.mjs ran.txt\n');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'contributor');
    repo.write(CONFIG, 'test-command: node mark.mjs ran.txt\nlint-command: node mark.mjs elsewhere.txt\n');
    repo.commit('change the lint command');

    const refused = await review(repo, '--base', 'main');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /on this branch differs from main's and sets lint-command: "node mark\.mjs elsewhere\.txt" \(main's: "node mark\.mjs ran\.txt"\)\. Whoever/,
    );
    // The unchanged test command is not in question.
    expect(refused.stderr).not.toMatch(/test-command: "/);
    expect(existsSync(marker())).toBe(false);
  });

  it('runs the commands of a config file the branch did not change, and commands given as flags', async () => {
    repo.write(CONFIG, 'test-command: node mark.mjs ran.txt\nfail-on: high\n');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/add.ts', 'export function add(a: number, b: number): number {\n  return b + a;\n}\n');
    repo.commit('change add');

    const unchanged = await review(repo);
    expect(unchanged.code).toBe(0);
    expect(unchanged.report?.verification.tests.status).toBe('passed');
    expect(existsSync(marker())).toBe(true);

    // A branch's config that only sets what its flags override runs nothing of its own.
    repo.write(CONFIG, 'test-command: node mark.mjs elsewhere.txt\n');
    repo.commit('change the config');
    const flagged = await review(repo, '--test-command', 'node mark.mjs ran.txt');
    expect(flagged.code).toBe(0);
    expect(flagged.report?.verification.tests).toMatchObject({ status: 'passed', command: 'node mark.mjs ran.txt' });
    expect(existsSync(join(repo.root, 'elsewhere.txt'))).toBe(false);
  });

  it('lists --trust-config in the help', () => {
    expect(USAGE).toMatch(/--trust-config +run the test\/lint\/typecheck commands of a config file/);
  });
});
