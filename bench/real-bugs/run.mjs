// Reviews each bug-introducing commit as a pull request (base_sha..head_sha) with the static engine, and with
// other tools when asked, and counts the bugs caught: a finding within 3 lines of a golden line that a person
// judged to be about that defect (labels.jsonl). Every other finding shown is noise.
// Usage and file formats: bench/real-bugs/README.md.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readCases } from './cases.mjs';
import { addedLines, checkout, fetchClone, findClone, firstLine, git } from './clones.mjs';
import { labelKey, readLabels } from './labels.mjs';
import { readPrecisionLabels } from './precision.mjs';
import { createPeers, defaultToolsFolder, installPeers } from './peers.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '../..');
const DEFAULT_CLONES = process.env.SEXTANT_REAL_BUGS || join(here, '.clones');
/** A finding this close to a golden line (same file) may be the catch; the label decides. */
const NEAR_LINES = 3;
/** The CLI's own default threshold: what a new user sees. */
const DEFAULT_MIN_CONFIDENCE = 80;
const MAX_REPORT_BYTES = 1 << 28;
const SEXTANT_DEFAULT = 'sextant';
const SEXTANT_ALL = 'sextant (min-confidence 0, info shown)';

const USAGE = `Usage: node bench/real-bugs/run.mjs [options]

  --clones <dir>       folder with one clone per repository, found by its name
                       (default: $SEXTANT_REAL_BUGS or bench/real-bugs/.clones)
  --fetch              clone repositories missing from --clones from their URLs (needs network)
  --cases <file>       the cases (default: bench/real-bugs/cases.jsonl)
  --labels <file>      the judgements (default: bench/real-bugs/labels.jsonl)
  --precision <file>   whether each finding shown by default is right (default: bench/real-bugs/precision.jsonl)
  --peers              also run ESLint (+sonarjs, typescript-eslint), Ruff (defaults + B), go vet, staticcheck
  --install-peers      install ESLint and Ruff into the tools folder first (npm), then run them (implies --peers)
  --tools <dir>        where the npm peers are installed (default: $SEXTANT_REAL_BUGS_TOOLS or bench/real-bugs/.tools)
  --repo <name>        only this repository (repeatable)
  --case <id>          only this case (repeatable)
  --cli <file>         review with this built CLI instead of dist/cli.js or the sources
  --build              build the CLI from src/ (in a temporary folder) even when dist/cli.js is fresh
  --summary            numbers only
  --unlabelled <file>  write a label stub (JSON line) per unjudged finding near a golden line
  --findings <file>    write every finding on a changed line, with its verdict (JSON lines)
  -h, --help           show this help`;

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      clones: { type: 'string' },
      fetch: { type: 'boolean', default: false },
      cases: { type: 'string', default: join(here, 'cases.jsonl') },
      labels: { type: 'string', default: join(here, 'labels.jsonl') },
      precision: { type: 'string', default: join(here, 'precision.jsonl') },
      peers: { type: 'boolean', default: false },
      'install-peers': { type: 'boolean', default: false },
      tools: { type: 'string' },
      repo: { type: 'string', multiple: true },
      case: { type: 'string', multiple: true },
      cli: { type: 'string' },
      build: { type: 'boolean', default: false },
      summary: { type: 'boolean', default: false },
      unlabelled: { type: 'string' },
      findings: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return { ...values, clones: resolve(values.clones ?? DEFAULT_CLONES), tools: resolve(values.tools ?? defaultToolsFolder()) };
}

function newestModification(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** dist/cli.js when it is at least as new as every source file; otherwise a build of src/ in a temporary folder. */
function resolveCli(explicit, forceBuild) {
  if (explicit) return { path: resolve(explicit), origin: explicit, cleanUp() {} };
  const dist = join(root, 'dist/cli.js');
  if (!forceBuild && existsSync(dist) && statSync(dist).mtimeMs >= newestModification(join(root, 'src'))) {
    return { path: dist, origin: 'dist/cli.js', cleanUp() {} };
  }
  const copy = mkdtempSync(join(tmpdir(), 'sextant-real-bugs-build-'));
  const cleanUp = () => rmSync(copy, { recursive: true, force: true });
  for (const entry of ['src', 'scripts', 'package.json']) cpSync(join(root, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const projectNode = join(root, 'node_modules/.bin/node');
  const build = spawnSync(existsSync(projectNode) ? projectNode : process.execPath, ['scripts/build.mjs'], { cwd: copy, encoding: 'utf8' });
  if (build.status !== 0) {
    cleanUp();
    throw new Error(`building the CLI from src/ failed: ${firstLine(build.stderr)}`);
  }
  return { path: join(copy, 'dist/cli.js'), origin: 'src/ (built now in a temporary folder)', cleanUp };
}

// Settings a user's shell may carry that would change what a default review does.
const CLEARED_ENV = ['SEXTANT_API_KEY', 'ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GOOGLE_GENERATIVE_AI_API_KEY', 'GITHUB_ACTIONS', 'NO_COLOR', 'FORCE_COLOR'];

/**
 * One review at --min-confidence 0 --show-info; the default view is derived from it the way the CLI filters
 * (confidence at least 80, info hidden), so both views come from the same findings.
 */
function reviewCase(cli, workTree, item) {
  const env = { ...process.env };
  for (const name of CLEARED_ENV) delete env[name];
  const args = [cli, 'review', '--base', item.base_sha, '--format', 'json', '--min-confidence', '0', '--show-info'];
  const run = spawnSync(process.execPath, args, { cwd: workTree, encoding: 'utf8', env, maxBuffer: MAX_REPORT_BYTES });
  if (run.status !== 0 && run.status !== 1) return { problem: `review exited with ${run.status ?? run.signal}: ${firstLine(run.stderr)}` };
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    return { problem: `review printed no JSON report: ${firstLine(run.stderr)}` };
  }
  const all = report.findings.map((finding) => ({
    file: finding.file,
    line: finding.line,
    rule: finding.rule_id ?? finding.category,
    message: finding.description ?? finding.title ?? '',
    severity: finding.severity,
    confidence: finding.confidence,
  }));
  return {
    [SEXTANT_ALL]: all,
    [SEXTANT_DEFAULT]: all.filter((finding) => finding.severity !== 'info' && finding.confidence >= DEFAULT_MIN_CONFIDENCE),
  };
}

function lineText(workTree, file, line) {
  const shown = git(workTree, ['show', `HEAD:${file}`]);
  return (shown.stdout.split('\n')[line - 1] ?? '').replace(/\s+/g, ' ').trim();
}

function nearGolden(item, finding) {
  return item.golden.some((golden) => golden.file === finding.file && Math.abs(golden.line - finding.line) <= NEAR_LINES);
}

/**
 * What a pull-request review shows of a whole-file linter: findings on the lines the change added or next to
 * them (within the same window as a catch), as a reviewer sees them in the diff's hunks.
 */
function nearChange(lines, line) {
  if (!lines) return false;
  for (let offset = -NEAR_LINES; offset <= NEAR_LINES; offset += 1) if (lines.has(line + offset)) return true;
  return false;
}

function emptyScore() {
  return { analysed: 0, notAnalysed: 0, caught: new Set(), shown: 0, noise: 0, unjudged: 0, perRule: new Map() };
}

function ruleScore(score, rule) {
  if (!score.perRule.has(rule)) score.perRule.set(rule, { caught: new Set(), noise: 0, unjudged: 0 });
  return score.perRule.get(rule);
}

/** Scores one tool's findings on one case; returns the records for --findings and --unlabelled. */
function scoreFindings(score, tool, item, findings, labels, workTree) {
  const records = [];
  for (const finding of findings) {
    const rule = ruleScore(score, finding.rule);
    score.shown += 1;
    let verdict = 'noise';
    let label;
    if (nearGolden(item, finding)) {
      label = labels.get(labelKey(item.id, tool, finding.rule));
      verdict = label === undefined ? 'unjudged' : label.about ? 'caught' : 'noise';
    }
    if (verdict === 'caught') {
      score.caught.add(item.id);
      rule.caught.add(item.id);
    } else if (verdict === 'unjudged') {
      score.unjudged += 1;
      rule.unjudged += 1;
    } else {
      score.noise += 1;
      rule.noise += 1;
    }
    records.push({
      case: item.id,
      tool,
      rule: finding.rule,
      file: finding.file,
      line: finding.line,
      verdict,
      text: lineText(workTree, finding.file, finding.line),
      message: finding.message,
    });
  }
  return records;
}

const percent = (part, whole) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

/**
 * Of the findings Sextant shows at default settings: those about their case's defect are right; every other one is
 * right or wrong as `precision.jsonl` says, or not judged yet.
 */
function precisionOf(records) {
  let correct = 0;
  let wrong = 0;
  const unjudged = [];
  for (const record of records.filter((candidate) => candidate.tool === SEXTANT_DEFAULT)) {
    const verdict = record.verdict === 'caught' ? true : record.correct;
    if (verdict === true) correct += 1;
    else if (verdict === false) wrong += 1;
    else unjudged.push(record);
  }
  return { correct, wrong, unjudged };
}

function printResults(cases, scores, records, options) {
  console.log('');
  console.log(
    `cases ${cases.length} · repositories ${new Set(cases.map((item) => item.repo)).size} · a finding counts when within ${NEAR_LINES} lines of a golden line and labelled about the defect`,
  );
  console.log(`  ${'tool'.padEnd(42)}${['analysed', 'caught', 'rate', 'shown', 'noise', 'unjudged'].map((h) => h.padStart(9)).join('')}`);
  for (const [tool, score] of scores) {
    const analysed = score.notAnalysed ? `${score.analysed}+${score.notAnalysed}x` : String(score.analysed);
    const cells = [analysed, `${score.caught.size}`, percent(score.caught.size, cases.length), score.shown, score.noise, score.unjudged];
    console.log(`  ${tool.padEnd(42)}${cells.map((cell) => String(cell).padStart(9)).join('')}`);
  }
  console.log('  (analysed: cases the tool ran on, +Nx: cases in its language it could not analyse; rate: caught of all cases)');
  console.log('per rule (caught cases · noise · unjudged)');
  for (const [tool, score] of scores) {
    const rules = [...score.perRule].sort((a, b) => b[1].caught.size - a[1].caught.size || b[1].noise - a[1].noise);
    if (rules.length === 0) continue;
    console.log(`  ${tool}`);
    for (const [rule, counts] of rules.slice(0, options.summary ? 8 : rules.length)) {
      console.log(`    ${rule.padEnd(48)}${String(counts.caught.size).padStart(5)}${String(counts.noise).padStart(7)}${String(counts.unjudged).padStart(7)}`);
    }
    if (options.summary && rules.length > 8) console.log(`    … ${rules.length - 8} more rules`);
  }
  const judged = precisionOf(records);
  console.log(
    `default-visible precision (${SEXTANT_DEFAULT}): ${judged.correct} of ${judged.correct + judged.wrong} judged findings are right (${percent(judged.correct, judged.correct + judged.wrong)})${judged.unjudged.length ? `; ${judged.unjudged.length} not judged yet (label them in ${options.precision})` : ''}`,
  );
  if (!options.summary)
    for (const record of judged.unjudged) console.log(`  unjudged ${record.case} ${record.rule} ${record.file}:${record.line}  ${record.text.slice(0, 80)}`);
  const caughtBy = new Map();
  for (const [tool, score] of scores) for (const id of score.caught) caughtBy.set(id, [...(caughtBy.get(id) ?? []), tool]);
  console.log(`cases caught by any tool: ${caughtBy.size}`);
  for (const [id, tools] of caughtBy) console.log(`  ${id}: ${tools.join(', ')}`);
  const shaped = cases.filter((item) => item.syntax_rule !== 'no');
  console.log(
    `cases a precise syntax rule could flag: ${cases.filter((item) => item.syntax_rule === 'yes').length} yes, ${cases.filter((item) => item.syntax_rule === 'maybe').length} maybe`,
  );
  if (!options.summary) for (const item of shaped) console.log(`  ${item.syntax_rule.padEnd(5)} ${item.id.padEnd(28)} ${item.class}`);
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const { cases: allCases, problems } = await readCases(options.cases);
  for (const problem of problems) console.log(problem);
  const { labels, problems: labelProblems } = readLabels(options.labels);
  for (const problem of labelProblems) console.log(problem);
  const precision = readPrecisionLabels(options.precision);
  for (const problem of precision.problems) console.log(problem);
  const cases = allCases.filter(
    (item) =>
      (!options.repo || options.repo.includes(item.repo) || options.repo.includes(item.repo.split('/')[1])) &&
      (!options.case || options.case.includes(item.id)),
  );
  if (options['install-peers']) installPeers(options.tools);
  const { peers, missing } = options.peers || options['install-peers'] ? await createPeers(options.tools) : { peers: [], missing: [] };
  for (const line of missing) console.log(line);
  const cli = resolveCli(options.cli, options.build);
  try {
    const peerNames = peers.map((peer) => (peer.version ? `${peer.name} ${peer.version}` : peer.name));
    console.log(`real bugs: ${cases.length} cases; reviewing with ${cli.origin}${peerNames.length ? `; also ${peerNames.join(', ')}` : ''}`);
    const scores = new Map([[SEXTANT_DEFAULT, emptyScore()], [SEXTANT_ALL, emptyScore()], ...peers.map((peer) => [peer.name, emptyScore()])]);
    const records = reviewAll(cases, options, cli.path, peers, labels, scores);
    for (const record of records) if (record.tool === SEXTANT_DEFAULT) record.correct = precision.find(record)?.correct;
    printResults(cases, scores, records, options);
    const unjudged = records.filter((record) => record.verdict === 'unjudged');
    if (unjudged.length > 0 && !options.summary) {
      console.log(`unjudged findings near a golden line (${unjudged.length}): label them in ${options.labels}`);
      for (const record of unjudged) console.log(`  ${record.case} ${record.tool} ${record.rule} ${record.file}:${record.line}  ${record.text.slice(0, 80)}`);
    }
    if (options.unlabelled) {
      writeFileSync(
        options.unlabelled,
        unjudged
          .map(
            ({ case: id, tool, rule, file, line, text, message }) =>
              `${JSON.stringify({ case: id, tool, rule, about: false, reason: '', file, line, text, message })}\n`,
          )
          .join(''),
      );
      console.log(`label stubs for ${unjudged.length} findings written to ${options.unlabelled}`);
    }
    if (options.findings) {
      writeFileSync(options.findings, records.map((record) => `${JSON.stringify(record)}\n`).join(''));
      console.log(`${records.length} findings written to ${options.findings}`);
    }
  } finally {
    cli.cleanUp();
  }
}

function reviewAll(cases, options, cliPath, peers, labels, scores) {
  const records = [];
  const byRepository = new Map();
  for (const item of cases) byRepository.set(item.repo, [...(byRepository.get(item.repo) ?? []), item]);
  for (const [slug, items] of byRepository) {
    let clone = findClone(options.clones, slug);
    if (!clone && options.fetch) {
      const fetched = fetchClone(options.clones, slug, items[0].url);
      if (fetched.error) console.log(`${slug}: cannot clone ${items[0].url} (${fetched.error})`);
      clone = fetched.path;
    }
    if (!clone) {
      console.log(`${slug}: no clone named "${slug.split('/')[1]}" in ${options.clones}; skipped ${items.length} cases`);
      continue;
    }
    const scratch = mkdtempSync(join(tmpdir(), 'sextant-real-bugs-'));
    try {
      const workTree = join(scratch, slug.split('/')[1]);
      const cloned = git(scratch, ['clone', '--quiet', '--shared', '--no-checkout', clone, workTree]);
      if (cloned.status !== 0) {
        console.log(`${slug}: cannot make a work tree from ${clone} (${firstLine(cloned.stderr)}); skipped ${items.length} cases`);
        continue;
      }
      for (const item of items) records.push(...reviewOne(item, workTree, options, cliPath, peers, labels, scores));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return records;
}

function reviewOne(item, workTree, options, cliPath, peers, labels, scores) {
  const problem = checkout(workTree, item.head_sha);
  if (problem) {
    console.log(`${item.id}: ${problem}; skipped`);
    return [];
  }
  const records = [];
  const notes = [];
  const review = reviewCase(cliPath, workTree, item);
  if (review.problem) notes.push(`sextant: ${review.problem}`);
  else {
    for (const tool of [SEXTANT_DEFAULT, SEXTANT_ALL]) {
      scores.get(tool).analysed += 1;
      records.push(...scoreFindings(scores.get(tool), tool, item, review[tool], labels, workTree));
    }
  }
  const changed = addedLines(workTree, item.base_sha, item.head_sha);
  for (const peer of peers) {
    const files = [...changed.keys()].filter((file) => peer.language.test(file) && existsSync(join(workTree, file)));
    if (files.length === 0) continue;
    const result = peer.run(workTree, files);
    const score = scores.get(peer.name);
    if (result.problem) {
      score.notAnalysed += 1;
      notes.push(`${peer.name}: ${result.problem}`);
      continue;
    }
    score.analysed += 1;
    const inChange = result.findings.filter((finding) => nearChange(changed.get(finding.file), finding.line));
    records.push(...scoreFindings(score, peer.name, item, inChange, labels, workTree));
  }
  if (!options.summary) {
    const mine = records.filter((record) => record.case === item.id);
    const count = (tool) => mine.filter((record) => record.tool === tool).length;
    const caught = mine.filter((record) => record.verdict === 'caught').map((record) => `${record.tool}/${record.rule}`);
    const tools = [...scores.keys()].map((tool) => `${tool.split(' ')[0] === 'sextant' && tool !== SEXTANT_DEFAULT ? 'sextant/all' : tool} ${count(tool)}`);
    console.log(
      `${item.id.padEnd(28)} ${tools.join(' · ')}${caught.length ? `  caught: ${[...new Set(caught)].join(', ')}` : ''}${notes.length ? `  (${notes.join('; ')})` : ''}`,
    );
  }
  return records;
}

try {
  await main();
} catch (error) {
  console.error(`real bugs: ${error.message}`);
  process.exitCode = 2;
}
