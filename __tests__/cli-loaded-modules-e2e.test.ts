import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI, runNode } from './support/run-node.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

const RECORDER = fileURLToPath(new URL('./support/record-loaded-modules.mjs', import.meta.url));

/** What a run of the built CLI loaded: Node built-ins, and the packages and source files inside each bundle chunk. */
interface Loaded {
  builtins: Set<string>;
  packages: Set<string>;
  sources: Set<string>;
}

let repo: TempGitRepo;
let folder: string;

beforeAll(() => {
  repo = createTempGitRepo();
  repo.write('src/a.ts', 'export const a = 1;\n');
  repo.commit('base');
  repo.write('src/a.ts', 'export const a = 1;\nexport const b = eval(process.argv[2] ?? "");\n');
  repo.commit('change');
  folder = mkdtempSync(join(tmpdir(), 'sextant-loaded-'));
});

afterAll(() => {
  repo.cleanup();
  rmSync(folder, { recursive: true, force: true });
});

async function runRecorded(name: string, args: string[]): Promise<{ stdout: string; loaded: Loaded }> {
  const list = join(folder, `${name}.txt`);
  const run = await runNode(CLI, args, { cwd: repo.root, env: { ...repo.env, SEXTANT_LOADED_MODULES: list }, execArgv: ['--import', RECORDER] });
  expect(run.code).toBe(0);
  const loaded: Loaded = { builtins: new Set(), packages: new Set(), sources: new Set() };
  for (const entry of readFileSync(list, 'utf8').split('\n').filter(Boolean)) {
    if (entry.startsWith('node:')) {
      loaded.builtins.add(entry);
      continue;
    }
    // esbuild heads each bundled module with a comment naming its path.
    for (const [, path] of readFileSync(fileURLToPath(entry), 'utf8').matchAll(/^\/\/ (\S+)$/gm)) {
      const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path ?? '');
      if (inPackage?.[1]) loaded.packages.add(inPackage[1]);
      else if (path?.startsWith('src/')) loaded.sources.add(path);
    }
  }
  return { stdout: run.stdout, loaded };
}

const HEAVY_PACKAGES = /^(ai|@ai-sdk\/.*|undici|@octokit\/.*|@actions\/.*|fast-xml-parser)$/;

describe('modules the built CLI loads', () => {
  it('reviews statically without the model SDK, the GitHub client, the report parsers or an HTTP stack', async () => {
    const { stdout, loaded } = await runRecorded('static', ['review', '--base', 'HEAD~1', '--format', 'text']);
    expect(stdout).toContain('review/eval');
    expect([...loaded.packages].filter((name) => HEAVY_PACKAGES.test(name))).toEqual([]);
    expect(
      [...loaded.sources].filter(
        (path) => path.startsWith('src/github/') || path.startsWith('src/analyzers/parse-') || path === 'src/llm/create-untimed-fetch.ts',
      ),
    ).toEqual([]);
    expect([...loaded.builtins].filter((name) => /^node:(https?|tls|http2)$/.test(name))).toEqual([]);
  });

  it('prints the version from the entry and the version alone', async () => {
    const { stdout, loaded } = await runRecorded('version', ['--version']);
    expect(stdout).toMatch(/^\d+\.\d+\.\d+/);
    expect([...loaded.packages]).toEqual([]);
    expect([...loaded.sources].sort()).toEqual(['src/cli.ts', 'src/version.ts']);
  });

  it('prints the usage without loading the review', async () => {
    const { stdout, loaded } = await runRecorded('help', ['--help']);
    expect(stdout).toContain('sextant review');
    expect([...loaded.packages]).toEqual([]);
    expect([...loaded.sources].sort()).toEqual(['src/cli.ts', 'src/cli/usage.ts']);
  });
});
