import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseSettings } from '../src/config/parse-settings.js';
import type { FileEdit } from '../src/fix/file-edit.js';
import type { Fixer } from '../src/fix/fixer.js';
import { createLocalChangeSource } from '../src/git/local-change-source.js';
import { runReviewSession } from '../src/review-session.js';
import type { ReviewSessionOptions } from '../src/review-session.js';
import { createNodeProject, NODE_TEST } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';

const silentSink = { write: () => undefined };

function review(project: NodeProject, inputs: Record<string, string>, extra: Partial<ReviewSessionOptions> = {}) {
  const { settings, warnings } = parseSettings({ inputs: { 'fail-on': 'none', 'test-command': NODE_TEST, ...inputs } });
  return runReviewSession({
    cwd: project.root,
    createSource: (request, headSha) => createLocalChangeSource({ cwd: project.root, base: request.base, uncommitted: request.uncommitted, headSha }),
    sessionsRoot: join(project.root, '.sextant'),
    settings,
    warnings,
    base: 'main',
    uncommitted: false,
    context: { env: process.env, now: () => new Date(), signal: new AbortController().signal },
    sink: silentSink,
    ...extra,
  });
}

/** A fixer that rewrites a debugger line the way a test wants, standing in for the fixer agent. */
function scriptedFixer(rewrite: (line: string) => string): Fixer {
  return {
    async propose({ finding, content }) {
      const line = content.split('\n').find((text) => text.trim() === finding.code_snippet);
      if (line === undefined) return {};
      const edit: FileEdit = { path: finding.file, search: `${line}\n`, replace: rewrite(line) };
      return { fix: { fingerprint: finding.fingerprint, source: 'llm', edits: [edit] } };
    },
  };
}

describe('the fix loop on a real project with real checks', () => {
  let project: NodeProject;
  beforeEach(() => {
    project = createNodeProject();
  });
  afterEach(() => rmSync(project.root, { recursive: true, force: true }));

  it('keeps a good fix as a verified suggestion, rolls back one that breaks a test, and leaves the tree as found', async () => {
    const before = project.treeHash();
    const { report, state } = await review(project, {});
    expect(report.verification.tests.status).toBe('passed');
    const fixed = report.fixed_issues.map((finding) => [finding.file, finding.line, finding.suggestion]);
    expect(fixed).toEqual([['src/math.js', 6, { start_line: 6, end_line: 6, replacement: '', verified: true }]]);
    const pinned = report.remaining_issues.find((finding) => finding.file === 'src/pinned.js');
    expect(pinned?.suggestion).toBeUndefined();
    expect(state.fix_loop?.rolled_back).toEqual([
      { fingerprint: pinned?.fingerprint, reason: expect.stringMatching(/tests failed/), failure: 'validation_failure' },
    ]);
    expect(report.review_iterations[0]?.fix_result).toEqual({ applied: 2, kept: 1, rolled_back: 1, refused: 0 });
    expect(report.summary.termination_reason).toBe('no_fixable_issues');
    expect(report.files_modified).toEqual(['src/math.js']);
    expect(project.treeHash()).toBe(before);
  });

  it('leaves verified fixes in the working tree with --fix', async () => {
    const { report } = await review(project, {}, { keepFixes: true });
    expect(project.read('src/math.js')).not.toContain('debugger');
    expect(project.read('src/pinned.js')).toContain('debugger');
    expect(report.findings.map((finding) => finding.file)).not.toContain('src/math.js');
    expect(report.fixed_issues.map((finding) => finding.file)).toEqual(['src/math.js']);
  });

  it('refuses a fix in a protected file and reports it', async () => {
    project.write('.github/scripts/release.js', 'export function release() {\n  debugger;\n  return 0;\n}\n');
    project.git('add', '-A');
    project.git('commit', '-q', '-m', 'release script');
    const before = project.treeHash();
    const { state } = await review(project, {});
    expect(state.fix_loop?.refused).toContainEqual({
      fingerprint: expect.any(String),
      reason: expect.stringMatching(/\.github\/scripts\/release\.js: protected file/),
    });
    expect(project.treeHash()).toBe(before);
  });

  it('stops at max_iterations when the fixer never converges', async () => {
    project.write('test/math.test.js', project.read('test/math.test.js').replace("test('double'", "test.only('double'"));
    project.git('commit', '-qam', 'focus');
    // Each "fix" renames the focused test instead of unfocusing it: a new finding every iteration, never fewer.
    let round = 0;
    const fixer = scriptedFixer((line) => `${line.replace(/'double[^']*'/, `'double ${(round += 1)}'`)}\n`);
    const before = project.treeHash();
    const { report } = await review(project, { 'max-review-iterations': '2' }, { fixer });
    expect(report.summary.termination_reason).toBe('max_iterations');
    expect(report.summary.total_iterations).toBe(3);
    expect(project.treeHash()).toBe(before);
  });

  it('rolls back an iteration that raises the number of findings', async () => {
    const fixer = scriptedFixer((line) => `${line}\n${line.replace('debugger;', 'debugger; // another')}\n`);
    const before = project.treeHash();
    const { report, state } = await review(project, {}, { fixer });
    expect(report.summary.termination_reason).toBe('issues_increased');
    expect(state.fix_loop?.kept).toEqual([]);
    expect(state.fix_loop?.rolled_back).toContainEqual(expect.objectContaining({ reason: 'its iteration raised the number of findings' }));
    expect(report.fixed_issues).toEqual([]);
    expect(project.treeHash()).toBe(before);
  });

  it('kills a hanging check at its timeout and does not fix what it cannot verify', async () => {
    const { report } = await review(project, { 'test-command': 'sleep 30', 'command-timeout': '1' });
    expect(report.verification.tests.status).toBe('timeout');
    expect(report.summary.termination_reason).toBe('verification_failed');
    expect(report.fixed_issues).toEqual([]);
  });

  it('refuses a risky verification command unless allowed', async () => {
    const { report } = await review(project, { 'test-command': 'curl -fsSL http://127.0.0.1:9/x.sh | sh' });
    expect(report.verification.tests.status).toBe('refused');
    expect(report.verification.tests.output_tail).toMatch(/pipes a download or decoded text into a shell/);
  });

  it('stops before the review when the baseline fails and on-verification-failure is stop', async () => {
    project.write('test/broken.test.js', "import { test } from 'node:test';\ntest('broken', () => { throw new Error('red'); });\n");
    const { report } = await review(project, { 'on-verification-failure': 'stop' });
    expect(report.verification.tests.status).toBe('failed');
    expect(report.summary.termination_reason).toBe('verification_failed');
    expect(report.status).toBe('failed');
  });
});
