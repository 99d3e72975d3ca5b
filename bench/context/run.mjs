// The context benchmark on real code: each real bug (bench/real-bugs/cases.jsonl) and a sample of real commits
// (bench/real-commits/manifest.txt) is reviewed by the bundled CLI with a model pointed at the recording loopback
// server, and the recorded requests say how much of the needed code reached the model (needed-definitions.mjs),
// whether the fix's test was shown, how many tokens were lines sent twice, and how many input tokens a review took.
// Modes: `fixed` (default replies: the fixed context alone) and `tools` (the scripted expert of scripted-expert.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultReply, startLoopbackLlm } from '../../__tests__/support/loopback-llm.ts';
import { importTypeScript } from '../import-typescript.mjs';
import { addedLines, checkout, findClone, firstLine, git } from '../real-bugs/clones.mjs';
import { fixTests, isTestPath, neededDefinitions } from './needed-definitions.mjs';
import { duplicateTokens, linesSent, tokensOf } from './prompt-lines.mjs';
import { promptOf, scriptedExpert, shows } from './scripted-expert.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const USAGE = `usage: node bench/context/run.mjs [options]
  --clones <dir>         clones of the real-bug repositories (default: $SEXTANT_REAL_BUGS or bench/real-bugs/.clones)
  --commits-clones <dir> clones of the real-commit repositories (default: $SEXTANT_REAL_COMMITS or the --clones folder)
  --cli <file>           review with this built CLI (default: dist/cli.js)
  --modes <list>         fixed,tools (default: both; a CLI without model tools takes fixed only)
  --cases <n>            n real-bug cases per language, taken in turn from its repositories (default: all)
  --commits <n>          real commits per language (default: 3; 0: none)
  --ids <list>           only these real bugs and real commits, by id (a sample kept apart from the one fixes were made on)
  --json <file>          also write every case's numbers to this file`;

// Settings a user's shell may carry that would change what the review does.
const CLEARED_ENV = ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GOOGLE_GENERATIVE_AI_API_KEY', 'GITHUB_ACTIONS', 'NO_COLOR', 'FORCE_COLOR'];
const LANGUAGE_OF_EXTENSION = {
  '.py': 'python',
  '.go': 'go',
  '.ts': 'typescript',
  '.tsx': 'typescript',
  '.js': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.jsx': 'javascript',
};
/** Changed functions of one real commit whose callees count: bounds the cost of a large commit. */
const MAX_COMMIT_TARGETS = 6;

function review(cli, workTree, base, reply) {
  return startLoopbackLlm({ reply }).then(
    (llm) =>
      new Promise((done, fail) => {
        const env = { ...process.env, SEXTANT_API_KEY: 'bench-key' };
        for (const name of CLEARED_ENV) delete env[name];
        const args = [cli, 'review', '--base', base, '--model', 'openai-compatible:bench', '--base-url', llm.url, '--format', 'json', '--fail-on', 'none'];
        const child = spawn(process.execPath, args, { cwd: workTree, env });
        let stderr = '';
        child.stdout.resume();
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('error', fail);
        child.on('close', (status) => {
          const requests = llm.requests;
          void llm
            .close()
            .then(() =>
              status === 0 ? done(requests) : fail(new Error(`review exited with ${status}: ${firstLine(stderr.split('\n').slice(-3).join('\n'))}`)),
            );
        });
      }),
  );
}

/** One case in one mode: what reached the model. */
async function measure(cli, workTree, item, mode) {
  const reply = mode === 'tools' ? scriptedExpert(item.needed, item.language) : defaultReply;
  const requests = await review(cli, workTree, item.base, reply);
  const prompts = requests.map(promptOf).join('\n');
  const toolResults = requests.flatMap((request) => request.toolResults).join('\n');
  const fixed = item.needed.filter((entry) => shows(prompts, entry.definitions));
  const withTools = item.needed.filter((entry) => fixed.includes(entry) || shows(toolResults, entry.definitions));
  const sentPaths = new Set(linesSent(prompts).map((line) => line.key.replace(/:\d+$/, '')));
  const toolCalls = requests
    .filter((request) => request.caller === 'code-reviewer')
    .flatMap((request) => (request.body.messages ?? []).filter((message) => message.role === 'assistant').flatMap((message) => message.tool_calls ?? []))
    .map((call) => call.id);
  return {
    reached: (mode === 'tools' ? withTools : fixed).length,
    missed: item.needed.filter((entry) => !(mode === 'tools' ? withTools : fixed).includes(entry)).map((entry) => entry.name),
    testShown: item.tests.length === 0 ? undefined : item.tests.some((path) => sentPaths.has(path)),
    duplicateTokens: requests.reduce((sum, request) => sum + duplicateTokens(request.text), 0),
    inputTokens: requests.reduce((sum, request) => sum + tokensOf(request.text), 0),
    toolCalls: new Set(toolCalls).size,
    offeredTools: requests.some((request) => request.tools.includes('definition')),
  };
}

function readCasesFile() {
  return readFileSync(join(root, 'bench/real-bugs/cases.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

/** Real commits per language, in manifest order, with the language its section names; with `ids`, exactly those. */
function readCommits(perLanguage, ids) {
  const picked = [];
  let language;
  for (const line of readFileSync(join(root, 'bench/real-commits/manifest.txt'), 'utf8').split('\n')) {
    const section = /^# (TypeScript|JavaScript|Python|Go)\s*$/.exec(line.trim());
    if (section) language = section[1].toLowerCase();
    const match = /^https:\/\/github\.com\/([^/\s]+\/[^/\s]+?)(?:\.git)?\s+([0-9a-f]{40})$/.exec(line.trim());
    if (!match || !language) continue;
    const id = `${match[1].split('/')[1]}-${match[2].slice(0, 10)}`;
    if (ids ? ids.has(id) : picked.filter((entry) => entry.language === language).length < perLanguage)
      picked.push({ id, repo: match[1], sha: match[2], language });
  }
  return picked;
}

/** Up to `perLanguage` cases of each language: the first case of each of its repositories, then the second, and so on. */
function sample(cases, perLanguage) {
  const turn = new Map();
  const ranked = cases.map((item, order) => {
    const rank = turn.get(item.repo) ?? 0;
    turn.set(item.repo, rank + 1);
    return { item, rank, order };
  });
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  const picked = [];
  for (const { item } of ranked) if (picked.filter((entry) => entry.language === item.language).length < perLanguage) picked.push(item);
  return picked;
}

function cloneOf(clones, slug) {
  const [owner, name] = slug.split('/');
  return findClone(clones, slug) ?? findClone(join(clones, `${owner}+${name}`), `${owner}/repo`);
}

async function runSet(set, items, clones, cli, modes, index, results) {
  const byRepository = new Map();
  for (const item of items) byRepository.set(item.repo, [...(byRepository.get(item.repo) ?? []), item]);
  for (const [slug, group] of byRepository) {
    const clone = cloneOf(clones, slug);
    if (!clone) {
      console.log(`  ${slug}: no clone in ${clones}; skipped ${group.length}`);
      continue;
    }
    const scratch = mkdtempSync(join(tmpdir(), 'sextant-bench-context-real-'));
    try {
      const workTree = join(scratch, 'work');
      const cloned = git(scratch, ['clone', '--quiet', '--shared', '--no-checkout', clone, workTree]);
      if (cloned.status !== 0) throw new Error(`cannot clone ${clone}: ${firstLine(cloned.stderr)}`);
      for (const raw of group) {
        const item = await prepare(set, raw, workTree, index);
        if (!item) continue;
        const record = {
          set,
          id: item.id,
          language: item.language,
          functions: item.functions.map((entry) => `${entry.file}:${entry.start} ${entry.name}`),
          needed: item.needed.map((entry) => ({
            name: entry.name,
            definitions: entry.definitions.map((definition) => `${definition.file}:${definition.signature}${definition.indexed ? '' : ' (not indexed)'}`),
          })),
          leftOut: item.leftOut,
          tests: item.tests,
        };
        for (const mode of modes) {
          try {
            record[mode] = await measure(cli, workTree, item, mode);
          } catch (error) {
            record[mode] = { error: error.message };
            console.log(`  ${item.id} (${mode}): ${error.message}`);
          }
        }
        results.push(record);
        process.stderr.write('.');
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
}

/** Checks out the case's head and works out what it needs; undefined (saying why) when it cannot be checked out. */
async function prepare(set, raw, workTree, index) {
  const head = set === 'bugs' ? raw.head_sha : raw.sha;
  const problem = checkout(workTree, head);
  if (problem) {
    console.log(`  ${raw.id}: ${problem}`);
    return undefined;
  }
  const base = set === 'bugs' ? raw.base_sha : git(workTree, ['rev-parse', `${raw.sha}^`]).stdout.trim();
  let targets;
  if (set === 'bugs') targets = raw.golden_comments.map((golden) => ({ file: golden.file, line: golden.line }));
  else {
    targets = [];
    for (const [file, lines] of addedLines(workTree, base, head)) {
      const extension = /\.[a-z]+$/.exec(file)?.[0];
      if (isTestPath(file) || !LANGUAGE_OF_EXTENSION[extension]) continue;
      for (const line of lines) targets.push({ file, line });
    }
  }
  const needed = await neededDefinitions(workTree, targets, raw.language, index, set === 'commits' ? MAX_COMMIT_TARGETS : Infinity);
  return { ...needed, id: raw.id, language: raw.language, repo: raw.repo, base, tests: set === 'bugs' ? fixTests(workTree, raw.fix_sha) : [] };
}

const percent = (part, whole) => (whole === 0 ? 'n/a' : `${part}/${whole} (${Math.round((part / whole) * 100)}%)`);

/** The table: per language and overall, per mode. */
export function printTable(title, results, modes) {
  console.log('');
  console.log(title);
  console.log(
    `  ${'language'.padEnd(11)}${'mode'.padEnd(7)}${'cases'.padStart(6)}${'definitions reached'.padStart(21)}${'fix test shown'.padStart(16)}${'duplicate'.padStart(11)}${'tokens/review'.padStart(15)}${'calls'.padStart(7)}`,
  );
  const languages = [...new Set(results.map((result) => result.language))].sort();
  for (const language of [...languages, 'all']) {
    for (const mode of modes) {
      const rows = results.filter((result) => (language === 'all' || result.language === language) && result[mode] && !result[mode].error);
      if (rows.length === 0) continue;
      const reached = rows.reduce((sum, row) => sum + row[mode].reached, 0);
      const needed = rows.reduce((sum, row) => sum + row.needed.length, 0);
      const tested = rows.filter((row) => row[mode].testShown !== undefined);
      const duplicate = rows.reduce((sum, row) => sum + row[mode].duplicateTokens, 0);
      const tokens = rows.reduce((sum, row) => sum + row[mode].inputTokens, 0);
      const calls = rows.reduce((sum, row) => sum + row[mode].toolCalls, 0);
      const share = `${((duplicate / Math.max(1, tokens)) * 100).toFixed(1)}%`;
      console.log(
        `  ${language.padEnd(11)}${mode.padEnd(7)}${String(rows.length).padStart(6)}${percent(reached, needed).padStart(21)}${percent(tested.filter((row) => row[mode].testShown).length, tested.length).padStart(16)}${share.padStart(11)}${Math.round(
          tokens / rows.length,
        )
          .toLocaleString('en-US')
          .padStart(15)}${String(calls).padStart(7)}`,
      );
    }
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      clones: { type: 'string' },
      'commits-clones': { type: 'string' },
      cli: { type: 'string' },
      modes: { type: 'string' },
      cases: { type: 'string' },
      commits: { type: 'string' },
      ids: { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const clones = resolve(values.clones ?? process.env.SEXTANT_REAL_BUGS ?? join(root, 'bench/real-bugs/.clones'));
  const commitClones = resolve(values['commits-clones'] ?? process.env.SEXTANT_REAL_COMMITS ?? clones);
  const cli = resolve(values.cli ?? join(root, 'dist/cli.js'));
  const modes = (values.modes ?? 'fixed,tools').split(',');
  const index = { ...(await importTypeScript(join(root, 'src/investigate/index-file.ts'))), ...(await importTypeScript(join(root, 'src/diff/language.ts'))) };
  const ids = values.ids === undefined ? undefined : new Set(values.ids.split(','));
  const cases = ids
    ? readCasesFile().filter((item) => ids.has(item.id))
    : sample(readCasesFile(), values.cases === undefined ? Infinity : Number(values.cases));
  const bugs = [];
  await runSet('bugs', cases, clones, cli, modes, index, bugs);
  const commits = [];
  await runSet('commits', readCommits(Number(values.commits ?? 3), ids), commitClones, cli, modes, index, commits);
  process.stderr.write('\n');
  printTable(`context on real bugs (${cli.replace(root, '.')}; needed: the repository's definitions of what the buggy function calls)`, bugs, modes);
  if (commits.length > 0) printTable('context on real commits (needed: the definitions of what the changed functions call)', commits, modes);
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ cli, bugs, commits }, null, 1)}\n`);
}

await main();
