import { splitList } from '../config/value-schemas.js';

/** The guidelines files other review tools read, and ours: each applies to the files of its folder. */
const FOLDER_FILES = ['REVIEW.md', 'AGENTS.md', 'CLAUDE.md', '.cursor/BUGBOT.md'] as const;
/** Files that apply to the whole repository wherever they are read from. */
const ROOT_FILES = ['.github/copilot-instructions.md'] as const;
/** GitHub Copilot's path-specific instructions: their front matter's `applyTo` globs say which files. */
export const SCOPED_FOLDER = '.github/instructions/';
const SCOPED_SUFFIX = '.instructions.md';

/** The guidelines files the folders of `changedPaths` would have by name (for a tree that could not be listed in full). */
export function guidelinesPathsNear(changedPaths: readonly string[]): string[] {
  const folders = new Set(['']);
  for (const path of changedPaths) {
    const parts = path.split('/').slice(0, -1);
    for (let depth = 1; depth <= parts.length; depth += 1) folders.add(parts.slice(0, depth).join('/'));
  }
  return [...ROOT_FILES, ...[...folders].flatMap((folder) => FOLDER_FILES.map((name) => (folder ? `${folder}/${name}` : name)))];
}

/** Which files of the repository one guidelines file speaks about. */
export type GuidelinesScope = { folder: string } | { applyTo: string[] };

export interface GuidelinesFile {
  path: string;
  scope: GuidelinesScope;
  /** The instructions, front matter removed. */
  body: string;
}

/** Whether `path` is a guidelines file that `guidelines: auto` reads. */
export function isGuidelinesPath(path: string): boolean {
  if ((ROOT_FILES as readonly string[]).includes(path)) return true;
  if (path.startsWith(SCOPED_FOLDER) && path.endsWith(SCOPED_SUFFIX)) return true;
  return FOLDER_FILES.some((name) => path === name || path.endsWith(`/${name}`));
}

/**
 * A guidelines file as the review applies it. A nested `AGENTS.md` (or `REVIEW.md`, `CLAUDE.md`,
 * `.cursor/BUGBOT.md`) speaks for its folder's files, a root one for all; an `.instructions.md` file
 * for the files its `applyTo` globs match (none without them, as in Copilot). A file named in a
 * `guidelines:` list that has none of these names applies to the whole repository.
 */
export function parseGuidelinesFile(path: string, text: string): GuidelinesFile {
  if (path.startsWith(SCOPED_FOLDER) && path.endsWith(SCOPED_SUFFIX)) {
    const { frontMatter, body } = splitFrontMatter(text);
    return { path, scope: { applyTo: applyToGlobs(frontMatter) }, body };
  }
  const name = FOLDER_FILES.find((candidate) => path === candidate || path.endsWith(`/${candidate}`));
  const folder = name ? path.slice(0, path.length - name.length).replace(/\/$/, '') : '';
  return { path, scope: { folder }, body: splitFrontMatter(text).body };
}

/** Whether a guidelines file speaks about `file` (a repository path). */
export function appliesTo(scope: GuidelinesScope, file: string, matches: (globs: readonly string[], file: string) => boolean): boolean {
  if ('folder' in scope) return scope.folder === '' || file.startsWith(`${scope.folder}/`);
  return scope.applyTo.length > 0 && matches(scope.applyTo, file);
}

/** How deep a file's scope is: deeper is nearer to the code it speaks about, and kept first within the budget. */
export function scopeDepth(scope: GuidelinesScope): number {
  if ('applyTo' in scope) return 0;
  return scope.folder === '' ? 0 : scope.folder.split('/').length;
}

export function describeScope(scope: GuidelinesScope): string {
  if ('applyTo' in scope) return scope.applyTo.length > 0 ? `files matching ${scope.applyTo.join(', ')}` : 'no files (no applyTo)';
  return scope.folder === '' ? 'all files' : `files under ${scope.folder}/`;
}

function splitFrontMatter(text: string): { frontMatter: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  return match ? { frontMatter: match[1] ?? '', body: text.slice(match[0].length) } : { frontMatter: '', body: text };
}

/** `applyTo: "src/**\/*.ts, tests/**"` as a list of globs (Copilot writes them comma-separated). */
function applyToGlobs(frontMatter: string): string[] {
  const line = /^applyTo:[ \t]*(.*)$/m.exec(frontMatter)?.[1]?.trim() ?? '';
  const unquoted = /^(['"])(.*)\1$/.exec(line)?.[2] ?? line;
  return splitList(unquoted)
    .map((glob) => glob.trim())
    .filter((glob) => glob.length > 0);
}
