/**
 * Pure: a path as a report writes it, as a repository path (forward slashes, relative to the root), or
 * undefined when it is not inside the repository. Reports write paths every way there is:
 * - relative (`src/a.ts`, `./src/a.ts`, `src\a.ts` on Windows);
 * - absolute under the checkout (`/home/runner/work/app/app/src/a.ts`, `C:\work\app\src\a.ts`);
 * - `file://` URIs (`file:///home/…/src/a.ts`, `file:///C:/work/app/src/a%20b.ts`);
 * - absolute under another checkout of the same repository (a tool run in a container at `/src`, or on
 *   another runner): such a path is matched to the changed file whose path it ends with, segment by segment.
 * SARIF `uriBaseId`s are resolved before this (see parse-sarif-report.ts).
 */
export function normalizeReportPath(written: string, root: string, changedPaths: ReadonlySet<string>): string | undefined {
  let path = written.trim();
  if (/^file:/i.test(path)) path = fileUriPath(path);
  // Any other scheme (http:, s3:, git:) names something that is not a file of the checkout; one letter is a Windows drive.
  else if (/^[a-z][a-z0-9+.-]+:/i.test(path)) return undefined;
  path = path.replace(/\\/g, '/');
  if (!isAbsolute(path)) return collapse(path);
  const top = root.replace(/\\/g, '/').replace(/\/+$/, '');
  // Windows paths compare without case (C:\Work\App is C:\work\app).
  const windows = /^[A-Za-z]:\//.test(path);
  if (top && (windows ? path.toLowerCase().startsWith(`${top.toLowerCase()}/`) : path.startsWith(`${top}/`))) return collapse(path.slice(top.length + 1));
  let match: string | undefined;
  for (const changed of changedPaths) {
    if (path.endsWith(`/${changed}`) && (match === undefined || changed.length > match.length)) match = changed;
  }
  return match;
}

function isAbsolute(path: string): boolean {
  return path.startsWith('/') || /^[A-Za-z]:\//.test(path);
}

/** `file:///x` → `/x`, `file:///C:/x` → `C:/x`, `file://server/share/x` → `//server/share/x`, percent-decoded. */
function fileUriPath(uri: string): string {
  let rest = uri.slice('file:'.length);
  if (rest.startsWith('///')) rest = rest.slice(2);
  else if (rest.startsWith('//localhost/')) rest = rest.slice('//localhost'.length);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    decoded = rest;
  }
  return /^\/[A-Za-z]:[/\\]/.test(decoded) ? decoded.slice(1) : decoded;
}

/** `./a/./b/../c` → `a/c`; undefined when `..` climbs out of the repository. */
function collapse(path: string): string | undefined {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.length > 0 ? segments.join('/') : undefined;
}
