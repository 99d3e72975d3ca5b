import { asyncExportsOf, moduleCandidates, relativeImportsOf } from './async-exports.js';
import { goDirectiveOf, goModCandidates } from './go-module-version.js';
import { languageOf } from '../diff/language.js';

/**
 * What a rule may need to know about a file from elsewhere in the reviewed tree (at the head): plain data, so it
 * crosses to a scanning thread as it is.
 */
export interface TreeFacts {
  /** The `go` directive (`1.21`) of the go.mod nearest above a Go file; undefined when no go.mod owns it. */
  goVersion?: string;
  /** Local names a JavaScript or TypeScript file imports from the project's own modules that declare them `async`, with the module as written. */
  asyncImports?: Readonly<Record<string, string>>;
}

/** Reads a file of the reviewed tree at the head; undefined when there is none. */
export type ReadTreeFile = (path: string) => Promise<string | undefined>;

export interface TreeFactsReader {
  factsFor(path: string, content: string): Promise<TreeFacts>;
}

/**
 * Relative imports followed per file. Each may cost a read per candidate extension (an API call on GitHub),
 * and a file's first imports are the ones its code leans on most.
 */
const MAX_IMPORTS_FOLLOWED = 20;
/** Modules larger than this are not read for their exports: generated bundles, not the project's functions. */
const MAX_MODULE_CHARACTERS = 1_000_000;

/** Reads the facts of each scanned file, each go.mod and module once per review. */
export function createTreeFactsReader(read: ReadTreeFile): TreeFactsReader {
  const texts = new Map<string, Promise<string | undefined>>();
  const readOnce = (path: string): Promise<string | undefined> => {
    let text = texts.get(path);
    if (!text) {
      // A file that cannot be read is a fact that is not known, never a failed review.
      text = read(path).catch(() => undefined);
      texts.set(path, text);
    }
    return text;
  };
  const firstPresent = async (paths: readonly string[]): Promise<string | undefined> => {
    for (const path of paths) {
      const text = await readOnce(path);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  return {
    async factsFor(path, content) {
      const language = languageOf(path);
      if (language === 'go') {
        const goMod = await firstPresent(goModCandidates(path));
        return goMod === undefined ? {} : { goVersion: goDirectiveOf(goMod) };
      }
      // Only an `async` function's dropped promise is reported, so a file without one needs nothing more.
      if ((language !== 'typescript' && language !== 'tsx' && language !== 'javascript') || !content.includes('async')) return {};
      const asyncImports: Record<string, string> = {};
      // Only imports the file calls as a statement of their own (`save(user);`) can be dropped promises.
      const called = new Set([...content.matchAll(/^[ \t]*([\w$]+)\s*\(/gm)].map((found) => found[1] ?? ''));
      const followed = relativeImportsOf(content).filter(({ names }) => names.some(({ local }) => called.has(local)));
      for (const { specifier, names } of followed.slice(0, MAX_IMPORTS_FOLLOWED)) {
        const module = await firstPresent(moduleCandidates(path, specifier));
        if (module === undefined || module.length > MAX_MODULE_CHARACTERS || !module.includes('async')) continue;
        const exported = asyncExportsOf(module);
        for (const { imported, local } of names) if (exported.has(imported)) asyncImports[local] = specifier;
      }
      return Object.keys(asyncImports).length > 0 ? { asyncImports } : {};
    },
  };
}
