import { rmSync } from 'node:fs';
import type { FakeGitHub } from './support/fake-github-server.mjs';
import { startGitHub } from './support/github-fixture.js';
import { createNodeProject, NODE_TEST } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';
import { pullRequestEvent, runAction } from './support/run-action.js';
import { CLI, runNode } from './support/run-node.js';

// Refused before it runs: inline code is one of the shapes assess-command-risk turns away.
const INLINE = `node -e 'process.exit(1)'`;
const REFUSED = 'refused: runs inline code (node -e)';

describe('verification lines say what happened to each check', () => {
  let project: NodeProject;
  beforeEach(() => {
    project = createNodeProject();
  });
  afterEach(() => rmSync(project.root, { recursive: true, force: true }));

  const review = (...args: string[]) => runNode(CLI, ['review', '--base', 'main', '--fail-on', 'none', ...args], { cwd: project.root });

  it('a refused command says "refused: <reason>" in text, markdown, HTML and the progress line, never that the baseline fails', async () => {
    const text = await review('--test-command', INLINE);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`Verification: tests ${REFUSED}\n`);
    expect(text.stderr).toMatch(/^✖ verify — tests refused: runs inline code \(node -e\)$/m);
    const markdown = await review('--test-command', INLINE, '--format', 'markdown');
    expect(markdown.stdout).toContain('| tests | 🚫 refused: runs inline code \\(node -e\\) |');
    const html = await review('--test-command', INLINE, '--format', 'html');
    expect(html.stdout).toContain('<span class="status refused">refused</span>: runs inline code (node -e)</td>');
    for (const output of [text.stdout, markdown.stdout, html.stdout]) expect(output).not.toMatch(/already failing/);
    const json = await review('--test-command', INLINE, '--format', 'json');
    expect(JSON.parse(json.stdout).verification.tests).toMatchObject({ status: 'refused', reason: 'runs inline code (node -e)' });
  });

  it('the progress line marks failing tests as failed', async () => {
    project.write('test/broken.test.js', "import { test } from 'node:test';\ntest('broken', () => { throw new Error('red'); });\n");
    const run = await review('--test-command', NODE_TEST);
    expect(run.stderr).toMatch(/^✖ verify — tests failed \(exit 1\)$/m);
    expect(run.stderr).not.toMatch(/^✔ verify/m);
    expect(run.stdout).toContain('Verification: tests failed (exit 1)\n');
    expect(run.stdout).toContain('Baseline: tests already failing before the review');
  });

  it('--fix with no verification command is a usage error naming the flags and config keys that enable it', async () => {
    const before = project.treeHash();
    const run = await review('--fix');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'sextant: error: --fix keeps only the fixes a check verified, and no verification command is set: give --test-command, --lint-command or --typecheck-command ' +
        "(or test-command, lint-command or typecheck-command in .github/sextant.yml)\nRun 'sextant --help' for the options.\n",
    );
    expect(project.treeHash()).toBe(before);
    // A command from the config file enables it too.
    project.write('.github/sextant.yml', `test-command: '${NODE_TEST}'\n`);
    const configured = await review('--fix', '--trust-config');
    expect(configured.code).toBe(0);
    expect(project.read('src/math.js')).not.toContain('debugger');
  });
});

describe('a refused command in the action: PR summary, job summary and check run', () => {
  let project: NodeProject;
  let server: FakeGitHub;
  beforeAll(async () => {
    project = createNodeProject();
    server = await startGitHub(project.root);
    server.addPullRequest({ number: 3, base: { sha: project.git('rev-parse', 'main') }, head: { sha: project.git('rev-parse', 'HEAD'), repo: 'octo/app' } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(project.root, { recursive: true, force: true });
  });

  it('says "refused: <reason>" wherever the result is shown, never "already failing"', async () => {
    const sample = {
      root: project.root,
      baseSha: project.git('rev-parse', 'main'),
      headSha: project.git('rev-parse', 'HEAD'),
      git: project.git,
      write: project.write,
    };
    const run = await runAction(sample, server, pullRequestEvent(3, sample), { inputs: { 'test-command': INLINE, 'fail-on': 'none' } });
    expect(run.code).toBe(0);
    const summaryComment = server.issueComments.find((comment) => comment.issue === 3)?.body ?? '';
    const checkRun = server.checkRuns.at(-1)?.output;
    const html = Object.entries(run.sessionFiles).find(([path]) => path.endsWith('report.html'))?.[1] ?? '';
    for (const shown of [summaryComment, run.summary, checkRun?.summary ?? '', checkRun?.text ?? '']) {
      expect(shown).not.toMatch(/already failing/);
    }
    expect(summaryComment).toContain('| tests | 🚫 refused: runs inline code \\(node -e\\) |');
    expect(run.summary).toContain('| tests | 🚫 refused: runs inline code \\(node -e\\) |');
    expect(html).toContain('refused</span>: runs inline code (node -e)');
    expect(run.stdout).toMatch(/✖ verify — tests refused: runs inline code \(node -e\)/);
  });
});
