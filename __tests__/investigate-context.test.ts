import { join } from 'node:path';
import { parseSettings } from '../src/config/parse-settings.js';
import { createLocalChangeSource } from '../src/git/local-change-source.js';
import { estimateTokens } from '../src/llm/estimate-tokens.js';
import { runReviewSession } from '../src/review-session.js';
import { runLlmSession, TEST_API_KEY } from './support/llm-change.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import type { LoopbackLlm } from './support/loopback-llm.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

/**
 * A change to src/orders.ts: its new code calls `priceOf` and `formatMoney`, defined in other files,
 * and changes the exported `orderTotal`, which src/checkout.ts calls.
 */
function createOrderChange(helpers = 0, changeMoney = false): TempGitRepo {
  const repo = createTempGitRepo();
  repo.write(
    'src/pricing.ts',
    ['export function priceOf(sku: string): number {', '  return PRICES[sku] ?? 0;', '}', '', 'const PRICES: Record<string, number> = { a: 1 };', ''].join(
      '\n',
    ),
  );
  const moneyLines = [
    'export function formatMoney(cents: number): string {',
    '  return `$${(cents / 100).toFixed(2)}`;',
    '}',
    ...Array.from({ length: 60 }, (_, index) => `export const RATE_${index} = ${index};`),
  ];
  repo.write('src/money.ts', [...moneyLines, ''].join('\n'));
  repo.write(
    'src/checkout.ts',
    [
      "import { orderTotal } from './orders.js';",
      '',
      'export function checkout(skus: string[]): string {',
      '  const total = orderTotal(skus);',
      '  return `total ${total}`;',
      '}',
      '',
    ].join('\n'),
  );
  // Vendored and secret files that mention the same names are never read.
  repo.write('vendor/pricing.ts', 'export function priceOf(): number {\n  return 42;\n}\n');
  repo.write('src/orders.ts', 'export function orderTotal(skus: string[]): number {\n  return skus.length;\n}\n');
  for (let index = 0; index < helpers; index++) {
    const body = Array.from({ length: 30 }, (_, line) => `  const step${line} = value * ${line + 1}; // keeps the helper long enough to cost tokens`);
    repo.write(`src/helpers/helper${index}.ts`, [`export function helper${index}(value: number): number {`, ...body, '  return value;', '}', ''].join('\n'));
  }
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  const imports = Array.from({ length: helpers }, (_, index) => `import { helper${index} } from './helpers/helper${index}.js';`);
  const calls = Array.from({ length: helpers }, (_, index) => `  total = helper${index}(total);`);
  repo.write(
    'src/orders.ts',
    [
      "import { formatMoney } from './money.js';",
      "import { priceOf } from './pricing.js';",
      ...imports,
      '',
      'export function orderTotal(skus: string[]): number {',
      '  let total = 0;',
      '  for (const sku of skus) total += priceOf(sku);',
      ...calls,
      '  return total;',
      '}',
      '',
      'export function describeTotal(skus: string[]): string {',
      '  return formatMoney(orderTotal(skus));',
      '}',
      '',
    ].join('\n'),
  );
  // A change far below formatMoney: its definition is in a changed file, but outside what the diff shows.
  if (changeMoney) repo.write('src/money.ts', [...moneyLines, 'export const RATE_LAST = 60;', ''].join('\n'));
  repo.commit('feature');
  return repo;
}

describe('context beyond the diff (INVESTIGATE)', () => {
  let repo: TempGitRepo;
  let llm: LoopbackLlm;
  beforeEach(async () => {
    llm = await startLoopbackLlm();
  });
  afterEach(async () => {
    await llm.close();
    repo.cleanup();
  });

  it('sends the definitions the change uses and the callers of what it changes, in every call, and lists them in the report', async () => {
    repo = createOrderChange();
    const run = await runLlmSession(repo, llm.url);

    expect(llm.requests).toHaveLength(7);
    for (const request of llm.requests) {
      expect(request.text).toContain('src/pricing.ts:1-3 — definition of priceOf (function), used once in the changed code');
      expect(request.text).toContain('1 | export function priceOf(sku: string): number {');
      expect(request.text).toContain('src/money.ts:1-3 — definition of formatMoney');
      expect(request.text).toMatch(
        /src\/checkout\.ts:3-6 — calls orderTotal in checkout; orderTotal is changed in src\/orders\.ts\n3 \| export function checkout/,
      );
      expect(request.text).not.toContain('return 42;');
    }
    // The excerpts are in the shared prefix: every call on the batch sends it byte for byte.
    const prefixes = llm.requests.map((request) => JSON.stringify((request.body.messages as Array<{ content: Array<{ text: string }> }>)[0]?.content[0]));
    expect(new Set(prefixes).size).toBe(1);

    expect(run.report.context_sent).toEqual([
      expect.objectContaining({
        batch: 1,
        source: 'repository',
        searched: expect.stringMatching(/^the repository at [0-9a-f]{12}$/),
        excerpts: [
          {
            file: 'src/checkout.ts',
            start_line: 3,
            end_line: 6,
            symbol: 'orderTotal',
            relation: 'caller',
            reason: 'calls orderTotal in checkout; orderTotal is changed in src/orders.ts',
          },
          {
            file: 'src/money.ts',
            start_line: 1,
            end_line: 3,
            symbol: 'formatMoney',
            relation: 'definition',
            reason: 'definition of formatMoney (function), used once in the changed code',
          },
          {
            file: 'src/pricing.ts',
            start_line: 1,
            end_line: 3,
            symbol: 'priceOf',
            relation: 'definition',
            reason: 'definition of priceOf (function), used once in the changed code',
          },
        ],
      }),
    ]);
    expect(run.progress.join('\n')).toMatch(/investigate: 3 excerpts of context from the repository at/);
  });

  it('keeps every prompt under max-input-tokens, sending the context that fits', async () => {
    repo = createOrderChange(40);
    const maxInputTokens = 9_000;
    const run = await runLlmSession(repo, llm.url, { 'max-input-tokens': String(maxInputTokens) });

    const sent = run.report.context_sent?.[0]?.excerpts ?? [];
    const helpersSent = sent.filter((excerpt) => excerpt.symbol.startsWith('helper'));
    expect(helpersSent.length).toBeGreaterThan(0);
    expect(helpersSent.length).toBeLessThan(40);
    expect(llm.requests.length).toBeGreaterThan(0);
    for (const request of llm.requests) expect(estimateTokens(request.text)).toBeLessThanOrEqual(maxInputTokens);
  });

  it('without a checkout to search, takes context from the changed files and says so', async () => {
    repo = createOrderChange(0, true);
    const { settings, warnings } = parseSettings({ inputs: { model: 'anthropic:claude-sonnet-4-5', 'base-url': llm.url, 'fail-on': 'none' } });
    const result = await runReviewSession({
      cwd: repo.root,
      // What the action has when it reads the pull request through the API only: the change and its files.
      createSource: (request, headSha) => {
        const local = createLocalChangeSource({ cwd: repo.root, base: request.base, headSha, env: repo.env });
        return { readChange: () => local.readChange(), readFile: (path) => local.readFile(path), close: () => local.close() };
      },
      sessionsRoot: join(repo.root, '.sextant'),
      settings,
      warnings,
      base: 'main',
      uncommitted: false,
      apiKey: () => TEST_API_KEY,
      context: { env: repo.env, now: () => new Date(), signal: new AbortController().signal },
      sink: { write: () => undefined },
    });
    expect(result.report.context_sent).toEqual([
      expect.objectContaining({
        source: 'changed-files',
        searched: 'the changed files only (no checkout of the repository to search)',
        excerpts: [expect.objectContaining({ file: 'src/money.ts', start_line: 1, end_line: 3, symbol: 'formatMoney', relation: 'definition' })],
      }),
    ]);
    expect(llm.requests[0]?.text).toContain('## Context from the changed files (the repository could not be searched)');
    expect(llm.requests[0]?.text).toContain('src/money.ts:1-3 — definition of formatMoney');
    expect(llm.requests[0]?.text).not.toContain('src/pricing.ts:1-3');
  });
});
