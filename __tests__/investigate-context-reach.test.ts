import { runLlmSession } from './support/llm-change.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import type { LoopbackLlm } from './support/loopback-llm.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

/** The shared prompt prefix of a request: the part every call on the batch sends. */
function prefixOf(llm: LoopbackLlm): string {
  const first = llm.requests[0];
  if (!first) throw new Error('no model request was made');
  return (first.body.messages as Array<{ content: Array<{ text: string }> }>)[0]?.content[0]?.text ?? '';
}

/** Every `path:line` of code the prompt shows, once per time it is shown: file views (`12 + code`) and excerpts (`12 | code`). */
function linesSent(prompt: string): string[] {
  const sent: string[] = [];
  let path: string | undefined;
  for (const line of prompt.split('\n')) {
    const file = /^file: (\S+) — /.exec(line);
    const excerpt = /^(\S+):\d+-\d+ — /.exec(line);
    if (file || excerpt) {
      path = (file ?? excerpt)?.[1];
      continue;
    }
    const numbered = /^\s*(\d+) (?:[+ ]|\|) /.exec(line);
    if (path && numbered) sent.push(`${path}:${numbered[1]}`);
    else if (!/^\s*(?:⋮|-)/.test(line)) path = undefined;
  }
  return sent;
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const PROFILE_BASE = [
  "const { loadUser } = require('./store');",
  "const Cache = require('./cache');",
  "const api = require('./api');",
  "const { Handler } = require('./handler');",
  "const { recordAudit } = require('./audit');",
  "const { routeFor } = require('./routes');",
  '',
  'const cache = new Cache();',
  'const handler = new Handler();',
  '',
  'function updateProfile(id, changes) {',
  '  recordAudit(id);',
  '  const user = loadUser(id);',
  '  const profile = api.fetchProfile(user.id);',
  '  cache.remember(id, profile);',
  '  return handler.handleRequest({ path: routeFor(id), body: { ...profile, ...changes } });',
  '}',
  '',
  'module.exports = { updateProfile };',
  '',
];

/**
 * A CommonJS change: updateProfile gains a line; what it calls is defined by `exports.x =`, a prototype
 * method, an object-literal method and a class field, and one call (recordAudit) is in a line it did
 * not change. Its test file sits beside it, another test calls it, routes.js both defines routeFor and
 * calls updateProfile, and the change also updates a `deno_dist/` copy of the file.
 */
function createCommonJsChange(): TempGitRepo {
  const repo = createTempGitRepo();
  repo.write('package.json', '{ "name": "profiles" }\n');
  repo.write('lib/store.js', ['exports.loadUser = function (id) {', '  return { id, name: `user ${id}` };', '};', ''].join('\n'));
  repo.write(
    'lib/cache.js',
    [
      'function Cache() {',
      '  this.entries = new Map();',
      '}',
      '',
      'Cache.prototype.remember = function (key, value) {',
      '  this.entries.set(key, value);',
      '};',
      '',
      'module.exports = Cache;',
      '',
    ].join('\n'),
  );
  repo.write(
    'lib/api.js',
    [
      'const api = {',
      '  fetchProfile(id) {',
      '    return { id, bio: "" };',
      '  },',
      '  saveProfile: function (profile) {',
      '    return profile;',
      '  },',
      '};',
      '',
      'module.exports = api;',
      '',
    ].join('\n'),
  );
  repo.write(
    'lib/handler.js',
    ['class Handler {', '  handleRequest = (request) => {', '    return { status: 200, request };', '  };', '}', '', 'module.exports = { Handler };', ''].join(
      '\n',
    ),
  );
  repo.write('lib/audit.js', ['function recordAudit(id) {', '  console.log("audit", id);', '}', '', 'module.exports = { recordAudit };', ''].join('\n'));
  repo.write(
    'lib/routes.js',
    [
      "const { updateProfile } = require('./profile');",
      '',
      'function routeFor(id) {',
      '  return `/profiles/${id}`;',
      '}',
      '',
      'function onPatch(request) {',
      '  return updateProfile(request.id, request.body);',
      '}',
      '',
      'module.exports = { routeFor, onPatch };',
      '',
    ].join('\n'),
  );
  repo.write('lib/profile.js', PROFILE_BASE.join('\n'));
  repo.write('deno_dist/profile.js', PROFILE_BASE.join('\n'));
  repo.write(
    'lib/profile.test.js',
    [
      "const { updateProfile } = require('./profile');",
      '',
      "test('keeps the name', () => {",
      "  expect(updateProfile('7', {}).status).toBe(200);",
      '});',
      '',
    ].join('\n'),
  );
  repo.write(
    'test/patch.test.js',
    [
      "const { updateProfile } = require('../lib/profile');",
      '',
      "test('patches the bio', () => {",
      "  const result = updateProfile('8', { bio: 'hi' });",
      '  expect(result.request.body.bio).toBe("hi");',
      '});',
      '',
    ].join('\n'),
  );
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  const changed = [...PROFILE_BASE.slice(0, 15), '  if (changes.id !== undefined) throw new Error("the id cannot change");', ...PROFILE_BASE.slice(15)].join(
    '\n',
  );
  repo.write('lib/profile.js', changed);
  repo.write('deno_dist/profile.js', changed);
  repo.commit('feature');
  return repo;
}

describe('context that reaches the bug', () => {
  let repo: TempGitRepo;
  let llm: LoopbackLlm;
  beforeEach(async () => {
    llm = await startLoopbackLlm();
  });
  afterEach(async () => {
    await llm.close();
    repo.cleanup();
  });

  it('sends what a CommonJS change calls, its tests, and no line twice; a deno_dist copy is named, not sent', async () => {
    repo = createCommonJsChange();
    const run = await runLlmSession(repo, llm.url);
    const prompt = prefixOf(llm);

    // Definitions the indexer used to miss: `exports.x =`, a prototype method, object-literal and class-field methods.
    expect(prompt).toContain('1 | exports.loadUser = function (id) {');
    expect(prompt).toContain('5 | Cache.prototype.remember = function (key, value) {');
    expect(prompt).toContain('2 |   fetchProfile(id) {');
    expect(prompt).toContain('2 |   handleRequest = (request) => {');
    // Called only in a line the change left as it was.
    expect(prompt).toContain('1 | function recordAudit(id) {');
    // The paired test file and another test that calls the changed function.
    expect(prompt).toContain("4 |   expect(updateProfile('7', {}).status).toBe(200);");
    expect(prompt).toContain("4 |   const result = updateProfile('8', { bio: 'hi' });");
    // routes.js defines what the change calls and calls what it changes: both reach it, overlapping lines once.
    expect(prompt).toContain('3 | function routeFor(id) {');
    expect(prompt).toContain('8 |   return updateProfile(request.id, request.body);');
    expect(duplicates(linesSent(prompt))).toEqual([]);

    // The copy is named in its place, its lines are not sent again.
    expect(prompt).toContain('file: deno_dist/profile.js — modified, +1 -0: after the change, the same content as lib/profile.js');
    expect(prompt.split('the id cannot change').length - 1).toBe(1);
    expect(linesSent(prompt).some((line) => line.startsWith('deno_dist/'))).toBe(false);

    // Under the file they explain, in the shared prefix of every call.
    expect(prompt).toMatch(/For lib\/profile\.js:\n\nlib\/api\.js:2-4 — /);
    expect(new Set(llm.requests.map((request) => JSON.stringify((request.body.messages as Array<{ content: unknown[] }>)[0]?.content[0]))).size).toBe(1);
    const relations = (run.report.context_sent?.[0]?.excerpts ?? []).map((excerpt) => `${excerpt.relation} ${excerpt.file}`);
    expect(relations).toEqual(
      expect.arrayContaining(['test lib/profile.test.js', 'test test/patch.test.js', 'caller lib/routes.js', 'definition lib/audit.js']),
    );
  });

  it('without the change to the copy, the same lines are shown once and the copy is reviewed as itself', async () => {
    // Control: a deno_dist file that differs from the changed file is a file of its own.
    repo = createCommonJsChange();
    repo.write('deno_dist/profile.js', `${PROFILE_BASE.join('\n')}// built for Deno\n`);
    repo.commit('a different copy');
    await runLlmSession(repo, llm.url);
    const prompt = prefixOf(llm);
    expect(prompt).not.toContain('the same content as lib/profile.js');
    expect(prompt).toMatch(/file: deno_dist\/profile\.js — modified/);
  });

  it('Python: a function called only in the unchanged part of the changed function, and the paired test file, reach the prompt', async () => {
    repo = createTempGitRepo();
    repo.write('shop/rules.py', 'def seasonal_discount(total):\n    return total * 0.1\n');
    repo.write('shop/test_pricing.py', 'from shop.pricing import total_price\n\n\ndef test_empty_cart():\n    assert total_price([]) == 0\n');
    const body = [
      'from shop.rules import seasonal_discount',
      '',
      '',
      'def total_price(items):',
      '    total = sum(item.price for item in items)',
      '    total -= seasonal_discount(total)',
      '    return total',
      '',
    ];
    repo.write('shop/pricing.py', body.join('\n'));
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('shop/pricing.py', [...body.slice(0, 6), '    total = max(total, 0)', ...body.slice(6)].join('\n'));
    repo.commit('feature');
    await runLlmSession(repo, llm.url);
    const prompt = prefixOf(llm);
    expect(prompt).toContain('shop/rules.py:1-2 — definition of seasonal_discount (function), used once in the changed code');
    expect(prompt).toContain('5 |     assert total_price([]) == 0');
    expect(duplicates(linesSent(prompt))).toEqual([]);
  });

  it('with an 8k local model, what the changed function calls is kept before its callers', async () => {
    repo = createTempGitRepo();
    const long = (name: string, lines: number) => [
      `export function ${name}(amount: number): number {`,
      ...Array.from(
        { length: lines },
        (_, index) =>
          `  amount = amount + ${index}; // step ${index} of ${name}: a line long enough to cost tokens, as real code with a comment on every line does`,
      ),
      '  return amount;',
      '}',
      '',
    ];
    repo.write('src/rates/discount.ts', long('computeDiscount', 36).join('\n'));
    for (let index = 0; index < 6; index++) {
      repo.write(
        `src/orders/caller${index}.ts`,
        [
          "import { orderTotal } from './total.js';",
          '',
          ...long(`useTotal${index}`, 4).slice(0, 3),
          '  const value = orderTotal(amount);',
          ...long('x', 8).slice(1, 9),
          '  return value;',
          '}',
          '',
        ].join('\n'),
      );
    }
    repo.write(
      'src/orders/total.ts',
      [
        "import { computeDiscount } from '../rates/discount.js';",
        '',
        'export function orderTotal(amount: number): number {',
        '  return amount - computeDiscount(amount);',
        '}',
        '',
      ].join('\n'),
    );
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write(
      'src/orders/total.ts',
      [
        "import { computeDiscount } from '../rates/discount.js';",
        '',
        'export function orderTotal(amount: number): number {',
        '  if (amount < 0) return 0;',
        '  return amount - computeDiscount(amount);',
        '}',
        '',
      ].join('\n'),
    );
    repo.commit('feature');
    const run = await runLlmSession(repo, llm.url, { 'max-input-tokens': '8000' });

    const sent = run.report.context_sent?.[0]?.excerpts ?? [];
    expect(sent.find((excerpt) => excerpt.symbol === 'computeDiscount')).toMatchObject({
      file: 'src/rates/discount.ts',
      relation: 'definition',
      start_line: 1,
    });
    // The budget does not hold every caller: the callee was not the one left out.
    const callers = sent.filter((excerpt) => excerpt.relation === 'caller');
    expect(callers.length).toBeLessThan(4);
  });

  it("a monorepo's own package imports reach their source; a same-named function in another package does not", async () => {
    repo = createTempGitRepo();
    repo.write('package.json', '{ "name": "acme", "private": true }\n');
    repo.write('pnpm-workspace.yaml', "packages:\n  - 'packages/*'\n");
    repo.write('packages/shared/package.json', '{ "name": "@acme/shared", "main": "dist/index.js" }\n');
    repo.write('packages/shared/src/index.ts', "export * from './general';\n");
    repo.write('packages/shared/src/general.ts', "export const isFunction = (value: unknown): value is Function => typeof value === 'function';\n");
    repo.write('packages/shared/src/things/index.ts', 'export function makeThing(id: string) {\n  return { id, shared: true };\n}\n');
    repo.write('packages/legacy/package.json', '{ "name": "@acme/legacy" }\n');
    repo.write('packages/legacy/src/things.ts', 'export function makeThing(id: string) {\n  return { id, legacy: true };\n}\n');
    const body = [
      "import { isFunction as isCallable } from '@acme/shared';",
      "import { makeThing } from '@acme/shared/things';",
      '',
      'export function run(task: unknown, id: string) {',
      '  const thing = makeThing(id);',
      '  return isCallable(task) ? task : thing;',
      '}',
      '',
    ];
    repo.write('packages/app/package.json', '{ "name": "@acme/app" }\n');
    repo.write('packages/app/src/run.ts', body.join('\n'));
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('packages/app/src/run.ts', [...body.slice(0, 5), '  if (!id) throw new Error("no id");', ...body.slice(5)].join('\n'));
    repo.commit('feature');
    await runLlmSession(repo, llm.url);
    const prompt = prefixOf(llm);
    // Only reachable by following the import: the changed code never spells `isFunction`.
    expect(prompt).toMatch(/packages\/shared\/src\/general\.ts:1-1 — definition of isFunction \(imported as isCallable\)/);
    expect(prompt).toContain('2 |   return { id, shared: true };');
    expect(prompt).not.toContain('legacy: true');
  });

  it('a method called on its own object (this in an object literal or on an assigned-to object, self, a Go receiver) is shown whatever its name; the same name on another object is not', async () => {
    repo = createTempGitRepo();
    const filler = (index: number, go: boolean) =>
      go ? [`func helper${index}() int {`, `\treturn ${index}`, '}', ''] : [`  filler${index}() {`, `    return ${index};`, '  },'];
    const response = [
      'module.exports = {',
      '  set(field, value) {',
      '    this.headers[field] = value;',
      '  },',
      '  get(field) {',
      '    return this.headers[field];',
      '  },',
      ...Array.from({ length: 20 }, (_, index) => filler(index, false)).flat(),
      '  redirect(url, store) {',
      '    const previous = store.get(url);',
      "    this.set('Location', url);",
      '  },',
      '};',
      '',
    ];
    const writer = [
      'package proto',
      '',
      'type Writer struct{ buf []byte }',
      '',
      'func (w *Writer) int(n int64) error {',
      '\tw.buf = append(w.buf, byte(n))',
      '\treturn nil',
      '}',
      '',
      'func (w *Writer) close() {',
      '\tw.buf = nil',
      '}',
      '',
      ...Array.from({ length: 20 }, (_, index) => filler(index, true)).flat(),
      'func (w *Writer) WriteArg(v int64, other *Writer) error {',
      '\tother.close()',
      '\treturn w.int(v)',
      '}',
      '',
    ];
    const session = [
      'class Session:',
      '    def close(self):',
      '        self.open = False',
      '',
      '    def copy(self):',
      '        self.buffer = []',
      '',
      ...Array.from({ length: 20 }, (_, index) => [`    def step${index}(self):`, `        return ${index}`, '']).flat(),
      '    def finish(self, other):',
      '        other.copy()',
      '        self.close()',
      '',
    ];
    const request = [
      'var req = Object.create(null);',
      'var app = {};',
      '',
      'req.set = function set(field, value) {',
      '  this.headers[field] = value;',
      '};',
      '',
      'app.get = function get(setting) {',
      '  return this.settings[setting];',
      '};',
      '',
      ...Array.from({ length: 20 }, (_, index) => [`req.filler${index} = function () {`, `  return ${index};`, '};']).flat(),
      'req.accepts = function accepts(type) {',
      "  this.set('Vary', 'Accept');",
      "  return this.get('Accept') === type;",
      '};',
      '',
      'module.exports = req;',
      '',
    ];
    repo.write('lib/response.js', response.join('\n'));
    repo.write('lib/request.js', request.join('\n'));
    repo.write('proto/writer.go', writer.join('\n'));
    repo.write('app/session.py', session.join('\n'));
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('lib/response.js', [...response.slice(0, -4), '    this.status = previous ? 301 : 302;', ...response.slice(-4)].join('\n'));
    repo.write('proto/writer.go', [...writer.slice(0, -3), '\tif v < 0 {', '\t\treturn nil', '\t}', ...writer.slice(-3)].join('\n'));
    repo.write('app/session.py', [...session.slice(0, -2), '        self.done = True', ...session.slice(-2)].join('\n'));
    repo.write('lib/request.js', [...request.slice(0, -5), '  if (!type) return false;', ...request.slice(-5)].join('\n'));
    repo.commit('feature');
    await runLlmSession(repo, llm.url);
    const prompt = prefixOf(llm);
    expect(prompt).toContain('lib/request.js:4-6 — definition of set (function), called on its own object in the changed code');
    expect(prompt).not.toContain('8 | app.get = function get(setting) {');
    expect(prompt).toContain('app/session.py:2-3 — definition of close (function), called on its own object in the changed code');
    expect(prompt).not.toContain('5 |     def copy(self):');
    expect(prompt).toContain('lib/response.js:2-4 — definition of set (method), called on its own object in the changed code');
    expect(prompt).not.toContain('5 |   get(field) {');
    expect(prompt).toContain('proto/writer.go:5-8 — definition of int (method), called on its own object in the changed code');
    expect(prompt).not.toContain('10 | func (w *Writer) close() {');
    expect(duplicates(linesSent(prompt))).toEqual([]);
  });

  it('a test that imports the changed module is shown when none is paired with it or calls the changed function; an unrelated test is not', async () => {
    repo = createTempGitRepo();
    const money = [
      'export function round(amount: number): number {',
      '  return Math.round(amount * 100) / 100;',
      '}',
      '',
      'export function total(amounts: number[]): number {',
      '  return round(amounts.reduce((sum, amount) => sum + amount, 0));',
      '}',
      '',
    ];
    repo.write('src/money.ts', money.join('\n'));
    repo.write(
      'test/checkout.test.ts',
      ["import { total } from '../src/money';", '', "test('sums the cart', () => {", '  expect(total([0.1, 0.2])).toBe(0.3);', '});', ''].join('\n'),
    );
    repo.write(
      'test/money-format.test.ts',
      ["import { format } from '../src/format';", '', "test('money is formatted', () => {", "  expect(format(1)).toBe('1.00');", '});', ''].join('\n'),
    );
    repo.write('src/format.ts', 'export function format(value: number): string {\n  return value.toFixed(2);\n}\n');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/money.ts', [money[0], '  if (!Number.isFinite(amount)) return 0;', ...money.slice(1)].join('\n'));
    repo.commit('feature');
    await runLlmSession(repo, llm.url);
    const prompt = prefixOf(llm);
    expect(prompt).toContain('test/checkout.test.ts:1-5 — test importing src/money.ts (its first lines)');
    expect(prompt).not.toContain("expect(format(1)).toBe('1.00');");
  });

  it('with an 8k local model and more callees than fit whole, every callee is shown by its signature and first lines', async () => {
    repo = createTempGitRepo();
    const long = (name: string, lines: number) => [
      `export function ${name}(amount: number): number {`,
      ...Array.from(
        { length: lines },
        (_, index) =>
          `  amount = amount + ${index}; // step ${index} of ${name}: a line long enough to cost tokens, as real code with a comment on every line does`,
      ),
      '  return amount;',
      '}',
      '',
    ];
    const names = ['applyTax', 'applyFee', 'applyDiscount', 'applyRounding', 'applyCap', 'applyFloor'];
    for (const name of names) repo.write(`src/rates/${name}.ts`, long(name, 36).join('\n'));
    const total = (guard: string[]) => [
      ...names.map((name) => `import { ${name} } from '../rates/${name}.js';`),
      '',
      'export function orderTotal(amount: number): number {',
      ...guard,
      `  return ${names.map((name) => `${name}(amount)`).join(' + ')};`,
      '}',
      '',
    ];
    repo.write('src/orders/total.ts', total([]).join('\n'));
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/orders/total.ts', total(['  if (amount < 0) return 0;']).join('\n'));
    repo.commit('feature');
    await runLlmSession(repo, llm.url, { 'max-input-tokens': '8000' });
    const prompt = prefixOf(llm);
    for (const name of names) expect(prompt).toContain(`1 | export function ${name}(amount: number): number {`);
    expect(duplicates(linesSent(prompt))).toEqual([]);

    // Control: with room for them, the same callees are shown whole, each as one excerpt.
    const roomy = await startLoopbackLlm();
    try {
      await runLlmSession(repo, roomy.url);
      const whole = prefixOf(roomy);
      for (const name of names) expect(whole).toContain(`src/rates/${name}.ts:1-39 — definition of ${name} (function)`);
    } finally {
      await roomy.close();
    }
  });

  it('Python imports are followed, through a package that re-exports, to the defining module; a same-named function elsewhere is not shown', async () => {
    repo = createTempGitRepo();
    repo.write('shop/__init__.py', '');
    repo.write('shop/errors/__init__.py', 'from .user import ShopUserError\n');
    repo.write('shop/errors/user.py', 'class ShopUserError(Exception):\n    """Raised for a mistake of the shop\'s user."""\n');
    repo.write('shop/deps/__init__.py', '');
    repo.write('shop/deps/flat.py', 'def flatten(deps):\n    return [dep for group in deps for dep in group]  # the shop flattening\n');
    repo.write('tools/flat.py', 'def flatten(deps):\n    return list(deps)  # an unrelated helper\n');
    const body = [
      'from shop.deps.flat import flatten as flat',
      'from .errors import ShopUserError',
      '',
      '',
      'def checkout(deps):',
      '    items = flat(deps)',
      '    if not items:',
      '        raise ShopUserError("empty")',
      '    return items',
      '',
    ];
    repo.write('shop/cart.py', body.join('\n'));
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('shop/cart.py', [...body.slice(0, 6), '    items = [item for item in items if item]', ...body.slice(6)].join('\n'));
    repo.commit('feature');
    await runLlmSession(repo, llm.url);
    const prompt = prefixOf(llm);
    expect(prompt).toMatch(/shop\/deps\/flat\.py:1-2 — definition of flatten \(imported as flat\)/);
    expect(prompt).toContain('shop/errors/user.py:1-2 — definition of ShopUserError (class)');
    expect(prompt).not.toContain('an unrelated helper');
  });

  it('a function exported by an `export { name }` list is one whose tests are shown', async () => {
    repo = createTempGitRepo();
    const source = [
      'function isValid(element) {',
      '  return element != null;',
      '}',
      '',
      'function helper() {',
      '  return 1;',
      '}',
      '',
      'export { isValid };',
      '',
    ];
    repo.write('compat/src/index.js', source.join('\n'));
    repo.write(
      'compat/test/valid.test.js',
      ["import { isValid } from '../src/index.js';", '', "it('rejects null', () => {", '  expect(isValid(null)).toBe(false);', '});', ''].join('\n'),
    );
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('compat/src/index.js', [source[0], '  if (element === undefined) return false;', ...source.slice(1)].join('\n'));
    repo.commit('feature');
    await runLlmSession(repo, llm.url);
    const prompt = prefixOf(llm);
    expect(prompt).toContain('4 |   expect(isValid(null)).toBe(false);');
  });
});
