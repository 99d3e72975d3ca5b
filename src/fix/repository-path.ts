/**
 * Pure: why `path` cannot name a file inside the repository, or undefined when it can. Paths are
 * repository-relative with `/` separators, as git and the diff write them; anything a file system could
 * resolve elsewhere (absolute, drive letters, `..`, backslashes, Windows streams) is refused.
 */
export function repositoryPathProblem(path: string): string | undefined {
  if (path.length === 0) return 'empty path';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'path holds control characters';
  if (path.startsWith('/') || path.includes('\\') || path.includes(':')) return 'path leaves the repository';
  const segments = path.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return 'path leaves the repository';
  // Windows 8.3 short names (`GITHUB~1`) reach a folder under another name.
  if (segments.some((segment) => /~\d+(\.|$)/.test(segment))) return 'short (8.3) file names are refused';
  return undefined;
}

/**
 * Pure: the path as a case-insensitive file system could see it: Unicode-normalised, case-folded
 * (upper then lower, so `ſ` and the Kelvin sign meet `s` and `k`), without the trailing dots and spaces
 * Windows drops. Folding too much only refuses more, so every check against a protected name uses this.
 */
export function foldPath(path: string): string {
  return path
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .split('/')
    .map((segment) => segment.replace(/[. ]+$/, '') || segment)
    .join('/');
}
