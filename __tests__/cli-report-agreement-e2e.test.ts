import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { createNodeProject, NODE_TEST } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';
import { CLI, runNode } from './support/run-node.js';

describe('every report agrees with the exit code and leads with the findings (bundled CLI, real repository)', () => {
  let project: NodeProject;
  beforeEach(() => {
    project = createNodeProject();
  });
  afterEach(() => rmSync(project.root, { recursive: true, force: true }));

  const review = (args: string[]) => runNode(CLI, ['review', '--base', 'main', ...args], { cwd: project.root });

  it('an incomplete review exits 3 and no format calls its gate passed', async () => {
    const incomplete = ['--fail-on', 'high', '--test-command', 'exit 1', '--on-verification-failure', 'stop'];
    const text = await review([...incomplete, '--format', 'text']);
    const markdown = await review([...incomplete, '--format', 'markdown']);
    const html = await review([...incomplete, '--format', 'html', '-o', 'report.html']);
    expect([text.code, markdown.code, html.code]).toEqual([3, 3, 3]);
    expect(text.stdout.trim().split('\n').at(-1)).toMatch(/^⚠ Review incomplete: /);
    expect(markdown.stdout.split('\n')[0]).toMatch(/^## ⚠ Sextant review: Review incomplete: /);
    const page = readFileSync(join(project.root, 'report.html'), 'utf8');
    expect(page).toContain('<header class="verdict incomplete">');
    expect(page).toMatch(/Gate: fail-on <b>high<\/b> · 0 findings at or above it · failed: review incomplete<\/p>/);
    expect(page).not.toMatch(/Gate:[^<]*(<b>[^<]*<\/b>[^<]*)?passed/);
  });

  it('a complete review passes its gate in every format, findings first and the reviewers named once', async () => {
    const markdown = await review(['--fail-on', 'critical', '--format', 'markdown']);
    const html = await review(['--fail-on', 'critical', '--format', 'html', '-o', 'report.html']);
    expect([markdown.code, html.code]).toEqual([0, 0]);
    const page = readFileSync(join(project.root, 'report.html'), 'utf8');
    expect(page).toMatch(/Gate: fail-on <b>critical<\/b> · 0 findings at or above it · passed<\/p>/);
    // The findings come before the walkthrough, in the summary and on the page.
    expect(markdown.stdout.indexOf('### Findings (')).toBeGreaterThan(0);
    expect(markdown.stdout.indexOf('### Findings (')).toBeLessThan(markdown.stdout.indexOf('### What changed'));
    expect(page.indexOf('<h2>Findings')).toBeLessThan(page.indexOf('<h2>What changed'));
    // The reviewers of the walkthrough are named once, above its table, not on every row.
    const walkthrough = markdown.stdout.slice(markdown.stdout.indexOf('### What changed'), markdown.stdout.indexOf('### Findings by severity'));
    const [reviewers] = /^Reviewed by (.+) \(✔ below\)/m.exec(walkthrough) ?? [];
    expect(reviewers).toBeDefined();
    const rows = walkthrough.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/\| (✔|—) \|$/);
  });

  it('after --fix, text, markdown, HTML and JSON each list the applied fix: file, line, rule, the diff and the check that verified it', async () => {
    const fix = ['--fix', '--test-command', NODE_TEST, '--fail-on', 'none'];
    const restore = () => project.git('checkout', '-q', '--', '.');
    const json = await review([...fix, '--format', 'json']);
    restore();
    const text = await review([...fix, '--format', 'text']);
    restore();
    const markdown = await review([...fix, '--format', 'markdown']);
    restore();
    const html = await review([...fix, '--format', 'html', '-o', 'report.html']);
    expect([json.code, text.code, markdown.code, html.code]).toEqual([0, 0, 0, 0]);
    expect(project.read('src/math.js')).not.toContain('debugger');

    const report = JSON.parse(json.stdout) as ReviewReport;
    expect(report.applied_fixes).toEqual([
      expect.objectContaining({
        file: 'src/math.js',
        line: 6,
        rule_id: 'review/debugger',
        diff: '--- a/src/math.js\n+++ b/src/math.js\n-  debugger;',
        verified: true,
        checks: ['tests'],
      }),
    ]);
    const id = report.applied_fixes?.[0]?.finding_id ?? '';
    expect(id).toMatch(/^CORR-\d+$/);
    const said = `src/math.js:6 · review/debugger · ${id} · verified by tests`;
    expect(text.stdout).toContain(`  ✔ applied ${said}\n      --- a/src/math.js\n      +++ b/src/math.js\n      -  debugger;\n`);
    expect(markdown.stdout).toContain(`- ✔ ${said}\n`);
    expect(markdown.stdout).toContain('  ```diff\n  --- a/src/math.js\n  +++ b/src/math.js\n  -  debugger;\n  ```');
    const page = readFileSync(join(project.root, 'report.html'), 'utf8');
    expect(page).toContain(`<h2>Fixes applied <span class="count">1</span></h2><div class="fix"><div class="fix-title">✔ ${said}</div>`);
    expect(page).toContain('<div class="del">-  debugger;</div>');
  });
});
