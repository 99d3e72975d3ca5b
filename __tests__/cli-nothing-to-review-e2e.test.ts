import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { CLI, runNode } from './support/run-node.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

/** A repository whose first commit holds a source file and whose last commit touched only build output. */
function repositoryWithBuildCommit(): TempGitRepo {
  const repo = createTempGitRepo();
  repo.write('src/app.ts', 'export function add(a: number, b: number): number {\n  return a + b;\n}\n');
  repo.commit('source');
  repo.write('dist/app.js', 'export function add(a, b) {\n  debugger;\n  return a + b;\n}\n');
  repo.commit('rebuild dist');
  return repo;
}

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

describe('sextant review with nothing to review (bundled CLI)', () => {
  let repo: TempGitRepo;
  beforeAll(() => {
    repo = repositoryWithBuildCommit();
  });
  afterAll(() => repo.cleanup());

  it('a last commit that touched only excluded files: "Nothing to review", naming the default exclusion, never "No findings"', async () => {
    const run = await runNode(CLI, ['review', '--base', 'HEAD~1'], { cwd: repo.root, env: repo.env });

    expect(run.code).toBe(0);
    expect(lastLine(run.stdout)).toBe("○ Nothing to review: the only changed file is left out — dist/app.js: matches default exclusion '**/dist/**'");
    expect(run.stdout).not.toMatch(/No findings/);
    expect(run.stdout).toMatch(
      /What to try:\n {2}default exclusions \(lockfiles, build output such as dist\/[^\n]*\n {2}--base <ref> reviews the commits since <ref> instead of since 'HEAD~1'/,
    );

    const json = await runNode(CLI, ['review', '--base', 'HEAD~1', '--format', 'json'], { cwd: repo.root, env: repo.env });
    const report = JSON.parse(json.stdout) as ReviewReport;
    expect(report.status).toBe('skipped');
    expect(report.summary.termination_reason).toBe('no_files_in_scope');
    expect(report.summary.skipped_reason).toBe("the only changed file is left out — dist/app.js: matches default exclusion '**/dist/**'");
    // Every format the session writes says so too.
    const session = join(repo.root, '.sextant', report.session_id);
    const markdown = readFileSync(join(session, 'summary.md'), 'utf8');
    expect(markdown).toMatch(/^## ○ Sextant review: Nothing to review: the only changed file is left out/);
    expect(markdown).not.toMatch(/No findings/);
    const html = readFileSync(join(session, 'report.html'), 'utf8');
    expect(html).toMatch(/<header class="verdict skipped">[\s\S]*<h1>Nothing to review: the only changed file is left out/);
    expect(html).not.toMatch(/No findings|· passed/);
    expect(json.stderr).toMatch(/sextant: nothing to review\. What to try:\nsextant: {3}default exclusions/);
  });

  it('on main with no upstream (the branch is its own base): "Nothing to review", with --base and --uncommitted to try', async () => {
    const run = await runNode(CLI, ['review'], { cwd: repo.root, env: repo.env });

    expect(run.code).toBe(0);
    const head = repo.git('rev-parse', 'HEAD').slice(0, 7);
    expect(lastLine(run.stdout)).toBe(`○ Nothing to review: the head ${head} is the base itself, so the change is empty`);
    expect(run.stdout).toContain('--base <ref> reviews the commits since <ref>, e.g. --base HEAD~1 for the last commit');
    expect(run.stdout).toContain('--uncommitted reviews the staged, unstaged and untracked changes in the working tree');
    expect(run.stdout).not.toMatch(/No findings/);
    const json = JSON.parse((await runNode(CLI, ['review', '--format', 'json'], { cwd: repo.root, env: repo.env })).stdout) as ReviewReport;
    expect(json).toMatchObject({ status: 'skipped', summary: { termination_reason: 'no_changes' } });
  });

  it('--uncommitted with a clean working tree: "Nothing to review", with --base to try instead', async () => {
    const run = await runNode(CLI, ['review', '--uncommitted'], { cwd: repo.root, env: repo.env });

    expect(run.code).toBe(0);
    expect(lastLine(run.stdout)).toBe(`○ Nothing to review: the working tree has no uncommitted changes against ${repo.git('rev-parse', 'HEAD').slice(0, 7)}`);
    expect(run.stdout).toContain('--base <ref> reviews your commits since <ref> instead of the working tree (e.g. --base main)');
  });

  it("--include '[' is not a glob: exit 2, naming it and what is missing", async () => {
    const run = await runNode(CLI, ['review', '--base', 'HEAD~1', '--include', '['], { cwd: repo.root, env: repo.env });

    expect(run.code).toBe(2);
    expect(run.stderr).toContain("sextant: error: --include takes a path glob such as 'src/**'");
    expect(run.stderr).toContain('got "["');
    expect(run.stderr).toContain('Missing closing: "]"');
    expect(run.stdout).toBe('');
  });

  it('an include glob that matches nothing in the change says so', async () => {
    const run = await runNode(CLI, ['review', '--base', 'HEAD~1', '--include', 'lib/**'], { cwd: repo.root, env: repo.env });

    expect(run.code).toBe(0);
    expect(lastLine(run.stdout)).toBe('○ Nothing to review: the only changed file matches none of the include globs: lib/** (dist/app.js)');
    expect(run.stdout).toContain("--include 'lib/**' matches none of the changed files: check the glob");
  });

  it('every changed file excluded: names each exclude glob, and says to narrow them', async () => {
    const other = createTempGitRepo();
    try {
      other.write('src/a.ts', 'export const a = 1;\n');
      other.commit('base');
      other.write('src/a.ts', 'export const a = 2;\n');
      other.write('docs/b.ts', 'export const b = 2;\n');
      other.commit('change');
      const run = await runNode(CLI, ['review', '--base', 'HEAD~1', '--exclude', 'src/**', '--exclude', 'docs/**'], { cwd: other.root, env: other.env });
      expect(run.code).toBe(0);
      expect(lastLine(run.stdout)).toBe(
        "○ Nothing to review: all 2 changed files are left out — docs/b.ts: matches exclude 'docs/**'; src/a.ts: matches exclude 'src/**'",
      );
      expect(run.stdout).toContain("--exclude 'src/**' 'docs/**' (or exclude: in the config file) left files out: drop or narrow it to review them");
    } finally {
      other.cleanup();
    }
  });
});
