import { describe, expect, it } from '@jest/globals';
import { createRedactor } from '../src/redact/create-redactor.js';
import { findTokens } from '../src/redact/find-tokens.js';
import type { ReviewReport } from '../src/report/review-report.js';
import { createLlmChange, runLlmSession } from './support/llm-change.js';
import { startLoopbackLlm } from './support/loopback-llm.js';
import { CLI, runNode } from './support/run-node.js';
import { createTempGitRepo } from './support/temp-git-repo.js';
import type { TempGitRepo } from './support/temp-git-repo.js';

// Every credential is assembled at run time, so this repository never holds a contiguous one.
const GITHUB_TOKEN = ['gh', 'p_', 'R8v2Lq9Zt4Wc6Ny1Pk3Hd7Mf5Bx0Js2Ga8Ue'].join('');
const OTHER_GITHUB_TOKEN = ['gh', 'p_', 'Wq7Lm2Zx9Rt4Vb6Nc1Kd8Hf3Jp5Gs0Ya7Ue2'].join('');
const AWS_KEY_ID = ['AK', 'IA', 'Q3ZRT7WNV5HX2KLM'].join('');
const DOCUMENTED_AWS_KEY_ID = ['AK', 'IA', 'IOSFODNN7EXAMPLE'].join('');
const FILLER_GITHUB_TOKEN = ['gh', 'p_', 'x'.repeat(36)].join('');

const hex = (text: string) => [...text].map((character) => `\\x${character.charCodeAt(0).toString(16)}`).join('');
const unicode = (text: string) => [...text].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const percent = (text: string) => [...text].map((character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`).join('');

/** Each way a token is written in code, URLs, logs and JSON, with the token it spells. */
const SPELLINGS: ReadonlyArray<[string, string, string]> = [
  ['after a percent-encoded `=` in a URL', `https://example.test/callback?state%3D${GITHUB_TOKEN}&x=1`, GITHUB_TOKEN],
  ['after `\\n` in printed JSON', `{"log":"starting\\n${GITHUB_TOKEN}\\tdone"}`, GITHUB_TOKEN],
  ['after a letter', `prefix${GITHUB_TOKEN}`, GITHUB_TOKEN],
  ['as the AWS signature credential, percent-encoded', `X-Amz-Credential%3D${AWS_KEY_ID}%2F20261206%2Fus-east-1`, AWS_KEY_ID],
  ['with its first letter a hex escape', `"\\x41${AWS_KEY_ID.slice(1)}"`, AWS_KEY_ID],
  ['wholly hex-escaped', `"${hex(AWS_KEY_ID)}"`, AWS_KEY_ID],
  ['wholly unicode-escaped', `'${unicode(GITHUB_TOKEN)}'`, GITHUB_TOKEN],
  ['wholly percent-encoded', percent(GITHUB_TOKEN), GITHUB_TOKEN],
  ['as HTML character references', [...AWS_KEY_ID].map((character) => `&#${character.charCodeAt(0)};`).join(''), AWS_KEY_ID],
  ['percent-encoded twice', `%255Cx41${AWS_KEY_ID.slice(1)}`, AWS_KEY_ID],
  ['in base64', Buffer.from(`token=${GITHUB_TOKEN}`).toString('base64'), GITHUB_TOKEN],
  ['in URL-safe base64', Buffer.from(`aws ${AWS_KEY_ID} key`).toString('base64url'), AWS_KEY_ID],
];

describe('one definition of each token shape, for finding and for redacting', () => {
  const redact = createRedactor();

  it.each(SPELLINGS)('finds and redacts a token %s', (_how, text, token) => {
    const found = findTokens(text);
    expect(found.map((entry) => entry.value)).toContain(token);
    const redacted = redact(text);
    expect(redacted).toContain('[REDACTED:');
    // Nothing of the spelling is left that still reads as the token.
    expect(findTokens(redacted)).toEqual([]);
    expect(redacted).not.toContain(token.slice(4));
    // Redacting is idempotent.
    expect(redact(redacted)).toBe(redacted);
  });

  it('judges every occurrence: a placeholder first in the text does not hide the real token after it', () => {
    const found = findTokens(`docs say ${DOCUMENTED_AWS_KEY_ID}, filler ${FILLER_GITHUB_TOKEN}, ours ${AWS_KEY_ID} and ${GITHUB_TOKEN}`);
    expect(found.map((entry) => entry.value)).toEqual([DOCUMENTED_AWS_KEY_ID, FILLER_GITHUB_TOKEN, AWS_KEY_ID, GITHUB_TOKEN]);
  });

  it('maps a token found in a decoded reading back to exactly its spelling, however long the text around it', () => {
    const escaped = [...GITHUB_TOKEN.slice(0, 4)].map((character) => `\\x${character.charCodeAt(0).toString(16)}`).join('') + GITHUB_TOKEN.slice(4);
    const before = `${'const padding = "\\n\\t";\n'.repeat(2_000)}const token = "`;
    const after = `";\n${'// more\\n\n'.repeat(2_000)}`;
    expect(redact(`${before}${escaped}${after}`)).toBe(`${before}[REDACTED:github-token]${after}`);
    // Past the first 16,384 characters of one base64 run: the run is read in pieces, each decoded once.
    const encoded = Buffer.from(`${'x'.repeat(16_000)} ${GITHUB_TOKEN} ${'y'.repeat(100)}`).toString('base64');
    expect(findTokens(encoded).map((entry) => entry.value)).toEqual([GITHUB_TOKEN]);
    expect(findTokens(redact(encoded))).toEqual([]);
  });

  it('keeps ordinary text: escapes, URLs, identifiers and base64 that spell no token', () => {
    const text =
      'path=%2Fhome%2Fuser "caf\\u00e9\\n" const someVeryLongIdentifierNameHere = 1; aGVsbG8gd29ybGQsIHRoaXMgaXMgcGxhaW4gdGV4dA== task-0123456789abcdefghijk';
    expect(findTokens(text)).toEqual([]);
    expect(redact(text)).toBe(text);
  });

  it('redacts a secret-named variable printed after an escaped newline, keeping its name', () => {
    expect(redact(`{"env":"PATH=/usr/bin\\nDEPLOY_TOKEN=${'s3cr3t-'}Value-9876"}`)).toBe('{"env":"PATH=/usr/bin\\nDEPLOY_TOKEN=[REDACTED:secret]"}');
  });
});

/** A repository whose `feature` branch adds `files` to a base with one module. */
function changeWith(files: Record<string, string>): TempGitRepo {
  const repo = createTempGitRepo();
  repo.write('.gitignore', '.sextant/\n');
  repo.write('src/app.ts', 'export const version = 1;\n');
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  for (const [path, content] of Object.entries(files)) repo.write(path, content);
  repo.commit('feature');
  return repo;
}

async function review(repo: TempGitRepo, ...flags: string[]) {
  const run = await runNode(CLI, ['review', '--base', 'main', '--format', 'json', ...flags], { cwd: repo.root, env: repo.env });
  const report = JSON.parse(run.stdout) as ReviewReport;
  const credentials = report.findings.filter((finding) => finding.rule_id === 'review/leaked-credential');
  return { code: run.code, report, credentials };
}

describe('sextant review gates on every real credential, however it is written and wherever it stands (bundled CLI, real git)', () => {
  const repos: TempGitRepo[] = [];
  const change = (files: Record<string, string>) => {
    const repo = changeWith(files);
    repos.push(repo);
    return repo;
  };
  afterAll(() => {
    for (const repo of repos) repo.cleanup();
  });

  it('a real key after a placeholder in the same string fails the gate; the placeholder alone does not', async () => {
    const line = `export const keys = 'example ${DOCUMENTED_AWS_KEY_ID}, live ${AWS_KEY_ID}';`;
    const attack = await review(change({ 'src/keys.ts': `${line}\n` }));
    expect(attack.code).toBe(1);
    expect(attack.credentials.map((finding) => [finding.line, finding.column])).toEqual([[1, line.indexOf(AWS_KEY_ID) + 1]]);

    const control = await review(change({ 'src/keys.ts': `export const keys = 'example ${DOCUMENTED_AWS_KEY_ID} and ${FILLER_GITHUB_TOKEN}';\n` }));
    expect(control.code).toBe(0);
    expect(control.credentials).toEqual([]);
  });

  it('a real key in a test fixture gates like one in the source', async () => {
    const attack = await review(
      change({ 'test/fixtures/client.test.ts': `const token = '${GITHUB_TOKEN}';\nit('calls', () => expect(token).toBeDefined());\n` }),
    );
    expect(attack.code).toBe(1);
    expect(attack.credentials).toEqual([expect.objectContaining({ file: 'test/fixtures/client.test.ts', severity: 'critical', confidence: 95 })]);
  });

  it('a made-up key in a test fixture does not gate', async () => {
    const control = await review(
      change({ 'test/fixtures/client.test.ts': `const token = '${FILLER_GITHUB_TOKEN}';\nit('calls', () => expect(token).toBeDefined());\n` }),
    );
    expect(control.code).toBe(0);
  });

  it("a private key in a test file is the test's own TLS key: shown only with everything, while the same key in the source gates", async () => {
    const pem = `-----BEGIN ${'RSA PRIVATE'} KEY-----\n${'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0'}\n-----END ${'RSA PRIVATE'} KEY-----`;
    const goFile = `package proxy\n\nvar serverKey = []byte(\`${pem}\`)\n`;
    const inTest = change({ 'proxy_test.go': goFile, 'test/server.pem': `${pem}\n` });
    const quiet = await review(inTest);
    expect(quiet.code).toBe(0);
    expect(quiet.credentials).toEqual([]);
    const everything = await review(inTest, '--min-confidence', '0');
    expect(everything.credentials.map((finding) => [finding.file, finding.confidence])).toEqual([
      ['proxy_test.go', 50],
      ['test/server.pem', 50],
    ]);

    const inSource = await review(change({ 'proxy.go': goFile }));
    expect(inSource.code).toBe(1);
    expect(inSource.credentials).toEqual([expect.objectContaining({ file: 'proxy.go', severity: 'critical', confidence: 95 })]);
  });

  it('escaped and percent-encoded keys are found in code and in text files alike', async () => {
    const { code, credentials } = await review(
      change({
        'src/escaped.js': `export const id = "\\x41${AWS_KEY_ID.slice(1)}";\n`,
        'docs/request.txt': `GET /bucket?X-Amz-Credential%3D${AWS_KEY_ID}%2F20261206 HTTP/1.1\n`,
        'src/url.ts': `export const callback = 'https://example.test/cb?state%3D${GITHUB_TOKEN}';\n`,
      }),
    );
    expect(code).toBe(1);
    expect(credentials.map((finding) => finding.file).sort()).toEqual(['docs/request.txt', 'src/escaped.js', 'src/url.ts']);
    for (const finding of credentials) expect(finding.code_snippet).not.toContain(AWS_KEY_ID.slice(4));
  });

  it('a finding is bound to its secret: another key on the same line is another finding, the same key moved down is the same one', async () => {
    const repo = change({ 'src/keys.ts': `export const token = '${GITHUB_TOKEN}';\n` });
    const first = await review(repo, '--fail-on', 'none');
    repo.write('src/keys.ts', `export const token = '${OTHER_GITHUB_TOKEN}';\n`);
    repo.commit('another key on the same line');
    const replaced = await review(repo, '--fail-on', 'none');
    repo.write('src/keys.ts', `// Moved down a line.\nexport const token = '${GITHUB_TOKEN}';\n`);
    repo.commit('the first key again, a line lower');
    const moved = await review(repo, '--fail-on', 'none');

    const [firstFinding, replacedFinding, movedFinding] = [first, replaced, moved].map(({ credentials }) => {
      expect(credentials).toHaveLength(1);
      return credentials[0];
    });
    // The snippets read the same once masked; the fingerprints tell the secrets apart.
    expect(replacedFinding?.code_snippet).toBe(firstFinding?.code_snippet);
    expect(replacedFinding?.fingerprint).not.toBe(firstFinding?.fingerprint);
    expect(movedFinding?.line).toBe(2);
    expect(movedFinding?.fingerprint).toBe(firstFinding?.fingerprint);
  });

  it('two real keys on one line are two findings', async () => {
    const { credentials } = await review(
      change({ 'src/keys.ts': `export const tokens = ['${GITHUB_TOKEN}', '${OTHER_GITHUB_TOKEN}'];\n` }),
      '--fail-on',
      'none',
    );
    expect(credentials).toHaveLength(2);
    expect(new Set(credentials.map((finding) => finding.fingerprint)).size).toBe(2);
  });
});

describe('what a model is sent', () => {
  it('no prompt carries a token written after a letter, a percent-encoding or an escape', async () => {
    const llm = await startLoopbackLlm();
    const repo = createLlmChange({
      'src/links.ts': [
        `export const callback = 'https://example.test/cb?state%3D${GITHUB_TOKEN}';`,
        `export const log = "starting\\n${OTHER_GITHUB_TOKEN}";`,
        `export const id = "\\x41${AWS_KEY_ID.slice(1)}";`,
        '',
      ].join('\n'),
    });
    try {
      await runLlmSession(repo, llm.url);
      expect(llm.requests.length).toBeGreaterThanOrEqual(6);
      const prompts = llm.requests.map((request) => JSON.stringify(request.body));
      // The file did reach the model, redacted.
      expect(prompts.some((prompt) => prompt.includes('src/links.ts') && prompt.includes('[REDACTED:github-token]'))).toBe(true);
      for (const prompt of prompts) {
        for (const secret of [GITHUB_TOKEN, OTHER_GITHUB_TOKEN, AWS_KEY_ID.slice(1)]) expect(prompt.includes(secret)).toBe(false);
      }
    } finally {
      await llm.close();
      repo.cleanup();
    }
  });
});
