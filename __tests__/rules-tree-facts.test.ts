import { join } from 'node:path';
import { parseSettings } from '../src/config/parse-settings.js';
import type { ReviewReport } from '../src/report/review-report.js';
import { createLocalChangeSource } from '../src/git/local-change-source.js';
import { runReviewSession } from '../src/review-session.js';
import { asyncExportsOf, moduleCandidates, relativeImportsOf } from '../src/rules/async-exports.js';
import { goDirectiveOf, goModCandidates, goVersionBefore } from '../src/rules/go-module-version.js';
import { createTreeFactsReader } from '../src/rules/tree-facts.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

/**
 * Rules that need more than the changed file: the Go version of the module a file belongs to (its nearest
 * go.mod, at the reviewed head) and the `async` functions of the project's own modules a file imports. Read
 * through the review's change source, carried to the rules with each file.
 */

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function repository(): TempGitRepo {
  const repo = createTempGitRepo();
  cleanups.push(repo.cleanup);
  return repo;
}

async function review(repo: TempGitRepo): Promise<ReviewReport> {
  const { settings, warnings } = parseSettings({ inputs: { 'fail-on': 'none', 'min-confidence': '0' } });
  const { report } = await runReviewSession({
    cwd: repo.root,
    createSource: (request, headSha) =>
      createLocalChangeSource({ cwd: repo.root, base: request.base, uncommitted: request.uncommitted, headSha, env: repo.env }),
    sessionsRoot: join(repo.root, '.sextant'),
    settings,
    warnings,
    base: 'main',
    uncommitted: false,
    context: { env: repo.env, now: () => new Date(), signal: new AbortController().signal },
    sink: { write: () => undefined },
  });
  return report;
}

const PUSH = `package mirror

import "sync"

func PushAll(remotes []Remote, ref string) {
\tvar wg sync.WaitGroup
\tfor _, remote := range remotes {
\t\twg.Add(1)
\t\tgo func() {
\t\t\tdefer wg.Done()
\t\t\tremote.Push(ref)
\t\t}()
\t}
\twg.Wait()
}
`;

/** A Go module on `version` whose feature branch starts a goroutine per loop iteration that reads the loop variable. */
function goModule(version: string, extra: Record<string, string> = {}): TempGitRepo {
  const repo = repository();
  repo.write('go.mod', `module example.com/mirror\n\ngo ${version}\n`);
  repo.write('internal/mirror/remote.go', 'package mirror\n\ntype Remote struct{}\n\nfunc (Remote) Push(string) {}\n');
  for (const [path, content] of Object.entries(extra)) repo.write(path, content);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write('internal/mirror/push.go', PUSH);
  repo.commit('push to every remote at once');
  return repo;
}

const captures = (report: ReviewReport) =>
  report.findings.filter((finding) => finding.rule_id === 'review/late-binding-closure').map((finding) => [finding.file, finding.line, finding.severity]);

describe("a goroutine in a loop reads the loop variable: judged by the module's own go.mod", () => {
  it('reports it in a module on go 1.21, where the loop has one variable for every goroutine', async () => {
    const report = await review(goModule('1.21'));
    expect(captures(report)).toEqual([['internal/mirror/push.go', 11, 'medium']]);
    expect(report.findings.find((finding) => finding.rule_id === 'review/late-binding-closure')?.description).toContain('Go 1.21 (go.mod)');
  });

  it('stays quiet in a module on go 1.22, where each iteration has its own variable', async () => {
    expect(captures(await review(goModule('1.22.0')))).toEqual([]);
  });

  it('reads the nearest go.mod above the file: a nested module on 1.22 inside a 1.21 repository is quiet', async () => {
    const repo = goModule('1.21', { 'internal/mirror/go.mod': 'module example.com/mirror/internal\n\ngo 1.22\n' });
    expect(captures(await review(repo))).toEqual([]);
  });

  it('reads go.mod at the reviewed head: a change that raises it to 1.22 with the goroutine is quiet', async () => {
    const repo = goModule('1.21');
    repo.write('go.mod', 'module example.com/mirror\n\ngo 1.22\n');
    repo.commit('go 1.22');
    expect(captures(await review(repo))).toEqual([]);
  });

  it('says nothing without a go.mod: the module version is unknown', async () => {
    const repo = goModule('1.21');
    repo.remove('go.mod');
    repo.commit('drop go.mod');
    expect(captures(await review(repo))).toEqual([]);
  });
});

describe("a floating promise of an async function from the project's own module", () => {
  function project(): TempGitRepo {
    const repo = repository();
    repo.write(
      'src/db.ts',
      'export async function save(user: { id: string }): Promise<void> {\n  await store.put(user.id, user);\n}\n\nexport function count(): number {\n  return 0;\n}\n',
    );
    repo.write(
      'src/register.ts',
      "import { count, save as persist } from './db.js';\n\nexport async function register(user: { id: string }): Promise<string> {\n  count();\n  return user.id;\n}\n",
    );
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write(
      'src/register.ts',
      "import { count, save as persist } from './db.js';\n\nexport async function register(user: { id: string }): Promise<string> {\n  count();\n  persist(user);\n  return user.id;\n}\n",
    );
    repo.commit('save new users');
    return repo;
  }

  it('reports the call the change added, naming the module that declares it async (hidden at the default confidence)', async () => {
    const found = (await review(project())).findings.filter((finding) => finding.rule_id === 'review/floating-promise');
    expect(found.map((finding) => [finding.file, finding.line, finding.confidence])).toEqual([['src/register.ts', 5, 70]]);
    expect(found[0]?.description).toContain('`persist` is declared `async` in `./db.js`');
  });
});

describe('reading the facts', () => {
  it('takes the go directive as major.minor, 1.16 when go.mod has none', () => {
    expect(goDirectiveOf('module a\n\ngo 1.21.5 // toolchain\n')).toBe('1.21');
    expect(goDirectiveOf('module a\n\nrequire b v1.0.0\n')).toBe('1.16');
    expect(goVersionBefore('1.21', 1, 22)).toBe(true);
    expect(goVersionBefore('1.22', 1, 22)).toBe(false);
    expect(goVersionBefore('2.0', 1, 22)).toBe(false);
    expect(goModCandidates('a/b/c.go')).toEqual(['a/b/go.mod', 'a/go.mod', 'go.mod']);
  });

  it('finds relative imports, their files and the async functions they export', () => {
    expect(relativeImportsOf("import def, { a, b as c, type T } from './x';\nimport { z } from 'pkg';\nconst { d, e: f } = require('../y');\n")).toEqual([
      {
        specifier: './x',
        names: [
          { imported: 'default', local: 'def' },
          { imported: 'a', local: 'a' },
          { imported: 'b', local: 'c' },
        ],
      },
      {
        specifier: '../y',
        names: [
          { imported: 'd', local: 'd' },
          { imported: 'e', local: 'f' },
        ],
      },
    ]);
    expect(moduleCandidates('src/app/register.ts', '../db.js')).toEqual(['src/db.js', 'src/db.ts', 'src/db.tsx']);
    expect(moduleCandidates('register.ts', '../outside')).toEqual([]);
    const text =
      'export async function a() {}\nexport const b = async () => {};\nasync function c() {}\nfunction d() {}\nexport { c as e, d };\nexport async function* f() {}\nexport default async function () {}\n';
    expect([...asyncExportsOf(text)].sort()).toEqual(['a', 'b', 'default', 'e']);
  });

  it('reads each file once, follows only imports the file calls as a statement, and treats an unreadable file as unknown', async () => {
    const reads: string[] = [];
    const tree: Record<string, string> = {
      'src/db.ts': 'export async function save() {}\nexport async function load() {}\n',
      'src/log.ts': 'export async function flush() {}\n',
    };
    const reader = createTreeFactsReader(async (path) => {
      reads.push(path);
      if (path === 'src/broken.ts') throw new Error('unreadable');
      return tree[path];
    });
    const content =
      "import { save, load } from './db';\nimport { flush } from './log';\nimport { x } from './broken';\nexport async function run() {\n  save();\n  const y = await load();\n  x();\n}\n";
    expect(await reader.factsFor('src/run.ts', content)).toEqual({ asyncImports: { save: './db', load: './db' } });
    expect(await reader.factsFor('src/again.ts', content)).toEqual({ asyncImports: { save: './db', load: './db' } });
    expect(reads.filter((path) => path === 'src/db.ts')).toEqual(['src/db.ts']);
    expect(reads).not.toContain('src/log.ts');
  });
});
