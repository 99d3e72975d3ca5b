// The manifest: one "<repository URL> <commit SHA>" per line; blank lines and lines starting with # are ignored.
import { readFileSync } from 'node:fs';

const LINE = /^(https:\/\/github\.com\/([A-Za-z0-9][A-Za-z0-9_.-]*)\/([A-Za-z0-9][A-Za-z0-9_.-]*?)(?:\.git)?)\s+([0-9a-f]{40})$/;

/** Commits in manifest order, and one message per malformed line (the rest of the manifest still counts). */
export function readManifest(path) {
  const commits = [];
  const problems = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((raw, index) => {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) return;
      const match = LINE.exec(line);
      if (!match) {
        problems.push(`manifest line ${index + 1}: expected "https://github.com/<owner>/<name> <40-hex commit SHA>", got "${line.slice(0, 120)}"; skipped`);
        return;
      }
      const [, url, owner, name, sha] = match;
      commits.push({ repository: { url, owner, name, slug: `${owner}/${name}` }, sha });
    });
  return { commits, problems };
}
