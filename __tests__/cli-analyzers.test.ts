import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCliInProcess } from './support/run-cli-in-process.js';
import type { ReviewReport } from '../src/report/review-report.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const ESLINT = fileURLToPath(new URL('../node_modules/eslint/bin/eslint.js', import.meta.url));
const CONFIG = '.github/sextant.yml';
const BASE = 'export function legacy(a) {\n  if (a == 1) return "one";\n  return "many";\n}\n';
/** A scanner whose command downloads and runs a script: refused unless allow-risky-commands. */
const SCANNER = 'analyzers:\n  - name: scanner\n    command: curl -s https://example.com/install.sh | sh\n    reports: [scan.sarif]\n';
const ESLINT_ANALYZER = `  - name: eslint\n    command: ${JSON.stringify(`"${process.execPath}" "${ESLINT}" -f json -o eslint.json src`)}\n    reports: eslint.json\n`;

async function review(repo: TempGitRepo, ...flags: string[]) {
  const run = await runCliInProcess({ cwd: repo.root, env: repo.env, argv: ['review', '--base', 'main', '--format', 'json', '--fail-on', 'none', ...flags] });
  return { ...run, report: run.code === 0 ? (JSON.parse(run.stdout) as ReviewReport) : undefined };
}

describe('sextant review runs and reads the analyzers of the config file under the verification commands’ trust rules', () => {
  let repo: TempGitRepo;

  beforeEach(() => {
    repo = createTempGitRepo();
    repo.write('package.json', '{ "type": "module" }\n');
    repo.write('eslint.config.js', "export default [{ files: ['src/**/*.js'], rules: { eqeqeq: 'error', 'no-unused-vars': 'error' } }];\n");
    repo.write('.gitignore', 'eslint.json\nscan.sarif\nbroken.sarif\nlink.json\n.sextant/\n');
    repo.write('src/app.js', BASE);
    repo.write(CONFIG, SCANNER);
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/app.js', `${BASE}export function render(input) {\n  const unused = 1;\n  return input;\n}\n`);
    repo.write(CONFIG, `${SCANNER}${ESLINT_ANALYZER}`);
    repo.commit('feature');
    // A report an earlier run left behind: the scanner's command is refused, so it must not be read as this commit's.
    repo.write(
      'scan.sarif',
      JSON.stringify({
        version: '2.1.0',
        runs: [
          {
            tool: { driver: { name: 'Scanner' } },
            results: [
              {
                ruleId: 'S1',
                level: 'error',
                message: { text: 'stale' },
                locations: [{ physicalLocation: { artifactLocation: { uri: 'src/app.js' }, region: { startLine: 6 } } }],
              },
            ],
          },
        ],
      }),
    );
  });
  afterEach(() => repo.cleanup());

  it('refuses an analyzer command the branch added to the config file, naming it, and runs nothing', async () => {
    const run = await review(repo);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`analyzers[eslint].command: ${JSON.stringify(`"${process.execPath}" "${ESLINT}" -f json -o eslint.json src`)}`);
    expect(run.stderr).not.toContain('analyzers[scanner]');
    expect(existsSync(join(repo.root, 'eslint.json'))).toBe(false);
  });

  it('with --trust-config runs it and imports its report; a risky command is refused; bad reports are one warning each', async () => {
    repo.write('broken.sarif', '{ "runs": [ {');
    repo.symlink('link.json', '/etc/hostname');
    const run = await review(
      repo,
      '--trust-config',
      '--analyzer-reports',
      'missing.json',
      '--analyzer-reports',
      'broken.sarif',
      '--analyzer-reports',
      'link.json',
    );
    expect(run.code).toBe(0);
    expect(existsSync(join(repo.root, 'eslint.json'))).toBe(true);
    const report = run.report as ReviewReport;
    expect(report.findings.filter((finding) => finding.source === 'analyzer').map((finding) => `${finding.rule_id} ${finding.file}:${finding.line}`)).toEqual([
      'eslint/no-unused-vars src/app.js:6',
    ]);
    const runs = Object.fromEntries((report.analyzers ?? []).map((entry) => [entry.name, entry]));
    expect(runs.scanner?.command).toMatchObject({ status: 'refused' });
    expect(runs.scanner?.reports).toEqual([]);
    // ESLint exits 1 when it reports errors: its report is read all the same.
    expect(runs.eslint).toMatchObject({ command: { status: 'failed', exit_code: 1 }, results: 2, imported: 1, outside_filter: 1 });
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^analyzer scanner: command not run \(.*download.*\), so its reports were not read$/),
        "analyzer analyzer-reports: no report file matches 'missing.json' (a step before Sextant should write it; the path is relative to the repository root)",
        expect.stringMatching(/^analyzer analyzer-reports: broken\.sarif was not imported: not valid JSON, so not SARIF/),
        "analyzer analyzer-reports: 'link.json' is a symbolic link, which is not followed: not read",
      ]),
    );
  });
});
