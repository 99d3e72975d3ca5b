import { isPathValue, REPOSITORY_PATH_KEYS } from './repository-path-keys.js';

/**
 * Longest line kept in stored state and reports. Code lines past this are minified or data (a 5 MB
 * line of JSON); the finding's location is enough to find it, and git keeps the full text.
 */
export const STORED_LINE_LIMIT = 2_000;

/** Pure: `text` with every line longer than the limit cut, saying how much was left out. */
export function truncateLongLines(text: string, limit = STORED_LINE_LIMIT): string {
  if (text.length <= limit) return text;
  return text
    .split('\n')
    .map((line) => (line.length > limit ? `${line.slice(0, limit)}… [${line.length - limit} more characters]` : line))
    .join('\n');
}

/**
 * Pure: a copy of a JSON-like value with every string's long lines cut, except repository paths
 * (objects and arrays rebuilt only where something changed).
 */
export function truncateLongStrings<T>(value: T, limit = STORED_LINE_LIMIT): T {
  return walk(value, limit) as T;
}

function walk(value: unknown, limit: number): unknown {
  if (typeof value === 'string') return truncateLongLines(value, limit);
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = walk(item, limit);
      changed ||= next !== item;
      return next;
    });
    return changed ? items : value;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const next = REPOSITORY_PATH_KEYS.has(key) && isPathValue(item) ? item : walk(item, limit);
      changed ||= next !== item;
      return [key, next] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}
