import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { documentationText } from './support/documentation.js';

/** npm's own version-range matcher (a dependency of the test tooling). */
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

interface LockEntry {
  version?: string;
  engines?: { node?: string };
  hasInstallScript?: boolean;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  bin: Record<string, string>;
  engines: { node: string };
  homepage?: string;
  repository?: { url: string };
  bugs?: { url: string };
  allowScripts: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { name: string; packages: Record<string, LockEntry> };
const readme = readFileSync('README.md', 'utf8');

/** The oldest Node `engines` accepts, and the newest line the README names. */
const oldest = semver.minVersion(manifest.engines.node)?.version ?? '';
const documented = [oldest, '24.0.0'];

describe('what a new user installs', () => {
  it('supports no Node past its end of life: Node 22.13 and 24, as the README and CONTRIBUTING say', () => {
    expect(oldest).toBe('22.13.0');
    expect(semver.satisfies('20.19.0', manifest.engines.node)).toBe(false);
    expect(lock.packages['']?.engines?.node).toBe(manifest.engines.node);
    expect(readme).toContain('Sextant runs on **Node 22 (22.13 or later) or Node 24**');
    expect(readFileSync('CONTRIBUTING.md', 'utf8')).toContain('Node 22 (22.13 or later) or Node 24');
  });

  it('`npm ci` on a documented Node meets every engines range of the lock file: no EBADENGINE', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node !== undefined)
      .flatMap(([path, entry]) =>
        documented
          .filter((version) => !semver.satisfies(version, entry.engines?.node ?? '*'))
          .map((version) => `${path || 'sextant'} needs ${entry.engines?.node}, not ${version}`),
      );
    expect(refusing).toEqual([]);
  });

  it('`npm ci` runs no install script that allowScripts does not list: no install-scripts warning', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts).toContain('@ast-grep/cli');
    expect(withScripts.filter((name) => manifest.allowScripts[name] !== true)).toEqual([]);
  });

  it('is a package name of its own, with the `sextant` command and where it comes from', () => {
    // `sextant` on the npm registry is an unrelated package.
    expect(manifest.name).toBe('sextant-review');
    expect(lock.name).toBe(manifest.name);
    expect(manifest.bin).toEqual({ sextant: 'dist/cli.js' });
    expect(manifest.homepage).toBe('https://github.com/OWNER/sextant#readme');
    expect(manifest.repository?.url).toBe('git+https://github.com/OWNER/sextant.git');
    expect(manifest.bugs?.url).toBe('https://github.com/OWNER/sextant/issues');
  });

  it('installs from the npm registry by its own name, with one owner placeholder explained once, and the tarball npm pack leaves is ignored', () => {
    const documentation = documentationText();
    expect(documentation).not.toContain('<owner>/sextant');
    expect(readme).toContain(`npm install -g ${manifest.name}\n`);
    expect(readme).toContain(`npx ${manifest.name} review\n`);
    // `npx <package>` runs the package's only command.
    expect(Object.keys(manifest.bin)).toHaveLength(1);
    expect(documentation.match(/replace `OWNER` with/g)).toHaveLength(1);
    expect(documentation).not.toMatch(/npm install -g sextant\b(?!-)/);
    const ignored = execFileSync('git', ['check-ignore', '--no-index', `${manifest.name}-0.1.0.tgz`], { encoding: 'utf8' });
    expect(ignored.trim()).toBe(`${manifest.name}-0.1.0.tgz`);
  });
});
