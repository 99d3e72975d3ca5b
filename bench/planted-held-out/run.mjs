// The held-out planted-bug set: decompresses the sealed cases (cases.jsonl.gz) into a temporary folder and reviews
// each file the way a user would review a change that adds it: a throwaway git repository with an empty base commit
// and one commit adding the file, then `sextant review --base <base> --format json`, once with default settings and
// once with everything shown (--min-confidence 0 --show-info). Prints totals only — never a case, a class, a path or
// a finding — so that nobody tuning rules learns from it. What the set is and the rule for keeping it sealed:
// bench/planted-held-out/README.md.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '../..');
const MAX_REPORT_BYTES = 1 << 28;
const LANGUAGES = ['go', 'python', 'typescript', 'javascript'];
/** Settings a user's shell may carry that would change what a default review does. */
const CLEARED_ENV = ['SEXTANT_API_KEY', 'ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GOOGLE_GENERATIVE_AI_API_KEY', 'GITHUB_ACTIONS', 'NO_COLOR', 'FORCE_COLOR'];
const EVERYTHING_FLAGS = ['--min-confidence', '0', '--show-info'];

const USAGE = `Usage: node bench/planted-held-out/run.mjs [options]

  --cli <file>     review with this built CLI (default: dist/cli.js; run \`npm run build\` first)
  --set <file>     the sealed set (default: bench/planted-held-out/cases.jsonl.gz)
  --jobs <n>       reviews run at once (default: 1)
  --private        also print every case's result (for the set's author only; rule authors never use it)
  -h, --help       show this help

Prints totals only: cases, bugs, caught at default settings, recall, caught with everything shown, look-alikes
flagged, precision at default settings; overall and per language.`;

function readSet(file) {
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

function newestSource(folder) {
  let newest = 0;
  for (const name of readdirSync(folder)) {
    const full = join(folder, name);
    const stat = statSync(full);
    newest = Math.max(newest, stat.isDirectory() ? newestSource(full) : stat.mtimeMs);
  }
  return newest;
}

function git(cwd, args) {
  const run = spawnSync(
    'git',
    ['-c', 'user.name=Planted Bench', '-c', 'user.email=planted@bench.invalid', '-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args],
    { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } },
  );
  if (run.status !== 0) throw new Error(`git ${args[0]} failed: ${run.stderr.trim()}`);
  return run.stdout.trim();
}

/** A repository whose base commit is empty and whose HEAD adds the one file. */
function makeRepository(folder, record) {
  mkdirSync(folder, { recursive: true });
  git(folder, ['init', '-q']);
  git(folder, ['commit', '-q', '--allow-empty', '-m', 'Initial commit']);
  const base = git(folder, ['rev-parse', 'HEAD']);
  const file = join(folder, record.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, record.content.endsWith('\n') ? record.content : `${record.content}\n`);
  git(folder, ['add', '-A']);
  git(folder, ['commit', '-q', '-m', `Add ${record.path}`]);
  return base;
}

function review(cli, cwd, base, extra) {
  const env = { ...process.env };
  for (const name of CLEARED_ENV) delete env[name];
  const args = [cli, 'review', '--base', base, '--format', 'json', '--quiet', ...extra];
  return new Promise((done) => {
    execFile(process.execPath, args, { cwd, env, encoding: 'utf8', maxBuffer: MAX_REPORT_BYTES }, (error, stdout, stderr) => {
      const status = error ? error.code : 0;
      if (status !== 0 && status !== 1) {
        done({ problem: `review exited with ${status ?? error?.signal}: ${(stderr || '').trim().split('\n')[0]}` });
        return;
      }
      try {
        done({ report: JSON.parse(stdout) });
      } catch {
        done({ problem: `review printed no JSON report: ${(stderr || '').trim().split('\n')[0]}` });
      }
    });
  });
}

/** The findings a user sees: info findings only when the report says they are shown (as the text and markdown outputs do). */
function shownFindings(report) {
  const showInfo = report.summary?.show_info === true || report.summary?.gate?.fail_on === 'info';
  return (report.findings ?? []).filter((finding) => showInfo || finding.severity !== 'info');
}

/** Every finding the review produced, those under --min-confidence included. */
function allFindings(report) {
  return [...(report.findings ?? []), ...(report.hidden_findings ?? [])];
}

function linesOf(findings, path) {
  return findings.filter((finding) => finding.file === path && Number.isInteger(finding.line));
}

function hits(findings, item) {
  const last = item.endLine ?? item.line;
  return findings.filter((finding) => finding.line >= item.line && finding.line <= last);
}

async function pool(items, jobs, work) {
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, worker));
  return results;
}

/** Reviews every file of the set; returns per-case results (kept private by the caller). */
export async function runPlanted({ cli = join(root, 'dist/cli.js'), set = join(here, 'cases.jsonl.gz'), jobs = 1 } = {}) {
  const cliPath = resolve(cli);
  if (!existsSync(cliPath)) return { problem: `no CLI at ${cliPath} (run npm run build)` };
  const stale = cliPath === join(root, 'dist/cli.js') && existsSync(join(root, 'src')) && newestSource(join(root, 'src')) > statSync(cliPath).mtimeMs;
  const records = readSet(set);
  const work = mkdtempSync(join(tmpdir(), 'sextant-planted-'));
  try {
    const perFile = await pool(records, jobs, async (record, index) => {
      const folder = join(work, `file-${index}`);
      const base = makeRepository(folder, record);
      const atDefault = await review(cliPath, folder, base, []);
      const everything = await review(cliPath, folder, base, EVERYTHING_FLAGS);
      rmSync(folder, { recursive: true, force: true });
      const problem = atDefault.problem ?? everything.problem;
      const shown = problem ? [] : linesOf(shownFindings(atDefault.report), record.path);
      const all = problem ? [] : linesOf(allFindings(everything.report), record.path);
      const covered = new Set();
      const cases = record.cases.map((item) => {
        const onDefault = hits(shown, item);
        const onAll = hits(all, item);
        for (const finding of onDefault) covered.add(finding);
        return { language: record.language, path: record.path, ...item, problem, atDefault: onDefault, everything: onAll };
      });
      return { language: record.language, problem, cases, shown: shown.length, offCase: shown.filter((finding) => !covered.has(finding)).length };
    });
    return { stale, perFile };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function emptyTotals() {
  return { files: 0, notReviewed: 0, cases: 0, bugs: 0, caught: 0, caughtAll: 0, cleans: 0, flagged: 0, flaggedAll: 0, shown: 0, offCase: 0 };
}

export function totalsOf(perFile) {
  const totals = { all: emptyTotals() };
  for (const language of LANGUAGES) totals[language] = emptyTotals();
  for (const file of perFile) {
    for (const bucket of [totals.all, (totals[file.language] ??= emptyTotals())]) {
      bucket.files += 1;
      if (file.problem) bucket.notReviewed += 1;
      bucket.shown += file.shown;
      bucket.offCase += file.offCase;
      for (const item of file.cases) {
        bucket.cases += 1;
        if (item.kind === 'bug') {
          bucket.bugs += 1;
          if (item.atDefault.length > 0) bucket.caught += 1;
          if (item.everything.length > 0) bucket.caughtAll += 1;
        } else {
          bucket.cleans += 1;
          if (item.atDefault.length > 0) bucket.flagged += 1;
          if (item.everything.length > 0) bucket.flaggedAll += 1;
        }
      }
    }
  }
  return totals;
}

const ratio = (part, whole) => (whole === 0 ? '-' : (part / whole).toFixed(2));

export function printTotals(totals) {
  const header = ['', 'cases', 'bugs', 'caught', 'recall', 'caught*', 'recall*', 'look-alikes', 'flagged', 'flagged*', 'precision'];
  const widths = [12, 7, 6, 8, 8, 9, 9, 13, 9, 10, 11];
  const row = (cells) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('');
  console.log(row(header));
  for (const [name, t] of Object.entries(totals)) {
    if (t.files === 0) continue;
    console.log(
      row([
        name === 'all' ? 'all' : name,
        t.cases,
        t.bugs,
        t.caught,
        ratio(t.caught, t.bugs),
        t.caughtAll,
        ratio(t.caughtAll, t.bugs),
        t.cleans,
        t.flagged,
        t.flaggedAll,
        ratio(t.caught, t.caught + t.flagged),
      ]),
    );
  }
  const all = totals.all;
  console.log('');
  console.log("  caught / flagged: a finding shown at default settings on the case's lines; * = with everything shown");
  console.log('  (--min-confidence 0 --show-info). precision = caught bugs / (caught bugs + flagged look-alikes), at default.');
  console.log(`  findings shown at default settings: ${all.shown}, of them ${all.offCase} on no case's lines (not judged)`);
  if (all.notReviewed > 0) console.log(`  files whose review failed: ${all.notReviewed} of ${all.files} (their cases count as not caught)`);
}

function printPrivate(perFile) {
  console.log("per-case results (private: for the set's author only)");
  for (const file of perFile) {
    for (const item of file.cases) {
      const span = item.endLine ? `${item.line}-${item.endLine}` : `${item.line}`;
      const rules = (findings) => [...new Set(findings.map((finding) => `${finding.rule_id ?? finding.category}@${finding.line}`))].join(',') || '-';
      const verdict =
        item.kind === 'bug'
          ? item.atDefault.length
            ? 'CAUGHT'
            : item.everything.length
              ? 'caught*'
              : 'missed'
          : item.atDefault.length
            ? 'FLAGGED'
            : item.everything.length
              ? 'flagged*'
              : 'quiet';
      console.log(
        `  ${item.language}\t${item.path}:${span}\t${item.kind}\t${item.class}\t${verdict}\tdefault=${rules(item.atDefault)}\tall=${rules(item.everything)}${item.problem ? `\t${item.problem}` : ''}`,
      );
    }
  }
  console.log('');
}

/** `npm run bench`'s section: the totals, or why the set was not run. */
export async function printHeldOutPlanted() {
  const result = await runPlanted({ jobs: 2 });
  if (result.problem) {
    console.log(`held-out planted bugs: not run (${result.problem})`);
    return;
  }
  const totals = totalsOf(result.perFile);
  console.log(
    `held-out planted bugs (sealed, written by someone who does not write rules; totals only): ${totals.all.cases} cases in ${totals.all.files} files`,
  );
  printTotals(totals);
}

async function main() {
  const { values } = parseArgs({
    options: {
      cli: { type: 'string' },
      set: { type: 'string' },
      jobs: { type: 'string', default: '1' },
      private: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const jobs = Number.parseInt(values.jobs, 10);
  if (!Number.isInteger(jobs) || jobs < 1) {
    console.error('--jobs takes a whole number of at least 1');
    process.exitCode = 2;
    return;
  }
  const result = await runPlanted({ cli: values.cli, set: values.set, jobs });
  if (result.problem) {
    console.log(`held-out planted bugs: not run (${result.problem})`);
    process.exitCode = 1;
    return;
  }
  if (result.stale) console.log('note: dist/cli.js is older than src/; run npm run build to measure the current sources');
  if (values.private) printPrivate(result.perFile);
  const totals = totalsOf(result.perFile);
  console.log(`held-out planted bugs (sealed; totals only): ${totals.all.cases} cases in ${totals.all.files} files`);
  printTotals(totals);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
