// The context benchmark: how much of what a changed function needs reaches the model in the fixed context
// (the INVESTIGATE excerpts and the file views of the shared prompt prefix), how many tokens are lines sent
// twice, and how many input tokens a review takes. It reviews each case with the bundled CLI against the
// loopback model server and reads the classify call's prompt, which every call on the batch shares.
// printContextBench takes any list of cases; printSyntheticContextBench runs it on small repositories this
// file writes (JavaScript CommonJS, TypeScript, Python, Go).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLoopbackLlm } from '../__tests__/support/loopback-llm.ts';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

/**
 * @typedef {{ file: string, line: number, name: string }} NeededDefinition  where a definition the changed code calls starts (1-based)
 * @typedef {{ language: string, name: string, root: string, base: string, needed: NeededDefinition[] }} ContextCase
 *   a repository whose checked-out head is the change to review against `base`
 */

function git(cwd, ...args) {
  const run = spawnSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout.trim();
}

function runCli(args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], options);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Every numbered line of code the prompt shows, as `path:line` with its text: file views (`12 + code`) and excerpts (`12 | code`). */
function linesSent(prompt) {
  const sent = [];
  let path;
  for (const line of prompt.split('\n')) {
    const header = /^file: (\S+) — /.exec(line) ?? /^(\S+):\d+-\d+ — /.exec(line);
    if (header) {
      path = header[1];
      continue;
    }
    const numbered = /^\s*(\d+) (?:[+ ]|\|) (.*)$/.exec(line);
    if (path && numbered) sent.push({ key: `${path}:${numbered[1]}`, text: numbered[2] });
    else if (!/^\s*(?:⋮|-)/.test(line)) path = undefined;
  }
  return sent;
}

/** One review of a case: the share of needed definitions whose first line was sent, duplicate tokens, input tokens. */
async function measure(bench) {
  const llm = await startLoopbackLlm();
  try {
    const args = ['review', '--base', bench.base, '--model', 'anthropic:claude-sonnet-4-5', '--base-url', llm.url, '--format', 'json', '--fail-on', 'none'];
    const run = await runCli(args, { cwd: bench.root, env: { ...process.env, SEXTANT_API_KEY: 'bench-key' } });
    if (run.status !== 0) throw new Error(`review of ${bench.name} exited with ${run.status}: ${run.stderr}`);
    const report = JSON.parse(run.stdout);
    const prompt = llm.requests.find((request) => request.caller === 'classify')?.text ?? llm.requests[0]?.text ?? '';
    const sent = linesSent(prompt);
    const keys = new Set(sent.map((line) => line.key));
    const seen = new Set();
    let duplicateTokens = 0;
    for (const line of sent) {
      if (seen.has(line.key)) duplicateTokens += Math.ceil(line.text.length / 4);
      seen.add(line.key);
    }
    const reached = bench.needed.filter((needed) => keys.has(`${needed.file}:${needed.line}`));
    return {
      reached: reached.length,
      needed: bench.needed.length,
      missed: bench.needed.filter((needed) => !reached.includes(needed)).map((needed) => needed.name),
      duplicateTokens,
      inputTokens: report.usage.input_tokens,
    };
  } finally {
    await llm.close();
  }
}

/** Reviews every case and prints, per language, the share of needed definitions sent, duplicate tokens and input tokens per review. */
export async function printContextBench(cases, title = 'context benchmark') {
  const byLanguage = new Map();
  for (const bench of cases) {
    const result = await measure(bench);
    byLanguage.set(bench.language, [...(byLanguage.get(bench.language) ?? []), { ...result, name: bench.name }]);
  }
  console.log('');
  console.log(`${title} (fixed context of the shared prompt prefix; loopback model server)`);
  console.log(
    `  ${'language'.padEnd(12)}${'cases'.padStart(6)}${'definitions reached'.padStart(22)}${'duplicate tokens'.padStart(18)}${'tokens per review'.padStart(19)}`,
  );
  for (const [language, results] of [...byLanguage].sort((a, b) => a[0].localeCompare(b[0]))) {
    const reached = results.reduce((sum, result) => sum + result.reached, 0);
    const needed = results.reduce((sum, result) => sum + result.needed, 0);
    const duplicate = results.reduce((sum, result) => sum + result.duplicateTokens, 0);
    const tokens = results.reduce((sum, result) => sum + result.inputTokens, 0) / results.length;
    const share = needed === 0 ? 'n/a' : `${reached}/${needed} (${Math.round((reached / needed) * 100)}%)`;
    console.log(
      `  ${language.padEnd(12)}${String(results.length).padStart(6)}${share.padStart(22)}${String(duplicate).padStart(18)}${Math.round(tokens).toLocaleString('en-US').padStart(19)}`,
    );
    for (const result of results) if (result.missed.length > 0) console.log(`    ${result.name}: not sent ${result.missed.join(', ')}`);
  }
}

/**
 * A synthetic repository: `files` at the base, `change` at the head. Each definition is written by `def`,
 * which records where it starts; the needed definitions of a case are those the changed function calls
 * (the fixture names them in `calls`), so the benchmark knows them from its own fixture without parsing.
 */
function synthetic(language, name, build) {
  const root = mkdtempSync(join(tmpdir(), `sextant-bench-context-${language}-`));
  const definitions = new Map();
  const file = (path, parts) => {
    const lines = [];
    for (const part of parts) {
      if (typeof part === 'string') lines.push(part);
      else {
        definitions.set(part.name, { file: path, line: lines.length + 1, name: part.name });
        lines.push(...part.lines);
      }
    }
    return { path, text: `${lines.join('\n')}\n` };
  };
  const def = (defName, ...lines) => ({ name: defName, lines });
  const { base, change, calls } = build(file, def);
  const write = ({ path, text }) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  git(root, 'init', '-q', '-b', 'main');
  base.forEach(write);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  const baseSha = git(root, 'rev-parse', 'HEAD');
  change.forEach(write);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'change');
  return { language, name, root, base: baseSha, needed: calls.map((called) => definitions.get(called)).filter(Boolean) };
}

function syntheticCases() {
  return [
    synthetic('javascript', 'CommonJS service', (file, def) => {
      const service = (guard) => [
        "const store = require('./store');",
        "const Cache = require('./cache');",
        "const api = require('./api');",
        "const { audit } = require('./audit');",
        '',
        'const cache = new Cache();',
        'function renameUser(id, name) {',
        '  audit(id);',
        ...(guard ? ['  if (!name) throw new Error("a name is required");'] : []),
        '  const user = store.loadUser(id);',
        '  cache.remember(id, user);',
        '  return api.saveUser({ ...user, name });',
        '}',
        'module.exports = { renameUser };',
      ];
      const base = [
        file('src/store.js', [def('loadUser', 'exports.loadUser = function (id) {', '  return { id };', '};')]),
        file('src/cache.js', [
          'function Cache() {',
          '  this.entries = new Map();',
          '}',
          def('remember', 'Cache.prototype.remember = function (key, value) {', '  this.entries.set(key, value);', '};'),
          'module.exports = Cache;',
        ]),
        file('src/api.js', ['module.exports = {', def('saveUser', '  saveUser(user) {', '    return user;', '  },'), '};']),
        file('src/audit.js', [def('audit', 'function audit(id) {', '  return id;', '}'), 'module.exports = { audit };']),
        file('src/service.js', service(false)),
        file('src/service.test.js', ["const { renameUser } = require('./service');", "test('renames', () => expect(renameUser('1', 'a').name).toBe('a'));"]),
      ];
      return {
        base,
        change: [file('src/service.js', service(true)), file('deno_dist/service.js', service(true))],
        calls: ['loadUser', 'remember', 'saveUser', 'audit'],
      };
    }),
    synthetic('typescript', 'module behind a barrel', (file, def) => {
      const orders = (guard) => [
        "import { priceOf as unitPrice } from './catalog/index.js';",
        "import { Ledger } from './ledger.js';",
        '',
        'export function orderTotal(skus: string[], ledger: Ledger): number {',
        '  let total = 0;',
        ...(guard ? ['  if (skus.length === 0) return 0;'] : []),
        '  for (const sku of skus) total += unitPrice(sku);',
        '  ledger.record(total);',
        '  return total;',
        '}',
      ];
      const base = [
        file('src/catalog/index.ts', ["export * from './prices.js';"]),
        file('src/catalog/prices.ts', [def('priceOf', 'export function priceOf(sku: string): number {', '  return sku.length;', '}')]),
        file('src/ledger.ts', [
          'export class Ledger {',
          '  private entries: number[] = [];',
          def('record', '  record = (amount: number): void => {', '    this.entries.push(amount);', '  };'),
          '}',
        ]),
        file('src/orders.ts', orders(false)),
        file('src/orders.test.ts', ["import { orderTotal } from './orders.js';", "it('sums', () => expect(orderTotal(['a'], new Ledger())).toBe(1));"]),
      ];
      return { base, change: [file('src/orders.ts', orders(true))], calls: ['priceOf', 'record'] };
    }),
    synthetic('python', 'package function', (file, def) => {
      const pricing = (guard) => [
        'from shop.rules import seasonal_discount, round_cents',
        '',
        '',
        'def total_price(items):',
        '    total = sum(item.price for item in items)',
        ...(guard ? ['    total = max(total, 0)'] : []),
        '    total -= seasonal_discount(total)',
        '    return round_cents(total)',
      ];
      const base = [
        file('shop/rules.py', [
          def('seasonal_discount', 'def seasonal_discount(total):', '    return total * 0.1'),
          '',
          '',
          def('round_cents', 'def round_cents(value):', '    return round(value, 2)'),
        ]),
        file('shop/pricing.py', pricing(false)),
        file('shop/test_pricing.py', ['from shop.pricing import total_price', '', '', 'def test_empty():', '    assert total_price([]) == 0']),
      ];
      return { base, change: [file('shop/pricing.py', pricing(true))], calls: ['seasonal_discount', 'round_cents'] };
    }),
    synthetic('go', 'package and method', (file, def) => {
      const app = (guard) => [
        'package app',
        '',
        'import "example.com/m/parse"',
        '',
        'func Load(input string, store *Store) error {',
        '\tvalue := parse.Parse(input)',
        ...(guard ? ['\tif value == "" {', '\t\treturn nil', '\t}'] : []),
        '\treturn store.Save(normalize(value))',
        '}',
      ];
      const base = [
        file('go.mod', ['module example.com/m', '', 'go 1.22']),
        file('parse/parse.go', ['package parse', '', def('Parse', 'func Parse(input string) string {', '\treturn input', '}')]),
        file('app/store.go', [
          'package app',
          '',
          'type Store struct{ values []string }',
          '',
          def('Save', 'func (s *Store) Save(value string) error {', '\ts.values = append(s.values, value)', '\treturn nil', '}'),
          '',
          def('normalize', 'func normalize(value string) string {', '\treturn value', '}'),
        ]),
        file('app/app.go', app(false)),
        file('app/app_test.go', [
          'package app',
          '',
          'import "testing"',
          '',
          'func TestLoad(t *testing.T) {',
          '\tif err := Load("x", &Store{}); err != nil {',
          '\t\tt.Fatal(err)',
          '\t}',
          '}',
        ]),
      ];
      return { base, change: [file('app/app.go', app(true))], calls: ['Parse', 'Save', 'normalize'] };
    }),
  ];
}

/** The context benchmark on the synthetic repositories. */
export async function printSyntheticContextBench() {
  const cases = syntheticCases();
  try {
    await printContextBench(cases, 'context benchmark, synthetic repositories');
  } finally {
    for (const bench of cases) rmSync(bench.root, { recursive: true, force: true });
  }
}
