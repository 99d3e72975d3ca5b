import { CLI, runNode } from './support/run-node.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

/**
 * A heap far below what expanding an alias bomb takes (gigabytes): the CLI must refuse the file with
 * a clear error inside it, or the process dies of running out of memory and the test fails.
 */
const BOUNDED_MEMORY = { NODE_OPTIONS: '--max-old-space-size=96' };

/** Nine levels of nine aliases under one key: 9^9 (387 million) strings once expanded, a few hundred bytes of YAML. */
function aliasBomb(): string {
  const levels = ['  l0: &l0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let level = 1; level < 9; level++)
    levels.push(
      `  l${level}: &l${level} [${Array(9)
        .fill(`*l${level - 1}`)
        .join(',')}]`,
    );
  return `fail-on: high\nx-anchors:\n${levels.join('\n')}\nexclude: *l8\n`;
}

describe('the config file of the branch under review is bounded (bundled CLI)', () => {
  let repo: TempGitRepo;
  beforeAll(() => {
    repo = createTempGitRepo();
    repo.write('src/app.ts', 'export const value = 1;\n');
    repo.commit('base');
    repo.write('src/app.ts', 'export const value = 2;\n');
    repo.commit('change');
  });
  afterAll(() => repo.cleanup());

  const review = (config: string) => {
    repo.write('.github/sextant.yml', config);
    return runNode(CLI, ['review', '--base', 'HEAD~1'], { cwd: repo.root, env: { ...repo.env, ...BOUNDED_MEMORY } });
  };

  it('an alias bomb under one key: refused with exit 2 and a message naming the file and the limit, in bounded memory', async () => {
    const run = await review(aliasBomb());

    expect(run.signal).toBeNull();
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(
      'sextant: error: Invalid config file: ".github/sextant.yml". Expected YAML whose aliases (*name) expand to at most 1,000,000 values and characters (an alias bomb is refused).',
    );
    expect(run.stdout).toBe('');
  });

  it('more aliases than the limit: refused by the parser, before any is resolved', async () => {
    const run = await review(`paths: &p ["src/**"]\n${Array.from({ length: 101 }, (_, index) => `k${index}: *p`).join('\n')}\n`);

    expect(run.code).toBe(2);
    expect(run.stderr).toContain('sextant: error: Invalid config file: ".github/sextant.yml". Expected valid YAML with at most 100 aliases (*name)');
  });

  it('an alias inside its own anchor: refused, not walked forever', async () => {
    const run = await review('rules: &loop\n  review/eval: *loop\n');

    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Expected YAML without an alias inside its own anchor (the value would contain itself)');
  });

  it('a file over 256 KiB: refused, naming the limit and its size', async () => {
    const run = await review(`# ${'x'.repeat(300 * 1024)}\nfail-on: high\n`);

    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('sextant: error: Invalid config file: ".github/sextant.yml". Expected a file of at most 256 KiB (this one has 301 KiB).');
  });

  it('a bad value of a megabyte is quoted cut, not whole', async () => {
    const run = await review(`fail-on: "${'severe'.repeat(30_000)}"\n`);

    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^sextant: error: Invalid fail-on \(from \.github\/sextant\.yml\): "(severe)+s?e?v?e?r?e?…\. Expected one of critical, high, medium, low, info, none\.\n$/,
    );
    expect(run.stderr.length).toBeLessThan(400);
  });

  it('a bad list value built from aliases is quoted cut, and its error says which key', async () => {
    const names = Array.from({ length: 20 }, (_, index) => `"agent-with-a-long-name-${index}"`).join(', ');
    const run = await review(`list: &l [${names}]\nagents: [${Array(20).fill('*l').join(', ')}]\n`);

    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^sextant: error: Invalid agents \(from \.github\/sextant\.yml\): \[\["agent-with-a-long-name-0","agent-with-a-long-name-1",/);
    expect(run.stderr.length).toBeLessThan(600);
  });
});
