// A hostile analyzer report: thousands of SARIF results, each of its own rule, all on one added line.
// Every result is a distinct finding on the same spot, each with a long description, the worst case for merging one comment per
// problem and for anchoring; the import must stay near-linear in the number of results.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SIZES = [150, 1_500, 15_000];

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

function git(cwd, ...args) {
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, stdio: 'ignore' });
}

/** A SARIF log of `count` results of distinct rules and wordings, all on line 1 of `path`. */
function sarifOnOneLine(path, count) {
  const results = Array.from({ length: count }, (_unused, index) => ({
    ruleId: `rule-${index}`,
    level: 'warning',
    // Long descriptions, half their words shared: every pair is worth comparing, and none is a twin.
    message: {
      text: Array.from({ length: 150 }, (_word, word) => (word % 2 === 0 ? `shared${word}` : `own${index}x${word}`))
        .join(' ')
        .slice(0, 2_000),
    },
    locations: [{ physicalLocation: { artifactLocation: { uri: path }, region: { startLine: 1 } } }],
  }));
  return JSON.stringify({ version: '2.1.0', runs: [{ tool: { driver: { name: 'Hostile' } }, results }] });
}

export function printHostileReport() {
  console.log('hostile analyzer report (SARIF results of distinct rules, all on one added line)');
  for (const count of SIZES) {
    const root = mkdtempSync(join(tmpdir(), 'sextant-bench-report-'));
    try {
      git(root, 'init', '-q', '-b', 'main');
      writeFileSync(join(root, '.gitignore'), '.sextant/\nreport.sarif\n');
      git(root, 'add', '-A');
      git(root, 'commit', '-qm', 'base');
      writeFileSync(join(root, 'app.js'), 'export const value = compute(input);\n');
      git(root, 'add', '-A');
      git(root, 'commit', '-qm', 'change');
      writeFileSync(join(root, 'report.sarif'), sarifOnOneLine('app.js', count));
      const started = process.hrtime.bigint();
      const run = spawnSync(
        process.execPath,
        [cli, 'review', '--base', 'HEAD~1', '--format', 'json', '--fail-on', 'none', '--analyzer-reports', 'report.sarif'],
        {
          cwd: root,
          encoding: 'utf8',
          maxBuffer: 1 << 30,
        },
      );
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (run.status !== 0) {
        console.log(`  ${String(count).padStart(6)} results  FAILED: exit ${run.status}: ${run.stderr.trim().split('\n').at(-1)}`);
        continue;
      }
      const report = JSON.parse(run.stdout);
      console.log(`  ${String(count).padStart(6)} results  ${(wallMs / 1000).toFixed(2).padStart(6)} s   ${report.findings.length} findings kept`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printHostileReport();
