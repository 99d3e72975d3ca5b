// Reviews real commits of public projects with the static engine, as a new user would (default settings),
// and scores the findings against hand labels: findings per commit, precision, noise per 200 commits, per rule.
// Usage and file formats: bench/real-commits/README.md.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readScopes } from './enclosing-scope.mjs';
import { matchLabels, readLabels } from './labels.mjs';
import { readManifest } from './manifest.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '../..');
const DEFAULT_CLONES = process.env.SEXTANT_REAL_COMMITS || join(here, '.clones');
// What a new user sees: the CLI's own default. Repeated here only to decide which findings were hidden.
const DEFAULT_MIN_CONFIDENCE = 80;
// Large enough for the JSON report of a reformatting commit with thousands of findings.
const MAX_REPORT_BYTES = 1 << 28;
// Issue 32's target is at most one noise finding per 200 commits.
const NOISE_WINDOW = 200;

const USAGE = `Usage: node bench/real-commits/run.mjs [options]

  --clones <dir>          folder with one clone per repository, found by its name
                          (default: $SEXTANT_REAL_COMMITS or bench/real-commits/.clones)
  --fetch                 clone repositories missing from --clones from their URLs (needs network)
  --manifest <file>       commits to review (default: bench/real-commits/manifest.txt)
  --labels <file>         hand labels (default: bench/real-commits/labels.jsonl)
  --min-confidence <n>    passed to the review (default: the CLI's 80); 0 shows what is hidden
  --show-info             count findings of severity info as shown (the text output hides them)
  --repo <name>           only this repository (repeatable)
  --cli <file>            review with this built CLI instead of dist/cli.js or the sources
  --build                 build the CLI from src/ (in a temporary folder) even when dist/cli.js is fresh
  --summary               numbers only: no per-commit findings, no unlabelled list
  --unlabelled <file>     write label stubs (JSON lines) for the unlabelled findings to <file>
  --findings <file>       write every shown finding with its label (JSON lines) to <file>
  -h, --help              show this help`;

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      clones: { type: 'string' },
      fetch: { type: 'boolean', default: false },
      manifest: { type: 'string', default: join(here, 'manifest.txt') },
      labels: { type: 'string', default: join(here, 'labels.jsonl') },
      'min-confidence': { type: 'string' },
      'show-info': { type: 'boolean', default: false },
      repo: { type: 'string', multiple: true },
      cli: { type: 'string' },
      build: { type: 'boolean', default: false },
      summary: { type: 'boolean', default: false },
      unlabelled: { type: 'string' },
      findings: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const minConfidence = values['min-confidence'] === undefined ? DEFAULT_MIN_CONFIDENCE : Number(values['min-confidence']);
  if (!Number.isInteger(minConfidence) || minConfidence < 0 || minConfidence > 100) {
    throw new Error(`--min-confidence must be an integer from 0 to 100, got "${values['min-confidence']}"`);
  }
  return { ...values, clones: resolve(values.clones ?? DEFAULT_CLONES), minConfidence };
}

function git(cwd, args) {
  return spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 26 });
}

function firstLine(text) {
  return (
    (text ?? '')
      .trim()
      .split('\n')
      .find((line) => line.trim() !== '') ?? ''
  );
}

function newestModification(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * The built CLI when it is at least as new as every source file; otherwise the project's own build run on a
 * copy of the sources in a temporary folder (so dist/ is left alone), removed by `cleanUp`.
 */
function resolveCli(explicit, forceBuild) {
  if (explicit) return { path: resolve(explicit), origin: explicit, cleanUp() {} };
  const dist = join(root, 'dist/cli.js');
  if (!forceBuild && existsSync(dist) && statSync(dist).mtimeMs >= newestModification(join(root, 'src'))) {
    return { path: dist, origin: 'dist/cli.js', cleanUp() {} };
  }
  const copy = mkdtempSync(join(tmpdir(), 'sextant-real-commits-build-'));
  const cleanUp = () => rmSync(copy, { recursive: true, force: true });
  for (const entry of ['src', 'scripts', 'package.json']) cpSync(join(root, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // The build script imports a TypeScript module, which needs the project's own Node (npm scripts put it first on PATH).
  const projectNode = join(root, 'node_modules/.bin/node');
  const build = spawnSync(existsSync(projectNode) ? projectNode : process.execPath, ['scripts/build.mjs'], { cwd: copy, encoding: 'utf8' });
  if (build.status !== 0) {
    cleanUp();
    throw new Error(`building the CLI from src/ failed: ${firstLine(build.stderr)}`);
  }
  return { path: join(copy, 'dist/cli.js'), origin: 'src/ (built now in a temporary folder)', cleanUp };
}

/** A clone is found by the repository's name, or owner+name, as a working clone or a bare repository. */
function findClone(clones, repository) {
  const candidates = [repository.name, `${repository.name}.git`, `${repository.owner}+${repository.name}`, join(repository.owner, repository.name)];
  for (const candidate of candidates) {
    const path = join(clones, candidate);
    if (existsSync(path) && git(path, ['rev-parse', '--git-dir']).status === 0) return path;
  }
  return undefined;
}

function fetchClone(clones, repository) {
  const target = join(clones, repository.name);
  const run = spawnSync('git', ['clone', '--quiet', '--no-checkout', repository.url, target], { encoding: 'utf8' });
  return run.status === 0 ? target : { error: firstLine(run.stderr) };
}

// Settings a user's shell may carry that would change what a default review does.
const CLEARED_ENV = ['SEXTANT_API_KEY', 'ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GOOGLE_GENERATIVE_AI_API_KEY', 'GITHUB_ACTIONS', 'NO_COLOR', 'FORCE_COLOR'];

function reviewEnv() {
  const env = { ...process.env };
  for (const name of CLEARED_ENV) delete env[name];
  return env;
}

/**
 * Reviews one commit in `workTree` (a throw-away clone sharing the objects of the user's clone, so nothing is
 * written into it): check out the commit, `sextant review --base <sha>^ --format json`, read the findings.
 */
async function reviewCommit(cli, workTree, sha, options) {
  const checkout = git(workTree, ['checkout', '--quiet', '--force', '--detach', sha]);
  if (checkout.status !== 0) return { error: `cannot check out: ${firstLine(checkout.stderr)}` };
  git(workTree, ['clean', '--quiet', '-ffdx']);
  if (git(workTree, ['rev-parse', '--verify', '--quiet', `${sha}^`]).status !== 0) return { error: 'has no parent to compare with' };
  const args = [cli, 'review', '--base', `${sha}^`, '--format', 'json'];
  if (options.minConfidence !== DEFAULT_MIN_CONFIDENCE) args.push('--min-confidence', String(options.minConfidence));
  const run = spawnSync(process.execPath, args, { cwd: workTree, encoding: 'utf8', env: reviewEnv(), maxBuffer: MAX_REPORT_BYTES });
  if (run.status !== 0 && run.status !== 1) return { error: `review exited with ${run.status ?? run.signal}: ${firstLine(run.stderr)}` };
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    return { error: `review printed no JSON report: ${firstLine(run.stderr)}` };
  }
  const files = new Map();
  const readSource = async (file) => {
    if (!files.has(file)) {
      let text = '';
      try {
        text = readFileSync(join(workTree, file), 'utf8');
      } catch {
        // A finding on a file that is not there keeps an empty line text and the whole-file scope.
      }
      files.set(file, { lines: text.split('\n'), scopeOf: await readScopes(file, text) });
    }
    return files.get(file);
  };
  const findings = [];
  for (const finding of report.findings) {
    const source = await readSource(finding.file);
    findings.push({
      file: finding.file,
      line: finding.line,
      scope: source.scopeOf(finding.line),
      rule: finding.rule_id ?? finding.category,
      severity: finding.severity,
      confidence: finding.confidence,
      description: finding.description,
      text: (source.lines[finding.line - 1] ?? '').replace(/\s+/g, ' ').trim(),
    });
  }
  return {
    shown: findings.filter((finding) => options['show-info'] || finding.severity !== 'info'),
    hiddenInfo: findings.filter((finding) => !options['show-info'] && finding.severity === 'info').length,
  };
}

function emptyCounts() {
  return { shown: 0, true: 0, borderline: 0, noise: 0, unlabelled: 0 };
}

function add(counts, verdict) {
  counts.shown += 1;
  counts[verdict ?? 'unlabelled'] += 1;
}

function precision(counts) {
  const labelled = counts.true + counts.borderline + counts.noise;
  return labelled === 0 ? '-' : (counts.true / labelled).toFixed(2);
}

function printTable(title, rows) {
  console.log(title);
  console.log(`  ${''.padEnd(40)}${['shown', 'true', 'border', 'noise', 'unlab', 'prec'].map((h) => h.padStart(7)).join('')}`);
  for (const [name, counts] of rows) {
    const cells = [counts.shown, counts.true, counts.borderline, counts.noise, counts.unlabelled, precision(counts)];
    console.log(`  ${name.padEnd(40)}${cells.map((cell) => String(cell).padStart(7)).join('')}`);
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const { commits, problems } = readManifest(options.manifest);
  for (const problem of problems) console.log(problem);
  const { labels, problems: labelProblems } = readLabels(options.labels);
  for (const problem of labelProblems) console.log(problem);
  const cli = resolveCli(options.cli, options.build);
  try {
    await reviewAll(options, commits, labels, cli);
  } finally {
    cli.cleanUp();
  }
}

async function reviewAll(options, commits, labels, cli) {
  const wanted = options.repo ? new Set(options.repo) : undefined;
  const byRepository = new Map();
  for (const commit of commits) {
    if (wanted && !wanted.has(commit.repository.name) && !wanted.has(commit.repository.slug)) continue;
    if (!byRepository.has(commit.repository.slug)) byRepository.set(commit.repository.slug, { repository: commit.repository, shas: [] });
    byRepository.get(commit.repository.slug).shas.push(commit.sha);
  }
  const visibility = `min-confidence ${options.minConfidence}, ${options['show-info'] ? 'info findings counted' : 'info findings hidden'}`;
  console.log(`real commits: ${commits.length} in the manifest; reviewing with ${cli.origin} (${visibility})`);

  const total = emptyCounts();
  const perRule = new Map();
  const perRepository = new Map();
  const unlabelled = [];
  const shownFindings = [];
  let reviewed = 0;
  let skipped = 0;
  let hiddenInfo = 0;
  for (const { repository, shas } of byRepository.values()) {
    let clone = findClone(options.clones, repository);
    if (!clone && options.fetch) {
      const fetched = fetchClone(options.clones, repository);
      if (typeof fetched === 'string') clone = fetched;
      else console.log(`${repository.slug}: cannot clone ${repository.url} (${fetched.error}); skipped ${shas.length} commits`);
    }
    if (!clone) {
      skipped += shas.length;
      if (!options.fetch) console.log(`${repository.slug}: no clone named "${repository.name}" in ${options.clones}; skipped ${shas.length} commits`);
      continue;
    }
    const scratch = mkdtempSync(join(tmpdir(), 'sextant-real-commits-'));
    try {
      const workTree = join(scratch, repository.name);
      const cloned = git(scratch, ['clone', '--quiet', '--shared', '--no-checkout', clone, workTree]);
      if (cloned.status !== 0) {
        console.log(`${repository.slug}: cannot make a work tree from ${clone} (${firstLine(cloned.stderr)}); skipped ${shas.length} commits`);
        skipped += shas.length;
        continue;
      }
      const repositoryCounts = emptyCounts();
      let repositoryReviewed = 0;
      for (const sha of shas) {
        const result = await reviewCommit(cli.path, workTree, sha, options);
        if (result.error) {
          console.log(`${repository.slug} ${sha}: ${result.error}; skipped`);
          skipped += 1;
          continue;
        }
        reviewed += 1;
        repositoryReviewed += 1;
        hiddenInfo += result.hiddenInfo;
        const verdicts = matchLabels(labels, repository.slug, sha, result.shown);
        if (!options.summary && result.shown.length > 0)
          console.log(`${repository.slug} ${sha.slice(0, 12)}: ${result.shown.length} finding${result.shown.length === 1 ? '' : 's'}`);
        result.shown.forEach((finding, index) => {
          const label = verdicts[index];
          add(total, label?.label);
          add(repositoryCounts, label?.label);
          if (!perRule.has(finding.rule)) perRule.set(finding.rule, emptyCounts());
          add(perRule.get(finding.rule), label?.label);
          if (!label) unlabelled.push({ repo: repository.slug, sha, finding });
          shownFindings.push({ repo: repository.slug, sha, finding, label });
          if (!options.summary) {
            console.log(
              `  ${finding.file}:${finding.line}  ${finding.severity}/${finding.confidence}  ${finding.rule}  [${label?.label ?? 'unlabelled'}]  ${finding.text.slice(0, 80)}`,
            );
          }
        });
      }
      perRepository.set(`${repository.slug} (${repositoryReviewed} commits)`, repositoryCounts);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  console.log('');
  if (reviewed === 0) {
    console.log('no commit reviewed');
    return;
  }
  const labelled = total.true + total.borderline + total.noise;
  console.log(`commits reviewed          ${reviewed}${skipped ? ` (${skipped} skipped)` : ''}`);
  console.log(
    `findings shown            ${total.shown} (${(total.shown / reviewed).toFixed(2)} per commit)${hiddenInfo ? `; ${hiddenInfo} info findings not shown` : ''}`,
  );
  console.log(`labelled                  true ${total.true} · borderline ${total.borderline} · noise ${total.noise} · unlabelled ${total.unlabelled}`);
  console.log(`precision                 ${precision(total)} (true ÷ ${labelled} labelled shown findings)`);
  console.log(`noise per ${NOISE_WINDOW} commits     ${((total.noise * NOISE_WINDOW) / reviewed).toFixed(2)}`);
  printTable(
    'per rule',
    [...perRule].sort((a, b) => b[1].shown - a[1].shown),
  );
  printTable('per repository', [...perRepository]);
  if (unlabelled.length > 0 && !options.summary) {
    console.log(`unlabelled findings (${unlabelled.length})`);
    for (const { repo, sha, finding } of unlabelled) {
      console.log(`  ${repo} ${sha.slice(0, 12)} ${finding.file}:${finding.line} ${finding.rule}  ${finding.text.slice(0, 80)}`);
    }
  }
  const record = ({ repo, sha, finding, label }) =>
    JSON.stringify({
      repo,
      sha,
      file: finding.file,
      rule: finding.rule,
      line: finding.line,
      scope: finding.scope,
      text: finding.text,
      label: label?.label ?? '',
      reason: label?.reason ?? '',
      severity: finding.severity,
      confidence: finding.confidence,
      description: finding.description,
    });
  const write = (path, items, what) => {
    writeFileSync(path, items.map((item) => `${record(item)}\n`).join(''));
    console.log(`${what} for ${items.length} findings written to ${path}`);
  };
  if (options.unlabelled) write(options.unlabelled, unlabelled, 'label stubs');
  if (options.findings) write(options.findings, shownFindings, 'findings with their labels');
}

try {
  await main();
} catch (error) {
  console.error(`real commits: ${error.message}`);
  process.exitCode = 2;
}
