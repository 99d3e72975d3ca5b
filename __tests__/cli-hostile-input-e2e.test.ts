import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReviewReport } from '../src/report/review-report.js';
import { runCliInProcess } from './support/run-cli-in-process.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

// Assembled at run time: the repository never holds a contiguous credential.
const AWS_KEY = ['AK', 'IA', 'Q3ZRT7WNV5HX2KLM'].join('');
const OTHER_AWS_KEY = ['AK', 'IA', 'J7WQ2ZRT5NV8HX3M'].join('');
const THIRD_AWS_KEY = ['AK', 'IA', 'R4TW9ZQ2MV6NX8KP'].join('');

async function review(repo: TempGitRepo, ...flags: string[]): Promise<{ code: number; report: ReviewReport }> {
  const run = await runCliInProcess({ cwd: repo.root, env: repo.env, argv: ['review', '--base', 'main', '--format', 'json', ...flags] });
  return { code: run.code, report: JSON.parse(run.stdout) as ReviewReport };
}

function utf16le(text: string, bom: boolean): Buffer {
  return Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(text, 'utf16le')]);
}

function utf16be(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}

/** A SARIF log with one result of `ruleId` on `path`:`line`. */
function sarif(ruleId: string, path: string, line: number): string {
  return JSON.stringify({
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'Probe' } },
        results: [
          {
            ruleId,
            level: 'error',
            message: { text: `${ruleId} found something` },
            locations: [{ physicalLocation: { artifactLocation: { uri: path }, region: { startLine: line } } }],
          },
        ],
      },
    ],
  });
}

describe('sextant review reads text in its encoding (real git)', () => {
  let repo: TempGitRepo;

  beforeAll(() => {
    repo = createTempGitRepo();
    repo.write('.gitignore', '.sextant/\n');
    repo.write('notes/readme.txt', 'notes\n');
    repo.write('notes/old.txt', utf16le(`first line\nkey = ${AWS_KEY}\n`, true));
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('notes/keys.txt', utf16le(`deploy notes\naws_access_key_id = ${AWS_KEY}\n`, true));
    repo.write('notes/keys-be.txt', utf16be(`aws_access_key_id = ${OTHER_AWS_KEY}\n`));
    // Changed, not added: only its third line is new.
    repo.write('notes/old.txt', utf16le(`first line\nkey = ${AWS_KEY}\nkey = ${THIRD_AWS_KEY}\n`, true));
    // A PNG header and chunk: NUL bytes and control bytes, text in no encoding.
    repo.write(
      'assets/logo.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
    );
    repo.commit('feature');
  });
  afterAll(() => repo.cleanup());

  it('finds and gates a key in UTF-16LE with a byte-order mark and in UTF-16BE without one; a real binary is listed as not reviewed', async () => {
    const { code, report } = await review(repo, '--fail-on', 'high');
    expect(code).toBe(1);
    const keys = report.findings.filter((finding) => finding.rule_id === 'review/leaked-credential');
    expect(keys.map((finding) => `${finding.file}:${finding.line}`).sort()).toEqual(['notes/keys-be.txt:1', 'notes/keys.txt:2', 'notes/old.txt:3']);
    expect(report.not_reviewed).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'assets/logo.png', reason: 'binary' })]));
    expect(report.not_reviewed.filter((entry) => entry.reason === 'binary').map((entry) => entry.path)).toEqual(['assets/logo.png']);
  });

  it('a text file in no encoding it can be read in makes the review incomplete; an image or a fixture of raw bytes beside it does not', async () => {
    const undecodable = createTempGitRepo();
    try {
      undecodable.write('.gitignore', '.sextant/\n');
      undecodable.write('notes/readme.txt', 'notes\n');
      undecodable.commit('base');
      undecodable.git('checkout', '-q', '-b', 'feature');
      undecodable.write('assets/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
      // A request fixture with an image inside: binary, whatever its name says it holds.
      undecodable.write(
        'tests/multipart/upload.http',
        Buffer.concat([Buffer.from('POST /upload HTTP/1.1\r\n\r\n'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 0, 0, 0x1b])]),
      );
      undecodable.commit('an image and a fixture');
      const imageOnly = await review(undecodable);
      expect(imageOnly.report.summary.incomplete_reason).toBeUndefined();
      // NUL and control bytes where no encoding has them: not UTF-8, not UTF-16.
      undecodable.write('notes/keys.txt', Buffer.from([0x41, 0x00, 0x00, 0x07, 0x42, 0x1b, 0x00, 0x00, 0x01, 0x43]));
      undecodable.commit('an unreadable note');
      const { code, report } = await review(undecodable);
      expect(code).toBe(3);
      expect(report.summary.incomplete_reason).toMatch(/^UNREVIEWED_FILES: 1 changed text file could not be read: notes\/keys\.txt \(binary\)/);
    } finally {
      undecodable.cleanup();
    }
  });

  it('diffs a changed UTF-16 file as its decoded text: the key on its added third line is found, the one it already had is not', async () => {
    const { report } = await review(repo, '--fail-on', 'none');
    const found = report.findings.filter((finding) => finding.file === 'notes/old.txt').map((finding) => `${finding.rule_id}:${finding.line}`);
    expect(found).toEqual(['review/leaked-credential:3']);
    expect(report.not_reviewed.find((entry) => entry.path === 'notes/old.txt')).toMatchObject({ reason: 'unsupported-language', scanned_by: 'text-gates' });
  });
});

describe('sextant review bounds hostile input: one file or report too deep costs only itself (real git)', () => {
  let repo: TempGitRepo;
  let outside: string;

  beforeAll(() => {
    repo = createTempGitRepo();
    repo.write('.gitignore', '.sextant/\nlint/\nreports\ndeep.xml\n');
    repo.write('src/app.js', 'export const version = 1;\n');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    const depth = 50_000;
    repo.write('src/deep.js', `export const nested = ${'['.repeat(depth)}1${']'.repeat(depth)};\n`);
    repo.write('src/config.js', `export const key = '${AWS_KEY}';\n`);
    repo.write('src/app.js', 'export const version = 2;\nexport function total(values) {\n  return values.length;\n}\n');
    repo.commit('feature');
    // A report that names the changed file, kept outside the repository and reached through a link.
    outside = mkdtempSync(join(tmpdir(), 'sextant-outside-'));
    writeFileSync(join(outside, 'leak.sarif'), sarif('outside/secret-read', 'src/app.js', 2));
    repo.symlink('reports', outside);
    repo.write('lint/ok.sarif', sarif('probe/inside', 'src/app.js', 2));
    const xmlDepth = 200_000;
    repo.write('deep.xml', `<?xml version="1.0"?>\n<checkstyle>${'<file name="src/app.js">'.repeat(xmlDepth)}${'</file>'.repeat(xmlDepth)}</checkstyle>\n`);
  });
  afterAll(() => {
    repo.cleanup();
    rmSync(outside, { recursive: true, force: true });
  });

  it('a JavaScript array nested 50,000 deep is listed as not reviewed, and a key in another file is still found and gated', async () => {
    const { code, report } = await review(repo, '--fail-on', 'high');
    expect(code).toBe(1);
    expect(report.findings).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'src/config.js', rule_id: 'review/leaked-credential' })]));
    expect(report.not_reviewed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'src/deep.js', reason: 'unreadable', detail: expect.stringMatching(/nested more than 500 levels deep/) }),
      ]),
    );
    // The file beside it is reviewed as usual, and the review says it is not complete.
    expect(report.not_reviewed.map((entry) => entry.path)).not.toContain('src/app.js');
    expect(report.status).toBe('partial');
  });

  it('reads a report in a folder of the repository, refuses one behind a linked folder, and refuses a checkstyle report nested 200,000 deep', async () => {
    const { code, report } = await review(
      repo,
      '--fail-on',
      'none',
      '--analyzer-reports',
      'lint/*.sarif',
      '--analyzer-reports',
      'reports/*.sarif',
      '--analyzer-reports',
      'reports/leak.sarif',
      '--analyzer-reports',
      'deep.xml',
    );
    expect(code).not.toBe(4);
    const rules = report.findings.map((finding) => finding.rule_id);
    expect(rules).toContain('probe/probe/inside');
    expect(rules.some((rule) => rule?.includes('secret-read'))).toBe(false);
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        "analyzer analyzer-reports: 'reports/*.sarif' walks reports, which is a symbolic link, which is not followed: not read",
        "analyzer analyzer-reports: 'reports/leak.sarif' is in reports, a symbolic link, which is not followed: not read",
        expect.stringMatching(/^analyzer analyzer-reports: deep\.xml was not imported: nested more than 256 levels deep/),
      ]),
    );
    // The key elsewhere in the change is still found.
    expect(report.findings).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'src/config.js', rule_id: 'review/leaked-credential' })]));
  });
});
