/**
 * Keys whose values in the state and reports are repository paths (or lists of them). A path is an
 * identifier: cut or stripped of a character it names no file, so a finding on it could not be anchored
 * or found. Stores keep these whole (git bounds them), and redaction leaves their characters alone
 * unless a path holds a secret.
 */
export const REPOSITORY_PATH_KEYS: ReadonlySet<string> = new Set(['file', 'path', 'oldPath', 'files', 'compact', 'files_modified']);

/** A path value: a string or a list of strings. */
export function isPathValue(value: unknown): value is string | string[] {
  return typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
}
