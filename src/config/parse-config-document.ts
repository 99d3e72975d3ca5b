import { load as loadYaml } from 'js-yaml';
import { ConfigurationError } from '../text/configuration-error.js';

/**
 * A config file holds settings, globs and a few custom-agent instructions: a few kilobytes. The file
 * comes from the branch under review, so anything larger is refused before it is parsed.
 */
export const MAX_CONFIG_FILE_BYTES = 256 * 1024;

/**
 * Anchors and aliases (`&paths` … `*paths`) let a config reuse a list; a handful is plenty. Counted
 * by the parser, so a file made of aliases is refused before any is resolved.
 */
export const MAX_CONFIG_ALIASES = 100;

/**
 * The size of the document with every alias written out in full (one per value plus the characters
 * of each string and key). A few aliases of a list are well under it; an alias bomb (aliases of
 * aliases, each level multiplying the last) passes it after a few levels, and is refused then,
 * before anything walks the expanded document.
 */
export const MAX_CONFIG_EXPANDED_SIZE = 1_000_000;

/**
 * Settings nest four levels at most (rules → rule → paths → glob). The parser bounds the nesting it
 * reads, but aliases nest whole anchors inside each other; past this depth the walk stops, long
 * before the call stack would.
 */
const MAX_CONFIG_DEPTH = 64;

/**
 * The config file's YAML as a mapping of setting names to values (empty for an empty file). Refuses
 * a file too large, with too many aliases, whose aliases expand past MAX_CONFIG_EXPANDED_SIZE, or
 * that refers to itself: the values are then safe to check, print and walk.
 */
export function parseConfigDocument(configText: string, origin: string): Record<string, unknown> {
  const bytes = Buffer.byteLength(configText, 'utf8');
  if (bytes > MAX_CONFIG_FILE_BYTES) {
    throw new ConfigurationError('config file', origin, `a file of at most ${MAX_CONFIG_FILE_BYTES / 1024} KiB (this one has ${Math.ceil(bytes / 1024)} KiB)`);
  }
  if (configText.trim() === '') return {};
  let document: unknown;
  try {
    document = loadYaml(configText, { maxAliases: MAX_CONFIG_ALIASES });
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? '';
    const aliases = message.includes('maxAliases') ? `at most ${MAX_CONFIG_ALIASES} aliases (*name); ` : '';
    throw new ConfigurationError('config file', origin, `valid YAML with ${aliases}(${message})`);
  }
  assertBoundedExpansion(document, origin);
  if (document === null || document === undefined) return {};
  if (typeof document !== 'object' || Array.isArray(document)) {
    throw new ConfigurationError('config file', origin, 'a YAML mapping of setting names to values');
  }
  return document as Record<string, unknown>;
}

/**
 * The parser shares one object between an anchor and its aliases, so the document is a graph: its
 * expanded size is counted once per distinct object (memoised), in time linear in the file.
 */
function assertBoundedExpansion(document: unknown, origin: string): void {
  const sizes = new Map<object, number>();
  const open = new Set<object>();
  const tooLarge = () =>
    new ConfigurationError(
      'config file',
      origin,
      `YAML whose aliases (*name) expand to at most ${MAX_CONFIG_EXPANDED_SIZE.toLocaleString('en-US')} values and characters (an alias bomb is refused)`,
    );
  const sizeOf = (value: unknown, depth: number): number => {
    if (typeof value === 'string') return 1 + value.length;
    if (value === null || typeof value !== 'object') return 1;
    const known = sizes.get(value);
    if (known !== undefined) return known;
    if (depth > MAX_CONFIG_DEPTH)
      throw new ConfigurationError('config file', origin, `YAML nested at most ${MAX_CONFIG_DEPTH} levels deep, aliases (*name) written out`);
    if (open.has(value)) throw new ConfigurationError('config file', origin, 'YAML without an alias inside its own anchor (the value would contain itself)');
    open.add(value);
    let size = 1;
    const children = Array.isArray(value) ? value.map((item): [string, unknown] => ['', item]) : Object.entries(value);
    for (const [key, child] of children) {
      size += key.length + sizeOf(child, depth + 1);
      if (size > MAX_CONFIG_EXPANDED_SIZE) throw tooLarge();
    }
    open.delete(value);
    sizes.set(value, size);
    return size;
  };
  sizeOf(document, 0);
}
