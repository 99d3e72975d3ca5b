import { perFile } from './per-file.js';

/**
 * The Go language version a module asks for: the `go` directive of its go.mod. Since Go 1.22 each loop
 * iteration has its own loop variable, but only in modules whose go.mod says `go 1.22` or later; older modules
 * keep one variable for the whole loop, which goroutines and closures started in it share.
 */

/** What the `go` command assumes when go.mod has no `go` directive. */
const VERSION_WITHOUT_DIRECTIVE = '1.16';

/** The `go` directive of a go.mod's text, as `major.minor` (`go 1.21.5` → `1.21`); 1.16 when it has none. */
export function goDirectiveOf(goMod: string): string {
  for (const raw of goMod.split('\n')) {
    const line = raw.replace(/\/\/.*$/, '').trim();
    const found = /^go\s+(\d+)\.(\d+)/.exec(line);
    if (found) return `${found[1]}.${found[2]}`;
  }
  return VERSION_WITHOUT_DIRECTIVE;
}

/** The go.mod paths that may own `path`, nearest first: `a/b/x.go` → `a/b/go.mod`, `a/go.mod`, `go.mod`. */
export function goModCandidates(path: string): string[] {
  const parts = path.split('/').slice(0, -1);
  const candidates: string[] = [];
  for (let depth = parts.length; depth >= 0; depth -= 1) candidates.push([...parts.slice(0, depth), 'go.mod'].join('/'));
  return candidates;
}

/** Whether `version` (`major.minor`) is older than `major.minor`. */
export function goVersionBefore(version: string, major: number, minor: number): boolean {
  const [versionMajor = 0, versionMinor = 0] = version.split('.').map(Number);
  return versionMajor < major || (versionMajor === major && versionMinor < minor);
}

/**
 * The module's Go version when its loops share one variable across iterations (before 1.22); undefined when
 * each iteration has its own, or when go.mod was not read. A file built only for Go 1.22 and later
 * (`//go:build go1.22`) gets the new loops whatever go.mod says. Worked out once per file.
 */
export const sharedLoopVariablesVersion = perFile((context): string | undefined => {
  const version = context.facts.goVersion;
  if (version === undefined || !goVersionBefore(version, 1, 22)) return undefined;
  const newLoops = context.lines.some((line) => line.startsWith('//go:build') && [...line.matchAll(/go1\.(\d+)/g)].some((found) => Number(found[1]) >= 22));
  return newLoops ? undefined : version;
});
