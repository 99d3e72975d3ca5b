#!/usr/bin/env node
// Reviews an example change shipped in this folder, from a fresh clone, with nothing installed:
// its `base/` and `head/` become two commits of a throw-away git repository, `sextant review`
// (the bundled dist/cli.js) reviews the change between them, and the repository is deleted — all but
// its .sextant/ session folder, which holds the HTML report sextant names.
//
//   node examples/review-example.mjs [example] [sextant review flags…]
//
// The example defaults to `quick-start`; flags such as `--format html --output report.html` or
// `--fail-on high` go to `sextant review` (an --output path is relative to where you run this).
// `--keep` keeps the repository (and its .sextant/ sessions) and prints where it is. The exit code
// is sextant's.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const examples = dirname(fileURLToPath(import.meta.url));
const cli = resolve(examples, '..', 'dist', 'cli.js');
const args = process.argv.slice(2);
const name = args[0] !== undefined && !args[0].startsWith('-') ? args.shift() : 'quick-start';
const keep = args.includes('--keep');
// sextant runs in the throw-away repository: a relative --output would be deleted with it.
const reviewArgs = args
  .filter((arg) => arg !== '--keep')
  .map((arg, index, all) =>
    all[index - 1] === '--output' ? resolve(arg) : arg.startsWith('--output=') ? `--output=${resolve(arg.slice('--output='.length))}` : arg,
  );
const example = join(examples, name);

if (!existsSync(join(example, 'base')) || !existsSync(join(example, 'head'))) {
  const known = readdirSync(examples, { withFileTypes: true })
    .filter((entry) => existsSync(join(examples, entry.name, 'head')))
    .map((entry) => entry.name);
  console.error(`review-example: no example '${name}' (one with base/ and head/ folders); known: ${known.join(', ')}`);
  process.exit(2);
}

const repository = mkdtempSync(join(tmpdir(), `sextant-example-${name}-`));
// The host's git configuration (hooks, signing, templates) stays out of the throw-away repository:
// an empty global config file beside it, and no system one.
const globalConfig = `${repository}.gitconfig`;
writeFileSync(globalConfig, '');
const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: globalConfig };
const identity = ['-c', 'user.name=Sextant example', '-c', 'user.email=example@example.invalid', '-c', 'commit.gpgsign=false', '-c', 'core.autocrlf=false'];
const git = (...gitArgs) => {
  const run = spawnSync('git', [...identity, ...gitArgs], { cwd: repository, env, encoding: 'utf8' });
  if (run.error) throw new Error(`git could not be started (${run.error.message}): the example needs git on PATH`);
  if (run.status !== 0) throw new Error(`git ${gitArgs.join(' ')} failed: ${run.stderr.trim()}`);
};
/** Replaces the working tree (everything but .git) with `folder`, then commits it. */
const commit = (folder, message) => {
  for (const entry of readdirSync(repository)) if (entry !== '.git') rmSync(join(repository, entry), { recursive: true, force: true });
  cpSync(join(example, folder), repository, { recursive: true });
  git('add', '--all');
  git('commit', '--quiet', '--allow-empty', '--message', message);
};

let code;
try {
  git('init', '--quiet');
  git('symbolic-ref', 'HEAD', 'refs/heads/main');
  commit('base', `${name}: base`);
  git('checkout', '--quiet', '-b', 'change');
  commit('head', `${name}: the change to review`);
  console.error(
    `review-example: examples/${name} (base → head) in a throw-away repository; running: sextant review --base main ${reviewArgs.join(' ')}`.trimEnd(),
  );
  const review = spawnSync(process.execPath, [cli, 'review', '--base', 'main', ...reviewArgs], { cwd: repository, stdio: 'inherit' });
  if (review.error) throw review.error;
  code = review.status ?? 1;
} catch (error) {
  console.error(`review-example: ${error instanceof Error ? error.message : String(error)}`);
  code = 2;
} finally {
  rmSync(globalConfig, { force: true });
  if (keep) console.error(`review-example: the repository is kept at ${repository}`);
  else {
    // The session stays, so the HTML report sextant pointed to can still be opened.
    for (const entry of readdirSync(repository)) if (entry !== '.sextant') rmSync(join(repository, entry), { recursive: true, force: true });
    const kept = existsSync(join(repository, '.sextant'));
    if (!kept) rmSync(repository, { recursive: true, force: true });
    console.error(
      `review-example: the throw-away repository is deleted${kept ? `; its session and HTML report stay in ${join(repository, '.sextant')}` : ''} (--keep keeps the repository too)`,
    );
  }
}
process.exit(code);
