import { guidelinesPathsNear, isGuidelinesPath, parseGuidelinesFile, SCOPED_FOLDER } from './guidelines-file.js';
import type { GuidelinesSource } from './guidelines-source.js';
import { selectGuidelines } from './select-guidelines.js';
import type { UsedGuidelines } from './select-guidelines.js';

/** Characters of one guidelines file read at most: far past any budget, so a huge file cannot fill memory or the state. */
const MAX_FILE_CHARS = 200_000;

/**
 * Reads the guidelines files (`auto`: every file with a guidelines name in the source's tree; or the
 * listed paths) and selects those that speak about the changed files within the budget. `clean` makes
 * the text safe for a model (invisible characters and HTML comments gone, credentials redacted).
 */
export async function readGuidelines(options: {
  source: GuidelinesSource;
  mode: 'auto' | string[];
  changedPaths: readonly string[];
  budgetTokens: number;
  clean: (text: string) => string;
}): Promise<UsedGuidelines[]> {
  const { source, mode } = options;
  const paths = mode === 'auto' ? await guidelinesPaths(source, options.changedPaths) : [...new Set(mode)];
  const files = [];
  for (const path of paths) {
    const text = await source.read(path);
    if (text === undefined) continue;
    files.push(parseGuidelinesFile(path, options.clean(text.slice(0, MAX_FILE_CHARS))));
  }
  return selectGuidelines(files, options.changedPaths, options.budgetTokens, source.origin);
}

async function guidelinesPaths(source: GuidelinesSource, changedPaths: readonly string[]): Promise<string[]> {
  // Only the files that could speak about the change: a listing of the whole tree costs a large repository
  // a tenth of a second and megabytes, for the few names in the changed files' folders.
  const near = guidelinesPathsNear(changedPaths);
  const listed = await source.listPaths([...near, SCOPED_FOLDER]);
  const found = listed.paths.filter(isGuidelinesPath);
  return [...new Set(listed.complete ? found : [...found, ...near])].sort();
}
