import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoSecret } from './support/expect-no-secret.js';
import { CLI, runNode } from './support/run-node.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

// Assembled at run time: the repository never holds a contiguous credential.
const TOKEN = ['gh', 'p_', 'Wq7Lm2Zx9Rt4Vb6Nc1Kd8Hf3Jp5Gs0Ya7Ue2'].join('');
const CODE_SECRETS = {
  'a GitHub token': ['gh', 'p_', 'R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue'].join(''),
  'an AWS key id': ['AK', 'IA', 'Q3ZRT7WNV5HX2KLM'].join(''),
  'a Stripe live key': ['sk', '_live_', '51Hq8ZtRw3Lp9Xv2Nk7Bd4Mc'].join(''),
};
const SECRETS = { 'the printed token': TOKEN, ...CODE_SECRETS };

/** The session files the CLI left, by path. */
function readSessions(root: string): Record<string, string> {
  const folder = join(root, '.sextant');
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (statSync(join(folder, entry)).isFile()) files[entry] = readFileSync(join(folder, entry), 'utf8');
  }
  return files;
}

describe('sextant review with a check that prints a token split by zero-width spaces (bundled CLI, real git)', () => {
  let repo: TempGitRepo;
  let out: string;

  beforeAll(() => {
    repo = createTempGitRepo();
    repo.write('.gitignore', '.sextant/\n');
    repo.write('src/app.ts', 'export const version = 1;\n');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write(
      'src/config.ts',
      Object.values(CODE_SECRETS)
        .map((secret, index) => `export const key${index} = '${secret}';`)
        .join('\n') + '\n',
    );
    // The check joins the pieces only when it runs, with a zero-width space between every character.
    repo.write(
      'scripts/print-token.mjs',
      `const token = [${[...TOKEN].map((character) => `'${character}'`).join(', ')}];\nconsole.log('token: ' + token.join('\\u200b'));\nprocess.exit(1);\n`,
    );
    repo.commit('feature');
    out = mkdtempSync(join(tmpdir(), 'sextant-output-'));
  });
  afterAll(() => {
    repo.cleanup();
    rmSync(out, { recursive: true, force: true });
  });

  it('prints, writes and stores none of it, nor the credentials in the code shown around the findings', async () => {
    const flags = ['--base', 'main', '--fail-on', 'none', '--test-command', 'node scripts/print-token.mjs'];
    const json = await runNode(CLI, ['review', ...flags, '--format', 'json'], { cwd: repo.root, env: repo.env });
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as { verification: { tests: { output_tail?: string } }; findings: Array<{ file: string }> };
    expect(report.verification.tests.output_tail).toContain('token: [REDACTED:github-token]');
    expect(report.findings.filter((finding) => finding.file === 'src/config.ts')).toHaveLength(3);

    const markdown = await runNode(CLI, ['review', ...flags, '--format', 'markdown'], { cwd: repo.root, env: repo.env });
    const html = await runNode(CLI, ['review', ...flags, '--format', 'html', '--output', join(out, 'report.html')], { cwd: repo.root, env: repo.env });
    expect(html.code).toBe(0);
    const page = readFileSync(join(out, 'report.html'), 'utf8');
    expect(page).toContain('key0 = &#39;[REDACTED:github-token]&#39;');

    for (const [name, run] of Object.entries({ json, markdown, html })) {
      expectNoSecret(`stdout of --format ${name}`, run.stdout, SECRETS);
      expectNoSecret(`stderr of --format ${name}`, run.stderr, SECRETS);
    }
    expectNoSecret('--output report.html', page, SECRETS);
    for (const [path, content] of Object.entries(readSessions(repo.root))) {
      // changes.json is the reviewed diff itself: it holds the code, but never the printed token.
      expectNoSecret(path, content, path.endsWith('changes.json') ? { 'the printed token': TOKEN } : SECRETS);
    }
  });
});
