import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { CLI, runNode } from './support/run-node.js';
import { gitIn } from './support/sample-change.js';

/** The bundled CLI with no model reviews Python and Go changes with the static engine, config file included. */

let root: string;

function write(path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'sextant-languages-'));
  gitIn(root, 'init', '-q', '-b', 'main');
  write('README.md', '# shop\n');
  gitIn(root, 'add', '-A');
  gitIn(root, 'commit', '-q', '-m', 'base');
  gitIn(root, 'checkout', '-q', '-b', 'feature');
  write(
    'app/payments/refund.py',
    [
      'import subprocess',
      '',
      '',
      'def refund(gateway, order):',
      '    try:',
      '        gateway.refund(order.id)',
      '    except:',
      '        return False',
      '    breakpoint()',
      '    subprocess.run(f"notify {order.email}", shell=True)',
      '    return True',
      '',
    ].join('\n'),
  );
  write(
    'internal/store/users.go',
    [
      'package store',
      '',
      'import "database/sql"',
      '',
      'func Find(db *sql.DB, email string) (*sql.Rows, error) {',
      '\treturn db.Query("SELECT id FROM users WHERE email = \'" + email + "\'")',
      '}',
      '',
      'func Save(db *sql.DB, path string) {',
      '\t_ = writeBackup(db, path)',
      '}',
      '',
    ].join('\n'),
  );
  write(
    '.github/sextant.yml',
    [
      'rules:',
      '  review/debugger: off',
      '  review/shell-injection:',
      '    severity: critical',
      '  silent-failure/ignored-error:',
      '    paths: ["cmd/**"]',
      '',
    ].join('\n'),
  );
  gitIn(root, 'add', '-A');
  gitIn(root, 'commit', '-q', '-m', 'refunds and user lookup');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

it('reports Python and Go findings on changed lines, with fixes and the per-rule settings of the config file', async () => {
  const run = await runNode(CLI, ['review', '--base', 'main', '--format', 'json', '--fail-on', 'none'], { cwd: root });
  expect(run.code).toBe(0);
  const report = JSON.parse(run.stdout) as ReviewReport;
  const found = report.findings.map((finding) => `${finding.file}:${finding.line} ${finding.rule_id ?? ''}`).sort();
  expect(found).toEqual([
    'app/payments/refund.py:10 review/shell-injection',
    'app/payments/refund.py:7 silent-failure/bare-except',
    'internal/store/users.go:6 review/sql-injection',
  ]);
  const bareExcept = report.findings.find((finding) => finding.rule_id === 'silent-failure/bare-except');
  expect(bareExcept).toMatchObject({ auto_fixable: true, fix_example: 'except Exception:' });
  // Raised from `high` by the config file.
  expect(report.findings.find((finding) => finding.rule_id === 'review/shell-injection')?.severity).toBe('critical');
  expect(report.not_reviewed.filter((entry) => entry.reason === 'unsupported-language').map((entry) => entry.path)).toEqual(['.github/sextant.yml']);
});

it('shows the quick-scan picture in the markdown summary, with the payments file first', async () => {
  const run = await runNode(CLI, ['review', '--base', 'main', '--format', 'markdown', '--fail-on', 'none'], { cwd: root });
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/### Scan summary\n\nComplexity score: \*\*[1-9]\d*\*\*\/100 · quick-scan issues: \d+/);
  const riskAreas = run.stdout.split('\n').filter((line) => /^\| (high|medium|low) \|/.test(line));
  expect(riskAreas[0]).toMatch(/^\| high \| app\/payments\/refund\.py \| security-sensitive area \\?\(payments\\?\)/);
  expect(riskAreas[1]).toMatch(/^\| high \| internal\/store\/users\.go \|/);
});
