import { createHash } from 'node:crypto';
import type { Language } from '../diff/language.js';
import { indexFile } from './index-file.js';
import type { FileSymbols } from './index-file.js';
import { copyOrder } from './mirror-path.js';

export interface Indexed {
  symbols: FileSymbols;
  lines: readonly string[];
  language: Language;
  hash: string;
}

export async function indexLines(language: Language, lines: readonly string[]): Promise<Indexed> {
  const text = lines.join('\n');
  return { symbols: await indexFile(language, text), lines, language, hash: createHash('sha256').update(text).digest('hex') };
}

/**
 * Files whose content equals another's (a `deno_dist/` build, a vendored copy): each such file but one,
 * the one kept being a changed file, else one outside build and vendor folders, else the shortest path.
 */
export function mirroredCopies(indexed: ReadonlyMap<string, Indexed>, changed: ReadonlySet<string>): Set<string> {
  const byHash = new Map<string, string[]>();
  for (const [path, entry] of indexed) byHash.set(entry.hash, [...(byHash.get(entry.hash) ?? []), path]);
  const copies = new Set<string>();
  for (const paths of byHash.values()) {
    if (paths.length < 2) continue;
    const [kept] = [...paths].sort((a, b) => Number(changed.has(b)) - Number(changed.has(a)) || copyOrder(a, b));
    for (const path of paths) if (path !== kept) copies.add(path);
  }
  return copies;
}
