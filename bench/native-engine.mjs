// The static engine's parser and queries on WebAssembly (web-tree-sitter, what ships) side by side with the native
// tree-sitter bindings and @ast-grep/napi, on the large change of bench/peers.mjs (real code from the real-commit
// clones when at hand, else generated): milliseconds per phase (loading the grammars, compiling the rule queries,
// parsing every file, running the queries), each engine's ratio to WebAssembly, and peak memory. The queries are
// the rule registry's, planned as the engine plans them: per language and kind of file, the ungated rules in one
// query and each gated rule in its own, on files that pass its gate. ast-grep runs the peer rules of
// bench/peers/ast-grep-rules instead, so its row is a comparable scan rather than the same work. The whole engine
// scan (the rules' checks included) is timed too, to tell what a native parser would change on the whole.
//
// The native packages are not dependencies (CI must not build native code): install them outside the repository
//   npm install --prefix <dir> --legacy-peer-deps tree-sitter tree-sitter-typescript tree-sitter-python tree-sitter-go tree-sitter-javascript @ast-grep/napi @ast-grep/lang-python @ast-grep/lang-go
// and run `node bench/native-engine.mjs --native <dir>` (or set SEXTANT_BENCH_NATIVE=<dir>). `--runs n` sets the repetitions.
// `--legacy-peer-deps`: tree-sitter-typescript 0.23 still names tree-sitter ^0.21 as its optional peer (it loads on 0.25).
// The grammars and ast-grep install from prebuilt binaries; tree-sitter's own linux-x64 prebuild needs the libstdc++ of
// GCC 13 or later (GLIBCXX_3.4.31), and where that is missing (Debian 12, Ubuntu 22.04) its install compiles it with
// node-gyp, which needs a C++ compiler, make and Python.
// Each engine runs in a process of its own, once per repetition, the engines interleaved; the table shows medians.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadAll } from 'js-yaml';
import { bundleTypeScript } from './import-typescript.mjs';
import { largeChange } from './peers.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const script = fileURLToPath(import.meta.url);
const RESULT = 'SEXTANT_NATIVE_RESULT=';
const PACKAGES = [
  'tree-sitter',
  'tree-sitter-typescript',
  'tree-sitter-python',
  'tree-sitter-go',
  'tree-sitter-javascript',
  '@ast-grep/napi',
  '@ast-grep/lang-python',
  '@ast-grep/lang-go',
];
const HOW_TO_GET = `npm install --prefix <dir> --legacy-peer-deps ${PACKAGES.join(' ')}, then SEXTANT_BENCH_NATIVE=<dir> or --native <dir>`;

function option(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** `require` from the folder the native packages were installed into. */
function nativeRequire(folder) {
  return createRequire(join(folder, 'package.json'));
}

/** Why the native packages cannot be used from `folder`, or undefined when they can. */
function whyUnavailable(folder) {
  if (!folder) return 'no folder of native packages given';
  if (!existsSync(folder)) return `no folder ${folder}`;
  try {
    nativeRequire(folder)('tree-sitter');
    return undefined;
  } catch (error) {
    return `tree-sitter does not load from ${folder}: ${String(error.message).split('\n')[0]}`;
  }
}

// ---- One engine, in a process of its own ----

const now = () => performance.now();

/** The native grammars by our language names. */
function nativeGrammars(require) {
  const typescript = require('tree-sitter-typescript');
  return {
    typescript: typescript.typescript,
    tsx: typescript.tsx,
    javascript: require('tree-sitter-javascript'),
    python: require('tree-sitter-python'),
    go: require('tree-sitter-go'),
  };
}

/** The queries of `plans` compiled with `compile(language, source)`, by plan key. */
function compilePlans(plans, keys, compile) {
  const compiled = new Map();
  for (const key of keys) {
    const plan = plans.get(key);
    if (!plan) continue;
    const language = key.split(':')[0];
    compiled.set(key, {
      ungated: plan.ungated.length > 0 ? compile(language, plan.ungated.map((rule) => rule.source).join('\n')) : undefined,
      gated: plan.gated.map((rule) => ({ gate: rule.gate, query: compile(language, rule.source) })),
    });
  }
  return compiled;
}

/**
 * Parses each file and runs its queries on the whole file, as the engine does when every line changed (one run
 * of lines), reading each capture's node and position as the engine does for its `@target`.
 */
function parseAndQuery(files, compiled, parserFor, parse, free) {
  let parseMs = 0;
  let queryMs = 0;
  let targetRows = 0;
  const matches = {};
  for (const file of files) {
    const parser = parserFor(file.language);
    let started = now();
    const tree = parse(parser, file.content);
    parseMs += now() - started;
    started = now();
    const queries = compiled.get(`${file.language}:${file.test ? 'test' : 'source'}`);
    const range = { startPosition: { row: 0, column: 0 }, endPosition: { row: file.lines, column: 0 } };
    let count = 0;
    for (const query of queries ? [queries.ungated, ...queries.gated.filter(({ gate }) => file.content.search(gate) !== -1).map(({ query }) => query)] : []) {
      if (!query) continue;
      for (const match of query.matches(tree.rootNode, range)) {
        count += 1;
        for (const capture of match.captures) {
          const { node } = capture;
          if (capture.name === 'target') targetRows += node.startPosition.row;
        }
      }
    }
    queryMs += now() - started;
    matches[file.language] = (matches[file.language] ?? 0) + count;
    free(tree);
  }
  return { parseMs, queryMs, matches, targetRows };
}

async function runTreeSitter(input, bundle, native) {
  const keys = [...new Set(input.files.map((file) => `${file.language}:${file.test ? 'test' : 'source'}`))];
  const languages = [...new Set(input.files.map((file) => file.language))];
  const plans = bundle.plannedQueries(new Set(input.without));
  let started = now();
  let grammars;
  let makeParser;
  let compile;
  let parse;
  let free;
  if (native) {
    const require = nativeRequire(input.native);
    const Parser = require('tree-sitter');
    grammars = nativeGrammars(require);
    makeParser = (language) => {
      const parser = new Parser();
      parser.setLanguage(grammars[language]);
      return parser;
    };
    compile = (language, source) => new Parser.Query(grammars[language], source);
    // The whole text in one buffer: by default the binding asks JavaScript for the text in 32 KiB slices.
    parse = (parser, content) => parser.parse(content, null, { bufferSize: content.length + 1 });
    free = () => {};
  } else {
    grammars = {};
    for (const language of languages) grammars[language] = await bundle.loadGrammar(language);
    makeParser = (language) => {
      const parser = new bundle.Parser();
      parser.setLanguage(grammars[language]);
      return parser;
    };
    compile = (language, source) => new bundle.Query(grammars[language], source);
    parse = (parser, content) => parser.parse(content);
    free = (tree) => tree.delete();
  }
  const loadMs = now() - started;
  started = now();
  const compiled = compilePlans(plans, keys, compile);
  const compileMs = now() - started;
  // One parser per language, as the engine keeps one parser and sets its language per file.
  const parsers = new Map();
  const parserFor = (language) => {
    if (!parsers.has(language)) parsers.set(language, makeParser(language));
    return parsers.get(language);
  };
  return { loadMs, compileMs, ...parseAndQuery(input.files, compiled, parserFor, parse, free) };
}

/** The peer rules of bench/peers/ast-grep-rules, by our language names. */
function astGrepRules() {
  const byLanguage = { typescript: [], tsx: [], python: [], go: [] };
  const folder = join(here, 'peers', 'ast-grep-rules');
  for (const name of readdirSync(folder)) {
    for (const rule of loadAll(readFileSync(join(folder, name), 'utf8'))) {
      const config = { rule: rule.rule, ...(rule.constraints ? { constraints: rule.constraints } : {}) };
      if (rule.language === 'TypeScript') byLanguage.typescript.push(config);
      else if (rule.language === 'Python') byLanguage.python.push(config);
      else if (rule.language === 'Go') byLanguage.go.push(config);
    }
  }
  byLanguage.tsx = byLanguage.typescript;
  return byLanguage;
}

function runAstGrep(input) {
  const require = nativeRequire(input.native);
  let started = now();
  const napi = require('@ast-grep/napi');
  const languages = { typescript: napi.Lang.TypeScript, tsx: napi.Lang.Tsx };
  const dynamic = {};
  for (const language of ['python', 'go']) {
    try {
      dynamic[language] = require(`@ast-grep/lang-${language}`);
      languages[language] = language;
    } catch {
      // Without its language package ast-grep has no grammar for it: those files are left out.
    }
  }
  napi.registerDynamicLanguage(dynamic);
  const loadMs = now() - started;
  const rules = astGrepRules();
  let parseMs = 0;
  let queryMs = 0;
  let targetRows = 0;
  const matches = {};
  let files = 0;
  for (const file of input.files) {
    if (!languages[file.language] || !rules[file.language]?.length) continue;
    files += 1;
    started = now();
    const root = napi.parse(languages[file.language], file.content).root();
    parseMs += now() - started;
    started = now();
    let count = 0;
    for (const rule of rules[file.language]) {
      for (const node of root.findAll(rule)) {
        count += 1;
        targetRows += node.range().start.line;
      }
    }
    queryMs += now() - started;
    matches[file.language] = (matches[file.language] ?? 0) + count;
  }
  return { loadMs, compileMs: 0, parseMs, queryMs, matches, targetRows, files };
}

/** Every rule whose query the native grammar of a language rejects, with the first line of its error. */
function probeNative(input, bundle) {
  const require = nativeRequire(input.native);
  const Parser = require('tree-sitter');
  const grammars = nativeGrammars(require);
  const failures = [];
  let queries = 0;
  for (const [key, plan] of bundle.plannedQueries()) {
    if (!key.endsWith(':source')) continue;
    const language = key.split(':')[0];
    for (const rule of [...plan.ungated, ...plan.gated]) {
      queries += 1;
      try {
        new Parser.Query(grammars[language], rule.source);
      } catch (error) {
        failures.push({ id: rule.id, language, error: String(error.message).split('\n')[0] });
      }
    }
  }
  return { queries, failures };
}

async function child(engine, inputPath) {
  const input = JSON.parse(readFileSync(inputPath, 'utf8'));
  for (const file of input.files) {
    file.content = readFileSync(join(input.root, file.path), 'utf8');
    file.lines = file.content.split('\n').length;
  }
  const bundle = await import(pathToFileURL(input.bundle).href);
  let result;
  if (engine === 'probe') result = probeNative(input, bundle);
  else if (engine === 'wasm') result = await runTreeSitter(input, bundle, false);
  else if (engine === 'native') result = await runTreeSitter(input, bundle, true);
  else if (engine === 'ast-grep') result = runAstGrep(input);
  else if (engine === 'engine') {
    const scan = await bundle.scanWithEngine(input.files);
    result = { loadMs: scan.loadMs, scanMs: scan.scanMs, findings: scan.findings };
  } else throw new Error(`unknown engine ${engine}`);
  process.stdout.write(`${RESULT}${JSON.stringify({ ...result, peakKb: process.resourceUsage().maxRSS })}\n`);
}

function runChild(engine, inputPath) {
  const run = spawnSync(process.execPath, [script, '--child', engine, '--input', inputPath], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const line = run.stdout?.split('\n').find((text) => text.startsWith(RESULT));
  if (run.status !== 0 || !line) throw new Error(`${engine} exited with ${run.status}: ${(run.stderr ?? '').slice(-2000)}`);
  return JSON.parse(line.slice(RESULT.length));
}

// ---- The comparison ----

function median(values) {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const ENGINES = [
  { key: 'wasm', label: 'web-tree-sitter (wasm)' },
  { key: 'native', label: 'tree-sitter (native)' },
  { key: 'ast-grep', label: 'ast-grep napi' },
];

function total(result) {
  return result.compileMs + result.parseMs + result.queryMs;
}

const PHASES = ['loadMs', 'compileMs', 'parseMs', 'queryMs', 'totalMs'];

/**
 * The table: each engine's median milliseconds per phase, then its speed-up on WebAssembly (wasm ms ÷ its ms), as
 * the median of the ratios within each repetition (the engines ran one after the other there, on the same load),
 * with the lowest and highest ratio of the whole.
 */
function printTable(medians, results) {
  const cell = (value, digits = 0) => (value === undefined ? '-' : value.toFixed(digits)).padStart(9);
  console.log(`  ${''.padEnd(24)}${['load', 'compile', 'parse', 'queries', 'total', 'peak MiB'].map((head) => head.padStart(9)).join('')}`);
  for (const { key, label } of ENGINES) {
    const row = medians[key];
    if (!row) continue;
    console.log(`  ${label.padEnd(24)}${PHASES.map((phase) => cell(row[phase])).join('')}${cell(row.peakKb / 1024)}`);
    if (key === 'wasm') continue;
    const ratios = (phase) => results[key].map((run, index) => results.wasm[index][phase] / run[phase]).filter((value) => Number.isFinite(value));
    const cells = PHASES.map((phase) => (ratios(phase).length === 0 ? '-' : `${median(ratios(phase)).toFixed(2)}x`).padStart(9));
    const totals = ratios('totalMs');
    console.log(`  ${'  speed-up on wasm'.padEnd(24)}${cells.join('')}   total ${Math.min(...totals).toFixed(2)}-${Math.max(...totals).toFixed(2)}x`);
  }
}

/** The native comparison, or one line saying how to get the native packages. */
export async function printNativeEngine({ runs = 5, native = process.env.SEXTANT_BENCH_NATIVE } = {}) {
  const folder = native ? resolve(native) : undefined;
  const problem = whyUnavailable(folder);
  if (problem) {
    console.log(`native engines: skipped, ${problem} (${HOW_TO_GET})`);
    return;
  }
  const change = largeChange(100_000);
  const work = mkdtempSync(join(tmpdir(), 'sextant-native-'));
  try {
    const bundleFile = await bundleTypeScript(join(here, 'native-engine-rules.ts'));
    const { languageOf, isTestFile } = await import(pathToFileURL(bundleFile).href);
    const files = execFileSync('git', ['ls-files'], { cwd: change.root, encoding: 'utf8', maxBuffer: 1 << 30 })
      .split('\n')
      .filter((path) => path !== '' && languageOf(path) !== undefined)
      .map((path) => ({ path, language: languageOf(path), test: isTestFile(path) }));
    const inputPath = join(work, 'input.json');
    const write = (without) => writeFileSync(inputPath, JSON.stringify({ root: change.root, bundle: bundleFile, native: folder, without, files }));
    write([]);
    const probe = runChild('probe', inputPath);
    const without = [...new Set(probe.failures.map((failure) => failure.id))];
    write(without);
    let hasAstGrep = true;
    try {
      nativeRequire(folder)('@ast-grep/napi');
    } catch {
      hasAstGrep = false;
    }
    const keys = ['wasm', 'native', ...(hasAstGrep ? ['ast-grep'] : []), 'engine'];
    const results = Object.fromEntries(keys.map((key) => [key, []]));
    for (let run = 0; run < runs; run += 1) {
      // Interleaved, and each repetition starts with another engine, so neither one always runs on a warmer machine.
      for (let index = 0; index < keys.length; index += 1) {
        const key = keys[(index + run) % keys.length];
        results[key].push(runChild(key, inputPath));
      }
    }
    const medians = {};
    for (const key of keys) {
      const rows = results[key];
      for (const row of rows) row.totalMs = key === 'engine' ? undefined : total(row);
      const pick = (name) => median(rows.map((row) => row[name]));
      medians[key] = {
        loadMs: pick('loadMs'),
        compileMs: pick('compileMs'),
        parseMs: pick('parseMs'),
        queryMs: pick('queryMs'),
        totalMs: pick('totalMs'),
        scanMs: pick('scanMs'),
        peakKb: pick('peakKb'),
        matches: rows[0].matches,
        findings: rows[0].findings,
        files: rows[0].files,
      };
    }
    const counts = {};
    for (const file of files) counts[file.language] = (counts[file.language] ?? 0) + 1;
    const lines = Object.entries(counts)
      .map(([language, count]) => `${language} ${count}`)
      .join(', ');
    console.log(`native engines: ${files.length} files (${lines}), ${change.source}; median of ${runs}, one process per engine and run, interleaved`);
    const wasm = medians.wasm;
    printTable(medians, results);
    const nativeRow = medians.native;
    console.log(
      `  rule queries: ${probe.queries - probe.failures.length} of ${probe.queries} compile on the native grammars${probe.failures.length ? `; left out of both rows: ${probe.failures.map((failure) => `${failure.id} (${failure.language}: ${failure.error})`).join('; ')}` : ''}`,
    );
    const same = JSON.stringify(wasm.matches) === JSON.stringify(nativeRow.matches);
    console.log(
      `  query matches: wasm ${JSON.stringify(wasm.matches)}, native ${JSON.stringify(nativeRow.matches)}${same ? ' (the same)' : ' (the grammars differ)'}`,
    );
    if (medians['ast-grep']) {
      console.log(
        `  ast-grep: the peer rules of bench/peers/ast-grep-rules, not ours, on the ${medians['ast-grep'].files} files of languages they cover; ${JSON.stringify(medians['ast-grep'].matches)} matches`,
      );
    } else console.log('  ast-grep napi: not installed in the native folder');
    const engine = medians.engine;
    const saved = wasm.totalMs - nativeRow.totalMs;
    console.log(
      `  whole engine scan (wasm, every rule's check included): ${engine.scanMs.toFixed(0)} ms after ${engine.loadMs.toFixed(0)} ms loading, ${engine.findings} findings, peak ${(engine.peakKb / 1024).toFixed(0)} MiB;` +
        ` with native parsing and queries about ${(engine.scanMs - saved).toFixed(0)} ms (${(engine.scanMs / (engine.scanMs - saved)).toFixed(2)}x), if the checks cost the same`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(change.root, { recursive: true, force: true });
  }
}

if (process.argv[1] === script) {
  const engine = option('--child');
  if (engine) await child(engine, option('--input'));
  else await printNativeEngine({ runs: Number(option('--runs') ?? 5), native: option('--native') ?? process.env.SEXTANT_BENCH_NATIVE });
}
