import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { SCHEMA_FILE } from '../src/config/config-file-schema.js';
import { documentationText } from './support/documentation.js';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface ReleaseWorkflow {
  permissions: Record<string, string>;
  jobs: { release: { steps: Step[] } };
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
const readme = documentationText();
const release = load(readFileSync('.github/workflows/release.yml', 'utf8')) as ReleaseWorkflow;
const steps = release.jobs.release.steps;

/** Runs the release workflow's version step as the runner would for a pushed tag, and returns what it outputs. */
function releaseOutputs(tag: string): Record<string, string> {
  const step = steps.find((candidate) => candidate.id === 'version');
  const dir = mkdtempSync(join(tmpdir(), 'sextant-release-'));
  try {
    const script = join(dir, 'version.sh');
    const output = join(dir, 'output');
    writeFileSync(script, step?.run ?? 'exit 1');
    writeFileSync(output, '');
    execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
      env: { PATH: process.env.PATH, GITHUB_OUTPUT: output, EVENT: 'push', TAG: tag, INPUT_VERSION: '' },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return Object.fromEntries(
      readFileSync(output, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('=', 2) as [string, string]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every place the README or docs/ tell a user to reference Sextant by a tag: `uses:` lines and the schema address, with the tag each names. */
function referencesIn(text: string): Array<{ where: string; ref: string }> {
  const uses = [...text.matchAll(/uses: OWNER\/sextant@([^\s`]+)/g)].map((match) => ({ where: match[0], ref: match[1] ?? '' }));
  const schema = [...text.matchAll(/raw\.githubusercontent\.com\/OWNER\/sextant\/([^/\s]+)\/([^\s`]+)/g)].map((match) => ({
    where: match[0],
    ref: match[1] ?? '',
  }));
  return [...uses, ...schema];
}

/** The references that do not name the moving major tag (a pinned `<sha>` is the documented way before the first release). */
const mismatches = (text: string, major: string) => referencesIn(text).filter(({ ref }) => ref !== major && ref !== '<sha>');

describe('Sextant is referenced as the release workflow tags it', () => {
  const outputs = releaseOutputs(`v${manifest.version}`);

  it('the release of package.json’s version tags vX.Y.Z and moves the major tag the README names', () => {
    expect(outputs.version).toBe(manifest.version);
    expect(outputs.major).toBe(`v${manifest.version.split('.')[0]}`);
    const references = referencesIn(readme);
    expect(references.filter(({ where }) => where.startsWith('uses:')).length).toBeGreaterThan(5);
    expect(references.some(({ where }) => where.endsWith(`/${SCHEMA_FILE}`))).toBe(true);
    expect(mismatches(readme, outputs.major ?? '')).toEqual([]);
    expect(existsSync(SCHEMA_FILE)).toBe(true);
  });

  it('a `uses:` line or schema address naming another major tag is caught', () => {
    const major = outputs.major ?? '';
    const other = `v${Number(major.slice(1)) + 1}`;
    const wrong = readme.replace(`uses: OWNER/sextant@${major}`, `uses: OWNER/sextant@${other}`);
    expect(mismatches(wrong, major)).toEqual([{ where: `uses: OWNER/sextant@${other}`, ref: other }]);
    const schema = readme.replace(`OWNER/sextant/${major}/`, `OWNER/sextant/${other}/`);
    expect(mismatches(schema, major)).toEqual([{ where: `raw.githubusercontent.com/OWNER/sextant/${other}/${SCHEMA_FILE}`, ref: other }]);
  });

  it('a version the release could not tag is refused before anything is published', () => {
    let refusal = '';
    try {
      releaseOutputs('v9.9.9');
    } catch (error) {
      refusal = String((error as { stdout?: string }).stdout);
    }
    expect(refusal).toContain(`::error::package.json says ${manifest.version}, not 9.9.9`);
  });

  it('says what to use before the first release: a pinned commit or a local path', () => {
    expect(readme).toContain('`uses: OWNER/sextant@<sha>`');
    expect(readme).toContain('`uses: ./sextant`');
  });

  it('publishes the package to the npm registry with provenance, before the tags, from a secret the README names', () => {
    const publish = steps.findIndex((step) => /\bnpm publish --provenance\b/.test(step.run ?? ''));
    const tags = steps.findIndex((step) => /git tag -f "\$MAJOR"/.test(step.run ?? ''));
    expect(publish).toBeGreaterThan(-1);
    expect(publish).toBeLessThan(tags);
    expect(release.permissions['id-token']).toBe('write');
    const registry = steps
      .slice(0, publish)
      .reverse()
      .find((step) => step.uses?.startsWith('actions/setup-node'));
    expect(registry?.with?.['registry-url']).toBe('https://registry.npmjs.org');
    const secret = /secrets\.([A-Z_]+)/.exec(steps[publish]?.env?.NODE_AUTH_TOKEN ?? '')?.[1];
    expect(secret).toBe('NPM_TOKEN');
    expect(readme).toContain(`\`${secret}\` secret`);
  });
});
