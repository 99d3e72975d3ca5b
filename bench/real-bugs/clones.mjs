// Where a case's repository is on this machine: a clone named after it in the clones folder, or one made
// from its URL with --fetch. Reviews happen in a throw-away clone that shares its objects, so nothing is
// written into the user's clone.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function git(cwd, args) {
  return spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
}

export function firstLine(text) {
  return (
    (text ?? '')
      .trim()
      .split('\n')
      .find((line) => line.trim() !== '') ?? ''
  );
}

/** A clone is found by the repository's name, name.git, owner+name or owner/name, as a working clone or a bare one. */
export function findClone(clones, slug) {
  const [owner, name] = slug.split('/');
  for (const candidate of [name, `${name}.git`, `${owner}+${name}`, join(owner, name)]) {
    const path = join(clones, candidate);
    if (existsSync(path) && git(path, ['rev-parse', '--git-dir']).status === 0) return path;
  }
  return undefined;
}

export function fetchClone(clones, slug, url) {
  const target = join(clones, slug.split('/')[1]);
  const run = spawnSync('git', ['clone', '--quiet', '--no-checkout', url, target], { encoding: 'utf8' });
  return run.status === 0 ? { path: target } : { error: firstLine(run.stderr) };
}

// Snapshots of a repository may lack its largest files (a 5 MB test fixture); such a file is left out of the
// work tree rather than failing the case, up to this many files.
const MAX_MISSING_FILES = 20;

/**
 * Checks out `sha` in a work tree made by `git clone --shared`, removing anything a previous case left. A file
 * whose content is missing from the clone is excluded with a sparse checkout; the diff still sees it.
 */
export function checkout(workTree, sha) {
  const excluded = [];
  for (;;) {
    const run = git(workTree, ['checkout', '--quiet', '--force', '--detach', sha]);
    if (run.status === 0) break;
    const missing = /unable to read sha1 file of (.+?) \(/.exec(run.stderr)?.[1];
    if (!missing || excluded.length >= MAX_MISSING_FILES) return `cannot check out ${sha.slice(0, 12)}: ${firstLine(run.stderr)}`;
    excluded.push(missing);
    git(workTree, ['sparse-checkout', 'set', '--no-cone', '/*', ...excluded.map((path) => `!/${path}`)]);
  }
  git(workTree, ['clean', '--quiet', '-ffdx']);
  return undefined;
}

/** The lines each file gained in base..head (new-side numbers), for files that still exist at head. */
export function addedLines(workTree, base, head) {
  const diff = git(workTree, ['diff', '--no-color', '--no-ext-diff', '--find-renames', '-U0', base, head]).stdout;
  const files = new Map();
  let current;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      current = line === '+++ /dev/null' ? undefined : line.slice(6);
      if (current !== undefined && !files.has(current)) files.set(current, new Set());
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk && current !== undefined) {
      const start = Number(hunk[1]);
      const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
      for (let offset = 0; offset < count; offset += 1) files.get(current).add(start + offset);
    }
  }
  return files;
}
