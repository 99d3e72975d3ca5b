import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { createNodeProject, NODE_TEST } from './support/node-project.js';
import type { NodeProject } from './support/node-project.js';
import { CLI, runNode } from './support/run-node.js';
import type { NodeRun } from './support/run-node.js';

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
});

describe('after --fix, text, markdown, HTML and JSON each list the applied fix: file, line, rule, the diff and the check that verified it (bundled CLI)', () => {
  const formats = ['json', 'text', 'markdown', 'html'] as const;
  const projects = new Map<(typeof formats)[number], NodeProject>();
  const runs = new Map<(typeof formats)[number], NodeRun>();
  let report: ReviewReport;
  let said: string;

  // One run per format, each in its own copy of the project, at the same time.
  beforeAll(async () => {
    await Promise.all(
      formats.map(async (format) => {
        const project = createNodeProject();
        projects.set(format, project);
        const output = format === 'html' ? ['--format', 'html', '-o', 'report.html'] : ['--format', format];
        runs.set(
          format,
          await runNode(CLI, ['review', '--base', 'main', '--fix', '--test-command', NODE_TEST, '--fail-on', 'none', ...output], { cwd: project.root }),
        );
      }),
    );
    report = JSON.parse(runs.get('json')?.stdout ?? '') as ReviewReport;
    const id = report.applied_fixes?.[0]?.finding_id ?? '';
    said = `src/math.js:6 · review/debugger · ${id} · verified by tests`;
  });
  afterAll(() => {
    for (const project of projects.values()) rmSync(project.root, { recursive: true, force: true });
  });

  it('each run applies the fix and exits 0', () => {
    expect(formats.map((format) => runs.get(format)?.code)).toEqual([0, 0, 0, 0]);
    for (const project of projects.values()) expect(project.read('src/math.js')).not.toContain('debugger');
  });

  it('JSON lists it with the file, line, rule, diff, finding id and the check that verified it', () => {
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
    expect(report.applied_fixes?.[0]?.finding_id).toMatch(/^CORR-\d+$/);
  });

  it('text lists it with its diff under the line that names it', () => {
    expect(runs.get('text')?.stdout).toContain(`  ✔ applied ${said}\n      --- a/src/math.js\n      +++ b/src/math.js\n      -  debugger;\n`);
  });

  it('markdown lists it with its diff in a diff block', () => {
    expect(runs.get('markdown')?.stdout).toContain(`- ✔ ${said}\n`);
    expect(runs.get('markdown')?.stdout).toContain('  ```diff\n  --- a/src/math.js\n  +++ b/src/math.js\n  -  debugger;\n  ```');
  });

  it('HTML lists it under Fixes applied, the deleted line marked', () => {
    const page = readFileSync(join(projects.get('html')?.root ?? '', 'report.html'), 'utf8');
    expect(page).toContain(`<h2>Fixes applied <span class="count">1</span></h2><div class="fix"><div class="fix-title">✔ ${said}</div>`);
    expect(page).toContain('<div class="del">-  debugger;</div>');
  });
});
