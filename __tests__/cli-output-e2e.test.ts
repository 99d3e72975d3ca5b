import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { createEvalChange, sessionsOf, sextant } from './support/cli-change.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

describe('what sextant review prints and writes (bundled CLI)', () => {
  let repo: TempGitRepo;
  beforeEach(() => {
    repo = createEvalChange();
  });
  afterEach(() => repo.cleanup());

  it('speaks plain words: no event or status code in progress, the text, HTML or markdown report, one fix-iteration count, no cost without a model', async () => {
    repo.write('src/stop.ts', 'export function stop(): void {\n  debugger;\n}\n');
    repo.commit('a debugger statement');
    const flags = ['review', '--base', 'main', '--fail-on', 'none', '--test-command', 'true'];
    const text = await sextant(repo, flags);
    const markdown = await sextant(repo, [...flags, '--format', 'markdown', '--quiet']);
    expect([text.code, markdown.code]).toEqual([0, 0]);
    const page = /^sextant: session [0-9a-f]{8} — HTML report: (.+)$/m.exec(text.stderr)?.[1] ?? '';
    const html = readFileSync(page, 'utf8')
      .replace(/<(style|script)>[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, ' ');
    const CODES = /\b[A-Z]+(?:_[A-Z]+)+\b|\b[a-z]+(?:_[a-z]+)+\b/g;
    for (const shown of [text.stderr, text.stdout, html, markdown.stdout]) expect(shown.match(CODES)).toBeNull();
    expect(text.stderr).toContain('reviewing the change against main with the static engine\n');
    expect(text.stdout).toContain('1 fix iteration · ended: nothing left to fix');
    expect(html).toContain('1 fix iteration · ');
    expect(markdown.stdout).toContain('- Fix loop: 1 fix iteration · ');
    expect(html).not.toContain('Usage and cost');
    expect(markdown.stdout).not.toMatch(/- Usage:|cost \$/);
  });

  it('--quiet prints the report and nothing else', async () => {
    const run = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none', '--quiet']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/review\/eval/);
  });

  it.each([
    ['json', (text: string) => expect((JSON.parse(text) as ReviewReport).findings.length).toBeGreaterThan(0)],
    ['text', (text: string) => expect(text).toMatch(/src\/app\.ts:2/)],
    ['sarif', (text: string) => expect(JSON.parse(text).version).toBe('2.1.0')],
    ['markdown', (text: string) => expect(text).toMatch(/src\/app\.ts/)],
  ] as const)('--output writes the %s report to a file and says where on stderr', async (format, check) => {
    const run = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'none', '--format', format, '--output', `out.${format}`, '--color']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`sextant: ${format} report written to ${join(repo.root, `out.${format}`)}\n`);
    check(readFileSync(join(repo.root, `out.${format}`), 'utf8'));
  });

  it('--output into a folder that does not exist is a usage error', async () => {
    const missing = await sextant(repo, ['review', '--base', 'main', '--output', 'no/such/folder/report.json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^sextant: error: --output: the folder .*no\/such\/folder does not exist\n/);
  });

  it('--format html writes one self-contained page with everything escaped', async () => {
    repo.write('src/app.ts', 'export function run(input: string): unknown {\n  return eval(input + "<img src=x onerror=alert(1)>");\n}\n');
    repo.commit('hostile line');
    const run = await sextant(repo, ['review', '--base', 'main', '--fail-on', 'high', '--format', 'html', '-o', 'report.html']);
    expect(run.code).toBe(1);
    const page = readFileSync(join(repo.root, 'report.html'), 'utf8');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('Content-Security-Policy" content="default-src \'none\'');
    expect(page).not.toMatch(/(src|href)\s*=\s*["']?\s*(https?:)?\/\//i);
    expect(page).not.toMatch(/<link\b/i);
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('review/eval');
    expect(page).toContain('failed the gate');
    // The session keeps the same page for the action's artifact.
    const [session] = sessionsOf(repo);
    expect(readFileSync(join(repo.root, '.sextant', session ?? '', 'report.html'), 'utf8')).toBe(page);
  });
});
