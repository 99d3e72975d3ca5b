import { constants } from 'node:fs';
import { lstat, open, readdir } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';

/** Report files one analyzer may have; a glob matching more is a mistake (a whole folder of JSON). */
export const MAX_REPORT_FILES = 100;
/**
 * A report larger than this is not read (and a warning says so): a whole repository's CodeQL results fit
 * many times over, and parsing is done in memory.
 */
export const MAX_REPORT_BYTES = 32 * 1024 * 1024;
/** Folder entries a glob may walk before it stops, so `**` over a huge tree cannot hold the run. */
const MAX_WALK_ENTRIES = 50_000;
/** Folders no report is searched in (a glob that names them explicitly still reads a file there). */
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules']);

/** A report file found by an analyzer's globs. */
export interface ReportFile {
  /** As shown to people: relative to the repository root when inside it. */
  name: string;
  path: string;
}

/** Where analyzers' reports are read: the only I/O of the import. */
export interface ReportFiles {
  /** The repository's root: relative globs and the reports' absolute paths are taken against it. */
  root: string;
  /** The files the globs match, in order, and one warning per glob that matches none (or too many, or a symlink). */
  find(globs: readonly string[]): Promise<{ files: ReportFile[]; warnings: string[] }>;
  /** The file's text, or why it was not read (too large, gone, not UTF-8 text). */
  read(file: ReportFile): Promise<{ text: string } | { problem: string }>;
}

/**
 * Report files under `root` (a glob may also be absolute, when it names a place under `root`). A report path
 * never leaves the workspace and never passes through a symbolic link, file or folder: a report is a regular
 * file a tool wrote, and a link the pull request committed (`reports -> /`) could point the import at a secret.
 */
export function createReportFiles(root: string): ReportFiles {
  return {
    root,
    async find(globs) {
      const files: ReportFile[] = [];
      const seen = new Set<string>();
      const warnings: string[] = [];
      for (const glob of globs) {
        const { matches, warning } = await expand(root, glob);
        if (warning) warnings.push(warning);
        else if (matches.length === 0)
          warnings.push(`no report file matches '${glob}' (a step before Sextant should write it; the path is relative to the repository root)`);
        for (const path of matches) {
          if (seen.has(path)) continue;
          seen.add(path);
          const inside = relative(root, path);
          files.push({ path, name: inside.startsWith('..') || isAbsolute(inside) ? path : inside.split(sep).join('/') });
        }
      }
      if (files.length > MAX_REPORT_FILES) {
        warnings.push(`${files.length} report files match; only the first ${MAX_REPORT_FILES} are read`);
        files.length = MAX_REPORT_FILES;
      }
      return { files, warnings };
    },
    async read(file) {
      const refused = await refusedPath(root, file.path);
      if (refused) return { problem: refused };
      const info = await lstat(file.path).catch(() => undefined);
      if (!info) return { problem: 'it no longer exists' };
      if (!info.isFile()) return { problem: 'it is not a file' };
      if (info.size > MAX_REPORT_BYTES)
        return { problem: `it is ${info.size} bytes, over the ${MAX_REPORT_BYTES}-byte limit for one report: split it, or narrow what the tool reports` };
      // O_NOFOLLOW: a link swapped in since the check is still not followed.
      const handle = await open(file.path, constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        const bytes = await handle.readFile();
        if (bytes.includes(0)) return { problem: 'it is not text (it holds NUL bytes)' };
        return { text: new TextDecoder('utf-8').decode(bytes) };
      } finally {
        await handle.close();
      }
    },
  };
}

/** A glob's matching regular files; a literal path is itself. Walks only the glob's fixed leading folder. */
async function expand(root: string, glob: string): Promise<{ matches: string[]; warning?: string }> {
  const scan = picomatch.scan(glob);
  const absoluteGlob = isAbsolute(glob);
  if (!scan.isGlob) {
    const path = resolve(root, glob);
    const refused = await refusedPath(root, path);
    if (refused) return { matches: [], warning: `'${glob}' ${refused}: not read` };
    const info = await lstat(path).catch(() => undefined);
    return { matches: info?.isFile() ? [path] : [] };
  }
  const base = resolve(root, scan.base || '.');
  const refused = await refusedPath(root, base);
  if (refused) return { matches: [], warning: `'${glob}' walks ${scan.base || '.'}, which ${refused}: not read` };
  const matches = picomatch(absoluteGlob ? glob : glob.replace(/^\.\//, ''), { dot: true, windows: false });
  const found: string[] = [];
  let walked = 0;
  const walk = async (folder: string): Promise<boolean> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (++walked > MAX_WALK_ENTRIES) return false;
      const path = join(folder, entry.name);
      if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) {
        if (!(await walk(path))) return false;
      } else if (entry.isFile()) {
        const candidate = absoluteGlob ? path.split(sep).join('/') : relative(root, path).split(sep).join('/');
        if (matches(candidate)) found.push(path);
      }
    }
    return true;
  };
  const complete = await walk(base);
  return complete
    ? { matches: found }
    : {
        matches: found,
        warning: `'${glob}' walks more than ${MAX_WALK_ENTRIES} entries under ${scan.base || '.'}: narrow it (only what was found by then is read)`,
      };
}

/**
 * Why `path` may not be read as a report, or undefined when it may: it must lie inside `root`, and neither it
 * nor any folder between `root` and it may be a symbolic link (a missing part is left for the read to find).
 */
async function refusedPath(root: string, path: string): Promise<string | undefined> {
  const inside = relative(root, path);
  if (inside === '') return undefined;
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return 'is outside the repository';
  let current = root;
  for (const part of inside.split(sep)) {
    current = join(current, part);
    const info = await lstat(current).catch(() => undefined);
    if (!info) return undefined;
    if (info.isSymbolicLink())
      return current === path
        ? 'is a symbolic link, which is not followed'
        : `is in ${relative(root, current).split(sep).join('/')}, a symbolic link, which is not followed`;
  }
  return undefined;
}
