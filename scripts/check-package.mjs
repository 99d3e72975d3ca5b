// Packs Sextant as npm would publish it, installs the tarball globally into a throw-away prefix with
// the Node running this script, and checks what a user of that Node gets. On a Node that `engines`
// supports: no warning at all from npm, a small install, `sextant --version` and a static review. On an
// older Node (20 is past its end of life): npm's EBADENGINE warning naming the supported versions, the
// static review still working, and a clear refusal of model review below Node 22.
// Run it with the Node to check, outside npm scripts (which put the dev dependency's Node 24 first):
//   node scripts/check-package.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

/** A global install must stay small: the release bound, far above what the package needs today. */
const MAX_INSTALLED_BYTES = 60 * 1024 * 1024;
const MIN_NODE_MAJOR_FOR_MODELS = 22;

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const { version } = manifest;
const [nodeMajor = 0, nodeMinor = 0] = process.versions.node.split('.').map(Number);
// `engines.node` is a lower bound, `>=MAJOR.MINOR`: a wider range needs a semver check here.
const minimum = /^>=(\d+)\.(\d+)$/.exec(manifest.engines?.node ?? '');
if (!minimum) throw new Error(`engines.node must be ">=MAJOR.MINOR", got ${JSON.stringify(manifest.engines?.node)}`);
const supported = nodeMajor > Number(minimum[1]) || (nodeMajor === Number(minimum[1]) && nodeMinor >= Number(minimum[2]));
const work = mkdtempSync(join(tmpdir(), 'sextant-package-'));
// The shim `sextant` starts `node` from PATH: make it this Node.
const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`, npm_config_update_notifier: 'false' };
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};
const run = (command, args, options = {}) => spawnSync(command, args, { env, encoding: 'utf8', ...options });

function directoryBytes(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.size;
  return readdirSync(path).reduce((sum, name) => sum + directoryBytes(join(path, name)), 0);
}

try {
  check(manifest.bin?.sextant === 'dist/cli.js', 'the package installs the `sextant` command');
  for (const field of ['repository', 'homepage', 'bugs']) check(Boolean(manifest[field]), `package.json has ${field}`);
  const pack = run('npm', ['pack', '--json', '--pack-destination', work]);
  if (pack.status !== 0) throw new Error(`npm pack failed: ${pack.stderr}`);
  const [packed] = JSON.parse(pack.stdout);
  const tarball = join(work, packed.filename);
  const packedFiles = packed.files.map((file) => file.path);
  for (const required of [
    'dist/cli.js',
    'dist/index.js',
    'dist/licenses.txt',
    'LICENSE',
    'README.md',
    'docs/workflows.md',
    'docs/configuration-reference.md',
    'CHANGELOG.md',
    'SECURITY.md',
    'sextant.schema.json',
  ]) {
    check(packedFiles.includes(required), `the package holds ${required}`);
  }
  check(!packedFiles.some((path) => path.startsWith('src/') || path.startsWith('__tests__/')), 'the package holds no sources or tests');

  const prefix = join(work, 'prefix');
  const install = run('npm', ['install', '--global', '--prefix', prefix, '--no-audit', '--no-fund', tarball]);
  check(
    install.status === 0,
    `npm install -g of ${packed.filename} on Node ${process.versions.node} (${supported ? 'supported' : `not supported: engines ${manifest.engines.node}`})`,
  );
  if (install.stderr.trim()) console.log(install.stderr.trim());
  if (supported) check(!/\bwarn\b/i.test(install.stderr), 'no warning from npm');
  else check(install.stderr.includes('EBADENGINE') && install.stderr.includes(manifest.engines.node), `npm warns EBADENGINE, naming ${manifest.engines.node}`);
  const installed = directoryBytes(prefix);
  check(installed < MAX_INSTALLED_BYTES, `installed size ${(installed / 1024 / 1024).toFixed(1)} MB (limit ${MAX_INSTALLED_BYTES / 1024 / 1024} MB)`);

  const sextant = join(prefix, process.platform === 'win32' ? 'sextant.cmd' : join('bin', 'sextant'));
  const shown = run(sextant, ['--version'], { shell: process.platform === 'win32' });
  check(
    shown.status === 0 && shown.stdout.trim() === version,
    `sextant --version prints ${version} (got ${JSON.stringify(shown.stdout.trim())}, exit ${shown.status})`,
  );

  // A repository with one commit to review: a debugger statement is a high finding, below the default gate.
  const repo = join(work, 'repo');
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=Check', '-c', 'user.email=check@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, env });
  execFileSync('git', ['init', '-q', '-b', 'main', repo], { env });
  writeFileSync(join(repo, 'app.ts'), 'export const one = 1;\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  writeFileSync(join(repo, 'app.ts'), 'export function two(): number {\n  debugger;\n  return 2;\n}\n');
  git('commit', '-q', '-am', 'change');
  const review = run(sextant, ['review', '--base', 'HEAD~1', '--format', 'json'], { cwd: repo, shell: process.platform === 'win32' });
  let report;
  try {
    report = JSON.parse(review.stdout);
  } catch {
    report = undefined;
  }
  check(
    review.status === 0 && report?.status === 'success' && report.findings.some((finding) => finding.file === 'app.ts' && finding.line === 2),
    `a static review finds the debugger statement (exit ${review.status}${review.stderr.trim() ? `; ${review.stderr.trim().split('\n')[0]}` : ''})`,
  );

  if (nodeMajor < MIN_NODE_MAJOR_FOR_MODELS) {
    const model = run(sextant, ['review', '--base', 'HEAD~1', '--model', 'openai:gpt-4.1'], {
      cwd: repo,
      env: { ...env, OPENAI_API_KEY: 'not-used' },
      shell: process.platform === 'win32',
    });
    check(
      model.status === 2 && model.stderr.includes(`needs Node ${MIN_NODE_MAJOR_FOR_MODELS} or later`),
      `model review refused with exit 2: ${model.stderr.trim().split('\n')[0]}`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
