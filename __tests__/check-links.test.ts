import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const SCRIPT = resolve('scripts/check-links.mjs');

/** Runs `node scripts/check-links.mjs` in `folder`, as `npm run check:links` does in the repository. */
async function checkLinks(folder: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [SCRIPT], { cwd: folder });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run check:links', () => {
  let folder: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  };

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'sextant-links-'));
    write(
      'docs/workflows.md',
      [
        '# Workflows',
        '',
        '## Fork pull requests: analyze, then publish',
        '',
        '## Talking to Sextant: questions, `ignore`, `fix`',
        '',
        '## Example',
        '',
        '## Example',
        '',
        '```md',
        '## Not a heading: inside a code block',
        '[not a link](missing.md)',
        '```',
        '',
        'Back to the [README](../README.md#quick-start), up to [this section](#example-1).',
        '',
      ].join('\n'),
    );
    write('action.yml', 'name: sextant\n');
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('passes links to files and headings that exist, anchors made as GitHub makes them', async () => {
    write(
      'README.md',
      [
        '# Sextant',
        '',
        '## Quick start',
        '',
        'See [forks](docs/workflows.md#fork-pull-requests-analyze-then-publish), [talking](docs/workflows.md#talking-to-sextant-questions-ignore-fix),',
        'the [second example](docs/workflows.md#example-1), [`action.yml`](action.yml), [the docs](docs) and [GitHub](https://github.com/x#nowhere).',
        'A code span is not a link: `[x](missing.md)`.',
        '',
      ].join('\n'),
    );

    const run = await checkLinks(folder);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 files checked');
  });

  it('fails on a link to a missing file and on a missing anchor, naming each file:line', async () => {
    write(
      'README.md',
      [
        '# Sextant',
        '',
        '## Quick start',
        '',
        'See [the configuration](docs/configuration.md).',
        'And [forks](docs/workflows.md#fork-pull-requests).',
        'And [here](#quick-start) is fine.',
        '',
      ].join('\n'),
    );
    write('CONTRIBUTING.md', '# Contributing\n\nThe [third example](docs/workflows.md#example-2).\n');

    const run = await checkLinks(folder);

    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'README.md:5: docs/configuration.md — no such file: docs/configuration.md',
      'README.md:6: docs/workflows.md#fork-pull-requests — docs/workflows.md has no heading #fork-pull-requests',
      'CONTRIBUTING.md:3: docs/workflows.md#example-2 — docs/workflows.md has no heading #example-2',
      '3 broken links in 3 files',
    ]);
  });
});
