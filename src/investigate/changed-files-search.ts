import type { RepositorySearch } from './repository-search.js';

/**
 * Without a checkout, all that can be searched is what the pull request's API gives: the changed files'
 * full contents. Same contract as the git search, over those texts.
 */
export function createChangedFilesSearch(files: ReadonlyMap<string, readonly string[]>): RepositorySearch {
  return {
    description: 'the changed files only (no checkout of the repository to search)',
    covers: (path) => files.has(path),
    async findWords(words, accept) {
      const found = new Map<string, number[]>();
      const wanted = new Set(words);
      for (const [path, lines] of files) {
        if (!accept(path)) continue;
        const hits: number[] = [];
        lines.forEach((line, index) => {
          for (const word of line.match(/[\p{L}_$][\p{L}\p{N}_$]*/gu) ?? []) {
            if (!wanted.has(word)) continue;
            hits.push(index + 1);
            break;
          }
        });
        if (hits.length > 0) found.set(path, hits);
      }
      return found;
    },
  };
}
