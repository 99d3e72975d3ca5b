import picomatch from 'picomatch';
import { LOCKFILE_GLOBS } from '../diff/scope.js';

/** Paths the fixer never edits, whatever the finding: CI definitions, dependency and registry config. */
const PROTECTED = picomatch(['.github/**', ...LOCKFILE_GLOBS, '**/.npmrc', '**/.yarnrc', '**/.yarnrc.yml'], { dot: true });

export interface EditPolicyContext {
  /** Files the change touched (and that still exist): the only ones a fix may edit. */
  changedPaths: ReadonlySet<string>;
  /** The repository's Sextant config file. */
  configFile: string;
}

/**
 * Pure: why an edit to `path` (from `before` to `after`) is refused, or undefined when it is allowed.
 * Called with empty texts it checks the path alone.
 */
export function editRefusal(path: string, before: string, after: string, context: EditPolicyContext): string | undefined {
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path) || path.split('/').includes('..')) return 'path leaves the repository';
  if (!context.changedPaths.has(path)) return 'file is not part of the change';
  if (path === context.configFile) return 'the Sextant config file is never edited by a fix';
  if (PROTECTED(path)) return 'protected file (CI workflows, lockfiles, registry config)';
  if (path === 'package.json' || path.endsWith('/package.json')) {
    if (scriptsOf(before) !== scriptsOf(after)) return "package.json 'scripts' are never edited by a fix";
  }
  return undefined;
}

function scriptsOf(packageJson: string): string {
  try {
    return JSON.stringify((JSON.parse(packageJson) as { scripts?: unknown }).scripts ?? null);
  } catch {
    // Unparsable: treat as changed scripts, so the edit is refused rather than waved through.
    return `invalid:${packageJson}`;
  }
}
