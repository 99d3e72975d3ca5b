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
  return (text ?? '').trim().split('\n').find((line) => line.trim() !== '') ?? '';
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

/** Checks out `sha` in a work tree made by `git clone --shared`, removing anything a previous case left. */
export function checkout(workTree, sha) {
  const run = git(workTree, ['checkout', '--quiet', '--force', '--detach', sha]);
  if (run.status !== 0) return `cannot check out ${sha.slice(0, 12)}: ${firstLine(run.stderr)}`;
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
